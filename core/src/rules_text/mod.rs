//! The rules of a [`Rules`] value in plain words, in English or Turkish, for a Rules screen and
//! the New game form. Every sentence is written from the value itself, so a screen describes the
//! game actually played, house rules included:
//!
//! - [`describe`]: the whole rules, in sections a screen can draw as they come;
//! - [`RulesField`]: each option's key, name, one-line explanation and value in words;
//! - [`Preset::summary`]: what makes a preset different, in one line;
//! - [`glossary`]: the Turkish terms players use, with their meaning.

mod common;
mod duz;
mod glossary;
mod okey101;
mod options;
mod presets;

pub use glossary::{GlossaryEntry, glossary};
pub use options::RulesField;

use crate::lang::Language;
use crate::rules::{Preset, Rules, Variant};
use serde::Serialize;

/// One text in the language asked for, out of an English and a Turkish `format!` string (both
/// may name variables in scope).
macro_rules! say {
    ($language:expr, $english:literal, $turkish:literal $(,)?) => {
        match $language {
            $crate::lang::Language::English => format!($english),
            $crate::lang::Language::Turkish => format!($turkish),
        }
    };
}
pub(crate) use say;

/// What a section of the description is about: a stable id a screen may key icons or anchors
/// on, whatever the language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Topic {
    /// Which game and preset, and the house rules that differ from the preset.
    TheseRules,
    Players,
    /// The tiles, the indicator (gösterge), the okey and the false jokers.
    Tiles,
    /// Dealing and who starts.
    Deal,
    /// Sets, runs and pairs (per, seri, çift).
    Melds,
    Turn,
    Opening,
    /// Laying off (işleme) and taking an okey back from the table.
    LayingOff,
    Penalties,
    /// Finishing a deal and scoring it.
    Scoring,
    /// A deal nobody wins: the stock runs out, or everyone opened with pairs.
    StockOut,
    /// A false joker turned up as the indicator.
    RiskRound,
    /// Düz Okey: showing the indicator's twin (gösterme).
    ShowingIndicator,
    EndOfGame,
}

/// A titled part of the description: a list of items, each one or two full sentences.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Section {
    pub topic: Topic,
    pub title: String,
    pub items: Vec<String>,
}

/// The rules in plain words, section by section, in one language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulesDescription {
    /// "Okey 101 — Standard" and the like.
    pub title: String,
    pub sections: Vec<Section>,
}

/// The rules of `rules` in `language`. The rules need not be valid: an invalid value is
/// described as it stands (the caller shows `Rules::validate`'s problems beside it).
pub fn describe(rules: &Rules, language: Language) -> RulesDescription {
    let game = game_name(rules.variant, language);
    let preset = rules.preset.label(language);
    let sections = match rules.variant {
        Variant::Okey101 => okey101::sections(rules, language),
        Variant::Duz => duz::sections(rules, language),
    };
    // Düz Okey's own preset would only repeat the game's name.
    let title =
        if rules.is_duz() && rules.preset == Preset::Duz { game.to_owned() } else { format!("{game} — {preset}") };
    RulesDescription { title, sections }
}

/// The game's name in `language`.
pub fn game_name(variant: Variant, language: Language) -> &'static str {
    match variant {
        Variant::Okey101 => "Okey 101",
        Variant::Duz => language.pick("Düz Okey (classic Okey)", "Düz Okey"),
    }
}

impl Section {
    fn new(topic: Topic, title: &str) -> Section {
        Section { topic, title: title.to_owned(), items: Vec::new() }
    }

    fn item(&mut self, text: String) {
        self.items.push(text);
    }
}
