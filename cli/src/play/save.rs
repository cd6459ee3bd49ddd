//! Where the game in progress is kept between runs: `game.json` in the user's data directory,
//! read and written through the app's file layer (`okey_app::files`), as the apps will.

use crate::Failure;
use okey_app::files::{self, DirStorage, GAME_FILE, Loaded, Reason, Storage};
use okey_core::{Language, Session};
use std::path::PathBuf;

/// The save file's directory; `OKEY_DATA_DIR` overrides the platform's data directory.
#[derive(Clone, Debug)]
pub struct SaveFile {
    pub storage: DirStorage,
}

/// What was found in the save file.
#[derive(Debug)]
pub enum Resumed {
    Game(Box<Session>),
    /// No save, a finished game's, or a new game asked for.
    Nothing,
    /// The save could not be loaded; it is kept as `kept_as`, beside it.
    SetAside {
        kept_as: String,
        reason: Reason,
    },
}

impl Resumed {
    /// What to tell the player of a save set aside, in their language.
    pub fn notice(&self, language: Language) -> Option<String> {
        match self {
            Resumed::SetAside { kept_as, reason } => {
                let kept = files::set_aside_notice(GAME_FILE, kept_as, reason, language);
                Some(format!("{kept} {}", language.pick("A new game starts.", "Yeni bir oyun başlıyor.")))
            }
            Resumed::Game(_) | Resumed::Nothing => None,
        }
    }
}

impl SaveFile {
    pub fn locate() -> Result<SaveFile, Failure> {
        let dir = match std::env::var_os("OKEY_DATA_DIR") {
            Some(dir) => PathBuf::from(dir),
            None => {
                directories::ProjectDirs::from("", "", "okey").map(|dirs| dirs.data_dir().to_path_buf()).ok_or_else(
                    || Failure::environment("no home directory to keep the saved game in; set OKEY_DATA_DIR"),
                )?
            }
        };
        Ok(SaveFile::in_dir(dir))
    }

    /// The save file in `dir`.
    pub fn in_dir(dir: impl Into<PathBuf>) -> SaveFile {
        SaveFile { storage: DirStorage::new(dir) }
    }

    /// Where the save is on disk.
    pub fn path(&self) -> PathBuf {
        self.storage.path(GAME_FILE)
    }

    /// The saved game, unless `fresh`. A save that fails to load in any way is set aside (as
    /// `game.json.damaged-1`, or the next free number) so that a new game does not overwrite
    /// it; one that cannot even be moved stops the program rather than be lost.
    pub fn resume(&self, fresh: bool, language: Language) -> Result<Resumed, Failure> {
        if fresh {
            return Ok(Resumed::Nothing);
        }
        match files::load(&self.storage, GAME_FILE, Session::from_json) {
            Loaded::Missing => Ok(Resumed::Nothing),
            Loaded::Found(session) if session.game().is_over() => Ok(Resumed::Nothing),
            Loaded::Found(session) => Ok(Resumed::Game(Box::new(session))),
            Loaded::SetAside { kept_as, reason } => Ok(Resumed::SetAside { kept_as, reason }),
            Loaded::Stuck { reason, error } => {
                let name = self.path().display().to_string();
                Err(Failure::environment(files::stuck_notice(&name, &reason, &error, language)))
            }
        }
    }

    /// Saves a game in progress (returning where) or removes the save of a finished one.
    pub fn store(&self, session: &Session) -> Result<Option<PathBuf>, String> {
        let failed = |e: std::io::Error| format!("{}: {e}", self.path().display());
        if session.game().is_over() {
            return self.storage.remove(GAME_FILE).map(|()| None).map_err(failed);
        }
        self.storage.write(GAME_FILE, session.to_json().as_bytes()).map_err(failed)?;
        Ok(Some(self.path()))
    }
}
