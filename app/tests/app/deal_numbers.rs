//! Deals are numbered from 1 wherever the player reads their number (the engine counts from 0).

use crate::support::Shell;
use okey_app::Intent;
use okey_app::view::Screen;
use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::rules::{Preset, Variant};

fn game(variant: Variant, preset: Preset) -> Shell {
    let mut shell = Shell::open(4, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::ChooseGame { game: variant });
    shell.send(Intent::ChoosePreset { preset });
    for seat in 1..=3 {
        shell.send(Intent::ChooseOpponent { seat, level: Level::Easy });
    }
    shell.start_game();
    shell
}

#[test]
fn the_first_deal_is_deal_1_in_both_games() {
    for (variant, preset, label) in
        [(Variant::Okey101, Preset::Standard, "Deal 1 of 5"), (Variant::Duz, Preset::Duz, "Deal 1")]
    {
        let mut shell = game(variant, preset);
        assert_eq!(shell.table().centre.deal, label);
        assert_eq!(shell.view.home.saved.as_ref().map(|s| s.deal.as_str()), Some(label));
        shell.play_deal();
        let sheet = shell.table().score_sheet.clone().expect("the score sheet");
        // A deal that does not count (the stock ran out) has no number: the next one is deal 1.
        let title = if sheet.void { "Deal over" } else { "Deal 1 over" };
        assert!(sheet.game_over || sheet.title == title, "{variant:?}: {}", sheet.title);
    }
}
