//! Computer opponents. A bot decides from its seat's [`SeatView`] and nothing else: the trait
//! never sees the [`Game`], so no bot can reach another rack or the stock order.
//!
//! Levels so far: [`Easy`] (greedy with the exact solver). Beginner, Medium and Hard, and the
//! arena that measures them, come with the bots issue.

mod easy;

pub use easy::Easy;

use crate::action::{Action, Event};
use crate::error::ActionError;
use crate::game::{Game, Phase, Seat};
use crate::view::SeatView;

/// A computer player.
pub trait Bot: std::fmt::Debug {
    /// The next action for the view's seat, while it is that seat's move (or between deals).
    fn decide(&mut self, view: &SeatView) -> Action;
}

/// What happened while bots played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BotRun {
    pub events: Vec<Event>,
    /// Actions a bot chose that the engine refused, with why (a bot bug: must stay empty).
    pub refused: Vec<(Seat, Action, ActionError)>,
}

/// Most actions a turn can take before the driver gives up on a bot (a safety net).
const MAX_ACTIONS_PER_TURN: usize = 64;

/// Lets the bots in `seats` (`None` for a human) move until a human must act, the deal ends, or
/// the game is over. A refused bot action is counted and replaced by a safe fallback, so a
/// buggy bot cannot stall the game.
pub fn play_bots(game: &mut Game, seats: &mut [Option<Box<dyn Bot>>]) -> BotRun {
    let mut run = BotRun::default();
    let mut actions_this_turn = 0;
    let mut last_turn = None;
    while matches!(game.phase(), Phase::Draw | Phase::Play) {
        let seat = game.turn();
        let Some(bot) = seats.get_mut(seat).and_then(Option::as_mut) else { break };
        if last_turn != Some((game.deal().number, seat)) {
            last_turn = Some((game.deal().number, seat));
            actions_this_turn = 0;
        }
        actions_this_turn += 1;
        let Some(view) = SeatView::of(game, seat) else { break };
        let action = if actions_this_turn > MAX_ACTIONS_PER_TURN { fallback(game, seat) } else { bot.decide(&view) };
        match game.apply(seat, &action) {
            Ok(events) => run.events.extend(events),
            Err(error) => {
                run.refused.push((seat, action, error));
                match game.apply(seat, &fallback(game, seat)) {
                    Ok(events) => run.events.extend(events),
                    Err(_) => break,
                }
            }
        }
    }
    run
}

/// A move that is always accepted: draw, or undo the turn's table play, or discard something.
fn fallback(game: &Game, seat: Seat) -> Action {
    let deal = game.deal();
    if game.phase() == Phase::Draw {
        return Action::Draw;
    }
    if !deal.turn_state.placements.is_empty() {
        return Action::TakeBackAll;
    }
    if deal.turn_state.taken.is_some()
        && deal.racks[seat].contains(&deal.turn_state.taken.map_or(deal.indicator, |t| t.tile()))
    {
        return Action::ReturnTaken;
    }
    let rack = &deal.racks[seat];
    let tile = rack.iter().copied().find(|&t| game.discard_penalty(seat, t).is_none()).or(rack.first().copied());
    tile.map_or(Action::Draw, |tile| Action::Discard { tile })
}
