//! Who won the game, asked again after the `GameEnded` event has gone (an app that resumes on
//! the game-over screen).

use crate::error::OkeyError;
use crate::game::OkeyGame;
use crate::types::seat_u32;

#[uniffi::export]
impl OkeyGame {
    /// The seats leading the game by the engine's rules (the winners once it is over): Okey 101
    /// the lowest total, Düz Okey the highest (the top two of four), partners as a team; ties
    /// included.
    pub fn leaders(&self) -> Result<Vec<u32>, OkeyError> {
        Ok(self.session().game().leaders().into_iter().map(seat_u32).collect())
    }
}
