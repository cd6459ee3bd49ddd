//! okey-core: the Okey 101 rules engine.
//!
//! Pure Rust, no I/O and no clocks: a game is its rules, a seed and a list of actions, and
//! replays exactly. Modules, each with one job:
//!
//! - [`tile`]: colours, faces, the 106 physical tiles, the okey.
//! - [`notation`]: the text notation for tiles (`R7 Y13 F`).
//! - [`rules`]: the rules configuration and its presets.
//! - [`meld`]: sets, runs and pairs.

pub mod meld;
pub mod notation;
pub mod rules;
pub mod tile;
