//! Sessions: people and bots in seats, hints, and saves that resume exactly.

use okey_core::bot::Level;
use okey_core::{Action, ActionError, Phase, Preset, Rules, SeatKind, Session};

fn one_human() -> Vec<SeatKind> {
    vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)]
}

/// Plays the human seat with the hint until the game ends, checking every step.
fn play_out(session: &mut Session) {
    for _ in 0..100_000 {
        let run = session.run_bots();
        assert!(run.refused.is_empty(), "{:?}", run.refused);
        if session.game().is_over() {
            return;
        }
        let seat = if session.game().phase() == Phase::DealOver { 0 } else { session.game().turn() };
        assert_eq!(seat, 0, "only the human seat is left to move");
        let hint = session.hint(seat).unwrap().action;
        session.apply(seat, &hint).unwrap_or_else(|e| panic!("hint {hint:?} refused: {e}"));
    }
    panic!("the game did not end");
}

#[test]
fn a_human_following_hints_finishes_a_game_against_bots() {
    let mut rules = Rules::preset(Preset::Standard);
    rules.deals = 2;
    let (mut session, _) = Session::new(rules, 7, one_human()).unwrap();
    play_out(&mut session);
    assert!(session.game().is_over());
    assert_eq!(session.game().results().iter().map(|r| u16::from(r.counts)).sum::<u16>(), 2);
}

#[test]
fn bot_seats_refuse_actions_from_people() {
    let (mut session, _) = Session::new(Rules::preset(Preset::Standard), 3, one_human()).unwrap();
    session.run_bots();
    let bot_seat = 1;
    let before = session.to_json();
    let error = session.apply(bot_seat, &Action::Draw).unwrap_err();
    assert_eq!(error, ActionError::BotSeat { seat: bot_seat });
    assert_eq!(error.code(), "bot_seat");
    assert_eq!(session.to_json(), before);
}

/// A hint is for a seat that may act: in Okey 101 nobody acts out of turn, so the other seats
/// get none (it used to be a draw the engine refused).
#[test]
fn only_a_seat_that_may_act_gets_a_hint() {
    let seats = vec![SeatKind::Human; 4];
    let (session, _) = Session::new(Rules::preset(Preset::Standard), 5, seats).unwrap();
    let turn = session.game().turn();
    for seat in 0..4 {
        let hint = session.hint(seat);
        assert_eq!(hint.is_some(), seat == turn, "seat {seat}: {hint:?}");
    }
    let hint = session.hint(turn).unwrap().action;
    assert!(session.game().clone().apply(turn, &hint).is_ok(), "{hint:?}");
}

#[test]
fn a_saved_session_resumes_where_it_stopped() {
    let (mut session, _) = Session::new(Rules::preset(Preset::Online), 11, one_human()).unwrap();
    for _ in 0..6 {
        session.run_bots();
        let hint = session.hint(0).unwrap().action;
        session.apply(0, &hint).unwrap();
    }
    let saved = session.to_json();
    let mut resumed = Session::from_json(&saved).unwrap();
    assert_eq!(resumed.game(), session.game());
    assert_eq!(resumed.seats(), session.seats());
    // Bots are rebuilt from the seed, so both continue identically.
    session.run_bots();
    resumed.run_bots();
    assert_eq!(resumed.to_json(), session.to_json());
}

#[test]
fn damaged_saves_say_what_is_wrong() {
    let (session, _) = Session::new(Rules::preset(Preset::Standard), 1, one_human()).unwrap();
    let saved = session.to_json();
    let cases = [
        ("{ not json", "record_json"),
        (r#"{"format":"okey-game","version":1}"#, "record_format"),
        (&saved.replacen("\"version\": 1", "\"version\": 9", 1), "record_version"),
        (&saved.replacen("\"human\"", "\"grandmaster\"", 1), "record_json"),
        (&saved.replacen("\"okey-game\"", "\"chess\"", 1), "record_format"),
        (&saved.replacen("\"human\",", "", 1), "seat_count"),
    ];
    for (text, code) in cases {
        let error = Session::from_json(text).unwrap_err();
        assert_eq!(error.code(), code, "{text}: {error}");
    }
}

#[test]
fn seats_must_match_the_players() {
    let error = Session::new(Rules::preset(Preset::Standard), 1, vec![SeatKind::Human]).unwrap_err();
    assert_eq!(error.code(), "seat_count");
    assert_eq!(error.to_string(), "1 seats given for a 4-player game");
}

fn hard_bots(preset: Preset) -> (Rules, Vec<SeatKind>) {
    let mut rules = Rules::preset(preset);
    rules.deals = 1;
    let seats =
        vec![SeatKind::Human, SeatKind::Bot(Level::Hard), SeatKind::Bot(Level::Medium), SeatKind::Bot(Level::Beginner)];
    (rules, seats)
}

/// One bot move the way the bindings make it: turn taken, decided apart, then applied.
fn detached_step(session: &mut Session) -> Option<okey_core::bot::BotStep> {
    let decision = session.bot_turn()?.decide();
    Some(session.apply_bot_decision(decision).unwrap())
}

#[test]
fn bots_deciding_apart_from_the_session_play_as_step_bot_does() {
    for (preset, seed) in [(Preset::Standard, 3), (Preset::Duz, 4), (Preset::Online, 5), (Preset::Duz, 6)] {
        let (rules, seats) = hard_bots(preset);
        let (mut stepped, _) = Session::new(rules.clone(), seed, seats.clone()).unwrap();
        let (mut detached, _) = Session::new(rules, seed, seats).unwrap();
        for _ in 0..400 {
            loop {
                let a = stepped.step_bot();
                let b = detached_step(&mut detached);
                assert_eq!(a, b, "{preset:?} seed {seed}");
                if a.is_none() {
                    break;
                }
            }
            if stepped.game().phase() == Phase::DealOver || stepped.game().is_over() {
                break;
            }
            let hint = stepped.hint(0).unwrap().action;
            stepped.apply(0, &hint).unwrap();
            detached.apply(0, &hint).unwrap();
        }
        assert_eq!(stepped.to_json(), detached.to_json(), "{preset:?} seed {seed}");
        assert!(stepped.game().phase() == Phase::DealOver || stepped.game().is_over());
    }
}

#[test]
fn a_decision_from_a_game_that_moved_on_is_refused_and_changes_nothing() {
    for preset in [Preset::Standard, Preset::Duz] {
        let (rules, seats) = hard_bots(preset);
        let (mut session, _) = Session::new(rules, 8, seats).unwrap();
        // The person (seat 0) plays until a bot is to move.
        while session.bot_to_move().is_none() {
            let hint = session.hint(0).unwrap().action;
            session.apply(0, &hint).unwrap();
        }
        let generation = session.generation();
        let stale = session.bot_turn().unwrap().decide();
        // Another thread steps the bot meanwhile: the game moves on.
        session.step_bot().unwrap();
        assert_eq!(session.generation(), generation + 1);
        let before = session.to_json();
        let error = session.apply_bot_decision(stale).unwrap_err();
        assert_eq!(error.code(), "game_changed");
        assert_eq!((error.generation, error.now), (generation, generation + 1));
        assert_eq!(session.to_json(), before, "a stale decision changes nothing");
        // Decided again from the game as it is, the move is played.
        if session.bot_to_move().is_some() {
            assert!(detached_step(&mut session).is_some());
            assert_eq!(session.generation(), generation + 2);
        }
    }
}

#[test]
fn a_resumed_session_keeps_each_persons_rack_order() {
    let (mut session, _) = Session::new(Rules::preset(Preset::Standard), 5, one_human()).unwrap();
    session.run_bots();
    let plain = session.to_json();
    assert!(!plain.contains("rack_orders"), "no order set, nothing saved: {plain}");
    let mut arranged = session.rack_order(0).unwrap();
    arranged.reverse();
    let stranger = session.game().deal().racks[1][0];
    let mut asked = arranged.clone();
    asked.extend([arranged[0], stranger]);
    session.set_rack_order(0, asked).unwrap();
    assert_eq!(session.rack_order(0).unwrap(), arranged, "repeats and tiles of other racks are dropped");
    let resumed = Session::from_json(&session.to_json()).unwrap();
    assert_eq!(resumed.rack_order(0).unwrap(), arranged);
    assert_eq!(resumed.rack_order(1).unwrap(), session.game().deal().racks[1], "never arranged: rack order");
    assert_eq!(session.set_rack_order(9, Vec::new()), Err(ActionError::NoSuchSeat { seat: 9 }));
    assert_eq!(session.rack_order(9), None);
    // After a discard the remembered order keeps the tiles that are left, in the same order.
    let mut session = resumed;
    let hint = session.hint(0).unwrap().action;
    session.apply(0, &hint).unwrap();
    let rack = session.game().deal().racks[0].clone();
    let order = session.rack_order(0).unwrap();
    assert_eq!(order.len(), rack.len());
    let kept: Vec<_> = arranged.iter().copied().filter(|t| rack.contains(t)).collect();
    assert_eq!(order[..kept.len()], kept[..]);
}

#[test]
fn a_save_without_rack_orders_still_loads() {
    let (mut session, _) = Session::new(Rules::preset(Preset::Standard), 5, one_human()).unwrap();
    session.run_bots();
    let mut arranged = session.rack_order(0).unwrap();
    arranged.rotate_left(3);
    session.set_rack_order(0, arranged).unwrap();
    let mut json: serde_json::Value = serde_json::from_str(&session.to_json()).unwrap();
    json.as_object_mut().unwrap().remove("rack_orders").unwrap();
    let old = Session::from_json(&json.to_string()).unwrap();
    assert_eq!(old.rack_order(0).unwrap(), old.game().deal().racks[0]);
}
