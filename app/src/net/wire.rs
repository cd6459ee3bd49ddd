//! The messages between a host's app core and its guests' (the transport carries them as opaque
//! bytes): JSON, versioned, bounded, every field checked. A message that does not decode is
//! refused whole; the host closes that guest's connection and changes nothing else.
//!
//! A guest never receives a byte about another seat's hidden tiles: the host sends each guest
//! the table as that guest's own seat sees it ([`HostMessage::Table`], built by the same code
//! that draws a local player's table), the lobby, and the refusals of its own intents.

use crate::effect::{Effect, Refusal};
use crate::intent::Intent;
use crate::view::{LobbyView, TableView};
use okey_core::lang::Language;
use serde::{Deserialize, Serialize};

/// The version of these messages; a guest of another version is told so and let go.
pub const PROTOCOL: u32 = 1;

/// The largest message either side sends or reads, below the transport's bound (65,518 bytes).
/// A table is 14 KB on average and was at most 22 KB in the games measured
/// (`net_sim` reports the largest it sent).
pub const MAX_MESSAGE_BYTES: usize = 60_000;

/// The longest name a guest may give (more is cut).
pub const MAX_NAME_CHARS: usize = crate::table::MAX_NAME_CHARS;

/// What a guest sends its host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum GuestMessage {
    /// The first message: who joins, in which language their table is drawn.
    Hello { protocol: u32, name: String, language: Language },
    /// A gesture at the table, for the guest's own seat, numbered from 1: the host applies each
    /// once, in order, whatever arrives twice or late.
    Intent { seat: u8, seq: u64, intent: Intent },
    /// The guest's table is drawn in another language from now on.
    Language { language: Language },
    /// The newest table revision the guest has: the host sends a newer one if it has it (a
    /// message lost on the way is made good).
    Sync { have: u64 },
}

/// What a host sends a guest.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum HostMessage {
    /// The guest is seated; its intents up to `acked` are applied (sent before a reconnection
    /// or before the host's app stopped): the others go again.
    Welcome { protocol: u32, seat: u8, acked: u64 },
    /// The table before the game starts: who sits where.
    Lobby { lobby: LobbyView },
    /// The table as the guest's seat sees it, the newest first to be drawn (`revision` rises),
    /// with what to animate and play, the guest's intents taken so far (`acked`: every one up to
    /// that number), and the refusal of the last one, if it was refused.
    Table { revision: u64, acked: u64, view: Box<TableView>, effects: Vec<Effect>, refusal: Option<Refusal> },
    /// The host will not seat this guest (the table is full, another version): why, in the
    /// guest's language. The connection closes after it.
    Refused { code: String, message: String },
}

/// Why a message could not be read.
#[derive(Debug, thiserror::Error)]
pub enum WireError {
    #[error("a message of {0} bytes, more than {MAX_MESSAGE_BYTES}")]
    TooLarge(usize),
    #[error("not a message of this table: {0}")]
    Malformed(String),
}

impl WireError {
    pub fn code(&self) -> &'static str {
        match self {
            WireError::TooLarge(_) => "message_too_large",
            WireError::Malformed(_) => "message_malformed",
        }
    }
}

fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    serde_json::to_vec(message).unwrap_or_default()
}

fn decode<'a, T: Deserialize<'a>>(bytes: &'a [u8]) -> Result<T, WireError> {
    if bytes.len() > MAX_MESSAGE_BYTES {
        return Err(WireError::TooLarge(bytes.len()));
    }
    serde_json::from_slice(bytes).map_err(|e| WireError::Malformed(e.to_string()))
}

impl GuestMessage {
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    pub fn decode(bytes: &[u8]) -> Result<GuestMessage, WireError> {
        decode(bytes)
    }
}

impl HostMessage {
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }

    pub fn decode(bytes: &[u8]) -> Result<HostMessage, WireError> {
        decode(bytes)
    }
}
