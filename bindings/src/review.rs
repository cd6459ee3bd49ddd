//! The mistakes review (`okey_core::review`) as the Review screen reads it: a seat's turns of a
//! saved game, the costliest first, each with the move made, the better one, the estimated
//! points, the named case and the position to show.

use crate::error::OkeyError;
use crate::game::OkeyGame;
use crate::types::{Action, Tile};
use okey_core::Language;
use okey_core::action::{OpenedWith, PenaltyReason};
use okey_core::record::action_text;
use okey_core::review::{self as core_review, MistakeKind, ReviewError};
use std::sync::Arc;

/// What kind of mistake a turn was.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ReviewKind {
    /// The hand could finish this turn; `discard` would have been the last tile.
    MissedFinish { discard: Tile },
    /// The hand could open this turn: `value` points (or pairs), with these melds.
    MissedOpening { with: OpenedWith, value: u32, melds: Vec<Vec<Tile>> },
    /// A discard charged a +101 penalty.
    PenaltyDiscard { tile: Tile, reason: PenaltyReason, points: i32 },
    /// The next player took this discard and opened (or finished) with it.
    FedOpponent { tile: Tile, opponent: u32, finished: bool },
    /// Okeys still in the opened hand when the deal ended.
    OkeyHeld { okeys: u8, stock_ran_out: bool },
    /// Tiles that fitted the table still in the hand when the deal ended.
    NotLaidOff { tiles: Vec<Tile> },
    /// Opened with pairs where sets and runs were better, or the reverse.
    OpeningKind { made: OpenedWith, better: OpenedWith },
    /// No named case: the play-outs found a better move.
    WeakerMove,
}

fn tiles(tiles: &[okey_core::tile::TileId]) -> Vec<Tile> {
    tiles.iter().map(|&t| Tile::from(t)).collect()
}

impl From<&MistakeKind> for ReviewKind {
    fn from(kind: &MistakeKind) -> ReviewKind {
        match kind {
            MistakeKind::MissedFinish { discard } => ReviewKind::MissedFinish { discard: (*discard).into() },
            MistakeKind::MissedOpening { with, value, melds } => ReviewKind::MissedOpening {
                with: *with,
                value: *value,
                melds: melds.iter().map(|m| tiles(m)).collect(),
            },
            MistakeKind::PenaltyDiscard { tile, reason, points } => {
                ReviewKind::PenaltyDiscard { tile: (*tile).into(), reason: *reason, points: *points }
            }
            MistakeKind::FedOpponent { tile, opponent, finished } => ReviewKind::FedOpponent {
                tile: (*tile).into(),
                opponent: u32::try_from(*opponent).unwrap_or(u32::MAX),
                finished: *finished,
            },
            MistakeKind::OkeyHeld { okeys, stock_ran_out } => {
                ReviewKind::OkeyHeld { okeys: *okeys, stock_ran_out: *stock_ran_out }
            }
            MistakeKind::NotLaidOff { tiles: laid } => ReviewKind::NotLaidOff { tiles: tiles(laid) },
            MistakeKind::OpeningKind { made, better } => ReviewKind::OpeningKind { made: *made, better: *better },
            MistakeKind::WeakerMove => ReviewKind::WeakerMove,
        }
    }
}

/// One judged turn.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct ReviewItem {
    /// The deal, from 0.
    pub deal: u32,
    /// The seat's turn within the deal, from 1.
    pub turn: u32,
    /// Where the turn starts in the game's moves.
    pub move_index: u32,
    /// The estimated cost in deal points (0 for a named case that cost nothing this time).
    pub points: i32,
    pub kind: ReviewKind,
    /// The kind's stable code (`missed_opening`, `penalty_discard`, ...).
    pub code: String,
    pub made: Vec<Action>,
    /// Empty when no better move was found.
    pub better: Vec<Action>,
    /// The moves in the record notation (`draw; discard R7`), the same in every language.
    pub made_text: String,
    pub better_text: String,
    /// What went wrong and what was better, in the language asked for.
    pub text: String,
    /// The position at the start of the turn (okey-position notation), to show it.
    pub position: String,
}

/// A seat's review.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameReview {
    pub seat: u32,
    /// The seat's turns judged.
    pub turns: u32,
    /// Turns played as the Hard bot would.
    pub agreed: u32,
    /// The costliest first.
    pub items: Vec<ReviewItem>,
}

fn moves_text(actions: &[okey_core::Action]) -> String {
    actions.iter().map(action_text).collect::<Vec<_>>().join("; ")
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Reviews `seat` of a game saved with `OkeyGame.save`, with its texts in `language`. Replays and plays out samples for every
/// turn the seat played differently from Hard (a few hundred ms for a whole game on a desktop
/// core): call it off the main thread. A damaged save is `LoadFailed`; a seat not in the game,
/// or a Düz Okey game (`review_unsupported`), `InvalidInput`.
#[uniffi::export]
pub fn review_saved_game(save_json: String, seat: u32, language: Language) -> Result<GameReview, OkeyError> {
    let session = okey_core::Session::from_json(&save_json)?;
    let seat_index = usize::try_from(seat).unwrap_or(usize::MAX);
    let review = core_review::review_record(session.record(), seat_index).map_err(|error| match error {
        ReviewError::Record(e) => OkeyError::load_failed(e.code(), e.to_string()),
        e => OkeyError::input(e.code(), e.to_string()),
    })?;
    let items = review
        .items
        .iter()
        .map(|item| ReviewItem {
            deal: item.deal,
            turn: item.turn,
            move_index: count(item.move_index),
            points: item.points,
            kind: ReviewKind::from(&item.kind),
            code: item.kind.code().to_owned(),
            made: item.made.iter().cloned().map(Action::from).collect(),
            better: item.better.iter().cloned().map(Action::from).collect(),
            made_text: moves_text(&item.made),
            better_text: moves_text(&item.better),
            text: item.text(language),
            position: item.position.clone(),
        })
        .collect();
    Ok(GameReview { seat, turns: count(review.turns), agreed: count(review.agreed), items })
}

/// Reviews `seat` of `game` as it stands (see `review_saved_game`).
#[uniffi::export]
pub fn review_game(game: Arc<OkeyGame>, seat: u32, language: Language) -> Result<GameReview, OkeyError> {
    review_saved_game(game.save(), seat, language)
}
