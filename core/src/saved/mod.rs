//! Reading the engine's saved JSON (games, sessions, statistics) from untrusted text: bounded,
//! with errors that say where.
//!
//! A saved file is read in two passes. The first ([`Header`]) keeps only its `format` and
//! `version` (and those of the `game` inside a session save), skipping everything else without
//! storing it, so that a file of another kind or version says so rather than failing on a field.
//! The second reads the typed value, tracking the path (`game.moves[66].action.tile`) so that an
//! error names the field, its line and its column. Nothing a file says can make the parser
//! allocate more than a real game needs: lists are bounded as they are read (`crate::bounded`), and
//! an action is read field by field, never buffered whole ([`action`]). Messages quote at most
//! [`QUOTE_CHARS`] characters of an offending value ([`clip`]).

mod action;
mod clip;
mod header;

pub(crate) use action::LAY_TOO_LARGE;
pub(crate) use clip::clip_quoted;
pub use clip::{QUOTE_CHARS, clip};
pub(crate) use header::{Header, Mismatch};

use serde::de::DeserializeOwned;
use thiserror::Error;

/// Where and why a saved file's JSON could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{}", self.describe())]
pub struct JsonError {
    /// The field, as `game.moves[66].action.tile`; empty when the text is not JSON at all, or
    /// when the problem is the whole value (a required field missing at the top).
    pub path: String,
    /// Whether the text is not JSON (as opposed to JSON that is not a saved game).
    pub syntax: bool,
    /// 1-based, as editors count.
    pub line: usize,
    pub column: usize,
    /// The parser's own words, in English, with any value it quotes clipped.
    pub message: String,
}

impl JsonError {
    fn describe(&self) -> String {
        let JsonError { path, line, column, message, .. } = self;
        if self.syntax {
            format!("not valid JSON at line {line}, column {column}: {message}")
        } else if path.is_empty() {
            format!("line {line}, column {column}: {message}")
        } else {
            format!("field `{path}` at line {line}, column {column}: {message}")
        }
    }

    fn located(error: serde_path_to_error::Error<serde_json::Error>) -> JsonError {
        let path = path_text(error.path());
        JsonError::at(path, &error.into_inner())
    }

    fn at(path: String, error: &serde_json::Error) -> JsonError {
        let (line, column) = (error.line(), error.column());
        let syntax = !matches!(error.classify(), serde_json::error::Category::Data);
        let message = error.to_string();
        // serde_json ends its message with the place, which is said once, before it.
        let message = message.strip_suffix(&format!(" at line {line} column {column}")).unwrap_or(&message);
        let path = if syntax { String::new() } else { path };
        JsonError { path, syntax, line, column, message: clip::clip_quoted(message) }
    }
}

/// The path as `game.moves[66].action`, each key clipped (a key is text from the file).
fn path_text(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut text = String::new();
    for segment in path {
        match segment {
            Segment::Seq { index } => text.push_str(&format!("[{index}]")),
            Segment::Map { key } | Segment::Enum { variant: key } => {
                if !text.is_empty() {
                    text.push('.');
                }
                text.push_str(&clip(key));
            }
            Segment::Unknown => text.push_str(if text.is_empty() { "?" } else { ".?" }),
        }
    }
    text
}

#[cfg(test)]
fn header_text(text: &str) -> String {
    let header = Header::read(text, true).unwrap_or_default();
    format!("{} {} {} {}", header.format, header.version, header.game.format, header.game.version)
}

/// Reads `text` as a `T`, saying where it is wrong.
pub(crate) fn parse<T: DeserializeOwned>(text: &str) -> Result<T, JsonError> {
    let mut reader = serde_json::Deserializer::from_str(text);
    let value = serde_path_to_error::deserialize(&mut reader).map_err(JsonError::located)?;
    // Anything after the value (a second object, a stray character) is not a saved file.
    reader.end().map_err(|e| JsonError::at(String::new(), &e))?;
    Ok(value)
}
