//! A drag let go at the table (what the finger carried, where it landed) and a tap on the
//! discard spot: the move each makes, decided here once for every front end, and which of the
//! move's flights the finger has already made.

use super::{Manners, Outcome, Table};
use crate::effect::{Flight, Place};
use crate::intent::{Dragged, DropSpot, Intent};
use crate::view::Anchor;
use crate::words;
use okey_core::tile::TileId;
use okey_core::view::ActionKind;

impl Table {
    /// The intent a drop makes; `None` when it makes none (the stock let go on a meld, a rack
    /// tile let go beside the rack). Whether the move is allowed now is the engine's to say.
    pub fn drop_intent(&self, dragged: Dragged, spot: DropSpot) -> Option<Intent> {
        match (dragged, spot) {
            (Dragged::RackTile { tile }, DropSpot::RackSlot { slot }) => Some(Intent::MoveTile { tile, slot }),
            (Dragged::RackTile { tile }, DropSpot::DiscardSpot) => Some(Intent::Discard { tile }),
            (Dragged::RackTile { tile }, DropSpot::Meld { meld }) => Some(Intent::LayOff { tile, meld }),
            // On an okey: it is taken back where the rules allow that now (Katlamalı), else the
            // tile is laid off onto the okey's meld, as a drop anywhere else on that meld would be.
            (Dragged::RackTile { tile }, DropSpot::TableOkey { meld, .. }) => {
                Some(if self.allows(ActionKind::RetrieveOkey) {
                    Intent::RetrieveOkey { tile, meld }
                } else {
                    Intent::LayOff { tile, meld }
                })
            }
            (Dragged::Stock, DropSpot::RackSlot { .. } | DropSpot::Rack) => Some(Intent::Draw),
            (Dragged::TakeablePile, DropSpot::RackSlot { .. } | DropSpot::Rack) => Some(Intent::TakeDiscard),
            _ => None,
        }
    }

    /// A tap on the discard spot: the one selected tile is discarded (asking first when it is
    /// costly, as a drop does); during the player's play with no tile, or several, selected, a
    /// word on what the tap does; at other times nothing.
    pub fn tap_discard_spot(&mut self, manners: Manners) -> Outcome {
        match self.selected()[..] {
            [tile] => self.discard(tile, manners),
            _ if self.allows(ActionKind::Discard) => Outcome::Refused {
                code: "select_one_to_discard",
                text: words::select_one_to_discard(manners.language).to_owned(),
                anchor: Anchor::Discard,
            },
            _ => Outcome::Nothing,
        }
    }

    /// A tile drawn or taken by a drop onto rack slot `slot` lands in that slot: the one tile
    /// of the rack that was not in `before`.
    pub(crate) fn put_new_tile(&mut self, before: &[TileId], slot: u8) -> Outcome {
        match self.rack().into_iter().find(|tile| !before.contains(tile)) {
            Some(tile) => self.move_tile(tile, usize::from(slot)),
            None => Outcome::Nothing,
        }
    }

    /// The engine allows `kind` now for the seat the gestures act for (a person at this phone
    /// or a guest, not always seat 0).
    fn allows(&self, kind: ActionKind) -> bool {
        self.session.view(self.seat).is_some_and(|view| view.allowed.contains(&kind))
    }
}

/// The finger of the player in `seat` has already carried `flight`'s tile where it lands: drawn
/// there at once, not flown again from where the drag began.
pub fn carried(dragged: Dragged, flight: &Flight, seat: usize) -> bool {
    let yours = Place::Hand { seat: u8::try_from(seat).unwrap_or(u8::MAX) };
    match dragged {
        Dragged::RackTile { tile } => {
            flight.tile.as_ref().is_some_and(|t| t.id == tile) && (flight.from == yours || flight.to == yours)
        }
        Dragged::Stock => flight.from == Place::Stock && flight.to == yours,
        Dragged::TakeablePile => matches!(flight.from, Place::Pile { .. }) && flight.to == yours,
    }
}
