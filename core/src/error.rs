//! Why an action was refused: one typed error per reason, each with a stable code. Its message
//! for players, in either language, and the values it names are in [`crate::wording`]; `Display`
//! is the English message. Messages are for people, so they number seats from 1 (seat 0 is
//! "seat 1"); the fields and codes keep the engine's 0-based seats.

use crate::table_meld::MeldId;

use crate::action::ActionKind;
use crate::lang::Language;
use crate::meld::{MeldError, MeldKind};
use crate::rules::Variant;
use crate::seat::{Phase, Seat};
use crate::tile::TileId;
use std::fmt;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    GameOver,
    NoSuchSeat { seat: Seat },
    BotSeat { seat: Seat },
    NotYourTurn { seat: Seat, turn: Seat },
    WrongPhase { phase: Phase },
    TileNotInRack { tile: TileId },
    NoDiscardToTake,
    DiscardNotUsable { tile: TileId },
    IndicatorNotTakeable,
    NothingToReturn,
    ReturnNotAllowed { tile: TileId },
    TakeBackFirst { tile: TileId },
    MustDrawAfterReturn,
    NoMelds,
    DuplicateTile { tile: TileId },
    InvalidMeld { index: usize, source: MeldError },
    NotMelds { count: usize },
    MixedOpening,
    PairsOpenerCannotLay { kind: MeldKind },
    SetsOpenerCannotLayPairs { after_pairs_opening: bool },
    MustKeepDiscard,
    NotOpened,
    WaitAfterOpening,
    NoSuchMeld { meld: MeldId },
    DoesNotFit { tile: TileId, meld: MeldId, source: MeldError },
    LayOffCap { cap: u8 },
    RetrievalNotAllowed,
    NotLaidThisTurn { tile: TileId },
    NothingToTakeBack,
    TakenTileNotUsed { tile: TileId },
    TakenTileNotInOpening { tile: TileId },
    OpeningTooLow { value: u32, needed: u32 },
    TooFewPairs { pairs: u8, needed: u8 },
    MustFinishWithIndicator,
    DealNotOver,
    NotInThisGame { action: ActionKind, game: Variant },
    NotAWinningHand { tile: TileId },
    CannotShowIndicator,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Language::English))
    }
}

impl ActionError {
    /// A stable, machine-readable code for the UI and the bindings.
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::GameOver => "game_over",
            ActionError::NoSuchSeat { .. } => "no_such_seat",
            ActionError::BotSeat { .. } => "bot_seat",
            ActionError::NotYourTurn { .. } => "not_your_turn",
            ActionError::WrongPhase { .. } => "wrong_phase",
            ActionError::TileNotInRack { .. } => "tile_not_in_rack",
            ActionError::NoDiscardToTake => "no_discard_to_take",
            ActionError::DiscardNotUsable { .. } => "discard_not_usable",
            ActionError::IndicatorNotTakeable => "indicator_not_takeable",
            ActionError::NothingToReturn => "nothing_to_return",
            ActionError::ReturnNotAllowed { .. } => "return_not_allowed",
            ActionError::TakeBackFirst { .. } => "take_back_first",
            ActionError::MustDrawAfterReturn => "must_draw_after_return",
            ActionError::NoMelds => "no_melds",
            ActionError::DuplicateTile { .. } => "duplicate_tile",
            ActionError::InvalidMeld { .. } => "invalid_meld",
            ActionError::NotMelds { .. } => "not_melds",
            ActionError::MixedOpening => "mixed_opening",
            ActionError::PairsOpenerCannotLay { .. } => "pairs_opener_cannot_lay",
            ActionError::SetsOpenerCannotLayPairs { .. } => "sets_opener_cannot_lay_pairs",
            ActionError::MustKeepDiscard => "must_keep_discard",
            ActionError::NotOpened => "not_opened",
            ActionError::WaitAfterOpening => "wait_after_opening",
            ActionError::NoSuchMeld { .. } => "no_such_meld",
            ActionError::DoesNotFit { .. } => "does_not_fit",
            ActionError::LayOffCap { .. } => "lay_off_cap",
            ActionError::RetrievalNotAllowed => "retrieval_not_allowed",
            ActionError::NotLaidThisTurn { .. } => "not_laid_this_turn",
            ActionError::NothingToTakeBack => "nothing_to_take_back",
            ActionError::TakenTileNotUsed { .. } => "taken_tile_not_used",
            ActionError::TakenTileNotInOpening { .. } => "taken_tile_not_in_opening",
            ActionError::OpeningTooLow { .. } => "opening_too_low",
            ActionError::TooFewPairs { .. } => "too_few_pairs",
            ActionError::MustFinishWithIndicator => "must_finish_with_indicator",
            ActionError::DealNotOver => "deal_not_over",
            ActionError::NotInThisGame { .. } => "not_in_this_game",
            ActionError::NotAWinningHand { .. } => "not_a_winning_hand",
            ActionError::CannotShowIndicator => "cannot_show_indicator",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_number_seats_from_one_and_codes_do_not_change() {
        let error = ActionError::NotYourTurn { seat: 0, turn: 2 };
        assert_eq!((error.to_string().as_str(), error.code()), ("it is seat 3's turn, not seat 1's", "not_your_turn"));
        assert_eq!(ActionError::BotSeat { seat: 1 }.to_string(), "seat 2 is played by a bot");
        assert_eq!(
            ActionError::NoSuchSeat { seat: usize::MAX }.to_string(),
            format!("seat {} does not exist", usize::MAX)
        );
    }
}
