//! Seed inputs for the fuzz targets in `fuzz/`, so that libFuzzer starts past the headers and
//! mutates real records, positions, saves and actions instead of random bytes:
//!
//! ```sh
//! cargo run --profile ci -p okey-core --example fuzz_seeds -- OUT_DIR
//! ```
//!
//! writes `OUT_DIR/<target>/*` for `record_text`, `position`, `record_json` and `action_text`.
//! Everything comes from bot games under every preset and under random rules (the soak's, with
//! its random actions mixed in, so that records hold the rarer actions: take-backs, returns, an
//! okey retrieved), plus the records and review positions in `tests/`. Deterministic: the same
//! files every run, so `fuzz/corpus/` is this program's output as it is (see `fuzz/README.md`).
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "soak/garbage.rs"]
mod garbage;
#[path = "soak/rules.rs"]
mod rules;

use okey_core::bot::{Bot, BotDriver, Level};
use okey_core::record::{Record, Recorder, record_action_text};
use okey_core::tile::TileId;
use okey_core::{Action, Game, Phase, Preset, Rules, SeatKind, Session, position};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Moves a generated game stops at: a deal or two, so that one run of a seed stays short.
const MAX_MOVES: usize = 500;
/// Where a text record or JSON save is cut: early in the first deal, mid-deal, after it.
const CUTS: [usize; 5] = [4, 25, 80, 200, MAX_MOVES];

/// A bot game and the positions met on the way (those `position::write` can write).
struct Played {
    record: Record,
    positions: Vec<String>,
}

/// Bots at `levels` play from `seed` until the game ends or `MAX_MOVES`; with `random_share`
/// each step is a random action instead (most are refused, the accepted ones are recorded).
fn play(rules: Rules, seed: u64, levels: &[Level], random_share: f64) -> Played {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5EED);
    let (mut recorder, _) = Recorder::new(rules, seed).expect("valid rules");
    let mut bots: Vec<Option<Box<dyn Bot>>> =
        levels.iter().enumerate().map(|(seat, level)| Some(level.bot(seed.wrapping_add(seat as u64)))).collect();
    let mut driver = BotDriver::default();
    let mut positions: Vec<String> = Vec::new();
    for _ in 0..MAX_MOVES * 4 {
        if recorder.game().is_over() || recorder.record().moves.len() >= MAX_MOVES {
            break;
        }
        if rng.random_bool(random_share) {
            let (seat, action) = garbage::random_action(&mut rng, recorder.game());
            let _ = recorder.apply(seat, &action);
        } else if recorder.game().phase() == Phase::DealOver {
            let seat = rng.random_range(0..usize::from(recorder.game().rules().players));
            recorder.apply(seat, &Action::NextDeal).expect("the next deal");
        } else {
            driver.step(&mut recorder, &mut bots).expect("a bot moves while the deal goes on");
        }
        if let Some(text) = position::write(recorder.game())
            && positions.last() != Some(&text)
        {
            positions.push(text);
        }
    }
    Played { record: recorder.record().clone(), positions }
}

fn cut(record: &Record, moves: usize) -> Record {
    Record { moves: record.moves.iter().take(moves).cloned().collect(), ..record.clone() }
}

/// The games: every preset at a few seeds and bot levels, with and without random actions, and
/// games under random valid rules.
fn games() -> Vec<Played> {
    let mut played = Vec::new();
    let levels = [Level::Beginner, Level::Easy, Level::Medium];
    for preset in Preset::ALL {
        for game in 0..4u64 {
            let seed = game * 7 + preset as u64;
            let seats: Vec<Level> = (0..4).map(|seat| levels[(seat + game as usize) % levels.len()]).collect();
            let random_share = if game % 2 == 0 { 0.0 } else { 0.2 };
            played.push(play(Rules::preset(preset), seed, &seats, random_share));
        }
    }
    // One game with Hard bots, whose lay-offs of an okey the others rarely make.
    played.push(play(Rules::preset(Preset::Katlamali), 1, &[Level::Hard; 4], 0.0));
    let mut rng = ChaCha8Rng::seed_from_u64(101);
    for game in 0..16u64 {
        let rules = rules::random_rules(&mut rng);
        let seats = vec![levels[game as usize % levels.len()]; usize::from(rules.players)];
        played.push(play(rules, rng.random(), &seats, 0.2));
    }
    played
}

/// The same record as version 1 text: seats from 0, faces without copy letters (which the
/// reader resolves by the same rule, so it may name other copies; a seed need not replay).
fn version_1(text: &str) -> String {
    let mut lines = vec!["okey-record 1".to_owned()];
    for line in text.lines().skip(1) {
        match line.split_once(' ') {
            Some((seat, action)) if seat.chars().all(|c| c.is_ascii_digit()) => {
                let seat: usize = seat.parse().unwrap();
                let faces: Vec<&str> = action
                    .split(' ')
                    .map(|w| w.strip_suffix(['a', 'b']).filter(|_| w.len() <= 4).unwrap_or(w))
                    .collect();
                lines.push(format!("{} {}", seat - 1, faces.join(" ")));
            }
            _ => lines.push(line.to_owned()),
        }
    }
    lines.join("\n") + "\n"
}

/// The records: cuts of every game, a few in version 1, a few with comments and blank lines,
/// and the records kept in `tests/`.
fn record_texts(played: &[Played], repo: &Path) -> Vec<String> {
    let mut texts = Vec::new();
    for (index, game) in played.iter().enumerate() {
        for moves in CUTS {
            let text = cut(&game.record, moves).to_text().expect("a played record writes");
            if index % 5 == 0 && moves == CUTS[1] {
                texts.push(version_1(&text));
                let commented = text.replacen('\n', "\n# a comment\n\n", 2).replace(" draw", " draw   # drew");
                texts.push(commented);
            }
            texts.push(text);
        }
    }
    for dir in ["tests/records", "tests/review"] {
        for path in files(&repo.join(dir), "okey") {
            texts.push(std::fs::read_to_string(path).unwrap());
        }
    }
    texts
}

/// A position as a person sketches one for a test: some racks and the stock filled with `...`,
/// comments, blank lines and the lines in another order (order does not matter).
fn sketch(position: &str, variant: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    for line in position.lines() {
        let filled = match line.split_once(": ") {
            Some((label, tiles)) if label.starts_with("rack ") && label != format!("rack {}", variant % 4) => {
                let keep: Vec<&str> = tiles.split(' ').take(variant % 4).collect();
                let fill = if variant.is_multiple_of(5) { "...22" } else { "..." };
                format!("{label}: {} {fill}", keep.join(" "))
            }
            Some(("stock", _)) => "stock: ...".to_owned(),
            Some((label, tiles)) if label.starts_with("discards ") && variant.is_multiple_of(2) => {
                let top = tiles.rsplit(' ').next().unwrap_or("");
                format!("{label}: ... {top}")
            }
            _ => line.to_owned(),
        };
        lines.push(filled);
    }
    let header = lines.remove(0);
    let turn = variant % lines.len().max(1);
    lines.rotate_left(turn);
    format!("# sketched\n\n{header}\n{}\n", lines.join("\n  # note\n"))
}

/// Positions: every few turns of each game, a few sketched, and the review's positions.
fn positions(played: &[Played], repo: &Path) -> Vec<String> {
    let mut texts = Vec::new();
    for (index, game) in played.iter().enumerate() {
        let step = (game.positions.len() / 8).max(1);
        for (at, text) in game.positions.iter().enumerate().step_by(step) {
            texts.push(text.clone());
            if at % (step * 3) == 0 {
                texts.push(sketch(text, index + at));
            }
        }
    }
    for path in files(&repo.join("tests/review"), "json") {
        let review: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        for item in review["items"].as_array().into_iter().flatten() {
            texts.extend(item["position"].as_str().map(str::to_owned));
        }
    }
    texts
}

/// JSON saves: records cut short, and sessions with a person in seat 1 who arranged the rack.
fn json_saves(played: &[Played]) -> Vec<String> {
    let mut texts = Vec::new();
    for game in played.iter().step_by(3) {
        for moves in &CUTS[..3] {
            texts.push(cut(&game.record, *moves).to_json());
        }
    }
    for (index, preset) in Preset::ALL.into_iter().enumerate() {
        let seats =
            [SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Medium), SeatKind::Bot(Level::Beginner)];
        let (mut session, _) = Session::new(Rules::preset(preset), index as u64, seats.to_vec()).unwrap();
        let mut person = Level::Easy.bot(0);
        for turn in 0..12 {
            session.run_bots();
            if session.game().is_over() || session.game().phase() == Phase::DealOver {
                break;
            }
            let action = person.decide(&session.view(0).unwrap());
            session.apply(0, &action).unwrap();
            if turn % 4 == 1 {
                let mut order = session.rack_order(0).unwrap();
                order.reverse();
                session.set_rack_order(0, order).unwrap();
                texts.push(session.to_json());
            }
        }
    }
    texts
}

/// Action texts for the `action_text` target, whose input is a byte `choice` then the text: the
/// target deals `Preset::ALL[choice % 5]` with seed `choice` and reads the text for seat
/// `(choice >> 4) % 5`, so the tiles named here come from that seat's rack.
fn action_inputs() -> Vec<Vec<u8>> {
    let mut inputs = Vec::new();
    for choice in (0..=255u8).step_by(7) {
        let preset = Preset::ALL[usize::from(choice) % Preset::ALL.len()];
        let (game, _) = Game::new(Rules::preset(preset), u64::from(choice)).unwrap();
        let seat = usize::from(choice >> 4) % 5;
        let rack: Vec<TileId> = game.deal().racks.get(seat).cloned().unwrap_or_default();
        let tile = |i: usize| rack.get(i % rack.len().max(1)).copied().unwrap_or(TileId::FALSE_JOKERS[0]);
        let named = |i: usize| record_action_text(&game, seat, &Action::Discard { tile: tile(i) })[8..].to_owned();
        let texts = match choice % 9 {
            0 => vec!["draw".to_owned(), format!("discard {}", named(1))],
            1 => vec![format!("finish {}", named(2)), "take".to_owned(), "indicator".to_owned()],
            2 => vec![format!("layoff {} on 0 low", named(3)), format!("layoff {} on 12 high", named(4))],
            3 => vec![format!("retrieve {} on 1", named(5)), "return".to_owned(), "backall".to_owned()],
            4 => vec![format!(
                "lay set {} {} {} | run {} {} {}",
                named(0),
                named(1),
                named(2),
                named(3),
                named(4),
                named(5)
            )],
            5 => vec![format!("lay pair {} {} | pair {} {}", named(6), named(7), named(8), named(9))],
            6 => vec![format!("back {}", named(0)), "show".to_owned(), "next".to_owned()],
            7 => vec!["R1 Y2 B3 K4 F | R7a R7b K13".to_owned(), "lay R13a R13b F".to_owned()],
            _ => vec![format!("discard {}", okey_core::notation::copy_token(tile(10)))],
        };
        inputs.extend(texts.into_iter().map(|text| [&[choice][..], text.as_bytes()].concat()));
    }
    inputs
}

/// The files under `dir` ending in `.ext`, sorted.
fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == ext))
        .collect();
    paths.sort();
    paths
}

/// Writes each input once, numbered in sorted order, into `dir`.
fn write_all(dir: &Path, inputs: &BTreeSet<Vec<u8>>) {
    std::fs::create_dir_all(dir).unwrap();
    for (number, input) in inputs.iter().enumerate() {
        std::fs::write(dir.join(format!("seed-{number:04}")), input).unwrap();
    }
}

/// One target's seeds, and for the text targets the parser, to count the seeds it accepts (the
/// others exercise its errors).
struct Seeds {
    target: &'static str,
    inputs: BTreeSet<Vec<u8>>,
    reads: Option<fn(&str) -> bool>,
}

fn main() {
    let out = PathBuf::from(std::env::args().nth(1).expect("usage: fuzz_seeds OUT_DIR"));
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let played = games();
    let distinct = |texts: Vec<String>| -> BTreeSet<Vec<u8>> { texts.into_iter().map(String::into_bytes).collect() };
    let all = [
        Seeds {
            target: "record_text",
            inputs: distinct(record_texts(&played, &repo)),
            reads: Some(|t| Record::from_text(t).is_ok()),
        },
        Seeds {
            target: "position",
            inputs: distinct(positions(&played, &repo)),
            reads: Some(|t| position::parse(t).is_ok()),
        },
        Seeds {
            target: "record_json",
            inputs: distinct(json_saves(&played)),
            reads: Some(|t| Record::from_json(t).is_ok() || Session::from_json(t).is_ok()),
        },
        Seeds { target: "action_text", inputs: action_inputs().into_iter().collect(), reads: None },
    ];
    for Seeds { target, inputs, reads } in all {
        let dir = out.join(target);
        write_all(&dir, &inputs);
        let bytes: usize = inputs.iter().map(Vec::len).sum();
        let accepted = reads.map_or(String::new(), |reads| {
            let count = inputs.iter().filter(|input| std::str::from_utf8(input).is_ok_and(reads)).count();
            format!(", {count} read without error")
        });
        println!("{target}: {} seeds, {bytes} bytes{accepted}, in {}", inputs.len(), dir.display());
    }
}
