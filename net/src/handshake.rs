//! The handshake as pure state machines over frame bodies, one per side; the I/O layer only
//! moves their bytes. Three frames and the welcome:
//!
//! 1. guest → host, hello: Noise `-> e` carrying the guest's SPAKE2 message.
//! 2. host → guest, response: Noise `<- e, ee, s, es` carrying the host's SPAKE2 message. Both
//!    sides now hold the SPAKE2 key of the code each was given; each puts it in Noise's psk slot.
//! 3. guest → host, finish: Noise `-> s, se, psk`. It decrypts only under the same key, so a
//!    wrong code fails here, on the host; the guest's static key (its identity) travels in it.
//! 4. host → guest, the channel's first message, `Welcome`: the guest's proof that the host
//!    derived the same key.
//!
//! Every SPAKE2 message is inside a Noise message and the protocol version is in Noise's
//! prologue, so changing any byte on the way fails the handshake. An attacker who does not
//! know the code learns nothing from a recorded handshake to test codes against offline; as a
//! guest, each guess costs it one handshake with the host, which counts the failures.

use crate::channel::Channel;
use crate::error::NetError;
use crate::identity::{Fingerprint, Identity, KEY_LEN};
use crate::join::JoinCode;
use crate::wire::{self, FINISH, HELLO, MAGIC, Message, NOISE_PARAMS, PROTOCOL_VERSION, REJECT, RESPONSE};
use snow::{Builder, HandshakeState};
use spake2::{Ed25519Group, Identity as SpakeIdentity, Password, Spake2};

/// Bytes of a SPAKE2 message (a side byte and a point).
const SPAKE_MESSAGE_LEN: usize = 33;
/// The psk slot of `XXpsk3`: mixed in at the start of the third message.
const PSK_SLOT: usize = 3;
const GUEST_ID: &[u8] = b"okey-net guest";
const HOST_ID: &[u8] = b"okey-net host";

/// Where the ephemeral keys come from: the operating system, or (for the fuzz target's
/// replayable traffic and the tests) a fixed seed.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Randomness {
    Os,
    #[cfg(any(test, feature = "fuzzing"))]
    Fixed(u8),
}

fn prologue() -> [u8; 6] {
    let [high, low] = PROTOCOL_VERSION.to_be_bytes();
    [MAGIC[0], MAGIC[1], MAGIC[2], MAGIC[3], high, low]
}

fn noise(identity: &Identity, randomness: Randomness, initiator: bool) -> Result<HandshakeState, NetError> {
    let params = NOISE_PARAMS.parse().map_err(NetError::crypto)?;
    let secret = identity.secret();
    let prologue = prologue();
    let builder = Builder::new(params).local_private_key(&secret).map_err(NetError::crypto)?;
    let builder = builder.prologue(&prologue).map_err(NetError::crypto)?;
    #[cfg(any(test, feature = "fuzzing"))]
    let ephemeral;
    let builder = match randomness {
        Randomness::Os => builder,
        #[cfg(any(test, feature = "fuzzing"))]
        Randomness::Fixed(seed) => {
            ephemeral = [seed.wrapping_add(u8::from(initiator)); 32];
            builder.fixed_ephemeral_key_for_testing_only(&ephemeral)
        }
    };
    if initiator { builder.build_initiator() } else { builder.build_responder() }.map_err(NetError::crypto)
}

fn spake(code: &JoinCode, randomness: Randomness, guest: bool) -> (Spake2<Ed25519Group>, Vec<u8>) {
    let password = Password::new(code.as_bytes());
    let (guest_id, host_id) = (SpakeIdentity::new(GUEST_ID), SpakeIdentity::new(HOST_ID));
    match (randomness, guest) {
        (Randomness::Os, true) => Spake2::start_a(&password, &guest_id, &host_id),
        (Randomness::Os, false) => Spake2::start_b(&password, &guest_id, &host_id),
        #[cfg(any(test, feature = "fuzzing"))]
        (Randomness::Fixed(seed), true) => Spake2::start_a_with_rng(&password, &guest_id, &host_id, fixed::Rng(seed)),
        #[cfg(any(test, feature = "fuzzing"))]
        (Randomness::Fixed(seed), false) => {
            Spake2::start_b_with_rng(&password, &guest_id, &host_id, fixed::Rng(seed.wrapping_add(1)))
        }
    }
}

/// The key both sides derive from the code (SPAKE2), or the refusal of a malformed message.
fn finish_spake(spake: Spake2<Ed25519Group>, theirs: &[u8]) -> Result<Vec<u8>, NetError> {
    spake.finish(theirs).map_err(|_| NetError::UnexpectedHandshake { what: "a malformed key exchange" })
}

fn read_noise(noise: &mut HandshakeState, message: &[u8]) -> Result<Vec<u8>, NetError> {
    let mut payload = vec![0; message.len()];
    let len = noise.read_message(message, &mut payload).map_err(|_| NetError::Decrypt)?;
    payload.truncate(len);
    Ok(payload)
}

fn write_noise(noise: &mut HandshakeState, kind: &[u8], payload: &[u8]) -> Result<Vec<u8>, NetError> {
    let mut body = vec![0; wire::MAX_HANDSHAKE_BODY];
    let (head, message) = body.split_at_mut(kind.len());
    head.copy_from_slice(kind);
    let len = noise.write_message(payload, message).map_err(NetError::crypto)?;
    body.truncate(kind.len() + len);
    Ok(body)
}

fn spake_message(payload: Vec<u8>) -> Result<Vec<u8>, NetError> {
    if payload.len() == SPAKE_MESSAGE_LEN {
        Ok(payload)
    } else {
        Err(NetError::UnexpectedHandshake { what: "a key exchange of the wrong length" })
    }
}

/// A finished handshake: the channel and who the peer is.
#[derive(Debug)]
pub struct Established {
    pub channel: Channel,
    /// The peer's static public key.
    pub peer_key: [u8; KEY_LEN],
}

impl Established {
    /// The fingerprint of the peer's static key.
    pub fn peer_fingerprint(&self) -> Fingerprint {
        Fingerprint::of_public_key(&self.peer_key)
    }
}

fn establish(noise: HandshakeState, max_message_len: usize) -> Result<Established, NetError> {
    let peer_key = noise
        .get_remote_static()
        .and_then(|key| <[u8; KEY_LEN]>::try_from(key).ok())
        .ok_or(NetError::UnexpectedHandshake { what: "no static key" })?;
    let state = noise.into_stateless_transport_mode().map_err(NetError::crypto)?;
    Ok(Established { channel: Channel::new(state, max_message_len), peer_key })
}

/// The guest's side, before the host's response.
pub struct GuestHandshake {
    noise: HandshakeState,
    spake: Spake2<Ed25519Group>,
    pinned: Option<Fingerprint>,
    max_message_len: usize,
}

impl GuestHandshake {
    /// Starts a join with the code the person typed, the guest's identity and, if the guest
    /// scanned the host's QR code or joined it before, the host's fingerprint. Returns the
    /// hello to send.
    pub fn start(
        code: &JoinCode,
        identity: &Identity,
        pinned: Option<Fingerprint>,
        max_message_len: usize,
    ) -> Result<(GuestHandshake, Vec<u8>), NetError> {
        Self::start_with(code, identity, pinned, max_message_len, Randomness::Os)
    }

    pub(crate) fn start_with(
        code: &JoinCode,
        identity: &Identity,
        pinned: Option<Fingerprint>,
        max_message_len: usize,
        randomness: Randomness,
    ) -> Result<(GuestHandshake, Vec<u8>), NetError> {
        let mut noise = noise(identity, randomness, true)?;
        let (spake, message) = spake(code, randomness, true);
        let mut kind = vec![HELLO];
        kind.extend_from_slice(&prologue());
        let hello = write_noise(&mut noise, &kind, &message)?;
        Ok((GuestHandshake { noise, spake, pinned, max_message_len }, hello))
    }

    /// Reads the host's response (or its refusal) and returns the finish to send. Fails before
    /// revealing the guest's identity if the host's key is not the pinned one.
    pub fn respond(mut self, body: &[u8]) -> Result<(AwaitingWelcome, Vec<u8>), NetError> {
        let message = match body {
            [RESPONSE, message @ ..] => message,
            [REJECT, ..] => return Err(wire::parse_reject(body)),
            _ => return Err(NetError::UnexpectedHandshake { what: "expected the host's response" }),
        };
        let theirs = spake_message(read_noise(&mut self.noise, message)?)?;
        let host = self
            .noise
            .get_remote_static()
            .map(Fingerprint::of_public_key)
            .ok_or(NetError::UnexpectedHandshake { what: "no host key" })?;
        if let Some(expected) = self.pinned
            && expected != host
        {
            return Err(NetError::HostKeyMismatch { expected, actual: host });
        }
        let key = finish_spake(self.spake, &theirs)?;
        self.noise.set_psk(PSK_SLOT, &key).map_err(NetError::crypto)?;
        let finish = write_noise(&mut self.noise, &[FINISH], &[])?;
        let established = establish(self.noise, self.max_message_len)?;
        Ok((AwaitingWelcome { established }, finish))
    }
}

/// The guest's side after the finish: the channel is keyed, the host's welcome still to come.
#[derive(Debug)]
pub struct AwaitingWelcome {
    established: Established,
}

impl AwaitingWelcome {
    /// Reads the host's next frame: its welcome (the guest is in) or its refusal.
    pub fn welcome(mut self, body: &[u8]) -> Result<Established, NetError> {
        // A reject is 4 bytes; every channel frame has a 16-byte tag.
        if let [REJECT, _, _, _] = body {
            return Err(wire::parse_reject(body));
        }
        match self.established.channel.opener.open(body) {
            Ok(Message::Welcome) => Ok(self.established),
            Ok(_) => Err(NetError::UnexpectedHandshake { what: "expected the host's welcome" }),
            // The host took the finish but this side cannot read its answer: not the same key.
            Err(NetError::Decrypt) => Err(NetError::WrongCode),
            Err(error) => Err(error),
        }
    }
}

/// The host's side of one connection, before the hello.
pub struct HostHandshake {
    noise: HandshakeState,
    spake: Spake2<Ed25519Group>,
    spake_message: Vec<u8>,
    max_message_len: usize,
}

impl HostHandshake {
    /// Readies a handshake with the code the host shows and its identity.
    pub fn new(code: &JoinCode, identity: &Identity, max_message_len: usize) -> Result<HostHandshake, NetError> {
        Self::new_with(code, identity, max_message_len, Randomness::Os)
    }

    pub(crate) fn new_with(
        code: &JoinCode,
        identity: &Identity,
        max_message_len: usize,
        randomness: Randomness,
    ) -> Result<HostHandshake, NetError> {
        let (spake, spake_message) = spake(code, randomness, false);
        Ok(HostHandshake { noise: noise(identity, randomness, false)?, spake, spake_message, max_message_len })
    }

    /// Reads a guest's hello and returns the response to send.
    pub fn respond(mut self, body: &[u8]) -> Result<(AwaitingFinish, Vec<u8>), NetError> {
        let message = match body {
            [HELLO, m0, m1, m2, m3, high, low, message @ ..] => {
                if [*m0, *m1, *m2, *m3] != *MAGIC {
                    return Err(NetError::UnexpectedHandshake { what: "not this protocol" });
                }
                let theirs = u16::from_be_bytes([*high, *low]);
                if theirs != PROTOCOL_VERSION {
                    return Err(NetError::VersionMismatch { ours: PROTOCOL_VERSION, theirs });
                }
                message
            }
            _ => return Err(NetError::UnexpectedHandshake { what: "expected a hello" }),
        };
        let theirs = spake_message(read_noise(&mut self.noise, message)?)?;
        let key = finish_spake(self.spake, &theirs)?;
        self.noise.set_psk(PSK_SLOT, &key).map_err(NetError::crypto)?;
        let response = write_noise(&mut self.noise, &[RESPONSE], &self.spake_message)?;
        Ok((AwaitingFinish { noise: self.noise, max_message_len: self.max_message_len }, response))
    }
}

/// The host's side after its response: the guest's finish still to come.
pub struct AwaitingFinish {
    noise: HandshakeState,
    max_message_len: usize,
}

impl AwaitingFinish {
    /// Reads the guest's finish. A finish that does not decrypt is a wrong code (or a changed
    /// byte): [`NetError::WrongCode`]. On success the host still has to send the welcome
    /// (`Message::Welcome` through the channel) or a reject.
    pub fn finish(mut self, body: &[u8]) -> Result<Established, NetError> {
        let [FINISH, message @ ..] = body else {
            return Err(NetError::UnexpectedHandshake { what: "expected the guest's finish" });
        };
        let payload = read_noise(&mut self.noise, message).map_err(|_| NetError::WrongCode)?;
        if !payload.is_empty() {
            return Err(NetError::UnexpectedHandshake { what: "a finish with a payload" });
        }
        establish(self.noise, self.max_message_len)
    }
}

impl std::fmt::Debug for GuestHandshake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GuestHandshake").field("pinned", &self.pinned).finish_non_exhaustive()
    }
}

impl std::fmt::Debug for HostHandshake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("HostHandshake").finish_non_exhaustive()
    }
}

impl std::fmt::Debug for AwaitingFinish {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AwaitingFinish").finish_non_exhaustive()
    }
}

/// A generator of fixed bytes for replayable handshakes: never for a real table.
#[cfg(any(test, feature = "fuzzing"))]
mod fixed {
    pub(super) struct Rng(pub(super) u8);

    impl rand_core::RngCore for Rng {
        fn next_u32(&mut self) -> u32 {
            rand_core::impls::next_u32_via_fill(self)
        }
        fn next_u64(&mut self) -> u64 {
            rand_core::impls::next_u64_via_fill(self)
        }
        fn fill_bytes(&mut self, dest: &mut [u8]) {
            for byte in dest {
                self.0 = self.0.wrapping_mul(31).wrapping_add(7);
                *byte = self.0;
            }
        }
        fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
            self.fill_bytes(dest);
            Ok(())
        }
    }

    impl rand_core::CryptoRng for Rng {}
}

#[cfg(test)]
#[path = "handshake_tests.rs"]
mod tests;
