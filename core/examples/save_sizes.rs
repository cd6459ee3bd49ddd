//! How large a saved game can grow: whole games played by bots under every preset, at the most
//! deals (Okey 101) or starting points (Düz Okey) given, with the size of the session save (as
//! the apps and the terminal write it) and its number of moves at the game's end, where both
//! are largest. This is what the file bound of `okey-app` (app/src/files.rs) and the move bound
//! of the save parser are measured against.
//!
//! ```sh
//! cargo run --profile ci -p okey-core --example save_sizes -- GAMES DEALS POINTS [LEVEL...]
//! cargo run --profile ci -p okey-core --example save_sizes -- --dump FILE   # a mid-game save
//! ```
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

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--dump") {
        let session = play(Rules::preset(Preset::Standard), 7, Level::Medium, Some(3));
        std::fs::write(&args[1], session.to_json()).unwrap();
        return;
    }
    let games: u64 = args.first().map_or(3, |a| a.parse().expect("games"));
    let deals: u16 = args.get(1).map_or(20, |a| a.parse().expect("deals"));
    let points: u16 = args.get(2).map_or(40, |a| a.parse().expect("points"));
    let levels: Vec<Level> = if args.len() > 3 {
        args[3..].iter().map(|l| Level::from_name(l).expect("a level")).collect()
    } else {
        vec![Level::Beginner, Level::Easy, Level::Medium]
    };
    for preset in [Preset::Standard, Preset::Online, Preset::Guide, Preset::Katlamali, Preset::Duz] {
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
