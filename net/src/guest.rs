//! A guest: connects to a host and joins with the code, on a thread of its own, and reports
//! what happens as [`GuestEvent`]s; `send` never blocks the caller.
//!
//! Threads: one that connects, runs the handshake and then reads, and one that writes (the
//! send queue, keep-alives, the goodbye). Both end by themselves within the configured
//! timeouts once the connection is over.

use crate::channel;
use crate::config::Config;
use crate::error::{CloseReason, NetError};
use crate::frame::FrameDecoder;
use crate::handshake::{Established, GuestHandshake};
use crate::identity::{Fingerprint, Identity};
use crate::io::{self, Ending, Link, Outgoing, lock};
use crate::join::JoinCode;
use crate::wire::{CloseCode, MAX_HANDSHAKE_BODY};
use std::fmt;
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvError, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// What happened to the guest's connection, in order: `Connected` (or, if the join failed,
/// only `Disconnected`), the host's messages in the order it sent them, then `Disconnected`,
/// after which there are no more events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GuestEvent {
    /// The host took the code and welcomed the guest. Its fingerprint is worth keeping, to pin
    /// it when rejoining.
    Connected { host_fingerprint: Fingerprint },
    /// A message from the host, whole and authenticated (its meaning is the app core's).
    Received(Vec<u8>),
    /// The connection is over, or never opened (`CloseReason::JoinFailed` says why: a wrong
    /// code, another host's key, a timeout, no route). Connect again to rejoin.
    Disconnected(CloseReason),
}

enum Queued {
    Event(GuestEvent),
    Received(Vec<u8>),
}

struct Shared {
    link: Link,
    connected: AtomicBool,
    events: Mutex<Option<Sender<Queued>>>,
}

impl Shared {
    fn push(&self, queued: Queued) {
        if let Some(events) = &*lock(&self.events) {
            let _ = events.send(queued);
        }
    }

    /// Ends the connection if it is open: reports `Disconnected`, the last event.
    fn end(&self, reason: CloseReason, ending: Ending) {
        self.link.close(ending, || {
            self.push(Queued::Event(GuestEvent::Disconnected(reason)));
            lock(&self.events).take();
        });
    }
}

/// A guest's connection to a host. Share it between threads (`&self` everywhere); dropping it
/// disconnects.
pub struct Guest {
    shared: Arc<Shared>,
    events: Mutex<Receiver<Queued>>,
    max_message_len: usize,
}

impl fmt::Debug for Guest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Guest")
            .field("connected", &self.shared.connected.load(Ordering::Relaxed))
            .finish_non_exhaustive()
    }
}

impl Guest {
    /// Starts joining the host at `address` with the code the person typed (or the QR code
    /// held), as `identity` (the guest's stored key), and, if given, only if the host's key has
    /// the fingerprint `pinned_host`. Returns at once; the outcome comes as an event. Fails only
    /// if no thread can be started.
    pub fn connect(
        address: SocketAddr,
        code: JoinCode,
        identity: Identity,
        pinned_host: Option<Fingerprint>,
        config: Config,
    ) -> Result<Guest, NetError> {
        let config = config.normalised();
        let (link, queue) = Link::new(config.send_queue, config.receive_queue);
        let (sender, events) = mpsc::channel();
        let shared = Arc::new(Shared { link, connected: AtomicBool::new(false), events: Mutex::new(Some(sender)) });
        let joining = Arc::clone(&shared);
        thread::Builder::new().name("okey-net guest".into()).spawn(move || {
            let join = Join { address, code, identity, pinned_host, config };
            run(&joining, &join, queue);
        })?;
        Ok(Guest { shared, events: Mutex::new(events), max_message_len: config.max_message_len })
    }

    /// Queues `bytes` for the host, in order after what was queued before (messages queued
    /// before `Connected` go once it is); never blocks. A message larger than the configured
    /// bound is refused and the connection stays. If the queue is full the connection is closed
    /// (`Disconnected` with `SendQueueFull`) and the error says so.
    pub fn send(&self, bytes: Vec<u8>) -> Result<(), NetError> {
        if bytes.len() > self.max_message_len {
            return Err(NetError::MessageTooLarge { len: bytes.len(), max: self.max_message_len });
        }
        let sent = self.shared.link.send(bytes);
        if sent == Err(NetError::SendQueueFull) {
            self.shared.end(CloseReason::SendQueueFull, Ending::Cut);
        }
        sent
    }

    /// Leaves the table: the messages already queued, then a goodbye (`Leaving`); reports
    /// `Disconnected(Closed)` at once. Idempotent.
    pub fn disconnect(&self) {
        let ending = if self.shared.connected.load(Ordering::Acquire) {
            Ending::Goodbye(CloseCode::Leaving)
        } else {
            Ending::Cut
        };
        self.shared.end(CloseReason::Closed, ending);
    }

    /// Whether the host welcomed the guest and the connection is still open.
    pub fn is_connected(&self) -> bool {
        self.shared.connected.load(Ordering::Acquire) && self.shared.link.is_open()
    }

    /// The next event, waiting for it; `Err` once `Disconnected` was taken.
    pub fn recv(&self) -> Result<GuestEvent, RecvError> {
        let queued = lock(&self.events).recv()?;
        Ok(self.taken(queued))
    }

    /// The next event, waiting at most `timeout`.
    pub fn recv_timeout(&self, timeout: Duration) -> Result<GuestEvent, RecvTimeoutError> {
        let queued = lock(&self.events).recv_timeout(timeout)?;
        Ok(self.taken(queued))
    }

    /// The next event if there is one.
    pub fn try_recv(&self) -> Result<GuestEvent, TryRecvError> {
        let queued = lock(&self.events).try_recv()?;
        Ok(self.taken(queued))
    }

    fn taken(&self, queued: Queued) -> GuestEvent {
        match queued {
            Queued::Event(event) => event,
            Queued::Received(bytes) => {
                self.shared.link.taken();
                GuestEvent::Received(bytes)
            }
        }
    }
}

impl Drop for Guest {
    fn drop(&mut self) {
        self.disconnect();
    }
}

struct Join {
    address: SocketAddr,
    code: JoinCode,
    identity: Identity,
    pinned_host: Option<Fingerprint>,
    config: Config,
}

/// The connecting thread: connect, handshake, then read until the connection ends.
fn run(shared: &Arc<Shared>, join: &Join, queue: Receiver<Outgoing>) {
    let config = join.config;
    let mut stream = match TcpStream::connect_timeout(&join.address, config.handshake_timeout) {
        Ok(stream) => stream,
        Err(error) => return shared.end(CloseReason::JoinFailed(error.into()), Ending::Cut),
    };
    let _ = stream.set_nodelay(true);
    let _ = stream.set_write_timeout(Some(config.idle_timeout));
    let (Ok(link_stream), Ok(writer_stream)) = (stream.try_clone(), stream.try_clone()) else {
        return shared.end(CloseReason::Lost, Ending::Cut);
    };
    if !shared.link.attach(link_stream) {
        return;
    }
    let mut decoder = FrameDecoder::new(MAX_HANDSHAKE_BODY);
    let established = match handshake(&mut stream, &mut decoder, join) {
        Ok(established) => established,
        Err(error) => return shared.end(CloseReason::JoinFailed(error), Ending::Cut),
    };
    let host_fingerprint = established.peer_fingerprint();
    let welcomed = shared.link.if_open(|| {
        shared.connected.store(true, Ordering::Release);
        shared.push(Queued::Event(GuestEvent::Connected { host_fingerprint }));
    });
    if !welcomed {
        return;
    }
    decoder.set_max_body(channel::max_body(config.max_message_len));
    let channel::Channel { sealer, opener } = established.channel;
    let writing = Arc::clone(shared);
    let writer = thread::Builder::new().name("okey-net guest writer".into()).spawn(move || {
        if let Some(reason) = io::run_writer(writer_stream, sealer, queue, config.keepalive_interval) {
            writing.end(reason, Ending::Cut);
        }
    });
    if writer.is_err() {
        return shared.end(CloseReason::Lost, Ending::Cut);
    }
    let reason = io::run_reader(&mut stream, &mut decoder, opener, config.idle_timeout, |bytes| {
        shared.link.deliver(|| shared.push(Queued::Received(bytes)))
    });
    shared.end(reason, Ending::Cut);
    io::linger(&mut stream, config.idle_timeout);
    shared.link.cut();
}

fn handshake(stream: &mut TcpStream, decoder: &mut FrameDecoder, join: &Join) -> Result<Established, NetError> {
    let config = join.config;
    let deadline = Instant::now() + config.handshake_timeout;
    let (guest, hello) = GuestHandshake::start(&join.code, &join.identity, join.pinned_host, config.max_message_len)?;
    io::write_body(stream, &hello)?;
    let response = io::read_frame(stream, decoder, deadline).map_err(io::ReadError::into_handshake_error)?;
    let (guest, finish) = guest.respond(&response)?;
    io::write_body(stream, &finish)?;
    let welcome = io::read_frame(stream, decoder, deadline).map_err(io::ReadError::into_handshake_error)?;
    guest.welcome(&welcome)
}
