//! A networked table over loopback, encrypted: a host and three guests, each an app core with
//! an `okey_link::Link`, each on a thread of its own, over 127.0.0.1 through okey-net (SPAKE2 +
//! Noise), playing whole Okey 101 games with `okey host --auto`'s simple player (`choose`).
//!
//! `cargo bench -p okey-bench --bench net_table` prints:
//! - the time from the host applying a move (just before its core is sent the gesture: the
//!   host's own, or a guest's message as it came) until every guest's core has taken the table
//!   that move sent it (the view it draws), p50, p90, p99 and worst over every move;
//! - the bytes per deal: the app core's messages each way, and on the wire (each message costs
//!   19 bytes more in its frame; keep-alives, 19 bytes each way per 2 s of silence, and the
//!   handshakes are not counted).
//!
//! Each table message names its seat and its revision (rising, per guest), so every message a
//! move sent is matched with the moment its guest took it. The files are in memory (no disk
//! write in the figures).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use okey_app::files::MemoryStorage;
use okey_app::net::wire::HostMessage;
use okey_app::view::{LobbySeatKind, Screen, TablePhase, TableView};
use okey_app::{App, Effect, Intent, RuleValue};
use okey_cli::together::choose;
use okey_core::Language;
use okey_link::{Link, LinkConfig};
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

const GUESTS: usize = 3;
const GAMES: u64 = 3;
const DEALS: u32 = 4;
const PATIENCE: Duration = Duration::from_secs(600);

/// A table message: the guest's seat and the message's revision.
type Sent = (u8, u64);

/// When the host applied each move and the table messages it sent; when each guest took each.
/// Each game's revisions start again at 1: a game's are kept, then summed up, before the next.
#[derive(Default)]
struct Moves {
    applied: Vec<(Instant, Vec<Sent>)>,
    taken: HashMap<Sent, Instant>,
}

impl Moves {
    /// The game's moves' latencies (each its slowest guest's), and how many moves some message
    /// of which was never taken (a guest that had left), sent to every guest; then forgets them.
    fn latencies(&mut self) -> (Vec<Duration>, usize, usize) {
        let mut latencies = Vec::new();
        let mut untaken = 0;
        for (at, sent) in &self.applied {
            let taken: Option<Vec<Instant>> = sent.iter().map(|m| self.taken.get(m).copied()).collect();
            match taken {
                Some(taken) => latencies.push(taken.into_iter().max().unwrap() - *at),
                None => untaken += 1,
            }
        }
        let to_all = self.applied.iter().filter(|(_, sent)| sent.len() == GUESTS).count();
        *self = Moves::default();
        (latencies, untaken, to_all)
    }
}

/// An app core and its network, its effects performed as a shell performs them.
struct Node {
    app: App,
    link: Link,
}

impl Node {
    fn new(link: Link, entropy: u64) -> Node {
        let app = App::open(Box::new(MemoryStorage::new()), Language::English, entropy);
        let mut node = Node { app, link };
        let effects = node.app.start().effects;
        node.perform(effects);
        node
    }

    /// Sends `intent` and performs what it asks for: the table messages it sent.
    fn send(&mut self, intent: Intent) -> Vec<Sent> {
        let effects = self.app.send(intent).effects;
        self.perform(effects)
    }

    /// Network effects go to the link, jobs due now run; a job asked for later (a guest's
    /// sync, a message's expiry) is not needed on loopback, where nothing is lost.
    fn perform(&mut self, effects: Vec<Effect>) -> Vec<Sent> {
        let mut tapped = Vec::new();
        let mut queue = VecDeque::from(effects);
        while let Some(effect) = queue.pop_front() {
            if let Effect::SendToGuest { bytes, .. } = &effect {
                tapped.push(bytes.clone());
            }
            if self.link.perform(&effect) {
                continue;
            }
            if let Effect::Run { job, after_ms: 0 } = effect {
                queue.extend(self.app.run(job).effects);
            }
        }
        // Read after the sending, so that the figures do not hold the reading.
        tapped.iter().filter_map(|bytes| table_message(bytes)).collect()
    }

    fn table(&self) -> Option<TableView> {
        self.app.view().table.filter(|_| self.app.view().screen == Screen::Table)
    }
}

fn table_message(bytes: &[u8]) -> Option<Sent> {
    match HostMessage::decode(bytes) {
        Ok(HostMessage::Table { revision, view, .. }) => Some((view.you, revision)),
        _ => None,
    }
}

/// One game: the host's traffic (sent, received: messages and bytes) and the deals played.
fn game(seed: u64, moves: &Arc<Mutex<Moves>>) -> (okey_link::Traffic, usize) {
    let listen = LinkConfig { listen: "127.0.0.1:0".parse().unwrap(), ..LinkConfig::default() };
    let mut host = Node::new(Link::new(listen), seed);
    host.send(Intent::HostTable);
    host.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: DEALS } });
    host.send(Intent::SetRuleOption { key: "exhausted_deal_counts".into(), value: RuleValue::On { on: true } });
    host.send(Intent::StartGame);
    assert_eq!(host.app.view().screen, Screen::Lobby);
    let start = Instant::now();
    while host.link.announced().is_none() || host.app.view().lobby.as_ref().is_some_and(|l| !l.can_start) {
        assert!(start.elapsed() < PATIENCE, "the host did not listen");
        if let Some(intent) = host.link.next_timeout(Duration::from_millis(10)) {
            host.send(intent);
        }
    }
    let announced = host.link.announced().unwrap().clone();
    let guests: Vec<_> = (0..GUESTS)
        .map(|_| {
            let (announced, moves) = (announced.clone(), Arc::clone(moves));
            thread::spawn(move || guest(&announced, &moves))
        })
        .collect();
    let joined = |host: &Node| {
        host.app
            .view()
            .lobby
            .as_ref()
            .map_or(0, |l| l.seats.iter().filter(|s| s.kind == LobbySeatKind::Guest { connected: true }).count())
    };
    while joined(&host) < GUESTS {
        assert!(start.elapsed() < PATIENCE, "the guests did not join");
        if let Some(intent) = host.link.next_timeout(Duration::from_millis(10)) {
            host.send(intent);
        }
    }
    host.send(Intent::StartGame);
    let mut acted: Option<TableView> = None;
    loop {
        assert!(start.elapsed() < PATIENCE, "the game did not end");
        let table = host.table().unwrap();
        if table.phase == TablePhase::GameOver {
            break;
        }
        if acted.as_ref() != Some(&table)
            && let Some(intent) = choose(&table)
        {
            acted = Some(table);
            apply(&mut host, intent, moves);
            continue;
        }
        // A guest's message, applied as it comes.
        if let Some(intent) = host.link.next_timeout(Duration::from_millis(50)) {
            apply(&mut host, intent, moves);
        }
    }
    let deals = host.table().and_then(|t| t.score_sheet).map_or(0, |s| s.deals.len());
    // The guests see the end, then leave.
    for guest in guests {
        guest.join().unwrap();
    }
    (host.link.traffic(), deals)
}

/// The host applies a move (or takes any other intent): when, and the table messages it sent.
fn apply(host: &mut Node, intent: Intent, moves: &Mutex<Moves>) {
    let at = Instant::now();
    let sent = host.send(intent);
    if !sent.is_empty() {
        moves.lock().unwrap().applied.push((at, sent));
    }
}

fn guest(announced: &okey_link::Announced, moves: &Mutex<Moves>) {
    let mut guest = Node::new(Link::new(LinkConfig::default()), 0);
    guest.send(Intent::JoinTable);
    guest.send(Intent::SetJoinAddress { text: announced.address.to_string() });
    guest.send(Intent::SetJoinCode { text: announced.code.clone() });
    guest.send(Intent::Join);
    let mut acted: Option<TableView> = None;
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < PATIENCE, "a guest's game did not end");
        if let Some(intent) = guest.link.next_timeout(Duration::from_millis(50)) {
            let message = match &intent {
                Intent::FromHost { bytes } => table_message(bytes),
                _ => None,
            };
            guest.send(intent);
            if let Some(message) = message {
                moves.lock().unwrap().taken.insert(message, Instant::now());
            }
        }
        let Some(table) = guest.table() else { continue };
        if table.phase == TablePhase::GameOver {
            return;
        }
        if acted.as_ref() != Some(&table)
            && let Some(intent) = choose(&table)
        {
            acted = Some(table);
            guest.send(intent);
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    // `cargo bench` passes `--bench`; any filter given is ignored (one figure set).
    let moves = Arc::new(Mutex::new(Moves::default()));
    let mut traffic = okey_link::Traffic::default();
    let mut deals = 0;
    let (mut latencies, mut untaken, mut to_all) = (Vec::new(), 0, 0);
    for seed in 0..GAMES {
        let (t, d) = game(seed, &moves);
        traffic.sent_messages += t.sent_messages;
        traffic.sent_bytes += t.sent_bytes;
        traffic.received_messages += t.received_messages;
        traffic.received_bytes += t.received_bytes;
        deals += d;
        let (game, not_taken, all) = moves.lock().unwrap().latencies();
        latencies.extend(game);
        untaken += not_taken;
        to_all += all;
    }
    latencies.sort_unstable();
    assert!(!latencies.is_empty(), "no move was taken by its guests");
    println!(
        "host applies a move -> every guest it sent a table to has taken it ({} moves of {GAMES} games, {to_all} sent to all {GUESTS} guests, {untaken} not taken): p50 {:?}, p90 {:?}, p99 {:?}, worst {:?}",
        latencies.len(),
        percentile(&latencies, 0.50),
        percentile(&latencies, 0.90),
        percentile(&latencies, 0.99),
        latencies.last().unwrap()
    );
    let per_deal = |n: u64| n / deals.max(1) as u64;
    println!(
        "per deal ({deals} deals): host -> guests {} messages, {} bytes of the core's ({} on the wire); guests -> host {} messages, {} bytes ({} on the wire)",
        per_deal(traffic.sent_messages),
        per_deal(traffic.sent_bytes),
        per_deal(traffic.sent_bytes + 19 * traffic.sent_messages),
        per_deal(traffic.received_messages),
        per_deal(traffic.received_bytes),
        per_deal(traffic.received_bytes + 19 * traffic.received_messages),
    );
}
