//! The transport through Toxiproxy's faults between a host and three guests, all on
//! 127.0.0.1: latency and jitter, a bandwidth limit, writes sliced into a few bytes, a long
//! delay, a stall past the idle limit, connections cut after some bytes, reset, or refused. The
//! host and guests talk the whole time; every message carries its sequence number and a
//! pattern derived from it, so the receiver checks that each connection's messages arrive in
//! order, whole and once, or that the connection is reported closed (then the guest rejoins
//! and a new sequence starts). Waiting is for conditions (so many more messages checked, every
//! guest disconnected), with generous bounds; nothing asserts how long anything took.
//!
//! Ignored in a plain `cargo test`: it needs Toxiproxy's server, which `net/scripts/toxiproxy`
//! installs (`go install`) and names in `OKEY_TOXIPROXY_SERVER`; the test starts it on a free
//! loopback port and stops it.

use crate::support::*;
use crate::toxiproxy_server::Toxiproxy;
use okey_net::{CloseReason, Config, Fingerprint, Guest, GuestEvent, GuestId, Host, HostConfig, HostEvent};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::Duration;

const GUESTS: u8 = 3;
/// Messages each side keeps in flight on a connection (the host waits for the guest's replies).
const WINDOW: u32 = 6;

/// A checked message: who sent it (0 for the host, else the guest's seed), its sequence number
/// on this connection, and bytes derived from both, of a length from 0 to 1,500.
fn message(sender: u8, sequence: u32) -> Vec<u8> {
    let len = (sequence as usize * 397 + usize::from(sender) * 89) % 1501;
    let mut bytes = vec![sender];
    bytes.extend_from_slice(&sequence.to_be_bytes());
    bytes.extend((0..len).map(|at| (at as u32).wrapping_mul(2_654_435_761).wrapping_add(sequence) as u8 ^ sender));
    bytes
}

/// What one guest saw, for the test thread to wait on and report.
#[derive(Default)]
struct GuestLog {
    checked: u64,
    connections: u64,
    disconnects: Vec<CloseReason>,
}

/// A guest that joins through the proxy, answers each message with one of its own, checks
/// what it gets, and rejoins whenever it is disconnected, until told to stop.
fn run_guest(
    address: SocketAddr,
    seed: u8,
    pin: Fingerprint,
    config: Config,
    log: Arc<Mutex<GuestLog>>,
    stop: Arc<AtomicBool>,
) {
    while !stop.load(Ordering::Relaxed) {
        let guest = Guest::connect(address, code(), identity(seed), Some(pin), config).unwrap();
        let (mut expected, mut sent) = (0u32, 0u32);
        loop {
            let Ok(event) = guest.recv_timeout(Duration::from_millis(50)) else {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                continue;
            };
            match event {
                GuestEvent::Connected { host_fingerprint } => {
                    assert_eq!(host_fingerprint, pin);
                    log.lock().unwrap().connections += 1;
                }
                GuestEvent::Received(bytes) => {
                    assert!(
                        bytes == message(0, expected),
                        "guest {seed}: message {expected} corrupted, duplicated or out of order"
                    );
                    expected += 1;
                    log.lock().unwrap().checked += 1;
                    // A full queue closes the connection, which the next event reports.
                    let _ = guest.send(message(seed, sent));
                    sent += 1;
                }
                GuestEvent::Disconnected(reason) => {
                    log.lock().unwrap().disconnects.push(reason);
                    break;
                }
            }
        }
        thread::sleep(Duration::from_millis(50));
    }
}

/// The host's side: on each connection, keeps `WINDOW` messages ahead of the guest's replies,
/// and checks the replies. Returns the messages it checked and the guests' departures.
fn run_host(host: Arc<Host>, stop: Arc<AtomicBool>, checked: Arc<Mutex<u64>>) -> Vec<CloseReason> {
    struct Connection {
        sent: u32,
        received: u32,
    }
    let mut connections: HashMap<GuestId, Connection> = HashMap::new();
    let mut seeds: HashMap<GuestId, u8> = HashMap::new();
    let mut departures = Vec::new();
    while !stop.load(Ordering::Relaxed) {
        if let Ok(event) = host.recv_timeout(Duration::from_millis(20)) {
            match event {
                HostEvent::GuestJoined { guest, identity_fingerprint } => {
                    let seed = (1..=GUESTS).find(|seed| identity(*seed).fingerprint() == identity_fingerprint).unwrap();
                    assert_eq!(*seeds.entry(guest).or_insert(seed), seed, "a guest id changed hands");
                    connections.insert(guest, Connection { sent: 0, received: 0 });
                }
                HostEvent::Received { guest, bytes } => {
                    let connection = connections.get_mut(&guest).expect("a message outside a connection");
                    assert!(
                        bytes == message(seeds[&guest], connection.received),
                        "host: message corrupted, duplicated or out of order"
                    );
                    connection.received += 1;
                    *checked.lock().unwrap() += 1;
                }
                HostEvent::GuestLeft { guest, reason } => {
                    connections.remove(&guest);
                    departures.push(reason);
                }
                HostEvent::CodeRetired { .. } => panic!("no wrong code was tried"),
            }
        }
        for (guest, connection) in &mut connections {
            while connection.sent < connection.received + WINDOW {
                if host.send(*guest, message(0, connection.sent)).is_err() {
                    break;
                }
                connection.sent += 1;
            }
        }
    }
    departures
}

struct Table {
    logs: Vec<Arc<Mutex<GuestLog>>>,
    host_checked: Arc<Mutex<u64>>,
    host_thread: JoinHandle<Vec<CloseReason>>,
    guests: Vec<JoinHandle<()>>,
}

impl Table {
    /// Fails at once if a side's thread stopped (its check failed) rather than waiting on it.
    fn assert_running(&self) {
        let stopped = self.host_thread.is_finished() || self.guests.iter().any(JoinHandle::is_finished);
        assert!(!stopped, "a side stopped: a message was corrupted, duplicated or out of order (see its panic above)");
    }

    fn checked(&self) -> Vec<u64> {
        self.logs.iter().map(|log| log.lock().unwrap().checked).collect()
    }

    fn disconnects(&self) -> usize {
        self.logs.iter().map(|log| log.lock().unwrap().disconnects.len()).sum()
    }

    /// Waits until every guest has checked `more` messages beyond what it had.
    fn progress(&self, phase: &str, more: u64) {
        let start = self.checked();
        eventually(phase, || {
            self.assert_running();
            self.checked().iter().zip(&start).all(|(now, then)| *now >= then + more)
        });
        let host = *self.host_checked.lock().unwrap();
        println!(
            "{phase}: guests checked {:?} host messages, host checked {host}; {} disconnections so far",
            self.checked(),
            self.disconnects()
        );
    }

    /// Waits until every guest has been disconnected once more than it had.
    fn every_guest_disconnected(&self, phase: &str, before: &[usize]) {
        eventually(phase, || {
            self.assert_running();
            self.logs.iter().zip(before).all(|(log, then)| log.lock().unwrap().disconnects.len() > *then)
        });
    }

    fn disconnect_counts(&self) -> Vec<usize> {
        self.logs.iter().map(|log| log.lock().unwrap().disconnects.len()).collect()
    }
}

#[test]
#[ignore = "needs Toxiproxy: net/scripts/toxiproxy installs it and scripts/test runs this"]
fn messages_arrive_in_order_whole_and_once_through_faults_or_the_connection_is_closed() {
    let toxiproxy = Toxiproxy::start();
    let config = Config {
        keepalive_interval: Duration::from_millis(300),
        idle_timeout: Duration::from_secs(3),
        handshake_timeout: Duration::from_secs(10),
        ..Config::default()
    };
    let host = Arc::new(
        Host::bind(
            "127.0.0.1:0".parse().unwrap(),
            code(),
            identity(200),
            HostConfig { connection: config, ..HostConfig::default() },
        )
        .unwrap(),
    );
    let address = toxiproxy.proxy("table", host.local_addr());
    let stop = Arc::new(AtomicBool::new(false));
    let host_checked = Arc::new(Mutex::new(0));
    let host_thread = {
        let (host, stop, checked) = (Arc::clone(&host), Arc::clone(&stop), Arc::clone(&host_checked));
        thread::spawn(move || run_host(host, stop, checked))
    };
    let logs: Vec<Arc<Mutex<GuestLog>>> = (0..GUESTS).map(|_| Arc::default()).collect();
    let guests: Vec<JoinHandle<()>> = (1..=GUESTS)
        .zip(&logs)
        .map(|(seed, log)| {
            let (log, stop, pin) = (Arc::clone(log), Arc::clone(&stop), host.fingerprint());
            thread::spawn(move || run_guest(address, seed, pin, config, log, stop))
        })
        .collect();
    let table = Table { logs, host_checked, host_thread, guests };

    table.progress("no fault", 20);
    // Faults the connection must live through: nothing may be disconnected.
    toxiproxy.toxic("table", "latency", r#"{"latency":40,"jitter":30}"#);
    table.progress("latency 40 ms, jitter 30 ms", 30);
    toxiproxy.toxic("table", "bandwidth", r#"{"rate":24}"#);
    table.progress("and 24 KB/s", 20);
    toxiproxy.clear("table", "bandwidth");
    toxiproxy.toxic("table", "slicer", r#"{"average_size":6,"size_variation":5,"delay":300}"#);
    table.progress("and writes sliced to 1-11 bytes, 0.3 ms apart", 20);
    toxiproxy.clear("table", "slicer");
    toxiproxy.clear("table", "latency");
    toxiproxy.toxic("table", "latency", r#"{"latency":1500,"jitter":0}"#);
    table.progress("a delay of 1.5 s, half the idle limit", 10);
    toxiproxy.clear("table", "latency");
    assert_eq!(table.disconnects(), 0, "a fault under the idle limit closed a connection");

    // Faults past what a connection survives: each must be reported closed, then rejoined.
    let before = table.disconnect_counts();
    toxiproxy.toxic("table", "timeout", r#"{"timeout":0}"#);
    table.every_guest_disconnected("a stall past the idle limit", &before);
    toxiproxy.clear("table", "timeout");
    table.progress("after the stall", 20);

    let before = table.disconnect_counts();
    toxiproxy.toxic("table", "limit_data", r#"{"bytes":6000}"#);
    table.every_guest_disconnected("connections cut after 6,000 bytes", &before);
    table.progress("rejoining between cuts", 10);
    toxiproxy.clear("table", "limit_data");

    let before = table.disconnect_counts();
    toxiproxy.toxic("table", "reset_peer", r#"{"timeout":700}"#);
    table.every_guest_disconnected("connections reset after 0.7 s", &before);
    toxiproxy.clear("table", "reset_peer");

    let before = table.disconnect_counts();
    toxiproxy.enable("table", false);
    table.every_guest_disconnected("the proxy down", &before);
    toxiproxy.enable("table", true);
    table.progress("the proxy back", 20);

    stop.store(true, Ordering::Relaxed);
    let Table { logs, host_checked, host_thread, guests } = table;
    for guest in guests {
        guest.join().expect("a guest saw a message corrupted, duplicated or out of order");
    }
    let departures = host_thread.join().expect("the host saw a message corrupted, duplicated or out of order");
    let mut reasons: HashMap<&str, usize> = HashMap::new();
    let (mut checked, mut connections) = (Vec::new(), 0);
    for log in &logs {
        let log = log.lock().unwrap();
        for reason in &log.disconnects {
            *reasons.entry(reason.code()).or_default() += 1;
        }
        checked.push(log.checked);
        connections += log.connections;
    }
    println!(
        "guests checked {checked:?} messages in {connections} connections, the host {}; guests' disconnections by reason {reasons:?}; the host saw {} departures",
        host_checked.lock().unwrap(),
        departures.len()
    );
}
