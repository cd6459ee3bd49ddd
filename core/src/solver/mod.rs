//! The exact hand solver: the most valuable sets and runs in a hand (the opening value), and
//! the most that leave a tile to discard, the arrangement that leaves the least penalty, pairs,
//! finishing this turn, and the rack's auto-arrange layouts.
//!
//! Everything here is exact. `search` holds the meld search (bitboards, memo, branch and
//! bound), checked against a brute-force oracle in `tests/engine/solver_oracle.rs`; `cargo bench -p
//! okey-bench --bench solver` measures it. Each thread keeps one memo, so a warm solve allocates
//! nothing but its answer.
//!
//! `search` assumes Okey 101's runs; classic Okey's hands (12-13-1 runs, seven pairs, a
//! complete hand) are in `classic`.

mod arrange;
pub mod classic;
mod finish;
mod pairs;
mod search;
mod selection;
mod taken;

pub use arrange::{Layout, arrange};
pub use finish::{FinishPlan, Standing, finish};
pub use pairs::{best_pairs, pair_count};
pub use search::Objective;
pub use selection::{Family, melds_by_solver, melds_in_order, selection_readings};
pub use taken::{can_use_taken, fits_table};

use crate::meld::{Meld, MeldRules};
use crate::tile::{Face, Plays, TileId};
use arrayvec::ArrayVec;
use search::{Hand, Memo, Move, Owed, Search};
use std::cell::RefCell;

thread_local! {
    /// Each thread reuses one memo, so a solve allocates nothing once warm.
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// Melds found in a hand, as real tiles, with what is left.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Arrangement {
    pub melds: Vec<Meld>,
    pub leftover: Vec<TileId>,
}

impl Arrangement {
    /// Sum of the melds' values (okeys counting as the tiles they stand for).
    pub fn value(&self) -> u32 {
        self.melds.iter().map(Meld::value).sum()
    }

    /// The pairs with one dropped, if need be, so that one of `rack` tiles stays for the
    /// discard; never the pair holding `must_use`. Exact for pairs only (every pair counts
    /// one, so dropping any is as good as any other arrangement); sets and runs are searched
    /// again instead (see `best_melds_keeping_a_discard`).
    fn pairs_keeping_a_discard(mut self, rack: usize, must_use: Option<TileId>) -> Arrangement {
        while self.melds.iter().map(Meld::len).sum::<usize>() >= rack {
            let holds = |m: &Meld| must_use.is_some_and(|t| m.tiles().contains(&t));
            let Some(i) = self.melds.iter().rposition(|m| !holds(m)) else { break };
            let meld = self.melds.remove(i);
            self.leftover.extend(meld.tiles());
        }
        self
    }
}

/// A hand's plain faces and okeys, as the search holds them.
fn hand_of(tiles: &[TileId], rules: MeldRules) -> Hand {
    let mut okeys = 0u8;
    let faces = tiles.iter().filter_map(|&t| match rules.okey.plays(t) {
        Plays::As(face) => Some(face),
        Plays::Wild => {
            okeys = okeys.saturating_add(1);
            None
        }
    });
    let hand = Hand::new(faces, 0);
    hand.with_okeys(okeys)
}

/// Turns the search's moves back into real tiles taken from `tiles`, the forced tile first
/// among copies of its face (the engine follows that very tile).
fn realise(moves: &[Move], tiles: &[TileId], rules: MeldRules, forced: Option<TileId>) -> Arrangement {
    // Where the unused tiles of each face are (index 52: the okeys), the forced tile first.
    const WILD: usize = Face::COUNT;
    let mut unused: [ArrayVec<u8, 2>; WILD + 1] = std::array::from_fn(|_| ArrayVec::new());
    let forced_at = forced.and_then(|f| tiles.iter().position(|&t| t == f));
    let order = || forced_at.into_iter().chain((0..tiles.len()).filter(move |&i| Some(i) != forced_at));
    for i in order().rev() {
        let slot = match rules.okey.plays(tiles[i]) {
            Plays::As(face) => face.index(),
            Plays::Wild => WILD,
        };
        // Popped from the back: pushed in reverse, the first in order comes out first. Tiles
        // past two of a kind (not in a real hand) simply stay left over.
        if i < 128 {
            let _ = unused[slot].try_push(i as u8);
        }
    }
    // Positions past 127 are never taken (a rack holds at most 106 tiles).
    let mut taken = 0u128;
    let mut melds = Vec::with_capacity(moves.len());
    for (kind, faces) in moves.iter().filter_map(|m| m.faces()) {
        // A meld short of a tile (which the search never asks for) leaves its tiles over.
        let mut chosen_at = 0u128;
        let chosen: Option<ArrayVec<TileId, 13>> = faces
            .iter()
            .map(|&(face, wild)| {
                let at = unused[if wild { WILD } else { face.index() }].pop()?;
                chosen_at |= 1 << at;
                Some(tiles[usize::from(at)])
            })
            .collect();
        if let Some(tiles) = chosen {
            taken |= chosen_at;
            melds.push(Meld::from_solver(kind, tiles, faces.iter().map(|&(face, _)| face).collect(), rules));
        }
    }
    // Every tile is written and only the untaken ones kept, without a branch per tile (which
    // would go either way at random).
    let mut leftover = tiles.to_vec();
    let mut kept = 0;
    for i in order() {
        leftover[kept] = tiles[i];
        kept += usize::from(i >= 128 || taken >> (i & 127) & 1 == 0);
    }
    leftover.truncate(kept);
    Arrangement { melds, leftover }
}

/// Solves `tiles` for `objective`, with `forced` (a taken discard) required in a meld.
pub fn solve(tiles: &[TileId], rules: MeldRules, objective: Objective, forced: Option<TileId>) -> Option<Arrangement> {
    solve_owing(tiles, rules, objective, forced, false)
}

/// `solve`, and with `keep_a_tile` at least one tile left out of the melds.
fn solve_owing(
    tiles: &[TileId],
    rules: MeldRules,
    objective: Objective,
    forced: Option<TileId>,
    keep_a_tile: bool,
) -> Option<Arrangement> {
    let hand = hand_of(tiles, rules);
    // Tiles the search does not see (past two okeys or two of a face) are left over already.
    let owed = Owed { forced: forced.is_some(), a_leftover: keep_a_tile && hand.tile_count() == tiles.len() };
    let (forced_face, forced_okey) = match forced.map(|t| rules.okey.plays(t)) {
        Some(Plays::As(face)) => (Some(face.index() as u8), false),
        Some(Plays::Wild) => (None, true),
        None => (None, false),
    };
    let moves = MEMO.with(|memo| {
        let mut memo = memo.borrow_mut();
        Search::new(objective, forced_face, forced_okey, &mut memo).solve(hand, owed)
    })?;
    Some(realise(&moves.1, tiles, rules, forced))
}

/// The most valuable sets and runs in `tiles`: the opening value. With `forced`, that tile (a
/// taken discard) must be in a meld; `None` when it cannot be.
///
/// ```
/// use okey_core::{notation::tiles, solver, meld::MeldRules, tile::*};
/// let okey = Okey::from_face(Face::new(Color::Blue, 1).unwrap());
/// let hand = tiles("R5 R6 R7 R8 Y8 K8").unwrap();
/// let best = solver::best_melds(&hand, MeldRules::okey101(okey, true), None).unwrap();
/// assert_eq!(best.value(), 42); // R5 R6 R7 + R8 Y8 K8, not R5..R8 alone (26)
/// ```
pub fn best_melds(tiles: &[TileId], rules: MeldRules, forced: Option<TileId>) -> Option<Arrangement> {
    solve(tiles, rules, Objective::MeldValue, forced)
}

/// The most valuable sets and runs in `rack` that leave at least one tile out, to discard
/// (with `forced`, a taken discard, in a meld); `None` when no arrangement does both. Searched
/// as such, not by dropping melds from `best_melds`: when the best melds use every tile, the
/// best that leaves one may be quite another arrangement.
///
/// ```
/// use okey_core::{notation::tiles, solver, meld::MeldRules, tile::*};
/// let okey = Okey::from_face(Face::new(Color::Blue, 1).unwrap());
/// let rack = tiles("R1 R2 R3 R4 R5 R6").unwrap();
/// assert_eq!(solver::best_melds(&rack, MeldRules::okey101(okey, true), None).unwrap().value(), 21);
/// let kept = solver::best_melds_keeping_a_discard(&rack, MeldRules::okey101(okey, true), None).unwrap();
/// assert_eq!(kept.value(), 20); // R2..R6, R1 to discard
/// ```
pub fn best_melds_keeping_a_discard(rack: &[TileId], rules: MeldRules, forced: Option<TileId>) -> Option<Arrangement> {
    solve_owing(rack, rules, Objective::MeldValue, forced, true)
}

/// The opening value alone, without building the melds (the fast path for bots).
pub fn best_value(tiles: &[TileId], rules: MeldRules) -> u32 {
    let hand = hand_of(tiles, rules);
    MEMO.with(|memo| {
        Search::new(Objective::MeldValue, None, false, &mut memo.borrow_mut()).best(&hand, Owed::default())
    })
    .max(0) as u32
}

/// At most how many tiles of `tiles` can be melded or laid off, when the plain tiles whose
/// faces are in `laid_off` may all be laid off: each melded tile counts, and each left one of
/// those faces (okeys in `laid_off` are ignored). A relaxation (a chain of lay-offs may not take
/// every such tile), for rejecting quickly.
pub(crate) fn melded_or_laid_off(tiles: &[TileId], rules: MeldRules, laid_off: &[TileId]) -> usize {
    let free_faces = laid_off.iter().fold(0u64, |mask, &t| match rules.okey.plays(t) {
        Plays::As(face) => mask | 1 << face.index(),
        Plays::Wild => mask,
    });
    let hand = hand_of(tiles, rules);
    let total = MEMO.with(|memo| {
        Search::new(Objective::CoverThenValue, None, false, &mut memo.borrow_mut())
            .with_free_leaves(free_faces)
            .best(&hand, Owed::default())
    });
    total.max(0) as usize / Objective::COVER_BONUS as usize
}

/// The sets-and-runs opening in `rack` worth at least `threshold`, keeping a tile to discard
/// (with `forced`, a taken discard, in a meld); `None` if there is none. The rack's own best
/// value is checked first: most racks fall short and need no melds built.
pub fn sets_opening(rack: &[TileId], rules: MeldRules, forced: Option<TileId>, threshold: u32) -> Option<Arrangement> {
    if best_value(rack, rules) < threshold {
        return None;
    }
    best_melds_keeping_a_discard(rack, rules, forced).filter(|a| a.value() >= threshold)
}

/// The pairs opening in `rack` of at least `threshold` pairs, as `sets_opening` does for sets.
pub fn pairs_opening(rack: &[TileId], rules: MeldRules, forced: Option<TileId>, threshold: u8) -> Option<Arrangement> {
    if pair_count(rack, rules) < usize::from(threshold) {
        return None;
    }
    best_pairs_keeping_a_discard(rack, rules, forced).filter(|a| a.melds.len() >= usize::from(threshold))
}

/// The most pairs in `rack` that leave at least one tile out, to discard (with `forced`, a
/// taken discard, in a pair).
pub fn best_pairs_keeping_a_discard(rack: &[TileId], rules: MeldRules, forced: Option<TileId>) -> Option<Arrangement> {
    best_pairs(rack, rules, forced).map(|a| a.pairs_keeping_a_discard(rack.len(), forced))
}

/// The arrangement that leaves the least penalty in hand (an okey left counts 101).
pub fn least_penalty(tiles: &[TileId], rules: MeldRules) -> Arrangement {
    solve(tiles, rules, Objective::PenaltyRemoved, None)
        .unwrap_or_else(|| Arrangement { melds: vec![], leftover: tiles.to_vec() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tiles;
    use crate::tile::{Color, Okey};

    fn rules(color: Color, number: u8) -> MeldRules {
        MeldRules::okey101(Okey::from_face(Face::new(color, number).unwrap()), true)
    }

    #[test]
    fn worked_case_from_the_issue() {
        let hand = tiles("R5 R6 R7 R8 Y8 K8").unwrap();
        let best = best_melds(&hand, rules(Color::Blue, 1), None).unwrap();
        assert_eq!(best.value(), 42);
        assert!(best.leftover.is_empty());
    }

    /// Seed 000's first worked opening: 789, 11 11 11, 456, 11 12 13 = 108.
    #[test]
    fn seed_000_first_worked_opening_is_108() {
        let hand = tiles("R7 R8 R9 R11 Y11 K11 B4 B5 B6 Y11 Y12 Y13 K2").unwrap();
        let best = best_melds(&hand, rules(Color::Blue, 1), None).unwrap();
        assert_eq!(best.value(), 108);
    }

    #[test]
    fn okeys_fill_gaps_and_forced_tiles_are_used() {
        // Okey is K6; R5 K6 R7 is a run worth 18.
        let hand = tiles("R5 K6 R7 Y2").unwrap();
        let r = rules(Color::Black, 6);
        assert_eq!(best_melds(&hand, r, None).unwrap().value(), 18);
        assert!(best_melds(&hand, r, Some(hand[3])).is_none());
        let penalty = least_penalty(&hand, r);
        assert_eq!(penalty.leftover, vec![hand[3]]);
    }

    /// `melded_or_laid_off` against trying every subset of a small hand as the melded part.
    #[test]
    fn melded_or_laid_off_matches_brute_force() {
        use rand::seq::IndexedRandom;
        use rand::{Rng, SeedableRng};
        let rules = rules(Color::Black, 6);
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
        // A narrow pool (numbers 3 to 8 in two colours, okeys, false jokers), so melds are common.
        let all: Vec<TileId> = TileId::all()
            .filter(|&t| match rules.okey.plays(t) {
                Plays::As(face) => (3..=8).contains(&face.number()) && face.color().index() < 2,
                Plays::Wild => true,
            })
            .collect();
        for _ in 0..400 {
            let size = rng.random_range(3..=9);
            let hand: Vec<TileId> = all.choose_multiple(&mut rng, size).copied().collect();
            // Plain tiles only: okeys in `laid_off` are ignored.
            let laid_off: Vec<TileId> =
                hand.iter().copied().filter(|&t| !rules.okey.is_wild(t) && rng.random_bool(0.3)).collect();
            let free = |t: &TileId| laid_off.iter().any(|l| l.print() == t.print());
            let expected = (0u32..1 << hand.len())
                .filter_map(|subset| {
                    let melded: Vec<TileId> =
                        (0..hand.len()).filter(|i| subset >> i & 1 == 1).map(|i| hand[i]).collect();
                    let left_free = (0..hand.len()).filter(|&i| subset >> i & 1 == 0 && free(&hand[i])).count();
                    let whole = melded.is_empty()
                        || solve(&melded, rules, Objective::CoverThenValue, None)
                            .is_some_and(|a| a.leftover.is_empty());
                    whole.then_some(melded.len() + left_free)
                })
                .max()
                .unwrap_or(0);
            assert_eq!(melded_or_laid_off(&hand, rules, &laid_off), expected, "{hand:?} {laid_off:?}");
        }
    }

    #[test]
    fn pairs_use_okeys_last() {
        let hand = tiles("R3 R3 Y4 K6 B9 B9 K6").unwrap();
        let r = rules(Color::Black, 6);
        let pairs = best_pairs(&hand, r, None).unwrap();
        // R3 R3, B9 B9, Y4 with an okey; the other okey has nothing left to pair with.
        assert_eq!(pairs.melds.len(), 3, "{:?}", pairs.melds);
        assert_eq!(pairs.leftover.len(), 1);
    }
}
