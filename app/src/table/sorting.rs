//! The rack's arrangements: the engine's melds (Seri diz, Çift diz), or sorted by colour or by
//! number, each as groups to lay out with a gap between them.

use crate::view::RackLayout;
use okey_core::meld::MeldRules;
use okey_core::solver::{self, Layout};
use okey_core::tile::{Face, Print, TileId};

/// `rack` in groups, for `layout`: melds first then the rest (the engine's), or a group per
/// colour or per number. Okeys (wild) come last, on their own; a false joker sorts as the face
/// it plays.
pub fn groups(rack: &[TileId], rules: MeldRules, layout: RackLayout) -> Vec<Vec<TileId>> {
    let by_engine = |layout| {
        let arrangement = solver::arrange(rack, rules, layout);
        let mut groups: Vec<Vec<TileId>> = arrangement.melds.iter().map(|m| m.tiles().to_vec()).collect();
        groups.push(arrangement.leftover);
        groups
    };
    match layout {
        RackLayout::RunsAndSets => by_engine(Layout::RunsAndSets),
        RackLayout::Pairs => by_engine(Layout::Pairs),
        RackLayout::ByColour => sorted(rack, rules, |face| (face.color() as usize, face.number())),
        RackLayout::ByNumber => sorted(rack, rules, |face| (usize::from(face.number()), face.color() as u8)),
    }
}

/// Tiles sorted by `key`, grouped where its first part changes; okeys last, in a group of their own.
fn sorted(rack: &[TileId], rules: MeldRules, key: impl Fn(Face) -> (usize, u8)) -> Vec<Vec<TileId>> {
    let plays = |tile: TileId| match tile.print() {
        Print::Numbered(face) => face,
        Print::FalseJoker => rules.okey.face(),
    };
    let (mut okeys, mut plain): (Vec<TileId>, Vec<TileId>) = rack.iter().partition(|&&t| rules.okey.is_wild(t));
    plain.sort_by_key(|&t| (key(plays(t)), t));
    okeys.sort();
    let mut groups: Vec<Vec<TileId>> = Vec::new();
    for tile in plain {
        match groups.last_mut() {
            Some(group) if group.last().is_some_and(|&last| key(plays(last)).0 == key(plays(tile)).0) => {
                group.push(tile)
            }
            _ => groups.push(vec![tile]),
        }
    }
    groups.push(okeys);
    groups.retain(|g| !g.is_empty());
    groups
}
