//! What the apps need of the app core's file layer (`okey_app::files`) until the app core
//! keeps their files itself: the bound above which a file is damaged and refused unread, the
//! same in both apps and the terminal.

/// The largest save or statistics file the apps read, in bytes (16 MiB; why, in
/// `okey_app::files::MAX_FILE_BYTES`). A larger file is damaged: set aside unread, like one
/// the engine refuses.
#[uniffi::export]
pub fn max_file_bytes() -> u64 {
    okey_app::files::MAX_FILE_BYTES
}
