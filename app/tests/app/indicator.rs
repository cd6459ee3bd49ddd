//! The indicator as the stock's last tile (Guide's rule): the control shows exactly when the
//! engine allows taking it, and the intent takes it.

use crate::support::Shell;
use okey_app::view::{Screen, TablePhase};
use okey_app::{Answer, Intent};
use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::rules::Preset;

fn game(preset: Preset, seed: u64) -> Shell {
    let mut shell = Shell::open(seed, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::ChoosePreset { preset });
    for seat in 1..=3 {
        shell.send(Intent::ChooseOpponent { seat, level: Level::Easy });
    }
    shell.start_game();
    shell
}

/// The player draws and discards the rack's last tile until it is their turn to draw from an
/// empty stock; `false` if the deal ends first.
fn play_to_an_empty_stock(shell: &mut Shell) -> bool {
    for _ in 0..500 {
        shell.settle();
        let table = shell.table();
        match table.phase {
            TablePhase::Draw if table.your_turn && table.centre.stock == 0 => return true,
            TablePhase::Draw if table.your_turn => {
                assert!(!table.controls.take_indicator, "the stock still has tiles");
                shell.send(Intent::Draw);
            }
            TablePhase::Play if table.your_turn => {
                let tile = shell.rack().last().copied().unwrap_or(0);
                shell.send(Intent::Discard { tile });
                if shell.table().dialog.is_some() {
                    shell.send(Intent::Answer { answer: Answer::Confirm });
                }
            }
            _ => return false,
        }
    }
    false
}

#[test]
fn under_guide_the_indicator_is_taken_from_an_empty_stock() {
    let mut shell = (0..60)
        .map(|seed| game(Preset::Guide, seed))
        .find_map(|mut shell| play_to_an_empty_stock(&mut shell).then_some(shell));
    let shell = shell.as_mut().expect("some seed leaves the player to draw from an empty stock");
    let table = shell.table();
    assert!(table.controls.take_indicator);
    assert!(!table.centre.indicator_taken);
    let indicator = table.centre.indicator.id;
    shell.send(Intent::TakeIndicator);
    let table = shell.table();
    assert_eq!(table.phase, TablePhase::Play);
    assert!(shell.rack().contains(&indicator), "the indicator is in the rack");
    assert!(table.centre.indicator_taken);
    assert!(!table.controls.take_indicator);
    let last = table.recent.last().expect("the move is in words");
    assert!(last.starts_with("You took the indicator, "), "{last}");
}

#[test]
fn under_standard_the_indicator_cannot_be_taken() {
    let mut shell = game(Preset::Standard, 5);
    let rack = shell.rack();
    assert!(!shell.table().controls.take_indicator);
    shell.send(Intent::TakeIndicator);
    let table = shell.table();
    assert!(table.message.as_ref().is_some_and(|m| m.refusal), "{:?}", table.message);
    assert_eq!(shell.rack(), rack, "nothing changed");
}
