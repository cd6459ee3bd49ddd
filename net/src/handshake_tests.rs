use super::*;
use crate::wire::CloseCode;
use proptest::prelude::*;

const MAX: usize = 1024;

fn code(text: &str) -> JoinCode {
    JoinCode::parse(text).unwrap()
}

fn host_identity() -> Identity {
    Identity::from_secret([1; 32]).unwrap()
}

fn guest_identity() -> Identity {
    Identity::from_secret([2; 32]).unwrap()
}

/// The four frames of a handshake, `tamper` applied to each on its way, and both ends.
fn run(
    guest_code: &str,
    host_code: &str,
    pinned: Option<Fingerprint>,
    mut tamper: impl FnMut(usize, &mut Vec<u8>),
) -> Result<(Established, Established), NetError> {
    let (guest, mut hello) = GuestHandshake::start(&code(guest_code), &guest_identity(), pinned, MAX)?;
    tamper(0, &mut hello);
    let host = HostHandshake::new(&code(host_code), &host_identity(), MAX)?;
    let (host, mut response) = host.respond(&hello)?;
    tamper(1, &mut response);
    let (guest, mut finish) = guest.respond(&response)?;
    tamper(2, &mut finish);
    let mut host = host.finish(&finish)?;
    let welcome = host.channel.sealer.seal(&Message::Welcome)?;
    let mut welcome = welcome[2..].to_vec();
    tamper(3, &mut welcome);
    let guest = guest.welcome(&welcome)?;
    Ok((guest, host))
}

fn body(frame: &[u8]) -> &[u8] {
    &frame[2..]
}

#[test]
fn the_right_code_opens_a_channel_both_ways() {
    let (mut guest, mut host) = run("123456", "123456", None, |_, _| {}).unwrap();
    assert_eq!(guest.peer_fingerprint(), host_identity().fingerprint());
    assert_eq!(host.peer_fingerprint(), guest_identity().fingerprint());
    for round in 0..3u8 {
        let to_guest = host.channel.sealer.seal(&Message::App(vec![round; 40])).unwrap();
        assert_eq!(guest.channel.opener.open(body(&to_guest)), Ok(Message::App(vec![round; 40])));
        let to_host = guest.channel.sealer.seal(&Message::Close(CloseCode::Leaving)).unwrap();
        assert_eq!(host.channel.opener.open(body(&to_host)), Ok(Message::Close(CloseCode::Leaving)));
    }
}

#[test]
fn a_wrong_code_fails_on_the_host_and_the_guest_is_told() {
    let error = run("123456", "123457", None, |_, _| {}).unwrap_err();
    assert_eq!(error, NetError::WrongCode);
    // The host answers a wrong finish with a reject, which the guest reads as the wrong code.
    let (guest, hello) = GuestHandshake::start(&code("000000"), &guest_identity(), None, MAX).unwrap();
    let host = HostHandshake::new(&code("999999"), &host_identity(), MAX).unwrap();
    let (host, response) = host.respond(&hello).unwrap();
    let (guest, finish) = guest.respond(&response).unwrap();
    assert_eq!(host.finish(&finish).unwrap_err(), NetError::WrongCode);
    let reject = wire::reject_body(wire::RejectCode::WrongCode);
    assert_eq!(guest.welcome(&reject).unwrap_err(), NetError::WrongCode);
}

#[test]
fn a_pinned_fingerprint_must_be_the_hosts() {
    assert!(run("123456", "123456", Some(host_identity().fingerprint()), |_, _| {}).is_ok());
    let wrong = guest_identity().fingerprint();
    assert_eq!(
        run("123456", "123456", Some(wrong), |_, _| {}).unwrap_err(),
        NetError::HostKeyMismatch { expected: wrong, actual: host_identity().fingerprint() }
    );
}

#[test]
fn another_protocol_version_is_refused_by_name() {
    let mismatch = run("123456", "123456", None, |frame, bytes| {
        if frame == 0 {
            bytes[6] ^= 0x02;
        }
    });
    assert_eq!(mismatch.unwrap_err(), NetError::VersionMismatch { ours: PROTOCOL_VERSION, theirs: 3 });
    assert_eq!(
        wire::parse_reject(&wire::reject_body(wire::RejectCode::UnsupportedVersion)),
        NetError::VersionMismatch { ours: PROTOCOL_VERSION, theirs: PROTOCOL_VERSION }
    );
}

#[test]
fn a_recorded_guest_replayed_to_the_host_does_not_get_in() {
    let (guest, hello) = GuestHandshake::start(&code("123456"), &guest_identity(), None, MAX).unwrap();
    let host = HostHandshake::new(&code("123456"), &host_identity(), MAX).unwrap();
    let (_, response) = host.respond(&hello).unwrap();
    let (_, finish) = guest.respond(&response).unwrap();
    // The same hello and finish against the host's next connection (new ephemeral keys).
    let host = HostHandshake::new(&code("123456"), &host_identity(), MAX).unwrap();
    let (host, _) = host.respond(&hello).unwrap();
    assert_eq!(host.finish(&finish).unwrap_err(), NetError::WrongCode);
}

#[test]
fn frames_out_of_turn_are_refused() {
    let (guest, hello) = GuestHandshake::start(&code("123456"), &guest_identity(), None, MAX).unwrap();
    let host = HostHandshake::new(&code("123456"), &host_identity(), MAX).unwrap();
    let (host, response) = host.respond(&hello).unwrap();
    // A channel message before the handshake, the hello again in place of the finish.
    let (_, mut other) = run("123456", "123456", None, |_, _| {}).unwrap();
    let early = other.channel.sealer.seal(&Message::App(b"move".to_vec())).unwrap();
    let fresh = HostHandshake::new(&code("123456"), &host_identity(), MAX).unwrap();
    assert!(matches!(fresh.respond(body(&early)), Err(NetError::UnexpectedHandshake { .. })));
    assert!(matches!(host.finish(&hello), Err(NetError::UnexpectedHandshake { .. })));
    assert!(matches!(guest.respond(&hello), Err(NetError::UnexpectedHandshake { .. })));
    let _ = response;
}

#[test]
fn the_channel_refuses_replayed_reordered_and_dropped_frames() {
    let (mut guest, mut host) = run("123456", "123456", None, |_, _| {}).unwrap();
    let frames: Vec<Vec<u8>> =
        (0..4u8).map(|index| host.channel.sealer.seal(&Message::App(vec![index])).unwrap()).collect();
    assert_eq!(guest.channel.opener.open(body(&frames[0])), Ok(Message::App(vec![0])));
    assert_eq!(guest.channel.opener.open(body(&frames[0])), Err(NetError::Decrypt), "replayed");
    assert_eq!(guest.channel.opener.open(body(&frames[1])), Err(NetError::Closed), "nothing after a failure");

    let (mut guest, mut host) = run("123456", "123456", None, |_, _| {}).unwrap();
    let first = host.channel.sealer.seal(&Message::Ping).unwrap();
    let second = host.channel.sealer.seal(&Message::Ping).unwrap();
    assert_eq!(guest.channel.opener.open(body(&second)), Err(NetError::Decrypt), "out of order or one dropped");
    let _ = first;

    let (mut guest, mut host) = run("123456", "123456", None, |_, _| {}).unwrap();
    assert_eq!(
        host.channel.sealer.seal(&Message::App(vec![0; MAX + 1])),
        Err(NetError::MessageTooLarge { len: MAX + 1, max: MAX })
    );
    let frame = host.channel.sealer.seal(&Message::App(vec![0; MAX])).unwrap();
    assert_eq!(frame.len(), 2 + 1 + MAX + 16, "a message costs its length, 19 bytes more");
    assert_eq!(guest.channel.opener.open(body(&frame)), Ok(Message::App(vec![0; MAX])));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Any changed byte of any of the four frames fails the handshake.
    #[test]
    fn any_tampered_byte_fails(frame in 0usize..4, position in any::<prop::sample::Index>(), bit in 0u8..8) {
        let tampered = run("123456", "123456", None, |index, bytes| {
            if index == frame {
                let at = position.index(bytes.len());
                bytes[at] ^= 1 << bit;
            }
        });
        prop_assert!(tampered.is_err());
    }

    /// Any bytes in place of a frame are refused without a panic, on either side.
    #[test]
    fn any_bytes_in_place_of_a_frame_are_refused(bytes in proptest::collection::vec(any::<u8>(), 0..300), frame in 0usize..4) {
        let replaced = run("123456", "123456", None, |index, body| {
            if index == frame {
                body.clone_from(&bytes);
            }
        });
        prop_assert!(replaced.is_err());
    }
}

#[test]
fn fixed_randomness_replays_the_same_bytes() {
    let hello = |seed| {
        GuestHandshake::start_with(&code("123456"), &guest_identity(), None, MAX, Randomness::Fixed(seed)).unwrap().1
    };
    assert_eq!(hello(3), hello(3));
    assert_ne!(hello(3), hello(4));
}
