//! What a UI asks before laying a selection: `Game::read_selection` (the selection as one or
//! more melds laid in one action) and `Game::opening_risk` (whether the lay leaves an unopened
//! hand unable to open this turn). Worked cases, then properties over random racks and
//! selections.

use crate::common;

use common::*;
use okey_core::action::{Action, MeldSpec, OpenedWith};
use okey_core::game::Phase;
use okey_core::meld::{Meld, MeldKind};
use okey_core::notation::tiles;
use okey_core::tile::TileId;
use okey_core::{ActionError, Game, Preset, Rules, solver};
use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The rack tiles of seat 0 named by `text`, in that order (each name the first copy held).
fn rack_tiles(game: &Game, text: &str) -> Vec<TileId> {
    let mut rack = game.deal().racks[0].clone();
    tiles(text)
        .unwrap()
        .into_iter()
        .map(|wanted| {
            let at = rack.iter().position(|t| t.print() == wanted.print()).expect("tile in the rack");
            rack.remove(at)
        })
        .collect()
}

fn kinds(specs: &[MeldSpec]) -> Vec<Option<MeldKind>> {
    specs.iter().map(|s| s.kind).collect()
}

/// Seed 000's first worked opening, seat 0 to play (it has drawn R12).
fn first_opening() -> Game {
    let mut game = table(concat!("rules: standard\nrack 0: ", seed_000_rack!(), "\nstock: R12 ...\n"));
    act(&mut game, 0, "draw");
    game
}

#[test]
fn a_whole_opening_selected_at_once_is_laid_as_its_four_melds() {
    let mut game = first_opening();
    let selection = rack_tiles(&game, "R7 R8 R9 B11 Y11 K11 B4 B5 B6 Y11 Y12 Y13");
    let melds = game.read_selection(0, &selection).unwrap();
    assert_eq!(kinds(&melds), [Some(MeldKind::Run), Some(MeldKind::Set), Some(MeldKind::Run), Some(MeldKind::Run)]);
    assert_eq!(game.preview_opening(0, &melds).value, 108);
    assert_eq!(game.opening_risk(0, &melds), None, "the lay is a whole opening");
    game.apply(0, &Action::Lay { melds }).unwrap();
    let events = act(&mut game, 0, "discard K13");
    assert_eq!(opened_value(&events), Some(108));
}

#[test]
fn a_selection_out_of_rack_order_gets_the_engines_best_reading() {
    let game = first_opening();
    let selection = rack_tiles(&game, "Y12 R8 B5 K11 R7 Y11 B4 Y13 R9 B6 B11 Y11");
    let melds = game.read_selection(0, &selection).unwrap();
    assert_eq!(melds.len(), 4);
    assert_eq!(game.preview_opening(0, &melds).value, 108);
}

#[test]
fn five_pairs_selected_at_once_are_five_pairs() {
    let mut game = everyone_else_on_pairs("standard", "");
    act(&mut game, 0, "draw");
    let selection = rack_tiles(&game, "R1 R1 Y2 Y2 B3 B3 K4 K4 R8 R8");
    let melds = game.read_selection(0, &selection).unwrap();
    assert_eq!(kinds(&melds), vec![Some(MeldKind::Pair); 5]);
    assert_eq!(game.opening_risk(0, &melds), None);
    game.apply(0, &Action::Lay { melds }).unwrap();
    assert_eq!(game.deal().opening_so_far(), Some((OpenedWith::Pairs, 36, 5)));
}

#[test]
fn tiles_that_form_no_melds_are_refused_with_the_reason() {
    let game = first_opening();
    let five = rack_tiles(&game, "R1 R3 Y5 B8 K9");
    assert_eq!(game.read_selection(0, &five), Err(ActionError::NotMelds { count: 5 }));
    let message = ActionError::NotMelds { count: 5 }.message(okey_core::Language::Turkish);
    assert_eq!(message, "bu 5 taş ne tek bir per ne de birkaç per oluşturuyor");
    // Up to four tiles are read as the one meld they look like, and the engine says why not.
    let three = rack_tiles(&game, "R7 R8 R1");
    assert!(matches!(game.read_selection(0, &three), Err(ActionError::InvalidMeld { index: 0, .. })));
    assert_eq!(game.read_selection(0, &[]), Err(ActionError::NoMelds));
}

#[test]
fn reading_follows_the_family_an_opening_began_with() {
    let mut game = first_opening();
    act(&mut game, 0, "lay R7 R8 R9");
    // Y11 Y11 could be a pair, but this turn's opening is sets and runs.
    let pair = rack_tiles(&game, "Y11 Y11");
    assert_eq!(game.read_selection(0, &pair), Err(ActionError::MixedOpening));
}

#[test]
fn another_seats_opening_this_turn_does_not_change_the_reading() {
    let mut game =
        table(concat!("rules: standard\nrack 0: ", seed_000_rack!(), "\nrack 1: R13 R13 ...\nstock: R12 ...\n"));
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R7 R8 R9");
    // Seat 0 is opening with runs this turn; seat 1's selection is read for seat 1.
    let pair: Vec<TileId> =
        game.deal().racks[1].iter().copied().filter(|t| t.print() == tiles("R13").unwrap()[0].print()).collect();
    let melds = game.read_selection(1, &pair).unwrap();
    assert_eq!(kinds(&melds), [Some(MeldKind::Pair)]);
}

/// Seed 000's second worked opening, exactly 101: R5 R6 R7 R8 | 13 13 13 | Y9 Y10 Y11 | 2 2 2.
fn second_opening() -> Game {
    let mut game = table(
        "rules: standard
rack 0: R5 R6 R7 R8 B13 Y13 K13 Y9 Y10 Y11 R2 B2 K2 B1 Y4 K8 R11 B7 Y1 K12 R3
stock: R12 ...",
    );
    act(&mut game, 0, "draw");
    game
}

#[test]
fn a_lay_that_breaks_the_only_opening_is_at_risk_and_says_the_rack_could_open() {
    let game = second_opening();
    // R5 R6 R7 without R8: the rest reaches 18 + 39 + 30 + 6 = 93.
    let melds = game.read_selection(0, &rack_tiles(&game, "R5 R6 R7")).unwrap();
    let risk = game.opening_risk(0, &melds).expect("93 of 101 at most");
    assert_eq!(
        (risk.with, risk.reachable, risk.needed, risk.rack_best, risk.penalty),
        (OpenedWith::SetsAndRuns, 93, 101, 101, 101)
    );
    assert!(risk.rack_could_open());
    // Laying the whole run keeps the opening within reach: no warning.
    let whole = game.read_selection(0, &rack_tiles(&game, "R5 R6 R7 R8")).unwrap();
    assert_eq!(game.opening_risk(0, &whole), None);
    // Asking changes nothing.
    assert_eq!(game, second_opening());
}

#[test]
fn a_lay_from_a_rack_that_cannot_open_is_at_risk() {
    let mut game = table(
        "rules: standard
rack 0: R2 B2 K2 Y5 Y7 B9 K11 R13 B1 Y3 K5 R8 B12 Y10 K1 R4 B6 Y8 K12 R10 B3
stock: R12 ...",
    );
    act(&mut game, 0, "draw");
    let melds = game.read_selection(0, &rack_tiles(&game, "R2 B2 K2")).unwrap();
    let risk = game.opening_risk(0, &melds).unwrap();
    assert!(!risk.rack_could_open() && risk.reachable < 101, "{risk:?}");
    let english = risk.message(okey_core::Language::English);
    assert!(english.starts_with("Your rack cannot open this turn"), "{english}");
    assert!(english.ends_with("taking the tiles back costs 101."), "{english}");
}

#[test]
fn pairs_short_of_the_threshold_are_at_risk() {
    let mut game = table(
        "rules: standard
rack 0: R1 R1 Y2 Y2 B3 B3 K8 Y5 Y7 B9 K11 R13 B12 Y10 K1 R4 B6 Y8 K12 R10 R6
stock: R12 ...",
    );
    act(&mut game, 0, "draw");
    let melds = game.read_selection(0, &rack_tiles(&game, "R1 R1 Y2 Y2")).unwrap();
    let risk = game.opening_risk(0, &melds).unwrap();
    assert_eq!((risk.with, risk.reachable, risk.needed), (OpenedWith::Pairs, 3, 5));
}

#[test]
fn an_opened_seat_or_a_refused_lay_is_never_at_risk() {
    let mut game = first_opening();
    act(&mut game, 0, "lay R7 R8 R9 | B11 Y11 K11 | B4 B5 B6 | Y11 Y12 Y13");
    act(&mut game, 0, "discard K13");
    assert_eq!(game.opening_risk(0, &[MeldSpec::inferred(vec![])]), None);
    let second = second_opening();
    let not_a_meld = MeldSpec::inferred(rack_tiles(&second, "R5 Y4 K8"));
    assert_eq!(second.opening_risk(0, &[not_a_meld]), None);
}

/// A game in the play phase of the seat to move, some turns in, on `seed`.
fn game_in_play(seed: u64, preset: Preset) -> Game {
    let rules = Rules::preset(preset);
    let (mut game, _) = Game::new(rules, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let turns = rng.random_range(0..8);
    for _ in 0..turns {
        let seat = game.turn();
        if game.phase() == Phase::Draw {
            game.apply(seat, &Action::Draw).unwrap();
        }
        let rack = game.deal().racks[seat].clone();
        // Discard something free of penalties if there is one.
        let tile = rack.iter().copied().find(|&t| game.discard_penalty(seat, t).is_none()).unwrap_or(rack[0]);
        game.apply(seat, &Action::Discard { tile }).unwrap();
    }
    if game.phase() == Phase::Draw {
        game.apply(game.turn(), &Action::Draw).unwrap();
    }
    assert_eq!(game.phase(), Phase::Play);
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Every reading is a partition of the selection into valid melds that the engine lays; a
    /// selection made of melds put side by side always reads.
    #[test]
    fn every_reading_partitions_the_selection_into_valid_melds(seed in any::<u64>(), pick in any::<u64>(), preset in 0..4usize) {
        let game = game_in_play(seed, Preset::ALL[preset]);
        let seat = game.turn();
        let rack = game.deal().racks[seat].clone();
        let rules = game.meld_rules();
        let mut rng = ChaCha8Rng::seed_from_u64(pick);
        // A random selection in a random order.
        let mut selection: Vec<TileId> = rack.iter().copied().filter(|_| rng.random_bool(0.4)).collect();
        selection.shuffle(&mut rng);
        // And melds the rack holds, side by side, as a player who arranged them would select.
        let arranged = solver::arrange(&rack, rules, if rng.random_bool(0.5) { solver::Layout::RunsAndSets } else { solver::Layout::Pairs });
        let mut side_by_side: Vec<TileId> = arranged.melds.iter().flat_map(|m| m.tiles().iter().copied()).collect();
        if side_by_side.len() >= rack.len() {
            // Keep a tile to discard: drop the last meld.
            let last = arranged.melds.last().map_or(0, Meld::len);
            side_by_side.truncate(side_by_side.len() - last);
        }
        for chosen in [selection, side_by_side.clone()] {
            let before = game.clone();
            match game.read_selection(seat, &chosen) {
                Ok(specs) => {
                    let mut laid: Vec<TileId> = specs.iter().flat_map(|s| s.tiles.iter().copied()).collect();
                    let mut given = chosen.clone();
                    laid.sort();
                    given.sort();
                    prop_assert_eq!(laid, given, "a partition of the selection");
                    for spec in &specs {
                        prop_assert!(Meld::new(spec.kind.unwrap(), &spec.tiles, rules).is_ok(), "{:?}", spec);
                    }
                    let mut after = game.clone();
                    let laid = after.apply(seat, &Action::Lay { melds: specs.clone() });
                    prop_assert!(laid.is_ok(), "{:?}", laid);
                    // A lay that opens by itself is never at risk, and no lay reaches further
                    // than the rack could without it.
                    let risk = game.opening_risk(seat, &specs);
                    if game.preview_opening(seat, &specs).enough {
                        prop_assert_eq!(risk, None);
                    }
                    if let Some(risk) = risk {
                        prop_assert!(risk.reachable < risk.needed && risk.reachable <= risk.rack_best, "{:?}", risk);
                    }
                }
                Err(_) => prop_assert!(chosen != side_by_side || chosen.is_empty() || game.deal().seats[seat].opened.is_some()),
            }
            prop_assert_eq!(&game, &before, "asking changes nothing");
        }
    }
}
