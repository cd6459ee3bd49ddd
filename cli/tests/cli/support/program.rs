//! The real `okey` program, run as a user runs it, over a data directory of its own.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// An empty data directory of its own.
pub fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("okey-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `okey ARGS` over `dir`, in the C locale (English unless `--lang` says otherwise).
pub fn okey(dir: &Path, args: &[&str]) -> Output {
    okey_in(dir, args, "C")
}

/// `okey ARGS` over `dir` with the locale `locale` (`LC_ALL`).
pub fn okey_in(dir: &Path, args: &[&str], locale: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_okey"))
        .args(args)
        .env("OKEY_DATA_DIR", dir)
        .env("LC_ALL", locale)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// What the program wrote to standard output, after checking that it succeeded.
pub fn stdout_of(output: &Output) -> String {
    assert!(output.status.success(), "{output:?}");
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// `okey ARGS` in a terminal (the full-screen game needs one), quitting at once; returns
/// everything it wrote.
///
/// It runs under `script` (util-linux), which gives it a terminal, and is sent `q` (quit) as its
/// only key.
pub fn in_terminal(dir: &Path, args: &str) -> String {
    use std::io::Write;
    let command = format!("{} {args}", env!("CARGO_BIN_EXE_okey"));
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .env("OKEY_DATA_DIR", dir)
        .env("LC_ALL", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("script (util-linux) runs okey play in a terminal");
    // Typed before the game reads keys, the key waits in the terminal until it does.
    child.stdin.take().unwrap().write_all(b"q").unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "{output:?}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}
