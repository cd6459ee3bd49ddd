//! Hints as the apps see them: the action, the rack tiles to highlight, and the reason as a
//! sentence in the language the app asks for, with its stable code and its tiles and numbers as
//! data (to draw the tiles, or to word the reason some other way).

use crate::types::{Action, Tile, tiles};
use okey_core::hint::{DiscardWhy, Hint, HintReason, Safety};
use okey_core::lang::Language;

/// Why a tile is the one to discard, from what the rest of the rack keeps.
#[uniffi::remote(Enum)]
pub enum DiscardWhy {
    HighestLoose { points: u8 },
    KeepsBestMelds { value: u32 },
    KeepsPairs { pairs: u8 },
    LeastUseful,
}

/// What a discard gives the other players, as far as the seat can see.
#[uniffi::remote(Enum)]
pub enum Safety {
    NobodyCanUse,
    NextPlayerLetOnePass,
    Unknown,
}

/// A hint: what to play, which tiles of the rack it concerns, and why.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OkeyHint {
    /// An action the engine accepts from the seat now.
    pub action: Action,
    /// Tiles of the rack to highlight; empty for a draw or a take-back.
    pub highlight: Vec<Tile>,
    /// The reason as one sentence in the language asked for.
    pub reason: String,
    /// The reason's stable name in snake_case (`open`, `discard_highest_loose`, ...), the same
    /// in every language.
    pub code: String,
    /// The reason's tiles and numbers.
    pub details: HintDetails,
}

/// The reason's tiles and numbers, one case per kind of reason (see `okey_core::hint`).
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum HintDetails {
    Open {
        melds: Vec<Vec<Tile>>,
        value: u32,
    },
    OpenWithPairs {
        pairs: Vec<Vec<Tile>>,
    },
    CompleteOpening {
        melds: Vec<Vec<Tile>>,
        value: u32,
        threshold: u32,
    },
    LayMelds {
        melds: Vec<Vec<Tile>>,
        value: u32,
    },
    LayOff {
        tile: Tile,
        meld: Vec<Tile>,
    },
    RetrieveOkey {
        tile: Tile,
    },
    FinishThisTurn {
        melds: Vec<Vec<Tile>>,
        lay_offs: Vec<Tile>,
        discard: Option<Tile>,
    },
    FinishNow {
        tile: Tile,
    },
    TakeToOpen {
        tile: Tile,
        value: u32,
    },
    TakeToOpenWithPairs {
        tile: Tile,
        pairs: u8,
    },
    TakeToFinish {
        tile: Tile,
    },
    TakeForMeld {
        tile: Tile,
        with: Vec<Tile>,
    },
    TakeToLayOff {
        tile: Tile,
    },
    TakeIndicator {
        tile: Tile,
    },
    DrawDiscardUseless {
        tile: Tile,
    },
    DrawTakingObliges {
        tile: Tile,
    },
    Draw,
    /// The stock is empty: drawing ends the deal with no winner, scored as `scoring` says.
    DrawEndsDeal {
        scoring: okey_core::rules::StockExhausted,
        counts: bool,
    },
    ReturnTaken {
        tile: Tile,
    },
    TakeBack {
        tile: Tile,
        value: u32,
        threshold: u32,
    },
    TakeBackAll {
        value: u32,
        threshold: u32,
    },
    Discard {
        tile: Tile,
        why: DiscardWhy,
        safety: Safety,
    },
    DiscardPenalty {
        tile: Tile,
        points: i32,
    },
    ShowIndicator {
        tile: Tile,
    },
    DuzFinish {
        tile: Tile,
        okey: bool,
        pairs: bool,
    },
    DuzHoldOut {
        tile: Tile,
    },
    /// `melded` of the best 14 tiles in sets and runs, `pairs` pairs: the counter's figures.
    DuzTake {
        tile: Tile,
        melded: u8,
        pairs: u8,
    },
    DuzDraw {
        offered: Option<Tile>,
    },
    /// The stock is empty: drawing takes the indicator, the last tile.
    DuzDrawIndicator {
        tile: Tile,
    },
    DuzDiscard {
        tile: Tile,
        melded: u8,
        pairs: u8,
    },
    NextDeal,
}

fn groups(melds: &[Vec<okey_core::tile::TileId>]) -> Vec<Vec<Tile>> {
    melds.iter().map(|m| tiles(m)).collect()
}

impl From<&HintReason> for HintDetails {
    fn from(reason: &HintReason) -> HintDetails {
        use HintDetails as D;
        match reason.clone() {
            HintReason::Open { melds, value } => D::Open { melds: groups(&melds), value },
            HintReason::OpenWithPairs { pairs } => D::OpenWithPairs { pairs: groups(&pairs) },
            HintReason::CompleteOpening { melds, value, threshold } => {
                D::CompleteOpening { melds: groups(&melds), value, threshold }
            }
            HintReason::LayMelds { melds, value } => D::LayMelds { melds: groups(&melds), value },
            HintReason::LayOff { tile, meld } => D::LayOff { tile: tile.into(), meld: tiles(&meld) },
            HintReason::RetrieveOkey { tile } => D::RetrieveOkey { tile: tile.into() },
            HintReason::FinishThisTurn { melds, lay_offs, discard } => D::FinishThisTurn {
                melds: groups(&melds),
                lay_offs: tiles(&lay_offs),
                discard: discard.map(Tile::from),
            },
            HintReason::FinishNow { tile } => D::FinishNow { tile: tile.into() },
            HintReason::TakeToOpen { tile, value } => D::TakeToOpen { tile: tile.into(), value },
            HintReason::TakeToOpenWithPairs { tile, pairs } => D::TakeToOpenWithPairs { tile: tile.into(), pairs },
            HintReason::TakeToFinish { tile } => D::TakeToFinish { tile: tile.into() },
            HintReason::TakeForMeld { tile, with } => D::TakeForMeld { tile: tile.into(), with: tiles(&with) },
            HintReason::TakeToLayOff { tile } => D::TakeToLayOff { tile: tile.into() },
            HintReason::TakeIndicator { tile } => D::TakeIndicator { tile: tile.into() },
            HintReason::DrawDiscardUseless { tile } => D::DrawDiscardUseless { tile: tile.into() },
            HintReason::DrawTakingObliges { tile } => D::DrawTakingObliges { tile: tile.into() },
            HintReason::Draw => D::Draw,
            HintReason::DrawEndsDeal { scoring, counts } => D::DrawEndsDeal { scoring, counts },
            HintReason::ReturnTaken { tile } => D::ReturnTaken { tile: tile.into() },
            HintReason::TakeBack { tile, value, threshold } => D::TakeBack { tile: tile.into(), value, threshold },
            HintReason::TakeBackAll { value, threshold } => D::TakeBackAll { value, threshold },
            HintReason::Discard { tile, why, safety } => D::Discard { tile: tile.into(), why, safety },
            HintReason::DiscardPenalty { tile, points } => D::DiscardPenalty { tile: tile.into(), points },
            HintReason::ShowIndicator { tile } => D::ShowIndicator { tile: tile.into() },
            HintReason::DuzFinish { tile, okey, pairs } => D::DuzFinish { tile: tile.into(), okey, pairs },
            HintReason::DuzHoldOut { tile } => D::DuzHoldOut { tile: tile.into() },
            HintReason::DuzTake { tile, melded, pairs } => D::DuzTake { tile: tile.into(), melded, pairs },
            HintReason::DuzDraw { offered } => D::DuzDraw { offered: offered.map(Tile::from) },
            HintReason::DuzDrawIndicator { tile } => D::DuzDrawIndicator { tile: tile.into() },
            HintReason::DuzDiscard { tile, melded, pairs } => D::DuzDiscard { tile: tile.into(), melded, pairs },
            HintReason::NextDeal => D::NextDeal,
        }
    }
}

impl OkeyHint {
    /// The hint in `language`, an okey in a meld named for what it stands for under `melds`.
    pub(crate) fn new(hint: Hint, melds: okey_core::meld::MeldRules, language: Language) -> OkeyHint {
        OkeyHint {
            highlight: tiles(&hint.highlight),
            reason: hint.reason.text_in_deal(language, melds),
            code: hint.reason.code().to_owned(),
            details: HintDetails::from(&hint.reason),
            action: hint.action.into(),
        }
    }
}
