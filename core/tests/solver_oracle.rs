//! The solver against a brute-force oracle on thousands of random small hands (up to 14 tiles,
//! 0 to 2 okeys, false jokers among them): zero mismatches allowed.
//!
//! The oracle shares nothing with the solver's search: it asks the engine's meld validator
//! about every subset of the hand (every okey placement, for runs) and takes the best partition
//! by dynamic programming over subsets.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

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

/// The oracle: best total over partitions into melds (leftovers allowed), and with `forced`
/// required in a meld.
fn oracle(hand: &[TileId], rules: MeldRules, objective: Objective, forced: Option<usize>) -> Option<i32> {
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
    fn best(mask: u32, melds: &[(u32, i32)], forced: u32, memo: &mut HashMap<u32, Option<i32>>) -> Option<i32> {
        if mask == 0 {
            return Some(0);
        }
        if let Some(&v) = memo.get(&mask) {
            return v;
        }
        let low = mask & mask.wrapping_neg();
        let mut result = if low & forced == 0 { best(mask & !low, melds, forced, memo) } else { None };
        for &(meld, value) in melds.iter().filter(|(m, _)| m & low != 0 && m & !mask == 0) {
            if let Some(rest) = best(mask & !meld, melds, forced, memo) {
                result = result.max(Some(rest + value));
            }
        }
        memo.insert(mask, result);
        result
    }
    let forced = forced.map_or(0, |i| 1 << i);
    best((1 << n) - 1, &melds, forced, &mut HashMap::new())
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
