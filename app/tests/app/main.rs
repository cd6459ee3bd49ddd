#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! The app core's tests, in one test program (one link, one copy of the test shell).

mod damaged;
mod file_layer;
mod guide;
mod lifecycle;
mod parts;
mod properties;
mod scenarios;
mod support;
mod words;
