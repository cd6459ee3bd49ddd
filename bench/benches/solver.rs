//! Solver benchmark: 10,000 seeded random 22-tile hands for each okey count (0, 1, 2).
//!
//! `cargo bench -p okey-bench --bench solver` prints, per okey count, the median, 99th percentile
//! and worst time of one hand (each hand timed alone, its fastest of 5 passes over the set),
//! then criterion's throughput figures for solving the whole set. `-- nomatch` prints the
//! per-hand figures alone. One-colour hands (22 of a colour's 26 tiles) are timed too: their
//! melds often use every tile, so keeping one to discard takes a search of its own.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput};
use okey_core::meld::MeldRules;
use okey_core::solver;
use okey_core::tile::{Face, Okey, Plays, TileId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

const HANDS: usize = 10_000;
const HAND_SIZE: usize = 22;

/// `HANDS` random 22-tile hands holding exactly `okeys` okeys, each with its own random okey.
fn hands(okeys: usize, seed: u64) -> Vec<(Vec<TileId>, MeldRules)> {
    drawn_hands(okeys, seed, false)
}

/// As `hands`, the plain tiles all of one colour (the okey's face is of another).
fn one_colour_hands(okeys: usize, seed: u64) -> Vec<(Vec<TileId>, MeldRules)> {
    drawn_hands(okeys, seed, true)
}

fn drawn_hands(okeys: usize, seed: u64, one_colour: bool) -> Vec<(Vec<TileId>, MeldRules)> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..HANDS)
        .map(|_| {
            let okey = Okey::from_face(Face::from_index(rng.random_range(0..Face::COUNT)).unwrap());
            let colour = (okey.face().color().index() + rng.random_range(1..4)) % 4;
            let (mut wild, mut plain): (Vec<TileId>, Vec<TileId>) =
                TileId::all().partition(|&t| okey.plays(t) == Plays::Wild);
            if one_colour {
                plain.retain(|&t| matches!(okey.plays(t), Plays::As(face) if face.color().index() == colour));
            }
            plain.shuffle(&mut rng);
            wild.truncate(okeys);
            wild.extend(&plain[..HAND_SIZE - okeys]);
            wild.shuffle(&mut rng);
            (wild, MeldRules::okey101(okey, true))
        })
        .collect()
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Times every hand alone and prints the distribution.
fn report_percentiles() {
    report("solver::best_melds", |hand, rules| solver::best_melds(hand, rules, None).map_or(0, |a| a.value()));
    report("solver::best_value", solver::best_value);
    // Threshold 0 passes the quick rejection, so this is the full cost of keeping a discard.
    let opening = |hand: &[TileId], rules| solver::sets_opening(hand, rules, None, 0).map_or(0, |a| a.value());
    report("solver::sets_opening (threshold 0)", opening);
    report_on("solver::sets_opening (threshold 0), one-colour hands", one_colour_hands, opening);
}

/// Passes over the whole set: each hand's time is its fastest pass. Passes are seconds apart,
/// so a burst of load from other tenants of a shared machine (CPU steal) slows one pass, not all.
const PASSES: usize = 5;

fn report(name: &str, solve: impl Fn(&[TileId], MeldRules) -> u32) {
    report_on(name, hands, solve);
}

/// `report` on the hands `make` deals.
fn report_on(
    name: &str,
    make: impl Fn(usize, u64) -> Vec<(Vec<TileId>, MeldRules)>,
    solve: impl Fn(&[TileId], MeldRules) -> u32,
) {
    println!("per-hand time of {name} (fastest of {PASSES} passes over the set), {HANDS} hands each:");
    for okeys in 0..=2 {
        let set = make(okeys, 100 + okeys as u64);
        let mut times = vec![Duration::MAX; set.len()];
        for _ in 0..PASSES {
            for ((hand, rules), fastest) in set.iter().zip(&mut times) {
                let start = Instant::now();
                black_box(solve(black_box(hand), *rules));
                *fastest = (*fastest).min(start.elapsed());
            }
        }
        times.sort();
        let mean = times.iter().sum::<Duration>() / times.len() as u32;
        println!(
            "  {okeys} okeys: median {:?}  p99 {:?}  worst {:?}  mean {:?}",
            percentile(&times, 0.5),
            percentile(&times, 0.99),
            times[times.len() - 1],
            mean
        );
    }
}

fn bench_sets(c: &mut Criterion) {
    let mut group = c.benchmark_group("solver");
    group.sample_size(10).measurement_time(Duration::from_secs(3));
    for okeys in 0..=2 {
        let set = hands(okeys, 100 + okeys as u64);
        group.throughput(Throughput::Elements(set.len() as u64));
        group.bench_with_input(BenchmarkId::new("best_melds", okeys), &set, |b, set| {
            b.iter(|| set.iter().map(|(h, r)| solver::best_melds(h, *r, None).map_or(0, |a| a.value())).sum::<u32>())
        });
        group.bench_with_input(BenchmarkId::new("least_penalty", okeys), &set, |b, set| {
            b.iter(|| set.iter().map(|(h, r)| solver::least_penalty(h, *r).leftover.len()).sum::<usize>())
        });
    }
    group.finish();
}

fn main() {
    report_percentiles();
    let mut criterion = Criterion::default().configure_from_args();
    bench_sets(&mut criterion);
    criterion.final_summary();
}
