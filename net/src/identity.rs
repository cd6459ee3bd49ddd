//! Who a side is: an [`Identity`] is a static X25519 key pair (a guest's is how the host knows it
//! again when it rejoins; the host's is what a QR code pins), and a [`Fingerprint`] is the
//! SHA-256 of its public half, the form that is shown, stored and compared.

use crate::error::NetError;
use sha2::{Digest, Sha256};
use snow::params::DHChoice;
use snow::resolvers::{CryptoResolver, DefaultResolver};
use std::fmt;

/// Bytes of an X25519 key, private or public.
pub const KEY_LEN: usize = 32;

/// A static key pair. The app keeps its secret (for instance in the platform's keystore) and
/// uses the same one every time: a guest that comes back with it gets its seat back, a host
/// that restarts with it is still the host the guests pinned.
#[derive(Clone)]
pub struct Identity {
    secret: [u8; KEY_LEN],
    public: [u8; KEY_LEN],
}

impl Identity {
    /// A new random key pair, from the operating system's generator.
    pub fn generate() -> Result<Identity, NetError> {
        let mut secret = [0; KEY_LEN];
        getrandom::fill(&mut secret).map_err(|error| NetError::Crypto { what: error.to_string() })?;
        Identity::from_secret(secret)
    }

    /// The key pair of a stored secret (X25519 clamps any 32 bytes into a valid key).
    pub fn from_secret(secret: [u8; KEY_LEN]) -> Result<Identity, NetError> {
        let mut dh =
            DefaultResolver.resolve_dh(&DHChoice::Curve25519).ok_or(NetError::Crypto { what: "no X25519".into() })?;
        dh.set(&secret);
        let public = dh.pubkey().try_into().map_err(|_| NetError::InvalidKey { what: "public key length" })?;
        Ok(Identity { secret, public })
    }

    /// The secret, to store (treat it as a password).
    pub fn secret(&self) -> [u8; KEY_LEN] {
        self.secret
    }

    /// The public key (what the peer sees in the handshake).
    pub fn public_key(&self) -> [u8; KEY_LEN] {
        self.public
    }

    /// The fingerprint of the public key.
    pub fn fingerprint(&self) -> Fingerprint {
        Fingerprint::of_public_key(&self.public)
    }
}

impl fmt::Debug for Identity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Never the secret.
        f.debug_struct("Identity").field("fingerprint", &self.fingerprint()).finish_non_exhaustive()
    }
}

/// The SHA-256 of a public key, under a label of this protocol's own.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Fingerprint([u8; 32]);

impl Fingerprint {
    /// The fingerprint of a static public key.
    pub fn of_public_key(public_key: &[u8]) -> Fingerprint {
        let mut hasher = Sha256::new();
        hasher.update(b"okey-net key fingerprint v1\0");
        hasher.update(public_key);
        Fingerprint(hasher.finalize().into())
    }

    /// Its 32 bytes.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// From 32 stored bytes.
    pub fn from_bytes(bytes: [u8; 32]) -> Fingerprint {
        Fingerprint(bytes)
    }

    /// 64 lowercase hexadecimal digits (the `Display` form).
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|byte| format!("{byte:02x}")).collect()
    }

    /// Reads 64 hexadecimal digits, in either case.
    pub fn from_hex(text: &str) -> Result<Fingerprint, NetError> {
        let digits = text.as_bytes();
        if digits.len() != 64 {
            return Err(NetError::InvalidKey { what: "a fingerprint is 64 hexadecimal digits" });
        }
        let mut bytes = [0; 32];
        for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
            let [high, low] = pair else { return Err(NetError::InvalidKey { what: "a fingerprint's digit" }) };
            *byte = (hex_digit(*high)? << 4) | hex_digit(*low)?;
        }
        Ok(Fingerprint(bytes))
    }

    /// The first 16 digits in groups of four ("3f2a 9c01 77de 0b45"): enough for two people to
    /// compare by eye.
    pub fn short(&self) -> String {
        let hex = self.to_hex();
        let groups: Vec<&str> = (0..4).filter_map(|group| hex.get(group * 4..group * 4 + 4)).collect();
        groups.join(" ")
    }
}

fn hex_digit(digit: u8) -> Result<u8, NetError> {
    match digit {
        b'0'..=b'9' => Ok(digit - b'0'),
        b'a'..=b'f' => Ok(digit - b'a' + 10),
        b'A'..=b'F' => Ok(digit - b'A' + 10),
        _ => Err(NetError::InvalidKey { what: "a fingerprint is 64 hexadecimal digits" }),
    }
}

impl fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl fmt::Debug for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fingerprint({})", self.short())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_secret_gives_the_same_identity() {
        let identity = Identity::generate().unwrap();
        let again = Identity::from_secret(identity.secret()).unwrap();
        assert_eq!(again.public_key(), identity.public_key());
        assert_eq!(again.fingerprint(), identity.fingerprint());
        assert_ne!(Identity::generate().unwrap().fingerprint(), identity.fingerprint());
        assert!(!format!("{identity:?}").contains(&format!("{:?}", identity.secret())));
    }

    #[test]
    fn fingerprints_read_back_from_hex_and_refuse_anything_else() {
        let fingerprint = Identity::from_secret([7; 32]).unwrap().fingerprint();
        let hex = fingerprint.to_hex();
        assert_eq!(hex.len(), 64);
        assert_eq!(Fingerprint::from_hex(&hex), Ok(fingerprint));
        assert_eq!(Fingerprint::from_hex(&hex.to_uppercase()), Ok(fingerprint));
        assert!(Fingerprint::from_hex(&hex[1..]).is_err());
        assert!(Fingerprint::from_hex(&format!("{}g", &hex[1..])).is_err());
        assert!(Fingerprint::from_hex(&format!("{}é", &hex[2..])).is_err());
        assert_eq!(fingerprint.short().len(), 19);
        assert!(hex.starts_with(&fingerprint.short().replace(' ', "")));
    }
}
