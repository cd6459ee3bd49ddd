//! Easy bots in every seat, one deal per seed, to measure self-play speed in one process:
//!
//! ```sh
//! cargo run --release -p okey-core --example self_play -- 4000 [THREADS]
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Bot, Easy, play_bots};
use okey_core::{Game, Phase, Preset, Rules};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let deals: u64 = args.next().map_or(1000, |a| a.parse().expect("number of deals"));
    let threads: usize = args.next().map_or(1, |a| a.parse().expect("number of threads"));
    let rules = Rules { deals: 1, ..Rules::preset(Preset::Standard) };
    let next = AtomicU64::new(0);
    let (refused, won) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    if seed >= deals {
                        break;
                    }
                    let (mut game, _) = Game::new(rules.clone(), seed).unwrap();
                    let mut seats: Vec<Option<Box<dyn Bot>>> =
                        (0..4).map(|_| Some(Box::new(Easy) as Box<dyn Bot>)).collect();
                    let run = play_bots(&mut game, &mut seats);
                    refused.fetch_add(run.refused.len(), Ordering::Relaxed);
                    won.fetch_add(usize::from(game.phase() == Phase::GameOver), Ordering::Relaxed);
                }
            });
        }
    });
    let elapsed = start.elapsed();
    println!(
        "{deals} deals on {threads} threads in {elapsed:?}: {:.0} deals per second, {} won, {} refused actions",
        deals as f64 / elapsed.as_secs_f64(),
        won.into_inner(),
        refused.into_inner()
    );
}
