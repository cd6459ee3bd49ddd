//! The blocking socket work both sides share: reading a frame before a deadline, one
//! connection's [`Link`] (its bounded queues and whether it is open), and the loops of its
//! writer and reader threads.

use crate::channel::{Opener, Sealer};
use crate::error::{CloseReason, NetError};
use crate::frame::{self, FrameDecoder};
use crate::wire::{CloseCode, Message};
use std::io::{self, Read, Write};
use std::net::{Shutdown, TcpStream};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, SyncSender, TrySendError};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// Bytes read from the socket at a time.
const READ_CHUNK: usize = 8 * 1024;

pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A thread that panicked while holding a lock left its data consistent enough to close.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Why reading a frame stopped.
#[derive(Debug)]
pub(crate) enum ReadError {
    Timeout,
    Eof,
    Protocol(NetError),
    Io(io::Error),
}

impl ReadError {
    /// The reason to report once the handshake is over.
    pub(crate) fn into_close_reason(self) -> CloseReason {
        match self {
            ReadError::Timeout => CloseReason::IdleTimeout,
            ReadError::Eof | ReadError::Io(_) => CloseReason::Lost,
            ReadError::Protocol(error) => CloseReason::Protocol(error),
        }
    }

    /// The error of a handshake that stopped here.
    pub(crate) fn into_handshake_error(self) -> NetError {
        match self {
            ReadError::Timeout => NetError::HandshakeTimeout,
            ReadError::Eof => NetError::Closed,
            ReadError::Protocol(error) => error,
            ReadError::Io(error) => error.into(),
        }
    }
}

/// The next frame's body, reading as needed until `deadline`.
pub(crate) fn read_frame(
    stream: &mut TcpStream,
    decoder: &mut FrameDecoder,
    deadline: Instant,
) -> Result<Vec<u8>, ReadError> {
    let mut chunk = [0; READ_CHUNK];
    loop {
        if let Some(body) = decoder.next_frame().map_err(ReadError::Protocol)? {
            return Ok(body);
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(ReadError::Timeout);
        }
        stream.set_read_timeout(Some(left)).map_err(ReadError::Io)?;
        match stream.read(&mut chunk) {
            Ok(0) => return Err(ReadError::Eof),
            Ok(read) => decoder.push(chunk.get(..read).unwrap_or_default()),
            Err(error) if matches!(error.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => {}
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) => return Err(ReadError::Io(error)),
        }
    }
}

/// Writes a handshake body as a frame.
pub(crate) fn write_body(stream: &mut TcpStream, body: &[u8]) -> Result<(), NetError> {
    let frame = frame::encode(body)?;
    stream.write_all(&frame)?;
    Ok(())
}

/// What a connection's writer thread is handed.
#[derive(Debug)]
pub(crate) enum Outgoing {
    App(Vec<u8>),
    Goodbye(CloseCode),
    /// The connection was cut: stop now.
    Stop,
}

/// One connection as the application's side sees it: open or not, its queue of messages to
/// send, and how many of its received messages the application has not taken yet.
#[derive(Debug)]
pub(crate) struct Link {
    state: Mutex<LinkState>,
    space: Condvar,
    outgoing: SyncSender<Outgoing>,
    receive_queue: usize,
}

#[derive(Debug)]
struct LinkState {
    open: bool,
    undelivered: usize,
    stream: Option<TcpStream>,
}

/// Whether a close says goodbye (after the messages already queued) or cuts the socket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    Goodbye(CloseCode),
    Cut,
}

impl Link {
    /// A link and the receiving end of its send queue (for its writer thread).
    pub(crate) fn new(send_queue: usize, receive_queue: usize) -> (Link, Receiver<Outgoing>) {
        let (outgoing, queue) = mpsc::sync_channel(send_queue);
        let state = LinkState { open: true, undelivered: 0, stream: None };
        (Link { state: Mutex::new(state), space: Condvar::new(), outgoing, receive_queue }, queue)
    }

    /// Gives the link its socket (a clone, for cutting). False, with the socket cut, if the link
    /// was closed before it had one.
    pub(crate) fn attach(&self, stream: TcpStream) -> bool {
        let mut state = lock(&self.state);
        if !state.open {
            let _ = stream.shutdown(Shutdown::Both);
            return false;
        }
        state.stream = Some(stream);
        true
    }

    pub(crate) fn is_open(&self) -> bool {
        lock(&self.state).open
    }

    /// Runs `report` under the link's lock if it is open (so before any close's report).
    pub(crate) fn if_open(&self, report: impl FnOnce()) -> bool {
        let state = lock(&self.state);
        if state.open {
            report();
        }
        state.open
    }

    /// Queues an application message. A full queue is `SendQueueFull` (the caller closes the
    /// link); a closed link is `Closed`.
    pub(crate) fn send(&self, bytes: Vec<u8>) -> Result<(), NetError> {
        if !self.is_open() {
            return Err(NetError::Closed);
        }
        match self.outgoing.try_send(Outgoing::App(bytes)) {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(_)) => Err(NetError::SendQueueFull),
            Err(TrySendError::Disconnected(_)) => Err(NetError::Closed),
        }
    }

    /// Closes the link if it is open: `report` runs (under the link's lock, so after every
    /// message it delivered) and the connection ends as `ending` says. False if it was closed.
    pub(crate) fn close(&self, ending: Ending, report: impl FnOnce()) -> bool {
        let mut state = lock(&self.state);
        if !state.open {
            return false;
        }
        state.open = false;
        report();
        self.space.notify_all();
        let cut = match ending {
            Ending::Goodbye(code) => self.outgoing.try_send(Outgoing::Goodbye(code)).is_err(),
            Ending::Cut => {
                let _ = self.outgoing.try_send(Outgoing::Stop);
                true
            }
        };
        if cut && let Some(stream) = &state.stream {
            let _ = stream.shutdown(Shutdown::Both);
        }
        true
    }

    /// Cuts the socket whether or not the link is open (the end of a lingering goodbye).
    pub(crate) fn cut(&self) {
        if let Some(stream) = &lock(&self.state).stream {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }

    /// Waits until the application has room for one more received message, then runs `push`
    /// (under the link's lock, so never after the close's report). False if the link closed.
    pub(crate) fn deliver(&self, push: impl FnOnce()) -> bool {
        let state = lock(&self.state);
        let mut state = self
            .space
            .wait_while(state, |state| state.open && state.undelivered >= self.receive_queue)
            .unwrap_or_else(PoisonError::into_inner);
        if !state.open {
            return false;
        }
        state.undelivered += 1;
        push();
        true
    }

    /// The application took one received message.
    pub(crate) fn taken(&self) {
        let mut state = lock(&self.state);
        state.undelivered = state.undelivered.saturating_sub(1);
        self.space.notify_all();
    }
}

/// A writer thread's loop: seals and writes what is queued, a keep-alive when nothing was for
/// `keepalive`, and after a goodbye half-closes the socket. Returns why it stopped, if the
/// connection failed under it (`None` after a goodbye or when the link was dropped).
pub(crate) fn run_writer(
    mut stream: TcpStream,
    mut sealer: Sealer,
    queue: Receiver<Outgoing>,
    keepalive: Duration,
) -> Option<CloseReason> {
    loop {
        let (message, last) = match queue.recv_timeout(keepalive) {
            Ok(Outgoing::App(bytes)) => (Message::App(bytes), false),
            Ok(Outgoing::Goodbye(code)) => (Message::Close(code), true),
            Err(RecvTimeoutError::Timeout) => (Message::Ping, false),
            Ok(Outgoing::Stop) | Err(RecvTimeoutError::Disconnected) => return None,
        };
        let frame = match sealer.seal(&message) {
            Ok(frame) => frame,
            Err(error) => return Some(CloseReason::Protocol(error)),
        };
        if let Err(error) = stream.write_all(&frame) {
            let _ = stream.shutdown(Shutdown::Both);
            return Some(match error.kind() {
                io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => CloseReason::Stalled,
                _ => CloseReason::Lost,
            });
        }
        if last {
            let _ = stream.shutdown(Shutdown::Write);
            return None;
        }
    }
}

/// A reader thread's loop: reads and opens frames, hands each application message to
/// `deliver` (false: the link closed, stop), and returns why the connection ended. A peer heard
/// nothing from for `idle` is gone.
pub(crate) fn run_reader(
    stream: &mut TcpStream,
    decoder: &mut FrameDecoder,
    mut opener: Opener,
    idle: Duration,
    mut deliver: impl FnMut(Vec<u8>) -> bool,
) -> CloseReason {
    loop {
        let body = match read_frame(stream, decoder, Instant::now() + idle) {
            Ok(body) => body,
            Err(error) => return error.into_close_reason(),
        };
        match opener.open(&body) {
            Ok(Message::App(bytes)) => {
                if !deliver(bytes) {
                    return CloseReason::Closed;
                }
            }
            Ok(Message::Ping) => {}
            Ok(Message::Close(code)) => return CloseReason::PeerClosed(code),
            Ok(Message::Welcome) => {
                return CloseReason::Protocol(NetError::UnexpectedHandshake { what: "a welcome in the channel" });
            }
            Err(error) => return CloseReason::Protocol(error),
        }
    }
}

/// After this side said goodbye: reads and drops whatever still comes until the peer closes or
/// `linger` passes, so that closing the socket with unread bytes (which resets it) does not
/// throw away the goodbye before the peer has read it.
pub(crate) fn linger(stream: &mut TcpStream, linger: Duration) {
    let deadline = Instant::now() + linger;
    let mut chunk = [0; READ_CHUNK];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() || stream.set_read_timeout(Some(left)).is_err() {
            return;
        }
        match stream.read(&mut chunk) {
            Ok(0) => return,
            Ok(_) => {}
            Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
            Err(error) if matches!(error.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => {}
            Err(_) => return,
        }
    }
}
