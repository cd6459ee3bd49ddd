//! Statistics count the deals of games never finished: each deal as it ends, exactly once across
//! relaunches, and the finished game then adds only itself; a game left for another keeps the
//! deals it played. The engine's statistics of the finished game recorded alone are the oracle.

use crate::support::Shell;
use okey_app::view::{Screen, TablePhase};
use okey_app::{Intent, RuleValue};
use okey_core::lang::Language;
use okey_core::rules::Variant;
use okey_core::session::Session;
use okey_core::stats::Statistics;

fn statistics(shell: &Shell) -> Statistics {
    shell.app.flush();
    shell.file("stats.json").map_or_else(Statistics::new, |text| Statistics::from_json(&text).unwrap())
}

fn session(shell: &Shell) -> Session {
    shell.app.flush();
    let saved: serde_json::Value = serde_json::from_str(&shell.file("game.json").unwrap()).unwrap();
    Session::from_json(&saved["session"].to_string()).unwrap()
}

fn new_game(seed: u64, deals: u32) -> Shell {
    let mut shell = Shell::open(seed, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: deals } });
    shell.start_game();
    shell
}

#[test]
fn each_deal_counts_as_it_ends_once_across_relaunches() {
    let mut shell = new_game(57, 2);
    let mut ended = 0;
    loop {
        shell.play_deal();
        ended += 1;
        let total = statistics(&shell).total(Variant::Okey101);
        let over = shell.table().phase == TablePhase::GameOver;
        assert_eq!((total.deals, total.games), (ended, u32::from(over)), "after deal {ended}");
        // The app stops and starts again over its files: nothing is counted twice.
        shell = shell.relaunch();
        shell.send(Intent::ContinueGame);
        shell.settle();
        let total = statistics(&shell).total(Variant::Okey101);
        assert_eq!((total.deals, total.games), (ended, u32::from(over)), "after deal {ended} and a relaunch");
        if over {
            break;
        }
        shell.send(Intent::NextDeal);
    }
    // What the game adds is what recording it whole adds.
    let game = session(&shell);
    let mut alone = Statistics::new();
    alone.record_game(game.record(), 0, game.seats()).unwrap();
    assert_eq!(statistics(&shell).groups(), alone.groups());
    // The Statistics screen shows them.
    shell.send(Intent::Show { screen: Screen::Statistics });
    let view = shell.view.statistics.clone().unwrap();
    assert_eq!(view.sections[0].total.deals, ended);
}

#[test]
fn a_game_left_unfinished_keeps_its_deals() {
    let mut shell = new_game(57, 3);
    shell.play_deal();
    assert_eq!(shell.table().phase, TablePhase::DealOver);
    // Another game replaces this one.
    shell.start_game();
    let total = statistics(&shell).total(Variant::Okey101);
    assert_eq!((total.games, total.deals), (0, 1));
    shell.send(Intent::Show { screen: Screen::Statistics });
    let view = shell.view.statistics.clone().unwrap();
    assert_eq!(view.empty, None, "a deal played shows on the screen");
    assert_eq!((view.sections[0].total.games, view.sections[0].total.deals), (0, 1));
}
