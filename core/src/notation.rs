//! The short text notation for tiles and tile groups: `R7 Y13 B1 K5 F`, groups split by `|`.
//!
//! A token is a colour letter (`R` red, `Y` yellow, `B` blue, `K` black) and a number 1..13, or
//! `F` for a false joker. Case is ignored. Tokens name faces, not physical tiles; turning faces
//! into tile ids (first free copy) is [`TileAllocator`]'s job.
//!
//! Where it matters which of a face's two physical copies is meant (a game record), a token may
//! end in `a` or `b` to name one: `R7a`, `R7b`, `Fa`, `Fb`. Copy `a` is the lower tile id.

use crate::tile::{Color, Face, Print, TileId};
use thiserror::Error;

/// A token that is not a tile, with where it is.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("bad tile `{token}` at character {offset}: {reason}")]
pub struct NotationError {
    pub token: String,
    /// Byte offset of the token in the parsed text.
    pub offset: usize,
    pub reason: &'static str,
}

impl NotationError {
    pub const CODE: &'static str = "notation";
}

/// Parses one token such as `R7` or `F`.
pub fn parse_print(token: &str) -> Result<Print, &'static str> {
    let mut chars = token.chars();
    let first = chars.next().ok_or("empty token")?;
    let rest = chars.as_str();
    if first.eq_ignore_ascii_case(&'F') && rest.is_empty() {
        return Ok(Print::FalseJoker);
    }
    let color = Color::from_letter(first).ok_or("colour must be R, Y, B or K (or F for a false joker)")?;
    let number: u8 = rest.parse().map_err(|_| "expected a number after the colour")?;
    Face::new(color, number).map(Print::Numbered).ok_or("number must be 1 to 13")
}

/// Both physical copies of a print, copy `a` first.
pub fn copies(print: Print) -> [TileId; 2] {
    match print {
        Print::Numbered(face) => TileId::copies(face),
        Print::FalseJoker => TileId::FALSE_JOKERS,
    }
}

/// A token that names one copy: `R7a`, `R7b`, `Fa`, `Fb`.
pub fn copy_token(tile: TileId) -> String {
    // Copies are id pairs 2k and 2k+1 (the false jokers too), so the low bit is the copy.
    let letter = if tile.raw().is_multiple_of(2) { 'a' } else { 'b' };
    format!("{}{letter}", tile.print())
}

/// Parses a token that may name a copy: `R7` gives the print alone, `R7b` the print and its
/// copy `b` (an index into [`copies`]).
pub fn parse_copy(token: &str) -> Result<(Print, Option<usize>), &'static str> {
    let (face, copy) = match token.char_indices().last() {
        // A trailing `b` after a digit or after `F` is a copy, never a colour.
        Some((at, letter)) if at > 0 && matches!(letter.to_ascii_lowercase(), 'a' | 'b') => {
            (&token[..at], Some(usize::from(letter.eq_ignore_ascii_case(&'b'))))
        }
        _ => (token, None),
    };
    Ok((parse_print(face)?, copy))
}

/// Splits text into tokens with their byte offsets.
fn tokens(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(move |t| (t.as_ptr() as usize - text.as_ptr() as usize, t))
}

/// Parses a whitespace-separated list of tile prints.
pub fn parse_prints(text: &str) -> Result<Vec<Print>, NotationError> {
    tokens(text)
        .map(|(offset, token)| {
            parse_print(token).map_err(|reason| NotationError { token: token.to_owned(), offset, reason })
        })
        .collect()
}

/// Parses groups separated by `|`, e.g. `R5 R6 R7 | K8 Y8 B8`. Offsets are relative to `text`.
pub fn parse_groups(text: &str) -> Result<Vec<Vec<Print>>, NotationError> {
    let mut groups = Vec::new();
    let mut start = 0;
    for part in text.split('|') {
        let group = parse_prints(part).map_err(|e| NotationError { offset: e.offset + start, ..e })?;
        if !group.is_empty() {
            groups.push(group);
        }
        start += part.len() + 1;
    }
    Ok(groups)
}

/// Formats tiles as space-separated notation.
pub fn format_tiles(tiles: &[TileId]) -> String {
    tiles.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// Hands out physical tile ids for prints: the lowest copy not yet used.
///
/// Used wherever text names faces but the engine needs tiles (positions, tests, the terminal).
#[derive(Clone, Debug)]
pub struct TileAllocator {
    used: [bool; TileId::COUNT],
}

impl Default for TileAllocator {
    fn default() -> Self {
        TileAllocator { used: [false; TileId::COUNT] }
    }
}

impl TileAllocator {
    /// Marks a tile as taken; false when it already was.
    pub fn claim(&mut self, tile: TileId) -> bool {
        !std::mem::replace(&mut self.used[tile.index()], true)
    }

    /// The next free copy of a print, or `None` when both copies are taken.
    pub fn take(&mut self, print: Print) -> Option<TileId> {
        let tile = copies(print).into_iter().find(|t| !self.used[t.index()])?;
        self.used[tile.index()] = true;
        Some(tile)
    }

    /// Parses text into tiles, failing on a bad token or a third copy.
    pub fn take_text(&mut self, text: &str) -> Result<Vec<TileId>, NotationError> {
        tokens(text)
            .map(|(offset, token)| {
                let error = |reason| NotationError { token: token.to_owned(), offset, reason };
                let print = parse_print(token).map_err(error)?;
                self.take(print).ok_or_else(|| error("both copies of this tile are already used"))
            })
            .collect()
    }

    /// Tiles nobody has claimed, in id order.
    pub fn unused(&self) -> Vec<TileId> {
        TileId::all().filter(|t| !self.used[t.index()]).collect()
    }
}

/// Parses tiles from a fresh allocator: handy for tests and examples.
///
/// ```
/// let tiles = okey_core::notation::tiles("R7 Y13 F").unwrap();
/// assert_eq!(okey_core::notation::format_tiles(&tiles), "R7 Y13 F");
/// ```
pub fn tiles(text: &str) -> Result<Vec<TileId>, NotationError> {
    TileAllocator::default().take_text(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_print() {
        let all: Vec<TileId> = TileId::all().collect();
        let text = format_tiles(&all);
        assert_eq!(tiles(&text), Ok(all));
    }

    #[test]
    fn errors_point_at_the_bad_token() {
        let err = parse_prints("R7 Y13 G4 K5").unwrap_err();
        assert_eq!((err.token.as_str(), err.offset), ("G4", 7));
        let err = parse_prints("R14").unwrap_err();
        assert_eq!(err.reason, "number must be 1 to 13");
        let err = tiles("R7 r7 R7").unwrap_err();
        assert_eq!((err.token.as_str(), err.offset), ("R7", 6));
        let err = parse_groups("R1 R2 R3 | K9 X").unwrap_err();
        assert_eq!((err.token.as_str(), err.offset), ("X", 14));
    }

    #[test]
    fn a_copy_token_names_one_tile_and_reads_back() {
        for tile in TileId::all() {
            let token = copy_token(tile);
            let (print, copy) = parse_copy(&token).unwrap_or((Print::FalseJoker, None));
            assert_eq!(copy.map(|c| copies(print)[c]), Some(tile), "{token}");
            assert_eq!(parse_copy(&token.to_uppercase()), parse_copy(&token));
        }
        assert_eq!(parse_copy("B11"), parse_print("B11").map(|p| (p, None)));
        assert_eq!(parse_copy("F"), Ok((Print::FalseJoker, None)));
        assert!(parse_copy("b").is_err());
        assert!(parse_copy("R7c").is_err());
        assert!(parse_copy("R7ab").is_err());
    }

    #[test]
    fn groups_split_on_bars() {
        let groups = parse_groups("R5 R6 R7 | K8 Y8 B8").unwrap_or_default();
        assert_eq!(groups.len(), 2);
        assert_eq!(groups[1].len(), 3);
    }
}
