//! How each deal score was made (`Game::hand_scores`): over bot games of every preset, every
//! ended deal's breakdown says what the rules say of each hand (202 for a hand that never
//! opened, the tiles' sum for one that did, the multiplier of the deal) and adds up to the
//! score the game counted.

use okey_core::action::OpenedWith;
use okey_core::bot::Level;
use okey_core::rules::{OkeyInHand, StockExhausted};
use okey_core::scoring::{DealEnd, HandBasis};
use okey_core::{Action, Phase, Preset, Rules, SeatKind, Session};

/// Checks every seat's breakdown of the deal that just ended against the deal itself.
fn check_deal(session: &Session) -> (usize, usize) {
    let game = session.game();
    let result = game.results().last().unwrap();
    let hands = game.hand_scores().expect("the deal is over");
    let okey = game.meld_rules().okey;
    let (mut unopened, mut multiplied) = (0, 0);
    for (seat, hand) in hands.iter().enumerate() {
        assert_eq!(hand.points, hand.base * hand.pairs_factor * hand.multiplier + hand.added, "{hand:?}");
        assert_eq!(hand.points + result.penalties[seat], result.scores[seat], "seat {seat}: {hand:?} {result:?}");
        let rack = &game.deal().racks[seat];
        let opened = game.deal().seats[seat].opened;
        let okeys = rack.iter().filter(|&&t| okey.is_wild(t)).count();
        let plain: i32 = rack.iter().filter(|&&t| !okey.is_wild(t)).map(|&t| i32::from(okey.face_value(t))).sum();
        let risk = if result.risk_round { 2 } else { 1 };
        match result.end {
            DealEnd::Won { winner, .. } if game.rules().is_duz() => {
                assert_eq!(hand.multiplier, result.multiplier);
                let lost = if seat == winner { HandBasis::Won } else { HandBasis::Lost };
                assert!(hand.basis == lost || hand.basis == HandBasis::PartnerWon, "{hand:?}");
            }
            DealEnd::Won { winner, .. } => {
                assert_eq!(hand.multiplier, result.multiplier, "every hand is multiplied alike");
                multiplied += usize::from(hand.multiplier > 1);
                match hand.basis {
                    HandBasis::Won => assert_eq!((seat, hand.base), (winner, -101)),
                    HandBasis::NotOpened => {
                        assert_eq!((opened, hand.base, hand.pairs_factor), (None, 202, 1));
                        unopened += 1;
                    }
                    HandBasis::Opened { with, tiles, okeys: held, okey_in_hand } => {
                        assert_eq!(Some(with), opened);
                        assert_eq!((tiles, usize::from(held)), (plain, okeys));
                        assert_eq!(hand.pairs_factor, if with == OpenedWith::Pairs { 2 } else { 1 });
                        match okey_in_hand {
                            OkeyInHand::CountsInValue => assert_eq!(hand.base, plain + 101 * okeys as i32),
                            OkeyInHand::FlatPenalty => assert_eq!(hand.added, 101 * okeys as i32 * risk),
                        }
                    }
                    HandBasis::PartnerWon => assert_eq!(hand.points, 0),
                    other => panic!("{other:?} in a won deal"),
                }
            }
            DealEnd::StockExhausted | DealEnd::AllPairs => {
                assert_eq!(hand.multiplier, if game.rules().is_duz() { 1 } else { risk });
                match (game.rules().stock_exhausted, hand.basis) {
                    (_, HandBasis::NoScore) => assert_eq!(hand.base, 0),
                    (StockExhausted::NoScoreOkeyPenalty, HandBasis::OkeysHeld { okeys: held }) => {
                        assert_eq!(usize::from(held), okeys);
                        assert_eq!(hand.base, 101 * okeys as i32);
                    }
                    (StockExhausted::ScoreHands, HandBasis::NotOpened | HandBasis::Opened { .. }) => {}
                    (rule, basis) => panic!("{basis:?} under {rule:?}"),
                }
            }
        }
    }
    (unopened, multiplied)
}

#[test]
fn every_deal_score_is_explained_by_its_hand() {
    let (mut deals, mut unopened, mut multiplied) = (0, 0, 0);
    for (index, preset) in Preset::ALL.into_iter().enumerate() {
        for seed in 0..3u64 {
            let rules = Rules { deals: 3, starting_points: 6, ..Rules::preset(preset) };
            let seats = vec![
                SeatKind::Bot(Level::Beginner),
                SeatKind::Bot(Level::Easy),
                SeatKind::Bot(Level::Medium),
                SeatKind::Bot(Level::Easy),
            ];
            let (mut session, _) = Session::new(rules, seed * 7 + index as u64, seats).unwrap();
            assert_eq!(session.game().hand_scores(), None, "nothing to explain before a deal ends");
            for _ in 0..40 {
                session.run_bots();
                let (u, m) = check_deal(&session);
                (deals, unopened, multiplied) = (deals + 1, unopened + u, multiplied + m);
                if session.game().phase() == Phase::GameOver {
                    break;
                }
                session.apply(session.game().turn(), &Action::NextDeal).unwrap();
                assert_eq!(session.game().hand_scores(), None, "a new deal has nothing to explain yet");
            }
        }
    }
    // Not vacuous: unopened hands and doubled deals were among those checked.
    assert!(deals > 20 && unopened > 0 && multiplied > 0, "{deals} deals, {unopened} unopened, {multiplied} doubled");
}
