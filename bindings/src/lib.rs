//! okey-ffi: the one library the phone apps load (`libokey_ffi`: a shared library for Android
//! and the JVM, a static one in the iPhone's XCFramework).
//!
//! It exports the app core and nothing else: `okey-app` built with its `uniffi` feature (one
//! uniffi namespace, `okey_app`: Kotlin package `org.okey.appcore`, Swift module `OkeyAppCore`;
//! see `app/uniffi.toml`). The apps reach the engine only through the app core, which decides
//! every behaviour and asks the engine for every rule. This crate has no code of its own.

/// Naming the app core here links its exports into this library.
pub use okey_app;
