//! Walking a record for one seat: its turns, each with the game as it stood at the start, after
//! the take and at the end, and what the other seats did before its next turn.

use super::ReviewError;
use crate::action::{Action, Event};
use crate::game::Game;
use crate::record::{Move, RecordError};
use crate::scoring::DealEnd;
use crate::seat::{Phase, Seat};

/// One turn of the reviewed seat, as it was played.
#[derive(Clone, Debug)]
pub(super) struct Turn {
    pub deal: u32,
    /// The seat's turn within the deal, from 1.
    pub number: u32,
    pub move_index: usize,
    /// The game before the turn's first action.
    pub start: Game,
    /// The position notation of `start`.
    pub position: String,
    /// The actions taken while the seat had to take a tile (a draw, a taken discard).
    pub take: Vec<Action>,
    /// The game after the take, before the first action of the play; `None` when the turn
    /// ended while taking (the stock ran out).
    pub after_take: Option<Game>,
    /// The actions after the take: lays, lay-offs, take-backs, the discard.
    pub play: Vec<Action>,
    /// The game after the turn's last action.
    pub end: Game,
    /// The events of the turn.
    pub events: Vec<Event>,
    /// The events of the other seats' moves until this seat's next turn or the next deal.
    pub aftermath: Vec<Event>,
    /// How the deal ended, if it ended during the turn or before the seat moved again.
    pub deal_end: Option<DealEnd>,
}

impl Turn {
    pub fn made(&self) -> Vec<Action> {
        self.take.iter().chain(&self.play).cloned().collect()
    }
}

/// Whether `seat` is to move in `game` (a deal running and its turn).
fn to_move(game: &Game, seat: Seat) -> bool {
    matches!(game.phase(), Phase::Draw | Phase::Play) && game.turn() == seat
}

/// Replays `moves` from `start`, cutting out `seat`'s turns.
pub(super) fn turns_of(start: Game, moves: &[Move], seat: Seat) -> Result<Vec<Turn>, ReviewError> {
    let mut game = start;
    let mut turns: Vec<Turn> = Vec::new();
    let mut current: Option<Turn> = None;
    // Whether the last finished turn still collects what came after it.
    let mut following = false;
    let mut turn_in_deal = 0u32;
    let mut deal = game.deal().number;
    for (index, m) in moves.iter().enumerate() {
        if game.deal().number != deal {
            deal = game.deal().number;
            turn_in_deal = 0;
        }
        let ours = m.seat == seat && to_move(&game, seat) && !matches!(m.action, Action::NextDeal);
        if ours && current.is_none() {
            following = false;
            turn_in_deal += 1;
            // The starter of a deal begins with its tiles already in hand: nothing to take.
            let after_take = (game.phase() == Phase::Play).then(|| game.clone());
            current = Some(Turn {
                deal,
                number: turn_in_deal,
                move_index: index,
                start: game.clone(),
                position: crate::position::write(&game).unwrap_or_default(),
                take: Vec::new(),
                after_take,
                play: Vec::new(),
                end: game.clone(),
                events: Vec::new(),
                aftermath: Vec::new(),
                deal_end: None,
            });
        }
        let phase = game.phase();
        let events = game.apply(m.seat, &m.action).map_err(|error| RecordError::IllegalMove {
            index,
            seat: m.seat,
            action: crate::record::action_text(&m.action),
            error,
        })?;
        let ended = events.iter().find_map(|e| match e {
            Event::DealEnded { result } => Some(result.end),
            _ => None,
        });
        if let Some(turn) = current.as_mut().filter(|_| ours) {
            if phase == Phase::Draw && turn.play.is_empty() {
                turn.take.push(m.action.clone());
            } else {
                turn.play.push(m.action.clone());
            }
            turn.events.extend(events);
            turn.deal_end = turn.deal_end.or(ended);
            if phase == Phase::Draw && game.phase() == Phase::Play && turn.play.is_empty() {
                turn.after_take = Some(game.clone());
            }
            if !to_move(&game, seat) {
                turn.end = game.clone();
                following = true;
                turns.extend(current.take());
            }
        } else if following && let Some(last) = turns.last_mut() {
            if matches!(m.action, Action::NextDeal) {
                following = false;
            } else {
                last.aftermath.extend(events);
                last.deal_end = last.deal_end.or(ended);
            }
        }
    }
    // A turn the record stops in the middle of is judged as far as it went.
    if let Some(mut turn) = current {
        turn.end = game;
        turns.push(turn);
    }
    Ok(turns)
}

/// `start` with `moves` played on it, or the first move the rules refuse.
pub(super) fn replayed(start: Game, moves: &[Move]) -> Result<Game, ReviewError> {
    let mut game = start;
    for (index, m) in moves.iter().enumerate() {
        game.apply(m.seat, &m.action).map_err(|error| RecordError::IllegalMove {
            index,
            seat: m.seat,
            action: crate::record::action_text(&m.action),
            error,
        })?;
    }
    Ok(game)
}
