//! A networked table over loopback, encrypted, as the terminal plays it: a host and three
//! guests, each the terminal's own shell (`okey_cli::play::Shell`) around an app core with an
//! `okey_link::Link`, each on a thread of its own, over 127.0.0.1 through okey-net (SPAKE2 +
//! Noise), playing whole Okey 101 games with `okey host --auto`'s simple player.
//!
//! `cargo bench -p okey-bench --bench net_table` prints:
//! - the time from the host taking a move (just before its core is sent the gesture, the
//!   host's own or a guest's message) until every guest's view shows it (its core has taken
//!   the host's table and drawn it), p50, p99 and worst, over every move of the games;
//! - the bytes per deal: the app core's messages each way, and on the wire (each message costs
//!   19 bytes more in its frame; keep-alives, 19 bytes each way per 2 s of silence, and the
//!   handshakes are not counted).
//!
//! The files are in memory (no disk write in the figures). A move is known in every view by
//! the deal's name, the stock's size and the discard piles' sizes (public to every seat).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use okey_app::files::MemoryStorage;
use okey_app::view::{LobbySeatKind, Screen, TableView};
use okey_app::{Intent, RuleValue};
use okey_cli::play::Shell;
use okey_cli::together::choose;
use okey_core::Language;
use okey_link::{Link, LinkConfig};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

const GUESTS: usize = 3;
const GAMES: usize = 3;
const DEALS: u32 = 4;
const PATIENCE: Duration = Duration::from_secs(120);

/// A move as every seat's view shows it.
type MoveKey = (String, u32);

fn move_key(table: &TableView) -> MoveKey {
    let discards: usize = table.piles.iter().map(|p| p.tiles.len()).sum();
    (table.centre.deal.clone(), 1000 - u32::from(table.centre.stock) + discards as u32)
}

/// When the host took each move, and how many guests have shown it, the last one when.
#[derive(Default)]
struct Moves {
    taken: HashMap<MoveKey, Instant>,
    shown: HashMap<MoveKey, (usize, Duration)>,
}

fn shell(link: Link, entropy: u64) -> Shell {
    let mut shell = Shell::open_linked(Box::new(MemoryStorage::new()), Language::English, entropy, Some(link));
    // No pause before the host's bots (none here) and the core's own jobs run as they come.
    shell.send(Intent::SetBotSpeed { speed: okey_app::BotSpeed::Fast });
    shell
}

/// The host's time, for the shell's jobs.
fn now_ms(clock: Instant) -> u64 {
    u64::try_from(clock.elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// One game: the host's traffic (sent, received: messages and bytes) and the deals played.
fn game(seed: u64, moves: &Arc<Mutex<Moves>>) -> (okey_link::Traffic, usize) {
    let clock = Instant::now();
    let listen = LinkConfig { listen: "127.0.0.1:0".parse().unwrap(), ..LinkConfig::default() };
    let mut host = shell(Link::new(listen), seed);
    host.send(Intent::HostTable);
    host.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: DEALS } });
    host.send(Intent::SetRuleOption { key: "exhausted_deal_counts".into(), value: RuleValue::On { on: true } });
    host.send(Intent::StartGame);
    assert_eq!(host.view().screen, Screen::Lobby);
    while host.link().unwrap().announced().is_none() || host.view().lobby.as_ref().is_some_and(|l| !l.can_start) {
        host.pump(Duration::from_millis(10));
    }
    let announced = host.link().unwrap().announced().unwrap().clone();
    let guests: Vec<_> = (0..GUESTS)
        .map(|_| {
            let (announced, moves) = (announced.clone(), Arc::clone(moves));
            thread::spawn(move || guest(&announced, &moves))
        })
        .collect();
    let joined = |host: &Shell| {
        host.view()
            .lobby
            .as_ref()
            .map_or(0, |l| l.seats.iter().filter(|s| s.kind == LobbySeatKind::Guest { connected: true }).count())
    };
    let start = Instant::now();
    while joined(&host) < GUESTS {
        assert!(start.elapsed() < PATIENCE, "the guests did not join");
        host.pump(Duration::from_millis(10));
    }
    host.send(Intent::StartGame);
    let mut acted: Option<TableView> = None;
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < PATIENCE * 5, "the game did not end");
        let table = host.view().table.clone().unwrap();
        if table.phase == okey_app::view::TablePhase::GameOver {
            break;
        }
        if acted.as_ref() != Some(&table)
            && let Some(intent) = choose(&table)
        {
            acted = Some(table);
            take(&mut host, intent, moves);
            continue;
        }
        // A guest's gesture, taken as the host takes it.
        let intent = host.link().unwrap().next_timeout(Duration::from_millis(50));
        if let Some(intent) = intent {
            take(&mut host, intent, moves);
        }
        host.advance_to(now_ms(clock));
    }
    let deals = host.view().table.as_ref().and_then(|t| t.score_sheet.as_ref()).map_or(0, |s| s.deals.len());
    // The guests see the end, then leave.
    for guest in guests {
        guest.join().unwrap();
    }
    (host.link().unwrap().traffic(), deals)
}

/// The host takes a move: when, and which move it makes on the table (if it makes one).
fn take(host: &mut Shell, intent: Intent, moves: &Mutex<Moves>) {
    let before = host.view().table.as_ref().map(move_key);
    let at = Instant::now();
    host.send(intent);
    let after = host.view().table.as_ref().map(move_key);
    if let Some(key) = after.filter(|k| Some(k) != before.as_ref()) {
        moves.lock().unwrap().taken.entry(key).or_insert(at);
    }
}

fn guest(announced: &okey_link::Announced, moves: &Mutex<Moves>) {
    let clock = Instant::now();
    let mut guest = shell(Link::new(LinkConfig::default()), 0);
    guest.send(Intent::JoinTable);
    guest.send(Intent::SetJoinAddress { text: announced.address.to_string() });
    guest.send(Intent::SetJoinCode { text: announced.code.clone() });
    guest.send(Intent::Join);
    let mut acted: Option<TableView> = None;
    let mut last_key = None;
    let start = Instant::now();
    loop {
        assert!(start.elapsed() < PATIENCE * 5, "a guest's game did not end");
        if let Some(intent) = guest.link().unwrap().next_timeout(Duration::from_millis(50)) {
            guest.send(intent);
            // Whatever else waits: the view is the one after all of it.
            while let Some(intent) = guest.link().unwrap().try_next() {
                guest.send(intent);
            }
            let seen = Instant::now();
            if let Some(key) = guest.view().table.as_ref().map(move_key).filter(|k| Some(k) != last_key.as_ref()) {
                let mut moves = moves.lock().unwrap();
                if let Some(&taken) = moves.taken.get(&key) {
                    let shown = moves.shown.entry(key.clone()).or_insert((0, Duration::ZERO));
                    shown.0 += 1;
                    shown.1 = shown.1.max(seen - taken);
                }
                last_key = Some(key);
            }
        }
        guest.advance_to(now_ms(clock));
        let Some(table) = guest.view().table.clone() else { continue };
        if table.phase == okey_app::view::TablePhase::GameOver {
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
    for seed in 0..GAMES as u64 {
        let (t, d) = game(seed, &moves);
        traffic.sent_messages += t.sent_messages;
        traffic.sent_bytes += t.sent_bytes;
        traffic.received_messages += t.received_messages;
        traffic.received_bytes += t.received_bytes;
        deals += d;
    }
    let moves = moves.lock().unwrap();
    let mut every_guest: Vec<Duration> =
        moves.shown.values().filter(|(guests, _)| *guests == GUESTS).map(|(_, latency)| *latency).collect();
    every_guest.sort_unstable();
    assert!(!every_guest.is_empty(), "no move was seen by every guest");
    println!(
        "host takes a move -> every guest's view shows it ({} moves of {GAMES} games, {} taken): p50 {:?}, p99 {:?}, worst {:?}",
        every_guest.len(),
        moves.taken.len(),
        percentile(&every_guest, 0.50),
        percentile(&every_guest, 0.99),
        every_guest.last().unwrap()
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
