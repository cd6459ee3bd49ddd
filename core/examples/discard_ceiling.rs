//! Analysis, not a bot: how much a seat could gain over Medium by its choice of discards alone,
//! depending on what it knows. The seat plays as Medium, except that each ordinary discard is
//! the penalty-free one whose deal, played on by Medium bots in every seat, ends best for it on
//! average over the worlds it imagines; the paired difference against Medium in the same seat on
//! the same deal is printed with its 95% interval.
//!
//! ```sh
//! cargo run --release -p okey-core --example discard_ceiling -- 2000            # sees everything
//! cargo run --release -p okey-core --example discard_ceiling -- 1000 racks 16   # every rack, not the stock order
//! cargo run --release -p okey-core --example discard_ceiling -- 1000 view 16    # only its view, as Hard
//! ```
//!
//! `all` plays out the true deal (one world); `racks` knows every rack but draws the stock's
//! order at random for each world; `view` imagines each world from the seat's view alone
//! (`bot::sample_world`, Hard's sampler). The first two read the whole `Game`, which no bot can:
//! they measure what information is worth, a ceiling for Hard's discards, not a way to play.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Bot, Medium, play_bots, sample_world};
use okey_core::{Action, Game, Phase, Preset, Rules, Seat, SeatView};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

mod ceiling;
use ceiling::{deal_score, mediums, restocked};

/// Moves after which a deal is abandoned (a safety net: bots always end a deal far sooner).
const MAX_MOVES: usize = 2000;

/// What the seeing seat knows when it imagines how the deal goes on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Knowing {
    /// Every rack and the stock order: the true deal.
    All,
    /// Every rack; the stock's tiles but not their order.
    Racks,
    /// Its own view only.
    View,
}

/// A world the seat imagines, by what it knows.
fn imagine(game: &Game, view: &SeatView, knowing: Knowing, rng: &mut ChaCha8Rng) -> Game {
    match knowing {
        Knowing::All => game.clone(),
        Knowing::Racks => restocked(game, rng),
        Knowing::View => sample_world(view, rng).expect("a view's counts add up"),
    }
}

/// The penalty-free discard of `seat` with the lowest total score over the same `worlds`.
fn best_discard(game: &Game, view: &SeatView, knowing: Knowing, worlds: usize, rng: &mut ChaCha8Rng) -> Option<Action> {
    let worlds: Vec<Game> = (0..worlds).map(|_| imagine(game, view, knowing, rng)).collect();
    let mut best: Option<(i64, Action)> = None;
    let mut tried = Vec::new();
    for &tile in &view.rack {
        if tried.contains(&tile.print()) || game.discard_penalty(view.seat, tile).is_some() {
            continue;
        }
        tried.push(tile.print());
        let discard = Action::Discard { tile };
        let mut total = 0i64;
        for world in &worlds {
            let mut future = world.clone();
            if future.apply(view.seat, &discard).is_err() {
                total = i64::MAX;
                break;
            }
            play_bots(&mut future, &mut mediums());
            total += i64::from(deal_score(&future, view.seat));
        }
        if best.as_ref().is_none_or(|(lowest, _)| total < *lowest) {
            best = Some((total, discard));
        }
    }
    best.map(|(_, discard)| discard)
}

/// One deal with Medium in every seat; with `seeing`, `seat` chooses its discards by play-outs.
fn play(seed: u64, seat: Seat, seeing: Option<(Knowing, usize)>) -> i32 {
    let rules = Rules { deals: 1, ..Rules::preset(Preset::Standard) };
    let (mut game, _) = Game::new(rules, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..MAX_MOVES {
        if !matches!(game.phase(), Phase::Draw | Phase::Play) {
            break;
        }
        let turn = game.turn();
        let view = SeatView::of(&game, turn).unwrap();
        let mut action = Medium.decide(&view);
        let ordinary = view.laid_this_turn.is_empty() && view.must_use.is_none();
        if let Some((knowing, worlds)) = seeing
            && turn == seat
            && ordinary
            && matches!(action, Action::Discard { .. })
        {
            action = best_discard(&game, &view, knowing, worlds, &mut rng).unwrap_or(action);
        }
        if game.apply(turn, &action).is_err() {
            break;
        }
    }
    deal_score(&game, seat)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let deals: u64 = args.next().map_or(500, |a| a.parse().expect("number of deals"));
    let knowing = match args.next().as_deref() {
        None | Some("all") => Knowing::All,
        Some("racks") => Knowing::Racks,
        Some("view") => Knowing::View,
        Some(other) => {
            eprintln!("discard_ceiling: knowing {other}? expected all, racks or view");
            std::process::exit(2);
        }
    };
    let worlds: usize =
        args.next().map_or(if knowing == Knowing::All { 1 } else { 16 }, |a| a.parse().expect("worlds"));
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
                            f64::from(play(seed, seat, Some((knowing, worlds))) - play(seed, seat, None))
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
    let what = match knowing {
        Knowing::All => "seeing every tile".to_string(),
        Knowing::Racks => format!("seeing every rack ({worlds} stock orders)"),
        Knowing::View => format!("its own view ({worlds} worlds)"),
    };
    println!(
        "{what} - medium, same seat and deal, over {} deals: {mean:.1} ± {:.1} points a deal",
        differences.len(),
        1.96 * (variance / n).sqrt()
    );
}
