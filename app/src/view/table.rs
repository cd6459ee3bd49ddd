//! The table screen's parts.

use super::ShownTile;
use crate::intent::Answer;
use okey_core::meld::MeldKind;
use okey_core::rules::Variant;

/// The game on the table, one part per region of the screen.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TableView {
    pub game: Variant,
    /// The player's seat (0); seats are numbered in play order.
    pub you: u8,
    pub players: u8,
    pub phase: TablePhase,
    pub your_turn: bool,
    /// One line on whose turn it is: "Your turn: draw" / "Sıra Ayşe'de".
    pub status: String,
    /// Every seat, the player's first, then in play order.
    pub seats: Vec<SeatSummary>,
    /// Every seat's discard pile, by seat.
    pub piles: Vec<PileView>,
    pub centre: CentreView,
    /// Okey 101's melds on the table, grouped by owner in play order.
    pub melds: Vec<LaidMeld>,
    pub rack: ShownRack,
    pub controls: ControlsView,
    pub counter: Option<CounterView>,
    /// The last moves, newest last, in words.
    pub recent: Vec<String>,
    pub message: Option<MessageView>,
    pub dialog: Option<DialogView>,
    pub hint: Option<HintView>,
    /// The score sheet, once the deal (or the game) is over.
    pub score_sheet: Option<ScoreSheetView>,
    /// The tiles out of play that the player has seen (discarded, on the table, the
    /// indicator), face by face.
    pub gone: GoneView,
    /// The guided first deal's explanation of the step the player is at; `None` in other games.
    pub guide: Option<GuideView>,
    /// Pass and play: every rack is hidden until this person taps (`Intent::ShowRack`); the
    /// view then holds only what everyone may see.
    pub handover: Option<HandoverView>,
    /// The rack on screen is private to its person at a table of several people: keep it out of
    /// the system's snapshots (Android `FLAG_SECURE`; iOS hides on `scenePhase` changes).
    pub private: bool,
}

/// The hand-over between two people's turns at one phone.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HandoverView {
    /// The person the phone goes to.
    pub seat: u8,
    pub name: String,
    /// "Pass to Ayşe" / "Sıradaki: Ayşe".
    pub title: String,
    /// "Tap to show your rack".
    pub text: String,
}

/// The guided deal's explanation, shown beside the hint.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GuideView {
    pub step: crate::table::GuideStep,
    /// "Open at 101" / "101 ile aç".
    pub title: String,
    /// What the player does at this step, and why.
    pub text: String,
}

/// How many of each face are out of play, as the player has seen them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GoneView {
    /// Every numbered face (colour by colour, 1 to 13), with how many of its two copies are
    /// gone.
    pub faces: Vec<GoneFaceView>,
    /// False jokers gone (of two).
    pub false_jokers: u8,
}

/// One face and how many of its copies are gone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GoneFaceView {
    pub face: super::FaceView,
    pub gone: u8,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TablePhase {
    Draw,
    Play,
    DealOver,
    GameOver,
}

/// Where a seat sits around the table, seen from the player: play goes from the player to
/// the right, across, to the left and back (the player takes the left seat's discards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum SeatPlace {
    /// The player, at the bottom.
    Bottom,
    Right,
    Across,
    Left,
}

/// A corner of the table, where a seat's discard pile lies (at the seat's right hand).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Corner {
    BottomRight,
    TopRight,
    TopLeft,
    BottomLeft,
}

/// A seat's card.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SeatSummary {
    pub seat: u8,
    pub place: SeatPlace,
    /// "You", or the bot's name.
    pub name: String,
    /// The bot's level in words; `None` for a person.
    pub level: Option<String>,
    pub tiles_in_hand: u8,
    /// What it opened with, in words ("opened 108", "opened with pairs (5)"); `None` before.
    pub opened: Option<String>,
    /// The game's running total.
    pub total: i32,
    pub to_move: bool,
    /// A bot is thinking in this seat now.
    pub thinking: bool,
    /// A networked table's guest who is away: "reconnecting…", or "a bot plays for now".
    pub away: Option<String>,
}

/// A discard pile.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PileView {
    pub seat: u8,
    pub corner: Corner,
    /// Every tile discarded here this deal, the top last.
    pub tiles: Vec<ShownTile>,
    /// The player may take the top tile now (the engine's takeable tile).
    pub takeable: bool,
}

/// The stock, the indicator, the okey and the deal.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CentreView {
    pub stock: u8,
    pub indicator: ShownTile,
    /// The indicator has left its place (taken at the end, or shown).
    pub indicator_taken: bool,
    /// The face the okey has this deal.
    pub okey: super::FaceView,
    /// "Deal 2 of 5" / "2. el (5 elden)"; Düz Okey: "Deal 2".
    pub deal: String,
    /// The multiplier of this deal when it is more than one ("×2").
    pub multiplier: Option<String>,
    /// The okey's face in words, for screen readers: "red 8" / "kırmızı 8". Added last, with a
    /// default in the bindings, so that code building this record needs no change.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub okey_name: String,
    /// The deal's fingerprint, a hash of its seed shown while it is played ("Deal fingerprint
    /// 3f9a-12c0-88be"), so the seed shown when it ends can be checked against it; empty for a
    /// reviewed position. Added last, with a default in the bindings.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub fingerprint: String,
}

/// A meld on the table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LaidMeld {
    pub id: u32,
    pub owner: u8,
    pub kind: MeldKind,
    /// In table order; an okey carries what it plays as.
    pub tiles: Vec<ShownTile>,
    pub value: u32,
}

/// The player's rack: 30 slots in two rows of 15, each empty or holding a tile.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ShownRack {
    pub slots: Vec<Option<RackTile>>,
    pub row_length: u8,
    /// The tiles standing together (no gap between them, in one row) that make a meld, each with
    /// what it is worth: shown under the group.
    pub groups: Vec<RackGroupView>,
    /// What the mark of a `playable` rack tile means, while some rack tile has it: "Marked: fits
    /// a meld on the table (or is an okey), so discarding it costs 101". Draw it beside a sample
    /// of the mark. Added last, with a default in the bindings.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub playable_legend: Option<String>,
}

/// A group of adjacent rack tiles that makes a meld.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RackGroupView {
    /// Its first slot, and how many slots it takes.
    pub first_slot: u8,
    pub length: u8,
    pub kind: MeldKind,
    /// Points, for a set or a run.
    pub points: u32,
    /// "27", or "pair" / "çift".
    pub label: String,
}

/// A tile in the rack and how it is marked.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RackTile {
    pub tile: ShownTile,
    pub selected: bool,
    /// Named by the hint on screen.
    pub hinted: bool,
    /// Düz Okey: discarding it now wins.
    pub wins: bool,
    /// Discarding it would cost a penalty (it fits a meld on the table, or it is an okey):
    /// an "işlek taş".
    pub playable: bool,
}

/// The controls beside the rack. Each is enabled exactly when the engine would accept its move
/// now (the app core tries each on a copy of the game): Lay when the selection's reading is
/// accepted, Open when it has an opening the engine accepts, Finish with the one selected tile,
/// Discard and Lay off when some rack tile may go. Hint is enabled on the player's turn.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ControlsView {
    pub arrange: bool,
    pub lay: Control,
    /// Okey 101: lay every arranged group (or the engine's best opening) in one gesture.
    pub open: Control,
    pub take_back: Control,
    pub hint: Control,
    /// Only under rules that allow returning a taken discard.
    pub return_taken: Control,
    /// Düz Okey only.
    pub finish: Control,
    /// Düz Okey only (gösterme).
    pub show_indicator: Control,
    pub draw: bool,
    pub take_discard: bool,
    /// The stock is empty and the rules make the indicator its last tile.
    pub take_indicator: bool,
    pub discard: bool,
    pub lay_off: bool,
    pub next_deal: Control,
    /// Review is offered: a deal has ended. Mid-game it reviews the ended deals and Continue
    /// comes back to the table; at game over, the whole game. Added last, with a default in
    /// the bindings.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub review: bool,
    /// Play again is offered: the game is over at this phone's own table or the one it hosts
    /// (a guest's seat is offered none: the host's Play again seats its guests again). Added
    /// last, with a default in the bindings.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub play_again: bool,
}

/// A button: shown at all, and whether it works now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Control {
    pub visible: bool,
    pub enabled: bool,
}

/// The live counter beside the rack.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct CounterView {
    pub kind: CounterKind,
    /// The whole counter in words: "Opening 96 / 101", "Pairs 4 / 5", "12 in melds · 2 pairs".
    pub text: String,
    pub value: u32,
    /// What is needed; 0 where nothing is counted towards (opened, Düz Okey).
    pub needed: u32,
    /// The counter has reached what it counts towards.
    pub reached: bool,
}

/// What the counter counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum CounterKind {
    /// Okey 101 before opening: the points laid this turn and selected.
    Opening,
    /// Okey 101 before opening with pairs.
    Pairs,
    /// Okey 101 after opening.
    Opened,
    /// Düz Okey: the engine's best 14 tiles of the hand.
    Duz,
}

/// A message for a few seconds near where the gesture ended.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct MessageView {
    pub text: String,
    pub anchor: Anchor,
    /// A refusal (shown as an error) rather than information.
    pub refusal: bool,
}

/// Where a message shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Anchor {
    Rack,
    Discard,
    Pile,
    Stock,
    Table,
    Controls,
}

/// A question the player must answer before anything else on the table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DialogView {
    pub kind: DialogKind,
    pub title: String,
    pub body: String,
    /// The answers, in the order to show them; the safe one is `primary`.
    pub choices: Vec<DialogChoice>,
}

/// Which question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum DialogKind {
    CostlyDiscard,
    TakeBack,
    WhichEnd,
    /// A lay that would leave the hand unable to open this turn.
    RiskyLay,
    /// Open with these melds, their total shown first.
    Open,
    ClearStatistics,
    /// A new game would replace the game in progress.
    ReplaceGame,
}

/// One answer button.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DialogChoice {
    pub label: String,
    /// What the button answers, as the shell sends it back (`Intent::Answer`).
    pub answer: Answer,
    /// The default, safe answer: drawn as the primary button.
    pub primary: bool,
}

/// The hint on screen.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HintView {
    /// "Hint: discard red 5: it fits nothing" in the player's language.
    pub text: String,
    /// The rack tiles it names.
    pub tiles: Vec<u8>,
}

/// The end of a deal, or of the game.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScoreSheetView {
    /// "Deal 2 over" / "Game over".
    pub title: String,
    /// Why the deal ended: "Ayşe finished with the okey".
    pub ending: String,
    /// The deal is not one of the deals the game counts towards its end, and is dealt again (the
    /// stock ran out, under rules that say so); its scores are still added to the totals.
    pub void: bool,
    pub rows: Vec<ScoreRowView>,
    /// Every deal played so far, its scores by seat: a void deal is marked (its scores count).
    pub deals: Vec<DealLineView>,
    /// Game over: who won, in words ("You won!", "Winner: Ayşe").
    pub winners: Option<String>,
    pub game_over: bool,
    /// The factor the deal's hand points were multiplied by, when it is not one (a finish with
    /// the okey, a risk round): "Multiplier ×4" / "Katsayı ×4". Added last, with a default in the
    /// bindings, so that code building this record needs no change.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub multiplier: Option<String>,
    /// The deal's seed and fingerprint, and whether the deal played is the one that seed gives
    /// (replayed from the game's record): "Dealt from deal number 8841093-2 (fingerprint
    /// 3f9a-12c0-88be): checked". Added last, with a default in the bindings.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub deal_seed: Option<String>,
    /// What the multiplier is made of, when it is not one: "finished with the okey ×2 · risk
    /// round ×2" / "okey atarak bitti ×2 · risk eli ×2". Added last, with a default in the
    /// bindings.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub multiplier_reason: Option<String>,
}

/// One deal's line on the score sheet.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct DealLineView {
    /// "Deal 2", or "Replayed" for a void deal.
    pub label: String,
    pub scores: Vec<i32>,
    /// Dealt again: not one of the deals the game counts towards its end. Its scores (okeys
    /// held, penalties) are still in the totals.
    pub void: bool,
}

/// One seat on the score sheet.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScoreRowView {
    pub seat: u8,
    pub name: String,
    /// The tiles left in hand, face up: the tiles of `melds` first, then `loose`.
    pub tiles: Vec<ShownTile>,
    /// The hand's points in this deal, multiplier applied, penalties apart.
    pub hand_points: i32,
    /// Each penalty with its reason: "+101: discarded the okey".
    pub penalties: Vec<String>,
    pub deal_score: i32,
    pub total: i32,
    pub won: bool,
    /// What the hand's points are for, when they are not the tiles' numbers: "never opened: 202
    /// whatever the hand holds", "finished: −101", "opened with pairs: the hand counts double",
    /// okeys held when the stock ran out ("+202: 2 okeys in hand when the deal ended"). Shown
    /// beside the hand's points, not with the penalties: it is no penalty. Added last, with a
    /// default in the bindings.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub hand_note: Option<String>,
    /// How the hand's points were worked out, when anything multiplied them or was added after
    /// (the deal's doublings spelled out per row): "202 × 4 = 808", "20 × 2 × 2 + 101 = 181".
    /// `None` when the hand's points are its count as it stands.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub hand_formula: Option<String>,
    /// The hand as melds: the winner's as it showed them (Düz Okey) or laid them (Okey 101,
    /// each okey with what it stands for); the others' sets and runs as the engine finds them in
    /// what they hold. Draw each apart, before `loose`.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub melds: Vec<Vec<ShownTile>>,
    /// The tiles left in hand outside `melds`, by colour and number, okeys last.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub loose: Vec<ShownTile>,
}
