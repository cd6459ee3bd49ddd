//! Loads a JSON save as the apps do (a session save with `Session::from_json`, a game record with
//! `Record::from_json` and a replay) and says how long it took and how long the error is, to
//! measure what a damaged or absurd file costs (peak memory with `/usr/bin/time -v`):
//!
//! ```sh
//! cargo build --profile ci -p okey-core --example load_save
//! /usr/bin/time -v target/ci/examples/load_save FILE
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used)]

use okey_core::Session;
use okey_core::record::Record;
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).expect("a save file");
    let bytes = std::fs::read(&path).expect("readable file");
    let text = String::from_utf8_lossy(&bytes);
    let session = text.contains("\"okey-session\"");
    // Only the engine's part is timed: reading the file is the file layer's (app/src/files.rs).
    let start = Instant::now();
    let outcome = if session {
        Session::from_json(&text).map(|s| s.record().moves.len()).map_err(|e| e.to_string())
    } else {
        Record::from_json(&text).and_then(|r| r.replay().map(|_| r.moves.len())).map_err(|e| e.to_string())
    };
    let elapsed = start.elapsed();
    match outcome {
        Ok(moves) => println!("loaded {} bytes in {elapsed:?}: {moves} moves", bytes.len()),
        Err(message) => {
            let shown: String = message.chars().take(300).collect();
            println!("refused {} bytes in {elapsed:?}; message {} bytes: {shown}", bytes.len(), message.len());
        }
    }
}
