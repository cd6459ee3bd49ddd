//! Before laying what the player selected: the selection read as one or more melds (five pairs,
//! a whole opening, laid with one `Lay`), and whether the lay would leave the hand unable to open
//! this turn, to ask first as before a costly discard.

use crate::error::OkeyError;
use crate::game::OkeyGame;
use crate::types::{MeldSpec, Tile, meld_specs, tile_ids, tiles};
use okey_core::Language;
use okey_core::action::OpenedWith;

/// A lay after which the hand cannot open this turn: every way back costs `penalty`.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OpeningRisk {
    /// Sets and runs (points) or pairs (pairs).
    pub with: OpenedWith,
    /// The most the opening can reach this turn after the lay.
    pub reachable: u32,
    pub needed: u32,
    /// The most the rack could open with this turn laid another way; at least `needed` when the
    /// tiles could open otherwise.
    pub rack_best: u32,
    pub penalty: i32,
    /// Why, and what it costs, as one sentence in the language asked for.
    pub message: String,
}

#[uniffi::export]
impl OkeyGame {
    /// `tiles`, selected in this order (the rack's), as the melds `seat` may lay now in one
    /// `Lay`: split in that order where that gives melds, else the engine's best reading; each
    /// with its kind. Refused (`not_melds`, `invalid_meld`, `mixed_opening`, ...) with the reason.
    pub fn read_selection(&self, seat: u32, selected: Vec<Tile>) -> Result<Vec<MeldSpec>, OkeyError> {
        okey_core::hand::check_size(selected.len())?;
        let selected = tile_ids(selected)?;
        let session = self.session();
        let seat = Self::seat(&session, seat)?;
        let melds = session.game().read_selection(seat, &selected);
        drop(session);
        let melds = melds.map_err(|e| OkeyError::refused(&e, self.current_language()))?;
        Ok(melds.into_iter().map(|m| MeldSpec { kind: m.kind, tiles: tiles(&m.tiles) }).collect())
    }

    /// Whether laying `melds` now would leave `seat`, not yet opened, unable to open this turn;
    /// `None` when it would not (or the lay would be refused anyway, or the seat has opened).
    pub fn opening_risk(
        &self,
        seat: u32,
        melds: Vec<MeldSpec>,
        language: Language,
    ) -> Result<Option<OpeningRisk>, OkeyError> {
        let melds = meld_specs(melds)?;
        let session = self.session();
        let seat = Self::seat(&session, seat)?;
        let risk = session.game().opening_risk(seat, &melds);
        drop(session);
        Ok(risk.map(|r| OpeningRisk {
            with: r.with,
            reachable: r.reachable,
            needed: r.needed,
            rack_best: r.rack_best,
            penalty: r.penalty,
            message: r.message(language),
        }))
    }
}
