//! Each seat's opening value and pairs: public, shown in every seat's view exactly as its
//! `Opened` event gave them, kept through saves, and absent (0) in saves made before they were kept.

use okey_core::action::Event;
use okey_core::bot::{Bot, BotDriver, Level};
use okey_core::record::{Record, Recorder};
use okey_core::{Action, Game, Phase, Preset, Rules, SeatView};
use proptest::prelude::*;

/// What every seat's view must say about `seat`'s opening: (value, pairs), 0 and 0 before it opens.
fn check_views(game: &Game, expected: &[(u32, u8)]) -> Result<(), TestCaseError> {
    for viewer in 0..expected.len() {
        let view = SeatView::of(game, viewer).unwrap();
        prop_assert_eq!((view.opened_value, view.opened_pairs), expected[viewer], "seat {}'s own view", viewer);
        prop_assert_eq!(view.opened.is_some(), expected[viewer] != (0, 0));
        for other in &view.others {
            prop_assert_eq!(
                (other.opened_value, other.opened_pairs),
                expected[other.seat],
                "seat {} as seat {} sees it",
                other.seat,
                viewer
            );
        }
    }
    Ok(())
}

/// Plays `deals` deals with bots, checking every view after every action against the `Opened`
/// events so far, and that a save made at each deal's end loads back the same game.
fn play_and_check(rules: Rules, seed: u64, deals: usize) -> Result<usize, TestCaseError> {
    let players = usize::from(rules.players);
    let (mut recorder, _) = Recorder::new(rules, seed).unwrap();
    let levels = [Level::Easy, Level::Medium];
    let mut seats: Vec<Option<Box<dyn Bot>>> =
        (0..players).map(|seat| Some(levels[seat % levels.len()].bot(seed + seat as u64))).collect();
    let mut openings = 0;
    for _ in 0..deals {
        let mut expected = vec![(0u32, 0u8); players];
        let mut driver = BotDriver::default();
        while let Some(step) = driver.step(&mut recorder, &mut seats) {
            for event in &step.events {
                if let Event::Opened { seat, value, pairs, .. } = *event {
                    expected[seat] = (value, pairs);
                    openings += 1;
                }
            }
            check_views(recorder.game(), &expected)?;
        }
        let loaded = Record::from_json(&recorder.record().to_json()).unwrap().replay().unwrap();
        prop_assert_eq!(loaded.game(), recorder.game());
        if recorder.game().phase() != Phase::DealOver {
            break;
        }
        recorder.apply(0, &Action::NextDeal).unwrap();
        check_views(recorder.game(), &vec![(0, 0); players])?;
    }
    Ok(openings)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_view_shows_the_opening_its_event_gave(
        seed in any::<u64>(),
        preset in prop::sample::select(Preset::ALL.to_vec()),
        players in 2u8..=4,
    ) {
        play_and_check(Rules { players, deals: 2, ..Rules::preset(preset) }, seed, 2)?;
    }
}

#[test]
fn bots_open_often_enough_for_the_check_to_mean_something() {
    let mut openings = 0;
    for preset in Preset::ALL {
        for seed in 0..3 {
            openings += play_and_check(Rules { players: 4, deals: 2, ..Rules::preset(preset) }, seed, 2).unwrap();
        }
    }
    assert!(openings > 20, "bots should open often enough to test anything: {openings}");
}

/// A game state saved as JSON round-trips the values; one saved before they were kept loads,
/// with the seat still opened and its value and pairs 0 (unknown).
#[test]
fn a_state_saved_without_the_values_loads_with_them_zero() {
    let (mut recorder, _) = Recorder::new(Rules::preset(Preset::Standard), 7).unwrap();
    let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|seat| Some(Level::Medium.bot(seat))).collect();
    let mut driver = BotDriver::default();
    while recorder.game().deal().seats.iter().all(|s| s.opened.is_none()) {
        driver.step(&mut recorder, &mut seats).expect("the deal ended before anyone opened");
    }
    let game = recorder.game().clone();
    let opener = game.deal().seats.iter().position(|s| s.opened.is_some()).unwrap();
    assert!(game.deal().seats[opener].opened_value > 0);

    let json = serde_json::to_value(&game).unwrap();
    assert_eq!(serde_json::from_value::<Game>(json.clone()).unwrap(), game);
    let old = strip_keys(json, &["opened_value", "opened_pairs"]);
    let loaded: Game = serde_json::from_value(old).unwrap();
    let seat = &loaded.deal().seats[opener];
    assert_eq!((seat.opened, seat.opened_value, seat.opened_pairs), (game.deal().seats[opener].opened, 0, 0));

    let view = serde_json::to_value(SeatView::of(&game, (opener + 1) % 4).unwrap()).unwrap();
    let old_view: SeatView = serde_json::from_value(strip_keys(view, &["opened_value", "opened_pairs"])).unwrap();
    let seen = old_view.others.iter().find(|o| o.seat == opener).unwrap();
    assert_eq!((seen.opened.is_some(), seen.opened_value, seen.opened_pairs), (true, 0, 0));
}

/// `value` with every object key in `keys` removed, at any depth.
fn strip_keys(value: serde_json::Value, keys: &[&str]) -> serde_json::Value {
    match value {
        serde_json::Value::Object(map) => serde_json::Value::Object(
            map.into_iter()
                .filter(|(k, _)| !keys.contains(&k.as_str()))
                .map(|(k, v)| (k, strip_keys(v, keys)))
                .collect(),
        ),
        serde_json::Value::Array(items) => {
            serde_json::Value::Array(items.into_iter().map(|v| strip_keys(v, keys)).collect())
        }
        other => other,
    }
}
