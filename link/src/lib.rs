//! The glue between the app core (`okey-app`, no sockets) and the transport (`okey-net`, no
//! game): a [`Link`] performs the core's network effects (`Effect::Listen`, `SendToGuest`,
//! `Connect`, ...) with an okey-net `Host` or `Guest`, and turns the transport's events into
//! the core's intents (`Intent::Listening`, `GuestJoined`, `FromHost`, ...), which a thread of
//! its own queues for the shell. The shell takes them ([`Link::try_next`], [`Link::next_timeout`])
//! on the thread that sends the core its intents, so the core sees the network as it sees
//! gestures, one at a time. Jobs (`Effect::Run`) and everything else stay the shell's.
//!
//! The phones and the desktop window reach it through the bindings (`OkeyNetwork`, in `ffi`,
//! with the `uniffi` feature).
//!
//! Written once for every shell: the terminal, the desktop window and, through the bindings,
//! the phones.

#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!("okey_link");

#[cfg(feature = "uniffi")]
mod ffi;
mod scan;

pub use scan::scanned_table;

use okey_app::{Effect, Intent};
use okey_net::{Config, Fingerprint, Guest, GuestEvent, GuestId, Host, HostConfig, HostEvent, Identity, JoinCode};
use std::collections::{HashMap, HashSet};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, ToSocketAddrs, UdpSocket};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

/// How a shell wants the network used.
#[derive(Clone, Debug)]
pub struct LinkConfig {
    /// Where a host listens: all interfaces on any port by default; a host resumed from its
    /// game gives the port it had, so that its guests find it again.
    pub listen: SocketAddr,
    /// The address guests are told (the QR text, the lobby); by default this machine's address
    /// on the network it would reach others by, or 127.0.0.1 when listening on loopback.
    pub advertise: Option<IpAddr>,
    pub host: HostConfig,
    pub guest: Config,
    /// A file that keeps the port a host listened on: a host run again (the app reopened on a
    /// game it hosted) listens there again when `listen` asks for any port, so that its guests
    /// find it where they left it; a port taken meanwhile gives way to any.
    pub port_file: Option<PathBuf>,
}

impl Default for LinkConfig {
    fn default() -> LinkConfig {
        LinkConfig {
            listen: SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), 0),
            advertise: None,
            host: HostConfig::default(),
            guest: Config::default(),
            port_file: None,
        }
    }
}

/// What went through the link so far: a guest's connections, the app core's messages and their
/// bytes (without the transport's framing, 19 bytes a message, and its keep-alives).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traffic {
    /// A guest's connections that came up, and that went.
    pub connected: u64,
    pub disconnected: u64,
    pub sent_messages: u64,
    pub sent_bytes: u64,
    pub received_messages: u64,
    pub received_bytes: u64,
}

#[derive(Debug, Default)]
struct Counters {
    /// A guest's connections that came up, and that went (of the connections the core wants).
    connected: AtomicU64,
    disconnected: AtomicU64,
    sent_messages: AtomicU64,
    sent_bytes: AtomicU64,
    received_messages: AtomicU64,
    received_bytes: AtomicU64,
}

impl Counters {
    fn received(&self, bytes: &[u8]) {
        self.received_messages.fetch_add(1, Ordering::Relaxed);
        self.received_bytes.fetch_add(bytes.len() as u64, Ordering::Relaxed);
    }
}

/// What a host tells its guests: where it is, its code, its QR text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announced {
    /// The address advertised (see [`LinkConfig::advertise`]) and the port listened on.
    pub address: SocketAddr,
    /// The six digits.
    pub code: String,
    /// The QR code's text, without the code (`okey://join?v=1&host=...&fp=...`).
    pub payload: String,
}

/// The intents the network queues for the core, in the order it queued them; one handle or
/// many (each intent goes to one of them).
#[derive(Clone, Debug)]
pub struct Intents(Arc<Mutex<Receiver<Intent>>>);

impl Intents {
    pub fn try_next(&self) -> Option<Intent> {
        lock(&self.0).try_recv().ok()
    }

    pub fn next_timeout(&self, timeout: Duration) -> Option<Intent> {
        lock(&self.0).recv_timeout(timeout).ok()
    }
}

/// The host's guests as the transport knows them: the core names them by number.
#[derive(Debug, Default)]
struct Guests {
    ids: HashMap<u32, GuestId>,
    connected: HashSet<u32>,
}

/// One app's network: a host, or a guest's connection, or nothing yet.
#[derive(Debug)]
pub struct Link {
    config: LinkConfig,
    sender: Sender<Intent>,
    intents: Intents,
    host: Option<Arc<Host>>,
    /// The intent that announced the host, sent again if the core asks to listen again.
    listening: Option<Intent>,
    announced: Option<Announced>,
    guests: Arc<Mutex<Guests>>,
    guest: Option<Arc<Guest>>,
    /// Numbers the guest's connections: events of one the core has replaced are dropped.
    connection: Arc<AtomicU64>,
    counters: Arc<Counters>,
    problems: Arc<Mutex<Vec<String>>>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Link {
    pub fn new(config: LinkConfig) -> Link {
        let (sender, intents) = mpsc::channel();
        Link {
            config,
            sender,
            intents: Intents(Arc::new(Mutex::new(intents))),
            host: None,
            listening: None,
            announced: None,
            guests: Arc::default(),
            guest: None,
            connection: Arc::default(),
            counters: Arc::default(),
            problems: Arc::default(),
        }
    }

    /// Performs `effect` if it is the network's (true), or leaves it to the shell (false).
    pub fn perform(&mut self, effect: &Effect) -> bool {
        match effect {
            Effect::Listen { code, identity } => self.listen(code.as_deref(), identity.as_deref()),
            Effect::StopListening => {
                if let Some(host) = self.host.take() {
                    host.shutdown();
                }
                self.listening = None;
                self.announced = None;
            }
            Effect::SendToGuest { guest, bytes } => {
                let id = lock(&self.guests).ids.get(guest).copied();
                if let (Some(host), Some(id)) = (&self.host, id) {
                    self.count_sent(bytes);
                    // A guest gone meanwhile: its GuestLeft is on the way to the core.
                    let _ = host.send(id, bytes.clone());
                }
            }
            Effect::CloseGuest { guest } => {
                let id = lock(&self.guests).ids.get(guest).copied();
                if let (Some(host), Some(id)) = (&self.host, id) {
                    let _ = host.close(id);
                }
            }
            Effect::Connect { address, port, code, pin, identity } => {
                self.connect(address, *port, code, pin.as_deref(), identity.as_deref())
            }
            Effect::SendToHost { bytes } => {
                if let Some(guest) = &self.guest {
                    self.count_sent(bytes);
                    // A connection gone meanwhile reports Disconnected; the core sends again.
                    let _ = guest.send(bytes.clone());
                }
            }
            Effect::Disconnect => {
                self.connection.fetch_add(1, Ordering::AcqRel);
                if let Some(guest) = self.guest.take() {
                    guest.disconnect();
                }
            }
            // No discovery here (okey-net has none): the terminal takes an address or QR text.
            Effect::Browse { .. } => {}
            Effect::Run { .. }
            | Effect::Animate { .. }
            | Effect::Haptic { .. }
            | Effect::Sound { .. }
            | Effect::Announce { .. } => return false,
        }
        true
    }

    /// The next intent from the network, if one waits.
    pub fn try_next(&self) -> Option<Intent> {
        self.intents.try_next()
    }

    /// The next intent from the network, waiting at most `timeout`.
    pub fn next_timeout(&self, timeout: Duration) -> Option<Intent> {
        self.intents.next_timeout(timeout)
    }

    /// The network's intents, for a shell that waits for them on a thread of their own while
    /// another performs the effects (the apps: their UI thread must not wait).
    pub fn intents(&self) -> Intents {
        self.intents.clone()
    }

    /// Where the host listens, once it does.
    pub fn local_addr(&self) -> Option<SocketAddr> {
        self.host.as_ref().map(|h| h.local_addr())
    }

    /// What the host tells its guests, once it listens.
    pub fn announced(&self) -> Option<&Announced> {
        self.announced.as_ref()
    }

    /// How many guests are connected to this host now.
    pub fn guests_connected(&self) -> usize {
        lock(&self.guests).connected.len()
    }

    pub fn traffic(&self) -> Traffic {
        let c = &self.counters;
        Traffic {
            connected: c.connected.load(Ordering::Relaxed),
            disconnected: c.disconnected.load(Ordering::Relaxed),
            sent_messages: c.sent_messages.load(Ordering::Relaxed),
            sent_bytes: c.sent_bytes.load(Ordering::Relaxed),
            received_messages: c.received_messages.load(Ordering::Relaxed),
            received_bytes: c.received_bytes.load(Ordering::Relaxed),
        }
    }

    /// What went wrong that the core has no intent for (a port taken, a code retired after
    /// too many wrong ones), in English, for the shell to show; taken once.
    pub fn take_problems(&self) -> Vec<String> {
        std::mem::take(&mut *lock(&self.problems))
    }

    fn problem(&self, text: String) {
        lock(&self.problems).push(text);
    }

    fn count_sent(&self, bytes: &[u8]) {
        self.counters.sent_messages.fetch_add(1, Ordering::Relaxed);
        self.counters.sent_bytes.fetch_add(bytes.len() as u64, Ordering::Relaxed);
    }

    fn listen(&mut self, code: Option<&str>, identity: Option<&[u8]>) {
        // The core asks again until it hears `Listening`: the host that listens is announced
        // again rather than bound twice.
        if self.host.is_some() {
            if let Some(listening) = &self.listening {
                let _ = self.sender.send(listening.clone());
            }
            return;
        }
        let code = match code.map(JoinCode::parse).unwrap_or_else(JoinCode::generate) {
            Ok(code) => code,
            Err(e) => return self.problem(format!("no join code to listen with: {e}")),
        };
        let identity = match identity_from(identity) {
            Ok(identity) => identity,
            Err(e) => return self.problem(format!("no key to listen with: {e}")),
        };
        let secret = identity.secret().to_vec();
        let host = match self.bind(code, identity) {
            Ok(host) => Arc::new(host),
            Err(e) => return self.problem(format!("cannot listen on {}: {e}", self.config.listen)),
        };
        if let Some(file) = &self.config.port_file {
            // Not kept, the next run listens on another port: its guests look for it again.
            let _ = std::fs::write(file, format!("{}\n", host.local_addr().port()));
        }
        let advertised = self.config.advertise.unwrap_or_else(|| advertised_ip(self.config.listen.ip()));
        let listening = Intent::Listening {
            address: advertised.to_string(),
            port: host.local_addr().port(),
            code: code.to_string(),
            fingerprint: host.fingerprint().to_hex(),
            payload: host.join_payload(advertised, false).to_text(),
            identity: secret,
        };
        let _ = self.sender.send(listening.clone());
        self.listening = Some(listening);
        self.announced = Some(Announced {
            address: SocketAddr::new(advertised, host.local_addr().port()),
            code: code.to_string(),
            payload: host.join_payload(advertised, false).to_text(),
        });
        let events = Arc::clone(&host);
        let (sender, guests, counters, problems) =
            (self.sender.clone(), Arc::clone(&self.guests), Arc::clone(&self.counters), Arc::clone(&self.problems));
        let spawned = std::thread::Builder::new().name("okey-link host".into()).spawn(move || {
            while let Ok(event) = events.recv() {
                let intent = match event {
                    HostEvent::GuestJoined { guest, identity_fingerprint } => {
                        let mut guests = lock(&guests);
                        guests.ids.insert(guest.get(), guest);
                        guests.connected.insert(guest.get());
                        Intent::GuestJoined { guest: guest.get(), fingerprint: identity_fingerprint.to_hex() }
                    }
                    HostEvent::Received { guest, bytes } => {
                        counters.received(&bytes);
                        Intent::FromGuest { guest: guest.get(), bytes }
                    }
                    HostEvent::GuestLeft { guest, .. } => {
                        lock(&guests).connected.remove(&guest.get());
                        Intent::GuestLeft { guest: guest.get() }
                    }
                    HostEvent::CodeRetired { failed_joins } => {
                        // The core has no intent for it yet: no one joins until a new code.
                        lock(&problems).push(format!(
                            "the join code was retired after {failed_joins} wrong codes: no one can join now"
                        ));
                        continue;
                    }
                };
                if sender.send(intent).is_err() {
                    break;
                }
            }
        });
        if let Err(e) = spawned {
            return self.problem(format!("cannot start the host's thread: {e}"));
        }
        self.host = Some(host);
    }

    /// Listens where the config says, or on the port kept from the last run when it says any.
    fn bind(&self, code: JoinCode, identity: Identity) -> Result<Host, okey_net::NetError> {
        let listen = self.config.listen;
        let kept = self.config.port_file.as_ref().and_then(|file| std::fs::read_to_string(file).ok());
        match kept.and_then(|text| text.trim().parse::<u16>().ok()) {
            Some(port) if listen.port() == 0 => {
                Host::bind(SocketAddr::new(listen.ip(), port), code, identity.clone(), self.config.host)
                    .or_else(|_| Host::bind(listen, code, identity, self.config.host))
            }
            _ => Host::bind(listen, code, identity, self.config.host),
        }
    }

    fn connect(&mut self, address: &str, port: u16, code: &str, pin: Option<&str>, identity: Option<&[u8]>) {
        // A new connection replaces the old one, whose events the core no longer wants.
        let generation = self.connection.fetch_add(1, Ordering::AcqRel) + 1;
        if let Some(old) = self.guest.take() {
            old.disconnect();
        }
        let failed = |code: &str| Intent::Disconnected { code: code.to_owned() };
        let Some(target) = (address, port).to_socket_addrs().ok().and_then(|mut a| a.next()) else {
            let _ = self.sender.send(failed("join_failed"));
            return;
        };
        let code = match JoinCode::parse(code) {
            Ok(code) => code,
            Err(e) => return drop(self.sender.send(failed(e.code()))),
        };
        // A pin that does not read is no pin: the fingerprint check is the transport's.
        let pin = pin.and_then(|p| Fingerprint::from_hex(p).ok());
        let identity = match identity_from(identity) {
            Ok(identity) => identity,
            Err(e) => return drop(self.sender.send(failed(e.code()))),
        };
        let secret = identity.secret().to_vec();
        let guest = match Guest::connect(target, code, identity, pin, self.config.guest) {
            Ok(guest) => Arc::new(guest),
            Err(e) => return drop(self.sender.send(failed(e.code()))),
        };
        let events = Arc::clone(&guest);
        let (sender, current, counters) =
            (self.sender.clone(), Arc::clone(&self.connection), Arc::clone(&self.counters));
        let spawned = std::thread::Builder::new().name("okey-link guest".into()).spawn(move || {
            while let Ok(event) = events.recv() {
                let last = matches!(event, GuestEvent::Disconnected(_));
                let intent = match event {
                    GuestEvent::Connected { host_fingerprint } => {
                        Intent::Connected { fingerprint: host_fingerprint.to_hex(), identity: secret.clone() }
                    }
                    GuestEvent::Received(bytes) => {
                        counters.received(&bytes);
                        Intent::FromHost { bytes }
                    }
                    GuestEvent::Disconnected(reason) => Intent::Disconnected { code: why_closed(&reason).to_owned() },
                };
                if current.load(Ordering::Acquire) != generation || sender.send(intent.clone()).is_err() {
                    break;
                }
                match intent {
                    Intent::Connected { .. } => drop(counters.connected.fetch_add(1, Ordering::Relaxed)),
                    Intent::Disconnected { .. } => drop(counters.disconnected.fetch_add(1, Ordering::Relaxed)),
                    _ => {}
                }
                if last {
                    break;
                }
            }
        });
        match spawned {
            Ok(_) => self.guest = Some(guest),
            Err(_) => drop(self.sender.send(failed("join_failed"))),
        }
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        if let Some(host) = self.host.take() {
            host.shutdown();
        }
        if let Some(guest) = self.guest.take() {
            guest.disconnect();
        }
    }
}

/// The stored key, or a new one when there is none (or it does not read).
fn identity_from(secret: Option<&[u8]>) -> Result<Identity, okey_net::NetError> {
    match secret.and_then(|s| <[u8; okey_net::KEY_LEN]>::try_from(s).ok()) {
        Some(secret) => Identity::from_secret(secret),
        None => Identity::generate(),
    }
}

/// The address to tell guests: the one listened on, unless that is every interface; then the
/// address this machine would reach a LAN peer from (a UDP socket's route, nothing sent).
fn advertised_ip(listening: IpAddr) -> IpAddr {
    if !listening.is_unspecified() {
        return listening;
    }
    UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|socket| {
            socket.connect((Ipv4Addr::new(192, 168, 0, 1), 9))?;
            socket.local_addr()
        })
        .map(|a| a.ip())
        .ok()
        .filter(|ip| !ip.is_unspecified())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

/// The code the core words for a guest's connection that ended: for a join that failed, why
/// (a wrong code, another host's key, a full table, ...), not only that it failed.
fn why_closed(reason: &okey_net::CloseReason) -> &'static str {
    match reason {
        okey_net::CloseReason::JoinFailed(okey_net::NetError::Refused { reason }) => reason.code(),
        okey_net::CloseReason::JoinFailed(error) => error.code(),
        other => other.code(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listen(config: LinkConfig) -> Link {
        let mut link = Link::new(config);
        link.perform(&Effect::Listen { code: None, identity: None });
        assert!(link.take_problems().is_empty(), "the host listens");
        link
    }

    #[test]
    fn a_host_run_again_listens_on_the_port_it_kept_and_on_another_when_that_one_is_taken() {
        let dir = std::env::temp_dir().join(format!("okey-link-port-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch folder");
        let file = dir.join("host-port");
        let _ = std::fs::remove_file(&file);
        let config = || LinkConfig {
            listen: SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), 0),
            port_file: Some(file.clone()),
            ..LinkConfig::default()
        };
        let first = listen(config());
        let port = first.local_addr().expect("listening").port();
        assert_eq!(std::fs::read_to_string(&file).expect("the port kept").trim(), port.to_string());
        drop(first);
        let again = listen(config());
        assert_eq!(again.local_addr().expect("listening").port(), port, "where its guests look for it");
        // The port is taken (by `again`): the next one listens on any, and keeps that.
        let third = listen(config());
        let other = third.local_addr().expect("listening").port();
        assert_ne!(other, port);
        assert_eq!(std::fs::read_to_string(&file).expect("the port kept").trim(), other.to_string());
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A guest's join to a host on loopback with `code` and `pin`: the first intent it gets.
    fn join(code: impl Fn(&str) -> String, pin: Option<String>) -> Intent {
        let loopback = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), 0);
        let host = listen(LinkConfig { listen: loopback, ..LinkConfig::default() });
        let Some(Intent::Listening { port, code: shown, .. }) = host.next_timeout(Duration::from_secs(10)) else {
            panic!("the host listens");
        };
        let mut guest = Link::new(LinkConfig::default());
        guest.perform(&Effect::Connect { address: "127.0.0.1".into(), port, code: code(&shown), pin, identity: None });
        guest.next_timeout(Duration::from_secs(10)).expect("the join's outcome")
    }

    #[test]
    fn a_join_that_fails_says_why() {
        let other_key = Some("0".repeat(64));
        assert_eq!(join(str::to_owned, other_key), Intent::Disconnected { code: "host_key_mismatch".into() });
        let wrong = |shown: &str| if shown.starts_with('9') { "123456".into() } else { "987654".into() };
        assert_eq!(join(wrong, None), Intent::Disconnected { code: "wrong_code".into() });
        assert!(matches!(join(str::to_owned, None), Intent::Connected { .. }), "the right code and no pin join");
    }
}
