//! Helpers shared by the scenario tests: positions from text, actions in the text notation.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use okey_core::action::{Event, PenaltyReason};
use okey_core::record::parse_action;
use okey_core::{ActionError, Game, Seat};

/// A game from position text; panics with the position's problems.
pub fn position(text: &str) -> Game {
    okey_core::position::parse(text).unwrap_or_else(|e| panic!("bad test position: {e}"))
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
