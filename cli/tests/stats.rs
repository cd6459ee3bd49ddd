#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! `okey stats` and the recording of finished terminal games.

use clap::Parser;
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

#[test]
fn stats_options_parse() {
    let cli = Cli::try_parse_from(["okey", "stats", "--json"]).unwrap();
    assert!(matches!(cli.command, Some(Command::Stats(args)) if args.json));
}

#[test]
fn a_finished_game_is_recorded_once_beside_the_save() {
    let dir = scratch_dir("record");
    let path = stats_path(&dir.join("game.json"));
    assert_eq!(path, dir.join("stats.json"));
    assert_eq!(load(&path).unwrap().games(), 0);
    let session = finished_session(8);
    assert!(record_finished(&path, &session).unwrap().contains("Recorded"));
    assert_eq!(record_finished(&path, &session).unwrap(), "", "the same game twice is not counted");
    record_finished(&path, &finished_session(9)).unwrap();
    let stats = load(&path).unwrap();
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
    let path = dir.join("stats.json");
    std::fs::write(&path, "{\"format\": \"okey-statistics\", \"version\": 1, \"groups\": [").unwrap();
    let failure = load(&path).unwrap_err();
    assert_eq!(failure.exit_code, 1);
    assert!(failure.message.contains("not valid JSON"), "{failure}");
    let note = record_finished(&path, &finished_session(3)).unwrap();
    assert!(note.contains("set aside"), "{note}");
    assert!(dir.join("stats.json.damaged").exists());
    assert_eq!(load(&path).unwrap().games(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}
