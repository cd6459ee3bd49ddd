//! The transport over loopback, encrypted: a host and one guest in this process on 127.0.0.1.
//!
//! `cargo bench -p okey-bench --bench net` prints first, from samples timed one by one:
//! - the one-way latency of a small message host → guest (from `Host::send` to the guest's
//!   thread taking the event) and the round trip host → guest → host, p50, p99 and worst;
//! - the time of a whole join (TCP connect, handshake, welcome) until the guest's `Connected`;
//! - the bytes on the wire per message of several sizes, counted by a relay between the two
//!   and compared with what the frames should cost (2 bytes of length, 1 of kind, 16 of tag),
//!   and the bytes of a whole handshake;
//!
//! then criterion's figures for the round trip, the join, and sealing and opening a message
//! in memory. `-- nomatch` prints the first part alone.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use criterion::{BenchmarkId, Criterion, Throughput};
use okey_net::{Config, Guest, GuestEvent, GuestId, Host, HostConfig, HostEvent, Identity, JoinCode};
use std::hint::black_box;
use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(30);
const SAMPLES: usize = 5_000;

fn code() -> JoinCode {
    JoinCode::parse("314159").unwrap()
}

fn host() -> Host {
    Host::bind("127.0.0.1:0".parse().unwrap(), code(), Identity::from_secret([1; 32]).unwrap(), HostConfig::default())
        .unwrap()
}

/// A guest joined to `host` at `address` (the host's own, or a relay's).
fn join(host: &Host, address: SocketAddr) -> (Guest, GuestId) {
    let guest =
        Guest::connect(address, code(), Identity::from_secret([2; 32]).unwrap(), None, Config::default()).unwrap();
    assert!(matches!(guest.recv_timeout(WAIT).unwrap(), GuestEvent::Connected { .. }));
    let id = loop {
        if let HostEvent::GuestJoined { guest, .. } = host.recv_timeout(WAIT).unwrap() {
            break guest;
        }
    };
    (guest, id)
}

fn received(guest: &Guest) -> Vec<u8> {
    match guest.recv_timeout(WAIT).unwrap() {
        GuestEvent::Received(bytes) => bytes,
        other => panic!("{other:?}"),
    }
}

fn received_by_host(host: &Host) -> Vec<u8> {
    loop {
        if let HostEvent::Received { bytes, .. } = host.recv_timeout(WAIT).unwrap() {
            return bytes;
        }
    }
}

fn percentiles(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let at = |fraction: f64| samples[((samples.len() as f64 * fraction) as usize).min(samples.len() - 1)];
    println!(
        "{name}: p50 {:.1} µs, p99 {:.1} µs, worst {:.1} µs ({} samples)",
        at(0.5).as_secs_f64() * 1e6,
        at(0.99).as_secs_f64() * 1e6,
        samples[samples.len() - 1].as_secs_f64() * 1e6,
        samples.len()
    );
}

fn report_latency() {
    let host = host();
    let (guest, id) = join(&host, host.local_addr());
    let message = vec![7u8; 64];
    let mut one_way = Vec::with_capacity(SAMPLES);
    let mut round_trip = Vec::with_capacity(SAMPLES);
    let cpu_before = process_cpu();
    for _ in 0..SAMPLES {
        let start = Instant::now();
        host.send(id, message.clone()).unwrap();
        let bytes = received(&guest);
        one_way.push(start.elapsed());
        guest.send(bytes).unwrap();
        received_by_host(&host);
        round_trip.push(start.elapsed());
    }
    let cpu = process_cpu().saturating_sub(cpu_before);
    println!(
        "CPU time of a round trip, both sides and every thread: {:.1} µs (the process's user + system time over {SAMPLES}; a busy machine does not change it much)",
        cpu.as_secs_f64() * 1e6 / SAMPLES as f64
    );
    percentiles("one way host -> guest, 64 bytes", one_way);
    percentiles("round trip host -> guest -> host, 64 bytes", round_trip);
    drop(guest);

    let mut joins = Vec::with_capacity(500);
    for _ in 0..500 {
        let start = Instant::now();
        let (guest, _) = join(&host, host.local_addr());
        joins.push(start.elapsed());
        drop(guest);
    }
    percentiles("a join (connect, handshake, welcome)", joins);
}

/// The CPU time this process used so far (user + system, every thread), from /proc.
fn process_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    let fields: Vec<&str> =
        stat.rsplit_once(')').map(|(_, rest)| rest.split_whitespace().collect()).unwrap_or_default();
    let ticks: u64 = [11, 12].iter().filter_map(|&at| fields.get(at)?.parse::<u64>().ok()).sum();
    // Linux counts in clock ticks of 1/100 s (USER_HZ).
    Duration::from_millis(ticks * 10)
}

/// A relay that counts the bytes it forwards each way.
struct Relay {
    address: SocketAddr,
    to_guest: Arc<AtomicU64>,
    to_host: Arc<AtomicU64>,
}

impl Relay {
    fn start(upstream: SocketAddr) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let (to_guest, to_host) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
        let counters = (Arc::clone(&to_guest), Arc::clone(&to_host));
        thread::spawn(move || {
            let (downstream, _) = listener.accept().unwrap();
            let upstream = TcpStream::connect(upstream).unwrap();
            let pipe = |mut from: TcpStream, mut to: TcpStream, count: Arc<AtomicU64>| {
                thread::spawn(move || {
                    let mut chunk = [0; 16 * 1024];
                    while let Ok(read) = from.read(&mut chunk) {
                        // Counted before it is forwarded, so that a reply cannot overtake it.
                        count.fetch_add(read as u64, Ordering::SeqCst);
                        if read == 0 || to.write_all(&chunk[..read]).is_err() {
                            break;
                        }
                    }
                    let _ = to.shutdown(Shutdown::Write);
                })
            };
            pipe(upstream.try_clone().unwrap(), downstream.try_clone().unwrap(), counters.0);
            pipe(downstream, upstream, counters.1);
        });
        Relay { address, to_guest, to_host }
    }

    fn counts(&self) -> (u64, u64) {
        (self.to_guest.load(Ordering::SeqCst), self.to_host.load(Ordering::SeqCst))
    }
}

fn report_bytes() {
    let host = host();
    let relay = Relay::start(host.local_addr());
    let (guest, id) = join(&host, relay.address);
    let (down, up) = relay.counts();
    println!("a handshake: {} bytes to the guest, {} to the host (welcome included)", down, up);
    for size in [0usize, 16, 64, 256, 1024, 4096, 16384, 65518] {
        const COUNT: u64 = 100;
        let before = relay.counts().0;
        for _ in 0..COUNT {
            host.send(id, vec![3; size]).unwrap();
            received(&guest);
        }
        // Keep-alives every 2 s may add 19 bytes each; at these speeds none falls in a run.
        let per_message = (relay.counts().0 - before) as f64 / COUNT as f64;
        println!(
            "a message of {size} bytes: {per_message:.1} bytes on the wire ({} expected: 2 length + 1 kind + 16 tag)",
            size + 19
        );
    }
}

fn bench_round_trip(criterion: &mut Criterion) {
    let host = host();
    let (guest, id) = join(&host, host.local_addr());
    let mut group = criterion.benchmark_group("round trip host -> guest -> host");
    for size in [64usize, 1024, 16384] {
        group.throughput(Throughput::Bytes(size as u64));
        group.bench_with_input(BenchmarkId::from_parameter(size), &size, |bencher, &size| {
            let message = vec![5u8; size];
            bencher.iter(|| {
                host.send(id, message.clone()).unwrap();
                guest.send(received(&guest)).unwrap();
                black_box(received_by_host(&host));
            });
        });
    }
    group.finish();
    drop(guest);
    let mut group = criterion.benchmark_group("join");
    group.sample_size(30);
    group.bench_function("connect, handshake, welcome", |bencher| {
        bencher.iter(|| {
            let (guest, _) = join(&host, host.local_addr());
            drop(guest);
        });
    });
    group.finish();
}

fn bench_seal_open(criterion: &mut Criterion) {
    // A channel in memory, through the sans-IO handshake.
    use okey_net::handshake::{GuestHandshake, HostHandshake};
    use okey_net::wire::Message;
    let guest_identity = Identity::from_secret([2; 32]).unwrap();
    let host_identity = Identity::from_secret([1; 32]).unwrap();
    let (guest, hello) = GuestHandshake::start(&code(), &guest_identity, None, 65518).unwrap();
    let (host, response) = HostHandshake::new(&code(), &host_identity, 65518).unwrap().respond(&hello).unwrap();
    let (guest, finish) = guest.respond(&response).unwrap();
    let mut host = host.finish(&finish).unwrap();
    let welcome = host.channel.sealer.seal(&Message::Welcome).unwrap();
    let mut guest = guest.welcome(&welcome[2..]).unwrap();
    let mut group = criterion.benchmark_group("seal and open in memory");
    for size in [64usize, 1024, 16384] {
        group.throughput(Throughput::Bytes(size as u64));
        group.bench_with_input(BenchmarkId::from_parameter(size), &size, |bencher, &size| {
            let message = Message::App(vec![9u8; size]);
            bencher.iter(|| {
                let frame = host.channel.sealer.seal(&message).unwrap();
                black_box(guest.channel.opener.open(&frame[2..]).unwrap());
            });
        });
    }
    group.finish();
}

fn main() {
    report_latency();
    report_bytes();
    let mut criterion = Criterion::default().configure_from_args();
    bench_round_trip(&mut criterion);
    bench_seal_open(&mut criterion);
    criterion.final_summary();
}
