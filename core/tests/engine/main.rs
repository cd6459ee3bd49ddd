//! okey-core's integration tests, in one test program: one link and one copy of the test
//! harness, proptest and the shared helpers, instead of one of each per file. Run one file's
//! tests with its module name as the filter: `cargo test -p okey-core --test engine solver_oracle`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[macro_use]
mod common;

mod bots;
mod bots_legal;
mod classic_oracle;
mod duz;
mod finish_oracle;
mod guide;
mod hand_scores;
mod hints;
mod katlamali;
mod online;
mod opening_value;
mod penalty_query;
mod properties;
mod records;
mod review;
mod review_planted;
mod rules_doc;
mod rules_text;
mod saved_files;
mod selection;
mod session;
mod solver_api;
mod solver_oracle;
mod standard;
mod stats;
mod wording;
