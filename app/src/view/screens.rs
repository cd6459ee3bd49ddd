//! The screens around the table: the New game form, statistics, rules and the review.

use super::TableView;
use okey_core::bot::Level;
use okey_core::rules::{Preset, Variant};

/// The New game form.
#[derive(Clone, Debug, PartialEq, Eq)]
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
}

/// A preset as the form offers it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct PresetChoiceView {
    pub preset: Preset,
    pub name: String,
    pub summary: String,
}

/// An opponent's seat on the form.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct OpponentChoiceView {
    pub seat: u8,
    pub name: String,
    /// The bot's level (what the seat plays as when no person plays it).
    pub level: Level,
    /// Pass and play: the name of the person playing this seat, when a person plays it.
    pub person: Option<String>,
    /// Every level's name in words, weakest first, for the picker.
    pub levels: Vec<LevelChoiceView>,
}

/// A bot level and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct LevelChoiceView {
    pub level: Level,
    pub name: String,
}

/// One house rule on the form.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ChoiceView {
    pub key: String,
    pub label: String,
}

/// The statistics screen, both games apart.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct StatisticsView {
    /// Okey 101, then Düz Okey; a game never played has no section.
    pub sections: Vec<StatisticsSection>,
    /// Nothing recorded yet: a sentence saying when a game counts.
    pub empty: Option<String>,
}

/// One game's statistics.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RuleExampleView {
    /// "A run (seri)".
    pub title: String,
    /// What the picture shows, in a sentence or three.
    pub text: String,
    /// The tiles, in groups drawn apart (a meld each; single tiles for the indicator).
    pub melds: Vec<Vec<super::TileView>>,
    /// Each group's points under it (Okey 101's melds); empty where nothing is counted.
    pub points: Vec<String>,
}

/// A titled part of the rules, one sentence per item.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct RulesSectionView {
    pub title: String,
    pub items: Vec<String>,
}

/// A Turkish term and its meaning.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct GlossaryTermView {
    pub term: String,
    pub meaning: String,
}

/// The review of a finished game.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ReviewView {
    pub state: ReviewState,
    /// The position of the chosen item, drawn as the player saw it.
    pub position: Option<TableView>,
    pub chosen: Option<u32>,
}

/// Where the review stands.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
