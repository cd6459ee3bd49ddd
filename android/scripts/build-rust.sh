#!/usr/bin/env bash
# Builds the Rust side of the app. Called by Gradle; runs from any directory.
#
#   build-rust.sh bindings OUT_DIR   the host okey-ffi library (release) and the Kotlin bindings
#                                    generated from it by uniffi-bindgen into OUT_DIR (no NDK needed;
#                                    the same file serves Android and the desktop: uniffi.toml keeps
#                                    it free of android.* imports)
#   build-rust.sh android JNILIBS    libokey_ffi.so for arm64-v8a, armeabi-v7a and x86_64 with
#                                    cargo-ndk into JNILIBS; needs the Android NDK (ANDROID_NDK_HOME)
#                                    and `cargo install cargo-ndk`
set -euo pipefail
ANDROID=$(cd "$(dirname "$0")/.." && pwd)
cd "$ANDROID/.."

mode=${1:-}
out=${2:-}
case "$mode" in
bindings)
    out=${out:-$ANDROID/ui/build/generated/uniffi}
    cargo build --locked --release -p okey-ffi
    cargo build --locked -p uniffi-bindgen
    # The host's shared library, whose metadata is the same for every target: .so on Linux,
    # .dylib on a Mac (Android Studio there), .dll on Windows.
    case "$(uname -s)" in
    Darwin) library=target/release/libokey_ffi.dylib ;;
    MINGW* | MSYS* | CYGWIN*) library=target/release/okey_ffi.dll ;;
    *) library=target/release/libokey_ffi.so ;;
    esac
    target/debug/uniffi-bindgen generate --no-format --language kotlin --out-dir "$out" "$library"
    ;;
android)
    out=${out:-$ANDROID/app/src/main/jniLibs}
    rustup target add aarch64-linux-android armv7-linux-androideabi x86_64-linux-android
    cargo ndk --platform 24 -t arm64-v8a -t armeabi-v7a -t x86_64 -o "$out" \
        build --locked --release -p okey-ffi
    ;;
*)
    echo "usage: $0 bindings|android [OUT_DIR]" >&2
    exit 2
    ;;
esac
