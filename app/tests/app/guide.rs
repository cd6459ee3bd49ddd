//! The guided first deal: each step of a turn explained, and a player who does what the guide
//! and its hint say opens and plays the deal to its end.

use crate::support::Shell;
use okey_app::table::GuideStep;
use okey_app::view::{RackLayout, Screen, TablePhase};
use okey_app::{Answer, Intent};
use okey_core::lang::Language;

/// Plays the guided deal doing what it says; returns the steps seen, in order of first sight,
/// and whether the player opened.
fn follow_the_guide(shell: &mut Shell) -> (Vec<GuideStep>, bool) {
    let mut steps = Vec::new();
    let mut opened = false;
    for _ in 0..2_000 {
        shell.settle();
        let table = shell.table().clone();
        let guide = table.guide.clone().expect("the guided deal explains every position");
        if !steps.contains(&guide.step) {
            steps.push(guide.step);
        }
        opened |= table.seats[0].opened.is_some();
        let hinted = table.hint.as_ref().and_then(|h| h.tiles.first().copied());
        match guide.step {
            GuideStep::Done if table.phase == TablePhase::GameOver => return (steps, opened),
            GuideStep::Done => {
                shell.send(Intent::NextDeal);
            }
            GuideStep::Wait => panic!("the bots settled, yet the guide says to wait"),
            GuideStep::Draw if hinted.is_some() => {
                shell.send(Intent::TakeDiscard);
                if shell.table().message.is_some() {
                    shell.send(Intent::Draw);
                }
            }
            GuideStep::Draw => {
                shell.send(Intent::Draw);
            }
            GuideStep::Arrange => {
                shell.send(Intent::Arrange { layout: RackLayout::RunsAndSets });
            }
            GuideStep::Open => {
                // As the guide says: melds together (Seri diz), then Open.
                for layout in [RackLayout::RunsAndSets, RackLayout::Pairs] {
                    shell.send(Intent::Arrange { layout });
                    shell.send(Intent::Open);
                    answer_yes(shell);
                    if shell.table().message.is_none() {
                        break;
                    }
                }
                discard_if_stuck(shell, &table.rack);
            }
            GuideStep::LayOff => {
                let tile = hinted.expect("a lay-off hint names its tile");
                for meld in table.melds.iter().map(|m| m.id) {
                    shell.send(Intent::LayOff { tile, meld });
                    answer_yes(shell);
                    if !shell.rack().contains(&tile) {
                        break;
                    }
                }
                discard_if_stuck(shell, &table.rack);
            }
            GuideStep::Discard | GuideStep::Finish => {
                let tile = hinted.filter(|t| shell.rack().contains(t)).unwrap_or_else(|| last(shell));
                shell.send(Intent::Discard { tile });
                answer_yes(shell);
            }
        }
    }
    panic!("the guided deal did not end");
}

fn last(shell: &Shell) -> u8 {
    *shell.rack().last().expect("a tile in the rack")
}

fn answer_yes(shell: &mut Shell) {
    if let Some(dialog) = shell.table().dialog.clone() {
        // Go ahead: Confirm, or the first end of a run (never Cancel).
        let choice = dialog.choices.iter().find(|c| c.answer != Answer::Cancel).expect("a choice to go ahead");
        shell.send(Intent::Answer { answer: choice.answer });
    }
}

/// A lay-off that found no meld: the turn goes on with a discard.
fn discard_if_stuck(shell: &mut Shell, before: &okey_app::view::ShownRack) {
    if shell.table().rack == *before {
        let tile = last(shell);
        shell.send(Intent::Discard { tile });
        answer_yes(shell);
    }
}

#[test]
fn the_guided_deal_teaches_every_step_of_a_turn() {
    for language in [Language::English, Language::Turkish] {
        let mut shell = Shell::open(1, language);
        shell.send(Intent::StartGuidedDeal);
        assert_eq!(shell.view.screen, Screen::Table);
        let (steps, opened) = follow_the_guide(&mut shell);
        let every = [
            GuideStep::Draw,
            GuideStep::Arrange,
            GuideStep::Open,
            GuideStep::LayOff,
            GuideStep::Discard,
            GuideStep::Finish,
            GuideStep::Done,
        ];
        for step in every {
            assert!(steps.contains(&step), "{language:?}: never at {step:?}; saw {steps:?}");
        }
        assert!(opened, "{language:?}: following the guide opens");
    }
}

#[test]
fn a_guided_deal_stays_guided_after_a_relaunch_and_other_games_are_not() {
    let mut shell = Shell::open(1, Language::English);
    shell.send(Intent::StartGuidedDeal);
    shell.settle();
    assert!(shell.table().guide.is_some());
    let mut shell = shell.relaunch();
    shell.send(Intent::ContinueGame);
    assert!(shell.table().guide.is_some(), "still guided after a relaunch");
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.start_game();
    assert!(shell.table().guide.is_none(), "an ordinary game has no guide");
}
