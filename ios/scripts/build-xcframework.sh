#!/usr/bin/env bash
# Builds OkeyFFI.xcframework for the Swift package on macOS with Xcode (it cannot run on Linux):
# the Rust library (the app core and the network, exported) for iOS devices and for the simulators
# (Apple silicon and Intel, joined with lipo), the generated C headers with one module map for
# their C modules (OkeyAppCoreFFI and OkeyLinkFFI), and their Swift bindings
# (Sources/OkeyAppCore/OkeyAppCore.swift, Sources/OkeyAppCore/OkeyLink.swift).
set -euo pipefail
IOS=$(cd "$(dirname "$0")/.." && pwd)
cd "$IOS/.."

DEVICE=aarch64-apple-ios
SIMULATORS=(aarch64-apple-ios-sim x86_64-apple-ios)
rustup target add "$DEVICE" "${SIMULATORS[@]}"
for target in "$DEVICE" "${SIMULATORS[@]}"; do
    cargo build --locked --release -p okey-ffi --target "$target"
done

# One simulator library for both architectures.
mkdir -p target/ios-simulator
lipo -create \
    "target/${SIMULATORS[0]}/release/libokey_ffi.a" \
    "target/${SIMULATORS[1]}/release/libokey_ffi.a" \
    -output target/ios-simulator/libokey_ffi.a

# Bindings come from the host build, whose metadata is the same for every target.
cargo build --locked --release -p okey-ffi
cargo build --locked -p uniffi-bindgen
OUT=target/uniffi/swift-apple
rm -rf "$OUT"
target/debug/uniffi-bindgen generate --no-format --language swift --out-dir "$OUT" target/release/libokey_ffi.dylib
mkdir -p "$OUT/Headers"
cp "$OUT/OkeyAppCoreFFI.h" "$OUT/OkeyLinkFFI.h" "$OUT/Headers/"
# Xcode looks for a module map by this exact name inside the framework's headers: it declares
# both C modules, the app core's and the network's.
cat "$OUT/OkeyAppCoreFFI.modulemap" "$OUT/OkeyLinkFFI.modulemap" > "$OUT/Headers/module.modulemap"
mkdir -p "$IOS/Sources/OkeyAppCore"
cp "$OUT/OkeyAppCore.swift" "$IOS/Sources/OkeyAppCore/OkeyAppCore.swift"
cp "$OUT/OkeyLink.swift" "$IOS/Sources/OkeyAppCore/OkeyLink.swift"

rm -rf "$IOS/OkeyFFI.xcframework"
xcodebuild -create-xcframework \
    -library "target/$DEVICE/release/libokey_ffi.a" -headers "$OUT/Headers" \
    -library target/ios-simulator/libokey_ffi.a -headers "$OUT/Headers" \
    -output "$IOS/OkeyFFI.xcframework"
echo "Built $IOS/OkeyFFI.xcframework"
