//! Analysis, not a bot: how much a seat could gain over Medium by its choice of discards alone,
//! if it knew everything. The seat plays as Medium, except that each ordinary discard is the
//! one whose true deal, played on by Medium bots in every seat, ends best for it; the paired
//! difference against Medium in the same seat on the same deal is printed with its 95%
//! interval.
//!
//! ```sh
//! cargo run --release -p okey-core --example discard_ceiling -- 2000
//! ```
//!
//! It reads the whole `Game` (every rack and the stock order), which no bot can: it measures the
//! value of that information, a ceiling for Hard's discards, not a way to play.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Bot, Medium, play_bots};
use okey_core::{Action, Game, Phase, Preset, Rules, Seat, SeatView};

/// Moves after which a deal is abandoned (a safety net: bots always end a deal far sooner).
const MAX_MOVES: usize = 2000;

fn mediums() -> Vec<Option<Box<dyn Bot>>> {
    (0..4).map(|_| Some(Box::new(Medium) as Box<dyn Bot>)).collect()
}

fn deal_score(game: &Game, seat: Seat) -> i32 {
    game.results().last().map_or(0, |result| result.scores[seat])
}

/// The discard of `seat` whose true future ends best for it, among those that cost no penalty.
fn best_discard(game: &Game, seat: Seat, rack: &[okey_core::tile::TileId]) -> Option<Action> {
    let mut best: Option<(i32, Action)> = None;
    let mut tried = Vec::new();
    for &tile in rack {
        if tried.contains(&tile.print()) || game.discard_penalty(seat, tile).is_some() {
            continue;
        }
        tried.push(tile.print());
        let discard = Action::Discard { tile };
        let mut future = game.clone();
        if future.apply(seat, &discard).is_err() {
            continue;
        }
        play_bots(&mut future, &mut mediums());
        let score = deal_score(&future, seat);
        if best.as_ref().is_none_or(|(lowest, _)| score < *lowest) {
            best = Some((score, discard));
        }
    }
    best.map(|(_, discard)| discard)
}

/// One deal with Medium in every seat; with `seeing`, `seat` chooses its discards by the true future.
fn play(seed: u64, seat: Seat, seeing: bool) -> i32 {
    let rules = Rules { deals: 1, ..Rules::preset(Preset::Standard) };
    let (mut game, _) = Game::new(rules, seed).unwrap();
    for _ in 0..MAX_MOVES {
        if !matches!(game.phase(), Phase::Draw | Phase::Play) {
            break;
        }
        let turn = game.turn();
        let view = SeatView::of(&game, turn).unwrap();
        let mut action = Medium.decide(&view);
        let ordinary = view.laid_this_turn.is_empty() && view.must_use.is_none();
        if seeing && turn == seat && ordinary && matches!(action, Action::Discard { .. }) {
            action = best_discard(&game, turn, &view.rack).unwrap_or(action);
        }
        if game.apply(turn, &action).is_err() {
            break;
        }
    }
    deal_score(&game, seat)
}

fn main() {
    let deals: u64 = std::env::args().nth(1).map_or(500, |a| a.parse().expect("number of deals"));
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    // Each thread takes every `threads`-th deal; each deal's seeing seat goes round the table.
    let differences: Vec<f64> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|first| {
                scope.spawn(move || {
                    (first as u64..deals)
                        .step_by(threads)
                        .map(|seed| {
                            let seat = (seed % 4) as Seat;
                            f64::from(play(seed, seat, true) - play(seed, seat, false))
                        })
                        .collect::<Vec<f64>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|worker| worker.join().unwrap()).collect()
    });
    let n = differences.len() as f64;
    let mean = differences.iter().sum::<f64>() / n;
    let variance = differences.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
    println!(
        "seeing every tile - medium, same seat and deal, over {} deals: {mean:.1} ± {:.1} points a deal",
        differences.len(),
        1.96 * (variance / n).sqrt()
    );
}
