//! Lists read with a bound: the item after the last allowed one is refused as soon as the parser
//! reaches it, so a file that repeats an item millions of times costs a few milliseconds and
//! the memory of the allowed items, never the file's length in parsed values.

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

/// A meld's tiles: no more than a hand holds.
pub(crate) fn meld_tiles<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<TileId>, D::Error> {
    list(deserializer, MAX_HAND_TILES, "tiles in a meld")
}
