//! Property tests over random seeded games: a policy that mostly plays sensibly (so games open,
//! lay off and finish) mixed with random and illegal actions.
//!
//! For every action: no panic; a refused action leaves the serialized game identical; all 106
//! tiles are accounted for. For every game: replaying its record, and its JSON save, gives the
//! identical game; deal scores add up to the totals.

use okey_core::action::{Action, MeldSpec, OpenedWith};
use okey_core::game::Phase;
use okey_core::meld::MeldKind;
use okey_core::record::{Record, Recorder};
use okey_core::tile::TileId;
use okey_core::{Game, Preset, Rules, Seat, solver};
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const MAX_STEPS: usize = 1_500;

fn random_tile(rng: &mut ChaCha8Rng) -> TileId {
    TileId::new(rng.random_range(0..TileId::COUNT as u8)).unwrap()
}

fn pick<T: Copy>(rng: &mut ChaCha8Rng, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.random_range(0..items.len())])
}

/// Something plainly wrong or random: wrong seat, foreign tiles, odd melds.
fn garbage(game: &Game, rng: &mut ChaCha8Rng) -> (Seat, Action) {
    let seat = rng.random_range(0..game.totals().len() + 1);
    let action = match rng.random_range(0..11) {
        9 => Action::Finish { tile: random_tile(rng) },
        10 => Action::ShowIndicator,
        0 => Action::Discard { tile: random_tile(rng) },
        1 => Action::Lay {
            melds: vec![MeldSpec::inferred((0..rng.random_range(0..5)).map(|_| random_tile(rng)).collect())],
        },
        2 => Action::LayOff { tile: random_tile(rng), meld: rng.random_range(0..12), side: None },
        3 => Action::RetrieveOkey { tile: random_tile(rng), meld: rng.random_range(0..12) },
        4 => Action::TakeBack { tile: random_tile(rng) },
        5 => Action::NextDeal,
        6 => Action::TakeIndicator,
        7 => Action::ReturnTaken,
        _ => Action::Lay { melds: vec![] },
    };
    (seat, action)
}

/// A move a careless but sensible player would try.
fn sensible(game: &Game, rng: &mut ChaCha8Rng) -> (Seat, Action) {
    let deal = game.deal();
    let seat = deal.turn;
    let rack = &deal.racks[seat];
    let rules = deal.meld_rules;
    let must_use = deal.turn_state.taken.map(|t| t.tile()).filter(|t| rack.contains(t));
    if game.rules().is_duz() {
        return sensible_classic(game, rng);
    }
    match game.phase() {
        Phase::DealOver | Phase::GameOver => return (seat, Action::NextDeal),
        Phase::Draw => {
            let action = match rng.random_range(0..10) {
                0..=2 if deal.takeable.is_some() => Action::TakeDiscard,
                3 if deal.stock.is_empty() => Action::TakeIndicator,
                _ => Action::Draw,
            };
            return (seat, action);
        }
        Phase::Play => {}
    }
    if must_use.is_some() && deal.turn_state.placements.is_empty() && rng.random_bool(0.3) {
        return (seat, Action::ReturnTaken);
    }
    if !deal.turn_state.placements.is_empty() && rng.random_bool(0.05) {
        let laid: Vec<TileId> = deal.turn_state.placements.iter().flat_map(|p| p.tiles.clone()).collect();
        return (seat, pick(rng, &laid).map_or(Action::TakeBackAll, |tile| Action::TakeBack { tile }));
    }
    let opened = deal.seats[seat].opened;
    let laid_new = deal.turn_state.placements.iter().any(|p| p.before.is_none());
    // Lay melds: an opening when it is enough, later any melds.
    if !laid_new || opened.is_some() {
        let sets = solver::best_melds(rack, rules, must_use).filter(|a| !a.melds.is_empty());
        let pairs = solver::best_pairs(rack, rules, must_use).filter(|a| !a.melds.is_empty());
        let sets_ok = sets.as_ref().is_some_and(|a| opened.is_some() || a.value() >= deal.sets_threshold);
        let pairs_ok =
            pairs.as_ref().is_some_and(|a| opened.is_some() || a.melds.len() >= usize::from(deal.pairs_threshold));
        let chosen = match opened {
            Some(OpenedWith::SetsAndRuns) => sets.filter(|_| sets_ok),
            Some(OpenedWith::Pairs) => pairs.filter(|_| pairs_ok),
            None if sets_ok && (!pairs_ok || rng.random_bool(0.7)) => sets,
            None => pairs.filter(|_| pairs_ok),
        };
        if let Some(mut arrangement) = chosen {
            let mut laid: usize = arrangement.melds.iter().map(|m| m.len()).sum();
            while laid >= rack.len() && arrangement.melds.len() > 1 {
                laid -= arrangement.melds.pop().map_or(0, |m| m.len());
            }
            let melds = arrangement.melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect();
            return (seat, Action::Lay { melds });
        }
    }
    // Lay off what fits, the taken tile first.
    if opened.is_some() || deal.opening_met() {
        let mut tiles: Vec<TileId> = must_use.into_iter().collect();
        tiles.extend(rack.iter().copied().filter(|_| rng.random_bool(0.5)));
        for tile in tiles {
            for meld in deal.table.iter().filter(|m| m.meld.kind() != MeldKind::Pair) {
                if let Some(side) = meld.meld.fits(tile, rules) {
                    return (seat, Action::LayOff { tile, meld: meld.id, side: Some(side) });
                }
                if meld.meld.replace_okey(tile, rules).is_ok() && rng.random_bool(0.5) {
                    return (seat, Action::RetrieveOkey { tile, meld: meld.id });
                }
            }
        }
    }
    if must_use.is_some() && rng.random_bool(0.5) {
        return (seat, if deal.turn_state.placements.is_empty() { Action::ReturnTaken } else { Action::TakeBackAll });
    }
    if laid_new && opened.is_none() && !deal.opening_met() {
        return (seat, Action::TakeBackAll);
    }
    let leftover = solver::least_penalty(rack, rules).leftover;
    let tile = pick(rng, &leftover).or_else(|| pick(rng, rack)).unwrap_or_else(|| random_tile(rng));
    (seat, Action::Discard { tile })
}

/// Düz Okey: show the indicator's twin when one can, finish when the hand wins, else take or
/// draw and discard at random.
fn sensible_classic(game: &Game, rng: &mut ChaCha8Rng) -> (Seat, Action) {
    let deal = game.deal();
    let seat = deal.turn;
    if let Some(shower) = (0..deal.players()).find(|&s| deal.indicator_twin(s).is_some()) {
        return (shower, Action::ShowIndicator);
    }
    match game.phase() {
        Phase::DealOver | Phase::GameOver => (seat, Action::NextDeal),
        Phase::Draw if deal.takeable.is_some() && rng.random_bool(0.3) => (seat, Action::TakeDiscard),
        Phase::Draw => (seat, Action::Draw),
        Phase::Play => {
            let rack = &deal.racks[seat];
            if let Some(&tile) = rack.iter().find(|&&t| deal.winning_melds(seat, t).is_some()) {
                return (seat, Action::Finish { tile });
            }
            let tile = pick(rng, rack).unwrap_or_else(|| random_tile(rng));
            (seat, Action::Discard { tile })
        }
    }
}

fn play_random_game(rules: Rules, seed: u64, policy_seed: u64) -> Recorder {
    let (mut recorder, _) = Recorder::new(rules, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(policy_seed);
    for _ in 0..MAX_STEPS {
        if recorder.game().is_over() {
            break;
        }
        let (seat, action) =
            if rng.random_bool(0.2) { garbage(recorder.game(), &mut rng) } else { sensible(recorder.game(), &mut rng) };
        let before = serde_json::to_string(recorder.game()).unwrap();
        if let Err(error) = recorder.apply(seat, &action) {
            assert!(!error.code().is_empty() && !error.to_string().is_empty());
            let after = serde_json::to_string(recorder.game()).unwrap();
            assert_eq!(after, before, "refused {action:?} for seat {seat} ({error}) changed the game");
        }
        assert!(recorder.game().tiles_accounted_for(), "tiles lost after {action:?}");
    }
    recorder
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_play_keeps_every_invariant(seed in any::<u64>(), policy_seed in any::<u64>(), preset in 0..5usize, players in 2u8..=4) {
        // Düz Okey games end when a score reaches zero: start low so that some do.
        let rules = Rules { players, deals: 2, starting_points: 3, ..Rules::preset(Preset::ALL[preset]) };
        let recorder = play_random_game(rules, seed, policy_seed);
        let game = recorder.game();

        let replayed = recorder.record().replay().unwrap();
        prop_assert_eq!(replayed.game(), game);
        let loaded = Record::from_json(&recorder.record().to_json()).unwrap().replay().unwrap();
        prop_assert_eq!(loaded.game(), game);
        // The text record too, with every take-back, return and okey retrieval in it.
        let text = recorder.record().to_text().unwrap();
        let reread = Record::from_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        prop_assert_eq!(&reread, recorder.record());

        for (seat, total) in game.totals().iter().enumerate() {
            let sum: i32 = game.results().iter().map(|r| r.scores[seat]).sum();
            let start = if game.rules().is_duz() { i32::from(game.rules().starting_points) } else { 0 };
            prop_assert_eq!(start + sum, *total);
        }
        for result in game.results().iter().filter(|_| !game.rules().is_duz()) {
            for (score, penalty) in result.scores.iter().zip(&result.penalties) {
                prop_assert_eq!((score - penalty) % 101 == 0 || result.end != okey_core::scoring::DealEnd::StockExhausted, true);
            }
        }
    }
}

/// Games actually get somewhere: over many random games, deals are won, opened with both kinds,
/// and played to the end, so the properties above are not vacuous.
#[test]
fn random_play_reaches_every_kind_of_ending() {
    let mut won = 0;
    let mut exhausted = 0;
    let mut pairs_openings = 0;
    let mut online_games_finished = 0;
    for seed in 0..40u64 {
        let rules = Rules { deals: 2, ..Rules::preset(Preset::ALL[seed as usize % 4]) };
        let recorder = play_random_game(rules, seed, seed + 1000);
        let game = recorder.game();
        online_games_finished += usize::from(game.is_over() && game.rules().preset == Preset::Online);
        for result in game.results() {
            match result.end {
                okey_core::scoring::DealEnd::Won { .. } => won += 1,
                okey_core::scoring::DealEnd::StockExhausted => exhausted += 1,
                okey_core::scoring::DealEnd::AllPairs => {}
            }
        }
        pairs_openings += recorder
            .record()
            .moves
            .iter()
            .filter(
                |m| matches!(&m.action, Action::Lay { melds } if melds.iter().all(|s| s.kind == Some(MeldKind::Pair))),
            )
            .count();
    }
    assert!(won > 0 && exhausted > 0 && pairs_openings > 0, "won {won}, exhausted {exhausted}, pairs {pairs_openings}");
    // Most weak 4-player deals exhaust the 20-tile stock; only Online counts those as deals, so
    // its games always reach their end within the step budget.
    assert_eq!(online_games_finished, 10);
}
