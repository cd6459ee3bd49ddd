//! The position parser (`position::parse`): never panics, and a position it accepts writes
//! (when it can be written) as text that reads back to the same position.
#![no_main]

use libfuzzer_sys::fuzz_target;
use okey_core::position;

fuzz_target!(|text: &str| {
    let Ok(game) = position::parse(text) else { return };
    let Some(written) = position::write(&game) else { return };
    let back = position::parse(&written).expect("a written position reads back");
    assert_eq!(position::write(&back).as_deref(), Some(written.as_str()));
});
