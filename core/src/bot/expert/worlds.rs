//! Worlds the seat can imagine, weighted by what the others' play says of their racks.
//!
//! Dealing the unseen tiles at random (Hard's `sample_world`) gives the other seats racks they
//! could not be holding: about two dealt hands in five hold an opening, yet a seat that has had a
//! turn and not opened holds none (every level opens as soon as it can, and so do most people),
//! and a seat that has opened lays what melds it can. So each other seat's rack is dealt again
//! until it agrees with what the seat has shown (a few tries at most; the last try stands when
//! none agrees): not opened after a turn, no opening in the rack; opened with sets and runs, no
//! set or run left in it; opened with pairs, no pair left.

use crate::action::OpenedWith;
use crate::bot::hard::{held_and_unseen, world_of};
use crate::game::{Game, Seat};
use crate::solver;
use crate::tile::TileId;
use crate::view::{OtherSeat, SeatView};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Deals of one rack tried before the last one stands.
const TRIES: usize = 12;

/// One imagined deal: each other seat's rack and the stock.
#[derive(Clone, Debug)]
pub(super) struct World {
    pub racks: Vec<Vec<TileId>>,
    pub stock: Vec<TileId>,
}

impl World {
    /// The world as a game to play on; `None` if its counts do not match the view.
    pub(super) fn game(&self, view: &SeatView) -> Option<Game> {
        world_of(view, self.racks.clone(), self.stock.clone())
    }
}

/// A world consistent with the view and, as far as a few tries find, with how the others played.
/// `None` if the view's counts do not add up (an engine bug: the caller falls back to Hard).
pub(super) fn sample(view: &SeatView, rng: &mut ChaCha8Rng) -> Option<World> {
    let (mut racks, mut pool) = held_and_unseen(view);
    for other in &view.others {
        let held = racks[other.seat].len();
        let missing = other.rack_size.checked_sub(held)?;
        if missing > pool.len() {
            return None;
        }
        let checked = has_played(view, other.seat);
        for attempt in 0..TRIES {
            // A partial Fisher-Yates shuffle: the first `missing` tiles of the pool are a uniform draw.
            for i in 0..missing {
                let j = rng.random_range(i..pool.len());
                pool.swap(i, j);
            }
            racks[other.seat].truncate(held);
            racks[other.seat].extend_from_slice(&pool[..missing]);
            if !checked || attempt + 1 == TRIES || agrees(view, other, &racks[other.seat]) {
                break;
            }
        }
        pool.drain(..missing);
    }
    // The stock's order: a shuffle of the rest.
    for i in (1..pool.len()).rev() {
        let j = rng.random_range(0..=i);
        pool.swap(i, j);
    }
    (pool.len() == view.stock_size).then_some(World { racks, stock: pool })
}

/// Whether `seat` has had a turn this deal: it has discarded (its pile, or a tile of it the next
/// seat took).
pub(super) fn has_played(view: &SeatView, seat: Seat) -> bool {
    let players = view.others.len() + 1;
    let next = (seat + 1) % players;
    let took_from = if next == view.seat {
        view.took.len()
    } else {
        view.others.iter().find(|o| o.seat == next).map_or(0, |o| o.took.len())
    };
    view.discards.get(seat).is_some_and(|pile| !pile.is_empty()) || took_from > 0
}

/// Whether `rack` could be the rack of `other` after the turns it played: no opening left in an
/// unopened rack, no meld left in an opened one.
fn agrees(view: &SeatView, other: &OtherSeat, rack: &[TileId]) -> bool {
    let rules = view.meld_rules;
    match other.opened {
        None => {
            solver::best_value(rack, rules) < view.opening_threshold
                && solver::pair_count(rack, rules) < usize::from(view.pairs_threshold)
        }
        Some(OpenedWith::SetsAndRuns) => solver::best_value(rack, rules) == 0,
        Some(OpenedWith::Pairs) => solver::pair_count(rack, rules) == 0,
    }
}
