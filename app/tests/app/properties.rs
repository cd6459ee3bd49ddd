//! Random gestures in every phase under every preset: nothing panics, a refused gesture
//! changes nothing but the message, the rack's slots hold each rack tile exactly once, and a
//! saved game resumes to the same table.

use crate::support::Shell;
use okey_app::view::{RackLayout, Screen, TablePhase, TableView};
use okey_app::{Answer, Dragged, DropSpot, Intent};
use okey_core::lang::Language;
use okey_core::meld::Side;
use okey_core::rules::Preset;
use proptest::prelude::*;

/// A gesture picked by numbers, read against the table as it stands.
fn gesture(shell: &Shell, pick: (u8, u8, u8)) -> Intent {
    let table = shell.table();
    let rack = shell.rack();
    let tile = rack.get(usize::from(pick.1) % rack.len().max(1)).copied().unwrap_or(0);
    let meld = table.melds.get(usize::from(pick.2) % table.melds.len().max(1)).map_or(0, |m| m.id);
    let spot = match pick.2 % 6 {
        0 => DropSpot::RackSlot { slot: pick.1 % 32 },
        1 => DropSpot::Rack,
        2 => DropSpot::Meld { meld },
        3 => DropSpot::TableOkey { meld, tile: pick.1 },
        4 => DropSpot::DiscardSpot,
        _ => DropSpot::Nowhere,
    };
    match pick.0 % 23 {
        0 | 1 => Intent::Draw,
        2 => Intent::TakeDiscard,
        3 | 4 => Intent::ToggleTile { tile },
        5 => Intent::MoveTile { tile, slot: pick.2 % 32 },
        6 => Intent::Arrange {
            layout: if pick.1.is_multiple_of(2) { RackLayout::RunsAndSets } else { RackLayout::Pairs },
        },
        7 => Intent::Lay,
        8 | 9 => Intent::Discard { tile },
        10 => Intent::LayOff { tile, meld },
        11 => Intent::TakeBack,
        12 => Intent::Hint,
        13 => Intent::NextDeal,
        14 => Intent::Answer { answer: Answer::Confirm },
        15 => Intent::Answer { answer: Answer::Cancel },
        16 => Intent::Answer {
            answer: Answer::End { side: if pick.1.is_multiple_of(2) { Side::Low } else { Side::High } },
        },
        17 => Intent::Finish,
        18 => Intent::ShowIndicator,
        19 => Intent::Drop { dragged: Dragged::RackTile { tile }, spot },
        20 => Intent::Drop {
            dragged: if pick.1.is_multiple_of(2) { Dragged::Stock } else { Dragged::TakeablePile },
            spot,
        },
        21 => Intent::TapDiscardSpot,
        _ => Intent::RetrieveOkey { tile, meld },
    }
}

/// The game as the table shows it, apart from the player's own marks and words.
fn game_part(table: &TableView) -> String {
    let mut rack: Vec<u8> = table.rack.slots.iter().flatten().map(|t| t.tile.id).collect();
    rack.sort_unstable();
    format!("{:?} {:?} {rack:?} {:?} {:?} {:?}", table.phase, table.seats, table.piles, table.melds, table.centre)
}

fn check_rack(shell: &Shell) {
    let table = shell.table();
    // What the "gone" view counts is exactly what lies face up out of play.
    let shown: usize = table.piles.iter().map(|p| p.tiles.len()).sum::<usize>()
        + table.melds.iter().map(|m| m.tiles.len()).sum::<usize>()
        + usize::from(!table.centre.indicator_taken);
    let gone: usize =
        table.gone.faces.iter().map(|f| usize::from(f.gone)).sum::<usize>() + usize::from(table.gone.false_jokers);
    assert_eq!(gone, shown, "the gone tiles are those out of play");
    let mut ids = shell.rack();
    let count = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), count, "a tile in two slots");
    assert_eq!(table.rack.slots.len(), 30, "thirty slots");
    let you = table.seats.first().map_or(0, |s| usize::from(s.tiles_in_hand));
    assert_eq!(count, you, "every rack tile in a slot");
}

const PRESETS: [Preset; 5] = [Preset::Standard, Preset::Online, Preset::Guide, Preset::Katlamali, Preset::Duz];

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_gestures_keep_the_table_whole(
        preset in 0usize..5,
        seed in 0u64..10_000,
        turkish in any::<bool>(),
        picks in proptest::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..120),
    ) {
        let language = if turkish { Language::Turkish } else { Language::English };
        let mut shell = Shell::open(seed, language);
        shell.send(Intent::Show { screen: Screen::NewGame });
        shell.send(Intent::ChoosePreset { preset: PRESETS[preset] });
        shell.start_game();
        for pick in picks {
            if shell.view.screen != Screen::Table {
                shell.send(Intent::ContinueGame);
            }
            let before = shell.table().clone();
            let message_before = before.message.clone();
            let intent = gesture(&shell, pick);
            shell.send(intent);
            let after = shell.table().clone();
            if after.message.is_some() && after.message != message_before {
                // A refusal: the game as it was.
                prop_assert_eq!(game_part(&before), game_part(&after));
            }
            check_rack(&shell);
            shell.settle();
            check_rack(&shell);
            if shell.table().phase == TablePhase::GameOver {
                break;
            }
        }
        // The save resumes to the same table.
        let before = shell.table().clone();
        let mut resumed = shell.relaunch();
        resumed.send(Intent::ContinueGame);
        let after = resumed.table();
        prop_assert_eq!(game_part(&before), game_part(after));
        let ids = |t: &TableView| t.rack.slots.iter().map(|s| s.as_ref().map(|r| r.tile.id)).collect::<Vec<_>>();
        prop_assert_eq!(ids(&before), ids(after));
        prop_assert_eq!(&before.recent, &after.recent);
        prop_assert_eq!(&before.score_sheet, &after.score_sheet);
    }
}
