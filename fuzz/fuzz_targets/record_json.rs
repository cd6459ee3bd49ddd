//! The JSON loaders (`Record::from_json`, `Session::from_json`): never panic, and a record that
//! loads and replays saves back to the same record.
#![no_main]

use libfuzzer_sys::fuzz_target;
use okey_core::Session;
use okey_core::record::Record;

fuzz_target!(|text: &str| {
    let _ = Session::from_json(text);
    let Ok(record) = Record::from_json(text) else { return };
    if record.replay().is_ok() {
        let back = Record::from_json(&record.to_json()).expect("a saved record loads");
        assert_eq!(back, record);
    }
});
