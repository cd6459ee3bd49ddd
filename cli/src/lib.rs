//! The `okey` terminal program, as a library so that its tests can drive each command.
//!
//! - [`args`]: the command line.
//! - [`data`]: where the files are kept.
//! - [`lang`]: which language the program speaks (`--lang`, or the locale).
//! - [`solve`]: `okey solve`, the best melds, opening, pairs and layouts of a hand.
//! - [`replay`]: `okey replay`, checking a saved game or record and printing what happened
//!   (its report's wording: [`replay::report`]).
//! - [`review`]: `okey review`, a seat's mistakes in a saved game, judged against the Hard bot.
//! - [`play`]: `okey play`, the full-screen game against bots.
//! - [`arena`]: `okey arena`, bots against bots over duplicate deals.
//! - [`rules`]: `okey rules`, the rules of a preset or a rules file in plain words.
//! - [`stats`]: `okey stats`, the player's statistics, and recording finished games into them.
//! - [`together`]: `okey host` and `okey join`, a table over the local network.

pub mod arena;
pub mod args;
pub mod data;
pub mod lang;
pub mod play;
pub mod replay;
pub mod review;
pub mod rules;
pub mod solve;
pub mod stats;
pub mod together;

/// A failed command: the message for the user and the process exit code.
#[derive(Debug, thiserror::Error)]
#[error("{message}")]
pub struct Failure {
    pub message: String,
    pub exit_code: i32,
}

impl Failure {
    /// The user asked for something that cannot be done (bad input, bad file): exit code 1.
    pub fn input(message: impl Into<String>) -> Failure {
        Failure { message: message.into(), exit_code: 1 }
    }

    /// The command line asks for something meaningless (no deals, no threads): exit code 2, as
    /// for the command line errors the argument parser finds.
    pub fn usage(message: impl Into<String>) -> Failure {
        Failure { message: message.into(), exit_code: 2 }
    }

    /// The program cannot run here (no terminal, no data directory): exit code 2.
    pub fn environment(message: impl Into<String>) -> Failure {
        Failure { message: message.into(), exit_code: 2 }
    }
}
