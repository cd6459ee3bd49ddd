//! The app core's table messages: the bytes a guest's app sends its host and a host's app sends
//! its guests (JSON inside the transport's encrypted frames), through `GuestMessage::decode` and
//! `HostMessage::decode`, and as a guest's message to a host at a started table. No panic; a
//! message that decodes encodes to one that decodes the same; a host sent bytes that are not a
//! guest's message, or a gesture for another seat than that guest's, closes that guest's
//! connection and changes nothing of the game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use okey_app::files::MemoryStorage;
use okey_app::net::wire::{GuestMessage, HostMessage};
use okey_app::view::TableView;
use okey_app::{App, Effect, Intent};
use okey_core::lang::Language;

/// The guest's connection number at the host.
const GUEST: u32 = 1;

fuzz_target!(|data: &[u8]| {
    let guest_message = GuestMessage::decode(data);
    if let Ok(message) = &guest_message {
        assert_eq!(GuestMessage::decode(&message.encode()).as_ref().ok(), Some(message));
    }
    if let Ok(message) = HostMessage::decode(data) {
        assert_eq!(HostMessage::decode(&message.encode()).ok(), Some(message));
    }
    let (app, seat) = hosted_table();
    let before = app.view().table.expect("the host's table");
    let effects = app.send(Intent::FromGuest { guest: GUEST, bytes: data.to_vec() }).effects;
    let hostile = match &guest_message {
        Err(_) => true,
        Ok(GuestMessage::Intent { seat: for_seat, .. }) => *for_seat != seat,
        Ok(_) => false,
    };
    if hostile {
        assert!(effects.contains(&Effect::CloseGuest { guest: GUEST }), "a hostile message closes its connection");
        let after = app.view().table.expect("the host's table");
        assert_eq!(game(&before), game(&after), "a hostile message changes nothing of the game");
    }
});

/// What of the host's table is the game (not who is connected).
fn game(table: &TableView) -> impl PartialEq + std::fmt::Debug + '_ {
    (&table.rack, &table.piles, &table.melds, &table.centre, table.phase, table.your_turn)
}

/// A host at a started table: a guest joined in a seat (returned), bots in the others.
fn hosted_table() -> (App, u8) {
    let app = App::open(Box::new(MemoryStorage::new()), Language::English, 7);
    app.start();
    app.send(Intent::HostTable);
    app.send(Intent::StartGame);
    app.send(Intent::Listening {
        address: "10.0.0.1".into(),
        port: 47001,
        code: "042917".into(),
        fingerprint: "host-key".into(),
        payload: "okey://join?v=1".into(),
        identity: vec![7; 32],
    });
    app.send(Intent::GuestJoined { guest: GUEST, fingerprint: "guest-key".into() });
    let hello = GuestMessage::Hello { protocol: okey_app::net::wire::PROTOCOL, name: "Ayşe".into(), language: Language::English };
    let welcomed = app.send(Intent::FromGuest { guest: GUEST, bytes: hello.encode() }).effects;
    let seat = welcomed
        .iter()
        .find_map(|effect| match effect {
            Effect::SendToGuest { bytes, .. } => match HostMessage::decode(bytes) {
                Ok(HostMessage::Welcome { seat, .. }) => Some(seat),
                _ => None,
            },
            _ => None,
        })
        .expect("the guest is welcomed");
    app.send(Intent::StartGame);
    (app, seat)
}
