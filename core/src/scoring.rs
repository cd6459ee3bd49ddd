//! Scoring a deal: the winner's bonus, each hand's charge with every multiplier, the risk round
//! and the +101 penalties; and classic Okey's points lost per win and per shown indicator.

use crate::rules::{Multipliers, Rules};
use crate::seat::Seat;
use crate::table_meld::OpenedWith;
use crate::tile::{Okey, TileId};
use serde::{Deserialize, Serialize};

mod hands;

pub use hands::{HandBasis, HandScore, classic_hand_scores, hand_scores};

/// How a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum DealEnd {
    /// `winner` discarded their last tile.
    Won {
        winner: Seat,
        /// The final discard was an okey.
        okey_finish: bool,
        /// The winner had opened with pairs.
        pairs_finish: bool,
        /// The winner laid everything in one turn before anyone else laid anything ("elden bitme").
        all_at_once: bool,
        /// Düz Okey: every tile of the winning hand has one colour (okeys aside).
        #[serde(default)]
        one_colour: bool,
    },
    /// Only the indicator was left and the player to move drew.
    StockExhausted,
    /// Every player opened with pairs, so nobody could finish.
    AllPairs,
}

/// A seat's state when the deal ended, as scoring needs it.
#[derive(Clone, Debug)]
pub struct HandAtEnd<'a> {
    pub rack: &'a [TileId],
    pub opened: Option<OpenedWith>,
    /// +101 penalties charged during the deal.
    pub penalties: i32,
}

/// The scored deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    pub deal: u32,
    pub end: DealEnd,
    /// The factor the deal's scores (penalties aside) were multiplied by: the finish doublings
    /// under `multipliers` (none when nobody won), times 2 in a risk round.
    pub multiplier: i32,
    pub risk_round: bool,
    /// Each seat's score for the deal, penalties included.
    pub scores: Vec<i32>,
    /// The part of each score that is +101 penalties.
    pub penalties: Vec<i32>,
    /// Whether the deal counts towards the game's number of deals.
    pub counts: bool,
}

/// Scores a finished deal. A risk round doubles every score of the deal, whoever won and
/// whatever `multipliers` says ("all scores at the end are doubled again"); the +101 penalties
/// are added after it, never multiplied.
pub fn score_deal(
    rules: &Rules,
    okey: Okey,
    risk_round: bool,
    deal: u32,
    end: DealEnd,
    hands: &[HandAtEnd<'_>],
) -> DealResult {
    let penalties: Vec<i32> = hands.iter().map(|h| h.penalties).collect();
    let risk = if risk_round { 2 } else { 1 };
    let (finish, counts) = match end {
        DealEnd::Won { okey_finish, pairs_finish, all_at_once, .. } => {
            (multiplier(rules, &[okey_finish, pairs_finish, all_at_once]), true)
        }
        DealEnd::StockExhausted | DealEnd::AllPairs => {
            (1, end == DealEnd::StockExhausted && rules.exhausted_deal_counts)
        }
    };
    let hand_scores = hand_scores(rules, okey, risk_round, end, hands);
    let scores = hand_scores.iter().zip(&penalties).map(|(hand, penalty)| hand.points + penalty).collect();
    DealResult { deal, end, multiplier: finish * risk, risk_round, scores, penalties, counts }
}

/// The deal multiplier for these doublings under the rules' `multipliers`.
fn multiplier(rules: &Rules, doublings: &[bool]) -> i32 {
    let doublings = doublings.iter().filter(|&&d| d).count() as u32;
    match rules.multipliers {
        Multipliers::Stack => 1 << doublings,
        Multipliers::AtMostTwo => 1 << doublings.min(1),
        Multipliers::None => 1,
    }
}

/// Points every other player loses to an ordinary Düz Okey win (seed 002).
const CLASSIC_WIN: i32 = 2;

/// Scores a Düz Okey deal as points lost (negative). A win costs every other player 2, doubled
/// for an okey discard, for seven pairs and (if the rules say so) for one colour: the seed's 4
/// for an okey or seven pairs, and its "4 ... if the winner discarded an ordinary tile, 8 ... if a
/// joker" for one colour. The seed never combines seven pairs with an okey discard; the doublings
/// stack as in Okey 101 (`multipliers`). Each shown indicator costs every other player 1, also
/// in a deal that ends with the stock. Partners never cost each other.
pub fn score_classic_deal(rules: &Rules, deal: u32, end: DealEnd, showed_indicator: &[bool]) -> DealResult {
    let players = showed_indicator.len();
    let m = match end {
        DealEnd::Won { okey_finish, pairs_finish, one_colour, .. } => {
            multiplier(rules, &[okey_finish, pairs_finish, one_colour])
        }
        DealEnd::StockExhausted | DealEnd::AllPairs => 1,
    };
    let scores = classic_hand_scores(rules, end, showed_indicator).iter().map(|hand| hand.points).collect();
    let counts = matches!(end, DealEnd::Won { .. });
    DealResult { deal, end, multiplier: m, risk_round: false, scores, penalties: vec![0; players], counts }
}

fn okeys_in(rack: &[TileId], okey: Okey) -> usize {
    rack.iter().filter(|&&t| okey.is_wild(t)).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tiles;
    use crate::rules::{OkeyInHand, Preset, StockExhausted};
    use crate::tile::{Color, Face};

    fn okey() -> Okey {
        Okey::from_face(Face::new(Color::Black, 6).unwrap())
    }

    /// Seed 000's scoring table, one test per row, with a hand of value 20 for opened players.
    fn table_row(okey_finish: bool, pairs_finish: bool, all_at_once: bool) -> Vec<i32> {
        let rules = Rules::preset(Preset::Standard);
        let rack = tiles("R9 Y11").unwrap();
        let empty: Vec<TileId> = vec![];
        let hands = [
            HandAtEnd {
                rack: &empty,
                opened: Some(if pairs_finish { OpenedWith::Pairs } else { OpenedWith::SetsAndRuns }),
                penalties: 0,
            },
            HandAtEnd { rack: &rack, opened: Some(OpenedWith::SetsAndRuns), penalties: 0 },
            HandAtEnd { rack: &rack, opened: Some(OpenedWith::Pairs), penalties: 0 },
            HandAtEnd { rack: &rack, opened: None, penalties: 0 },
        ];
        let end = DealEnd::Won { winner: 0, okey_finish, pairs_finish, all_at_once, one_colour: false };
        score_deal(&rules, okey(), false, 0, end, &hands).scores
    }

    /// Seed 000: "The winner scores minus 101 points ... total value ... twice the total value ...
    /// Players who have not opened ... score 202".
    #[test]
    fn seed_000_normal_win() {
        assert_eq!(table_row(false, false, false), vec![-101, 20, 40, 202]);
    }

    /// Seed 000: "finished by discarding a joker: minus 202 ... twice ... four times ... 404".
    #[test]
    fn seed_000_okey_finish() {
        assert_eq!(table_row(true, false, false), vec![-202, 40, 80, 404]);
    }

    /// Seed 000: "winner melded pairs ... minus 202 ... twice ... four times ... 404".
    #[test]
    fn seed_000_pairs_win() {
        assert_eq!(table_row(false, true, false), vec![-202, 40, 80, 404]);
    }

    /// Seed 000: "melded pairs and finished by discarding a joker: minus 404 ... four times ...
    /// eight times ... 404". The last figure is 808 by the product rule RULES.md adopts.
    #[test]
    fn seed_000_pairs_and_okey_finish_uses_the_product_rule() {
        assert_eq!(table_row(true, true, false), vec![-404, 80, 160, 808]);
    }

    /// Seed 000: "puts down all 21 tiles in one turn ... minus 202 ... 404" and with a joker
    /// "minus 404 ... 808". Everybody else is unopened in that case.
    #[test]
    fn seed_000_all_at_once() {
        assert_eq!(table_row(false, false, true)[0], -202);
        assert_eq!(table_row(false, false, true)[3], 404);
        assert_eq!(table_row(true, false, true)[0], -404);
        assert_eq!(table_row(true, false, true)[3], 808);
    }

    /// Seed 000: "unplayed jokers have a value of 101 penalty points each"; seed 001 charges a
    /// flat 101 instead, and "when they have not opened yet they receive ... 202".
    #[test]
    fn okey_in_hand_counts_in_value_or_flat() {
        let rack = tiles("R9 K6").unwrap();
        let hand = HandAtEnd { rack: &rack, opened: Some(OpenedWith::SetsAndRuns), penalties: 0 };
        // The hand's score in a deal won by an empty rack, with `m` 2 for an okey finish.
        let charge = |rules: &Rules, okey: Okey, hand: &HandAtEnd<'_>, m: i32| {
            let winner = HandAtEnd { rack: &[], opened: Some(OpenedWith::SetsAndRuns), penalties: 0 };
            let end = DealEnd::Won {
                winner: 0,
                okey_finish: m == 2,
                pairs_finish: false,
                all_at_once: false,
                one_colour: false,
            };
            score_deal(rules, okey, false, 0, end, &[winner, hand.clone()]).scores[1]
        };
        let standard = Rules::preset(Preset::Standard);
        let online = Rules::preset(Preset::Online);
        assert_eq!(charge(&standard, okey(), &hand, 2), 220);
        assert_eq!(charge(&online, okey(), &hand, 2), 18 + 101);
        let unopened = HandAtEnd { opened: None, ..hand };
        assert_eq!(charge(&online, okey(), &unopened, 1), 202);
    }

    /// Seed 003: "A pair win in a risk round gives -404 points".
    #[test]
    fn risk_round_doubles_again() {
        let rules = Rules::preset(Preset::Guide);
        let empty: Vec<TileId> = vec![];
        let hands = [
            HandAtEnd { rack: &empty, opened: Some(OpenedWith::Pairs), penalties: 0 },
            HandAtEnd { rack: &empty, opened: None, penalties: 101 },
        ];
        let end =
            DealEnd::Won { winner: 0, okey_finish: false, pairs_finish: true, all_at_once: false, one_colour: false };
        let result = score_deal(&rules, okey(), true, 0, end, &hands);
        assert_eq!(result.scores, vec![-404, 808 + 101]);
        assert_eq!(result.penalties, vec![0, 101]);
    }

    /// RULES.md: a risk round doubles every score of the deal. `multipliers` decides how the
    /// finish doublings combine; it does not cancel or absorb the risk round's.
    #[test]
    fn a_risk_round_doubles_whatever_the_multipliers_option() {
        let rack = tiles("R9 Y11").unwrap();
        let empty: Vec<TileId> = vec![];
        let hands = [
            HandAtEnd { rack: &empty, opened: Some(OpenedWith::SetsAndRuns), penalties: 0 },
            HandAtEnd { rack: &rack, opened: Some(OpenedWith::SetsAndRuns), penalties: 101 },
            HandAtEnd { rack: &rack, opened: None, penalties: 0 },
        ];
        let won = |okey_finish| DealEnd::Won {
            winner: 0,
            okey_finish,
            pairs_finish: false,
            all_at_once: false,
            one_colour: false,
        };
        let (plain, okey_finish) = (won(false), won(true));
        let score = |multipliers, end, risk| {
            let rules = Rules { multipliers, ..Rules::preset(Preset::Guide) };
            let result = score_deal(&rules, okey(), risk, 0, end, &hands);
            (result.scores, result.multiplier)
        };
        assert_eq!(score(Multipliers::None, plain, true), (vec![-202, 40 + 101, 404], 2));
        assert_eq!(score(Multipliers::None, okey_finish, true), (vec![-202, 40 + 101, 404], 2));
        assert_eq!(score(Multipliers::AtMostTwo, okey_finish, true), (vec![-404, 80 + 101, 808], 4));
        assert_eq!(score(Multipliers::Stack, okey_finish, true), (vec![-404, 80 + 101, 808], 4));
        assert_eq!(score(Multipliers::None, plain, false), (vec![-101, 20 + 101, 202], 1));
    }

    /// A deal nobody won is doubled in a risk round too, under every `stock_exhausted`, and a flat
    /// okey charge with it; penalties never are.
    #[test]
    fn a_risk_round_doubles_a_deal_nobody_won() {
        let with_okey = tiles("K6 R2").unwrap();
        let hands = [
            HandAtEnd { rack: &with_okey, opened: Some(OpenedWith::SetsAndRuns), penalties: 101 },
            HandAtEnd { rack: &with_okey, opened: None, penalties: 0 },
        ];
        let score = |stock_exhausted, okey_in_hand| {
            let rules = Rules { stock_exhausted, okey_in_hand, ..Rules::preset(Preset::Guide) };
            let result = score_deal(&rules, okey(), true, 0, DealEnd::StockExhausted, &hands);
            (result.scores, result.multiplier)
        };
        let counts = OkeyInHand::CountsInValue;
        assert_eq!(score(StockExhausted::NoScoreOkeyPenalty, counts), (vec![202 + 101, 202], 2));
        assert_eq!(score(StockExhausted::NoScore, counts), (vec![101, 0], 2));
        assert_eq!(score(StockExhausted::ScoreHands, counts), (vec![206 + 101, 404], 2));
        let flat = OkeyInHand::FlatPenalty;
        assert_eq!(score(StockExhausted::ScoreHands, flat), (vec![(2 + 101) * 2 + 101, 404], 2));
    }

    #[test]
    fn multiplier_options_and_partners() {
        let empty: Vec<TileId> = vec![];
        let rack = tiles("R9 Y11").unwrap();
        let hands: Vec<HandAtEnd<'_>> = (0..4)
            .map(|seat| HandAtEnd {
                rack: if seat == 0 { &empty } else { &rack },
                opened: Some(OpenedWith::Pairs),
                penalties: 0,
            })
            .collect();
        let end =
            DealEnd::Won { winner: 0, okey_finish: true, pairs_finish: true, all_at_once: false, one_colour: false };
        let capped = Rules { multipliers: Multipliers::AtMostTwo, ..Rules::default() };
        assert_eq!(score_deal(&capped, okey(), false, 0, end, &hands).scores, vec![-202, 80, 80, 80]);
        let none = Rules { multipliers: Multipliers::None, ..Rules::default() };
        assert_eq!(score_deal(&none, okey(), false, 0, end, &hands).scores, vec![-101, 40, 40, 40]);
        let partners = Rules { partners: true, ..Rules::default() };
        assert_eq!(score_deal(&partners, okey(), false, 0, end, &hands).scores, vec![-404, 160, 0, 160]);
    }

    /// Seed 000: "there is no score, except that any player holding a joker in hand scores 101".
    #[test]
    fn exhausted_stock_options() {
        let with_okey = tiles("K6 R2").unwrap();
        let plain = tiles("R2").unwrap();
        let hands = [
            HandAtEnd { rack: &with_okey, opened: Some(OpenedWith::SetsAndRuns), penalties: 0 },
            HandAtEnd { rack: &plain, opened: None, penalties: 101 },
        ];
        let score = |rules: Rules| score_deal(&rules, okey(), false, 0, DealEnd::StockExhausted, &hands);
        let standard = score(Rules::preset(Preset::Standard));
        assert_eq!((standard.scores, standard.counts), (vec![101, 101], false));
        let online = score(Rules::preset(Preset::Online));
        assert_eq!((online.scores, online.counts), (vec![0, 101], true));
        let apps = score(Rules { stock_exhausted: StockExhausted::ScoreHands, ..Rules::default() });
        assert_eq!(apps.scores, vec![103, 202 + 101]);
    }
}
