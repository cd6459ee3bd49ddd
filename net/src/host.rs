//! The host: listens, runs each guest's handshake on a thread of its own, gives every identity
//! a stable [`GuestId`], and reports what happens as [`HostEvent`]s; `send` and `close` never
//! block the caller.
//!
//! Threads: one accepting connections; per connection one that runs the handshake and then
//! reads, and one that writes (the send queue, keep-alives, the goodbye).

use crate::channel;
use crate::config::HostConfig;
use crate::error::{CloseReason, NetError};
use crate::frame::FrameDecoder;
use crate::handshake::HostHandshake;
use crate::identity::{Fingerprint, Identity, KEY_LEN};
use crate::io::{self, Ending, Link, lock};
use crate::join::{JoinCode, JoinPayload};
use crate::wire::{self, CloseCode, MAX_HANDSHAKE_BODY, Message, RejectCode};
use std::collections::HashMap;
use std::fmt;
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvError, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

/// A guest as the host knows it: the same identity key always gets the same id, for as long as
/// the `Host` lives (the app keeps the identity's fingerprint to know a guest across restarts).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GuestId(u32);

impl GuestId {
    /// The number (from 1, in the order guests first joined).
    pub fn get(self) -> u32 {
        self.0
    }
}

impl fmt::Display for GuestId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// What happened at the table. For each guest, events come in the order they happened:
/// `GuestJoined`, its `Received` messages in the order the guest sent them, then `GuestLeft`;
/// after a `GuestLeft` the same guest may join again (a new connection), and a rejoin that
/// replaces a live connection reports that connection's `GuestLeft` (`Replaced`) first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostEvent {
    /// A guest finished the handshake with the right code; `send` reaches it from now on.
    GuestJoined { guest: GuestId, identity_fingerprint: Fingerprint },
    /// A message from a guest, whole and authenticated (its meaning is the app core's).
    Received { guest: GuestId, bytes: Vec<u8> },
    /// The guest's connection ended; nothing more arrives from it and `send` to it fails.
    GuestLeft { guest: GuestId, reason: CloseReason },
    /// Too many wrong codes were tried: no one can join until the app shows a new code
    /// ([`Host::set_code`]). The guests already in stay.
    CodeRetired { failed_joins: u32 },
}

/// Counts of what the host saw, for diagnostics and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HostStats {
    /// TCP connections accepted.
    pub connections: u64,
    /// Handshakes that ended with a guest in.
    pub joins: u64,
    /// Connections that did not get in (wrong code, malformed, timeout, refused, cut).
    pub refused: u64,
    /// Of those, the wrong codes.
    pub wrong_codes: u64,
    /// Guests' messages received and not yet taken by the application (at most
    /// `receive_queue` per connection: the memory a flood can hold).
    pub undelivered: u64,
}

/// What the events channel carries: a received message keeps its link, so that taking it
/// makes room in that link's queue.
enum Queued {
    Event(HostEvent),
    Received { link: Arc<Link>, guest: GuestId, bytes: Vec<u8> },
}

struct Registry {
    code: Option<JoinCode>,
    failed_joins: u32,
    identities: HashMap<[u8; KEY_LEN], GuestId>,
    live: HashMap<GuestId, Arc<Link>>,
    pending_handshakes: usize,
    /// Every socket a thread is serving, to cut at shutdown.
    sockets: HashMap<u64, TcpStream>,
    next_socket: u64,
    threads: Vec<JoinHandle<()>>,
    running_threads: usize,
    stopping: bool,
}

struct Shared {
    config: HostConfig,
    identity: Identity,
    registry: Mutex<Registry>,
    threads_done: Condvar,
    events: Mutex<Option<Sender<Queued>>>,
    connections: AtomicU64,
    joins: AtomicU64,
    refused: AtomicU64,
    wrong_codes: AtomicU64,
    undelivered: AtomicU64,
}

impl Shared {
    fn push(&self, event: Queued) {
        if let Some(events) = &*lock(&self.events) {
            let _ = events.send(event);
        }
    }

    /// Closes a guest's link if it is still open and still the guest's: reports `GuestLeft`
    /// and forgets the link, under the registry's lock, so a rejoin's events follow it.
    fn end(&self, registry: &mut Registry, guest: GuestId, link: &Arc<Link>, reason: CloseReason, ending: Ending) {
        if registry.live.get(&guest).is_some_and(|live| Arc::ptr_eq(live, link)) {
            registry.live.remove(&guest);
        }
        link.close(ending, || self.push(Queued::Event(HostEvent::GuestLeft { guest, reason })));
    }

    /// Runs `work` on a thread of its own, counted until it ends, its socket (if any) kept to
    /// be cut at shutdown.
    fn spawn(
        self: &Arc<Self>,
        registry: &mut Registry,
        socket: Option<TcpStream>,
        work: impl FnOnce() + Send + 'static,
    ) {
        registry.threads.retain(|thread| !thread.is_finished());
        let id = socket.map(|socket| {
            registry.next_socket += 1;
            registry.sockets.insert(registry.next_socket, socket);
            registry.next_socket
        });
        registry.running_threads += 1;
        let shared = Arc::clone(self);
        let spawned = thread::Builder::new().name("okey-net host".into()).spawn(move || {
            let _done = ThreadDone { shared, socket: id };
            work();
        });
        match spawned {
            Ok(thread) => registry.threads.push(thread),
            // No thread: the count and the socket are undone here.
            Err(_) => {
                registry.running_threads = registry.running_threads.saturating_sub(1);
                if let Some(socket) = id.and_then(|id| registry.sockets.remove(&id)) {
                    let _ = socket.shutdown(Shutdown::Both);
                }
            }
        }
    }
}

/// Marks a host thread finished however it ends.
struct ThreadDone {
    shared: Arc<Shared>,
    socket: Option<u64>,
}

impl Drop for ThreadDone {
    fn drop(&mut self) {
        let mut registry = lock(&self.shared.registry);
        if let Some(id) = self.socket {
            registry.sockets.remove(&id);
        }
        registry.running_threads = registry.running_threads.saturating_sub(1);
        self.shared.threads_done.notify_all();
    }
}

/// A table's host. Share it between threads (`&self` everywhere); dropping it shuts it down.
pub struct Host {
    shared: Arc<Shared>,
    events: Mutex<Receiver<Queued>>,
    local_addr: SocketAddr,
    acceptor: Mutex<Option<JoinHandle<()>>>,
}

impl fmt::Debug for Host {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Host").field("local_addr", &self.local_addr).finish_non_exhaustive()
    }
}

impl Host {
    /// Listens on `address` (port 0: the system picks one; see [`local_addr`](Self::local_addr))
    /// and takes guests who know `code`, as `identity` (the host's stored key).
    pub fn bind(address: SocketAddr, code: JoinCode, identity: Identity, config: HostConfig) -> Result<Host, NetError> {
        let config = HostConfig { connection: config.connection.normalised(), ..config };
        let listener = TcpListener::bind(address)?;
        let local_addr = listener.local_addr()?;
        let (sender, events) = mpsc::channel();
        let registry = Registry {
            code: Some(code),
            failed_joins: 0,
            identities: HashMap::new(),
            live: HashMap::new(),
            pending_handshakes: 0,
            sockets: HashMap::new(),
            next_socket: 0,
            threads: Vec::new(),
            running_threads: 0,
            stopping: false,
        };
        let shared = Arc::new(Shared {
            config,
            identity,
            registry: Mutex::new(registry),
            threads_done: Condvar::new(),
            events: Mutex::new(Some(sender)),
            connections: AtomicU64::new(0),
            joins: AtomicU64::new(0),
            refused: AtomicU64::new(0),
            wrong_codes: AtomicU64::new(0),
            undelivered: AtomicU64::new(0),
        });
        let accepting = Arc::clone(&shared);
        let acceptor =
            thread::Builder::new().name("okey-net accept".into()).spawn(move || accept(&accepting, &listener))?;
        Ok(Host { shared, events: Mutex::new(events), local_addr, acceptor: Mutex::new(Some(acceptor)) })
    }

    /// Where the host listens.
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The fingerprint of the host's key (for the QR code, or to read out).
    pub fn fingerprint(&self) -> Fingerprint {
        self.shared.identity.fingerprint()
    }

    /// The QR code's payload for guests reaching the host at `ip` (the address of the network
    /// interface the guests share, which the platform knows; the host listens on all of them
    /// when bound to 0.0.0.0), with the code in it if `with_code`.
    pub fn join_payload(&self, ip: IpAddr, with_code: bool) -> JoinPayload {
        let code = if with_code { lock(&self.shared.registry).code } else { None };
        JoinPayload { address: SocketAddr::new(ip, self.local_addr.port()), host_fingerprint: self.fingerprint(), code }
    }

    /// Shows a new code: joins from now on need it (the guests already in stay), and the count
    /// of wrong codes starts again.
    pub fn set_code(&self, code: JoinCode) {
        let mut registry = lock(&self.shared.registry);
        registry.code = Some(code);
        registry.failed_joins = 0;
    }

    /// Queues `bytes` for the guest, in order after what was queued before; never blocks. A
    /// message larger than the configured bound is refused and the connection stays. If the
    /// guest's queue is full, its connection is closed (`GuestLeft` with `SendQueueFull`) and
    /// the error says so.
    pub fn send(&self, guest: GuestId, bytes: Vec<u8>) -> Result<(), NetError> {
        let max = self.shared.config.connection.max_message_len;
        if bytes.len() > max {
            return Err(NetError::MessageTooLarge { len: bytes.len(), max });
        }
        let link =
            lock(&self.shared.registry).live.get(&guest).cloned().ok_or(NetError::UnknownGuest { guest: guest.0 })?;
        match link.send(bytes) {
            Err(NetError::SendQueueFull) => {
                let mut registry = lock(&self.shared.registry);
                self.shared.end(&mut registry, guest, &link, CloseReason::SendQueueFull, Ending::Cut);
                Err(NetError::SendQueueFull)
            }
            Err(NetError::Closed) => Err(NetError::UnknownGuest { guest: guest.0 }),
            other => other,
        }
    }

    /// Closes a guest's connection after the messages already queued for it, with a goodbye
    /// (`Kicked`); `GuestLeft` (`Closed`) is reported at once.
    pub fn close(&self, guest: GuestId) -> Result<(), NetError> {
        let mut registry = lock(&self.shared.registry);
        let link = registry.live.get(&guest).cloned().ok_or(NetError::UnknownGuest { guest: guest.0 })?;
        self.shared.end(&mut registry, guest, &link, CloseReason::Closed, Ending::Goodbye(CloseCode::Kicked));
        Ok(())
    }

    /// The guests connected now.
    pub fn guests(&self) -> Vec<GuestId> {
        let mut guests: Vec<GuestId> = lock(&self.shared.registry).live.keys().copied().collect();
        guests.sort();
        guests
    }

    /// Counts of what the host saw so far.
    pub fn stats(&self) -> HostStats {
        HostStats {
            connections: self.shared.connections.load(Ordering::Relaxed),
            joins: self.shared.joins.load(Ordering::Relaxed),
            refused: self.shared.refused.load(Ordering::Relaxed),
            wrong_codes: self.shared.wrong_codes.load(Ordering::Relaxed),
            undelivered: self.shared.undelivered.load(Ordering::Relaxed),
        }
    }

    /// The next event, waiting for it; `Err` once the host is shut down and every event taken.
    pub fn recv(&self) -> Result<HostEvent, RecvError> {
        let queued = lock(&self.events).recv()?;
        Ok(self.taken(queued))
    }

    /// The next event, waiting at most `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Result<HostEvent, RecvTimeoutError> {
        let queued = lock(&self.events).recv_timeout(timeout)?;
        Ok(self.taken(queued))
    }

    /// The next event if there is one.
    pub fn try_recv(&self) -> Result<HostEvent, TryRecvError> {
        let queued = lock(&self.events).try_recv()?;
        Ok(self.taken(queued))
    }

    /// Says goodbye (`ShuttingDown`) to every guest, stops listening, waits up to
    /// `shutdown_linger` for the goodbyes to go out, then cuts what is left and joins every
    /// thread. The events still queued can be taken; then `recv` answers `Err`. Idempotent.
    pub fn shutdown(&self) {
        let links: Vec<(GuestId, Arc<Link>)> = {
            let mut registry = lock(&self.shared.registry);
            if registry.stopping {
                return;
            }
            registry.stopping = true;
            registry.code = None;
            registry.live.iter().map(|(guest, link)| (*guest, Arc::clone(link))).collect()
        };
        // Wakes the accepting thread, which sees `stopping` and ends. (Should the connection
        // fail, the thread is left blocked rather than joined.)
        let woken = TcpStream::connect_timeout(&wake_address(self.local_addr), Duration::from_secs(1)).is_ok();
        if let Some(acceptor) = lock(&self.acceptor).take()
            && woken
        {
            let _ = acceptor.join();
        }
        {
            let mut registry = lock(&self.shared.registry);
            for (guest, link) in &links {
                self.shared.end(
                    &mut registry,
                    *guest,
                    link,
                    CloseReason::Closed,
                    Ending::Goodbye(CloseCode::ShuttingDown),
                );
            }
        }
        let deadline = Instant::now() + self.shared.config.shutdown_linger;
        let mut registry = lock(&self.shared.registry);
        while registry.running_threads > 0 {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            registry = self
                .shared
                .threads_done
                .wait_timeout(registry, left)
                .map(|(guard, _)| guard)
                .unwrap_or_else(|poisoned| poisoned.into_inner().0);
        }
        for socket in registry.sockets.values() {
            let _ = socket.shutdown(Shutdown::Both);
        }
        for link in registry.live.values() {
            link.cut();
        }
        let threads = std::mem::take(&mut registry.threads);
        drop(registry);
        for (_, link) in links {
            link.cut();
        }
        for thread in threads {
            let _ = thread.join();
        }
        lock(&self.shared.events).take();
    }
}

impl Host {
    fn taken(&self, queued: Queued) -> HostEvent {
        match queued {
            Queued::Event(event) => event,
            Queued::Received { link, guest, bytes } => {
                self.shared.undelivered.fetch_sub(1, Ordering::Relaxed);
                link.taken();
                HostEvent::Received { guest, bytes }
            }
        }
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Where to connect to wake a listener on `local` (its own address, or loopback for "any").
fn wake_address(local: SocketAddr) -> SocketAddr {
    let ip = match local.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    SocketAddr::new(ip, local.port())
}

fn accept(shared: &Arc<Shared>, listener: &TcpListener) {
    for stream in listener.incoming() {
        let mut registry = lock(&shared.registry);
        if registry.stopping {
            return;
        }
        let Ok(stream) = stream else {
            // Out of descriptors or an aborted connection: wait a little rather than spin.
            drop(registry);
            thread::sleep(Duration::from_millis(50));
            continue;
        };
        shared.connections.fetch_add(1, Ordering::Relaxed);
        let Ok(clone) = stream.try_clone() else { continue };
        if registry.pending_handshakes >= shared.config.max_pending_handshakes {
            shared.refused.fetch_add(1, Ordering::Relaxed);
            let mut stream = stream;
            let _ = io::write_body(&mut stream, &wire::reject_body(RejectCode::Busy));
            continue;
        }
        registry.pending_handshakes += 1;
        let serving = Arc::clone(shared);
        shared.spawn(&mut registry, Some(clone), move || serve(&serving, stream));
    }
}

/// One connection: the handshake, then the guest's messages until it ends.
fn serve(shared: &Arc<Shared>, mut stream: TcpStream) {
    let config = shared.config.connection;
    let _ = stream.set_nodelay(true);
    let _ = stream.set_write_timeout(Some(config.idle_timeout));
    let mut decoder = FrameDecoder::new(MAX_HANDSHAKE_BODY);
    let joined = handshake(shared, &mut stream, &mut decoder);
    lock(&shared.registry).pending_handshakes -= 1;
    let Some((guest, link, opener)) = joined else {
        shared.refused.fetch_add(1, Ordering::Relaxed);
        let _ = stream.shutdown(Shutdown::Both);
        return;
    };
    shared.joins.fetch_add(1, Ordering::Relaxed);
    decoder.set_max_body(channel::max_body(config.max_message_len));
    let reason = io::run_reader(&mut stream, &mut decoder, opener, config.idle_timeout, |bytes| {
        let queued = Arc::clone(&link);
        link.deliver(|| {
            shared.undelivered.fetch_add(1, Ordering::Relaxed);
            shared.push(Queued::Received { link: queued, guest, bytes });
        })
    });
    shared.end(&mut lock(&shared.registry), guest, &link, reason, Ending::Cut);
    io::linger(&mut stream, config.idle_timeout);
    link.cut();
}

/// Runs the handshake; on success the guest is registered (its old connection replaced),
/// `GuestJoined` reported, the welcome sent and the writer started.
fn handshake(
    shared: &Arc<Shared>,
    stream: &mut TcpStream,
    decoder: &mut FrameDecoder,
) -> Option<(GuestId, Arc<Link>, channel::Opener)> {
    let config = shared.config.connection;
    let deadline = Instant::now() + config.handshake_timeout;
    let reject = |stream: &mut TcpStream, code| {
        let _ = io::write_body(stream, &wire::reject_body(code));
    };
    let hello = io::read_frame(stream, decoder, deadline).ok()?;
    let (code, stopping) = {
        let registry = lock(&shared.registry);
        (registry.code, registry.stopping)
    };
    let Some(code) = code else {
        reject(stream, if stopping { RejectCode::ShuttingDown } else { RejectCode::CodeRetired });
        return None;
    };
    let host = HostHandshake::new(&code, &shared.identity, config.max_message_len).ok()?;
    let (host, response) = match host.respond(&hello) {
        Ok(answer) => answer,
        Err(NetError::VersionMismatch { .. }) => {
            reject(stream, RejectCode::UnsupportedVersion);
            return None;
        }
        Err(_) => return None,
    };
    io::write_body(stream, &response).ok()?;
    let finish = io::read_frame(stream, decoder, deadline).ok()?;
    let mut established = match host.finish(&finish) {
        Ok(established) => established,
        Err(NetError::WrongCode) => {
            wrong_code(shared, code);
            reject(stream, RejectCode::WrongCode);
            return None;
        }
        Err(_) => return None,
    };
    let welcome = established.channel.sealer.seal(&Message::Welcome).ok()?;
    let (link, queue) = Link::new(config.send_queue, config.receive_queue);
    let link = Arc::new(link);
    if !link.attach(stream.try_clone().ok()?) {
        return None;
    }
    let writer_stream = stream.try_clone().ok()?;
    let fingerprint = established.peer_fingerprint();
    let mut registry = lock(&shared.registry);
    if registry.stopping {
        drop(registry);
        reject(stream, RejectCode::ShuttingDown);
        return None;
    }
    let known = registry.identities.get(&established.peer_key).copied();
    let rejoining = known.is_some_and(|guest| registry.live.contains_key(&guest));
    let full = (known.is_none() && registry.identities.len() >= shared.config.max_identities)
        || (!rejoining && registry.live.len() >= shared.config.max_guests);
    if full {
        drop(registry);
        reject(stream, RejectCode::TableFull);
        return None;
    }
    let guest = known.unwrap_or_else(|| {
        let guest = GuestId(u32::try_from(registry.identities.len() + 1).unwrap_or(u32::MAX));
        registry.identities.insert(established.peer_key, guest);
        guest
    });
    if let Some(old) = registry.live.get(&guest).cloned() {
        shared.end(&mut registry, guest, &old, CloseReason::Replaced, Ending::Goodbye(CloseCode::Replaced));
    }
    registry.live.insert(guest, Arc::clone(&link));
    shared.push(Queued::Event(HostEvent::GuestJoined { guest, identity_fingerprint: fingerprint }));
    // The welcome goes out before the writer starts, so before anything `send` queued.
    if stream.write_all(&welcome).is_err() {
        shared.end(&mut registry, guest, &link, CloseReason::Lost, Ending::Cut);
        return None;
    }
    let writer_link = Arc::clone(&link);
    let writing = Arc::clone(shared);
    let sealer = established.channel.sealer;
    let keepalive = config.keepalive_interval;
    let writer_socket = writer_stream.try_clone().ok();
    shared.spawn(&mut registry, writer_socket, move || {
        if let Some(reason) = io::run_writer(writer_stream, sealer, queue, keepalive) {
            writing.end(&mut lock(&writing.registry), guest, &writer_link, reason, Ending::Cut);
        }
    });
    drop(registry);
    Some((guest, link, established.channel.opener))
}

/// Counts a wrong code; past the limit the code is retired.
fn wrong_code(shared: &Shared, code: JoinCode) {
    shared.wrong_codes.fetch_add(1, Ordering::Relaxed);
    let mut registry = lock(&shared.registry);
    // A code set since this handshake started has a count of its own.
    if registry.code != Some(code) {
        return;
    }
    registry.failed_joins += 1;
    if registry.failed_joins >= shared.config.max_failed_joins {
        registry.code = None;
        let failed_joins = registry.failed_joins;
        shared.push(Queued::Event(HostEvent::CodeRetired { failed_joins }));
    }
}
