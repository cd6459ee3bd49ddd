//! Easy bots in every seat, one deal per seed, to measure self-play speed:
//!
//! ```sh
//! cargo run --release -p okey-core --example self_play -- 2000
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Bot, Easy, play_bots};
use okey_core::{Game, Phase, Preset, Rules};
use std::time::Instant;

fn main() {
    let deals: u64 = std::env::args().nth(1).map_or(1000, |a| a.parse().expect("number of deals"));
    let rules = Rules { deals: 1, ..Rules::preset(Preset::Standard) };
    let start = Instant::now();
    let (mut refused, mut won) = (0, 0);
    for seed in 0..deals {
        let (mut game, _) = Game::new(rules.clone(), seed).unwrap();
        let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|_| Some(Box::new(Easy) as Box<dyn Bot>)).collect();
        let run = play_bots(&mut game, &mut seats);
        refused += run.refused.len();
        won += usize::from(game.phase() == Phase::GameOver);
    }
    let elapsed = start.elapsed();
    println!(
        "{deals} deals in {elapsed:?}: {:.0} deals per second, {won} won, {refused} refused actions",
        deals as f64 / elapsed.as_secs_f64()
    );
}
