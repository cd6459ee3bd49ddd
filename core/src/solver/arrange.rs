//! Auto-arrange for the rack: the "Seri diz" (runs and sets) and "Çift diz" (pairs) buttons.
//!
//! The result depends only on which tiles the rack holds, not on their order, so pressing the
//! button twice leaves every tile where it was.

use super::{Arrangement, best_melds, best_pairs};
use crate::meld::{MeldKind, MeldRules};
use crate::tile::{Print, TileId};
use serde::{Deserialize, Serialize};

/// Which arrangement to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// The most valuable runs and sets, then the rest ("Seri diz").
    RunsAndSets,
    /// The most pairs, then the rest ("Çift diz").
    Pairs,
}

/// The rack arranged (with Düz Okey's runs when `rules` let 1 follow 13): melds in a fixed order (runs by colour and number, then sets by number,
/// or pairs by face), leftovers last by colour and number, okeys at the very end.
pub fn arrange(rack: &[TileId], rules: MeldRules, layout: Layout) -> Arrangement {
    let mut tiles = rack.to_vec();
    tiles.sort_unstable();
    let found = match layout {
        Layout::RunsAndSets if rules.one_after_thirteen => Some(super::classic::best_arrangement(&tiles, rules)),
        Layout::RunsAndSets => best_melds(&tiles, rules, None),
        Layout::Pairs => best_pairs(&tiles, rules, None),
    };
    let mut arrangement = found.unwrap_or_else(|| Arrangement { melds: Vec::new(), leftover: tiles });
    let kind_order = |kind: MeldKind| match kind {
        MeldKind::Run => 0,
        MeldKind::Set => 1,
        MeldKind::Pair => 2,
    };
    arrangement.melds.sort_by_key(|m| {
        let first = m.faces().first().copied();
        (kind_order(m.kind()), first.map(|f| (f.color(), f.number())), m.tiles().to_vec())
    });
    arrangement.leftover.sort_by_key(|&t| {
        let okey = rules.okey.is_wild(t);
        let face = match t.print() {
            Print::Numbered(face) => Some((face.color(), face.number())),
            Print::FalseJoker => Some((rules.okey.face().color(), rules.okey.face().number())),
        };
        (okey, face, t)
    });
    arrangement
}
