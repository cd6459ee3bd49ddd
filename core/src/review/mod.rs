//! The mistakes review: a recorded game replayed for one seat, each of its turns judged against
//! the Hard bot's choice from that seat's view, the difference estimated in deal points.
//!
//! Okey 101. A decision is one turn of the seat. It is judged in two steps, because the seat
//! learns a tile in between: the take (draw, or take the discard) from the view at the start of
//! the turn, and the play (what it laid, laid off and discarded) from the view after the take,
//! when it knows what it drew. A step is only weighed when the move made differs from Hard's;
//! then both are played on in the same sampled worlds (hidden tiles dealt at random,
//! consistently with the view, as Hard samples them), with Medium bots in every seat, and the
//! mean difference of the seat's deal score is the cost. The samples are seeded from the game's
//! seed, the seat and the move, so a game always gets the same review. Costs under a few points
//! (`ReviewOptions::noise_floor`) are what the sampling cannot tell apart, and are not listed
//! unless named.
//!
//! Düz Okey pays only the winner (and a shown indicator), so a turn is judged by what the seat
//! could see, exactly: a win or an indicator left, melds broken for nothing, and afterwards a
//! discard the next player won with; its points are what the case put at stake.
//!
//! Some mistakes are plain from the seat's own view whatever the estimate says (a finish, an
//! opening or a win left, a discard the rules charge 101 for: [`MistakeKind::is_clear`]): they
//! are always listed, before every other item, each with what it risked.
//!
//! - `judge`: the sampled play-outs and Hard's turn (Okey 101).
//! - `replay`: walking the record, turn by turn, and what came after each turn.
//! - `cases`: the named cases of Okey 101 (a missed opening, a 101 discard, ...).
//! - `duz`: Düz Okey's turns and named cases.
//! - `text`: each item in English and Turkish.
//!
//! A review takes about a second a game, so it reports its progress (turns judged out of turns
//! to judge) to a caller's hook, which can stop it: a stopped review is an error, never a
//! partial list. `position_at` gives the reviewed seat's own view at an item's move, so an app
//! can draw the position without anything hidden leaking.

mod cases;
mod duz;
mod judge;
mod replay;
mod text;

use crate::action::{Action, PenaltyReason};

use crate::game::Game;
use crate::lang::Language;
use crate::record::{Move, Record, RecordError};
use crate::seat::Seat;
use crate::table_meld::OpenedWith;
use crate::tile::TileId;
use crate::view::SeatView;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What kind of mistake a reviewed turn was, with its particulars.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum MistakeKind {
    /// Okey 101: the hand could finish this turn and did not.
    MissedFinish {
        /// The tile the finish would have discarded last.
        discard: TileId,
        /// The seat's deal score had it finished (-101, times the finish's doublings).
        #[serde(default)]
        scored: i32,
    },
    /// Okey 101: the hand could open this turn and did not.
    MissedOpening {
        with: OpenedWith,
        /// Points (sets and runs) or pairs the opening had.
        value: u32,
        /// The melds it would have laid.
        melds: Vec<Vec<TileId>>,
        /// What the seat is charged, under the rules in force, if someone finishes before it
        /// opens (202, doubled in a risk round, before the finish's doublings).
        #[serde(default)]
        risked: i32,
    },
    /// A discard charged a +101 penalty.
    PenaltyDiscard { tile: TileId, reason: PenaltyReason, points: i32 },
    /// The next player took this discard and opened or finished with it.
    FedOpponent { tile: TileId, opponent: Seat, finished: bool },
    /// Okey 101: an okey was still in the (opened) hand when the deal ended.
    OkeyHeld { okeys: u8, stock_ran_out: bool },
    /// Okey 101: tiles that fitted melds on the table were still in the hand when the deal ended.
    NotLaidOff { tiles: Vec<TileId> },
    /// Okey 101: opened with pairs where sets and runs were better, or the reverse.
    OpeningKind { made: OpenedWith, better: OpenedWith },
    /// Düz Okey: the hand could win this turn (discarding `discard`, after taking the offered
    /// tile when `by_taking`) and did not.
    MissedWin {
        discard: TileId,
        by_taking: bool,
        /// The points each other player would have lost (2, doubled for an okey discard or
        /// seven pairs).
        worth: i32,
    },
    /// Düz Okey: the indicator's twin was in the hand before the first draw and was not shown
    /// (showing it costs each other player a point).
    MissedIndicator { tile: TileId },
    /// Düz Okey: the discard took tiles out of the hand's sets, runs or pairs while another
    /// discard kept them: of the 14 tiles kept, `kept` were in melds (or pairs) where
    /// discarding `instead` kept `possible`.
    BrokeMelds { tile: TileId, kept: u8, possible: u8, instead: TileId },
    /// No named case: the play-outs found a better move.
    WeakerMove,
}

impl MistakeKind {
    /// A stable code for the kind, for apps and scripts.
    pub fn code(&self) -> &'static str {
        match self {
            MistakeKind::MissedFinish { .. } => "missed_finish",
            MistakeKind::MissedOpening { .. } => "missed_opening",
            MistakeKind::PenaltyDiscard { .. } => "penalty_discard",
            MistakeKind::FedOpponent { .. } => "fed_opponent",
            MistakeKind::OkeyHeld { .. } => "okey_held",
            MistakeKind::NotLaidOff { .. } => "not_laid_off",
            MistakeKind::OpeningKind { .. } => "opening_kind",
            MistakeKind::MissedWin { .. } => "missed_win",
            MistakeKind::MissedIndicator { .. } => "missed_indicator",
            MistakeKind::BrokeMelds { .. } => "broke_melds",
            MistakeKind::WeakerMove => "weaker_move",
        }
    }

    /// The case in one sentence, in `language`.
    pub fn describe(&self, language: Language) -> String {
        text::case(self, language, None)
    }

    /// Whether the mistake was plain from the seat's own view when it moved, whatever the
    /// play-outs estimate: a finish, a win, an opening or a shown indicator left, a discard
    /// the rules charge 101 for, melds broken for nothing. These come before every other item.
    /// A case seen only afterwards (what the next player did with a discard, the Guide's giver
    /// penalty, a hand caught by the end of the deal) is ranked by its cost like a weaker move.
    pub fn is_clear(&self) -> bool {
        match self {
            MistakeKind::MissedFinish { .. }
            | MistakeKind::MissedOpening { .. }
            | MistakeKind::MissedWin { .. }
            | MistakeKind::MissedIndicator { .. }
            | MistakeKind::BrokeMelds { .. } => true,
            MistakeKind::PenaltyDiscard { reason, .. } => {
                matches!(reason, PenaltyReason::DiscardedOkey | PenaltyReason::DiscardedPlayableTile)
            }
            MistakeKind::FedOpponent { .. }
            | MistakeKind::OkeyHeld { .. }
            | MistakeKind::NotLaidOff { .. }
            | MistakeKind::OpeningKind { .. }
            | MistakeKind::WeakerMove => false,
        }
    }

    /// Which kind names a turn when several apply: a clear one first, then the most telling.
    fn precedence(&self) -> (bool, u8) {
        (!self.is_clear(), self.rank())
    }

    fn rank(&self) -> u8 {
        match self {
            MistakeKind::MissedFinish { .. } | MistakeKind::MissedWin { .. } => 0,
            MistakeKind::PenaltyDiscard { .. } => 1,
            MistakeKind::MissedOpening { .. } | MistakeKind::MissedIndicator { .. } => 2,
            MistakeKind::FedOpponent { .. } => 3,
            MistakeKind::BrokeMelds { .. } => 4,
            MistakeKind::OkeyHeld { .. } => 5,
            MistakeKind::NotLaidOff { .. } => 6,
            MistakeKind::OpeningKind { .. } => 7,
            MistakeKind::WeakerMove => 8,
        }
    }
}

/// One judged turn of the seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewItem {
    /// The deal, from 0 as the engine counts it.
    pub deal: u32,
    /// The seat's turn within the deal, from 1.
    pub turn: u32,
    /// The index in the record's moves of the turn's first action.
    pub move_index: usize,
    /// The actions the seat took this turn.
    pub made: Vec<Action>,
    /// The better actions (Hard's, or the lay-offs the hand had left), as far as the seat could
    /// know them: after a better draw, only the draw. Empty when the play-outs found none (a
    /// named case that cost nothing this time).
    pub better: Vec<Action>,
    /// The estimated cost of the move made over the better one, in deal points (a mean over
    /// sampled play-outs; 0 when only a named case was found).
    pub points: i32,
    pub kind: MistakeKind,
    /// The position at the start of the turn, in the position notation (`crate::position`).
    pub position: String,
}

impl ReviewItem {
    /// What went wrong and what was better, in `language`.
    pub fn text(&self, language: Language) -> String {
        text::describe(self, language)
    }

    /// The move made, in words, in `language` ("draw; discard R7" reads "draw from the stock;
    /// discard R7").
    pub fn made_words(&self, language: Language) -> String {
        text::moves_in_words(&self.made, language, text::deal_rules(self))
    }

    /// The better move in words, in `language`; empty when none was found.
    pub fn better_words(&self, language: Language) -> String {
        text::moves_in_words(&self.better, language, text::deal_rules(self))
    }
}

/// A seat's review: its turns that cost points or fell into a named case, the clear mistakes
/// first ([`MistakeKind::is_clear`]), then the costliest.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    pub seat: Seat,
    /// The seat's turns judged.
    pub turns: usize,
    /// Turns where the move made was Hard's (or led to the same position).
    pub agreed: usize,
    pub items: Vec<ReviewItem>,
}

/// Why a game could not be reviewed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ReviewError {
    #[error("seat {} is not in this {players}-player game", .seat.saturating_add(1))]
    NoSuchSeat { seat: Seat, players: usize },
    #[error("there is no move {index} in a game of {moves} moves")]
    NoSuchMove { index: usize, moves: usize },
    /// The progress hook asked to stop after `done` of `total` turns: no review is given.
    #[error("the review was stopped after {done} of {total} turns")]
    Cancelled { done: usize, total: usize },
    #[error(transparent)]
    Record(#[from] RecordError),
}

impl ReviewError {
    pub fn code(&self) -> &'static str {
        match self {
            ReviewError::NoSuchSeat { .. } => "no_such_seat",
            ReviewError::NoSuchMove { .. } => "no_such_move",
            ReviewError::Cancelled { .. } => "review_cancelled",
            ReviewError::Record(e) => e.code(),
        }
    }
}

/// How thoroughly turns are judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewOptions {
    /// Sampled worlds each differing step is played out in.
    pub samples: usize,
    /// Moves a play-out runs before the hand is estimated.
    pub horizon: usize,
    /// Estimated costs below this many points are sampling noise, not a mistake: a turn with no
    /// named case is listed from this cost up.
    pub noise_floor: i32,
}

impl Default for ReviewOptions {
    fn default() -> ReviewOptions {
        ReviewOptions { samples: 24, horizon: 24, noise_floor: 5 }
    }
}

/// Reviews `seat` in a recorded game.
pub fn review_record(record: &Record, seat: Seat) -> Result<Review, ReviewError> {
    review_record_with_progress(record, seat, &mut |_, _| true)
}

/// Reviews `seat` in a recorded game, telling `progress` how far it got: `(0, total)` before
/// the first turn is judged, then `(done, total)` after each, ending at `(total, total)`. When
/// `progress` answers `false` the review stops there with [`ReviewError::Cancelled`].
pub fn review_record_with_progress(
    record: &Record,
    seat: Seat,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Review, ReviewError> {
    let (start, _) = Game::new(record.rules.clone(), record.seed).map_err(RecordError::from)?;
    review_moves_with_progress(start, &record.moves, seat, ReviewOptions::default(), progress)
}

/// Reviews `seat` over `moves` played from `start` (a new game, or a position).
pub fn review_moves(start: Game, moves: &[Move], seat: Seat, options: ReviewOptions) -> Result<Review, ReviewError> {
    review_moves_with_progress(start, moves, seat, options, &mut |_, _| true)
}

/// [`review_moves`], telling `progress` how far it got (see [`review_record_with_progress`]).
pub fn review_moves_with_progress(
    start: Game,
    moves: &[Move],
    seat: Seat,
    options: ReviewOptions,
    progress: &mut dyn FnMut(usize, usize) -> bool,
) -> Result<Review, ReviewError> {
    let players = start.deal().players();
    if seat >= players {
        return Err(ReviewError::NoSuchSeat { seat, players });
    }
    let duz = start.rules().is_duz();
    let turns = replay::turns_of(start, moves, seat)?;
    let count = turns.len();
    if !progress(0, count) {
        return Err(ReviewError::Cancelled { done: 0, total: count });
    }
    let mut agreed = 0;
    let mut items = Vec::new();
    for (done, turn) in (1..).zip(&turns) {
        let (item, same) = if duz {
            duz::judge(turn, seat)
        } else {
            let judged = judge::judge(turn, seat, options);
            let same = judged.agreed;
            (cases::item(turn, seat, judged, options.noise_floor), same)
        };
        agreed += usize::from(same);
        items.extend(item);
        if !progress(done, count) {
            return Err(ReviewError::Cancelled { done, total: count });
        }
    }
    // The clear mistakes first, whatever their sampled cost; then the costliest first; equal
    // costs by how telling the case is, then in game order.
    items.sort_by(|a, b| {
        (!a.kind.is_clear())
            .cmp(&!b.kind.is_clear())
            .then(b.points.cmp(&a.points))
            .then(a.kind.rank().cmp(&b.kind.rank()))
            .then(a.move_index.cmp(&b.move_index))
    });
    Ok(Review { seat, turns: count, agreed, items })
}

/// What `seat` saw in a recorded game just before move `move_index` (a [`ReviewItem`]'s
/// `move_index` gives the start of its turn; the number of moves, the end of the game): the
/// seat's own view, so other racks and the stock stay hidden. Any variant, Düz Okey included.
pub fn position_at(record: &Record, seat: Seat, move_index: usize) -> Result<SeatView, ReviewError> {
    let (start, _) = Game::new(record.rules.clone(), record.seed).map_err(RecordError::from)?;
    let players = start.deal().players();
    if seat >= players {
        return Err(ReviewError::NoSuchSeat { seat, players });
    }
    let moves = record
        .moves
        .get(..move_index)
        .ok_or(ReviewError::NoSuchMove { index: move_index, moves: record.moves.len() })?;
    let game = replay::replayed(start, moves)?;
    SeatView::of(&game, seat).ok_or(ReviewError::NoSuchSeat { seat, players })
}
