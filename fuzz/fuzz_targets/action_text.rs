//! The tile notation (`notation::parse_prints`, `parse_groups`, `tiles`) and the action parser
//! (`record::parse_action`) against a dealt game of each variant: never panic, and tiles that
//! parse format back to the same faces.
#![no_main]

use libfuzzer_sys::fuzz_target;
use okey_core::record::{action_text, parse_action};
use okey_core::{Game, Preset, Rules, notation};

fuzz_target!(|input: (u8, &str)| {
    let (choice, text) = input;
    let _ = notation::parse_groups(text);
    if let Ok(prints) = notation::parse_prints(text) {
        let again: Vec<String> = prints.iter().map(ToString::to_string).collect();
        assert_eq!(notation::parse_prints(&again.join(" ")).ok(), Some(prints));
    }
    if let Ok(tiles) = notation::tiles(text) {
        assert_eq!(notation::tiles(&notation::format_tiles(&tiles)).ok(), Some(tiles));
    }
    let preset = Preset::ALL[usize::from(choice) % Preset::ALL.len()];
    let Ok((game, _)) = Game::new(Rules::preset(preset), u64::from(choice)) else { return };
    let seat = usize::from(choice >> 4) % 5;
    if let Ok(action) = parse_action(&game, seat, text) {
        // The action's own text names the same tiles by face, so it parses to the same action.
        assert_eq!(parse_action(&game, seat, &action_text(&action)).ok(), Some(action));
    }
});
