//! `okey stats`, and each finished terminal game recorded once (by the app core) beside the save.

use okey_app::files::DirStorage;
use okey_app::view::TablePhase;
use okey_cli::args::{GameArgs, PlayArgs, PresetArg};
use okey_cli::play::{Key, Shell};
use okey_cli::stats::{load, report, report_text, stats_path};
use okey_core::Language;
use std::path::PathBuf;

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("okey-stats-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const EN: Language = Language::English;

/// A one-deal game played to its end at the terminal over `dir` (the player draws and discards
/// the last tile, saying yes to any question), then the program quits.
fn finish_a_game(dir: &std::path::Path, seed: u64, language: Language) -> Shell {
    let mut shell = Shell::open(Box::new(DirStorage::new(dir)), language, seed);
    shell
        .begin(&PlayArgs {
            game: GameArgs { deals: Some(1), preset: Some(PresetArg::Online), ..GameArgs::default() },
            seed: Some(seed),
            ..PlayArgs::default()
        })
        .unwrap();
    for _ in 0..5_000 {
        shell.settle();
        let table = shell.table().unwrap();
        match table.phase {
            TablePhase::GameOver => break,
            TablePhase::Draw => shell.on_key(Key::Char('d')),
            _ => {
                shell.cursor = table.rack.slots.iter().rposition(Option::is_some).unwrap();
                shell.on_key(Key::Char('x'));
                if shell.table().unwrap().dialog.is_some() {
                    shell.on_key(Key::Char('y'));
                }
            }
        }
    }
    shell.flush();
    shell
}

#[test]
fn a_finished_game_is_recorded_once_beside_the_save() {
    let dir = scratch_dir("record");
    let storage = DirStorage::new(&dir);
    let path = stats_path(&storage);
    assert_eq!(path, dir.join("stats.json"));
    assert_eq!(load(&storage, EN).unwrap().games(), 0);
    finish_a_game(&dir, 8, EN);
    assert_eq!(load(&storage, EN).unwrap().games(), 1);
    // The next run finds the finished game and does not count it again; it starts a new one.
    let shell = Shell::open(Box::new(DirStorage::new(&dir)), EN, 9);
    assert!(shell.view().home.saved.is_none(), "a finished game is not continued");
    assert_eq!(load(&storage, EN).unwrap().games(), 1, "the same game twice is not counted");
    finish_a_game(&dir, 9, EN);
    let stats = load(&storage, EN).unwrap();
    assert_eq!(stats.games(), 2);
    let table = report_text(&report(&path, &stats), Language::English);
    assert!(table.contains("Okey 101") && table.contains("online") && table.contains("vs easy"), "{table}");
    assert!(!table.contains("Düz Okey"), "{table}");
    let json = serde_json::to_value(report(&path, &stats)).unwrap();
    assert_eq!(json["okey_101"]["total"]["games"], 2);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn damaged_statistics_are_set_aside_when_the_game_opens_and_counting_starts_again() {
    let dir = scratch_dir("damaged");
    let storage = DirStorage::new(&dir);
    let damaged = "{\"format\": \"okey-statistics\", \"version\": 1, \"groups\": [";
    std::fs::write(stats_path(&storage), damaged).unwrap();
    let shell = finish_a_game(&dir, 3, Language::Turkish);
    let notice = shell.notice.clone().unwrap();
    assert!(notice.starts_with("stats.json yüklenemedi (geçerli bir JSON değil (satır 1, sütun 55): EOF while parsing a list); stats.json.damaged-1 adıyla saklandı."), "{notice}");
    assert_eq!(std::fs::read_to_string(dir.join("stats.json.damaged-1")).unwrap(), damaged);
    assert_eq!(load(&storage, EN).unwrap().games(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}
