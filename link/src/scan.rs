//! A scanned QR code's text as the app core's intent: the table it names, or why it names none.
//! Every front end reads the camera its own way and hands the text here.

use okey_app::Intent;
use okey_net::JoinPayload;

/// The intent for a scanned QR code's `text`: `ScannedTable` when it is a table's (written by
/// `JoinPayload::to_text`), `ScannedNotATable` with the transport's reason code when not.
pub fn scanned_table(text: &str) -> Intent {
    match JoinPayload::parse(text.trim()) {
        Ok(payload) => Intent::ScannedTable {
            address: payload.address.ip().to_string(),
            port: payload.address.port(),
            fingerprint: payload.host_fingerprint.to_hex(),
            code: payload.code.map(|c| c.to_string()),
        },
        Err(error) => Intent::ScannedNotATable { code: error.code().to_owned() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use okey_net::{Identity, JoinCode};
    use std::net::SocketAddr;

    fn payload(code: Option<&str>) -> String {
        let address: SocketAddr = "192.168.1.20:47001".parse().unwrap();
        let host_fingerprint = Identity::from_secret([7; 32]).unwrap().fingerprint();
        let code = code.map(|c| JoinCode::parse(c).unwrap());
        JoinPayload { address, host_fingerprint, code }.to_text()
    }

    #[test]
    fn a_tables_qr_code_gives_its_address_key_and_code() {
        let text = payload(Some("042917"));
        let Intent::ScannedTable { address, port, fingerprint, code } = scanned_table(&text) else {
            panic!("not read as a table: {text}");
        };
        assert_eq!((address.as_str(), port), ("192.168.1.20", 47001));
        assert!(text.contains(&format!("fp={fingerprint}")), "{fingerprint} is the QR code's key");
        assert_eq!(code.as_deref(), Some("042917"));
        assert!(matches!(scanned_table(&payload(None)), Intent::ScannedTable { code: None, .. }));
    }

    #[test]
    fn anything_else_scanned_says_why_it_is_not_a_table() {
        let not = |text: &str| match scanned_table(text) {
            Intent::ScannedNotATable { code } => code,
            other => panic!("{text:?} read as {other:?}"),
        };
        assert_eq!(not("https://example.com/menu"), "invalid_payload");
        assert_eq!(not(""), "invalid_payload");
        assert_eq!(not(&payload(None).replace("port=47001", "port=0")), "invalid_payload");
        assert_eq!(not(&payload(None).replace("v=1", "v=2")), "unsupported_payload_version");
    }
}
