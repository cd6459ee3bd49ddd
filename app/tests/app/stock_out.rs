//! An empty stock is said before it matters: with the player to draw and nothing left in the
//! stock, the status line and the hint say what drawing now does (ends the deal, or in Düz Okey
//! under `indicator_last_tile` takes the indicator), never "Your turn: draw" / "Draw from the
//! stock" as if nothing happened.

use crate::support::Shell;
use okey_app::view::{Screen, TablePhase};
use okey_app::{Intent, RuleValue};
use okey_core::lang::Language;

/// A game of `preset` against Beginners played simply until the player is to draw from an empty stock; `None`
/// when the deal ended before that happened to the player.
fn at_empty_stock(seed: u64, preset: &str, options: &[(&str, RuleValue)], language: Language) -> Option<Shell> {
    let mut shell = Shell::open(seed, language);
    shell.send(Intent::Show { screen: Screen::NewGame });
    let preset = serde_json::from_value(serde_json::Value::String(preset.to_owned())).unwrap();
    shell.send(Intent::ChoosePreset { preset });
    for (key, value) in options {
        shell.send(Intent::SetRuleOption { key: (*key).to_owned(), value: value.clone() });
    }
    // Beginners rarely win before the stock runs out.
    for seat in 1..4 {
        shell.send(Intent::ChooseOpponent { seat, level: okey_core::bot::Level::Beginner });
    }
    shell.start_game();
    for _ in 0..10_000 {
        shell.settle();
        let table = shell.table();
        if matches!(table.phase, TablePhase::DealOver | TablePhase::GameOver) {
            return None;
        }
        if table.your_turn && table.phase == TablePhase::Draw && table.centre.stock == 0 {
            return Some(shell);
        }
        assert!(shell.simple_move(), "nobody to move");
    }
    panic!("the deal did not end");
}

/// The first seed from 0 whose game brings the player to an empty stock.
fn first_empty_stock(preset: &str, options: &[(&str, RuleValue)], language: Language) -> Shell {
    (0..40).find_map(|seed| at_empty_stock(seed, preset, options, language)).expect("no seed reached an empty stock")
}

fn hint_of(shell: &mut Shell) -> String {
    shell.send(Intent::Hint);
    shell.table().hint.as_ref().expect("a hint on the player's turn").text.clone()
}

#[test]
fn okey_101_says_that_drawing_from_the_empty_stock_ends_the_deal() {
    for language in [Language::English, Language::Turkish] {
        let mut shell = first_empty_stock("standard", &[], language);
        let status = shell.table().status.clone();
        let (ends, plain) = match language {
            Language::English => ("drawing ends the deal", "Your turn: draw"),
            Language::Turkish => ("çekersen el biter", "Sıra sende: taş çek"),
        };
        assert!(status.contains(ends), "{status}");
        assert_ne!(status, plain);
        // The hint proposes the draw with what it does: Standard charges the okeys held and
        // deals again.
        let hint = hint_of(&mut shell);
        let (empty, okeys, again) = match language {
            Language::English => ("drawing ends the deal", "each okey left in a rack costs 101", "dealt again"),
            Language::Turkish => ("el kazanansız biter", "her okey 101 yazılır", "yeniden dağıtılır"),
        };
        assert!(hint.contains(empty) && hint.contains(okeys) && hint.contains(again), "{hint}");
        // What it said happens: the draw ends the deal.
        shell.send(Intent::Draw);
        assert_eq!(shell.table().phase, TablePhase::DealOver);
    }
}

#[test]
fn online_says_the_exhausted_deal_counts_and_scores_nothing() {
    let mut shell = first_empty_stock("online", &[], Language::English);
    assert!(shell.table().status.contains("drawing ends the deal"), "{}", shell.table().status);
    let hint = hint_of(&mut shell);
    assert!(hint.contains("nobody scores") && hint.contains("counts as one of the game's deals"), "{hint}");
}

#[test]
fn duz_says_drawing_takes_the_indicator_then_ends_the_deal() {
    let on = [("indicator_last_tile", RuleValue::On { on: true })];
    let mut shell = first_empty_stock("duz", &on, Language::English);
    assert_eq!(shell.table().status, "Your turn: the stock is empty, draw the indicator");
    let hint = hint_of(&mut shell);
    assert!(hint.contains("Draw the indicator") && hint.contains("last tile"), "{hint}");
    let mut shell = first_empty_stock("duz", &[], Language::English);
    assert_eq!(shell.table().status, "Your turn: the stock is empty, drawing ends the deal");
    let hint = hint_of(&mut shell);
    assert!(hint.contains("drawing ends the deal with no winner"), "{hint}");
}
