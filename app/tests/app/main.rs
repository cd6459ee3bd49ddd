#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! The app core's tests, in one test program (one link, one copy of the test shell).

mod damaged;
mod deal_numbers;
mod drops;
mod file_layer;
mod guide;
mod how_to_play;
mod indicator;
mod lay_off;
mod lifecycle;
mod okey_name;
mod okeys_held;
mod parts;
mod properties;
mod scenarios;
mod score_multiplier;
mod support;
mod words;
