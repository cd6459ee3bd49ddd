//! Questions a UI asks before laying tiles the player selected: which melds the selection is
//! (one or several, laid in one action), and whether laying them would leave an unopened hand
//! unable to open this turn, when every way back costs a penalty.

use super::deal::Deal;
use super::turn::PENALTY;
use super::{Game, Phase, Seat};
use crate::action::{Action, MeldSpec};
use crate::error::ActionError;
use crate::solver::{self, Family, Objective};
use crate::table_meld::OpenedWith;
use crate::tile::TileId;
use serde::{Deserialize, Serialize};

/// Laying `melds` now would leave the seat, not yet opened, short of an opening this turn
/// whatever else it lays: its only ways on are taking the tiles back, for `penalty`, or ending
/// the turn without a discard it may make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningRisk {
    /// Sets and runs (points) or pairs (pairs).
    pub with: OpenedWith,
    /// The most the opening could reach this turn after laying these melds (points or pairs).
    pub reachable: u32,
    /// What an opening needs now.
    pub needed: u32,
    /// The most the rack could open with this turn if these melds were not laid this way:
    /// when it reaches `needed`, the tiles could open laid differently.
    pub rack_best: u32,
    /// What taking the laid tiles back costs.
    pub penalty: i32,
}

impl OpeningRisk {
    /// Whether the rack could open this turn, laid another way.
    pub fn rack_could_open(&self) -> bool {
        self.rack_best >= self.needed
    }
}

impl Game {
    /// How `tiles`, selected in this order (the player's rack order), read as the melds `seat`
    /// may lay now in one [`Action::Lay`]: split in that order where the split is valid,
    /// otherwise the engine's best reading; the melds come with their kind. Works outside the
    /// seat's turn too (as [`Game::preview_opening`] does), for a counter that follows the
    /// selection. The error is the engine's refusal of the first reading, or, when the tiles
    /// form no melds at all, why they do not.
    pub fn read_selection(&self, seat: Seat, tiles: &[TileId]) -> Result<Vec<MeldSpec>, ActionError> {
        let deal = &self.deal;
        let state = deal.seats.get(seat).ok_or(ActionError::NoSuchSeat { seat })?;
        let families = match state.opened {
            Some(OpenedWith::Pairs) => vec![Family::Pairs],
            Some(OpenedWith::SetsAndRuns) => vec![Family::SetsAndRuns, Family::Pairs],
            // This turn's melds are the seat's only while it is the seat's turn.
            None => match deal.opening_so_far().filter(|_| deal.turn == seat) {
                Some((OpenedWith::Pairs, ..)) => vec![Family::Pairs],
                Some((OpenedWith::SetsAndRuns, ..)) => vec![Family::SetsAndRuns],
                None => vec![Family::SetsAndRuns, Family::Pairs],
            },
        };
        let mut trial = deal.clone();
        if trial.turn != seat || trial.phase != Phase::Play {
            // As if it were the seat's play phase, fresh, like the opening preview.
            trial.turn = seat;
            trial.phase = Phase::Play;
            trial.turn_state = Default::default();
        }
        let lay = |specs: &[MeldSpec]| trial.clone().lay(seat, specs, &self.rules).map(|_| ());
        let readings = solver::selection_readings(tiles, deal.meld_rules, &families);
        if readings.is_empty() {
            // Up to four tiles are read as the one meld they could be: laid, or the engine says why not.
            return match tiles.len() {
                0 => Err(ActionError::NoMelds),
                1..=4 => {
                    let one = [MeldSpec::inferred(tiles.to_vec())];
                    lay(&one).map(|()| one.to_vec())
                }
                count => Err(ActionError::NotMelds { count }),
            };
        }
        let mut first_refusal = None;
        for reading in readings {
            let specs: Vec<MeldSpec> = reading.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect();
            match lay(&specs) {
                Ok(()) => return Ok(specs),
                Err(refusal) => {
                    first_refusal.get_or_insert(refusal);
                }
            }
        }
        Err(first_refusal.unwrap_or(ActionError::NoMelds))
    }

    /// Whether laying `melds` now would leave `seat`, not yet opened, unable to open this turn
    /// (then every way back costs a penalty): `None` when the lay completes or can still
    /// complete an opening, when the seat has opened, in Düz Okey, and when the engine would
    /// refuse the lay anyway. Exact: the rest of the rack is searched for the best completion,
    /// keeping a tile to discard and using a taken discard, or for melding whole where the rules
    /// let a whole hand open below the threshold.
    pub fn opening_risk(&self, seat: Seat, melds: &[MeldSpec]) -> Option<OpeningRisk> {
        if self.rules.is_duz() || self.deal.seats.get(seat)?.opened.is_some() {
            return None;
        }
        let mut after = self.clone();
        after.apply(seat, &Action::Lay { melds: melds.to_vec() }).ok()?;
        let (with, value, pairs) = after.deal.opening_so_far()?;
        let reach = best_completion(&after.deal, seat, with, value, pairs, &self.rules);
        if reach.opens {
            return None;
        }
        // What the rack could reach in the same family without this lay.
        let (before_value, before_pairs) = match self.deal.opening_so_far() {
            Some((_, value, pairs)) => (value, pairs),
            None => (0, 0),
        };
        let rack_best = best_completion(&self.deal, seat, with, before_value, before_pairs, &self.rules).reachable;
        Some(OpeningRisk { with, reachable: reach.reachable, needed: reach.needed, rack_best, penalty: PENALTY })
    }
}

/// How far an opening can get this turn.
struct Completion {
    /// The most it can reach, in points or pairs.
    reachable: u32,
    needed: u32,
    /// Whether it can open (reaching `needed`, or by a rule's exception).
    opens: bool,
}

/// How far an opening of `with`, standing at `value` points or `pairs` pairs, can get this turn
/// with new melds from the rest of `seat`'s rack (keeping a tile to discard, and using a taken
/// discard still held).
fn best_completion(
    deal: &Deal,
    seat: Seat,
    with: OpenedWith,
    value: u32,
    pairs: u8,
    rules: &crate::rules::Rules,
) -> Completion {
    let rack = &deal.racks[seat];
    let meld_rules = deal.meld_rules;
    let forced = deal.turn_state.taken.map(|t| t.tile()).filter(|t| rack.contains(t));
    match with {
        OpenedWith::SetsAndRuns => {
            let more = solver::best_melds_keeping_a_discard(rack, meld_rules, forced).map_or(0, |a| a.value());
            let reachable = value + more;
            let needed = deal.sets_threshold;
            let opens =
                reachable >= needed || (rules.full_hand_below_threshold && melds_whole_but_one(rack, forced, deal));
            Completion { reachable, needed, opens }
        }
        OpenedWith::Pairs => {
            let more = solver::best_pairs_keeping_a_discard(rack, meld_rules, forced).map_or(0, |a| a.melds.len());
            let reachable = u32::from(pairs) + more as u32;
            let needed = u32::from(deal.pairs_threshold);
            let opens = reachable >= needed || (rules.ten_pairs_finish && reachable >= 10);
            Completion { reachable, needed, opens }
        }
    }
}

/// Whether all of `rack` but one tile (not `forced`) melds into sets and runs: a whole hand laid
/// at once, which some rules let open below the threshold (only new melds count, so the turn
/// must not have laid off anything).
fn melds_whole_but_one(rack: &[TileId], forced: Option<TileId>, deal: &Deal) -> bool {
    let only_new_melds = deal.turn_state.placements.iter().all(|p| p.before.is_none());
    only_new_melds
        && rack.iter().filter(|&&t| Some(t) != forced).any(|&discard| {
            let rest: Vec<TileId> = rack.iter().copied().filter(|&t| t != discard).collect();
            rest.is_empty()
                || solver::solve(&rest, deal.meld_rules, Objective::CoverThenValue, None)
                    .is_some_and(|a| a.leftover.is_empty())
        })
}
