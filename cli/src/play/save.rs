//! Where the game in progress is kept between runs: one JSON file in the user's data directory.

use crate::Failure;
use okey_core::Session;
use std::path::PathBuf;

/// The save file; `OKEY_DATA_DIR` overrides the platform's data directory.
#[derive(Clone, Debug)]
pub struct SaveFile {
    pub path: PathBuf,
}

/// What was found in the save file.
#[derive(Debug)]
pub enum Resumed {
    Game(Box<Session>),
    Nothing,
    /// The file exists but cannot be read or replayed: why.
    Damaged(String),
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
        Ok(SaveFile { path: dir.join("game.json") })
    }

    /// The saved game, unless `fresh`; a damaged file is set aside (as `game.json.damaged`, or
    /// `game.json.damaged.2` and on when that is taken) so a new game does not overwrite what
    /// someone may want to look at, however many there are.
    pub fn resume(&self, fresh: bool) -> Resumed {
        if fresh {
            return Resumed::Nothing;
        }
        let text = match std::fs::read_to_string(&self.path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Resumed::Nothing,
            Err(e) => return Resumed::Damaged(e.to_string()),
        };
        match Session::from_json(&text) {
            Ok(session) if session.game().is_over() => Resumed::Nothing,
            Ok(session) => Resumed::Game(Box::new(session)),
            Err(e) => match self.set_aside() {
                Some(aside) => {
                    // The directory is the save's own: the file's name says enough.
                    let name =
                        aside.file_name().map_or_else(|| aside.display().to_string(), |n| n.to_string_lossy().into());
                    Resumed::Damaged(format!("{e}; kept as {name}"))
                }
                None => Resumed::Damaged(e.to_string()),
            },
        }
    }

    /// Moves a damaged save to the first free name of `game.json.damaged`,
    /// `game.json.damaged.2`, ...; returns where, or `None` if it could not be moved.
    fn set_aside(&self) -> Option<PathBuf> {
        let first = self.path.with_extension("json.damaged");
        let names =
            std::iter::once(first.clone()).chain((2..1000).map(|n| first.with_extension(format!("damaged.{n}"))));
        let free = names.into_iter().find(|p| !p.exists())?;
        std::fs::rename(&self.path, &free).ok()?;
        Some(free)
    }

    /// Saves a game in progress (returning where) or removes the save of a finished one.
    pub fn store(&self, session: &Session) -> Result<Option<PathBuf>, String> {
        if session.game().is_over() {
            return match std::fs::remove_file(&self.path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.to_string()),
                _ => Ok(None),
            };
        }
        if let Some(dir) = self.path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        // Write then rename, so a crash mid-write never leaves half a save.
        let temporary = self.path.with_extension("json.tmp");
        std::fs::write(&temporary, session.to_json()).map_err(|e| format!("{}: {e}", temporary.display()))?;
        std::fs::rename(&temporary, &self.path).map_err(|e| format!("{}: {e}", self.path.display()))?;
        Ok(Some(self.path.clone()))
    }
}
