//! Bots and hints answer legally from every position a seat can be in, mid-turn included.
//!
//! Random positions are built by random legal actions of the seat to move (partial openings,
//! lay-offs, okey exchanges, take-backs, taken discards and indicators, returned tiles), under
//! every preset and random house rules covering every option of `Rules`, in both games. At each
//! position every bot level and the hint are asked, and the engine must accept each answer.

use okey_core::action::{Action, MeldSpec};
use okey_core::bot::{Bot, Level};
use okey_core::meld::MeldKind;
use okey_core::rules::{
    FalseJokerIndicator, LatePairs, Multipliers, OkeyInHand, OneColourWin, Starter, StockExhausted, Variant,
};
use okey_core::tile::TileId;
use okey_core::{Game, Phase, Preset, Rules, SeatKind, SeatView, Session, solver};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;

/// Actions tried per game (refused tries included).
const STEPS_PER_GAME: usize = 500;
/// Hard plays out each discard, so it is asked at one position in this many.
const HARD_EVERY: usize = 8;
/// The Expert searches wider still (here with a test-sized budget): one position in this many.
const EXPERT_EVERY: usize = 16;

/// Rules with every option drawn at random (and valid), starting from a random preset.
fn random_rules(rng: &mut ChaCha8Rng) -> Rules {
    let mut rules = Rules::preset(*Preset::ALL.choose(rng).unwrap());
    if rng.random_bool(0.25) {
        // A preset as it is, now and then.
        rules.players = rng.random_range(2..=4);
        rules.deals = 2;
        rules.starting_points = 4;
        return rules;
    }
    rules.variant = if rng.random_bool(0.25) { Variant::Duz } else { Variant::Okey101 };
    rules.players = rng.random_range(2..=4);
    rules.deals = rng.random_range(1..=3);
    rules.starting_points = rng.random_range(1..=6);
    rules.one_colour_win =
        *[OneColourWin::Plain, OneColourWin::Doubles, OneColourWin::RedOrBlackDoubles].choose(rng).unwrap();
    rules.starter = *[Starter::AfterDealer, Starter::Dealer].choose(rng).unwrap();
    rules.false_joker_indicator = *[FalseJokerIndicator::Redraw, FalseJokerIndicator::RiskRound].choose(rng).unwrap();
    rules.opening_threshold = *[1, 21, 51, 81, 101, 121, 150].choose(rng).unwrap();
    rules.pairs_threshold = rng.random_range(1..=10);
    rules.rising_thresholds = rng.random_bool(0.5);
    rules.late_pairs = *[LatePairs::Never, LatePairs::AfterAnotherPairsOpening].choose(rng).unwrap();
    rules.full_hand_below_threshold = rng.random_bool(0.5);
    rules.return_taken_discard = rng.random_bool(0.5);
    rules.giver_penalty = rng.random_bool(0.5);
    rules.indicator_last_tile = rng.random_bool(0.5);
    rules.ten_pairs_finish = rng.random_bool(0.5);
    rules.multipliers = *[Multipliers::Stack, Multipliers::AtMostTwo, Multipliers::None].choose(rng).unwrap();
    rules.okey_in_hand = *[OkeyInHand::CountsInValue, OkeyInHand::FlatPenalty].choose(rng).unwrap();
    rules.stock_exhausted =
        *[StockExhausted::NoScoreOkeyPenalty, StockExhausted::NoScore, StockExhausted::ScoreHands].choose(rng).unwrap();
    rules.all_pairs_cancels = rng.random_bool(0.5);
    rules.exhausted_deal_counts = rng.random_bool(0.5);
    rules.joker_pairs = rng.random_bool(0.5);
    rules.wait_turn_after_opening = rng.random_bool(0.5);
    rules.layoff_cap_per_end = if rng.random_bool(0.5) { Some(rng.random_range(1..=3)) } else { None };
    rules.partners = rules.players == 4 && rng.random_bool(0.5);
    rules.okey_retrieval = rng.random_bool(0.5);
    assert_eq!(rules.validate(), Ok(()), "{rules:?}");
    rules
}

/// A random action the seat to move might try, legal or not (the engine decides): parts of
/// openings, lay-offs, okey exchanges, take-backs, returns, discards.
fn random_action(game: &Game, rng: &mut ChaCha8Rng) -> (usize, Action) {
    let deal = game.deal();
    let seat = deal.turn;
    if game.rules().is_duz()
        && let Some(shower) = (0..deal.players()).find(|&s| deal.indicator_twin(s).is_some())
        && rng.random_bool(0.3)
    {
        return (shower, Action::ShowIndicator);
    }
    let rack = &deal.racks[seat];
    let rules = deal.meld_rules;
    let random_tile = |rng: &mut ChaCha8Rng| rack.choose(rng).copied().unwrap_or(deal.indicator);
    match game.phase() {
        Phase::DealOver | Phase::GameOver => return (seat, Action::NextDeal),
        Phase::Draw => {
            let action = match rng.random_range(0..10) {
                0..=3 => Action::TakeDiscard,
                4 => Action::TakeIndicator,
                _ => Action::Draw,
            };
            return (seat, action);
        }
        Phase::Play => {}
    }
    if game.rules().is_duz() {
        let tile = random_tile(rng);
        let action = if rng.random_bool(0.2) { Action::Finish { tile } } else { Action::Discard { tile } };
        return (seat, action);
    }
    let must_use = deal.turn_state.taken.map(|t| t.tile()).filter(|t| rack.contains(t));
    let laid: Vec<TileId> = deal.turn_state.placements.iter().flat_map(|p| p.tiles.iter().copied()).collect();
    let action = match rng.random_range(0..20) {
        // Some of the melds the hand holds: often less than an opening.
        0..=5 => {
            let found = if rng.random_bool(0.6) {
                solver::best_melds(rack, rules, must_use.filter(|_| rng.random_bool(0.5)))
            } else {
                solver::best_pairs(rack, rules, None)
            };
            let mut melds = found.map(|a| a.melds).unwrap_or_default();
            melds.shuffle(rng);
            melds.truncate(rng.random_range(1..=melds.len().max(1)));
            Action::Lay { melds: melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect() }
        }
        6..=9 => {
            let fits: Vec<Action> = rack
                .iter()
                .flat_map(|&tile| {
                    deal.table.iter().filter(|m| m.meld.kind() != MeldKind::Pair).flat_map(move |m| {
                        let side = m.meld.fits(tile, rules);
                        side.map(|side| Action::LayOff { tile, meld: m.id, side: Some(side) })
                    })
                })
                .collect();
            fits.choose(rng).cloned().unwrap_or(Action::Discard { tile: random_tile(rng) })
        }
        10 => {
            let exchanges: Vec<Action> = rack
                .iter()
                .flat_map(|&tile| {
                    deal.table
                        .iter()
                        .filter(move |m| m.meld.replace_okey(tile, rules).is_ok())
                        .map(move |m| Action::RetrieveOkey { tile, meld: m.id })
                })
                .collect();
            exchanges.choose(rng).cloned().unwrap_or(Action::TakeBackAll)
        }
        11 | 12 => match laid.choose(rng) {
            Some(&tile) if rng.random_bool(0.7) => Action::TakeBack { tile },
            _ => Action::TakeBackAll,
        },
        13 => Action::ReturnTaken,
        _ => {
            let leftover = solver::least_penalty(rack, rules).leftover;
            Action::Discard { tile: leftover.choose(rng).copied().unwrap_or_else(|| random_tile(rng)) }
        }
    };
    (seat, action)
}

/// What was asked and what the engine said.
#[derive(Default)]
struct Tally {
    decisions: usize,
    /// Positions of each mid-turn kind the bots were asked in.
    positions: BTreeMap<&'static str, usize>,
    refused: Vec<String>,
    by_kind: BTreeMap<String, usize>,
}

impl Tally {
    fn note_position(&mut self, game: &Game, view: &SeatView, last: Option<&Action>) {
        let turn = &game.deal().turn_state;
        let mut kinds = Vec::new();
        if view.opening_this_turn.is_some_and(|o| !o.met) {
            kinds.push("partial opening");
        }
        if view.opening_this_turn.is_some_and(|o| o.met) {
            kinds.push("opening met this turn");
        }
        if turn.placements.iter().any(|p| p.before.is_some()) {
            kinds.push("after a lay-off");
        }
        if view.must_use.is_some() {
            kinds.push("taken tile unused");
        }
        if matches!(last, Some(Action::TakeBack { .. } | Action::TakeBackAll)) {
            kinds.push("after a take-back");
        }
        if game.rules().is_duz() {
            kinds.push("Düz Okey");
        }
        if !kinds.is_empty() && game.phase() == Phase::Play {
            kinds.push("mid-turn");
        }
        for kind in kinds {
            *self.positions.entry(kind).or_default() += 1;
        }
    }

    fn ask(&mut self, who: &str, game: &Game, seat: usize, action: Option<Action>, context: &str) {
        let Some(action) = action else { return };
        self.decisions += 1;
        if let Err(error) = game.clone().apply(seat, &action) {
            *self.by_kind.entry(format!("{who} {}", error.code())).or_default() += 1;
            if self.refused.len() < 20 {
                self.refused.push(format!("{who} seat {seat} {action:?}: {error} ({context})"));
            }
        }
    }
}

/// Plays one random game, asking every level and the hint at each position.
fn probe_game(rules: Rules, seed: u64, tally: &mut Tally) {
    let players = usize::from(rules.players);
    let context = format!("seed {seed}, {rules:?}");
    let (mut session, _) = Session::new(rules, seed, vec![SeatKind::Human; players]).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut bots: Vec<(Level, Box<dyn Bot>)> =
        Level::ALL.iter().map(|&l| (l, crate::common::test_bot(l, seed))).collect();
    let mut positions = 0;
    let mut last_applied: Option<Action> = None;
    for _ in 0..STEPS_PER_GAME {
        if session.game().is_over() {
            break;
        }
        let game = session.game();
        let seat = if game.phase() == Phase::DealOver { 0 } else { game.turn() };
        let view = SeatView::of(game, seat).unwrap();
        tally.note_position(game, &view, last_applied.as_ref());
        for (level, bot) in &mut bots {
            if *level == Level::Hard && positions % HARD_EVERY != 0
                || *level == Level::Expert && positions % EXPERT_EVERY != 0
            {
                continue;
            }
            tally.ask(level.name(), game, seat, Some(bot.decide(&view)), &context);
        }
        tally.ask("hint", game, seat, session.hint(seat).map(|hint| hint.action), &context);
        positions += 1;
        // Move on: mostly random tries, sometimes the hint, so that deals get somewhere.
        loop {
            let game = session.game();
            let (seat, action) = if rng.random_bool(0.3) {
                let seat = if game.phase() == Phase::DealOver { 0 } else { game.turn() };
                (seat, session.hint(seat).map_or(Action::Draw, |hint| hint.action))
            } else {
                random_action(game, &mut rng)
            };
            if session.apply(seat, &action).is_ok() {
                last_applied = Some(action);
                break;
            }
            if rng.random_bool(0.05) {
                break;
            }
        }
    }
}

#[test]
fn every_bot_and_the_hint_answer_legally_from_random_positions() {
    let mut tally = Tally::default();
    let mut rules_rng = ChaCha8Rng::seed_from_u64(17);
    let mut games = 0;
    while tally.decisions < 100_000 {
        let rules = random_rules(&mut rules_rng);
        probe_game(rules, 1000 + games, &mut tally);
        games += 1;
    }
    eprintln!(
        "{} decisions in {games} games, positions {:?}; refused: {:?}",
        tally.decisions, tally.positions, tally.by_kind
    );
    for kind in
        ["partial opening", "opening met this turn", "after a lay-off", "taken tile unused", "after a take-back"]
    {
        let seen = tally.positions.get(kind).copied().unwrap_or(0);
        assert!(seen >= 200, "only {seen} positions of kind {kind}: {:?}", tally.positions);
    }
    assert!(tally.refused.is_empty(), "refused {:?}:\n{}", tally.by_kind, tally.refused.join("\n"));
}
