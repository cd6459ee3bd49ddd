//! Pairs ("çift"): how many a hand holds, and the best pairs opening.

use super::Arrangement;
use crate::meld::{Meld, MeldKind, MeldRules};
use crate::tile::{Plays, TileId};

/// The most pairs in `tiles`: identical tiles first, then okeys with the most valuable single
/// tiles (so what stays in hand is worth least), then two okeys together. With `forced`, that
/// tile must be in a pair; `None` when it cannot be.
pub fn best_pairs(tiles: &[TileId], rules: MeldRules, forced: Option<TileId>) -> Option<Arrangement> {
    let pair = |a: TileId, b: TileId| Meld::new(MeldKind::Pair, [a, b], rules).ok();
    let (mut okeys, mut plain): (Vec<TileId>, Vec<TileId>) = tiles.iter().partition(|&&t| rules.okey.is_wild(t));
    plain.sort_by_key(|&t| (t.print(), t));
    let mut pairs = Vec::new();
    let mut singles = Vec::new();
    let mut i = 0;
    while i < plain.len() {
        match plain.get(i + 1).and_then(|&next| pair(plain[i], next)) {
            Some(meld) => {
                pairs.push(meld);
                i += 2;
            }
            None => {
                singles.push(plain[i]);
                i += 1;
            }
        }
    }
    // The forced tile first, then the most valuable.
    singles.sort_by_key(|&t| (Some(t) != forced, std::cmp::Reverse(rules.okey.face_value(t)), t));
    let mut leftover = Vec::new();
    for single in singles {
        match okeys.pop().and_then(|okey| pair(single, okey)) {
            Some(meld) => pairs.push(meld),
            None => leftover.push(single),
        }
    }
    if let [a, b] = okeys[..]
        && let Some(meld) = pair(a, b)
    {
        pairs.push(meld);
        okeys.clear();
    }
    leftover.extend(okeys);
    let forced_paired = forced.is_none_or(|f| !leftover.contains(&f));
    forced_paired.then_some(Arrangement { melds: pairs, leftover })
}

/// How many pairs `tiles` hold, okeys pairing with anything: `best_pairs`'s count, counted on
/// bitmasks without building the melds (the bots and `finish` ask it often).
pub fn pair_count(tiles: &[TileId], rules: MeldRules) -> usize {
    let (mut once, mut twice, mut plain, mut okeys) = (0u64, 0u64, 0, 0);
    for &tile in tiles {
        match rules.okey.plays(tile) {
            Plays::Wild => okeys += 1,
            Plays::As(face) => {
                plain += 1;
                let bit = 1u64 << face.index();
                if once & bit == 0 { once |= bit } else { twice |= bit }
            }
        }
    }
    let mut identical = twice.count_ones() as usize;
    // The only plain tiles of the okey's face are the two false jokers.
    if !rules.joker_pairs && twice & 1 << rules.okey.face().index() != 0 {
        identical -= 1;
    }
    let with_okeys = okeys.min(plain - 2 * identical);
    identical + with_okeys + usize::from(rules.joker_pairs && okeys - with_okeys == 2)
}
