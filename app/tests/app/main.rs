#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! The app core's tests, in one test program (one link, one copy of the test shell).

mod clear_words;
mod controls;
mod damaged;
mod deal_numbers;
mod drops;
mod duz_counter;
mod duz_figures;
mod file_layer;
mod guest_lobby;
mod guide;
mod hosting;
mod how_to_play;
mod indicator;
mod jobs;
mod lay_off;
mod lifecycle;
mod network;
mod okey_name;
mod okeys_held;
mod parts;
mod pass_and_play;
mod properties;
mod questions;
mod refusals;
mod review_midgame;
mod saving;
mod scanning;
mod scenarios;
mod score_multiplier;
mod score_sheet;
mod screens;
mod statistics_deals;
mod stock_out;
mod support;
mod words;
