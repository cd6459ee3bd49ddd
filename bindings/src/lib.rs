//! okey-ffi: the Okey 101 engine as the phone apps see it, through uniffi.
//!
//! A thin layer: [`types`] mirrors the engine's values in shapes Kotlin and Swift can hold,
//! [`game`] wraps a [`okey_core::Session`] in an object the UI calls, and [`error`] turns every
//! refusal into one exception type (Kotlin `OkeyException`, Swift `OkeyError`) with a stable code.
//! The engine itself (`okey-core`) knows nothing of uniffi.

mod error;
mod fit;
mod game;
mod progress;
mod standing;
mod stats;
mod types;

pub use error::OkeyError;
pub use game::{
    BotLevel, BotMove, GameConfig, OkeyGame, PresetInfo, RefusedBotAction, SeatKind, presets, rules_for_preset,
};
pub use types::*;

uniffi::setup_scaffolding!();
