//! The solver against a brute-force oracle on thousands of random small hands (up to 14 tiles,
//! 0 to 2 okeys, false jokers among them): zero mismatches allowed.
//!
//! The oracle shares nothing with the solver's search: it asks the engine's meld validator
//! about every subset of the hand (every okey placement, for runs) and takes the best partition
//! by dynamic programming over subsets. Keeping a tile to discard is checked against it too,
//! on hands where melds tend to use every tile, and on full racks against the best melds with
//! each tile set aside in turn.

use okey_core::meld::{Meld, MeldKind, MeldRules};
use okey_core::notation::{format_tiles, tiles};
use okey_core::solver::{self, Objective};
use okey_core::tile::{Color, Face, Okey, Plays, Print, TileId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;

/// The best single meld `tiles` form, by `objective`, or `None`.
fn best_single_meld(tiles: &[TileId], rules: MeldRules, objective: Objective) -> Option<i32> {
    let okeys: Vec<TileId> = tiles.iter().copied().filter(|&t| rules.okey.is_wild(t)).collect();
    let mut plain: Vec<TileId> = tiles.iter().copied().filter(|&t| !rules.okey.is_wild(t)).collect();
    let penalty_removed =
        plain.iter().map(|&t| i32::from(rules.okey.face_value(t))).sum::<i32>() + 101 * okeys.len() as i32;
    let score = |meld: &Meld| match objective {
        Objective::MeldValue => meld.value() as i32,
        Objective::PenaltyRemoved => penalty_removed,
        Objective::CoverThenValue => 1000 * meld.len() as i32 + meld.value() as i32,
    };
    let mut best: Option<i32> = None;
    if let Ok(set) = Meld::new(MeldKind::Set, tiles, rules) {
        best = best.max(Some(score(&set)));
    }
    // Runs: plain tiles in number order, okeys in every remaining position.
    plain.sort_by_key(|&t| match rules.okey.plays(t) {
        Plays::As(face) => face.number(),
        Plays::Wild => 0,
    });
    let Some(Plays::As(lowest)) = plain.first().map(|&t| rules.okey.plays(t)) else { return best };
    let length = tiles.len() as i32;
    for start in i32::from(lowest.number()) - okeys.len() as i32..=i32::from(lowest.number()) {
        let mut ordered = Vec::new();
        let (mut p, mut o) = (plain.iter().peekable(), okeys.iter());
        for number in start..start + length {
            let wanted = u8::try_from(number).ok().and_then(|n| Face::new(lowest.color(), n));
            let next_plain = p.peek().map(|&&t| rules.okey.plays(t));
            if wanted.is_some() && next_plain == wanted.map(Plays::As) {
                ordered.extend(p.next());
            } else {
                ordered.extend(o.next());
            }
        }
        if ordered.len() == tiles.len()
            && let Ok(run) = Meld::new(MeldKind::Run, ordered, rules)
        {
            best = best.max(Some(score(&run)));
        }
    }
    best
}

/// Every subset of `hand` (as a bitmask) that forms a meld, with its best score.
fn all_melds(hand: &[TileId], rules: MeldRules, objective: Objective) -> Vec<(u32, i32)> {
    let n = hand.len();
    let mut melds: Vec<(u32, i32)> = Vec::new();
    for mask in 1u32..(1 << n) {
        let size = mask.count_ones();
        if !(3..=13).contains(&size) {
            continue;
        }
        let subset: Vec<TileId> = (0..n).filter(|i| mask >> i & 1 == 1).map(|i| hand[i]).collect();
        if let Some(value) = best_single_meld(&subset, rules, objective) {
            melds.push((mask, value));
        }
    }
    melds
}

/// The best total of melds partitioning part of the tiles in `mask` (the rest left over), with
/// the tiles in `forced` all in melds.
fn best_partition(mask: u32, melds: &[(u32, i32)], forced: u32, memo: &mut HashMap<u32, Option<i32>>) -> Option<i32> {
    if mask == 0 {
        return Some(0);
    }
    if let Some(&v) = memo.get(&mask) {
        return v;
    }
    let low = mask & mask.wrapping_neg();
    let mut result = if low & forced == 0 { best_partition(mask & !low, melds, forced, memo) } else { None };
    for &(meld, value) in melds.iter().filter(|(m, _)| m & low != 0 && m & !mask == 0) {
        if let Some(rest) = best_partition(mask & !meld, melds, forced, memo) {
            result = result.max(Some(rest + value));
        }
    }
    memo.insert(mask, result);
    result
}

/// The oracle: best total over partitions into melds (leftovers allowed), and with `forced`
/// required in a meld.
fn oracle(hand: &[TileId], rules: MeldRules, objective: Objective, forced: Option<usize>) -> Option<i32> {
    let melds = all_melds(hand, rules, objective);
    let forced = forced.map_or(0, |i| 1 << i);
    best_partition((1 << hand.len()) - 1, &melds, forced, &mut HashMap::new())
}

/// The oracle for the best meld value that leaves a tile out: the best over each tile (not the
/// forced one) set aside of the others' best partition.
fn oracle_keeping_a_tile(hand: &[TileId], rules: MeldRules, forced: Option<usize>) -> Option<i32> {
    let melds = all_melds(hand, rules, Objective::MeldValue);
    let forced = forced.map_or(0, |i| 1 << i);
    let all = (1u32 << hand.len()) - 1;
    let mut memo = HashMap::new();
    (0..hand.len())
        .filter(|&i| forced >> i & 1 == 0)
        .filter_map(|i| best_partition(all & !(1 << i), &melds, forced, &mut memo))
        .max()
}

/// A random hand: dense (few numbers and colours, so melds abound) or spread out.
fn random_hand(rng: &mut ChaCha8Rng) -> (Vec<TileId>, MeldRules) {
    let okey = Okey::from_face(Face::from_index(rng.random_range(0..Face::COUNT)).unwrap());
    let rules = MeldRules::okey101(okey, true);
    let size: usize = rng.random_range(3..=14);
    let okeys = rng.random_range(0..=2usize);
    let low = rng.random_range(1..=9u8);
    let span = rng.random_range(3..=6u8);
    let colors = rng.random_range(2..=4usize);
    let dense = rng.random_bool(0.7);
    let mut pool: Vec<TileId> = TileId::all()
        .filter(|&t| match t.print() {
            Print::FalseJoker => true,
            Print::Numbered(f) if f == okey.face() => false,
            Print::Numbered(f) => !dense || (f.color().index() < colors && (low..low + span).contains(&f.number())),
        })
        .collect();
    pool.shuffle(rng);
    let mut hand: Vec<TileId> = TileId::copies(okey.face())[..okeys].to_vec();
    hand.extend(pool.into_iter().take(size.saturating_sub(okeys)));
    hand.shuffle(rng);
    (hand, rules)
}

#[test]
fn solver_matches_the_oracle_on_random_hands() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut checked = 0;
    for round in 0..3000 {
        let (hand, rules) = random_hand(&mut rng);
        let context = || format!("round {round}: hand {} okey {}", format_tiles(&hand), rules.okey.face());
        for objective in [Objective::MeldValue, Objective::PenaltyRemoved, Objective::CoverThenValue] {
            let expected = oracle(&hand, rules, objective, None).unwrap_or(0);
            let found = solver::solve(&hand, rules, objective, None).expect("no forced tile");
            let mut used: Vec<TileId> = found.melds.iter().flat_map(|m| m.tiles().to_vec()).collect();
            used.extend(&found.leftover);
            used.sort();
            let mut all = hand.clone();
            all.sort();
            assert_eq!(used, all, "{}: the arrangement must partition the hand", context());
            let value = match objective {
                Objective::MeldValue => found.value() as i32,
                Objective::PenaltyRemoved => found
                    .melds
                    .iter()
                    .flat_map(|m| m.tiles())
                    .map(|&t| if rules.okey.is_wild(t) { 101 } else { i32::from(rules.okey.face_value(t)) })
                    .sum(),
                Objective::CoverThenValue => found.melds.iter().map(|m| 1000 * m.len() as i32 + m.value() as i32).sum(),
            };
            assert_eq!(value, expected, "{} {objective:?}: solver {found:?}", context());
        }
        let forced_index = rng.random_range(0..hand.len());
        let expected = oracle(&hand, rules, Objective::MeldValue, Some(forced_index));
        let found = solver::best_melds(&hand, rules, Some(hand[forced_index]));
        assert_eq!(found.as_ref().map(|a| a.value() as i32), expected, "{} forced {}", context(), hand[forced_index]);
        if let Some(found) = found {
            assert!(found.melds.iter().any(|m| m.tiles().iter().any(|&t| t.print() == hand[forced_index].print()
                || (rules.okey.is_wild(t) && rules.okey.is_wild(hand[forced_index])))));
        }
        checked += 1;
    }
    assert_eq!(checked, 3000);
}

/// Worked cases, by hand.
#[test]
fn worked_cases() {
    let okey = Okey::from_face(Face::new(Color::Blue, 1).unwrap());
    let rules = MeldRules::okey101(okey, true);
    let value = |text: &str| solver::best_value(&tiles(text).unwrap(), rules);
    // The example: two melds beat one longer run.
    assert_eq!(value("R5 R6 R7 R8 Y8 K8"), 42);
    // An okey fills a gap (B1 is the okey).
    assert_eq!(value("R5 B1 R7"), 18);
    // A 13 with two okeys: a set of 13s (39) beats the run R11 R12 R13 (36).
    assert_eq!(value("R13 B1 B1"), 39);
    // A 12 with two okeys: the run pads high first, R12 R13 plus R11 below = 36; a set is 36 too.
    assert_eq!(value("R12 B1 B1"), 36);
    // A false joker is a plain B1 here: R1 Y1 F is a set of 1s.
    assert_eq!(value("R1 Y1 F"), 3);
    // Runs never wrap: K12 K13 K1 is nothing.
    assert_eq!(value("K12 K13 K1"), 0);
    // Seed 000's openings.
    assert_eq!(value("R7 R8 R9 R11 Y11 K11 B4 B5 B6 Y11 Y12 Y13"), 108);
    assert_eq!(value("R5 R6 R7 R8 B13 Y13 K13 Y9 Y10 Y11 R2 B2 K2"), 101);
}

/// A random hand where melds tend to use every tile: most often long runs of one colour (two
/// copies of a face allowed), sometimes with a set's worth of another colour, okeys, or a stray
/// tile; else `random_hand`'s. At most `max` tiles.
fn run_heavy_hand(rng: &mut ChaCha8Rng, max: usize) -> (Vec<TileId>, MeldRules) {
    if rng.random_bool(0.2) {
        let (mut hand, rules) = random_hand(rng);
        hand.truncate(max);
        return (hand, rules);
    }
    let okey = Okey::from_face(Face::from_index(rng.random_range(0..Face::COUNT)).unwrap());
    let rules = MeldRules::okey101(okey, true);
    let color = Color::ALL[rng.random_range(0..4)];
    let mut faces: Vec<Face> = Vec::new();
    while faces.len() + 3 <= max && (faces.is_empty() || rng.random_bool(0.75)) {
        let low = rng.random_range(1..=11u8);
        let high = rng.random_range(low + 2..=13).min(low + (max - faces.len()) as u8 - 1);
        faces.extend((low..=high).filter_map(|n| Face::new(color, n)));
    }
    if rng.random_bool(0.3) {
        // Other colours of a number already held: a set, or a run's tile taken by one.
        let number = faces[rng.random_range(0..faces.len())].number();
        faces.extend(Color::ALL.iter().filter(|&&c| c != color).filter_map(|&c| Face::new(c, number)).take(2));
    }
    if rng.random_bool(0.3) {
        faces.push(Face::from_index(rng.random_range(0..Face::COUNT)).unwrap());
    }
    // Real tiles: each face's two copies at most (the okey's face plays as okeys).
    let mut claimed: Vec<TileId> = Vec::new();
    for face in faces {
        if let Some(&tile) = TileId::copies(face).iter().find(|t| !claimed.contains(t)) {
            claimed.push(tile);
        }
    }
    claimed.shuffle(rng);
    claimed.truncate(max);
    // Okeys in place of some tiles.
    for okey_tile in TileId::copies(okey.face()) {
        if !claimed.contains(&okey_tile) && !claimed.is_empty() && rng.random_bool(0.25) {
            let at = rng.random_range(0..claimed.len());
            claimed[at] = okey_tile;
        }
    }
    (claimed, rules)
}

/// Checks that `found`, for `hand`, partitions it, leaves a tile out, melds `forced`, and is
/// worth `expected`.
fn check_keeping(
    hand: &[TileId],
    rules: MeldRules,
    forced: Option<TileId>,
    found: Option<&solver::Arrangement>,
    expected: Option<i32>,
    context: &str,
) {
    assert_eq!(found.map(|a| a.value() as i32), expected, "{context}: {found:?}");
    let Some(found) = found else { return };
    let mut used: Vec<TileId> = found.melds.iter().flat_map(|m| m.tiles().to_vec()).collect();
    used.extend(&found.leftover);
    used.sort();
    let mut all = hand.to_vec();
    all.sort();
    assert_eq!(used, all, "{context}: the arrangement must partition the hand");
    assert!(!found.leftover.is_empty(), "{context}: no tile left to discard");
    if let Some(forced) = forced {
        assert!(!found.leftover.contains(&forced), "{context}: the forced tile is left over");
    }
    for meld in &found.melds {
        assert!(Meld::new(meld.kind(), meld.tiles(), rules).is_ok(), "{context}: {meld:?}");
    }
}

/// Issue 17: R1..R12 and R1..R10 meld whole (133); keeping a tile, R2..R12 and R1..R10 (132),
/// where dropping whole melds kept one run (78) and found no 101 opening.
#[test]
fn keeping_a_discard_in_two_long_runs_of_one_colour() {
    let rules = MeldRules::okey101(Okey::from_face(Face::new(Color::Yellow, 8).unwrap()), true);
    let rack = tiles("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R1 R2 R3 R4 R5 R6 R7 R8 R9 R10").unwrap();
    assert_eq!(solver::best_value(&rack, rules), 133);
    let kept = solver::best_melds_keeping_a_discard(&rack, rules, None);
    check_keeping(&rack, rules, None, kept.as_ref(), Some(132), "the issue's rack");
    let opening = solver::sets_opening(&rack, rules, None, 101);
    check_keeping(&rack, rules, None, opening.as_ref(), Some(132), "the issue's opening");
}

/// Keeping a discard, and the sets opening, against the brute-force oracle on small hands
/// (up to 14 tiles), most of them one colour's long runs, with and without a forced tile.
#[test]
fn keeping_a_discard_matches_the_oracle() {
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    let mut costly = 0;
    for round in 0..1500 {
        let (hand, rules) = run_heavy_hand(&mut rng, 14);
        let context = format!("round {round}: hand {} okey {}", format_tiles(&hand), rules.okey.face());
        let forced_index = rng.random_bool(0.3).then(|| rng.random_range(0..hand.len()));
        let forced = forced_index.map(|i| hand[i]);
        let expected = oracle_keeping_a_tile(&hand, rules, forced_index);
        costly += usize::from(expected < oracle(&hand, rules, Objective::MeldValue, forced_index));
        let found = solver::best_melds_keeping_a_discard(&hand, rules, forced);
        check_keeping(&hand, rules, forced, found.as_ref(), expected, &format!("{context} forced {forced:?}"));
        let threshold = rng.random_range(0..=60);
        let opening = solver::sets_opening(&hand, rules, forced, threshold);
        let expected = expected.filter(|&v| v >= threshold as i32);
        check_keeping(&hand, rules, forced, opening.as_ref(), expected, &format!("{context} opening {threshold}"));
    }
    // Keeping a tile costs value in enough of them.
    assert!(costly > 500, "in {costly} hands keeping a tile costs value");
}

/// Full racks (21 and 22 tiles, beyond the oracle's reach), against the best melds with each
/// tile in turn set aside: exact, as `best_melds` itself is checked against the oracle.
#[test]
fn keeping_a_discard_on_full_racks_matches_setting_each_tile_aside() {
    let mut rng = ChaCha8Rng::seed_from_u64(1717);
    for round in 0..2000 {
        let size = rng.random_range(21..=22);
        let (hand, rules) = run_heavy_hand(&mut rng, size);
        let context = format!("round {round}: hand {} okey {}", format_tiles(&hand), rules.okey.face());
        let forced = rng.random_bool(0.3).then(|| hand[rng.random_range(0..hand.len())]);
        let expected = (0..hand.len())
            .filter(|&i| Some(hand[i]) != forced)
            .filter_map(|i| {
                let rest: Vec<TileId> =
                    hand.iter().copied().enumerate().filter(|&(j, _)| j != i).map(|(_, t)| t).collect();
                solver::best_melds(&rest, rules, forced).map(|a| a.value() as i32)
            })
            .max();
        let found = solver::best_melds_keeping_a_discard(&hand, rules, forced);
        check_keeping(&hand, rules, forced, found.as_ref(), expected, &format!("{context} forced {forced:?}"));
        let opening = solver::sets_opening(&hand, rules, forced, 101);
        let expected = expected.filter(|&v| v >= 101);
        check_keeping(&hand, rules, forced, opening.as_ref(), expected, &format!("{context} opening 101"));
    }
}
