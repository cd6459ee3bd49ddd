//! Files of the repository the tests read, and the golden outputs they compare against.

use std::path::PathBuf;

/// A path from the repository's root.
pub fn repo_file(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(path)
}

/// Compares `actual` with a golden file, or rewrites it when `UPDATE_GOLDEN` is set.
pub fn golden(path: &str, actual: &str) {
    let path = repo_file(path);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(actual, expected, "{} differs; UPDATE_GOLDEN=1 rewrites it", path.display());
}
