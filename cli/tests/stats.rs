#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! `okey stats` and the recording of finished terminal games.

use clap::Parser;
use okey_app::files::DirStorage;
use okey_cli::args::{Cli, Command};
use okey_cli::stats::{load, record_finished, report, report_text, stats_path};
use okey_core::bot::Level;
use okey_core::{Action, Language, Phase, Preset, Rules, SeatKind, Session};
use std::path::PathBuf;

fn finished_session(seed: u64) -> Session {
    let rules = Rules { deals: 1, ..Rules::preset(Preset::Online) };
    let (mut session, _) = Session::new(rules, seed, vec![SeatKind::Bot(Level::Easy); 4]).unwrap();
    while !session.game().is_over() {
        session.run_bots();
        if session.game().phase() == Phase::DealOver {
            session.apply(0, &Action::NextDeal).unwrap();
        }
    }
    session
}

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("okey-stats-test-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const EN: Language = Language::English;

#[test]
fn stats_options_parse() {
    let cli = Cli::try_parse_from(["okey", "stats", "--json"]).unwrap();
    assert!(matches!(cli.command, Some(Command::Stats(args)) if args.json));
}

#[test]
fn a_finished_game_is_recorded_once_beside_the_save() {
    let dir = scratch_dir("record");
    let storage = DirStorage::new(&dir);
    let path = stats_path(&storage);
    assert_eq!(path, dir.join("stats.json"));
    assert_eq!(load(&storage, EN).unwrap().games(), 0);
    let session = finished_session(8);
    assert!(record_finished(&storage, &session, EN).unwrap().contains("Recorded"));
    assert_eq!(record_finished(&storage, &session, EN).unwrap(), "", "the same game twice is not counted");
    record_finished(&storage, &finished_session(9), EN).unwrap();
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
fn a_damaged_file_is_reported_and_set_aside_when_recording() {
    let dir = scratch_dir("damaged");
    let storage = DirStorage::new(&dir);
    let damaged = "{\"format\": \"okey-statistics\", \"version\": 1, \"groups\": [";
    std::fs::write(stats_path(&storage), damaged).unwrap();
    let note = record_finished(&storage, &finished_session(3), Language::Turkish).unwrap();
    assert!(note.starts_with("İstatistiklerine kaydedildi ("), "{note}");
    assert!(note.ends_with("stats.json yüklenemedi (geçerli bir JSON değil (satır 1, sütun 55): EOF while parsing a list); stats.json.damaged-1 adıyla saklandı."), "{note}");
    assert_eq!(std::fs::read_to_string(dir.join("stats.json.damaged-1")).unwrap(), damaged);
    assert_eq!(load(&storage, EN).unwrap().games(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}
