//! `okey host` and `okey join`: a table over the local network, driven through the app core as
//! the phones drive it. The core hosts and joins with intents and effects alone; the shell's
//! [`okey_link::Link`] performs its network effects with the transport (`okey-net`) and queues
//! the transport's events as intents, which the shell sends the core between keys and jobs.
//!
//! Each command keeps its files in a folder of its own (`--dir`): the game, and the settings
//! with this player's key. A host run again with the same folder resumes its hosted game with
//! the same code, key and port, so its guests rejoin by themselves; a guest run again with the
//! same folder rejoins its seat (the host knows it by its key).
//!
//! `--auto` plays without a screen (for tests and demos): see [`choose`]. It prints one line per
//! thing that happened, each flushed at once, so that a test reading it can wait for them.

use crate::Failure;
use crate::args::{HostArgs, JoinArgs, TableArgs};
use crate::play::{self, Shell};
use okey_app::files::DirStorage;
use okey_app::view::{DialogKind, LobbySeatKind, Screen, TablePhase, TableView};
use okey_app::{Answer, Intent, RuleValue};
use okey_core::Language;
use okey_link::{Link, LinkConfig};
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The file in a host's folder that keeps the port it listened on, so that a host run again
/// listens where its guests look for it.
const PORT_FILE: &str = "host-port";

/// How long a host waits for the transport to listen, and, at the end, for its guests to leave.
const LISTEN_WAIT: Duration = Duration::from_secs(10);
const GOODBYE_WAIT: Duration = Duration::from_secs(30);

/// `okey host`.
pub fn host(args: &HostArgs, language: Language) -> Result<(), Failure> {
    let dir = table_dir(&args.table, "hosted")?;
    let listen = args.listen.unwrap_or(SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), 0));
    let link = Link::new(LinkConfig { listen, port_file: Some(dir.join(PORT_FILE)), ..LinkConfig::default() });
    let entropy = args.seed.unwrap_or_else(play::entropy);
    let mut shell = Shell::open_linked(Box::new(DirStorage::new(&dir)), language, entropy, Some(link));
    let clock = Instant::now();
    // A hosted game saved in the folder listened again as the core opened it (with its code,
    // key and port); if it could not, nothing is set up over it.
    let problems = shell.link().map(Link::take_problems).unwrap_or_default();
    if !problems.is_empty() {
        return Err(Failure::environment(problems.join("; ")));
    }
    let resumed = !args.new && shell.link().and_then(Link::announced).is_some();
    if resumed {
        shell.send(Intent::ContinueGame);
        if shell.view().screen != Screen::Table {
            return Err(Failure::input(
                "the hosted game in this folder could not be resumed; start a new one with --new",
            ));
        }
    } else {
        set_up_table(&mut shell, args)?;
    }
    let announced = listening(&mut shell, clock)?;
    let grouped =
        format!("{} {}", announced.code.get(..3).unwrap_or_default(), announced.code.get(3..).unwrap_or_default());
    say(&format!("code {grouped}"));
    say(&format!("address {}", announced.address));
    say(&format!("qr {}", announced.payload));
    say(&format!("folder {}", dir.display()));
    if resumed {
        say("resumed");
    } else {
        lobby(&mut shell, args, clock)?;
    }
    let outcome =
        if args.table.auto { autoplay(&mut shell, &args.table, clock, true) } else { screen(&mut shell, clock) };
    shell.flush();
    outcome
}

/// `okey join`.
pub fn join(args: &JoinArgs, language: Language) -> Result<(), Failure> {
    let dir = table_dir(&args.table, "joined")?;
    let link = Link::new(LinkConfig::default());
    let mut shell = Shell::open_linked(Box::new(DirStorage::new(&dir)), language, play::entropy(), Some(link));
    let clock = Instant::now();
    if let Some(name) = &args.table.name {
        // The name a guest gives is the New game form's own (seat 0's).
        shell.send(Intent::Show { screen: Screen::NewGame });
        shell.send(Intent::ChoosePerson { seat: 0, name: name.clone() });
        shell.send(Intent::Show { screen: Screen::Home });
    }
    shell.send(Intent::JoinTable);
    let text = args.address.trim();
    if text.starts_with("okey://") {
        match okey_link::scanned_table(text) {
            Intent::ScannedNotATable { code } => return Err(Failure::input(format!("not a table's QR text ({code})"))),
            scanned => shell.send(scanned),
        };
    } else {
        shell.send(Intent::SetJoinAddress { text: text.to_owned() });
    }
    if let Some(code) = &args.code {
        shell.send(Intent::SetJoinCode { text: code.clone() });
    }
    shell.send(Intent::Join);
    seated(&mut shell, clock)?;
    let outcome =
        if args.table.auto { autoplay(&mut shell, &args.table, clock, false) } else { screen(&mut shell, clock) };
    shell.flush();
    outcome
}

/// The table's folder: `--dir`, else `default` in the data directory.
fn table_dir(args: &TableArgs, default: &str) -> Result<PathBuf, Failure> {
    let dir = match &args.dir {
        Some(dir) => dir.clone(),
        None => crate::data::dir()?.join(default),
    };
    std::fs::create_dir_all(&dir)
        .map_err(|e| Failure::environment(format!("cannot make the folder {}: {e}", dir.display())))?;
    Ok(dir)
}

/// One line of what happened, on standard output at once (a test waits for it).
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn elapsed_ms(clock: Instant) -> u64 {
    u64::try_from(clock.elapsed().as_millis()).unwrap_or(u64::MAX)
}

/// What came from the network and the jobs now due, waiting at most `most` for either.
fn tick(shell: &mut Shell, clock: Instant, most: Duration) {
    tick_with(shell, clock, most, Shell::pump);
}

/// `tick`, with `pump` taking what the network brought (all of it, or one intent).
fn tick_with(shell: &mut Shell, clock: Instant, most: Duration, pump: fn(&mut Shell, Duration) -> bool) {
    let due = shell.next_due_ms().map(|due| Duration::from_millis(due.saturating_sub(elapsed_ms(clock))));
    pump(shell, due.map_or(most, |due| due.min(most)));
    shell.advance_to(elapsed_ms(clock));
    for problem in shell.link().map(Link::take_problems).unwrap_or_default() {
        eprintln!("okey: {problem}");
    }
}

/// Waits for the transport to listen (the core asked it to): what it tells guests.
fn listening(shell: &mut Shell, clock: Instant) -> Result<okey_link::Announced, Failure> {
    let start = Instant::now();
    loop {
        if let Some(announced) = shell.link().and_then(Link::announced).cloned() {
            // The core hears of it (`Intent::Listening`) before anything else happens.
            tick(shell, clock, Duration::ZERO);
            return Ok(announced);
        }
        let problems = shell.link().map(Link::take_problems).unwrap_or_default();
        if !problems.is_empty() || start.elapsed() > LISTEN_WAIT {
            return Err(Failure::environment(format!(
                "the table could not listen for guests: {}",
                problems.join("; ")
            )));
        }
        tick(shell, clock, Duration::from_millis(50));
    }
}

/// The New game form of a hosted table, from the options, up to its lobby.
fn set_up_table(shell: &mut Shell, args: &HostArgs) -> Result<(), Failure> {
    shell.send(Intent::HostTable);
    shell.choose_game(&args.game);
    for rule in &args.rules {
        let (key, value) =
            rule.split_once('=').ok_or_else(|| Failure::usage(format!("--rule {rule}: not KEY=VALUE")))?;
        let value = match value {
            "true" => RuleValue::On { on: true },
            "false" => RuleValue::On { on: false },
            "unlimited" => RuleValue::Unlimited,
            number if number.parse::<u32>().is_ok() => RuleValue::Number { value: number.parse().unwrap_or(0) },
            choice => RuleValue::Choice { key: choice.to_owned() },
        };
        shell.send(Intent::SetRuleOption { key: key.to_owned(), value });
    }
    if let Some(name) = &args.table.name {
        shell.send(Intent::ChoosePerson { seat: 0, name: name.clone() });
    }
    shell.send(Intent::StartGame);
    // The command asked for a new hosted game: that is the answer to the core's question
    // before it replaces a saved one.
    if shell.view().dialog.as_ref().is_some_and(|d| d.kind == DialogKind::ReplaceGame) {
        shell.send(Intent::Answer { answer: Answer::Confirm });
    }
    if shell.view().screen != Screen::Lobby {
        let error = shell.view().new_game.as_ref().and_then(|form| form.error.clone());
        return Err(Failure::input(error.unwrap_or_else(|| "the table could not be set up".to_owned())));
    }
    if let Some(seconds) = args.wait_seconds {
        shell.send(Intent::ChooseGuestWait { seconds });
    }
    Ok(())
}

/// The lobby: who joins, until the guests wanted are in; then the game starts.
fn lobby(shell: &mut Shell, args: &HostArgs, clock: Instant) -> Result<(), Failure> {
    let open = |shell: &Shell| {
        shell.view().lobby.as_ref().map_or(0, |l| l.seats.iter().filter(|s| s.kind != LobbySeatKind::Host).count())
    };
    let wanted = usize::from(args.guests.unwrap_or(u8::MAX)).min(open(shell));
    say(&format!("waiting for {wanted} guests"));
    let mut shown: Vec<String> = Vec::new();
    loop {
        let lobby = shell.view().lobby.clone().ok_or_else(|| Failure::input("the lobby closed"))?;
        let guests: Vec<String> = lobby
            .seats
            .iter()
            .filter(|s| s.kind == LobbySeatKind::Guest { connected: true })
            .map(|s| format!("seat {}: {}", s.seat, s.name))
            .collect();
        for guest in guests.iter().filter(|g| !shown.contains(g)) {
            say(&format!("joined {guest}"));
        }
        shown = guests;
        if shown.len() >= wanted && lobby.can_start {
            break;
        }
        tick(shell, clock, Duration::from_millis(100));
    }
    shell.send(Intent::StartGame);
    if shell.view().screen != Screen::Table {
        return Err(Failure::input("the game could not start"));
    }
    say("started");
    Ok(())
}

/// A guest waits until it is seated (the lobby, or the table of a game under way), or the join
/// fails.
fn seated(shell: &mut Shell, clock: Instant) -> Result<(), Failure> {
    let mut said_lobby = false;
    let mut said_seats = String::new();
    loop {
        let view = shell.view();
        match view.screen {
            Screen::Table => return Ok(()),
            Screen::Lobby => {
                if !said_lobby {
                    said_lobby = true;
                    say("in the lobby");
                }
                // Who sits where and what the table waits for, again whenever it changes.
                if let Some(lobby) = &view.lobby {
                    let seats = lobby_line(lobby);
                    if seats != said_seats {
                        say(&seats);
                        said_seats = seats;
                    }
                }
            }
            Screen::Join => {
                // The connection went (a wrong code, no host there, the host refused the seat):
                // the core says why.
                let gone = shell.link().is_some_and(|l| l.traffic().disconnected > 0);
                if let Some(join) = view.join.as_ref().filter(|j| gone && j.can_join) {
                    let why = join.status.clone().unwrap_or_else(|| "the join failed".to_owned());
                    return Err(Failure::input(why));
                }
                // Not offered, and not joining: the address or the code does not read.
                if view.join.as_ref().is_some_and(|j| j.status.is_none() && !j.can_join) {
                    return Err(Failure::input("give the host's address (IP:port) and the six-digit code"));
                }
            }
            _ => {}
        }
        // One intent at a time: the lobby shows even when the host's start follows at once.
        tick_with(shell, clock, Duration::from_millis(100), Shell::pump_one);
    }
}

/// The lobby in one line: "lobby: Deniz: host · Mehmet: joined · Open seat: for a guest (else a
/// Medium bot) · Waiting for the host to start."
fn lobby_line(lobby: &okey_app::view::LobbyView) -> String {
    let seats: Vec<String> = lobby.seats.iter().map(|s| format!("{}: {}", s.name, s.label)).collect();
    format!("lobby: {} · {}", seats.join(" · "), lobby.status)
}

/// The full-screen table, until the player quits.
fn screen(shell: &mut Shell, clock: Instant) -> Result<(), Failure> {
    use std::io::IsTerminal;
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure::environment(
            "the table needs an interactive terminal (its input or output is redirected); use --auto without one",
        ));
    }
    play::screen(shell, clock).map_err(|e| Failure::environment(format!("terminal error: {e}")))
}

/// A seat played without a screen, through the same intents a player's keys make, until the
/// game is over. The host then waits for its guests to leave (they have the final table).
fn autoplay(shell: &mut Shell, args: &TableArgs, clock: Instant, hosting: bool) -> Result<(), Failure> {
    let pause = Duration::from_millis(args.pause_ms);
    // Each table is acted on once: a guest's gesture changes nothing until the host's answer
    // comes back, and is sent again by the core if it was lost. A table that stays the same
    // this long is acted on again (a refusal that changed nothing on screen).
    let again_after = Duration::from_secs(3);
    let mut acted: Option<(TableView, Instant)> = None;
    let mut seat_said = false;
    let mut deals_said = 0;
    let mut played = 0u64;
    let mut connections = (0, 0);
    loop {
        // A guest's connection up and down, for a test waiting for a rejoin.
        if let Some(traffic) = shell.link().map(Link::traffic).filter(|_| !hosting) {
            if traffic.disconnected > connections.1 {
                say(&format!("disconnected {}", traffic.disconnected));
            }
            if traffic.connected > connections.0 {
                say(&format!("connected {}", traffic.connected));
            }
            connections = (traffic.connected, traffic.disconnected);
        }
        if let Some(table) = shell.view().table.clone().filter(|_| shell.view().screen == Screen::Table) {
            if !seat_said {
                seat_said = true;
                say(&format!("seat {}", table.you));
            }
            let deals = table.score_sheet.as_ref().map_or(0, |s| s.deals.len());
            if deals > deals_said && matches!(table.phase, TablePhase::DealOver | TablePhase::GameOver) {
                deals_said = deals;
                say(&format!("deal {deals} over"));
            }
            if table.phase == TablePhase::GameOver {
                say(&final_line(&table));
                if hosting {
                    let start = Instant::now();
                    while shell.link().is_some_and(|l| l.guests_connected() > 0) && start.elapsed() < GOODBYE_WAIT {
                        tick(shell, clock, Duration::from_millis(100));
                    }
                }
                return Ok(());
            }
            let fresh = acted.as_ref().is_none_or(|(seen, at)| *seen != table || at.elapsed() > again_after);
            if fresh && let Some(intent) = choose(&table) {
                std::thread::sleep(pause);
                // What came meanwhile first: the move is made on the newest table.
                tick(shell, clock, Duration::ZERO);
                if shell.view().table.as_ref() == Some(&table) {
                    shell.send(intent);
                    played += 1;
                    say(&format!("played {played}"));
                    acted = Some((table, Instant::now()));
                }
                continue;
            }
        }
        tick(shell, clock, Duration::from_millis(200));
    }
}

/// The simplest player: draws from the stock, discards the last tile of its rack, says yes to
/// every question (and cancels the choice of a run's end), goes on to the next deal. Enough to
/// play an Okey 101 game to its end, where the stock runs out; a Düz Okey game of such players
/// may never end. Not one of the engine's bot levels: a guest's app sees only its own table.
pub fn choose(table: &TableView) -> Option<Intent> {
    if table.handover.is_some() {
        return Some(Intent::ShowRack);
    }
    if let Some(dialog) = &table.dialog {
        let answer = if dialog.kind == DialogKind::WhichEnd { Answer::Cancel } else { Answer::Confirm };
        return Some(Intent::Answer { answer });
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

/// The game's end as every seat sees it: each seat's total, by seat, and the deals played. The
/// host's line and every guest's must be the same.
pub fn final_line(table: &TableView) -> String {
    let Some(sheet) = &table.score_sheet else { return "final none".to_owned() };
    let mut rows: Vec<(u8, i32)> = sheet.rows.iter().map(|r| (r.seat, r.total)).collect();
    rows.sort_unstable();
    let totals: Vec<String> = rows.iter().map(|(seat, total)| format!("{seat}:{total}")).collect();
    format!("final deals={} totals={}", sheet.deals.len(), totals.join(","))
}
