//! The mistakes review on games with a planted mistake: seat 0 plays Hard's moves but for one
//! turn, and the review must find that turn, name it and rank it first.

use crate::common;

use common::{assert_no_tile_codes, table};
use okey_core::action::{MeldSpec, OpenedWith, PenaltyReason};
use okey_core::bot::{Bot, Hard};
use okey_core::notation::tiles;
use okey_core::record::{Move, parse_action};
use okey_core::review::ReviewItem;
use okey_core::review::{
    MistakeKind, Review, ReviewError, ReviewOptions, position_at, review_moves, review_record,
    review_record_with_progress,
};
use okey_core::rules::{Preset, StockExhausted};
use okey_core::{Action, Game, Language, Phase, Rules};

/// Plays on from `start` with Hard in every seat (seeded as a session seeds them), except that
/// seat 0 plays `planted` (record notation) on its first turn, for at most `limit` actions or
/// until the deal ends.
fn planted_game(start: &Game, planted: &[&str], limit: usize) -> Vec<Move> {
    let mut game = start.clone();
    let mut bots: Vec<Hard> = (0..4).map(|seat| Hard::new(start.seed().wrapping_add(seat))).collect();
    let mut planted = planted.iter();
    let mut moves = Vec::new();
    let mut first_turn = true;
    while moves.len() < limit && matches!(game.phase(), Phase::Draw | Phase::Play) {
        let seat = game.turn();
        let action = match planted.next().filter(|_| seat == 0 && first_turn) {
            Some(text) => parse_action(&game, 0, text).unwrap(),
            None => {
                first_turn &= seat != 0 || moves.is_empty();
                bots[seat].decide(&okey_core::SeatView::of(&game, seat).unwrap())
            }
        };
        if seat != 0 {
            first_turn = false;
        }
        game.apply(seat, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
        moves.push(Move { seat, action });
    }
    moves
}

fn review(start: &Game, moves: &[Move]) -> Review {
    let review = review_moves(start.clone(), moves, 0, ReviewOptions::default()).unwrap();
    assert!(!review.items.is_empty(), "nothing found in {moves:?}");
    review
}

#[test]
fn a_skipped_opening_is_found_and_ranked_first() {
    // 122 points of runs in hand, two tiles left in the stock, and house rules that score the
    // hands when the stock runs out: not opening now means paying for an unopened hand.
    let rules = Rules { stock_exhausted: StockExhausted::ScoreHands, ..Rules::default() };
    let start = table(&format!(
        "rules: {}
rack 0: R10 R11 R12 R13 B10 B11 B12 B13 Y9 Y10 Y11 K1 ...22
stock: Y1 Y2
discards 1: ...",
        serde_json::to_string(&rules).unwrap()
    ));
    let moves = planted_game(&start, &["discard K1"], 40);
    let review = review(&start, &moves);
    let top = &review.items[0];
    assert_eq!(top.move_index, 0);
    let MistakeKind::MissedOpening { value, melds, .. } = &top.kind else { panic!("{:?}", review.items) };
    assert!(*value >= 101 && !melds.is_empty(), "{top:?}");
    assert!(top.points > 50, "{top:?}");
    assert!(matches!(top.better.first(), Some(Action::Lay { .. })), "{top:?}");
    assert!(top.position.starts_with("okey-position 1\n"), "{top:?}");
}

#[test]
fn a_discard_that_cost_101_is_found_and_ranked_first() {
    let start = table(
        "turn: 0
rack 0: R8 ...
opened 0: sets
meld 0 by 1 run: R5 R6 R7
opened 1: sets",
    );
    let moves = planted_game(&start, &["draw", "discard R8"], 16);
    let review = review(&start, &moves);
    let top = &review.items[0];
    assert_eq!(top.move_index, 0, "{:?}", review.items);
    let MistakeKind::PenaltyDiscard { points, .. } = top.kind else { panic!("{:?}", review.items) };
    assert_eq!(points, 101);
    assert!(top.points >= 101, "{top:?}");
    assert!(top.text(Language::English).contains("101"));
    assert!(top.text(Language::Turkish).contains("101"));
}

#[test]
fn a_held_finish_is_found_and_ranked_first() {
    // After drawing Y13, R1 R2 R3 go down, K9 on the run and Y13 is the last discard.
    let start = table(
        "rack 0: R1 R2 R3 K9
opened 0: sets
meld 0 by 1 run: K10 K11 K12
opened 1: sets
stock: Y13 ...",
    );
    let moves = planted_game(&start, &["draw", "discard Y13"], 16);
    let review = review(&start, &moves);
    let top = &review.items[0];
    assert_eq!(top.move_index, 0, "{:?}", review.items);
    assert!(matches!(top.kind, MistakeKind::MissedFinish { .. }), "{:?}", review.items);
    assert!(top.points > 0, "{top:?}");
}

#[test]
fn hard_reviewed_by_itself_agrees_on_every_turn_of_a_deal() {
    let start = table("rack 0: ...22");
    let moves = planted_game(&start, &[], 400);
    let review = review_moves(start, &moves, 0, ReviewOptions::default()).unwrap();
    assert!(review.turns > 0);
    assert_eq!(review.agreed, review.turns, "{:?}", review.items);
}

#[test]
fn the_same_game_gets_the_same_review_and_a_bad_seat_is_refused() {
    let (mut recorder, _) = okey_core::record::Recorder::new(Rules::default(), 5).unwrap();
    let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|seat| Some(okey_core::bot::Level::Easy.bot(seat))).collect();
    okey_core::bot::play_bots(&mut recorder, &mut seats);
    let record = recorder.record();
    let first = review_record(record, 2).unwrap();
    assert_eq!(first, review_record(record, 2).unwrap());
    let err = review_record(record, 4).unwrap_err();
    assert_eq!(err.code(), "no_such_seat");
}

/// A whole bot game of Easy bots, from `seed`.
fn easy_game(seed: u64) -> okey_core::record::Record {
    let (mut recorder, _) = okey_core::record::Recorder::new(Rules::default(), seed).unwrap();
    let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|seat| Some(okey_core::bot::Level::Easy.bot(seat))).collect();
    okey_core::bot::play_bots(&mut recorder, &mut seats);
    recorder.record().clone()
}

/// The record's game with its first `moves` moves played.
fn replayed_to(record: &okey_core::record::Record, moves: usize) -> Game {
    let (mut game, _) = Game::new(record.rules.clone(), record.seed).unwrap();
    for m in &record.moves[..moves] {
        game.apply(m.seat, &m.action).unwrap();
    }
    game
}

#[test]
fn progress_counts_every_turn_once_in_order_and_ends_at_the_total() {
    let record = easy_game(5);
    let mut calls = Vec::new();
    let review = review_record_with_progress(&record, 1, &mut |done, total| {
        calls.push((done, total));
        true
    })
    .unwrap();
    assert!(review.turns > 1);
    let expected: Vec<_> = (0..=review.turns).map(|done| (done, review.turns)).collect();
    assert_eq!(calls, expected, "(0, total) first, then one call per judged turn");
    assert_eq!(review, review_record(&record, 1).unwrap(), "reporting progress changes nothing");
}

#[test]
fn a_stopped_review_is_a_typed_error_not_a_partial_list() {
    let record = easy_game(5);
    for stop_at in [0, 3] {
        let mut calls = 0;
        let error = review_record_with_progress(&record, 1, &mut |done, _| {
            calls += 1;
            done < stop_at
        })
        .unwrap_err();
        let ReviewError::Cancelled { done, total } = error else { panic!("{error:?}") };
        assert_eq!((done, calls), (stop_at, stop_at + 1), "it stops at once");
        assert!(total > done);
        assert_eq!(error.code(), "review_cancelled");
    }
}

#[test]
fn the_position_of_an_item_is_the_seats_own_view_at_its_move() {
    let record = easy_game(5);
    let (seat, review) =
        (0..4).map(|seat| (seat, review_record(&record, seat).unwrap())).find(|(_, r)| !r.items.is_empty()).unwrap();
    for item in &review.items {
        let view = position_at(&record, seat, item.move_index).unwrap();
        // The game replayed to the item's move is the item's position; the view is the seat's.
        let game = replayed_to(&record, item.move_index);
        assert_eq!(okey_core::position::write(&game).unwrap(), item.position);
        assert_eq!(view, okey_core::SeatView::of(&game, seat).unwrap());
        assert_eq!(view.seat, seat);
        assert_eq!(view.turn, seat, "a turn starts with the seat to move");
    }
    // The end of the game is a position too; past it and a seat not at the table are refused.
    position_at(&record, 0, record.moves.len()).unwrap();
    let past = position_at(&record, 0, record.moves.len() + 1).unwrap_err();
    assert_eq!(past.code(), "no_such_move");
    assert_eq!(position_at(&record, 4, 0).unwrap_err().code(), "no_such_seat");
    assert_eq!(position_at(&record, usize::MAX, usize::MAX).unwrap_err().code(), "no_such_seat");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 8, ..Default::default() })]

    /// Over random bot games: the review replays every record, lists the clear mistakes first and
    /// then the costliest, each item at one of the seat's own moves, with a position that reads
    /// back.
    #[test]
    fn any_played_deal_reviews_consistently(seed in 0u64..1_000_000, seat in 0usize..4, level in 0usize..3) {
        let (mut recorder, _) = okey_core::record::Recorder::new(Rules::default(), seed).unwrap();
        let levels = [okey_core::bot::Level::Beginner, okey_core::bot::Level::Easy, okey_core::bot::Level::Medium];
        let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|s| Some(levels[(level + s) % 3].bot(seed + s as u64))).collect();
        okey_core::bot::play_bots(&mut recorder, &mut seats);
        let record = recorder.record();
        let review = review_record(record, seat).unwrap();
        proptest::prop_assert!(review.agreed <= review.turns);
        // The clear mistakes first, then the rest; each the costliest first.
        let ordered = |a: &ReviewItem, b: &ReviewItem| {
            a.kind.is_clear() && !b.kind.is_clear() || a.kind.is_clear() == b.kind.is_clear() && a.points >= b.points
        };
        proptest::prop_assert!(review.items.windows(2).all(|w| ordered(&w[0], &w[1])));
        for item in &review.items {
            proptest::prop_assert_eq!(record.moves[item.move_index].seat, seat);
            proptest::prop_assert!(item.points >= 0);
            proptest::prop_assert!(!item.made.is_empty());
            okey_core::position::parse(&item.position).unwrap();
            let game = replayed_to(record, item.move_index);
            proptest::prop_assert_eq!(position_at(record, seat, item.move_index).unwrap(), okey_core::SeatView::of(&game, seat).unwrap());
            proptest::prop_assert!(!item.text(Language::Turkish).is_empty());
            for text in [item.text(Language::Turkish), item.made_words(Language::Turkish), item.better_words(Language::Turkish)] {
                assert_no_tile_codes("review item", &text);
            }
        }
    }
}

/// Every kind of review item and every move in words name tiles in Turkish by colour and number,
/// never by the notation's English letters; English keeps the notation.
#[test]
fn no_turkish_review_text_names_a_tile_in_the_notation() {
    let named = |name: &str| tiles(name).unwrap()[0];
    let (k13, y6, false_joker) = (named("K13"), named("Y6"), named("F"));
    let mut kinds = vec![
        MistakeKind::MissedFinish { discard: k13, scored: -101 },
        MistakeKind::MissedWin { discard: k13, by_taking: false, worth: 2 },
        MistakeKind::MissedWin { discard: false_joker, by_taking: true, worth: 4 },
        MistakeKind::MissedIndicator { tile: y6 },
        MistakeKind::BrokeMelds { tile: y6, kept: 8, possible: 11, instead: k13 },
        MistakeKind::FedOpponent { tile: y6, opponent: 1, finished: false },
        MistakeKind::FedOpponent { tile: false_joker, opponent: 2, finished: true },
        MistakeKind::OkeyHeld { okeys: 1, stock_ran_out: true },
        MistakeKind::OkeyHeld { okeys: 2, stock_ran_out: false },
        MistakeKind::NotLaidOff { tiles: tiles("R5 B9 F").unwrap() },
        MistakeKind::WeakerMove,
    ];
    for with in [OpenedWith::SetsAndRuns, OpenedWith::Pairs] {
        let melds = vec![tiles("R5 R6 R7").unwrap(), tiles("K8 Y8 B8").unwrap(), tiles("F F").unwrap()];
        kinds.push(MistakeKind::MissedOpening { with, value: 5, melds, risked: 202 });
        kinds.push(MistakeKind::OpeningKind { made: with, better: with });
    }
    for reason in [
        PenaltyReason::DiscardedOkey,
        PenaltyReason::DiscardedPlayableTile,
        PenaltyReason::GaveOpeningTile,
        PenaltyReason::TookBack,
    ] {
        kinds.push(MistakeKind::PenaltyDiscard { tile: k13, reason, points: 101 });
    }
    let every_action = vec![
        Action::Draw,
        Action::TakeDiscard,
        Action::TakeIndicator,
        Action::ReturnTaken,
        Action::Lay { melds: vec![MeldSpec { kind: None, tiles: tiles("B1 B2 B3").unwrap() }] },
        Action::LayOff { tile: y6, meld: 0, side: None },
        Action::RetrieveOkey { tile: named("R10"), meld: 1 },
        Action::TakeBack { tile: named("Y12") },
        Action::TakeBackAll,
        Action::Discard { tile: y6 },
        Action::Finish { tile: false_joker },
        Action::ShowIndicator,
        Action::NextDeal,
    ];
    for action in &every_action {
        match action {
            Action::Draw
            | Action::TakeDiscard
            | Action::TakeIndicator
            | Action::ReturnTaken
            | Action::Lay { .. }
            | Action::LayOff { .. }
            | Action::RetrieveOkey { .. }
            | Action::TakeBack { .. }
            | Action::TakeBackAll
            | Action::Discard { .. }
            | Action::Finish { .. }
            | Action::ShowIndicator
            | Action::NextDeal => {}
        }
    }
    for kind in kinds {
        let item = ReviewItem {
            deal: 0,
            turn: 1,
            move_index: 0,
            made: every_action.clone(),
            better: vec![Action::Draw, Action::Discard { tile: k13 }],
            points: 12,
            kind,
            position: String::new(),
        };
        for text in
            [item.kind.describe(Language::Turkish), item.text(Language::Turkish), item.made_words(Language::Turkish)]
        {
            assert_no_tile_codes(&format!("{:?}", item.kind), &text);
        }
    }
    let fed = MistakeKind::FedOpponent { tile: y6, opponent: 1, finished: false };
    assert_eq!(fed.describe(Language::Turkish), "2. oyuncu attığın sarı 6'yı alıp onunla el açtı.");
    assert_eq!(fed.describe(Language::English), "Player 2 took your yellow 6 and opened with it.");
    let missed = MistakeKind::MissedFinish { discard: k13, scored: -101 };
    assert_eq!(
        missed.describe(Language::Turkish),
        "Bu turda son taş olarak siyah 13'ü atıp bitebilirdin: bu elden -101 sayı alırdın."
    );
    assert_eq!(
        missed.describe(Language::English),
        "You could have finished this turn, discarding black 13 last: your score for the deal would have been -101."
    );
    let better = [Action::Draw, Action::Discard { tile: named("Y8") }];
    let item = ReviewItem {
        deal: 0,
        turn: 1,
        move_index: 0,
        made: vec![Action::Draw, Action::Discard { tile: y6 }],
        better: better.to_vec(),
        points: 9,
        kind: MistakeKind::WeakerMove,
        position: String::new(),
    };
    assert_eq!(item.better_words(Language::Turkish), "desteden çek; sarı 8'i at");
    assert_eq!(item.better_words(Language::English), "draw from the stock; discard yellow 8");
    assert_eq!(
        item.text(Language::Turkish),
        "Daha iyi bir hamle vardı. Oynanan: desteden çek; sarı 6'yı at. Daha iyisi: desteden çek; sarı 8'i at. \
         Bedeli: yaklaşık 9 sayı."
    );
    assert_eq!(
        item.text(Language::English),
        "A better move was there. Played: draw from the stock; discard yellow 6. Better: draw from the stock; discard \
         yellow 8. Cost: about 9 points."
    );
    // A named case the play-outs found no cost for says what it risked, and no cost.
    let opening = ReviewItem {
        points: 0,
        kind: MistakeKind::MissedOpening {
            with: OpenedWith::SetsAndRuns,
            value: 120,
            melds: vec![tiles("R11 R12 R13").unwrap()],
            risked: 202,
        },
        better: vec![],
        ..item
    };
    assert_eq!(
        opening.text(Language::English),
        "You could have opened with 120 points: red 11-12-13. Not opening risked 202 points if someone finished before \
         you opened. Played: draw from the stock; discard yellow 6. Better: -."
    );
    assert_eq!(
        opening.text(Language::Turkish),
        "120 sayıyla el açabilirdin: kırmızı 11-12-13. Sen açmadan biri biterse 202 sayı yazılır. Oynanan: desteden çek; sarı 6'yı \
         at. Daha iyisi: -."
    );
}

/// A meld that holds the deal's okey is named for what the okey stands for, in the moves and in a
/// missed opening's melds: by its print ("red 13") it reads as a tile that does not belong. The
/// deal's okey comes from the item's position.
#[test]
fn an_okey_in_a_reviewed_meld_is_named_for_what_it_stands_for() {
    // Indicator red 12: the okey is red 13, here paired with black 5.
    let position = "okey-position 1\nrules: standard\nindicator: R12\nrack 0: K5 R13 B10 ...22\nrack 1: ...\nrack 2: ...\nrack 3: ...\nstock: ...\n";
    okey_core::position::parse(position).unwrap();
    let pair = tiles("K5 R13").unwrap();
    let item = ReviewItem {
        deal: 0,
        turn: 1,
        move_index: 0,
        made: vec![Action::Discard { tile: tiles("B10").unwrap()[0] }],
        better: vec![Action::Lay { melds: vec![MeldSpec { kind: None, tiles: pair.clone() }] }],
        points: 0,
        kind: MistakeKind::MissedOpening { with: OpenedWith::Pairs, value: 5, melds: vec![pair], risked: 202 },
        position: position.to_owned(),
    };
    assert_eq!(item.better_words(Language::English), "lay black 5, okey as black 5");
    assert_eq!(item.better_words(Language::Turkish), "per aç: siyah 5, okey (siyah 5 yerine)");
    assert_eq!(
        item.text(Language::English),
        "You could have opened with 5 pairs: black 5, okey as black 5. Not opening risked 202 points if someone \
         finished before you opened. Played: discard blue 10. Better: lay black 5, okey as black 5."
    );
    // Without a position there is no okey to name: the tiles are read by their print.
    let bare = ReviewItem { position: String::new(), ..item };
    assert_eq!(bare.better_words(Language::English), "lay black 5, red 13");
}

/// The first `deals` deals of a Düz Okey game of Hard bots, from `seed`.
fn duz_hard_game(seed: u64, deals: usize) -> okey_core::record::Record {
    let (mut recorder, _) = okey_core::record::Recorder::new(Rules::preset(Preset::Duz), seed).unwrap();
    let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|seat| Some(okey_core::bot::Level::Hard.bot(seat))).collect();
    loop {
        okey_core::bot::play_bots(&mut recorder, &mut seats);
        if recorder.game().phase() != Phase::DealOver || recorder.game().results().len() >= deals {
            break;
        }
        recorder.apply(0, &Action::NextDeal).unwrap();
    }
    recorder.record().clone()
}

/// Hard reviewed by itself in Düz Okey agrees on every turn and makes none of the mistakes the
/// seat could see: the only items are discards the next player won with.
#[test]
fn duz_hard_reviewed_by_itself_agrees_and_names_nothing_it_could_see() {
    let record = duz_hard_game(3, 3);
    for seat in 0..4 {
        let review = review_record(&record, seat).unwrap();
        assert!(review.turns > 10, "{}", review.turns);
        assert_eq!(review.agreed, review.turns, "seat {seat}: {:?}", review.items);
        for item in &review.items {
            assert!(matches!(item.kind, MistakeKind::FedOpponent { finished: true, .. }), "{item:?}");
            assert!(!item.kind.is_clear());
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 6, ..Default::default() })]

    /// Over random Düz Okey deals of mixed bots: the review replays every record, lists the clear
    /// mistakes first, each item at one of the seat's own moves and in a Düz kind, with a
    /// position that reads back, the same review twice.
    #[test]
    fn any_played_duz_deal_reviews_consistently(seed in 0u64..1_000_000, seat in 0usize..4, level in 0usize..3) {
        let (mut recorder, _) = okey_core::record::Recorder::new(Rules::preset(Preset::Duz), seed).unwrap();
        let levels = [okey_core::bot::Level::Beginner, okey_core::bot::Level::Easy, okey_core::bot::Level::Medium];
        let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|s| Some(levels[(level + s) % 3].bot(seed + s as u64))).collect();
        okey_core::bot::play_bots(&mut recorder, &mut seats);
        let record = recorder.record();
        let review = review_record(record, seat).unwrap();
        proptest::prop_assert_eq!(&review, &review_record(record, seat).unwrap());
        proptest::prop_assert!(review.agreed <= review.turns);
        proptest::prop_assert!(review.items.windows(2).all(|w| w[0].kind.is_clear() || !w[1].kind.is_clear()));
        for item in &review.items {
            proptest::prop_assert_eq!(record.moves[item.move_index].seat, seat);
            proptest::prop_assert!(matches!(
                item.kind,
                MistakeKind::MissedWin { .. }
                    | MistakeKind::MissedIndicator { .. }
                    | MistakeKind::BrokeMelds { .. }
                    | MistakeKind::FedOpponent { finished: true, .. }
            ), "{:?}", item.kind);
            okey_core::position::parse(&item.position).unwrap();
            let game = replayed_to(record, item.move_index);
            proptest::prop_assert_eq!(position_at(record, seat, item.move_index).unwrap(), okey_core::SeatView::of(&game, seat).unwrap());
            for text in [item.text(Language::Turkish), item.made_words(Language::Turkish), item.better_words(Language::Turkish)] {
                assert_no_tile_codes("review item", &text);
            }
        }
    }
}
