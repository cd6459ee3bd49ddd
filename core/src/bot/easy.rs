//! The Easy bot: greedy with the exact solver. It finishes when it can, opens as soon as an
//! opening exists, lays what it can, and discards the most costly tile nobody can use.

use super::Bot;
use crate::action::{Action, MeldSpec, OpenedWith};
use crate::game::Phase;
use crate::meld::{MeldKind, MeldRules};
use crate::solver::{self, Standing};
use crate::tile::TileId;
use crate::view::SeatView;

#[derive(Clone, Copy, Debug, Default)]
pub struct Easy;

impl Bot for Easy {
    fn decide(&mut self, view: &SeatView) -> Action {
        if view.rules.is_duz() {
            return super::classic::decide(view, super::classic::EASY, &mut super::position_rng(0, view));
        }
        match view.phase {
            Phase::DealOver | Phase::GameOver => Action::NextDeal,
            Phase::Draw if wants_discard(view) => Action::TakeDiscard,
            Phase::Draw => Action::Draw,
            Phase::Play => play(view, choose_discard),
        }
    }
}

/// How the seat stands for laying: opened before, opened by what it laid this turn, or not.
pub(super) fn standing(view: &SeatView) -> Standing {
    let laid = view.opening_this_turn.filter(|o| o.met).map(|o| o.with);
    match view.opened.or(laid) {
        Some(OpenedWith::SetsAndRuns) => Standing::OpenedSets,
        Some(OpenedWith::Pairs) => Standing::OpenedPairs,
        None => Standing::Unopened {
            sets_threshold: view.opening_threshold,
            pairs_threshold: view.pairs_threshold,
            lay_off_after_opening: !view.rules.wait_turn_after_opening,
            whole_hand_exempt: view.rules.full_hand_below_threshold,
        },
    }
}

pub(super) fn fits_table(view: &SeatView, tile: TileId) -> bool {
    solver::fits_table(&view.table, tile, view.meld_rules)
}

/// Takes the discard only when it surely has a use this turn that leaves a tile to discard.
pub(super) fn wants_discard(view: &SeatView) -> bool {
    let thresholds = (view.opening_threshold, view.pairs_threshold);
    view.takeable.is_some_and(|tile| {
        solver::can_use_taken(&view.rack, tile, &view.table, view.opened, thresholds, view.meld_rules)
    })
}

fn lay(melds: &[crate::meld::Meld]) -> Action {
    Action::Lay { melds: melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect() }
}

/// The play phase: finish if possible, else open or lay what can be laid, else return a taken
/// discard that found no use, else discard the tile `discard` picks.
pub(super) fn play(view: &SeatView, discard: impl Fn(&SeatView) -> Option<TileId>) -> Action {
    let rules = view.meld_rules;
    let standing = standing(view);
    // A taken discard may not be the discard, and before opening it must be in the opening melds.
    let uses_taken = |plan: &solver::FinishPlan| {
        view.must_use.is_none_or(|taken| {
            plan.discard != taken && (view.opened.is_some() || plan.melds.iter().any(|m| m.tiles().contains(&taken)))
        })
    };
    if let Some(plan) = solver::finish(&view.rack, &view.table, standing, rules).filter(uses_taken) {
        return match (plan.melds.is_empty(), plan.lay_offs.first()) {
            (false, _) => lay(&plan.melds),
            (true, Some(&(tile, meld, side))) => Action::LayOff { tile, meld, side: Some(side) },
            (true, None) => Action::Discard { tile: plan.discard },
        };
    }
    if let Some(action) = lay_or_lay_off(view, standing, rules) {
        return action;
    }
    if view.must_use.is_some() && view.rules.return_taken_discard && view.laid_this_turn.is_empty() {
        return Action::ReturnTaken;
    }
    discard(view).map_or(Action::Draw, |tile| Action::Discard { tile })
}

pub(super) fn lay_or_lay_off(view: &SeatView, standing: Standing, rules: MeldRules) -> Option<Action> {
    let rack = &view.rack;
    match standing {
        Standing::Unopened { sets_threshold, pairs_threshold, .. } if view.opening_this_turn.is_none() => {
            solver::sets_opening(rack, rules, view.must_use, sets_threshold)
                .or_else(|| solver::pairs_opening(rack, rules, view.must_use, pairs_threshold))
                .map(|a| lay(&a.melds))
        }
        Standing::Unopened { .. } => None,
        Standing::OpenedSets | Standing::OpenedPairs => {
            let found = if standing == Standing::OpenedSets {
                solver::best_melds_keeping_a_discard(rack, rules, view.must_use)
            } else {
                solver::best_pairs_keeping_a_discard(rack, rules, view.must_use)
            };
            let found = found.filter(|a| !a.melds.is_empty());
            if let Some(found) = found {
                return Some(lay(&found.melds));
            }
            // Lay off plain tiles (okeys are kept for melds and finishing), the taken tile
            // first, keeping one back.
            let plain = rack.iter().copied().filter(|&t| !rules.okey.is_wild(t) && Some(t) != view.must_use);
            let order: Vec<TileId> = view.must_use.into_iter().chain(plain).collect();
            (rack.len() > 1)
                .then(|| {
                    order.iter().find_map(|&tile| {
                        view.table.iter().filter(|m| m.meld.kind() != MeldKind::Pair).find_map(|m| {
                            m.meld.fits(tile, rules).map(|side| Action::LayOff { tile, meld: m.id, side: Some(side) })
                        })
                    })
                })
                .flatten()
        }
    }
}

/// The most costly tile that no meld wants and costs no penalty; failing that, the cheapest.
pub(super) fn choose_discard(view: &SeatView) -> Option<TileId> {
    let rules = view.meld_rules;
    let keep = solver::least_penalty(&view.rack, rules);
    let candidates = if keep.leftover.is_empty() { view.rack.clone() } else { keep.leftover };
    let free = |t: &&TileId| !rules.okey.is_wild(**t) && !fits_table(view, **t) && Some(**t) != view.must_use;
    candidates
        .iter()
        .filter(free)
        .max_by_key(|&&t| (rules.okey.face_value(t), t))
        .or_else(|| view.rack.iter().filter(free).max_by_key(|&&t| (rules.okey.face_value(t), t)))
        .or_else(|| view.rack.iter().min_by_key(|&&t| (rules.okey.is_wild(t), rules.okey.face_value(t))))
        .copied()
}
