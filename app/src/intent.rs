//! Every gesture of every screen, as a shell sends it to [`crate::App::send`].
//!
//! An intent says what the player did, not what should happen: whether a discard is asked
//! about first, which meld Lay lays, which pile may be taken, all of that is the app core's
//! decision (and the engine's, for the rules).

use crate::view::{Palette, RackLayout, Screen};
use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::meld::Side;
use okey_core::rules::{Preset, Variant};

/// A player's gesture.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Intent {
    // --- Navigation --------------------------------------------------------------------------
    /// Shows a screen: Home, the New game form, Statistics, Rules or Settings. The table and
    /// the review are reached through their own intents.
    Show {
        screen: Screen,
    },
    /// Home's Continue: back to the game in progress.
    ContinueGame,
    /// Home's quick start: a new game of `game` with its usual rules and three Medium bots.
    QuickStart {
        game: Variant,
    },
    /// Home's "Learn to play": the guided first deal (one Standard deal against Easy bots from a
    /// fixed seed, every step explained).
    StartGuidedDeal,
    /// The system's back gesture: one step back (a question is cancelled first).
    Back,

    /// Home's "Host a table": the New game form for a table that guests join over the network.
    HostTable,
    /// Home's "Join a table".
    JoinTable,

    // --- New game form -----------------------------------------------------------------------
    ChooseGame {
        game: Variant,
    },
    ChoosePreset {
        preset: Preset,
    },
    ChoosePlayers {
        players: u8,
    },
    /// The level of the bot in `seat` (1 to 3; seat 0 is the player).
    ChooseOpponent {
        seat: u8,
        level: Level,
    },
    /// Pass and play: a person named `name` plays `seat` (0 to 3; 0 is the phone's owner). A
    /// bot plays it again after `ChooseOpponent`.
    ChoosePerson {
        seat: u8,
        name: String,
    },
    /// Hosting: `seat` (1 to 3) is kept for a guest who joins over the network.
    ChooseGuestSeat {
        seat: u8,
    },
    /// A house rule: the option's key (as the form lists it) and its new value.
    SetRuleOption {
        key: String,
        value: RuleValue,
    },
    /// Every house rule back to the preset's value.
    ResetRuleOptions,
    StartGame,

    // --- The rack: nothing reaches the engine ------------------------------------------------
    /// Selects or deselects a rack tile.
    ToggleTile {
        tile: u8,
    },
    /// Moves a rack tile to a slot (0 to 29); an occupied slot's tile makes room.
    MoveTile {
        tile: u8,
        slot: u8,
    },
    /// Seri diz, Çift diz, by colour, by number.
    Arrange {
        layout: RackLayout,
    },

    // --- The table's moves --------------------------------------------------------------------
    Draw,
    TakeDiscard,
    /// Takes the indicator: the stock is empty, under rules that make it the last tile.
    TakeIndicator,
    ReturnTaken,
    /// Lays the selected tiles: one meld, or every group they make (see the table's docs).
    Lay,
    /// Okey 101: lays every arranged group of the rack in one gesture, or, when they do not
    /// open, the engine's best opening; asks first, with the total.
    Open,
    /// Lays `tile` off onto table meld `meld`; a tile that fits both ends of a run asks which.
    LayOff {
        tile: u8,
        meld: u32,
    },
    /// Katlamalı: puts `tile` in place of an okey in `meld` and takes the okey.
    RetrieveOkey {
        tile: u8,
        meld: u32,
    },
    /// Discards `tile`; a discard that costs a penalty asks first (when the setting says so).
    Discard {
        tile: u8,
    },
    /// A drag let go: what the finger carried and where. The core decides what it means (a
    /// move on the rack, a draw, a discard, a lay-off, an okey taken back, or nothing) and leaves
    /// out of the move's flights the tile the finger already carried there.
    Drop {
        dragged: Dragged,
        spot: DropSpot,
    },
    /// A tap on the player's own discard spot: with one tile selected, discards it (asking first
    /// when it is costly, as a drop does).
    TapDiscardSpot,
    /// Düz Okey: discards the selected tile and shows the hand.
    Finish,
    /// Düz Okey: shows the indicator's twin (gösterme).
    ShowIndicator,
    /// Pass and play: the person the phone was passed to shows their rack.
    ShowRack,
    /// The app goes to the background: at a table of several people every rack is hidden
    /// before the system's snapshot (and the hand-over shows on return).
    Background,
    /// Takes back every tile laid this turn; asks first when it costs points.
    TakeBack,
    Hint,
    NextDeal,
    /// The answer to the question on screen.
    Answer {
        answer: Answer,
    },
    DismissMessage,

    // --- Game over and review ---------------------------------------------------------------
    PlayAgain,
    OpenReview,
    /// Shows the position of review item `index` (or hides it with `None`).
    ChooseReviewItem {
        index: Option<u32>,
    },

    // --- A table over the local network ------------------------------------------------------
    /// The shell listens for guests (after `Effect::Listen`): where, with which code and key
    /// (`payload`: the QR code's text).
    Listening {
        address: String,
        port: u16,
        code: String,
        fingerprint: String,
        payload: String,
        identity: Vec<u8>,
    },
    /// A guest's connection is up (its key's fingerprint: the same guest when it rejoins).
    GuestJoined {
        guest: u32,
        fingerprint: String,
    },
    /// A guest's message arrived.
    FromGuest {
        guest: u32,
        bytes: Vec<u8>,
    },
    /// A guest's connection is gone.
    GuestLeft {
        guest: u32,
    },
    /// The lobby: how long a dropped guest is waited for before a bot plays their seat.
    ChooseGuestWait {
        seconds: u32,
    },
    /// Stops hosting (from the lobby) or leaves the table (a guest).
    LeaveTable,
    /// A table found nearby (discovery), or one no longer there.
    TableFound {
        name: String,
        address: String,
        port: u16,
    },
    TableGone {
        address: String,
        port: u16,
    },
    /// The Join screen: the table's address ("192.168.1.20:47001"), or a table found nearby by
    /// its index, and the six-digit code.
    SetJoinAddress {
        text: String,
    },
    ChooseFoundTable {
        index: u32,
    },
    SetJoinCode {
        text: String,
    },
    /// A scanned QR code, read by the shell (the transport's `JoinPayload::parse`; the apps call
    /// okey-link's `scanned_table`): the table's address and key, and its code when the QR code
    /// carries it.
    ScannedTable {
        address: String,
        port: u16,
        fingerprint: String,
        code: Option<String>,
    },
    /// A scanned QR code that is not a table's, with the transport's reason code
    /// (`invalid_payload`; `unsupported_payload_version` for a newer app's table).
    ScannedNotATable {
        code: String,
    },
    /// Join the table on the Join screen.
    Join,
    /// Home's Back to the table: joins again the table this device last sat at as a guest.
    RejoinTable,
    /// The connection to the host is up (its key's fingerprint, pinned for rejoining, and this
    /// device's key, kept for the next time).
    Connected {
        fingerprint: String,
        identity: Vec<u8>,
    },
    /// The host's message arrived.
    FromHost {
        bytes: Vec<u8>,
    },
    /// The connection to the host is gone (the transport's stable reason code).
    Disconnected {
        code: String,
    },

    // --- Statistics, rules, settings --------------------------------------------------------
    /// Asks whether to clear the statistics.
    ClearStatistics,
    /// The Rules screen explains `preset`, or with `None` the rules of the game in progress.
    ChooseRules {
        preset: Option<Preset>,
    },
    SetLanguage {
        language: Language,
    },
    SetPalette {
        palette: Palette,
    },
    SetBotSpeed {
        speed: BotSpeed,
    },
    SetConfirmCostlyDiscards {
        on: bool,
    },
    /// Shows or hides the shuffle seed of the game in progress.
    SetShowSeed {
        on: bool,
    },
    SetSound {
        on: bool,
    },
    SetHaptics {
        on: bool,
    },
}

/// The answer to a question (a costly discard, a take-back, which end of a run, clearing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Answer {
    Confirm,
    Cancel,
    /// Which end of the run a tile is laid off at.
    End {
        side: Side,
    },
}

/// What the player's finger carried in a drag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Dragged {
    /// A tile of the rack.
    RackTile { tile: u8 },
    /// The stock.
    Stock,
    /// The top tile of the pile the player may take from.
    TakeablePile,
}

/// Where a drag was let go, as the shell found it on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum DropSpot {
    /// A slot of the rack (0 to 29).
    RackSlot { slot: u8 },
    /// The rack, but on none of its slots.
    Rack,
    /// A meld on the table.
    Meld { meld: u32 },
    /// An okey (or a false joker) inside a meld on the table.
    TableOkey { meld: u32, tile: u8 },
    /// The player's own discard spot.
    DiscardSpot,
    /// Anywhere else.
    Nowhere,
}

/// A house rule's new value on the New game form.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum RuleValue {
    On {
        on: bool,
    },
    Number {
        value: u32,
    },
    /// A number option that also allows "no limit".
    Unlimited,
    /// One of a choice option's choices, by its key.
    Choice {
        key: String,
    },
}

/// The pause before each bot move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum BotSpeed {
    Fast,
    #[default]
    Normal,
    Slow,
}

impl BotSpeed {
    /// Milliseconds between two bot moves, long enough to follow each move's animation.
    pub fn pause_ms(self) -> u32 {
        match self {
            BotSpeed::Fast => 150,
            BotSpeed::Normal => 600,
            BotSpeed::Slow => 1200,
        }
    }
}
