//! Düz Okey, the second game, from seed 002 (`shared/seeds/002_45476b14907a1f62.txt`).
//!
//! Positions use the usual frame: indicator K5, so the black 6s (K6) are the okeys and the
//! false jokers (F) play as K6. The seed's green is our blue.

use crate::common;

use common::*;
use okey_core::action::Event;
use okey_core::rules::OneColourWin;
use okey_core::scoring::DealEnd;
use okey_core::{ActionError, Game, Phase, Preset, Rules};

/// Seat 0 to move with 15 tiles (it has just drawn), the rest filled to 14.
fn duz(rules: &str, rack: &str, extra: &str) -> Game {
    table(&format!("rules: {rules}\nrack 0: {rack}\n{extra}"))
}

fn json(rules: &Rules) -> String {
    serde_json::to_string(rules).unwrap()
}

fn shown(events: &[Event]) -> Option<usize> {
    events.iter().find_map(|e| match e {
        Event::ShowedHand { melds, .. } => Some(melds.iter().map(|m| m.len()).sum()),
        _ => None,
    })
}

/// Seed 002: "The player to the dealer's right will receive 15 tiles and the others 14 each" and
/// "the player to the dealer's right begins the play by discarding one tile".
#[test]
fn hands_of_fourteen_and_the_starter_discards_first() {
    let (mut game, _) = Game::new(Rules::preset(Preset::Duz), 11).unwrap();
    let deal = game.deal();
    let starter = (deal.dealer + 1) % 4;
    for seat in 0..4 {
        assert_eq!(deal.racks[seat].len(), if seat == starter { 15 } else { 14 });
    }
    assert_eq!(deal.stock.len(), 106 - 1 - 57);
    assert_eq!(game.phase(), Phase::Play);
    assert!(game.tiles_accounted_for());
    assert_eq!(game.totals(), &[20, 20, 20, 20], "each player begins the game with 20 points");
    assert_eq!(refused(&mut game, starter, "draw"), ActionError::WrongPhase { phase: Phase::Play });
    let tile = game.deal().racks[starter][0];
    game.apply(starter, &okey_core::Action::Discard { tile }).unwrap();
    assert_eq!(game.turn(), (starter + 1) % 4);
}

/// Seed 002: "each player in turn may either take the tile just discarded by the previous player,
/// or draw the next tile", with no condition on using it.
#[test]
fn the_previous_discard_may_always_be_taken() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "");
    act(&mut game, 0, "discard K9");
    act(&mut game, 1, "take");
    assert!(game.deal().racks[1].iter().any(|t| t.print().to_string() == "K9"));
    act(&mut game, 1, "discard K9");
}

/// Seed 002: "A winning hand consists of 14 tiles formed entirely into sets and runs - for
/// example two sets of 3 and two runs of 4"; "yellow 12-13-1 would be valid"; "When a player wins
/// an ordinary game, each of the other players loses 2 points."
#[test]
fn two_sets_and_two_runs_win_and_the_others_lose_two() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "");
    let events = act(&mut game, 0, "finish K9");
    assert_eq!(shown(&events), Some(14));
    assert_eq!(deal_scores(&events), Some(vec![0, -2, -2, -2]));
    assert_eq!(game.totals(), &[20, 18, 18, 18]);
    assert!(game.tiles_accounted_for());
    assert_eq!(game.phase(), Phase::DealOver);
}

/// Seed 002: "black 13-1-2 would not be" a run. A hand that needs it does not win, and the
/// refused finish leaves the game as it was; the same hand with 12-13-1 wins.
#[test]
fn thirteen_one_two_is_not_a_run() {
    let mut game = duz("duz", "Y7 B7 K7 R7 B5 Y5 R5 Y10 Y11 Y12 Y13 K13 K1 K2 B9", "");
    assert_eq!(refused(&mut game, 0, "finish B9"), ActionError::NotAWinningHand { tile: game.deal().racks[0][14] });
    let mut game = duz("duz", "Y7 B7 K7 R7 B5 Y5 R5 Y10 Y11 Y12 Y13 K12 K13 K1 B9", "");
    assert!(deal_scores(&act(&mut game, 0, "finish B9")).is_some());
}

/// Seed 002: "{Green 6, red 5, red 5, green 9} would count as a run, using jokers for the green 7
/// and 8. Alternatively, {yellow 10, black 10, red 5} would be a set"; and "{red 4, false joker,
/// red 6} is a run" when the red 5s are jokers. Here K6 is the okey.
#[test]
fn okeys_stand_in_and_false_jokers_play_as_the_okey() {
    let mut game = duz("duz", "B6 K6 K6 B9 K4 K5 F K7 R1 R2 R3 Y10 B10 R10 B1", "");
    let events = act(&mut game, 0, "finish B1");
    assert_eq!(deal_scores(&events), Some(vec![0, -2, -2, -2]));
    let mut game = duz("duz", "Y10 K10 K6 K4 K5 F K7 R1 R2 R3 Y1 Y2 Y3 Y4 B1", "");
    assert!(deal_scores(&act(&mut game, 0, "finish B1")).is_some());
}

/// Seed 002: "When a player wins by discarding a joker, each other player loses 4 points."
#[test]
fn winning_with_an_okey_discard_costs_four() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K6", "");
    let events = act(&mut game, 0, "finish K6");
    assert_eq!(deal_scores(&events), Some(vec![0, -4, -4, -4]));
}

/// Seed 002: "Another type of winning hand consists seven pairs ... When collecting a hand of
/// seven pairs, a joker can be used with any tile to form a pair"; "When a player wins with seven
/// pairs, each other player loses 4 points"; "Two tiles of the same number and different colours
/// do not make a pair".
#[test]
fn seven_pairs_win_double_and_pairs_need_identical_tiles() {
    let mut game = duz("duz", "R1 R1 Y4 Y4 B6 B6 K8 K8 R13 R13 Y2 Y2 B3 K6 B9", "");
    let events = act(&mut game, 0, "finish B9");
    assert_eq!(deal_scores(&events), Some(vec![0, -4, -4, -4]));
    let mut game = duz("duz", "R1 Y1 Y4 Y4 B6 B6 K8 K8 R13 R13 Y2 Y2 B3 K6 B9", "");
    assert!(matches!(refused(&mut game, 0, "finish B9"), ActionError::NotAWinningHand { .. }));
}

/// Seed 002: "if at the start of the play, a player shows the tile that matches the face up tile
/// ... each of the other players loses 1 point ... and can only be claimed before the holder of
/// the matching tile first draws a tile." Any seat may show, in turn or not.
#[test]
fn showing_the_indicator_twin_costs_the_others_one() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "rack 2: K5 ...");
    act(&mut game, 2, "show");
    assert_eq!(refused(&mut game, 2, "show"), ActionError::CannotShowIndicator, "once only");
    assert_eq!(refused(&mut game, 1, "show"), ActionError::CannotShowIndicator, "seat 1 has no K5");
    let events = act(&mut game, 0, "finish K9");
    assert_eq!(deal_scores(&events), Some(vec![-1, -3, -2, -3]), "seat 2 still loses 2 to the win");
}

#[test]
fn the_indicator_twin_cannot_be_shown_after_drawing() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "rack 1: K5 ...");
    act(&mut game, 0, "discard K9");
    act(&mut game, 1, "draw");
    assert_eq!(refused(&mut game, 1, "show"), ActionError::CannotShowIndicator);
}

/// Seed 002: "If the game ends without any player exposing a winning hand (because there are no
/// tiles left to draw ...), then there is no score." The same dealer deals again.
#[test]
fn an_exhausted_stock_scores_nothing() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "stock:\ndiscards 2: ...");
    act(&mut game, 0, "discard K9");
    let events = act(&mut game, 1, "draw");
    let result = deal_result(&events).unwrap();
    assert_eq!(result.end, DealEnd::StockExhausted);
    assert_eq!(result.scores, vec![0; 4]);
    let dealer = game.deal().dealer;
    act(&mut game, 0, "next");
    assert_eq!(game.deal().dealer, dealer);
}

/// Seed 002's variation: "Some players use the exposed tile as the last tile to be drawn from the
/// centre, when all the other tiles have been taken."
#[test]
fn the_indicator_can_be_the_last_tile_drawn() {
    let rules = Rules { indicator_last_tile: true, ..Rules::preset(Preset::Duz) };
    let mut game = duz(&json(&rules), "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "stock:\ndiscards 2: ...");
    act(&mut game, 0, "discard K9");
    act(&mut game, 1, "draw");
    assert!(game.deal().racks[1].contains(&game.deal().indicator));
    assert!(game.tiles_accounted_for());
    act(&mut game, 1, "discard K5");
    let events = act(&mut game, 2, "draw");
    assert_eq!(deal_result(&events).unwrap().end, DealEnd::StockExhausted);
}

/// Seed 002: "Play continues until any player's score reaches zero or less. The two players with
/// the highest scores at that time are the winners".
#[test]
fn the_game_ends_when_a_score_reaches_zero() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "totals: 20 1 2 5");
    let events = act(&mut game, 0, "finish K9");
    assert_eq!(game.totals(), &[20, -1, 0, 3]);
    assert!(game.is_over());
    assert!(events.iter().any(|e| matches!(e, Event::GameEnded { winners, .. } if *winners == vec![0, 3])));
}

/// Seed 002's variation: "players sitting opposite each other are partners ... when a player
/// exposes a winning hand, the opposing team loses 2 or 4 points ... If a player shows the tile
/// matching the exposed tile at the start, the other team loses 1 point."
#[test]
fn partners_lose_together() {
    let rules = Rules { partners: true, ..Rules::preset(Preset::Duz) };
    let mut game = duz(&json(&rules), "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "rack 1: K5 ...");
    act(&mut game, 1, "show");
    let events = act(&mut game, 0, "finish K9");
    assert_eq!(deal_scores(&events), Some(vec![-1, -2, -1, -2]));
}

/// Seed 002's variation: "a player who wins a game with tiles of one colour only, the score is
/// doubled ... Some only award this double score for a hand consisting entirely of red tiles or
/// black tiles."
#[test]
fn a_one_colour_hand_can_double() {
    let red = "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 R1 B9";
    let yellow = "Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8 Y9 Y10 Y11 Y12 Y13 Y1 B9";
    for (one_colour_win, rack, loss) in [
        (OneColourWin::Plain, red, -2),
        (OneColourWin::Doubles, red, -4),
        (OneColourWin::Doubles, yellow, -4),
        (OneColourWin::RedOrBlackDoubles, red, -4),
        (OneColourWin::RedOrBlackDoubles, yellow, -2),
    ] {
        let rules = Rules { one_colour_win, ..Rules::preset(Preset::Duz) };
        let mut game = duz(&json(&rules), rack, "");
        let events = act(&mut game, 0, "finish B9");
        assert_eq!(deal_scores(&events), Some(vec![0, loss, loss, loss]), "{one_colour_win:?} {rack}");
    }
}

/// Seed 002: "no sets or runs are exposed during the game": Okey 101's table moves are refused,
/// and Düz Okey's finish is refused in Okey 101.
#[test]
fn nothing_is_laid_during_play() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "");
    let error = refused(&mut game, 0, "lay R1 R2 R3");
    assert_eq!(error.code(), "not_in_this_game");
    let mut game = table(&format!("rules: standard\nrack 0: {} ...22", seed_000_rack!()));
    assert_eq!(refused(&mut game, 0, "finish R7").code(), "not_in_this_game");
    assert_eq!(refused(&mut game, 0, "show").code(), "not_in_this_game");
}

/// A Düz position keeps who has drawn and who showed the indicator's twin, so showing cannot be
/// repeated after writing and reading the position; a seat that does not exist is a problem, not
/// a panic.
#[test]
fn positions_keep_who_drew_and_who_showed() {
    let mut game = duz("duz", "R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9", "rack 2: K5 ...");
    act(&mut game, 2, "show");
    act(&mut game, 0, "discard K9");
    act(&mut game, 1, "draw");
    let tile = game.deal().racks[1][0];
    game.apply(1, &okey_core::Action::Discard { tile }).unwrap();
    let text = okey_core::position::write(&game).unwrap();
    assert!(text.contains("drawn: 1\n") && text.contains("showed: 2\n"), "{text}");
    let mut read = okey_core::position::parse(&text).unwrap();
    assert_eq!(read.deal().seats, game.deal().seats);
    assert_eq!(refused(&mut read, 2, "show"), ActionError::CannotShowIndicator);
    let bad = okey_core::position::parse(&text.replace("drawn: 1", "drawn: 9"));
    assert!(bad.is_err());
}
