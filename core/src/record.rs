//! Game records: a game as (rules, seed, actions), saved as versioned JSON or as text, and
//! replayed to the exact same state, like PGN in chess.
//!
//! The JSON save names physical tile ids and seats from 0, and is what apps store. The text
//! record ([`text`]) is what people read and paste into bug reports: one action a line, seats
//! from 1, tiles by face with a copy letter only where the other copy would be read:
//!
//! ```text
//! okey-record 2
//! rules: standard
//! seed: 42
//! 1 draw
//! 1 lay R5 R6 R7 | set K8 Y8 B8
//! 1 layoff R8 on 0
//! 1 discard R9b
//! 2 take
//! ```
//!
//! Action words: `draw`, `take`, `indicator`, `return`, `lay GROUPS` (groups split by `|`, each
//! optionally starting with `set`, `run` or `pair`), `layoff TILE on MELD [low|high]`,
//! `retrieve TILE on MELD`, `back TILE`, `backall`, `discard TILE`, `finish TILE`, `show`,
//! `next`. Tiles resolve to the acting seat's rack (or, for `back`, to what it laid this turn).

mod text;

pub use text::{HEADER as TEXT_HEADER, action_text, parse_action, record_action_text};

use crate::action::{Action, Event};
use crate::error::ActionError;
use crate::game::Game;
use crate::rules::Rules;
use crate::saved::{self, Header, JsonError, Mismatch};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The JSON save format's name and current version.
pub const FORMAT: &str = "okey-game";
pub const VERSION: u32 = 1;

/// The most moves a record may hold; a file with more is refused while it is read. The longest
/// games measured are ten times shorter: whole games of bots under every preset at the apps'
/// most deals (20) and starting points (40) (`cargo run --profile ci -p okey-core --example
/// save_sizes -- 5 20 40`, and 40 games of the longest kind), at most 24,394 moves (Katlamalı,
/// four Beginner bots, whose deals nobody opens are dealt again: 489 deals for 20 counted; 3.3
/// MB of save); a five-deal game of Medium bots has about 1,000. A person could pass this only
/// by laying off and taking back one tile a hundred thousand times.
pub const MAX_MOVES: usize = 250_000;

/// One applied action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub seat: Seat,
    pub action: Action,
}

impl Move {
    pub(crate) fn illegal(&self, index: usize, error: ActionError) -> RecordError {
        RecordError::IllegalMove { index, seat: self.seat, action: action_text(&self.action), error }
    }
}

/// A game as its rules, seed and actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub rules: Rules,
    pub seed: u64,
    #[serde(deserialize_with = "bounded_moves")]
    pub moves: Vec<Move>,
}

fn bounded_moves<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<Move>, D::Error> {
    crate::bounded::list(deserializer, MAX_MOVES, "moves")
}

/// Why a record could not be loaded or replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error(transparent)]
    Json(#[from] JsonError),
    #[error("this is not an Okey game file (format `{found}`)")]
    WrongFormat { found: String },
    #[error("saved with format version {found}; this app reads version {VERSION}")]
    UnsupportedVersion { found: u32 },
    #[error(transparent)]
    Rules(#[from] crate::rules::RulesError),
    #[error("move {index} (seat {}, {action}) is illegal: {error}", .seat.saturating_add(1))]
    IllegalMove { index: usize, seat: Seat, action: String, error: ActionError },
    #[error("line {line}: {message}")]
    Text { line: usize, message: String },
}

impl RecordError {
    pub fn code(&self) -> &'static str {
        match self {
            RecordError::Json { .. } => "record_json",
            RecordError::WrongFormat { .. } => "record_format",
            RecordError::UnsupportedVersion { .. } => "record_version",
            RecordError::Rules(_) => "invalid_rules",
            RecordError::IllegalMove { .. } => "record_illegal_move",
            RecordError::Text { .. } => "record_text",
        }
    }
}

impl Record {
    pub fn new(rules: Rules, seed: u64) -> Record {
        Record { format: FORMAT.to_owned(), version: VERSION, rules, seed, moves: Vec::new() }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads a JSON save, checking its format and version before anything else.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        Header::read(text, false)?.expect(FORMAT, VERSION)?;
        Ok(saved::parse(text)?)
    }

    /// Replays the record, stopping at the first illegal move.
    pub fn replay(&self) -> Result<Recorder, RecordError> {
        self.replay_with_events().map(|(recorder, _)| recorder)
    }

    /// Replays the record and returns every event it caused, in order, as an observer who sees
    /// every tile would.
    pub fn replay_with_events(&self) -> Result<(Recorder, Vec<Event>), RecordError> {
        let (mut recorder, mut events) = Recorder::new(self.rules.clone(), self.seed)?;
        for (index, m) in self.moves.iter().enumerate() {
            events.extend(recorder.apply(m.seat, &m.action).map_err(|error| m.illegal(index, error))?);
        }
        Ok((recorder, events))
    }

    /// The record cut at the end of its last ended deal, and how many deals ended: what can be
    /// reviewed of a game still in progress (a deal under way has no outcome to judge by yet).
    pub fn ended_deals(&self) -> Result<(Record, usize), RecordError> {
        let (mut recorder, _) = Recorder::new(self.rules.clone(), self.seed)?;
        let mut end = 0;
        for (index, m) in self.moves.iter().enumerate() {
            let before = recorder.game().results().len();
            recorder.apply(m.seat, &m.action).map_err(|error| m.illegal(index, error))?;
            if recorder.game().results().len() > before {
                end = index + 1;
            }
        }
        let deals = recorder.game().results().len();
        let mut ended = Record::new(self.rules.clone(), self.seed);
        ended.moves = self.moves[..end].to_vec();
        Ok((ended, deals))
    }

    /// The record as text (see [`text`]): it reads back, with [`Record::from_text`], to this very
    /// record, so it replays to the identical game.
    pub fn to_text(&self) -> Result<String, RecordError> {
        text::write(self)
    }

    /// Reads a text record, resolving each action against the game as it replays.
    pub fn from_text(text: &str) -> Result<Record, RecordError> {
        text::read(text)
    }
}

impl From<Mismatch> for RecordError {
    fn from(mismatch: Mismatch) -> RecordError {
        match mismatch {
            Mismatch::Format(found) => RecordError::WrongFormat { found },
            Mismatch::Version(found) => RecordError::UnsupportedVersion { found },
        }
    }
}

/// A game together with its record: every legal action applied is written down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorder {
    game: Game,
    record: Record,
}

impl Recorder {
    pub fn new(rules: Rules, seed: u64) -> Result<(Recorder, Vec<Event>), crate::rules::RulesError> {
        let (game, events) = Game::new(rules.clone(), seed)?;
        Ok((Recorder { game, record: Record::new(rules, seed) }, events))
    }

    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, ActionError> {
        let events = self.game.apply(seat, action)?;
        self.record.moves.push(Move { seat, action: action.clone() });
        Ok(events)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn record(&self) -> &Record {
        &self.record
    }
}
