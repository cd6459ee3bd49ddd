//! `okey arena`: bots against bots over many duplicate deals, with the statistics that say which
//! level is stronger and how fast each decides.
//!
//! Duplicate deals: every seeded deal is played once per rotation of the seats, so each level
//! meets the same tiles from every seat and the luck of the deal cancels. Confidence intervals
//! are taken over seeded deals (each a mean over its rotations), which are independent.
//!
//! With `--field LEVEL` the comparison is seat for seat: each level of `--seats` takes each seat
//! in turn while that level plays every other seat, and only that seat is counted; two levels'
//! paired difference is then their score in the same seat of the same deal against the same
//! opponents.
//!
//! Decision times are the deciding thread's CPU time on Linux (what a busy machine does not
//! inflate), wall time elsewhere.
//!
//! A seat's deal score is what lower-is-better means in its game: Okey 101's deal score, and in
//! Düz Okey the points the seat lost less the mean the others lost (a win for a seat is a loss
//! for the others), so that a bigger win, doubled by an okey or seven pairs, counts.

use crate::Failure;
use crate::args::ArenaArgs;
use indicatif::{ProgressBar, ProgressStyle};
use okey_core::bot::{Bot, Level, play_bots};
use okey_core::scoring::DealEnd;
use okey_core::view::SeatView;
use okey_core::{Action, Event, Game, Language, Phase, Preset, Rules, solver};
use serde::Serialize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// What one seat did in one played deal.
#[derive(Clone, Copy, Debug, Default)]
struct SeatOutcome {
    score: f64,
    won: bool,
    opened: bool,
    penalties: i32,
}

/// Everything measured for one level, filled by the timing wrapper as bots decide.
#[derive(Debug, Default)]
struct Tally {
    decision_nanos: Vec<u64>,
    illegal: u64,
    openings_available: u64,
    openings_missed: u64,
}

/// A bot that times its decisions and notes the openings it let pass.
#[derive(Debug)]
struct Timed {
    inner: Box<dyn Bot>,
    tally: Arc<Mutex<Tally>>,
}

/// The calling thread's CPU time in nanoseconds, where the platform has that clock.
#[cfg(target_os = "linux")]
fn thread_nanos() -> Option<u64> {
    let now = rustix::time::clock_gettime(rustix::time::ClockId::ThreadCPUTime);
    let nanos = i128::from(now.tv_sec) * 1_000_000_000 + i128::from(now.tv_nsec);
    u64::try_from(nanos).ok()
}

#[cfg(not(target_os = "linux"))]
fn thread_nanos() -> Option<u64> {
    None
}

/// How long `decide` takes: thread CPU time where there is such a clock, wall time elsewhere.
fn timed<T>(decide: impl FnOnce() -> T) -> (T, u64) {
    let (wall, cpu) = (Instant::now(), thread_nanos());
    let value = decide();
    let nanos = match (cpu, thread_nanos()) {
        (Some(start), Some(end)) => end.saturating_sub(start),
        _ => u64::try_from(wall.elapsed().as_nanos()).unwrap_or(u64::MAX),
    };
    (value, nanos)
}

impl Bot for Timed {
    fn decide(&mut self, view: &SeatView) -> Action {
        let (action, nanos) = timed(|| self.inner.decide(view));
        let could_open = view.phase == Phase::Play && opening_available(view);
        let mut tally = self.tally.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        tally.decision_nanos.push(nanos);
        if could_open {
            tally.openings_available += 1;
            if !matches!(action, Action::Lay { .. }) {
                tally.openings_missed += 1;
            }
        }
        action
    }
}

/// Whether the seat, not yet opened and with nothing laid this turn, holds an opening that
/// leaves a tile to discard.
fn opening_available(view: &SeatView) -> bool {
    if view.rules.is_duz() || view.opened.is_some() || !view.laid_this_turn.is_empty() {
        return false;
    }
    let rack = &view.rack;
    let rules = view.meld_rules;
    solver::sets_opening(rack, rules, view.must_use, view.opening_threshold).is_some()
        || solver::pairs_opening(rack, rules, view.must_use, view.pairs_threshold).is_some()
}

/// Plays seeded deal `seed` with seat `s` held by `levels[s]`, to the end of its first deal;
/// only the seats `counted` are timed and tallied.
fn play_deal(
    rules: &Rules,
    seed: u64,
    levels: &[Level],
    counted: impl Fn(usize) -> bool,
    tallies: &[(Level, Arc<Mutex<Tally>>)],
) -> Vec<SeatOutcome> {
    let tally =
        |level: Level| tallies.iter().find(|(l, _)| *l == level).map(|(_, t)| Arc::clone(t)).unwrap_or_default();
    let mut seats: Vec<Option<Box<dyn Bot>>> = levels
        .iter()
        .enumerate()
        .map(|(seat, &level)| {
            let inner = level.bot(seed.wrapping_mul(31).wrapping_add(seat as u64));
            if !counted(seat) {
                return Some(inner);
            }
            Some(Box::new(Timed { inner, tally: tally(level) }) as Box<dyn Bot>)
        })
        .collect();
    let Ok((mut game, _)) = Game::new(rules.clone(), seed) else { return Vec::new() };
    let run = play_bots(&mut game, &mut seats);
    for (seat, _, _) in run.refused.iter().filter(|(seat, _, _)| counted(*seat)) {
        if let Some(level) = levels.get(*seat) {
            tally(*level).lock().unwrap_or_else(std::sync::PoisonError::into_inner).illegal += 1;
        }
    }
    outcomes(&game, &run.events, levels.len())
}

fn outcomes(game: &Game, events: &[Event], players: usize) -> Vec<SeatOutcome> {
    let Some(result) = game.results().first() else { return vec![SeatOutcome::default(); players] };
    let score = |seat: usize| {
        let own = f64::from(result.scores.get(seat).copied().unwrap_or(0));
        if !game.rules().is_duz() || players < 2 {
            return own;
        }
        let others: i32 = result.scores.iter().enumerate().filter(|&(s, _)| s != seat).map(|(_, v)| v).sum();
        // Düz scores are points kept (negative = lost): a relative loss, lower is better.
        f64::from(others) / (players - 1) as f64 - own
    };
    (0..players)
        .map(|seat| SeatOutcome {
            score: score(seat),
            won: matches!(result.end, DealEnd::Won { winner, .. } if winner == seat),
            opened: events.iter().any(|e| matches!(e, Event::Opened { seat: s, .. } if *s == seat)),
            penalties: result.penalties.get(seat).copied().unwrap_or(0),
        })
        .collect()
}

/// One seeded deal, all rotations: per rotation, the level and outcome of every seat.
type SeededDeal = Vec<Vec<(Level, SeatOutcome)>>;

/// Mean and half-width of the 95% confidence interval of `samples`.
fn mean_ci(samples: &[f64]) -> (f64, f64) {
    let n = samples.len() as f64;
    if samples.is_empty() {
        return (0.0, 0.0);
    }
    let mean = samples.iter().sum::<f64>() / n;
    if samples.len() < 2 {
        return (mean, f64::INFINITY);
    }
    let variance = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (variance / n).sqrt())
}

fn percentile(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let index = ((sorted.len() - 1) as f64 * p).round() as usize;
    sorted[index.min(sorted.len() - 1)] as f64 / 1000.0
}

#[derive(Clone, Debug, Serialize)]
pub struct LevelReport {
    pub level: String,
    /// Seat-deals this level played.
    pub plays: usize,
    /// Mean deal score (lower is better in Okey 101) and the 95% interval's half-width.
    pub mean_score: f64,
    pub ci95: f64,
    pub win_rate: f64,
    pub opening_rate: f64,
    /// Decisions where an opening existed and was not laid.
    pub openings_missed: u64,
    pub openings_available: u64,
    pub mean_penalties: f64,
    pub illegal_actions: u64,
    pub decisions: usize,
    pub decision_p50_us: f64,
    pub decision_p99_us: f64,
    pub decision_max_us: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct PairedReport {
    pub level: String,
    pub against: String,
    /// Mean of (level's score - other's score) per seeded deal; negative means `level` is better.
    pub mean_difference: f64,
    pub ci95: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    pub preset: String,
    pub players: usize,
    pub seats: Vec<String>,
    /// The level of every other seat in a same-seat comparison (`--field`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    pub deals: u64,
    pub plays: u64,
    pub seed: u64,
    pub threads: usize,
    pub seconds: f64,
    pub deals_per_second: f64,
    pub levels: Vec<LevelReport>,
    pub paired: Vec<PairedReport>,
}

/// Runs the arena described by `args`.
pub fn run(args: &ArenaArgs) -> Result<ArenaReport, Failure> {
    // The command line refuses these too; a caller building the arguments itself gets the same.
    if args.deals == 0 {
        return Err(Failure::usage("--deals must be at least 1"));
    }
    if args.threads == Some(0) {
        return Err(Failure::usage("--threads must be at least 1"));
    }
    let levels: Vec<Level> = args.seats.iter().map(|&l| l.into()).collect();
    let field: Option<Level> = args.field.map(Level::from);
    if field.is_none() && args.players.is_some() {
        return Err(Failure::usage("--players goes with --field (otherwise --seats sets the table)"));
    }
    let mut rules = Rules::preset(args.preset.map_or(Preset::Standard, Preset::from));
    rules.players = match field {
        Some(_) => args.players.unwrap_or(4),
        None => u8::try_from(levels.len()).map_err(|_| Failure::input("too many seats"))?,
    };
    let option = if field.is_some() { "--players" } else { "--seats" };
    rules.validate().map_err(|e| Failure::input(format!("{option}: {e}")))?;
    let players = usize::from(rules.players);
    let mut distinct = levels.clone();
    distinct.sort_unstable();
    distinct.dedup();
    let tallies: Vec<(Level, Arc<Mutex<Tally>>)> = distinct.iter().map(|&l| (l, Arc::default())).collect();
    let threads = args.threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)).max(1);
    let progress = if args.json { ProgressBar::hidden() } else { ProgressBar::new(args.deals) };
    progress.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} deals, {per_sec}, {eta} left")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let next = AtomicU64::new(0);
    let results: Mutex<Vec<(u64, SeededDeal)>> = Mutex::new(Vec::new());
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= args.deals {
                        break;
                    }
                    let seed = args.seed.wrapping_add(index);
                    let rotations: SeededDeal = match field {
                        None => (0..players)
                            .map(|rotation| {
                                let seated: Vec<Level> =
                                    (0..players).map(|s| levels[(s + rotation) % players]).collect();
                                let outcomes = play_deal(&rules, seed, &seated, |_| true, &tallies);
                                seated.into_iter().zip(outcomes).collect()
                            })
                            .collect(),
                        Some(field) => levels
                            .iter()
                            .flat_map(|&level| (0..players).map(move |seat| (level, seat)))
                            .map(|(level, seat)| {
                                let seated: Vec<Level> =
                                    (0..players).map(|s| if s == seat { level } else { field }).collect();
                                let outcomes = play_deal(&rules, seed, &seated, |s| s == seat, &tallies);
                                vec![(level, outcomes.get(seat).copied().unwrap_or_default())]
                            })
                            .collect(),
                    };
                    results.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push((seed, rotations));
                    progress.inc(1);
                }
            });
        }
    });
    progress.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let mut results = results.into_inner().unwrap_or_else(std::sync::PoisonError::into_inner);
    results.sort_by_key(|(seed, _)| *seed);
    let plays = results.iter().map(|(_, r)| r.len() as u64).sum::<u64>();
    Ok(ArenaReport {
        preset: rules.preset.name().to_owned(),
        players,
        seats: levels.iter().map(|l| l.name().to_owned()).collect(),
        field: field.map(|l| l.name().to_owned()),
        deals: args.deals,
        plays,
        seed: args.seed,
        threads,
        seconds,
        deals_per_second: plays as f64 / seconds.max(1e-9),
        levels: distinct.iter().map(|&level| level_report(level, &results, &tallies)).collect(),
        paired: paired_reports(&distinct, &results),
    })
}

/// A level's mean score in one seeded deal, over the seats it held in all rotations.
fn mean_in_deal(level: Level, deal: &SeededDeal) -> Option<f64> {
    let scores: Vec<f64> = deal.iter().flatten().filter(|(l, _)| *l == level).map(|(_, o)| o.score).collect();
    (!scores.is_empty()).then(|| scores.iter().sum::<f64>() / scores.len() as f64)
}

fn level_report(level: Level, results: &[(u64, SeededDeal)], tallies: &[(Level, Arc<Mutex<Tally>>)]) -> LevelReport {
    let per_deal: Vec<f64> = results.iter().filter_map(|(_, deal)| mean_in_deal(level, deal)).collect();
    let (mean_score, ci95) = mean_ci(&per_deal);
    let outcomes: Vec<SeatOutcome> = results
        .iter()
        .flat_map(|(_, deal)| deal.iter().flatten())
        .filter(|(l, _)| *l == level)
        .map(|(_, o)| *o)
        .collect();
    let plays = outcomes.len();
    let rate = |f: fn(&SeatOutcome) -> bool| outcomes.iter().filter(|o| f(o)).count() as f64 / plays.max(1) as f64;
    let mut tally: Tally = tallies
        .iter()
        .find(|(l, _)| *l == level)
        .map(|(_, t)| std::mem::take(&mut *t.lock().unwrap_or_else(std::sync::PoisonError::into_inner)))
        .unwrap_or_default();
    tally.decision_nanos.sort_unstable();
    let nanos = &tally.decision_nanos;
    LevelReport {
        level: level.name().to_owned(),
        plays,
        mean_score,
        ci95,
        win_rate: rate(|o| o.won),
        opening_rate: rate(|o| o.opened),
        openings_missed: tally.openings_missed,
        openings_available: tally.openings_available,
        mean_penalties: outcomes.iter().map(|o| f64::from(o.penalties)).sum::<f64>() / plays.max(1) as f64,
        illegal_actions: tally.illegal,
        decisions: nanos.len(),
        decision_p50_us: percentile(nanos, 0.5),
        decision_p99_us: percentile(nanos, 0.99),
        decision_max_us: nanos.last().map_or(0.0, |&n| n as f64 / 1000.0),
    }
}

fn paired_reports(levels: &[Level], results: &[(u64, SeededDeal)]) -> Vec<PairedReport> {
    let mut reports = Vec::new();
    // Stronger levels first, each against every weaker one.
    for (i, &level) in levels.iter().enumerate().rev() {
        for &against in levels[..i].iter().rev() {
            let differences: Vec<f64> = results
                .iter()
                .filter_map(|(_, deal)| Some(mean_in_deal(level, deal)? - mean_in_deal(against, deal)?))
                .collect();
            let (mean_difference, ci95) = mean_ci(&differences);
            reports.push(PairedReport {
                level: level.name().to_owned(),
                against: against.name().to_owned(),
                mean_difference,
                ci95,
            });
        }
    }
    reports
}

/// The report as the table `okey arena` prints.
pub fn report_text(report: &ArenaReport, language: Language) -> String {
    let (preset, seats, deals, players, plays) =
        (&report.preset, report.seats.join(","), report.deals, report.players, report.plays);
    let (seed, threads, seconds, speed) = (report.seed, report.threads, report.seconds, report.deals_per_second);
    let levels = report.seats.len();
    let mut out = match (language, &report.field) {
        (Language::English, None) => format!(
            "Arena: {preset} rules, seats {seats}, {deals} seeded deals x {players} rotations = {plays} deals, seed {seed}\n{threads} threads, {seconds:.1} s, {speed:.0} deals per second\n\n"
        ),
        (Language::Turkish, None) => format!(
            "Arena: {preset} kuralları, yerler {seats}, {deals} tohumlu el x {players} döndürme = {plays} el, tohum {seed}\n{threads} iş parçacığı, {seconds:.1} sn, saniyede {speed:.0} el\n\n"
        ),
        (Language::English, Some(field)) => format!(
            "Arena: {preset} rules, {seats} each in every seat against {field} in the others, {deals} seeded deals x {players} seats x {levels} levels = {plays} deals, seed {seed}\n{threads} threads, {seconds:.1} s, {speed:.0} deals per second\n\n"
        ),
        (Language::Turkish, Some(field)) => format!(
            "Arena: {preset} kuralları, {seats} her biri her yerde, diğer yerlerde {field}, {deals} tohumlu el x {players} yer x {levels} seviye = {plays} el, tohum {seed}\n{threads} iş parçacığı, {seconds:.1} sn, saniyede {speed:.0} el\n\n"
        ),
    };
    match language {
        Language::English => out.push_str(
            "level      plays  mean score (95% CI)  win %  opened %  missed openings  penalties  illegal  decide p50 / p99 (max)\n",
        ),
        // The columns of the rows below, each heading in its column's width.
        Language::Turkish => out.push_str(&format!(
            "{:<10}{:>6}  {:<19}  {:>5}  {:>8}  {:<17}  {:>9}  {:>7}  {}\n",
            "seviye", "oyun", "ort. puan (%95 GA)", "kaz.%", "açış %", "kaçan açış", "ceza", "yasak", "karar p50 / p99 (en çok)"
        )),
    }
    let of = language.pick("of", "/ ");
    // Düz Okey's scores are a few points a deal: show them finer.
    let digits = if report.preset == okey_core::Preset::Duz.name() { 2 } else { 1 };
    for l in &report.levels {
        out.push_str(&format!(
            "{:<9} {:>6}  {:>8.digits$} ± {:<8.digits$}  {:>5.1}  {:>8.1}  {:>7} {of} {:<6}  {:>9.1}  {:>7}  {:.0} / {:.0} ({:.0}) µs\n",
            l.level,
            l.plays,
            l.mean_score,
            l.ci95,
            100.0 * l.win_rate,
            100.0 * l.opening_rate,
            l.openings_missed,
            l.openings_available,
            l.mean_penalties,
            l.illegal_actions,
            l.decision_p50_us,
            l.decision_p99_us,
            l.decision_max_us
        ));
    }
    if !report.paired.is_empty() {
        out.push_str(language.pick(
            "\nPaired score differences per seeded deal (negative: the first level scores less, so plays better):\n",
            "\nTohumlu el başına eşli puan farkları (eksi: ilk seviye daha az puan alıyor, yani daha iyi oynuyor):\n",
        ));
        for p in &report.paired {
            let verdict = if p.mean_difference + p.ci95 < 0.0 {
                language.pick("better", "daha iyi")
            } else if p.mean_difference - p.ci95 > 0.0 {
                language.pick("worse", "daha kötü")
            } else {
                language.pick("no clear difference", "belirgin fark yok")
            };
            out.push_str(&format!(
                "  {} - {}: {:+.digits$} ± {:.digits$}  ({verdict})\n",
                p.level, p.against, p.mean_difference, p.ci95
            ));
        }
    }
    out
}
