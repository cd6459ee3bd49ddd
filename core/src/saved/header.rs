//! The first pass over a saved file: its `format` and `version`, and those of the `game` inside
//! a session save. It stops as soon as they are known (the engine writes them first, so after a
//! few lines); otherwise everything is skipped without being stored, whatever its size.

use super::{JsonError, clip};
use serde::de::{DeserializeSeed, Deserializer, Error, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// What the first pass keeps. A field of the wrong type reads as missing: the file is then of
/// no known format or version, which is what its error says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Header {
    /// Clipped: a wrong format is quoted in the error.
    pub format: String,
    pub version: u64,
    /// The header of the object under `game`, when asked for.
    pub game: GameHeader,
}

/// The inner game's header (no deeper one is read).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct GameHeader {
    pub format: String,
    pub version: u64,
}

/// How a file's header differs from the one expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Mismatch {
    Format(String),
    Version(u32),
}

/// Why the pass stopped early: not an error, and never shown.
const COMPLETE: &str = "\u{0}header complete";

impl Header {
    /// The header of `text`; `with_game` also reads the header of its `game` (a session save).
    /// A syntax error met before the header is complete is an error; one after is for the
    /// second pass to find.
    pub(crate) fn read(text: &str, with_game: bool) -> Result<Header, JsonError> {
        let mut found = Found { with_game, ..Found::default() };
        let mut reader = serde_json::Deserializer::from_str(text);
        let mut track = serde_path_to_error::Track::new();
        let outcome = Fields { found: &mut found, inner: false }
            .deserialize(serde_path_to_error::Deserializer::new(&mut reader, &mut track));
        match outcome {
            Err(error) if error.to_string().starts_with(COMPLETE) => {}
            Err(error) => return Err(JsonError::located(serde_path_to_error::Error::new(track.path(), error))),
            Ok(()) => reader.end().map_err(|e| JsonError::at(String::new(), &e))?,
        }
        Ok(found.header)
    }

    /// Whether this is the header of a `format` file of `version`.
    pub(crate) fn expect(&self, format: &str, version: u32) -> Result<(), Mismatch> {
        expect(&self.format, self.version, format, version)
    }
}

impl GameHeader {
    pub(crate) fn expect(&self, format: &str, version: u32) -> Result<(), Mismatch> {
        expect(&self.format, self.version, format, version)
    }
}

fn expect(found: &str, found_version: u64, format: &str, version: u32) -> Result<(), Mismatch> {
    if found != format {
        return Err(Mismatch::Format(found.to_owned()));
    }
    if found_version != u64::from(version) {
        return Err(Mismatch::Version(u32::try_from(found_version).unwrap_or(u32::MAX)));
    }
    Ok(())
}

/// The header so far, and which of its fields have been seen.
#[derive(Default)]
struct Found {
    header: Header,
    with_game: bool,
    format: bool,
    version: bool,
    game_format: bool,
    game_version: bool,
}

impl Found {
    fn complete(&self) -> bool {
        self.format && self.version && (!self.with_game || (self.game_format && self.game_version))
    }
}

#[derive(serde::Deserialize)]
#[serde(field_identifier, rename_all = "lowercase")]
enum Key {
    Format,
    Version,
    Game,
    #[serde(other)]
    Other,
}

/// The fields of the top object (`inner: false`) or of its `game`.
struct Fields<'a> {
    found: &'a mut Found,
    inner: bool,
}

impl<'de> DeserializeSeed<'de> for Fields<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Fields<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a saved object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let found = self.found;
        while let Some(key) = map.next_key::<Key>()? {
            match key {
                Key::Format => {
                    let format = match map.next_value::<Scalar>()? {
                        Scalar::Text(text) => text,
                        Scalar::Number(_) | Scalar::Other => String::new(),
                    };
                    if self.inner {
                        (found.header.game.format, found.game_format) = (format, true);
                    } else {
                        (found.header.format, found.format) = (format, true);
                    }
                }
                Key::Version => {
                    let version = match map.next_value::<Scalar>()? {
                        Scalar::Number(n) => n,
                        Scalar::Text(_) | Scalar::Other => 0,
                    };
                    if self.inner {
                        (found.header.game.version, found.game_version) = (version, true);
                    } else {
                        (found.header.version, found.version) = (version, true);
                    }
                }
                Key::Game if !self.inner && found.with_game => {
                    map.next_value_seed(Fields { found: &mut *found, inner: true })?;
                }
                Key::Game | Key::Other => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
            if found.complete() {
                return Err(A::Error::custom(COMPLETE));
            }
        }
        Ok(())
    }

    // Anything but an object has no header.
    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<(), A::Error> {
        IgnoredAny.visit_seq(seq).map(|_| ())
    }

    fn visit_str<E: Error>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E: Error>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E: Error>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E: Error>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_bool<E: Error>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E: Error>(self) -> Result<(), E> {
        Ok(())
    }
}

/// A header field's value: a string, a whole number, or anything else (skipped).
enum Scalar {
    Text(String),
    Number(u64),
    Other,
}

impl<'de> serde::Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Scalar, D::Error> {
        deserializer.deserialize_any(ScalarVisitor)
    }
}

struct ScalarVisitor;

impl<'de> Visitor<'de> for ScalarVisitor {
    type Value = Scalar;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }

    fn visit_str<E: Error>(self, text: &str) -> Result<Scalar, E> {
        Ok(Scalar::Text(clip(text)))
    }

    fn visit_u64<E: Error>(self, n: u64) -> Result<Scalar, E> {
        Ok(Scalar::Number(n))
    }

    fn visit_i64<E: Error>(self, _: i64) -> Result<Scalar, E> {
        Ok(Scalar::Other)
    }

    fn visit_f64<E: Error>(self, _: f64) -> Result<Scalar, E> {
        Ok(Scalar::Other)
    }

    fn visit_bool<E: Error>(self, _: bool) -> Result<Scalar, E> {
        Ok(Scalar::Other)
    }

    fn visit_unit<E: Error>(self) -> Result<Scalar, E> {
        Ok(Scalar::Other)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Scalar, A::Error> {
        IgnoredAny.visit_seq(seq).map(|_| Scalar::Other)
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Scalar, A::Error> {
        IgnoredAny.visit_map(map).map(|_| Scalar::Other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(text: &str, with_game: bool) -> Header {
        Header::read(text, with_game).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn the_first_pass_keeps_format_version_and_the_inner_game_only() {
        let session = r#"{"format":"okey-session","version":1,"seats":[1,2,{"a":[]}],
                          "game":{"format":"okey-game","version":1,"moves":[]}}"#;
        let game = GameHeader { format: "okey-game".into(), version: 1 };
        assert_eq!(header(session, true), Header { format: "okey-session".into(), version: 1, game });
        assert_eq!(header(session, false).game, GameHeader::default(), "no inner header asked for");
        // Wrong types read as missing, and so does a file that is not an object.
        assert_eq!(header(r#"{"format":7,"version":"1"}"#, false), Header::default());
        assert_eq!(header("[1, 2]", false), Header::default());
        assert_eq!(
            header(r#"{"format":"okey-game","version":2}"#, false).expect("okey-game", 1),
            Err(Mismatch::Version(2))
        );
        let long = format!(r#"{{"format":"{}"}}"#, "z".repeat(10_000));
        assert_eq!(header(&long, false).expect("okey-game", 1), Err(Mismatch::Format(clip(&"z".repeat(10_000)))));
    }

    #[test]
    fn the_first_pass_stops_once_the_header_is_known() {
        // What follows the header is left to the second pass, broken or not.
        let header = header(r#"{"format":"okey-game","version":1, "moves": [ oops"#, false);
        assert_eq!((header.format.as_str(), header.version), ("okey-game", 1));
        // Before it is known, a broken file is an error with its place.
        let error = Header::read("{\"format\":\"okey-game\",\n oops", false).unwrap_err();
        assert_eq!((error.syntax, error.line, error.column), (true, 2, 2));
        // Keys in another order are found wherever they are.
        let late = r#"{"game":{"moves":[1,2],"version":1,"format":"okey-game"},"version":1,"format":"okey-session"}"#;
        assert_eq!(super::super::header_text(late), "okey-session 1 okey-game 1");
    }
}
