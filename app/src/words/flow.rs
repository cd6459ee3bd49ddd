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

/// A guest who gave no name.
pub fn guest_name(language: Language) -> String {
    language.pick("Guest", "Misafir").to_owned()
}

/// A guest whose app speaks another version of the table's messages.
pub fn other_version(language: Language) -> &'static str {
    language.pick(
        "This table was set by another version of the app: update both to play together.",
        "Bu masa uygulamanın başka bir sürümüyle kuruldu: birlikte oynamak için ikisini de güncelle.",
    )
}

pub fn table_full(language: Language) -> &'static str {
    language.pick("This table has no free seat.", "Bu masada boş yer yok.")
}

/// The lobby's seat labels.
pub fn lobby_host(language: Language) -> &'static str {
    language.pick("host", "ev sahibi")
}

pub fn lobby_guest(language: Language, connected: bool) -> &'static str {
    match connected {
        true => language.pick("joined", "katıldı"),
        false => language.pick("reconnecting…", "yeniden bağlanıyor…"),
    }
}

pub fn open_seat(language: Language) -> &'static str {
    language.pick("Open seat", "Boş yer")
}

/// An open seat: who plays it if no guest takes it.
pub fn open_seat_label(language: Language, level: okey_core::bot::Level) -> String {
    match language {
        Language::English => format!("for a guest (else a {} bot)", super::level_name(language, level)),
        Language::Turkish => format!("misafir için (yoksa {} bot)", super::level_name(language, level)),
    }
}

pub fn waiting_for_guests(language: Language) -> &'static str {
    language.pick(
        "Waiting for guests: they type the code, or scan the QR code.",
        "Misafirler bekleniyor: kodu yazsınlar ya da karekodu okutsunlar.",
    )
}

pub fn waiting_for_host(language: Language) -> &'static str {
    language.pick("Waiting for the host to start.", "Ev sahibinin başlatması bekleniyor.")
}

/// An away guest's seat, on the table.
pub fn reconnecting(language: Language) -> &'static str {
    language.pick("reconnecting…", "yeniden bağlanıyor…")
}

pub fn stood_in(language: Language) -> &'static str {
    language.pick("away: a bot plays for now", "yok: şimdilik bot oynuyor")
}

/// The Join screen.
pub fn join_needs(language: Language) -> &'static str {
    language.pick("Give the table's address and its six-digit code.", "Masanın adresini ve altı haneli kodunu gir.")
}

pub fn joining(language: Language) -> &'static str {
    language.pick("Joining…", "Katılınıyor…")
}

/// Why a join failed, from the transport's reason code (okey-link sends the join's own reason).
pub fn join_failed(language: Language, code: &str) -> String {
    match code {
        "wrong_code" | "join_failed" => {
            language.pick("The code is wrong, or the table is gone.", "Kod yanlış ya da masa yok.")
        }
        "host_key_mismatch" => language.pick("That is not the table of the QR code.", "Bu, karekoddaki masa değil."),
        "code_retired" => language.pick(
            "Too many wrong codes were tried: the host has to open the table again.",
            "Çok fazla yanlış kod denendi: ev sahibinin masayı yeniden açması gerekiyor.",
        ),
        "table_full" => language.pick("That table has no seat left.", "O masada boş yer kalmadı."),
        "unsupported_version" | "version_mismatch" => language.pick(
            "That table is on another version of Okey: update both apps.",
            "O masa Okey'in başka bir sürümünde: iki uygulamayı da güncelle.",
        ),
        "busy" => language
            .pick("The table is busy with other joins: try again.", "Masa başka katılımlarla meşgul: yeniden dene."),
        _ => language.pick("The table could not be reached.", "Masaya ulaşılamadı."),
    }
    .to_owned()
}

/// Why a scanned QR code does not join, from the transport's reason code.
pub fn not_a_table(language: Language, code: &str) -> &'static str {
    match code {
        "unsupported_payload_version" => language.pick(
            "That table is on a newer Okey: update this app to join it.",
            "O masa daha yeni bir Okey'de: katılmak için bu uygulamayı güncelle.",
        ),
        _ => language.pick("That QR code is not an Okey table's.", "Bu karekod bir Okey masasının değil."),
    }
}

/// Home's way back to a table joined before: "Back to the table: Deniz".
pub fn back_to_table(language: Language, host: &str) -> String {
    format!("{}: {host}", language.pick("Back to the table", "Masaya dön"))
}

pub fn table_closed(language: Language) -> &'static str {
    language.pick("The host closed the table.", "Ev sahibi masayı kapattı.")
}

pub fn host_left(language: Language) -> &'static str {
    language.pick("The host left. Rejoining when they are back…", "Ev sahibi ayrıldı. Dönünce yeniden katılınacak…")
}

pub fn host_broke(language: Language) -> &'static str {
    language
        .pick("The host sent something no table sends: left.", "Ev sahibi geçersiz bir şey gönderdi: masadan çıkıldı.")
}

pub fn not_connected(language: Language) -> &'static str {
    language.pick("Not connected to the table: wait for it to come back.", "Masaya bağlı değilsin: dönmesini bekle.")
}
