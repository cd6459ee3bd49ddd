//! The screens around the table: the New game form, statistics, rules and the review.

use super::TableView;
use okey_core::bot::Level;
use okey_core::rules::{Preset, Variant};

/// The New game form.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct NewGameView {
    pub game: Variant,
    pub preset: Preset,
    /// The presets of the chosen game, each with its name and one line.
    pub presets: Vec<PresetChoiceView>,
    pub players: u8,
    /// One per opponent (seats 1 to players-1).
    pub opponents: Vec<OpponentChoiceView>,
    /// Every house rule that applies to the chosen game.
    pub options: Vec<RuleOptionView>,
    /// Some house rule differs from the preset.
    pub changed_from_preset: bool,
    /// The engine's reason the last Start was refused (invalid rules), in words.
    pub error: Option<String>,
    /// The phone's owner's name at a table of several people (seat 0); `None` when not given.
    pub your_name: Option<String>,
    /// The form sets up a table that guests join over the local network (its Start opens the
    /// lobby).
    pub hosting: bool,
}

/// A preset as the form offers it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PresetChoiceView {
    pub preset: Preset,
    pub name: String,
    pub summary: String,
}

/// An opponent's seat on the form.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OpponentChoiceView {
    pub seat: u8,
    pub name: String,
    /// The bot's level (what the seat plays as when no person plays it).
    pub level: Level,
    /// Pass and play: the name of the person playing this seat, when a person plays it.
    pub person: Option<String>,
    /// Hosting: the seat is kept for a guest who joins over the network.
    pub guest: bool,
    /// Every level's name in words, weakest first, for the picker.
    pub levels: Vec<LevelChoiceView>,
}

/// A bot level and its name.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LevelChoiceView {
    pub level: Level,
    pub name: String,
}

/// One house rule on the form.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RuleOptionView {
    /// The field's stable key (`opening_threshold`): what `SetRuleOption` names.
    pub key: String,
    pub name: String,
    pub explanation: String,
    /// The value in words.
    pub value_text: String,
    /// It differs from the preset.
    pub changed: bool,
    pub control: RuleControl,
}

/// How a house rule is edited.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum RuleControl {
    Toggle {
        on: bool,
    },
    /// A stepper between `min` and `max` by `step`; `value` is `None` for "no limit" when
    /// `unlimited_allowed`.
    Number {
        value: Option<u32>,
        min: u32,
        max: u32,
        step: u32,
        unlimited_allowed: bool,
    },
    Choice {
        selected: String,
        choices: Vec<ChoiceView>,
    },
}

/// One choice of a choice option.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ChoiceView {
    pub key: String,
    pub label: String,
}

/// The statistics screen, both games apart.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatisticsView {
    /// Okey 101, then Düz Okey; a game never played has no section.
    pub sections: Vec<StatisticsSection>,
    /// Nothing recorded yet: a sentence saying when a game counts.
    pub empty: Option<String>,
}

/// One game's statistics.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatisticsSection {
    pub game: Variant,
    pub title: String,
    /// The totals, then a line per preset and per opponent level.
    pub total: TallyView,
    pub by_preset: Vec<TallyView>,
    pub by_opponents: Vec<TallyView>,
    /// "Scores: lower is better." for Okey 101.
    pub note: String,
}

/// One row of statistics, each figure already written in the player's language.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct TallyView {
    pub label: String,
    pub games: u32,
    pub wins: u32,
    pub deals: u32,
    pub deals_won: u32,
    /// "12.5" / "12,5"; "–" with no deal.
    pub average_deal: String,
    pub best_game: Option<i32>,
    pub openings: u32,
    pub pairs_openings: u32,
    pub penalties: u32,
}

/// The Rules screen.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesView {
    /// The preset explained, or `None` for the rules of the game in progress.
    pub choice: Option<Preset>,
    /// "This game" is offered (a game is in progress).
    pub has_game: bool,
    pub presets: Vec<PresetChoiceView>,
    pub title: String,
    pub sections: Vec<RulesSectionView>,
    pub glossary: Vec<GlossaryTermView>,
    /// "How to play" in pictures: the key ideas, each with tiles, before the full text.
    /// Added last, with a default in the bindings, so code building this record needs no change.
    #[cfg_attr(feature = "uniffi", uniffi(default))]
    pub examples: Vec<RuleExampleView>,
}

/// One idea of the rules with the tiles that show it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RuleExampleView {
    /// "A run (seri)".
    pub title: String,
    /// What the picture shows, in a sentence or three.
    pub text: String,
    /// The tiles, in groups drawn apart (a meld each; single tiles for the indicator).
    pub melds: Vec<Vec<super::ShownTile>>,
    /// Each group's points under it (Okey 101's melds); empty where nothing is counted.
    pub points: Vec<String>,
}

/// A titled part of the rules, one sentence per item.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesSectionView {
    pub title: String,
    pub items: Vec<String>,
}

/// A Turkish term and its meaning.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GlossaryTermView {
    pub term: String,
    pub meaning: String,
}

/// The review of a finished game.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewView {
    pub state: ReviewState,
    /// The position of the chosen item, drawn as the player saw it.
    pub position: Option<TableView>,
    pub chosen: Option<u32>,
}

/// Where the review stands.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum ReviewState {
    /// Working: turns judged of turns to judge, and the line to show ("Turn 12 of 40").
    Working {
        done: u32,
        total: u32,
        text: String,
    },
    Done {
        summary: String,
        items: Vec<ReviewItemView>,
    },
    /// The engine could not review this game: why.
    Failed {
        reason: String,
    },
}

/// One costly decision.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewItemView {
    /// "Deal 2, turn 7".
    pub place: String,
    pub headline: String,
    pub played: String,
    pub better: String,
    /// "about 40 points".
    pub cost: String,
    pub explanation: String,
}

/// The lobby of a table over the local network, the host's or a guest's: the join code and the
/// QR code, the seats filling, and Start (the host's).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LobbyView {
    /// This phone hosts the table.
    pub hosting: bool,
    /// The six-digit code, grouped: "042 917" (the host's lobby only).
    pub code: Option<String>,
    /// The QR code's text: the host's address, port and key fingerprint (the host's lobby only).
    pub payload: Option<String>,
    /// "192.168.1.20:47001", to type on a guest's phone.
    pub address: Option<String>,
    pub seats: Vec<LobbySeatView>,
    /// How long a dropped guest is waited for before a bot plays the seat.
    pub wait_seconds: u32,
    /// Start is offered (the host's, once listening).
    pub can_start: bool,
    /// "Waiting for guests…" / "Waiting for the host to start".
    pub status: String,
}

/// One seat of the lobby.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LobbySeatView {
    pub seat: u8,
    /// The person's name, the bot's, or "Open".
    pub name: String,
    pub kind: LobbySeatKind,
    /// "host", "joined", "waiting for a guest", "Hard bot", in words.
    pub label: String,
}

/// Who sits in a lobby's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum LobbySeatKind {
    /// The host's own seat.
    Host,
    /// A guest, connected or not.
    Guest {
        connected: bool,
    },
    /// Kept for a guest nobody has taken yet: a bot plays it if the game starts so.
    Open,
    Bot,
}

/// The Join screen: tables found nearby, the address and the code.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct JoinView {
    pub tables: Vec<FoundTableView>,
    /// The table's address as typed or chosen ("192.168.1.20:47001").
    pub address: String,
    pub code: String,
    /// Join is offered (an address and six digits).
    pub can_join: bool,
    /// "Joining…", or why the last attempt failed ("The code is wrong"), in words.
    pub status: Option<String>,
}

/// A table found nearby.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FoundTableView {
    pub name: String,
    pub address: String,
    pub port: u16,
}
