//! Whether a hand can finish this turn, and how: new melds plus lay-offs onto the table, with
//! one tile left to discard.
//!
//! Necessary conditions reject most hands first (`families_left_open`: what cannot meld must be
//! able to go onto the table, an opening must come from the hand). Then each open end takes
//! a chain of hand tiles or none (every combination), loose okeys go anywhere with room, and
//! what is left must meld whole but for one tile, the discard: one exact meld search per
//! combination, never a search per discard or per subset of tiles.

use super::{Arrangement, Objective, best_pairs, best_value, melded_or_laid_off, pair_count, solve};
use crate::meld::{Meld, MeldKind, MeldRules, Side};
use crate::table_meld::{MeldId, TableMeld};
use crate::tile::{Color, Plays, TileId};
use rustc_hash::FxHashSet;

/// Where the player stands, as finishing needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Opened with sets and runs: new sets and runs, lay-offs.
    OpenedSets,
    /// Opened with pairs: new pairs, lay-offs onto sets and runs.
    OpenedPairs,
    /// Not opened: the finish must also be an opening.
    Unopened {
        sets_threshold: u32,
        pairs_threshold: u8,
        /// Lay-offs may follow the opening in the same turn.
        lay_off_after_opening: bool,
        /// Melding the whole hand at once opens below the threshold.
        whole_hand_exempt: bool,
    },
}

/// How to finish: lay these melds, then these lay-offs in order, then discard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishPlan {
    pub melds: Vec<Meld>,
    pub lay_offs: Vec<(TileId, MeldId, Side)>,
    pub discard: TileId,
}

/// A way to finish this turn with `hand` (the tiles held after drawing), if there is one.
pub fn finish(hand: &[TileId], table: &[TableMeld], standing: Standing, rules: MeldRules) -> Option<FinishPlan> {
    let extendable: Vec<&TableMeld> = table.iter().filter(|m| m.meld.kind() != MeldKind::Pair).collect();
    let lay_offs_allowed = !matches!(standing, Standing::Unopened { lay_off_after_opening: false, .. });
    // Quick rejections first, for each number of the hand's okeys the finish could lay off
    // (loose, or bridging a chain): the rest of the hand must then meld but for the discard.
    let okeys: Vec<TileId> = hand.iter().copied().filter(|&t| rules.okey.is_wild(t)).collect();
    let (mut sets_possible, mut pairs_possible) = (false, false);
    for laid_off in 0..=if lay_offs_allowed { okeys.len() } else { 0 } {
        let rest: Vec<TileId> = hand.iter().copied().filter(|t| !okeys[..laid_off].contains(t)).collect();
        let reachable =
            if lay_offs_allowed { lay_off_candidates(&rest, &extendable, laid_off as u8, rules) } else { Vec::new() };
        let (sets, pairs) = families_left_open(&rest, &reachable, laid_off, standing, rules);
        (sets_possible, pairs_possible) = (sets_possible || sets, pairs_possible || pairs);
    }
    if !sets_possible && !pairs_possible {
        return None;
    }
    let mut search = Finisher {
        rules,
        standing,
        sets_possible,
        pairs_possible,
        melds: extendable.iter().map(|m| (m.id, m.meld.clone())).collect(),
        leaves: 0,
        nodes: 0,
        failed: FxHashSet::default(),
    };
    let ends: Vec<(usize, Side)> = if lay_offs_allowed {
        (0..search.melds.len())
            .flat_map(|i| {
                let sides: &[Side] =
                    if search.melds[i].1.kind() == MeldKind::Run { &[Side::High, Side::Low] } else { &[Side::High] };
                sides.iter().map(move |&side| (i, side))
            })
            // An end no tile of the hand fits now never takes a chain (the hand only shrinks).
            .filter(|&(i, side)| hand.iter().any(|&t| search.melds[i].1.fits_at(t, side, rules)))
            .collect()
    } else {
        Vec::new()
    };
    search.ends(&ends, hand.to_vec(), &mut Vec::new())
}

/// Whether a finish with sets and runs, and one with pairs, survive necessary conditions cheap
/// next to the chain search, for `rest`: the hand less `laid_off` okeys that go onto the table,
/// `reachable` its plain tiles that could be laid off. Every tile of `rest` but the discard
/// must join a meld of the family or be laid off.
fn families_left_open(
    rest: &[TileId],
    reachable: &[TileId],
    laid_off: usize,
    standing: Standing,
    rules: MeldRules,
) -> (bool, bool) {
    let stuck_at_most_one = |unusable: Vec<TileId>| unusable.iter().filter(|t| !reachable.contains(t)).count() <= 1;
    let by_sets = || stuck_at_most_one(super::search::unmeldable(rest, rules));
    // Pairs: singles nobody can lay off need an okey each; one may be the discard.
    let by_pairs = || {
        let okeys = rest.iter().filter(|&&t| rules.okey.is_wild(t)).count();
        // Prints held once and twice, as bitmasks (the two copies of a print are ids 2k, 2k+1).
        let print_bit = |t: TileId| 1u64 << (t.index() / 2);
        let (mut once, mut twice) = (0u64, 0u64);
        for &tile in rest {
            if once & print_bit(tile) == 0 { once |= print_bit(tile) } else { twice |= print_bit(tile) }
        }
        let unreachable_singles = rest
            .iter()
            .filter(|&&t| !rules.okey.is_wild(t) && !reachable.contains(&t))
            .filter(|&&t| twice & print_bit(t) == 0)
            .count();
        unreachable_singles <= okeys + 1
    };
    let (sets, pairs) = match standing {
        Standing::OpenedSets => (by_sets(), false),
        Standing::OpenedPairs => (false, by_pairs()),
        // An opening is laid from the hand, so the hand alone must reach the threshold.
        Standing::Unopened { pairs_threshold, .. } => {
            (by_sets(), by_pairs() && pair_count(rest, rules) >= usize::from(pairs_threshold))
        }
    };
    // A second necessary condition, one solve: the melded tiles are a subset of the hand, so
    // the tiles that even the hand's best cover leaves out (less the discard) must all be laid
    // off. This rejects almost every mid-deal hand before any lay-off subset is tried.
    let sets = sets && {
        let covered = solve(rest, rules, Objective::CoverThenValue, None)
            .map_or(0, |a| a.melds.iter().map(Meld::len).sum::<usize>());
        let room = rest.len().saturating_sub(1 + covered) <= reachable.len()
            // Sharper, one more solve: a tile left out must be one that could be laid off.
            && melded_or_laid_off(rest, rules, reachable) + 1 >= rest.len();
        room && match standing {
            // Unopened, the melds must reach the threshold, unless the whole hand but the
            // discard goes down at once (nothing laid off) where that is allowed.
            Standing::Unopened { sets_threshold, whole_hand_exempt, .. } => {
                (whole_hand_exempt && laid_off == 0 && covered + 1 >= rest.len())
                    || best_value(rest, rules) >= sets_threshold
            }
            Standing::OpenedSets | Standing::OpenedPairs => true,
        }
    };
    (sets, pairs)
}

/// The plain faces of `tiles` as two bitmasks (held once, held twice), okeys aside.
fn faces_key(tiles: &[TileId], rules: MeldRules) -> [u64; 2] {
    let mut key = [0u64; 2];
    for &tile in tiles {
        if let crate::tile::Plays::As(face) = rules.okey.plays(tile) {
            let bit = 1u64 << face.index();
            if key[0] & bit == 0 { key[0] |= bit } else { key[1] |= bit }
        }
    }
    key
}

/// Most combinations of lay-off chains tried, and nodes visited, before giving up: only crowded
/// tables come near, and the bound keeps a bot's worst decision short.
const MAX_LEAVES: usize = 256;
const MAX_NODES: usize = 2048;

/// A node of the finishing search: ends left, the hand's faces and okeys, the next end's meld
/// (length, lowest and highest face).
type NodeKey = (usize, [u64; 2], u8, (usize, u8, u8));

/// The finishing search: for each table end in turn, every chain of hand tiles it can take
/// (none, one, or several in a row, okeys filling gaps); then loose okeys laid off anywhere;
/// then the tiles left must be melded whole but one, the discard.
struct Finisher {
    rules: MeldRules,
    standing: Standing,
    sets_possible: bool,
    pairs_possible: bool,
    melds: Vec<(MeldId, Meld)>,
    leaves: usize,
    nodes: usize,
    /// Nodes known to fail: (end index, the hand's faces, the state of that end's meld). Copies
    /// of a face are interchangeable here, and an end depends on earlier choices only through
    /// its own meld, so this is exact.
    failed: FxHashSet<NodeKey>,
}

impl Finisher {
    fn ends(
        &mut self,
        ends: &[(usize, Side)],
        hand: Vec<TileId>,
        lay_offs: &mut Vec<(TileId, MeldId, Side)>,
    ) -> Option<FinishPlan> {
        self.nodes += 1;
        if self.leaves > MAX_LEAVES || self.nodes > MAX_NODES {
            return None;
        }
        let meld_state = ends.first().map_or((0, 0, 0), |&(meld, _)| {
            let m = &self.melds[meld].1;
            let face = |f: Option<&crate::tile::Face>| f.map_or(0, |f| f.index() as u8);
            (m.len(), face(m.faces().first()), face(m.faces().last()))
        });
        let key = (
            ends.len(),
            faces_key(&hand, self.rules),
            hand.iter().filter(|&&t| self.rules.okey.is_wild(t)).count() as u8,
            meld_state,
        );
        if self.failed.contains(&key) {
            return None;
        }
        let found = if self.may_finish(ends, &hand) { self.ends_uncached(ends, hand, lay_offs) } else { None };
        if found.is_none() {
            self.failed.insert(key);
        }
        found
    }

    /// A necessary condition, cheap next to a meld search: at most one tile (the discard) can
    /// neither join a meld of the hand nor go onto one of the ends still to choose for.
    fn may_finish(&self, ends: &[(usize, Side)], hand: &[TileId]) -> bool {
        if self.pairs_possible {
            return true;
        }
        let stuck = super::search::unmeldable(hand, self.rules);
        if stuck.len() <= 1 {
            return true;
        }
        let mut reachable: Vec<TileId> = Vec::new();
        for &(meld, side) in ends {
            let mut current = self.melds[meld].1.clone();
            if current.kind() == MeldKind::Set {
                // Any colour the set lacks may be the one laid off.
                reachable.extend(hand.iter().copied().filter(|&t| current.fits_at(t, side, self.rules)));
                continue;
            }
            let mut pool = hand.to_vec();
            loop {
                // A plain tile that fits, else an okey (which may lead on to a plain tile).
                let next = pool
                    .iter()
                    .position(|&t| !self.rules.okey.is_wild(t) && current.fits_at(t, side, self.rules))
                    .or_else(|| pool.iter().position(|&t| current.fits_at(t, side, self.rules)));
                let Some(i) = next else { break };
                let tile = pool.swap_remove(i);
                let Ok(longer) = current.extended(tile, side, self.rules) else { break };
                current = longer;
                reachable.push(tile);
            }
        }
        stuck.iter().filter(|t| !reachable.iter().any(|r| r.print() == t.print())).count() <= 1
    }

    fn ends_uncached(
        &mut self,
        ends: &[(usize, Side)],
        hand: Vec<TileId>,
        lay_offs: &mut Vec<(TileId, MeldId, Side)>,
    ) -> Option<FinishPlan> {
        let Some((&(meld, side), later)) = ends.split_first() else {
            self.leaves += 1;
            return self.leaf(hand, lay_offs);
        };
        // No chain at this end.
        if let Some(plan) = self.ends(later, hand.clone(), lay_offs) {
            return Some(plan);
        }
        // Chains: extend one tile at a time; a chain counts when it ends on a plain tile (an
        // okey at the end of a chain is a loose okey, tried once at the leaves).
        let original = self.melds[meld].1.clone();
        let mut stack: Vec<(Meld, Vec<TileId>, Vec<TileId>)> = vec![(original.clone(), hand, Vec::new())];
        while let Some((current, left, chain)) = stack.pop() {
            let mut tried_okey = false;
            let mut tried: Vec<crate::tile::Print> = Vec::new();
            for (i, &tile) in left.iter().enumerate() {
                let wild = self.rules.okey.is_wild(tile);
                if (wild && tried_okey) || (!wild && tried.contains(&tile.print())) {
                    continue;
                }
                if !current.fits_at(tile, side, self.rules) {
                    continue;
                }
                let Ok(longer) = current.extended(tile, side, self.rules) else { continue };
                if wild {
                    tried_okey = true;
                } else {
                    tried.push(tile.print());
                }
                let mut rest = left.clone();
                rest.remove(i);
                let mut longer_chain = chain.clone();
                longer_chain.push(tile);
                if !wild {
                    self.melds[meld].1 = longer.clone();
                    let before = lay_offs.len();
                    let id = self.melds[meld].0;
                    lay_offs.extend(longer_chain.iter().map(|&t| (t, id, side)));
                    let found = self.ends(later, rest.clone(), lay_offs);
                    lay_offs.truncate(before);
                    self.melds[meld].1 = original.clone();
                    if found.is_some() {
                        return found;
                    }
                }
                stack.push((longer, rest, longer_chain));
            }
        }
        None
    }

    /// All chains chosen: lay off loose okeys (none, one or two), then meld what is left but
    /// one tile.
    fn leaf(&mut self, hand: Vec<TileId>, lay_offs: &[(TileId, MeldId, Side)]) -> Option<FinishPlan> {
        let lay_offs_allowed = !matches!(self.standing, Standing::Unopened { lay_off_after_opening: false, .. });
        let okeys: Vec<TileId> = hand.iter().copied().filter(|&t| self.rules.okey.is_wild(t)).collect();
        let mut rest = hand;
        let mut placed = lay_offs.to_vec();
        let mut melds = self.melds.clone();
        for loose in 0..=okeys.len() {
            if loose > 0 {
                if !lay_offs_allowed {
                    break;
                }
                let okey = okeys[loose - 1];
                let spot = melds.iter().enumerate().find_map(|(i, (_, m))| m.fits(okey, self.rules).map(|s| (i, s)));
                let Some((i, side)) = spot else { break };
                let Ok(longer) = melds[i].1.extended(okey, side, self.rules) else { break };
                melds[i].1 = longer;
                placed.push((okey, melds[i].0, side));
                rest.retain(|&t| t != okey);
            }
            if let Some((melds, discard)) = self.meld_all_but_one(&rest, !placed.is_empty()) {
                return Some(FinishPlan { melds, lay_offs: placed, discard });
            }
        }
        None
    }

    /// Melds `tiles` whole but one tile, the discard (an okey if possible: it doubles the deal).
    fn meld_all_but_one(&self, tiles: &[TileId], laid_off: bool) -> Option<(Vec<Meld>, TileId)> {
        let rules = self.rules;
        match tiles {
            [] => return None,
            [only] => {
                // Only lay-offs: fine once opened; an opening needs melds.
                return (!matches!(self.standing, Standing::Unopened { .. })).then_some((Vec::new(), *only));
            }
            _ => {}
        }
        if let Some(okey) = tiles.iter().copied().find(|&t| rules.okey.is_wild(t)) {
            let mut rest = tiles.to_vec();
            rest.retain(|&t| t != okey);
            if let Some(melds) = self.meld_whole(&rest, laid_off) {
                return Some((melds, okey));
            }
        }
        if self.sets_possible
            && let Some(arrangement) = solve(tiles, rules, Objective::CoverThenValue, None)
        {
            match arrangement.leftover[..] {
                [discard] => {
                    if let Some(melds) = self.check_sets(arrangement, laid_off) {
                        return Some((melds, discard));
                    }
                }
                // Everything melds, but a finish keeps a discard: a run of four or more can
                // spare an end, a set of four a colour.
                [] => {
                    if let Some(found) = self.meld_all_but_a_plain_tile(tiles, laid_off) {
                        return Some(found);
                    }
                }
                _ => {}
            }
        }
        if self.pairs_possible
            && let Some(arrangement) = best_pairs(tiles, rules, None)
            && let [discard] = arrangement.leftover[..]
            && self.pairs_enough(arrangement.melds.len())
        {
            return Some((arrangement.melds, discard));
        }
        None
    }

    /// Melds all of `tiles` but one plain tile, trying each face once.
    fn meld_all_but_a_plain_tile(&self, tiles: &[TileId], laid_off: bool) -> Option<(Vec<Meld>, TileId)> {
        let mut tried: Vec<crate::tile::Print> = Vec::new();
        for (i, &discard) in tiles.iter().enumerate() {
            if self.rules.okey.is_wild(discard) || tried.contains(&discard.print()) {
                continue;
            }
            tried.push(discard.print());
            let mut rest = tiles.to_vec();
            rest.remove(i);
            let whole = solve(&rest, self.rules, Objective::CoverThenValue, None).filter(|a| a.leftover.is_empty());
            if let Some(melds) = whole.and_then(|a| self.check_sets(a, laid_off)) {
                return Some((melds, discard));
            }
        }
        None
    }

    fn meld_whole(&self, tiles: &[TileId], laid_off: bool) -> Option<Vec<Meld>> {
        let sets = || {
            let arrangement = solve(tiles, self.rules, Objective::CoverThenValue, None)?;
            arrangement.leftover.is_empty().then_some(arrangement)
        };
        let pairs = || best_pairs(tiles, self.rules, None).filter(|a| a.leftover.is_empty()).map(|a| a.melds);
        self.sets_possible
            .then(sets)
            .flatten()
            .and_then(|a| self.check_sets(a, laid_off))
            .or_else(|| self.pairs_possible.then(pairs).flatten().filter(|p| self.pairs_enough(p.len())))
    }

    /// The melds, if they may be laid as the standing allows (an opening must reach its threshold
    /// unless the whole hand goes down at once where that is allowed).
    fn check_sets(&self, arrangement: Arrangement, laid_off: bool) -> Option<Vec<Meld>> {
        match self.standing {
            Standing::OpenedSets => Some(arrangement.melds),
            Standing::OpenedPairs => None,
            Standing::Unopened { sets_threshold, whole_hand_exempt, .. } => {
                (arrangement.value() >= sets_threshold || (whole_hand_exempt && !laid_off)).then_some(arrangement.melds)
            }
        }
    }

    fn pairs_enough(&self, pairs: usize) -> bool {
        match self.standing {
            Standing::OpenedPairs => true,
            Standing::OpenedSets => false,
            Standing::Unopened { pairs_threshold, .. } => pairs >= usize::from(pairs_threshold),
        }
    }
}

/// Plain tiles of `hand` that could end up on a table meld: those at an open end or missing
/// colour, then those next to them (a chain laid off one by one, with up to `bridges` okeys
/// filling gaps). A superset: the quick rejections that use it must never reject a hand that
/// finishes.
fn lay_off_candidates(hand: &[TileId], table: &[&TableMeld], bridges: u8, rules: MeldRules) -> Vec<TileId> {
    // Runs as colour, lowest and highest number and the numbers taken (bit n), growing as
    // chains are laid off; a 1 above a 13 (12-13-1) counts as 14.
    let mut runs: Vec<(Color, u8, u8, u16)> = table
        .iter()
        .filter(|m| m.meld.kind() == MeldKind::Run)
        .filter_map(|m| {
            let (low, high) = (m.meld.faces().first()?, m.meld.faces().last()?);
            let top = if high.number() == 1 && m.meld.len() > 1 { 14 } else { high.number() };
            let taken = (low.number()..=top).fold(0u16, |bits, n| bits | 1 << n);
            Some((low.color(), low.number(), top, taken))
        })
        .collect();
    let top_number = if rules.one_after_thirteen { 14 } else { 13 };
    let mut candidates = Vec::new();
    let mut grew = true;
    while grew {
        grew = false;
        for &tile in hand {
            if candidates.contains(&tile) {
                continue;
            }
            let fits = match rules.okey.plays(tile) {
                Plays::Wild => false,
                Plays::As(face) => {
                    let readings: &[u8] = match face.number() {
                        1 if rules.one_after_thirteen => &[1, 14],
                        n => &[n],
                    };
                    // A free number within reach of the run's ends, okeys filling the gap.
                    let reach =
                        |low: u8, high: u8, n: u8| n + 1 + bridges >= low && n <= (high + 1 + bridges).min(top_number);
                    let on_a_run = runs.iter_mut().find_map(|(color, low, high, taken)| {
                        let n = *readings
                            .iter()
                            .find(|&&n| *color == face.color() && *taken & 1 << n == 0 && reach(*low, *high, n))?;
                        (*low, *high, *taken) = ((*low).min(n), (*high).max(n), *taken | 1 << n);
                        Some(())
                    });
                    // Else a set that lacks its colour (a set is not extended for the others).
                    on_a_run.is_some()
                        || table.iter().any(|m| m.meld.kind() == MeldKind::Set && m.meld.fits(tile, rules).is_some())
                }
            };
            if fits {
                candidates.push(tile);
                grew = true;
            }
        }
    }
    candidates
}
