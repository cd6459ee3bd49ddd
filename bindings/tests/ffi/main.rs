//! The bindings' tests from Rust, in one test program (one link, one copy of the test harness).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod api;
mod duz_progress;
mod review;
