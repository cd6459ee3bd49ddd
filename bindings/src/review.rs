//! The mistakes review (`okey_core::review`) as the Review screen reads it: a seat's turns of a
//! saved game (Okey 101 or Düz Okey), the clear mistakes first and then the costliest, each with
//! the move made, the better one, the estimated points, the named case and the position to show.
//!
//! A review takes about a second: `review_saved_game_with_progress` reports each judged turn to
//! a [`ReviewListener`], which can stop it (`Cancelled`, code `review_cancelled`).
//! `review_position` gives the reviewed seat's own view at an item's move, to draw it.

use crate::error::OkeyError;
use crate::game::OkeyGame;
use crate::types::{Action, SeatView, Tile};
use okey_core::Language;
use okey_core::action::{OpenedWith, PenaltyReason};
use okey_core::record::action_text;
use okey_core::review::{self as core_review, MistakeKind, ReviewError};
use std::sync::Arc;

/// What kind of mistake a turn was. The mistakes plain from the seat's view (a finish, an
/// opening, a win or the indicator left, a discard charged 101 for an okey or a tile that fitted
/// the table, melds broken) come first in a review, whatever their points.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum ReviewKind {
    /// Okey 101: the hand could finish this turn; `discard` would have been the last tile, and
    /// the deal would have scored `scored` for the seat (-101 times the finish's doublings).
    MissedFinish { discard: Tile, scored: i32 },
    /// Okey 101: the hand could open this turn: `value` points (or pairs), with these melds;
    /// `risked` is what the seat pays if someone finishes before it opens (202, doubled in a
    /// risk round, before the finish's doublings).
    MissedOpening { with: OpenedWith, value: u32, melds: Vec<Vec<Tile>>, risked: i32 },
    /// A discard charged a +101 penalty.
    PenaltyDiscard { tile: Tile, reason: PenaltyReason, points: i32 },
    /// The next player took this discard and opened (or finished) with it.
    FedOpponent { tile: Tile, opponent: u32, finished: bool },
    /// Okey 101: okeys still in the opened hand when the deal ended.
    OkeyHeld { okeys: u8, stock_ran_out: bool },
    /// Okey 101: tiles that fitted the table still in the hand when the deal ended.
    NotLaidOff { tiles: Vec<Tile> },
    /// Okey 101: opened with pairs where sets and runs were better, or the reverse.
    OpeningKind { made: OpenedWith, better: OpenedWith },
    /// Düz Okey: the hand could win this turn discarding `discard` (after taking the offered
    /// tile when `by_taking`); each other player would have lost `worth`.
    MissedWin { discard: Tile, by_taking: bool, worth: i32 },
    /// Düz Okey: the indicator's twin was held and not shown before the first draw.
    MissedIndicator { tile: Tile },
    /// Düz Okey: discarding `tile` left `kept` of the 14 tiles in sets, runs or pairs, where
    /// discarding `instead` kept `possible`.
    BrokeMelds { tile: Tile, kept: u8, possible: u8, instead: Tile },
    /// No named case: the play-outs found a better move.
    WeakerMove,
}

fn tiles(tiles: &[okey_core::tile::TileId]) -> Vec<Tile> {
    tiles.iter().map(|&t| Tile::from(t)).collect()
}

impl From<&MistakeKind> for ReviewKind {
    fn from(kind: &MistakeKind) -> ReviewKind {
        match kind {
            MistakeKind::MissedFinish { discard, scored } => {
                ReviewKind::MissedFinish { discard: (*discard).into(), scored: *scored }
            }
            MistakeKind::MissedOpening { with, value, melds, risked } => ReviewKind::MissedOpening {
                with: *with,
                value: *value,
                melds: melds.iter().map(|m| tiles(m)).collect(),
                risked: *risked,
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
            MistakeKind::MissedWin { discard, by_taking, worth } => {
                ReviewKind::MissedWin { discard: (*discard).into(), by_taking: *by_taking, worth: *worth }
            }
            MistakeKind::MissedIndicator { tile } => ReviewKind::MissedIndicator { tile: (*tile).into() },
            MistakeKind::BrokeMelds { tile, kept, possible, instead } => ReviewKind::BrokeMelds {
                tile: (*tile).into(),
                kept: *kept,
                possible: *possible,
                instead: (*instead).into(),
            },
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
    /// The estimated cost in deal points (0 for a named case that cost nothing this time); in
    /// Düz Okey, the points the case put at stake.
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
    /// The move made in words, in the language asked for ("draw from the stock; discard R7").
    pub made_words: String,
    /// The better move in words; empty when none was found.
    pub better_words: String,
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
    /// The clear mistakes first, then the costliest.
    pub items: Vec<ReviewItem>,
}

fn moves_text(actions: &[okey_core::Action]) -> String {
    actions.iter().map(action_text).collect::<Vec<_>>().join("; ")
}

fn count(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Told how far a review has got, from the thread the review runs on.
#[uniffi::export(callback_interface)]
pub trait ReviewListener: Send + Sync {
    /// `done` of `total` turns judged: `(0, total)` first, then once per turn, up to
    /// `(total, total)`. Answer `false` to stop the review (it then fails with `Cancelled`).
    /// It must not throw.
    fn on_progress(&self, done: u32, total: u32) -> bool;
}

/// Reviews `seat` of a game saved with `OkeyGame.save`, with its texts in `language`. Replays and plays out samples for every
/// turn the seat played differently from Hard (a few hundred ms for a whole game on a desktop
/// core): call it off the main thread. Okey 101 and Düz Okey alike. A damaged save is
/// `LoadFailed`; a seat not in the game, `InvalidInput`.
#[uniffi::export]
pub fn review_saved_game(save_json: String, seat: u32, language: Language) -> Result<GameReview, OkeyError> {
    review_with(&save_json, seat, language, &mut |_, _| true)
}

/// `review_saved_game`, telling `listener` how far it got; when the listener answers `false`
/// the review stops and fails with `Cancelled` (code `review_cancelled`).
#[uniffi::export]
pub fn review_saved_game_with_progress(
    save_json: String,
    seat: u32,
    language: Language,
    listener: Box<dyn ReviewListener>,
) -> Result<GameReview, OkeyError> {
    review_with(&save_json, seat, language, &mut |done, total| listener.on_progress(count(done), count(total)))
}

/// The game of `save_json` as `seat` saw it just before move `move_index` (a review item's
/// `move_index` is the start of its turn; the number of moves, the end of the game): the seat's
/// own view, as `OkeyGame.view` gives it, so the other racks and the stock stay hidden. Replays
/// the save (milliseconds). A damaged save is `LoadFailed`; a seat not in the game
/// (`no_such_seat`) or a move past the end (`no_such_move`), `InvalidInput`.
#[uniffi::export]
pub fn review_position(save_json: String, seat: u32, move_index: u32) -> Result<SeatView, OkeyError> {
    let session = okey_core::Session::from_json(&save_json)?;
    let seat = usize::try_from(seat).unwrap_or(usize::MAX);
    let index = usize::try_from(move_index).unwrap_or(usize::MAX);
    // No language is asked for here: the position is the engine's values, its refusals in English.
    core_review::position_at(session.record(), seat, index)
        .map(SeatView::from)
        .map_err(|error| review_error(error, Language::English))
}

/// The review's refusal as the apps get it, worded in `language`.
fn review_error(error: ReviewError, language: Language) -> OkeyError {
    let (code, detail, details) = (error.code().to_owned(), error.message(language), Vec::new());
    match error {
        ReviewError::Record(_) => OkeyError::LoadFailed { code, detail, language, details },
        ReviewError::Cancelled { .. } => OkeyError::Cancelled { code, detail, language, details },
        _ => OkeyError::InvalidInput { code, detail, language, details },
    }
}

/// A save the review cannot read, worded in `language`.
fn unreadable_save(error: okey_core::session::SessionError, language: Language) -> OkeyError {
    OkeyError::LoadFailed {
        code: error.code().to_owned(),
        detail: error.message(language),
        language,
        details: Vec::new(),
    }
}

fn review_with(
    save_json: &str,
    seat: u32,
    language: Language,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<GameReview, OkeyError> {
    let session = okey_core::Session::from_json(save_json).map_err(|error| unreadable_save(error, language))?;
    let seat_index = usize::try_from(seat).unwrap_or(usize::MAX);
    let review = core_review::review_record_with_progress(session.record(), seat_index, progress)
        .map_err(|error| review_error(error, language))?;
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
            made_words: item.made_words(language),
            better_words: item.better_words(language),
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

/// Reviews `seat` of `game` as it stands, telling `listener` how far it got (see
/// `review_saved_game_with_progress`).
#[uniffi::export]
pub fn review_game_with_progress(
    game: Arc<OkeyGame>,
    seat: u32,
    language: Language,
    listener: Box<dyn ReviewListener>,
) -> Result<GameReview, OkeyError> {
    review_saved_game_with_progress(game.save(), seat, language, listener)
}
