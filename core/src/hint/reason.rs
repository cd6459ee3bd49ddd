//! Why a hint suggests its action: one case per kind of reason, with the tiles and numbers the
//! sentence quotes, so that an app can show them as data as well as read the sentence.

use crate::rules::StockExhausted;
use crate::tile::TileId;
use serde::{Deserialize, Serialize};

/// Why a tile is the one to discard, from what the rest of the rack keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum DiscardWhy {
    /// Outside the best melds and the loose tile worth the most: kept, it would cost `points`.
    HighestLoose { points: u8 },
    /// Outside the best melds, which stay whole at `value` points without it.
    KeepsBestMelds { value: u32 },
    /// Outside the pairs (after a pairs opening), which stay `pairs` without it.
    KeepsPairs { pairs: u8 },
    /// Every tile serves some meld; this one serves the least.
    LeastUseful,
}

/// What a discard gives the other players, as far as this seat can see.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Safety {
    /// Every tile that would make a meld with it is in sight: nobody can use it.
    NobodyCanUse,
    /// The next player threw away or let pass a tile of this face before.
    NextPlayerLetOnePass,
    /// Nothing certain either way.
    Unknown,
}

/// Why the hint suggests its action. Every case renders in each [`crate::Language`] with
/// [`HintReason::text`]; [`HintReason::code`] names the case for programs.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HintReason {
    /// Open ("el açmak") with these sets and runs, worth `value`.
    Open { melds: Vec<Vec<TileId>>, value: u32 },
    /// Open with these pairs ("çiftten açmak").
    OpenWithPairs { pairs: Vec<Vec<TileId>> },
    /// These melds bring the opening laid in part this turn to `value`, enough for `threshold`.
    CompleteOpening { melds: Vec<Vec<TileId>>, value: u32, threshold: u32 },
    /// After opening: lay these melds, whose `value` would count against the seat if kept.
    LayMelds { melds: Vec<Vec<TileId>>, value: u32 },
    /// Lay `tile` off ("işleme") on the meld on the table holding `meld`.
    LayOff { tile: TileId, meld: Vec<TileId> },
    /// Put `tile` in place of the okey on the table and take the okey.
    RetrieveOkey { tile: TileId },
    /// The first step of finishing this turn: lay `melds`, lay off `lay_offs`, then discard
    /// `discard` (none when laying the melds ends the deal by itself).
    FinishThisTurn { melds: Vec<Vec<TileId>>, lay_offs: Vec<TileId>, discard: Option<TileId> },
    /// Discarding `tile`, the last one in the rack, finishes the deal.
    FinishNow { tile: TileId },
    /// Take the discard `tile`: with it the seat opens with sets and runs worth `value`.
    TakeToOpen { tile: TileId, value: u32 },
    /// Take the discard `tile`: with it the seat opens with `pairs` pairs.
    TakeToOpenWithPairs { tile: TileId, pairs: u8 },
    /// Take the discard `tile`: with it the seat finishes this turn.
    TakeToFinish { tile: TileId },
    /// Take the discard `tile`: it makes a meld with `with`, tiles of the rack (empty when the
    /// use is some other one this turn).
    TakeForMeld { tile: TileId, with: Vec<TileId> },
    /// Take the discard `tile`: it goes onto a meld on the table.
    TakeToLayOff { tile: TileId },
    /// The stock is empty: take the indicator `tile`.
    TakeIndicator { tile: TileId },
    /// Draw: the discard `tile` would not help.
    DrawDiscardUseless { tile: TileId },
    /// Draw: the discard `tile` would fit, but taking it obliges the seat to open this turn, which
    /// it cannot.
    DrawTakingObliges { tile: TileId },
    /// Draw from the stock, there being nothing else to do.
    Draw,
    /// The stock is empty: drawing ends the deal with no winner, the hands then scored as
    /// `scoring` says, the deal one of the game's when it `counts` (dealt again otherwise).
    /// Nothing better is left to do.
    DrawEndsDeal { scoring: StockExhausted, counts: bool },
    /// Put the taken discard `tile` back: it has no use this turn.
    ReturnTaken { tile: TileId },
    /// Take back `tile`: the opening laid this turn stands at `value` of `threshold` (points, or
    /// pairs for a pairs opening) and the rack cannot complete it.
    TakeBack { tile: TileId, value: u32, threshold: u32 },
    /// Take back everything laid this turn, for the same reason.
    TakeBackAll { value: u32, threshold: u32 },
    /// Discard `tile`, for `why`; `safety` says what it gives the others.
    Discard { tile: TileId, why: DiscardWhy, safety: Safety },
    /// Discard `tile` although it costs a penalty of `points`: no discard is free.
    DiscardPenalty { tile: TileId, points: i32 },
    /// Düz Okey: show the indicator's twin `tile` ("gösterge").
    ShowIndicator { tile: TileId },
    /// Düz Okey: discard `tile` and show a winning hand; with an okey, or as seven pairs.
    DuzFinish { tile: TileId, okey: bool, pairs: bool },
    /// Düz Okey: the hand wins by discarding `tile`, but waiting for an okey finish pays more.
    DuzHoldOut { tile: TileId },
    /// Düz Okey: take the discard `tile`; then the hand's best 14 tiles hold `melded` in sets and
    /// runs and make `pairs` pairs (the counter's figures, `solver::classic::hand_progress`).
    DuzTake {
        tile: TileId,
        melded: u8,
        #[serde(default)]
        pairs: u8,
    },
    /// Düz Okey: draw; the discard `offered`, if any, brings the hand no closer.
    DuzDraw { offered: Option<TileId> },
    /// Düz Okey: the stock is empty; drawing takes the indicator `tile`, the last tile.
    DuzDrawIndicator { tile: TileId },
    /// Düz Okey: discard `tile`, keeping `melded` of the 14 tiles left in sets and runs and
    /// `pairs` pairs (the counter's figures once it is gone).
    DuzDiscard {
        tile: TileId,
        melded: u8,
        #[serde(default)]
        pairs: u8,
    },
    /// The deal is over: deal the next.
    NextDeal,
}

impl HintReason {
    /// The case's stable name, in snake_case; it never depends on the language.
    pub fn code(&self) -> &'static str {
        match self {
            HintReason::Open { .. } => "open",
            HintReason::OpenWithPairs { .. } => "open_with_pairs",
            HintReason::CompleteOpening { .. } => "complete_opening",
            HintReason::LayMelds { .. } => "lay_melds",
            HintReason::LayOff { .. } => "lay_off",
            HintReason::RetrieveOkey { .. } => "retrieve_okey",
            HintReason::FinishThisTurn { .. } => "finish_this_turn",
            HintReason::FinishNow { .. } => "finish_now",
            HintReason::TakeToOpen { .. } => "take_to_open",
            HintReason::TakeToOpenWithPairs { .. } => "take_to_open_with_pairs",
            HintReason::TakeToFinish { .. } => "take_to_finish",
            HintReason::TakeForMeld { .. } => "take_for_meld",
            HintReason::TakeToLayOff { .. } => "take_to_lay_off",
            HintReason::TakeIndicator { .. } => "take_indicator",
            HintReason::DrawDiscardUseless { .. } => "draw_discard_useless",
            HintReason::DrawTakingObliges { .. } => "draw_taking_obliges",
            HintReason::Draw => "draw",
            HintReason::DrawEndsDeal { .. } => "draw_ends_deal",
            HintReason::ReturnTaken { .. } => "return_taken",
            HintReason::TakeBack { .. } => "take_back",
            HintReason::TakeBackAll { .. } => "take_back_all",
            HintReason::Discard { why: DiscardWhy::HighestLoose { .. }, .. } => "discard_highest_loose",
            HintReason::Discard { why: DiscardWhy::KeepsBestMelds { .. }, .. } => "discard_keeps_best_melds",
            HintReason::Discard { why: DiscardWhy::KeepsPairs { .. }, .. } => "discard_keeps_pairs",
            HintReason::Discard { why: DiscardWhy::LeastUseful, .. } => "discard_least_useful",
            HintReason::DiscardPenalty { .. } => "discard_penalty",
            HintReason::ShowIndicator { .. } => "show_indicator",
            HintReason::DuzFinish { .. } => "duz_finish",
            HintReason::DuzHoldOut { .. } => "duz_hold_out",
            HintReason::DuzTake { .. } => "duz_take",
            HintReason::DuzDraw { .. } => "duz_draw",
            HintReason::DuzDrawIndicator { .. } => "duz_draw_indicator",
            HintReason::DuzDiscard { .. } => "duz_discard",
            HintReason::NextDeal => "next_deal",
        }
    }
}

impl Safety {
    /// The safety's stable name, in snake_case.
    pub fn code(self) -> &'static str {
        match self {
            Safety::NobodyCanUse => "nobody_can_use",
            Safety::NextPlayerLetOnePass => "next_player_let_one_pass",
            Safety::Unknown => "unknown",
        }
    }
}
