//! The terminal program's tests, in one test program (one link, one copy of the test harness and
//! the helpers). One file's tests: `cargo test -p okey-cli --test cli play_table`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod command_line;
mod commands;
mod files;
mod golden;
mod pass_and_play;
mod play_screen;
mod play_table;
mod review;
mod rules;
mod stats;
mod support;
mod together;
mod turkish_log;
