//! The view model: what every screen shows, in the player's language, ready to draw.
//!
//! It is split into parts (the table's opponents, piles, rack, controls, ...), each a value with
//! structural equality, so that Compose and SwiftUI redraw only the parts that changed. Only the
//! screen on show carries its content; the rest are `None`.

mod screens;
mod table;

pub use screens::*;
pub use table::*;

use okey_core::lang::Language;
use okey_core::tile::Color;

/// Everything the app shows now.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ViewModel {
    pub screen: Screen,
    pub language: Language,
    pub palette: Palette,
    /// Something the player must be told once: a damaged file set aside, say.
    pub notice: Option<String>,
    pub home: HomeView,
    pub new_game: Option<NewGameView>,
    pub table: Option<TableView>,
    pub statistics: Option<StatisticsView>,
    pub rules: Option<RulesView>,
    pub settings: SettingsView,
    pub review: Option<ReviewView>,
    /// A question outside the table (clearing the statistics).
    pub dialog: Option<DialogView>,
    pub lobby: Option<LobbyView>,
    pub join: Option<JoinView>,
}

/// The screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Screen {
    Home,
    NewGame,
    Table,
    Statistics,
    Rules,
    Settings,
    Review,
    /// A table over the local network before it starts (the host's and the guests').
    Lobby,
    /// Joining a table over the local network.
    Join,
}

/// The tiles' colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum Palette {
    #[default]
    Standard,
    /// Each colour also has its own mark.
    ColourBlind,
}

/// How the rack is arranged on request (and, by the player's last choice, when dealt).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum RackLayout {
    /// Seri diz: the most valuable runs and sets, then the rest.
    RunsAndSets,
    /// Çift diz: the most pairs, then the rest.
    Pairs,
    /// A group per colour, each by number; okeys last.
    #[default]
    ByColour,
    /// By number, a group per number; okeys last.
    ByNumber,
}

/// A tile's colour (the engine's, under a name that does not clash with the UI toolkits').
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Enum))]
pub enum TileColor {
    Red,
    Yellow,
    Blue,
    Black,
}

impl From<Color> for TileColor {
    fn from(color: Color) -> TileColor {
        match color {
            Color::Red => TileColor::Red,
            Color::Yellow => TileColor::Yellow,
            Color::Blue => TileColor::Blue,
            Color::Black => TileColor::Black,
        }
    }
}

/// A tile as drawn: its face, and what it plays as when it is an okey.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ShownTile {
    /// The engine's id of this physical tile: stable for the whole game, for animation.
    pub id: u8,
    /// `None` for a false joker.
    pub color: Option<TileColor>,
    /// 1 to 13; a false joker shows 0.
    pub number: u8,
    pub false_joker: bool,
    /// This tile is the deal's okey (wild): drawn with the okey's mark.
    pub okey: bool,
    /// What the tile stands for in a meld on the table (an okey or a false joker), if anything
    /// else than its face.
    pub plays_as: Option<FaceView>,
    /// For screen readers: "red 7", "okey", "false joker, plays as blue 11".
    pub description: String,
}

/// A numbered face.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct FaceView {
    pub color: TileColor,
    pub number: u8,
}

/// Home: Continue (with the saved game's summary), New game, Statistics, Rules, Settings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct HomeView {
    /// The game in progress, if there is one to continue.
    pub saved: Option<SavedGameView>,
    /// "Back to the table: Deniz": the host's table this device sat at as a guest, offered
    /// (`Intent::RejoinTable`) after the app was closed, until the player leaves it.
    pub rejoin: Option<String>,
}

/// What Home says of the game in progress.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SavedGameView {
    /// "Okey 101 · Standard" / "Düz Okey".
    pub title: String,
    /// "Deal 2 of 5" / "5 elden 2. el".
    pub deal: String,
    /// Each seat's name and total: "You 12 · Ayşe 40 · …".
    pub scores: Vec<ScoreView>,
}

/// One seat's name and score.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct ScoreView {
    pub name: String,
    pub score: i32,
}

/// Settings, with each choice as it stands.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "uniffi", derive(uniffi::Record))]
pub struct SettingsView {
    pub language: Language,
    pub palette: Palette,
    pub bot_speed: crate::intent::BotSpeed,
    pub confirm_costly_discards: bool,
    pub show_seed: bool,
    pub sound: bool,
    pub haptics: bool,
    /// The shuffle seed of the game in progress, when shown and there is one.
    pub seed: Option<String>,
}
