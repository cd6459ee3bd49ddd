//! Whether a tile taken from the discards can be used this turn, leaving a tile to discard: the
//! engine asks it before letting a discard be taken for good, and the bots before taking one.

use super::{Arrangement, best_melds, best_pairs, pairs_opening, sets_opening};
use crate::meld::{MeldKind, MeldRules};
use crate::table_meld::OpenedWith;
use crate::table_meld::TableMeld;
use crate::tile::TileId;

/// Whether `tile` could be laid off on a set or run on the table.
pub fn fits_table(table: &[TableMeld], tile: TileId, rules: MeldRules) -> bool {
    table.iter().any(|m| m.meld.kind() != MeldKind::Pair && m.meld.fits(tile, rules).is_some())
}

/// Whether a player holding `rack` could use `tile` this turn if they took it: laid off, or in a
/// new meld (for an unopened player, an opening worth the threshold) that leaves a tile to
/// discard. The full-hand opening below the threshold is not looked for.
pub fn can_use_taken(
    rack: &[TileId],
    tile: TileId,
    table: &[TableMeld],
    opened: Option<OpenedWith>,
    thresholds: (u32, u8),
    rules: MeldRules,
) -> bool {
    let mut hand = rack.to_vec();
    hand.push(tile);
    let size = hand.len();
    let uses = |a: &Arrangement| a.melds.iter().any(|m| m.tiles().contains(&tile) && m.len() < size);
    let lay_off = !rack.is_empty() && fits_table(table, tile, rules);
    match opened {
        Some(OpenedWith::SetsAndRuns) => lay_off || best_melds(&hand, rules, Some(tile)).is_some_and(|a| uses(&a)),
        Some(OpenedWith::Pairs) => lay_off || best_pairs(&hand, rules, Some(tile)).is_some_and(|a| uses(&a)),
        None => {
            sets_opening(&hand, rules, Some(tile), thresholds.0).is_some_and(|a| uses(&a))
                || pairs_opening(&hand, rules, Some(tile), thresholds.1).is_some_and(|a| uses(&a))
        }
    }
}
