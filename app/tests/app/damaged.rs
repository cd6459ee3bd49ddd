//! The app's files on the real file system: every way a file can fail to load sets it aside as
//! `NAME.damaged-N` and tells the player; nothing is deleted; an older app's files still load.

use okey_app::files::{DirStorage, GAME_FILE as GAME, SETTINGS_FILE as SETTINGS, STATS_FILE as STATISTICS};
use okey_app::view::Screen;
use okey_app::{App, Intent};
use okey_core::lang::Language;
use std::path::Path;

fn open(dir: &Path) -> App {
    let app = App::open(Box::new(DirStorage::new(dir)), Language::English, 7);
    let update = app.start();
    for effect in update.effects {
        if let okey_app::Effect::Run { job, .. } = effect {
            app.run(job);
        }
    }
    app
}

/// A finished one-deal game's directory, as a relaunch finds it.
fn played_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let app = open(dir.path());
    app.send(Intent::Show { screen: Screen::NewGame });
    app.send(Intent::StartGame);
    app.flush();
    dir
}

/// Each damaged form of a file: bytes, and what the player is told about it.
fn damaged_forms() -> Vec<(&'static str, Vec<u8>)> {
    vec![
        ("not UTF-8", vec![b'{', 0xFF, 0xFE, b'}']),
        ("not JSON", b"{\"format\": \"okey-app-game\", ".to_vec()),
        ("wrong version", br#"{"format": "okey-app-game", "version": 99, "rack": [], "session": {}}"#.to_vec()),
        ("wrong content", br#"{"format": "okey-app-game", "version": 1, "rack": [], "session": {"format": "okey-session", "version": 1, "seats": [], "game": {}}}"#.to_vec()),
        ("not a game at all", br#"{"format": "something else", "version": 1}"#.to_vec()),
    ]
}

#[test]
fn a_damaged_game_is_set_aside_and_the_player_told() {
    for (why, bytes) in damaged_forms() {
        let dir = played_dir();
        std::fs::write(dir.path().join(GAME), &bytes).expect("written");
        let app = open(dir.path());
        let view = app.view();
        let notice = view.notice.unwrap_or_else(|| panic!("{why}: the player is told"));
        assert!(notice.contains("game.json.damaged-1"), "{why}: {notice}");
        assert_eq!(std::fs::read(dir.path().join("game.json.damaged-1")).ok(), Some(bytes), "{why}: kept as it was");
        assert!(!dir.path().join(GAME).exists(), "{why}: nothing left under the old name");
        assert_eq!(view.screen, Screen::Home, "{why}: Home, with the notice");
        assert!(view.home.saved.is_none(), "{why}: no game to continue");
    }
}

#[test]
fn a_game_file_larger_than_any_game_is_set_aside_unread() {
    let dir = played_dir();
    let file = std::fs::File::create(dir.path().join(GAME)).expect("made");
    // Sparse: the size says enough, nothing is read.
    file.set_len(okey_app::files::MAX_FILE_BYTES + 1).expect("sized");
    let app = open(dir.path());
    assert!(app.view().notice.is_some_and(|n| n.contains("game.json.damaged-1")));
    assert!(dir.path().join("game.json.damaged-1").exists());
}

#[test]
fn a_second_damaged_game_takes_the_next_name() {
    let dir = played_dir();
    for n in 1..=2 {
        std::fs::write(dir.path().join(GAME), b"\xFF").expect("written");
        let app = open(dir.path());
        assert!(app.view().notice.is_some_and(|n2| n2.contains(&format!("game.json.damaged-{n}"))));
    }
    assert!(dir.path().join("game.json.damaged-1").exists() && dir.path().join("game.json.damaged-2").exists());
}

#[test]
fn an_unreadable_game_is_set_aside() {
    let dir = played_dir();
    std::fs::remove_file(dir.path().join(GAME)).expect("removed");
    // A directory where the file should be: reading it fails.
    std::fs::create_dir(dir.path().join(GAME)).expect("made");
    let app = open(dir.path());
    assert!(app.view().notice.is_some_and(|n| n.contains("cannot be read") && n.contains("damaged-1")));
    assert!(dir.path().join("game.json.damaged-1").is_dir());
}

#[test]
fn damaged_statistics_and_settings_are_set_aside_too() {
    for name in [STATISTICS, SETTINGS] {
        for (why, bytes) in [("not UTF-8", vec![0xC3, 0x28]), ("not JSON", b"[1, 2".to_vec())] {
            let dir = played_dir();
            std::fs::write(dir.path().join(name), &bytes).expect("written");
            let app = open(dir.path());
            let notice = app.view().notice.unwrap_or_default();
            assert!(notice.contains(&format!("{name}.damaged-1")), "{name} {why}: {notice}");
            assert_eq!(std::fs::read(dir.path().join(format!("{name}.damaged-1"))).ok(), Some(bytes));
        }
    }
}

#[test]
fn the_notice_is_in_the_players_language() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join(SETTINGS), br#"{"language": "turkish"}"#).expect("written");
    std::fs::write(dir.path().join(GAME), b"\xFF").expect("written");
    let app = open(dir.path());
    let notice = app.view().notice.unwrap_or_default();
    assert!(notice.contains("yüklenemedi") && notice.contains("game.json.damaged-1"), "{notice}");
}

#[test]
fn a_game_saved_by_the_apps_before_the_app_core_still_loads() {
    // The apps wrote the engine's session save alone; its rack comes back in the session's order.
    let (session, _) = okey_core::Session::new(
        okey_core::Rules::preset(okey_core::Preset::Standard),
        9,
        vec![
            okey_core::SeatKind::Human,
            okey_core::SeatKind::Bot(okey_core::bot::Level::Easy),
            okey_core::SeatKind::Bot(okey_core::bot::Level::Easy),
            okey_core::SeatKind::Bot(okey_core::bot::Level::Easy),
        ],
    )
    .expect("a game");
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join(GAME), session.to_json()).expect("written");
    std::fs::write(dir.path().join("settings.properties"), "lang=TR\nbotSpeed=FAST").expect("written");
    let app = open(dir.path());
    let view = app.view();
    assert_eq!(view.notice, None);
    assert_eq!(view.language, Language::Turkish, "the Android app's settings are read");
    assert!(view.home.saved.is_some(), "the game is there to continue");
    let table = app.send(Intent::ContinueGame).view.table.expect("the table");
    assert_eq!(table.rack.slots.iter().flatten().count(), 21);
    assert!(dir.path().join("settings.properties").exists(), "an older file is never deleted");
}

/// A shell that picks its language at each launch (the terminal) opens the app speaking it:
/// the settings' language gives way, and a damaged file is told of in the language chosen.
#[test]
fn an_app_opened_speaking_a_language_tells_of_a_damaged_file_in_it() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let english = open(dir.path());
    english.send(Intent::SetLanguage { language: Language::English });
    english.flush();
    std::fs::write(dir.path().join(GAME), b"{\"format\": \"okey-app-game\", ").expect("the file is written");
    let app = App::open_speaking(Box::new(DirStorage::new(dir.path())), Language::Turkish, 7);
    let view = app.view();
    assert_eq!(view.language, Language::Turkish);
    let notice = view.notice.expect("the damaged game is told of");
    assert!(notice.contains("game.json.damaged-1") && notice.contains("yüklenemedi"), "{notice}");
    app.flush();
    assert!(dir.path().join(SETTINGS).exists(), "the language chosen is saved");
    // Opened as the phones open it, the saved language is kept.
    let phone = App::open(Box::new(DirStorage::new(dir.path())), Language::English, 7);
    assert_eq!(phone.view().language, Language::Turkish);
}
