//! The text record: the notation people read, write and paste, which replays to the identical
//! game.
//!
//! Seats are numbered from 1, as everywhere a person reads. Tiles are named by face; every face
//! has two physical copies, and an unmarked face means the copy the rule below picks. Where the
//! game used the other one, the writer names it (`R7a`, `R7b`, see [`crate::notation`]), so a
//! record always says exactly which tile moved and a person only sees a copy letter where it
//! mattered.
//!
//! The rule, applied alike by writer and reader, among the copies the action may use (those the
//! seat holds, or for `back` those it laid this turn, and not already named in the action):
//!
//! - `lay`, `layoff`, `retrieve`: the tile taken this turn (a discard or the indicator) first,
//!   since it is the one that must go to the table; then the copy the seat has held longest.
//! - `discard`, `finish`: the taken tile last (it may not be discarded); then the copy held
//!   longest.
//!
//! "Held longest" is the rack's order, the order tiles came to the seat: dealt, then each draw
//! or take at the end, tiles taken back at the end, and an okey taken from the table in the
//! place of the tile put there.
//! - `back`: the copy laid last this turn (within one group, the first named).
//!
//! Version 1 records (seats from 0, no copy letters) are still read, with the same rule.

use super::{MAX_MOVES, Record, RecordError, Recorder};
use crate::action::{Action, MeldSpec};
use crate::game::Game;
use crate::hand::MAX_HAND_TILES;
use crate::meld::{MeldKind, Side};
use crate::notation::{copies, copy_token, parse_copy};
use crate::rules::{Preset, Rules};
use crate::saved::LAY_TOO_LARGE;
use crate::saved::{clip, clip_quoted};
use crate::seat::Seat;
use crate::tile::{Print, TileId};

/// The first line of a text record of the current version.
pub const HEADER: &str = "okey-record 2";
/// The first version: seats numbered from 0, and faces without copy letters.
const HEADER_V1: &str = "okey-record 1";

/// Where a named tile comes from and goes, which decides the copy an unmarked face means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Use {
    /// From the rack to the table: `lay`, `layoff`, `retrieve`.
    ToTable,
    /// From the rack to the discards: `discard`, `finish`.
    Discard,
    /// From this turn's table play back to the rack: `back`.
    TakeBack,
}

/// The tiles an unmarked `print` may mean for `seat`, the one the rule picks first.
fn candidates(game: &Game, seat: Seat, print: Print, usage: Use) -> Vec<TileId> {
    let deal = game.deal();
    if usage == Use::TakeBack {
        let placements = deal.turn_state.placements.iter().rev();
        return placements.flat_map(|p| p.tiles.iter().copied().filter(|t| t.print() == print)).collect();
    }
    let taken = deal.turn_state.taken.map(|t| t.tile());
    let mut tiles: Vec<TileId> =
        deal.racks.get(seat).into_iter().flatten().copied().filter(|t| t.print() == print).collect();
    // `false` sorts first: the taken tile first to the table, last to the discards.
    // The sort is stable, so rack order decides otherwise: the copy held longest first.
    tiles.sort_by_key(|&t| (Some(t) == taken) == (usage == Use::Discard));
    tiles
}

/// The copy an unmarked `print` means, skipping tiles the action already named.
fn default_copy(game: &Game, seat: Seat, print: Print, usage: Use, named: &[TileId]) -> Option<TileId> {
    candidates(game, seat, print, usage).into_iter().find(|t| !named.contains(t))
}

/// Names tiles as the reader will resolve them: the face alone when the rule picks this copy.
struct TileNamer<'a> {
    game: &'a Game,
    seat: Seat,
    named: Vec<TileId>,
}

impl TileNamer<'_> {
    fn name(&mut self, tile: TileId, usage: Use) -> String {
        let plain = default_copy(self.game, self.seat, tile.print(), usage, &self.named) == Some(tile);
        self.named.push(tile);
        if plain { tile.to_string() } else { copy_token(tile) }
    }
}

fn kind_word(kind: Option<MeldKind>) -> &'static str {
    match kind {
        Some(MeldKind::Set) => "set ",
        Some(MeldKind::Run) => "run ",
        Some(MeldKind::Pair) => "pair ",
        None => "",
    }
}

fn side_word(side: Option<Side>) -> &'static str {
    match side {
        Some(Side::Low) => " low",
        Some(Side::High) => " high",
        None => "",
    }
}

/// An action in the notation, naming each tile with `name` (face alone, or with its copy).
fn format_action(action: &Action, mut name: impl FnMut(TileId, Use) -> String) -> String {
    match action {
        Action::Draw => "draw".to_owned(),
        Action::TakeDiscard => "take".to_owned(),
        Action::TakeIndicator => "indicator".to_owned(),
        Action::ReturnTaken => "return".to_owned(),
        Action::Lay { melds } => {
            let groups: Vec<String> = melds
                .iter()
                .map(|m| {
                    let tiles: Vec<String> = m.tiles.iter().map(|&t| name(t, Use::ToTable)).collect();
                    format!("{}{}", kind_word(m.kind), tiles.join(" "))
                })
                .collect();
            format!("lay {}", groups.join(" | "))
        }
        Action::LayOff { tile, meld, side } => {
            format!("layoff {} on {meld}{}", name(*tile, Use::ToTable), side_word(*side))
        }
        Action::RetrieveOkey { tile, meld } => format!("retrieve {} on {meld}", name(*tile, Use::ToTable)),
        Action::TakeBack { tile } => format!("back {}", name(*tile, Use::TakeBack)),
        Action::TakeBackAll => "backall".to_owned(),
        Action::Discard { tile } => format!("discard {}", name(*tile, Use::Discard)),
        Action::Finish { tile } => format!("finish {}", name(*tile, Use::Discard)),
        Action::ShowIndicator => "show".to_owned(),
        Action::NextDeal => "next".to_owned(),
    }
}

/// An action in the text notation with tiles named by face only, for people (hints, messages):
/// it does not say which copy of a face is meant.
pub fn action_text(action: &Action) -> String {
    format_action(action, |tile, _| tile.to_string())
}

/// An action as the record writes it for `seat` in `game` (before it is applied): a tile's copy
/// is named where the rule would pick the other, so [`parse_action`] reads back this very action.
pub fn record_action_text(game: &Game, seat: Seat, action: &Action) -> String {
    let mut namer = TileNamer { game, seat, named: Vec::new() };
    format_action(action, |tile, usage| namer.name(tile, usage))
}

/// Parses an action in the text notation for `seat` in `game`; the message says what is wrong.
pub fn parse_action(game: &Game, seat: Seat, text: &str) -> Result<Action, String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut named: Vec<TileId> = Vec::new();
    let mut resolve = |token: &str, usage: Use| -> Result<TileId, String> {
        let (print, copy) = parse_copy(token).map_err(|reason| format!("bad tile `{}`: {reason}", clip(token)))?;
        let tile = match copy {
            Some(copy) => copies(print)
                .get(copy)
                .copied()
                .filter(|t| !named.contains(t) && candidates(game, seat, print, usage).contains(t)),
            None => default_copy(game, seat, print, usage, &named),
        };
        let tile = tile.ok_or_else(|| match usage {
            Use::TakeBack => format!("{} was not laid this turn", clip(token)),
            Use::ToTable | Use::Discard if named.iter().any(|t| t.print() == print) => {
                format!("this seat's rack holds no other {print} for {}", clip(token))
            }
            Use::ToTable | Use::Discard => format!("{} is not in this seat's rack", clip(token)),
        })?;
        named.push(tile);
        Ok(tile)
    };
    let meld_id = |token: &str| token.parse::<u32>().map_err(|_| format!("`{}` is not a meld number", clip(token)));
    match words.as_slice() {
        ["draw"] => Ok(Action::Draw),
        ["take"] => Ok(Action::TakeDiscard),
        ["indicator"] => Ok(Action::TakeIndicator),
        ["return"] => Ok(Action::ReturnTaken),
        ["backall"] => Ok(Action::TakeBackAll),
        ["next"] => Ok(Action::NextDeal),
        ["show"] => Ok(Action::ShowIndicator),
        ["finish", tile] => Ok(Action::Finish { tile: resolve(tile, Use::Discard)? }),
        ["discard", tile] => Ok(Action::Discard { tile: resolve(tile, Use::Discard)? }),
        ["layoff", tile, "on", meld, rest @ ..] => {
            let side = match rest {
                [] => None,
                ["low"] => Some(Side::Low),
                ["high"] => Some(Side::High),
                _ => return Err(format!("expected `low` or `high` after the meld, found `{}`", clip(&rest.join(" ")))),
            };
            Ok(Action::LayOff { tile: resolve(tile, Use::ToTable)?, meld: meld_id(meld)?, side })
        }
        ["retrieve", tile, "on", meld] => {
            Ok(Action::RetrieveOkey { tile: resolve(tile, Use::ToTable)?, meld: meld_id(meld)? })
        }
        ["back", tile] => Ok(Action::TakeBack { tile: resolve(tile, Use::TakeBack)? }),
        ["lay", ..] => {
            let body = text.trim_start().strip_prefix("lay").unwrap_or("");
            // A lay holds no more tiles than a hand, as from a UI: counted before any is read.
            let kinds = ["set", "run", "pair"];
            let tokens = body.split('|').flat_map(|group| {
                let mut words = group.split_whitespace().peekable();
                words.next_if(|w| kinds.contains(w));
                words
            });
            let count = tokens.take(MAX_HAND_TILES + 1).count();
            if count > MAX_HAND_TILES {
                return Err(LAY_TOO_LARGE.to_owned());
            }
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
                let tiles = tokens.iter().map(|t| resolve(t, Use::ToTable)).collect::<Result<Vec<_>, _>>()?;
                melds.push(MeldSpec { kind, tiles });
            }
            Ok(Action::Lay { melds })
        }
        _ => Err(format!("unknown action `{}`", clip(text))),
    }
}

/// The record as text, replaying it to name each tile as the reader will resolve it.
pub(super) fn write(record: &Record) -> Result<String, RecordError> {
    let mut out = format!("{HEADER}\n");
    if record.rules == Rules::preset(record.rules.preset) {
        out += &format!("rules: {}\n", record.rules.preset.name());
    } else {
        out += &format!("rules: {}\n", serde_json::to_string(&record.rules).unwrap_or_default());
    }
    out += &format!("seed: {}\n", record.seed);
    let (mut game, _) = Game::new(record.rules.clone(), record.seed)?;
    for (index, m) in record.moves.iter().enumerate() {
        out += &format!("{} {}\n", m.seat + 1, record_action_text(&game, m.seat, &m.action));
        game.apply(m.seat, &m.action).map_err(|error| m.illegal(index, error))?;
    }
    Ok(out)
}

/// Reads a text record, resolving each action against the game as it replays.
pub(super) fn read(text: &str) -> Result<Record, RecordError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty());
    let text_err = |line: usize, message: String| RecordError::Text { line, message };
    let first_seat = match lines.next() {
        Some((_, HEADER)) => 1,
        Some((_, HEADER_V1)) => 0,
        Some((line, other)) => return Err(text_err(line, format!("expected `{HEADER}`, found `{}`", clip(other)))),
        None => return Err(text_err(1, "empty record".to_owned())),
    };
    let mut rules = Rules::default();
    let mut seed = 0;
    let mut recorder: Option<Recorder> = None;
    for (line, content) in lines {
        if let Some(value) = content.strip_prefix("rules:") {
            let value = value.trim();
            rules = match Preset::from_name(value) {
                Some(preset) => Rules::preset(preset),
                None => serde_json::from_str(value)
                    .map_err(|e| text_err(line, format!("rules: {}", clip_quoted(&e.to_string()))))?,
            };
            continue;
        }
        if let Some(value) = content.strip_prefix("seed:") {
            seed = value
                .trim()
                .parse()
                .map_err(|_| text_err(line, format!("seed `{}` is not a number", clip(value.trim()))))?;
            continue;
        }
        if recorder.is_none() {
            recorder = Some(Recorder::new(rules.clone(), seed)?.0);
        }
        let Some(rec) = recorder.as_mut() else { continue };
        let (number, rest) = content.split_once(' ').unwrap_or((content, ""));
        let seat = number.parse::<Seat>().ok().and_then(|n| n.checked_sub(first_seat)).ok_or_else(|| {
            text_err(line, format!("`{}` is not a seat number (seats count from {first_seat})", clip(number)))
        })?;
        let action = parse_action(rec.game(), seat, rest).map_err(|message| text_err(line, message))?;
        let index = rec.record().moves.len();
        if index == MAX_MOVES {
            return Err(text_err(line, format!("more than {MAX_MOVES} moves")));
        }
        rec.apply(seat, &action).map_err(|error| {
            text_err(line, format!("move {index}, seat {number} `{}` is illegal: {error}", clip(rest)))
        })?;
    }
    let recorder = match recorder {
        Some(r) => r,
        None => Recorder::new(rules, seed)?.0,
    };
    Ok(recorder.record().clone())
}
