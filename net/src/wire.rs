//! The protocol's bytes: what each frame's body holds, and the messages inside the encrypted
//! channel. Pure functions over byte slices; nothing here panics on any input.
//!
//! Every frame is a big-endian `u16` length (1 to 65535) and that many bytes of body
//! ([`crate::frame`]). The handshake's bodies are plaintext envelopes around Noise messages:
//!
//! | body | sent by | bytes |
//! |---|---|---|
//! | hello | guest | `0x01`, `"OKEY"`, protocol version (`u16`), Noise message 1 (`e`; its payload the guest's SPAKE2 message) |
//! | response | host | `0x02`, Noise message 2 (`e, ee, s, es`; its encrypted payload the host's SPAKE2 message) |
//! | finish | guest | `0x03`, Noise message 3 (`s, se, psk`: it only decrypts if both sides derived the same key from the code) |
//! | reject | host | `0x04`, a [`RejectCode`], the host's protocol version (`u16`): an unauthenticated hint before the host closes (4 bytes, so never mistaken for the welcome, which is at least 17) |
//!
//! After the handshake every body is one Noise transport message (16 bytes of tag), whose
//! plaintext is a [`Message`]: a kind byte and its data. The first the host sends is `Welcome`,
//! which tells the guest the host derived the same key (the guest's key confirmation).

use crate::error::NetError;
use std::fmt;

/// The protocol version both sides put in the handshake (and bind into it through the Noise
/// prologue, so it cannot be changed on the way).
pub const PROTOCOL_VERSION: u16 = 1;

/// The Noise protocol of every connection.
pub const NOISE_PARAMS: &str = "Noise_XXpsk3_25519_ChaChaPoly_BLAKE2s";

/// The largest handshake frame body either side accepts: an unauthenticated peer can never make
/// the other buffer more (the largest real one, the response, is 130 bytes).
pub const MAX_HANDSHAKE_BODY: usize = 256;

/// Bytes that Noise adds to each transport message (the authentication tag).
pub const TAG_LEN: usize = 16;

/// The largest application message: one Noise message (65535 bytes) holds it with its kind
/// byte and tag.
pub const MAX_MESSAGE_LEN: usize = 65535 - 1 - TAG_LEN;

pub(crate) const MAGIC: &[u8; 4] = b"OKEY";

pub(crate) const HELLO: u8 = 0x01;
pub(crate) const RESPONSE: u8 = 0x02;
pub(crate) const FINISH: u8 = 0x03;
pub(crate) const REJECT: u8 = 0x04;

const WELCOME: u8 = 0x01;
const APP: u8 = 0x02;
const PING: u8 = 0x03;
const CLOSE: u8 = 0x04;

/// Why a peer said goodbye (sent, encrypted, in the channel's last message).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum CloseCode {
    /// The guest left the table.
    Leaving,
    /// The host closed this guest's connection (`Host::close`).
    Kicked,
    /// The host is shutting the table down.
    ShuttingDown,
    /// The same guest joined again on another connection, which replaces this one.
    Replaced,
}

impl CloseCode {
    pub(crate) fn to_byte(self) -> u8 {
        match self {
            CloseCode::Leaving => 1,
            CloseCode::Kicked => 2,
            CloseCode::ShuttingDown => 3,
            CloseCode::Replaced => 4,
        }
    }

    pub(crate) fn from_byte(byte: u8) -> Option<CloseCode> {
        Some(match byte {
            1 => CloseCode::Leaving,
            2 => CloseCode::Kicked,
            3 => CloseCode::ShuttingDown,
            4 => CloseCode::Replaced,
            _ => return None,
        })
    }

    /// A stable, machine-readable code.
    pub fn code(self) -> &'static str {
        match self {
            CloseCode::Leaving => "leaving",
            CloseCode::Kicked => "kicked",
            CloseCode::ShuttingDown => "shutting_down",
            CloseCode::Replaced => "replaced",
        }
    }
}

impl fmt::Display for CloseCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// Why a host turned a guest away during the handshake. Sent in plaintext before any key is
/// agreed, so it is a hint for the guest's message, not a proof.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RejectCode {
    /// The keys derived from the two sides' codes did not match.
    WrongCode,
    /// The host does not speak the guest's protocol version.
    UnsupportedVersion,
    /// Too many wrong codes were tried: the host takes no join until it shows a new code.
    CodeRetired,
    /// The host has as many handshakes under way as it runs at once.
    Busy,
    /// The host is shutting down.
    ShuttingDown,
    /// The host already serves as many guests as it takes.
    TableFull,
}

impl RejectCode {
    fn to_byte(self) -> u8 {
        match self {
            RejectCode::WrongCode => 1,
            RejectCode::UnsupportedVersion => 2,
            RejectCode::CodeRetired => 3,
            RejectCode::Busy => 4,
            RejectCode::ShuttingDown => 5,
            RejectCode::TableFull => 6,
        }
    }

    fn from_byte(byte: u8) -> Option<RejectCode> {
        Some(match byte {
            1 => RejectCode::WrongCode,
            2 => RejectCode::UnsupportedVersion,
            3 => RejectCode::CodeRetired,
            4 => RejectCode::Busy,
            5 => RejectCode::ShuttingDown,
            6 => RejectCode::TableFull,
            _ => return None,
        })
    }

    /// A stable, machine-readable code.
    pub fn code(self) -> &'static str {
        match self {
            RejectCode::WrongCode => "wrong_code",
            RejectCode::UnsupportedVersion => "unsupported_version",
            RejectCode::CodeRetired => "code_retired",
            RejectCode::Busy => "busy",
            RejectCode::ShuttingDown => "shutting_down",
            RejectCode::TableFull => "table_full",
        }
    }
}

impl fmt::Display for RejectCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A reject body: the code and the host's protocol version.
pub fn reject_body(code: RejectCode) -> Vec<u8> {
    let [high, low] = PROTOCOL_VERSION.to_be_bytes();
    vec![REJECT, code.to_byte(), high, low]
}

/// Reads a reject body (its kind byte already checked) into the guest's error.
pub fn parse_reject(body: &[u8]) -> NetError {
    match body {
        [REJECT, code, high, low] => match RejectCode::from_byte(*code) {
            Some(RejectCode::WrongCode) => NetError::WrongCode,
            Some(RejectCode::UnsupportedVersion) => {
                NetError::VersionMismatch { ours: PROTOCOL_VERSION, theirs: u16::from_be_bytes([*high, *low]) }
            }
            Some(reason) => NetError::Refused { reason },
            None => NetError::UnexpectedHandshake { what: "a reject of an unknown kind" },
        },
        _ => NetError::UnexpectedHandshake { what: "a malformed reject" },
    }
}

/// One message of the encrypted channel, in either direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The host's first message: it derived the same key, the guest is in.
    Welcome,
    /// The application's bytes, opaque to the transport.
    App(Vec<u8>),
    /// A keep-alive, sent when a side has had nothing else to send for a while.
    Ping,
    /// Goodbye; the sender closes the connection after it.
    Close(CloseCode),
}

impl Message {
    /// The plaintext of this message (what the channel encrypts).
    pub fn encode(&self) -> Vec<u8> {
        match self {
            Message::Welcome => vec![WELCOME],
            Message::App(bytes) => {
                let mut out = Vec::with_capacity(1 + bytes.len());
                out.push(APP);
                out.extend_from_slice(bytes);
                out
            }
            Message::Ping => vec![PING],
            Message::Close(code) => vec![CLOSE, code.to_byte()],
        }
    }

    /// Reads a decrypted plaintext, refusing anything but exactly the forms `encode` writes, and
    /// application messages longer than `max_app_len`.
    pub fn decode(plaintext: &[u8], max_app_len: usize) -> Result<Message, NetError> {
        match plaintext {
            [WELCOME] => Ok(Message::Welcome),
            [APP, bytes @ ..] if bytes.len() > max_app_len => {
                Err(NetError::MessageTooLarge { len: bytes.len(), max: max_app_len })
            }
            [APP, bytes @ ..] => Ok(Message::App(bytes.to_vec())),
            [PING] => Ok(Message::Ping),
            [CLOSE, code] => CloseCode::from_byte(*code)
                .map(Message::Close)
                .ok_or(NetError::MalformedMessage { what: "a goodbye of an unknown kind" }),
            [] => Err(NetError::MalformedMessage { what: "an empty message" }),
            [WELCOME | PING | CLOSE, ..] => {
                Err(NetError::MalformedMessage { what: "a control message of the wrong length" })
            }
            [_, ..] => Err(NetError::MalformedMessage { what: "a message of an unknown kind" }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn every_message_reads_back_and_its_neighbours_are_refused() {
        let messages = [
            Message::Welcome,
            Message::Ping,
            Message::App(vec![]),
            Message::App(b"seat view".to_vec()),
            Message::Close(CloseCode::Leaving),
            Message::Close(CloseCode::Replaced),
        ];
        for message in messages {
            assert_eq!(Message::decode(&message.encode(), 64), Ok(message));
        }
        assert_eq!(Message::decode(&[], 64), Err(NetError::MalformedMessage { what: "an empty message" }));
        assert!(Message::decode(&[PING, 0], 64).is_err());
        assert!(Message::decode(&[WELCOME, 0], 64).is_err());
        assert!(Message::decode(&[CLOSE], 64).is_err());
        assert!(Message::decode(&[CLOSE, 0], 64).is_err());
        assert!(Message::decode(&[CLOSE, 5], 64).is_err());
        assert!(Message::decode(&[0x05], 64).is_err());
        assert_eq!(Message::decode(&[APP, 1, 2, 3], 2), Err(NetError::MessageTooLarge { len: 3, max: 2 }));
    }

    #[test]
    fn a_reject_reads_as_the_guests_error() {
        assert_eq!(parse_reject(&reject_body(RejectCode::WrongCode)), NetError::WrongCode);
        assert_eq!(parse_reject(&[REJECT, 2, 0, 7]), NetError::VersionMismatch { ours: PROTOCOL_VERSION, theirs: 7 });
        assert_eq!(parse_reject(&reject_body(RejectCode::Busy)), NetError::Refused { reason: RejectCode::Busy });
        assert!(matches!(parse_reject(&[REJECT, 9, 0, 1]), NetError::UnexpectedHandshake { .. }));
        assert!(matches!(parse_reject(&[REJECT, 1, 0]), NetError::UnexpectedHandshake { .. }));
    }

    proptest! {
        #[test]
        fn decoding_any_bytes_is_an_answer_not_a_panic(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
            if let Ok(message) = Message::decode(&bytes, 40) {
                prop_assert_eq!(message.encode(), bytes);
            }
        }
    }
}
