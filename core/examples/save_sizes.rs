//! How large a saved game can grow: whole games played by bots under every preset, at the most
//! deals (Okey 101) or starting points (Düz Okey) given, with the size of the session save (as
//! the apps and the terminal write it) and its number of moves at the game's end, where both
//! are largest. This is what the file bound of `okey-app` (app/src/files.rs) and the move bound
//! of the save parser are measured against.
//!
//! ```sh
//! cargo run --profile ci -p okey-core --example save_sizes -- GAMES DEALS POINTS [PRESET|LEVEL...]
//! cargo run --profile ci -p okey-core --example save_sizes -- --dump FILE   # a mid-game save
//! cargo run --profile ci -p okey-core --example save_sizes -- --dump FILE PRESET LEVEL DEALS SEED
//! cargo run --profile ci -p okey-core --example save_sizes -- --stats GAMES  # statistics file
//! ```
//!
//! `--stats` records GAMES short games (one deal, or Düz Okey from 4 points) of every preset
//! against every level into one statistics file, and prints its size as it grows.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::Level;
use okey_core::{Action, Phase, Preset, Rules, SeatKind, Session};

/// Plays a whole game with bots; `stop_after` deals ends it early (for a mid-game save).
fn play(rules: Rules, seed: u64, level: Level, stop_after: Option<usize>) -> Session {
    let seats = vec![SeatKind::Bot(level); usize::from(rules.players)];
    let (mut session, _) = Session::new(rules, seed, seats).unwrap();
    while !session.game().is_over() {
        session.run_bots();
        if session.game().phase() == Phase::DealOver {
            if stop_after.is_some_and(|deals| session.game().results().len() >= deals) {
                break;
            }
            session.apply(0, &Action::NextDeal).unwrap();
        }
    }
    session
}

/// The statistics file's size after every 250 of `games` games recorded.
fn statistics(games: u64) {
    let presets = [Preset::Standard, Preset::Online, Preset::Guide, Preset::Katlamali, Preset::Duz];
    let mut stats = okey_core::stats::Statistics::new();
    for seed in 0..games {
        let preset = presets[seed as usize % presets.len()];
        let level = Level::ALL[(seed as usize / presets.len()) % Level::ALL.len()];
        let rules = Rules { deals: 1, starting_points: 4, ..Rules::preset(preset) };
        // Easy bots play the game fast; the player's seat counts as a person, the others as `level`.
        let session = play(rules, seed, Level::Easy, None);
        let seats: Vec<SeatKind> = std::iter::once(SeatKind::Human).chain([SeatKind::Bot(level); 3]).collect();
        stats.record_game(session.record(), 0, &seats).unwrap();
        if (seed + 1) % 250 == 0 {
            println!("{} games: statistics file {} bytes", seed + 1, stats.to_json().len());
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--dump") {
        let session = match &args[2..] {
            [preset, level, deals, seed] => {
                let rules = Rules {
                    deals: deals.parse().expect("deals"),
                    ..Rules::preset(Preset::from_name(preset).expect("a preset"))
                };
                play(rules, seed.parse().expect("seed"), Level::from_name(level).expect("a level"), None)
            }
            _ => play(Rules::preset(Preset::Standard), 7, Level::Medium, Some(3)),
        };
        std::fs::write(&args[1], session.to_json()).unwrap();
        return;
    }
    if args.first().map(String::as_str) == Some("--stats") {
        let games: u64 = args.get(1).map_or(1500, |a| a.parse().expect("games"));
        return statistics(games);
    }
    let games: u64 = args.first().map_or(3, |a| a.parse().expect("games"));
    let deals: u16 = args.get(1).map_or(20, |a| a.parse().expect("deals"));
    let points: u16 = args.get(2).map_or(40, |a| a.parse().expect("points"));
    let rest = args.get(3..).unwrap_or_default();
    let mut levels: Vec<Level> = rest.iter().filter_map(|l| Level::from_name(l)).collect();
    if levels.is_empty() {
        levels = vec![Level::Beginner, Level::Easy, Level::Medium];
    }
    let mut presets: Vec<Preset> = rest.iter().filter_map(|p| Preset::from_name(p)).collect();
    if presets.is_empty() {
        presets = vec![Preset::Standard, Preset::Online, Preset::Guide, Preset::Katlamali, Preset::Duz];
    }
    for preset in presets {
        for &level in &levels {
            for players in [2, 4] {
                let (mut largest, mut most_moves, mut most_deals) = (0, 0, 0);
                for seed in 0..games {
                    let rules = Rules { players, deals, starting_points: points, ..Rules::preset(preset) };
                    let session = play(rules, seed, level, None);
                    largest = largest.max(session.to_json().len());
                    most_moves = most_moves.max(session.record().moves.len());
                    most_deals = most_deals.max(session.game().results().len());
                }
                println!(
                    "{:<9} {:<8} {players} players: largest save {largest} bytes, most moves {most_moves}, most deals {most_deals} ({games} games)",
                    preset.name(),
                    level.name(),
                );
            }
        }
    }
}
