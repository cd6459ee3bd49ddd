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

pub use crate::naming::stock_out_consequence;
pub use files::notation_reason;
pub use play::level_name;
mod refusals;
mod rules;

// The words sentences are built from (tiles, seats, kinds), defined in `naming`; named here too.
pub use crate::naming::{
    BOT_NAMES, Occupant, action_name, color_name, face_words, game_name, meld_kind, meld_words, notation_words,
    phase_name, seat_label, seat_name, seat_number, sentence_start, tile_accusative, tile_dative, tile_name,
    tile_words, tiles_words, you,
};

use crate::table_meld::MeldId;

use crate::action::ActionKind;
use crate::lang::Language;
use crate::meld::MeldKind;
use crate::rules::Variant;
use crate::seat::{Phase, Seat};
use crate::tile::{Color, TileId};
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
