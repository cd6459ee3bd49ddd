//! The one error type of the bindings: Kotlin's `OkeyException`, Swift's `OkeyError`.

/// Why a call was refused. Every variant carries the engine's stable `code` (for programs) and
/// an English `detail` (for people); the call changed nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum OkeyError {
    /// The engine refused an action (not your turn, not a meld, ...).
    #[error("{detail}")]
    Refused { code: String, detail: String },
    /// An argument is not valid: unknown seat or tile, rules that contradict themselves.
    #[error("{detail}")]
    InvalidInput { code: String, detail: String },
    /// A saved game could not be read or replayed.
    #[error("{detail}")]
    LoadFailed { code: String, detail: String },
}

impl OkeyError {
    pub(crate) fn input(code: &str, detail: impl Into<String>) -> OkeyError {
        OkeyError::InvalidInput { code: code.to_owned(), detail: detail.into() }
    }

    /// The stable code, whatever the variant.
    pub fn code(&self) -> &str {
        match self {
            OkeyError::Refused { code, .. }
            | OkeyError::InvalidInput { code, .. }
            | OkeyError::LoadFailed { code, .. } => code,
        }
    }
}

impl From<okey_core::ActionError> for OkeyError {
    fn from(error: okey_core::ActionError) -> OkeyError {
        OkeyError::Refused { code: error.code().to_owned(), detail: error.to_string() }
    }
}

impl From<okey_core::session::SessionError> for OkeyError {
    fn from(error: okey_core::session::SessionError) -> OkeyError {
        OkeyError::LoadFailed { code: error.code().to_owned(), detail: error.to_string() }
    }
}

impl From<okey_core::session::StaleDecision> for OkeyError {
    fn from(error: okey_core::session::StaleDecision) -> OkeyError {
        OkeyError::Refused { code: error.code().to_owned(), detail: error.to_string() }
    }
}

impl From<okey_core::rules::RulesError> for OkeyError {
    fn from(error: okey_core::rules::RulesError) -> OkeyError {
        OkeyError::input("invalid_rules", error.to_string())
    }
}

impl From<okey_core::hand::HandError> for OkeyError {
    fn from(error: okey_core::hand::HandError) -> OkeyError {
        OkeyError::input(error.code(), error.to_string())
    }
}
