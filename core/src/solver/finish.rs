//! Whether a hand can finish this turn, and how: new melds plus lay-offs onto the table, with
//! one tile left to discard.
//!
//! Every discard is tried (okeys first, since an okey finish doubles the deal), and with it every
//! set of tiles that could go onto the table (found by following each table meld's open ends
//! through the hand); what is left must be melded whole, which the meld search decides exactly.

use super::{Objective, best_pairs, solve};
use crate::game::{MeldId, TableMeld};
use crate::meld::{Meld, MeldKind, MeldRules, Side};
use crate::tile::TileId;
use std::collections::HashSet;

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

/// At most this many tiles are considered for lay-offs (2^n subsets are tried).
const MAX_LAY_OFF_CANDIDATES: usize = 10;

/// A way to finish this turn with `hand` (the tiles held after drawing), if there is one.
pub fn finish(hand: &[TileId], table: &[TableMeld], standing: Standing, rules: MeldRules) -> Option<FinishPlan> {
    let extendable: Vec<&TableMeld> = table.iter().filter(|m| m.meld.kind() != MeldKind::Pair).collect();
    let reachable = lay_off_candidates(hand, &extendable, rules);
    // A necessary condition, cheap to test: at most one tile (the discard) may be unable both to
    // join a meld of an allowed family and to go onto the table.
    let stuck = |unusable: Vec<TileId>| -> Option<Vec<TileId>> {
        let stuck: Vec<TileId> = unusable.into_iter().filter(|t| !reachable.contains(t)).collect();
        (stuck.len() <= 1).then_some(stuck)
    };
    let by_sets = || stuck(super::search::unmeldable(hand, rules));
    // Pairs: singles nobody can lay off need an okey each; one may be the discard.
    let by_pairs = || {
        let okeys = hand.iter().filter(|&&t| rules.okey.is_wild(t)).count();
        let unreachable_singles = hand
            .iter()
            .filter(|&&t| !rules.okey.is_wild(t) && !reachable.contains(&t))
            .filter(|&&t| hand.iter().filter(|&&o| o.print() == t.print()).count() % 2 == 1)
            .count();
        (unreachable_singles <= okeys + 1).then(Vec::new)
    };
    let (sets, pairs) = match standing {
        Standing::OpenedSets => (by_sets(), None),
        Standing::OpenedPairs => (None, by_pairs()),
        Standing::Unopened { .. } => (by_sets(), by_pairs()),
    };
    // The stuck tile, if any, must be the discard.
    let discards: Vec<TileId> = match (&sets, &pairs) {
        (None, None) => return None,
        (Some(s), None) | (None, Some(s)) if s.len() == 1 => s.clone(),
        (Some(a), Some(b)) if a.len() == 1 && b.len() == 1 && a == b => a.clone(),
        _ => {
            let mut all = hand.to_vec();
            all.sort_by_key(|&t| (!rules.okey.is_wild(t), std::cmp::Reverse(rules.okey.face_value(t)), t));
            all.dedup_by_key(|t| if rules.okey.is_wild(*t) { None } else { Some(t.print()) });
            all
        }
    };
    for discard in discards {
        let mut rest = hand.to_vec();
        rest.remove(rest.iter().position(|&t| t == discard)?);
        let candidates: Vec<TileId> = reachable.iter().copied().filter(|t| rest.contains(t)).collect();
        for subset in 0u32..(1 << candidates.len()) {
            let chosen: Vec<TileId> =
                (0..candidates.len()).filter(|i| subset >> i & 1 == 1).map(|i| candidates[i]).collect();
            if !chosen.is_empty() && matches!(standing, Standing::Unopened { lay_off_after_opening: false, .. }) {
                continue;
            }
            let melded: Vec<TileId> = rest.iter().copied().filter(|t| !chosen.contains(t)).collect();
            // Tiles no meld can use must be among those laid off.
            if sets.is_some() && pairs.is_none() && !super::search::unmeldable(&melded, rules).is_empty() {
                continue;
            }
            let Some(lay_offs) = attach(&chosen, &extendable, rules) else { continue };
            if let Some(melds) = meld_whole(&melded, standing, !chosen.is_empty(), rules) {
                return Some(FinishPlan { melds, lay_offs, discard });
            }
        }
    }
    None
}

/// Melds `tiles` whole as the standing allows, or `None`.
fn meld_whole(tiles: &[TileId], standing: Standing, laid_off: bool, rules: MeldRules) -> Option<Vec<Meld>> {
    if tiles.is_empty() {
        // Only lay-offs: fine once opened; an opening needs melds.
        return (!matches!(standing, Standing::Unopened { .. })).then(Vec::new);
    }
    let pairs = || best_pairs(tiles, rules, None).filter(|a| a.leftover.is_empty()).map(|a| a.melds);
    let sets = || {
        let arrangement = solve(tiles, rules, Objective::CoverThenValue, None)?;
        arrangement.leftover.is_empty().then_some(arrangement)
    };
    match standing {
        Standing::OpenedSets => sets().map(|a| a.melds),
        Standing::OpenedPairs => pairs(),
        Standing::Unopened { sets_threshold, pairs_threshold, whole_hand_exempt, .. } => {
            let by_sets = sets().filter(|a| a.value() >= sets_threshold || (whole_hand_exempt && !laid_off));
            by_sets.map(|a| a.melds).or_else(|| pairs().filter(|p| p.len() >= usize::from(pairs_threshold)))
        }
    }
}

/// Tiles of `hand` that could end up on a table meld: those at an open end or missing colour,
/// then those next to them (a chain laid off one by one), and okeys when any meld has room.
fn lay_off_candidates(hand: &[TileId], table: &[&TableMeld], rules: MeldRules) -> Vec<TileId> {
    let mut melds: Vec<Meld> = table.iter().map(|m| m.meld.clone()).collect();
    let mut candidates = Vec::new();
    let mut grew = true;
    while grew && candidates.len() < MAX_LAY_OFF_CANDIDATES {
        grew = false;
        for &tile in hand {
            if candidates.contains(&tile) {
                continue;
            }
            let fit = melds.iter().enumerate().find_map(|(i, m)| m.fits(tile, rules).map(|side| (i, side)));
            if let Some((i, side)) = fit {
                // Okeys fit anywhere; they do not extend the chain for others.
                if !rules.okey.is_wild(tile)
                    && let Ok(longer) = melds[i].extended(tile, side, rules)
                {
                    melds[i] = longer;
                }
                candidates.push(tile);
                grew = true;
                if candidates.len() == MAX_LAY_OFF_CANDIDATES {
                    break;
                }
            }
        }
    }
    candidates
}

/// An order and place for laying off every tile of `tiles`, or `None`. Backtracking over which
/// tile goes where next (chains need order), remembering states known to fail.
fn attach(tiles: &[TileId], table: &[&TableMeld], rules: MeldRules) -> Option<Vec<(TileId, MeldId, Side)>> {
    type State = (Vec<TileId>, Vec<Vec<TileId>>);
    fn go(
        left: &mut Vec<TileId>,
        melds: &mut Vec<(MeldId, Meld)>,
        rules: MeldRules,
        plan: &mut Vec<(TileId, MeldId, Side)>,
        failed: &mut HashSet<State>,
    ) -> bool {
        if left.is_empty() {
            return true;
        }
        let state: State = (left.clone(), melds.iter().map(|(_, m)| m.tiles().to_vec()).collect());
        if failed.contains(&state) {
            return false;
        }
        for i in 0..left.len() {
            let tile = left[i];
            for j in 0..melds.len() {
                for side in [Side::High, Side::Low] {
                    if !melds[j].1.fits_at(tile, side, rules) {
                        continue;
                    }
                    let Ok(longer) = melds[j].1.extended(tile, side, rules) else { continue };
                    let before = std::mem::replace(&mut melds[j].1, longer);
                    left.remove(i);
                    plan.push((tile, melds[j].0, side));
                    if go(left, melds, rules, plan, failed) {
                        return true;
                    }
                    plan.pop();
                    left.insert(i, tile);
                    melds[j].1 = before;
                }
            }
        }
        failed.insert(state);
        false
    }
    let mut melds: Vec<(MeldId, Meld)> = table.iter().map(|m| (m.id, m.meld.clone())).collect();
    let mut plan = Vec::new();
    let mut failed = HashSet::new();
    go(&mut tiles.to_vec(), &mut melds, rules, &mut plan, &mut failed).then_some(plan)
}
