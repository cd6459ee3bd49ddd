//! Home's way back to a host's table for a guest whose app was closed or killed mid-game: the
//! same table, code and host's key, and this device's key, so the host gives back the seat; and
//! gone once the player leaves, or the host lets the guest go.

use crate::hosting::Pair;
use okey_app::view::Screen;
use okey_app::{Answer, Effect, Intent};
use okey_core::lang::Language;

fn last_connect(pair: &Pair) -> Option<(Option<String>, Option<Vec<u8>>)> {
    pair.guest.network.iter().rev().find_map(|e| match e {
        Effect::Connect { pin, identity, .. } => Some((pin.clone(), identity.clone())),
        _ => None,
    })
}

#[test]
fn a_guest_whose_app_was_killed_goes_back_to_the_table_and_its_seat_from_home() {
    let mut pair = Pair::started();
    pair.relaunch_guest();
    assert_eq!(pair.guest.view.screen, Screen::Home, "a new launch opens on Home");
    let offer = pair.guest.view.home.rejoin.clone().expect("Home offers the table");
    assert!(offer.starts_with("Back to the table: "), "{offer}");
    pair.guest.send(Intent::RejoinTable);
    pair.pump();
    assert_eq!(pair.guest.view.screen, Screen::Table, "back at the table");
    assert_eq!(pair.guest.view.home.rejoin, None, "not offered while at it");
    assert_eq!(
        last_connect(&pair),
        Some((Some("host-key".into()), Some(vec![9; 32]))),
        "the host's key pinned, the device's own key"
    );
    assert!(
        pair.host.view.table.as_ref().is_some_and(|t| t.seats.iter().all(|s| s.away.is_none())),
        "the seat is back"
    );
}

#[test]
fn leaving_the_table_or_being_let_go_forgets_it() {
    let mut pair = Pair::started();
    pair.guest.send(Intent::LeaveTable);
    assert_eq!(pair.guest.view.home.rejoin, None);
    pair.relaunch_guest();
    assert_eq!(pair.guest.view.home.rejoin, None, "still forgotten after a relaunch");

    let mut pair = Pair::started();
    // The host starts a game of its own: the guest is told the table closed.
    pair.host.send(Intent::Show { screen: Screen::Home });
    pair.host.send(Intent::QuickStart { game: okey_core::rules::Variant::Okey101 });
    pair.host.send(Intent::Answer { answer: Answer::Confirm });
    pair.pump();
    pair.relaunch_guest();
    assert_eq!(pair.guest.view.home.rejoin, None, "a closed table is not offered");
}

#[test]
fn back_to_the_table_is_offered_only_on_home_with_no_table_joined() {
    let mut shell = crate::support::Shell::open(5, Language::English);
    assert!(shell.send_for_update(Intent::RejoinTable).refusal.is_some(), "no table was joined");
    let mut pair = Pair::started();
    assert!(pair.guest.send_for_update(Intent::RejoinTable).refusal.is_some(), "at the table already");
}
