//! How each seat's score of a deal is made, penalties apart: what its hand counts and why, and
//! what multiplies it. [`super::score_deal`] and [`super::score_classic_deal`] add these up, so a
//! score sheet that explains a number explains the number the game counted.

use super::{CLASSIC_WIN, DealEnd, HandAtEnd, multiplier, okeys_in};
use crate::rules::{OkeyInHand, Rules, StockExhausted};
use crate::seat::Seat;
use crate::table_meld::OpenedWith;
use crate::tile::Okey;
use serde::{Deserialize, Serialize};

/// Why a seat's hand counts what it counts in a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HandBasis {
    /// The seat finished: −101 in Okey 101; nothing in Düz Okey.
    Won,
    /// The winner's partner (or, in Düz Okey, team-mate) pays nothing.
    PartnerWon,
    /// Okey 101: the seat never opened, so it pays 202 whatever its hand holds.
    NotOpened,
    /// Okey 101: the seat opened; its hand is the tiles left, `tiles` the sum of the plain ones
    /// (a false joker at the okey's number) and `okeys` the okeys among them, charged as
    /// `okey_in_hand` says. A pairs opener's hand counts twice.
    Opened { with: OpenedWith, tiles: i32, okeys: u8, okey_in_hand: OkeyInHand },
    /// Okey 101, nobody won (`no_score_okey_penalty`): 101 for each okey left in the rack.
    OkeysHeld { okeys: u8 },
    /// Nobody won and the rules score the hands nothing.
    NoScore,
    /// Düz Okey: another team won; the seat loses what a win costs.
    Lost,
}

/// One seat's score for a deal, penalties apart:
/// `points = base × pairs_factor × multiplier + added`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandScore {
    pub basis: HandBasis,
    /// What the hand counts before any doubling: −101 for an Okey 101 winner, 202 unopened, the
    /// tiles' sum (okeys at 101 each when they count in the value), 101 per okey held when
    /// nobody won, −2 for a Düz Okey loss; 0 otherwise.
    pub base: i32,
    /// 2 when the hand counts twice (opened with pairs), else 1.
    pub pairs_factor: i32,
    /// The deal's multiplier as it applies to this hand: the finish doublings (when someone
    /// won) times 2 in a risk round.
    pub multiplier: i32,
    /// Added after multiplying: flat okey charges (`flat_penalty`, doubled in a risk round);
    /// Düz Okey's −1 for each indicator another team showed.
    pub added: i32,
    /// The seat's score for the deal, penalties apart.
    pub points: i32,
}

impl HandScore {
    fn new(basis: HandBasis, base: i32, pairs_factor: i32, multiplier: i32, added: i32) -> HandScore {
        HandScore { basis, base, pairs_factor, multiplier, added, points: base * pairs_factor * multiplier + added }
    }
}

/// Each Okey 101 seat's hand score (see [`super::score_deal`] for the rules it follows).
pub fn hand_scores(
    rules: &Rules,
    okey: Okey,
    risk_round: bool,
    end: DealEnd,
    hands: &[HandAtEnd<'_>],
) -> Vec<HandScore> {
    let risk = if risk_round { 2 } else { 1 };
    match end {
        DealEnd::Won { winner, okey_finish, pairs_finish, all_at_once, .. } => {
            let m = multiplier(rules, &[okey_finish, pairs_finish, all_at_once]) * risk;
            let partner = rules.partners.then(|| (winner + 2) % hands.len());
            (0..hands.len())
                .map(|seat| match seat {
                    _ if seat == winner => HandScore::new(HandBasis::Won, -101, 1, m, 0),
                    _ if Some(seat) == partner => HandScore::new(HandBasis::PartnerWon, 0, 1, m, 0),
                    _ => loser(rules, okey, &hands[seat], m, risk),
                })
                .collect()
        }
        DealEnd::StockExhausted | DealEnd::AllPairs => hands
            .iter()
            .map(|hand| match rules.stock_exhausted {
                StockExhausted::NoScoreOkeyPenalty => {
                    let okeys = okeys_in(hand.rack, okey);
                    let basis = HandBasis::OkeysHeld { okeys: u8::try_from(okeys).unwrap_or(u8::MAX) };
                    HandScore::new(basis, 101 * okeys as i32, 1, risk, 0)
                }
                StockExhausted::NoScore => HandScore::new(HandBasis::NoScore, 0, 1, risk, 0),
                StockExhausted::ScoreHands => loser(rules, okey, hand, risk, risk),
            })
            .collect(),
    }
}

/// What a losing hand pays at multiplier `m` (the risk round's `risk` included in it, and
/// applied to a flat okey charge).
fn loser(rules: &Rules, okey: Okey, hand: &HandAtEnd<'_>, m: i32, risk: i32) -> HandScore {
    let Some(with) = hand.opened else { return HandScore::new(HandBasis::NotOpened, 202, 1, m, 0) };
    let okeys = okeys_in(hand.rack, okey) as i32;
    let tiles: i32 = hand.rack.iter().filter(|&&t| !okey.is_wild(t)).map(|&t| i32::from(okey.face_value(t))).sum();
    let pairs_factor = if with == OpenedWith::Pairs { 2 } else { 1 };
    let basis = HandBasis::Opened {
        with,
        tiles,
        okeys: u8::try_from(okeys).unwrap_or(u8::MAX),
        okey_in_hand: rules.okey_in_hand,
    };
    match rules.okey_in_hand {
        OkeyInHand::CountsInValue => HandScore::new(basis, tiles + 101 * okeys, pairs_factor, m, 0),
        OkeyInHand::FlatPenalty => HandScore::new(basis, tiles, pairs_factor, m, 101 * okeys * risk),
    }
}

/// Each Düz Okey seat's score (see [`super::score_classic_deal`]).
pub fn classic_hand_scores(rules: &Rules, end: DealEnd, showed_indicator: &[bool]) -> Vec<HandScore> {
    let players = showed_indicator.len();
    let teammates = |a: Seat, b: Seat| a == b || (rules.partners && (a + 2) % players == b);
    let indicators = |seat: Seat| {
        let shown = (0..players).filter(|&shower| showed_indicator[shower] && !teammates(shower, seat)).count();
        -(shown as i32)
    };
    (0..players)
        .map(|seat| match end {
            DealEnd::Won { winner, okey_finish, pairs_finish, one_colour, .. } => {
                let m = multiplier(rules, &[okey_finish, pairs_finish, one_colour]);
                match seat {
                    _ if seat == winner => HandScore::new(HandBasis::Won, 0, 1, m, indicators(seat)),
                    _ if teammates(winner, seat) => HandScore::new(HandBasis::PartnerWon, 0, 1, m, indicators(seat)),
                    _ => HandScore::new(HandBasis::Lost, -CLASSIC_WIN, 1, m, indicators(seat)),
                }
            }
            DealEnd::StockExhausted | DealEnd::AllPairs => {
                HandScore::new(HandBasis::NoScore, 0, 1, 1, indicators(seat))
            }
        })
        .collect()
}
