//! The position parser (`position::parse`): never panics, and a position it accepts writes
//! (when it can be written) as text that reads back to the same position. Then beginner bots
//! play a few actions on from it, so that the engine meets the odd but legal positions the
//! parser lets through: every action is applied or refused without a panic, all tiles stay
//! accounted for, and each position reached reads back too.
#![no_main]

use libfuzzer_sys::fuzz_target;
use okey_core::bot::{Bot, BotDriver, Level};
use okey_core::{Game, Phase, position};

/// Bot actions played from an accepted position: enough for a turn or two of every seat, few
/// enough that one input stays fast.
const BOT_STEPS: usize = 12;

/// Writes `game`'s position, if it has one now, and checks that it reads back the same.
fn reads_back(game: &Game) {
    let Some(written) = position::write(game) else { return };
    let back = position::parse(&written).expect("a written position reads back");
    assert_eq!(position::write(&back).as_deref(), Some(written.as_str()));
}

fuzz_target!(|text: &str| {
    let Ok(mut game) = position::parse(text) else { return };
    reads_back(&game);
    let players = usize::from(game.rules().players);
    let mut seats: Vec<Option<Box<dyn Bot>>> =
        (0..players).map(|seat| Some(Level::Beginner.bot(seat as u64))).collect();
    let mut driver = BotDriver::default();
    for _ in 0..BOT_STEPS {
        if game.is_over() || game.phase() == Phase::DealOver || driver.step(&mut game, &mut seats).is_none() {
            break;
        }
        assert!(game.tiles_accounted_for(), "a tile lost or doubled after a bot's action");
        reads_back(&game);
    }
});
