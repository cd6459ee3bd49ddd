//! `cargo run -p uniffi-bindgen -- generate --language kotlin --out-dir DIR target/release/libokey_ffi.so`
fn main() {
    uniffi::uniffi_bindgen_main()
}
