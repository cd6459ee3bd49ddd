//! The Turkish play log names tiles in words ("Bot 2 kırmızı 5'i attı"), never in the notation,
//! whose letters are English initials; the English log keeps the notation.

use okey_cli::replay::report::{EventWriter, seat_names};
use okey_cli::replay::{replay_report, replay_text};
use okey_core::action::PenaltyReason;
use okey_core::bot::Level;
use okey_core::meld::MeldKind;
use okey_core::notation::tiles;
use okey_core::tile::{Face, Print, TileId};
use okey_core::{Action, Event, Language, Phase, Preset, Rules, SeatKind, Session};
use std::collections::BTreeSet;

const TR: Language = Language::Turkish;

fn tile(text: &str) -> TileId {
    tiles(text).unwrap()[0]
}

fn face(text: &str) -> Face {
    match tile(text).print() {
        Print::Numbered(face) => face,
        Print::FalseJoker => panic!("{text} has no face"),
    }
}

/// The notation codes in a line: `R5`, `K13`, `F`, and `=` (an okey standing for a face).
fn notation_codes(line: &str) -> Vec<String> {
    let mut codes: Vec<String> = line
        .split(|c: char| !c.is_alphanumeric())
        .filter(|token| {
            let mut chars = token.chars();
            match chars.next() {
                Some('F') => token.len() == 1,
                Some('R' | 'Y' | 'B' | 'K') => {
                    chars.as_str().parse::<u8>().is_ok_and(|number| (1..=13).contains(&number))
                }
                _ => false,
            }
        })
        .map(str::to_owned)
        .collect();
    if line.contains('=') {
        codes.push("=".to_owned());
    }
    codes
}

/// The kind of an event, to count which kinds a test went through.
fn kind(event: &Event) -> String {
    format!("{event:?}").split([' ', '{']).next().unwrap_or_default().to_owned()
}

/// Bots play two deals of every preset for a few seeds: the log of each, as `okey replay` writes
/// it, and the events it was written from.
fn played_logs() -> Vec<(String, Vec<Event>)> {
    let mut logs = Vec::new();
    for preset in Preset::ALL {
        for seed in 0..4 {
            let seats = vec![
                SeatKind::Bot(Level::Beginner),
                SeatKind::Bot(Level::Easy),
                SeatKind::Bot(Level::Beginner),
                SeatKind::Bot(Level::Easy),
            ];
            let (mut session, _) = Session::new(Rules::preset(preset), seed, seats).unwrap();
            for _ in 0..2 {
                session.run_bots();
                if session.game().phase() == Phase::GameOver {
                    break;
                }
                session.apply(0, &Action::NextDeal).unwrap();
            }
            let replay = replay_text(&session.to_json(), TR).unwrap();
            logs.push((replay_report(&replay, TR), replay.events));
        }
    }
    logs
}

/// Events bots seldom cause, written directly.
fn rare_events() -> Vec<Event> {
    vec![
        Event::TookIndicator { seat: 1, tile: tile("Y3") },
        Event::ReturnedTaken { seat: 0, tile: tile("B9") },
        Event::RetrievedOkey { seat: 2, tile: tile("R7"), okey: tile("K12"), meld: 4 },
        Event::TookBack { seat: 0, tiles: tiles("R5 R6 R7 Y9 F").unwrap(), removed_melds: vec![3] },
        Event::ShowedIndicator { seat: 3, tile: tile("K11") },
        Event::Penalized { seat: 1, points: 101, reason: PenaltyReason::DiscardedOkey },
        Event::GameEnded { totals: vec![-101, 202, 21, 20], winners: vec![0] },
    ]
}

#[test]
fn no_turkish_log_line_has_a_notation_code() {
    let mut kinds = BTreeSet::new();
    for (report, events) in played_logs() {
        kinds.extend(events.iter().map(kind));
        for line in report.lines() {
            assert!(notation_codes(line).is_empty(), "{line:?} has {:?}\n{report}", notation_codes(line));
        }
    }
    let rules = Rules::preset(Preset::Standard);
    let names = seat_names(
        &[SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)],
        TR,
    );
    let mut writer = EventWriter::new(names, &rules, TR);
    let dealt = deal_started();
    for event in [dealt].iter().chain(&rare_events()) {
        kinds.insert(kind(event));
        let line = writer.line(event).unwrap();
        assert!(notation_codes(&line).is_empty(), "{line:?} has {:?}", notation_codes(&line));
    }
    // Every kind of event the log writes a line for went through the check.
    let written = [
        "DealStarted",
        "Drew",
        "TookDiscard",
        "TookIndicator",
        "ReturnedTaken",
        "Laid",
        "LaidOff",
        "RetrievedOkey",
        "TookBack",
        "Opened",
        "Penalized",
        "Discarded",
        "ShowedIndicator",
        "ShowedHand",
        "DealEnded",
        "GameEnded",
    ];
    let missing: Vec<&str> = written.into_iter().filter(|name| !kinds.contains(*name)).collect();
    assert!(missing.is_empty(), "no {missing:?} in the games played");
}

#[test]
fn the_check_finds_the_notation() {
    assert_eq!(notation_codes("Bot 2 R5 taşını attı"), ["R5"]);
    assert_eq!(notation_codes("okey K13, F; R4=K12"), ["K13", "F", "R4", "K12", "="]);
    assert!(notation_codes("Bot 2 kırmızı 5'i attı (#3) Kural 1. oyuncu").is_empty());
}

fn lines(language: Language, events: &[Event]) -> Vec<String> {
    let seats = [SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)];
    let mut writer = EventWriter::new(seat_names(&seats, language), &Rules::preset(Preset::Standard), language);
    events.iter().filter_map(|event| writer.line(event)).collect()
}

/// The first event of a deal: the indicator black 11, so the okey is black 12.
fn deal_started() -> Event {
    Event::DealStarted { deal: 0, dealer: 3, starter: 0, indicator: tile("K11"), okey: face("K12"), risk_round: false }
}

fn sample_events() -> Vec<Event> {
    vec![
        deal_started(),
        Event::Drew { seat: 0, tile: Some(tile("Y8")) },
        Event::Discarded { seat: 1, tile: tile("R5") },
        Event::TookDiscard { seat: 2, tile: tile("K13"), from: 1 },
        Event::Laid {
            seat: 0,
            meld: 0,
            kind: MeldKind::Run,
            tiles: tiles("R5 R6 K12 R8").unwrap(),
            faces: vec![face("R5"), face("R6"), face("R7"), face("R8")],
        },
        Event::LaidOff { seat: 1, tile: tile("F"), meld: 0, side: okey_core::meld::Side::Low },
        Event::Discarded { seat: 3, tile: tile("Y6") },
        Event::TookBack { seat: 0, tiles: tiles("B3 B4 B5 K7").unwrap(), removed_melds: vec![] },
    ]
}

#[test]
fn turkish_sentences_name_tiles_with_their_case_endings() {
    assert_eq!(
        lines(TR, &sample_events()),
        [
            "1. el: Zeynep dağıttı; gösterge siyah 11, okey siyah 12",
            "Sen desteden sarı 8'i çektin",
            "Ayşe kırmızı 5'i attı",
            "Mehmet atılan siyah 13'ü aldı (atan: Ayşe)",
            "Sen sıralı per açtın: kırmızı 5, kırmızı 6, okey (kırmızı 7 yerine), kırmızı 8 (#0)",
            "Ayşe sahte okeyi #0 numaralı pere işledi",
            "Zeynep sarı 6'yı attı",
            "Sen geri aldın: mavi 3-4-5, siyah 7",
        ]
    );
}

#[test]
fn the_english_log_keeps_the_notation() {
    assert_eq!(
        lines(Language::English, &sample_events()),
        [
            "Deal 1: Zeynep deals; indicator K11, okey K12",
            "You draw Y8",
            "Ayşe discards R5",
            "Mehmet takes K13 from Ayşe's discards",
            "You lay run R5 R6 K12=R7 R8 (#0)",
            "Ayşe lays off F on #0",
            "Zeynep discards Y6",
            "You take back B3 B4 B5 K7",
        ]
    );
}
