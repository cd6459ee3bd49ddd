//! The encrypted channel after the handshake, split in two halves that two threads may hold:
//! a [`Sealer`] turns messages into frames, an [`Opener`] turns frames back into messages.
//! Each half counts its own Noise nonces, which are never sent: a frame replayed, dropped or
//! taken out of order is read under another nonce and fails authentication, like a tampered one.

use crate::error::NetError;
use crate::frame;
use crate::wire::{Message, TAG_LEN};
use snow::StatelessTransportState;
use std::sync::Arc;

/// The largest frame body of a channel whose messages hold at most `max_message_len` bytes.
pub fn max_body(max_message_len: usize) -> usize {
    (1 + max_message_len + TAG_LEN).min(usize::from(u16::MAX))
}

/// The two halves of one connection's channel.
#[derive(Debug)]
pub struct Channel {
    pub sealer: Sealer,
    pub opener: Opener,
}

impl Channel {
    pub(crate) fn new(state: StatelessTransportState, max_message_len: usize) -> Channel {
        let state = Arc::new(state);
        Channel {
            sealer: Sealer { state: Arc::clone(&state), nonce: 0, max_message_len },
            opener: Opener { state, nonce: 0, max_message_len, failed: false },
        }
    }
}

/// Encrypts messages into frames, in order.
pub struct Sealer {
    state: Arc<StatelessTransportState>,
    nonce: u64,
    max_message_len: usize,
}

impl Sealer {
    /// The whole frame (length prefix included) of `message`. Refuses an application message
    /// longer than the channel's bound.
    pub fn seal(&mut self, message: &Message) -> Result<Vec<u8>, NetError> {
        if let Message::App(bytes) = message
            && bytes.len() > self.max_message_len
        {
            return Err(NetError::MessageTooLarge { len: bytes.len(), max: self.max_message_len });
        }
        // Noise reserves the last nonce; 2^64 - 1 messages are not sent at a card table.
        if self.nonce == u64::MAX {
            return Err(NetError::Closed);
        }
        let plaintext = message.encode();
        let mut body = vec![0; plaintext.len() + TAG_LEN];
        let len = self.state.write_message(self.nonce, &plaintext, &mut body).map_err(NetError::crypto)?;
        body.truncate(len);
        self.nonce += 1;
        frame::encode(&body)
    }
}

/// Decrypts frame bodies into messages, in order; after a failure it refuses everything.
pub struct Opener {
    state: Arc<StatelessTransportState>,
    nonce: u64,
    max_message_len: usize,
    failed: bool,
}

impl Opener {
    /// The message in a frame's body: it must be the next one the peer sealed, unaltered.
    pub fn open(&mut self, body: &[u8]) -> Result<Message, NetError> {
        if self.failed || self.nonce == u64::MAX {
            return Err(NetError::Closed);
        }
        if body.len() > max_body(self.max_message_len) {
            self.failed = true;
            return Err(NetError::FrameTooLarge { len: body.len(), max: max_body(self.max_message_len) });
        }
        let mut plaintext = vec![0; body.len()];
        let len = match self.state.read_message(self.nonce, body, &mut plaintext) {
            Ok(len) => len,
            Err(_) => {
                self.failed = true;
                return Err(NetError::Decrypt);
            }
        };
        self.nonce += 1;
        plaintext.truncate(len);
        Message::decode(&plaintext, self.max_message_len).inspect_err(|_| self.failed = true)
    }
}

impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sealer").field("nonce", &self.nonce).finish_non_exhaustive()
    }
}

impl std::fmt::Debug for Opener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Opener").field("nonce", &self.nonce).field("failed", &self.failed).finish_non_exhaustive()
    }
}
