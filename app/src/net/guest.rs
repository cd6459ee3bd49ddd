//! A guest at a table over the local network. The guest's app core decides nothing about the
//! game: it draws the table the host sends (its own seat's, in its language) and forwards its
//! gestures, each numbered, sending again whatever the host has not acknowledged; the host
//! applies each once, in order. If the host goes, the table stays on screen, says so, and the
//! guest rejoins by itself when the host is back.

use super::wire::{GuestMessage, HostMessage, PROTOCOL};
use crate::app::Model;
use crate::dispatch::Handled;
use crate::effect::{Effect, Refusal};
use crate::intent::Intent;
use crate::view::{FoundTableView, JoinView, LobbyView, Screen, TableView};
use crate::words;

/// How often a guest asks the host for what it missed (and, when the host is gone, tries to
/// rejoin).
pub const SYNC_MS: u32 = 2000;

/// The most gestures a guest keeps for sending again.
const MAX_UNACKED: u64 = 64;

/// A guest's side of a networked table.
#[derive(Debug, Default)]
pub struct Joined {
    /// Tables found nearby.
    pub found: Vec<FoundTableView>,
    pub address_text: String,
    pub code_text: String,
    /// The host's key, when a QR code gave it (pinned when joining).
    pub scanned_fingerprint: Option<String>,
    /// The table joined (or being joined).
    pub target: Option<Target>,
    pub connection: Connection,
    /// The seat the host gave.
    pub seat: Option<u8>,
    pub lobby: Option<LobbyView>,
    /// The table as the host last sent it, and its revision.
    pub view: Option<TableView>,
    pub revision: u64,
    /// The number of the next gesture sent, and the gestures sent and not yet acknowledged.
    pub next_seq: u64,
    pub unacked: Vec<(u64, Intent)>,
    /// What to tell the player ("Joining…", "The code is wrong", "The host left").
    pub status: Option<String>,
    /// The round of the periodic sync job now wanted: a copy handed out again (every intent
    /// re-hands the jobs still needed) finds an older round and does nothing, so copies never
    /// multiply into a flood of syncs.
    pub sync_round: u64,
}

/// Where the table is, and how to join it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub address: String,
    pub port: u16,
    pub code: String,
    /// The host's key's fingerprint: from the QR code, or learnt at the first join.
    pub pin: Option<String>,
}

/// The connection to the host.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Connection {
    #[default]
    None,
    Connecting,
    Up,
    /// The host went (or the join failed): rejoined by itself every [`SYNC_MS`] if it ever was
    /// up.
    Lost,
}

fn joined(model: &mut Model) -> Option<&mut Joined> {
    match model.net.as_mut() {
        Some(super::Net::Joined(joined)) => Some(joined),
        _ => None,
    }
}

/// Home's "Join a table": the Join screen, and tables nearby looked for.
pub(crate) fn open(model: &mut Model) -> Vec<Effect> {
    model.net = Some(super::Net::Joined(Joined { next_seq: 1, ..Joined::default() }));
    model.screen = Screen::Join;
    vec![Effect::Browse { on: true }]
}

pub(crate) fn found(model: &mut Model, name: String, address: String, port: u16) {
    if let Some(joined) = joined(model) {
        let name: String = name.chars().take(40).collect();
        joined.found.retain(|t| (t.address.as_str(), t.port) != (address.as_str(), port));
        if joined.found.len() < 32 {
            joined.found.push(FoundTableView { name, address, port });
        }
    }
}

pub(crate) fn gone(model: &mut Model, address: &str, port: u16) {
    if let Some(joined) = joined(model) {
        joined.found.retain(|t| (t.address.as_str(), t.port) != (address, port));
    }
}

pub(crate) fn set_address(model: &mut Model, text: String) {
    if let Some(joined) = joined(model) {
        joined.address_text = text.chars().take(80).collect();
        joined.scanned_fingerprint = None;
    }
}

pub(crate) fn set_code(model: &mut Model, text: String) {
    if let Some(joined) = joined(model) {
        joined.code_text = text.chars().take(16).collect();
    }
}

pub(crate) fn choose_found(model: &mut Model, index: u32) {
    if let Some(joined) = joined(model)
        && let Some(table) = joined.found.get(usize::try_from(index).unwrap_or(usize::MAX))
    {
        joined.address_text = format!("{}:{}", table.address, table.port);
        joined.scanned_fingerprint = None;
    }
}

/// A scanned QR code: the address and key, the code too when it carries one.
pub(crate) fn scanned(model: &mut Model, address: String, port: u16, fingerprint: String, code: Option<String>) {
    if let Some(joined) = joined(model) {
        joined.address_text = super::address_text(&address, port);
        joined.scanned_fingerprint = Some(fingerprint.chars().take(128).collect());
        if let Some(code) = code {
            joined.code_text = code.chars().take(16).collect();
        }
        joined.status = None;
    }
}

/// A scanned QR code that is not a table's: the Join screen says so, and keeps what it had.
pub(crate) fn scanned_not_a_table(model: &mut Model, code: &str) {
    let language = model.settings.language;
    if let Some(joined) = joined(model) {
        joined.status = Some(words::not_a_table(language, code).to_owned());
    }
}

/// The host's key to pin, from an earlier join of the same table.
pub(crate) fn pin(model: &mut Model, fingerprint: Option<String>) {
    if let Some(joined) = joined(model) {
        joined.scanned_fingerprint = fingerprint;
    }
}

/// The target the Join screen describes, if it describes one.
fn target(joined: &Joined) -> Option<Target> {
    let (address, port) = super::address_and_port(&joined.address_text)?;
    let code = super::code_digits(&joined.code_text)?;
    Some(Target { address, port, code, pin: joined.scanned_fingerprint.clone() })
}

/// The Join button.
pub(crate) fn join(model: &mut Model) -> Handled {
    let language = model.settings.language;
    let identity = model.settings.device_key.clone();
    let Some(joined) = joined(model) else { return (Vec::new(), None) };
    let Some(target) = target(joined) else {
        let message = words::join_needs(language).to_owned();
        return (Vec::new(), Some(Refusal { code: "join_incomplete".to_owned(), message }));
    };
    joined.connection = Connection::Connecting;
    joined.status = Some(words::joining(language).to_owned());
    joined.target = Some(target.clone());
    (vec![connect(&target, identity)], None)
}

fn connect(target: &Target, identity: Option<Vec<u8>>) -> Effect {
    Effect::Connect {
        address: target.address.clone(),
        port: target.port,
        code: target.code.clone(),
        pin: target.pin.clone(),
        identity,
    }
}

/// The connection is up: the guest says who it is.
pub(crate) fn connected(model: &mut Model, fingerprint: String, identity: Vec<u8>) -> Vec<Effect> {
    model.settings.device_key = Some(identity);
    model.dirty_settings = true;
    let language = model.settings.language;
    let name = model.form.names(language).first().cloned().flatten().unwrap_or_else(|| words::guest_name(language));
    let Some(joined) = joined(model) else { return vec![Effect::Disconnect] };
    joined.connection = Connection::Up;
    if let Some(target) = joined.target.as_mut() {
        target.pin = Some(fingerprint);
    }
    let hello = GuestMessage::Hello { protocol: PROTOCOL, name, language };
    vec![Effect::SendToHost { bytes: hello.encode() }]
}

/// The connection is gone: the table stays on screen and says so; rejoined by itself.
pub(crate) fn disconnected(model: &mut Model, code: &str) {
    let language = model.settings.language;
    let Some(joined) = joined(model) else { return };
    // The host said why it let the guest go (refused, the table closed): that is what shows.
    if joined.connection == Connection::Lost && joined.target.is_none() {
        return;
    }
    let was_seated = joined.seat.is_some();
    joined.connection = Connection::Lost;
    joined.status =
        Some(if was_seated { words::host_left(language).to_owned() } else { words::join_failed(language, code) });
    if !was_seated {
        // A join that failed is not tried again by itself: the code or the address may be wrong.
        joined.target = None;
    }
}

/// A message of the host's.
pub(crate) fn received(model: &mut Model, bytes: &[u8]) -> Handled {
    let language = model.settings.language;
    // The net's own field, so that the screen can change beside it.
    let Some(super::Net::Joined(joined)) = model.net.as_mut() else { return (Vec::new(), None) };
    let Ok(message) = HostMessage::decode(bytes) else { return broke(joined, language) };
    let mut effects = Vec::new();
    match message {
        HostMessage::Welcome { seat, acked, .. } => {
            // Numbers past the last a gesture can have are a host that sends what no host sends.
            let Some(next) = acked.checked_add(1).filter(|next| next.checked_add(MAX_UNACKED).is_some()) else {
                return broke(joined, language);
            };
            joined.seat = Some(seat);
            // Each connection numbers its tables afresh (a host whose app was killed starts
            // again from 1): the next table is drawn whatever the last one's number was.
            joined.revision = 0;
            joined.unacked.retain(|(seq, _)| *seq > acked);
            // A host whose file is older than what it acknowledged expects these numbers again.
            if let Some(&(first, _)) = joined.unacked.first()
                && first > next
            {
                let renumbered: Vec<(u64, Intent)> =
                    joined.unacked.drain(..).zip(next..).map(|((_, intent), seq)| (seq, intent)).collect();
                joined.unacked = renumbered;
            }
            joined.next_seq = joined.unacked.last().map_or(next, |(seq, _)| seq.saturating_add(1));
            joined.status = None;
            // Whatever was sent and not acknowledged goes again: the host applies each once.
            effects.extend(resend(joined));
            if joined.view.is_none() {
                model.screen = Screen::Lobby;
            }
        }
        HostMessage::Lobby { lobby } => {
            // The host's status is what the host waits for (guests, in the host's language), and
            // Start is the host's: a guest waits for the host to start.
            let status = words::waiting_for_host(language).to_owned();
            joined.lobby = Some(LobbyView {
                hosting: false,
                code: None,
                payload: None,
                address: None,
                can_start: false,
                status,
                ..lobby
            });
            if model.screen == Screen::Join {
                model.screen = Screen::Lobby;
            }
        }
        HostMessage::Table { revision, acked, view, effects: moves, refusal } => {
            // A gesture acknowledged before it was sent is a host that sends what no host sends.
            if acked >= joined.next_seq {
                return broke(joined, language);
            }
            joined.unacked.retain(|(seq, _)| *seq > acked);
            // An older table (overtaken on the way) is not drawn; its moves are not played.
            if revision > joined.revision {
                joined.revision = revision;
                joined.view = Some(*view);
                effects.extend(
                    moves.into_iter().filter(|e| {
                        matches!(e, Effect::Animate { .. } | Effect::Sound { .. } | Effect::Announce { .. })
                    }),
                );
                if matches!(model.screen, Screen::Lobby | Screen::Join) {
                    model.screen = Screen::Table;
                }
                // The host refused the guest's last gesture: the guest's phone says so, as a
                // refusal at its own table would.
                if let Some(refusal) = refusal {
                    effects.push(Effect::Haptic { kind: crate::effect::Haptic::Refused });
                    return (effects, Some(refusal));
                }
            }
        }
        HostMessage::Refused { message, .. } => {
            joined.status = Some(message);
            joined.target = None;
            joined.connection = Connection::Lost;
            model.screen = Screen::Join;
        }
    }
    (effects, None)
}

/// A host that sends what no host sends is left.
fn broke(joined: &mut Joined, language: okey_core::lang::Language) -> Handled {
    joined.connection = Connection::Lost;
    joined.target = None;
    joined.status = Some(words::host_broke(language).to_owned());
    (vec![Effect::Disconnect], None)
}

fn resend(joined: &Joined) -> Vec<Effect> {
    let Some(seat) = joined.seat else { return Vec::new() };
    joined
        .unacked
        .iter()
        .map(|(seq, intent)| Effect::SendToHost {
            bytes: GuestMessage::Intent { seat, seq: *seq, intent: intent.clone() }.encode(),
        })
        .collect()
}

/// A gesture at the guest's table: numbered and sent to the host, which decides it.
pub(crate) fn gesture(model: &mut Model, intent: Intent) -> Handled {
    let language = model.settings.language;
    let Some(joined) = joined(model) else { return (Vec::new(), None) };
    let (Connection::Up, Some(seat)) = (joined.connection, joined.seat) else {
        let message = words::not_connected(language).to_owned();
        return (Vec::new(), Some(Refusal { code: "not_connected".to_owned(), message }));
    };
    let seq = joined.next_seq;
    // A number always follows: the host's welcome is refused past `u64::MAX - MAX_UNACKED`; at
    // the very end the last number is used again and the host takes it as sent twice.
    joined.next_seq = seq.saturating_add(1);
    joined.unacked.push((seq, intent.clone()));
    // A guest's queue is bounded like the host's: a host that never answers is not waited for
    // with an ever longer list.
    if joined.unacked.len() > MAX_UNACKED as usize {
        joined.unacked.remove(0);
    }
    (vec![Effect::SendToHost { bytes: GuestMessage::Intent { seat, seq, intent }.encode() }], None)
}

/// The guest's periodic job: what the host has not acknowledged goes again and the newest
/// table is asked for; a host that went is rejoined.
pub(crate) fn sync(model: &mut Model, round: u64) -> Vec<Effect> {
    let identity = model.settings.device_key.clone();
    let Some(joined) = joined(model) else { return Vec::new() };
    if round != joined.sync_round {
        return Vec::new();
    }
    joined.sync_round += 1;
    match joined.connection {
        Connection::Up if joined.seat.is_some() => {
            let mut effects = resend(joined);
            effects.push(Effect::SendToHost { bytes: GuestMessage::Sync { have: joined.revision }.encode() });
            effects
        }
        Connection::Lost => match joined.target.clone() {
            Some(target) => {
                joined.connection = Connection::Connecting;
                vec![connect(&target, identity)]
            }
            None => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// The guest wants the periodic job: seated at a connected table, or waiting to rejoin one.
pub(crate) fn wants_sync(joined: &Joined) -> bool {
    match joined.connection {
        Connection::Up => joined.seat.is_some(),
        Connection::Lost => joined.target.is_some() && joined.seat.is_some(),
        Connection::None | Connection::Connecting => false,
    }
}

/// The Join screen.
pub(crate) fn join_view(joined: &Joined) -> JoinView {
    JoinView {
        tables: joined.found.clone(),
        address: joined.address_text.clone(),
        code: joined.code_text.clone(),
        can_join: target(joined).is_some() && joined.connection != Connection::Connecting,
        status: joined.status.clone(),
    }
}

/// The guest's table as drawn: the host's, with what the guest must be told (the host gone).
pub(crate) fn table_view(joined: &Joined) -> Option<TableView> {
    let mut view = joined.view.clone()?;
    if joined.connection != Connection::Up
        && let Some(status) = &joined.status
    {
        view.status = status.clone();
    }
    Some(view)
}

/// The guest's language changed: a seated guest's host draws its table in the new one.
pub(crate) fn language_changed(model: &Model) -> Vec<Effect> {
    let language = model.settings.language;
    match model.net.as_ref().and_then(super::Net::joined) {
        Some(joined) if joined.connection == Connection::Up && joined.seat.is_some() => {
            vec![Effect::SendToHost { bytes: GuestMessage::Language { language }.encode() }]
        }
        _ => Vec::new(),
    }
}

/// Leaving the table.
pub(crate) fn leave(model: &mut Model) -> Vec<Effect> {
    model.net = None;
    super::rejoin::forget(model);
    model.screen = Screen::Home;
    vec![Effect::Disconnect, Effect::Browse { on: false }]
}
