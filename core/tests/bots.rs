//! Bots in self-play: every preset, 2 to 4 players; a bot's action is never refused.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use okey_core::bot::{Bot, Easy, Level, play_bots};
use okey_core::scoring::DealEnd;
use okey_core::{Action, Game, Phase, Preset, Rules};

/// Plays a whole game with bots of `levels` (round the table) in every seat, at most `max_deals` deals.
fn self_play(rules: Rules, seed: u64, max_deals: usize, levels: &[Level]) -> (Game, Vec<String>) {
    let players = usize::from(rules.players);
    let (mut game, _) = Game::new(rules, seed).unwrap();
    let mut seats: Vec<Option<Box<dyn Bot>>> =
        (0..players).map(|seat| Some(levels[seat % levels.len()].bot(seed + seat as u64))).collect();
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
            levels.rotate_left(seed as usize % 4);
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
