//! The player's settings and their file.

use crate::intent::BotSpeed;
use crate::view::Palette;
use okey_core::lang::Language;
use serde::{Deserialize, Serialize};

/// Every setting; a value a file does not have keeps its default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub language: Language,
    pub palette: Palette,
    pub bot_speed: BotSpeed,
    pub confirm_costly_discards: bool,
    pub show_seed: bool,
}

impl Settings {
    /// The settings of a first launch: the system's language, everything else by default.
    pub fn first(language: Language) -> Settings {
        Settings { language, ..Settings::default() }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Settings, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// The Android app's file before the app core (`settings.properties`: `lang=TR`,
    /// `palette=COLOUR_BLIND`, `botSpeed=FAST`, ...); what it does not say keeps `base`'s value.
    pub fn from_properties(text: &str, base: Settings) -> Settings {
        let mut settings = base;
        for line in text.lines() {
            let Some((key, value)) = line.split_once('=') else { continue };
            match (key.trim(), value.trim()) {
                ("lang", "TR") => settings.language = Language::Turkish,
                ("lang", "EN") => settings.language = Language::English,
                ("palette", "COLOUR_BLIND") => settings.palette = Palette::ColourBlind,
                ("palette", "STANDARD") => settings.palette = Palette::Standard,
                ("botSpeed", "FAST") => settings.bot_speed = BotSpeed::Fast,
                ("botSpeed", "NORMAL") => settings.bot_speed = BotSpeed::Normal,
                ("botSpeed", "SLOW") => settings.bot_speed = BotSpeed::Slow,
                ("confirmCostlyDiscards", on) => settings.confirm_costly_discards = on != "false",
                ("showSeed", on) => settings.show_seed = on == "true",
                _ => {}
            }
        }
        settings
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            language: Language::English,
            palette: Palette::Standard,
            bot_speed: BotSpeed::Normal,
            confirm_costly_discards: true,
            show_seed: false,
        }
    }
}
