//! The host of a table over the local network. The host's app core owns the game; each guest
//! plays one seat of it. What a guest sends is checked and decided here exactly as a local
//! player's gesture is (the same `Table` methods, acting for the guest's seat); what a guest is
//! sent is its own seat's table, built by the same code that draws the host's, in the guest's
//! language: a guest cannot learn another seat's hidden tiles, by construction.
//!
//! A guest who drops keeps its seat, "reconnecting…" for everyone; after the host's wait a bot
//! plays the seat until the guest (known by its key's fingerprint) comes back. A message that
//! breaks the rules (malformed, oversized, for another seat, not a table gesture) closes that
//! guest's connection and changes nothing else.

use super::wire::{GuestMessage, HostMessage, PROTOCOL};
use crate::app::Model;
use crate::dispatch::Handled;
use crate::effect::{Effect, Refusal};
use crate::table::Table;
use crate::view::{LobbySeatKind, LobbySeatView, LobbyView, Screen, TableView};
use crate::words;
use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::{SeatKind, game::Seat};

/// How long a dropped guest is waited for, by default.
pub const DEFAULT_WAIT_SECONDS: u32 = 30;

/// The host's side of the table.
#[derive(Debug)]
pub struct Hosting {
    /// Where the shell listens, once it does.
    pub listening: Option<Listening>,
    /// The seats kept for guests.
    pub seats: Vec<GuestSeat>,
    /// The transport's connections that have not said who they are yet.
    pub waiting: Vec<(u32, String)>,
    pub wait_seconds: u32,
    /// The game has started (the lobby is closed).
    pub started: bool,
    /// The code to listen with again (a hosted game resumed after the app stopped).
    pub code: Option<String>,
    /// `Effect::Listen` was asked for since the last intent (a resumed host listens again).
    pub listen_asked: bool,
    /// The lobby last sent to guests.
    sent_lobby: Option<LobbyView>,
}

/// Where the host listens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listening {
    pub address: String,
    pub port: u16,
    pub code: String,
    pub fingerprint: String,
    pub payload: String,
    pub identity: Vec<u8>,
}

/// A seat kept for a guest, and whoever plays it.
#[derive(Debug)]
pub struct GuestSeat {
    pub seat: Seat,
    /// The bot that plays the seat when no guest does (the form's level).
    pub level: Level,
    /// The guest who took it: their key's fingerprint, name and language.
    pub owner: Option<Owner>,
}

#[derive(Debug)]
pub struct Owner {
    pub fingerprint: String,
    pub name: String,
    pub language: Language,
    /// Their connection now; `None` while they are away.
    pub connection: Option<u32>,
    /// The number of their next intent (each is applied once, in order).
    pub next_seq: u64,
    /// Table messages sent so far (each guest's own revisions).
    pub revision: u64,
    /// The table last sent, so that a message goes only when it changed.
    pub sent: Option<TableView>,
    /// Animations and sounds of the moves since the last message, as this seat saw them.
    pub effects: Vec<Effect>,
    /// The refusal of the last intent, sent with the next message.
    pub refusal: Option<Refusal>,
    /// A bot plays the seat while they are away (after the host's wait).
    pub stood_in: bool,
    /// The wait for them runs: the number of their departure (its job's ticket).
    pub waiting_since: Option<u64>,
}

impl Hosting {
    /// A table whose `seats` are kept for guests, each played by a bot of its `level` if none
    /// takes it.
    pub fn new(seats: Vec<(Seat, Level)>) -> Hosting {
        Hosting {
            listening: None,
            seats: seats.into_iter().map(|(seat, level)| GuestSeat { seat, level, owner: None }).collect(),
            waiting: Vec::new(),
            wait_seconds: DEFAULT_WAIT_SECONDS,
            started: false,
            code: None,
            listen_asked: false,
            sent_lobby: None,
        }
    }

    fn seat_of_connection(&self, guest: u32) -> Option<&GuestSeat> {
        self.seats.iter().find(|s| s.owner.as_ref().is_some_and(|o| o.connection == Some(guest)))
    }

    fn owner_mut(&mut self, seat: Seat) -> Option<&mut Owner> {
        self.seats.iter_mut().find(|s| s.seat == seat).and_then(|s| s.owner.as_mut())
    }

    /// Guests connected now, with their seats.
    pub fn connected(&self) -> impl Iterator<Item = (u32, Seat)> + '_ {
        self.seats.iter().filter_map(|s| s.owner.as_ref().and_then(|o| o.connection).map(|c| (c, s.seat)))
    }
}

fn hosting_of(model: &mut Model) -> Option<&mut Hosting> {
    match model.net.as_mut() {
        Some(super::Net::Hosting(hosting)) => Some(hosting),
        _ => None,
    }
}

fn send(guest: u32, message: &HostMessage) -> Effect {
    Effect::SendToGuest { guest, bytes: message.encode() }
}

/// The shell listens: the lobby shows the code, the QR code and the address.
pub(crate) fn listening(model: &mut Model, listening: Listening) -> Vec<Effect> {
    model.settings.device_key = Some(listening.identity.clone());
    model.dirty_settings = true;
    if let Some(hosting) = hosting_of(model) {
        hosting.listening = Some(listening);
    }
    Vec::new()
}

/// A connection is up; the guest says who it is in its first message.
pub(crate) fn joined(model: &mut Model, guest: u32, fingerprint: String) -> Vec<Effect> {
    let Some(hosting) = hosting_of(model) else { return vec![Effect::CloseGuest { guest }] };
    hosting.waiting.retain(|(g, _)| *g != guest);
    hosting.waiting.push((guest, fingerprint));
    Vec::new()
}

/// A connection is gone: its seat waits for the guest ("reconnecting…"), and after the host's
/// wait a bot plays it.
pub(crate) fn left(model: &mut Model, guest: u32, departure: u64) -> Vec<Effect> {
    let Some(hosting) = hosting_of(model) else { return Vec::new() };
    hosting.waiting.retain(|(g, _)| *g != guest);
    let started = hosting.started;
    if let Some(seat) = hosting.seats.iter_mut().find(|s| s.owner.as_ref().is_some_and(|o| o.connection == Some(guest)))
    {
        if !started {
            // Before the game a seat is only kept while its guest is there.
            seat.owner = None;
        } else if let Some(owner) = seat.owner.as_mut() {
            owner.connection = None;
            owner.waiting_since = Some(departure);
        }
    }
    Vec::new()
}

/// A guest's message: its hello, a gesture, its language, or a question for what it missed.
/// Anything that breaks the rules closes its connection.
pub(crate) fn received(
    model: &mut Model,
    book: &std::sync::Mutex<crate::statistics::Book>,
    guest: u32,
    bytes: &[u8],
) -> Handled {
    let close = || (vec![Effect::CloseGuest { guest }], None);
    let Ok(message) = GuestMessage::decode(bytes) else { return close() };
    match message {
        GuestMessage::Hello { protocol, name, language } => hello(model, guest, protocol, &name, language),
        GuestMessage::Intent { seat, seq, intent } => {
            let Some(hosting) = hosting_of(model) else { return close() };
            let Some(owned) = hosting.seat_of_connection(guest).map(|s| s.seat) else { return close() };
            // An intent for another seat, or one that is not a gesture at the table, is a guest
            // that breaks the rules.
            if usize::from(seat) != owned || !crate::offers::is_for_the_host(&intent) || !hosting.started {
                return close();
            }
            let Some(owner) = hosting.owner_mut(owned) else { return close() };
            if seq != owner.next_seq {
                // Sent twice (already applied) or ahead of one lost on the way (sent again later):
                // acknowledged as far as applied, nothing else.
                owner.sent = None;
                return (Vec::new(), None);
            }
            // Saturating: the number may come from a file.
            owner.next_seq = owner.next_seq.saturating_add(1);
            // The gesture's effects are the host's own (its view of the move); the guest's come
            // with its next table, as its seat saw the move (`moves_seen`).
            let (effects, refusal) = crate::dispatch::guest_gesture(model, book, owned, intent);
            if let Some(owner) = hosting_of(model).and_then(|h| h.owner_mut(owned)) {
                owner.refusal = refusal;
            }
            (effects, None)
        }
        // A guest seated by no hello (its hello lost on the way) is let go: it joins again and
        // says hello then.
        GuestMessage::Language { language } => {
            let Some(owner) = connection_owner(model, guest) else { return close() };
            owner.language = language;
            (Vec::new(), None)
        }
        GuestMessage::Sync { have } => {
            let Some(owner) = connection_owner(model, guest) else { return close() };
            // Sent again with the next update, if the guest missed one.
            if have < owner.revision {
                owner.sent = None;
            }
            (Vec::new(), None)
        }
    }
}

/// The guest connected as `guest`.
fn connection_owner(model: &mut Model, guest: u32) -> Option<&mut Owner> {
    let hosting = hosting_of(model)?;
    let seat = hosting.seat_of_connection(guest)?.seat;
    hosting.owner_mut(seat)
}

fn hello(model: &mut Model, guest: u32, protocol: u32, name: &str, language: Language) -> Handled {
    let Some(hosting) = hosting_of(model) else { return (vec![Effect::CloseGuest { guest }], None) };
    let Some(at) = hosting.waiting.iter().position(|(g, _)| *g == guest) else {
        return (vec![Effect::CloseGuest { guest }], None);
    };
    let (_, fingerprint) = hosting.waiting.remove(at);
    let refuse = |code: &str, message: &str| {
        let refused = HostMessage::Refused { code: code.to_owned(), message: message.to_owned() };
        (vec![send(guest, &refused), Effect::CloseGuest { guest }], None)
    };
    if protocol != PROTOCOL {
        return refuse("other_version", words::other_version(language));
    }
    let name: String = name.trim().chars().take(super::wire::MAX_NAME_CHARS).collect();
    let name = if name.is_empty() { words::guest_name(language) } else { name };
    // The same key comes back to its own seat; before the game, a new one takes a free seat.
    let started = hosting.started;
    let known = hosting.seats.iter().position(|s| s.owner.as_ref().is_some_and(|o| o.fingerprint == fingerprint));
    let free = (!started).then(|| hosting.seats.iter().position(|s| s.owner.is_none())).flatten();
    let Some(index) = known.or(free) else { return refuse("table_full", words::table_full(language)) };
    let seat = hosting.seats[index].seat;
    let owner = hosting.seats[index].owner.get_or_insert_with(|| Owner {
        fingerprint: fingerprint.clone(),
        name: name.clone(),
        language,
        connection: None,
        next_seq: 1,
        revision: 0,
        sent: None,
        effects: Vec::new(),
        refusal: None,
        stood_in: false,
        waiting_since: None,
    });
    // A second connection of the same guest replaces the first.
    let replaced = owner.connection.replace(guest).filter(|&old| old != guest);
    owner.language = language;
    owner.waiting_since = None;
    owner.sent = None;
    let stood_in = std::mem::take(&mut owner.stood_in);
    let mut effects: Vec<Effect> = replaced.map(|old| Effect::CloseGuest { guest: old }).into_iter().collect();
    if stood_in && let Some(table) = model.table.as_mut() {
        // Back from the bot that played for them: the seat is theirs again.
        let _ = table.set_seat_kind(seat, SeatKind::Human);
    }
    let acked = owner_acked(model, seat);
    effects.push(send(
        guest,
        &HostMessage::Welcome { protocol: PROTOCOL, seat: u8::try_from(seat).unwrap_or(u8::MAX), acked },
    ));
    (effects, None)
}

/// The host's wait for a guest who dropped is over: a bot plays the seat until they return.
pub(crate) fn waited(model: &mut Model, departure: u64) {
    let Some(hosting) = hosting_of(model) else { return };
    let mut stand_ins = Vec::new();
    for seat in &mut hosting.seats {
        if let Some(owner) = seat.owner.as_mut()
            && owner.connection.is_none()
            && owner.waiting_since.is_some_and(|since| since <= departure)
        {
            owner.waiting_since = None;
            owner.stood_in = true;
            stand_ins.push((seat.seat, seat.level));
        }
    }
    if let Some(table) = model.table.as_mut() {
        for (seat, level) in stand_ins {
            let _ = table.set_seat_kind(seat, SeatKind::Bot(level));
        }
    }
}

/// The lobby's Start, and Play again at a hosted game's end: the table is set with the guests
/// who joined, bots in the other seats (and in the seats of guests a bot plays for now).
pub(crate) fn start(model: &mut Model, seed: u64) -> Handled {
    let language = model.settings.language;
    let Some((rules, mut seats)) = model.form.game(language) else {
        let message = model.form.error().unwrap_or_default().to_owned();
        return (Vec::new(), Some(Refusal { code: "invalid_rules".to_owned(), message }));
    };
    let mut names = model.form.names(language);
    let layout = model.settings.rack_layout;
    let Some(hosting) = hosting_of(model) else { return (Vec::new(), None) };
    let mut remote = Vec::new();
    for guest_seat in &hosting.seats {
        match guest_seat.owner.as_ref() {
            Some(owner) => {
                seats[guest_seat.seat] = if owner.stood_in { SeatKind::Bot(guest_seat.level) } else { SeatKind::Human };
                names[guest_seat.seat] = Some(owner.name.clone());
                remote.push(guest_seat.seat);
            }
            None => seats[guest_seat.seat] = SeatKind::Bot(guest_seat.level),
        }
    }
    // The host plays alone at this phone: "You", not a name.
    match Table::start(rules, seed, seats, names, layout) {
        Ok(mut table) => {
            for seat in remote {
                table.set_remote(seat, true);
            }
            hosting.started = true;
            for owner in hosting.seats.iter_mut().filter_map(|s| s.owner.as_mut()) {
                // The new game's table goes to every guest, with nothing of the last game's.
                owner.sent = None;
                owner.effects.clear();
                owner.refusal = None;
            }
            crate::dispatch::install_table(model, table);
            (Vec::new(), None)
        }
        Err(error) => {
            (Vec::new(), Some(Refusal { code: "invalid_rules".to_owned(), message: error.message(language) }))
        }
    }
}

/// What goes to the guests after an update: the lobby before the game, then each guest's own
/// table whenever it changed, with the moves' animations as their seat saw them.
pub(crate) fn outgoing(model: &mut Model) -> Vec<Effect> {
    let lobby = lobby(model, None);
    // Each connected guest's own lobby: their seat's side of it, in their language.
    let guest_lobbies: Vec<(u32, LobbyView)> = model
        .net
        .as_ref()
        .and_then(super::Net::hosting)
        .map(|hosting| {
            hosting
                .seats
                .iter()
                .filter_map(|s| s.owner.as_ref().and_then(|o| o.connection.map(|c| (c, s.seat, o.language))))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(guest, seat, language)| lobby_in(model, Some(seat), language).map(|lobby| (guest, lobby)))
        .collect();
    let identity = model.settings.device_key.clone();
    let Some(super::Net::Hosting(hosting)) = model.net.as_mut() else { return Vec::new() };
    let mut effects = Vec::new();
    // A hosted game resumed after the app stopped listens again, with the code its guests know.
    if hosting.listening.is_none() && hosting.started && !hosting.listen_asked {
        hosting.listen_asked = true;
        effects.push(Effect::Listen { code: hosting.code.clone(), identity });
    }
    if !hosting.started {
        // The host's own lobby changes whenever any guest's would (the same seats, other words).
        if hosting.sent_lobby.as_ref() != lobby.as_ref() {
            hosting.sent_lobby = lobby;
            effects.extend(guest_lobbies.into_iter().map(|(guest, lobby)| send(guest, &HostMessage::Lobby { lobby })));
        }
        return effects;
    }
    let Some(table) = model.table.as_mut() else { return effects };
    let absent = absent(hosting);
    for guest_seat in &mut hosting.seats {
        let Some(owner) = guest_seat.owner.as_mut() else { continue };
        let Some(guest) = owner.connection else { continue };
        let seat = guest_seat.seat;
        // Only a seat a guest plays is sent: never a bot's, nor a seat of a game set at this
        // phone alone.
        if !table.is_remote(seat) || !table.is_person(seat) {
            continue;
        }
        let language = owner.language;
        let Some(mut view) = table.with_seat(seat, |t| crate::table::present(t, language)) else { continue };
        for card in &mut view.seats {
            card.away = absent
                .iter()
                .find(|(s, _)| *s == usize::from(card.seat))
                .map(|(_, stood_in)| away_words(*stood_in, language));
        }
        if owner.sent.as_ref() == Some(&view) && owner.effects.is_empty() && owner.refusal.is_none() {
            continue;
        }
        owner.revision += 1;
        let message = HostMessage::Table {
            revision: owner.revision,
            acked: owner.next_seq.saturating_sub(1),
            view: Box::new(view.clone()),
            effects: std::mem::take(&mut owner.effects),
            refusal: owner.refusal.take(),
        };
        owner.sent = Some(view);
        effects.push(send(guest, &message));
    }
    effects
}

/// The lobby as the host (or, with `guest_seat`, a guest) sees it, in the host's language.
pub(crate) fn lobby(model: &Model, guest_seat: Option<Seat>) -> Option<LobbyView> {
    lobby_in(model, guest_seat, model.settings.language)
}

/// The lobby as the host (or, with `guest_seat`, a guest) sees it, in `language`.
fn lobby_in(model: &Model, guest_seat: Option<Seat>, language: Language) -> Option<LobbyView> {
    let hosting = model.net.as_ref()?.hosting()?;
    let players = usize::from(model.form.players());
    let names = model.form.names(language);
    let seats = (0..players)
        .map(|seat| {
            let kept = hosting.seats.iter().find(|s| s.seat == seat);
            let (name, kind, label) = match kept {
                Some(GuestSeat { owner: Some(owner), .. }) => {
                    let connected = owner.connection.is_some();
                    (
                        owner.name.clone(),
                        LobbySeatKind::Guest { connected },
                        words::lobby_guest(language, connected).to_owned(),
                    )
                }
                Some(GuestSeat { level, .. }) => (
                    words::open_seat(language).to_owned(),
                    LobbySeatKind::Open,
                    words::open_seat_label(language, *level),
                ),
                None if seat == 0 => {
                    let name = names.first().cloned().flatten().unwrap_or_else(|| words::player_name(language, 0));
                    (name, LobbySeatKind::Host, words::lobby_host(language).to_owned())
                }
                None => {
                    let level = model.form.level(seat);
                    (
                        words::seat_name(language, seat),
                        LobbySeatKind::Bot,
                        words::level_name(language, level).to_owned(),
                    )
                }
            };
            LobbySeatView { seat: u8::try_from(seat).unwrap_or(u8::MAX), name, kind, label }
        })
        .collect();
    let listening = hosting.listening.as_ref();
    let host_side = guest_seat.is_none();
    Some(LobbyView {
        hosting: host_side,
        code: listening.filter(|_| host_side).map(|l| super::grouped(&l.code)),
        payload: listening.filter(|_| host_side).map(|l| l.payload.clone()),
        address: listening.filter(|_| host_side).map(|l| format!("{}:{}", l.address, l.port)),
        seats,
        wait_seconds: hosting.wait_seconds,
        can_start: host_side && listening.is_some() && !hosting.started,
        status: if host_side { words::waiting_for_guests(language) } else { words::waiting_for_host(language) }
            .to_owned(),
    })
}

/// The guests away now: their seats, and whether a bot plays for them already.
fn absent(hosting: &Hosting) -> Vec<(Seat, bool)> {
    hosting
        .seats
        .iter()
        .filter_map(|s| s.owner.as_ref().filter(|o| o.connection.is_none()).map(|o| (s.seat, o.stood_in)))
        .collect()
}

/// "reconnecting…" / "away: a bot plays for now": what the table says of an away guest.
fn away_words(stood_in: bool, language: Language) -> String {
    if stood_in { words::stood_in(language) } else { words::reconnecting(language) }.to_owned()
}

/// Marks the seats of away guests on a table drawn on the host (for the host or a guest).
pub(crate) fn mark_away(model: &Model, view: &mut TableView, language: Language) {
    let Some(hosting) = model.net.as_ref().and_then(super::Net::hosting) else { return };
    let absent = absent(hosting);
    for card in &mut view.seats {
        card.away = absent
            .iter()
            .find(|(s, _)| *s == usize::from(card.seat))
            .map(|(_, stood_in)| away_words(*stood_in, language));
    }
}

/// The host stops hosting: every guest is told the table is closed (so that it stops looking
/// for the host) and its connection closes; a game under way goes on at this phone, bots in the
/// guests' seats.
pub(crate) fn stop(model: &mut Model) -> Vec<Effect> {
    let Some(super::Net::Hosting(hosting)) = model.net.take() else { return Vec::new() };
    let mut effects: Vec<Effect> = hosting
        .seats
        .iter()
        .filter_map(|s| s.owner.as_ref())
        .filter_map(|owner| {
            let closed = HostMessage::Refused {
                code: "table_closed".to_owned(),
                message: words::table_closed(owner.language).to_owned(),
            };
            owner.connection.map(|guest| send(guest, &closed))
        })
        .collect();
    if let Some(table) = model.table.as_mut() {
        for guest_seat in hosting.seats.iter().filter(|s| s.owner.is_some()) {
            table.set_remote(guest_seat.seat, false);
            let _ = table.set_seat_kind(guest_seat.seat, SeatKind::Bot(guest_seat.level));
        }
    }
    model.screen = if model.table.is_some() { Screen::Table } else { Screen::Home };
    effects.push(Effect::StopListening);
    effects
}

/// A hosted table's part of the game file, once its game has started.
pub(crate) fn save(model: &Model) -> Option<crate::table::HostedSave> {
    let hosting = model.net.as_ref()?.hosting().filter(|h| h.started)?;
    Some(crate::table::HostedSave {
        code: hosting.listening.as_ref().map(|l| l.code.clone()).or_else(|| hosting.code.clone())?,
        wait_seconds: hosting.wait_seconds,
        seats: hosting
            .seats
            .iter()
            .map(|s| crate::table::HostedSeat {
                seat: s.seat,
                level: s.level,
                guest: s.owner.as_ref().map(|o| crate::table::HostedGuest {
                    fingerprint: o.fingerprint.clone(),
                    name: o.name.clone(),
                    language: o.language,
                    stood_in: o.stood_in,
                    next_seq: o.next_seq,
                }),
            })
            .collect(),
    })
}

impl Hosting {
    /// A hosted game read back from its file: every guest away, each waited for anew, the code
    /// they joined with listened with again.
    pub(crate) fn resumed(saved: crate::table::HostedSave, departure: u64) -> Hosting {
        let seats = saved
            .seats
            .into_iter()
            .map(|s| GuestSeat {
                seat: s.seat,
                level: s.level,
                owner: s.guest.map(|g| Owner {
                    fingerprint: g.fingerprint,
                    name: g.name,
                    language: g.language,
                    connection: None,
                    next_seq: g.next_seq.max(1),
                    revision: 0,
                    sent: None,
                    effects: Vec::new(),
                    refusal: None,
                    stood_in: g.stood_in,
                    waiting_since: (!g.stood_in).then_some(departure),
                }),
            })
            .collect();
        Hosting {
            listening: None,
            code: Some(saved.code),
            seats,
            waiting: Vec::new(),
            wait_seconds: saved.wait_seconds,
            started: true,
            sent_lobby: None,
            listen_asked: false,
        }
    }
}

/// A move seen by every guest: its tiles' flights as the guest's seat may see them (another
/// seat's drawn tile face down), and its sounds, sent with the guest's next table.
pub(crate) fn moves_seen(model: &mut Model, events: &[okey_core::Event], duration_ms: u32) {
    let Some(super::Net::Hosting(hosting)) = model.net.as_mut() else { return };
    let table = model.table.as_ref();
    for guest_seat in &mut hosting.seats {
        let Some(owner) = guest_seat.owner.as_mut().filter(|o| o.connection.is_some()) else { continue };
        let flights = crate::flights::flights(events, guest_seat.seat, owner.language, table);
        if !flights.is_empty() {
            owner.effects.push(Effect::Animate { flights, duration_ms });
        }
        for event in events {
            let sound = match event {
                okey_core::Event::Drew { .. } | okey_core::Event::TookDiscard { .. } => {
                    Some(crate::effect::Sound::Draw)
                }
                okey_core::Event::Discarded { .. } => Some(crate::effect::Sound::Discard),
                okey_core::Event::Laid { .. } | okey_core::Event::LaidOff { .. } => Some(crate::effect::Sound::Lay),
                _ => None,
            };
            if let Some(kind) = sound
                && !owner.effects.contains(&Effect::Sound { kind })
            {
                owner.effects.push(Effect::Sound { kind });
            }
        }
        // Bounded: a guest away for long gets the table, not every move's animation.
        if owner.effects.len() > 32 {
            owner.effects.drain(..owner.effects.len() - 32);
        }
    }
}

/// The guest's intents applied so far at `seat` (all up to this number).
fn owner_acked(model: &mut Model, seat: Seat) -> u64 {
    hosting_of(model).and_then(|h| h.owner_mut(seat)).map_or(0, |o| o.next_seq.saturating_sub(1))
}
