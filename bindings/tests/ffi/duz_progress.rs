//! Düz Okey's counter through the bindings: its winning discards are exactly the rack tiles whose
//! discard leaves a winning hand, as the engine's deal judges them (the oracle reads the save).

use okey_core::Phase;
use okey_core::rules::Preset;
use okey_ffi::{BotLevel, GameConfig, OkeyGame, SeatKind, rules_for_preset};

#[test]
fn winning_discards_agree_with_the_deal_at_every_step_of_bot_games() {
    let mut winning_positions = 0;
    for seed in 0..12 {
        let bot = SeatKind::Bot { level: BotLevel::Medium };
        let config = GameConfig { rules: rules_for_preset(Preset::Duz), seats: vec![bot; 4], seed, language: None };
        let game = OkeyGame::new(config).unwrap();
        for _ in 0..400 {
            let session = okey_core::Session::from_json(&game.save()).unwrap();
            let deal = session.game().deal();
            for seat in 0..4u32 {
                let progress = game.duz_progress(seat).unwrap();
                let found: Vec<u8> = progress.winning_discards.iter().map(|t| t.id).collect();
                let view = game.view(seat).unwrap();
                let expected: Vec<u8> = if view.phase == Phase::Play && view.turn == seat {
                    let rack = session.view(seat as usize).unwrap().rack;
                    rack.iter()
                        .filter(|&&t| deal.winning_melds(seat as usize, t).is_some())
                        .map(|&t| u8::from(t))
                        .collect()
                } else {
                    Vec::new()
                };
                assert_eq!(found, expected, "seed {seed}, seat {seat}");
                winning_positions += usize::from(!found.is_empty());
            }
            if game.is_over() || game.step_bot(0).unwrap().is_none() {
                break;
            }
        }
    }
    assert!(winning_positions > 0, "no position with a winning discard was checked");
}
