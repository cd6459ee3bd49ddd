//! Düz Okey's counter: its winning discards are exactly the rack tiles whose discard leaves a
//! winning hand, as the engine's deal judges them (the oracle reads the game itself, the counter
//! only the player's view). It was tested through the bindings' copy of the counter; that copy is
//! gone and this is the one the apps show.

use okey_app::table::DuzFigures;
use okey_core::bot::Level;
use okey_core::rules::{Preset, Rules};
use okey_core::{Phase, SeatKind, Session};

#[test]
fn winning_discards_agree_with_the_deal_at_every_step_of_bot_games() {
    let mut winning_positions = 0;
    for seed in 0..12 {
        let seats = vec![SeatKind::Bot(Level::Medium); 4];
        let (mut session, _) = Session::new(Rules::preset(Preset::Duz), seed, seats).unwrap();
        for _ in 0..400 {
            let game = session.game();
            for seat in 0..4 {
                let view = session.view(seat).unwrap();
                let found = DuzFigures::of(&view).winning;
                let expected: Vec<_> = if game.phase() == Phase::Play && game.turn() == seat {
                    view.rack.iter().copied().filter(|&t| game.deal().winning_melds(seat, t).is_some()).collect()
                } else {
                    Vec::new()
                };
                assert_eq!(found, expected, "seed {seed}, seat {seat}");
                winning_positions += usize::from(!found.is_empty());
            }
            if game.is_over() || session.step_bot().is_none() {
                break;
            }
        }
    }
    assert!(winning_positions > 0, "no position with a winning discard was checked");
}
