//! A drop is an intent of its own: the core decides what a drag let go somewhere means, which
//! of the move's flights the finger has already made, and what a tap on the discard spot does.

use crate::support::Shell;
use okey_app::view::{DialogKind, Screen, TablePhase};
use okey_app::{Answer, Dragged, DropSpot, Flight, Intent, Place};
use okey_core::lang::Language;
use okey_core::rules::Preset;

/// A game of `preset` from `seed`, played plainly (opening when the core can) until the player
/// is at play with `ready` holding; `None` if that does not come within a deal.
fn position(preset: Preset, seed: u64, ready: impl Fn(&Shell) -> bool) -> Option<Shell> {
    let mut shell = Shell::open(seed, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::ChoosePreset { preset });
    shell.start_game();
    for _ in 0..200 {
        shell.settle();
        let table = shell.table();
        if !matches!(table.phase, TablePhase::Draw | TablePhase::Play) {
            return None;
        }
        if table.phase == TablePhase::Draw && table.your_turn {
            shell.send(Intent::Draw);
            continue;
        }
        if table.phase == TablePhase::Play && table.your_turn {
            if ready(&shell) {
                return Some(shell);
            }
            shell.send(Intent::Open);
            if shell.table().dialog.is_some() {
                shell.send(Intent::Answer { answer: Answer::Confirm });
            }
            if ready(&shell) {
                return Some(shell);
            }
        }
        shell.simple_move();
    }
    None
}

/// The player to draw at game `seed`, if that comes within the first turns.
fn drawing(seed: u64) -> Option<Shell> {
    let mut shell = Shell::open(seed, Language::English);
    shell.start_game();
    for _ in 0..3 {
        let table = shell.table();
        if table.phase == TablePhase::Draw && table.your_turn {
            return Some(shell);
        }
        shell.simple_move();
        shell.settle();
    }
    None
}

/// The player to draw.
fn to_draw() -> Shell {
    (1..20).find_map(drawing).expect("a seed whose player draws")
}

/// The player to draw, at the first seed whose discard to the player the engine lets them take
/// (tried on a twin of the game).
fn to_take() -> Shell {
    (1..40)
        .find(|&seed| {
            drawing(seed).is_some_and(|mut twin| {
                twin.send(Intent::TakeDiscard);
                twin.table().phase == TablePhase::Play
            })
        })
        .and_then(drawing)
        .expect("a seed whose first discard the player may take")
}

fn at_play(seed: u64) -> Shell {
    position(Preset::Standard, seed, |_| true).expect("the player's play")
}

/// The flights of the latest move, from the moment `from` (an index into the shell's flights).
fn flights_since(shell: &Shell, from: usize) -> Vec<Flight> {
    shell.flights[from..].iter().flatten().cloned().collect()
}

fn yours() -> Place {
    Place::Hand { seat: 0 }
}

#[test]
fn a_rack_tile_dropped_on_the_discard_spot_is_discarded_and_its_flight_not_flown_again() {
    // Tried on the same game twice: a drop, and the Discard intent the shells used to send.
    let (mut dropped, mut sent) = (at_play(3), at_play(3));
    let tile = *dropped.rack().first().expect("a rack tile");
    let (a, b) = (dropped.flights.len(), sent.flights.len());
    dropped.send(Intent::Drop { dragged: Dragged::RackTile { tile }, spot: DropSpot::DiscardSpot });
    sent.send(Intent::Discard { tile });
    for shell in [&mut dropped, &mut sent] {
        if shell.table().dialog.is_some() {
            shell.send(Intent::Answer { answer: Answer::Confirm });
        }
    }
    assert_eq!(dropped.table(), sent.table(), "the same move");
    assert!(!dropped.rack().contains(&tile), "discarded");
    let flies = |flights: &[Flight]| flights.iter().any(|f| f.tile.as_ref().is_some_and(|t| t.id == tile));
    assert!(flies(&flights_since(&sent, b)), "a discard sent as such flies from the rack");
    assert!(!flies(&flights_since(&dropped, a)), "the finger carried it: it does not fly again");
}

#[test]
fn the_stock_dropped_on_a_slot_draws_into_that_slot_without_a_flight_from_the_stock() {
    let mut shell = to_draw();
    let before = shell.rack();
    let flights = shell.flights.len();
    shell.send(Intent::Drop { dragged: Dragged::Stock, spot: DropSpot::RackSlot { slot: 27 } });
    assert_eq!(shell.table().phase, TablePhase::Play, "drawn");
    let drawn = shell.rack().into_iter().find(|t| !before.contains(t)).expect("a new tile");
    assert_eq!(shell.table().rack.slots[27].as_ref().map(|s| s.tile.id), Some(drawn), "in the slot it was let go on");
    assert!(
        !flights_since(&shell, flights).iter().any(|f| f.from == Place::Stock && f.to == yours()),
        "no flight from the stock to the rack"
    );
}

#[test]
fn the_takeable_pile_dropped_on_the_rack_takes_its_top_tile_without_a_flight_from_the_pile() {
    let mut shell = to_take();
    let top = shell.table().piles.iter().find(|p| p.takeable).and_then(|p| p.tiles.last()).map(|t| t.id);
    let flights = shell.flights.len();
    shell.send(Intent::Drop { dragged: Dragged::TakeablePile, spot: DropSpot::Rack });
    assert_eq!(shell.table().phase, TablePhase::Play, "taken: {:?}", shell.table().message);
    assert!(top.is_some_and(|t| shell.rack().contains(&t)), "the pile's top tile is on the rack");
    assert!(!flights_since(&shell, flights).iter().any(|f| matches!(f.from, Place::Pile { .. }) && f.to == yours()));
}

#[test]
fn a_rack_tile_dropped_on_a_slot_moves_there() {
    let mut shell = to_draw();
    let tile = shell.rack()[0];
    shell.send(Intent::Drop { dragged: Dragged::RackTile { tile }, spot: DropSpot::RackSlot { slot: 29 } });
    assert_eq!(shell.table().rack.slots[29].as_ref().map(|s| s.tile.id), Some(tile));
}

#[test]
fn a_drop_that_means_nothing_changes_nothing() {
    let shell = to_draw();
    let tile = shell.rack()[0];
    for (dragged, spot) in [
        (Dragged::Stock, DropSpot::DiscardSpot),
        (Dragged::Stock, DropSpot::Meld { meld: 0 }),
        (Dragged::TakeablePile, DropSpot::Nowhere),
        (Dragged::RackTile { tile }, DropSpot::Nowhere),
        (Dragged::RackTile { tile }, DropSpot::Rack),
        // No such tile, no such slot: nothing panics, nothing moves.
        (Dragged::RackTile { tile: 250 }, DropSpot::RackSlot { slot: 3 }),
        (Dragged::RackTile { tile }, DropSpot::RackSlot { slot: 200 }),
    ] {
        let before = shell.table().clone();
        let update = shell.app.send(Intent::Drop { dragged, spot });
        assert_eq!(&update.view.table.expect("the table"), &before, "{dragged:?} on {spot:?}");
        assert!(update.effects.is_empty(), "{dragged:?} on {spot:?}: {:?}", update.effects);
    }
}

/// The player has opened and there are melds on the table (a lay-off or an okey taken back is
/// allowed).
fn opened_with_melds(shell: &Shell) -> bool {
    let table = shell.table();
    table.seats.first().is_some_and(|s| s.opened.is_some()) && !table.melds.is_empty() && table.controls.lay_off
}

#[test]
fn a_tile_dropped_on_an_okey_is_laid_off_unless_the_rules_take_the_okey_back_now() {
    for (preset, retrieves) in [(Preset::Standard, false), (Preset::Katlamali, true)] {
        let found = (0..30).find_map(|seed| {
            let twin = position(preset, seed, opened_with_melds)?;
            Some((seed, twin))
        });
        let (seed, mut dropped) = found.unwrap_or_else(|| panic!("no {preset:?} game reached a lay-off"));
        let mut sent = position(preset, seed, opened_with_melds).expect("the same game");
        let meld = dropped.table().melds[0].id;
        let tile = dropped.rack()[0];
        dropped.send(Intent::Drop { dragged: Dragged::RackTile { tile }, spot: DropSpot::TableOkey { meld, tile: 0 } });
        sent.send(if retrieves { Intent::RetrieveOkey { tile, meld } } else { Intent::LayOff { tile, meld } });
        assert_eq!(dropped.table(), sent.table(), "{preset:?}");
    }
}

#[test]
fn a_tap_on_the_discard_spot_discards_the_one_selected_tile_and_it_flies() {
    let (mut tapped, mut sent) = (at_play(3), at_play(3));
    let tile = *tapped.rack().last().expect("a rack tile");
    tapped.send(Intent::ToggleTile { tile });
    sent.send(Intent::ToggleTile { tile });
    let flights = tapped.flights.len();
    tapped.send(Intent::TapDiscardSpot);
    sent.send(Intent::Discard { tile });
    // A costly discard asks first, as a drop does.
    assert_eq!(tapped.table().dialog, sent.table().dialog);
    for shell in [&mut tapped, &mut sent] {
        if shell.table().dialog.is_some() {
            shell.send(Intent::Answer { answer: Answer::Confirm });
        }
    }
    assert_eq!(tapped.table(), sent.table());
    assert!(!tapped.rack().contains(&tile));
    assert!(
        flights_since(&tapped, flights).iter().any(|f| f.tile.as_ref().is_some_and(|t| t.id == tile)),
        "the tile flies from the rack to the spot"
    );
}

#[test]
fn a_costly_tile_tapped_onto_the_discard_spot_is_asked_about_first() {
    let costly = |shell: &Shell| shell.table().rack.slots.iter().flatten().any(|t| t.playable);
    let mut shell = (0..30).find_map(|seed| position(Preset::Standard, seed, costly)).expect("a costly tile in hand");
    let tile = shell.table().rack.slots.iter().flatten().find(|t| t.playable).map(|t| t.tile.id).expect("costly");
    shell.send(Intent::ToggleTile { tile });
    shell.send(Intent::TapDiscardSpot);
    assert_eq!(shell.table().dialog.as_ref().map(|d| d.kind), Some(DialogKind::CostlyDiscard));
    assert!(shell.rack().contains(&tile), "not discarded before the answer");
}

#[test]
fn a_tap_on_the_discard_spot_without_one_selected_tile_says_what_it_does_and_changes_nothing() {
    let mut shell = at_play(3);
    let before = shell.table().clone();
    shell.send(Intent::TapDiscardSpot);
    let message = shell.table().message.clone().expect("a word on what the tap does");
    assert_eq!(message.anchor, okey_app::view::Anchor::Discard);
    assert_eq!((&shell.table().rack, &shell.table().piles), (&before.rack, &before.piles));
    // Two tiles selected: the same.
    let rack = shell.rack();
    shell.send(Intent::ToggleTile { tile: rack[0] });
    shell.send(Intent::ToggleTile { tile: rack[1] });
    shell.send(Intent::TapDiscardSpot);
    assert_eq!(shell.rack(), rack);
    // Not the player's play (drawing first): nothing at all.
    let drawing = to_draw();
    let before = drawing.table().clone();
    let update = drawing.app.send(Intent::TapDiscardSpot);
    assert_eq!(update.view.table.as_ref(), Some(&before));
    assert!(update.effects.is_empty());
}
