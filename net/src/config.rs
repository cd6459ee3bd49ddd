//! The bounds of a connection: how long a handshake and silence may last, how large a message
//! and how long a queue may grow. Both sides should use the same values (the defaults).

use crate::wire::MAX_MESSAGE_LEN;
use std::time::Duration;

/// The bounds of every connection, on a host and on a guest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// From the TCP connection to the welcome: a peer that has not finished by then is closed
    /// (a half-open connection cannot hold a handshake slot longer).
    pub handshake_timeout: Duration,
    /// A side that has sent nothing for this long sends a keep-alive.
    pub keepalive_interval: Duration,
    /// A peer heard nothing from for this long (keep-alives included), or that takes no bytes
    /// for this long, is taken for gone and its connection closed. Several keep-alive
    /// intervals, so that a slow network does not cut a live peer.
    pub idle_timeout: Duration,
    /// The largest application message either way, at most [`MAX_MESSAGE_LEN`]: a larger one is
    /// refused by `send`, and a peer that sends one is disconnected.
    pub max_message_len: usize,
    /// Messages waiting to be sent on one connection. When a peer does not keep up and the queue
    /// is full, the connection is closed ([`crate::CloseReason::SendQueueFull`]): nothing is
    /// dropped from the middle of a stream, and the peer can rejoin and be sent the state anew.
    pub send_queue: usize,
    /// Messages received on one connection and not yet taken by the application. When it is
    /// full the connection stops reading, so a peer that floods waits for the application
    /// (TCP holds it back) instead of growing memory, and the other connections' messages go on.
    pub receive_queue: usize,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            handshake_timeout: Duration::from_secs(10),
            keepalive_interval: Duration::from_secs(2),
            idle_timeout: Duration::from_secs(10),
            max_message_len: MAX_MESSAGE_LEN,
            send_queue: 256,
            receive_queue: 64,
        }
    }
}

impl Config {
    /// The same values, each within what the protocol allows (messages at most
    /// `MAX_MESSAGE_LEN`, queues of at least one message, the idle limit above the keep-alive).
    pub(crate) fn normalised(mut self) -> Config {
        self.max_message_len = self.max_message_len.min(MAX_MESSAGE_LEN);
        self.send_queue = self.send_queue.max(1);
        self.receive_queue = self.receive_queue.max(1);
        self.keepalive_interval = self.keepalive_interval.max(Duration::from_millis(10));
        self.idle_timeout = self.idle_timeout.max(self.keepalive_interval * 2);
        self.handshake_timeout = self.handshake_timeout.max(Duration::from_millis(10));
        self
    }
}

/// A host's bounds: its connections' and how many guests and handshakes it takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostConfig {
    /// Every connection's bounds.
    pub connection: Config,
    /// Guests connected at once; one more is turned away ([`crate::RejectCode::TableFull`]).
    /// A guest that rejoins replaces its own connection and is always taken.
    pub max_guests: usize,
    /// Distinct guest identities the host remembers; a new one past it is turned away too.
    pub max_identities: usize,
    /// Handshakes under way at once; a connection past it is closed at once, so half-open
    /// connections cannot pile up.
    pub max_pending_handshakes: usize,
    /// Wrong codes tried before the host retires its code (then it takes no join until the app
    /// sets a new one with [`crate::Host::set_code`]). With 20, someone guessing has a 1 in
    /// 50,000 chance per code shown.
    pub max_failed_joins: u32,
    /// How long `shutdown` waits for the guests' goodbyes to be sent before it cuts the sockets.
    pub shutdown_linger: Duration,
}

impl Default for HostConfig {
    fn default() -> Self {
        HostConfig {
            connection: Config::default(),
            max_guests: 8,
            max_identities: 256,
            max_pending_handshakes: 16,
            max_failed_joins: 20,
            shutdown_linger: Duration::from_secs(1),
        }
    }
}
