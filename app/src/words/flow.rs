//! The sentences of the app around the game: an intent the screen does not offer, a question
//! that waits, a new game that would replace the one in progress, a file that could not be
//! written.

use okey_core::lang::Language;

/// An intent the screen on show does not offer (a shell bug, or a gesture that came late).
pub fn not_offered(language: Language) -> &'static str {
    language.pick("That cannot be done from this screen.", "Bu ekranda bu yapılamaz.")
}

/// A gesture while a question waits for its answer.
pub fn answer_first(language: Language) -> &'static str {
    language.pick("Answer the question first.", "Önce soruyu yanıtla.")
}

/// A table gesture with no game at the table.
pub fn no_game(language: Language) -> &'static str {
    language.pick("There is no game in progress.", "Süren bir oyun yok.")
}

/// The question before a new game replaces the one in progress: its title and body.
pub fn replace_game(language: Language, title: &str, deal: &str) -> (String, String) {
    match language {
        Language::English => (
            "Start a new game?".to_owned(),
            format!("The game in progress ({title}, {deal}) will be lost. It cannot be continued afterwards."),
        ),
        Language::Turkish => (
            "Yeni oyun başlasın mı?".to_owned(),
            format!("Süren oyun ({title}, {deal}) silinir. Sonra devam edilemez."),
        ),
    }
}

/// The answer that replaces the game in progress.
pub fn start_new_game(language: Language) -> &'static str {
    language.pick("New game", "Yeni oyun")
}

/// A file that could not be written: said once, until a write succeeds again.
pub fn save_failed(language: Language, why: &str) -> String {
    match language {
        Language::English => format!("Your game could not be saved ({why}). The app keeps trying."),
        Language::Turkish => format!("Oyunun kaydedilemedi ({why}). Uygulama denemeyi sürdürüyor."),
    }
}

/// A gesture while the phone waits to be passed on.
pub fn pass_first(language: Language) -> &'static str {
    language.pick("Pass the phone on first.", "Önce telefonu sıradakine ver.")
}

/// The hand-over screen: "Pass to Ayşe", and what the tap does.
pub fn pass_to(language: Language, name: &str) -> (String, String) {
    match language {
        Language::English => (format!("Pass to {name}"), "Tap to show your rack".to_owned()),
        Language::Turkish => (format!("Sıradaki: {name}"), "Istakanını görmek için dokun".to_owned()),
    }
}
