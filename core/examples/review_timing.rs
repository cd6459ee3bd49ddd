//! Times the mistakes review of whole games: bots play a game (seat 1 Easy, the others Hard; a
//! 5-deal Okey 101 game, or with `duz` a Düz Okey game, played until a score reaches zero),
//! then seat 1 is reviewed; prints each run's time, the median and the per-deal figure, and the
//! gaps between progress reports (a stop waits for at most one: the cancel latency).
//!
//! ```sh
//! cargo run --release -p okey-core --example review_timing -- [GAMES] [FIRST_SEED] [duz]
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Bot, Level, play_bots};
use okey_core::record::{Record, Recorder};
use okey_core::review::review_record_with_progress;
use okey_core::rules::Preset;
use okey_core::{Action, Phase, Rules};
use std::time::Instant;

/// A whole game: Easy in seat 0, Hard elsewhere.
fn played(rules: &Rules, seed: u64) -> Record {
    let (mut recorder, _) = Recorder::new(rules.clone(), seed).unwrap();
    let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4)
        .map(|seat| Some(if seat == 0 { Level::Easy.bot(seed) } else { Level::Hard.bot(seed + seat as u64) }))
        .collect();
    loop {
        play_bots(&mut recorder, &mut seats);
        match recorder.game().phase() {
            Phase::DealOver => {
                recorder.apply(0, &Action::NextDeal).unwrap();
            }
            _ => break,
        }
    }
    recorder.record().clone()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().map_or(3, |a| a.parse().expect("number of games"));
    let first: u64 = args.next().map_or(1, |a| a.parse().expect("first seed"));
    let rules = match args.next().as_deref() {
        Some("duz") => Rules::preset(Preset::Duz),
        None => Rules::default(),
        Some(other) => {
            eprintln!("unknown game `{other}`: the third argument may only be `duz`");
            std::process::exit(2);
        }
    };
    let mut times = Vec::new();
    let mut per_deal = Vec::new();
    let mut gaps = Vec::new();
    for seed in first..first + games {
        let record = played(&rules, seed);
        let deals = record.replay().unwrap().game().results().len();
        let start = Instant::now();
        let mut last = start;
        let review = review_record_with_progress(&record, 0, &mut |_, _| {
            let now = Instant::now();
            gaps.push((now - last).as_secs_f64());
            last = now;
            true
        })
        .unwrap();
        let elapsed = start.elapsed().as_secs_f64();
        println!(
            "seed {seed}: {deals} deals, {} turns, {} agreed, {} items, reviewed in {elapsed:.2} s",
            review.turns,
            review.agreed,
            review.items.len()
        );
        if let Some(top) = review.items.first() {
            println!("  first: {} points, {}", top.points, top.text(okey_core::Language::English));
        }
        times.push(elapsed);
        per_deal.push(elapsed / deals.max(1) as f64);
    }
    times.sort_by(f64::total_cmp);
    per_deal.sort_by(f64::total_cmp);
    println!(
        "median {:.2} s a game, {:.2} s a deal, slowest game {:.2} s ({} games)",
        times[times.len() / 2],
        per_deal[per_deal.len() / 2],
        times[times.len() - 1],
        times.len()
    );
    gaps.sort_by(f64::total_cmp);
    let at = |q: f64| gaps.get(((gaps.len() as f64 - 1.0) * q).round() as usize).copied().unwrap_or(0.0) * 1000.0;
    println!(
        "progress gaps (cancel latency): median {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} reports)",
        at(0.5),
        at(0.99),
        at(1.0),
        gaps.len()
    );
}
