//! How long a hint takes: Medium bots play one deal per seed in every preset, and before each
//! of their actions the hint for the seat to move is worked out (the Hard bot's action and its
//! reason), timed one by one. Prints the count, median, 99th percentile and worst per preset.
//!
//! ```sh
//! cargo run --release -p okey-core --example hint_timing -- [DEALS_PER_PRESET]
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Bot, BotDriver, Medium};
use okey_core::{Game, Preset, Rules, SeatView, Session};
use std::time::Instant;

fn percentile(sorted: &[u128], p: f64) -> f64 {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(at).map_or(0.0, |&n| n as f64 / 1e6)
}

fn main() {
    let deals: u64 = std::env::args().nth(1).map_or(20, |a| a.parse().expect("number of deals"));
    let mut all = Vec::new();
    for preset in Preset::ALL {
        let rules = Rules { deals: 1, ..Rules::preset(preset) };
        let players = usize::from(rules.players);
        let mut nanos: Vec<u128> = Vec::new();
        for seed in 0..deals {
            let (mut game, _) = Game::new(rules.clone(), seed).unwrap();
            let mut seats: Vec<Option<Box<dyn Bot>>> =
                (0..players).map(|_| Some(Box::new(Medium) as Box<dyn Bot>)).collect();
            let mut driver = BotDriver::default();
            loop {
                let view = SeatView::of(&game, game.turn()).unwrap();
                let start = Instant::now();
                let hint = Session::hint_for(&view);
                nanos.push(start.elapsed().as_nanos());
                assert!(hint.is_none_or(|h| view.accepts(&h.action)), "{preset:?} seed {seed}");
                if driver.step(&mut game, &mut seats).is_none() {
                    break;
                }
            }
        }
        nanos.sort_unstable();
        println!(
            "{:<10} hints {:>6}  p50 {:>7.3} ms  p99 {:>7.3} ms  max {:>7.3} ms",
            preset.name(),
            nanos.len(),
            percentile(&nanos, 0.5),
            percentile(&nanos, 0.99),
            percentile(&nanos, 1.0)
        );
        all.extend(nanos);
    }
    all.sort_unstable();
    println!(
        "{:<10} hints {:>6}  p50 {:>7.3} ms  p99 {:>7.3} ms  max {:>7.3} ms",
        "all",
        all.len(),
        percentile(&all, 0.5),
        percentile(&all, 0.99),
        percentile(&all, 1.0)
    );
}
