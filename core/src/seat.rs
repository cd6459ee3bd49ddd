//! Who sits at the table and where the turn stands: the words every part of the engine shares
//! (the game, its actions and errors, scoring, views), kept apart so that none of them imports
//! another for a name.

use serde::{Deserialize, Serialize};

/// A seat at the table, 0-based; play passes from seat `i` to seat `i + 1`.
pub type Seat = usize;

/// Where the game is in a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The seat to move must take a tile (draw or take the discard).
    Draw,
    /// The seat to move may lay, lay off, take back, and must end by discarding.
    Play,
    /// The deal is over; `NextDeal` deals the next one.
    DealOver,
    /// The last deal is over.
    GameOver,
}
