//! Tiles: colours, numbered faces, the 106 physical tiles, and the okey of a deal.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The four tile colours. Notation letters: `R` red, `Y` yellow, `B` blue, `K` black ("kara").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    Red,
    Yellow,
    Blue,
    Black,
}

impl Color {
    pub const ALL: [Color; 4] = [Color::Red, Color::Yellow, Color::Blue, Color::Black];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn letter(self) -> char {
        match self {
            Color::Red => 'R',
            Color::Yellow => 'Y',
            Color::Blue => 'B',
            Color::Black => 'K',
        }
    }

    pub fn from_letter(letter: char) -> Option<Color> {
        match letter.to_ascii_uppercase() {
            'R' => Some(Color::Red),
            'Y' => Some(Color::Yellow),
            'B' => Some(Color::Blue),
            'K' => Some(Color::Black),
            _ => None,
        }
    }
}

/// A numbered face: a colour and a number from 1 to 13.
///
/// Two physical tiles share each face. Faces order by number, then colour, which is the order
/// the solver sweeps in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Face {
    color: Color,
    number: u8,
}

impl Face {
    /// Number of distinct numbered faces (4 colours x 13 numbers).
    pub const COUNT: usize = 52;

    /// The first face in sweep order, red 1.
    pub const LOWEST: Face = Face { color: Color::Red, number: 1 };

    /// A face, or `None` when the number is outside 1..=13.
    pub const fn new(color: Color, number: u8) -> Option<Face> {
        if number >= 1 && number <= 13 { Some(Face { color, number }) } else { None }
    }

    pub const fn color(self) -> Color {
        self.color
    }

    pub const fn number(self) -> u8 {
        self.number
    }

    /// Dense index 0..52, by number then colour.
    pub const fn index(self) -> usize {
        (self.number as usize - 1) * 4 + self.color as usize
    }

    pub fn from_index(index: usize) -> Option<Face> {
        if index >= Face::COUNT {
            return None;
        }
        Face::new(Color::ALL[index % 4], (index / 4) as u8 + 1)
    }

    /// The face one number higher in the same colour, with 13 wrapping to 1: the okey of an indicator.
    pub const fn successor_wrapping(self) -> Face {
        Face { color: self.color, number: if self.number == 13 { 1 } else { self.number + 1 } }
    }
}

impl PartialOrd for Face {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Face {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.index().cmp(&other.index())
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.color.letter(), self.number)
    }
}

/// What is printed on a physical tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Print {
    Numbered(Face),
    /// A false joker ("sahte okey"): not wild, it plays as the okey's face.
    FalseJoker,
}

impl fmt::Display for Print {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Print::Numbered(face) => face.fmt(f),
            Print::FalseJoker => f.write_str("F"),
        }
    }
}

/// The stable identity of one of the 106 physical tiles (0..=105), so a UI can follow a tile.
///
/// Ids `2k` and `2k+1` are the two copies of face index `k`; 104 and 105 are the false jokers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct TileId(u8);

impl TryFrom<u8> for TileId {
    type Error = String;

    fn try_from(raw: u8) -> Result<TileId, String> {
        TileId::new(raw).ok_or_else(|| format!("tile id {raw} is not 0 to 105"))
    }
}

impl From<TileId> for u8 {
    fn from(tile: TileId) -> u8 {
        tile.0
    }
}

impl TileId {
    pub const COUNT: usize = 106;
    pub const FALSE_JOKERS: [TileId; 2] = [TileId(104), TileId(105)];

    pub const fn new(raw: u8) -> Option<TileId> {
        if (raw as usize) < TileId::COUNT { Some(TileId(raw)) } else { None }
    }

    pub const fn raw(self) -> u8 {
        self.0
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Both physical copies of a face.
    pub const fn copies(face: Face) -> [TileId; 2] {
        let base = (face.index() * 2) as u8;
        [TileId(base), TileId(base + 1)]
    }

    /// All 106 tiles in id order.
    pub fn all() -> impl Iterator<Item = TileId> {
        (0..TileId::COUNT as u8).map(TileId)
    }

    pub const fn print(self) -> Print {
        // Ids 0 to 103 are the two copies of each face in face-index order; 104 and 105 the
        // false jokers. Built directly: this runs for every tile the solver looks at.
        if self.0 < 104 {
            let face = self.0 / 2;
            Print::Numbered(Face { color: Color::ALL[(face % 4) as usize], number: face / 4 + 1 })
        } else {
            Print::FalseJoker
        }
    }
}

impl fmt::Display for TileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.print().fmt(f)
    }
}

/// How a tile plays in a deal once the okey is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Plays {
    /// An okey: wild, stands for whatever tile its meld needs.
    Wild,
    /// A plain face (a false joker plays as the okey's face).
    As(Face),
}

/// The okey (wild tile) of a deal, fixed by the indicator ("gösterge").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Okey {
    face: Face,
}

impl Okey {
    /// The okey for a numbered indicator: same colour, number + 1, 13 wrapping to 1.
    pub const fn from_indicator(indicator: Face) -> Okey {
        Okey { face: indicator.successor_wrapping() }
    }

    pub const fn from_face(face: Face) -> Okey {
        Okey { face }
    }

    /// The wild face; both its copies are okeys.
    pub const fn face(self) -> Face {
        self.face
    }

    pub fn is_wild(self, tile: TileId) -> bool {
        tile.print() == Print::Numbered(self.face)
    }

    pub fn plays(self, tile: TileId) -> Plays {
        match tile.print() {
            Print::Numbered(face) if face == self.face => Plays::Wild,
            Print::Numbered(face) => Plays::As(face),
            Print::FalseJoker => Plays::As(self.face),
        }
    }

    /// The tile's value when counted in hand as a plain tile: its number, a false joker the okey's
    /// number. (How an okey left in hand is charged is a rules option; see `scoring`.)
    pub fn face_value(self, tile: TileId) -> u8 {
        match tile.print() {
            Print::Numbered(face) => face.number(),
            Print::FalseJoker => self.face.number(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn face(color: Color, number: u8) -> Face {
        Face::new(color, number).unwrap_or_else(|| unreachable!())
    }

    #[test]
    fn tile_ids_out_of_range_do_not_deserialize() {
        assert_eq!(serde_json::from_str::<TileId>("105").ok(), TileId::new(105));
        assert!(serde_json::from_str::<TileId>("106").is_err());
    }

    #[test]
    fn ids_cover_every_face_twice_and_two_false_jokers() {
        let mut counts = [0u8; Face::COUNT];
        let mut jokers = 0;
        for tile in TileId::all() {
            match tile.print() {
                Print::Numbered(f) => counts[f.index()] += 1,
                Print::FalseJoker => jokers += 1,
            }
        }
        assert!(counts.iter().all(|&c| c == 2));
        assert_eq!(jokers, 2);
        assert_eq!(
            TileId::copies(face(Color::Black, 5)).map(TileId::print),
            [Print::Numbered(face(Color::Black, 5)); 2]
        );
    }

    /// Seed 000: "if the face up tile is the black 5, the black 6's are jokers ... If the face up
    /// tile is a 13, the 1's of the same colour are jokers."
    #[test]
    fn okey_is_indicator_plus_one_wrapping_13_to_1() {
        assert_eq!(Okey::from_indicator(face(Color::Black, 5)).face(), face(Color::Black, 6));
        assert_eq!(Okey::from_indicator(face(Color::Red, 13)).face(), face(Color::Red, 1));
    }

    /// Seed 000: "when the green 11s are jokers, the false jokers are played as green 11s".
    #[test]
    fn false_joker_plays_as_the_okey_face_and_okey_is_wild() {
        let okey = Okey::from_indicator(face(Color::Blue, 10));
        assert_eq!(okey.plays(TileId::FALSE_JOKERS[0]), Plays::As(face(Color::Blue, 11)));
        assert_eq!(okey.face_value(TileId::FALSE_JOKERS[1]), 11);
        assert_eq!(okey.plays(TileId::copies(face(Color::Blue, 11))[1]), Plays::Wild);
        assert_eq!(okey.plays(TileId::copies(face(Color::Red, 11))[0]), Plays::As(face(Color::Red, 11)));
    }
}
