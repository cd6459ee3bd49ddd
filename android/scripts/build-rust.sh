#!/usr/bin/env bash
# Builds the Rust library for Android with cargo-ndk into the app's jniLibs, and writes the Kotlin
# bindings the app compiles. Needs the Android NDK (ANDROID_NDK_HOME) and `cargo install cargo-ndk`;
# it cannot run on a machine without them. The Gradle build calls it before compiling Kotlin.
set -euo pipefail
ANDROID=$(cd "$(dirname "$0")/.." && pwd)
cd "$ANDROID/.."

rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android
cargo ndk --platform 24 -t arm64-v8a -t armeabi-v7a -t x86_64 -o "$ANDROID/app/src/main/jniLibs" \
    build --locked --release -p okey-ffi

# The Kotlin file is the same one the JVM tests in bindings/kotlin compile (uniffi.toml keeps it
# free of android.* imports), generated from the host library.
cargo build --locked --release -p okey-ffi
cargo build --locked -p uniffi-bindgen
target/debug/uniffi-bindgen generate --no-format --language kotlin \
    --out-dir "$ANDROID/app/build/generated/uniffi" target/release/libokey_ffi.so
