//! The melds on the table (their ids, who laid them) and how a seat opened: shared by the game,
//! its actions, the solver and scoring, kept apart so that none of them imports another for them.

use crate::meld::Meld;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// A stable id for a meld on the table within a deal.
pub type MeldId = u32;

/// A meld on the table and who laid it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableMeld {
    pub id: MeldId,
    pub owner: Seat,
    pub meld: Meld,
}

/// How a seat opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpenedWith {
    SetsAndRuns,
    Pairs,
}
