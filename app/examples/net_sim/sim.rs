//! A deterministic simulation of a table over the local network: one host's app core and its
//! guests' in one process, joined by a simulated network that delays and duplicates messages,
//! reorders the connections among themselves (each stream stays in order, as the transport's
//! does), breaks connections (a lost message breaks its stream), cuts them and kills the host's
//! app, all drawn from one seed. After
//! every step it checks that no guest received a tile of another seat's hidden hand; at calm
//! moments, that every guest's table is the host's table of that seat and that every gesture a
//! guest sent was taken; and that the game reaches its end.
//!
//! Used by the app core's tests (a few games) and by `examples/net_sim` (as many as asked).

use okey_app::files::MemoryStorage;
use okey_app::net::wire::{GuestMessage, HostMessage};
use okey_app::view::{DialogKind, Screen, TablePhase, TableView};
use okey_app::{Answer, App, Effect, Intent, Job, RuleValue};
use okey_core::lang::Language;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;
use std::sync::Arc;

/// What the network does wrong, per message or per step.
#[derive(Clone, Copy, Debug)]
pub struct Faults {
    pub drop: f64,
    pub duplicate: f64,
    /// The most a message waits on the way. Messages of one connection arrive in the order
    /// sent, as the transport's stream delivers them (an encrypted stream cannot reorder); the
    /// connections among themselves, and the two directions, reorder freely.
    pub max_delay_ms: u64,
    /// A connection cut, per step.
    pub cut: f64,
    /// The host's app killed and opened again, per step.
    pub host_killed: f64,
}

impl Faults {
    pub const NONE: Faults = Faults { drop: 0.0, duplicate: 0.0, max_delay_ms: 0, cut: 0.0, host_killed: 0.0 };
    pub const MANY: Faults = Faults { drop: 0.03, duplicate: 0.03, max_delay_ms: 400, cut: 0.002, host_killed: 0.0004 };
}

/// What a game covered.
#[derive(Debug, Default, Clone)]
pub struct Report {
    pub steps: u64,
    pub messages: u64,
    pub bytes: u64,
    pub largest_message: usize,
    pub dropped: u64,
    pub duplicated: u64,
    pub cuts: u64,
    pub joins: u64,
    pub host_kills: u64,
    pub guest_intents: u64,
    pub calm_checks: u64,
    pub tiles_checked: u64,
    pub deals: u64,
    pub game_over: bool,
}

impl Report {
    pub fn add(&mut self, other: &Report) {
        self.steps += other.steps;
        self.messages += other.messages;
        self.bytes += other.bytes;
        self.largest_message = self.largest_message.max(other.largest_message);
        self.dropped += other.dropped;
        self.duplicated += other.duplicated;
        self.cuts += other.cuts;
        self.joins += other.joins;
        self.host_kills += other.host_kills;
        self.guest_intents += other.guest_intents;
        self.calm_checks += other.calm_checks;
        self.tiles_checked += other.tiles_checked;
        self.deals += other.deals;
    }
}

struct Node {
    app: App,
    storage: Arc<MemoryStorage>,
    jobs: Vec<(u64, Job)>,
}

impl Node {
    fn open(storage: Arc<MemoryStorage>, language: Language, entropy: u64) -> (Node, Vec<Effect>) {
        let app = App::open(Box::new(Arc::clone(&storage)), language, entropy);
        let effects = app.start().effects;
        (Node { app, storage, jobs: Vec::new() }, effects)
    }
}

struct GuestNode {
    node: Node,
    language: Language,
    identity: Vec<u8>,
    fingerprint: String,
    conn: Option<u32>,
    /// The highest intent number sent, and the highest the host acknowledged (this host life).
    sent: u64,
    acked: u64,
    /// The seat the host's welcome gave this guest: the only seat whose table it may be sent.
    seat: Option<u8>,
}

enum Packet {
    ToHost { conn: u32, bytes: Vec<u8> },
    ToGuest { conn: u32, bytes: Vec<u8> },
    Joined { conn: u32, guest: usize },
}

pub struct Sim {
    rng: ChaCha8Rng,
    now: u64,
    faults: Faults,
    host: Node,
    host_listening: bool,
    guests: Vec<GuestNode>,
    wire: Vec<(u64, Packet)>,
    /// The latest arrival due per connection and direction, so that each stream stays in order.
    stream_due: std::collections::HashMap<(u32, bool), u64>,
    /// Connections broken by a lost message, cut at the end of the step.
    broken: Vec<u32>,
    next_conn: u32,
    report: Report,
}

const HOST_FINGERPRINT: &str = "host-key";
const CODE: &str = "042917";

type Checked = Result<(), String>;

impl Sim {
    /// A host and `guests` guests (1 to 3) at a table of `deals` Okey 101 deals (Düz Okey when
    /// `duz`), the other seats bots.
    pub fn new(seed: u64, guests: usize, duz: bool, faults: Faults) -> Result<Sim, String> {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (host, effects) = Node::open(Arc::new(MemoryStorage::new()), Language::English, rng.random());
        let mut sim = Sim {
            rng,
            now: 0,
            faults,
            host,
            host_listening: false,
            guests: Vec::new(),
            wire: Vec::new(),
            stream_due: std::collections::HashMap::new(),
            broken: Vec::new(),
            next_conn: 1,
            report: Report::default(),
        };
        sim.host_effects(effects)?;
        // The host sets the table: Home, Host a table, the form, the lobby.
        sim.host_send(Intent::HostTable)?;
        if duz {
            sim.host_send(Intent::ChooseGame { game: okey_core::rules::Variant::Duz })?;
            sim.host_send(Intent::SetRuleOption {
                key: "starting_points".into(),
                value: RuleValue::Number { value: 5 },
            })?;
        } else {
            sim.host_send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: 2 } })?;
        }
        for seat in 1..=3u8 {
            if usize::from(seat) > guests {
                sim.host_send(Intent::ChooseOpponent { seat, level: okey_core::bot::Level::Easy })?;
            }
        }
        sim.host_send(Intent::StartGame)?;
        for index in 0..guests {
            let language = if sim.rng.random_bool(0.5) { Language::English } else { Language::Turkish };
            let (node, effects) = Node::open(Arc::new(MemoryStorage::new()), language, sim.rng.random());
            let identity: Vec<u8> = (0..32).map(|_| sim.rng.random()).collect();
            sim.guests.push(GuestNode {
                node,
                language,
                identity,
                fingerprint: format!("guest-{index}"),
                conn: None,
                sent: 0,
                acked: 0,
                seat: None,
            });
            sim.guest_effects(index, effects)?;
            sim.guest_send(index, Intent::JoinTable)?;
            sim.guest_send(index, Intent::SetJoinAddress { text: "10.0.0.1:47001".into() })?;
            sim.guest_send(index, Intent::SetJoinCode { text: "042 917".into() })?;
            sim.guest_send(index, Intent::Join)?;
        }
        // Everyone in the lobby before the host starts; a guest whose join broke on the way
        // taps Join again, as a player would.
        for _ in 0..20 {
            sim.deliver_all()?;
            sim.run_guest_jobs()?;
            sim.deliver_all()?;
            let mut all_in = true;
            for guest in 0..sim.guests.len() {
                if sim.guests[guest].conn.is_none() {
                    all_in = false;
                    if sim.guests[guest].node.app.view().screen == Screen::Join {
                        sim.guest_send(guest, Intent::Join)?;
                    }
                }
            }
            if all_in {
                break;
            }
        }
        let lobby = sim.host.app.view().lobby.ok_or("no lobby")?;
        let joined = lobby
            .seats
            .iter()
            .filter(|s| matches!(s.kind, okey_app::view::LobbySeatKind::Guest { connected: true }))
            .count();
        if joined != guests {
            return Err(format!("{joined} of {guests} guests in the lobby: {lobby:?}"));
        }
        sim.host_send(Intent::StartGame)?;
        Ok(sim)
    }

    /// Plays until the game is over (or `max_steps`), checking after every step.
    pub fn run(mut self, max_steps: u64) -> Result<Report, String> {
        for step in 0..max_steps {
            self.report.steps += 1;
            self.step()?;
            if step % 400 == 399 {
                self.calm()?;
            }
            // The game's end, or its third deal's: a table of simple players who only draw and
            // discard may never end a Düz game (no deal is won).
            let ended = self.host_table().is_some_and(|t| {
                t.phase == TablePhase::GameOver
                    || (t.phase == TablePhase::DealOver && t.score_sheet.as_ref().is_some_and(|s| s.deals.len() >= 3))
            });
            if ended {
                self.calm()?;
                self.report.game_over = true;
                return Ok(self.report);
            }
        }
        Err(format!("the game did not end in {max_steps} steps: {:?}", self.host_table().map(|t| t.status)))
    }

    fn host_table(&self) -> Option<TableView> {
        self.host.app.view_of_seat(0, Language::English)
    }

    fn step(&mut self) -> Checked {
        match self.rng.random_range(0..100) {
            0..=39 => self.deliver_some(),
            40..=64 => self.run_jobs(),
            65..=79 => self.host_plays(),
            _ => {
                let guest = self.rng.random_range(0..self.guests.len());
                self.guest_plays(guest)
            }
        }?;
        if self.rng.random_bool(self.faults.cut) {
            let guest = self.rng.random_range(0..self.guests.len());
            self.cut(guest)?;
        }
        if self.rng.random_bool(self.faults.host_killed) {
            self.kill_host()?;
        }
        self.break_streams()?;
        // The host's own screen shows the host's rack, never a guest's (seat 0 is the host's).
        match self.host.app.view().table {
            Some(table) if table.you != 0 => Err(format!("the host's screen shows seat {}'s rack", table.you)),
            _ => Ok(()),
        }
    }

    fn break_streams(&mut self) -> Checked {
        while let Some(conn) = self.broken.pop() {
            self.close(conn)?;
        }
        Ok(())
    }

    // --- The apps ------------------------------------------------------------------------------

    fn host_send(&mut self, intent: Intent) -> Checked {
        let update = self.host.app.send(intent);
        self.host_effects(update.effects)
    }

    fn guest_send(&mut self, guest: usize, intent: Intent) -> Checked {
        let update = self.guests[guest].node.app.send(intent);
        self.guest_effects(guest, update.effects)
    }

    fn host_effects(&mut self, effects: Vec<Effect>) -> Checked {
        for effect in effects {
            match effect {
                Effect::Run { job, after_ms } => self.host.jobs.push((self.now + u64::from(after_ms), job)),
                Effect::Listen { code, identity: _ } => {
                    if code.as_deref().is_some_and(|c| c != CODE) {
                        return Err(format!("the host listens again with another code: {code:?}"));
                    }
                    self.host_listening = true;
                    let listening = Intent::Listening {
                        address: "10.0.0.1".into(),
                        port: 47001,
                        code: CODE.into(),
                        fingerprint: HOST_FINGERPRINT.into(),
                        payload: format!("okey://join?v=1&host=10.0.0.1&port=47001&fp={HOST_FINGERPRINT}"),
                        identity: vec![7; 32],
                    };
                    let update = self.host.app.send(listening);
                    self.host_effects(update.effects)?;
                }
                Effect::SendToGuest { guest: conn, bytes } => {
                    self.check_fair(conn, &bytes)?;
                    self.post(Packet::ToGuest { conn, bytes });
                }
                Effect::CloseGuest { guest: conn } => self.close(conn)?,
                Effect::StopListening => self.host_listening = false,
                _ => {}
            }
        }
        Ok(())
    }

    fn guest_effects(&mut self, guest: usize, effects: Vec<Effect>) -> Checked {
        for effect in effects {
            match effect {
                Effect::Run { job, after_ms } => {
                    self.guests[guest].node.jobs.push((self.now + u64::from(after_ms), job))
                }
                Effect::Connect { code, .. } => {
                    if !self.host_listening || code != CODE {
                        let update =
                            self.guests[guest].node.app.send(Intent::Disconnected { code: "join_failed".into() });
                        self.guest_effects(guest, update.effects)?;
                        continue;
                    }
                    let conn = self.next_conn;
                    self.next_conn += 1;
                    self.guests[guest].conn = Some(conn);
                    self.report.joins += 1;
                    self.post(Packet::Joined { conn, guest });
                }
                Effect::SendToHost { bytes } => {
                    if let Ok(GuestMessage::Intent { seq, .. }) = GuestMessage::decode(&bytes) {
                        let node = &mut self.guests[guest];
                        node.sent = node.sent.max(seq);
                        self.report.guest_intents += 1;
                    }
                    if let Some(conn) = self.guests[guest].conn {
                        self.post(Packet::ToHost { conn, bytes });
                    }
                }
                Effect::Disconnect => {
                    if let Some(conn) = self.guests[guest].conn {
                        self.close(conn)?;
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// A simple player: draw, else discard the rack's last tile, yes to every question.
    fn play(table: &TableView) -> Option<Intent> {
        if table.handover.is_some() {
            return Some(Intent::ShowRack);
        }
        if table.dialog.as_ref().is_some_and(|d| d.kind != DialogKind::WhichEnd) {
            return Some(Intent::Answer { answer: Answer::Confirm });
        }
        if table.dialog.is_some() {
            return Some(Intent::Answer { answer: Answer::Cancel });
        }
        match table.phase {
            TablePhase::DealOver => Some(Intent::NextDeal),
            TablePhase::Draw if table.your_turn => Some(Intent::Draw),
            TablePhase::Play if table.your_turn => {
                table.rack.slots.iter().flatten().last().map(|t| Intent::Discard { tile: t.tile.id })
            }
            _ => None,
        }
    }

    fn host_plays(&mut self) -> Checked {
        let view = self.host.app.view();
        if view.screen != Screen::Table {
            return self.host_send(Intent::ContinueGame);
        }
        match view.table.as_ref().and_then(Sim::play) {
            Some(intent) => self.host_send(intent),
            None => Ok(()),
        }
    }

    fn guest_plays(&mut self, guest: usize) -> Checked {
        let view = self.guests[guest].node.app.view();
        let intent = match (view.screen, view.table.as_ref()) {
            (Screen::Table, Some(table)) => Sim::play(table),
            _ => None,
        };
        match intent {
            Some(intent) => self.guest_send(guest, intent),
            None => Ok(()),
        }
    }

    fn run_jobs(&mut self) -> Checked {
        self.now += self.rng.random_range(0..700);
        let due: Vec<Job> = self.host.jobs.iter().filter(|(at, _)| *at <= self.now).map(|(_, j)| *j).collect();
        self.host.jobs.retain(|(at, _)| *at > self.now);
        for job in due {
            let update = self.host.app.run(job);
            self.host_effects(update.effects)?;
        }
        for guest in 0..self.guests.len() {
            let due: Vec<Job> =
                self.guests[guest].node.jobs.iter().filter(|(at, _)| *at <= self.now).map(|(_, j)| *j).collect();
            self.guests[guest].node.jobs.retain(|(at, _)| *at > self.now);
            for job in due {
                let update = self.guests[guest].node.app.run(job);
                self.guest_effects(guest, update.effects)?;
            }
        }
        Ok(())
    }

    // --- The network ---------------------------------------------------------------------------

    fn post(&mut self, packet: Packet) {
        let is_data = !matches!(packet, Packet::Joined { .. });
        if let Packet::ToGuest { bytes, .. } | Packet::ToHost { bytes, .. } = &packet {
            self.report.messages += 1;
            self.report.bytes += bytes.len() as u64;
            self.report.largest_message = self.report.largest_message.max(bytes.len());
        }
        // A stream loses nothing and keeps its order, or breaks: a lost message cuts its
        // connection (both ends hear of it shortly after).
        if is_data && self.rng.random_bool(self.faults.drop) {
            self.report.dropped += 1;
            if let Packet::ToHost { conn, .. } | Packet::ToGuest { conn, .. } = packet {
                self.broken.push(conn);
            }
            return;
        }
        let delay = if self.faults.max_delay_ms > 0 { self.rng.random_range(0..self.faults.max_delay_ms) } else { 0 };
        let stream = match &packet {
            Packet::ToHost { conn, .. } | Packet::Joined { conn, .. } => (*conn, true),
            Packet::ToGuest { conn, .. } => (*conn, false),
        };
        let due = self.stream_due.get(&stream).map_or(self.now + delay, |&last| last.max(self.now + delay));
        self.stream_due.insert(stream, due);
        self.wire.push((due, packet));
        if is_data && self.rng.random_bool(self.faults.duplicate) {
            self.report.duplicated += 1;
            let Some((_, packet)) = self.wire.last() else { return };
            let copy = match packet {
                Packet::ToHost { conn, bytes } => Packet::ToHost { conn: *conn, bytes: bytes.clone() },
                Packet::ToGuest { conn, bytes } => Packet::ToGuest { conn: *conn, bytes: bytes.clone() },
                Packet::Joined { conn, guest } => Packet::Joined { conn: *conn, guest: *guest },
            };
            // Right behind the original: a copy never overtakes what was sent after it.
            self.wire.push((due, copy));
        }
    }

    fn deliver_some(&mut self) -> Checked {
        self.now += self.rng.random_range(0..200);
        let mut due = Vec::new();
        let mut index = 0;
        while index < self.wire.len() {
            if self.wire[index].0 <= self.now {
                due.push(self.wire.remove(index).1);
            } else {
                index += 1;
            }
        }
        for packet in due {
            self.deliver(packet)?;
        }
        Ok(())
    }

    fn deliver_all(&mut self) -> Checked {
        for _ in 0..1000 {
            if self.wire.is_empty() && self.broken.is_empty() {
                return Ok(());
            }
            self.break_streams()?;
            let packets: Vec<Packet> = self.wire.drain(..).map(|(_, p)| p).collect();
            for packet in packets {
                self.deliver(packet)?;
            }
        }
        Err("the network never fell quiet".to_owned())
    }

    fn deliver(&mut self, packet: Packet) -> Checked {
        match packet {
            Packet::Joined { conn, guest } => {
                if self.guests[guest].conn != Some(conn) {
                    return Ok(());
                }
                let fingerprint = self.guests[guest].fingerprint.clone();
                let update = self.host.app.send(Intent::GuestJoined { guest: conn, fingerprint });
                self.host_effects(update.effects)?;
                let identity = self.guests[guest].identity.clone();
                let update = self.guests[guest]
                    .node
                    .app
                    .send(Intent::Connected { fingerprint: HOST_FINGERPRINT.into(), identity });
                self.guest_effects(guest, update.effects)
            }
            Packet::ToHost { conn, bytes } => {
                if !self.guests.iter().any(|g| g.conn == Some(conn)) {
                    return Ok(());
                }
                let update = self.host.app.send(Intent::FromGuest { guest: conn, bytes });
                self.host_effects(update.effects)
            }
            Packet::ToGuest { conn, bytes } => {
                let Some(guest) = self.guests.iter().position(|g| g.conn == Some(conn)) else { return Ok(()) };
                // A welcome says how far the host got (its file may be older than what it
                // acknowledged before it was killed): what counts as sent is what the guest
                // sends again after it.
                if let Ok(HostMessage::Welcome { acked, .. }) = HostMessage::decode(&bytes) {
                    let node = &mut self.guests[guest];
                    node.sent = acked;
                    node.acked = acked;
                }
                if let Ok(HostMessage::Table { acked, .. }) = HostMessage::decode(&bytes) {
                    let node = &mut self.guests[guest];
                    node.acked = node.acked.max(acked);
                    if acked > node.sent {
                        return Err(format!("guest {guest}: the host acknowledged {acked} intents of {}", node.sent));
                    }
                }
                let update = self.guests[guest].node.app.send(Intent::FromHost { bytes });
                self.guest_effects(guest, update.effects)
            }
        }
    }

    /// A connection cut: both sides hear of it; the guest rejoins by itself.
    fn cut(&mut self, guest: usize) -> Checked {
        let Some(conn) = self.guests[guest].conn else { return Ok(()) };
        self.report.cuts += 1;
        self.close(conn)
    }

    fn close(&mut self, conn: u32) -> Checked {
        let Some(guest) = self.guests.iter().position(|g| g.conn == Some(conn)) else { return Ok(()) };
        self.guests[guest].conn = None;
        let update = self.host.app.send(Intent::GuestLeft { guest: conn });
        self.host_effects(update.effects)?;
        let update = self.guests[guest].node.app.send(Intent::Disconnected { code: "connection_lost".into() });
        self.guest_effects(guest, update.effects)
    }

    /// The host's app killed (flushed first or not) and opened again from its files.
    fn kill_host(&mut self) -> Checked {
        self.report.host_kills += 1;
        if self.rng.random_bool(0.5) {
            self.host.app.flush();
        }
        let conns: Vec<u32> = self.guests.iter().filter_map(|g| g.conn).collect();
        self.host_listening = false;
        self.wire.retain(|(_, p)| !matches!(p, Packet::ToHost { .. } | Packet::ToGuest { .. }));
        for (guest, node) in self.guests.iter_mut().enumerate() {
            let _ = guest;
            node.conn = None;
        }
        let storage = Arc::clone(&self.host.storage);
        let (host, effects) = Node::open(storage, Language::English, self.rng.random());
        self.host = host;
        for guest in 0..self.guests.len() {
            let update = self.guests[guest].node.app.send(Intent::Disconnected { code: "connection_lost".into() });
            self.guest_effects(guest, update.effects)?;
        }
        let _ = conns;
        self.host_effects(effects)?;
        // The host's player comes back to the table: it listens again.
        self.host_send(Intent::ContinueGame)
    }

    // --- The checks ----------------------------------------------------------------------------

    /// No guest receives a tile of another seat's hidden hand: every tile a table message names
    /// is in the guest's own rack, or lies face up (piles, melds, the indicator), or the deal is
    /// over (every hand is shown).
    fn check_fair(&mut self, conn: u32, bytes: &[u8]) -> Checked {
        let Some(guest) = self.guests.iter().position(|g| g.conn == Some(conn)) else { return Ok(()) };
        let message = HostMessage::decode(bytes).map_err(|e| format!("the host sent guest {guest} {e}"))?;
        // Once the game has started a guest keeps its seat, whatever happens on the way (in the
        // lobby a guest who drops gives up its seat and may get another).
        if let HostMessage::Welcome { seat, .. } = message {
            let started = self.host_table().is_some();
            let node = &mut self.guests[guest];
            if started && node.seat.is_some_and(|s| s != seat) {
                return Err(format!("guest {guest} was seated at {seat} after {:?}", node.seat));
            }
            node.seat = Some(seat);
            return Ok(());
        }
        let HostMessage::Table { view, effects, .. } = message else { return Ok(()) };
        // The guest's seat as its welcome said, not as the message says: a table of another
        // seat sent to this guest must fail here.
        let Some(seat) = self.guests[guest].seat else {
            return Err(format!("guest {guest} was sent a table before its welcome"));
        };
        if view.you != seat {
            return Err(format!("guest {guest} (seat {seat}) was sent seat {}'s table", view.you));
        }
        let own = self.host.app.view_of_seat(seat, Language::English).ok_or("no view of the guest's seat")?;
        let public = self.host_table().ok_or("no host table")?;
        if matches!(public.phase, TablePhase::DealOver | TablePhase::GameOver) {
            return Ok(());
        }
        let mut allowed: BTreeSet<u8> = own.rack.slots.iter().flatten().map(|t| t.tile.id).collect();
        allowed.extend(public.piles.iter().flat_map(|p| p.tiles.iter().map(|t| t.id)));
        allowed.extend(public.melds.iter().flat_map(|m| m.tiles.iter().map(|t| t.id)));
        if !public.centre.indicator_taken {
            allowed.insert(public.centre.indicator.id);
        }
        let mut named: Vec<u8> = view.rack.slots.iter().flatten().map(|t| t.tile.id).collect();
        named.extend(view.piles.iter().flat_map(|p| p.tiles.iter().map(|t| t.id)));
        named.extend(view.melds.iter().flat_map(|m| m.tiles.iter().map(|t| t.id)));
        named.extend(view.hint.iter().flat_map(|h| h.tiles.iter().copied()));
        // A tile in flight face up is public when it comes from or goes to a pile, a meld or
        // the indicator (everyone saw it); one drawn from the stock shows only to its drawer.
        for effect in &effects {
            let Effect::Animate { flights, .. } = effect else { continue };
            for flight in flights {
                let Some(tile) = flight.tile.as_ref() else { continue };
                let public = |place: &okey_app::Place| {
                    matches!(
                        place,
                        okey_app::Place::Pile { .. } | okey_app::Place::Meld { .. } | okey_app::Place::Indicator
                    )
                };
                let own = |place: &okey_app::Place| matches!(place, okey_app::Place::Hand { seat: s } if *s == seat);
                self.report.tiles_checked += 1;
                if !(public(&flight.from) || public(&flight.to) || own(&flight.from) || own(&flight.to)) {
                    return Err(format!(
                        "guest {guest} (seat {seat}) was sent tile {} face up flying {:?} -> {:?}",
                        tile.id, flight.from, flight.to
                    ));
                }
            }
        }
        self.report.tiles_checked += named.len() as u64;
        match named.iter().find(|id| !allowed.contains(id)) {
            Some(id) => {
                let in_rack = view.rack.slots.iter().flatten().any(|t| t.tile.id == *id);
                let in_hint = view.hint.iter().any(|h| h.tiles.contains(id));

                Err(format!(
                    "guest {guest} (seat {seat}) was sent tile {id}, hidden from its seat (in its rack {in_rack}, the hint {in_hint}; the host's view of the seat has rack {:?}; phase {:?})",
                    own.rack.slots.iter().flatten().map(|t| t.tile.id).collect::<Vec<_>>(),
                    view.phase
                ))
            }
            None => Ok(()),
        }
    }

    /// Every job the guests were handed, due or not.
    fn run_guest_jobs(&mut self) -> Checked {
        for guest in 0..self.guests.len() {
            let due: Vec<Job> = std::mem::take(&mut self.guests[guest].node.jobs).into_iter().map(|(_, j)| j).collect();
            for job in due {
                let update = self.guests[guest].node.app.run(job);
                self.guest_effects(guest, update.effects)?;
            }
        }
        Ok(())
    }

    /// A calm moment: the network delivers everything, the guests catch up, and then each
    /// guest's table is the host's table of that seat and every gesture it sent was taken.
    fn calm(&mut self) -> Checked {
        // Every guest back at the table first (a cut one rejoins on its own sync job).
        for _ in 0..6 {
            self.deliver_all()?;
            self.run_guest_jobs()?;
        }
        self.deliver_all()?;
        if !self.host_listening {
            return Ok(());
        }
        for guest in 0..self.guests.len() {
            let node = &self.guests[guest];
            if node.conn.is_none() {
                continue;
            }
            let shown = node.node.app.view();
            let Some(table) = shown.table.filter(|_| shown.screen == Screen::Table) else { continue };
            let host_view = self.host.app.view_of_seat(table.you, node.language).ok_or("no host view")?;
            if table != host_view {
                return Err(format!(
                    "guest {guest}'s table differs from the host's of seat {}:\n  guest {:?}\n  host  {:?}",
                    table.you, table.status, host_view.status
                ));
            }
            if node.acked < node.sent {
                return Err(format!("guest {guest}: {} intents sent, {} taken", node.sent, node.acked));
            }
            self.report.calm_checks += 1;
        }
        Ok(())
    }
}

/// Game number `game` of a run seeded `seed`: its guests, game and faults drawn from the seed.
pub fn play(seed: u64, game: u64) -> Result<Report, String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ game);
    let guests = rng.random_range(1..=3);
    let duz = rng.random_bool(0.3);
    let faults = if rng.random_bool(0.8) { Faults::MANY } else { Faults::NONE };
    Sim::new(rng.random(), guests, duz, faults)?.run(200_000)
}
