//! The terminal's files, through the real `okey` program and the real file system (a fresh
//! data directory per case): each way a save or the statistics can fail to load (unreadable,
//! larger than any game, not UTF-8, not JSON, another kind of file, another version, wrong
//! content) sets the file aside as `NAME.damaged-N`, byte for byte, and tells the player;
//! `okey replay` says the same of a file but leaves it where it is.

use crate::support::program::{data_dir, in_terminal, okey};
use okey_app::files::{DirStorage, MAX_FILE_BYTES};
use okey_app::table::LoadedGame;
use okey_cli::args::{LevelArg, PlayArgs};
use okey_cli::play::{Key, Shell};
use okey_core::bot::Level;
use okey_core::stats::Statistics;
use okey_core::{Action, Language, Phase, Preset, Rules, SeatKind, Session};
use std::path::Path;

/// A game in progress a few moves in.
fn save() -> String {
    let seats =
        vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)];
    let (mut session, _) = Session::new(Rules::preset(Preset::Standard), 4, seats).unwrap();
    let tile = session.game().deal().racks[0][0];
    session.apply(0, &Action::Discard { tile }).unwrap();
    session.run_bots();
    session.to_json()
}

/// One finished game recorded.
fn statistics() -> String {
    let rules = Rules { deals: 1, ..Rules::preset(Preset::Online) };
    let (mut session, _) = Session::new(rules, 8, vec![SeatKind::Bot(Level::Easy); 4]).unwrap();
    while !session.game().is_over() {
        session.run_bots();
        if session.game().phase() == Phase::DealOver {
            session.apply(0, &Action::NextDeal).unwrap();
        }
    }
    let mut stats = Statistics::new();
    stats.record_game(session.record(), 0, session.seats()).unwrap();
    stats.to_json()
}

/// How a file is broken, and a few words of the reason the player is told.
struct Damage {
    what: &'static str,
    make: fn(&Path, &str),
    says: &'static str,
    /// What the app core says of a game file so broken, where its words differ (it reads its
    /// own game files and the session saves before them).
    game_says: Option<&'static str>,
}

fn write_bytes(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap();
}

/// The ways a file of `good` can fail to load, made at a path.
fn damages() -> Vec<Damage> {
    vec![
        Damage {
            what: "unreadable",
            make: |path, _| std::fs::create_dir(path).unwrap(),
            says: "the file cannot be read: ",
            game_says: None,
        },
        Damage {
            what: "too large",
            make: |path, _| std::fs::File::create(path).unwrap().set_len(MAX_FILE_BYTES + 1).unwrap(),
            says: "the file is 16.0 MB, larger than any saved game or statistics",
            game_says: None,
        },
        Damage {
            what: "not UTF-8",
            make: |path, good| {
                let mut bytes = good.as_bytes().to_vec();
                bytes[200] |= 0x80;
                write_bytes(path, &bytes);
            },
            says: "the file is not UTF-8 text: byte 201 is not valid",
            game_says: None,
        },
        Damage {
            what: "not JSON",
            make: |path, good| write_bytes(path, &good.as_bytes()[..good.len() / 2]),
            says: "not valid JSON at line ",
            game_says: Some("it is not a saved game (EOF while parsing"),
        },
        Damage {
            what: "another kind of file",
            make: |path, good| {
                let other = if good.contains("okey-session") { statistics() } else { save() };
                write_bytes(path, other.as_bytes());
            },
            says: "this is not an Okey ",
            game_says: Some("it is not a saved game (format \"okey-statistics\")"),
        },
        Damage {
            what: "another version",
            make: |path, good| write_bytes(path, good.replacen("\"version\": 1", "\"version\": 7", 1).as_bytes()),
            says: "saved with format version 7; this app reads version 1",
            game_says: None,
        },
        Damage {
            what: "wrong content",
            make: |path, good| {
                // A game's first tile, or the statistics' first count, out of range.
                let broken = good.replacen("\"tile\": ", "\"tile\": 999", 1).replacen("\"games\": ", "\"games\": -", 1);
                write_bytes(path, broken.as_bytes());
            },
            says: "field `",
            game_says: None,
        },
    ]
}

/// What `path` holds, to compare after it has moved: its bytes, or its kind and size.
fn contents(path: &Path) -> (bool, u64, Option<Vec<u8>>) {
    let meta = std::fs::metadata(path).unwrap();
    let small = meta.is_file() && meta.len() <= 1 << 20;
    (meta.is_dir(), meta.len(), small.then(|| std::fs::read(path).unwrap()))
}

#[test]
fn a_damaged_save_is_set_aside_and_a_new_game_started() {
    for damage in damages() {
        let dir = data_dir(&format!("play-{}", damage.what.replace(' ', "-")));
        let path = dir.join("game.json");
        (damage.make)(&path, &save());
        let before = contents(&path);
        let output = in_terminal(&dir, "play");
        assert!(output.contains("game.json could not be loaded ("), "{}: {output}", damage.what);
        assert!(output.contains(damage.game_says.unwrap_or(damage.says)), "{}: {output}", damage.what);
        assert!(output.contains("it is kept as game.json.damaged-1."), "{}: {output}", damage.what);
        assert_eq!(contents(&dir.join("game.json.damaged-1")), before, "{}: kept as it was", damage.what);
        // The new game was saved, not over the damaged one.
        let saved = std::fs::read_to_string(&path).unwrap();
        assert!(LoadedGame::parse(&saved).is_ok(), "{}", damage.what);
        assert!(output.contains("Game saved to "), "{}: {output}", damage.what);
        std::fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn a_second_damaged_save_does_not_replace_the_first_and_turkish_is_spoken() {
    let dir = data_dir("play-again");
    // A run in English keeps its settings; the language of the next run is still its own.
    in_terminal(&dir, "play --lang en --speed fast");
    assert!(dir.join("settings.json").exists());
    std::fs::write(dir.join("game.json.damaged-1"), "the first").unwrap();
    std::fs::write(dir.join("game.json"), b"{\"format\": \xff").unwrap();
    let output = in_terminal(&dir, "play --lang tr");
    assert!(
        output.contains(
            "game.json yüklenemedi (dosya UTF-8 metin değil: 12. bayt geçersiz); game.json.damaged-2 adıyla saklandı."
        ),
        "{output}"
    );
    assert_eq!(std::fs::read_to_string(dir.join("game.json.damaged-1")).unwrap(), "the first");
    assert_eq!(std::fs::read(dir.join("game.json.damaged-2")).unwrap(), b"{\"format\": \xff");
    // The new game resumes as it was saved.
    let output = in_terminal(&dir, "play");
    assert!(!output.contains("could not be loaded"), "{output}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn damaged_statistics_are_set_aside_with_exit_code_1() {
    for damage in damages() {
        let dir = data_dir(&format!("stats-{}", damage.what.replace(' ', "-")));
        let path = dir.join("stats.json");
        (damage.make)(&path, &statistics());
        let before = contents(&path);
        let output = okey(&dir, &["stats"]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{}: {stderr}", damage.what);
        assert!(stderr.contains("stats.json could not be loaded ("), "{}: {stderr}", damage.what);
        assert!(stderr.contains(damage.says), "{}: {stderr}", damage.what);
        assert!(stderr.contains("it is kept as stats.json.damaged-1."), "{}: {stderr}", damage.what);
        assert_eq!(contents(&dir.join("stats.json.damaged-1")), before, "{}: kept as it was", damage.what);
        // Counting starts again.
        let output = okey(&dir, &["stats"]);
        assert!(output.status.success(), "{output:?}");
        assert!(String::from_utf8_lossy(&output.stdout).contains(": 0 games."));
        std::fs::remove_dir_all(dir).unwrap();
    }
}

#[test]
fn statistics_that_load_are_shown() {
    let dir = data_dir("stats-good");
    std::fs::write(dir.join("stats.json"), statistics()).unwrap();
    let output = okey(&dir, &["stats"]);
    assert!(output.status.success(), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stdout).contains(": 1 games."), "{output:?}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn replay_says_why_a_file_fails_and_leaves_it_where_it_is() {
    for damage in damages() {
        let dir = data_dir(&format!("replay-{}", damage.what.replace(' ', "-")));
        let path = dir.join("game.json");
        (damage.make)(&path, &save());
        let before = contents(&path);
        let output = okey(&dir, &["replay", path.to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{}: {stderr}", damage.what);
        assert!(stderr.starts_with(&format!("okey: {}: ", path.display())), "{}: {stderr}", damage.what);
        assert!(stderr.contains(damage.says), "{}: {stderr}", damage.what);
        assert!(stderr.len() < 300, "{}: {stderr}", damage.what);
        assert_eq!(contents(&path), before, "{}: left as it was", damage.what);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "{}: nothing set aside", damage.what);
        std::fs::remove_dir_all(dir).unwrap();
    }
    let output = okey(Path::new("/nonexistent"), &["replay", "/nonexistent/game.json"]);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "okey: /nonexistent/game.json: no such file\n");
}

#[test]
fn replay_names_the_field_line_and_column_of_a_number_out_of_range() {
    let dir = data_dir("replay-field");
    let path = dir.join("game.json");
    let text = save().replacen("\"tile\": ", "\"tile\": 999", 1);
    std::fs::write(&path, &text).unwrap();
    let output = okey(&dir, &["replay", path.to_str().unwrap()]);
    let at = text.find("\"tile\": 999").unwrap();
    let line = text[..at].matches('\n').count() + 1;
    let stderr = String::from_utf8_lossy(&output.stderr);
    let expected = format!("field `game.moves[0].action.tile` at line {line}, column ");
    assert!(stderr.contains(&expected), "{stderr}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// A game at the terminal over `dir`, a few moves in, with the rack rearranged.
fn a_game_in_progress(dir: &Path) -> Vec<Option<u8>> {
    let mut shell = Shell::open(Box::new(DirStorage::new(dir)), Language::English, 4);
    shell.begin(&PlayArgs { seed: Some(4), bots: vec![LevelArg::Easy], ..PlayArgs::default() }).unwrap();
    shell.settle();
    for key in [Key::Char('a'), Key::Char('d'), Key::Char('x')] {
        shell.on_key(key);
        shell.settle();
    }
    assert!(shell.table().unwrap().your_turn);
    shell.flush();
    slots(&shell)
}

fn slots(shell: &Shell) -> Vec<Option<u8>> {
    shell.table().unwrap().rack.slots.iter().map(|s| s.as_ref().map(|t| t.tile.id)).collect()
}

#[test]
fn a_game_is_saved_as_it_goes_and_resumed_as_it_was_left() {
    let dir = data_dir("resume");
    let rack = a_game_in_progress(&dir);
    let mut shell = Shell::open(Box::new(DirStorage::new(&dir)), Language::English, 0);
    shell.begin(&PlayArgs::default()).unwrap();
    assert_eq!(slots(&shell), rack, "the rack as it was arranged");
    let mut names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    names.sort();
    // settings.json: the player's arrangement ('a') is their choice for the next racks too.
    assert_eq!(names, ["game.json", "settings.json"], "nothing else written, nothing set aside");
    // A new game was asked for: the saved one is not continued.
    let mut shell = Shell::open(Box::new(DirStorage::new(&dir)), Language::English, 7);
    shell.begin(&PlayArgs { new: true, ..PlayArgs::default() }).unwrap();
    assert_eq!(shell.table().unwrap().recent, Vec::<String>::new(), "a new deal");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn replay_and_review_read_the_game_file_the_terminal_writes() {
    let dir = data_dir("replay-written");
    a_game_in_progress(&dir);
    let path = dir.join("game.json");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.starts_with("{\"format\":\"okey-app-game\""), "{text:.60}");
    let output = okey(&dir, &["replay", path.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(stdout.starts_with("okey-app-game (standard rules, seed 4): "), "{stdout}");
    // The seats go by the names the game showed (the engine's naming, which the app core calls).
    for name in ["You", "Ayşe", "Mehmet", "Zeynep"] {
        assert!(stdout.contains(name), "{name}: {stdout}");
    }
    let output = okey(&dir, &["review", path.to_str().unwrap(), "--json"]);
    assert!(output.status.success(), "{output:?}");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["seat"], 1, "the person's seat");
    assert_eq!(report["seed"], 4);
    std::fs::remove_dir_all(dir).unwrap();
}
