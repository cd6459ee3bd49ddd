//! The solver's answers that the bots, hints and rack buttons use: finishing and arranging.

use crate::common;

use common::*;
use okey_core::action::{Action, MeldSpec};
use okey_core::game::TableMeld;
use okey_core::meld::{Meld, MeldKind, MeldRules};
use okey_core::notation::{format_tiles, tiles};
use okey_core::solver::{self, Layout, Standing};
use okey_core::tile::{Color, Face, Okey, TileId};
use rand::SeedableRng;
use rand::seq::SliceRandom;

/// The okey is K6, as in the scenario tests' frame.
fn rules() -> MeldRules {
    MeldRules::okey101(Okey::from_face(Face::new(Color::Black, 6).unwrap()), true)
}

fn table_run(id: u32, text: &str, taken: &mut Vec<TileId>) -> TableMeld {
    let mut alloc = okey_core::notation::TileAllocator::default();
    for &t in taken.iter() {
        alloc.claim(t);
    }
    let tiles = alloc.take_text(text).unwrap();
    taken.extend(&tiles);
    TableMeld { id, owner: 1, meld: Meld::infer(tiles, rules()).unwrap() }
}

#[test]
fn an_opened_player_finishes_with_melds_lay_offs_and_a_discard() {
    let hand = tiles("R7 R8 R9 Y6 Y7 B2").unwrap();
    let table = vec![table_run(0, "Y3 Y4 Y5", &mut hand.clone())];
    let plan = solver::finish(&hand, &table, Standing::OpenedSets, rules()).unwrap();
    assert_eq!(plan.discard.to_string(), "B2");
    assert_eq!(plan.melds.len(), 1);
    let laid: Vec<String> = plan.lay_offs.iter().map(|(t, _, _)| t.to_string()).collect();
    assert_eq!(laid, vec!["Y6", "Y7"], "a chain goes on in order");
    assert!(solver::finish(&tiles("R7 R8 Y6 B2").unwrap(), &table, Standing::OpenedSets, rules()).is_none());
}

#[test]
fn an_okey_is_the_preferred_last_discard() {
    let hand = tiles("R7 R8 R9 K6").unwrap();
    let plan = solver::finish(&hand, &[], Standing::OpenedSets, rules()).unwrap();
    assert_eq!(plan.discard, hand[3]);
}

#[test]
fn an_unopened_finish_must_also_open() {
    // Seed 000's 101 opening plus one tile to discard.
    let hand = tiles("R5 R6 R7 R8 B13 Y13 K13 Y9 Y10 Y11 R2 B2 K2 B1").unwrap();
    let unopened = |threshold, exempt| Standing::Unopened {
        sets_threshold: threshold,
        pairs_threshold: 5,
        lay_off_after_opening: true,
        whole_hand_exempt: exempt,
    };
    assert!(solver::finish(&hand, &[], unopened(101, false), rules()).is_some());
    assert!(solver::finish(&hand, &[], unopened(102, false), rules()).is_none());
    assert!(solver::finish(&hand, &[], unopened(102, true), rules()).is_some());
}

#[test]
fn a_pairs_opener_finishes_with_pairs_and_lay_offs() {
    let hand = tiles("R3 R3 Y9 K6 Y6 B12").unwrap();
    let table = vec![table_run(0, "Y3 Y4 Y5", &mut hand.clone())];
    let plan = solver::finish(&hand, &table, Standing::OpenedPairs, rules()).unwrap();
    assert!(plan.melds.iter().all(|m| m.kind() == MeldKind::Pair));
    assert_eq!(plan.lay_offs.len() + 2 * plan.melds.len() + 1, hand.len());
}

/// A plan found by the solver is accepted by the engine and wins the deal.
#[test]
fn a_finish_plan_plays_through_the_engine() {
    let mut game = table(
        "rules: standard
rack 0: R7 R8 Y6 Y7 B2
opened 0: sets
opened 1: sets
meld 0 by 1 run: Y3 Y4 Y5
meld 1 by 0 run: B11 B12 B13
stock: R9 ...",
    );
    act(&mut game, 0, "draw");
    let deal = game.deal();
    let plan = solver::finish(&deal.racks[0], &deal.table, Standing::OpenedSets, deal.meld_rules).unwrap();
    let melds = plan.melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect();
    game.apply(0, &Action::Lay { melds }).unwrap();
    for (tile, meld, side) in plan.lay_offs {
        game.apply(0, &Action::LayOff { tile, meld, side: Some(side) }).unwrap();
    }
    let events = game.apply(0, &Action::Discard { tile: plan.discard }).unwrap();
    assert_eq!(deal_scores(&events).map(|s| s[0]), Some(-101));
}

#[test]
fn arranging_ignores_the_racks_order() {
    let mut rack = tiles("R5 R6 R7 R8 Y8 K8 B8 K6 Y2 Y2 B13 F R11 K1").unwrap();
    let first = solver::arrange(&rack, rules(), Layout::RunsAndSets);
    rack.shuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(3));
    let second = solver::arrange(&rack, rules(), Layout::RunsAndSets);
    assert_eq!(first, second);
    assert_eq!(first.value(), solver::best_melds(&rack, rules(), None).unwrap().value());
    // Runs by colour, then sets; the false joker is a plain K6 and the okey stands for K7.
    let shown: Vec<String> = first.melds.iter().map(|m| m.describe(rules().okey)).collect();
    assert_eq!(shown, vec!["R5 R6 R7", "F K6=K7 K8", "R8 Y8 B8"]);
    assert_eq!(first.value(), 63);
    // Leftovers last, by colour then number.
    assert_eq!(format_tiles(&first.leftover), "R11 Y2 Y2 B13 K1");
}

#[test]
fn the_pairs_layout_counts_okeys_as_partners() {
    let rack = tiles("R3 R3 Y4 K6 B9 B9 K12 K12 R1").unwrap();
    let pairs = solver::arrange(&rack, rules(), Layout::Pairs);
    assert_eq!(pairs.melds.len(), 4);
    assert_eq!(solver::pair_count(&rack, rules()), 4);
    // The okey partners the most valuable single (Y4), leaving the cheapest (R1).
    assert_eq!(format_tiles(&pairs.leftover), "R1");
}

/// `pair_count` counts on bitmasks; `best_pairs` builds the pairs. They must agree on hands
/// of identical pairs, singles, okeys and false jokers in every mix.
#[test]
fn pair_count_agrees_with_best_pairs() {
    use rand::Rng;
    let rules = rules();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let (okeys, mut plain): (Vec<TileId>, Vec<TileId>) = TileId::all().partition(|&t| rules.okey.is_wild(t));
    plain.sort_by_key(|t| t.print());
    // Both copies of each print next to each other.
    let twins: Vec<&[TileId]> = plain.chunks(2).collect();
    for _ in 0..5000 {
        let mut hand: Vec<TileId> = okeys[..rng.random_range(0..=2)].to_vec();
        let mut prints: Vec<usize> = (0..twins.len()).collect();
        prints.shuffle(&mut rng);
        let (doubled, single) = (rng.random_range(0..=7), rng.random_range(0..=5));
        hand.extend(prints[..doubled].iter().flat_map(|&p| twins[p].iter().copied()));
        hand.extend(prints[doubled..doubled + single].iter().map(|&p| twins[p][0]));
        hand.shuffle(&mut rng);
        for rules in [rules, MeldRules { joker_pairs: false, ..rules }] {
            let expected = solver::best_pairs(&hand, rules, None).map_or(0, |a| a.melds.len());
            assert_eq!(solver::pair_count(&hand, rules), expected, "{} {rules:?}", format_tiles(&hand));
        }
    }
}

/// An okey laid off as R8 lets R9 follow it: the quick rejections must see R9 as reachable.
#[test]
fn an_okey_bridges_a_gap_for_a_lay_off() {
    let hand = tiles("K6 R9 B1 B2 B3 Y12").unwrap();
    let table = vec![table_run(0, "R5 R6 R7", &mut hand.clone())];
    let plan = solver::finish(&hand, &table, Standing::OpenedSets, rules()).unwrap();
    assert_eq!(plan.discard.to_string(), "Y12");
    let laid: Vec<String> = plan.lay_offs.iter().map(|(t, _, _)| t.to_string()).collect();
    assert_eq!(laid, vec!["K6", "R9"], "the okey first, then the tile beyond it");
}

/// Issue 17: an unopened player may take a discard that opens only by keeping a tile out of
/// two long runs (R2..R12 and R1..R10, 132), as the engine and the bots ask `can_use_taken`.
#[test]
fn a_discard_that_opens_by_keeping_a_tile_from_long_runs_can_be_taken() {
    let all = tiles("R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R1 R2 R3 R4 R5 R6 R7 R8 R9 R10").unwrap();
    let (rack, taken) = all.split_at(all.len() - 1);
    // Eleven pairs are out of reach (the rack holds ten), so only the sets opening counts.
    assert!(solver::can_use_taken(rack, taken[0], &[], None, (101, 11), rules()));
    let mut hand = rack.to_vec();
    hand.push(taken[0]);
    let opening = solver::sets_opening(&hand, rules(), Some(taken[0]), 101).unwrap();
    assert_eq!(opening.value(), 132);
    assert_eq!(opening.leftover.len(), 1);
}
