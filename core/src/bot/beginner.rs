//! The Beginner bot: Easy's moves with a learner's mistakes. It sometimes does not see an
//! opening or a lay-off it has, takes discards only half the time it could, discards without
//! much thought, and now and then misses that a tile fits the table (a +101).
//!
//! Its randomness comes from its seed and the position, not from a stream, so a bot rebuilt
//! from a saved game plays on exactly as the original would have.

use super::Bot;
use super::easy::{self, wants_discard};
use crate::action::Action;
use crate::seat::Phase;
use crate::solver;
use crate::tile::TileId;
use crate::view::SeatView;
use rand::Rng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

/// How often each mistake happens.
const MISSES_TAKING_DISCARD: f64 = 0.5;
const MISSES_OPENING: f64 = 0.35;
const MISSES_LAYING: f64 = 0.3;
const CARELESS_DISCARD: f64 = 0.35;
const OVERLOOKS_TABLE: f64 = 0.08;

#[derive(Clone, Copy, Debug)]
pub struct Beginner {
    seed: u64,
}

impl Beginner {
    pub fn new(seed: u64) -> Beginner {
        Beginner { seed }
    }
}

impl Bot for Beginner {
    fn decide(&mut self, view: &SeatView) -> Action {
        let mut rng = super::position_rng(self.seed, view);
        if view.rules.is_duz() {
            return super::classic::decide(view, super::classic::BEGINNER, &mut rng);
        }
        match view.phase {
            Phase::DealOver | Phase::GameOver => Action::NextDeal,
            Phase::Draw if wants_discard(view) && !rng.random_bool(MISSES_TAKING_DISCARD) => Action::TakeDiscard,
            Phase::Draw => Action::Draw,
            Phase::Play => play(view, &mut rng),
        }
    }
}

fn play(view: &SeatView, rng: &mut ChaCha8Rng) -> Action {
    let careless = rng.clone();
    let easy_move = easy::play(view, |v| discard(v, careless.clone()));
    // A beginner may not see a lay it has, but never stops half-way through a turn's laying,
    // and always uses a discard it took.
    let may_overlook = view.laid_this_turn.is_empty() && view.must_use.is_none();
    let miss = if view.opened.is_none() { MISSES_OPENING } else { MISSES_LAYING };
    match easy_move {
        Action::Lay { .. } | Action::LayOff { .. } if may_overlook && rng.random_bool(miss) => {
            let careless = discard(view, rng.clone()).map(|tile| Action::Discard { tile });
            careless.filter(|action| view.accepts(action)).unwrap_or(easy_move)
        }
        _ => easy_move,
    }
}

/// Usually a tile no meld wants, but not always the costliest; rarely one that fits the table.
fn discard(view: &SeatView, mut rng: ChaCha8Rng) -> Option<TileId> {
    let rules = view.meld_rules;
    let careful = easy::choose_discard(view);
    if !rng.random_bool(CARELESS_DISCARD) {
        return careful;
    }
    let overlooks_table = rng.random_bool(OVERLOOKS_TABLE);
    let leftover = solver::least_penalty(&view.rack, rules).leftover;
    let pool = if leftover.is_empty() { view.rack.clone() } else { leftover };
    let choices: Vec<TileId> = pool
        .into_iter()
        .filter(|&t| !rules.okey.is_wild(t) && Some(t) != view.must_use)
        .filter(|&t| overlooks_table || !easy::fits_table(view, t))
        .collect();
    choices.choose(&mut rng).copied().or(careful)
}
