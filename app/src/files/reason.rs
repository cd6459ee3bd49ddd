//! Why a file failed to load, in words for the player, in every language.

use okey_core::Language;
use okey_core::record::RecordError;
use okey_core::session::SessionError;
use okey_core::stats::StatsError;
use std::fmt;

/// The ways a file can fail to load, for a program to tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Damage {
    /// The system refused to read it (permissions, a directory of that name, a disk error).
    Unreadable,
    /// Larger than any real file ([`super::MAX_FILE_BYTES`]).
    TooLarge,
    NotUtf8,
    NotJson,
    /// JSON of another kind of file.
    OtherFormat,
    /// One of ours, of another version (older or newer).
    OtherVersion,
    /// One of ours, of this version, whose content is wrong: a field, an illegal move, figures
    /// that contradict each other.
    BadContent,
}

/// A parser's error, as [`super::load`] needs it: which way the file failed, a stable code and
/// the message in each language.
pub trait Problem {
    fn damage(&self) -> Damage;
    fn code(&self) -> &'static str;
    fn message(&self, language: Language) -> String;
}

/// Why a file failed to load: the way, the stable code, and the message in every language
/// (short: a value from the file is quoted clipped, see `okey_core::saved::clip`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    pub damage: Damage,
    pub code: String,
    english: String,
    turkish: String,
}

impl Reason {
    pub fn message(&self, language: Language) -> String {
        match language {
            Language::English => self.english.clone(),
            Language::Turkish => self.turkish.clone(),
        }
    }

    pub fn of<E: Problem + ?Sized>(problem: &E) -> Reason {
        Reason {
            damage: problem.damage(),
            code: problem.code().to_owned(),
            english: problem.message(Language::English),
            turkish: problem.message(Language::Turkish),
        }
    }

    pub(crate) fn unreadable(error: &std::io::Error) -> Reason {
        // The system's words are quoted as they are.
        Reason {
            damage: Damage::Unreadable,
            code: "file_unreadable".to_owned(),
            english: format!("the file cannot be read: {error}"),
            turkish: format!("dosya okunamıyor: {error}"),
        }
    }

    pub(crate) fn too_large(bytes: u64) -> Reason {
        let (size, most) = (megabytes(bytes), megabytes(super::MAX_FILE_BYTES));
        Reason {
            damage: Damage::TooLarge,
            code: "file_too_large".to_owned(),
            english: format!("the file is {size} MB, larger than any saved game or statistics ({most} MB at most)"),
            turkish: format!(
                "dosya {} MB; hiçbir kayıtlı oyun ya da istatistik dosyası bu kadar büyük olamaz (en fazla {} MB)",
                size.replace('.', ","),
                most.replace('.', ",")
            ),
        }
    }

    pub(crate) fn not_utf8(valid_up_to: usize) -> Reason {
        let byte = valid_up_to.saturating_add(1);
        Reason {
            damage: Damage::NotUtf8,
            code: "file_not_utf8".to_owned(),
            english: format!("the file is not UTF-8 text: byte {byte} is not valid"),
            turkish: format!("dosya UTF-8 metin değil: {byte}. bayt geçersiz"),
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

/// Bytes in megabytes (of 2^20 bytes), one decimal.
fn megabytes(bytes: u64) -> String {
    format!("{:.1}", bytes as f64 / (1024.0 * 1024.0))
}

impl Problem for RecordError {
    fn damage(&self) -> Damage {
        match self {
            RecordError::Json(error) if error.syntax => Damage::NotJson,
            RecordError::WrongFormat { .. } => Damage::OtherFormat,
            RecordError::UnsupportedVersion { .. } => Damage::OtherVersion,
            RecordError::Json(_)
            | RecordError::Rules(_)
            | RecordError::IllegalMove { .. }
            | RecordError::Text { .. } => Damage::BadContent,
        }
    }

    fn code(&self) -> &'static str {
        RecordError::code(self)
    }

    fn message(&self, language: Language) -> String {
        RecordError::message(self, language)
    }
}

impl Problem for SessionError {
    fn damage(&self) -> Damage {
        match self {
            SessionError::Record(error) => error.damage(),
            SessionError::SeatCount { .. } => Damage::BadContent,
        }
    }

    fn code(&self) -> &'static str {
        SessionError::code(self)
    }

    fn message(&self, language: Language) -> String {
        SessionError::message(self, language)
    }
}

impl Problem for StatsError {
    fn damage(&self) -> Damage {
        match self {
            StatsError::Json(error) if error.syntax => Damage::NotJson,
            StatsError::WrongFormat { .. } => Damage::OtherFormat,
            StatsError::UnsupportedVersion { .. } => Damage::OtherVersion,
            StatsError::Record(error) => error.damage(),
            StatsError::Json(_)
            | StatsError::Damaged { .. }
            | StatsError::GameNotOver
            | StatsError::NoSuchSeat { .. }
            | StatsError::SeatCount { .. }
            | StatsError::AlreadyRecorded { .. } => Damage::BadContent,
        }
    }

    fn code(&self) -> &'static str {
        StatsError::code(self)
    }

    fn message(&self, language: Language) -> String {
        StatsError::message(self, language)
    }
}
