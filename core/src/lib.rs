//! okey-core: the Okey 101 rules engine.
//!
//! Pure Rust, no I/O and no clocks: a game is its rules, a seed and a list of actions, and
//! replays exactly. Modules, each with one job:
//!
//! - [`tile`]: colours, faces, the 106 physical tiles, the okey ("gösterge" → okey).
//! - [`notation`]: the text notation for tiles (`R7 Y13 F`).
//! - [`hand`]: the largest hand any entry point accepts, and reading a typed hand.
//! - [`rules`]: the rules configuration and its presets.
//! - [`rules_text`]: the rules of a value in plain words, option names and the glossary.
//! - [`meld`]: sets, runs and pairs ("per", "çift"), extension ("işleme").
//! - [`solver`]: the exact hand solver (best melds, least penalty, pairs).
//! - [`action`]: actions and the events they cause.
//! - [`error`]: why an action was refused, with stable codes.
//! - [`game`]: the state machine of a game of deals.
//! - [`scoring`]: scoring a deal.
//! - [`view`]: what one seat may see.
//! - [`bot`]: computer opponents, deciding from a seat's view alone.
//! - [`deal_seed`]: a deal's seed and the fingerprint that lets a player check its shuffle.
//! - [`position`]: the text notation for a position (like FEN).
//! - [`record`]: game records and saved games (like PGN), as text and versioned JSON.
//! - [`saved`]: reading saved JSON from untrusted text: bounded, with errors that say where.
//! - [`review`]: a recorded game's mistakes for one seat, judged against the Hard bot.
//! - [`hint`]: what to play now and why, in the player's language.
//! - [`session`]: a game as an app runs it: people and bots in seats, hints, save and resume.
//! - [`stats`]: the player's statistics over finished games, per preset and opponent level.
//! - [`lang`]: the languages the engine writes players' texts in.
//! - [`wording`]: those texts (refusals, rules problems, penalties, deal ends) and the values they name.

pub mod action;
pub mod bot;
mod bounded;
pub mod deal_seed;
pub mod error;
pub mod game;
pub mod hand;
pub mod hint;
pub mod lang;
pub mod meld;
pub mod naming;
pub mod notation;
pub mod position;
pub mod record;
pub mod review;
pub mod rules;
pub mod rules_text;
pub mod saved;
pub mod scoring;
pub mod seat;
pub mod session;
pub mod solver;
pub mod stats;
pub mod table_meld;
pub mod tile;
pub mod view;
pub mod wording;

pub use action::{Action, Event, MeldSpec};
pub use error::ActionError;
pub use game::{Game, Phase, Seat};
pub use hint::{Hint, HintReason};
pub use lang::Language;
pub use rules::{Preset, Rules};
pub use session::{SeatKind, Session};
pub use view::SeatView;

/// The README's examples, compiled and run as doc tests so they stay true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
