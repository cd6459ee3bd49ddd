//! A table over the local network, as the app core sees it: no sockets and no clock here. The
//! network reaches the core as intents (`Intent::FromGuest`, `Intent::GuestLeft`,
//! `Intent::FromHost`, ...) and leaves it as effects (`Effect::SendToGuest`, `Effect::Connect`,
//! ...); the shell performs them with the transport (`okey-net`).
//!
//! - [`host`]: the host owns the game (the one `Session`); each guest plays a seat of it and is
//!   sent that seat's table, drawn by the same code as a local player's, in the guest's language.
//! - [`guest`]: a guest's app draws the table the host sends and forwards its gestures, each
//!   numbered, so the host applies each exactly once.
//! - [`rejoin`]: the table a guest last sat at, which Home offers again after the app was closed.
//! - [`wire`]: the messages, bounded and checked.

pub mod guest;
pub mod host;
pub mod rejoin;
pub mod wire;

/// The app's part in a networked table, if it takes part in one.
// One lives in the model at a time, so the size of the larger side costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub(crate) enum Net {
    Hosting(host::Hosting),
    Joined(guest::Joined),
}

impl Net {
    pub(crate) fn hosting(&self) -> Option<&host::Hosting> {
        match self {
            Net::Hosting(hosting) => Some(hosting),
            Net::Joined(_) => None,
        }
    }

    pub(crate) fn joined(&self) -> Option<&guest::Joined> {
        match self {
            Net::Joined(joined) => Some(joined),
            Net::Hosting(_) => None,
        }
    }
}

/// A join code as it is shown: "042 917".
pub(crate) fn grouped(code: &str) -> String {
    if code.len() == 6 && code.is_ascii() { format!("{} {}", &code[..3], &code[3..]) } else { code.to_owned() }
}

/// The six digits of a typed code (spaces and dashes allowed), if that is what it is.
pub(crate) fn code_digits(text: &str) -> Option<String> {
    let digits: String = text.chars().filter(|c| !matches!(c, ' ' | '-')).collect();
    (digits.len() == 6 && digits.chars().all(|c| c.is_ascii_digit())).then_some(digits)
}

/// An address and a port as they are typed: "192.168.1.20:47001", an IPv6 address in brackets.
pub(crate) fn address_text(address: &str, port: u16) -> String {
    if address.contains(':') { format!("[{address}]:{port}") } else { format!("{address}:{port}") }
}

/// "192.168.1.20:47001" (or "[fe80::1]:47001") read as an address and a port.
pub(crate) fn address_and_port(text: &str) -> Option<(String, u16)> {
    let text = text.trim();
    let (address, port) = text.rsplit_once(':')?;
    let port: u16 = port.parse().ok().filter(|&p| p > 0)?;
    let address = address.trim_start_matches('[').trim_end_matches(']');
    let plausible = !address.is_empty()
        && address.len() <= 64
        && address.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ':' | '-' | '%'));
    plausible.then(|| (address.to_owned(), port))
}
