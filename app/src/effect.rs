//! What a shell does for the app core: run slow work, animate, buzz, speak.
//!
//! The core never calls into Kotlin or Swift. Each [`crate::App::send`] and
//! [`crate::App::run`] returns an [`Update`]: the new view model and the effects to perform.
//! A shell performs them in order and forgets them; a [`Job`] comes back through `run`.
//!
//! # What a shell must do with jobs, and what it need not
//!
//! - Run each [`Effect::Run`]'s job with [`crate::App::run`] off the UI thread, `after_ms`
//!   after the update that asked for it, and draw the update it returns (if its revision is the
//!   newest, see [`Update::revision`]).
//! - Nothing more is needed for the app to go on. A job may run late, twice, in any order, or
//!   never (an executor cancelled when the app goes to the background, a process killed): the
//!   core checks each job against the app as it stands, a job for a state that has gone does
//!   nothing, and **every intent hands out again whatever work is still needed** (a bot to
//!   move, a counter to work out, a file to write). So a shell that lost jobs recovers with the
//!   next gesture, or by sending `Intent::Show { screen: Screen::Table }` when it comes back to
//!   the foreground.
//! - Call [`crate::App::flush`] when the app goes to the background, so that no change waits
//!   for a lost save.

use crate::view::{ShownTile, ViewModel};

/// The answer to an intent or a job.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Update {
    pub view: ViewModel,
    pub effects: Vec<Effect>,
    /// The order in which the app core gave out its updates' views: a later view has a larger
    /// revision. `send` runs on the UI thread and `run` on others, so their updates may reach
    /// the screen out of order; a shell draws an update only if its revision is larger than
    /// the one on screen (and still performs its effects).
    pub revision: u64,
    /// The intent was refused: nothing changed but the message on screen (if the screen shows
    /// one). `None` for a job's update and for an intent the core took.
    pub refusal: Option<Refusal>,
}

/// Why an intent was refused.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Refusal {
    /// Stable, for a shell or a test to act on: the engine's error code (`not_your_turn`, ...),
    /// or the app core's own (`not_offered` for an intent the screen on show does not offer,
    /// `answer_first` while a question waits, `select_to_lay`, ...).
    pub code: String,
    /// The reason in the player's language, as the message on screen says it.
    pub message: String,
}

/// One thing for the shell to do.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Effect {
    /// After `after_ms` milliseconds, call `run(job)` on a background thread (never the UI
    /// thread: a job may think for a while). Jobs may run in any order; each is checked.
    Run {
        job: Job,
        after_ms: u32,
    },
    /// Fly these tiles, all at once, over about `duration_ms`.
    Animate {
        flights: Vec<Flight>,
        duration_ms: u32,
    },
    Haptic {
        kind: Haptic,
    },
    /// Play this sound (only when the player has sound on).
    Sound {
        kind: Sound,
    },
    /// Say this for VoiceOver or TalkBack.
    Announce {
        text: String,
    },
    /// Host a table: listen for guests (the transport's `Host::bind` on any port), with this
    /// join code and key when given (a hosted game resumed after the app stopped: its guests
    /// rejoin with the code they had), otherwise new ones; then send `Intent::Listening`.
    Listen {
        code: Option<String>,
        identity: Option<Vec<u8>>,
    },
    /// Stop hosting: close every guest's connection and stop listening.
    StopListening,
    /// Send these bytes to the guest (`Host::send`).
    SendToGuest {
        guest: u32,
        bytes: Vec<u8>,
    },
    /// Close the guest's connection (`Host::close`): a message that broke the rules.
    CloseGuest {
        guest: u32,
    },
    /// Join a table (`Guest::connect`) with this code, pinning the host's key when known, with
    /// this device's key when it has one (otherwise a new one, reported in `Intent::Connected`).
    Connect {
        address: String,
        port: u16,
        code: String,
        pin: Option<String>,
        identity: Option<Vec<u8>>,
    },
    /// Send these bytes to the host (`Guest::send`).
    SendToHost {
        bytes: Vec<u8>,
    },
    /// Leave the table (`Guest::disconnect`).
    Disconnect,
    /// Look for tables nearby (DNS-SD `_okey._tcp`: `NsdManager`, `NWBrowser`), or stop, and
    /// report each as `Intent::TableFound` / `Intent::TableGone`.
    Browse {
        on: bool,
    },
}

/// Slow or later work the shell hands back to [`crate::App::run`]. Opaque to the shell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Job {
    pub kind: JobKind,
    /// Which state of the app it was asked for; a job for a state that has gone does nothing.
    pub ticket: Ticket,
}

/// Which state of the app a job was asked for, each kind of job with its own: a job whose
/// state has gone, or whose ticket is not one its kind is given, does nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Ticket {
    /// No state: writing the files is never too late.
    Always,
    /// The game with this serial as it stood at this generation of the engine, which changes
    /// with every move: a bot's move, a hint, the Düz counter, the statistics.
    Position { game: u32, generation: u64 },
    /// The game with this serial, however far it has gone: its review.
    Game { game: u32 },
    /// The message with this serial, while it is the one shown.
    Message { serial: u64 },
    /// The guest's departure with this number: the host's wait for them.
    Departure { number: u64 },
    /// This round of a guest's periodic sync: a copy of an older round does nothing.
    SyncRound { round: u64 },
    /// Writing the files again after this many failed writes: a copy handed out before the
    /// latest failure does nothing, so that the retries do not multiply with the gestures.
    SaveRetry { failures: u64 },
}

/// What a job does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum JobKind {
    /// One bot move (the bot thinks outside every lock the UI waits on).
    BotMove,
    /// The engine's hint for the player.
    Hint,
    /// Düz Okey's counter for the player's rack.
    DuzCounter,
    /// Hides the message on screen, if it is still the one shown.
    ExpireMessage,
    /// Writes the files that changed, in order, newest content only.
    Save,
    /// Records a finished game in the statistics.
    RecordStatistics,
    /// Reviews the finished game (about a second).
    Review,
    /// Refreshes the review's progress while it works.
    ReviewProgress,
    /// A networked table's guest has been gone for the host's wait: a bot plays the seat now.
    GuestWaited,
    /// A guest asks the host for anything it missed, and sends again what the host has not
    /// acknowledged.
    GuestSync,
}

/// Where a flying tile starts or lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Place {
    Stock,
    Indicator,
    /// The seat's discard pile (the player's own: the discard spot).
    Pile {
        seat: u8,
    },
    /// The seat's hand: an opponent's card, or for the player the rack slot the tile is in.
    Hand {
        seat: u8,
    },
    /// A meld on the table.
    Meld {
        meld: u32,
    },
}

/// One tile's move, face up when the player may see it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct Flight {
    /// The tile, when the player may see its face (not another seat's drawn tile).
    pub tile: Option<ShownTile>,
    pub from: Place,
    pub to: Place,
}

/// A sound's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Sound {
    /// A tile drawn from the stock or taken from a pile.
    Draw,
    /// A tile discarded.
    Discard,
    /// Tiles laid or laid off on the table.
    Lay,
    /// It is the player's turn.
    YourTurn,
    /// The deal ended and the player (or the player's team) won it.
    DealWon,
    /// The deal ended and someone else won it (or nobody did).
    DealLost,
}

/// A vibration's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Haptic {
    /// A move the engine took.
    Confirm,
    /// A move the engine refused.
    Refused,
    /// It is the player's turn.
    YourTurn,
}
