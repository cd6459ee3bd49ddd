//! The deterministic simulation of networked tables (see `sim.rs`), as many games as asked.
//!
//! ```sh
//! cargo run --profile ci -p okey-app --example net_sim -- --games 2000          # or --seconds N
//! cargo run --profile ci -p okey-app --example net_sim -- --seed 7 --game 12    # one game again
//! ```
//!
//! Each game: one to three guests, Okey 101 or Düz Okey, every fault of the simulated network
//! (delays, reordering, duplicates, drops, cut connections, the host's app killed). A failure
//! prints how to replay its game and exits with 1.

mod sim;

use std::process::ExitCode;
use std::time::{Duration, Instant};

fn main() -> ExitCode {
    let mut games: Option<u64> = None;
    let mut seconds: Option<f64> = None;
    let mut seed = 1u64;
    let mut one: Option<u64> = None;
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let Some(value) = args.next() else {
            eprintln!("net_sim: {flag} needs a value");
            return ExitCode::from(2);
        };
        let parsed = value.parse::<f64>();
        match (flag.as_str(), parsed) {
            ("--games", Ok(n)) => games = Some(n as u64),
            ("--seconds", Ok(n)) => seconds = Some(n),
            ("--seed", Ok(n)) => seed = n as u64,
            ("--game", Ok(n)) => one = Some(n as u64),
            _ => {
                eprintln!("net_sim: use --games N, --seconds N, --seed N, --game N");
                return ExitCode::from(2);
            }
        }
    }
    let start = Instant::now();
    let deadline = seconds.map(|s| start + Duration::from_secs_f64(s));
    let range = match one {
        Some(game) => game..game + 1,
        None => 0..games.unwrap_or(if deadline.is_some() { u64::MAX } else { 100 }),
    };
    let mut total = sim::Report::default();
    let mut played = 0u64;
    for game in range {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        match sim::play(seed, game) {
            Ok(report) => {
                total.add(&report);
                played += 1;
            }
            Err(failure) => {
                eprintln!("net_sim FAILED in game {game} of seed {seed}: {failure}");
                eprintln!(
                    "replay it: cargo run --profile ci -p okey-app --example net_sim -- --seed {seed} --game {game}"
                );
                return ExitCode::FAILURE;
            }
        }
    }
    println!(
        "net_sim: {played} games in {:.1} s, each to its end; {} steps, {} messages ({} bytes, the largest {}), {} dropped, {} duplicated, {} connections cut, {} joins, the host killed {} times; {} guest intents, {} tiles checked against hidden hands, {} calm checks of every guest's table",
        start.elapsed().as_secs_f64(),
        total.steps,
        total.messages,
        total.bytes,
        total.largest_message,
        total.dropped,
        total.duplicated,
        total.cuts,
        total.joins,
        total.host_kills,
        total.guest_intents,
        total.tiles_checked,
        total.calm_checks
    );
    ExitCode::SUCCESS
}
