//! The review is reachable mid-game, for the deals that have ended (the deal under way has no
//! outcome to judge by yet), and Continue comes back to the game; a review that flags nothing
//! says what it checked and how many turns agreed.

use crate::support::Shell;
use okey_app::view::{ReviewState, Screen, TablePhase};
use okey_app::words::{ReviewScope, review_summary};
use okey_app::{Intent, RuleValue};
use okey_core::lang::Language;

fn game(seed: u64, deals: u32) -> Shell {
    let mut shell = Shell::open(seed, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: deals } });
    shell.start_game();
    shell
}

/// The review as it ends (its work runs at once in the test shell).
fn reviewed(shell: &mut Shell) -> (String, Vec<String>) {
    shell.send(Intent::OpenReview);
    assert_eq!(shell.view.screen, Screen::Review);
    shell.wait();
    match shell.view.review.clone().unwrap().state {
        ReviewState::Done { summary, items } => (summary, items.into_iter().map(|i| i.place).collect()),
        other => panic!("the review did not finish: {other:?}"),
    }
}

#[test]
fn the_ended_deals_are_reviewed_mid_game_and_continue_comes_back() {
    let mut shell = game(57, 3);
    assert!(!shell.table().controls.review, "nothing to review before a deal ends");
    let refused = shell.send_for_update(Intent::OpenReview);
    assert_eq!(refused.refusal.map(|r| r.code), Some("not_offered".to_owned()));
    shell.play_deal();
    assert_eq!(shell.table().phase, TablePhase::DealOver);
    assert!(shell.table().controls.review);
    let (summary, places) = reviewed(&mut shell);
    assert!(summary.starts_with("Deal 1 (the game goes on): "), "{summary}");
    assert!(!places.is_empty(), "a player who only draws and discards makes mistakes");
    assert!(places.iter().all(|p| p.starts_with("Deal 1,")), "{places:?}");
    shell.send(Intent::ContinueGame);
    assert_eq!((shell.view.screen, shell.table().phase), (Screen::Table, TablePhase::DealOver));
    // Mid-deal, the review covers the deals that ended.
    shell.send(Intent::NextDeal);
    shell.settle();
    assert!(matches!(shell.table().phase, TablePhase::Draw | TablePhase::Play));
    let (summary, places) = reviewed(&mut shell);
    assert!(summary.starts_with("Deal 1 (the game goes on): "), "{summary}");
    assert!(places.iter().all(|p| p.starts_with("Deal 1,")), "{places:?}");
    shell.send(Intent::Back);
    assert_eq!(shell.view.screen, Screen::Table);
    assert!(shell.table().your_turn, "the game waits where it was");
}

#[test]
fn a_review_that_flags_nothing_says_what_it_checked() {
    let scope =
        ReviewScope { turns: 38, agreed: 31, deals: 3, game_over: true, duz: false, flagged: 0, noise_floor: 5 };
    let english = review_summary(Language::English, scope);
    assert!(
        english.starts_with("31 of your 38 turns were played as the Hard bot would. Nothing to look at:"),
        "{english}"
    );
    for checked in ["checked against the Hard bot's choice", "5 points", "finish or opening", "cost 101"] {
        assert!(english.contains(checked), "{english}");
    }
    let turkish = review_summary(Language::Turkish, scope);
    assert!(turkish.contains("Bakılacak bir şey yok") && turkish.contains("38 hamlenin 31"), "{turkish}");
    let duz = review_summary(Language::English, ReviewScope { duz: true, ..scope });
    assert!(duz.contains("indicator's twin") && !duz.contains("101"), "{duz}");
    // A review that lists turns says only its count; mid-game it names its deals.
    let flagged = review_summary(Language::English, ReviewScope { flagged: 2, game_over: false, ..scope });
    assert_eq!(flagged, "Deals 1 to 3 (the game goes on): 31 of your 38 turns were played as the Hard bot would.");
}
