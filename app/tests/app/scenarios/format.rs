//! The scenario files' format, read strictly: an unknown field, preset, level, intent,
//! expectation or value is an error naming where it is, never a default. See
//! `tests/scenarios/README.md`.

use okey_core::bot::Level;
use okey_core::rules::Preset;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// What the scenario shows (for people; not checked).
    #[allow(dead_code)]
    pub about: String,
    pub preset: Preset,
    pub seed: u64,
    /// The bots in seats 1, 2, ...; the player is seat 0.
    pub opponents: Vec<Level>,
    /// House rules by the engine's field names.
    #[serde(default)]
    pub rules: BTreeMap<String, RuleJson>,
    #[serde(default)]
    pub settings: Settings,
    #[serde(default)]
    pub language: LanguageName,
    pub steps: Vec<Step>,
}

/// A house rule's value as written: `true`, `3`, `null` (no limit) or a choice's key.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum RuleJson {
    On(bool),
    Number(u32),
    Unlimited(()),
    Choice(String),
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub confirm_costly_discards: Option<bool>,
    pub show_seed: Option<bool>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LanguageName {
    #[default]
    En,
    Tr,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub intent: IntentName,
    pub tile: Option<TileSpec>,
    pub slot: Option<u8>,
    pub layout: Option<LayoutName>,
    pub meld: Option<u32>,
    pub language: Option<LanguageName>,
    pub expect: Option<Expect>,
}

impl Step {
    /// The arguments given that `intent` does not take, and those it needs that are missing.
    pub fn argument_problems(&self) -> Vec<String> {
        use IntentName::*;
        let takes: &[&str] = match self.intent {
            Select | Discard => &["tile"],
            Move => &["tile", "slot"],
            LayOff => &["tile", "meld"],
            Arrange => &["layout"],
            SetLanguage => &["language"],
            _ => &[],
        };
        let given = [
            ("tile", self.tile.is_some()),
            ("slot", self.slot.is_some()),
            ("layout", self.layout.is_some()),
            ("meld", self.meld.is_some()),
            ("language", self.language.is_some()),
        ];
        given
            .into_iter()
            .filter_map(|(name, is_given)| match (takes.contains(&name), is_given) {
                (true, false) => Some(format!("{:?} needs `{name}`", self.intent)),
                (false, true) => Some(format!("{:?} takes no `{name}`", self.intent)),
                _ => None,
            })
            .collect()
    }
}

/// What a step does (see the README for each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IntentName {
    Settle,
    Wait,
    Relaunch,
    PlayDeal,
    PlayGame,
    Draw,
    TakeDiscard,
    ReturnTaken,
    Select,
    SelectHinted,
    Move,
    Arrange,
    Lay,
    Open,
    LayOff,
    Discard,
    Finish,
    ShowIndicator,
    TakeBack,
    Hint,
    NextDeal,
    Confirm,
    Cancel,
    EndLow,
    EndHigh,
    Back,
    Continue,
    Home,
    PlayAgain,
    SetLanguage,
}

/// A tile named by a step: `rack:N`, `okey`, `hinted` or `id:N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub enum TileSpec {
    /// The N-th tile of the rack, left to right, from 0.
    Rack(usize),
    /// The first okey in the rack.
    Okey,
    /// The first tile the hint names.
    Hinted,
    /// The engine's tile id.
    Id(u8),
}

impl TryFrom<String> for TileSpec {
    type Error = String;

    fn try_from(text: String) -> Result<TileSpec, String> {
        let number = |n: &str| n.parse().map_err(|_| format!("no tile `{text}`: `{n}` is not a number"));
        match text.split_once(':') {
            Some(("rack", n)) => Ok(TileSpec::Rack(number(n)?)),
            Some(("id", n)) => Ok(TileSpec::Id(u8::try_from(number(n)?).map_err(|e| e.to_string())?)),
            None if text == "okey" => Ok(TileSpec::Okey),
            None if text == "hinted" => Ok(TileSpec::Hinted),
            _ => Err(format!("no tile `{text}`: rack:N, okey, hinted or id:N")),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LayoutName {
    RunsAndSets,
    Pairs,
}

/// The word `none`, where a value may be absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoneWord {
    None,
}

/// `"none"` or a value.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum OrNone<T> {
    None(NoneWord),
    Some(T),
}

impl<T> OrNone<T> {
    pub fn as_option(&self) -> Option<&T> {
        match self {
            OrNone::None(_) => None,
            OrNone::Some(value) => Some(value),
        }
    }
}

/// What the table must show after a step; each expectation is optional, and a step that gives
/// `expect` must give at least one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Expect {
    pub screen: Option<ScreenName>,
    pub phase: Option<PhaseName>,
    pub your_turn: Option<bool>,
    /// Tiles in the rack.
    pub rack: Option<usize>,
    pub selected: Option<usize>,
    /// The player's melds on the table.
    pub melds: Option<usize>,
    pub dialog: Option<OrNone<DialogName>>,
    /// The question names these points.
    pub dialog_shows_points: Option<u32>,
    pub dialog_title: Option<String>,
    /// The safe answer is the default.
    pub primary: Option<PrimaryName>,
    pub message: Option<MessageExpect>,
    /// The game as the table shows it is as before the step.
    pub unchanged: Option<bool>,
    /// The step wrote `game.json`.
    pub saved: Option<bool>,
    /// The counter's text.
    pub counter: Option<OrNone<String>>,
    pub counter_kind: Option<CounterKindName>,
    /// How many last moves are shown.
    pub recent: Option<usize>,
    /// Every last move is in words, no tile codes.
    pub recent_all: Option<bool>,
    /// The seat whose pile may be taken.
    pub takeable: Option<OrNone<u8>>,
    pub takeable_corner: Option<CornerName>,
    pub places: Option<Vec<PlaceName>>,
    pub control: Option<BTreeMap<ControlName, ControlState>>,
    pub winners: Option<String>,
    pub same_winners: Option<bool>,
    pub seed: Option<u64>,
    /// The rack's slots as before the step.
    pub same_rack: Option<bool>,
    /// Files that exist.
    pub file: Option<Vec<String>>,
    pub statistics_games: Option<usize>,
    /// `none` or words the notice contains.
    pub notice: Option<OrNone<String>>,
    /// The rack's groups' labels.
    pub groups: Option<Vec<String>>,
    pub hint: Option<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScreenName {
    Home,
    NewGame,
    Table,
    Statistics,
    Rules,
    Settings,
    Review,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    Draw,
    Play,
    DealOver,
    GameOver,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DialogName {
    CostlyDiscard,
    TakeBack,
    WhichEnd,
    RiskyLay,
    Open,
    ClearStatistics,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PrimaryName {
    Cancel,
}

/// `none`, `refusal`, or words the message contains.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(untagged)]
pub enum MessageExpect {
    Word(MessageWord),
    Contains(String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MessageWord {
    None,
    Refusal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CounterKindName {
    Opening,
    Pairs,
    Opened,
    Duz,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum CornerName {
    BottomRight,
    TopRight,
    TopLeft,
    BottomLeft,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlaceName {
    Bottom,
    Right,
    Across,
    Left,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ControlName {
    Lay,
    TakeBack,
    Hint,
    ReturnTaken,
    Finish,
    ShowIndicator,
    NextDeal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ControlState {
    Enabled,
    Disabled,
    Hidden,
}
