//! What `discard_ceiling` and `decision_ceiling` share: Medium in every seat, a seat's deal
//! score, and the true deal with its stock reshuffled. (A folder without `main.rs`, so cargo does
//! not take it for an example of its own.)

use okey_core::bot::{Bot, Medium};
use okey_core::{Game, Seat};
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

pub fn mediums() -> Vec<Option<Box<dyn Bot>>> {
    (0..4).map(|_| Some(Box::new(Medium) as Box<dyn Bot>)).collect()
}

pub fn deal_score(game: &Game, seat: Seat) -> i32 {
    game.results().last().map_or(0, |result| result.scores[seat])
}

/// The true deal with its stock in a random order (through serde: no engine call can reorder it).
pub fn restocked(game: &Game, rng: &mut ChaCha8Rng) -> Game {
    let mut value = serde_json::to_value(game).unwrap();
    let stock = value["deal"]["stock"].as_array_mut().unwrap();
    stock.shuffle(rng);
    serde_json::from_value(value).unwrap()
}
