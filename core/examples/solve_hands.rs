//! Solves 200 seeded random 22-tile hands holding exactly N okeys (first argument, default 0),
//! for repeatable instruction counts of the solver under callgrind, where wall-clock timings on a
//! shared machine are noisy:
//!
//! ```sh
//! cargo build --release -p okey-core --example solve_hands
//! valgrind --tool=callgrind ./target/release/examples/solve_hands 2
//! valgrind --tool=callgrind ./target/release/examples/solve_hands 2 melds  # best_melds instead
//! valgrind --tool=callgrind ./target/release/examples/solve_hands 2 skip   # baseline: no solving
//! ```
//!
//! The difference of the two totals divided by 200 is the solver's cost per hand.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::meld::MeldRules;
use okey_core::solver;
use okey_core::tile::{Face, Okey, Plays, TileId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

fn main() {
    let okeys: usize = std::env::args().nth(1).map_or(0, |a| a.parse().expect("okeys: 0, 1 or 2"));
    let mode = std::env::args().nth(2);
    let solve = mode.as_deref() != Some("skip");
    let melds = mode.as_deref() == Some("melds");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut total = 0;
    for _ in 0..200 {
        let okey = Okey::from_face(Face::from_index(rng.random_range(0..Face::COUNT)).unwrap());
        let (mut hand, mut plain): (Vec<TileId>, Vec<TileId>) =
            TileId::all().partition(|&t| okey.plays(t) == Plays::Wild);
        plain.shuffle(&mut rng);
        hand.truncate(okeys);
        hand.extend(&plain[..22 - okeys]);
        if solve {
            let rules = MeldRules::okey101(okey, true);
            total += if melds {
                solver::best_melds(&hand, rules, None).map_or(0, |a| a.value())
            } else {
                solver::best_value(&hand, rules)
            };
        }
    }
    println!("total opening value {total}");
}
