//! The score sheet says the deal's multiplier, as the engine scored the deal.

use crate::support::Shell;
use okey_app::view::{ScoreSheetView, TablePhase};
use okey_app::{Answer, Intent, RuleValue};
use okey_core::lang::Language;
use okey_core::session::Session;

/// The engine's multiplier of the last deal, read from the saved game (the oracle).
fn saved_multiplier(shell: &Shell) -> i32 {
    shell.app.flush();
    let saved: serde_json::Value = serde_json::from_str(&shell.file("game.json").expect("the game is saved")).unwrap();
    let session = Session::from_json(&saved["session"].to_string()).expect("the saved session loads");
    session.game().results().last().expect("a deal is over").multiplier
}

/// Plays a one-deal game (a deal that does not count is dealt again), the player simply (draw,
/// discard the last tile); at each deal's end checks the sheet's multiplier against the
/// engine's. Returns the multipliers seen.
fn play(seed: u64, language: Language) -> Vec<i32> {
    let mut shell = Shell::open(seed, language);
    shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: 1 } });
    shell.start_game();
    let mut seen = Vec::new();
    for _ in 0..10_000 {
        shell.settle();
        let table = shell.table();
        match table.phase {
            TablePhase::DealOver | TablePhase::GameOver => {
                let sheet: ScoreSheetView = table.score_sheet.clone().expect("a deal's end shows its sheet");
                let multiplier = saved_multiplier(&shell);
                let expected = match (multiplier, language) {
                    (1, _) => None,
                    (m, Language::English) => Some(format!("Multiplier ×{m}")),
                    (m, Language::Turkish) => Some(format!("Katsayı ×{m}")),
                };
                assert_eq!(sheet.multiplier, expected, "seed {seed}, {}", sheet.title);
                seen.push(multiplier);
                if table.phase == TablePhase::GameOver {
                    return seen;
                }
                shell.send(Intent::NextDeal);
            }
            TablePhase::Draw if table.your_turn => {
                shell.send(Intent::Draw);
            }
            TablePhase::Play if table.your_turn => {
                let tile = shell.rack().last().copied().unwrap_or(0);
                shell.send(Intent::Discard { tile });
                if shell.table().dialog.is_some() {
                    shell.send(Intent::Answer { answer: Answer::Confirm });
                }
            }
            _ => panic!("nobody to move"),
        }
    }
    panic!("the game did not end");
}

#[test]
fn the_sheet_shows_the_engines_multiplier_only_when_it_is_not_one() {
    // Seeds whose games have a doubled deal (found by playing seeds 1 to 60: 32, 48 and 57),
    // one in each language, and plain deals.
    let turkish = play(32, Language::Turkish);
    let english = play(57, Language::English);
    assert!(turkish.iter().any(|&m| m != 1), "a multiplied deal in Turkish: {turkish:?}");
    assert!(english.iter().any(|&m| m != 1), "a multiplied deal in English: {english:?}");
    assert!(english.contains(&1), "a plain deal: {english:?}");
}
