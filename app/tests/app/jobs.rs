//! A table never waits for a job a shell lost: every intent hands out again the work still
//! needed, and a job that finds the table moved on leaves nothing waiting for it (issue 39's
//! frozen Düz table).

use crate::support::Shell;
use okey_app::view::Screen;
use okey_app::{Intent, JobKind, Ticket};
use okey_core::lang::Language;
use okey_core::rules::Variant;

/// A Düz game where a bot moves first and the player may show the indicator's twin at once.
fn duz_with_an_early_show() -> Shell {
    for seed in 0..400 {
        let mut shell = Shell::open(seed, Language::English);
        shell.send(Intent::QuickStart { game: Variant::Duz });
        let table = shell.table();
        if !table.your_turn && table.controls.show_indicator.enabled {
            assert!(!shell.waiting(JobKind::BotMove).is_empty(), "the first bot move was asked for");
            return shell;
        }
    }
    panic!("no seed lets the player show the indicator before the first bot moves: choose others");
}

#[test]
fn showing_the_indicator_before_the_first_bot_moves_leaves_the_table_playing() {
    let mut shell = duz_with_an_early_show();
    shell.send(Intent::ShowIndicator);
    assert_eq!(shell.table().message.as_ref().map(|m| m.refusal), None, "the show was taken");
    // The bot job asked for before the show finds the table moved on; a job for the table as it
    // is now must be on its way all the same.
    shell.settle();
    assert!(shell.table().your_turn, "the bots played on to the player: {}", shell.table().status);
}

#[test]
fn a_lost_bot_job_is_handed_out_again_by_the_next_intent() {
    let mut shell = duz_with_an_early_show();
    shell.lose_waiting(JobKind::BotMove);
    shell.settle();
    assert!(!shell.table().your_turn, "nothing ran: the bot is still to move");
    shell.send(Intent::Show { screen: Screen::Table });
    assert!(!shell.waiting(JobKind::BotMove).is_empty(), "showing the table hands the bot's move out again");
    shell.settle();
    assert!(shell.table().your_turn);
}

#[test]
fn the_bots_wait_while_the_table_is_not_on_screen() {
    let mut shell = duz_with_an_early_show();
    let before = shell.table().clone();
    shell.send(Intent::Show { screen: Screen::Home });
    // The bot's job, asked for while the table showed, runs while Home shows.
    shell.settle();
    shell.send(Intent::ContinueGame);
    assert_eq!((&shell.table().piles, &shell.table().recent), (&before.piles, &before.recent), "no bot moved unseen");
    shell.settle();
    assert!(shell.table().your_turn, "back at the table, the bots play on");
}

#[test]
fn a_bot_job_run_twice_plays_one_move() {
    let shell = duz_with_an_early_show();
    let job = shell.waiting(JobKind::BotMove)[0];
    let first = shell.app.run(job);
    let moves = |view: &okey_app::ViewModel| view.table.as_ref().map(|t| t.recent.clone());
    let second = shell.app.run(job);
    assert_eq!(moves(&first.view), moves(&second.view), "the second run found the move made");
    assert!(second.revision > first.revision);
}

#[test]
fn a_job_whose_ticket_is_another_kinds_does_nothing() {
    let shell = duz_with_an_early_show();
    let job = shell.waiting(JobKind::BotMove)[0];
    let moves = |view: &okey_app::ViewModel| view.table.as_ref().map(|t| t.recent.clone());
    let before = moves(&shell.app.view());
    for ticket in [Ticket::Always, Ticket::Game { game: 1 }, Ticket::Message { serial: 1 }] {
        let made_up = shell.app.run(okey_app::Job { ticket, ..job });
        assert_eq!(moves(&made_up.view), before, "a bot move with {ticket:?} was played");
    }
    assert_ne!(moves(&shell.app.run(job).view), before, "the job as handed out plays the move");
}
