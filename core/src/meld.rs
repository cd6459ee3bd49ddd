//! Melds ("per"): sets, runs and pairs, with okeys; their value, extension ("işleme") and
//! taking an okey back from them.
//!
//! A meld keeps its tiles in table order and, for each tile, the face it stands for. Runs are
//! read in the order the player laid them, so an okey's face follows from its place; a set's
//! okeys stand for the colours its plain tiles lack.

use crate::tile::{Color, Face, Okey, Plays, TileId};
use arrayvec::ArrayVec;
use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MeldKind {
    /// 3 or 4 tiles of one number, all colours different.
    Set,
    /// 3 or more consecutive numbers of one colour.
    Run,
    /// Two identical tiles ("çift").
    Pair,
}

impl fmt::Display for MeldKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MeldKind::Set => "set",
            MeldKind::Run => "run",
            MeldKind::Pair => "pair",
        })
    }
}

/// An end of a run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Low,
    High,
}

/// What forms a meld in the game being played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MeldRules {
    pub okey: Okey,
    /// 1 may follow 13 in a run (12-13-1), as in classic Okey; never 13-1-2.
    pub one_after_thirteen: bool,
    /// Two okeys, or the two false jokers, form a pair.
    pub joker_pairs: bool,
}

impl MeldRules {
    /// Okey 101's meld rules for a deal's okey.
    pub fn okey101(okey: Okey, joker_pairs: bool) -> MeldRules {
        MeldRules { okey, one_after_thirteen: false, joker_pairs }
    }

    fn highest_run_number(self) -> i16 {
        if self.one_after_thirteen { 14 } else { 13 }
    }
}

/// Why tiles do not form the meld asked for.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MeldError {
    /// `min` to `max` tiles were needed (`min == max` for a pair).
    WrongSize {
        kind: MeldKind,
        min: usize,
        max: usize,
        actual: usize,
    },
    OnlyOkeys,
    NotConsecutive {
        tile: TileId,
        color: Color,
        previous: String,
    },
    OutOfRange {
        tiles: String,
    },
    NotASet {
        tile: TileId,
        tiles: String,
    },
    NotAPair {
        first: TileId,
        second: TileId,
    },
    PairNotExtendable,
    DoesNotFit {
        tile: TileId,
        meld: String,
    },
    NoOkeyFor {
        tile: TileId,
        meld: String,
    },
}

impl fmt::Display for MeldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(crate::lang::Language::English))
    }
}

/// A valid meld: its kind, tiles in table order, and the face each tile stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Meld {
    kind: MeldKind,
    tiles: MeldTiles<TileId>,
    faces: MeldTiles<Face>,
}

/// The longest meld: a run from 1 to 13.
pub const MAX_MELD_LEN: usize = 13;

/// A meld's tiles or faces, held inline: melds are cloned and rebuilt constantly by the solver
/// and the bots, and a heap allocation each time was a third of a bot's instructions.
type MeldTiles<T> = ArrayVec<T, MAX_MELD_LEN>;

impl Meld {
    /// A meld the solver built, with the face each tile stands for: valid by construction, so
    /// only checked in debug builds (the solver's oracle tests run those).
    pub(crate) fn from_solver(
        kind: MeldKind,
        tiles: MeldTiles<TileId>,
        faces: MeldTiles<Face>,
        rules: MeldRules,
    ) -> Meld {
        debug_assert_eq!(Meld::new(kind, &tiles, rules).map(|m| m.faces), Ok(faces.clone()), "{tiles:?}");
        Meld { kind, tiles, faces }
    }

    /// Checks that `tiles` (in this order) form a meld of `kind`.
    pub fn new(kind: MeldKind, tiles: impl AsRef<[TileId]>, rules: MeldRules) -> Result<Meld, MeldError> {
        let tiles = tiles.as_ref();
        let Ok(held) = MeldTiles::try_from(tiles) else {
            let (min, max) = match kind {
                MeldKind::Run => (3, MAX_MELD_LEN),
                MeldKind::Set => (3, 4),
                MeldKind::Pair => (2, 2),
            };
            return Err(MeldError::WrongSize { kind, min, max, actual: tiles.len() });
        };
        let faces = match kind {
            MeldKind::Run => run_faces(tiles, rules)?,
            MeldKind::Set => set_faces(tiles, rules)?,
            MeldKind::Pair => pair_faces(tiles, rules)?,
        };
        Ok(Meld { kind, tiles: held, faces })
    }

    /// The most valuable meld these tiles form, trying runs, sets and pairs; the error is the
    /// one for the kind the tiles look most like.
    pub fn infer(tiles: Vec<TileId>, rules: MeldRules) -> Result<Meld, MeldError> {
        let kinds = if tiles.len() == 2 { &[MeldKind::Pair][..] } else { &[MeldKind::Run, MeldKind::Set][..] };
        let mut best: Option<Meld> = None;
        let mut first_error = None;
        for &kind in kinds {
            match Meld::new(kind, &tiles, rules) {
                Ok(meld) if best.as_ref().is_none_or(|b| meld.value() > b.value()) => best = Some(meld),
                Ok(_) => {}
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        match best {
            Some(meld) => Ok(meld),
            None => Err(likely_error(&tiles, rules).or(first_error).unwrap_or(MeldError::OnlyOkeys)),
        }
    }

    pub fn kind(&self) -> MeldKind {
        self.kind
    }

    pub fn tiles(&self) -> &[TileId] {
        &self.tiles
    }

    /// The face each tile stands for, in table order.
    pub fn faces(&self) -> &[Face] {
        &self.faces
    }

    pub fn len(&self) -> usize {
        self.tiles.len()
    }

    pub fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }

    /// Sum of the faces the tiles stand for (an okey counts as the tile it replaces).
    pub fn value(&self) -> u32 {
        self.faces.iter().map(|f| u32::from(f.number())).sum()
    }

    /// This meld with `tile` added at `side` (the side matters only for runs).
    pub fn extended(&self, tile: TileId, side: Side, rules: MeldRules) -> Result<Meld, MeldError> {
        if self.kind == MeldKind::Pair {
            return Err(MeldError::PairNotExtendable);
        }
        if !self.fits_at(tile, side, rules) {
            return Err(MeldError::DoesNotFit { tile, meld: self.to_string() });
        }
        let mut tiles = self.tiles.clone();
        let added = match (self.kind, side) {
            (MeldKind::Run, Side::Low) => tiles.try_insert(0, tile),
            _ => tiles.try_push(tile),
        };
        let does_not_fit = || MeldError::DoesNotFit { tile, meld: self.to_string() };
        added.map_err(|_| does_not_fit())?;
        Meld::new(self.kind, tiles, rules).map_err(|_| MeldError::DoesNotFit { tile, meld: self.to_string() })
    }

    /// Whether `tile` extends this set or run at `side`, checked on the ends alone (no
    /// allocation: lay-off searches ask this constantly).
    pub fn fits_at(&self, tile: TileId, side: Side, rules: MeldRules) -> bool {
        let plays = rules.okey.plays(tile);
        match self.kind {
            MeldKind::Pair => false,
            MeldKind::Set => {
                let number = self.faces.first().map(|f| f.number());
                let plain_colors = self
                    .tiles
                    .iter()
                    .zip(&self.faces)
                    .filter(|(t, _)| !rules.okey.is_wild(**t))
                    .map(|(_, f)| f.color());
                self.len() < 4
                    && match plays {
                        Plays::Wild => true,
                        Plays::As(face) => {
                            Some(face.number()) == number && plain_colors.clone().all(|c| c != face.color())
                        }
                    }
            }
            MeldKind::Run => {
                let (Some(low), Some(high)) = (self.faces.first(), self.faces.last()) else { return false };
                // A run's faces run low to high; with 12-13-1 the 1 at the top counts as 14.
                let top = if high.number() == 1 && self.len() > 1 { 14 } else { high.number() };
                let wanted = match side {
                    Side::High if top < rules.highest_run_number() as u8 => top + 1,
                    Side::Low if low.number() > 1 => low.number() - 1,
                    _ => return false,
                };
                self.len() < 13
                    && match plays {
                        Plays::Wild => true,
                        Plays::As(face) => {
                            face.color() == low.color() && face.number() == if wanted == 14 { 1 } else { wanted }
                        }
                    }
            }
        }
    }

    /// A side at which `tile` extends this set or run, trying the high end first.
    pub fn fits(&self, tile: TileId, rules: MeldRules) -> Option<Side> {
        [Side::High, Side::Low].into_iter().find(|&side| self.fits_at(tile, side, rules))
    }

    /// Puts `tile` in place of an okey it can replace; returns the new meld and the freed okey.
    pub fn replace_okey(&self, tile: TileId, rules: MeldRules) -> Result<(Meld, TileId), MeldError> {
        let no_okey = || MeldError::NoOkeyFor { tile, meld: self.to_string() };
        if rules.okey.is_wild(tile) {
            return Err(no_okey());
        }
        for (i, &placed) in self.tiles.iter().enumerate() {
            if !rules.okey.is_wild(placed) {
                continue;
            }
            let mut tiles = self.tiles.clone();
            tiles[i] = tile;
            if let Ok(meld) = Meld::new(self.kind, &tiles, rules) {
                // The replacement must be the face the okey stood for (a set's okey may stand
                // for any missing colour, so any valid set qualifies).
                if self.kind == MeldKind::Set || meld.faces == self.faces {
                    return Ok((meld, placed));
                }
            }
        }
        Err(no_okey())
    }

    /// The tiles with what each okey stands for, e.g. `R5 R6 K6=R7`.
    pub fn describe(&self, okey: Okey) -> String {
        self.tiles
            .iter()
            .zip(&self.faces)
            .map(|(t, f)| if okey.is_wild(*t) { format!("{t}={f}") } else { t.to_string() })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::notation::format_tiles(&self.tiles))
    }
}

fn run_faces(tiles: &[TileId], rules: MeldRules) -> Result<MeldTiles<Face>, MeldError> {
    if tiles.len() < 3 || tiles.len() > 13 {
        return Err(MeldError::WrongSize { kind: MeldKind::Run, min: 3, max: MAX_MELD_LEN, actual: tiles.len() });
    }
    let (anchor, face) = tiles
        .iter()
        .enumerate()
        .find_map(|(i, &t)| match rules.okey.plays(t) {
            Plays::As(face) => Some((i, face)),
            Plays::Wild => None,
        })
        .ok_or(MeldError::OnlyOkeys)?;
    let mut start = i16::from(face.number()) - anchor as i16;
    if start < 1 && rules.one_after_thirteen && face.number() == 1 {
        // Okeys before a 1 can only read as 12-13-1.
        start = 14 - anchor as i16;
    }
    let end = start + tiles.len() as i16 - 1;
    if start < 1 || end > rules.highest_run_number() {
        return Err(MeldError::OutOfRange { tiles: crate::notation::format_tiles(tiles) });
    }
    tiles
        .iter()
        .enumerate()
        .map(|(i, &tile)| {
            let number = start + i as i16;
            let wanted = Face::new(face.color(), if number == 14 { 1 } else { number as u8 })
                .ok_or_else(|| MeldError::OutOfRange { tiles: crate::notation::format_tiles(tiles) })?;
            match rules.okey.plays(tile) {
                Plays::As(actual) if actual != wanted => Err(MeldError::NotConsecutive {
                    tile,
                    color: face.color(),
                    previous: crate::notation::format_tiles(&tiles[..i]),
                }),
                _ => Ok(wanted),
            }
        })
        .collect()
}

fn set_faces(tiles: &[TileId], rules: MeldRules) -> Result<MeldTiles<Face>, MeldError> {
    if !(3..=4).contains(&tiles.len()) {
        return Err(MeldError::WrongSize { kind: MeldKind::Set, min: 3, max: 4, actual: tiles.len() });
    }
    let mut number = None;
    let mut used = [false; 4];
    for &tile in tiles {
        if let Plays::As(face) = rules.okey.plays(tile) {
            let fits = number.is_none_or(|n| n == face.number()) && !used[face.color().index()];
            if !fits {
                return Err(MeldError::NotASet { tile, tiles: crate::notation::format_tiles(tiles) });
            }
            number = Some(face.number());
            used[face.color().index()] = true;
        }
    }
    let number = number.ok_or(MeldError::OnlyOkeys)?;
    // Okeys take the missing colours in colour order.
    let mut missing = Color::ALL.into_iter().filter(|c| !used[c.index()]);
    tiles
        .iter()
        .map(|&tile| {
            let color = match rules.okey.plays(tile) {
                Plays::As(face) => face.color(),
                Plays::Wild => missing.next().unwrap_or(Color::Red),
            };
            Face::new(color, number).ok_or(MeldError::OnlyOkeys)
        })
        .collect()
}

fn pair_faces(tiles: &[TileId], rules: MeldRules) -> Result<MeldTiles<Face>, MeldError> {
    let &[first, second] = tiles else {
        return Err(MeldError::WrongSize { kind: MeldKind::Pair, min: 2, max: 2, actual: tiles.len() });
    };
    let not_a_pair = MeldError::NotAPair { first, second };
    let okey_face = rules.okey.face();
    let face = match (rules.okey.plays(first), rules.okey.plays(second)) {
        (Plays::As(a), Plays::As(b)) if a == b => {
            let both_false_jokers = TileId::FALSE_JOKERS.contains(&first) && TileId::FALSE_JOKERS.contains(&second);
            if both_false_jokers && !rules.joker_pairs {
                return Err(not_a_pair);
            }
            a
        }
        (Plays::As(_), Plays::As(_)) => return Err(not_a_pair),
        (Plays::As(face), Plays::Wild) | (Plays::Wild, Plays::As(face)) => face,
        (Plays::Wild, Plays::Wild) if rules.joker_pairs => okey_face,
        (Plays::Wild, Plays::Wild) => return Err(not_a_pair),
    };
    Ok([face, face].into_iter().collect())
}

/// The error for the kind that tiles look like: a run if their plain tiles share a colour and
/// differ in number, otherwise a set.
fn likely_error(tiles: &[TileId], rules: MeldRules) -> Option<MeldError> {
    let faces: Vec<Face> = tiles
        .iter()
        .filter_map(|&t| match rules.okey.plays(t) {
            Plays::As(f) => Some(f),
            Plays::Wild => None,
        })
        .collect();
    let same_color = faces.windows(2).all(|w| w[0].color() == w[1].color());
    let same_number = faces.windows(2).all(|w| w[0].number() == w[1].number());
    let kind = if same_color && !same_number { MeldKind::Run } else { MeldKind::Set };
    Meld::new(kind, tiles, rules).err()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tiles;
    use crate::tile::Color;

    fn rules_with_okey(color: Color, number: u8) -> MeldRules {
        MeldRules::okey101(Okey::from_face(Face::new(color, number).unwrap()), true)
    }

    fn meld(kind: MeldKind, text: &str, rules: MeldRules) -> Result<Meld, MeldError> {
        Meld::new(kind, tiles(text).unwrap(), rules)
    }

    #[test]
    fn runs_read_okeys_by_position() {
        let rules = rules_with_okey(Color::Black, 6);
        let run = meld(MeldKind::Run, "R5 K6 R7", rules).unwrap();
        assert_eq!(run.describe(rules.okey), "R5 K6=R6 R7");
        assert_eq!(run.value(), 18);
        let run = meld(MeldKind::Run, "K6 R8 R9", rules).unwrap();
        assert_eq!(run.faces()[0], Face::new(Color::Red, 7).unwrap());
    }

    /// Seed 001: "Running sets are not allowed to continue from 13 to the 1".
    #[test]
    fn runs_do_not_wrap_in_okey_101() {
        let rules = rules_with_okey(Color::Black, 6);
        assert!(matches!(meld(MeldKind::Run, "K12 K13 K1", rules), Err(MeldError::OutOfRange { .. })));
        assert!(matches!(meld(MeldKind::Run, "R12 R13 K6", rules), Err(MeldError::OutOfRange { .. })));
        assert!(meld(MeldKind::Run, "K6 R1 R2", rules).is_err());
        let classic = MeldRules { one_after_thirteen: true, ..rules };
        assert!(meld(MeldKind::Run, "R12 R13 R1", classic).is_ok());
        assert!(meld(MeldKind::Run, "R13 R1 R2", classic).is_err());
        let okey = rules.okey.face().to_string();
        assert!(meld(MeldKind::Run, &format!("{okey} {okey} R1"), classic).is_ok(), "12-13-1");
        assert!(meld(MeldKind::Run, &format!("{okey} R1 {okey}"), classic).is_err(), "13-1-2");
    }

    /// Seed 001: "A blue 10, a red 10 & a blue 10 is not allowed".
    #[test]
    fn sets_need_distinct_colours() {
        let rules = rules_with_okey(Color::Black, 6);
        assert!(meld(MeldKind::Set, "B10 R10 B10", rules).is_err());
        let set = meld(MeldKind::Set, "B10 R10 K6", rules).unwrap();
        assert_eq!(set.value(), 30);
        assert_eq!(set.faces()[2].color(), Color::Yellow);
        assert!(meld(MeldKind::Set, "B10 R10 K10 Y10 K6", rules).is_err());
    }

    /// Seed 000: "when the green 11s are jokers, the false jokers are played as green 11s".
    #[test]
    fn false_jokers_play_as_the_okey_face() {
        let rules = rules_with_okey(Color::Blue, 11);
        assert!(meld(MeldKind::Run, "B10 F B12", rules).is_ok());
        assert!(meld(MeldKind::Set, "R11 Y11 F", rules).is_ok());
        assert!(meld(MeldKind::Run, "R10 F R12", rules).is_err());
        assert!(meld(MeldKind::Pair, "F F", rules).is_ok());
        assert!(meld(MeldKind::Pair, "F F", MeldRules { joker_pairs: false, ..rules }).is_err());
    }

    #[test]
    fn pairs_take_an_okey_with_anything() {
        let rules = rules_with_okey(Color::Black, 6);
        assert!(meld(MeldKind::Pair, "R3 R3", rules).is_ok());
        assert!(meld(MeldKind::Pair, "R3 Y3", rules).is_err());
        assert_eq!(meld(MeldKind::Pair, "K6 Y3", rules).unwrap().faces()[0], Face::new(Color::Yellow, 3).unwrap());
        assert!(meld(MeldKind::Pair, "K6 K6", rules).is_ok());
        assert!(meld(MeldKind::Pair, "K6 K6", MeldRules { joker_pairs: false, ..rules }).is_err());
    }

    #[test]
    fn extension_at_either_end_and_never_for_pairs() {
        let rules = rules_with_okey(Color::Black, 6);
        let all = tiles("R5 R6 R7 R4 R8 K6 Y3 Y3").unwrap();
        let run = Meld::new(MeldKind::Run, &all[0..3], rules).unwrap();
        assert_eq!(run.fits(all[3], rules), Some(Side::Low));
        assert_eq!(run.fits(all[4], rules), Some(Side::High));
        assert_eq!(run.extended(all[5], Side::Low, rules).unwrap().faces()[0].number(), 4);
        let pair = Meld::new(MeldKind::Pair, &all[6..8], rules).unwrap();
        assert_eq!(pair.fits(all[5], rules), None);
        assert_eq!(pair.extended(all[5], Side::High, rules), Err(MeldError::PairNotExtendable));
    }

    /// Seed 004, "Yerden okey alma": the tile the okey stands for takes its place.
    #[test]
    fn replacing_an_okey_frees_it() {
        let rules = rules_with_okey(Color::Black, 6);
        let all = tiles("R5 K6 R7 R6 R8").unwrap();
        let run = Meld::new(MeldKind::Run, &all[0..3], rules).unwrap();
        assert!(run.replace_okey(all[4], rules).is_err());
        let (after, okey) = run.replace_okey(all[3], rules).unwrap();
        assert_eq!(okey, all[1]);
        assert_eq!(after.to_string(), "R5 R6 R7");
    }

    #[test]
    fn infer_prefers_the_more_valuable_reading() {
        let rules = rules_with_okey(Color::Black, 6);
        // R5 K6 K6: run R5 R6 R7 (18) beats set of 5s (15).
        let meld = Meld::infer(tiles("R5 K6 K6").unwrap(), rules).unwrap();
        assert_eq!((meld.kind(), meld.value()), (MeldKind::Run, 18));
        let err = Meld::infer(tiles("R5 R6 R9").unwrap(), rules).unwrap_err();
        assert!(matches!(err, MeldError::NotConsecutive { .. }), "{err}");
    }
}
