//! The Guide preset, from seed 003 (`shared/seeds/003_3bcaf1b730b370e7.txt`).

use crate::common;

use common::*;
use okey_core::action::{Event, PenaltyReason};
use okey_core::game::Phase;
use okey_core::scoring::DealEnd;
use okey_core::tile::Print;
use okey_core::{ActionError, Game, Preset, Rules};

/// Seed 003: "If the indicator revealed at the beginning is one of the two 'False Jokers'
/// (smiley), the round is played in risk mode. In risk mode, all scores at the end are doubled
/// again." The okey still comes from a numbered indicator (see `FalseJokerIndicator::RiskRound`).
#[test]
fn a_false_joker_indicator_makes_a_risk_round() {
    let seed = (0..10_000u64)
        .find(|&seed| Game::new(Rules::preset(Preset::Guide), seed).unwrap().0.deal().risk_round)
        .expect("some seed turns up a false joker first");
    let guide = Game::new(Rules::preset(Preset::Guide), seed).unwrap().0;
    let standard = Game::new(Rules::preset(Preset::Standard), seed).unwrap().0;
    assert!(matches!(guide.deal().indicator.print(), Print::Numbered(_)));
    assert!(!standard.deal().risk_round);
    assert_eq!(guide.deal().indicator, standard.deal().indicator, "Standard redraws to the same tile");
    assert!(guide.tiles_accounted_for());
}

const GIVER: &str = concat!(
    "
rules: guide
rack 0: ",
    seed_000_rack!(),
    "
stock: R12 ...
discards 3: R10
takeable: R10
"
);

/// Seed 003: "When Player B opens (or finishes) using a tile that Player A just discarded, Player A
/// receives a flat +101 punitive penalty".
#[test]
fn opening_with_a_discard_makes_its_giver_pay_101() {
    let mut game = table(GIVER);
    act(&mut game, 0, "take");
    act(&mut game, 0, "lay R7 R8 R9 R10 | B11 Y11 K11 | B4 B5 B6 | Y11 Y12 Y13");
    let events = act(&mut game, 0, "discard K13");
    assert_eq!(penalties(&events), vec![(3, PenaltyReason::GaveOpeningTile)]);
    assert_eq!(game.deal().seats[3].penalties, 101);
}

/// The giver pays nothing in Standard.
#[test]
fn no_giver_penalty_outside_guide() {
    let mut game = table(&GIVER.replace("rules: guide", "rules: standard"));
    act(&mut game, 0, "take");
    act(&mut game, 0, "lay R7 R8 R9 R10 | B11 Y11 K11 | B4 B5 B6 | Y11 Y12 Y13");
    assert!(penalties(&act(&mut game, 0, "discard K13")).is_empty());
}

const LAST_TILE: &str = "
rules: guide
rack 0: K3 K4 R9
opened 0: sets
meld 0 by 0 run: B1 B2 B3
stock:
discards 2: ...
";

/// Seed 003: "If all tiles in the pile are used up ... If the player whose turn it is can take the
/// face-up indicator tile (revealed at the beginning) and use it to finish (win) their hand, they
/// may do so."
#[test]
fn the_indicator_can_be_the_last_tile() {
    let mut game = table(LAST_TILE);
    act(&mut game, 0, "indicator");
    act(&mut game, 0, "lay K3 K4 K5");
    let events = act(&mut game, 0, "discard R9");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DealEnded { result } if matches!(result.end, DealEnd::Won { winner: 0, .. })))
    );
    assert!(game.tiles_accounted_for());
}

/// A taken indicator that does not finish must go back, and then the deal ends.
#[test]
fn a_taken_indicator_must_finish_or_go_back() {
    let mut game = table(&LAST_TILE.replace("rack 0: K3 K4 R9", "rack 0: K3 K4 R9 Y2"));
    act(&mut game, 0, "indicator");
    act(&mut game, 0, "lay K3 K4 K5");
    assert_eq!(refused(&mut game, 0, "discard R9"), ActionError::MustFinishWithIndicator);
    act(&mut game, 0, "backall");
    act(&mut game, 0, "return");
    let events = act(&mut game, 0, "draw");
    assert!(events.iter().any(|e| matches!(e, Event::DealEnded { result } if result.end == DealEnd::StockExhausted)));
}

#[test]
fn the_indicator_stays_put_outside_guide() {
    let mut game = table(&LAST_TILE.replace("rules: guide", "rules: standard"));
    assert_eq!(refused(&mut game, 0, "indicator"), ActionError::IndicatorNotTakeable);
}

const TEN_PAIRS: &str = "
rules: guide
rack 0: R1 R1 Y2 Y2 B3 B3 K4 K4 R8 R8 Y9 Y9 B10 B10 K11 K11 R12 R12 B13 B13 Y5
";

const LAY_TEN_PAIRS: &str = "lay R1 R1 | Y2 Y2 | B3 B3 | K4 K4 | R8 R8 | Y9 Y9 | B10 B10 | K11 K11 | R12 R12 | B13 B13";

/// Seed 003: "A player who collects 10 pairs ... wins the round immediately when it's their turn.
/// They do not need to meet the 101-point rule. A win with pairs doubles the penalty points for
/// all opponents."
#[test]
fn ten_pairs_finish_without_drawing() {
    let text = TEN_PAIRS.to_owned() + "\nopened 1: sets\nmeld 0 by 1 run: K1 K2 K3";
    let mut game = table(&text);
    act(&mut game, 0, LAY_TEN_PAIRS);
    let scores = deal_scores(&act(&mut game, 0, "discard Y5")).unwrap();
    assert_eq!((scores[0], scores[2], scores[3]), (-202, 404, 404));
}

/// With nobody else on the table, ten pairs at once are also "elden bitme": x2 again (RULES.md's
/// product rule).
#[test]
fn ten_pairs_before_anyone_laid_anything_double_again() {
    let mut game = table(TEN_PAIRS);
    act(&mut game, 0, LAY_TEN_PAIRS);
    let scores = deal_scores(&act(&mut game, 0, "discard Y5")).unwrap();
    assert_eq!(scores, vec![-404, 808, 808, 808]);
}

/// Ten pairs laid without drawing and taken back leave the player where the turn began, in the
/// draw, with the 21 tiles and 101 for the take-back: not free to discard without having drawn.
#[test]
fn ten_pairs_taken_back_go_back_to_the_draw() {
    let mut game = table(TEN_PAIRS);
    act(&mut game, 0, LAY_TEN_PAIRS);
    let events = act(&mut game, 0, "backall");
    assert_eq!(penalties(&events), vec![(0, PenaltyReason::TookBack)]);
    assert_eq!((game.phase(), game.deal().racks[0].len()), (Phase::Draw, 21));
    assert!(game.deal().table.is_empty());
    assert_eq!(refused(&mut game, 0, "discard Y5"), ActionError::WrongPhase { phase: Phase::Draw });
    act(&mut game, 0, "draw");
    assert!(game.tiles_accounted_for());
}

/// Taking back one of the ten pairs takes back all ten: nine left on the table would open
/// with pairs without the player ever drawing.
#[test]
fn one_of_ten_pairs_taken_back_takes_back_all() {
    let mut game = table(TEN_PAIRS);
    act(&mut game, 0, LAY_TEN_PAIRS);
    act(&mut game, 0, "back B13");
    assert_eq!((game.phase(), game.deal().racks[0].len()), (Phase::Draw, 21));
    assert!(game.deal().table.is_empty());
    assert_eq!(refused(&mut game, 0, "discard Y5"), ActionError::WrongPhase { phase: Phase::Draw });
}

/// Seed 003 never mentions every player opening with pairs, so Guide keeps Standard's rule:
/// the deal is cancelled.
#[test]
fn everyone_on_pairs_cancels_the_deal_as_in_standard() {
    let mut game = everyone_else_on_pairs("guide", "Y9");
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R1 R1 | Y2 Y2 | B3 B3 | K4 K4 | R8 R8");
    let result = deal_result(&act(&mut game, 0, "discard Y9")).expect("the deal ends");
    assert_eq!((result.end, result.counts), (DealEnd::AllPairs, false));
}

/// Outside Guide, pairs are laid after drawing like anything else.
#[test]
fn no_laying_before_drawing_outside_guide() {
    let mut game = table(&TEN_PAIRS.replace("rules: guide", "rules: standard"));
    assert_eq!(refused(&mut game, 0, LAY_TEN_PAIRS).code(), "wrong_phase");
}

/// Seed 003: "In risk mode, all scores at the end are doubled again." A position can say so.
#[test]
fn a_risk_round_position_doubles_the_scores() {
    let mut game = table(
        "rules: guide
risk: yes
rack 0: R7 R8 Y6
opened 0: sets
meld 0 by 0 run: B1 B2 B3
stock: R9 ...",
    );
    assert!(game.deal().risk_round);
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R7 R8 R9");
    let scores = deal_scores(&act(&mut game, 0, "discard Y6")).unwrap();
    assert_eq!(scores, vec![-202, 404, 404, 404]);
    let text = okey_core::position::write(&table("rules: guide\nrisk: yes")).unwrap();
    assert!(text.contains("\nrisk: yes\n"), "{text}");
}
