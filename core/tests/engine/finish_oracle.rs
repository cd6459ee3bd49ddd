//! `solver::finish` against a brute-force oracle: every discard, every subset of the hand laid
//! off (in every order onto every end), the rest melded whole by the exact meld search.

use okey_core::game::{MeldId, TableMeld};
use okey_core::meld::{Meld, MeldKind, MeldRules, Side};
use okey_core::solver::{self, Objective, Standing};
use okey_core::tile::{Color, Face, Okey, TileId};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn rules() -> MeldRules {
    MeldRules::okey101(Okey::from_face(Face::new(Color::Black, 6).unwrap()), true)
}

/// Whether every tile of `tiles` can be laid off, one at a time in some order.
fn attach_all(tiles: &[TileId], melds: &[Meld], rules: MeldRules) -> bool {
    if tiles.is_empty() {
        return true;
    }
    for i in 0..tiles.len() {
        for j in 0..melds.len() {
            for side in [Side::High, Side::Low] {
                if let Ok(longer) = melds[j].extended(tiles[i], side, rules) {
                    let mut rest = tiles.to_vec();
                    rest.remove(i);
                    let mut table = melds.to_vec();
                    table[j] = longer;
                    if attach_all(&rest, &table, rules) {
                        return true;
                    }
                }
            }
        }
    }
    false
}

fn melds_whole(tiles: &[TileId], rules: MeldRules) -> bool {
    tiles.is_empty()
        || solver::solve(tiles, rules, Objective::CoverThenValue, None).is_some_and(|a| a.leftover.is_empty())
}

/// An opened (sets) player's finish exists: the oracle.
fn can_finish(hand: &[TileId], table: &[Meld], rules: MeldRules) -> bool {
    (0..hand.len()).any(|d| {
        let rest: Vec<TileId> = hand.iter().enumerate().filter(|&(i, _)| i != d).map(|(_, &t)| t).collect();
        (0u32..1 << rest.len()).any(|subset| {
            let laid: Vec<TileId> = (0..rest.len()).filter(|i| subset >> i & 1 == 1).map(|i| rest[i]).collect();
            let kept: Vec<TileId> = (0..rest.len()).filter(|i| subset >> i & 1 == 0).map(|i| rest[i]).collect();
            melds_whole(&kept, rules) && attach_all(&laid, table, rules)
        })
    })
}

/// A random table of runs and sets, and a hand drawn mostly from tiles next to them.
fn position(rng: &mut ChaCha8Rng) -> (Vec<TileId>, Vec<TableMeld>) {
    let rules = rules();
    let mut pool: Vec<TileId> = TileId::all().collect();
    pool.shuffle(rng);
    let mut table = Vec::new();
    for id in 0..rng.random_range(1..=4u32) {
        // Try to carve a valid meld of 3 or 4 from the pool.
        for _ in 0..200 {
            let size = rng.random_range(3..=4);
            let picked: Vec<usize> = (0..size).map(|_| rng.random_range(0..pool.len())).collect();
            let mut unique = picked.clone();
            unique.sort_unstable();
            unique.dedup();
            if unique.len() != size {
                continue;
            }
            let tiles: Vec<TileId> = picked.iter().map(|&i| pool[i]).collect();
            let kind = if rng.random_bool(0.5) { MeldKind::Run } else { MeldKind::Set };
            if let Ok(meld) = Meld::new(kind, tiles, rules) {
                unique.iter().rev().for_each(|&i| {
                    pool.remove(i);
                });
                table.push(TableMeld { id: id as MeldId, owner: 1, meld });
                break;
            }
        }
    }
    // A hand of 2 to 8 tiles, biased towards faces near the table's melds.
    let size = rng.random_range(2..=8);
    // Near: fits a meld, or fits it once an okey has been laid off on it.
    let okey = TileId::all().find(|&t| rules.okey.is_wild(t)).unwrap();
    let with_okey: Vec<Meld> = table
        .iter()
        .flat_map(|m| [Side::High, Side::Low].map(|side| m.meld.extended(okey, side, rules).ok()))
        .flatten()
        .collect();
    let near: Vec<usize> = (0..pool.len())
        .filter(|&i| {
            table.iter().any(|m| m.meld.fits(pool[i], rules).is_some())
                || with_okey.iter().any(|m| m.fits(pool[i], rules).is_some())
                || rng.random_bool(0.15)
        })
        .collect();
    let mut chosen: Vec<usize> = near.choose_multiple(rng, size.min(near.len())).copied().collect();
    chosen.sort_unstable();
    let mut hand: Vec<TileId> = chosen.iter().rev().map(|&i| pool.remove(i)).collect();
    // Often an okey too: it can fill a run's gap or bridge a lay-off chain.
    if rng.random_bool(0.4)
        && let Some(i) = pool.iter().position(|&t| rules.okey.is_wild(t))
    {
        hand.push(pool.remove(i));
    }
    (hand, table)
}

#[test]
fn finish_agrees_with_brute_force_and_its_plans_are_legal() {
    let rules = rules();
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let (mut finishes, mut checked) = (0, 0);
    for _ in 0..2500 {
        let (hand, table) = position(&mut rng);
        if table.is_empty() {
            continue;
        }
        let melds: Vec<Meld> = table.iter().map(|m| m.meld.clone()).collect();
        let expected = can_finish(&hand, &melds, rules);
        let plan = solver::finish(&hand, &table, Standing::OpenedSets, rules);
        assert_eq!(plan.is_some(), expected, "hand {hand:?} table {melds:?}: {plan:?}");
        checked += 1;
        let Some(plan) = plan else { continue };
        finishes += 1;
        // The plan uses every tile once: melds, lay-offs in order, one discard.
        let mut used: Vec<TileId> = plan.melds.iter().flat_map(|m| m.tiles().to_vec()).collect();
        used.extend(plan.lay_offs.iter().map(|&(t, _, _)| t));
        used.push(plan.discard);
        used.sort_unstable();
        let mut sorted = hand.clone();
        sorted.sort_unstable();
        assert_eq!(used, sorted);
        let mut table = table.clone();
        for &(tile, id, side) in &plan.lay_offs {
            let meld = &mut table.iter_mut().find(|m| m.id == id).unwrap().meld;
            *meld = meld.extended(tile, side, rules).unwrap();
        }
    }
    assert!(checked > 1000 && finishes > 100, "{checked} positions, {finishes} finishes");
}

/// An unopened player's finish exists: it must open with what it melds (sets worth
/// `threshold`, unless the whole hand but the discard goes down with nothing laid off; or
/// `pairs` pairs), then lay off the rest.
fn can_finish_unopened(hand: &[TileId], table: &[Meld], threshold: u32, pairs: usize, rules: MeldRules) -> bool {
    (0..hand.len()).any(|d| {
        let rest: Vec<TileId> = hand.iter().enumerate().filter(|&(i, _)| i != d).map(|(_, &t)| t).collect();
        (0u32..1 << rest.len()).any(|subset| {
            let laid: Vec<TileId> = (0..rest.len()).filter(|i| subset >> i & 1 == 1).map(|i| rest[i]).collect();
            let kept: Vec<TileId> = (0..rest.len()).filter(|i| subset >> i & 1 == 0).map(|i| rest[i]).collect();
            let sets = solver::solve(&kept, rules, Objective::CoverThenValue, None)
                .is_some_and(|a| a.leftover.is_empty() && (a.value() >= threshold || laid.is_empty()));
            let by_pairs =
                solver::best_pairs(&kept, rules, None).is_some_and(|a| a.leftover.is_empty() && a.melds.len() >= pairs);
            !kept.is_empty() && (sets || by_pairs) && attach_all(&laid, table, rules)
        })
    })
}

#[test]
fn unopened_finish_agrees_with_brute_force() {
    let rules = rules();
    let mut rng = ChaCha8Rng::seed_from_u64(2027);
    let (mut finishes, mut refused, mut checked) = (0, 0, 0);
    for _ in 0..2500 {
        let (hand, table) = position(&mut rng);
        if table.is_empty() {
            continue;
        }
        let melds: Vec<Meld> = table.iter().map(|m| m.meld.clone()).collect();
        // Thresholds low enough for small hands to reach sometimes and miss sometimes.
        let threshold = [10, 20, 30][rng.random_range(0..3)];
        let pairs = rng.random_range(1..=4usize);
        let standing = Standing::Unopened {
            sets_threshold: threshold,
            pairs_threshold: pairs as u8,
            lay_off_after_opening: true,
            whole_hand_exempt: true,
        };
        let expected = can_finish_unopened(&hand, &melds, threshold, pairs, rules);
        let plan = solver::finish(&hand, &table, standing, rules);
        let text = |tiles: &[TileId]| okey_core::notation::format_tiles(tiles);
        let table_text: Vec<String> = melds.iter().map(|m| text(m.tiles())).collect();
        assert_eq!(
            plan.is_some(),
            expected,
            "hand {} table {table_text:?} threshold {threshold} pairs {pairs}: {plan:?}",
            text(&hand)
        );
        checked += 1;
        if plan.is_some() {
            finishes += 1;
        } else if solver::finish(&hand, &table, Standing::OpenedSets, rules).is_some() {
            // Opened, this hand would finish: the opening is what it lacks.
            refused += 1;
        }
    }
    assert!(
        checked > 1000 && finishes > 40 && refused > 50,
        "{checked} positions, {finishes} finishes, {refused} refused"
    );
}
