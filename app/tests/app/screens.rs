//! Each screen takes its own intents, and a game in progress is replaced only after the player
//! says yes (issue 39: a Draw sent while Home shows moved the game; Start, Play again and Quick
//! start replaced a game from any screen without asking).

use crate::support::Shell;
use okey_app::view::{DialogKind, Screen, TablePhase};
use okey_app::{Answer, Intent, RuleValue};
use okey_core::lang::Language;
use okey_core::rules::Variant;

#[test]
fn a_move_sent_while_home_shows_is_refused_and_moves_nothing() {
    let mut shell = Shell::open(5, Language::English);
    shell.start_game();
    shell.send(Intent::Show { screen: Screen::Home });
    let before = shell.app.view();
    for intent in
        [Intent::Draw, Intent::Discard { tile: 0 }, Intent::NextDeal, Intent::StartGame, Intent::ClearStatistics]
    {
        let update = shell.send_for_update(intent.clone());
        assert_eq!(update.refusal.map(|r| r.code), Some("not_offered".to_owned()), "{intent:?}");
        assert_eq!(shell.app.view(), before, "{intent:?} changed nothing");
    }
}

#[test]
fn quick_start_asks_before_it_replaces_a_game_in_progress() {
    let mut shell = Shell::open(5, Language::English);
    shell.start_game();
    shell.send(Intent::Draw);
    let game = shell.app.view().home.saved.clone().expect("a game in progress");
    shell.send(Intent::Show { screen: Screen::Home });
    shell.send(Intent::QuickStart { game: Variant::Duz });
    let question = shell.view.dialog.clone().expect("asked first");
    assert_eq!(question.kind, DialogKind::ReplaceGame);
    assert!(question.body.contains(&game.deal), "{}", question.body);
    assert_eq!(shell.send_for_update(Intent::Draw).refusal.map(|r| r.code), Some("answer_first".to_owned()));
    shell.send(Intent::Answer { answer: Answer::Cancel });
    assert_eq!(shell.view.screen, Screen::Home);
    assert_eq!(shell.view.home.saved.as_ref(), Some(&game), "the game is still there");
    shell.send(Intent::QuickStart { game: Variant::Duz });
    shell.send(Intent::Answer { answer: Answer::Confirm });
    assert_eq!(shell.table().game, Variant::Duz, "replaced after the yes");
}

#[test]
fn start_asks_too_and_play_again_at_game_over_does_not() {
    let mut shell = Shell::open(3, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: 1 } });
    shell.send(Intent::StartGame);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::StartGame);
    assert_eq!(shell.view.dialog.as_ref().map(|d| d.kind), Some(DialogKind::ReplaceGame));
    shell.send(Intent::Back);
    assert_eq!(shell.view.dialog, None, "Back cancels the question");
    shell.send(Intent::ContinueGame);
    assert_eq!(shell.send_for_update(Intent::Show { screen: Screen::Table }).refusal, None);
    shell.play_game();
    assert_eq!(shell.table().phase, TablePhase::GameOver);
    shell.send(Intent::PlayAgain);
    assert_eq!(shell.view.dialog, None, "a finished game is not asked about");
    assert!(matches!(shell.table().phase, TablePhase::Draw | TablePhase::Play), "a new game");
}
