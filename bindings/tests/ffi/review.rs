//! The review's progress, its cancelling and its positions through the bindings, as the apps use
//! them.

use okey_core::Language;
use okey_core::Phase;
use okey_core::rules::Preset;
use okey_ffi::{
    BotLevel, GameConfig, OkeyError, OkeyGame, ReviewListener, SeatKind, review_position, review_saved_game,
    review_saved_game_with_progress, rules_for_preset,
};
use std::sync::{Arc, Mutex};

/// A one-deal game of Easy bots in every seat, played to its end; its save.
fn finished_save(seed: u64) -> String {
    let mut rules = rules_for_preset(Preset::Standard);
    rules.deals = 1;
    let bot = SeatKind::Bot { level: BotLevel::Easy };
    let game = OkeyGame::new(GameConfig { rules, seats: vec![bot; 4], seed, language: None }).unwrap();
    for _ in 0..100 {
        game.run_bots(0).unwrap();
        if game.is_over() {
            return game.save();
        }
        if game.view(0).unwrap().phase == Phase::DealOver {
            game.apply(0, okey_ffi::Action::NextDeal).unwrap();
        }
    }
    panic!("the game did not end");
}

/// Records every call; answers `false` from `stop_at` turns judged on.
struct Recording {
    calls: Arc<Mutex<Vec<(u32, u32)>>>,
    stop_at: u32,
}

impl ReviewListener for Recording {
    fn on_progress(&self, done: u32, total: u32) -> bool {
        self.calls.lock().unwrap().push((done, total));
        done < self.stop_at
    }
}

#[test]
fn progress_goes_up_one_turn_at_a_time_to_the_total_and_a_stop_is_cancelled() {
    let save = finished_save(3);
    let calls = Arc::new(Mutex::new(Vec::new()));
    let listener = Box::new(Recording { calls: calls.clone(), stop_at: u32::MAX });
    let review = review_saved_game_with_progress(save.clone(), 1, Language::English, listener).unwrap();
    let expected: Vec<_> = (0..=review.turns).map(|done| (done, review.turns)).collect();
    assert_eq!(*calls.lock().unwrap(), expected);
    assert_eq!(review, review_saved_game(save.clone(), 1, Language::English).unwrap());

    let calls = Arc::new(Mutex::new(Vec::new()));
    let listener = Box::new(Recording { calls: calls.clone(), stop_at: 2 });
    let error = review_saved_game_with_progress(save, 1, Language::English, listener).unwrap_err();
    assert!(matches!(error, OkeyError::Cancelled { .. }), "{error:?}");
    assert_eq!(error.code(), "review_cancelled");
    assert_eq!(calls.lock().unwrap().last().map(|c| c.0), Some(2), "no turn is judged after the stop");
}

#[test]
fn an_items_position_is_the_seats_own_view_at_the_start_of_its_turn() {
    let save = finished_save(3);
    let game = OkeyGame::load(save.clone()).unwrap();
    let (seat, review) = (0..4)
        .map(|seat| (seat, review_saved_game(save.clone(), seat, Language::Turkish).unwrap()))
        .find(|(_, review)| !review.items.is_empty())
        .unwrap();
    for item in &review.items {
        let view = review_position(save.clone(), seat, item.move_index).unwrap();
        assert_eq!((view.seat, view.turn), (seat, seat), "the seat to move, seen by itself");
        assert!(matches!(view.phase, Phase::Draw | Phase::Play));
        assert!(!item.made_words.is_empty() && item.made_words != item.made_text, "{}", item.made_words);
    }
    // After the last move, the position is the game as it ended: what `view` gives now.
    let moves = u32::try_from(okey_core::Session::from_json(&save).unwrap().record().moves.len()).unwrap();
    assert_eq!(review_position(save.clone(), seat, moves).unwrap(), game.view(seat).unwrap());
    let past = review_position(save.clone(), seat, moves + 1).unwrap_err();
    assert!(matches!(past, OkeyError::InvalidInput { .. }) && past.code() == "no_such_move", "{past:?}");
    assert_eq!(review_position(save.clone(), 4, 0).unwrap_err().code(), "no_such_seat");
    assert!(matches!(review_position("{".to_owned(), 0, 0).unwrap_err(), OkeyError::LoadFailed { .. }));
}

#[test]
fn a_duz_okey_game_is_reviewed_too() {
    let rules = rules_for_preset(Preset::Duz);
    let bot = SeatKind::Bot { level: BotLevel::Beginner };
    let game = OkeyGame::new(GameConfig { rules, seats: vec![bot; 4], seed: 5, language: None }).unwrap();
    while game.view(0).unwrap().phase != Phase::DealOver {
        game.run_bots(0).unwrap();
    }
    let save = game.save();
    let reviews: Vec<_> =
        (0..4).map(|seat| review_saved_game(save.clone(), seat, Language::Turkish).unwrap()).collect();
    assert!(reviews.iter().all(|r| r.turns > 0 && r.agreed <= r.turns));
    for item in reviews.iter().flat_map(|r| &r.items) {
        assert!(!item.text.is_empty() && !item.made_words.is_empty(), "{item:?}");
    }
    // The Beginner's careless discards break melds somewhere in the deal.
    assert!(reviews.iter().flat_map(|r| &r.items).any(|i| i.code == "broke_melds"), "{reviews:?}");
}

#[test]
fn the_reviews_refusals_are_worded_in_the_language_asked_for() {
    // A seat not in the game, and a stop, in Turkish too.
    let save = finished_save(3);
    let OkeyError::InvalidInput { detail, .. } = review_saved_game(save.clone(), 9, Language::Turkish).unwrap_err()
    else {
        panic!("a seat not in the game is invalid input")
    };
    assert_eq!(detail, "4 oyunculu bir oyunda 10. oyuncu yok");
    let listener = Box::new(Recording { calls: Arc::new(Mutex::new(Vec::new())), stop_at: 2 });
    let error = review_saved_game_with_progress(save, 1, Language::Turkish, listener).unwrap_err();
    let OkeyError::Cancelled { detail, .. } = error else { panic!("a stop is cancelled") };
    assert!(detail.starts_with("inceleme ") && detail.contains("durduruldu"), "{detail:?}");
    // A damaged save, in Turkish.
    let OkeyError::LoadFailed { detail, language, .. } =
        review_saved_game("{".into(), 0, Language::Turkish).unwrap_err()
    else {
        panic!("a damaged save fails to load")
    };
    assert_eq!(language, Language::Turkish);
    assert!(detail.starts_with("geçerli bir JSON değil"), "{detail:?}");
}
