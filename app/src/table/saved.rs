//! The game file: the engine's session save with the rack's slots beside it, so that a resumed
//! game shows the rack as the player left it.
//!
//! ```json
//! {"format": "okey-app-game", "version": 1, "rack": [12, null, 40, ...], "session": {...}}
//! ```
//!
//! A table of several people also keeps each person's slots (`racks`, by seat, `null` for a
//! bot), their names and whose rack the screen showed (`viewer`); `rack` is the first person's,
//! as a file with one person has always had it.
//!
//! A file of the apps before the app core (the session save alone) still loads; its rack is
//! laid out in the session's remembered order.

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
    /// Every person's slots by seat, at a table of several people (left out otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    racks: Option<Vec<Option<Vec<Option<TileId>>>>>,
    /// The people's names by seat, when the New game form gave any.
    #[serde(skip_serializing_if = "Option::is_none")]
    names: Option<Vec<Option<String>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    viewer: Option<usize>,
    /// A table hosted for guests over the local network: its code and who sits where, so that
    /// the guests rejoin it when the host's app is back.
    #[serde(skip_serializing_if = "Option::is_none")]
    hosting: Option<HostedSave>,
    /// The guided first deal (left out of other games' files).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    guided: bool,
    session: SessionSave,
}

/// A hosted table's part of the game file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostedSave {
    pub code: String,
    pub wait_seconds: u32,
    pub seats: Vec<HostedSeat>,
}

/// A seat kept for a guest, and the guest who took it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostedSeat {
    pub seat: usize,
    pub level: okey_core::bot::Level,
    pub guest: Option<HostedGuest>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HostedGuest {
    pub fingerprint: String,
    pub name: String,
    pub language: okey_core::Language,
    /// A bot played the seat when the game was saved.
    pub stood_in: bool,
    /// The number of the guest's next intent: those up to it are in the saved game, so none is
    /// applied twice when the guest sends again what it sent before the host stopped.
    #[serde(default = "first_intent")]
    pub next_seq: u64,
}

fn first_intent() -> u64 {
    1
}

/// The longest name a file may give a person (more is cut).
pub const MAX_NAME_CHARS: usize = 24;

impl SavedGame {
    /// `slots` by seat (`None` for a bot), `names` by seat.
    pub fn of(
        session: &Session,
        slots: Vec<Option<Vec<Option<TileId>>>>,
        guided: bool,
        names: Vec<Option<String>>,
        viewer: usize,
    ) -> SavedGame {
        let people = slots.iter().filter(|s| s.is_some()).count();
        let rack = slots.iter().flatten().next().cloned().unwrap_or_default();
        let several = people > 1;
        SavedGame {
            format: FORMAT,
            version: VERSION,
            rack,
            racks: several.then_some(slots),
            names: names.iter().any(Option::is_some).then_some(names),
            viewer: several.then_some(viewer),
            hosting: None,
            guided,
            session: session.save(),
        }
    }

    /// The same save, of a table hosted for guests.
    pub fn hosted(self, hosting: Option<HostedSave>) -> SavedGame {
        SavedGame { hosting, ..self }
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
    /// Each person's slots by seat, when the file kept them.
    pub slots: Vec<Option<Vec<Option<TileId>>>>,
    /// The people's names by seat.
    pub names: Vec<Option<String>>,
    /// Whose rack the screen showed.
    pub viewer: Option<usize>,
    /// A table hosted for guests.
    pub hosting: Option<HostedSave>,
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
    racks: Option<Vec<Option<Vec<Option<TileId>>>>>,
    #[serde(default)]
    names: Option<Vec<Option<String>>>,
    #[serde(default)]
    viewer: Option<usize>,
    #[serde(default)]
    hosting: Option<HostedSave>,
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
                let players = session.seats().len();
                let first = session.seats().iter().position(|k| *k == okey_core::SeatKind::Human).unwrap_or(0);
                let mut slots = envelope.racks.unwrap_or_default();
                slots.resize(players, None);
                if slots.iter().all(Option::is_none)
                    && let Some(slot) = slots.get_mut(first)
                {
                    *slot = Some(envelope.rack);
                }
                let mut names = envelope.names.unwrap_or_default();
                names.resize(players, None);
                for name in names.iter_mut().flatten() {
                    *name = name.chars().take(MAX_NAME_CHARS).collect();
                }
                let hosting =
                    envelope.hosting.filter(|h| h.seats.len() <= players && h.seats.iter().all(|s| s.seat < players));
                Ok(LoadedGame { session, slots, names, viewer: envelope.viewer, hosting, guided: envelope.guided })
            }
            FORMAT => Err(SavedGameError::Version { found: head.version }),
            okey_core::session::FORMAT => Ok(LoadedGame {
                session: Session::from_json(text)?,
                slots: Vec::new(),
                names: Vec::new(),
                viewer: None,
                hosting: None,
                guided: false,
            }),
            other => Err(SavedGameError::Format(other.chars().take(40).collect())),
        }
    }
}
