//! The table's network transport: one host and its guests over TCP on the local network, with
//! no server and no internet. It carries opaque application messages (the app core's bytes),
//! bounded in size, in order, whole and once, or reports the connection closed; it never reads
//! what they say.
//!
//! # Security
//! The host shows a six-digit [`JoinCode`]. SPAKE2 turns it into a key on both sides without
//! sending it, so a recorded handshake cannot be brute-forced offline; that key is the psk of a
//! Noise `XXpsk3` handshake (X25519, ChaCha20-Poly1305, BLAKE2s), which encrypts and
//! authenticates everything after it. Each side has a static key, its [`Identity`]: a guest's is
//! how the host recognises it when it rejoins (same key, same [`GuestId`]), and the host's
//! [`Fingerprint`] goes into the QR code ([`JoinPayload`]) so a guest who scanned it talks to
//! that host and no other. Every wrong code a guest tries costs it a whole handshake, and the
//! host retires its code after [`HostConfig::max_failed_joins`] of them.
//!
//! # Layers
//! - A sans-IO core of pure functions and state machines over byte buffers, tested and fuzzed
//!   without sockets: [`frame`] (length-prefixed frames), [`wire`] (what the bodies hold),
//!   [`handshake`] (each side's handshake) and [`channel`] (the encrypted channel's halves).
//! - A thin I/O layer on std threads and blocking std TCP sockets: [`Host`] and [`Guest`],
//!   which report what happens as events on a channel and take messages to send without ever
//!   blocking the caller.
//!
//! # What a caller does
//! Host: [`Host::bind`] with an address (port 0 lets the system choose), a code and the host's
//! stored identity; show [`Host::join_payload`] as a QR code and the code; then take events
//! ([`Host::recv`] and friends) on a thread of the caller's, turn them into the app core's
//! intents, and perform its effects with [`Host::send`] and [`Host::close`]. [`Host::shutdown`]
//! (or dropping the host) says goodbye to every guest.
//!
//! Guest: [`Guest::connect`] with the address (from discovery, the QR code or typed), the code,
//! the guest's stored identity and, if it has one, the host's fingerprint to pin; it returns at
//! once and reports [`GuestEvent::Connected`] or [`GuestEvent::Disconnected`]; [`Guest::send`]
//! queues a message, [`Guest::disconnect`] says goodbye. To rejoin after a disconnection,
//! connect again with the same identity (pinning the fingerprint `Connected` reported).
//!
//! Discovery (DNS-SD `_okey._tcp`) is not here: the phones use their platform's own, and the
//! terminal and desktop window take the address from the QR text or the keyboard.

pub mod channel;
mod config;
mod error;
pub mod frame;
mod guest;
pub mod handshake;
mod host;
mod identity;
mod io;
mod join;
pub mod wire;

#[cfg(any(test, feature = "fuzzing"))]
pub mod fuzzing;

pub use config::{Config, HostConfig};
pub use error::{CloseReason, NetError};
pub use guest::{Guest, GuestEvent};
pub use host::{GuestId, Host, HostEvent, HostStats};
pub use identity::{Fingerprint, Identity, KEY_LEN};
pub use join::{JoinCode, JoinPayload};
pub use wire::{CloseCode, MAX_MESSAGE_LEN, PROTOCOL_VERSION, RejectCode};
