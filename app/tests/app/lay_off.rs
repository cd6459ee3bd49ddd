//! Laying off: the "which end?" question is asked only for a tile the player holds.

use crate::support::Shell;
use okey_app::view::{DialogKind, TablePhase};
use okey_app::{Answer, Intent};
use okey_core::lang::Language;
use okey_core::meld::MeldKind;

/// A tile already on the table (here an okey standing in a run, which would fit either end of
/// any run) is not the player's to lay off: the engine refuses it, and no question comes first.
#[test]
fn a_tile_on_the_table_is_refused_without_asking_which_end() {
    let mut tried = 0;
    for seed in 0..8 {
        let mut shell = Shell::open(seed, Language::English);
        shell.start_game();
        for _ in 0..400 {
            shell.settle();
            let table = shell.table();
            if matches!(table.phase, TablePhase::DealOver | TablePhase::GameOver) {
                break;
            }
            if table.phase == TablePhase::Play && table.your_turn {
                // Open when the core can (the player must have opened to lay off at all).
                shell.send(Intent::Open);
                if shell.table().dialog.is_some() {
                    shell.send(Intent::Answer { answer: Answer::Confirm });
                }
                let table = shell.table().clone();
                let run = table.melds.iter().rev().find(|m| m.kind == MeldKind::Run);
                let okey_on_table = table.melds.iter().flat_map(|m| &m.tiles).find(|t| t.okey).map(|t| t.id);
                if let (Some(okey), Some(run)) = (okey_on_table, run) {
                    let rack = shell.rack();
                    let melds = table.melds.clone();
                    shell.send(Intent::LayOff { tile: okey, meld: run.id });
                    let after = shell.table();
                    assert_ne!(after.dialog.as_ref().map(|d| d.kind), Some(DialogKind::WhichEnd), "seed {seed}");
                    assert_eq!((shell.rack(), &shell.table().melds), (rack, &melds), "seed {seed}");
                    shell.send(Intent::DismissMessage);
                    tried += 1;
                }
            }
            if !shell.simple_move() {
                shell.settle();
            }
        }
    }
    assert!(tried > 0, "no seed put an okey on the table in a run: choose others");
}
