//! The app core's soak: the app played as a phone plays it, at random, with its invariants
//! checked after every step, as `okey-core`'s soak does for the engine.
//!
//! ```sh
//! cargo run --profile ci -p okey-app --example app_soak -- --seconds 600    # or --steps N
//! cargo run --profile ci -p okey-app --example app_soak -- --seed 7 --life 12   # one life again
//! ```
//!
//! Each life is a new install: files in memory, a first launch, then thousands of steps of
//! sensible and random gestures on every screen (new games under random house rules, moves,
//! questions, the review, the settings), jobs run late, early, twice, in any order or lost,
//! writes that fail for a while, the app killed and reopened from its files (with and without
//! a flush first) and files damaged before a reopen. After every step:
//!
//! - nothing panics; every update's revision is newer than the last;
//! - a refused intent leaves the view as it was, but its message; a table move sent while
//!   another screen shows is refused;
//! - the 106 tiles add up in every table view (and the review's position);
//! - a question's answer other than Cancel is never refused (a question is asked only about a
//!   move the engine accepts); every enabled control, tried, does what it says;
//! - a hint on screen is a move the engine accepts;
//! - a bot to move on the table on screen always has a job on its way, unless the shell lost
//!   jobs since its last intent; and a deal played on ends (late in a long one the player
//!   follows the engine's hint, so that a deal which still does not end is a stuck table);
//! - after a reopen the game continues from where it was (after a flush), or from a position
//!   the player saw (without one); a damaged file is kept aside, byte for byte, and the player
//!   told.
//!
//! The run is reproducible from `--seed`; a failure prints how to replay its life and exits
//! with 1.

mod checks;
mod gestures;
mod patient;
mod shell;

use checks::Tally;
use okey_app::files::{GAME_FILE, SETTINGS_FILE, STATS_FILE, Storage};
use okey_app::view::{DialogView, Screen, TablePhase, ViewModel};
use okey_app::{Intent, JobKind, Update};
use okey_core::lang::Language;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use shell::{FlakyStorage, Shell};
use std::collections::HashSet;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// Steps of one life (one install of the app).
const STEPS_PER_LIFE: u64 = 4000;
/// Steps at the table, playing, after which the player mostly follows the engine's hint.
const PATIENT_AFTER: u64 = 3000;
/// Steps at the table, playing, after which a deal that has not ended is stuck.
const DEAL_STEPS: u64 = 8000;

#[derive(Debug)]
struct Options {
    seconds: Option<f64>,
    steps: Option<u64>,
    seed: u64,
    life: Option<u64>,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options { seconds: None, steps: None, seed: 1, life: None };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |what: &str| value.parse::<u64>().map_err(|_| format!("{what} `{value}` is not a number"));
        match flag.as_str() {
            "--seconds" => {
                options.seconds = Some(value.parse().map_err(|_| format!("--seconds `{value}` is not a number"))?)
            }
            "--steps" => options.steps = Some(number("--steps")?),
            "--seed" => options.seed = number("--seed")?,
            "--life" => options.life = Some(number("--life")?),
            _ => return Err(format!("unknown option {flag}; use --seconds N, --steps N, --seed N, --life N")),
        }
    }
    if options.seconds.is_none() && options.steps.is_none() && options.life.is_none() {
        options.seconds = Some(10.0);
    }
    Ok(options)
}

/// What the run did, for the summary.
#[derive(Debug, Default)]
struct Stats {
    lives: u64,
    steps: u64,
    intents: u64,
    refused: u64,
    questions: u64,
    controls: u64,
    hints: u64,
    /// Gestures the patient player made from the engine's hint, late in long deals.
    hinted: u64,
    reopens: u64,
    reopens_flushed: u64,
    damaged: u64,
    failing_writes: u64,
    deals: u64,
    games: u64,
    jobs: shell::JobCounts,
    tally: Tally,
}

/// One life's state beyond the shell's.
struct Life {
    rng: ChaCha8Rng,
    shell: Shell,
    last_revision: u64,
    /// Positions the player saw this life (a reopen without a flush must land on one).
    seen: HashSet<String>,
    /// Steps played at the table since the deal changed.
    deal_steps: u64,
    deal_mark: String,
    last_hint: Option<String>,
}

type Step = Result<(), String>;

fn main() -> ExitCode {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("app_soak: {message}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let deadline = options.seconds.map(|s| start + Duration::from_secs_f64(s.max(0.0)));
    let mut stats = Stats::default();
    let lives = match options.life {
        Some(life) => life..life + 1,
        None => 0..u64::MAX,
    };
    for life in lives {
        let seed = options.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15).wrapping_add(life);
        let outcome = catch_unwind(AssertUnwindSafe(|| live(seed, &mut stats, deadline, options.steps)));
        let failure = match outcome {
            Ok(Ok(())) => None,
            Ok(Err(message)) => Some(message),
            Err(panic) => Some(format!(
                "panicked: {}",
                panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                    .unwrap_or_default()
            )),
        };
        stats.lives += 1;
        if let Some(message) = failure {
            eprintln!("app_soak: life {life} (seed {}), step {}: {message}", options.seed, stats.steps);
            eprintln!(
                "replay: cargo run --profile ci -p okey-app --example app_soak -- --seed {} --life {life}",
                options.seed
            );
            return ExitCode::FAILURE;
        }
        let out_of_time = deadline.is_some_and(|d| Instant::now() >= d);
        if out_of_time || options.steps.is_some_and(|max| stats.steps >= max) {
            break;
        }
    }
    summary(&stats, start.elapsed());
    ExitCode::SUCCESS
}

fn summary(stats: &Stats, elapsed: Duration) {
    println!(
        "app_soak: {} steps in {:.1} s over {} lives: {} intents ({} refused), {} jobs run ({} twice, {} early), {} lost",
        stats.steps,
        elapsed.as_secs_f64(),
        stats.lives,
        stats.intents,
        stats.refused,
        stats.jobs.run,
        stats.jobs.twice,
        stats.jobs.early,
        stats.jobs.lost
    );
    println!(
        "  {} reopens ({} after a flush), {} damaged files, {} spells of failing writes; {} deals and {} games ended",
        stats.reopens, stats.reopens_flushed, stats.damaged, stats.failing_writes, stats.deals, stats.games
    );
    println!(
        "  {} questions answered yes, {} enabled controls tried, {} hints checked against the engine, {} gestures from a hint late in a long deal",
        stats.questions, stats.controls, stats.hints, stats.hinted
    );
    for (name, count) in stats.tally.iter() {
        println!("  {count:>10}  {name}");
    }
}

fn live(seed: u64, stats: &mut Stats, deadline: Option<Instant>, max_steps: Option<u64>) -> Step {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let language = if rng.random_bool(0.5) { Language::English } else { Language::Turkish };
    let storage = Arc::new(FlakyStorage::default());
    let (shell, first) = Shell::open(Arc::clone(&storage), language, rng.random());
    let mut life = Life {
        rng,
        shell,
        last_revision: 0,
        seen: HashSet::new(),
        deal_steps: 0,
        deal_mark: String::new(),
        last_hint: None,
    };
    after(&mut life, stats, &first)?;
    for _ in 0..STEPS_PER_LIFE {
        if deadline.is_some_and(|d| Instant::now() >= d) || max_steps.is_some_and(|max| stats.steps >= max) {
            break;
        }
        stats.steps += 1;
        step(&mut life, stats)?;
    }
    count_jobs(&life.shell, stats);
    Ok(())
}

fn count_jobs(shell: &Shell, stats: &mut Stats) {
    stats.jobs.run += shell.jobs.run;
    stats.jobs.twice += shell.jobs.twice;
    stats.jobs.early += shell.jobs.early;
    stats.jobs.lost += shell.jobs.lost;
}

fn step(life: &mut Life, stats: &mut Stats) -> Step {
    match life.rng.random_range(0..100) {
        0..=54 => gesture(life, stats)?,
        55..=86 => {
            let ms = life.rng.random_range(0..900);
            for update in life.shell.pass_time(&mut life.rng, ms) {
                after(life, stats, &update)?;
            }
        }
        87..=91 => {
            for update in life.shell.settle(40) {
                after(life, stats, &update)?;
            }
        }
        92 => {
            let failing = life.rng.random_bool(0.3);
            stats.failing_writes += u64::from(failing && !life.shell.storage.failing.load(Ordering::Relaxed));
            life.shell.storage.failing.store(failing, Ordering::Relaxed);
        }
        93 | 94 => {
            let flush = life.rng.random_bool(0.5);
            reopen(life, stats, flush)?;
        }
        95 if life.rng.random_bool(0.5) => damage_and_reopen(life, stats)?,
        _ => {
            // The shell comes back to the foreground and shows the table again.
            send(life, stats, Intent::Show { screen: Screen::Table })?;
        }
    }
    stuck(life, stats)
}

/// One gesture: an answer to the question on screen, an enabled control tried, a sensible
/// gesture of the screen on show, or anything at all.
fn gesture(life: &mut Life, stats: &mut Stats) -> Step {
    let view = life.shell.view();
    if let Some(question) = question(&view) {
        let intent = gestures::answer(&mut life.rng, &question.choices);
        let yes = matches!(intent, Intent::Answer { answer } if answer != okey_app::Answer::Cancel);
        let update = send(life, stats, intent)?;
        if yes {
            stats.questions += 1;
            if let Some(refusal) = update.refusal {
                return Err(format!(
                    "the question {:?} ({}) was answered yes, and refused: {}",
                    question.kind, question.title, refusal.message
                ));
            }
            stats.tally.held("a question's yes is never refused");
        }
        return Ok(());
    }
    if view.screen == Screen::Table
        && let Some(table) = view.table.as_ref()
        && life.rng.random_bool(0.1)
    {
        let controls = gestures::enabled_controls(table);
        if let Some((name, mut intents)) = controls.get(life.rng.random_range(0..controls.len().max(1))).cloned() {
            for i in (1..intents.len()).rev() {
                intents.swap(i, life.rng.random_range(0..=i));
            }
            stats.controls += 1;
            for intent in intents {
                let update = send(life, stats, intent)?;
                if update.refusal.is_none() {
                    stats.tally.held("an enabled control does what it says");
                    return Ok(());
                }
            }
            return Err(format!("the control \"{name}\" was enabled, and the engine refused every move it stands for"));
        }
    }
    if life.deal_steps > PATIENT_AFTER
        && view.screen == Screen::Table
        && let Some(table) = view.table.as_ref()
        && life.rng.random_bool(0.8)
        && let Some(intent) = patient::hinted_gesture(&mut life.shell, table)
    {
        stats.hinted += 1;
        return send(life, stats, intent).map(|_| ());
    }
    let intent = if life.rng.random_bool(0.12) {
        gestures::random(&mut life.rng)
    } else {
        gestures::sensible(&mut life.rng, &view)
    };
    send(life, stats, intent).map(|_| ())
}

/// The question on screen, the table's or another screen's.
fn question(view: &ViewModel) -> Option<DialogView> {
    view.dialog
        .clone()
        .or_else(|| view.table.as_ref().filter(|_| view.screen == Screen::Table).and_then(|t| t.dialog.clone()))
}

/// Sends an intent and checks what every intent must keep.
fn send(life: &mut Life, stats: &mut Stats, intent: Intent) -> Result<Update, String> {
    let before = life.shell.view();
    let table_gesture = gestures::is_table_gesture(&intent);
    let yes = matches!(intent, Intent::Answer { answer } if answer != okey_app::Answer::Cancel);
    let said = format!("{intent:?}");
    let update = life.shell.send(intent);
    stats.intents += 1;
    stats.refused += u64::from(update.refusal.is_some());
    let context = |e: String| format!("after {said}: {e}");
    if yes && let (Some(asked), Some(refusal)) = (question(&before), update.refusal.as_ref()) {
        return Err(format!(
            "the question {:?} ({}) was answered yes, and refused: {}",
            asked.kind, asked.title, refusal.message
        ));
    }
    checks::refusal_changes_nothing(&mut stats.tally, &before, &update).map_err(context)?;
    if table_gesture && before.screen != Screen::Table {
        if update.refusal.is_none() {
            return Err(context(format!("a table move taken while {:?} was on screen", before.screen)));
        }
        stats.tally.held("a table move is refused off the table");
    }
    after(life, stats, &update).map_err(context)?;
    // An intent hands out every job still needed: a bot to move has one on its way.
    if checks::bot_waits_for_a_job(&update.view) && !life.shell.queue.iter().any(|p| p.job.kind == JobKind::BotMove) {
        return Err(context("a bot is to move and the intent handed out no job for it".to_owned()));
    }
    Ok(update)
}

/// What every update must keep, and what the soak learns from it.
fn after(life: &mut Life, stats: &mut Stats, update: &Update) -> Step {
    checks::revision_rises(&mut stats.tally, &mut life.last_revision, update)?;
    checks::views_add_up(&mut stats.tally, &update.view)?;
    if let Some(table) = update.view.table.as_ref() {
        life.seen.insert(checks::position(table));
        life.seen.insert(checks::public_position(table));
        if life.seen.len() > 200_000 {
            life.seen.clear();
        }
        let mark = format!("{} {:?}", table.centre.deal, table.score_sheet.as_ref().map(|s| s.deals.len()));
        if mark != life.deal_mark {
            if matches!(table.phase, TablePhase::DealOver | TablePhase::GameOver) {
                stats.deals += 1;
                stats.games += u64::from(table.phase == TablePhase::GameOver);
            }
            life.deal_mark = mark;
            life.deal_steps = 0;
        } else if matches!(table.phase, TablePhase::Draw | TablePhase::Play) {
            life.deal_steps += 1;
            if life.deal_steps > DEAL_STEPS {
                return Err(format!("a deal played on for {DEAL_STEPS} steps has not ended"));
            }
        }
        let hint = table.hint.as_ref().map(|h| h.text.clone());
        if hint.is_some() && hint != life.last_hint {
            check_hint(life, stats)?;
        }
        life.last_hint = hint;
    }
    Ok(())
}

/// A hint on screen is a move the engine accepts: the game's file, written now, says so.
fn check_hint(life: &mut Life, stats: &mut Stats) -> Step {
    if life.shell.storage.failing.load(Ordering::Relaxed) {
        return Ok(());
    }
    life.shell.app.flush();
    let Some(text) = life.shell.storage.files.get(GAME_FILE) else { return Ok(()) };
    let Ok(loaded) = okey_app::table::LoadedGame::parse(&String::from_utf8_lossy(&text)) else {
        return Err("the game file the app wrote does not load".to_owned());
    };
    if let Some(hint) = loaded.session.hint(okey_app::table::YOU) {
        if !loaded.session.game().accepts(okey_app::table::YOU, &hint.action) {
            let rules = serde_json::to_string(loaded.session.game().rules()).unwrap_or_default();
            return Err(format!(
                "the hint {:?} is refused by the engine (rules {rules}, seed {})",
                hint.action,
                loaded.session.game().seed()
            ));
        }
        stats.hints += 1;
        stats.tally.held("a hint is a move the engine accepts");
    }
    Ok(())
}

/// No table is stuck: a bot to move on the table on screen has a job on its way, unless the
/// shell lost jobs since its last intent (the next intent hands them out again, see `send`).
fn stuck(life: &Life, stats: &mut Stats) -> Step {
    let view = life.shell.view();
    if checks::bot_waits_for_a_job(&view) && !life.shell.lost_since_intent {
        if !life.shell.queue.iter().any(|p| p.job.kind == JobKind::BotMove) {
            return Err("a bot is to move and no job is on its way for it".to_owned());
        }
        stats.tally.held("a bot to move has a job on its way");
    }
    if view.screen == Screen::Review
        && view.review.as_ref().is_some_and(|r| matches!(r.state, okey_app::view::ReviewState::Working { .. }))
        && !life.shell.lost_since_intent
        && !life.shell.queue.iter().any(|p| matches!(p.job.kind, JobKind::Review | JobKind::ReviewProgress))
    {
        return Err("the review works and no job is on its way for it".to_owned());
    }
    Ok(())
}

/// The app killed and opened again over its files, after a flush or not.
fn reopen(life: &mut Life, stats: &mut Stats, flush: bool) -> Step {
    let before = life.shell.view();
    if flush {
        life.shell.storage.failing.store(false, Ordering::Relaxed);
        life.shell.app.flush();
        stats.reopens_flushed += 1;
    }
    let was = before.table.as_ref().filter(|t| !matches!(t.phase, TablePhase::GameOver)).map(checks::position);
    stats.reopens += 1;
    let opened = open_again(life, stats)?;
    if opened.home.saved.is_some() {
        let update = send(life, stats, Intent::ContinueGame)?;
        // A table of several people resumes handed over: only its public part is on screen.
        let hidden = update.view.table.as_ref().is_some_and(|t| t.handover.is_some());
        let was = if hidden { before.table.as_ref().map(checks::public_position) } else { was };
        let now = update.view.table.as_ref().map(if hidden { checks::public_position } else { checks::position });
        match (flush, &was, &now) {
            (true, Some(was), Some(now)) if was != now => {
                return Err(format!("after a flush and a reopen the game is elsewhere:\n  was {was}\n  now {now}"));
            }
            (true, Some(_), Some(_)) => stats.tally.held("a reopen after a flush continues the same position"),
            (false, _, Some(now)) if !life.seen.contains(now) => {
                return Err(format!("after a reopen the game is at a position never shown: {now}"));
            }
            (false, _, Some(_)) => stats.tally.held("a reopen continues a position the player saw"),
            _ => {}
        }
    } else if flush && was.is_some() && before.table.as_ref().is_some_and(|t| t.phase != TablePhase::GameOver) {
        return Err("after a flush and a reopen the game in progress is gone".to_owned());
    }
    Ok(())
}

/// Opens the app again over the same files, as after the process was killed: its jobs are gone.
fn open_again(life: &mut Life, stats: &mut Stats) -> Result<ViewModel, String> {
    count_jobs(&life.shell, stats);
    life.shell.queue.clear();
    let language = life.shell.view().language;
    let entropy = life.rng.random();
    let (shell, update) = Shell::open(Arc::clone(&life.shell.storage), language, entropy);
    life.shell = shell;
    life.last_hint = None;
    checks::views_add_up(&mut Tally::default(), &update.view)?;
    life.last_revision = update.revision;
    Ok(update.view)
}

/// Damages one of the app's files, then reopens: the file is kept aside as it was, and the
/// player told.
fn damage_and_reopen(life: &mut Life, stats: &mut Stats) -> Step {
    let files = &life.shell.storage.files;
    let present: Vec<&str> =
        [GAME_FILE, STATS_FILE, SETTINGS_FILE].into_iter().filter(|n| files.get(n).is_some()).collect();
    let Some(&name) = present.get(life.rng.random_range(0..present.len().max(1))) else { return Ok(()) };
    let mut bytes = files.get(name).unwrap_or_default();
    match life.rng.random_range(0..4) {
        // Cut: a JSON object without its closing brace never parses.
        0 => bytes.truncate(bytes.len() / 2),
        1 => {
            let at = life.rng.random_range(0..bytes.len().max(1));
            if let Some(byte) = bytes.get_mut(at) {
                *byte = 0xFF;
            }
        }
        2 => bytes = b"{\"format\": \"something else\", \"version\": 1}".to_vec(),
        _ => bytes = b"\x00\x01garbage".to_vec(),
    }
    let _ = files.write(name, &bytes);
    stats.damaged += 1;
    stats.reopens += 1;
    let opened = open_again(life, stats)?;
    let files = &life.shell.storage.files;
    let kept = files
        .names()
        .into_iter()
        .find(|n| n.starts_with(&format!("{name}.damaged-")) && files.get(n).as_ref() == Some(&bytes));
    let Some(kept) = kept else { return Err(format!("{name}, damaged, was not kept aside as it was")) };
    if !opened.notice.as_ref().is_some_and(|n| n.contains(&kept)) {
        return Err(format!("{name}, damaged and kept as {kept}: the player was not told ({:?})", opened.notice));
    }
    // The next damage of the same file needs a name of its own: this one moves out of the way.
    let _ = files.remove(&kept);
    stats.tally.held("a damaged file is kept aside and the player told");
    Ok(())
}
