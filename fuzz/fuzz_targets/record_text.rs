//! The text record parser (`Record::from_text`): never panics, and whatever it reads writes
//! back as text that reads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use okey_core::record::Record;

fuzz_target!(|text: &str| {
    let Ok(record) = Record::from_text(text) else { return };
    let written = record.to_text().expect("a record read from text writes as text");
    let again = Record::from_text(&written).expect("written text reads back");
    assert_eq!(again.to_text().ok().as_deref(), Some(written.as_str()));
});
