//! How the engine names things in every [`Language`]: tiles and melds in words ("kırmızı 7",
//! "sarı 3-4-5"), seats ("seat 2", "2. oyuncu"), meld kinds, phases, colours, actions, the games.
//! Every sentence of the engine's wording, its hints and its review is built from these, and so
//! are the app core's and the terminal's.

mod tiles;

pub use tiles::{face_words, meld_words, notation_words, tile_accusative, tile_dative, tile_words, tiles_words};

use crate::action::ActionKind;
use crate::lang::Language;
use crate::meld::MeldKind;
use crate::rules::{StockExhausted, Variant};
use crate::seat::{Phase, Seat};
use crate::tile::{Color, TileId};

/// `text` with its first letter capital, as a sentence starts (Turkish i becomes İ, ı becomes
/// I): for sentences that begin with a tile's name.
pub fn sentence_start(language: Language, text: &str) -> String {
    let mut chars = text.chars();
    match (language, chars.next()) {
        (Language::Turkish, Some('i')) => format!("İ{}", chars.as_str()),
        (Language::Turkish, Some('ı')) => format!("I{}", chars.as_str()),
        (_, Some(first)) => first.to_uppercase().chain(chars).collect(),
        (_, None) => String::new(),
    }
}

/// A 0-based seat as people count it, from 1.
pub fn seat_number(seat: Seat) -> String {
    seat.saturating_add(1).to_string()
}

/// "seat 2" / "2. oyuncu".
pub fn seat_name(language: Language, seat: Seat) -> String {
    match language {
        Language::English => format!("seat {}", seat_number(seat)),
        Language::Turkish => format!("{}. oyuncu", seat_number(seat)),
    }
}

/// The bots' names, seats 1 to 3: the apps and the terminal seat the person at 0.
pub const BOT_NAMES: [&str; 3] = ["Ayşe", "Mehmet", "Zeynep"];

/// Who sits in a seat, as far as its name goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Occupant {
    Person,
    Bot,
}

/// The person reading: "You" / "Sen".
pub fn you(language: Language) -> &'static str {
    language.pick("You", "Sen")
}

/// A seat's name as the person in seat 0 reads it, the one name every front end gives it: "You"
/// / "Sen" for that person, the bots of seats 1 to 3 by their names ([`BOT_NAMES`]), anyone else
/// by number as the engine's sentences count seats ("Seat 3" / "3. oyuncu", see [`seat_name`]).
pub fn seat_label(language: Language, seat: Seat, occupant: Occupant) -> String {
    match (occupant, seat) {
        (Occupant::Person, 0) => you(language).to_owned(),
        (Occupant::Bot, 1..=3) => BOT_NAMES[seat - 1].to_owned(),
        _ => sentence_start(language, &seat_name(language, seat)),
    }
}

/// "R7" / "kırmızı 7 taşı": a tile as the subject of a sentence; Turkish adds the word the
/// suffixes go on.
pub fn tile_name(language: Language, tile: TileId) -> String {
    match language {
        Language::English => tile_words(language, tile),
        Language::Turkish => format!("{} taşı", tile_words(language, tile)),
    }
}

pub fn meld_kind(language: Language, kind: MeldKind) -> &'static str {
    match kind {
        MeldKind::Set => language.pick("set", "aynı sayılı per"),
        MeldKind::Run => language.pick("run", "sıralı per"),
        MeldKind::Pair => language.pick("pair", "çift"),
    }
}

pub fn phase_name(language: Language, phase: Phase) -> &'static str {
    match phase {
        Phase::Draw => language.pick("draw", "taş çekme"),
        Phase::Play => language.pick("play", "oynama"),
        Phase::DealOver => language.pick("end-of-deal", "el sonu"),
        Phase::GameOver => language.pick("end-of-game", "oyun sonu"),
    }
}

pub fn color_name(language: Language, color: Color) -> &'static str {
    match color {
        Color::Red => language.pick("red", "kırmızı"),
        Color::Yellow => language.pick("yellow", "sarı"),
        Color::Blue => language.pick("blue", "mavi"),
        Color::Black => language.pick("black", "siyah"),
    }
}

/// An action as a noun phrase: "laying off" / "işleme".
pub fn action_name(language: Language, action: ActionKind) -> &'static str {
    match action {
        ActionKind::Draw => language.pick("drawing", "taş çekme"),
        ActionKind::TakeDiscard => language.pick("taking the discard", "atılan taşı alma"),
        ActionKind::TakeIndicator => language.pick("taking the indicator", "göstergeyi alma"),
        ActionKind::ReturnTaken => language.pick("returning a taken tile", "alınan taşı geri koyma"),
        ActionKind::Lay => language.pick("laying melds", "per açma"),
        ActionKind::LayOff => language.pick("laying off", "işleme"),
        ActionKind::RetrieveOkey => language.pick("taking an okey from the table", "masadan okey alma"),
        ActionKind::TakeBack => language.pick("taking back", "geri alma"),
        ActionKind::Discard => language.pick("discarding", "taş atma"),
        ActionKind::Finish => language.pick("finishing by showing", "taşları göstererek bitirme"),
        ActionKind::ShowIndicator => language.pick("showing the indicator's twin", "göstergenin eşini gösterme"),
        ActionKind::NextDeal => language.pick("dealing the next deal", "yeni eli dağıtma"),
    }
}

/// The game's name, the same in both languages.
pub fn game_name(variant: Variant) -> &'static str {
    match variant {
        Variant::Okey101 => "Okey 101",
        Variant::Duz => "Düz Okey",
    }
}

/// What a deal ended by drawing from an empty stock comes to, under the rules' `stock_exhausted`
/// and `exhausted_deal_counts`: "each okey left in a rack costs 101, and it is dealt again" /
/// "ıstakada kalan her okey 101 yazılır ve el yeniden dağıtılır". Penalties charged stand in every
/// case (not said here).
pub fn stock_out_consequence(language: Language, scoring: StockExhausted, counts: bool) -> String {
    let scored = match scoring {
        StockExhausted::NoScoreOkeyPenalty => {
            language.pick("each okey left in a rack costs 101", "ıstakada kalan her okey 101 yazılır")
        }
        StockExhausted::NoScore => language.pick("nobody scores", "kimseye puan yazılmaz"),
        StockExhausted::ScoreHands => {
            language.pick("every rack is charged as a loser's", "her ıstaka kaybeden gibi yazılır")
        }
    };
    let after = match counts {
        true => language.pick("it counts as one of the game's deals", "el oyunun ellerinden sayılır"),
        false => language.pick("it is dealt again", "el yeniden dağıtılır"),
    };
    match language {
        Language::English => format!("{scored}, and {after}"),
        Language::Turkish => format!("{scored} ve {after}"),
    }
}
