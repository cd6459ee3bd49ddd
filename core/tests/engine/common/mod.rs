//! Helpers shared by the scenario tests: positions from text, actions in the text notation.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

/// Seed 000's first worked opening (789, 11 11 11, 456, 11 12 13 = 108) and nine tiles that add
/// nothing, as a 21-tile rack; `concat!` it into positions.
#[allow(unused_macros)] // not every test crate uses it
macro_rules! seed_000_rack {
    () => {
        "R7 R8 R9 B11 Y11 K11 B4 B5 B6 Y11 Y12 Y13 R1 R3 Y5 B8 K9 K13 Y2 K2 B1"
    };
}

use okey_core::action::{Event, PenaltyReason};
use okey_core::record::parse_action;
use okey_core::{ActionError, Game, Seat};

/// A game from position text; panics with the position's problems.
pub fn position(text: &str) -> Game {
    okey_core::position::parse(text).unwrap_or_else(|e| panic!("bad test position: {e}"))
}

/// A 4-seat position in the usual frame, so a test shows only what matters: indicator K5 (the
/// okey is K6), dealer 3, seat 0 to move, unless `body` says otherwise. Racks `body` does not
/// name are filled to 21 tiles and the stock takes every tile left. `body` names the rules.
pub fn table(body: &str) -> Game {
    let mut text = String::from("okey-position 1\n");
    for (label, default) in [("indicator:", "indicator: K5"), ("dealer:", "dealer: 3"), ("turn:", "turn: 0")] {
        if !body.contains(label) {
            text += default;
            text += "\n";
        }
    }
    text += body;
    text += "\n";
    for seat in 0..4 {
        if !body.contains(&format!("rack {seat}:")) {
            text += &format!("rack {seat}: ...\n");
        }
    }
    if !body.contains("stock:") {
        text += "stock: ...\n";
    }
    position(&text)
}

/// Seats 1 to 3 have opened with pairs; seat 0, to move, holds five pairs (R1 Y2 B3 K4 R8),
/// `extra` and filler. Laying the pairs and discarding makes everyone a pairs opener.
pub fn everyone_else_on_pairs(rules: &str, extra: &str) -> Game {
    table(&format!(
        "rules: {rules}
rack 0: R1 R1 Y2 Y2 B3 B3 K4 K4 R8 R8 {extra} ...
opened 1: pairs
opened 2: pairs
opened 3: pairs
meld 0 by 1 pair: B5 B5
meld 1 by 2 pair: Y7 Y7
meld 2 by 3 pair: R11 R11"
    ))
}

/// The result in these events, if the deal ended.
pub fn deal_result(events: &[Event]) -> Option<okey_core::scoring::DealResult> {
    events.iter().find_map(|e| match e {
        Event::DealEnded { result } => Some(result.clone()),
        _ => None,
    })
}

/// Applies an action written in the record notation (`draw`, `lay R5 R6 R7`, ...).
pub fn try_act(game: &mut Game, seat: Seat, text: &str) -> Result<Vec<Event>, ActionError> {
    let action = parse_action(game, seat, text).unwrap_or_else(|e| panic!("`{text}`: {e}"));
    game.apply(seat, &action)
}

/// Applies an action that must be legal.
pub fn act(game: &mut Game, seat: Seat, text: &str) -> Vec<Event> {
    try_act(game, seat, text).unwrap_or_else(|e| panic!("`{text}` was refused: {e}"))
}

/// Applies an action that must be refused, checks the game did not change, returns the error.
pub fn refused(game: &mut Game, seat: Seat, text: &str) -> ActionError {
    let before = serde_json::to_string(game).unwrap();
    let error = try_act(game, seat, text).expect_err(text);
    assert_eq!(serde_json::to_string(game).unwrap(), before, "refused `{text}` changed the game");
    error
}

/// The penalties charged in these events, as (seat, reason).
pub fn penalties(events: &[Event]) -> Vec<(Seat, PenaltyReason)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Penalized { seat, reason, .. } => Some((*seat, *reason)),
            _ => None,
        })
        .collect()
}

/// The deal scores in these events, if the deal ended.
pub fn deal_scores(events: &[Event]) -> Option<Vec<i32>> {
    events.iter().find_map(|e| match e {
        Event::DealEnded { result } => Some(result.scores.clone()),
        _ => None,
    })
}

/// The opening value in these events, if a seat opened.
pub fn opened_value(events: &[Event]) -> Option<u32> {
    events.iter().find_map(|e| match e {
        Event::Opened { value, .. } => Some(*value),
        _ => None,
    })
}

/// Fails if `text`, a Turkish sentence, names a tile in the record notation (`K13`, `Y6`, `F`):
/// the notation's letters are English initials, so Turkish says the colour and number instead.
pub fn assert_no_tile_codes(what: &str, text: &str) {
    for word in text.split(|c: char| !c.is_alphanumeric()) {
        let mut chars = word.chars();
        let is_code = match chars.next() {
            Some('R' | 'Y' | 'B' | 'K') => {
                let number = chars.as_str();
                (1..=2).contains(&number.len()) && number.chars().all(|c| c.is_ascii_digit())
            }
            Some('F') => chars.as_str().is_empty(),
            _ => false,
        };
        assert!(!is_code, "{what}: `{text}` names a tile in the notation (`{word}`)");
    }
}

/// A bot of `level` for tests that need its moves, not its strength: the Expert with a test-sized
/// budget (its full search costs a tenth of a second a discard), every other level as it plays.
pub fn test_bot(level: okey_core::bot::Level, seed: u64) -> Box<dyn okey_core::bot::Bot> {
    match level {
        okey_core::bot::Level::Expert => Box::new(okey_core::bot::Expert::with_budget(seed, 16)),
        other => other.bot(seed),
    }
}
