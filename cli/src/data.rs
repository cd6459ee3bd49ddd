//! Where `okey` keeps its files: the data directory, as the app core's storage.

use crate::Failure;
use okey_app::files::DirStorage;
use std::path::PathBuf;

/// The data directory (`OKEY_DATA_DIR`, else the platform's) as the storage of `game.json`,
/// `stats.json` and `settings.json`.
pub fn storage() -> Result<DirStorage, Failure> {
    Ok(DirStorage::new(dir()?))
}

/// The data directory: `OKEY_DATA_DIR`, else the platform's.
pub fn dir() -> Result<PathBuf, Failure> {
    match std::env::var_os("OKEY_DATA_DIR") {
        Some(dir) => Ok(PathBuf::from(dir)),
        None => directories::ProjectDirs::from("", "", "okey")
            .map(|dirs| dirs.data_dir().to_path_buf())
            .ok_or_else(|| Failure::environment("no home directory to keep the saved game in; set OKEY_DATA_DIR")),
    }
}
