//! Hints: what to play now, which tiles of the rack it concerns, and why, in words.
//!
//! The action is the Hard bot's (the strongest level, which answers well within a hint's time
//! budget: see `examples/hint_timing.rs`), seeded from the seat alone so that the same position
//! always gives the same hint. The reason is then worked out by asking the engine and the
//! solver about that action ([`explain`]), from the seat's view only, like the bot itself.
//!
//! - [`reason`]: the kinds of reason, with their tiles and numbers.
//! - [`text`]: each reason as a sentence in English or Turkish.

mod explain;
pub mod reason;
mod text;

pub use reason::{DiscardWhy, HintReason, Safety};

use crate::action::Action;
use crate::bot::{self, Bot, Level};
use crate::tile::TileId;
use crate::view::SeatView;
use serde::{Deserialize, Serialize};

/// The seed of the bot behind hints; the bot also mixes in the position (see
/// `bot::position_rng`), so a hint depends on the position and the seat alone.
const HINT_SEED: u64 = 0x6869_6e74;

/// What to play, which tiles of the rack to point at, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hint {
    /// An action the engine accepts from the seat now.
    pub action: Action,
    /// Tiles of the seat's rack the action concerns (laid, discarded, or melding with the
    /// discard to take); empty when it concerns none (a draw, a take-back).
    pub highlight: Vec<TileId>,
    pub reason: HintReason,
}

/// The hint for the seat whose view this is; `None` when the seat may do nothing now.
pub fn hint(view: &SeatView) -> Option<Hint> {
    if view.allowed.is_empty() {
        return None;
    }
    let seed = HINT_SEED.wrapping_add(view.seat as u64);
    let strongest = Level::Hard.bot(seed).decide(view);
    // The bots only choose actions the engine accepts; Easy's fallback keeps a hint legal even
    // if a stronger bot ever errs.
    let action = if view.accepts(&strongest) { strongest } else { bot::Easy.decide(view) };
    let (reason, highlight) = explain::explain(view, &action);
    Some(Hint { action, highlight, reason })
}
