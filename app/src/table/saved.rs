//! The game file: the engine's session save with the rack's slots beside it, so that a resumed
//! game shows the rack as the player left it.
//!
//! ```json
//! {"format": "okey-app-game", "version": 1, "rack": [12, null, 40, ...], "session": {...}}
//! ```
//!
//! A file of the apps before the app core (the session save alone) still loads; its rack is
//! laid out in the session's remembered order.

use super::Slots;
use okey_core::Session;
use okey_core::lang::Language;
use okey_core::session::{SessionError, SessionSave};
use okey_core::tile::TileId;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use thiserror::Error;

const FORMAT: &str = "okey-app-game";
const VERSION: u32 = 1;

/// A game's file as it is written: copied out of the table quickly, written to JSON later.
#[derive(Debug, Serialize)]
pub struct SavedGame {
    format: &'static str,
    version: u32,
    rack: Vec<Option<TileId>>,
    /// The guided first deal (left out of other games' files).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    guided: bool,
    session: SessionSave,
}

impl SavedGame {
    pub fn of(session: &Session, slots: &Slots, guided: bool) -> SavedGame {
        SavedGame { format: FORMAT, version: VERSION, rack: slots.as_slice().to_vec(), guided, session: session.save() }
    }

    /// The file's text (the slow part, done off the UI thread).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// A game file read back.
#[derive(Debug)]
pub struct LoadedGame {
    pub session: Session,
    /// The rack's slots, when the file kept them.
    pub slots: Option<Vec<Option<TileId>>>,
    /// The guided first deal.
    pub guided: bool,
}

#[derive(Deserialize)]
struct Head {
    format: String,
    version: u32,
}

#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(default)]
    rack: Vec<Option<TileId>>,
    #[serde(default)]
    guided: bool,
    #[serde(borrow)]
    session: &'a RawValue,
}

/// Why a game file does not load.
#[derive(Debug, Error)]
pub enum SavedGameError {
    #[error("not a saved game: {0}")]
    NotJson(String),
    #[error("a saved game of version {found}; this app reads version {VERSION}")]
    Version { found: u32 },
    #[error("not a saved game (its format is {0:?})")]
    Format(String),
    #[error(transparent)]
    Session(#[from] SessionError),
}

impl SavedGameError {
    /// The reason in the player's language.
    pub fn message(&self, language: Language) -> String {
        match self {
            SavedGameError::NotJson(why) => match language {
                Language::English => format!("it is not a saved game ({why})"),
                Language::Turkish => format!("kayıtlı oyun değil ({why})"),
            },
            SavedGameError::Version { found } => match language {
                Language::English => format!("it was saved by a newer version of the app ({found})"),
                Language::Turkish => format!("uygulamanın daha yeni bir sürümüyle kaydedilmiş ({found})"),
            },
            SavedGameError::Format(format) => match language {
                Language::English => format!("it is not a saved game (format {format:?})"),
                Language::Turkish => format!("kayıtlı oyun değil (biçim {format:?})"),
            },
            SavedGameError::Session(error) => error.message(language),
        }
    }
}

impl crate::files::Problem for SavedGameError {
    fn damage(&self) -> crate::files::Damage {
        use crate::files::Damage;
        match self {
            SavedGameError::NotJson(_) => Damage::NotJson,
            SavedGameError::Version { .. } => Damage::OtherVersion,
            SavedGameError::Format(_) => Damage::OtherFormat,
            SavedGameError::Session(error) => error.damage(),
        }
    }

    fn code(&self) -> &'static str {
        match self {
            SavedGameError::NotJson(_) => "save_not_json",
            SavedGameError::Version { .. } => "save_version",
            SavedGameError::Format(_) => "save_format",
            SavedGameError::Session(error) => error.code(),
        }
    }

    fn message(&self, language: Language) -> String {
        SavedGameError::message(self, language)
    }
}

impl LoadedGame {
    /// Reads a game file: this app's, or the session save the apps wrote before.
    pub fn parse(text: &str) -> Result<LoadedGame, SavedGameError> {
        let head: Head = serde_json::from_str(text).map_err(|e| SavedGameError::NotJson(e.to_string()))?;
        match head.format.as_str() {
            FORMAT if head.version == VERSION => {
                let envelope: Envelope =
                    serde_json::from_str(text).map_err(|e| SavedGameError::NotJson(e.to_string()))?;
                let session = Session::from_json(envelope.session.get())?;
                Ok(LoadedGame { session, slots: Some(envelope.rack), guided: envelope.guided })
            }
            FORMAT => Err(SavedGameError::Version { found: head.version }),
            okey_core::session::FORMAT => {
                Ok(LoadedGame { session: Session::from_json(text)?, slots: None, guided: false })
            }
            other => Err(SavedGameError::Format(other.chars().take(40).collect())),
        }
    }
}
