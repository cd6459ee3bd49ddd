//! The player's settings and their file.

use crate::files::{Damage, Problem};
use crate::intent::BotSpeed;
use crate::view::{Palette, RackLayout};
use okey_core::lang::Language;
use serde::{Deserialize, Serialize};

/// The settings file's format and version, written at its head. A file without them is one of
/// the first app core's (version 1's content) and still reads.
const FORMAT: &str = "okey-app-settings";
const VERSION: u32 = 1;

/// A settings file that is not what it should be.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    #[error("not settings: {0}")]
    Json(serde_json::Error),
    /// JSON of another kind of file (its `format` names something else).
    #[error("not settings (its format is {0:?})")]
    Format(String),
    #[error("settings of version {0}; this app reads version {VERSION}")]
    Version(u32),
}

impl Problem for SettingsError {
    fn damage(&self) -> Damage {
        match self {
            SettingsError::Json(e) if e.is_syntax() || e.is_eof() => Damage::NotJson,
            SettingsError::Json(_) => Damage::BadContent,
            SettingsError::Format(_) => Damage::OtherFormat,
            SettingsError::Version(_) => Damage::OtherVersion,
        }
    }

    fn code(&self) -> &'static str {
        "settings_damaged"
    }

    fn message(&self, language: Language) -> String {
        match (self, language) {
            (SettingsError::Json(e), Language::English) => {
                format!("not settings (line {}, column {})", e.line(), e.column())
            }
            (SettingsError::Json(e), Language::Turkish) => {
                format!("ayar dosyası değil ({}. satır, {}. sütun)", e.line(), e.column())
            }
            (SettingsError::Format(format), Language::English) => format!("not settings (format {format:?})"),
            (SettingsError::Format(format), Language::Turkish) => format!("ayar dosyası değil (biçim {format:?})"),
            (SettingsError::Version(version), Language::English) => {
                format!("it was saved by another version of the app ({version})")
            }
            (SettingsError::Version(version), Language::Turkish) => {
                format!("uygulamanın başka bir sürümüyle kaydedilmiş ({version})")
            }
        }
    }
}

/// What a settings file says of itself.
#[derive(Deserialize)]
struct Head {
    format: Option<String>,
    version: Option<u32>,
}

/// The settings as written: the head, then every setting.
#[derive(Serialize)]
struct Written<'a> {
    format: &'static str,
    version: u32,
    #[serde(flatten)]
    settings: &'a Settings,
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
    /// This device's key for tables over the local network (its secret, 32 bytes): a host
    /// knows a returning guest by it, guests know their host. Made by the transport the first
    /// time, kept here.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub device_key: Option<Vec<u8>>,
    /// The table this device last sat at as a guest, until the player leaves it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_table: Option<crate::net::rejoin::LastTable>,
}

impl Settings {
    /// The settings of a first launch: the system's language, everything else by default.
    pub fn first(language: Language) -> Settings {
        Settings { language, ..Settings::default() }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&Written { format: FORMAT, version: VERSION, settings: self }).unwrap_or_default()
    }

    /// Reads a settings file: a value it does not have keeps its default, a setting it has that
    /// this app does not know is ignored; JSON of another kind of file, or of another version,
    /// is refused.
    pub fn from_json(text: &str) -> Result<Settings, SettingsError> {
        let head: Head = serde_json::from_str(text).map_err(SettingsError::Json)?;
        match (head.format.as_deref(), head.version) {
            (Some(FORMAT), Some(VERSION)) | (None, None) => serde_json::from_str(text).map_err(SettingsError::Json),
            (Some(FORMAT), Some(version)) => Err(SettingsError::Version(version)),
            (Some(FORMAT), None) => Err(SettingsError::Version(0)),
            (Some(other), _) => Err(SettingsError::Format(other.chars().take(40).collect())),
            (None, Some(version)) => Err(SettingsError::Version(version)),
        }
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
            device_key: None,
            last_table: None,
        }
    }
}
