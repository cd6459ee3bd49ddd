//! Düz Okey's live counter: how far the player's rack is from a winning hand, as the engine
//! judges it (the apps decide no rule).

use crate::error::OkeyError;
use crate::fit::seat_view;
use crate::game::OkeyGame;
use crate::types::{Tile, tiles};
use okey_core::Phase;
use okey_core::solver::classic::{hand_progress, winning_hand};

/// Where a Düz Okey rack stands.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DuzProgress {
    /// The most of the rack's best 14 tiles that sets and runs hold at once (okeys included):
    /// the engine's one definition, `solver::classic::hand_progress`, which the hints use too.
    pub in_sets_and_runs: u32,
    /// How many pairs those 14 tiles make (an okey pairs with any tile).
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
        let progress = hand_progress(&view.rack, rules);
        Ok(DuzProgress {
            in_sets_and_runs: u32::from(progress.in_melds),
            pairs: u32::from(progress.pairs),
            winning_discards: tiles(&winning),
        })
    }
}
