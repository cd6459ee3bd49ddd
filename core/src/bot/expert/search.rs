//! Candidate moves weighed by play-outs in imagined worlds, with successive halving.
//!
//! Each candidate is played in the same worlds (sample `s` is world `s` for every candidate), then
//! Medium bots play every seat to the end of the deal; a candidate's worth is minus this seat's
//! mean deal score. The halving spends most play-outs on the candidates still in contention.

use super::halving;
use super::worlds::{self, World};
use crate::action::Action;
use crate::bot::{Bot, BotDriver, Medium};
use crate::game::Game;
use crate::view::SeatView;
use rand_chacha::ChaCha8Rng;

/// Moves after which a play-out stops and scores what it has (deals end far sooner).
const MAX_MOVES: usize = 400;

/// The index of the best of `candidates` (the first is the default, kept on ties), spending
/// about `budget` play-outs; `None` when the view cannot be sampled.
pub(super) fn best(
    view: &SeatView,
    candidates: &[Action],
    rng: &mut ChaCha8Rng,
    budget: usize,
    first: usize,
    margin: f64,
) -> Option<usize> {
    if candidates.len() < 2 {
        return Some(0);
    }
    let mut worlds: Vec<Game> = Vec::new();
    let mut failed = false;
    let outcome = halving::best_against(candidates.len(), budget, first, Some(margin), |c, s| {
        while worlds.len() <= s && !failed {
            match worlds::sample(view, rng).and_then(|w: World| w.game(view)) {
                Some(game) => worlds.push(game),
                None => failed = true,
            }
        }
        worlds.get(s).map_or(0.0, |world| -f64::from(play_out(world, view, &candidates[c])))
    })?;
    (!failed).then_some(outcome.winner)
}

/// `action` in `world`, then Medium everywhere to the end of the deal: this seat's deal score.
fn play_out(world: &Game, view: &SeatView, action: &Action) -> i32 {
    let mut game = world.clone();
    if game.apply(view.seat, action).is_err() {
        return 10_000;
    }
    let players = view.others.len() + 1;
    let mut seats: Vec<Option<Box<dyn Bot>>> = (0..players).map(|_| Some(Box::new(Medium) as Box<dyn Bot>)).collect();
    let mut driver = BotDriver::default();
    let mut moves = 0;
    while moves < MAX_MOVES && driver.step(&mut game, &mut seats).is_some() {
        moves += 1;
    }
    game.results().last().map_or(0, |r| r.scores.get(view.seat).copied().unwrap_or(0))
}
