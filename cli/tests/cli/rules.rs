//! `okey rules`: its options, a rules file, and what it prints.

use clap::Parser;
use okey_cli::args::{Cli, Command};
use okey_cli::rules::{RulesArgs, report_text, run};
use okey_core::Language;
use okey_core::rules::{Preset, Rules};

/// The `okey rules` arguments and the language `--lang` asks for (English without it).
fn parse(args: &[&str]) -> (RulesArgs, Language) {
    let cli = Cli::try_parse_from(["okey", "rules"].iter().chain(args)).unwrap();
    let language = cli.lang.map_or(Language::English, Language::from);
    let Some(Command::Rules(args)) = cli.command else { panic!("not rules") };
    (args, language)
}

fn run_with(args: &[&str]) -> Result<okey_cli::rules::RulesReport, okey_cli::Failure> {
    let (args, language) = parse(args);
    run(&args, language)
}

#[test]
fn a_preset_is_described_in_the_language_asked_for() {
    let report = run_with(&["--preset", "katlamali", "--lang", "tr"]).unwrap();
    assert_eq!(report.rules, Rules::preset(Preset::Katlamali));
    let text = report_text(&report);
    assert!(text.starts_with("Okey 101 — Katlamalı\n====="), "{text}");
    assert!(text.contains("Yerden okey alma"), "{text}");
    assert!(text.contains("\nTerimler\n  - taş: "), "{text}");
    assert!(text.lines().all(|line| line.chars().count() <= 96), "{text}");
    let english = report_text(&run_with(&[]).unwrap());
    assert!(english.starts_with("Okey 101 — Standard\n"), "{english}");
}

#[test]
fn a_rules_file_is_read_validated_and_described() {
    let dir = std::env::temp_dir().join(format!("okey-rules-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let house = dir.join("house.json");
    let rules = Rules { opening_threshold: 81, ..Rules::preset(Preset::Online) };
    std::fs::write(&house, serde_json::to_string(&rules).unwrap()).unwrap();
    let report = run_with(&["--rules", house.to_str().unwrap()]).unwrap();
    assert_eq!(report.rules, rules);
    assert!(report_text(&report).contains("House rule: Opening threshold: 81 (the preset: 101)."));

    let invalid = dir.join("invalid.json");
    std::fs::write(&invalid, serde_json::to_string(&Rules { players: 5, ..rules.clone() }).unwrap()).unwrap();
    let failure = run_with(&["--rules", invalid.to_str().unwrap()]).unwrap_err();
    assert_eq!(failure.exit_code, 1);
    assert!(failure.message.contains("players must be 2 to 4, not 5"), "{failure}");

    let broken = dir.join("broken.json");
    std::fs::write(&broken, r#"{"preset": "standard", "players": "four"}"#).unwrap();
    let failure = run_with(&["--rules", broken.to_str().unwrap()]).unwrap_err();
    assert!(failure.message.contains("field `players`"), "{failure}");
    let missing = run_with(&["--rules", dir.join("none.json").to_str().unwrap()]).unwrap_err();
    assert_eq!(missing.exit_code, 1);
    std::fs::remove_dir_all(&dir).unwrap();
}
