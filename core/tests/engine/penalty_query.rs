//! `Game::penalty_for`: what an action would cost, asked before playing it (Take back, a costly
//! discard), is what playing it then charges, and asking changes nothing.

use okey_core::action::Event;
use okey_core::bot::{Bot, Level};
use okey_core::{Action, Game, Phase, Preset, Rules, Seat, SeatView};

/// The first penalty charged to `seat` among `events`.
fn charged(events: &[Event], seat: Seat) -> Option<Event> {
    events.iter().find(|e| matches!(e, Event::Penalized { seat: s, .. } if *s == seat)).cloned()
}

/// Counts of (penalised actions foretold, take-backs asked about that cost something).
fn play_and_ask(rules: Rules, seed: u64) -> (usize, usize) {
    let players = usize::from(rules.players);
    let (mut game, _) = Game::new(rules, seed).unwrap();
    let levels = [Level::Easy, Level::Medium];
    let mut bots: Vec<Box<dyn Bot>> = (0..players).map(|s| levels[s % 2].bot(seed + s as u64)).collect();
    let (mut foretold, mut costly_take_backs) = (0, 0);
    for _ in 0..3000 {
        match game.phase() {
            Phase::Draw | Phase::Play => {}
            Phase::DealOver => {
                game.apply(0, &Action::NextDeal).unwrap();
                continue;
            }
            _ => break,
        }
        let seat = game.turn();
        let view = SeatView::of(&game, seat).unwrap();
        let before = game.clone();
        if !view.laid_this_turn.is_empty() {
            let asked = game.penalty_for(seat, &Action::TakeBackAll);
            assert_eq!(game, before, "asking changes nothing");
            let played = game.clone().apply(seat, &Action::TakeBackAll).map(|e| charged(&e, seat)).unwrap_or(None);
            assert_eq!(asked, played, "Take back, seat {seat}");
            costly_take_backs += usize::from(asked.is_some());
        }
        if game.phase() == Phase::Play {
            for &tile in &view.rack {
                let discard = Action::Discard { tile };
                let asked = game.penalty_for(seat, &discard);
                let Ok(events) = game.clone().apply(seat, &discard) else { continue };
                assert_eq!(asked, charged(&events, seat), "discarding {tile:?}");
                let reason = asked.as_ref().and_then(|e| match e {
                    Event::Penalized { reason, .. } => Some(*reason),
                    _ => None,
                });
                assert_eq!(reason, game.discard_penalty(seat, tile), "the quick check agrees, {tile:?}");
                foretold += usize::from(asked.is_some());
            }
        }
        let action = bots[seat].decide(&view);
        let asked = game.penalty_for(seat, &action);
        assert_eq!(game, before, "asking changes nothing");
        match game.apply(seat, &action) {
            Ok(events) => {
                assert_eq!(asked, charged(&events, seat), "{action:?} by seat {seat}");
                foretold += usize::from(asked.is_some());
            }
            Err(_) => {
                assert_eq!(asked, None, "a refused action costs nothing");
                assert_eq!(game, before);
                break;
            }
        }
    }
    (foretold, costly_take_backs)
}

#[test]
fn the_penalty_asked_for_is_the_penalty_charged() {
    let (mut foretold, mut costly_take_backs) = (0, 0);
    for preset in Preset::ALL {
        for seed in 0..4 {
            let (f, t) = play_and_ask(Rules { players: 4, deals: 2, ..Rules::preset(preset) }, seed);
            (foretold, costly_take_backs) = (foretold + f, costly_take_backs + t);
        }
    }
    assert!(costly_take_backs > 0, "some Take back costs a penalty in these games");
    assert!(foretold > 0, "some discard costs a penalty in these games");
    println!("penalties foretold: {foretold}, costly take-backs asked about: {costly_take_backs}");
}

#[test]
fn a_refused_action_has_no_penalty_and_changes_nothing() {
    let (game, _) = Game::new(Rules::preset(Preset::Standard), 3).unwrap();
    let before = game.clone();
    let idle = (game.turn() + 1) % 4;
    assert_eq!(game.penalty_for(idle, &Action::TakeBackAll), None);
    assert_eq!(game.penalty_for(game.turn(), &Action::NextDeal), None);
    assert_eq!(game, before);
}
