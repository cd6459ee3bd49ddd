//! The engine's texts for players, in every [`Language`], with the values they name as data.
//!
//! Each refusal, rules problem, penalty and deal end has a `message(Language)` and, where it
//! names seats, tiles or numbers, `details()`: the same values typed, so an app can phrase or
//! highlight them itself. `Display` stays English, for logs. Seats are numbered from 1 in every
//! text ("seat 2", "2. oyuncu"); [`Detail::Seat`] keeps the engine's 0-based seat.
//!
//! Turkish texts name a tile by its colour and number ("kırmızı 7", see [`tile_words`]), never by
//! the notation's English letters. A suffix never goes straight after a number: it follows an
//! apostrophe and the number as read ("kırmızı 7'yi"), or a fixed word ("kırmızı 7 taşı",
//! "3 numaralı per", "2. oyuncu").

mod deal;
mod files;
mod play;

pub use files::notation_reason;
pub use play::{level_name, stock_out_consequence};
mod refusals;
mod rules;
mod tiles;

pub use tiles::{face_words, meld_words, notation_words, tile_accusative, tile_dative, tile_words, tiles_words};

use crate::game::{MeldId, Phase, Seat};
use crate::lang::Language;
use crate::meld::MeldKind;
use crate::rules::Variant;
use crate::tile::{Color, TileId};
use crate::view::ActionKind;
use serde::{Deserialize, Serialize};

/// A value a text names, typed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum Detail {
    /// A seat, 0-based as everywhere in the engine; texts show it plus one.
    Seat(Seat),
    Tile(TileId),
    /// Tiles in the text notation (`R5 R6 K6`); a Turkish text names them in words.
    Tiles(String),
    Number(i64),
    MeldKind(MeldKind),
    /// A meld on the table, by its id.
    Meld(MeldId),
    Phase(Phase),
    Color(Color),
    Action(ActionKind),
    Game(Variant),
    /// A yes/no circumstance that changes the wording; not written out as such.
    Flag(bool),
}

/// Named details of a text, in the order the text mentions them.
pub type Details = Vec<(&'static str, Detail)>;

impl Detail {
    /// The detail as the text in `language` writes it (a seat as its 1-based number).
    pub fn text(&self, language: Language) -> String {
        match self {
            Detail::Seat(seat) => seat_number(*seat),
            Detail::Tile(tile) => tile_words(language, *tile),
            Detail::Tiles(tiles) => notation_words(language, tiles),
            Detail::Number(number) => number.to_string(),
            Detail::MeldKind(kind) => meld_kind(language, *kind).to_owned(),
            Detail::Meld(meld) => meld.to_string(),
            Detail::Phase(phase) => phase_name(language, *phase).to_owned(),
            Detail::Color(color) => color_name(language, *color).to_owned(),
            Detail::Action(action) => action_name(language, *action).to_owned(),
            Detail::Game(variant) => game_name(*variant).to_owned(),
            Detail::Flag(flag) => flag.to_string(),
        }
    }
}

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
