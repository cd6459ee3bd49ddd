//! `okey`: Okey 101 in the terminal.

use clap::Parser;
use okey_cli::args::{Cli, Command, PlayArgs};
use okey_cli::{Failure, arena, lang, play, replay, review, rules, solve, stats, together};

fn run(cli: Cli) -> Result<(), Failure> {
    let language = lang::from_env(cli.lang);
    match cli.command.unwrap_or(Command::Play(PlayArgs::default())) {
        Command::Play(args) => play::run(&args, language),
        Command::Solve(args) => {
            report(args.json, &solve::solve_in(&args, language)?, |s| solve::solution_text(s, language))
        }
        Command::Arena(args) => report(args.json, &arena::run(&args)?, |r| arena::report_text(r, language)),
        Command::Replay(args) => {
            let replay = replay::replay_file(&args.file, language)?;
            report(args.json, &replay, |r| replay::replay_report(r, language))
        }
        Command::Rules(args) => report(args.json, &rules::run(&args, language)?, rules::report_text),
        Command::Review(args) => report(args.json, &review::run(&args, language)?, review::report_text),
        Command::Host(args) => together::host(&args, language),
        Command::Join(args) => together::join(&args, language),
        Command::Stats(args) => {
            let storage = okey_cli::data::storage()?;
            let statistics = stats::load(&storage, language)?;
            let report_of = stats::report(&stats::stats_path(&storage), &statistics);
            report(args.json, &report_of, |r| stats::report_text(r, language))
        }
    }
}

/// Prints a command's result as JSON for scripts, or as text for people.
fn report<T: serde::Serialize>(json: bool, result: &T, text: impl Fn(&T) -> String) -> Result<(), Failure> {
    if json {
        emit(&format!("{}\n", serde_json::to_string_pretty(result).unwrap_or_default()))
    } else {
        emit(&text(result))
    }
}

/// Writes a command's output; a reader that stops early (`| head`) is not an error.
fn emit(text: &str) -> Result<(), Failure> {
    use std::io::Write;
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(Failure::environment(format!("cannot write: {e}"))),
        _ => Ok(()),
    }
}

fn main() {
    if let Err(failure) = run(Cli::parse()) {
        eprintln!("okey: {failure}");
        std::process::exit(failure.exit_code);
    }
}
