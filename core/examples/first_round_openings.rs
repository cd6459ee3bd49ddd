//! How often each level opens in its first turn, against what random deals allow: a fairness
//! figure (players notice bots opening in the first round and suspect the shuffle).
//!
//! For each seeded deal and each level, four bots of that level play the deal's first round;
//! a seat "opens in the first round" when it lays an opening in its first turn. "The deal allows"
//! counts the seats whose first-turn tiles hold an opening (sets and runs worth the threshold,
//! or enough pairs), from the deal alone: the starter's 22 tiles, each other seat's 21 and the
//! stock tile it draws first when nobody takes a discard before it. Also: how many deals see at
//! least one of three given seats (the bots' seats against one person) open in the first round.
//!
//! ```sh
//! cargo run --release -p okey-core --example first_round_openings -- 2000 standard
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::bot::{Bot, BotDriver, Level};
use okey_core::{Event, Game, Preset, Rules, solver};

fn main() {
    let mut args = std::env::args().skip(1);
    let deals: u64 = args.next().map_or(1000, |a| a.parse().expect("number of deals"));
    let preset = Preset::from_name(&args.next().unwrap_or_else(|| "standard".into())).expect("a preset");
    assert!(preset != Preset::Duz, "Düz Okey has no opening");
    let rules = Rules { deals: 1, ..Rules::preset(preset) };
    let players = usize::from(rules.players);
    let (mut allowed, mut allowed_three) = (0u64, 0u64);
    let mut opened = vec![0u64; Level::ALL.len()];
    let mut opened_three = vec![0u64; Level::ALL.len()];
    for index in 0..deals {
        let seed = 90_000_000 + index;
        let (game, _) = Game::new(rules.clone(), seed).unwrap();
        let deal = game.deal();
        let starter = deal.turn;
        let mut any_of_three = false;
        for offset in 0..players {
            let seat = (starter + offset) % players;
            let mut tiles = deal.racks[seat].clone();
            if offset > 0 {
                tiles.push(deal.stock[offset - 1]);
            }
            let can = solver::best_value(&tiles, deal.meld_rules) >= deal.sets_threshold
                || solver::pair_count(&tiles, deal.meld_rules) >= usize::from(deal.pairs_threshold);
            allowed += u64::from(can);
            // Seat 0 is the person's; the other three the bots'.
            any_of_three |= can && seat != 0;
        }
        allowed_three += u64::from(any_of_three);
        for (l, level) in Level::ALL.iter().enumerate() {
            let (mut game, _) = Game::new(rules.clone(), seed).unwrap();
            let mut seats: Vec<Option<Box<dyn Bot>>> =
                (0..players).map(|s| Some(level.bot(seed * 31 + s as u64))).collect();
            let mut driver = BotDriver::default();
            // Turns begun by each seat: the starter's first began with the deal.
            let mut turns = vec![0usize; players];
            turns[game.turn()] = 1;
            let mut first_turn_open = vec![false; players];
            while let Some(step) = driver.step(&mut game, &mut seats) {
                for event in &step.events {
                    match event {
                        Event::TurnStarted { seat } => turns[*seat] += 1,
                        Event::Opened { seat, .. } if turns[*seat] <= 1 => first_turn_open[*seat] = true,
                        _ => {}
                    }
                }
                let playing = matches!(game.phase(), okey_core::Phase::Draw | okey_core::Phase::Play);
                if turns.iter().all(|&t| t >= 2) || !playing {
                    break;
                }
            }
            opened[l] += first_turn_open.iter().filter(|&&o| o).count() as u64;
            opened_three[l] += u64::from(first_turn_open.iter().enumerate().any(|(s, &o)| o && s != 0));
        }
    }
    let seats = (deals * players as u64) as f64;
    let n = deals as f64;
    println!(
        "{deals} deals, {preset} rules; share of seats that open in their first turn, and of deals where one of seats 2-4 does"
    );
    println!(
        "{:<22} {:>8.1}% of seats  {:>8.1}% of deals",
        "the deal allows",
        100.0 * allowed as f64 / seats,
        100.0 * allowed_three as f64 / n
    );
    for (l, level) in Level::ALL.iter().enumerate() {
        println!(
            "{:<22} {:>8.1}% of seats  {:>8.1}% of deals",
            format!("{} bots open", level.name()),
            100.0 * opened[l] as f64 / seats,
            100.0 * opened_three[l] as f64 / n
        );
    }
}
