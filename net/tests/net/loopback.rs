//! A host and honest guests over real loopback sockets: joining, messages both ways, rejoining
//! with the same id, goodbyes, the bounds.

use crate::support::*;
use okey_net::wire::MAX_MESSAGE_LEN;
use okey_net::{
    CloseCode, CloseReason, Config, Guest, GuestEvent, HostConfig, HostEvent, JoinCode, NetError, RejectCode,
};
use std::time::Duration;

fn message(index: usize) -> Vec<u8> {
    // Sizes from 0 up to the largest, each byte telling its message and position.
    let len = [0, 1, 17, 1000, 65_000, MAX_MESSAGE_LEN][index % 6];
    (0..len).map(|at| (index * 31 + at) as u8).collect()
}

#[test]
fn a_guest_joins_and_messages_flow_both_ways_whole_and_in_order() {
    let host = host();
    let guest = guest(&host, 1);
    let id = joined(&host, identity(1).fingerprint());
    assert_eq!(connected(&guest), host.fingerprint());
    assert_eq!(host.guests(), vec![id]);
    assert!(guest.is_connected());
    for index in 0..60 {
        host.send(id, message(index)).unwrap();
        guest.send(message(index + 1)).unwrap();
    }
    for index in 0..60 {
        assert_eq!(next_guest_event(&guest), GuestEvent::Received(message(index)));
        assert_eq!(next_host_event(&host), HostEvent::Received { guest: id, bytes: message(index + 1) });
    }
    assert_eq!(host.stats().joins, 1);
}

#[test]
fn the_same_identity_gets_the_same_guest_id_when_it_rejoins() {
    let host = host();
    let first = guest(&host, 1);
    let one = joined(&host, identity(1).fingerprint());
    let second = guest(&host, 2);
    let two = joined(&host, identity(2).fingerprint());
    assert_ne!(one, two);
    connected(&first);
    connected(&second);

    first.disconnect();
    assert_eq!(next_guest_event(&first), GuestEvent::Disconnected(CloseReason::Closed));
    assert!(first.recv_timeout(PATIENCE).is_err(), "no event after Disconnected");
    assert_eq!(
        next_host_event(&host),
        HostEvent::GuestLeft { guest: one, reason: CloseReason::PeerClosed(CloseCode::Leaving) }
    );

    let again = guest(&host, 1);
    assert_eq!(joined(&host, identity(1).fingerprint()), one);
    connected(&again);

    // Rejoining while the old connection is live replaces it, reported in that order.
    let replacing = guest(&host, 1);
    assert_eq!(next_host_event(&host), HostEvent::GuestLeft { guest: one, reason: CloseReason::Replaced });
    assert_eq!(joined(&host, identity(1).fingerprint()), one);
    connected(&replacing);
    assert_eq!(next_guest_event(&again), GuestEvent::Disconnected(CloseReason::PeerClosed(CloseCode::Replaced)));
    host.send(one, b"to the new connection".to_vec()).unwrap();
    assert_eq!(next_guest_event(&replacing), GuestEvent::Received(b"to the new connection".to_vec()));
    assert_eq!(host.guests(), vec![one, two]);
}

#[test]
fn a_wrong_code_or_a_wrong_pin_does_not_join() {
    let host = host();
    let wrong_code =
        Guest::connect(host.local_addr(), JoinCode::parse("271828").unwrap(), identity(1), None, Config::default())
            .unwrap();
    assert_eq!(next_guest_event(&wrong_code), GuestEvent::Disconnected(CloseReason::JoinFailed(NetError::WrongCode)));
    let pinned = identity(99).fingerprint();
    let wrong_pin = Guest::connect(host.local_addr(), code(), identity(2), Some(pinned), Config::default()).unwrap();
    assert_eq!(
        next_guest_event(&wrong_pin),
        GuestEvent::Disconnected(CloseReason::JoinFailed(NetError::HostKeyMismatch {
            expected: pinned,
            actual: host.fingerprint()
        }))
    );
    let honest = guest(&host, 3);
    assert_eq!(joined(&host, identity(3).fingerprint()).get(), 1, "the failed joins got no id");
    connected(&honest);
    eventually("the host counts the refusals", || host.stats().refused == 2);
    assert_eq!(host.stats().wrong_codes, 1);
}

#[test]
fn closing_a_guest_sends_what_was_queued_then_the_goodbye() {
    let host = host();
    let guest = guest(&host, 1);
    let id = joined(&host, identity(1).fingerprint());
    connected(&guest);
    for index in 0..10 {
        host.send(id, message(index)).unwrap();
    }
    host.close(id).unwrap();
    assert_eq!(next_host_event(&host), HostEvent::GuestLeft { guest: id, reason: CloseReason::Closed });
    assert_eq!(host.send(id, vec![1]), Err(NetError::UnknownGuest { guest: id.get() }));
    assert_eq!(host.close(id), Err(NetError::UnknownGuest { guest: id.get() }));
    for index in 0..10 {
        assert_eq!(next_guest_event(&guest), GuestEvent::Received(message(index)));
    }
    assert_eq!(next_guest_event(&guest), GuestEvent::Disconnected(CloseReason::PeerClosed(CloseCode::Kicked)));
}

#[test]
fn shutting_down_says_goodbye_to_every_guest() {
    let host = host();
    let guests: Vec<Guest> = (1..=3).map(|seed| guest(&host, seed)).collect();
    for guest in &guests {
        connected(guest);
    }
    let ids: Vec<_> = (0..3).map(|_| next_host_event(&host)).collect();
    host.shutdown();
    for guest in &guests {
        assert_eq!(next_guest_event(guest), GuestEvent::Disconnected(CloseReason::PeerClosed(CloseCode::ShuttingDown)));
    }
    let mut left = 0;
    while let Ok(event) = host.recv_timeout(PATIENCE) {
        assert!(matches!(event, HostEvent::GuestLeft { reason: CloseReason::Closed, .. }), "{event:?}");
        left += 1;
    }
    assert_eq!((ids.len(), left), (3, 3));
    let late = guest(&host, 4);
    assert!(matches!(next_guest_event(&late), GuestEvent::Disconnected(CloseReason::JoinFailed(_))));
}

#[test]
fn a_silent_guest_is_taken_for_gone() {
    // Keep-alives twenty times as often as the idle limit: a busy machine delays a few, not all.
    let config = Config {
        keepalive_interval: Duration::from_millis(75),
        idle_timeout: Duration::from_millis(1500),
        ..Config::default()
    };
    let host = host_with(HostConfig { connection: config, ..HostConfig::default() });
    // Joined by hand, then it never sends again (not even a keep-alive), like a phone gone to sleep.
    let (_raw, _sealer, _opener) = RawGuest::join(host.local_addr(), &code(), &identity(1));
    let id = joined(&host, identity(1).fingerprint());
    assert_eq!(next_host_event(&host), HostEvent::GuestLeft { guest: id, reason: CloseReason::IdleTimeout });
    // A real guest keeps itself alive through many idle limits.
    let guest = Guest::connect(host.local_addr(), code(), identity(2), None, config).unwrap();
    let id = joined(&host, identity(2).fingerprint());
    connected(&guest);
    std::thread::sleep(Duration::from_secs(4));
    host.send(id, b"still there".to_vec()).unwrap();
    assert_eq!(next_guest_event(&guest), GuestEvent::Received(b"still there".to_vec()));
}

#[test]
fn too_many_wrong_codes_retire_the_code_until_a_new_one() {
    let host = host_with(HostConfig { max_failed_joins: 3, ..HostConfig::default() });
    for attempt in 0..3 {
        let wrong = JoinCode::parse(&format!("00000{attempt}")).unwrap();
        let guesser = Guest::connect(host.local_addr(), wrong, identity(50), None, Config::default()).unwrap();
        assert_eq!(next_guest_event(&guesser), GuestEvent::Disconnected(CloseReason::JoinFailed(NetError::WrongCode)));
    }
    assert_eq!(next_host_event(&host), HostEvent::CodeRetired { failed_joins: 3 });
    let honest = guest(&host, 1);
    assert_eq!(
        next_guest_event(&honest),
        GuestEvent::Disconnected(CloseReason::JoinFailed(NetError::Refused { reason: RejectCode::CodeRetired }))
    );
    let new_code = JoinCode::parse("161803").unwrap();
    host.set_code(new_code);
    assert_eq!(host.join_payload("192.168.1.20".parse().unwrap(), true).code, Some(new_code));
    let honest = Guest::connect(host.local_addr(), new_code, identity(1), None, Config::default()).unwrap();
    connected(&honest);
}

#[test]
fn a_full_table_turns_a_new_guest_away_but_takes_a_rejoin() {
    let host = host_with(HostConfig { max_guests: 1, ..HostConfig::default() });
    let first = guest(&host, 1);
    connected(&first);
    let second = guest(&host, 2);
    assert_eq!(
        next_guest_event(&second),
        GuestEvent::Disconnected(CloseReason::JoinFailed(NetError::Refused { reason: RejectCode::TableFull }))
    );
    let rejoin = guest(&host, 1);
    connected(&rejoin);
}

#[test]
fn a_guest_that_does_not_keep_up_is_closed_not_buffered_without_bound() {
    let config = Config { send_queue: 4, receive_queue: 2, ..Config::default() };
    let host = host_with(HostConfig { connection: config, ..HostConfig::default() });
    // This guest's application never takes a message: its reader stops, then TCP, then the host.
    let guest = Guest::connect(host.local_addr(), code(), identity(1), None, config).unwrap();
    let id = joined(&host, identity(1).fingerprint());
    let big = vec![7; MAX_MESSAGE_LEN];
    let mut sent = 0;
    let error = loop {
        match host.send(id, big.clone()) {
            Ok(()) => sent += 1,
            Err(error) => break error,
        }
        assert!(sent < 100_000, "the send queue never filled");
    };
    assert_eq!(error, NetError::SendQueueFull);
    assert!(sent >= 4);
    let left = host_event_until(
        &host,
        |event| match event {
            HostEvent::GuestLeft { reason, .. } => Some(reason.clone()),
            _ => None,
        },
        |_| {},
    );
    assert_eq!(left, CloseReason::SendQueueFull);
    drop(guest);
}

#[test]
fn messages_over_the_bound_are_refused_by_send_and_the_connection_stays() {
    let config = Config { max_message_len: 100, ..Config::default() };
    let host = host_with(HostConfig { connection: config, ..HostConfig::default() });
    let guest = Guest::connect(host.local_addr(), code(), identity(1), None, config).unwrap();
    let id = joined(&host, identity(1).fingerprint());
    connected(&guest);
    assert_eq!(host.send(id, vec![0; 101]), Err(NetError::MessageTooLarge { len: 101, max: 100 }));
    assert_eq!(guest.send(vec![0; 101]), Err(NetError::MessageTooLarge { len: 101, max: 100 }));
    host.send(id, vec![1; 100]).unwrap();
    assert_eq!(next_guest_event(&guest), GuestEvent::Received(vec![1; 100]));
}

#[test]
fn messages_queued_before_the_welcome_go_once_connected() {
    let host = host();
    let guest = guest(&host, 1);
    guest.send(b"early".to_vec()).unwrap();
    let id = joined(&host, identity(1).fingerprint());
    assert_eq!(next_host_event(&host), HostEvent::Received { guest: id, bytes: b"early".to_vec() });
}
