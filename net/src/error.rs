//! What can go wrong: [`NetError`] (an operation failed, or a peer broke the protocol) and
//! [`CloseReason`] (why a connection ended), each with a stable code for the app core and the
//! bindings. `Display` is an English sentence for logs; the apps word their own messages from
//! the codes.

use crate::identity::Fingerprint;
use crate::wire::{CloseCode, RejectCode};
use std::io;
use thiserror::Error;

/// Why an operation failed, a peer's bytes were refused, or a handshake did not succeed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum NetError {
    /// A frame's length prefix announced more bytes than this side accepts.
    #[error("a frame of {len} bytes is larger than the {max} allowed")]
    FrameTooLarge { len: usize, max: usize },
    /// A frame's length prefix was zero: no message is empty.
    #[error("an empty frame")]
    EmptyFrame,
    /// An application message to send or received is larger than the configured bound.
    #[error("a message of {len} bytes is larger than the {max} allowed")]
    MessageTooLarge { len: usize, max: usize },
    /// A message decrypted but its content is not one this protocol defines.
    #[error("a malformed message: {what}")]
    MalformedMessage { what: &'static str },
    /// A frame failed authentication: tampered with, replayed, out of order or from another key.
    #[error("a frame failed authentication (tampered with, replayed or out of order)")]
    Decrypt,
    /// A handshake frame came out of turn, or a frame that belongs after the handshake came
    /// during it.
    #[error("an unexpected frame in the handshake: {what}")]
    UnexpectedHandshake { what: &'static str },
    /// The two sides speak different versions of this protocol.
    #[error("the peer speaks protocol version {theirs}; this side speaks {ours}")]
    VersionMismatch { ours: u16, theirs: u16 },
    /// The handshake failed where the two sides' keys meet: the guest typed another code (or
    /// someone changed the handshake's bytes on the way).
    #[error("the join code is wrong")]
    WrongCode,
    /// The host's key is not the one the guest pinned (from the QR code or an earlier join).
    #[error("the host's key {actual} is not the pinned {expected}")]
    HostKeyMismatch { expected: Fingerprint, actual: Fingerprint },
    /// The host turned the guest away before any key was agreed (an unauthenticated hint).
    #[error("the host refused the join: {reason}")]
    Refused { reason: RejectCode },
    /// The handshake did not finish within the configured time.
    #[error("the handshake did not finish in time")]
    HandshakeTimeout,
    /// A join code is six ASCII digits (spaces and dashes between them are allowed).
    #[error("a join code is six digits")]
    InvalidCode,
    /// A QR code's or typed join payload is not one this app writes.
    #[error("not a table's join payload: {what}")]
    InvalidPayload { what: &'static str },
    /// A join payload of a version this app does not read (a newer app wrote it).
    #[error("a join payload of version {version}, which this app does not read")]
    UnsupportedPayloadVersion { version: u32 },
    /// A key or fingerprint of the wrong length or form.
    #[error("an invalid key: {what}")]
    InvalidKey { what: &'static str },
    /// No guest with that id is connected now.
    #[error("no guest {guest} is connected")]
    UnknownGuest { guest: u32 },
    /// The connection's queue of messages to send is full: the peer does not keep up, so the
    /// connection was closed rather than grow without bound or drop a message.
    #[error("the send queue is full; the connection was closed")]
    SendQueueFull,
    /// The connection (or the host) is closed.
    #[error("the connection is closed")]
    Closed,
    /// The operating system's socket call failed.
    #[error("network error ({kind:?}): {message}")]
    Io { kind: io::ErrorKind, message: String },
    /// The Noise library failed where it should not (a bug, never the peer's bytes).
    #[error("crypto failure: {what}")]
    Crypto { what: String },
}

impl NetError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            NetError::FrameTooLarge { .. } => "frame_too_large",
            NetError::EmptyFrame => "empty_frame",
            NetError::MessageTooLarge { .. } => "message_too_large",
            NetError::MalformedMessage { .. } => "malformed_message",
            NetError::Decrypt => "decrypt",
            NetError::UnexpectedHandshake { .. } => "unexpected_handshake",
            NetError::VersionMismatch { .. } => "version_mismatch",
            NetError::WrongCode => "wrong_code",
            NetError::HostKeyMismatch { .. } => "host_key_mismatch",
            NetError::Refused { .. } => "refused",
            NetError::HandshakeTimeout => "handshake_timeout",
            NetError::InvalidCode => "invalid_code",
            NetError::InvalidPayload { .. } => "invalid_payload",
            NetError::UnsupportedPayloadVersion { .. } => "unsupported_payload_version",
            NetError::InvalidKey { .. } => "invalid_key",
            NetError::UnknownGuest { .. } => "unknown_guest",
            NetError::SendQueueFull => "send_queue_full",
            NetError::Closed => "closed",
            NetError::Io { .. } => "io",
            NetError::Crypto { .. } => "crypto",
        }
    }

    pub(crate) fn crypto(error: snow::Error) -> NetError {
        NetError::Crypto { what: error.to_string() }
    }
}

impl From<io::Error> for NetError {
    fn from(error: io::Error) -> Self {
        NetError::Io { kind: error.kind(), message: error.to_string() }
    }
}

/// Why a connection ended (or, on a guest, never opened).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CloseReason {
    /// The peer said goodbye, and why (a guest leaving, the host closing the table, ...).
    #[error("the peer closed the connection: {0}")]
    PeerClosed(CloseCode),
    /// The connection broke without a goodbye (the peer's app was killed, the network went).
    #[error("the connection was lost")]
    Lost,
    /// Nothing, not even a keep-alive, arrived for the configured idle limit.
    #[error("nothing was heard from the peer for too long")]
    IdleTimeout,
    /// The peer stopped taking bytes: a write waited for the idle limit.
    #[error("the peer stopped reading")]
    Stalled,
    /// The peer sent bytes this protocol refuses (malformed, oversized, tampered, replayed).
    #[error("the peer broke the protocol: {0}")]
    Protocol(NetError),
    /// A guest's join did not succeed (wrong code, pinned key, version, timeout, no route).
    #[error("the join failed: {0}")]
    JoinFailed(NetError),
    /// More messages were waiting to be sent than the configured queue holds.
    #[error("the peer did not keep up with the messages sent to it")]
    SendQueueFull,
    /// The same guest (same identity key) connected again; this older connection was closed.
    #[error("the guest joined again on a new connection")]
    Replaced,
    /// This side closed it (`close`, `disconnect` or `shutdown`).
    #[error("closed by this side")]
    Closed,
}

impl CloseReason {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            CloseReason::PeerClosed(_) => "peer_closed",
            CloseReason::Lost => "lost",
            CloseReason::IdleTimeout => "idle_timeout",
            CloseReason::Stalled => "stalled",
            CloseReason::Protocol(_) => "protocol",
            CloseReason::JoinFailed(_) => "join_failed",
            CloseReason::SendQueueFull => "send_queue_full",
            CloseReason::Replaced => "replaced",
            CloseReason::Closed => "closed",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_do_not_change() {
        assert_eq!(NetError::WrongCode.code(), "wrong_code");
        assert_eq!(
            NetError::FrameTooLarge { len: 9, max: 8 }.to_string(),
            "a frame of 9 bytes is larger than the 8 allowed"
        );
        assert_eq!(CloseReason::PeerClosed(CloseCode::Leaving).code(), "peer_closed");
        assert_eq!(CloseReason::Protocol(NetError::Decrypt).code(), "protocol");
    }
}
