//! Bots in self-play: every preset, 2 to 4 players; a bot's action is never refused.

use crate::common;

use common::{act, table, test_bot};
use okey_core::action::{Event, PenaltyReason};
use okey_core::bot::{Bot, BotDriver, Easy, Level, play_bots};
use okey_core::scoring::DealEnd;
use okey_core::{Action, Game, Phase, Preset, Rules};
use okey_core::{ActionError, SeatView};

/// Plays a whole game with bots of `levels` (round the table) in every seat, at most `max_deals` deals.
fn self_play(rules: Rules, seed: u64, max_deals: usize, levels: &[Level]) -> (Game, Vec<String>) {
    let players = usize::from(rules.players);
    let (mut game, _) = Game::new(rules, seed).unwrap();
    let mut seats: Vec<Option<Box<dyn Bot>>> =
        (0..players).map(|seat| Some(test_bot(levels[seat % levels.len()], seed + seat as u64))).collect();
    let mut refused = Vec::new();
    for _ in 0..max_deals {
        let run = play_bots(&mut game, &mut seats);
        refused.extend(run.refused.iter().map(|(seat, action, error)| format!("seat {seat} {action:?}: {error}")));
        assert!(game.tiles_accounted_for());
        if game.phase() != Phase::DealOver {
            break;
        }
        game.apply(0, &Action::NextDeal).unwrap();
    }
    (game, refused)
}

#[test]
fn easy_bots_play_every_preset_without_a_refused_action() {
    let mut won = 0;
    for preset in Preset::ALL {
        for players in 2..=4u8 {
            for seed in 0..6 {
                let rules = Rules { players, deals: 3, ..Rules::preset(preset) };
                let (game, refused) = self_play(rules, seed, 40, &[Level::Easy]);
                assert_eq!(refused, Vec::<String>::new(), "{preset} with {players} players, seed {seed}");
                won += game.results().iter().filter(|r| matches!(r.end, DealEnd::Won { .. })).count();
            }
        }
    }
    assert!(won > 50, "easy bots should win deals, not only exhaust the stock: {won}");
}

/// Every level at one table, in every preset: rising thresholds, risk rounds, okey retrieval
/// and returned discards all come up, and no action is refused.
#[test]
fn every_level_plays_every_preset_without_a_refused_action() {
    for preset in Preset::ALL {
        for players in [2u8, 4] {
            for seed in 0..4 {
                let rules = Rules { players, deals: 2, ..Rules::preset(preset) };
                let mut levels = Level::ALL.to_vec();
                let shift = seed as usize % levels.len();
                levels.rotate_left(shift);
                let (game, refused) = self_play(rules, seed, 20, &levels);
                assert_eq!(refused, Vec::<String>::new(), "{preset} with {players} players, seed {seed}");
                assert!(game.tiles_accounted_for());
            }
        }
    }
}

/// A bot sees a `SeatView`, an owned copy: it holds no reference to the game. This test only
/// compiles because `Bot::decide` takes nothing else.
#[test]
fn bots_decide_from_the_view_alone() {
    let (game, _) = Game::new(Rules::default(), 1).unwrap();
    let view = okey_core::SeatView::of(&game, game.turn()).unwrap();
    drop(game);
    let action = Easy.decide(&view);
    assert!(matches!(action, Action::Discard { .. } | Action::Lay { .. }), "{action:?}");
}

/// Fair by construction, checked: every level decides the same from a seat whose hidden tiles
/// (the stock's order, the other racks but for the discards they were seen to take) are dealt
/// otherwise, at every position of a few games of each game. A bot that read the game by any
/// other way than its view would see the difference.
#[test]
fn no_level_decides_from_hidden_tiles() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(41);
    let mut compared = 0;
    for (preset, seed) in [(Preset::Standard, 3), (Preset::Katlamali, 4), (Preset::Duz, 5)] {
        let rules = Rules { deals: 1, ..Rules::preset(preset) };
        let (mut game, _) = Game::new(rules, seed).unwrap();
        let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|s| Some(Level::Medium.bot(s))).collect();
        let mut driver = BotDriver::default();
        let mut step = 0;
        loop {
            let seat = game.turn();
            // The Expert searches: ask it at one position in four.
            let levels = Level::ALL.iter().filter(|&&l| l != Level::Expert || step % 4 == 0);
            let shuffled = with_hidden_tiles_shuffled(&game, seat, &mut rng);
            let view = SeatView::of(&game, seat).unwrap();
            assert_eq!(SeatView::of(&shuffled, seat).unwrap(), view);
            assert_ne!(shuffled.deal().stock, game.deal().stock, "the stock was not shuffled");
            for &level in levels {
                let (real, other) = (
                    test_bot(level, 7).decide(&view),
                    test_bot(level, 7).decide(&SeatView::of(&shuffled, seat).unwrap()),
                );
                assert_eq!(real, other, "{level:?} at step {step}, {preset}");
                compared += 1;
            }
            step += 1;
            if game.deal().stock.len() < 2 || driver.step(&mut game, &mut seats).is_none() {
                break;
            }
        }
    }
    assert!(compared > 300, "{compared}");
}

/// `game` with its hidden tiles dealt again: the stock and the other racks' tiles that `seat` did
/// not see taken, shuffled among the same places.
fn with_hidden_tiles_shuffled(game: &Game, seat: usize, rng: &mut rand_chacha::ChaCha8Rng) -> Game {
    use rand::seq::SliceRandom;
    let mut value = serde_json::to_value(game).unwrap();
    let deal = &mut value["deal"];
    let took: Vec<Vec<serde_json::Value>> =
        deal["seats"].as_array().unwrap().iter().map(|s| s["took"].as_array().cloned().unwrap_or_default()).collect();
    let mut places: Vec<(Option<usize>, usize)> = Vec::new();
    let mut tiles: Vec<serde_json::Value> = Vec::new();
    for (index, tile) in deal["stock"].as_array().unwrap().iter().enumerate() {
        places.push((None, index));
        tiles.push(tile.clone());
    }
    for (other, rack) in deal["racks"].as_array().unwrap().iter().enumerate().filter(|&(s, _)| s != seat) {
        for (index, tile) in rack.as_array().unwrap().iter().enumerate().filter(|(_, t)| !took[other].contains(t)) {
            places.push((Some(other), index));
            tiles.push(tile.clone());
        }
    }
    tiles.shuffle(rng);
    for ((rack, index), tile) in places.into_iter().zip(tiles) {
        match rack {
            None => deal["stock"][index] = tile,
            Some(other) => deal["racks"][other][index] = tile,
        }
    }
    serde_json::from_value(value).unwrap()
}

/// Seed 6604, found by self-play: an unopened seat took K11, and a finishing plan laid it off
/// onto another meld instead of opening with it, which the rules refuse. Plans now keep a taken
/// tile in the opening melds.
#[test]
fn a_taken_tile_stays_in_the_opening_of_a_finishing_plan() {
    let rules = Rules { deals: 1, ..Rules::preset(Preset::Standard) };
    let (game, refused) = self_play(rules, 6604, 1, &[Level::Easy]);
    assert_eq!(refused, Vec::<String>::new());
    assert!(game.results().len() == 1);
}

/// Düz Okey: every level plays whole games (to a score of zero) with no refused action, wins
/// deals, shows the indicator's twin, and wins with okey discards and seven pairs now and then.
#[test]
fn every_level_plays_whole_duz_games() {
    let (mut wins, mut shows, mut doubled) = (0, 0, 0);
    for players in [2u8, 3, 4] {
        for seed in 0..4 {
            let rules = Rules { players, starting_points: 8, ..Rules::preset(Preset::Duz) };
            let mut levels = Level::ALL.to_vec();
            let shift = seed as usize % levels.len();
            levels.rotate_left(shift);
            let (game, refused) = self_play(rules, seed, 200, &levels);
            assert_eq!(refused, Vec::<String>::new(), "{players} players, seed {seed}");
            assert!(game.is_over(), "{players} players, seed {seed}: a game ends when a score reaches zero");
            for result in game.results() {
                if let DealEnd::Won { okey_finish, pairs_finish, .. } = result.end {
                    wins += 1;
                    doubled += usize::from(okey_finish || pairs_finish);
                }
                shows += result.scores.iter().filter(|&&s| s % 2 != 0).count();
            }
        }
    }
    assert!(wins > 20 && shows > 0, "wins {wins}, deals with a shown indicator {shows}");
    assert!(doubled > 0, "no okey or seven pairs finish in {wins} wins");
}

/// Seed 105, found by the arena: two Düz Okey bots took each other's discards back and forth for
/// ever while the stock stood still. A bot now never takes a tile it took before in the deal.
#[test]
fn duz_bots_do_not_pass_tiles_back_and_forth_for_ever() {
    let rules = Rules { players: 2, ..Rules::preset(Preset::Duz) };
    let (mut game, _) = Game::new(rules, 105).unwrap();
    let mut seats: Vec<Option<Box<dyn Bot>>> =
        vec![Some(Level::Hard.bot(105 * 31)), Some(Level::Medium.bot(105 * 31 + 1))];
    let mut driver = okey_core::bot::BotDriver::default();
    let mut steps = 0;
    while driver.step(&mut game, &mut seats).is_some() {
        steps += 1;
        assert!(steps < 2_000, "the deal does not end");
    }
    assert_eq!(game.phase(), Phase::DealOver);
}

/// Every level's answer in seat 0's place, each of which the engine must accept.
fn every_answer(game: &Game) -> Vec<Action> {
    let view = SeatView::of(game, 0).unwrap();
    Level::ALL
        .iter()
        .map(|level| {
            let action = test_bot(*level, 1).decide(&view);
            let accepted = game.clone().apply(0, &action);
            assert!(accepted.is_ok(), "{level:?}: {action:?} refused: {:?}", accepted.err());
            action
        })
        .collect()
}

/// Issue 17: after a person laid part of an opening (below the threshold), the hint proposed a
/// discard, which the engine refuses. The bots now complete the opening from the rest of the
/// rack, or take it back when the rest cannot.
#[test]
fn after_part_of_an_opening_every_level_completes_it_or_takes_it_back() {
    let position = concat!("rules: standard\nrack 0: ", seed_000_rack!(), "\nstock: R12 ...");
    let mut game = table(position);
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R7 R8 R9");
    for action in every_answer(&game) {
        assert!(matches!(action, Action::Lay { .. }), "the rest of the rack opens: {action:?}");
    }
    let mut game = table(
        "rules: standard\nrack 0: R7 R8 R9 R1 Y3 B5 K7 R9 Y11 B13 K2 R4 Y6 B8 K10 R12 Y1 B3 K5 R13 Y8\nstock: B10 ...",
    );
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R7 R8 R9");
    for action in every_answer(&game) {
        assert_eq!(action, Action::TakeBackAll, "nothing else is legal");
    }
}

/// Issue 17: with `wait_turn_after_opening` or a lay-off cap, Easy and Medium tried lay-offs the
/// engine refused, and the driver's fallback took the turn back for 101 each time.
#[test]
fn bots_wait_a_turn_after_opening_and_keep_to_the_lay_off_cap() {
    let variants: [(bool, Option<u8>); 3] = [(true, None), (false, Some(1)), (true, Some(2))];
    for (wait, cap) in variants {
        for seed in 0..6 {
            let rules = Rules {
                deals: 2,
                wait_turn_after_opening: wait,
                layoff_cap_per_end: cap,
                ..Rules::preset(Preset::ALL[seed as usize % 4])
            };
            let (game, refused) = self_play(rules, seed, 8, &[Level::Medium, Level::Easy, Level::Beginner]);
            assert_eq!(refused, Vec::<String>::new(), "wait {wait}, cap {cap:?}, seed {seed}");
            assert!(game.tiles_accounted_for());
        }
    }
}

/// A bot that always asks for a tile it does not hold.
#[derive(Debug)]
struct Confused;

impl Bot for Confused {
    fn decide(&mut self, view: &SeatView) -> Action {
        let foreign = okey_core::tile::TileId::all().find(|t| !view.rack.contains(t)).unwrap();
        Action::Discard { tile: foreign }
    }
}

/// Issue 17: a `BotStep` reported the refused action while its events came from the fallback.
/// It now reports the action applied, and the refusal apart.
#[test]
fn a_bot_step_reports_the_action_applied_and_the_refusal_apart() {
    let (mut game, _) = Game::new(Rules::default(), 3).unwrap();
    let seat = game.turn();
    let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|_| Some(Box::new(Confused) as Box<dyn Bot>)).collect();
    let rack_before = game.deal().racks[seat].clone();
    let step = BotDriver::default().step(&mut game, &mut seats).unwrap();
    let (chosen, error) = step.refused.clone().unwrap();
    assert!(matches!(chosen, Action::Discard { tile } if !rack_before.contains(&tile)));
    assert!(matches!(error, ActionError::TileNotInRack { .. }));
    // The starter holds 22 tiles: the cheapest legal action is a discard, and its events say so.
    let Action::Discard { tile } = step.action else { panic!("applied {:?}", step.action) };
    assert!(rack_before.contains(&tile));
    assert!(step.events.iter().any(|e| matches!(e, Event::Discarded { tile: t, .. } if *t == tile)));
    assert!(!step.events.iter().any(|e| matches!(e, Event::Penalized { reason: PenaltyReason::TookBack, .. })));
}
