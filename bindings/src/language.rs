//! The language of the engine's texts, and the values a text names, for the apps.
//!
//! A refusal's `detail` comes in the game's language; its `details` carry the seats, tiles and
//! numbers it names, typed, so an app can phrase or highlight them itself.

use crate::types::{Tile, seat_u32};
use okey_core::Language;
use okey_core::game::Phase;
use okey_core::meld::MeldKind;
use okey_core::rules::Variant;
use okey_core::tile::Color;
use okey_core::view::ActionKind;
use okey_core::wording::{self, Detail};

#[uniffi::remote(Enum)]
pub enum Language {
    English,
    Turkish,
}

/// A value named in a message.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DetailValue {
    /// 0-based, as every seat the bindings pass; the message shows it plus one.
    Seat {
        seat: u32,
    },
    Tile {
        tile: Tile,
    },
    /// Tiles in the text notation, as the message shows them (`R5 R6 K6`).
    Tiles {
        text: String,
    },
    Number {
        value: i64,
    },
    MeldKind {
        kind: MeldKind,
    },
    /// A meld on the table, by id.
    Meld {
        id: u32,
    },
    Phase {
        phase: Phase,
    },
    Color {
        color: Color,
    },
    Action {
        kind: ActionKind,
    },
    Game {
        variant: Variant,
    },
    /// A circumstance that changes the wording (such as "until another player opens with pairs").
    Flag {
        value: bool,
    },
}

/// One named value of a message: `name` is stable (`tile`, `seat`, `needed`...), `text` is how
/// the message in its language writes the value.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MessageDetail {
    pub name: String,
    pub text: String,
    pub value: DetailValue,
}

impl From<Detail> for DetailValue {
    fn from(detail: Detail) -> DetailValue {
        match detail {
            Detail::Seat(seat) => DetailValue::Seat { seat: seat_u32(seat) },
            Detail::Tile(tile) => DetailValue::Tile { tile: tile.into() },
            Detail::Tiles(text) => DetailValue::Tiles { text },
            Detail::Number(value) => DetailValue::Number { value },
            Detail::MeldKind(kind) => DetailValue::MeldKind { kind },
            Detail::Meld(id) => DetailValue::Meld { id },
            Detail::Phase(phase) => DetailValue::Phase { phase },
            Detail::Color(color) => DetailValue::Color { color },
            Detail::Action(kind) => DetailValue::Action { kind },
            Detail::Game(variant) => DetailValue::Game { variant },
            Detail::Flag(value) => DetailValue::Flag { value },
        }
    }
}

/// The engine's named details as the apps receive them.
pub(crate) fn message_details(details: wording::Details, language: Language) -> Vec<MessageDetail> {
    details
        .into_iter()
        .map(|(name, detail)| MessageDetail {
            name: name.to_owned(),
            text: detail.text(language),
            value: detail.into(),
        })
        .collect()
}
