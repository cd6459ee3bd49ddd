//! Düz Okey's live counter: how far the player's rack is from a winning hand, as the engine
//! judges it (the apps decide no rule).

use crate::error::OkeyError;
use crate::fit::seat_view;
use crate::game::OkeyGame;
use crate::types::{Tile, tiles};
use okey_core::Phase;
use okey_core::solver::classic::{melded_count, pairs_with_okeys, winning_hand};

/// Where a Düz Okey rack stands.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DuzProgress {
    /// The most rack tiles that sets and runs hold at once (okeys included).
    pub in_sets_and_runs: u32,
    /// How many pairs the rack makes (an okey pairs with any tile).
    pub pairs: u32,
    /// The tiles whose discard wins now (Finish): empty unless it is `seat`'s turn to discard
    /// and the other tiles form a winning hand.
    pub winning_discards: Vec<Tile>,
}

#[uniffi::export]
impl OkeyGame {
    /// `seat`'s Düz Okey counter (the solver's work, well under a millisecond; still best off the
    /// main thread). In Okey 101 the figures mean little; its counter is `preview_opening`.
    pub fn duz_progress(&self, seat: u32) -> Result<DuzProgress, OkeyError> {
        // The solver works on the seat's view, outside the game's lock, so the player's own
        // calls on the main thread never wait for it.
        let view = seat_view(&self.session(), seat)?;
        let rules = view.meld_rules;
        let my_discard = view.phase == Phase::Play && view.turn == view.seat;
        let winning: Vec<_> = if my_discard {
            (0..view.rack.len())
                .filter(|&at| {
                    let mut rest = view.rack.clone();
                    rest.remove(at);
                    winning_hand(&rest, rules).is_some()
                })
                .map(|at| view.rack[at])
                .collect()
        } else {
            Vec::new()
        };
        Ok(DuzProgress {
            in_sets_and_runs: u32::try_from(melded_count(&view.rack, rules)).unwrap_or(u32::MAX),
            pairs: u32::try_from(pairs_with_okeys(&view.rack, rules)).unwrap_or(u32::MAX),
            winning_discards: tiles(&winning),
        })
    }
}
