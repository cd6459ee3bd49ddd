//! Why a hand, a saved game or the statistics could not be read, in every language. English is
//! the errors' `Display`; Turkish names the same values. Text quoted from elsewhere (a JSON
//! parser's message, a damaged file's reason, a move as written) is shown as it is.

use super::{Detail, Details};
use crate::hand::{HandError, MAX_HAND_TILES};
use crate::lang::Language;
use crate::notation::NotationError;
use crate::record::RecordError;
use crate::saved::JsonError;
use crate::session::{SessionError, StaleDecision};
use crate::stats::StatsError;

impl NotationError {
    pub fn message(&self, language: Language) -> String {
        match language {
            Language::English => self.to_string(),
            Language::Turkish => format!(
                "`{}` bir taş değil ({}. karakter): {}",
                self.token,
                self.offset.saturating_add(1),
                notation_reason(self.reason, language)
            ),
        }
    }

    pub fn details(&self) -> Details {
        vec![("token", Detail::Tiles(self.token.clone()))]
    }
}

/// What is wrong with a token, as [`crate::notation::parse_print`] says it.
pub fn notation_reason(reason: &'static str, language: Language) -> &'static str {
    match (language, reason) {
        (Language::English, _) => reason,
        (Language::Turkish, "empty token") => "boş",
        (Language::Turkish, "colour must be R, Y, B or K (or F for a false joker)") => {
            "renk R, Y, B ya da K olmalı (sahte okey için F)"
        }
        (Language::Turkish, "expected a number after the colour") => "renkten sonra bir sayı gelmeli",
        (Language::Turkish, "number must be 1 to 13") => "sayı 1 ile 13 arası olmalı",
        (Language::Turkish, "expected a number after ...") => "`...` işaretinden sonra bir sayı gelmeli",
        // A reason added later and not yet translated reads in English rather than not at all.
        (Language::Turkish, other) => other,
    }
}

impl HandError {
    pub fn message(&self, language: Language) -> String {
        match (self, language) {
            (_, Language::English) => self.to_string(),
            (HandError::TooLarge { count }, Language::Turkish) => format!(
                "bir elde en fazla {MAX_HAND_TILES} taş olabilir (22 taşlık ıstaka ve alınan bir taş), {count} olamaz"
            ),
            (HandError::Notation(error), Language::Turkish) => error.message(language),
        }
    }
}

impl SessionError {
    pub fn message(&self, language: Language) -> String {
        match (self, language) {
            (_, Language::English) => self.to_string(),
            (SessionError::SeatCount { seats, players }, Language::Turkish) => {
                format!("{players} oyunculu bir oyun için {seats} oyuncu verildi")
            }
            (SessionError::Record(error), Language::Turkish) => error.message(language),
        }
    }
}

impl StaleDecision {
    pub fn message(&self, language: Language) -> String {
        match language {
            Language::English => self.to_string(),
            Language::Turkish => format!(
                "bilgisayar karar verirken oyun değişti (karar {}. hamlede verildi, şimdi {}. hamle)",
                self.generation, self.now
            ),
        }
    }
}

impl RecordError {
    pub fn message(&self, language: Language) -> String {
        match (self, language) {
            (_, Language::English) => self.to_string(),
            (RecordError::Json(error), Language::Turkish) => error.message(language),
            (RecordError::WrongFormat { found }, Language::Turkish) => {
                format!("bu bir Okey oyun dosyası değil (biçim `{found}`)")
            }
            (RecordError::UnsupportedVersion { found }, Language::Turkish) => {
                format!("dosya {found} sürümüyle kaydedilmiş; bu uygulama {} sürümünü okur", crate::record::VERSION)
            }
            (RecordError::Rules(error), Language::Turkish) => error.message(language),
            (RecordError::IllegalMove { index, seat, action, error }, Language::Turkish) => format!(
                "{index}. hamle ({}. oyuncu, {action}) kurallara aykırı: {}",
                seat.saturating_add(1),
                error.message(language)
            ),
            (RecordError::Text { line, message }, Language::Turkish) => format!("{line}. satır: {message}"),
        }
    }
}

impl JsonError {
    /// Where the file is wrong, in `language`; the parser's own words stay English.
    pub fn message(&self, language: Language) -> String {
        let JsonError { path, line, column, message, .. } = self;
        match language {
            Language::English => self.to_string(),
            Language::Turkish if self.syntax => {
                format!("geçerli bir JSON değil (satır {line}, sütun {column}): {message}")
            }
            Language::Turkish if path.is_empty() => format!("satır {line}, sütun {column}: {message}"),
            Language::Turkish => format!("`{path}` alanı (satır {line}, sütun {column}): {message}"),
        }
    }
}

impl StatsError {
    pub fn message(&self, language: Language) -> String {
        match (self, language) {
            (_, Language::English) => self.to_string(),
            (StatsError::Json(error), Language::Turkish) => error.message(language),
            (StatsError::WrongFormat { found }, Language::Turkish) => {
                format!("bu bir Okey istatistik dosyası değil (biçim `{found}`)")
            }
            (StatsError::UnsupportedVersion { found }, Language::Turkish) => format!(
                "istatistikler {found} sürümüyle kaydedilmiş; bu uygulama {} sürümünü okur",
                crate::stats::VERSION
            ),
            (StatsError::Damaged { reason }, Language::Turkish) => format!("istatistik dosyası bozuk: {reason}"),
            (StatsError::GameNotOver, Language::Turkish) => "oyun henüz bitmedi".to_owned(),
            (StatsError::NoSuchSeat { seat, players }, Language::Turkish) => {
                format!("{players} oyunculu bir oyunda {}. oyuncu yok", seat.saturating_add(1))
            }
            (StatsError::SeatCount { seats, players }, Language::Turkish) => {
                format!("{players} oyunculu bir oyun için {seats} oyuncu türü verildi")
            }
            (StatsError::AlreadyRecorded { id }, Language::Turkish) => {
                format!("bu oyun (kimlik {id:016x}) zaten kaydedilmiş")
            }
            (StatsError::Record(error), Language::Turkish) => {
                format!("oyunun kaydı yeniden oynatılamıyor: {}", error.message(language))
            }
        }
    }
}
