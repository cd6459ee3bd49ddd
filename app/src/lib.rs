//! The Okey apps' core: every screen's state and every decision of the app, once, for the
//! Android app, the iPhone app and the terminal game.
//!
//! Shaped like a Crux core: a shell holds one [`App`], sends it the player's gestures as
//! [`Intent`]s ([`App::send`], quick, on the UI thread), runs the slow work it asks for
//! ([`App::run`] on a background thread), and draws the [`ViewModel`] it gets back, performing
//! the [`Effect`]s that come with it (timers, animations, haptics, announcements). The app core
//! never calls the shell; a job answered for a table that has moved on is dropped here.
//!
//! `okey_core` decides every rule; this crate decides every behaviour: which meld Lay lays,
//! when to ask before a costly discard, what the counters say, what is saved and when. It does
//! no I/O of its own but through a [`files::Storage`], and reads no clock.
//!
//! - `intent`, `effect`, `view`: what crosses to the shells.
//! - `app`, `offers`, `dispatch`: the object and its locks; which intents are taken now; each
//!   intent applied.
//! - `schedule` and `jobs`: which background work is needed now, and each job's work.
//! - `table`: the game at the table (rack slots, moves, questions, presentation, saving).
//! - `form`, `settings`, `statistics`, `review`, `presenter`, `how_to_play`: the other screens.
//! - `words`: the app's sentences in English and Turkish.
//! - `files`: the app's files, and how a damaged one is kept aside.

#[cfg(feature = "uniffi")]
uniffi::setup_scaffolding!("okey_app");

mod app;
mod dispatch;
mod effect;
pub mod files;
mod flights;
mod form;
mod how_to_play;
mod intent;
mod jobs;
pub mod net;
mod offers;
mod presenter;
mod review;
mod schedule;
mod settings;
mod statistics;
pub mod table;
pub mod view;
pub mod words;

#[cfg(feature = "uniffi")]
mod ffi;

pub use app::App;
pub use effect::{Effect, Flight, Haptic, Job, JobKind, Place, Refusal, Sound, Ticket, Update};
pub use intent::{Answer, BotSpeed, Dragged, DropSpot, Intent, RuleValue};
pub use schedule::{MESSAGE_MS, REVIEW_TICK_MS, SAVE_RETRY_MS};
pub use settings::Settings;
pub use view::ViewModel;
