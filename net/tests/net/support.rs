//! What the loopback tests share: a host and guests on 127.0.0.1, waiting for events with a
//! generous bound (a failure bound, never the thing tested), and a raw guest that speaks the
//! protocol by hand through the sans-IO core, to misbehave in ways the real `Guest` cannot.

use okey_net::channel::{Opener, Sealer};
use okey_net::frame::{self, FrameDecoder};
use okey_net::handshake::GuestHandshake;
use okey_net::wire::{MAX_HANDSHAKE_BODY, MAX_MESSAGE_LEN};
use okey_net::{Config, Fingerprint, Guest, GuestEvent, GuestId, Host, HostConfig, HostEvent, Identity, JoinCode};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// How long a test waits for something that should happen at once: long enough for a machine
/// under `stress-ng --cpu 2` and then some.
pub const PATIENCE: Duration = Duration::from_secs(60);

pub fn code() -> JoinCode {
    JoinCode::parse("314159").unwrap()
}

pub fn identity(seed: u8) -> Identity {
    Identity::from_secret([seed; 32]).unwrap()
}

pub fn host_with(config: HostConfig) -> Host {
    Host::bind("127.0.0.1:0".parse().unwrap(), code(), identity(200), config).unwrap()
}

pub fn host() -> Host {
    host_with(HostConfig::default())
}

pub fn guest(host: &Host, seed: u8) -> Guest {
    Guest::connect(host.local_addr(), code(), identity(seed), Some(host.fingerprint()), Config::default()).unwrap()
}

/// The host's next event, failing the test if none comes within `PATIENCE`.
pub fn next_host_event(host: &Host) -> HostEvent {
    host.recv_timeout(PATIENCE).expect("the host reported nothing")
}

pub fn next_guest_event(guest: &Guest) -> GuestEvent {
    guest.recv_timeout(PATIENCE).expect("the guest reported nothing")
}

/// Takes host events until `wanted` answers `Some`, handing the others to `other`.
pub fn host_event_until<T>(
    host: &Host,
    mut wanted: impl FnMut(&HostEvent) -> Option<T>,
    mut other: impl FnMut(HostEvent),
) -> T {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        let event = host.recv_timeout(left).expect("the awaited host event never came");
        match wanted(&event) {
            Some(found) => return found,
            None => other(event),
        }
    }
}

/// Waits for `guest` to join and returns its id.
pub fn joined(host: &Host, fingerprint: Fingerprint) -> GuestId {
    match next_host_event(host) {
        HostEvent::GuestJoined { guest, identity_fingerprint } if identity_fingerprint == fingerprint => guest,
        other => panic!("expected a join, got {other:?}"),
    }
}

pub fn connected(guest: &Guest) -> Fingerprint {
    match next_guest_event(guest) {
        GuestEvent::Connected { host_fingerprint } => host_fingerprint,
        other => panic!("expected Connected, got {other:?}"),
    }
}

/// Waits until `condition` holds, checking it again after each short pause.
pub fn eventually(what: &str, mut condition: impl FnMut() -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !condition() {
        assert!(Instant::now() < deadline, "{what} never happened");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// A guest that speaks the protocol by hand over a raw socket.
pub struct RawGuest {
    pub stream: TcpStream,
    pub decoder: FrameDecoder,
}

impl RawGuest {
    pub fn connect(address: SocketAddr) -> RawGuest {
        let stream = TcpStream::connect(address).unwrap();
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        RawGuest { stream, decoder: FrameDecoder::new(MAX_HANDSHAKE_BODY) }
    }

    pub fn write_raw(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        self.stream.write_all(bytes)
    }

    pub fn write_body(&mut self, body: &[u8]) {
        self.stream.write_all(&frame::encode(body).unwrap()).unwrap();
    }

    /// The next frame's body, or `None` when the host closed the connection.
    pub fn read_body(&mut self) -> Option<Vec<u8>> {
        let mut chunk = [0; 4096];
        loop {
            if let Some(body) = self.decoder.next_frame().ok()? {
                return Some(body);
            }
            match self.stream.read(&mut chunk) {
                Ok(0) | Err(_) => return None,
                Ok(read) => self.decoder.push(&chunk[..read]),
            }
        }
    }

    /// Reads until the host closes the connection; fails if it never does.
    pub fn expect_closed(&mut self) {
        while self.read_body().is_some() {}
    }

    /// Joins with `code` as `identity`; the channel's halves on success.
    pub fn join(address: SocketAddr, code: &JoinCode, identity: &Identity) -> (RawGuest, Sealer, Opener) {
        let mut raw = RawGuest::connect(address);
        let (guest, hello) = GuestHandshake::start(code, identity, None, MAX_MESSAGE_LEN).unwrap();
        raw.write_body(&hello);
        let response = raw.read_body().expect("no response");
        let (guest, finish) = guest.respond(&response).unwrap();
        raw.write_body(&finish);
        let welcome = raw.read_body().expect("no welcome");
        let established = guest.welcome(&welcome).unwrap();
        raw.decoder.set_max_body(okey_net::channel::max_body(MAX_MESSAGE_LEN));
        (raw, established.channel.sealer, established.channel.opener)
    }
}
