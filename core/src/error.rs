//! Why an action was refused: one typed error per reason, each with a stable code and an English
//! message that names the tiles and numbers involved. Messages are for people, so they number
//! seats from 1 (seat 0 is "seat 1"); the fields and codes keep the engine's 0-based seats.

use crate::game::{MeldId, Phase, Seat};
use crate::meld::{MeldError, MeldKind};
use crate::tile::TileId;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ActionError {
    #[error("the game is over")]
    GameOver,
    #[error("seat {} does not exist", .seat.saturating_add(1))]
    NoSuchSeat { seat: Seat },
    #[error("seat {} is played by a bot", .seat.saturating_add(1))]
    BotSeat { seat: Seat },
    #[error("it is seat {}'s turn, not seat {}'s", .turn.saturating_add(1), .seat.saturating_add(1))]
    NotYourTurn { seat: Seat, turn: Seat },
    #[error("that cannot be done in the {phase:?} phase")]
    WrongPhase { phase: Phase },
    #[error("{tile} is not in your rack")]
    TileNotInRack { tile: TileId },
    #[error("there is no discard to take")]
    NoDiscardToTake,
    #[error("{tile} cannot be used this turn, so it may not be taken")]
    DiscardNotUsable { tile: TileId },
    #[error("the indicator may only be taken when the stock is empty and the rules allow it")]
    IndicatorNotTakeable,
    #[error("you have not taken a tile you could return")]
    NothingToReturn,
    #[error("these rules do not let a taken discard go back: {tile} must be used this turn")]
    ReturnNotAllowed { tile: TileId },
    #[error("take back the tiles you laid this turn before returning {tile}")]
    TakeBackFirst { tile: TileId },
    #[error("you returned the taken tile; draw from the stock")]
    MustDrawAfterReturn,
    #[error("lay at least one meld")]
    NoMelds,
    #[error("{tile} is used twice")]
    DuplicateTile { tile: TileId },
    #[error("meld {index}: {source}")]
    InvalidMeld { index: usize, source: MeldError },
    #[error("an opening is either sets and runs or pairs, not both")]
    MixedOpening,
    #[error("you opened with pairs: you may not lay a new {kind}")]
    PairsOpenerCannotLay { kind: MeldKind },
    #[error("you opened with sets and runs: you may not lay pairs{}", if *.after_pairs_opening { " until another player opens with pairs" } else { "" })]
    SetsOpenerCannotLayPairs { after_pairs_opening: bool },
    #[error("keep a tile to discard: every turn ends with a discard")]
    MustKeepDiscard,
    #[error("you must open before laying off")]
    NotOpened,
    #[error("you must wait one turn after opening before laying off")]
    WaitAfterOpening,
    #[error("meld {meld} is not on the table")]
    NoSuchMeld { meld: MeldId },
    #[error("{tile} does not fit meld {meld}: {source}")]
    DoesNotFit { tile: TileId, meld: MeldId, source: MeldError },
    #[error("at most {cap} tiles may be added to one end of a meld in a turn")]
    LayOffCap { cap: u8 },
    #[error("okeys may not be taken from the table under these rules")]
    RetrievalNotAllowed,
    #[error("{tile} was not put on the table this turn, so it cannot be taken back")]
    NotLaidThisTurn { tile: TileId },
    #[error("nothing was laid this turn")]
    NothingToTakeBack,
    #[error("you took {tile} and must use it in a meld on the table this turn")]
    TakenTileNotUsed { tile: TileId },
    #[error("you took {tile} before opening, so it must be part of your opening")]
    TakenTileNotInOpening { tile: TileId },
    #[error("your melds are worth {value}; opening needs {needed}")]
    OpeningTooLow { value: u32, needed: u32 },
    #[error("you laid {pairs} pairs; opening needs {needed}")]
    TooFewPairs { pairs: u8, needed: u8 },
    #[error("you took the indicator, so you must finish this turn")]
    MustFinishWithIndicator,
    #[error("the deal is not over yet")]
    DealNotOver,
    #[error("{action} is not part of {game}")]
    NotInThisGame { action: &'static str, game: &'static str },
    #[error("without {tile} your tiles are not all in sets and runs, nor seven pairs")]
    NotAWinningHand { tile: TileId },
    #[error("you can show the indicator's twin only once, before your first draw, while holding it")]
    CannotShowIndicator,
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
