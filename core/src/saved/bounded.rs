//! Lists read with a bound: the item after the last allowed one is refused as soon as the parser
//! reaches it, so a file that repeats an item millions of times costs a few milliseconds and
//! the memory of the allowed items, never the file's length in parsed values.

use crate::action::MeldSpec;
use crate::hand::MAX_HAND_TILES;
use crate::tile::TileId;
use serde::de::{Deserialize, Deserializer, Error, SeqAccess, Visitor};
use std::fmt;
use std::marker::PhantomData;

/// At most `max` items of `T`; `what` names them in the error ("moves").
pub(crate) fn list<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
    max: usize,
    what: &'static str,
) -> Result<Vec<T>, D::Error> {
    deserializer.deserialize_seq(Bounded { max, what, items: PhantomData })
}

struct Bounded<T> {
    max: usize,
    what: &'static str,
    items: PhantomData<T>,
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for Bounded<T> {
    type Value = Vec<T>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a list of at most {} {}", self.max, self.what)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
        // The hint is the file's word, so it reserves no more than the bound allows.
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(self.max).min(1024));
        while let Some(item) = seq.next_element()? {
            if items.len() == self.max {
                return Err(A::Error::custom(format_args!("more than {} {}", self.max, self.what)));
            }
            items.push(item);
        }
        Ok(items)
    }
}

/// Why a lay is refused that has more tiles (or melds) than a hand can hold, as a lay from a UI
/// is (see [`crate::hand`]).
pub(crate) const LAY_TOO_LARGE: &str =
    "more tiles laid at once than a hand holds (at most 23: a rack of 22 and a taken discard)";

/// A meld's tiles: no more than a hand holds.
pub(crate) fn meld_tiles<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<TileId>, D::Error> {
    list(deserializer, MAX_HAND_TILES, "tiles in a meld")
}

/// A lay's melds: together no more tiles than a hand holds.
pub(crate) fn lay_melds<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<MeldSpec>, D::Error> {
    deserializer.deserialize_seq(LayVisitor)
}

struct LayVisitor;

impl<'de> Visitor<'de> for LayVisitor {
    type Value = Vec<MeldSpec>;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "a list of melds of at most {MAX_HAND_TILES} tiles in all")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<MeldSpec>, A::Error> {
        let mut melds: Vec<MeldSpec> = Vec::new();
        let mut tiles = 0;
        while let Some(meld) = seq.next_element::<MeldSpec>()? {
            tiles += meld.tiles.len();
            // A meld of no tiles lays nothing, but still counts, or a lay could list millions.
            if tiles > MAX_HAND_TILES || melds.len() == MAX_HAND_TILES {
                return Err(A::Error::custom(LAY_TOO_LARGE));
            }
            melds.push(meld);
        }
        Ok(melds)
    }
}

#[cfg(test)]
mod tests {
    use super::LAY_TOO_LARGE;
    use crate::Action;
    use crate::hand::MAX_HAND_TILES;

    fn lay(melds: usize, tiles: usize) -> String {
        let meld = format!(r#"{{"tiles":[{}]}}"#, vec!["0"; tiles].join(","));
        format!(r#"{{"type":"lay","melds":[{}]}}"#, vec![meld; melds].join(","))
    }

    #[test]
    fn a_lay_holds_at_most_a_hand() {
        let read = |text: &str| serde_json::from_str::<Action>(text).map_err(|e| e.to_string());
        assert!(LAY_TOO_LARGE.contains(&format!("at most {MAX_HAND_TILES}:")));
        assert!(read(&lay(7, 3)).is_ok());
        assert!(read(&lay(1, 23)).is_ok());
        let error = read(&lay(8, 3)).unwrap_err();
        assert!(error.starts_with(LAY_TOO_LARGE), "{error}");
        assert!(read(&lay(1, 24)).unwrap_err().starts_with("more than 23 tiles in a meld"));
        assert!(read(&lay(24, 0)).is_err(), "empty melds still count");
        // Refused at the meld past the bound (the eighth ends at column 166): the rest of the
        // file is never read.
        let huge = lay(2_000_000, 3);
        let error = read(&huge).unwrap_err();
        assert!(error.ends_with("line 1 column 167"), "{error}");
    }
}
