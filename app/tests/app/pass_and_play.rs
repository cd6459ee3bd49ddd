//! Pass and play: people at one phone. Between two people's turns every rack is hidden behind
//! "Pass to NAME" and nothing private shows until that person taps; bots between them play on;
//! the app going to the background hides the racks; each person keeps their own rack's
//! arrangement, also across a relaunch.

use crate::support::Shell;
use okey_app::Intent;
use okey_app::view::{Screen, TablePhase, TableView};
use okey_core::lang::Language;

/// Two people ("Ayşe" at seat 0, "Can" at seat 2) and two bots.
fn two_people(seed: u64) -> Shell {
    let mut shell = Shell::open(seed, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::ChoosePerson { seat: 0, name: "Ayşe".into() });
    shell.send(Intent::ChoosePerson { seat: 2, name: " Can  ".into() });
    shell.start_game();
    shell
}

/// Nothing private in a hidden table's view: no rack tile, hint, question or counter.
fn nothing_private(table: &TableView) {
    assert!(table.rack.slots.iter().all(Option::is_none), "a rack tile shows");
    assert!(table.rack.groups.is_empty() && table.hint.is_none() && table.dialog.is_none() && table.counter.is_none());
    assert!(!table.private);
    let c = &table.controls;
    assert!(!(c.draw || c.discard || c.take_discard || c.lay.enabled || c.open.enabled || c.hint.enabled));
}

/// Plays simple moves for whoever shows, tapping through hand-overs, until `stop` says so.
fn play_until(shell: &mut Shell, mut stop: impl FnMut(&TableView) -> bool) {
    for _ in 0..2000 {
        shell.settle();
        let table = shell.table().clone();
        if stop(&table) {
            return;
        }
        if table.handover.is_some() {
            shell.send(Intent::ShowRack);
        } else if matches!(table.phase, TablePhase::DealOver | TablePhase::GameOver) {
            return;
        } else {
            assert!(shell.simple_move(), "nobody to move: {}", table.status);
        }
    }
    panic!("never stopped");
}

#[test]
fn the_rack_hides_between_two_peoples_turns_until_the_next_one_taps() {
    let mut handovers = 0;
    for seed in 0..4 {
        let mut shell = two_people(seed);
        play_until(&mut shell, |t| t.handover.is_some() && t.handover.as_ref().is_some_and(|h| h.name == "Can"));
        let table = shell.table().clone();
        let handover = table.handover.clone().expect("handed over to Can");
        assert_eq!((handover.seat, handover.title.as_str()), (2, "Pass to Can"));
        nothing_private(&table);
        let refused = shell.send_for_update(Intent::Draw);
        assert_eq!(refused.refusal.map(|r| r.code), Some("pass_first".to_owned()));
        // Bots before Can play on while the racks are hidden.
        shell.settle();
        nothing_private(shell.table());
        shell.send(Intent::ShowRack);
        let shown = shell.table().clone();
        assert_eq!(shown.handover, None);
        assert_eq!(shown.you, 2, "Can's side of the table");
        assert!(shown.private, "a private rack: kept out of snapshots");
        assert_eq!(
            shown.rack.slots.iter().flatten().count(),
            usize::from(shown.seats.iter().find(|s| s.seat == 2).unwrap().tiles_in_hand)
        );
        assert_eq!(shown.seats[0].seat, 2, "Can sits at the bottom now");
        handovers += 1;
    }
    assert_eq!(handovers, 4);
}

#[test]
fn no_drawn_tile_flies_face_up_while_the_racks_are_hidden() {
    let mut shell = two_people(1);
    play_until(&mut shell, |t| t.handover.is_some());
    shell.flights.clear();
    shell.settle();
    let draws: Vec<_> = shell.flights.iter().flatten().filter(|f| matches!(f.from, okey_app::Place::Stock)).collect();
    assert!(draws.iter().all(|f| f.tile.is_none()), "a bot's drawn tile shows while hidden: {draws:?}");
}

#[test]
fn the_background_hides_the_rack_and_the_hand_over_shows_on_return() {
    let mut shell = two_people(2);
    play_until(&mut shell, |t| t.handover.is_none() && t.your_turn);
    shell.send(Intent::Background);
    let hidden = shell.table().clone();
    let name = hidden.handover.as_ref().expect("hidden at once").name.clone();
    nothing_private(&hidden);
    assert_eq!(name, if hidden.you == 0 { "Ayşe" } else { "Can" }, "the person to play taps on return");
    shell.send(Intent::ShowRack);
    assert!(shell.table().your_turn);
}

#[test]
fn each_person_keeps_their_arrangement_and_a_relaunch_resumes_hidden() {
    let mut shell = two_people(3);
    play_until(&mut shell, |t| t.handover.is_none());
    let first = shell.table().you;
    let tile = shell.rack()[0];
    shell.send(Intent::MoveTile { tile, slot: 16 });
    play_until(&mut shell, |t| t.handover.is_none() && t.you != first);
    let mut shell = shell.relaunch();
    shell.send(Intent::ContinueGame);
    assert!(shell.table().handover.is_some(), "a table of several people resumes hidden");
    play_until(&mut shell, |t| t.handover.is_none() && t.you == first);
    let back = shell.table().rack.clone();
    let at = back.slots.iter().position(|s| s.as_ref().is_some_and(|t| t.tile.id == tile));
    assert!(at.is_none_or(|at| at == 16), "{tile} moved by itself to slot {at:?}");
    assert!(at.is_some(), "choose another seed: the tile was discarded meanwhile");
}

#[test]
fn alone_at_the_table_nothing_is_ever_handed_over() {
    let mut shell = Shell::open(4, Language::English);
    shell.start_game();
    shell.send(Intent::Background);
    assert_eq!(shell.table().handover, None);
    assert!(!shell.table().private);
    for _ in 0..50 {
        shell.settle();
        assert_eq!(shell.table().handover, None);
        if !shell.simple_move() {
            break;
        }
    }
}

#[test]
fn a_tap_on_the_discard_spot_is_answered_for_the_person_whose_turn_it_is_not_seat_0() {
    let mut shell = two_people(3);
    play_until(&mut shell, |t| t.you == 2 && t.your_turn && t.phase == TablePhase::Play && t.handover.is_none());
    let table = shell.table().clone();
    assert_eq!(table.you, 2, "Can plays");
    // Nothing selected: the tap says what it does, as it would for seat 0.
    for slot in table.rack.slots.iter().flatten().filter(|s| s.selected) {
        shell.send(Intent::ToggleTile { tile: slot.tile.id });
    }
    let update = shell.send_for_update(Intent::TapDiscardSpot);
    assert_eq!(update.refusal.map(|r| r.code), Some("select_one_to_discard".to_owned()));
}
