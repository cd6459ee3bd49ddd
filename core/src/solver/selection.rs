//! How a selection of tiles reads as one or more melds, so that a player can lay several at once
//! (five pairs, or all the runs and sets of an opening) with one gesture.
//!
//! The order the player arranged the tiles in comes first: the selection split into
//! consecutive melds, in that order. Only when no such split exists does the solver choose the
//! reading (every tile in a meld, the most valuable way).

use super::{Objective, best_pairs, solve};
use crate::meld::{Meld, MeldKind, MeldRules};
use crate::tile::TileId;

/// The melds a reading may be made of: an opening and what follows it are one or the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    SetsAndRuns,
    Pairs,
}

/// A meld of `family` made of exactly `tiles`, in that order (for sets and runs, the more
/// valuable reading when both are valid).
fn meld_in_order(tiles: &[TileId], rules: MeldRules, family: Family) -> Option<Meld> {
    let kinds: &[MeldKind] = match family {
        Family::SetsAndRuns => &[MeldKind::Run, MeldKind::Set],
        Family::Pairs => &[MeldKind::Pair],
    };
    kinds.iter().filter_map(|&kind| Meld::new(kind, tiles, rules).ok()).max_by_key(Meld::value)
}

/// `tiles` split, in their order, into consecutive melds of `family`: the most valuable split,
/// then the one with the fewest melds (R1..R6 is one run, not two). `None` if there is none.
pub fn melds_in_order(tiles: &[TileId], rules: MeldRules, family: Family) -> Option<Vec<Meld>> {
    let sizes = match family {
        Family::SetsAndRuns => 3..=crate::meld::MAX_MELD_LEN,
        Family::Pairs => 2..=2,
    };
    // best[i]: the best split of the first i tiles, as (value, melds, where its last meld starts).
    let mut best: Vec<Option<(u32, usize, usize, Meld)>> = vec![None; tiles.len() + 1];
    let mut start: Vec<Option<(u32, usize)>> = vec![None; tiles.len() + 1];
    start[0] = Some((0, 0));
    for end in 1..=tiles.len() {
        for size in sizes.clone().filter(|&size| size <= end) {
            let from = end - size;
            let Some((value, count)) = start[from] else { continue };
            let Some(meld) = meld_in_order(&tiles[from..end], rules, family) else { continue };
            let candidate = (value + meld.value(), count + 1);
            let better = start[end].is_none_or(|(v, c)| candidate.0 > v || (candidate.0 == v && candidate.1 < c));
            if better {
                start[end] = Some(candidate);
                best[end] = Some((candidate.0, candidate.1, from, meld));
            }
        }
    }
    let mut melds = Vec::new();
    let mut end = tiles.len();
    while end > 0 {
        let (_, _, from, meld) = best[end].take()?;
        melds.push(meld);
        end = from;
    }
    melds.reverse();
    (!melds.is_empty()).then_some(melds)
}

/// Every tile of `tiles` in a meld of `family`, the solver's way (the most valuable, for sets
/// and runs), the melds in the order of their first tile in `tiles`. `None` if some tile would
/// be left over. Okey 101's runs only: classic Okey never lays melds.
pub fn melds_by_solver(tiles: &[TileId], rules: MeldRules, family: Family) -> Option<Vec<Meld>> {
    if tiles.is_empty() || rules.one_after_thirteen {
        return None;
    }
    let found = match family {
        Family::SetsAndRuns => solve(tiles, rules, Objective::CoverThenValue, None)?,
        Family::Pairs => best_pairs(tiles, rules, None)?,
    };
    if !found.leftover.is_empty() {
        return None;
    }
    let mut melds = found.melds;
    let position = |tile: &TileId| tiles.iter().position(|t| t == tile).unwrap_or(usize::MAX);
    melds.sort_by_key(|m| m.tiles().iter().map(position).min());
    Some(melds)
}

/// The readings of `tiles` as melds of the `families` given, best first: the split in the
/// order given for each family, then the solver's reading for each, without repeats. Each one
/// uses every tile exactly once; the list is empty when the tiles do not form melds.
///
/// ```
/// use okey_core::{notation::tiles, meld::MeldRules, tile::*};
/// use okey_core::solver::{Family, selection_readings};
/// let rules = MeldRules::okey101(Okey::from_face(Face::new(Color::Blue, 1).unwrap()), true);
/// let pairs = tiles("R5 R5 K7 K7 Y2 Y2 B9 B9 R13 R13").unwrap();
/// let readings = selection_readings(&pairs, rules, &[Family::SetsAndRuns, Family::Pairs]);
/// assert_eq!(readings[0].len(), 5); // five pairs
/// ```
pub fn selection_readings(tiles: &[TileId], rules: MeldRules, families: &[Family]) -> Vec<Vec<Meld>> {
    let in_order = families.iter().filter_map(|&family| melds_in_order(tiles, rules, family));
    let solved = families.iter().filter_map(|&family| melds_by_solver(tiles, rules, family));
    let mut readings: Vec<Vec<Meld>> = Vec::new();
    for reading in in_order.chain(solved) {
        if !readings.contains(&reading) {
            readings.push(reading);
        }
    }
    readings
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tiles;
    use crate::tile::{Color, Face, Okey};

    fn rules() -> MeldRules {
        MeldRules::okey101(Okey::from_face(Face::new(Color::Black, 6).unwrap()), true)
    }

    fn text(melds: &[Meld]) -> Vec<String> {
        melds.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn runs_and_sets_in_rack_order_are_split_where_the_player_put_them() {
        let hand = tiles("R5 R6 R7 Y9 B9 R9 B1 B2 B3 B4").unwrap();
        let melds = melds_in_order(&hand, rules(), Family::SetsAndRuns).unwrap();
        assert_eq!(text(&melds), ["R5 R6 R7", "Y9 B9 R9", "B1 B2 B3 B4"]);
    }

    #[test]
    fn one_long_run_is_not_cut_in_two() {
        let hand = tiles("R1 R2 R3 R4 R5 R6").unwrap();
        assert_eq!(text(&melds_in_order(&hand, rules(), Family::SetsAndRuns).unwrap()), ["R1 R2 R3 R4 R5 R6"]);
    }

    #[test]
    fn five_pairs_read_as_pairs() {
        let hand = tiles("R5 R5 K7 K7 Y2 Y2 B9 B9 R13 R13").unwrap();
        assert_eq!(melds_in_order(&hand, rules(), Family::SetsAndRuns), None);
        let pairs = melds_in_order(&hand, rules(), Family::Pairs).unwrap();
        assert_eq!(text(&pairs), ["R5 R5", "K7 K7", "Y2 Y2", "B9 B9", "R13 R13"]);
        let readings = selection_readings(&hand, rules(), &[Family::SetsAndRuns, Family::Pairs]);
        assert_eq!(readings, vec![pairs]);
    }

    #[test]
    fn tiles_out_of_order_are_read_by_the_solver() {
        // The run's tiles are scattered between the set's: no split in order, one by the solver.
        let hand = tiles("R7 Y9 R5 B9 R6 R9").unwrap();
        assert_eq!(melds_in_order(&hand, rules(), Family::SetsAndRuns), None);
        let melds = melds_by_solver(&hand, rules(), Family::SetsAndRuns).unwrap();
        assert_eq!(melds.len(), 2);
        let mut laid: Vec<TileId> = melds.iter().flat_map(|m| m.tiles().iter().copied()).collect();
        let mut given = hand.clone();
        laid.sort();
        given.sort();
        assert_eq!(laid, given);
    }

    #[test]
    fn an_okey_is_read_in_its_place() {
        // K6 is the okey: it stands for R7 between R6 and R8.
        let hand = tiles("R6 K6 R8 Y2 B2 K2").unwrap();
        let melds = melds_in_order(&hand, rules(), Family::SetsAndRuns).unwrap();
        assert_eq!(text(&melds), ["R6 K6 R8", "Y2 B2 K2"]);
        assert_eq!(melds[0].value(), 21);
    }

    #[test]
    fn tiles_that_form_no_melds_have_no_reading() {
        let hand = tiles("R5 R6 R7 Y2").unwrap();
        assert!(selection_readings(&hand, rules(), &[Family::SetsAndRuns, Family::Pairs]).is_empty());
        assert!(selection_readings(&[], rules(), &[Family::SetsAndRuns, Family::Pairs]).is_empty());
    }
}
