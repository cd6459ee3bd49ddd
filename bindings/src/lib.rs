//! okey-ffi: the one library the phone apps load (`libokey_ffi`: a shared library for Android
//! and the JVM, a static one in the iPhone's XCFramework).
//!
//! It exports two uniffi namespaces: the app core, `okey-app` built with its `uniffi` feature
//! (`okey_app`: Kotlin package `org.okey.appcore`, Swift module `OkeyAppCore`; see
//! `app/uniffi.toml`), and the network the apps perform its network effects with, `okey-link`'s
//! `OkeyNetwork` (`okey_link`: `org.okey.link`, `OkeyLink`; `link/uniffi.toml`). The apps reach
//! the engine only through the app core, which decides every behaviour and asks the engine for
//! every rule. This crate has no code of its own.

/// Naming the crates here links their exports into this library.
pub use okey_app;
pub use okey_link;
