//! okey-ffi: the Okey 101 engine as the phone apps see it, through uniffi.
//!
//! A thin layer: [`types`] mirrors the engine's values in shapes Kotlin and Swift can hold,
//! [`game`] wraps a [`okey_core::Session`] in an object the UI calls, [`hint`] words its hints,
//! [`review`] lists a seat's costliest decisions, [`rules_text`] gives the rules in plain words
//! (in English or Turkish), and [`error`] turns every refusal into one exception type (Kotlin
//! `OkeyException`, Swift `OkeyError`) with a stable code, a message in the game's
//! [`okey_core::Language`] and the values it names ([`language`]); [`files`] gives the apps
//! the bound on the files they read.
//! The engine itself (`okey-core`) knows nothing of uniffi.
//!
//! The same library carries the app core (`okey-app`, its own uniffi namespace `okey_app`:
//! Kotlin `org.okey.appcore`, Swift module `OkeyAppCore`), which is what the apps' screens drive.

mod error;
mod files;
mod fit;
mod game;
mod hint;
mod language;
mod lay;
mod progress;
mod review;
mod rules_text;
mod standing;
mod stats;
mod types;

pub use error::OkeyError;
pub use files::max_file_bytes;
pub use game::{
    BotLevel, BotMove, GameConfig, OkeyGame, PresetInfo, RefusedBotAction, SeatKind, presets, rules_for_preset,
};
pub use hint::{HintDetails, OkeyHint};
pub use language::{DetailValue, MessageDetail};
pub use lay::OpeningRisk;
pub use review::{
    GameReview, ReviewItem, ReviewKind, ReviewListener, review_game, review_game_with_progress, review_position,
    review_saved_game, review_saved_game_with_progress,
};
pub use rules_text::{
    GlossaryTerm, RuleOptionText, RulesDescription, RulesSection, RulesTopic, describe_rules, preset_label,
    preset_summary, rule_options, rules_glossary,
};
pub use stats::OkeyStatistics;
pub use types::*;

/// The app core's exports live in its own crate; naming it here links them into this library.
pub use okey_app::{self as app};

uniffi::setup_scaffolding!();
