//! The languages the engine speaks to players in. The caller picks one; codes (error codes,
//! reason codes) never depend on it.

use serde::{Deserialize, Serialize};

/// A language for the texts the engine writes for a player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Language {
    #[default]
    English,
    Turkish,
}

impl Language {
    pub const ALL: [Language; 2] = [Language::English, Language::Turkish];

    /// The language's ISO 639-1 code: `en`, `tr`.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Turkish => "tr",
        }
    }

    /// The language of an ISO code or a POSIX locale (`tr`, `tr_TR.UTF-8`, `en-GB`); `None` for
    /// one the engine does not speak.
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code.split(['_', '-', '.', '@']).next().unwrap_or_default().to_ascii_lowercase();
        Language::ALL.into_iter().find(|language| language.code() == primary)
    }

    /// The text in this language out of an English and a Turkish one.
    pub fn pick<'a>(self, english: &'a str, turkish: &'a str) -> &'a str {
        match self {
            Language::English => english,
            Language::Turkish => turkish,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_locales_name_their_language() {
        assert_eq!(Language::from_code("tr"), Some(Language::Turkish));
        assert_eq!(Language::from_code("tr_TR.UTF-8"), Some(Language::Turkish));
        assert_eq!(Language::from_code("EN-gb"), Some(Language::English));
        assert_eq!(Language::from_code("de_DE"), None);
        assert_eq!(Language::from_code(""), None);
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
        }
    }
}
