//! The app's files: `game.json` (the game in progress, the engine's session save), `stats.json`
//! (the player's statistics) and `settings.json`, in one directory.
//!
//! A file is read only through [`load`] (or [`read_text`], which sets nothing aside), which
//! refuses a file larger than [`MAX_FILE_BYTES`] before reading it, then text that is not
//! UTF-8, then whatever the parser refuses. Every way a file can fail to load sets it aside
//! under the first free name of `NAME.damaged-1`, `NAME.damaged-2`, ... (nothing is ever
//! overwritten or deleted) and says why, in English and Turkish, so the player can be told and a
//! new file started. Writes go to a temporary file first, then a rename, so a crash mid-write
//! never leaves half a file.
//!
//! - [`storage`]: where files live: a directory ([`DirStorage`]) or memory ([`MemoryStorage`]).
//! - [`reason`]: why a file failed to load, in words ([`Reason`]).

mod reason;
mod storage;

pub use reason::{Damage, Problem, Reason};
pub use storage::{DirStorage, MemoryStorage, ReadError, Storage};

use okey_core::Language;

/// The game in progress: the engine's session save.
pub const GAME_FILE: &str = "game.json";
/// The player's statistics.
pub const STATS_FILE: &str = "stats.json";
/// The app's settings.
pub const SETTINGS_FILE: &str = "settings.json";

/// The largest file the app reads: 16 MiB. A five-deal game's save is 30 to 60 KB; the longest
/// games measured, at the apps' most deals (20) and starting points (40) with bots in every
/// seat under every preset, reach 3.3 MB (Katlamalı with four Beginner bots, whose deals nobody
/// opens are dealt again: 489 deals, 24,394 moves; `cargo run --profile ci -p okey-core
/// --example save_sizes`). The bound leaves five times that, and the engine's own bound on
/// moves (`okey_core::record::MAX_MOVES`) ten. Statistics stay under 50 KB however many games
/// are played (only the latest games' ids are kept). A file of the bound is refused before a
/// byte of it is read, so on a phone it costs neither the time nor the memory of parsing it.
pub const MAX_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// What loading a file found.
#[derive(Debug)]
pub enum Loaded<T> {
    /// There is no such file: nothing saved yet.
    Missing,
    Found(T),
    /// The file could not be loaded and is now kept as `kept_as`; the name is free for a new one.
    SetAside {
        kept_as: String,
        reason: Reason,
    },
    /// The file could not be loaded, nor moved out of the way (`error`): writing its name would
    /// lose it, so the caller must not.
    Stuck {
        reason: Reason,
        error: String,
    },
}

/// Reads `name` and parses it with `parse`; a file that fails to load in any way is set aside.
pub fn load<S, T, E>(storage: &S, name: &str, parse: impl FnOnce(&str) -> Result<T, E>) -> Loaded<T>
where
    S: Storage + ?Sized,
    E: Problem,
{
    let reason = match read_text(storage, name) {
        Ok(None) => return Loaded::Missing,
        Ok(Some(text)) => match parse(&text) {
            Ok(value) => return Loaded::Found(value),
            Err(problem) => Reason::of(&problem),
        },
        Err(reason) => reason,
    };
    match storage.set_aside(name) {
        Ok(kept_as) => Loaded::SetAside { kept_as, reason },
        Err(error) => Loaded::Stuck { reason, error: error.to_string() },
    }
}

/// The text of `name` (`None` if there is no such file), or why it cannot be had: unreadable,
/// larger than [`MAX_FILE_BYTES`], or not UTF-8. Nothing is set aside: for a file that is not
/// the app's (`okey replay FILE`).
pub fn read_text<S: Storage + ?Sized>(storage: &S, name: &str) -> Result<Option<String>, Reason> {
    let bytes = match storage.read(name, MAX_FILE_BYTES) {
        Ok(None) => return Ok(None),
        Ok(Some(bytes)) => bytes,
        Err(ReadError::TooLarge { bytes }) => return Err(Reason::too_large(bytes)),
        Err(ReadError::Io(error)) => return Err(Reason::unreadable(&error)),
    };
    String::from_utf8(bytes).map(Some).map_err(|e| Reason::not_utf8(e.utf8_error().valid_up_to()))
}

/// What to tell the player of a file set aside: which file, why, and where it is kept.
pub fn set_aside_notice(name: &str, kept_as: &str, reason: &Reason, language: Language) -> String {
    let why = reason.message(language);
    match language {
        Language::English => format!("{name} could not be loaded ({why}); it is kept as {kept_as}."),
        Language::Turkish => format!("{name} yüklenemedi ({why}); {kept_as} adıyla saklandı."),
    }
}

/// What to tell the player when the app's files could not be written (`why`: the system's
/// reason).
pub fn save_failed_notice(why: &str, language: Language) -> String {
    crate::words::save_failed(language, why)
}

/// What to tell the player of a file that could not be loaded nor moved: nothing will be
/// written over it until they move it.
pub fn stuck_notice(name: &str, reason: &Reason, error: &str, language: Language) -> String {
    let why = reason.message(language);
    match language {
        Language::English => {
            format!("{name} could not be loaded ({why}) nor set aside ({error}); move it away to start a new one.")
        }
        Language::Turkish => {
            format!("{name} yüklenemedi ({why}) ve kenara alınamadı ({error}); yenisi için onu başka yere taşı.")
        }
    }
}
