//! The Online preset, from seed 001 (`shared/seeds/001_c264c4b55d4bbb33.txt`).

use crate::common;

use common::*;
use okey_core::action::PenaltyReason;
use okey_core::scoring::DealEnd;
use okey_core::view::ActionKind;
use okey_core::{ActionError, Game, Preset, Rules, SeatView};

/// Seed 001: "each player is given 21 tiles (your hand) and the dealer gets 22 tiles ... The
/// dealer starts the game by throwing away 1 of his tiles."
#[test]
fn the_dealer_starts_with_22() {
    let (game, _) = Game::new(Rules::preset(Preset::Online), 3).unwrap();
    let deal = game.deal();
    assert_eq!(deal.turn, deal.dealer);
    assert_eq!(deal.racks[deal.dealer].len(), 22);
}

const UNUSABLE_DISCARD: &str = concat!(
    "
rules: online
rack 0: ",
    seed_000_rack!(),
    "
stock: R12 ...
discards 3: Y7
takeable: Y7
"
);

/// Seed 001: "A player is allowed to take the discarded tile and then return it and still take
/// from the bank without receiving a penalty."
#[test]
fn a_taken_discard_may_be_returned_for_free() {
    let mut game = table(UNUSABLE_DISCARD);
    act(&mut game, 0, "take");
    assert!(SeatView::of(&game, 0).unwrap().allowed.contains(&ActionKind::ReturnTaken));
    assert!(matches!(refused(&mut game, 0, "discard K13"), ActionError::TakenTileNotUsed { .. }));
    let events = act(&mut game, 0, "return");
    assert!(penalties(&events).is_empty());
    assert_eq!(game.deal().discards[3].last().map(ToString::to_string).as_deref(), Some("Y7"));
    assert_eq!(refused(&mut game, 0, "take"), ActionError::MustDrawAfterReturn);
    act(&mut game, 0, "draw");
    assert_eq!(game.deal().seats[0].penalties, 0);
}

/// Seed 001: "If a player has a joker left in their hand when another player finishes the round
/// ... they receive a 101 penalty. When they have not opened yet they receive the standard total
/// penalty of 202."
#[test]
fn an_okey_left_in_hand_is_a_flat_101() {
    let mut game = table(
        "
rules: online
rack 0: R7 R8 Y9
opened 0: sets
opened 1: sets
meld 0 by 0 run: B1 B2 B3
meld 1 by 1 run: B9 B10 B11
rack 1: K6 R2
rack 2: K6 ...
stock: R9 ...",
    );
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R7 R8 R9");
    let scores = deal_scores(&act(&mut game, 0, "discard Y9")).unwrap();
    assert_eq!((scores[0], scores[1], scores[2]), (-101, 2 + 101, 202));
}

/// Seed 001: "A round is completed when there are no more tiles left to draw from the bank" and
/// the exhausted round scores nothing.
#[test]
fn an_exhausted_stock_completes_the_round_with_no_score() {
    let mut game = table(
        "
rules: online
rack 0: K6 ...
stock:
discards 2: ...",
    );
    let events = act(&mut game, 0, "draw");
    assert_eq!(deal_scores(&events), Some(vec![0, 0, 0, 0]));
    assert_eq!(game.deals_counted(), 1);
}

/// Seed 001: "If all 4 players open with doubles within one round, that round gets canceled and
/// replayed. No players receive any penalties."
#[test]
fn all_pairs_is_cancelled_and_replayed_without_score() {
    let mut game = everyone_else_on_pairs("online", "K6 B10");
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R1 R1 | Y2 Y2 | B3 B3 | K4 K4 | R8 R8");
    let events = act(&mut game, 0, "discard B10");
    let result = deal_result(&events).unwrap();
    assert_eq!(result.end, DealEnd::AllPairs);
    assert_eq!(result.scores, vec![0, 0, 0, 0]);
    assert!(!result.counts);
    assert!(penalties(&events).iter().all(|(_, r)| *r != PenaltyReason::DiscardedOkey));
}
