//! The app's files: where they are kept, and how a damaged one is set aside, never lost.

use okey_core::lang::Language;
use std::collections::BTreeMap;
use std::fmt::Debug;
use std::io;
use std::path::PathBuf;
use std::sync::Mutex;

/// The game in progress.
pub const GAME: &str = "game.json";
/// The statistics.
pub const STATISTICS: &str = "stats.json";
/// The settings.
pub const SETTINGS: &str = "settings.json";

/// No file of the app's is ever near this size: a whole game's save is tens of kilobytes.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// Where the app keeps its files.
pub trait Storage: Debug + Send + Sync {
    /// The file's bytes, or `None` when there is no such file.
    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>>;
    /// Replaces the file whole (a reader never sees half of it).
    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()>;
    /// Renames the file to the first free `NAME.damaged-N` and returns that name.
    fn set_aside(&self, name: &str) -> io::Result<String>;
}

/// A storage shared with whoever holds it too (a test reads the files the app wrote).
impl<S: Storage + ?Sized> Storage for std::sync::Arc<S> {
    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        (**self).read(name)
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        (**self).write(name, bytes)
    }

    fn set_aside(&self, name: &str) -> io::Result<String> {
        (**self).set_aside(name)
    }
}

/// A directory on the device.
#[derive(Debug)]
pub struct DirStorage {
    dir: PathBuf,
}

impl DirStorage {
    pub fn new(dir: impl Into<PathBuf>) -> DirStorage {
        DirStorage { dir: dir.into() }
    }
}

impl Storage for DirStorage {
    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        let path = self.dir.join(name);
        match std::fs::metadata(&path) {
            Ok(meta) if meta.len() > MAX_FILE_BYTES => {
                Err(io::Error::new(io::ErrorKind::FileTooLarge, format!("{} bytes", meta.len())))
            }
            Ok(_) => std::fs::read(path).map(Some),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let temporary = self.dir.join(format!("{name}.new"));
        std::fs::write(&temporary, bytes)?;
        std::fs::rename(temporary, self.dir.join(name))
    }

    fn set_aside(&self, name: &str) -> io::Result<String> {
        for n in 1.. {
            let aside = format!("{name}.damaged-{n}");
            if !self.dir.join(&aside).exists() {
                std::fs::rename(self.dir.join(name), self.dir.join(&aside))?;
                return Ok(aside);
            }
        }
        Err(io::Error::other("no free name"))
    }
}

/// Files in memory, for tests.
#[derive(Debug, Default)]
pub struct MemoryStorage {
    files: Mutex<BTreeMap<String, Vec<u8>>>,
}

impl MemoryStorage {
    pub fn new() -> MemoryStorage {
        MemoryStorage::default()
    }

    /// Every file's name.
    pub fn names(&self) -> Vec<String> {
        self.files.lock().map(|f| f.keys().cloned().collect()).unwrap_or_default()
    }
}

impl Storage for MemoryStorage {
    fn read(&self, name: &str) -> io::Result<Option<Vec<u8>>> {
        Ok(self.files.lock().map_err(|_| io::Error::other("poisoned"))?.get(name).cloned())
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        self.files.lock().map_err(|_| io::Error::other("poisoned"))?.insert(name.to_owned(), bytes.to_vec());
        Ok(())
    }

    fn set_aside(&self, name: &str) -> io::Result<String> {
        let mut files = self.files.lock().map_err(|_| io::Error::other("poisoned"))?;
        let bytes = files.remove(name).ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
        let aside = (1..).map(|n| format!("{name}.damaged-{n}")).find(|n| !files.contains_key(n)).unwrap_or_default();
        files.insert(aside.clone(), bytes);
        Ok(aside)
    }
}

/// What loading a file found.
#[derive(Debug)]
pub enum Loaded<T> {
    Missing,
    Found(T),
    /// The file could not be loaded; it was kept under `kept_as` (or could not be moved, and
    /// `kept_as` is its own name), and `reason` says why, in the player's language.
    SetAside {
        kept_as: String,
        reason: String,
    },
}

/// Reads `name` and parses it; any failure (unreadable, too large, not UTF-8, not what `parse`
/// accepts) sets the file aside and says why.
pub fn load<T, E>(
    storage: &dyn Storage,
    name: &str,
    language: Language,
    parse: impl FnOnce(&str) -> Result<T, E>,
    why: impl FnOnce(&E, Language) -> String,
) -> Loaded<T> {
    let reason = match storage.read(name) {
        Ok(None) => return Loaded::Missing,
        Ok(Some(bytes)) => match std::str::from_utf8(&bytes) {
            Ok(text) => match parse(text) {
                Ok(value) => return Loaded::Found(value),
                Err(error) => why(&error, language),
            },
            Err(error) => match language {
                Language::English => format!("it is not text (a byte at {} is not UTF-8)", error.valid_up_to()),
                Language::Turkish => format!("metin değil ({}. bayt UTF-8 değil)", error.valid_up_to()),
            },
        },
        Err(error) => match language {
            Language::English => format!("it could not be read ({error})"),
            Language::Turkish => format!("okunamadı ({error})"),
        },
    };
    let kept_as = storage.set_aside(name).unwrap_or_else(|_| name.to_owned());
    Loaded::SetAside { kept_as, reason }
}
