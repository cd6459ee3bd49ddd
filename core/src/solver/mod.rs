//! The exact hand solver: the most valuable sets and runs in a hand, the arrangement that leaves
//! the least penalty, and pairs.
//!
//! The search always settles the lowest plain tile left (by number, then colour): it stays in
//! hand, heads a set of its number, or is the lowest plain tile of a run (okeys may sit below
//! it). Every meld has a lowest plain tile, so this visits every arrangement; results are
//! memoised on the multiset of tiles left, which is what makes it fast.

use crate::meld::{Meld, MeldKind, MeldRules};
use crate::tile::{Face, Okey, Plays, TileId};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// What a solution maximises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// The value of the melds, an okey counting as the tile it stands for: the opening value.
    MeldValue,
    /// The penalty taken out of the hand, an okey counting 101: least leftover penalty.
    PenaltyRemoved,
}

/// A hand reduced to what the search needs: how many of each face, and how many okeys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Counts {
    faces: [u8; Face::COUNT],
    okeys: u8,
}

impl Counts {
    fn of(tiles: &[TileId], okey: Okey) -> Counts {
        let mut counts = Counts { faces: [0; Face::COUNT], okeys: 0 };
        for &tile in tiles {
            match okey.plays(tile) {
                Plays::Wild => counts.okeys += 1,
                Plays::As(face) => counts.faces[face.index()] += 1,
            }
        }
        counts
    }

    fn key(&self) -> u128 {
        let mut key = u128::from(self.okeys);
        for &c in &self.faces {
            key = (key << 2) | u128::from(c);
        }
        key
    }
}

/// A meld in a solution, by faces: which plain faces it uses and where okeys stand.
#[derive(Clone, Debug, PartialEq, Eq)]
struct PlannedMeld {
    kind: MeldKind,
    /// Every position's face, in table order.
    faces: Vec<Face>,
    /// Which positions an okey fills.
    wild: Vec<bool>,
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
}

/// Memo keyed by packed counts; a tiny multiplicative hash is enough for these keys.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
        }
    }
    fn write_u128(&mut self, n: u128) {
        self.0 = ((n as u64) ^ ((n >> 64) as u64).rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
}

struct Search {
    objective: Objective,
    memo: HashMap<(u128, bool), Option<u32>, BuildHasherDefault<KeyHasher>>,
    /// The face that must end up in a meld (a taken discard), or the okey when `forced_okey`.
    forced: Option<usize>,
    forced_okey: bool,
}

/// One step of the search: a meld to lay from the current counts.
struct Step {
    meld: PlannedMeld,
    gain: u32,
}

impl Search {
    fn okey_gain(&self, stands_for: Face) -> u32 {
        match self.objective {
            Objective::MeldValue => u32::from(stands_for.number()),
            Objective::PenaltyRemoved => 101,
        }
    }

    /// Best gain from `counts` while `pending` says the forced tile is not yet in a meld.
    fn best(&mut self, counts: &Counts, pending: bool) -> Option<u32> {
        let Some(lowest) = counts.faces.iter().position(|&c| c > 0) else {
            return if pending { None } else { Some(0) };
        };
        let key = (counts.key(), pending);
        if let Some(&cached) = self.memo.get(&key) {
            return cached;
        }
        let mut best: Option<u32> = None;
        // The lowest tile stays in hand.
        let mut rest = *counts;
        rest.faces[lowest] -= 1;
        best = best.max(self.best(&rest, pending));
        for step in steps(counts, lowest, self) {
            let (after, still_pending) = self.apply(counts, &step.meld, pending);
            if let Some(value) = self.best(&after, still_pending) {
                best = best.max(Some(value + step.gain));
            }
        }
        self.memo.insert(key, best);
        best
    }

    fn apply(&self, counts: &Counts, meld: &PlannedMeld, pending: bool) -> (Counts, bool) {
        let mut after = *counts;
        let mut satisfied = !pending;
        for (face, &wild) in meld.faces.iter().zip(&meld.wild) {
            if wild {
                after.okeys -= 1;
                satisfied |= self.forced_okey;
            } else {
                after.faces[face.index()] -= 1;
                satisfied |= self.forced == Some(face.index());
            }
        }
        (after, !satisfied)
    }

    /// Walks the memo back down to the melds of the best solution.
    fn reconstruct(&mut self, counts: &Counts, pending: bool) -> Vec<PlannedMeld> {
        let mut counts = *counts;
        let mut pending = pending;
        let mut melds = Vec::new();
        while let Some(target) = self.best(&counts, pending) {
            let Some(lowest) = counts.faces.iter().position(|&c| c > 0) else { break };
            let mut rest = counts;
            rest.faces[lowest] -= 1;
            if self.best(&rest, pending) == Some(target) {
                counts = rest;
                continue;
            }
            let chosen = steps(&counts, lowest, self).into_iter().find_map(|step| {
                let (after, still) = self.apply(&counts, &step.meld, pending);
                (self.best(&after, still).map(|v| v + step.gain) == Some(target)).then_some((step.meld, after, still))
            });
            match chosen {
                Some((meld, after, still)) => {
                    melds.push(meld);
                    counts = after;
                    pending = still;
                }
                None => break,
            }
        }
        melds
    }
}

/// Every meld whose lowest plain tile is face `lowest`, that `counts` can pay for.
fn steps(counts: &Counts, lowest: usize, search: &Search) -> Vec<Step> {
    let mut out = Vec::new();
    let Some(face) = Face::from_index(lowest) else { return out };
    let number = face.number();
    // Sets: the lowest tile plus other colours of its number (all higher in index) and okeys.
    let others: Vec<Face> =
        (lowest + 1..(usize::from(number)) * 4).filter(|&i| counts.faces[i] > 0).filter_map(Face::from_index).collect();
    for mask in 0u32..(1 << others.len()) {
        let chosen: Vec<Face> =
            others.iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1).map(|(_, f)| *f).collect();
        for okeys in 0..=counts.okeys {
            let size = 1 + chosen.len() + usize::from(okeys);
            if !(3..=4).contains(&size) {
                continue;
            }
            let mut faces = vec![face];
            faces.extend(&chosen);
            let mut wild = vec![false; faces.len()];
            let missing: Vec<crate::tile::Color> =
                crate::tile::Color::ALL.into_iter().filter(|c| faces.iter().all(|f| f.color() != *c)).collect();
            for color in missing.into_iter().take(usize::from(okeys)) {
                faces.push(Face::new(color, number).unwrap_or(face));
                wild.push(true);
            }
            let gain =
                u32::from(number) * (size - usize::from(okeys)) as u32 + search.okey_gain(face) * u32::from(okeys);
            out.push(Step { meld: PlannedMeld { kind: MeldKind::Set, faces, wild }, gain });
        }
    }
    // Runs: `below` okeys under the lowest tile, then upwards with plain tiles or okeys.
    for below in 0..=counts.okeys.min(number - 1) {
        let mut faces = Vec::new();
        let mut wild = Vec::new();
        for n in number - below..number {
            faces.push(Face::new(face.color(), n).unwrap_or(face));
            wild.push(true);
        }
        faces.push(face);
        wild.push(false);
        extend_run(counts, search, faces, wild, counts.okeys - below, lowest, &mut out);
    }
    out
}

/// Records the run so far (if long enough) and every way to lengthen it upwards.
fn extend_run(
    counts: &Counts,
    search: &Search,
    faces: Vec<Face>,
    wild: Vec<bool>,
    okeys_left: u8,
    lowest: usize,
    out: &mut Vec<Step>,
) {
    if faces.len() >= 3 {
        let gain =
            faces.iter().zip(&wild).map(|(f, &w)| if w { search.okey_gain(*f) } else { u32::from(f.number()) }).sum();
        out.push(Step { meld: PlannedMeld { kind: MeldKind::Run, faces: faces.clone(), wild: wild.clone() }, gain });
    }
    let Some(last) = faces.last().copied() else { return };
    let Some(next) = Face::new(last.color(), last.number() + 1) else { return };
    let plain_here = counts.faces[next.index()] > 0 && next.index() != lowest;
    if plain_here {
        let (mut f, mut w) = (faces.clone(), wild.clone());
        f.push(next);
        w.push(false);
        extend_run(counts, search, f, w, okeys_left, lowest, out);
    }
    if okeys_left > 0 {
        let (mut f, mut w) = (faces, wild);
        f.push(next);
        w.push(true);
        extend_run(counts, search, f, w, okeys_left - 1, lowest, out);
    }
}

/// Turns planned melds back into real tiles taken from `tiles`.
fn realise(plans: Vec<PlannedMeld>, tiles: &[TileId], rules: MeldRules) -> Arrangement {
    let mut pool: Vec<TileId> = tiles.to_vec();
    let mut take = |want: Option<Face>| -> Option<TileId> {
        let i = pool.iter().position(|&t| match (rules.okey.plays(t), want) {
            (Plays::Wild, None) => true,
            (Plays::As(f), Some(w)) => f == w,
            _ => false,
        })?;
        Some(pool.remove(i))
    };
    let mut melds = Vec::new();
    for plan in plans {
        let chosen: Option<Vec<TileId>> =
            plan.faces.iter().zip(&plan.wild).map(|(f, &w)| take(if w { None } else { Some(*f) })).collect();
        if let Some(meld) = chosen.and_then(|tiles| Meld::new(plan.kind, tiles, rules).ok()) {
            melds.push(meld);
        }
    }
    Arrangement { melds, leftover: pool }
}

fn solve(tiles: &[TileId], rules: MeldRules, objective: Objective, forced: Option<TileId>) -> Option<Arrangement> {
    let counts = Counts::of(tiles, rules.okey);
    let (forced_face, forced_okey) = match forced.map(|t| rules.okey.plays(t)) {
        Some(Plays::As(face)) => (Some(face.index()), false),
        Some(Plays::Wild) => (None, true),
        None => (None, false),
    };
    let mut search = Search { objective, memo: HashMap::default(), forced: forced_face, forced_okey };
    let pending = forced.is_some();
    search.best(&counts, pending)?;
    let plans = search.reconstruct(&counts, pending);
    Some(realise(plans, tiles, rules))
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

/// The arrangement that leaves the least penalty in hand (an okey left counts 101).
pub fn least_penalty(tiles: &[TileId], rules: MeldRules) -> Arrangement {
    solve(tiles, rules, Objective::PenaltyRemoved, None)
        .unwrap_or_else(|| Arrangement { melds: vec![], leftover: tiles.to_vec() })
}

/// The most pairs in `tiles` (an okey pairs with anything), with `forced` in one of them if given.
pub fn best_pairs(tiles: &[TileId], rules: MeldRules, forced: Option<TileId>) -> Option<Arrangement> {
    let mut pool = tiles.to_vec();
    let mut pairs: Vec<Meld> = Vec::new();
    // Forced tile first, so it is surely paired.
    let mut order: Vec<TileId> = Vec::with_capacity(pool.len());
    order.extend(forced);
    order.extend(pool.iter().copied().filter(|t| Some(*t) != forced && !rules.okey.is_wild(*t)));
    // Plain tiles pair with an identical plain tile first, then with an okey.
    for wild_round in [false, true] {
        for &tile in &order {
            let Some(i) = pool.iter().position(|&t| t == tile) else { continue };
            let partner = pool.iter().enumerate().position(|(j, &other)| {
                j != i
                    && (rules.okey.is_wild(other) == wild_round)
                    && Meld::new(MeldKind::Pair, vec![tile, other], rules).is_ok()
            });
            if let Some(j) = partner {
                let other = pool[j];
                pool.retain(|&t| t != tile && t != other);
                if let Ok(meld) = Meld::new(MeldKind::Pair, vec![tile, other], rules) {
                    pairs.push(meld);
                }
            }
        }
    }
    // Two okeys left over pair with each other.
    let wilds: Vec<TileId> = pool.iter().copied().filter(|&t| rules.okey.is_wild(t)).collect();
    if let [a, b, ..] = wilds[..]
        && let Ok(meld) = Meld::new(MeldKind::Pair, vec![a, b], rules)
    {
        pool.retain(|&t| t != a && t != b);
        pairs.push(meld);
    }
    if forced.is_some_and(|f| pool.contains(&f)) {
        return None;
    }
    Some(Arrangement { melds: pairs, leftover: pool })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tiles;
    use crate::tile::Color;

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
