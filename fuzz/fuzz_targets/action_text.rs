//! The tile notation (`notation::parse_prints`, `parse_groups`, `tiles`) and the action parser
//! (`record::parse_action`) against a dealt game of each variant: never panic, tiles that parse
//! format back to the same faces, and an action that parses reads back from its record text as
//! the same action (from its text for people, which names faces only, as the same faces).
#![no_main]

use libfuzzer_sys::fuzz_target;
use okey_core::record::{action_text, parse_action, record_action_text};
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
        // The record's text names a copy (`R11b`) where the reader's rule would pick the other.
        let recorded = record_action_text(&game, seat, &action);
        assert_eq!(parse_action(&game, seat, &recorded).ok().as_ref(), Some(&action));
        // The text for people does not say which copy, so only the faces must come back.
        let faces = action_text(&action);
        assert_eq!(parse_action(&game, seat, &faces).map(|again| action_text(&again)).ok(), Some(faces));
    }
});
