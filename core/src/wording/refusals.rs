//! Why an action was refused, in every language: [`ActionError`] and the [`MeldError`] in it.

use super::{
    Detail, Details, action_name, color_name, game_name, meld_kind, notation_words, seat_name, seat_number, tile_words,
};
use crate::error::ActionError;
use crate::game::Phase;
use crate::lang::Language;
use crate::meld::MeldError;
use crate::tile::TileId;

impl ActionError {
    /// The refusal as a player reads it, in `language`.
    pub fn message(&self, language: Language) -> String {
        let en = language == Language::English;
        // Tiles by colour and number; Turkish follows them with "taşı"/"taşını".
        let tile = |tile: &TileId| tile_words(language, *tile);
        match self {
            ActionError::GameOver => language.pick("the game is over", "oyun bitti").to_owned(),
            ActionError::NoSuchSeat { seat } if en => format!("{} does not exist", seat_name(language, *seat)),
            ActionError::NoSuchSeat { seat } => format!("{} yok", seat_name(language, *seat)),
            ActionError::BotSeat { seat } if en => format!("{} is played by a bot", seat_name(language, *seat)),
            ActionError::BotSeat { seat } => format!("{}. oyuncuyu bilgisayar oynuyor", seat_number(*seat)),
            ActionError::NotYourTurn { seat, turn } if en => {
                format!("it is seat {}'s turn, not seat {}'s", seat_number(*turn), seat_number(*seat))
            }
            ActionError::NotYourTurn { seat, turn } => {
                format!("sıra {}. oyuncuda, {}. oyuncuda değil", seat_number(*turn), seat_number(*seat))
            }
            // What to do instead, from where the turn stands.
            ActionError::WrongPhase { phase } => match phase {
                Phase::Draw => language.pick(
                    "take a tile first: draw from the stock or take the discard",
                    "önce bir taş al: desteden çek ya da atılan taşı al",
                ),
                Phase::Play => language.pick(
                    "you have taken your tile this turn: play, then discard",
                    "bu tur taşını aldın: oyna, sonra taş at",
                ),
                Phase::DealOver => language.pick("the deal is over: deal the next one", "el bitti: sonraki eli dağıt"),
                Phase::GameOver => language.pick("the game is over", "oyun bitti"),
            }
            .to_owned(),
            ActionError::TileNotInRack { tile: t } if en => format!("{} is not in your rack", tile(t)),
            ActionError::TileNotInRack { tile: t } => format!("{} taşı ıstakanda yok", tile(t)),
            ActionError::NoDiscardToTake => {
                language.pick("there is no discard to take", "alınacak atılan taş yok").to_owned()
            }
            ActionError::DiscardNotUsable { tile: t } if en => {
                format!("{} cannot be used this turn, so it may not be taken", tile(t))
            }
            ActionError::DiscardNotUsable { tile: t } => {
                format!("{} taşını bu turda kullanamazsın, bu yüzden alamazsın", tile(t))
            }
            ActionError::IndicatorNotTakeable => language
                .pick(
                    "the indicator may only be taken when the stock is empty and the rules allow it",
                    "gösterge ancak deste bittiğinde ve kurallar izin veriyorsa alınabilir",
                )
                .to_owned(),
            ActionError::NothingToReturn => language
                .pick("you have not taken a tile you could return", "geri koyabileceğin, aldığın bir taş yok")
                .to_owned(),
            ActionError::ReturnNotAllowed { tile: t } if en => {
                format!("these rules do not let a taken discard go back: {} must be used this turn", tile(t))
            }
            ActionError::ReturnNotAllowed { tile: t } => {
                format!("bu kurallarda alınan taş geri konamaz: {} taşını bu turda kullanmalısın", tile(t))
            }
            ActionError::TakeBackFirst { tile: t } if en => {
                format!("take back the tiles you laid this turn before returning {}", tile(t))
            }
            ActionError::TakeBackFirst { tile: t } => {
                format!("{} taşını geri koymadan önce bu turda masaya koyduğun taşları geri al", tile(t))
            }
            ActionError::MustDrawAfterReturn => language
                .pick("you returned the taken tile; draw from the stock", "aldığın taşı geri koydun; desteden çek")
                .to_owned(),
            ActionError::NoMelds => language.pick("lay at least one meld", "en az bir per aç").to_owned(),
            ActionError::DuplicateTile { tile: t } if en => format!("{} is used twice", tile(t)),
            ActionError::DuplicateTile { tile: t } => format!("{} taşı iki kez kullanılmış", tile(t)),
            ActionError::InvalidMeld { index, source } if en => {
                format!("meld {}: {}", index.saturating_add(1), source.message(language))
            }
            ActionError::InvalidMeld { index, source } => {
                format!("{}. per: {}", index.saturating_add(1), source.message(language))
            }
            ActionError::NotMelds { count } if en => {
                format!("these {count} tiles form no meld, whole or split into melds")
            }
            ActionError::NotMelds { count } => {
                format!("bu {count} taş ne tek bir per ne de birkaç per oluşturuyor")
            }
            ActionError::MixedOpening => language
                .pick(
                    "an opening is either sets and runs or pairs, not both",
                    "el ya perlerle ya çiftlerle açılır, ikisi birden olmaz",
                )
                .to_owned(),
            ActionError::PairsOpenerCannotLay { kind } if en => {
                format!("you opened with pairs: you may not lay a new {}", meld_kind(language, *kind))
            }
            ActionError::PairsOpenerCannotLay { kind } => {
                format!("çiftten açtın: yeni bir {} açamazsın", meld_kind(language, *kind))
            }
            ActionError::SetsOpenerCannotLayPairs { after_pairs_opening } => match (language, after_pairs_opening) {
                (Language::English, false) => "you opened with sets and runs: you may not lay pairs",
                (Language::English, true) => {
                    "you opened with sets and runs: you may not lay pairs until another player opens with pairs"
                }
                (Language::Turkish, false) => "perlerle açtın: çift açamazsın",
                (Language::Turkish, true) => "perlerle açtın: başka bir oyuncu çiftten açana kadar çift açamazsın",
            }
            .to_owned(),
            ActionError::MustKeepDiscard => language
                .pick(
                    "keep a tile to discard: every turn ends with a discard",
                    "atacak bir taş bırak: her tur bir taş atarak biter",
                )
                .to_owned(),
            ActionError::NotOpened => {
                language.pick("you must open before laying off", "işlemeden önce elini açmalısın").to_owned()
            }
            ActionError::WaitAfterOpening => language
                .pick(
                    "you must wait one turn after opening before laying off",
                    "elini açtıktan sonra işlemek için bir tur beklemelisin",
                )
                .to_owned(),
            ActionError::NoSuchMeld { meld } if en => format!("meld {meld} is not on the table"),
            ActionError::NoSuchMeld { meld } => format!("{meld} numaralı per masada yok"),
            ActionError::DoesNotFit { tile: t, meld, source } if en => {
                format!("{} does not fit meld {meld}: {}", tile(t), source.message(language))
            }
            ActionError::DoesNotFit { tile: t, meld, source } => {
                format!("{} taşı {meld} numaralı pere işlenemez: {}", tile(t), source.message(language))
            }
            ActionError::LayOffCap { cap } if en => {
                format!("at most {cap} tiles may be added to one end of a meld in a turn")
            }
            ActionError::LayOffCap { cap } => format!("bir turda bir perin bir ucuna en fazla {cap} taş işlenebilir"),
            ActionError::RetrievalNotAllowed => language
                .pick("okeys may not be taken from the table under these rules", "bu kurallarda masadaki okey alınamaz")
                .to_owned(),
            ActionError::NotLaidThisTurn { tile: t } if en => {
                format!("{} was not put on the table this turn, so it cannot be taken back", tile(t))
            }
            ActionError::NotLaidThisTurn { tile: t } => {
                format!("{} taşı bu turda masaya konmadı, bu yüzden geri alınamaz", tile(t))
            }
            ActionError::NothingToTakeBack => {
                language.pick("nothing was laid this turn", "bu turda masaya hiçbir taş konmadı").to_owned()
            }
            ActionError::TakenTileNotUsed { tile: t } if en => {
                format!("you took {} and must use it in a meld on the table this turn", tile(t))
            }
            ActionError::TakenTileNotUsed { tile: t } => {
                format!("{} taşını aldın; bu turda onu masadaki bir perde kullanmalısın", tile(t))
            }
            ActionError::TakenTileNotInOpening { tile: t } if en => {
                format!("you took {} before opening, so it must be part of your opening", tile(t))
            }
            ActionError::TakenTileNotInOpening { tile: t } => {
                format!("{} taşını elini açmadan önce aldın, bu yüzden açtığın perlerde olmalı", tile(t))
            }
            ActionError::OpeningTooLow { value, needed } if en => {
                format!("your melds are worth {value}; opening needs {needed}")
            }
            ActionError::OpeningTooLow { value, needed } => {
                format!("perlerin {value} puan ediyor; açmak için {needed} puan gerekir")
            }
            ActionError::TooFewPairs { pairs, needed } if en => {
                format!("you laid {pairs} pairs; opening needs {needed}")
            }
            ActionError::TooFewPairs { pairs, needed } => {
                format!("{pairs} çift koydun; çiftten açmak için {needed} çift gerekir")
            }
            ActionError::MustFinishWithIndicator => language
                .pick(
                    "you took the indicator, so you must finish this turn",
                    "göstergeyi aldın, bu yüzden bu turda bitirmelisin",
                )
                .to_owned(),
            ActionError::DealNotOver => language.pick("the deal is not over yet", "el henüz bitmedi").to_owned(),
            ActionError::NotInThisGame { action, game } if en => {
                format!("{} is not part of {}", action_name(language, *action), game_name(*game))
            }
            ActionError::NotInThisGame { action, game } => {
                format!("{} oyununda {} yok", game_name(*game), action_name(language, *action))
            }
            ActionError::NotAWinningHand { tile: t } if en => {
                format!("without {} your tiles are not all in sets and runs, nor seven pairs", tile(t))
            }
            ActionError::NotAWinningHand { tile: t } => {
                format!("{} taşı dışındaki taşların ne tümüyle perlerden ne de yedi çiftten oluşuyor", tile(t))
            }
            ActionError::CannotShowIndicator => language
                .pick(
                    "you can show the indicator's twin only once, before your first draw, while holding it",
                    "göstergenin eşini yalnızca bir kez, ilk taşını çekmeden önce ve elindeyse gösterebilirsin",
                )
                .to_owned(),
        }
    }

    /// The values the message names, typed; a meld error's follow the refusal's own.
    pub fn details(&self) -> Details {
        let mut details = match self {
            ActionError::GameOver
            | ActionError::NoDiscardToTake
            | ActionError::IndicatorNotTakeable
            | ActionError::NothingToReturn
            | ActionError::MustDrawAfterReturn
            | ActionError::NoMelds
            | ActionError::MixedOpening
            | ActionError::MustKeepDiscard
            | ActionError::NotOpened
            | ActionError::WaitAfterOpening
            | ActionError::RetrievalNotAllowed
            | ActionError::NothingToTakeBack
            | ActionError::MustFinishWithIndicator
            | ActionError::DealNotOver
            | ActionError::CannotShowIndicator => vec![],
            ActionError::NoSuchSeat { seat } | ActionError::BotSeat { seat } => vec![("seat", Detail::Seat(*seat))],
            ActionError::NotYourTurn { seat, turn } => {
                vec![("turn", Detail::Seat(*turn)), ("seat", Detail::Seat(*seat))]
            }
            // The text says what to do instead, not the phase's name.
            ActionError::WrongPhase { .. } => vec![],
            ActionError::TileNotInRack { tile }
            | ActionError::DiscardNotUsable { tile }
            | ActionError::ReturnNotAllowed { tile }
            | ActionError::TakeBackFirst { tile }
            | ActionError::DuplicateTile { tile }
            | ActionError::NotLaidThisTurn { tile }
            | ActionError::TakenTileNotUsed { tile }
            | ActionError::TakenTileNotInOpening { tile }
            | ActionError::NotAWinningHand { tile } => vec![("tile", Detail::Tile(*tile))],
            ActionError::InvalidMeld { index, .. } => {
                vec![("meld_number", Detail::Number(i64::try_from(index.saturating_add(1)).unwrap_or(i64::MAX)))]
            }
            ActionError::PairsOpenerCannotLay { kind } => vec![("kind", Detail::MeldKind(*kind))],
            ActionError::NotMelds { count } => {
                vec![("count", Detail::Number(i64::try_from(*count).unwrap_or(i64::MAX)))]
            }
            ActionError::SetsOpenerCannotLayPairs { after_pairs_opening } => {
                vec![("after_pairs_opening", Detail::Flag(*after_pairs_opening))]
            }
            ActionError::NoSuchMeld { meld } => vec![("meld", Detail::Meld(*meld))],
            ActionError::DoesNotFit { tile, meld, .. } => {
                vec![("tile", Detail::Tile(*tile)), ("meld", Detail::Meld(*meld))]
            }
            ActionError::LayOffCap { cap } => vec![("cap", Detail::Number(i64::from(*cap)))],
            ActionError::OpeningTooLow { value, needed } => {
                vec![("value", Detail::Number(i64::from(*value))), ("needed", Detail::Number(i64::from(*needed)))]
            }
            ActionError::TooFewPairs { pairs, needed } => {
                vec![("pairs", Detail::Number(i64::from(*pairs))), ("needed", Detail::Number(i64::from(*needed)))]
            }
            ActionError::NotInThisGame { action, game } => {
                vec![("action", Detail::Action(*action)), ("game", Detail::Game(*game))]
            }
        };
        if let ActionError::InvalidMeld { source, .. } | ActionError::DoesNotFit { source, .. } = self {
            for (name, detail) in source.details() {
                if !details.iter().any(|(known, _)| *known == name) {
                    details.push((name, detail));
                }
            }
        }
        details
    }
}

impl MeldError {
    /// Why the tiles are not the meld asked for, in `language`.
    pub fn message(&self, language: Language) -> String {
        let en = language == Language::English;
        match self {
            MeldError::WrongSize { kind, min, max, actual } => {
                let expected = match (max - min, language) {
                    (0, _) => min.to_string(),
                    (1, Language::English) => format!("{min} or {max}"),
                    (1, Language::Turkish) => format!("{min} ya da {max}"),
                    (_, Language::English) => format!("{min} to {max}"),
                    (_, Language::Turkish) => format!("{min} ile {max} arası"),
                };
                match language {
                    Language::English => {
                        format!("a {} needs {expected} tiles, not {actual}", meld_kind(language, *kind))
                    }
                    Language::Turkish => {
                        format!("{} için {expected} taş gerekir, {actual} değil", meld_kind(language, *kind))
                    }
                }
            }
            MeldError::OnlyOkeys => language
                .pick(
                    "a run needs at least one tile that is not an okey",
                    "sıralı perde okey olmayan en az bir taş bulunmalı",
                )
                .to_owned(),
            MeldError::NotConsecutive { tile, color, previous } if en => {
                format!(
                    "{} does not belong in a {} run after {}",
                    tile_words(language, *tile),
                    color_name(language, *color),
                    notation_words(language, previous)
                )
            }
            MeldError::NotConsecutive { tile, color, previous } => {
                format!(
                    "{} taşı {} sıralı perde yerine uymuyor (öncesi: {})",
                    tile_words(language, *tile),
                    color_name(language, *color),
                    notation_words(language, previous)
                )
            }
            MeldError::OutOfRange { tiles } if en => {
                format!(
                    "a run cannot go below 1 or above 13 (12-13-1 only in classic Okey); {} does",
                    notation_words(language, tiles)
                )
            }
            MeldError::OutOfRange { tiles } => format!(
                "sıralı per 1'in altına ya da 13'ün üstüne çıkamaz (12-13-1 yalnızca Düz Okey'de olur); {} çıkıyor",
                notation_words(language, tiles)
            ),
            MeldError::NotASet { tile, tiles } if en => {
                format!(
                    "a set needs one number in different colours; {} does not fit {}",
                    tile_words(language, *tile),
                    notation_words(language, tiles)
                )
            }
            MeldError::NotASet { tile, tiles } => {
                format!(
                    "aynı sayılı per, tek bir sayının farklı renklerinden oluşur; {} taşı {} ile uymuyor",
                    tile_words(language, *tile),
                    notation_words(language, tiles)
                )
            }
            MeldError::NotAPair { first, second } if en => {
                format!("{} and {} are not a pair", tile_words(language, *first), tile_words(language, *second))
            }
            MeldError::NotAPair { first, second } => {
                format!("{} ile {} çift değil", tile_words(language, *first), tile_words(language, *second))
            }
            MeldError::PairNotExtendable => {
                language.pick("a pair cannot be extended", "çifte taş işlenemez").to_owned()
            }
            MeldError::DoesNotFit { tile, meld } if en => {
                format!("{} does not fit {}", tile_words(language, *tile), notation_words(language, meld))
            }
            MeldError::DoesNotFit { tile, meld } => {
                format!("{} taşı {} perine uymuyor", tile_words(language, *tile), notation_words(language, meld))
            }
            MeldError::NoOkeyFor { tile, meld } if en => {
                format!("{} cannot replace an okey in {}", tile_words(language, *tile), notation_words(language, meld))
            }
            MeldError::NoOkeyFor { tile, meld } => {
                format!(
                    "{} taşı {} perindeki bir okeyin yerine konamaz",
                    tile_words(language, *tile),
                    notation_words(language, meld)
                )
            }
        }
    }

    /// The values the message names, typed.
    pub fn details(&self) -> Details {
        let count = |n: &usize| Detail::Number(i64::try_from(*n).unwrap_or(i64::MAX));
        match self {
            MeldError::WrongSize { kind, min, max, actual } => vec![
                ("kind", Detail::MeldKind(*kind)),
                ("min", count(min)),
                ("max", count(max)),
                ("actual", count(actual)),
            ],
            MeldError::OnlyOkeys | MeldError::PairNotExtendable => vec![],
            MeldError::NotConsecutive { tile, color, previous } => vec![
                ("tile", Detail::Tile(*tile)),
                ("color", Detail::Color(*color)),
                ("previous", Detail::Tiles(previous.clone())),
            ],
            MeldError::OutOfRange { tiles } => vec![("tiles", Detail::Tiles(tiles.clone()))],
            MeldError::NotASet { tile, tiles } => {
                vec![("tile", Detail::Tile(*tile)), ("tiles", Detail::Tiles(tiles.clone()))]
            }
            MeldError::NotAPair { first, second } => {
                vec![("first", Detail::Tile(*first)), ("second", Detail::Tile(*second))]
            }
            MeldError::DoesNotFit { tile, meld } | MeldError::NoOkeyFor { tile, meld } => {
                vec![("tile", Detail::Tile(*tile)), ("tiles", Detail::Tiles(meld.clone()))]
            }
        }
    }
}
