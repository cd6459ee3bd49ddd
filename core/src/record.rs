//! Game records: a game as (rules, seed, actions), saved as versioned JSON or as text, and
//! replayed to the exact same state, like PGN in chess.
//!
//! The JSON save names physical tile ids and is what apps store. The text record names faces,
//! one action a line, and is what people read and paste into bug reports:
//!
//! ```text
//! okey-record 1
//! rules: standard
//! seed: 42
//! 1 draw
//! 1 lay R5 R6 R7 | set K8 Y8 B8
//! 1 layoff R8 on 0
//! 1 discard R9
//! 2 take
//! ```
//!
//! Action words: `draw`, `take`, `indicator`, `return`, `lay GROUPS` (groups split by `|`, each
//! optionally starting with `set`, `run` or `pair`), `layoff TILE on MELD [low|high]`,
//! `retrieve TILE on MELD`, `back TILE`, `backall`, `discard TILE`, `next`. Tiles resolve to the
//! acting seat's rack (or, for `back`, to what it laid this turn).

use crate::action::{Action, Event, MeldSpec};
use crate::error::ActionError;
use crate::game::{Game, Seat};
use crate::meld::{MeldKind, Side};
use crate::notation::{NotationError, parse_print};
use crate::rules::{Preset, Rules};
use crate::tile::{Print, TileId};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The JSON save format's name and current version.
pub const FORMAT: &str = "okey-game";
pub const VERSION: u32 = 1;
const TEXT_HEADER: &str = "okey-record 1";

/// One applied action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Move {
    pub seat: Seat,
    pub action: Action,
}

impl Move {
    fn illegal(&self, index: usize, error: ActionError) -> RecordError {
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
    pub moves: Vec<Move>,
}

/// Why a record could not be loaded or replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("not valid JSON at line {line}, column {column}: {message}")]
    Json { line: usize, column: usize, message: String },
    #[error("this is not an Okey game file (format `{found}`)")]
    WrongFormat { found: String },
    #[error("saved with format version {found}; this app reads version {VERSION}")]
    UnsupportedVersion { found: u32 },
    #[error(transparent)]
    Rules(#[from] crate::rules::RulesError),
    #[error("move {index} (seat {seat}, {action}) is illegal: {error}")]
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
        read_versioned(parse_json(text)?, FORMAT, VERSION)
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

    /// The record as text, replaying it to name tiles by face.
    pub fn to_text(&self) -> Result<String, RecordError> {
        let mut out = format!("{TEXT_HEADER}\n");
        if self.rules == Rules::preset(self.rules.preset) {
            out += &format!("rules: {}\n", self.rules.preset.name());
        } else {
            out += &format!("rules: {}\n", serde_json::to_string(&self.rules).unwrap_or_default());
        }
        out += &format!("seed: {}\n", self.seed);
        let (mut game, _) = Game::new(self.rules.clone(), self.seed)?;
        for (index, m) in self.moves.iter().enumerate() {
            out += &format!("{} {}\n", m.seat, action_text(&m.action));
            game.apply(m.seat, &m.action).map_err(|error| m.illegal(index, error))?;
        }
        Ok(out)
    }

    /// Reads a text record, resolving each action against the game as it replays.
    pub fn from_text(text: &str) -> Result<Record, RecordError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
            .filter(|(_, l)| !l.is_empty());
        let text_err = |line: usize, message: String| RecordError::Text { line, message };
        match lines.next() {
            Some((_, TEXT_HEADER)) => {}
            Some((line, other)) => return Err(text_err(line, format!("expected `{TEXT_HEADER}`, found `{other}`"))),
            None => return Err(text_err(1, "empty record".to_owned())),
        }
        let mut rules = Rules::default();
        let mut seed = 0;
        let mut recorder: Option<Recorder> = None;
        for (line, content) in lines {
            if let Some(value) = content.strip_prefix("rules:") {
                let value = value.trim();
                rules = match Preset::from_name(value) {
                    Some(preset) => Rules::preset(preset),
                    None => serde_json::from_str(value).map_err(|e| text_err(line, format!("rules: {e}")))?,
                };
                continue;
            }
            if let Some(value) = content.strip_prefix("seed:") {
                seed = value
                    .trim()
                    .parse()
                    .map_err(|_| text_err(line, format!("seed `{}` is not a number", value.trim())))?;
                continue;
            }
            if recorder.is_none() {
                recorder = Some(Recorder::new(rules.clone(), seed)?.0);
            }
            let Some(rec) = recorder.as_mut() else { continue };
            let (seat, rest) = content.split_once(' ').unwrap_or((content, ""));
            let seat: Seat = seat.parse().map_err(|_| text_err(line, format!("`{seat}` is not a seat number")))?;
            let action = parse_action(rec.game(), seat, rest).map_err(|message| text_err(line, message))?;
            let index = rec.record().moves.len();
            rec.apply(seat, &action)
                .map_err(|error| text_err(line, format!("move {index}, seat {seat} `{rest}` is illegal: {error}")))?;
        }
        let recorder = match recorder {
            Some(r) => r,
            None => Recorder::new(rules, seed)?.0,
        };
        Ok(recorder.record().clone())
    }
}

/// Parses JSON text, saying where it breaks.
pub(crate) fn parse_json(text: &str) -> Result<serde_json::Value, RecordError> {
    serde_json::from_str(text).map_err(json_error)
}

fn json_error(e: serde_json::Error) -> RecordError {
    RecordError::Json { line: e.line(), column: e.column(), message: e.to_string() }
}

/// Reads a saved object after checking its `format` and `version` fields, so that a file of
/// another kind or version gets that message rather than a field error.
pub(crate) fn read_versioned<T: serde::de::DeserializeOwned>(
    value: serde_json::Value,
    format: &str,
    version: u32,
) -> Result<T, RecordError> {
    let found = value.get("format").and_then(|f| f.as_str()).unwrap_or("").to_owned();
    if found != format {
        return Err(RecordError::WrongFormat { found });
    }
    let found = value.get("version").and_then(serde_json::Value::as_u64).unwrap_or(0);
    if found != u64::from(version) {
        return Err(RecordError::UnsupportedVersion { found: u32::try_from(found).unwrap_or(u32::MAX) });
    }
    serde_json::from_value(value).map_err(json_error)
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

/// An action in the text notation, with tiles named by face.
pub fn action_text(action: &Action) -> String {
    let kind_word = |kind: Option<MeldKind>| match kind {
        Some(MeldKind::Set) => "set ",
        Some(MeldKind::Run) => "run ",
        Some(MeldKind::Pair) => "pair ",
        None => "",
    };
    match action {
        Action::Draw => "draw".to_owned(),
        Action::TakeDiscard => "take".to_owned(),
        Action::TakeIndicator => "indicator".to_owned(),
        Action::ReturnTaken => "return".to_owned(),
        Action::Lay { melds } => format!(
            "lay {}",
            melds
                .iter()
                .map(|m| format!("{}{}", kind_word(m.kind), crate::notation::format_tiles(&m.tiles)))
                .collect::<Vec<_>>()
                .join(" | ")
        ),
        Action::LayOff { tile, meld, side } => match side {
            Some(Side::Low) => format!("layoff {tile} on {meld} low"),
            Some(Side::High) => format!("layoff {tile} on {meld} high"),
            None => format!("layoff {tile} on {meld}"),
        },
        Action::RetrieveOkey { tile, meld } => format!("retrieve {tile} on {meld}"),
        Action::TakeBack { tile } => format!("back {tile}"),
        Action::TakeBackAll => "backall".to_owned(),
        Action::Discard { tile } => format!("discard {tile}"),
        Action::Finish { tile } => format!("finish {tile}"),
        Action::ShowIndicator => "show".to_owned(),
        Action::NextDeal => "next".to_owned(),
    }
}

/// Parses an action in the text notation for `seat` in `game`; the message says what is wrong.
pub fn parse_action(game: &Game, seat: Seat, text: &str) -> Result<Action, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let rack: Vec<TileId> = game.deal().racks.get(seat).cloned().unwrap_or_default();
    let mut used: Vec<TileId> = Vec::new();
    let mut from_rack = |token: &str| -> Result<TileId, String> {
        let print = parse_print(token)
            .map_err(|reason| NotationError { token: token.to_owned(), offset: 0, reason }.to_string())?;
        let tile = rack
            .iter()
            .copied()
            .find(|t| t.print() == print && !used.contains(t))
            .ok_or_else(|| format!("{token} is not in seat {seat}'s rack"))?;
        used.push(tile);
        Ok(tile)
    };
    let meld_id = |token: &str| token.parse::<u32>().map_err(|_| format!("`{token}` is not a meld number"));
    match words.as_slice() {
        ["draw"] => Ok(Action::Draw),
        ["take"] => Ok(Action::TakeDiscard),
        ["indicator"] => Ok(Action::TakeIndicator),
        ["return"] => Ok(Action::ReturnTaken),
        ["backall"] => Ok(Action::TakeBackAll),
        ["next"] => Ok(Action::NextDeal),
        ["show"] => Ok(Action::ShowIndicator),
        ["finish", tile] => Ok(Action::Finish { tile: from_rack(tile)? }),
        ["discard", tile] => Ok(Action::Discard { tile: from_rack(tile)? }),
        ["layoff", tile, "on", meld, rest @ ..] => {
            let side = match rest {
                [] => None,
                ["low"] => Some(Side::Low),
                ["high"] => Some(Side::High),
                _ => return Err(format!("expected `low` or `high` after the meld, found `{}`", rest.join(" "))),
            };
            Ok(Action::LayOff { tile: from_rack(tile)?, meld: meld_id(meld)?, side })
        }
        ["retrieve", tile, "on", meld] => Ok(Action::RetrieveOkey { tile: from_rack(tile)?, meld: meld_id(meld)? }),
        ["back", token] => {
            let print: Print = parse_print(token).map_err(|r| format!("bad tile `{token}`: {r}"))?;
            let laid = game.deal().turn_state.placements.iter().rev().flat_map(|p| p.tiles.iter().copied());
            let tile = laid
                .into_iter()
                .find(|t| t.print() == print)
                .ok_or_else(|| format!("{token} was not laid this turn"))?;
            Ok(Action::TakeBack { tile })
        }
        ["lay", ..] => {
            let body = text.trim_start().strip_prefix("lay").unwrap_or("");
            let mut melds = Vec::new();
            for group in body.split('|') {
                let mut tokens: Vec<&str> = group.split_whitespace().collect();
                let kind = match tokens.first().copied() {
                    Some("set") => Some(MeldKind::Set),
                    Some("run") => Some(MeldKind::Run),
                    Some("pair") => Some(MeldKind::Pair),
                    _ => None,
                };
                if kind.is_some() {
                    tokens.remove(0);
                }
                let tiles = tokens.iter().map(|t| from_rack(t)).collect::<Result<Vec<_>, _>>()?;
                melds.push(MeldSpec { kind, tiles });
            }
            Ok(Action::Lay { melds })
        }
        _ => Err(format!("unknown action `{text}`")),
    }
}
