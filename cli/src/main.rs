//! `okey`: Okey 101 in the terminal.

use clap::Parser;
use okey_cli::args::{Cli, Command, PlayArgs};
use okey_cli::{Failure, arena, play, replay, solve};

fn run(cli: Cli) -> Result<(), Failure> {
    match cli.command.unwrap_or(Command::Play(PlayArgs::default())) {
        Command::Play(args) => play::run(&args),
        Command::Solve(args) => {
            let solution = solve::solve(&args)?;
            if args.json {
                emit(&format!("{}\n", serde_json::to_string_pretty(&solution).unwrap_or_default()))
            } else {
                emit(&solve::solution_text(&solution))
            }
        }
        Command::Arena(args) => {
            let report = arena::run(&args)?;
            if args.json {
                emit(&format!("{}\n", serde_json::to_string_pretty(&report).unwrap_or_default()))
            } else {
                emit(&arena::report_text(&report))
            }
        }
        Command::Replay(args) => {
            let replay = replay::replay_file(&args.file)?;
            if args.json {
                emit(&format!("{}\n", serde_json::to_string_pretty(&replay).unwrap_or_default()))
            } else {
                emit(&replay::replay_report(&replay))
            }
        }
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
