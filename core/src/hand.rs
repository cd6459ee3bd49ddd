//! The largest hand any entry point accepts, and reading a hand typed by a person.
//!
//! The solver's search grows quickly with the number of tiles: a real rack answers in
//! microseconds, but a hand of 100 tiles runs for minutes. So every place that takes a hand from
//! outside the engine (the terminal's `okey solve`, the bindings' meld previews and lays) checks
//! it against [`MAX_HAND_TILES`] first, through [`check_size`] or [`parse`].

use crate::notation::{NotationError, TileAllocator};
use crate::rules::Rules;
use crate::tile::TileId;
use thiserror::Error;

/// The most tiles a hand can hold: the starter's 22 (a dealt hand and one more), plus a discard
/// taken from the table.
pub const MAX_HAND_TILES: usize = Rules::HAND_SIZE + 2;

/// Why a hand was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HandError {
    #[error("a hand holds at most {MAX_HAND_TILES} tiles (a rack of 22 and a taken discard), not {count}")]
    TooLarge { count: usize },
    #[error(transparent)]
    Notation(#[from] NotationError),
}

impl HandError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            HandError::TooLarge { .. } => "hand_too_large",
            HandError::Notation(_) => NotationError::CODE,
        }
    }
}

/// Refuses a hand of more than [`MAX_HAND_TILES`] tiles.
pub fn check_size(count: usize) -> Result<(), HandError> {
    if count > MAX_HAND_TILES { Err(HandError::TooLarge { count }) } else { Ok(()) }
}

/// Reads a hand such as `R5 R6 R7 | K8 Y8 B8 F`: tiles as in [`crate::notation`], where `|` may
/// split the hand into groups for the reader's sake. The groups are not kept: whoever asks about
/// the hand (the solver) finds the best groups itself.
///
/// ```
/// use okey_core::hand::{parse, HandError};
/// assert_eq!(parse("R5 R6 R7 | K8 Y8 B8").map(|h| h.len()), Ok(6));
/// let two_of_each_red = "R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 ".repeat(2);
/// assert_eq!(parse(&two_of_each_red), Err(HandError::TooLarge { count: 26 }));
/// ```
pub fn parse(text: &str) -> Result<Vec<TileId>, HandError> {
    // Tokens are split on whitespace; a bar becomes a space of the same width, so the offsets in
    // an error still point into the text as typed.
    let hand = TileAllocator::default().take_text(&text.replace('|', " "))?;
    check_size(hand.len())?;
    Ok(hand)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::format_tiles;

    #[test]
    fn bars_split_groups_and_are_otherwise_ignored() {
        let hand = parse("R5 R6 R7|K8 Y8 B8 | F").unwrap_or_default();
        assert_eq!(format_tiles(&hand), "R5 R6 R7 K8 Y8 B8 F");
        let err = parse("R5 | X9").unwrap_err();
        assert!(matches!(&err, HandError::Notation(e) if e.token == "X9" && e.offset == 5), "{err:?}");
    }

    #[test]
    fn a_full_rack_with_a_taken_discard_is_the_largest_hand() {
        let all: Vec<TileId> = TileId::all().collect();
        let largest = format_tiles(&all[..MAX_HAND_TILES]);
        assert_eq!(parse(&largest).map(|h| h.len()), Ok(23));
        let one_more = format_tiles(&all[..=MAX_HAND_TILES]);
        assert_eq!(parse(&one_more), Err(HandError::TooLarge { count: 24 }));
        assert_eq!(HandError::TooLarge { count: 24 }.code(), "hand_too_large");
        assert!(check_size(106).is_err());
    }
}
