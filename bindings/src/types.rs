//! The engine's values as Kotlin and Swift see them.
//!
//! Plain enums and the rules are exposed as they are (uniffi "remote" types mirror their
//! definitions, checked at compile time). Values holding tiles, faces or seats are mirrored:
//! a tile crosses as a [`Tile`] carrying its colour and number so that a UI can draw it without
//! calling back, and a seat as a `u32`.

use crate::error::OkeyError;
use okey_core::action::{self as core_action, OpenedWith, PenaltyReason};
use okey_core::game::Phase;
use okey_core::meld::{MeldKind, Side};
use okey_core::rules::{
    FalseJokerIndicator, LatePairs, Multipliers, OkeyInHand, OneColourWin, Preset, Rules, Starter, StockExhausted,
    Variant,
};
use okey_core::scoring::{self, DealEnd};
use okey_core::solver::Layout;
use okey_core::tile::{Color, Face, Print, TileId};
use okey_core::view::{self, ActionKind};

#[uniffi::remote(Enum)]
pub enum Preset {
    Standard,
    Online,
    Guide,
    Katlamali,
    Duz,
}

#[uniffi::remote(Enum)]
pub enum Variant {
    Okey101,
    Duz,
}

#[uniffi::remote(Enum)]
pub enum OneColourWin {
    Plain,
    Doubles,
    RedOrBlackDoubles,
}

#[uniffi::remote(Enum)]
pub enum Starter {
    AfterDealer,
    Dealer,
}

#[uniffi::remote(Enum)]
pub enum FalseJokerIndicator {
    Redraw,
    RiskRound,
}

#[uniffi::remote(Enum)]
pub enum LatePairs {
    Never,
    AfterAnotherPairsOpening,
}

#[uniffi::remote(Enum)]
pub enum Multipliers {
    Stack,
    AtMostTwo,
    None,
}

#[uniffi::remote(Enum)]
pub enum OkeyInHand {
    CountsInValue,
    FlatPenalty,
}

#[uniffi::remote(Enum)]
pub enum StockExhausted {
    NoScoreOkeyPenalty,
    NoScore,
    ScoreHands,
}

/// Every option of a game; start from `rulesForPreset` and change fields for house rules.
#[uniffi::remote(Record)]
pub struct Rules {
    pub preset: Preset,
    pub variant: Variant,
    pub players: u8,
    pub deals: u16,
    pub starting_points: u16,
    pub one_colour_win: OneColourWin,
    pub starter: Starter,
    pub false_joker_indicator: FalseJokerIndicator,
    pub opening_threshold: u16,
    pub pairs_threshold: u8,
    pub rising_thresholds: bool,
    pub late_pairs: LatePairs,
    pub full_hand_below_threshold: bool,
    pub return_taken_discard: bool,
    pub giver_penalty: bool,
    pub indicator_last_tile: bool,
    pub ten_pairs_finish: bool,
    pub multipliers: Multipliers,
    pub okey_in_hand: OkeyInHand,
    pub stock_exhausted: StockExhausted,
    pub all_pairs_cancels: bool,
    pub exhausted_deal_counts: bool,
    pub joker_pairs: bool,
    pub wait_turn_after_opening: bool,
    pub layoff_cap_per_end: Option<u8>,
    pub partners: bool,
    pub okey_retrieval: bool,
}

#[uniffi::remote(Enum)]
pub enum Color {
    Red,
    Yellow,
    Blue,
    Black,
}

#[uniffi::remote(Enum)]
pub enum MeldKind {
    Set,
    Run,
    Pair,
}

#[uniffi::remote(Enum)]
pub enum Side {
    Low,
    High,
}

#[uniffi::remote(Enum)]
pub enum OpenedWith {
    SetsAndRuns,
    Pairs,
}

#[uniffi::remote(Enum)]
pub enum PenaltyReason {
    DiscardedOkey,
    DiscardedPlayableTile,
    TookBack,
    GaveOpeningTile,
}

#[uniffi::remote(Enum)]
pub enum Phase {
    Draw,
    Play,
    DealOver,
    GameOver,
}

#[uniffi::remote(Enum)]
pub enum ActionKind {
    Draw,
    TakeDiscard,
    TakeIndicator,
    ReturnTaken,
    Lay,
    LayOff,
    RetrieveOkey,
    TakeBack,
    Discard,
    Finish,
    ShowIndicator,
    NextDeal,
}

#[uniffi::remote(Enum)]
pub enum Layout {
    RunsAndSets,
    Pairs,
}

/// One of the 106 physical tiles. `id` is what the engine knows it by (the two copies of a face
/// have different ids); the rest is for drawing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct Tile {
    pub id: u8,
    /// `None` for a false joker.
    pub color: Option<Color>,
    /// 1 to 13; 0 for a false joker.
    pub number: u8,
    pub false_joker: bool,
}

impl From<TileId> for Tile {
    fn from(tile: TileId) -> Tile {
        match tile.print() {
            Print::Numbered(face) => {
                Tile { id: tile.into(), color: Some(face.color()), number: face.number(), false_joker: false }
            }
            Print::FalseJoker => Tile { id: tile.into(), color: None, number: 0, false_joker: true },
        }
    }
}

impl TryFrom<Tile> for TileId {
    type Error = OkeyError;

    /// Only the id counts; the other fields are for display.
    fn try_from(tile: Tile) -> Result<TileId, OkeyError> {
        TileId::try_from(tile.id).map_err(|detail| OkeyError::input("invalid_tile", detail))
    }
}

pub(crate) fn tiles(tiles: &[TileId]) -> Vec<Tile> {
    tiles.iter().map(|&t| Tile::from(t)).collect()
}

pub(crate) fn tile_ids(tiles: Vec<Tile>) -> Result<Vec<TileId>, OkeyError> {
    tiles.into_iter().map(TileId::try_from).collect()
}

/// Melds to lay or preview, as the engine takes them; more tiles than a hand holds are refused
/// before anything looks at them (`hand_too_large`).
pub(crate) fn meld_specs(melds: Vec<MeldSpec>) -> Result<Vec<core_action::MeldSpec>, OkeyError> {
    okey_core::hand::check_size(melds.iter().map(|m| m.tiles.len()).sum())?;
    melds.into_iter().map(|m| Ok(core_action::MeldSpec { kind: m.kind, tiles: tile_ids(m.tiles)? })).collect()
}

/// A numbered face: what an okey stands for, or the okey itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Record)]
pub struct TileFace {
    pub color: Color,
    pub number: u8,
}

impl From<Face> for TileFace {
    fn from(face: Face) -> TileFace {
        TileFace { color: face.color(), number: face.number() }
    }
}

fn faces(faces: &[Face]) -> Vec<TileFace> {
    faces.iter().map(|&f| f.into()).collect()
}

pub(crate) fn seat_u32(seat: usize) -> u32 {
    u32::try_from(seat).unwrap_or(u32::MAX)
}

/// Tiles to lay as one new meld, in table order; without a kind the most valuable reading wins.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct MeldSpec {
    pub kind: Option<MeldKind>,
    pub tiles: Vec<Tile>,
}

/// Everything a seat can do.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Action {
    Draw,
    TakeDiscard,
    TakeIndicator,
    ReturnTaken,
    Lay {
        melds: Vec<MeldSpec>,
    },
    LayOff {
        tile: Tile,
        meld: u32,
        side: Option<Side>,
    },
    RetrieveOkey {
        tile: Tile,
        meld: u32,
    },
    TakeBack {
        tile: Tile,
    },
    TakeBackAll,
    Discard {
        tile: Tile,
    },
    /// Düz Okey: discard `tile` and show the other 14 tiles as a winning hand.
    Finish {
        tile: Tile,
    },
    /// Düz Okey: show the indicator's twin before the first draw.
    ShowIndicator,
    NextDeal,
}

impl TryFrom<Action> for core_action::Action {
    type Error = OkeyError;

    fn try_from(action: Action) -> Result<core_action::Action, OkeyError> {
        use core_action::Action as A;
        Ok(match action {
            Action::Draw => A::Draw,
            Action::TakeDiscard => A::TakeDiscard,
            Action::TakeIndicator => A::TakeIndicator,
            Action::ReturnTaken => A::ReturnTaken,
            Action::Lay { melds } => A::Lay { melds: meld_specs(melds)? },
            Action::LayOff { tile, meld, side } => A::LayOff { tile: tile.try_into()?, meld, side },
            Action::RetrieveOkey { tile, meld } => A::RetrieveOkey { tile: tile.try_into()?, meld },
            Action::TakeBack { tile } => A::TakeBack { tile: tile.try_into()? },
            Action::TakeBackAll => A::TakeBackAll,
            Action::Discard { tile } => A::Discard { tile: tile.try_into()? },
            Action::Finish { tile } => A::Finish { tile: tile.try_into()? },
            Action::ShowIndicator => A::ShowIndicator,
            Action::NextDeal => A::NextDeal,
        })
    }
}

impl From<core_action::Action> for Action {
    fn from(action: core_action::Action) -> Action {
        use core_action::Action as A;
        match action {
            A::Draw => Action::Draw,
            A::TakeDiscard => Action::TakeDiscard,
            A::TakeIndicator => Action::TakeIndicator,
            A::ReturnTaken => Action::ReturnTaken,
            A::Lay { melds } => Action::Lay {
                melds: melds.into_iter().map(|m| MeldSpec { kind: m.kind, tiles: tiles(&m.tiles) }).collect(),
            },
            A::LayOff { tile, meld, side } => Action::LayOff { tile: tile.into(), meld, side },
            A::RetrieveOkey { tile, meld } => Action::RetrieveOkey { tile: tile.into(), meld },
            A::TakeBack { tile } => Action::TakeBack { tile: tile.into() },
            A::TakeBackAll => Action::TakeBackAll,
            A::Discard { tile } => Action::Discard { tile: tile.into() },
            A::Finish { tile } => Action::Finish { tile: tile.into() },
            A::ShowIndicator => Action::ShowIndicator,
            A::NextDeal => Action::NextDeal,
        }
    }
}

/// How a deal ended.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum DealEnding {
    /// `pairs_finish` is a pairs opener's finish in Okey 101 and seven pairs in Düz Okey;
    /// `one_colour` is Düz Okey's one-colour bonus.
    Won {
        winner: u32,
        okey_finish: bool,
        pairs_finish: bool,
        all_at_once: bool,
        one_colour: bool,
    },
    StockExhausted,
    AllPairs,
}

/// A scored deal.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct DealResult {
    pub deal: u32,
    pub ending: DealEnding,
    pub multiplier: i32,
    pub risk_round: bool,
    /// Each seat's score for the deal, penalties included.
    pub scores: Vec<i32>,
    pub penalties: Vec<i32>,
    /// Whether the deal counts towards the game's number of deals.
    pub counts: bool,
}

impl From<scoring::DealResult> for DealResult {
    fn from(result: scoring::DealResult) -> DealResult {
        let ending = match result.end {
            DealEnd::Won { winner, okey_finish, pairs_finish, all_at_once, one_colour } => {
                DealEnding::Won { winner: seat_u32(winner), okey_finish, pairs_finish, all_at_once, one_colour }
            }
            DealEnd::StockExhausted => DealEnding::StockExhausted,
            DealEnd::AllPairs => DealEnding::AllPairs,
        };
        DealResult {
            deal: result.deal,
            ending,
            multiplier: result.multiplier,
            risk_round: result.risk_round,
            scores: result.scores,
            penalties: result.penalties,
            counts: result.counts,
        }
    }
}

/// Something that happened, in order, as the seat it was returned to may see it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum Event {
    DealStarted {
        deal: u32,
        dealer: u32,
        starter: u32,
        indicator: Tile,
        okey: TileFace,
        risk_round: bool,
    },
    /// `tiles` is empty for racks the viewer may not see.
    RackDealt {
        seat: u32,
        count: u32,
        tiles: Vec<Tile>,
    },
    TurnStarted {
        seat: u32,
    },
    /// `tile` is `None` when the viewer may not see it.
    Drew {
        seat: u32,
        tile: Option<Tile>,
    },
    TookDiscard {
        seat: u32,
        tile: Tile,
        from: u32,
    },
    TookIndicator {
        seat: u32,
        tile: Tile,
    },
    ReturnedTaken {
        seat: u32,
        tile: Tile,
    },
    Laid {
        seat: u32,
        meld: u32,
        kind: MeldKind,
        tiles: Vec<Tile>,
        faces: Vec<TileFace>,
    },
    LaidOff {
        seat: u32,
        tile: Tile,
        meld: u32,
        side: Side,
    },
    RetrievedOkey {
        seat: u32,
        tile: Tile,
        okey: Tile,
        meld: u32,
    },
    TookBack {
        seat: u32,
        tiles: Vec<Tile>,
        removed_melds: Vec<u32>,
    },
    Opened {
        seat: u32,
        with: OpenedWith,
        value: u32,
        pairs: u8,
    },
    Penalized {
        seat: u32,
        points: i32,
        reason: PenaltyReason,
    },
    Discarded {
        seat: u32,
        tile: Tile,
    },
    /// Düz Okey: `seat` showed the indicator's twin.
    ShowedIndicator {
        seat: u32,
        tile: Tile,
    },
    /// Düz Okey: the winner's 14 tiles as sets and runs, or seven pairs.
    ShowedHand {
        seat: u32,
        melds: Vec<HandMeld>,
    },
    DealEnded {
        result: DealResult,
    },
    GameEnded {
        totals: Vec<i32>,
        winners: Vec<u32>,
    },
}

impl From<core_action::Event> for Event {
    fn from(event: core_action::Event) -> Event {
        use core_action::Event as E;
        let s = seat_u32;
        match event {
            E::DealStarted { deal, dealer, starter, indicator, okey, risk_round } => Event::DealStarted {
                deal,
                dealer: s(dealer),
                starter: s(starter),
                indicator: indicator.into(),
                okey: okey.into(),
                risk_round,
            },
            E::RackDealt { seat, count, tiles: dealt } => {
                Event::RackDealt { seat: s(seat), count: seat_u32(count), tiles: tiles(&dealt) }
            }
            E::TurnStarted { seat } => Event::TurnStarted { seat: s(seat) },
            E::Drew { seat, tile } => Event::Drew { seat: s(seat), tile: tile.map(Tile::from) },
            E::TookDiscard { seat, tile, from } => {
                Event::TookDiscard { seat: s(seat), tile: tile.into(), from: s(from) }
            }
            E::TookIndicator { seat, tile } => Event::TookIndicator { seat: s(seat), tile: tile.into() },
            E::ReturnedTaken { seat, tile } => Event::ReturnedTaken { seat: s(seat), tile: tile.into() },
            E::Laid { seat, meld, kind, tiles: laid, faces: stands_for } => {
                Event::Laid { seat: s(seat), meld, kind, tiles: tiles(&laid), faces: faces(&stands_for) }
            }
            E::LaidOff { seat, tile, meld, side } => Event::LaidOff { seat: s(seat), tile: tile.into(), meld, side },
            E::RetrievedOkey { seat, tile, okey, meld } => {
                Event::RetrievedOkey { seat: s(seat), tile: tile.into(), okey: okey.into(), meld }
            }
            E::TookBack { seat, tiles: back, removed_melds } => {
                Event::TookBack { seat: s(seat), tiles: tiles(&back), removed_melds }
            }
            E::Opened { seat, with, value, pairs } => Event::Opened { seat: s(seat), with, value, pairs },
            E::Penalized { seat, points, reason } => Event::Penalized { seat: s(seat), points, reason },
            E::Discarded { seat, tile } => Event::Discarded { seat: s(seat), tile: tile.into() },
            E::ShowedIndicator { seat, tile } => Event::ShowedIndicator { seat: s(seat), tile: tile.into() },
            E::ShowedHand { seat, melds } => {
                Event::ShowedHand { seat: s(seat), melds: melds.iter().map(HandMeld::from).collect() }
            }
            E::DealEnded { result } => Event::DealEnded { result: result.into() },
            E::GameEnded { totals, winners } => {
                Event::GameEnded { totals, winners: winners.into_iter().map(seat_u32).collect() }
            }
        }
    }
}

/// A meld in a shown hand, with what each tile stands for.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct HandMeld {
    pub kind: MeldKind,
    pub tiles: Vec<Tile>,
    pub faces: Vec<TileFace>,
}

impl From<&okey_core::meld::Meld> for HandMeld {
    fn from(meld: &okey_core::meld::Meld) -> HandMeld {
        HandMeld { kind: meld.kind(), tiles: tiles(meld.tiles()), faces: faces(meld.faces()) }
    }
}

/// A meld on the table, with what each tile stands for.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct TableMeld {
    pub id: u32,
    pub owner: u32,
    pub kind: MeldKind,
    pub tiles: Vec<Tile>,
    pub faces: Vec<TileFace>,
    pub value: u32,
}

/// Another seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OtherSeat {
    pub seat: u32,
    pub rack_size: u32,
    pub opened: Option<OpenedWith>,
    /// The points and pairs it opened with, as everyone saw them laid (0 before it opens).
    pub opened_value: u32,
    pub opened_pairs: u8,
    /// Discards this seat took this deal (everyone saw them).
    pub took: Vec<Tile>,
}

/// The live opening counter ("96 / 101", "4 / 5 pairs") of what was laid this turn.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OpeningThisTurn {
    pub with: OpenedWith,
    pub value: u32,
    pub pairs: u8,
    pub met: bool,
}

/// What one seat may see, and nothing more: its rack, the table, the discards and counts.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct SeatView {
    pub seat: u32,
    pub rules: Rules,
    pub deal: u32,
    pub dealer: u32,
    pub indicator: Tile,
    pub okey: TileFace,
    pub risk_round: bool,
    pub rack: Vec<Tile>,
    pub opened: Option<OpenedWith>,
    /// The points and pairs this seat opened with (0 before it opens).
    pub opened_value: u32,
    pub opened_pairs: u8,
    pub others: Vec<OtherSeat>,
    pub table: Vec<TableMeld>,
    /// Every seat's discards, most recent last.
    pub discards: Vec<Vec<Tile>>,
    /// The discard this seat may take now.
    pub takeable: Option<Tile>,
    pub stock_size: u32,
    pub turn: u32,
    pub phase: Phase,
    pub opening_threshold: u32,
    pub pairs_threshold: u8,
    pub laid_this_turn: Vec<Tile>,
    pub must_use: Option<Tile>,
    pub opening_this_turn: Option<OpeningThisTurn>,
    pub penalties: Vec<i32>,
    pub totals: Vec<i32>,
    /// The kinds of action this seat may try now: enable buttons from these.
    pub allowed: Vec<ActionKind>,
}

impl From<view::SeatView> for SeatView {
    fn from(view: view::SeatView) -> SeatView {
        SeatView {
            seat: seat_u32(view.seat),
            deal: view.deal,
            dealer: seat_u32(view.dealer),
            indicator: view.indicator.into(),
            okey: view.okey.into(),
            risk_round: view.risk_round,
            rack: tiles(&view.rack),
            opened: view.opened,
            opened_value: view.opened_value,
            opened_pairs: view.opened_pairs,
            others: view
                .others
                .iter()
                .map(|o| OtherSeat {
                    seat: seat_u32(o.seat),
                    rack_size: seat_u32(o.rack_size),
                    opened: o.opened,
                    opened_value: o.opened_value,
                    opened_pairs: o.opened_pairs,
                    took: tiles(&o.took),
                })
                .collect(),
            table: view
                .table
                .iter()
                .map(|m| TableMeld {
                    id: m.id,
                    owner: seat_u32(m.owner),
                    kind: m.meld.kind(),
                    tiles: tiles(m.meld.tiles()),
                    faces: faces(m.meld.faces()),
                    value: m.meld.value(),
                })
                .collect(),
            discards: view.discards.iter().map(|pile| tiles(pile)).collect(),
            takeable: view.takeable.map(Tile::from),
            stock_size: seat_u32(view.stock_size),
            turn: seat_u32(view.turn),
            phase: view.phase,
            opening_threshold: view.opening_threshold,
            pairs_threshold: view.pairs_threshold,
            laid_this_turn: tiles(&view.laid_this_turn),
            must_use: view.must_use.map(Tile::from),
            opening_this_turn: view.opening_this_turn.map(|o| OpeningThisTurn {
                with: o.with,
                value: o.value,
                pairs: o.pairs,
                met: o.met,
            }),
            penalties: view.penalties,
            totals: view.totals,
            allowed: view.allowed,
            rules: view.rules,
        }
    }
}

/// What laying some melds now would be worth as an opening, without laying anything.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct OpeningPreview {
    pub value: u32,
    pub pairs: u8,
    pub needed_value: u32,
    pub needed_pairs: u8,
    pub enough: bool,
    /// Why these melds cannot be laid, if they cannot.
    pub problem: Option<String>,
}

impl From<okey_core::game::OpeningPreview> for OpeningPreview {
    fn from(p: okey_core::game::OpeningPreview) -> OpeningPreview {
        OpeningPreview {
            value: p.value,
            pairs: p.pairs,
            needed_value: p.needed_value,
            needed_pairs: p.needed_pairs,
            enough: p.enough,
            problem: p.problem,
        }
    }
}
