//! Soak test: games under random valid rules between bots of random levels, with random (mostly
//! illegal) actions mixed in, checking the engine's invariants after every action.
//!
//! ```sh
//! cargo run --profile ci -p okey-core --example soak -- --seconds 60   # or --actions 100000
//! cargo run --profile ci -p okey-core --example soak -- --seed 7 --game 12   # replay one game
//! ```
//!
//! After every action: no panic; a refused action leaves the game and its record exactly as they
//! were; all 106 tiles are somewhere, once each; an accepted move reads back from JSON and
//! replays on a second game to the same state; a position written at a turn's start reads back
//! the same; the hint for the seat to move is a move the engine accepts. At every deal's end (and every `--save-every` actions): the whole JSON save reads
//! back and replays to the same game. At a game's end: the text record reads back the same.
//! Every bot action must be accepted (bots ask the engine first). The run is reproducible from
//! `--seed`; a failure prints how to replay its game and exits with 1.

mod checks;
mod garbage;
mod rules;

use checks::Tally;
use okey_core::bot::{Bot, BotDriver, Level};
use okey_core::game::{Game, Phase};
use okey_core::record::Recorder;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Share of actions drawn at random instead of played by the seat's bot.
const RANDOM_ACTION_SHARE: f64 = 0.3;
/// A game longer than this is cut (an endless run of cancelled deals is legal, not a bug).
const MAX_ACTIONS_PER_GAME: u64 = 20_000;

#[derive(Debug)]
struct Options {
    seconds: Option<f64>,
    actions: Option<u64>,
    seed: u64,
    game: Option<u64>,
    save_every: u64,
}

fn parse_options() -> Result<Options, String> {
    let mut options = Options { seconds: None, actions: None, seed: 1, game: None, save_every: 64 };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |what: &str| value.parse::<u64>().map_err(|_| format!("{what} `{value}` is not a number"));
        match flag.as_str() {
            "--seconds" => {
                options.seconds = Some(value.parse().map_err(|_| format!("--seconds `{value}` is not a number"))?)
            }
            "--actions" => options.actions = Some(number("--actions")?),
            "--seed" => options.seed = number("--seed")?,
            "--game" => options.game = Some(number("--game")?),
            "--save-every" => options.save_every = number("--save-every")?.max(1),
            _ => {
                return Err(format!(
                    "unknown option {flag}; use --seconds N, --actions N, --seed N, --game N, --save-every N"
                ));
            }
        }
    }
    if options.seconds.is_none() && options.actions.is_none() && options.game.is_none() {
        options.seconds = Some(10.0);
    }
    Ok(options)
}

/// What the run did, for the summary.
#[derive(Debug, Default)]
struct Stats {
    games: u64,
    games_cut: u64,
    deals: u64,
    bot_actions: u64,
    random_actions: u64,
    random_accepted: u64,
    next_deals: u64,
    tally: Tally,
}

impl Stats {
    fn actions(&self) -> u64 {
        self.bot_actions + self.random_actions + self.next_deals
    }
}

struct Budget {
    deadline: Option<Instant>,
    actions: Option<u64>,
}

impl Budget {
    fn spent(&self, stats: &Stats) -> bool {
        self.actions.is_some_and(|max| stats.actions() >= max) || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

fn main() -> ExitCode {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("soak: {message}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let budget = Budget {
        deadline: options.seconds.map(|s| start + Duration::from_secs_f64(s.max(0.0))),
        actions: options.actions,
    };
    let mut stats = Stats::default();
    let games = match options.game {
        Some(game) => game..game + 1,
        None => 0..u64::MAX,
    };
    for game in games {
        if options.game.is_none() && budget.spent(&stats) {
            break;
        }
        let outcome = catch_unwind(AssertUnwindSafe(|| play(&options, game, &budget, &mut stats)));
        let failure = match outcome {
            Ok(Ok(())) => continue,
            Ok(Err(message)) => message,
            Err(_) => "the engine panicked (message above)".to_owned(),
        };
        eprintln!("soak FAILED in game {game} of seed {}: {failure}", options.seed);
        eprintln!(
            "replay it: cargo run --profile ci -p okey-core --example soak -- --seed {} --game {game}",
            options.seed
        );
        return ExitCode::FAILURE;
    }
    report(&stats, start.elapsed(), options.seed);
    ExitCode::SUCCESS
}

/// Plays game number `index` of the run, checking after every action.
fn play(options: &Options, index: u64, budget: &Budget, stats: &mut Stats) -> Result<(), String> {
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let rules = rules::random_rules(&mut rng);
    let seed: u64 = rng.random();
    let (mut recorder, _) = Recorder::new(rules.clone(), seed).map_err(|e| format!("valid rules refused: {e}"))?;
    let context = |message: String| {
        let rules = serde_json::to_string(&rules).unwrap_or_default();
        format!("{message}\n  rules: {rules}\n  game seed: {seed}")
    };
    let levels: Vec<Level> = (0..rules.players).map(|_| Level::ALL[rng.random_range(0..Level::ALL.len())]).collect();
    let mut bots: Vec<Option<Box<dyn Bot>>> =
        levels.iter().enumerate().map(|(seat, level)| Some(level.bot(seed.wrapping_add(seat as u64)))).collect();
    let mut driver = BotDriver::default();
    let mut shadow = recorder.game().clone();
    checks::tiles_conserved(&mut stats.tally, recorder.game()).map_err(context)?;
    stats.games += 1;
    stats.deals += 1;
    let mut actions = 0u64;
    while !recorder.game().is_over() {
        if (options.game.is_none() && budget.spent(stats)) || actions >= MAX_ACTIONS_PER_GAME {
            stats.games_cut += 1;
            return Ok(());
        }
        actions += 1;
        let before = recorder.game().clone();
        let moves_before = recorder.record().moves.len();
        step(&mut rng, &mut recorder, &mut driver, &mut bots, &levels, stats).map_err(context)?;
        let game = recorder.game();
        if game.deal().number != before.deal().number {
            stats.deals += 1;
        }
        checks::tiles_conserved(&mut stats.tally, game).map_err(context)?;
        let new_moves = &recorder.record().moves[moves_before..];
        if new_moves.is_empty() {
            checks::refused_changes_nothing(&mut stats.tally, &before, moves_before, &recorder).map_err(context)?;
            continue;
        }
        checks::moves_replay(&mut stats.tally, new_moves, &mut shadow, game).map_err(context)?;
        checks::position_round_trips(&mut stats.tally, game).map_err(context)?;
        checks::hint_is_legal(&mut stats.tally, game).map_err(context)?;
        let deal_ended = matches!(game.phase(), Phase::DealOver | Phase::GameOver) && game.phase() != before.phase();
        if deal_ended || actions.is_multiple_of(options.save_every) {
            checks::save_replays(&mut stats.tally, &recorder).map_err(context)?;
        }
    }
    checks::text_record_round_trips(&mut stats.tally, recorder.record()).map_err(context)?;
    Ok(())
}

/// One action: a random one, the next deal, or the bot's move (a refused bot move is checked to
/// change nothing, then the driver's fallback plays instead).
fn step(
    rng: &mut ChaCha8Rng,
    recorder: &mut Recorder,
    driver: &mut BotDriver,
    bots: &mut [Option<Box<dyn Bot>>],
    levels: &[Level],
    stats: &mut Stats,
) -> Result<(), String> {
    if rng.random_bool(RANDOM_ACTION_SHARE) {
        let (seat, action) = garbage::random_action(rng, recorder.game());
        stats.random_actions += 1;
        stats.random_accepted += u64::from(recorder.apply(seat, &action).is_ok());
        return Ok(());
    }
    if recorder.game().phase() == Phase::DealOver {
        let seat = rng.random_range(0..usize::from(recorder.game().rules().players));
        stats.next_deals += 1;
        recorder.apply(seat, &okey_core::Action::NextDeal).map_err(|e| format!("the next deal was refused: {e}"))?;
        return Ok(());
    }
    let before: Game = recorder.game().clone();
    let step = driver.step(recorder, bots).ok_or("no bot could move while the deal goes on")?;
    stats.bot_actions += 1;
    if let Some((refused, error)) = step.refused {
        let level = levels.get(step.seat).map_or("?", |l| l.name());
        let mut probe = before.clone();
        if probe.apply(step.seat, &refused).is_ok() || probe != before {
            return Err("a refused bot action changed the game".to_owned());
        }
        // Bots ask the engine before they act, so a refusal is a bot bug.
        return Err(format!("the {level} bot in seat {} chose {refused:?}, which was refused: {error}", step.seat + 1));
    }
    Ok(())
}

fn report(stats: &Stats, elapsed: Duration, seed: u64) {
    let seconds = elapsed.as_secs_f64();
    let actions = stats.actions();
    println!(
        "soak: seed {seed}, {seconds:.1} s: {} games ({} cut short), {} deals, {actions} actions, {:.0} actions per second",
        stats.games,
        stats.games_cut,
        stats.deals,
        actions as f64 / seconds.max(1e-9)
    );
    println!(
        "  {} bot actions, {} next-deal, {} random actions ({} accepted, {} refused)",
        stats.bot_actions,
        stats.next_deals,
        stats.random_actions,
        stats.random_accepted,
        stats.random_actions - stats.random_accepted
    );
    println!("  invariants checked (all held):");
    for (name, count) in stats.tally.iter() {
        println!("    {name}: {count}");
    }
}
