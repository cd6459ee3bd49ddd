//! How long one level's decisions take on one thread, in the thread's CPU time (which a busy
//! machine does not inflate the way it does wall time): the level plays one seat against Hard
//! bots, one deal per seed, the seat going round the table; every decision it makes is timed.
//! Prints the count, the median, the 90th and 99th percentiles and the worst, per preset, and
//! the process's peak resident memory.
//!
//! ```sh
//! cargo run --release -p okey-core --example decision_time -- expert 100 standard,online,katlamali,duz
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Bot, BotDriver, Level};
use okey_core::{Game, Preset, Rules};

/// The calling thread's CPU time in nanoseconds (Linux); wall time elsewhere.
fn thread_nanos(wall: std::time::Instant) -> u128 {
    #[cfg(target_os = "linux")]
    {
        let _ = wall;
        let now = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
        u128::try_from(i128::from(now.tv_sec) * 1_000_000_000 + i128::from(now.tv_nsec)).unwrap_or(0)
    }
    #[cfg(not(target_os = "linux"))]
    {
        wall.elapsed().as_nanos()
    }
}

fn percentile(sorted: &[u128], p: f64) -> f64 {
    let at = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(at).map_or(0.0, |&n| n as f64 / 1e6)
}

/// Peak resident memory of this process in MB, from /proc (Linux only).
fn peak_rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let level = Level::from_name(&args.next().unwrap_or_else(|| "expert".into())).expect("a level name");
    let deals: u64 = args.next().map_or(50, |a| a.parse().expect("number of deals"));
    let presets: Vec<Preset> = args
        .next()
        .unwrap_or_else(|| "standard,online,katlamali,duz".into())
        .split(',')
        .map(|name| Preset::from_name(name).expect("a preset name"))
        .collect();
    let start = std::time::Instant::now();
    let mut all = Vec::new();
    for preset in presets {
        let rules = Rules { deals: 1, ..Rules::preset(preset) };
        let players = usize::from(rules.players);
        let mut nanos: Vec<u128> = Vec::new();
        for seed in 0..deals {
            let timed = (seed % players as u64) as usize;
            let (mut game, _) = Game::new(rules.clone(), 70_000_000 + seed).unwrap();
            let mut seats: Vec<Option<Box<dyn Bot>>> = (0..players)
                .map(|s| Some(if s == timed { level } else { Level::Hard }.bot(seed * 31 + s as u64)))
                .collect();
            let mut driver = BotDriver::default();
            let mut bot = level.bot(seed * 31 + timed as u64);
            while let Some(view) = okey_core::SeatView::of(&game, game.turn()) {
                if view.seat == timed && matches!(view.phase, okey_core::Phase::Draw | okey_core::Phase::Play) {
                    let before = thread_nanos(start);
                    let _ = bot.decide(&view);
                    nanos.push(thread_nanos(start) - before);
                }
                if driver.step(&mut game, &mut seats).is_none() {
                    break;
                }
            }
        }
        nanos.sort_unstable();
        println!(
            "{:<10} {} decisions {:>6}  p50 {:>8.3} ms  p90 {:>8.3} ms  p99 {:>8.3} ms  max {:>8.3} ms",
            preset.name(),
            level.name(),
            nanos.len(),
            percentile(&nanos, 0.5),
            percentile(&nanos, 0.9),
            percentile(&nanos, 0.99),
            percentile(&nanos, 1.0)
        );
        all.extend(nanos);
    }
    all.sort_unstable();
    println!(
        "{:<10} {} decisions {:>6}  p50 {:>8.3} ms  p90 {:>8.3} ms  p99 {:>8.3} ms  max {:>8.3} ms",
        "all",
        level.name(),
        all.len(),
        percentile(&all, 0.5),
        percentile(&all, 0.9),
        percentile(&all, 0.99),
        percentile(&all, 1.0)
    );
    if let Some(mb) = peak_rss_mb() {
        println!("peak resident memory of the process: {mb:.1} MB");
    }
}
