//! Whole networked games over 127.0.0.1 between real `okey` processes: `okey host --auto` and
//! three `okey join --auto`, each over a folder of its own. Mid-game a guest is killed (SIGKILL)
//! and started again over its folder (same key): it must get its own seat back; then the host is
//! killed and started again over its folder: it must resume the hosted game with the same code
//! and port, and the guests must rejoin by themselves. The game must reach its end, every
//! process must print the same final scores, the seats must be three different ones, and the
//! host's saved game must replay as a legal game (`okey replay`).
//!
//! The same through Toxiproxy's faults (latency and jitter throughout, writes sliced into a few
//! bytes for a while, every connection reset) is ignored in a plain `cargo test`: it needs Toxiproxy's server,
//! which `net/scripts/toxiproxy` installs; scripts/test runs it with the transport's own.
//!
//! Nothing here is timed: each step waits for a line the processes print, with a generous bound.

use crate::support::program::{data_dir, okey};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

// The transport's own (its `enable` is not needed here).
#[path = "../../../net/tests/net/toxiproxy_server.rs"]
#[allow(dead_code)]
mod toxiproxy_server;

/// The bound on each wait: far more than any step takes, even on a loaded machine.
const PATIENCE: Duration = Duration::from_secs(120);

/// A running `okey` and the lines it printed so far.
struct Player {
    name: String,
    child: Child,
    lines: Arc<Mutex<Vec<String>>>,
    errors: Arc<Mutex<Vec<String>>>,
}

impl Player {
    fn start(name: &str, args: &[String]) -> Player {
        let mut child = Command::new(env!("CARGO_BIN_EXE_okey"))
            .args(args)
            .env("LC_ALL", "C")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let lines = Arc::new(Mutex::new(Vec::new()));
        let errors = Arc::new(Mutex::new(Vec::new()));
        for (stream, into) in [
            (Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>, Arc::clone(&lines)),
            (Box::new(child.stderr.take().unwrap()), Arc::clone(&errors)),
        ] {
            std::thread::spawn(move || {
                for line in BufReader::new(stream).lines().map_while(Result::ok) {
                    into.lock().unwrap().push(line);
                }
            });
        }
        Player { name: name.to_owned(), child, lines, errors }
    }

    /// The first line starting with `prefix`, once printed (its rest).
    fn wait_for(&mut self, prefix: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(line) = self.lines.lock().unwrap().iter().find(|l| l.starts_with(prefix)) {
                return line[prefix.len()..].trim().to_owned();
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                // Its last lines may still be on the way from the pipe.
                std::thread::sleep(Duration::from_millis(200));
                if let Some(line) = self.lines.lock().unwrap().iter().find(|l| l.starts_with(prefix)) {
                    return line[prefix.len()..].trim().to_owned();
                }
                panic!("{} ended ({status}) before printing {prefix:?}: {}", self.name, self.log());
            }
            assert!(Instant::now() < deadline, "{} never printed {prefix:?}: {}", self.name, self.log());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// How many lines start with `prefix`.
    fn count(&self, prefix: &str) -> usize {
        self.lines.lock().unwrap().iter().filter(|l| l.starts_with(prefix)).count()
    }

    /// Waits until at least `at_least` lines start with `prefix`.
    fn wait_for_count(&mut self, prefix: &str, at_least: usize) {
        let deadline = Instant::now() + PATIENCE;
        while self.count(prefix) < at_least {
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!("{} ended ({status}) with {} {prefix:?} lines: {}", self.name, self.count(prefix), self.log());
            }
            assert!(
                Instant::now() < deadline,
                "{} printed {prefix:?} only {} times: {}",
                self.name,
                self.count(prefix),
                self.log()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// How many moves it has made.
    fn moves(&self) -> usize {
        self.count("played ")
    }

    fn wait_for_moves(&mut self, at_least: usize) {
        self.wait_for_count("played ", at_least);
    }

    /// SIGKILL: no goodbye, no last save.
    fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Waits for it to end by itself, successfully.
    fn finish(mut self) -> Vec<String> {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                assert!(status.success(), "{} failed ({status}): {}", self.name, self.log());
                std::thread::sleep(Duration::from_millis(200));
                return self.lines.lock().unwrap().clone();
            }
            assert!(Instant::now() < deadline, "{} never ended: {}", self.name, self.log());
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The end of what it printed, for a failure's message.
    fn log(&self) -> String {
        let lines = self.lines.lock().unwrap();
        let errors = self.errors.lock().unwrap();
        let tail: Vec<&String> = lines.iter().rev().take(8).rev().collect();
        format!("\n  stdout (last lines): {tail:?}\n  stderr: {:?}", *errors)
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        // A failed test leaves no process behind (this child alone, by its own handle).
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The table's options: short Okey 101 games whose deals end when the stock runs out (the
/// simple players of `--auto` never finish a hand) and count; nobody's seat is given to a bot
/// while they are away (no seat played by two).
fn host_args(dir: &Path, deals: u16) -> Vec<String> {
    let mut args = resumed_host_args(dir);
    args.extend(
        ["--deals", &deals.to_string(), "--rule", "exhausted_deal_counts=true", "--wait-seconds", "600", "--seed", "7"]
            .map(String::from),
    );
    args
}

/// The host again over its folder: the game, code, key and port come from it.
fn resumed_host_args(dir: &Path) -> Vec<String> {
    let dir = dir.display().to_string();
    ["host", "--dir", &dir, "--listen", "127.0.0.1:0", "--auto", "--pause-ms", "5"].map(String::from).to_vec()
}

fn guest_args(dir: &Path, address: &str, code: &str, index: usize) -> Vec<String> {
    let dir = dir.display().to_string();
    let name = format!("Guest{index}");
    ["join", "--dir", &dir, "--name", &name, "--auto", "--pause-ms", "5", address, code].map(String::from).to_vec()
}

/// Plays a game with a guest killed and restarted, then the host; `reach` turns the host's
/// address into the one guests use (the host's own, or a proxy's), and `midgame` runs once the
/// game is under way (faults to inject, given the guests to wait on). Returns the final line
/// every process printed.
fn whole_game(
    name: &str,
    deals: u16,
    reach: impl FnOnce(SocketAddr) -> SocketAddr,
    midgame: impl FnOnce(&mut [Player]),
) -> String {
    let root = data_dir(name);
    let dirs: Vec<PathBuf> = (0..4).map(|i| root.join(format!("player{i}"))).collect();
    let mut host = Player::start("the host", &host_args(&dirs[0], deals));
    let address: SocketAddr = host.wait_for("address ").parse().unwrap();
    let code = host.wait_for("code ");
    let address = reach(address).to_string();
    let mut guests: Vec<Player> =
        (1..4).map(|i| Player::start(&format!("guest {i}"), &guest_args(&dirs[i], &address, &code, i))).collect();
    host.wait_for("started");
    let seats: Vec<String> = guests.iter_mut().map(|g| g.wait_for("seat ")).collect();
    let mut distinct = seats.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct, ["1", "2", "3"], "each guest has a seat of its own: {seats:?}");
    // While it waited, each guest was shown who sits where.
    let lobby = guests[0].wait_for("lobby: ");
    assert!(lobby.contains(": host") && lobby.contains(": joined"), "the lobby as a guest saw it: {lobby}");

    // A guest killed mid-game comes back to its own seat.
    guests[0].wait_for_moves(4);
    let killed = guests.remove(0);
    killed.kill();
    let mut back = Player::start("guest 1, restarted", &guest_args(&dirs[1], &address, &code, 1));
    assert_eq!(back.wait_for("seat "), seats[0], "the restarted guest is given its own seat back");
    guests.insert(0, back);
    let moves = guests[0].moves();
    guests[0].wait_for_moves(moves + 2);

    midgame(&mut guests);

    // The host killed mid-game resumes from its folder, and the guests rejoin by themselves.
    let moves: Vec<usize> = guests.iter().map(Player::moves).collect();
    let rejoins: Vec<usize> = guests.iter().map(|g| g.count("connected ")).collect();
    host.wait_for_moves(host.moves() + 4);
    host.kill();
    let mut host = Player::start("the host, restarted", &resumed_host_args(&dirs[0]));
    host.wait_for("resumed");
    assert_eq!(host.wait_for("code "), code, "the restarted host has the same code");
    for ((guest, before), joins) in guests.iter_mut().zip(moves).zip(rejoins) {
        guest.wait_for_count("connected ", joins + 1);
        guest.wait_for_moves(before + 2);
    }

    let finals: Vec<String> = guests.into_iter().map(|g| final_of(&g.finish())).collect();
    let host_final = final_of(&host.finish());
    assert!(host_final.starts_with(&format!("final deals={deals} ")), "{host_final}");
    for (index, guest_final) in finals.iter().enumerate() {
        assert_eq!(guest_final, &host_final, "guest {} ends with the host's table", index + 1);
    }
    // The host's saved game is a legal game, replayed move by move.
    let replay = okey(&root, &["replay", &dirs[0].join("game.json").display().to_string()]);
    assert!(replay.status.success(), "{replay:?}");
    let _ = std::fs::remove_dir_all(&root);
    host_final
}

fn final_of(lines: &[String]) -> String {
    lines.iter().find(|l| l.starts_with("final ")).cloned().unwrap_or_else(|| panic!("no final line: {lines:?}"))
}

#[test]
fn a_host_and_three_guests_play_to_the_end_through_a_guest_and_the_host_killed() {
    let last = whole_game("together", 2, |address| address, |_| {});
    println!("{last}");
}

#[test]
#[ignore = "needs Toxiproxy: net/scripts/toxiproxy installs it and scripts/test runs this"]
fn the_same_through_toxiproxy_faults() {
    let toxiproxy = toxiproxy_server::Toxiproxy::start();
    let last = whole_game(
        "together-toxiproxy",
        3,
        |host| {
            let address = toxiproxy.proxy("table", host);
            toxiproxy.toxic("table", "latency", r#"{"latency":10,"jitter":8}"#);
            address
        },
        |guests| {
            // Writes sliced into a few bytes each (without the latency, which Toxiproxy would
            // add to every slice), while every guest makes two moves.
            toxiproxy.clear("table", "latency");
            toxiproxy.toxic("table", "slicer", r#"{"average_size":48,"size_variation":40,"delay":50}"#);
            for guest in guests.iter_mut() {
                let moves = guest.moves();
                guest.wait_for_moves(moves + 2);
            }
            toxiproxy.clear("table", "slicer");
            toxiproxy.toxic("table", "latency", r#"{"latency":10,"jitter":8}"#);
            // Every connection reset: each guest is told, and rejoins once the resets stop.
            let before: Vec<(usize, usize)> =
                guests.iter().map(|g| (g.count("disconnected "), g.count("connected "))).collect();
            toxiproxy.toxic("table", "reset_peer", r#"{"timeout":0}"#);
            for (guest, (gone, _)) in guests.iter_mut().zip(&before) {
                guest.wait_for_count("disconnected ", gone + 1);
            }
            toxiproxy.clear("table", "reset_peer");
            for (guest, (_, joined)) in guests.iter_mut().zip(&before) {
                guest.wait_for_count("connected ", joined + 1);
                let moves = guest.moves();
                guest.wait_for_moves(moves + 1);
            }
        },
    );
    println!("{last}");
}

#[test]
fn a_join_with_qr_text_that_is_no_tables_says_so_and_connects_to_nothing() {
    let dir = data_dir("join-not-a-table");
    let output = okey(&dir, &["join", "okey://join?v=1&host=example.com&port=1", "--name", "Can"]);
    assert!(!output.status.success(), "refused: {output:?}");
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("not a table's QR text (invalid_payload)"), "{error}");
}
