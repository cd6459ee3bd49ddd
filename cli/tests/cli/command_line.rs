//! The command line through the real `okey` program: what each option makes the program do.
//! (The tests that only asked the argument parser whether it accepted an option are gone: a
//! parser that accepted `--lang tr` while the program went on in English passed them.)

use crate::golden::repo_file;
use crate::support::program::{data_dir, in_terminal, okey, okey_in, stdout_of};
use okey_app::table::LoadedGame;
use okey_cli::args::{LevelArg, PresetArg};
use okey_cli::review::{ReviewArgs, run as review};
use okey_cli::rules::{RulesArgs, report_text as rules_text, run as rules};
use okey_cli::stats::{report as stats_report, report_text as stats_text};
use okey_core::bot::Level;
use okey_core::rules::Preset;
use okey_core::stats::Statistics;
use okey_core::{Language, SeatKind};
use std::path::Path;

const TR: Language = Language::Turkish;
const HAND: &str = "R5 R6 R7 K8 Y8 B8 R10 R11 R12 R13 K6 B1 B1 Y3 Y4 Y5 Y6 K11 K11 B11 F";

fn read(path: &str) -> String {
    std::fs::read_to_string(repo_file(path)).unwrap()
}

/// The game `okey play` saved in `dir` when it quit.
fn saved_game(dir: &Path) -> LoadedGame {
    LoadedGame::parse(&std::fs::read_to_string(dir.join("game.json")).expect("game.json was written")).unwrap()
}

/// `okey` with no command plays: it opens the game `okey play` opens (Okey 101 under the
/// Standard rules, the player and three Easy bots) and saves it when it quits.
#[test]
fn okey_alone_starts_the_game_okey_play_starts() {
    let dir = data_dir("cmd-alone");
    let screen = in_terminal(&dir, "");
    assert!(screen.contains("Game saved to "), "{screen}");
    let game = saved_game(&dir).session;
    assert_eq!(game.game().rules(), &okey_core::Rules::preset(Preset::Standard));
    assert_eq!(
        game.seats(),
        [SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)]
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// `okey play`'s options make the new game: the preset, the number of players, the bots' level
/// and the seed; with a game saved, an option starts a new one and no option resumes it.
#[test]
fn play_options_make_the_new_game_and_a_bare_play_resumes_it() {
    let dir = data_dir("cmd-play");
    in_terminal(&dir, "play --preset katlamali --players 3 --bots medium --seed 9");
    let game = saved_game(&dir).session;
    assert_eq!(game.game().rules(), &okey_core::Rules { players: 3, ..okey_core::Rules::preset(Preset::Katlamali) });
    assert_eq!(game.seats(), [SeatKind::Human, SeatKind::Bot(Level::Medium), SeatKind::Bot(Level::Medium)]);
    assert_eq!(game.game().seed(), 9);
    in_terminal(&dir, "play");
    assert_eq!(saved_game(&dir).session.game().seed(), 9, "resumed");
    in_terminal(&dir, "play --seed 10");
    assert_eq!(saved_game(&dir).session.game().seed(), 10, "an option asks for a new game");
    std::fs::remove_dir_all(dir).unwrap();
}

/// `--lang` sets the language of every command's output, before the locale; without it a
/// Turkish locale speaks Turkish.
#[test]
fn lang_chooses_the_language_of_every_command() {
    let dir = data_dir("cmd-lang");
    let record = repo_file("tests/records/standard-seed-9-one-deal.okey");
    let record = record.to_str().unwrap();
    let solve = ["solve", HAND, "--okey", "K6"];
    assert_eq!(
        stdout_of(&okey(&dir, &[&solve[..], &["--lang", "tr"]].concat())),
        read("cli/tests/golden/solve.tr.txt")
    );
    assert_eq!(stdout_of(&okey_in(&dir, &solve, "tr_TR.UTF-8")), read("cli/tests/golden/solve.tr.txt"));
    let english = ["--lang", "en", "solve", HAND, "--okey", "K6"];
    assert_eq!(stdout_of(&okey_in(&dir, &english, "tr_TR.UTF-8")), read("cli/tests/golden/solve.txt"));
    assert_eq!(stdout_of(&okey(&dir, &["--lang", "tr", "replay", record])), read("cli/tests/golden/replay.tr.txt"));
    let rules_args = RulesArgs { preset: Some(PresetArg::Duz), rules: None, json: false };
    let duz_in_turkish = rules_text(&rules(&rules_args, TR).unwrap());
    assert_eq!(stdout_of(&okey(&dir, &["rules", "--preset", "duz", "--lang", "tr"])), duz_in_turkish);
    let no_games = stats_text(&stats_report(&dir.join("stats.json"), &Statistics::new()), TR);
    assert_eq!(stdout_of(&okey(&dir, &["stats", "--lang", "tr"])), no_games);
    let arena = stdout_of(&okey(&dir, &["arena", "--seats", "easy,easy", "--deals", "1", "--lang", "tr"]));
    assert!(arena.starts_with("Arena: standard kuralları, yerler easy,easy"), "{arena}");
    let screen = in_terminal(&dir, "play --lang tr");
    assert!(screen.contains("dosyasına kaydedildi"), "{screen}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// `--json` prints, for scripts, the same report as the text, as one JSON object.
#[test]
fn json_prints_the_report_as_json() {
    let dir = data_dir("cmd-json");
    let json = |args: &[&str]| -> serde_json::Value { serde_json::from_str(&stdout_of(&okey(&dir, args))).unwrap() };
    let golden = |path: &str| -> serde_json::Value { serde_json::from_str(&read(path)).unwrap() };
    assert_eq!(json(&["solve", HAND, "--okey", "K6", "--json"]), golden("cli/tests/golden/solve.json"));
    let rules_args = RulesArgs { preset: Some(PresetArg::Guide), rules: None, json: true };
    let guide = serde_json::to_value(rules(&rules_args, Language::English).unwrap()).unwrap();
    assert_eq!(json(&["rules", "--preset", "guide", "--json"]), guide);
    assert_eq!(json(&["stats", "--json"])["okey_101"]["total"]["games"], 0);
    let record = repo_file("tests/records/standard-seed-9-one-deal.okey");
    let replay = json(&["replay", record.to_str().unwrap(), "--json"]);
    assert_eq!(replay["kind"], "okey-record");
    assert_eq!(replay["deals"].as_array().map(Vec::len), Some(1), "the record's one deal");
    let arena = json(&["arena", "--seats", "easy,beginner", "--deals", "2", "--seed", "4", "--json"]);
    assert_eq!((arena["players"].as_u64(), arena["plays"].as_u64()), (Some(2), Some(4)));
    std::fs::remove_dir_all(dir).unwrap();
}

/// `okey review --seat N` reviews seat N (counted from 1), in the language asked for.
#[test]
fn review_reviews_the_seat_asked_for() {
    let dir = data_dir("cmd-review");
    let record = repo_file("tests/review/beginner-seed-4.okey");
    let path = record.to_str().unwrap();
    assert_eq!(
        stdout_of(&okey(&dir, &["review", path, "--seat", "1", "--lang", "tr"])),
        read("tests/review/beginner-seed-4.tr.txt")
    );
    let second = ReviewArgs { file: record.clone(), seat: Some(2), json: true };
    let expected = serde_json::to_value(review(&second, Language::English).unwrap()).unwrap();
    let found: serde_json::Value =
        serde_json::from_str(&stdout_of(&okey(&dir, &["review", path, "--seat", "2", "--json"]))).unwrap();
    assert_eq!(found, expected);
    assert_eq!(found["seat"], 2);
    std::fs::remove_dir_all(dir).unwrap();
}

/// A command line the program cannot use stops it with exit code 2 and the option named, before
/// it does anything (no game is started, nothing is written).
#[test]
fn a_wrong_command_line_exits_with_code_2_naming_the_option() {
    let dir = data_dir("cmd-wrong");
    let cases: [(&[&str], &str); 8] = [
        (&["play", "--players", "5"], "--players"),
        (&["play", "--preset", "house"], "--preset"),
        (&["--lang", "de"], "--lang"),
        (&["solve", "R5", "--okey", "K5", "--indicator", "K4"], "--indicator"),
        (&["arena", "--seats", "easy,easy", "--deals", "0"], "--deals"),
        (&["arena", "--seats", "easy,easy", "--threads", "0"], "--threads"),
        (&["arena", "--seats", "grandmaster"], "--seats"),
        (&["rules", "--preset", "duz", "--rules", "x.json"], "--rules"),
    ];
    for (args, option) in cases {
        let output = okey(&dir, args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(option), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}: {output:?}");
    }
    // A table of one bot parses, but is no game: refused as bad input (exit code 1).
    let output = okey(&dir, &["arena", "--seats", "easy"]);
    assert_eq!(output.status.code(), Some(1), "{output:?}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("--seats"), "{output:?}");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "nothing was written");
    std::fs::remove_dir_all(dir).unwrap();
}

/// `--bots` with one level per bot seat gives each seat its own.
#[test]
fn bots_gives_each_seat_its_level() {
    let dir = data_dir("cmd-bots");
    in_terminal(&dir, "play --bots beginner,medium,hard");
    let levels: Vec<SeatKind> = saved_game(&dir).session.seats().to_vec();
    let expected: Vec<SeatKind> = std::iter::once(SeatKind::Human)
        .chain([LevelArg::Beginner, LevelArg::Medium, LevelArg::Hard].map(|l| SeatKind::Bot(l.into())))
        .collect();
    assert_eq!(levels, expected);
    std::fs::remove_dir_all(dir).unwrap();
}
