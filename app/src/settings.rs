//! The player's settings and their file.

use crate::files::{Damage, Problem};
use crate::intent::BotSpeed;
use crate::view::{Palette, RackLayout};
use okey_core::lang::Language;
use serde::{Deserialize, Serialize};

/// A settings file that is not what it should be.
#[derive(Debug, thiserror::Error)]
#[error("not settings: {0}")]
pub struct SettingsError(serde_json::Error);

impl Problem for SettingsError {
    fn damage(&self) -> Damage {
        if self.0.is_syntax() || self.0.is_eof() { Damage::NotJson } else { Damage::BadContent }
    }

    fn code(&self) -> &'static str {
        "settings_damaged"
    }

    fn message(&self, language: Language) -> String {
        let (line, column) = (self.0.line(), self.0.column());
        match language {
            Language::English => format!("not settings (line {line}, column {column})"),
            Language::Turkish => format!("ayar dosyası değil ({line}. satır, {column}. sütun)"),
        }
    }
}

/// Every setting; a value a file does not have keeps its default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub language: Language,
    pub palette: Palette,
    pub bot_speed: BotSpeed,
    pub confirm_costly_discards: bool,
    pub show_seed: bool,
    /// How a dealt rack is arranged: the player's last choice.
    pub rack_layout: RackLayout,
    pub sound: bool,
    pub haptics: bool,
}

impl Settings {
    /// The settings of a first launch: the system's language, everything else by default.
    pub fn first(language: Language) -> Settings {
        Settings { language, ..Settings::default() }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    pub fn from_json(text: &str) -> Result<Settings, SettingsError> {
        serde_json::from_str(text).map_err(SettingsError)
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
            rack_layout: RackLayout::default(),
            sound: true,
            haptics: true,
        }
    }
}
