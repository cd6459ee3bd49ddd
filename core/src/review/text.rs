//! A review item in words, in English or Turkish, naming tiles by colour and number ("discard
//! red 7" / "kırmızı 7'yi at"), through [`crate::naming`].

use super::{MistakeKind, ReviewError, ReviewItem};
use crate::action::{Action, PenaltyReason};
use crate::lang::Language;
use crate::meld::MeldRules;
use crate::naming::{meld_words, sentence_start, tile_accusative, tile_words, tiles_words};
use crate::table_meld::OpenedWith;
use crate::tile::TileId;

impl ReviewError {
    /// The refusal in `language` (the code stays the same in both).
    pub fn message(&self, language: Language) -> String {
        match (self, language) {
            (_, Language::English) => self.to_string(),
            (ReviewError::NoSuchSeat { seat, players }, Language::Turkish) => {
                format!("{players} oyunculu bir oyunda {}. oyuncu yok", seat.saturating_add(1))
            }
            (ReviewError::NoSuchMove { index, moves }, Language::Turkish) => {
                format!("{moves} hamlelik bir oyunda {index} numaralı hamle yok")
            }
            (ReviewError::Cancelled { done, total }, Language::Turkish) => {
                format!("inceleme {total} turun {done} tanesinden sonra durduruldu")
            }
            (ReviewError::Record(error), Language::Turkish) => error.message(language),
        }
    }
}

/// What went wrong, then the move made, the better one and the estimated cost (left out for a
/// named case whose play-outs found no cost: the case says what it risked).
pub(super) fn describe(item: &ReviewItem, language: Language) -> String {
    let points = item.points;
    let named_free = points == 0 && item.kind != MistakeKind::WeakerMove;
    let rules = deal_rules(item);
    let words = |actions: &[Action]| match moves_in_words(actions, language, rules) {
        none if none.is_empty() => "-".to_owned(),
        some => some,
    };
    let tail = match language {
        Language::English => {
            let (made, better) = (words(&item.made), words(&item.better));
            let unit = if points == 1 { "point" } else { "points" };
            let cost = if named_free { String::new() } else { format!(" Cost: about {points} {unit}.") };
            format!("Played: {made}. Better: {better}.{cost}")
        }
        Language::Turkish => {
            let (made, better) = (words(&item.made), words(&item.better));
            let cost = if named_free { String::new() } else { format!(" Bedeli: yaklaşık {points} sayı.") };
            format!("Oynanan: {made}. Daha iyisi: {better}.{cost}")
        }
    };
    format!("{} {tail}", case(&item.kind, language, rules))
}

/// The deal's meld rules, read from the item's position, so that a meld holding an okey names it
/// for what it stands for ("okey as red 13"), not by its print; `None` if the position is absent.
pub(super) fn deal_rules(item: &ReviewItem) -> Option<MeldRules> {
    crate::position::parse(&item.position).ok().map(|game| game.meld_rules())
}

/// Melds in words, separated by bars; with the deal's rules an okey is named for what it stands
/// for.
fn melds_words<'a>(language: Language, melds: impl Iterator<Item = &'a [TileId]>, rules: Option<MeldRules>) -> String {
    let meld = |tiles: &[TileId]| match rules {
        Some(rules) => meld_words(language, tiles, rules),
        None => tiles_words(language, tiles),
    };
    melds.map(meld).collect::<Vec<_>>().join(" | ")
}

/// Actions in words, separated by semicolons: "draw from the stock; discard red 7" / "desteden çek;
/// kırmızı 7'yi at"; empty for no actions.
pub(super) fn moves_in_words(actions: &[Action], language: Language, rules: Option<MeldRules>) -> String {
    actions.iter().map(|action| action_in_words(action, language, rules)).collect::<Vec<_>>().join("; ")
}

fn action_in_words(action: &Action, language: Language, rules: Option<MeldRules>) -> String {
    let en = language == Language::English;
    let pick = |english: &str, turkish: &str| if en { english.to_owned() } else { turkish.to_owned() };
    let accusative = |tile: &TileId| tile_accusative(language, *tile);
    match action {
        Action::Draw => pick("draw from the stock", "desteden çek"),
        Action::TakeDiscard => pick("take the discard", "yandan al"),
        Action::TakeIndicator => pick("take the indicator", "göstergeyi al"),
        Action::ReturnTaken => pick("put the taken tile back", "alınan taşı geri koy"),
        Action::Lay { melds } => {
            let melds = melds_words(language, melds.iter().map(|m| &m.tiles[..]), rules);
            if en { format!("lay {melds}") } else { format!("per aç: {melds}") }
        }
        Action::LayOff { tile, .. } => {
            if en {
                format!("lay off {}", accusative(tile))
            } else {
                format!("{} işle", accusative(tile))
            }
        }
        Action::RetrieveOkey { tile, .. } => {
            if en {
                format!("put {} in place of an okey on the table", accusative(tile))
            } else {
                format!("masadaki okeyin yerine {} koy", accusative(tile))
            }
        }
        Action::TakeBack { tile } => {
            if en {
                format!("take back {}", accusative(tile))
            } else {
                format!("{} geri al", accusative(tile))
            }
        }
        Action::TakeBackAll => pick("take back everything laid this turn", "bu turda açılanları geri al"),
        Action::Discard { tile } => {
            if en {
                format!("discard {}", accusative(tile))
            } else {
                format!("{} at", accusative(tile))
            }
        }
        Action::Finish { tile } => {
            if en {
                format!("finish, discarding {}", accusative(tile))
            } else {
                format!("{} atıp bit", accusative(tile))
            }
        }
        Action::ShowIndicator => pick("show the indicator's twin", "göstergenin eşini göster"),
        Action::NextDeal => pick("deal the next deal", "yeni eli dağıt"),
    }
}

/// The named case, in one sentence; a Turkish one may start with a tile's name, made capital.
pub(super) fn case(kind: &MistakeKind, language: Language, rules: Option<MeldRules>) -> String {
    sentence_start(language, &case_words(kind, language, rules))
}

fn case_words(kind: &MistakeKind, language: Language, rules: Option<MeldRules>) -> String {
    let en = language == Language::English;
    let accusative = |tile: &TileId| tile_accusative(language, *tile);
    match kind {
        MistakeKind::MissedFinish { discard, scored } => {
            if en {
                format!(
                    "You could have finished this turn, discarding {} last: your score for the deal would \
                     have been {scored}.",
                    accusative(discard)
                )
            } else {
                format!(
                    "Bu turda son taş olarak {} atıp bitebilirdin: bu elden {scored} sayı alırdın.",
                    accusative(discard)
                )
            }
        }
        MistakeKind::MissedOpening { with, value, melds, risked } => {
            let melds = melds_words(language, melds.iter().map(|m| &m[..]), rules);
            let opening = match (with, en) {
                (OpenedWith::SetsAndRuns, true) => format!("You could have opened with {value} points: {melds}."),
                (OpenedWith::SetsAndRuns, false) => format!("{value} sayıyla el açabilirdin: {melds}."),
                (OpenedWith::Pairs, true) => format!("You could have opened with {value} pairs: {melds}."),
                (OpenedWith::Pairs, false) => format!("{value} çiftten el açabilirdin: {melds}."),
            };
            if en {
                format!("{opening} Not opening risked {risked} points if someone finished before you opened.")
            } else {
                format!("{opening} Sen açmadan biri biterse {risked} sayı yazılır.")
            }
        }
        MistakeKind::PenaltyDiscard { tile, reason, points } => {
            if en {
                format!("Discarding {} cost {points}: {}.", accusative(tile), penalty_reason(*reason, language))
            } else {
                format!("{} atmak {points} ceza yazdırdı: {}.", accusative(tile), penalty_reason(*reason, language))
            }
        }
        MistakeKind::FedOpponent { tile, opponent, finished } => {
            let player = opponent.saturating_add(1);
            let taken = accusative(tile);
            match (finished, en) {
                (false, true) => format!("Player {player} took your {} and opened with it.", accusative(tile)),
                (true, true) => format!("Player {player} took your {} and finished with it.", accusative(tile)),
                (false, false) => format!("{player}. oyuncu attığın {taken} alıp onunla el açtı."),
                (true, false) => format!("{player}. oyuncu attığın {taken} alıp onunla bitti."),
            }
        }
        MistakeKind::OkeyHeld { okeys, stock_ran_out } => match (stock_ran_out, en) {
            (true, true) => {
                format!("{okeys} okey still in your hand when the stock ran out; it could have been laid off.")
            }
            (false, true) => {
                format!("{okeys} okey still in your hand when the deal was won; it could have been laid off.")
            }
            (true, false) => format!("Deste bittiğinde ıstakanda {okeys} okey vardı; işlenebilirdi."),
            (false, false) => format!("El bittiğinde ıstakanda {okeys} okey vardı; işlenebilirdi."),
        },
        MistakeKind::NotLaidOff { tiles } => {
            let tiles = tiles_words(language, tiles);
            if en {
                format!("{tiles} could have been laid off before the deal ended.")
            } else {
                format!("{tiles} el bitmeden işlenebilirdi.")
            }
        }
        MistakeKind::OpeningKind { made, .. } => match (made, en) {
            (OpenedWith::Pairs, true) => "You opened with pairs; sets and runs would have scored better.".to_owned(),
            (OpenedWith::SetsAndRuns, true) => {
                "You opened with sets and runs; pairs would have scored better.".to_owned()
            }
            (OpenedWith::Pairs, false) => "Çiftten açtın; perle açmak daha çok kazandırırdı.".to_owned(),
            (OpenedWith::SetsAndRuns, false) => "Perle açtın; çiftten açmak daha çok kazandırırdı.".to_owned(),
        },
        MistakeKind::MissedWin { discard, by_taking, worth } => match (by_taking, en) {
            (false, true) => format!(
                "You could have won this turn by discarding {}: each other player would have lost {worth}.",
                accusative(discard)
            ),
            (true, true) => format!(
                "You could have won this turn by taking the discard and discarding {}: each other player \
                 would have lost {worth}.",
                accusative(discard)
            ),
            (false, false) => {
                format!("Bu turda {} atıp bitebilirdin: diğer her oyuncu {worth} sayı kaybederdi.", accusative(discard))
            }
            (true, false) => format!(
                "Bu turda yandan alıp {} atarak bitebilirdin: diğer her oyuncu {worth} sayı kaybederdi.",
                accusative(discard)
            ),
        },
        MistakeKind::MissedIndicator { tile } => {
            if en {
                format!(
                    "You held {}, the indicator's twin, and did not show it before your first draw: each other \
                     player would have lost 1.",
                    accusative(tile)
                )
            } else {
                format!(
                    "Göstergenin eşi {} elindeydi ve ilk taşını çekmeden göstermedin: diğer her oyuncu 1 sayı \
                     kaybederdi.",
                    tile_words(language, *tile)
                )
            }
        }
        MistakeKind::BrokeMelds { tile, kept, possible, instead } => {
            if en {
                format!(
                    "Discarding {} broke your melds: {kept} of the 14 tiles you kept are in sets, runs or \
                     pairs, where discarding {} kept {possible}.",
                    accusative(tile),
                    accusative(instead)
                )
            } else {
                format!(
                    "{} atmak perlerini bozdu: tuttuğun 14 taşın {kept} tanesi per ya da çiftte; {} atsaydın \
                     {possible} tanesi olurdu.",
                    accusative(tile),
                    accusative(instead)
                )
            }
        }
        MistakeKind::WeakerMove => language.pick("A better move was there.", "Daha iyi bir hamle vardı.").to_owned(),
    }
}

/// Why a discard was penalized.
fn penalty_reason(reason: PenaltyReason, language: Language) -> &'static str {
    match reason {
        PenaltyReason::DiscardedOkey => {
            language.pick("an okey may only be discarded to finish", "okey ancak biterken atılabilir")
        }
        PenaltyReason::DiscardedPlayableTile => {
            language.pick("it fitted a meld on the table", "masadaki bir pere işlenebiliyordu")
        }
        PenaltyReason::GaveOpeningTile => {
            language.pick("the next player opened or finished with it", "sonraki oyuncu onunla el açtı ya da bitti")
        }
        PenaltyReason::TookBack => language.pick("tiles were taken back", "taşlar geri alındı"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::TileId;

    fn every_kind() -> Vec<MistakeKind> {
        let tile = TileId::all().next().expect("tiles");
        let mut kinds = vec![
            MistakeKind::WeakerMove,
            MistakeKind::NotLaidOff { tiles: vec![tile] },
            MistakeKind::OkeyHeld { okeys: 1, stock_ran_out: true },
            MistakeKind::OkeyHeld { okeys: 1, stock_ran_out: false },
        ];
        for with in [OpenedWith::SetsAndRuns, OpenedWith::Pairs] {
            kinds.push(MistakeKind::MissedOpening { with, value: 5, melds: vec![vec![tile]], risked: 202 });
            kinds.push(MistakeKind::OpeningKind { made: with, better: with });
        }
        for finished in [false, true] {
            kinds.push(MistakeKind::FedOpponent { tile, opponent: 1, finished });
        }
        for reason in [
            PenaltyReason::DiscardedOkey,
            PenaltyReason::DiscardedPlayableTile,
            PenaltyReason::GaveOpeningTile,
            PenaltyReason::TookBack,
        ] {
            kinds.push(MistakeKind::PenaltyDiscard { tile, reason, points: 101 });
        }
        kinds.push(MistakeKind::MissedFinish { discard: tile, scored: -101 });
        for by_taking in [false, true] {
            kinds.push(MistakeKind::MissedWin { discard: tile, by_taking, worth: 2 });
        }
        kinds.push(MistakeKind::MissedIndicator { tile });
        kinds.push(MistakeKind::BrokeMelds { tile, kept: 8, possible: 11, instead: tile });
        kinds
    }

    #[test]
    fn moves_read_in_words_in_both_languages() {
        let tile = TileId::all().next().expect("tiles");
        let actions = [Action::Draw, Action::Discard { tile }];
        let english = moves_in_words(&actions, Language::English, None);
        assert_eq!(english, "draw from the stock; discard red 1");
        let turkish = moves_in_words(&actions, Language::Turkish, None);
        assert_eq!(turkish, "desteden çek; kırmızı 1'i at");
        assert_eq!(moves_in_words(&[], Language::English, None), "");
    }

    #[test]
    fn every_kind_reads_in_both_languages_and_differently() {
        for kind in every_kind() {
            let english = case(&kind, Language::English, None);
            let turkish = case(&kind, Language::Turkish, None);
            assert!(!english.is_empty() && !turkish.is_empty(), "{kind:?}");
            assert_ne!(english, turkish, "{kind:?}");
        }
        let mut seen = std::collections::HashSet::new();
        for kind in every_kind().into_iter().filter(|k| !matches!(k, MistakeKind::OpeningKind { .. })) {
            assert!(seen.insert(case(&kind, Language::English, None)), "two kinds read the same: {kind:?}");
        }
    }
}
