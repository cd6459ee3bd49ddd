//! Analysis, not a bot: what each turn decision beyond the ordinary discard is worth to a seat
//! that sees only its own view (`bot::alternatives`: take or draw, open now or wait, sets or
//! pairs, lay a meld now or keep it, lay a tile off now or keep it).
//!
//! ```sh
//! cargo run --release -p okey-core --example decision_ceiling -- 400 16 8   # deals, worlds, checks
//! ```
//!
//! Medium plays every seat. At each decision of the watched seat (it goes round the table from
//! deal to deal) where an alternative exists, the seat picks the move with the best mean deal
//! score over `worlds` worlds imagined from its view (`bot::sample_world`), every move played
//! out by Medium bots to the end of the deal. Where that differs from Medium's move, the gain is
//! measured on the true deal (every rack as it is; the stock, whose order nobody knows, shuffled
//! afresh for each of `checks` play-outs), chosen move minus Medium's, both in the same shuffles.
//! The deal then goes on with Medium's move, so every decision is judged from the positions
//! Medium reaches: a first-order ceiling, summed per deal, with its 95% interval over deals.
//! The checks read the whole `Game` to measure; the choice itself reads the view only.
//!
//! Measured (Standard, 1,000 deals, 48 worlds, 8 checks), points a deal: take or draw -0.3 ± 0.4,
//! open now or wait -0.6 ± 0.4, sets or pairs -0.0, lay or keep -0.3 ± 0.3, lay off or keep
//! -0.2 ± 0.3, lay off an okey -0.2 ± 0.2; with 16 worlds the view chose worse (take or draw
//! +0.6 ± 0.3). Together well under two points: these decisions cannot carry Hard far past the
//! discard's own ceiling.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Decision, alternatives, play_bots, sample_world};
use okey_core::{Action, Game, Phase, Preset, Rules, Seat, SeatView};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod ceiling;
use ceiling::{deal_score, mediums, restocked};

/// Moves after which a deal is abandoned (a safety net: bots always end a deal far sooner).
const MAX_MOVES: usize = 2000;

/// `action` by `seat` in `world`, then Medium everywhere to the end of the deal: the seat's score.
fn play_out(world: &Game, seat: Seat, action: &Action) -> i64 {
    let mut future = world.clone();
    if future.apply(seat, action).is_err() {
        return 1_000_000;
    }
    play_bots(&mut future, &mut mediums());
    i64::from(deal_score(&future, seat))
}

/// What one deal taught: per decision, how often it arose, how often the view changed the
/// move, and the summed gain (negative: fewer points).
#[derive(Clone, Default)]
struct DealFindings {
    arose: [u32; 6],
    changed: [u32; 6],
    gain: [f64; 6],
}

fn index(decision: Decision) -> usize {
    Decision::ALL.iter().position(|&d| d == decision).unwrap()
}

fn watch(seed: u64, seat: Seat, worlds: usize, checks: usize) -> DealFindings {
    let rules = Rules { deals: 1, ..Rules::preset(Preset::Standard) };
    let (mut game, _) = Game::new(rules, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut findings = DealFindings::default();
    for _ in 0..MAX_MOVES {
        if !matches!(game.phase(), Phase::Draw | Phase::Play) {
            break;
        }
        let turn = game.turn();
        let view = SeatView::of(&game, turn).unwrap();
        let (medium, others) = alternatives(&view);
        if turn == seat {
            for decision in Decision::ALL {
                let moves: Vec<&Action> = others.iter().filter(|a| a.decision == decision).map(|a| &a.action).collect();
                if moves.is_empty() {
                    continue;
                }
                let d = index(decision);
                findings.arose[d] += 1;
                let imagined: Vec<Game> = (0..worlds).map(|_| sample_world(&view, &mut rng).unwrap()).collect();
                let mean = |action: &Action| imagined.iter().map(|w| play_out(w, seat, action)).sum::<i64>();
                let mut best = (mean(&medium), &medium);
                for action in moves {
                    let total = mean(action);
                    if total < best.0 {
                        best = (total, action);
                    }
                }
                if best.1 != &medium {
                    findings.changed[d] += 1;
                    let truths: Vec<Game> = (0..checks).map(|_| restocked(&game, &mut rng)).collect();
                    let difference: i64 =
                        truths.iter().map(|t| play_out(t, seat, best.1) - play_out(t, seat, &medium)).sum();
                    findings.gain[d] += difference as f64 / checks as f64;
                }
            }
        }
        if game.apply(turn, &medium).is_err() {
            break;
        }
    }
    findings
}

fn main() {
    let mut args = std::env::args().skip(1);
    let deals: u64 = args.next().map_or(400, |a| a.parse().expect("number of deals"));
    let worlds: usize = args.next().map_or(16, |a| a.parse().expect("worlds"));
    let checks: usize = args.next().map_or(8, |a| a.parse().expect("checks"));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let findings: Vec<DealFindings> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|first| {
                scope.spawn(move || {
                    (first as u64..deals)
                        .step_by(threads)
                        .map(|seed| watch(seed, (seed % 4) as Seat, worlds, checks))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|worker| worker.join().unwrap()).collect()
    });
    let n = findings.len() as f64;
    println!("{} deals, {worlds} imagined worlds a choice, {checks} true-deal checks a change", findings.len());
    println!("decision          arose/deal  changed/deal  gain points/deal (95% CI)");
    for decision in Decision::ALL {
        let d = index(decision);
        let arose = findings.iter().map(|f| f64::from(f.arose[d])).sum::<f64>() / n;
        let changed = findings.iter().map(|f| f64::from(f.changed[d])).sum::<f64>() / n;
        let gains: Vec<f64> = findings.iter().map(|f| f.gain[d]).collect();
        let mean = gains.iter().sum::<f64>() / n;
        let variance = gains.iter().map(|g| (g - mean).powi(2)).sum::<f64>() / (n - 1.0);
        println!(
            "{:<17} {arose:>10.2}  {changed:>12.2}  {mean:>6.2} ± {:.2}",
            decision.name(),
            1.96 * (variance / n).sqrt()
        );
    }
}
