//! A guest's lobby, from the real host's messages: the seats as the host has them, in the
//! guest's language, and the guest's own status ("Waiting for the host to start"), not the
//! host's ("Waiting for guests: they type the code…"); no code, QR code or Start.

use crate::support::Shell;
use okey_app::view::Screen;
use okey_app::{Effect, Intent};
use okey_core::lang::Language;

#[test]
fn a_guests_lobby_is_in_the_guests_language_and_waits_for_the_host() {
    let mut host = Shell::open(11, Language::English);
    host.send(Intent::HostTable);
    host.send(Intent::ChooseGuestSeat { seat: 1 });
    host.send(Intent::StartGame);
    host.send(Intent::Listening {
        address: "192.168.1.20".into(),
        port: 47001,
        code: "042917".into(),
        fingerprint: "host-key".into(),
        payload: "okey://join?v=1&host=192.168.1.20&port=47001&fp=host-key&code=042917".into(),
        identity: vec![7; 32],
    });
    host.send(Intent::GuestJoined { guest: 1, fingerprint: "guest-key".into() });
    let hello = br#"{"hello":{"protocol":1,"name":"Ay\u015fe","language":"turkish"}}"#.to_vec();
    let update = host.send_for_update(Intent::FromGuest { guest: 1, bytes: hello });
    let to_guest: Vec<Vec<u8>> = update
        .effects
        .into_iter()
        .filter_map(|effect| match effect {
            Effect::SendToGuest { guest: 1, bytes } => Some(bytes),
            _ => None,
        })
        .collect();
    assert!(to_guest.len() >= 2, "the host welcomes the guest and sends the lobby: {}", to_guest.len());

    let mut guest = Shell::open(12, Language::Turkish);
    guest.send(Intent::JoinTable);
    guest.send(Intent::SetJoinAddress { text: "192.168.1.20:47001".into() });
    guest.send(Intent::SetJoinCode { text: "042 917".into() });
    guest.send(Intent::Join);
    guest.send(Intent::Connected { fingerprint: "host-key".into(), identity: vec![9; 32] });
    for bytes in to_guest {
        guest.send(Intent::FromHost { bytes });
    }
    let view = guest.settle().clone();
    assert_eq!(view.screen, Screen::Lobby);
    let lobby = view.lobby.expect("the guest's lobby");
    assert!(!lobby.hosting && lobby.code.is_none() && lobby.payload.is_none() && !lobby.can_start);
    assert_eq!(lobby.status, "Ev sahibinin başlatması bekleniyor.");
    assert!(lobby.seats.iter().any(|seat| seat.name == "Ayşe"), "{:?}", lobby.seats);
    // Every word of it in the guest's language, though the host speaks English.
    let labels: Vec<&str> = lobby.seats.iter().map(|seat| seat.label.as_str()).collect();
    assert_eq!(labels[..2], ["ev sahibi", "katıldı"], "{labels:?}");
}
