//! Statistics: every figure adds up over random finished bot games of every preset, the file
//! round-trips, and damaged, foreign, older or newer files give typed errors.

use okey_core::action::{Event, OpenedWith};
use okey_core::bot::Level;
use okey_core::record::Record;
use okey_core::rules::Variant;
use okey_core::scoring::DealEnd;
use okey_core::stats::{Statistics, StatsError, Tally};
use okey_core::{Action, Phase, Preset, Rules, SeatKind, Session};
use proptest::prelude::*;

/// A finished bot game, short enough for a property test (one or two deals; Düz from 4 points),
/// with every event the bots' moves caused, as the table saw them.
fn finished_game(rules: Rules, seed: u64, seats: Vec<SeatKind>) -> (Session, Vec<Event>) {
    let (mut session, mut events) = Session::new(rules, seed, seats).unwrap();
    for _ in 0..200 {
        let run = session.run_bots();
        assert!(run.refused.is_empty(), "a bot's move was refused: {:?}", run.refused);
        events.extend(run.events);
        match session.game().phase() {
            Phase::GameOver => return (session, events),
            Phase::DealOver => events.extend(session.apply(session.game().turn(), &Action::NextDeal).unwrap()),
            phase => panic!("bots stopped in the {phase:?} phase"),
        }
    }
    panic!("the game did not end in 200 deals");
}

fn short_rules(preset: Preset, players: u8, deals: u16) -> Rules {
    Rules { players, deals, starting_points: 4, ..Rules::preset(preset) }
}

/// The seat's figures for one game, worked out from the game and the events seen during play,
/// not from the statistics module's replay.
fn expected_tally(session: &Session, events: &[Event], seat: usize) -> Tally {
    let game = session.game();
    let duz = game.rules().is_duz();
    let start = if duz { i64::from(game.rules().starting_points) } else { 0 };
    let total = i64::from(game.totals()[seat]);
    let score = if duz { start - total } else { total };
    let ours = |who: &usize| *who == seat;
    Tally {
        games: 1,
        games_won: u32::from(game.leaders().contains(&seat)),
        deals: game.results().len() as u32,
        deals_won: game
            .results()
            .iter()
            .filter(|r| matches!(r.end, DealEnd::Won { winner, .. } if winner == seat))
            .count() as u32,
        deal_score_sum: score,
        best_game: Some(score),
        openings: events.iter().filter(|e| matches!(e, Event::Opened { seat, .. } if ours(seat))).count() as u32,
        pairs_openings: events
            .iter()
            .filter(|e| matches!(e, Event::Opened { seat, with: OpenedWith::Pairs, .. } if ours(seat)))
            .count() as u32,
        penalties: events.iter().filter(|e| matches!(e, Event::Penalized { seat, .. } if ours(seat))).count() as u32,
        penalty_points: events
            .iter()
            .filter_map(|e| match e {
                Event::Penalized { seat, points, .. } if ours(seat) => Some(i64::from(*points)),
                _ => None,
            })
            .sum(),
    }
}

fn level(index: usize) -> Level {
    Level::ALL[index % 2] // Beginner and Easy: quick enough for many games
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Each group's figures are the sum of its games' figures, worked out independently; the
    /// totals per preset and per opponent level add up to the same; the file round-trips.
    #[test]
    fn totals_are_the_sum_over_recorded_games(
        games in proptest::collection::vec((any::<u64>(), 0..Preset::ALL.len(), 2u8..=4, 0usize..4, any::<u8>()), 1..4),
    ) {
        let mut stats = Statistics::new();
        let mut expected: std::collections::BTreeMap<_, Tally> = Default::default();
        for (seed, preset, players, seat, levels) in games {
            let preset = Preset::ALL[preset];
            let seat = seat % usize::from(players);
            let seats: Vec<SeatKind> =
                (0..usize::from(players)).map(|s| SeatKind::Bot(level(usize::from(levels) >> s))).collect();
            let (session, events) = finished_game(short_rules(preset, players, 1 + (seed % 2) as u16), seed, seats.clone());
            let recorded = stats.record_game(session.record(), seat, session.seats()).unwrap();
            let strongest = seats.iter().enumerate().filter(|&(s, _)| s != seat).map(|(_, k)| match k {
                SeatKind::Bot(level) => *level,
                SeatKind::Human => Level::Beginner,
            }).max();
            prop_assert_eq!(recorded.key.opponents, strongest);
            prop_assert_eq!(recorded.key.preset, preset);
            let tally = expected_tally(&session, &events, seat);
            prop_assert_eq!(recorded.game, tally);
            expected.entry(recorded.key).or_default().merge(&tally);
            let again = stats.record_game(session.record(), seat, session.seats());
            prop_assert!(matches!(again, Err(StatsError::AlreadyRecorded { .. })), "{:?}", again);
        }
        let groups: std::collections::BTreeMap<_, _> = stats.groups().into_iter().map(|g| (g.key, g.tally)).collect();
        prop_assert_eq!(&groups, &expected);
        for variant in [Variant::Okey101, Variant::Duz] {
            let mut total = Tally::default();
            groups.iter().filter(|(k, _)| k.variant == variant).for_each(|(_, t)| total.merge(t));
            prop_assert_eq!(stats.total(variant), total);
            let mut by_preset = Tally::default();
            stats.by_preset(variant).values().for_each(|t| by_preset.merge(t));
            prop_assert_eq!(by_preset, total);
            let mut by_opponents = Tally::default();
            stats.by_opponents(variant).values().for_each(|t| by_opponents.merge(t));
            prop_assert_eq!(by_opponents, total);
        }
        prop_assert_eq!(Statistics::from_json(&stats.to_json()).unwrap(), stats);
    }
}

fn one_game_stats() -> (Statistics, Record) {
    let rules = short_rules(Preset::Standard, 4, 1);
    let seats =
        vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Medium), SeatKind::Bot(Level::Easy)];
    let (mut session, _) = Session::new(rules, 7, vec![SeatKind::Bot(Level::Easy); 4]).unwrap();
    while !session.game().is_over() {
        session.run_bots();
        if session.game().phase() == Phase::DealOver {
            session.apply(0, &Action::NextDeal).unwrap();
        }
    }
    let mut stats = Statistics::new();
    let recorded = stats.record_game(session.record(), 0, &seats).unwrap();
    assert_eq!(recorded.key.opponents, Some(Level::Medium));
    (stats, session.record().clone())
}

#[test]
fn an_unfinished_game_or_a_bad_seat_is_refused_and_changes_nothing() {
    let (mut stats, finished) = one_game_stats();
    let before = stats.clone();
    let (session, _) = Session::new(Rules::default(), 3, vec![SeatKind::Human; 4]).unwrap();
    let err = stats.record_game(session.record(), 0, session.seats()).unwrap_err();
    assert_eq!(err.code(), "game_not_over");
    let err = stats.record_game(&finished, 4, &[SeatKind::Human; 4]).unwrap_err();
    assert_eq!(err.code(), "no_such_seat");
    let err = stats.record_game(&finished, 0, &[SeatKind::Human; 3]).unwrap_err();
    assert_eq!(err.code(), "seat_count");
    let err = stats.record_game(&finished, 1, &[SeatKind::Human; 4]).unwrap_err();
    assert_eq!(err.code(), "already_recorded");
    let mut broken = finished.clone();
    broken.moves.truncate(3);
    broken.moves.push(broken.moves[0].clone());
    let err = stats.record_game(&broken, 0, &[SeatKind::Human; 4]).unwrap_err();
    assert_eq!(err.code(), "record_illegal_move");
    assert_eq!(stats, before);
    assert!(stats.contains(&finished));
}

#[test]
fn people_only_opponents_and_a_partner_are_not_counted_as_bots() {
    let rules = Rules { partners: true, ..short_rules(Preset::Standard, 4, 1) };
    let (session, _) = finished_game(rules, 5, vec![SeatKind::Bot(Level::Easy); 4]);
    let mut stats = Statistics::new();
    let seats = [SeatKind::Human, SeatKind::Human, SeatKind::Bot(Level::Hard), SeatKind::Human];
    assert_eq!(stats.record_game(session.record(), 0, &seats).unwrap().key.opponents, None);
    let mut stats = Statistics::new();
    assert_eq!(stats.record_game(session.record(), 1, &seats).unwrap().key.opponents, Some(Level::Hard));
}

#[test]
fn foreign_older_and_newer_files_give_typed_errors() {
    let (stats, _) = one_game_stats();
    let json = stats.to_json();
    let with = |from: &str, to: &str| Statistics::from_json(&json.replacen(from, to, 1)).unwrap_err().code();
    assert_eq!(with("\"okey-statistics\"", "\"okey-session\""), "stats_format");
    assert_eq!(with("\"version\": 1", "\"version\": 0"), "stats_version");
    assert_eq!(with("\"version\": 1", "\"version\": 2"), "stats_version");
    assert_eq!(with("\"version\": 1", "\"version\": -1"), "stats_version");
    assert_eq!(with("\"games\": 1", "\"games\": 2"), "stats_damaged");
    assert_eq!(with("\"games_won\": ", "\"games_won\": 9"), "stats_damaged");
    assert_eq!(with("\"deals\": ", "\"deals\": -"), "stats_json");
    assert_eq!(with("\"recorded\": [\n    \"", "\"recorded\": [\n    \"x"), "stats_damaged");
    assert_eq!(Statistics::from_json("[]").unwrap_err().code(), "stats_format");
    assert_eq!(Statistics::from_json("").unwrap_err().code(), "stats_json");
    assert_eq!(Statistics::from_json(&Statistics::new().to_json()).unwrap(), Statistics::new());
}

#[test]
fn every_truncation_of_a_file_is_a_typed_error() {
    let (stats, _) = one_game_stats();
    let json = stats.to_json();
    for end in 0..json.len() {
        let Some(prefix) = json.get(..end) else { continue };
        // Whitespace at the end aside, a cut file never loads.
        if prefix.trim_end() == json.trim_end() {
            continue;
        }
        let err = Statistics::from_json(prefix).unwrap_err();
        assert!(err.code().starts_with("stats_"), "{end}: {err}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any text, or a real file with one byte changed, loads or fails with a typed error.
    #[test]
    fn damaged_files_never_panic(text in ".{0,200}", at in any::<usize>(), byte in any::<u8>()) {
        let _ = Statistics::from_json(&text);
        let mut stats = Statistics::new();
        let record = Record::new(Rules::default(), 1);
        let _ = stats.record_game(&record, 0, &[SeatKind::Human; 4]);
        let json = one_file();
        let mut bytes = json.into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        if let Ok(text) = String::from_utf8(bytes) {
            let _ = Statistics::from_json(&text);
        }
    }
}

fn one_file() -> String {
    static FILE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    FILE.get_or_init(|| one_game_stats().0.to_json()).clone()
}

/// A file may hold counts near the limit (nothing in it is contradictory); adding a game to them
/// saturates instead of overflowing.
#[test]
fn counts_at_the_limit_saturate() {
    let (stats, _) = one_game_stats();
    let json = stats.to_json().replacen("\"deals\": ", "\"deals\": 4294967295, \"was_deals\": ", 1);
    let json = json.replacen("\"penalty_points\": ", "\"penalty_points\": 9223372036854775807, \"was\": ", 1);
    let mut loaded = Statistics::from_json(&json).unwrap();
    let rules = short_rules(Preset::Standard, 4, 1);
    let (session, _) = finished_game(rules, 99, vec![SeatKind::Bot(Level::Medium); 4]);
    let seats = [SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Medium), SeatKind::Bot(Level::Easy)];
    loaded.record_game(session.record(), 0, &seats).unwrap();
    let total = loaded.total(Variant::Okey101);
    assert_eq!((total.games, total.deals, total.penalty_points), (2, u32::MAX, i64::MAX));
}

/// A bot game of `deals` deals from `seed`, with the record as it stood at the end of each deal
/// (before the next was dealt), and the finished game.
fn game_deal_by_deal(preset: Preset, deals: u16, seed: u64) -> (Vec<Record>, Session) {
    let (mut session, _) =
        Session::new(short_rules(preset, 4, deals), seed, vec![SeatKind::Bot(Level::Easy); 4]).unwrap();
    let mut ends = Vec::new();
    while !session.game().is_over() {
        session.run_bots();
        ends.push(session.record().clone());
        if session.game().phase() == Phase::DealOver {
            session.apply(0, &Action::NextDeal).unwrap();
        }
    }
    (ends, session)
}

/// Deals of a game in progress are counted as they end, each exactly once: counting them after
/// every deal, again after each "relaunch" (the file written and read back), then recording the
/// finished game, gives the very figures of recording the finished game alone.
#[test]
fn deals_of_a_game_in_progress_are_counted_once_as_they_end() {
    let seats =
        vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)];
    for (preset, seed) in [(Preset::Standard, 3), (Preset::Online, 4), (Preset::Duz, 5)] {
        let (ends, finished) = game_deal_by_deal(preset, 3, seed);
        assert!(ends.len() >= 2, "{preset:?}: {} deals", ends.len());
        let mut alone = Statistics::new();
        alone.record_game(finished.record(), 0, &seats).unwrap();
        let mut stats = Statistics::new();
        for (index, record) in ends.iter().enumerate() {
            assert_eq!(stats.record_deals(record, 0, &seats).unwrap(), 1, "the deal just ended");
            // After a relaunch the same deals are found counted.
            stats = Statistics::from_json(&stats.to_json()).unwrap();
            assert_eq!(stats.deals_counted(record), index + 1);
            assert_eq!(stats.record_deals(record, 0, &seats).unwrap(), 0);
            let total = stats.total(record.rules.variant);
            assert_eq!((total.games, total.deals), (0, index as u32 + 1), "{preset:?}: counted once");
        }
        stats.record_game(finished.record(), 0, &seats).unwrap();
        assert_eq!(stats.groups(), alone.groups(), "{preset:?}");
        assert_eq!(Statistics::from_json(&stats.to_json()).unwrap(), stats);
        assert!(!stats.to_json().contains("\"in_progress\""), "a finished game is no longer in progress");
    }
}

/// A game left unfinished keeps its counted deals; another game from the same seed, played
/// otherwise, is another game: its deals count too.
#[test]
fn an_abandoned_game_keeps_its_deals_and_a_replay_of_its_seed_is_another_game() {
    let seats =
        vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)];
    let (ends, _) = game_deal_by_deal(Preset::Standard, 3, 11);
    let mut stats = Statistics::new();
    stats.record_deals(&ends[1], 0, &seats).unwrap();
    let (mut session, _) =
        Session::new(short_rules(Preset::Standard, 4, 3), 11, vec![SeatKind::Bot(Level::Medium); 4]).unwrap();
    session.run_bots();
    let other = session.record().clone();
    assert_ne!(other.moves, ends[0].moves, "Medium bots play the seed otherwise");
    assert_eq!(stats.deals_counted(&other), 0);
    stats.record_deals(&other, 0, &seats).unwrap();
    let total = stats.total(okey_core::rules::Variant::Okey101);
    assert_eq!((total.games, total.deals), (0, 3));
    let reread = Statistics::from_json(&stats.to_json()).unwrap();
    assert_eq!(reread, stats);
    assert_eq!(reread.deals_counted(&ends[2]), 2, "the abandoned game's two deals, found again");
}
