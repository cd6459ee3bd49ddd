//! Hostile guests over real loopback sockets, each beside honest guests: none gets in, none
//! crashes the host, and the honest guests are served throughout.

use crate::support::*;
use okey_net::handshake::GuestHandshake;
use okey_net::wire::{MAX_MESSAGE_LEN, Message};
use okey_net::{CloseReason, Config, Guest, GuestEvent, GuestId, Host, HostConfig, HostEvent, JoinCode, NetError};
use std::io::Write;
use std::time::Duration;

/// Two honest guests at the table, and a check that both still get through both ways.
struct Honest {
    guests: Vec<(Guest, GuestId)>,
    round: u8,
}

impl Honest {
    /// Seats guests 1 and 2 with `config`.
    fn seat(host: &Host, config: Config) -> Honest {
        let guests = [1, 2]
            .into_iter()
            .map(|seed| {
                let guest = Guest::connect(host.local_addr(), code(), identity(seed), None, config).unwrap();
                connected(&guest);
                (guest, joined(host, identity(seed).fingerprint()))
            })
            .collect();
        Honest { guests, round: 0 }
    }

    /// A message each way for each honest guest, whatever else the host reports meanwhile
    /// (handed to `other`).
    fn still_served(&mut self, host: &Host, mut other: impl FnMut(HostEvent)) {
        self.round += 1;
        for (guest, id) in &self.guests {
            host.send(*id, vec![self.round; 300]).unwrap();
            assert_eq!(next_guest_event(guest), GuestEvent::Received(vec![self.round; 300]));
            guest.send(vec![self.round; 200]).unwrap();
            let expected = (*id, vec![self.round; 200]);
            host_event_until(
                host,
                |event| match event {
                    HostEvent::Received { guest, bytes } if (*guest, bytes.clone()) == expected => Some(()),
                    _ => None,
                },
                &mut other,
            );
        }
    }
}

fn no_join(event: HostEvent) {
    assert!(!matches!(event, HostEvent::GuestJoined { .. }), "a hostile guest got in: {event:?}");
}

#[test]
fn wrong_codes_and_garbage_get_nowhere() {
    let host = host();
    let mut honest = Honest::seat(&host, Config::default());
    let before = host.stats().refused;
    for attempt in 0..5u8 {
        let wrong = JoinCode::parse(&format!("99999{attempt}")).unwrap();
        let guesser =
            Guest::connect(host.local_addr(), wrong, identity(100 + attempt), None, Config::default()).unwrap();
        assert_eq!(next_guest_event(&guesser), GuestEvent::Disconnected(CloseReason::JoinFailed(NetError::WrongCode)));
    }
    let attacks: Vec<Vec<u8>> = vec![
        b"GET / HTTP/1.1\r\nHost: table\r\n\r\n".to_vec(),
        vec![0, 0],                                             // an empty frame
        vec![0xff, 0xff, 1, 2, 3],                              // a frame far over the handshake's bound
        vec![0, 4, 0x01, b'O', b'K', b'E'],                     // a cut-off hello
        vec![0, 8, 0x01, b'N', b'O', b'P', b'E', 0, 1, 0],      // another protocol
        vec![0, 8, 0x01, b'O', b'K', b'E', b'Y', 0, 1, 9],      // a hello whose Noise message is a byte
        vec![0, 3, 0x03, 1, 2],                                 // a finish first
        vec![0, 20, 0x02].into_iter().chain([7; 19]).collect(), // a host's response from a guest
    ];
    for attack in &attacks {
        let mut raw = RawGuest::connect(host.local_addr());
        raw.write_raw(attack).unwrap();
        raw.expect_closed();
    }
    honest.still_served(&host, no_join);
    eventually("every attack is refused", || host.stats().refused == before + 5 + attacks.len() as u64);
    assert_eq!(host.stats().joins, 2);
}

#[test]
fn frames_that_belong_after_the_handshake_are_refused_during_it() {
    let host = host();
    let mut honest = Honest::seat(&host, Config::default());
    // A channel frame from a real session, sent before any hello...
    let (_raw, mut sealer, _) = RawGuest::join(host.local_addr(), &code(), &identity(10));
    let intruder = joined(&host, identity(10).fingerprint());
    let frame = sealer.seal(&Message::App(b"discard R5".to_vec())).unwrap();
    let mut early = RawGuest::connect(host.local_addr());
    early.write_raw(&frame).unwrap();
    early.expect_closed();
    // ...and in place of the finish.
    let mut early = RawGuest::connect(host.local_addr());
    let (_, hello) = GuestHandshake::start(&code(), &identity(11), None, MAX_MESSAGE_LEN).unwrap();
    early.write_body(&hello);
    assert!(early.read_body().is_some(), "the response");
    early.write_raw(&frame).unwrap();
    early.expect_closed();
    honest.still_served(&host, no_join);
    assert_eq!(host.guests().len(), 3, "the session the frame came from is untouched");
    let _ = intruder;
}

#[test]
fn a_replayed_or_reordered_frame_closes_only_that_guest() {
    let host = host();
    let mut honest = Honest::seat(&host, Config::default());
    for replay_first in [true, false] {
        let (mut raw, mut sealer, _) = RawGuest::join(host.local_addr(), &code(), &identity(20));
        let id = joined(&host, identity(20).fingerprint());
        let first = sealer.seal(&Message::App(b"draw".to_vec())).unwrap();
        let second = sealer.seal(&Message::App(b"discard".to_vec())).unwrap();
        if replay_first {
            raw.write_raw(&first).unwrap();
            raw.write_raw(&first).unwrap();
            assert_eq!(next_host_event(&host), HostEvent::Received { guest: id, bytes: b"draw".to_vec() });
        } else {
            raw.write_raw(&second).unwrap();
        }
        assert_eq!(
            next_host_event(&host),
            HostEvent::GuestLeft { guest: id, reason: CloseReason::Protocol(NetError::Decrypt) }
        );
        raw.expect_closed();
        honest.still_served(&host, no_join);
    }
}

#[test]
fn oversized_tampered_and_malformed_frames_after_joining_close_only_that_guest() {
    let config = Config { max_message_len: 1000, ..Config::default() };
    let host = host_with(HostConfig { connection: config, ..HostConfig::default() });
    let mut honest = Honest::seat(&host, config);
    type Attack = fn(&mut okey_net::channel::Sealer) -> Vec<u8>;
    type Expected = fn(&NetError) -> bool;
    let attacks: [(Attack, Expected); 5] = [
        // A frame over the channel's bound, refused from its header.
        (|_| vec![0xff, 0xf0, 0, 0, 0], |error| matches!(error, NetError::FrameTooLarge { .. })),
        // A message over the host's bound, sealed properly (the attacker's own bound is larger).
        (
            |sealer| sealer.seal(&Message::App(vec![0; 1001])).unwrap(),
            |error| matches!(error, NetError::FrameTooLarge { len: 1018, max: 1017 }),
        ),
        // A tampered byte.
        (
            |sealer| {
                let mut frame = sealer.seal(&Message::App(b"take".to_vec())).unwrap();
                frame[5] ^= 1;
                frame
            },
            |error| *error == NetError::Decrypt,
        ),
        // A well-sealed message that only the host may send.
        (
            |sealer| sealer.seal(&Message::Welcome).unwrap(),
            |error| matches!(error, NetError::UnexpectedHandshake { .. }),
        ),
        // An empty frame.
        (|_| vec![0, 0], |error| *error == NetError::EmptyFrame),
    ];
    for (attack, expected) in attacks {
        let (mut raw, mut sealer, _) = RawGuest::join(host.local_addr(), &code(), &identity(30));
        let id = joined(&host, identity(30).fingerprint());
        let bytes = attack(&mut sealer);
        raw.write_raw(&bytes).unwrap();
        match next_host_event(&host) {
            HostEvent::GuestLeft { guest, reason: CloseReason::Protocol(error) } if guest == id => {
                assert!(expected(&error), "{error:?}");
            }
            other => panic!("expected the attacker to be closed, got {other:?}"),
        }
        honest.still_served(&host, no_join);
    }
}

#[test]
fn a_flood_waits_for_the_host_and_the_others_are_served_meanwhile() {
    let config = Config { receive_queue: 8, ..Config::default() };
    let host = host_with(HostConfig { connection: config, ..HostConfig::default() });
    let mut honest = Honest::seat(&host, config);
    let (mut raw, mut sealer, _) = RawGuest::join(host.local_addr(), &code(), &identity(40));
    let flooder = joined(&host, identity(40).fingerprint());
    // The flooder writes until the host stops reading it (its writes block), while the
    // application takes no event.
    raw.stream.set_write_timeout(Some(Duration::from_millis(200))).unwrap();
    let message = sealer.seal(&Message::App(vec![0xf1; 1000])).unwrap();
    let mut written = 0u64;
    loop {
        let frame = if written == 0 { message.clone() } else { sealer.seal(&Message::App(vec![0xf1; 1000])).unwrap() };
        match raw.stream.write_all(&frame) {
            Ok(()) => written += 1,
            Err(_) => break,
        }
        assert!(written < 1_000_000, "the host never pushed back");
    }
    // However much was written, the host holds no more of the flooder's messages than its
    // receive queue (the rest waits in TCP's buffers, and the flooder's writes block).
    let held = host.stats().undelivered;
    assert!(written > 100 && held <= 8, "{written} written, {held} held");
    // The honest guests are served while the flood goes on (the flooder's events interleave).
    honest.still_served(&host, |event| assert!(matches!(event, HostEvent::Received { guest, .. } if guest == flooder)));
    host.close(flooder).unwrap();
    let mut left = false;
    honest.still_served(&host, |event| match event {
        HostEvent::Received { guest, .. } if guest == flooder && !left => {}
        HostEvent::GuestLeft { guest, reason: CloseReason::Closed } if guest == flooder => left = true,
        other => panic!("{other:?}"),
    });
    assert!(left);
}

#[test]
fn half_open_connections_time_out_and_do_not_hold_the_table() {
    // Long enough that the four are still under way when the fifth comes, on a busy machine too.
    let config = Config { handshake_timeout: Duration::from_secs(5), ..Config::default() };
    let host = host_with(HostConfig { connection: config, max_pending_handshakes: 4, ..HostConfig::default() });
    // Three connections that send nothing, one that stops halfway through its hello.
    let mut silent: Vec<RawGuest> = (0..3).map(|_| RawGuest::connect(host.local_addr())).collect();
    let mut halfway = RawGuest::connect(host.local_addr());
    let (_, hello) = GuestHandshake::start(&code(), &identity(60), None, MAX_MESSAGE_LEN).unwrap();
    let frame = okey_net::frame::encode(&hello).unwrap();
    halfway.write_raw(&frame[..frame.len() / 2]).unwrap();
    eventually("the host accepts all four", || host.stats().connections == 4);
    // One more is past the bound: turned away at once with a reject.
    let mut past = RawGuest::connect(host.local_addr());
    let body = past.read_body().expect("a reject");
    assert_eq!(okey_net::wire::parse_reject(&body), NetError::Refused { reason: okey_net::RejectCode::Busy });
    // The handshake timeout frees the slots: every half-open connection is closed by the host.
    for raw in silent.iter_mut().chain([&mut halfway]) {
        raw.expect_closed();
    }
    let guest = Guest::connect(host.local_addr(), code(), identity(1), None, config).unwrap();
    connected(&guest);
    assert!(matches!(next_host_event(&host), HostEvent::GuestJoined { .. }));
}
