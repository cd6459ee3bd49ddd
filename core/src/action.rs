//! Actions a seat can take, and the events they cause, as plain serializable values.
//!
//! Events carry stable tile ids so a UI can animate each tile from where it was to where it
//! goes. [`Event::seen_by`] hides what a seat may not see (another player's drawn tile).

use crate::table_meld::MeldId;

use crate::meld::{Meld, MeldKind, Side};
use crate::scoring::DealResult;
use crate::seat::Seat;
// How a seat opened is part of its events; it is named here too, where it was defined.
pub use crate::table_meld::OpenedWith;
use crate::tile::{Face, TileId};
use serde::{Deserialize, Serialize};

/// Tiles to lay as one new meld, in table order. Without a kind, the most valuable reading wins.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MeldSpec {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<MeldKind>,
    #[serde(deserialize_with = "crate::bounded::meld_tiles")]
    pub tiles: Vec<TileId>,
}

impl MeldSpec {
    pub fn new(kind: MeldKind, tiles: Vec<TileId>) -> MeldSpec {
        MeldSpec { kind: Some(kind), tiles }
    }

    pub fn inferred(tiles: Vec<TileId>) -> MeldSpec {
        MeldSpec { kind: None, tiles }
    }
}

/// Everything a seat can do. Read from JSON field by field, with a lay bounded to what a hand
/// holds (see `crate::saved`), in the shape written here.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Take the next stock tile. With the stock empty, this ends the deal.
    Draw,
    /// Take the tile the previous player just discarded.
    TakeDiscard,
    /// With the stock empty, take the indicator to finish (Guide).
    TakeIndicator,
    /// Put back a taken discard (Online, Katlamali) or a taken indicator, then draw.
    ReturnTaken,
    /// Lay new melds from the rack.
    Lay { melds: Vec<MeldSpec> },
    /// Add a tile to a set or run on the table ("işleme"); runs take a side, found if omitted.
    LayOff {
        tile: TileId,
        meld: MeldId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        side: Option<Side>,
    },
    /// Put `tile` in place of an okey on the table and take the okey (Katlamali).
    RetrieveOkey { tile: TileId, meld: MeldId },
    /// Take back `tile` and everything put on the table after it this turn.
    TakeBack { tile: TileId },
    /// Take back everything put on the table this turn.
    TakeBackAll,
    /// End the turn by discarding; discarding the last tile finishes the deal.
    Discard { tile: TileId },
    /// Düz Okey: discard `tile` and show the other 14 tiles as a winning hand.
    Finish { tile: TileId },
    /// Düz Okey: show the indicator's twin before one's first draw ("gösterme"); any seat may.
    ShowIndicator,
    /// After a deal has ended, deal the next one.
    NextDeal,
}

/// Why a +101 penalty was charged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyReason {
    /// Discarded an okey without finishing (it could always have been laid off).
    DiscardedOkey,
    /// Discarded a tile that fits a set or run on the table, without finishing.
    DiscardedPlayableTile,
    /// Took back more than the last tile laid, or a failed opening.
    TookBack,
    /// The next player opened or finished with this player's discard (Guide).
    GaveOpeningTile,
}

/// Something that happened, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    DealStarted {
        deal: u32,
        dealer: Seat,
        starter: Seat,
        indicator: TileId,
        okey: Face,
        risk_round: bool,
    },
    /// A rack was dealt; `tiles` is empty for seats that may not see it.
    RackDealt {
        seat: Seat,
        count: usize,
        tiles: Vec<TileId>,
    },
    TurnStarted {
        seat: Seat,
    },
    /// `tile` is `None` for seats that may not see it.
    Drew {
        seat: Seat,
        tile: Option<TileId>,
    },
    TookDiscard {
        seat: Seat,
        tile: TileId,
        from: Seat,
    },
    TookIndicator {
        seat: Seat,
        tile: TileId,
    },
    ReturnedTaken {
        seat: Seat,
        tile: TileId,
    },
    Laid {
        seat: Seat,
        meld: MeldId,
        kind: MeldKind,
        tiles: Vec<TileId>,
        faces: Vec<Face>,
    },
    LaidOff {
        seat: Seat,
        tile: TileId,
        meld: MeldId,
        side: Side,
    },
    RetrievedOkey {
        seat: Seat,
        tile: TileId,
        okey: TileId,
        meld: MeldId,
    },
    /// Tiles back to the rack; melds with no tiles left are gone.
    TookBack {
        seat: Seat,
        tiles: Vec<TileId>,
        removed_melds: Vec<MeldId>,
    },
    Opened {
        seat: Seat,
        with: OpenedWith,
        value: u32,
        pairs: u8,
    },
    Penalized {
        seat: Seat,
        points: i32,
        reason: PenaltyReason,
    },
    Discarded {
        seat: Seat,
        tile: TileId,
    },
    /// Düz Okey: `seat` showed `tile`, the indicator's twin.
    ShowedIndicator {
        seat: Seat,
        tile: TileId,
    },
    /// Düz Okey: the winner's 14 tiles, as sets and runs or as seven pairs.
    ShowedHand {
        seat: Seat,
        melds: Vec<Meld>,
    },
    DealEnded {
        result: DealResult,
    },
    GameEnded {
        totals: Vec<i32>,
        winners: Vec<Seat>,
    },
}

impl Event {
    /// The event as `seat` may see it: other seats' drawn and dealt tiles are hidden.
    pub fn seen_by(&self, seat: Seat) -> Event {
        match self {
            Event::Drew { seat: who, .. } if *who != seat => Event::Drew { seat: *who, tile: None },
            Event::RackDealt { seat: who, count, .. } if *who != seat => {
                Event::RackDealt { seat: *who, count: *count, tiles: Vec::new() }
            }
            other => other.clone(),
        }
    }
}

/// The kinds of action a seat may try now; a UI enables its buttons from these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ActionKind {
    Draw,
    TakeDiscard,
    TakeIndicator,
    ReturnTaken,
    Lay,
    LayOff,
    RetrieveOkey,
    TakeBack,
    Discard,
    /// Düz Okey: discard and show a winning hand.
    Finish,
    /// Düz Okey: show the indicator's twin.
    ShowIndicator,
    NextDeal,
}
