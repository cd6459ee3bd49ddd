//! The command line, `okey solve` and `okey replay`, against golden outputs.
//!
//! After an intended change of output, regenerate the golden files with
//! `UPDATE_GOLDEN=1 cargo test -p okey-cli --test cli commands` and review the diff.

use crate::golden::{golden, repo_file};
use clap::Parser;
use okey_cli::args::{Cli, Command, SolveArgs};
use okey_cli::replay::{replay_report, replay_text};
use okey_cli::solve::{solution_text, solve};
use okey_core::bot::Level;
use okey_core::{Language, Phase, Preset, Rules, SeatKind, Session};

const EN: Language = Language::English;
const TR: Language = Language::Turkish;

fn solve_args(tiles: &str, okey: &str) -> SolveArgs {
    SolveArgs { tiles: tiles.to_owned(), okey: Some(okey.to_owned()), indicator: None, json: false }
}

const HAND: &str = "R5 R6 R7 K8 Y8 B8 R10 R11 R12 R13 K6 B1 B1 Y3 Y4 Y5 Y6 K11 K11 B11 F";

#[test]
fn solve_prints_melds_opening_pairs_and_layouts() {
    let solution = solve(&solve_args(HAND, "K6")).unwrap();
    golden("cli/tests/golden/solve.txt", &solution_text(&solution, EN));
    golden("cli/tests/golden/solve.json", &(serde_json::to_string_pretty(&solution).unwrap() + "\n"));
    let json: serde_json::Value = serde_json::to_value(&solution).unwrap();
    assert_eq!(json["opening_value"], 139);
    assert!(json["melds"].is_array() && json["leftover"].is_array() && json["pairs"].is_array());
}

#[test]
fn solve_takes_the_indicator_instead_of_the_okey() {
    let by_okey = solve(&solve_args(HAND, "K6")).unwrap();
    let by_indicator =
        solve(&SolveArgs { okey: None, indicator: Some("K5".to_owned()), ..solve_args(HAND, "K6") }).unwrap();
    assert_eq!(by_okey, by_indicator);
}

#[test]
fn solve_explains_bad_input() {
    let cases = [
        (solve_args("R5 R6 X7", "K6"), "bad hand: bad tile `X7` at character 6"),
        (solve_args("R5 R5 R5", "K6"), "R5"),
        (solve_args("R5", "F"), "not the false joker"),
        (solve_args("R5", "K14"), "bad okey `K14`"),
        (SolveArgs { okey: None, ..solve_args("R5", "K6") }, "--okey K5, or --indicator"),
    ];
    for (args, expected) in cases {
        let message = solve(&args).unwrap_err().message;
        assert!(message.contains(expected), "{message:?} lacks {expected:?}");
    }
}

#[test]
fn solve_reads_groups_split_by_bars_as_the_readme_writes_them() {
    let grouped = solve(&solve_args("R5 R6 R7 | K8 Y8 B8|F", "K1")).unwrap();
    let plain = solve(&solve_args("R5 R6 R7 K8 Y8 B8 F", "K1")).unwrap();
    assert_eq!(grouped, plain);
    assert_eq!(grouped.opening_value, 18 + 24, "R5 R6 R7 and K8 Y8 B8");
    let message = solve(&solve_args("R5 R6 | X7", "K1")).unwrap_err().message;
    assert!(message.contains("bad tile `X7` at character 8"), "{message}");
}

#[test]
fn solve_refuses_a_hand_larger_than_a_rack_at_once() {
    // 104 tiles took minutes; any hand past a full rack and a taken discard is refused.
    let every_tile: Vec<String> = okey_core::tile::TileId::all().map(|t| t.to_string()).collect();
    for count in [24, 104, 106] {
        let error = solve(&solve_args(&every_tile[..count].join(" "), "K1")).unwrap_err();
        assert!(error.message.contains("at most 23 tiles"), "{}", error.message);
        assert_eq!(error.exit_code, 1);
    }
    assert!(solve(&solve_args(&every_tile[..23].join(" "), "K1")).is_ok());
}

/// The record of one deal (won) played by four Easy bots, rebuilt when `UPDATE_GOLDEN` is set.
fn deal_record() -> String {
    let path = repo_file("tests/records/standard-seed-9-one-deal.okey");
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        let seats = vec![SeatKind::Bot(Level::Easy); 4];
        let (mut session, _) = Session::new(Rules::preset(Preset::Standard), 9, seats).unwrap();
        session.run_bots();
        assert_eq!(session.game().phase(), Phase::DealOver);
        std::fs::write(&path, session.record().to_text().unwrap()).unwrap();
    }
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn replay_prints_events_and_scores() {
    let replay = replay_text(&deal_record(), EN).unwrap();
    golden("cli/tests/golden/replay.txt", &replay_report(&replay, EN));
    assert_eq!(replay.deals.len(), 1);
    // Each deal dealt is confirmed against its seed (a changed stock fails: deal_seed's tests).
    assert!(
        !replay.deal_seeds.is_empty() && replay.deal_seeds.iter().all(|d| d.dealt_from_seed),
        "{:?}",
        replay.deal_seeds
    );
    assert_eq!(replay.totals, replay.deals[0].scores);
}

#[test]
fn replay_reads_json_saves_and_sessions_alike() {
    let text = replay_text(&deal_record(), EN).unwrap();
    let record = okey_core::record::Record::from_text(&deal_record()).unwrap();
    let json = replay_text(&record.to_json(), EN).unwrap();
    assert_eq!((json.kind, text.kind), ("okey-game", "okey-record"));
    assert_eq!(json.events, text.events);
    let seats =
        vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)];
    let (session, _) = Session::new(Rules::preset(Preset::Online), 4, seats).unwrap();
    let replay = replay_text(&session.to_json(), EN).unwrap();
    assert_eq!(replay.kind, "okey-session");
    assert!(!replay.finished);
}

#[test]
fn replay_names_the_line_or_field_that_is_wrong() {
    let record = deal_record();
    let mut lines: Vec<&str> = record.lines().collect();
    lines[5] = "2 discard R99";
    let broken = lines.join("\n");
    let cases = [
        (broken.as_str(), "line 6"),
        ("okey-record 3\n", "line 1: expected `okey-record 2`"),
        ("{\"format\": \"okey-game\", \"version\": 1, \"seed\": 1}", "missing field `rules`"),
        ("{\"format\": \"okey-game\", \"version\": 1,", "line 1"),
        ("{\"format\": \"chess\"}", "format `chess`"),
    ];
    for (text, expected) in cases {
        let message = replay_text(text, EN).unwrap_err();
        assert!(message.contains(expected), "{message:?} lacks {expected:?}");
    }
}

#[test]
fn replay_names_the_field_of_a_bad_tile_in_a_json_save() {
    let record = okey_core::record::Record::from_text(&deal_record()).unwrap();
    let (mut session, _) =
        Session::new(Rules::preset(Preset::Standard), 9, vec![SeatKind::Bot(Level::Easy); 4]).unwrap();
    session.run_bots();
    for (json, field) in [(record.to_json(), "field `moves["), (session.to_json(), "field `game.moves[")] {
        let key = json.find("\"tile\":").unwrap() + "\"tile\":".len();
        let at = key + json[key..].find(|c: char| c.is_ascii_digit()).unwrap();
        let end = at + json[at..].find(|c: char| !c.is_ascii_digit()).unwrap();
        let broken = format!("{}200{}", &json[..at], &json[end..]);
        let message = replay_text(&broken, EN).unwrap_err();
        assert!(message.contains(field) && message.contains("tile id 200"), "{message}");
        assert!(!message.contains("line 0"), "{message}");
    }
}

#[test]
fn replay_explains_each_penalty_on_the_score_sheet() {
    // Beginner bots now and then discard a tile that fits the table: find a deal where one does.
    let penalised = (0..40)
        .find_map(|seed| {
            let (mut session, _) =
                Session::new(Rules::preset(Preset::Standard), seed, vec![SeatKind::Bot(Level::Beginner); 4]).unwrap();
            session.run_bots();
            let replay = replay_text(&session.to_json(), EN).unwrap();
            replay.deals[0].penalties.iter().any(|&p| p > 0).then_some(replay)
        })
        .expect("a Beginner deal with a penalty");
    let report = replay_report(&penalised, EN);
    let sheet = &report[report.find("Deal     ").unwrap()..];
    assert!(sheet.contains("penalty: ") && sheet.contains("+101 (discarding "), "{sheet}");
    // The engine's names: a table of four bots has Seat 1 (a bot in the person's seat), then
    // Ayşe, Mehmet and Zeynep, as the apps and `okey play` call them.
    for name in ["Seat 1", "Ayşe", "Mehmet", "Zeynep"] {
        assert!(sheet.contains(name), "{name}: {sheet}");
    }
    assert!(!sheet.contains("Bot "), "{sheet}");
    let turkish = replay_report(&penalised, TR);
    let sheet = &turkish[turkish.find("El       ").unwrap()..];
    assert!(sheet.contains("ceza: ") && sheet.contains("+101 ("), "{sheet}");
}

#[test]
fn replay_of_a_missing_file_names_it() {
    let error = okey_cli::replay::replay_file(std::path::Path::new("/nonexistent/game.json"), EN).unwrap_err();
    assert!(error.message.contains("/nonexistent/game.json"), "{}", error.message);
    assert_eq!(error.exit_code, 1);
}

#[test]
fn arena_plays_duplicate_deals_and_reports_every_level() {
    let cli = Cli::try_parse_from([
        "okey",
        "arena",
        "--seats",
        "easy,beginner,medium",
        "--deals",
        "3",
        "--seed",
        "4",
        "--threads",
        "2",
        "--json",
    ])
    .unwrap();
    let Some(Command::Arena(args)) = cli.command else { panic!("not arena") };
    let report = okey_cli::arena::run(&args).unwrap();
    assert_eq!(report.players, 3);
    assert_eq!(report.plays, 9, "three seeded deals, each in three rotations");
    let names: Vec<&str> = report.levels.iter().map(|l| l.level.as_str()).collect();
    assert_eq!(names, ["beginner", "easy", "medium"]);
    for level in &report.levels {
        assert_eq!(level.plays, 9, "{level:?}");
        assert_eq!(level.illegal_actions, 0);
        assert!(level.decisions > 0 && level.decision_p50_us <= level.decision_p99_us);
    }
    assert_eq!(report.paired.len(), 3);
    let text = okey_cli::arena::report_text(&report, EN);
    assert!(text.contains("medium - easy:") && text.contains("easy - beginner:"), "{text}");
}

/// `arena::run` refuses no deals and no threads itself, with the usage exit code, for a caller
/// that builds its arguments without the command line.
#[test]
fn arena_refuses_no_deals_and_no_threads_with_exit_code_2() {
    let cli = Cli::try_parse_from(["okey", "arena", "--seats", "easy,easy"]).unwrap();
    let Some(Command::Arena(args)) = cli.command else { panic!("not arena") };
    for args in
        [okey_cli::args::ArenaArgs { deals: 0, ..args.clone() }, okey_cli::args::ArenaArgs { threads: Some(0), ..args }]
    {
        let error = okey_cli::arena::run(&args).unwrap_err();
        assert_eq!(error.exit_code, 2, "{}", error.message);
    }
}

#[test]
fn arena_refuses_a_table_of_one() {
    let cli = Cli::try_parse_from(["okey", "arena", "--seats", "easy"]).unwrap();
    let Some(Command::Arena(args)) = cli.command else { panic!("not arena") };
    let error = okey_cli::arena::run(&args).unwrap_err();
    assert!(error.message.contains("--seats"), "{}", error.message);
}

#[test]
fn arena_plays_duz_okey_with_a_relative_score() {
    let cli = Cli::try_parse_from([
        "okey",
        "arena",
        "--seats",
        "easy,beginner",
        "--preset",
        "duz",
        "--deals",
        "6",
        "--seed",
        "4",
        "--threads",
        "1",
    ])
    .unwrap();
    let Some(Command::Arena(args)) = cli.command else { panic!("not arena") };
    let report = okey_cli::arena::run(&args).unwrap();
    assert_eq!(report.preset, "duz");
    assert!(report.levels.iter().all(|l| l.illegal_actions == 0));
    // Düz scores are relative: over a table they add up to zero.
    let total: f64 = report.levels.iter().map(|l| l.mean_score).sum();
    assert!(total.abs() < 1e-9, "{total}");
}

#[test]
fn solve_speaks_turkish() {
    let solution = solve(&solve_args(HAND, "K6")).unwrap();
    golden("cli/tests/golden/solve.tr.txt", &solution_text(&solution, TR));
}

#[test]
fn replay_speaks_turkish() {
    let replay = replay_text(&deal_record(), TR).unwrap();
    golden("cli/tests/golden/replay.tr.txt", &replay_report(&replay, TR));
}

#[test]
fn replay_explains_a_wrong_file_in_turkish() {
    let message = replay_text(r#"{"format": "chess", "version": 1}"#, TR).unwrap_err();
    assert_eq!(message, "bu bir Okey oyun dosyası değil (biçim `chess`)");
}

#[test]
fn solve_explains_bad_input_in_turkish() {
    let error = okey_cli::solve::solve_in(&solve_args("R5 X5", "K6"), TR).unwrap_err();
    assert_eq!(
        error.message,
        "geçersiz el: `X5` bir taş değil (4. karakter): renk R, Y, B ya da K olmalı (sahte okey için F)"
    );
    let error = okey_cli::solve::solve_in(&solve_args("R5", "F"), TR).unwrap_err();
    assert_eq!(error.message, "okey K5 gibi sayılı bir taştır, sahte okey olamaz");
}

/// `okey --help` names both games and where the files are kept; `okey replay --help` names the
/// text record's current version, taken from the engine.
#[test]
fn the_help_names_both_games_the_record_version_and_the_files() {
    use clap::CommandFactory;
    let mut cli = Cli::command();
    let help = cli.render_long_help().to_string();
    assert!(help.contains("Okey 101") && help.contains("Düz Okey"), "{help}");
    for words in ["game.json", "stats.json", "OKEY_DATA_DIR", "~/.local/share/okey"] {
        assert!(help.contains(words), "{words}: {help}");
    }
    let replay = cli.find_subcommand_mut("replay").unwrap().render_long_help().to_string();
    assert!(replay.contains(okey_core::record::TEXT_HEADER), "{replay}");
    assert!(!replay.contains("okey-record 1`"), "{replay}");
}
