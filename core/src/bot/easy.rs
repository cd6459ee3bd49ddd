//! The Easy bot: greedy with the exact solver. It finishes when it can, opens as soon as an
//! opening exists, lays what it can, and discards the most costly tile nobody can use.

use super::Bot;
use crate::action::{Action, MeldSpec};
use crate::meld::{MeldKind, MeldRules};
use crate::seat::Phase;
use crate::solver::{self, Standing};
use crate::table_meld::OpenedWith;
use crate::tile::TileId;
use crate::view::{OpeningThisTurn, SeatView};

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
pub(crate) fn standing(view: &SeatView) -> Standing {
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

/// Takes the discard only when it surely has a use this turn that leaves a tile to discard (the
/// engine's own test), and the engine lets it be taken now.
pub(super) fn wants_discard(view: &SeatView) -> bool {
    let thresholds = (view.opening_threshold, view.pairs_threshold);
    view.takeable.is_some_and(|tile| {
        solver::can_use_taken(&view.rack, tile, &view.table, view.opened, thresholds, view.meld_rules)
    }) && view.accepts(&Action::TakeDiscard)
}

fn lay(melds: &[crate::meld::Meld]) -> Action {
    Action::Lay { melds: melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect() }
}

/// A finishing plan as the actions that play it, in order.
pub(crate) fn plan_actions(plan: &solver::FinishPlan) -> Vec<Action> {
    let lay_offs = plan.lay_offs.iter().map(|&(tile, meld, side)| Action::LayOff { tile, meld, side: Some(side) });
    let melds = (!plan.melds.is_empty()).then(|| lay(&plan.melds));
    melds.into_iter().chain(lay_offs).chain([Action::Discard { tile: plan.discard }]).collect()
}

/// The play phase: finish if possible, else open (or complete an opening laid in part) or lay
/// what can be laid, else return a taken discard that found no use, else discard the tile
/// `discard` picks. Every choice is one the engine accepts: a finishing plan is checked whole
/// (lay-off caps, waiting a turn after opening), and when nothing planned is legal the bot
/// takes the cheapest legal action.
pub(super) fn play(view: &SeatView, discard: impl Fn(&SeatView) -> Option<TileId>) -> Action {
    let rules = view.meld_rules;
    let standing = standing(view);
    if let Some(plan) = solver::finish(&view.rack, &view.table, standing, rules) {
        let actions = plan_actions(&plan);
        if let (Some(first), Ok(_)) = (actions.first(), view.check(&actions)) {
            return first.clone();
        }
    }
    if let Some(action) = lay_or_lay_off(view, standing, rules) {
        return action;
    }
    if view.must_use.is_some()
        && view.rules.return_taken_discard
        && view.laid_this_turn.is_empty()
        && view.accepts(&Action::ReturnTaken)
    {
        return Action::ReturnTaken;
    }
    let chosen = discard(view).map(|tile| Action::Discard { tile });
    chosen.filter(|action| view.accepts(action)).or_else(|| super::legal::cheapest_legal(view)).unwrap_or(Action::Draw)
}

/// New melds or a lay-off the engine accepts now, if the bot wants one. While a taken discard
/// is still in the rack, only moves that use it: it must be on the table before the turn ends.
pub(super) fn lay_or_lay_off(view: &SeatView, standing: Standing, rules: MeldRules) -> Option<Action> {
    let rack = &view.rack;
    let accepted = |action: Action| view.accepts(&action).then_some(action);
    match standing {
        Standing::Unopened { sets_threshold, pairs_threshold, .. } => match view.opening_this_turn {
            None => solver::sets_opening(rack, rules, view.must_use, sets_threshold)
                .and_then(|a| accepted(lay(&a.melds)))
                .or_else(|| {
                    solver::pairs_opening(rack, rules, view.must_use, pairs_threshold)
                        .and_then(|a| accepted(lay(&a.melds)))
                }),
            Some(so_far) => complete_opening(view, so_far).and_then(accepted),
        },
        Standing::OpenedSets | Standing::OpenedPairs => {
            let found = if standing == Standing::OpenedSets {
                solver::best_melds_keeping_a_discard(rack, rules, view.must_use)
            } else {
                solver::best_pairs_keeping_a_discard(rack, rules, view.must_use)
            };
            let found = found.filter(|a| !a.melds.is_empty());
            if let Some(action) = found.and_then(|a| accepted(lay(&a.melds))) {
                return Some(action);
            }
            // Lay off plain tiles (okeys are kept for melds and finishing), the taken tile
            // alone while it is unused, keeping one back.
            let order: Vec<TileId> = match view.must_use {
                Some(taken) => vec![taken],
                None => rack.iter().copied().filter(|&t| !rules.okey.is_wild(t)).collect(),
            };
            if rack.len() <= 1 {
                return None;
            }
            order.iter().find_map(|&tile| {
                view.table.iter().filter(|m| m.meld.kind() != MeldKind::Pair).find_map(|m| {
                    let side = m.meld.fits(tile, rules)?;
                    accepted(Action::LayOff { tile, meld: m.id, side: Some(side) })
                })
            })
        }
    }
}

/// New melds that bring an opening laid in part this turn to its threshold, of the same kind
/// (a taken discard still in the rack among them); `None` if the rest of the rack has none.
fn complete_opening(view: &SeatView, so_far: OpeningThisTurn) -> Option<Action> {
    let (rack, rules) = (&view.rack, view.meld_rules);
    let found = match so_far.with {
        OpenedWith::SetsAndRuns => {
            let lacking = view.opening_threshold.saturating_sub(so_far.value).max(1);
            solver::sets_opening(rack, rules, view.must_use, lacking)
        }
        OpenedWith::Pairs => {
            let lacking = view.pairs_threshold.saturating_sub(so_far.pairs).max(1);
            solver::pairs_opening(rack, rules, view.must_use, lacking)
        }
    };
    found.filter(|a| !a.melds.is_empty()).map(|a| lay(&a.melds))
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
