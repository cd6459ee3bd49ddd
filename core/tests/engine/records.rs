//! Positions and records: round trips, replays, and bad files that must fail cleanly.

use crate::common;

use common::*;
use okey_core::position::{self, PositionError, TableSetup};
use okey_core::record::{Record, RecordError, Recorder};
use okey_core::{Action, Game, Preset, Rules, SeatView};

fn played_game() -> Recorder {
    let (mut recorder, _) = Recorder::new(Rules::preset(Preset::Katlamali), 11).unwrap();
    // The starter discards its first tile, then a few draw-and-discard turns.
    for _ in 0..9 {
        let game = recorder.game();
        let seat = game.turn();
        if game.phase() == okey_core::Phase::Draw {
            recorder.apply(seat, &Action::Draw).unwrap();
        }
        let tile = recorder.game().deal().racks[seat][0];
        recorder.apply(seat, &Action::Discard { tile }).unwrap();
    }
    recorder
}

#[test]
fn a_position_round_trips_through_its_text() {
    let recorder = played_game();
    let text = position::write(recorder.game()).expect("at the start of a turn");
    let reloaded = position::parse(&text).unwrap();
    assert_eq!(position::write(&reloaded).unwrap(), text);
    assert!(reloaded.tiles_accounted_for());
    assert_eq!(
        reloaded.deal().racks[reloaded.turn()].len(),
        recorder.game().deal().racks[recorder.game().turn()].len()
    );
}

/// After a plain draw the seat holds 22 with nothing laid or taken: a position like the
/// starter's. A taken discard (which must still be used) is mid-turn and has no position.
#[test]
fn a_position_after_a_draw_is_written_but_not_after_taking_a_discard() {
    let recorder = played_game();
    let seat = recorder.game().turn();
    let mut drew = recorder.clone();
    drew.apply(seat, &Action::Draw).unwrap();
    let text = position::write(drew.game()).unwrap();
    assert_eq!(position::write(&position::parse(&text).unwrap()).unwrap(), text);
    let mut took = recorder;
    took.apply(seat, &Action::TakeDiscard).unwrap();
    assert_eq!(position::write(took.game()), None);
}

#[test]
fn position_errors_say_where_and_what() {
    let err = TableSetup::parse("okey-position 1\nindicator: R5\nrack 0: R5 X9\n").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(err.message.contains("X9"), "{err}");
    let err = position::parse("okey-position 1\nindicator: R5\nrack 0: R5 R5 R5\n").unwrap_err();
    let PositionError::Setup(setup) = &err else { panic!("{err}") };
    assert!(setup.problems.iter().any(|p| p.contains("a third R5")), "{err}");
    assert!(setup.problems.iter().any(|p| p.contains("tiles are missing")), "{err}");
    assert_eq!(err.code(), "position_impossible");
    assert!(TableSetup::parse("chess 1").is_err());
    assert!(TableSetup::parse("okey-position 1\nbogus: 3").is_err());
}

#[test]
fn a_json_save_loads_and_replays_to_the_same_game() {
    let recorder = played_game();
    let json = recorder.record().to_json();
    let loaded = Record::from_json(&json).unwrap().replay().unwrap();
    assert_eq!(loaded.game(), recorder.game());
}

#[test]
fn a_text_record_round_trips() {
    let recorder = played_game();
    let text = recorder.record().to_text().unwrap();
    assert!(text.starts_with("okey-record 2\nrules: katlamali\nseed: 11\n"), "{text}");
    let record = Record::from_text(&text).unwrap();
    assert_eq!(&record, recorder.record());
}

#[test]
fn bad_files_are_typed_errors() {
    let json = played_game().record().to_json();
    let truncated = &json[..json.len() / 2];
    assert!(matches!(Record::from_json(truncated), Err(RecordError::Json { .. })));
    assert!(matches!(Record::from_json("{\"format\":\"chess-pgn\"}"), Err(RecordError::WrongFormat { .. })));
    let future = json.replace("\"version\": 1", "\"version\": 99");
    assert_eq!(Record::from_json(&future), Err(RecordError::UnsupportedVersion { found: 99 }));
    let corrupt = json.replacen("\"seat\": 0", "\"seat\": \"zero\"", 1);
    assert!(matches!(Record::from_json(&corrupt), Err(RecordError::Json { .. })));
    assert!(matches!(Record::from_json("\u{0}\u{1}garbage"), Err(RecordError::Json { .. })));
    let bad_rules = json.replacen("\"players\": 4", "\"players\": 9", 1);
    assert!(matches!(Record::from_json(&bad_rules).unwrap().replay(), Err(RecordError::Rules(_))));
}

/// Version 1 text records numbered seats from 0; they still read, to the same moves.
#[test]
fn a_version_1_record_is_read_with_seats_from_0() {
    let recorder = played_game();
    let text = recorder.record().to_text().unwrap();
    let mut lines = text.lines();
    let mut old: Vec<String> = vec!["okey-record 1".to_owned()];
    assert_eq!(lines.next(), Some("okey-record 2"));
    for line in lines {
        match line.split_once(' ') {
            Some((seat, action)) if seat.chars().all(|c| c.is_ascii_digit()) => {
                old.push(format!("{} {action}", seat.parse::<usize>().unwrap() - 1));
            }
            _ => old.push(line.to_owned()),
        }
    }
    assert_eq!(&Record::from_text(&old.join("\n")).unwrap(), recorder.record());
    let err = Record::from_text("okey-record 2\nrules: standard\nseed: 1\n0 draw\n").unwrap_err();
    assert!(err.to_string().contains("line 4: `0` is not a seat number (seats count from 1)"), "{err}");
}

/// An unmarked face means the copy the rule picks: the tile just taken goes to the table first
/// and to the discards last. The writer names the other copy where it was used, and reads back.
#[test]
fn the_copy_rule_prefers_the_taken_tile_for_the_table_only() {
    use okey_core::MeldSpec;
    use okey_core::meld::MeldKind;
    use okey_core::notation::copy_token;
    use okey_core::record::{parse_action, record_action_text};
    let mut game = table(
        "
rules: online
rack 0: R7 R8 R9 ...
stock: R12 ...
discards 3: R7
takeable: R7",
    );
    act(&mut game, 0, "take");
    let taken = game.deal().turn_state.taken.unwrap().tile();
    let rack = &game.deal().racks[0];
    let held = rack.iter().copied().find(|&t| t.print() == taken.print() && t != taken).unwrap();
    let lay = parse_action(&game, 0, "lay R7 R8 R9").unwrap();
    let Action::Lay { melds } = &lay else { panic!("{lay:?}") };
    let (r8, r9) = (melds[0].tiles[1], melds[0].tiles[2]);
    assert_eq!(melds[0].tiles[0], taken);
    assert_eq!(parse_action(&game, 0, "layoff R7 on 0"), Ok(Action::LayOff { tile: taken, meld: 0, side: None }));
    assert_eq!(parse_action(&game, 0, "discard R7"), Ok(Action::Discard { tile: held }));
    assert_eq!(record_action_text(&game, 0, &lay), "lay R7 R8 R9");

    let with_held = Action::Lay { melds: vec![MeldSpec::inferred(vec![held, r8, r9])] };
    let text = record_action_text(&game, 0, &with_held);
    assert_eq!(text, format!("lay {} R8 R9", copy_token(held)));
    assert_eq!(parse_action(&game, 0, &text), Ok(with_held));
    let pair = Action::Lay { melds: vec![MeldSpec::new(MeldKind::Pair, vec![held, taken])] };
    let text = record_action_text(&game, 0, &pair);
    assert_eq!(text, format!("lay pair {} R7", copy_token(held)));
    assert_eq!(parse_action(&game, 0, &text), Ok(pair));
    let discard_taken = Action::Discard { tile: taken };
    assert_eq!(record_action_text(&game, 0, &discard_taken), format!("discard {}", copy_token(taken)));
}

/// Replaying stops at the first illegal move and says which (scalachess's `CanPlay`).
#[test]
fn replay_names_the_first_illegal_move() {
    let mut record = played_game().record().clone();
    let seat = record.moves[3].seat;
    record.moves.insert(3, okey_core::record::Move { seat: (seat + 1) % 4, action: Action::Draw });
    let err = record.replay().unwrap_err();
    assert!(matches!(err, RecordError::IllegalMove { index: 3, .. }), "{err}");
    assert_eq!(err.code(), "record_illegal_move");
    let err = Record::from_text("okey-record 1\nrules: standard\nseed: 1\n2 fly away\n").unwrap_err();
    assert!(matches!(err, RecordError::Text { line: 4, .. }), "{err}");
}

/// A seat's view shows no tile of another rack or of the stock: fair by construction.
#[test]
fn a_seat_view_reveals_no_hidden_tile() {
    let recorder = played_game();
    let game: &Game = recorder.game();
    for seat in 0..4 {
        let view = SeatView::of(game, seat).unwrap();
        let mut hidden: Vec<u8> = game.deal().stock.iter().map(|t| t.raw()).collect();
        for (other, rack) in game.deal().racks.iter().enumerate().filter(|(s, _)| *s != seat) {
            hidden.extend(rack.iter().map(|t| t.raw()));
            assert_eq!(view.others.iter().find(|o| o.seat == other).unwrap().rack_size, rack.len());
        }
        // Every tile the view names is the seat's own, face up, or the indicator.
        let rack_and_table: Vec<u8> = view
            .rack
            .iter()
            .chain(view.table.iter().flat_map(|m| m.meld.tiles()))
            .chain(view.discards.iter().flatten())
            .chain(view.takeable.iter())
            .chain(view.laid_this_turn.iter())
            .chain(std::iter::once(&view.indicator))
            .map(|t| t.raw())
            .collect();
        assert!(rack_and_table.iter().all(|t| !hidden.contains(t)));
        assert_eq!(view.rack, game.deal().racks[seat]);
    }
}

/// Events shown to a seat hide other seats' drawn and dealt tiles.
#[test]
fn events_hide_other_seats_tiles() {
    let (mut game, events) = Game::new(Rules::default(), 5).unwrap();
    for event in &events {
        if let okey_core::Event::RackDealt { seat, tiles, count } = event.seen_by(0) {
            assert_eq!(tiles.is_empty(), seat != 0);
            assert!(count >= 21);
        }
    }
    let seat = game.turn();
    let tile = game.deal().racks[seat][0];
    act_discard(&mut game, seat, tile);
    let next = game.turn();
    let drew = game.apply(next, &Action::Draw).unwrap();
    assert_eq!(drew[0].seen_by(next), drew[0]);
    assert_eq!(drew[0].seen_by((next + 1) % 4), okey_core::Event::Drew { seat: next, tile: None });
}

fn act_discard(game: &mut Game, seat: usize, tile: okey_core::tile::TileId) {
    game.apply(seat, &Action::Discard { tile }).unwrap();
}

#[test]
fn text_actions_resolve_against_the_rack() {
    let mut game = table(
        "
rules: standard
rack 0: R7 R7 ...
stock: ...",
    );
    act(&mut game, 0, "draw");
    let err = okey_core::record::parse_action(&game, 0, "lay R7 R7 R7").unwrap_err();
    assert!(err.contains("no other R7 for R7"), "{err}");
    let err = okey_core::record::parse_action(&game, 0, "discard R7c").unwrap_err();
    assert!(err.contains("bad tile `R7c`"), "{err}");
}

/// Every text record replays to the identical game: the same state after every action, over
/// bot games of every preset (Okey 101 and Düz), 2 to 4 players.
mod exact_text {
    use okey_core::bot::Level;
    use okey_core::record::Record;
    use okey_core::{Action, Game, Phase, Preset, Rules, SeatKind, Session};
    use proptest::prelude::*;

    /// Bots play up to two deals (the record may stop mid-game: a text record need not be whole).
    fn bot_game(rules: Rules, seed: u64, level: Level) -> Record {
        let seats = vec![SeatKind::Bot(level); usize::from(rules.players)];
        let (mut session, _) = Session::new(rules, seed, seats).unwrap();
        for _ in 0..2 {
            let run = session.run_bots();
            assert!(run.refused.is_empty(), "a bot's move was refused: {:?}", run.refused);
            if session.game().phase() != Phase::DealOver {
                break;
            }
            session.apply(session.game().turn(), &Action::NextDeal).unwrap();
        }
        session.record().clone()
    }

    /// Replays both records side by side and names the first action after which they differ.
    fn assert_same_game_after_every_action(original: &Record, reread: &Record) {
        let (mut expected, _) = Game::new(original.rules.clone(), original.seed).unwrap();
        let (mut actual, _) = Game::new(reread.rules.clone(), reread.seed).unwrap();
        assert_eq!(actual, expected, "the games differ before the first action");
        for (index, (want, got)) in original.moves.iter().zip(&reread.moves).enumerate() {
            expected.apply(want.seat, &want.action).unwrap();
            actual.apply(got.seat, &got.action).unwrap();
            assert!(actual == expected, "the games differ after action {index}: {want:?} was read as {got:?}");
        }
        assert_eq!(reread.moves.len(), original.moves.len(), "a different number of actions");
        assert_eq!(reread, original);
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

        #[test]
        fn a_text_record_replays_to_the_identical_game(
            seed in any::<u64>(),
            preset in 0..Preset::ALL.len(),
            players in 2u8..=4,
            easy in any::<bool>(),
        ) {
            let rules = Rules { players, ..Rules::preset(Preset::ALL[preset]) };
            let level = if easy { Level::Easy } else { Level::Beginner };
            let record = bot_game(rules, seed, level);
            let text = record.to_text().unwrap();
            let reread = Record::from_text(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_same_game_after_every_action(&record, &reread);
        }
    }
}

mod no_panics {
    use okey_core::position::{self, TableSetup};
    use okey_core::record::Record;
    use proptest::prelude::*;

    fn a_save() -> String {
        super::played_game().record().to_json()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

        /// Any text at all: an error, never a panic.
        #[test]
        fn arbitrary_text_never_panics(text in ".{0,400}") {
            let _ = Record::from_json(&text);
            let _ = Record::from_text(&text);
            let _ = position::parse(&text);
            let _ = okey_core::notation::parse_groups(&text);
        }

        /// Text that looks almost right: labelled lines with random values.
        #[test]
        fn near_miss_positions_never_panic(lines in proptest::collection::vec(
            ("(rules|seed|deal|dealer|indicator|risk|turn|thresholds|rack [0-9]|opened [0-9]|penalties [0-9]|stock|discards [0-9]|takeable|meld [0-9] by [0-9] (set|run|pair)|totals|counted)",
             "[RYBKF0-9 .|a-z-]{0,40}"), 0..20)) {
            let body: String = lines.iter().map(|(label, value)| format!("{label}: {value}\n")).collect();
            let text = format!("okey-position 1\n{body}");
            if let Ok(setup) = TableSetup::parse(&text) {
                let _ = setup.into_game();
            }
        }

        /// A real save cut short or with a byte changed: a typed error or a valid game.
        #[test]
        fn damaged_saves_never_panic(cut in 0usize..4000, at in 0usize..4000, byte in any::<u8>()) {
            let json = a_save();
            let truncated = &json.as_bytes()[..cut.min(json.len())];
            if let Ok(text) = std::str::from_utf8(truncated)
                && let Ok(record) = Record::from_json(text)
            {
                let _ = record.replay();
            }
            let mut bytes = json.into_bytes();
            let at = at % bytes.len();
            bytes[at] = byte;
            if let Ok(text) = String::from_utf8(bytes)
                && let Ok(record) = Record::from_json(&text)
            {
                let _ = record.replay();
            }
        }
    }
}
