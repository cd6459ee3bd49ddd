//! The file layer on the real file system (a fresh directory per test): every way a file can
//! fail to load sets it aside under a new name, byte for byte, with the reason in both
//! languages, and nothing is ever overwritten.

use okey_app::files::{
    self, DirStorage, GAME_FILE, Loaded, MAX_FILE_BYTES, MemoryStorage, ReadError, STATS_FILE, Storage,
};
use okey_app::files::{Damage, Reason};
use okey_core::bot::Level;
use okey_core::stats::Statistics;
use okey_core::{Action, Language, Preset, Rules, SeatKind, Session};
use std::io;
use std::path::PathBuf;

/// An empty directory of its own for each test.
fn scratch(name: &str) -> DirStorage {
    let dir = std::env::temp_dir().join(format!("okey-app-files-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    DirStorage::new(dir)
}

/// A session save a few moves in; the first is the person's discard.
fn save() -> String {
    let seats =
        vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)];
    let (mut session, _) = Session::new(Rules::preset(Preset::Standard), 4, seats).unwrap();
    assert_eq!(session.game().turn(), 0);
    let tile = session.game().deal().racks[0][0];
    session.apply(0, &Action::Discard { tile }).unwrap();
    session.run_bots();
    session.to_json()
}

fn load_game(storage: &impl Storage) -> Loaded<Session> {
    files::load(storage, GAME_FILE, Session::from_json)
}

/// Loads a game file holding `bytes` and expects it set aside for `damage`; returns the reason.
fn set_aside_for(storage: &DirStorage, bytes: &[u8], damage: Damage) -> Reason {
    std::fs::write(storage.path(GAME_FILE), bytes).unwrap();
    expect_set_aside(storage, damage, bytes)
}

fn expect_set_aside(storage: &DirStorage, damage: Damage, bytes: &[u8]) -> Reason {
    let before: Vec<PathBuf> = listing(storage);
    match load_game(storage) {
        Loaded::SetAside { kept_as, reason } => {
            assert_eq!(reason.damage, damage, "{reason}");
            assert!(!storage.path(GAME_FILE).exists(), "the name is free for a new game");
            assert_eq!(std::fs::read(storage.path(&kept_as)).unwrap(), bytes, "kept byte for byte");
            assert_eq!(listing(storage).len(), before.len(), "moved, not copied");
            for language in Language::ALL {
                let message = reason.message(language);
                assert!(!message.is_empty() && message.len() < 300, "{message}");
            }
            assert_ne!(reason.message(Language::English), reason.message(Language::Turkish));
            reason
        }
        other => panic!("{other:?}"),
    }
}

fn listing(storage: &DirStorage) -> Vec<PathBuf> {
    let mut names: Vec<PathBuf> = std::fs::read_dir(storage.dir()).unwrap().map(|e| e.unwrap().path()).collect();
    names.sort();
    names
}

#[test]
fn a_missing_file_is_nothing_saved_and_a_good_one_loads() {
    let storage = scratch("good");
    assert!(matches!(load_game(&storage), Loaded::Missing));
    let text = save();
    storage.write(GAME_FILE, text.as_bytes()).unwrap();
    match load_game(&storage) {
        Loaded::Found(session) => assert_eq!(session.to_json(), text),
        other => panic!("{other:?}"),
    }
    assert_eq!(listing(&storage), vec![storage.path(GAME_FILE)], "no temporary file left behind");
}

#[test]
fn a_file_that_cannot_be_read_is_set_aside() {
    let storage = scratch("unreadable");
    // A directory in the file's place: opened, it cannot be read (even as root, which reads
    // any file whatever its permissions).
    std::fs::create_dir(storage.path(GAME_FILE)).unwrap();
    match load_game(&storage) {
        Loaded::SetAside { kept_as, reason } => {
            assert_eq!((kept_as.as_str(), reason.damage), ("game.json.damaged-1", Damage::Unreadable));
            assert!(reason.message(Language::English).starts_with("the file cannot be read: "), "{reason}");
            assert!(reason.message(Language::Turkish).starts_with("dosya okunamıyor: "));
            assert!(storage.path(&kept_as).is_dir());
        }
        other => panic!("{other:?}"),
    }
    // The name is free: a new game can be saved.
    storage.write(GAME_FILE, save().as_bytes()).unwrap();
    assert!(matches!(load_game(&storage), Loaded::Found(_)));
}

#[test]
fn a_file_larger_than_any_game_is_set_aside_unread() {
    let storage = scratch("large");
    let file = std::fs::File::create(storage.path(GAME_FILE)).unwrap();
    // Sparse: a file of the bound and one byte more that takes no room on the disk.
    file.set_len(MAX_FILE_BYTES + 1).unwrap();
    assert!(
        matches!(storage.read(GAME_FILE, MAX_FILE_BYTES), Err(ReadError::TooLarge { bytes }) if bytes == MAX_FILE_BYTES + 1)
    );
    match load_game(&storage) {
        Loaded::SetAside { kept_as, reason } => {
            assert_eq!(reason.damage, Damage::TooLarge);
            assert_eq!(
                reason.message(Language::English),
                "the file is 16.0 MB, larger than any saved game or statistics (16.0 MB at most)"
            );
            assert!(reason.message(Language::Turkish).starts_with("dosya 16,0 MB; "));
            assert_eq!(std::fs::metadata(storage.path(&kept_as)).unwrap().len(), MAX_FILE_BYTES + 1);
        }
        other => panic!("{other:?}"),
    }
    // A file of the bound itself is read (and is then not JSON).
    let file = std::fs::File::create(storage.path(GAME_FILE)).unwrap();
    file.set_len(MAX_FILE_BYTES).unwrap();
    assert_eq!(storage.read(GAME_FILE, MAX_FILE_BYTES).unwrap().map(|b| b.len() as u64), Some(MAX_FILE_BYTES));
}

#[test]
fn a_file_that_is_not_utf8_is_set_aside() {
    let storage = scratch("utf8");
    let mut bytes = save().into_bytes();
    // One flipped high bit, as on a failing disk.
    bytes[300] |= 0x80;
    let reason = set_aside_for(&storage, &bytes, Damage::NotUtf8);
    assert_eq!(reason.message(Language::English), "the file is not UTF-8 text: byte 301 is not valid");
    assert_eq!(reason.message(Language::Turkish), "dosya UTF-8 metin değil: 301. bayt geçersiz");
}

#[test]
fn a_file_that_is_not_json_is_set_aside() {
    let storage = scratch("json");
    let text = save();
    let cut = &text[..text.len() / 2];
    let reason = set_aside_for(&storage, cut.as_bytes(), Damage::NotJson);
    assert!(reason.message(Language::English).starts_with("not valid JSON at line "), "{reason}");
    assert_eq!(reason.code, "record_json");
}

#[test]
fn a_file_of_another_kind_or_version_is_set_aside() {
    let storage = scratch("format");
    let stats = Statistics::new().to_json();
    let reason = set_aside_for(&storage, stats.as_bytes(), Damage::OtherFormat);
    assert_eq!(reason.message(Language::English), "this is not an Okey game file (format `okey-statistics`)");
    let newer = save().replacen("\"version\": 1", "\"version\": 2", 1);
    let reason = set_aside_for(&storage, newer.as_bytes(), Damage::OtherVersion);
    assert_eq!(reason.code, "record_version");
    assert_eq!(
        listing(&storage),
        vec![storage.path("game.json.damaged-1"), storage.path("game.json.damaged-2")],
        "each kept under its own name"
    );
}

#[test]
fn a_file_with_wrong_content_is_set_aside_saying_where() {
    let storage = scratch("content");
    let text = save().replacen("\"tile\": ", "\"tile\": 999", 1);
    let reason = set_aside_for(&storage, text.as_bytes(), Damage::BadContent);
    let english = reason.message(Language::English);
    assert!(english.starts_with("field `game.moves[0].action.tile` at line "), "{english}");
    assert!(english.contains(", expected u8"), "{english}");
    assert!(reason.message(Language::Turkish).starts_with("`game.moves[0].action.tile` alanı (satır "));
    // An illegal move is wrong content too.
    let illegal = save().replacen("\"discard\"", "\"take_back\"", 1);
    let reason = set_aside_for(&storage, illegal.as_bytes(), Damage::BadContent);
    assert_eq!(reason.code, "record_illegal_move");
}

#[test]
fn statistics_fail_and_are_kept_the_same_ways() {
    let storage = scratch("stats");
    let load = |storage: &DirStorage| files::load(storage, STATS_FILE, Statistics::from_json);
    for (bytes, damage) in [
        (b"{\"format\": \"okey-statistics\", \"version\": 1, \"groups\": [".to_vec(), Damage::NotJson),
        (b"{\"format\": \"okey-stat\xffistics\"}".to_vec(), Damage::NotUtf8),
        (save().into_bytes(), Damage::OtherFormat),
        (Statistics::new().to_json().replace("\"version\": 1", "\"version\": 0").into_bytes(), Damage::OtherVersion),
        (Statistics::new().to_json().replace("[]\n}", "[\"zz\"]\n}").into_bytes(), Damage::BadContent),
    ] {
        std::fs::write(storage.path(STATS_FILE), &bytes).unwrap();
        match load(&storage) {
            Loaded::SetAside { kept_as, reason } => {
                assert_eq!(reason.damage, damage, "{reason}");
                assert_eq!(std::fs::read(storage.path(&kept_as)).unwrap(), bytes);
            }
            other => panic!("{other:?}"),
        }
    }
    let kept: Vec<String> = (1..=5).map(|n| format!("stats.json.damaged-{n}")).collect();
    assert_eq!(listing(&storage), kept.iter().map(|k| storage.path(k)).collect::<Vec<_>>());
}

#[test]
fn nothing_is_ever_overwritten() {
    let storage = scratch("overwrite");
    // Names taken by earlier damaged files, and a gap: the first free name is used.
    storage.write("game.json.damaged-1", b"first").unwrap();
    storage.write("game.json.damaged-2", b"second").unwrap();
    storage.write("game.json.damaged-4", b"fourth").unwrap();
    std::fs::write(storage.path(GAME_FILE), "third").unwrap();
    match load_game(&storage) {
        Loaded::SetAside { kept_as, .. } => assert_eq!(kept_as, "game.json.damaged-3"),
        other => panic!("{other:?}"),
    }
    for (name, text) in [("1", "first"), ("2", "second"), ("3", "third"), ("4", "fourth")] {
        assert_eq!(std::fs::read_to_string(storage.path(&format!("game.json.damaged-{name}"))).unwrap(), text);
    }
}

/// A storage whose files cannot be moved.
#[derive(Debug)]
struct Unmovable(MemoryStorage);

impl Storage for Unmovable {
    fn read(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, ReadError> {
        self.0.read(name, max_bytes)
    }
    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        self.0.write(name, bytes)
    }
    fn set_aside(&self, _: &str) -> io::Result<String> {
        Err(io::Error::from(io::ErrorKind::PermissionDenied))
    }
    fn remove(&self, name: &str) -> io::Result<()> {
        self.0.remove(name)
    }
}

#[test]
fn a_file_that_cannot_be_moved_either_is_stuck_and_kept() {
    let storage = Unmovable(MemoryStorage::new());
    storage.write(GAME_FILE, b"not a save").unwrap();
    match load_game(&storage) {
        Loaded::Stuck { reason, error } => {
            assert_eq!(reason.damage, Damage::NotJson);
            let notice = files::stuck_notice(GAME_FILE, &reason, &error, Language::English);
            assert!(notice.starts_with("game.json could not be loaded (not valid JSON"), "{notice}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(storage.0.get(GAME_FILE).unwrap(), b"not a save");
}

#[test]
fn memory_storage_behaves_as_a_directory() {
    let storage = MemoryStorage::new();
    assert!(matches!(load_game(&storage), Loaded::Missing));
    storage.write(GAME_FILE, &[0xff, b'{']).unwrap();
    storage.write("game.json.damaged-1", b"older").unwrap();
    match load_game(&storage) {
        Loaded::SetAside { kept_as, reason } => {
            assert_eq!((kept_as.as_str(), reason.damage), ("game.json.damaged-2", Damage::NotUtf8));
            let notice = files::set_aside_notice(GAME_FILE, &kept_as, &reason, Language::Turkish);
            assert_eq!(
                notice,
                "game.json yüklenemedi (dosya UTF-8 metin değil: 1. bayt geçersiz); game.json.damaged-2 adıyla saklandı."
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(storage.names(), vec!["game.json.damaged-1", "game.json.damaged-2"]);
    storage.write(STATS_FILE, &[b' '; 11]).unwrap();
    assert!(matches!(storage.read(STATS_FILE, 10), Err(ReadError::TooLarge { bytes: 11 })));
}
