//! The app core as the phones call it (uniffi): one object, `OkeyApp`, over the app's data
//! directory. Every call is synchronous; `send` and `view` are quick, `run` is for a background
//! thread. Nothing here throws: a refused gesture is a message in the view model.

use crate::files::DirStorage;
use crate::{App, Intent, Job, Update, ViewModel};
use std::sync::Arc;

#[uniffi::remote(Enum)]
pub enum Language {
    English,
    Turkish,
}

#[uniffi::remote(Enum)]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

#[uniffi::remote(Enum)]
pub enum Preset {
    Standard,
    Online,
    Guide,
    Katlamali,
    Duz,
}

#[uniffi::remote(Enum)]
pub enum Variant {
    Okey101,
    Duz,
}

#[uniffi::remote(Enum)]
pub enum MeldKind {
    Set,
    Run,
    Pair,
}

#[uniffi::remote(Enum)]
pub enum Side {
    Low,
    High,
}

use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::meld::{MeldKind, Side};
use okey_core::rules::{Preset, Variant};

/// The app core over a directory of the device.
#[derive(Debug, uniffi::Object)]
pub struct OkeyApp {
    app: App,
}

#[uniffi::export]
impl OkeyApp {
    /// Opens the app over its files in `data_dir`; `system_language` is a first launch's
    /// language, `entropy` a random number new games' seeds come from. A damaged file is set
    /// aside and the player told (the view model's notice).
    #[uniffi::constructor]
    pub fn open(data_dir: String, system_language: Language, entropy: u64) -> Arc<OkeyApp> {
        Arc::new(OkeyApp { app: App::open(Box::new(DirStorage::new(data_dir)), system_language, entropy) })
    }

    /// Call once after opening.
    pub fn start(&self) -> Update {
        self.app.start()
    }

    /// A gesture; quick, for the UI thread.
    pub fn send(&self, intent: Intent) -> Update {
        self.app.send(intent)
    }

    /// A job an effect asked for; on a background thread.
    pub fn run(&self, job: Job) -> Update {
        self.app.run(job)
    }

    pub fn view(&self) -> ViewModel {
        self.app.view()
    }

    /// Writes what waits to be written, on the calling thread (the app goes to the background).
    pub fn flush(&self) {
        self.app.flush();
    }
}
