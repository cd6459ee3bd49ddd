//! Where the app's files live: named byte strings in a directory, or in memory for tests.

use std::collections::BTreeMap;
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

/// Why a file's bytes could not be had.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// Larger than the bound asked for: refused unread.
    #[error("the file is {bytes} bytes")]
    TooLarge { bytes: u64 },
    #[error(transparent)]
    Io(#[from] io::Error),
}

/// Named files. Nothing here deletes a file but [`Storage::remove`], and nothing overwrites one
/// but [`Storage::write`] of the same name.
pub trait Storage: std::fmt::Debug + Send + Sync {
    /// The bytes of `name`, or `None` if there is no such file; a file of more than `max_bytes`
    /// is refused without being read.
    fn read(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, ReadError>;

    /// Writes `bytes` as `name`, atomically: a reader sees the old file or the new one whole.
    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()>;

    /// Moves `name` to the first free name of `NAME.damaged-1`, `NAME.damaged-2`, ..., never
    /// over an existing file, and returns that name.
    fn set_aside(&self, name: &str) -> io::Result<String>;

    /// Removes `name`, if it exists (a finished game's save, in the terminal).
    fn remove(&self, name: &str) -> io::Result<()>;
}

/// The names a damaged `name` may be kept under, in order; a bound keeps a loop finite.
fn aside_names(name: &str) -> impl Iterator<Item = String> + '_ {
    (1..=100_000).map(move |n| format!("{name}.damaged-{n}"))
}

/// Files in a directory of the real file system, created on the first write.
#[derive(Clone, Debug)]
pub struct DirStorage {
    dir: PathBuf,
}

impl DirStorage {
    pub fn new(dir: impl Into<PathBuf>) -> DirStorage {
        DirStorage { dir: dir.into() }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Where `name` is on disk.
    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }
}

impl Storage for DirStorage {
    fn read(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, ReadError> {
        let file = match File::open(self.path(name)) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let size = file.metadata()?.len();
        if size > max_bytes {
            return Err(ReadError::TooLarge { bytes: size });
        }
        // The file may grow while it is read: no more than one byte past the bound is taken.
        let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
        file.take(max_bytes.saturating_add(1)).read_to_end(&mut bytes)?;
        if bytes.len() as u64 > max_bytes {
            return Err(ReadError::TooLarge { bytes: bytes.len() as u64 });
        }
        Ok(Some(bytes))
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        let temporary = self.path(&format!("{name}.tmp"));
        let mut file = File::create(&temporary)?;
        file.write_all(bytes)?;
        // On disk before the rename, so a crash leaves the old file or the new one, whole.
        file.sync_all()?;
        fs::rename(&temporary, self.path(name))
    }

    fn set_aside(&self, name: &str) -> io::Result<String> {
        let from = self.path(name);
        for aside in aside_names(name) {
            let to = self.path(&aside);
            // A hard link fails if the name is taken, where a rename would replace it.
            match fs::hard_link(&from, &to) {
                Ok(()) => {
                    fs::remove_file(&from)?;
                    return Ok(aside);
                }
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                // No hard links here (a directory, some file systems): check, then rename.
                Err(_) if fs::symlink_metadata(&to).is_ok() => continue,
                Err(_) => {
                    fs::rename(&from, &to)?;
                    return Ok(aside);
                }
            }
        }
        Err(io::Error::other(format!("every name {name}.damaged-N is taken")))
    }

    fn remove(&self, name: &str) -> io::Result<()> {
        match fs::remove_file(self.path(name)) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    }
}

/// Files in memory, for tests of what uses a [`Storage`].
#[derive(Debug, Default)]
pub struct MemoryStorage {
    files: Mutex<BTreeMap<String, Vec<u8>>>,
}

impl MemoryStorage {
    pub fn new() -> MemoryStorage {
        MemoryStorage::default()
    }

    /// The names of the files there are.
    pub fn names(&self) -> Vec<String> {
        self.files().keys().cloned().collect()
    }

    /// The bytes of `name`, unbounded, for a test to look at.
    pub fn get(&self, name: &str) -> Option<Vec<u8>> {
        self.files().get(name).cloned()
    }

    fn files(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Vec<u8>>> {
        // The map is whole after any panic: every change is one insert or remove.
        self.files.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Storage for MemoryStorage {
    fn read(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, ReadError> {
        match self.files().get(name) {
            Some(bytes) if bytes.len() as u64 > max_bytes => Err(ReadError::TooLarge { bytes: bytes.len() as u64 }),
            found => Ok(found.cloned()),
        }
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        self.files().insert(name.to_owned(), bytes.to_vec());
        Ok(())
    }

    fn set_aside(&self, name: &str) -> io::Result<String> {
        let mut files = self.files();
        let aside = aside_names(name)
            .find(|aside| !files.contains_key(aside))
            .ok_or_else(|| io::Error::other(format!("every name {name}.damaged-N is taken")))?;
        let bytes = files.remove(name).ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
        files.insert(aside.clone(), bytes);
        Ok(aside)
    }

    fn remove(&self, name: &str) -> io::Result<()> {
        self.files().remove(name);
        Ok(())
    }
}

/// A storage shared with whoever else holds it (a test reads the files the app wrote).
impl<S: Storage + ?Sized> Storage for std::sync::Arc<S> {
    fn read(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, ReadError> {
        (**self).read(name, max_bytes)
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        (**self).write(name, bytes)
    }

    fn set_aside(&self, name: &str) -> io::Result<String> {
        (**self).set_aside(name)
    }

    fn remove(&self, name: &str) -> io::Result<()> {
        (**self).remove(name)
    }
}
