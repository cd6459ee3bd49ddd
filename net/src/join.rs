//! What a guest needs to join: the six-digit [`JoinCode`] the host shows, and the
//! [`JoinPayload`] of its QR code (where the host is and which key it has), with the text form
//! that the QR code holds.

use crate::error::NetError;
use crate::identity::Fingerprint;
use std::fmt;
use std::net::{IpAddr, SocketAddr};

/// Six decimal digits, shown by the host and typed by the guests. It never travels: SPAKE2
/// turns it into the connection's key, so a captured handshake cannot be tried against all
/// million codes offline, and each guess online costs a whole handshake with the host.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct JoinCode([u8; 6]);

impl JoinCode {
    /// A random code, from the operating system's generator.
    pub fn generate() -> Result<JoinCode, NetError> {
        // The largest multiple of a million below 2^32: values above it would favour low codes.
        const LIMIT: u32 = 4_294_000_000;
        loop {
            let mut bytes = [0; 4];
            getrandom::fill(&mut bytes).map_err(|error| NetError::Crypto { what: error.to_string() })?;
            let value = u32::from_be_bytes(bytes);
            if value < LIMIT {
                return Ok(JoinCode::from_number(value % 1_000_000));
            }
        }
    }

    /// Reads what a person typed: six digits, with spaces or dashes between them if they like.
    pub fn parse(text: &str) -> Result<JoinCode, NetError> {
        let mut digits = [0; 6];
        let mut count = 0;
        for character in text.trim().chars() {
            match character {
                ' ' | '-' => {}
                '0'..='9' => {
                    let slot = digits.get_mut(count).ok_or(NetError::InvalidCode)?;
                    *slot = character as u8;
                    count += 1;
                }
                _ => return Err(NetError::InvalidCode),
            }
        }
        if count == 6 { Ok(JoinCode(digits)) } else { Err(NetError::InvalidCode) }
    }

    /// The code of a number below a million (its last six digits otherwise).
    pub(crate) fn from_number(value: u32) -> JoinCode {
        let mut digits = [b'0'; 6];
        let mut rest = value;
        for digit in digits.iter_mut().rev() {
            *digit = b'0' + (rest % 10) as u8;
            rest /= 10;
        }
        JoinCode(digits)
    }

    /// The six digits, as SPAKE2's password.
    pub(crate) fn as_bytes(&self) -> &[u8; 6] {
        &self.0
    }

    /// The digits in two groups of three ("042 917"), for the host's screen.
    pub fn grouped(&self) -> String {
        let text = self.to_string();
        format!("{} {}", text.get(..3).unwrap_or_default(), text.get(3..).unwrap_or_default())
    }
}

impl fmt::Display for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Always ASCII digits (both constructors make sure).
        f.write_str(std::str::from_utf8(&self.0).unwrap_or("??????"))
    }
}

impl fmt::Debug for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "JoinCode({self})")
    }
}

/// What the host's QR code holds: where the host listens, the fingerprint of its key (so a
/// guest that scanned it connects to that host and no other), and, if the host chose to put it
/// in, the join code. The text form, [`to_text`](Self::to_text), is a URI:
///
/// `okey://join?v=1&host=192.168.1.20&port=40123&fp=<64 hex digits>[&code=042917]`
///
/// Version 1 takes an IP address (v4 or v6, no zone), not a host name: discovery or the QR code
/// gives the address, and nothing on a phone resolves `.local` names for Rust.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JoinPayload {
    /// The host's address and port.
    pub address: SocketAddr,
    /// The fingerprint of the host's static key.
    pub host_fingerprint: Fingerprint,
    /// The join code, if the host put it in the QR code (then scanning it is enough).
    pub code: Option<JoinCode>,
}

const PREFIX: &str = "okey://join?";
const MAX_TEXT_LEN: usize = 256;

impl JoinPayload {
    /// The payload's version in its text form.
    pub const VERSION: u32 = 1;

    /// The text for the QR code.
    pub fn to_text(&self) -> String {
        let mut text = format!(
            "{PREFIX}v={}&host={}&port={}&fp={}",
            Self::VERSION,
            self.address.ip(),
            self.address.port(),
            self.host_fingerprint
        );
        if let Some(code) = self.code {
            text.push_str(&format!("&code={code}"));
        }
        text
    }

    /// Reads a scanned or typed payload, refusing anything that `to_text` would not write
    /// (except that the fingerprint's digits may be in either case and the fields in any order):
    /// unknown or repeated fields, a host name, port 0, a short fingerprint, a version it does
    /// not know.
    pub fn parse(text: &str) -> Result<JoinPayload, NetError> {
        let malformed = |what| NetError::InvalidPayload { what };
        if text.len() > MAX_TEXT_LEN {
            return Err(malformed("too long"));
        }
        let query = text.strip_prefix(PREFIX).ok_or(malformed("it does not start with okey://join?"))?;
        let (mut version, mut host, mut port, mut fingerprint, mut code) = (None, None, None, None, None);
        for field in query.split('&') {
            let (name, value) = field.split_once('=').ok_or(malformed("a field without a value"))?;
            let slot = match name {
                "v" => &mut version,
                "host" => &mut host,
                "port" => &mut port,
                "fp" => &mut fingerprint,
                "code" => &mut code,
                _ => return Err(malformed("an unknown field")),
            };
            if slot.replace(value).is_some() {
                return Err(malformed("a field given twice"));
            }
        }
        let version = version.ok_or(malformed("no version"))?;
        if !is_decimal(version) || version.len() > 9 || (version.len() > 1 && version.starts_with('0')) {
            return Err(malformed("the version is not a number"));
        }
        let version: u32 = version.parse().map_err(|_| malformed("the version is not a number"))?;
        if version != Self::VERSION {
            return Err(NetError::UnsupportedPayloadVersion { version });
        }
        let ip: IpAddr =
            host.ok_or(malformed("no host"))?.parse().map_err(|_| malformed("the host is not an IP address"))?;
        let port = port.ok_or(malformed("no port"))?;
        if !is_decimal(port) || port.starts_with('0') {
            return Err(malformed("the port is not a number from 1 to 65535"));
        }
        let port: u16 = port.parse().map_err(|_| malformed("the port is not a number from 1 to 65535"))?;
        let host_fingerprint = Fingerprint::from_hex(fingerprint.ok_or(malformed("no fingerprint"))?)
            .map_err(|_| malformed("the fingerprint is not 64 hexadecimal digits"))?;
        let code = match code {
            Some(code) if code.len() == 6 && is_decimal(code) => Some(JoinCode::parse(code)?),
            Some(_) => return Err(malformed("the code is not six digits")),
            None => None,
        };
        Ok(JoinPayload { address: SocketAddr::new(ip, port), host_fingerprint, code })
    }
}

fn is_decimal(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn codes_are_six_digits() {
        assert_eq!(JoinCode::parse("042917").map(|code| code.to_string()), Ok("042917".into()));
        assert_eq!(JoinCode::parse(" 042 917 ").map(|code| code.grouped()), Ok("042 917".into()));
        assert_eq!(JoinCode::parse("04-29-17").map(|code| code.to_string()), Ok("042917".into()));
        for wrong in ["", "04291", "0429170", "04291a", "٤٢٩١٧٠", "042917\n1"] {
            assert_eq!(JoinCode::parse(wrong), Err(NetError::InvalidCode), "{wrong:?}");
        }
        let code = JoinCode::generate().unwrap();
        assert_eq!(JoinCode::parse(&code.to_string()), Ok(code));
        assert_eq!(JoinCode::from_number(7).to_string(), "000007");
    }

    fn payload() -> JoinPayload {
        JoinPayload {
            address: "192.168.1.20:40123".parse().unwrap(),
            host_fingerprint: Fingerprint::from_bytes([0xab; 32]),
            code: None,
        }
    }

    #[test]
    fn a_payload_reads_back_from_its_text() {
        let text = payload().to_text();
        assert_eq!(text, format!("okey://join?v=1&host=192.168.1.20&port=40123&fp={}", "ab".repeat(32)));
        assert_eq!(JoinPayload::parse(&text), Ok(payload()));
        let with_code = JoinPayload {
            address: "[fd00::1:2]:9".parse().unwrap(),
            code: Some(JoinCode::parse("000123").unwrap()),
            ..payload()
        };
        assert_eq!(JoinPayload::parse(&with_code.to_text()), Ok(with_code));
        let reordered = format!("okey://join?fp={}&port=40123&host=192.168.1.20&v=1", "AB".repeat(32));
        assert_eq!(JoinPayload::parse(&reordered), Ok(payload()));
    }

    #[test]
    fn malformed_payloads_are_refused() {
        let fp = "ab".repeat(32);
        let cases = [
            "okey://join?v=1&host=192.168.1.20&port=40123".to_string(),
            format!("okey://join?v=1&host=phone.local&port=40123&fp={fp}"),
            format!("okey://join?v=1&host=192.168.1.20&port=0&fp={fp}"),
            format!("okey://join?v=1&host=192.168.1.20&port=040123&fp={fp}"),
            format!("okey://join?v=1&host=192.168.1.20&port=65536&fp={fp}"),
            format!("okey://join?v=1&host=192.168.1.20&port=+80&fp={fp}"),
            format!("okey://join?v=1&host=192.168.1.20&port=80&fp={}", &fp[2..]),
            format!("okey://join?v=1&host=192.168.1.20&port=80&fp={fp}&fp={fp}"),
            format!("okey://join?v=1&host=192.168.1.20&port=80&fp={fp}&seat=2"),
            format!("okey://join?v=1&host=192.168.1.20&port=80&fp={fp}&code=12345"),
            format!("okey://join?v=1&host=192.168.1.20&port=80&fp={fp}&code=12 345"),
            format!("okey://join?v=1&host=192.168.1.20&port=80&fp={fp}&"),
            format!("okey://join?v=01&host=192.168.1.20&port=80&fp={fp}"),
            format!("okey://join?v=1&host=fe80::1%25eth0&port=80&fp={fp}"),
            format!("okey://join?v=1&host=192.168.1.20&port=80&fp={fp}{}", "0".repeat(200)),
            format!("http://join?v=1&host=192.168.1.20&port=80&fp={fp}"),
            String::new(),
        ];
        for case in cases {
            assert!(matches!(JoinPayload::parse(&case), Err(NetError::InvalidPayload { .. })), "{case}");
        }
        assert_eq!(
            JoinPayload::parse(&format!("okey://join?v=2&host=192.168.1.20&port=80&fp={fp}")),
            Err(NetError::UnsupportedPayloadVersion { version: 2 })
        );
    }

    proptest! {
        #[test]
        fn any_text_is_an_answer_not_a_panic(text in "okey://join\\?[a-z0-9=&:.%]{0,120}") {
            if let Ok(payload) = JoinPayload::parse(&text) {
                prop_assert_eq!(JoinPayload::parse(&payload.to_text()), Ok(payload));
            }
        }

        #[test]
        fn every_payload_reads_back(ip in any::<IpAddr>(), port in 1u16.., fp in any::<[u8; 32]>(), code in proptest::option::of(0u32..1_000_000)) {
            let payload = JoinPayload {
                address: SocketAddr::new(ip, port),
                host_fingerprint: Fingerprint::from_bytes(fp),
                code: code.map(JoinCode::from_number),
            };
            prop_assert_eq!(JoinPayload::parse(&payload.to_text()), Ok(payload));
        }
    }
}
