//! Düz Okey's counter and its hints count the same thing (the engine's `hand_progress`: the
//! best 14 tiles of the hand): a hint that says what a discard or a take keeps says the very
//! figures the counter shows once it is played.

use crate::support::Shell;
use okey_app::Intent;
use okey_app::view::{Screen, TablePhase};
use okey_core::lang::Language;

/// The figures a Düz hint or counter quotes ("9 in sets and runs · 2 pairs"), if any: tiles in
/// sets and runs, pairs.
fn figures(text: &str) -> Option<(u32, u32)> {
    const MIDDLE: &str = " in sets and runs · ";
    let at = text.find(MIDDLE)?;
    let melds = text[..at].rsplit(|c: char| !c.is_ascii_digit()).next()?.parse().ok()?;
    let pairs = text[at + MIDDLE.len()..].split(' ').next()?.parse().ok()?;
    Some((melds, pairs))
}

#[test]
fn the_hint_and_the_counter_agree() {
    let (mut discards, mut takes) = (0, 0);
    for seed in 0..6 {
        let mut shell = Shell::open(seed, Language::English);
        shell.send(Intent::Show { screen: Screen::NewGame });
        shell.send(Intent::ChoosePreset { preset: okey_core::rules::Preset::Duz });
        shell.start_game();
        for _ in 0..400 {
            shell.settle();
            let table = shell.table();
            if !table.your_turn || !matches!(table.phase, TablePhase::Draw | TablePhase::Play) {
                break;
            }
            shell.send(Intent::Hint);
            let hint = shell.table().hint.clone().expect("a hint on the player's turn");
            let said = figures(&hint.text);
            let (intent, taking) = if hint.text.starts_with("Hint: Take ") {
                (Intent::TakeDiscard, true)
            } else if let (TablePhase::Play, Some(&tile)) = (shell.table().phase, hint.tiles.first()) {
                (Intent::Discard { tile }, false)
            } else if shell.table().phase == TablePhase::Draw {
                (Intent::Draw, false)
            } else {
                break;
            };
            shell.send(intent);
            let Some(said) = said else { continue };
            let counter = shell.table().counter.clone().expect("the Düz counter").text;
            assert_eq!(figures(&counter), Some(said), "hint {:?}, counter {counter:?}", hint.text);
            if taking { takes += 1 } else { discards += 1 }
        }
    }
    assert!(discards > 10 && takes > 0, "{discards} discards, {takes} takes compared");
}

#[test]
fn figures_are_read_from_the_counter_and_the_hints_words() {
    assert_eq!(figures("9 in sets and runs · 2 pairs"), Some((9, 2)));
    assert_eq!(figures("Hint: Discard red 5 and keep your melds: 0 in sets and runs · 1 pair stay"), Some((0, 1)));
    assert_eq!(
        figures("Hint: Take red 5: it brings your hand closer to a win (12 in sets and runs · 2 pairs)"),
        Some((12, 2))
    );
    assert_eq!(figures("Hint: Discard red 5 and keep your melds: 9 of your 14 tiles stay in them"), None);
}
