//! Random valid rules: every field of `Rules` drawn at random, within what `validate` accepts.

use okey_core::rules::{
    FalseJokerIndicator, LatePairs, Multipliers, OkeyInHand, OneColourWin, Preset, Rules, Starter, StockExhausted,
    Variant,
};
use rand::Rng;

/// Rules with every option drawn at random. The struct literal names every field, so a new rule
/// option fails to compile here until the soak draws it too.
pub fn random_rules(rng: &mut impl Rng) -> Rules {
    let players = rng.random_range(2..=4);
    let preset = pick(rng, &Preset::ALL);
    let variant = if rng.random_bool(0.4) { Variant::Duz } else { Variant::Okey101 };
    Rules {
        preset,
        variant,
        players,
        // Short games, so that one soak run sees many rule sets; a few long ones too.
        deals: if rng.random_bool(0.1) { rng.random_range(4..=11) } else { rng.random_range(1..=3) },
        starting_points: if rng.random_bool(0.1) { 20 } else { rng.random_range(1..=6) },
        one_colour_win: pick(rng, &[OneColourWin::Plain, OneColourWin::Doubles, OneColourWin::RedOrBlackDoubles]),
        starter: pick(rng, &[Starter::AfterDealer, Starter::Dealer]),
        false_joker_indicator: pick(rng, &[FalseJokerIndicator::Redraw, FalseJokerIndicator::RiskRound]),
        opening_threshold: match rng.random_range(0..6) {
            0 => 51,
            1 => 81,
            2 => 121,
            3 => rng.random_range(1..=200),
            _ => 101,
        },
        pairs_threshold: rng.random_range(1..=10),
        rising_thresholds: rng.random_bool(0.3),
        late_pairs: pick(rng, &[LatePairs::Never, LatePairs::AfterAnotherPairsOpening]),
        full_hand_below_threshold: rng.random_bool(0.5),
        return_taken_discard: rng.random_bool(0.5),
        giver_penalty: rng.random_bool(0.3),
        indicator_last_tile: rng.random_bool(0.3),
        ten_pairs_finish: rng.random_bool(0.3),
        multipliers: pick(rng, &[Multipliers::Stack, Multipliers::AtMostTwo, Multipliers::None]),
        okey_in_hand: pick(rng, &[OkeyInHand::CountsInValue, OkeyInHand::FlatPenalty]),
        stock_exhausted: pick(
            rng,
            &[StockExhausted::NoScoreOkeyPenalty, StockExhausted::NoScore, StockExhausted::ScoreHands],
        ),
        all_pairs_cancels: rng.random_bool(0.5),
        exhausted_deal_counts: rng.random_bool(0.5),
        joker_pairs: rng.random_bool(0.5),
        wait_turn_after_opening: rng.random_bool(0.3),
        layoff_cap_per_end: if rng.random_bool(0.3) { Some(rng.random_range(1..=3)) } else { None },
        partners: players == 4 && rng.random_bool(0.3),
        okey_retrieval: rng.random_bool(0.3),
    }
}

fn pick<T: Copy>(rng: &mut impl Rng, options: &[T]) -> T {
    options[rng.random_range(0..options.len())]
}
