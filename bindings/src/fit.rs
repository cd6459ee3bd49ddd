//! Which end of a table meld a tile fits, so that the app can ask the player which end when a
//! tile fits both ends of a run (an okey usually does). The engine's `LayOff` takes the chosen side.

use crate::error::OkeyError;
use crate::game::OkeyGame;
use crate::types::Tile;
use okey_core::meld::{MeldKind, Side};
use okey_core::tile::TileId;
use okey_core::{SeatView, Session};

/// What `seat` of `session` sees, or `no_such_seat`.
pub(crate) fn seat_view(session: &Session, seat: u32) -> Result<SeatView, OkeyError> {
    let players = session.seats().len();
    usize::try_from(seat)
        .ok()
        .and_then(|s| session.view(s))
        .ok_or_else(|| OkeyError::input("no_such_seat", format!("there is no seat {seat} in a {players}-player game")))
}

#[uniffi::export]
impl OkeyGame {
    /// The ends of table meld `meld` at which `tile` extends it, low end first: two for a run
    /// either of whose ends the tile fits (ask the player), one, or none. A set has no ends: one
    /// side when the tile fits it. Whether `seat` may lay off now is the action's own check.
    pub fn lay_off_sides(&self, seat: u32, tile: Tile, meld: u32) -> Result<Vec<Side>, OkeyError> {
        let view = seat_view(&self.session(), seat)?;
        let tile = TileId::try_from(tile)?;
        let target = view
            .table
            .iter()
            .find(|m| m.id == meld)
            .ok_or_else(|| OkeyError::input("no_such_meld", format!("there is no meld {meld} on the table")))?;
        Ok(match target.meld.kind() {
            MeldKind::Run => [Side::Low, Side::High]
                .into_iter()
                .filter(|&side| target.meld.fits_at(tile, side, view.meld_rules))
                .collect(),
            MeldKind::Set | MeldKind::Pair => target.meld.fits(tile, view.meld_rules).into_iter().collect(),
        })
    }
}
