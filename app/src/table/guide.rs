//! The guided first deal: which step of a turn the player is at, told from the engine's hint.
//!
//! A guided deal is an ordinary game of one Standard deal against Easy bots from a fixed seed,
//! in which the hint is worked out at every turn of the player's and the step it belongs to
//! (draw, arrange, open, lay off, discard, finish) is explained beside it.

use okey_core::Phase;
use okey_core::hint::HintReason;

/// The seed of the guided deal: a player who follows the guide and its hints draws, arranges,
/// opens on the second turn, lays off and finishes the deal (seeds 0 to 35 were tried; in most,
/// Easy bots let the stock run out and the deal is dealt again).
pub const GUIDED_SEED: u64 = 29;

/// A step of a turn, as the guided deal teaches it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum GuideStep {
    /// Draw from the stock or take the discard on your left.
    Draw,
    /// Arrange the rack so that the melds stand together.
    Arrange,
    /// Open: lay melds worth 101 or more.
    Open,
    /// Lay a tile off on a meld on the table.
    LayOff,
    /// End the turn with a discard.
    Discard,
    /// Finish the deal.
    Finish,
    /// The others play; wait for your turn.
    Wait,
    /// The deal is over.
    Done,
}

/// The step a hint's reason belongs to.
pub fn step_of(reason: &HintReason) -> GuideStep {
    match reason {
        HintReason::Open { .. }
        | HintReason::OpenWithPairs { .. }
        | HintReason::CompleteOpening { .. }
        | HintReason::LayMelds { .. }
        | HintReason::TakeBack { .. }
        | HintReason::TakeBackAll { .. } => GuideStep::Open,
        HintReason::LayOff { .. } | HintReason::RetrieveOkey { .. } => GuideStep::LayOff,
        HintReason::FinishThisTurn { .. } | HintReason::FinishNow { .. } | HintReason::DuzFinish { .. } => {
            GuideStep::Finish
        }
        HintReason::Discard { .. }
        | HintReason::DiscardPenalty { .. }
        | HintReason::DuzHoldOut { .. }
        | HintReason::DuzDiscard { .. }
        | HintReason::ShowIndicator { .. } => GuideStep::Discard,
        HintReason::NextDeal => GuideStep::Done,
        HintReason::TakeToOpen { .. }
        | HintReason::TakeToOpenWithPairs { .. }
        | HintReason::TakeToFinish { .. }
        | HintReason::TakeForMeld { .. }
        | HintReason::TakeToLayOff { .. }
        | HintReason::TakeIndicator { .. }
        | HintReason::DrawDiscardUseless { .. }
        | HintReason::DrawTakingObliges { .. }
        | HintReason::Draw
        | HintReason::DrawEndsDeal { .. }
        | HintReason::ReturnTaken { .. }
        | HintReason::DuzTake { .. }
        | HintReason::DuzDraw { .. }
        | HintReason::DuzDrawIndicator { .. } => GuideStep::Draw,
    }
}

impl super::Table {
    /// Makes this game the guided deal.
    pub fn set_guided(&mut self) {
        self.guided = true;
    }

    pub fn guided(&self) -> bool {
        self.guided
    }

    /// The player arranged the rack (one of the guided deal's steps).
    pub fn arrange_by_player(&mut self, layout: crate::view::RackLayout) -> super::moves::Outcome {
        self.side.arranged_by_player = true;
        self.arrange(layout)
    }

    /// The step the guided deal is at; `None` outside a guided deal.
    pub fn guide_step(&self) -> Option<GuideStep> {
        if !self.guided {
            return None;
        }
        let view = self.your_view()?;
        let step = match view.phase {
            Phase::DealOver | Phase::GameOver => GuideStep::Done,
            _ if view.turn != self.seat => GuideStep::Wait,
            Phase::Play if !self.side.arranged_by_player && view.opened.is_none() => GuideStep::Arrange,
            Phase::Draw => self.side.hint.as_ref().map_or(GuideStep::Draw, |h| h.step),
            Phase::Play => self.side.hint.as_ref().map_or(GuideStep::Discard, |h| h.step),
        };
        Some(step)
    }

    /// The guided deal wants the hint worked out now: the player is to move and has none.
    pub fn wants_guide_hint(&self) -> bool {
        let game = self.session.game();
        self.guided
            && self.side.hint.is_none()
            && game.turn() == self.seat
            && matches!(game.phase(), Phase::Draw | Phase::Play)
    }
}
