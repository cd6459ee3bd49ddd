//! The Join screen after a QR code is scanned: a table's code fills the address and the code
//! and pins the host's key; anything else is said, in the player's language, and changes nothing.

use crate::support::Shell;
use okey_app::view::JoinView;
use okey_app::{Effect, Intent};
use okey_core::lang::Language;

const KEY: &str = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

fn join_screen(language: Language) -> Shell {
    let mut shell = Shell::open(21, language);
    shell.send(Intent::JoinTable);
    shell
}

fn join_view(shell: &Shell) -> JoinView {
    shell.view.join.clone().expect("the Join screen")
}

#[test]
fn a_scanned_table_fills_the_join_screen_and_pins_the_hosts_key() {
    let mut shell = join_screen(Language::English);
    shell.send(Intent::ScannedTable {
        address: "192.168.1.20".into(),
        port: 47001,
        fingerprint: KEY.into(),
        code: Some("042917".into()),
    });
    let join = join_view(&shell);
    assert_eq!((join.address.as_str(), join.code.as_str()), ("192.168.1.20:47001", "042917"));
    assert!(join.can_join, "nothing left to type");
    shell.send(Intent::Join);
    let connect = shell.network.iter().find_map(|e| match e {
        Effect::Connect { address, port, pin, .. } => Some((address.clone(), *port, pin.clone())),
        _ => None,
    });
    assert_eq!(connect, Some(("192.168.1.20".into(), 47001, Some(KEY.into()))), "joined with the key pinned");
}

#[test]
fn a_scanned_ipv6_table_is_written_as_it_is_typed() {
    let mut shell = join_screen(Language::English);
    shell.send(Intent::ScannedTable { address: "fe80::1".into(), port: 47001, fingerprint: KEY.into(), code: None });
    assert_eq!(join_view(&shell).address, "[fe80::1]:47001");
}

#[test]
fn a_qr_code_that_is_no_tables_is_said_and_changes_nothing() {
    let mut shell = join_screen(Language::Turkish);
    shell.send(Intent::SetJoinAddress { text: "10.0.0.7:47001".into() });
    shell.send(Intent::ScannedNotATable { code: "invalid_payload".into() });
    let join = join_view(&shell);
    assert_eq!(join.address, "10.0.0.7:47001", "what was typed stays");
    assert_eq!(join.status.as_deref(), Some("Bu karekod bir Okey masasının değil."));
    shell.send(Intent::ScannedNotATable { code: "unsupported_payload_version".into() });
    assert!(join_view(&shell).status.is_some_and(|s| s.contains("güncelle")), "a newer app's table: update");
    // A table scanned next clears the complaint.
    shell.send(Intent::ScannedTable { address: "10.0.0.8".into(), port: 47002, fingerprint: KEY.into(), code: None });
    assert_eq!(join_view(&shell).status, None);
}

#[test]
fn a_join_that_failed_says_why_in_the_players_language() {
    let cases = [
        ("wrong_code", "The code is wrong, or the table is gone."),
        ("host_key_mismatch", "That is not the table of the QR code."),
        ("code_retired", "Too many wrong codes were tried: the host has to open the table again."),
        ("table_full", "That table has no seat left."),
        ("unsupported_version", "That table is on another version of Okey: update both apps."),
        ("busy", "The table is busy with other joins: try again."),
        ("handshake_timeout", "The table could not be reached."),
    ];
    for (code, said) in cases {
        for language in [Language::English, Language::Turkish] {
            let mut shell = join_screen(language);
            shell.send(Intent::ScannedTable {
                address: "10.0.0.8".into(),
                port: 47002,
                fingerprint: KEY.into(),
                code: None,
            });
            shell.send(Intent::SetJoinCode { text: "042917".into() });
            shell.send(Intent::Join);
            shell.send(Intent::Disconnected { code: code.into() });
            let status = join_view(&shell).status.expect("the failure is said");
            if language == Language::English {
                assert_eq!(status, said, "{code}");
            } else {
                assert!(status != said && !status.is_empty(), "{code} in Turkish: {status}");
            }
        }
    }
}
