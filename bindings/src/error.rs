//! The one error type of the bindings: Kotlin's `OkeyException`, Swift's `OkeyError`.

use crate::language::{MessageDetail, message_details};
use okey_core::Language;

/// Why a call was refused. Every variant carries the engine's stable `code` (for programs), a
/// `detail` for people in `language` (the game's language for refusals and invalid rules,
/// English otherwise), and the values that text names (`details`, empty when it names none);
/// the call changed nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum OkeyError {
    /// The engine refused an action (not your turn, not a meld, ...).
    #[error("{detail}")]
    Refused { code: String, detail: String, language: Language, details: Vec<MessageDetail> },
    /// An argument is not valid: unknown seat or tile, rules that contradict themselves.
    #[error("{detail}")]
    InvalidInput { code: String, detail: String, language: Language, details: Vec<MessageDetail> },
    /// A saved game could not be read or replayed.
    #[error("{detail}")]
    LoadFailed { code: String, detail: String, language: Language, details: Vec<MessageDetail> },
    /// The caller asked a long call to stop (a review's listener answered `false`); it returns
    /// nothing, not a partial result.
    #[error("{detail}")]
    Cancelled { code: String, detail: String, language: Language, details: Vec<MessageDetail> },
}

impl OkeyError {
    /// An invalid argument, described in English.
    pub(crate) fn input(code: &str, detail: impl Into<String>) -> OkeyError {
        OkeyError::InvalidInput {
            code: code.to_owned(),
            detail: detail.into(),
            language: Language::English,
            details: Vec::new(),
        }
    }

    /// A refused action, in `language`.
    pub(crate) fn refused(error: &okey_core::ActionError, language: Language) -> OkeyError {
        OkeyError::Refused {
            code: error.code().to_owned(),
            detail: error.message(language),
            language,
            details: message_details(error.details(), language),
        }
    }

    /// Rules that cannot be played, in `language`; the details are every problem's.
    pub(crate) fn invalid_rules(error: &okey_core::rules::RulesError, language: Language) -> OkeyError {
        let details = error.problems.iter().flat_map(|problem| problem.details()).collect();
        OkeyError::InvalidInput {
            code: okey_core::rules::RulesError::CODE.to_owned(),
            detail: error.message(language),
            language,
            details: message_details(details, language),
        }
    }

    /// A saved game or statistics that cannot be read, in English.
    pub(crate) fn load_failed(code: &str, detail: impl Into<String>) -> OkeyError {
        OkeyError::LoadFailed {
            code: code.to_owned(),
            detail: detail.into(),
            language: Language::English,
            details: Vec::new(),
        }
    }

    /// The stable code, whatever the variant.
    pub fn code(&self) -> &str {
        match self {
            OkeyError::Refused { code, .. }
            | OkeyError::InvalidInput { code, .. }
            | OkeyError::LoadFailed { code, .. }
            | OkeyError::Cancelled { code, .. } => code,
        }
    }
}

impl From<okey_core::ActionError> for OkeyError {
    fn from(error: okey_core::ActionError) -> OkeyError {
        OkeyError::refused(&error, Language::English)
    }
}

impl From<okey_core::session::SessionError> for OkeyError {
    fn from(error: okey_core::session::SessionError) -> OkeyError {
        OkeyError::load_failed(error.code(), error.to_string())
    }
}

impl From<okey_core::session::StaleDecision> for OkeyError {
    fn from(error: okey_core::session::StaleDecision) -> OkeyError {
        OkeyError::Refused {
            code: error.code().to_owned(),
            detail: error.to_string(),
            language: Language::English,
            details: Vec::new(),
        }
    }
}

impl From<okey_core::rules::RulesError> for OkeyError {
    fn from(error: okey_core::rules::RulesError) -> OkeyError {
        OkeyError::invalid_rules(&error, Language::English)
    }
}

impl From<okey_core::hand::HandError> for OkeyError {
    fn from(error: okey_core::hand::HandError) -> OkeyError {
        OkeyError::input(error.code(), error.to_string())
    }
}
