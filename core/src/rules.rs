//! The rules configuration: every option of `RULES.md` as one serializable value, its presets,
//! and validation.
//!
//! Where the rule texts disagree, the disagreement is a field here; each preset sets it as its
//! seed says. Where every seed is silent, the preset follows Standard (seed 000) and the field's
//! doc says so.

use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// A named rule set, after the seed text it was built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Preset {
    /// Seed 000: the fullest English description (the default).
    Standard,
    /// Seed 001: a large online site: the dealer starts, a taken discard may be returned.
    Online,
    /// Seed 003: the guide: risk round, giver penalty, last-tile indicator, ten pairs finish.
    Guide,
    /// Seed 004: "katlamalı", rising opening thresholds and taking an okey back from the table.
    Katlamali,
    /// Seed 002: classic Okey ("Düz Okey"), the second game: 14-tile hands, nothing laid in play.
    Duz,
}

impl Preset {
    pub const ALL: [Preset; 5] = [Preset::Standard, Preset::Online, Preset::Guide, Preset::Katlamali, Preset::Duz];

    pub fn name(self) -> &'static str {
        match self {
            Preset::Standard => "standard",
            Preset::Online => "online",
            Preset::Guide => "guide",
            Preset::Katlamali => "katlamali",
            Preset::Duz => "duz",
        }
    }

    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name().eq_ignore_ascii_case(name))
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which of the two games is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// Okey 101 (seeds 000, 001, 003, 004): 21-tile hands, melds laid during play, penalty points.
    #[default]
    Okey101,
    /// Classic Okey, "Düz Okey" (seed 002): 14-tile hands, the first to show a complete hand wins,
    /// scores count down from `starting_points`.
    Duz,
}

/// Whether a Düz Okey win with tiles of one colour only scores double (a variation of seed 002).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OneColourWin {
    /// No bonus (the seed's main rule).
    #[default]
    Plain,
    /// Any one-colour hand doubles the win.
    Doubles,
    /// Only an all-red or all-black hand doubles the win ("some only award this double score for
    /// a hand consisting entirely of red tiles or black tiles").
    RedOrBlackDoubles,
}

/// Who plays first in a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Starter {
    /// The player after the dealer (Standard, Guide, Katlamali).
    AfterDealer,
    /// The dealer (Online).
    Dealer,
}

/// What happens when the indicator drawn is a false joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FalseJokerIndicator {
    /// Put it back and draw another (Standard, Online, Katlamali).
    Redraw,
    /// A "risk round" (Guide): every score of the deal is doubled, whatever `multipliers` says
    /// and whoever won; the +101 penalties are not. The seed does not say which tile is then the
    /// okey; we put the false joker back and draw a numbered indicator, as in `Redraw`, so the
    /// deal has a normal okey and only the stakes change.
    RiskRound,
}

/// Which pairs a player who opened with sets and runs may lay later.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LatePairs {
    /// Never (Standard).
    Never,
    /// Only once another player has opened with pairs (Katlamali).
    AfterAnotherPairsOpening,
}

/// How the doublings of a finish combine (okey finish, pairs winner, all at once; in Düz Okey
/// okey discard, seven pairs, one colour). A risk round is not one of them: it doubles every
/// score of its deal under each of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Multipliers {
    /// Every doubling applies (the default).
    Stack,
    /// Any number of doublings counts once: at most x2.
    AtMostTwo,
    /// No finish doublings; a pairs opener still pays twice the hand.
    None,
}

/// How an okey left in a hand is charged at the end of a won deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OkeyInHand {
    /// Counts 101 in the hand's value, and is multiplied with it (Standard, Katlamali).
    CountsInValue,
    /// A separate flat +101 for a player who opened, not multiplied by the finish doublings
    /// (Online); a risk round doubles it with the rest of the score.
    FlatPenalty,
}

/// How a deal that ends with an exhausted stock (or with everyone on pairs) is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StockExhausted {
    /// No score, except 101 for every okey held in a hand (Standard).
    NoScoreOkeyPenalty,
    /// No score at all (Online, Katlamali).
    NoScore,
    /// Every hand is scored as if somebody else had won (common in apps).
    ScoreHands,
}

/// Every option of an Okey 101 game. Build one from a [`Preset`] and change fields for house rules.
///
/// ```
/// use okey_core::rules::{Preset, Rules};
/// let mut rules = Rules::preset(Preset::Standard);
/// rules.opening_threshold = 81;
/// assert!(rules.validate().is_ok());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// The preset these rules started from (informative; the fields below are what counts).
    pub preset: Preset,
    /// Okey 101 or Düz Okey. Fields marked "Okey 101" mean nothing in Düz Okey, and the other way round.
    #[serde(default)]
    pub variant: Variant,
    /// 2, 3 or 4.
    pub players: u8,
    /// Okey 101: scored deals in a game; the lowest total wins. Online lists 3, 5, 7, 9 and 11.
    pub deals: u16,
    /// Düz Okey: the points every player starts with (20); the game ends when a score reaches zero
    /// or less, and the highest scores win.
    #[serde(default = "default_starting_points")]
    pub starting_points: u16,
    /// Düz Okey: the bonus for a one-colour winning hand.
    #[serde(default)]
    pub one_colour_win: OneColourWin,
    pub starter: Starter,
    pub false_joker_indicator: FalseJokerIndicator,
    /// Points needed to open with sets and runs ("101"; some tables play 51, 81 or 121).
    pub opening_threshold: u16,
    /// Pairs needed to open with pairs.
    pub pairs_threshold: u8,
    /// "Katlamalı": after an opening worth V (or of P pairs), the next opener needs V+1 (P+1).
    pub rising_thresholds: bool,
    pub late_pairs: LatePairs,
    /// Laying all 21 tiles at once from hand as sets and runs (discarding the 22nd) is allowed
    /// below the threshold (Standard).
    pub full_hand_below_threshold: bool,
    /// A taken discard that cannot be used may be put back, and the player draws instead (Online,
    /// Katlamali). Without it, a taken discard never goes back (`return_not_allowed`), and it may
    /// only be taken when it can be used this turn.
    pub return_taken_discard: bool,
    /// The player who discarded a tile pays 101 when the next player opens or finishes with it (Guide).
    pub giver_penalty: bool,
    /// With the stock empty, the indicator is the last tile: in Okey 101 the player to move may
    /// take it if it lets them finish (Guide); in Düz Okey it is simply drawn last (a variation of
    /// seed 002: "some players use the exposed tile as the last tile to be drawn").
    pub indicator_last_tile: bool,
    /// A player holding ten pairs may lay them and finish without any other opening rule (Guide).
    pub ten_pairs_finish: bool,
    pub multipliers: Multipliers,
    pub okey_in_hand: OkeyInHand,
    pub stock_exhausted: StockExhausted,
    /// A deal in which every player has opened with pairs is cancelled (Standard, Online). Seeds
    /// 003 (Guide) and 004 (Katlamali) never mention it, so those presets keep Standard's rule.
    pub all_pairs_cancels: bool,
    /// A deal ended by an exhausted stock counts towards `deals` (Online: "A round is completed
    /// when there are no more tiles left to draw"). Otherwise it is dealt again by the same
    /// dealer (Standard: "The same player deals again"; Katlamali: "o el iptal olur"). A deal
    /// cancelled because everyone opened with pairs never counts ("canceled and replayed").
    pub exhausted_deal_counts: bool,
    /// Two okeys are a pair, and so are the two false jokers (identical tiles).
    pub joker_pairs: bool,
    /// A player must wait one turn after opening before laying off.
    pub wait_turn_after_opening: bool,
    /// At most this many tiles added to one end of a meld per turn; `None` for no cap.
    pub layoff_cap_per_end: Option<u8>,
    /// Players opposite each other are a team ("eşli"); when one finishes, the partner's hand is
    /// not charged (penalties still stand). In Düz Okey a win or a shown indicator costs only the
    /// other team. Needs 4 players.
    pub partners: bool,
    /// An okey on the table may be taken by an opened player who puts the tile it stands for in
    /// its place (Katlamali, "yerden okey alma"). Seed 004 counts the exchange as laying off
    /// ("işleme"), allowed to "elini açmış bir oyuncu" and silent on the opening turn, so it follows
    /// laying off: allowed once the melds laid this turn make an opening, unless
    /// `wait_turn_after_opening`.
    pub okey_retrieval: bool,
}

impl Default for Rules {
    fn default() -> Self {
        Rules::preset(Preset::Standard)
    }
}

impl Rules {
    /// The rules as a preset's seed describes them.
    pub fn preset(preset: Preset) -> Rules {
        let standard = Rules {
            preset: Preset::Standard,
            variant: Variant::Okey101,
            players: 4,
            deals: 5,
            starting_points: default_starting_points(),
            one_colour_win: OneColourWin::Plain,
            starter: Starter::AfterDealer,
            false_joker_indicator: FalseJokerIndicator::Redraw,
            opening_threshold: 101,
            pairs_threshold: 5,
            rising_thresholds: false,
            late_pairs: LatePairs::Never,
            full_hand_below_threshold: true,
            return_taken_discard: false,
            giver_penalty: false,
            indicator_last_tile: false,
            ten_pairs_finish: false,
            multipliers: Multipliers::Stack,
            okey_in_hand: OkeyInHand::CountsInValue,
            stock_exhausted: StockExhausted::NoScoreOkeyPenalty,
            all_pairs_cancels: true,
            exhausted_deal_counts: false,
            joker_pairs: true,
            wait_turn_after_opening: false,
            layoff_cap_per_end: None,
            partners: false,
            okey_retrieval: false,
        };
        match preset {
            Preset::Standard => standard,
            Preset::Online => Rules {
                preset,
                starter: Starter::Dealer,
                full_hand_below_threshold: false,
                return_taken_discard: true,
                okey_in_hand: OkeyInHand::FlatPenalty,
                stock_exhausted: StockExhausted::NoScore,
                exhausted_deal_counts: true,
                ..standard
            },
            Preset::Guide => Rules {
                preset,
                false_joker_indicator: FalseJokerIndicator::RiskRound,
                full_hand_below_threshold: false,
                giver_penalty: true,
                indicator_last_tile: true,
                ten_pairs_finish: true,
                ..standard
            },
            // Seed 004 says an okey left in hand "adds 101" and that the penalties double, so it
            // counts in the hand's value (RULES.md's option list names it flat; its scoring section
            // and the seed say otherwise).
            Preset::Katlamali => Rules {
                preset,
                rising_thresholds: true,
                late_pairs: LatePairs::AfterAnotherPairsOpening,
                full_hand_below_threshold: false,
                return_taken_discard: true,
                stock_exhausted: StockExhausted::NoScore,
                okey_retrieval: true,
                ..standard
            },
            // Seed 002: the player after the dealer starts, a false joker indicator is redrawn
            // ("the second throw of the die is repeated"), an exhausted stock scores nothing and
            // the same dealer deals again, okey discards and seven pairs double the win.
            Preset::Duz => Rules {
                preset,
                variant: Variant::Duz,
                full_hand_below_threshold: false,
                stock_exhausted: StockExhausted::NoScore,
                all_pairs_cancels: false,
                ..standard
            },
        }
    }

    /// Checks every field, reporting all problems at once.
    pub fn validate(&self) -> Result<(), RulesError> {
        let mut problems = Vec::new();
        if !(2..=4).contains(&self.players) {
            problems.push(RulesProblem::Players { players: self.players });
        }
        if self.deals == 0 {
            problems.push(RulesProblem::NoDeals);
        }
        if self.opening_threshold == 0 {
            problems.push(RulesProblem::NoOpeningThreshold);
        }
        if !(1..=10).contains(&self.pairs_threshold) {
            problems.push(RulesProblem::PairsThreshold { pairs: self.pairs_threshold });
        }
        if self.layoff_cap_per_end == Some(0) {
            problems.push(RulesProblem::NoLayOffCap);
        }
        if self.variant == Variant::Duz && self.starting_points == 0 {
            problems.push(RulesProblem::NoStartingPoints);
        }
        if self.partners && self.players != 4 {
            problems.push(RulesProblem::PartnersNeedFour { players: self.players });
        }
        if problems.is_empty() { Ok(()) } else { Err(RulesError { problems }) }
    }

    /// Tiles dealt to a non-starting player in Okey 101.
    pub const HAND_SIZE: usize = 21;

    /// Tiles dealt to a non-starting player in Düz Okey.
    pub const DUZ_HAND_SIZE: usize = 14;

    /// Tiles dealt to a non-starting player (the starter gets one more).
    pub fn hand_size(&self) -> usize {
        match self.variant {
            Variant::Okey101 => Rules::HAND_SIZE,
            Variant::Duz => Rules::DUZ_HAND_SIZE,
        }
    }

    pub fn is_duz(&self) -> bool {
        self.variant == Variant::Duz
    }
}

fn default_starting_points() -> u16 {
    20
}

/// Rules that cannot be played, with every problem found. `Display` is English; see
/// [`RulesError::message`] for either language.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub struct RulesError {
    pub problems: Vec<RulesProblem>,
}

impl RulesError {
    pub const CODE: &'static str = "invalid_rules";
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::lang::Language::English))
    }
}

/// One reason rules cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum RulesProblem {
    /// `players` is not 2 to 4.
    Players {
        players: u8,
    },
    NoDeals,
    NoOpeningThreshold,
    /// `pairs_threshold` is not 1 to 10.
    PairsThreshold {
        pairs: u8,
    },
    /// A lay-off cap of 0 would forbid laying off.
    NoLayOffCap,
    /// Düz Okey with no starting points.
    NoStartingPoints,
    /// Partners with fewer than 4 players.
    PartnersNeedFour {
        players: u8,
    },
}

impl fmt::Display for RulesProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::lang::Language::English))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_is_valid_and_round_trips_through_json() {
        for preset in Preset::ALL {
            let rules = Rules::preset(preset);
            assert_eq!(rules.validate(), Ok(()));
            assert_eq!(rules.preset, preset);
            let json = serde_json::to_string(&rules).unwrap();
            assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
            assert_eq!(Preset::from_name(preset.name()), Some(preset));
        }
    }

    #[test]
    fn validation_lists_every_problem() {
        let rules = Rules { players: 5, deals: 0, opening_threshold: 0, partners: true, ..Rules::default() };
        let err = rules.validate().unwrap_err();
        assert_eq!(err.problems.len(), 4, "{err}");
        assert!(err.to_string().contains("players must be 2 to 4, not 5"), "{err}");
    }
}
