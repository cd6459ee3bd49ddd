//! The rack's two rows: the tiles in the player's order, in groups with a gap between them (as
//! "Seri diz" leaves them, or as drawn tiles arrive), laid out so that no group is cut across
//! the two rows when the rows have room for it.

use okey_core::tile::TileId;

/// Columns a tile takes on the rack: its label (at most `★R12`) and a space.
pub const CELL: u16 = 5;
/// Columns added between two groups.
pub const GAP: u16 = 2;
/// The rack's width on screen: the smallest terminal's, so the layout is the same on any screen.
pub const WIDTH: u16 = 80;

/// The tiles in the player's order, and where a group starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Groups {
    pub tiles: Vec<TileId>,
    /// `gap_before[i]`: tile `i` starts a new group (never the first tile).
    gap_before: Vec<bool>,
}

/// Where each tile is drawn: its row (0 or 1) and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub places: Vec<(usize, u16)>,
    /// Some group had to continue on the second row: the rows had no room to keep it whole.
    pub cut_group: bool,
}

impl Groups {
    /// Tiles in one group, in this order.
    pub fn new(tiles: Vec<TileId>) -> Groups {
        let gap_before = vec![false; tiles.len()];
        Groups { tiles, gap_before }
    }

    /// Groups in this order, each starting after a gap.
    pub fn of(groups: impl IntoIterator<Item = Vec<TileId>>) -> Groups {
        let mut result = Groups::default();
        for group in groups.into_iter().filter(|g| !g.is_empty()) {
            let first = !result.tiles.is_empty();
            result.gap_before.extend(std::iter::once(first).chain(std::iter::repeat_n(false, group.len() - 1)));
            result.tiles.extend(group);
        }
        result
    }

    pub fn starts_group(&self, index: usize) -> bool {
        self.gap_before.get(index).copied().unwrap_or(false)
    }

    /// Keeps the tiles still in `rack` where they were (a group whose first tile left starts at
    /// its next one) and adds the new ones at the end, as a group of their own.
    pub fn follow(&mut self, rack: &[TileId]) {
        let mut kept = Groups::default();
        let mut pending_gap = false;
        for (&tile, &gap) in self.tiles.iter().zip(&self.gap_before) {
            pending_gap |= gap;
            if rack.contains(&tile) {
                kept.gap_before.push(pending_gap && !kept.tiles.is_empty());
                kept.tiles.push(tile);
                pending_gap = false;
            }
        }
        let mut first_new = true;
        for &tile in rack {
            if !kept.tiles.contains(&tile) {
                kept.gap_before.push(first_new && !kept.tiles.is_empty());
                kept.tiles.push(tile);
                first_new = false;
            }
        }
        *self = kept;
    }

    /// Swaps two tiles; the gaps stay where they are.
    pub fn swap(&mut self, a: usize, b: usize) {
        if a < self.tiles.len() && b < self.tiles.len() {
            self.tiles.swap(a, b);
        }
    }

    /// The groups as index ranges.
    fn ranges(&self) -> Vec<std::ops::Range<usize>> {
        let mut ranges = Vec::new();
        let mut start = 0;
        for i in 1..=self.tiles.len() {
            if i == self.tiles.len() || self.gap_before[i] {
                ranges.push(start..i);
                start = i;
            }
        }
        ranges
    }

    /// The two rows: whole groups on the first row while they fit, the rest on the second; if
    /// that leaves the second row too long, the tiles flow on from row to row, gaps kept.
    pub fn layout(&self) -> Layout {
        let width = |tiles: usize| tiles as u16 * CELL;
        let mut places = Vec::with_capacity(self.tiles.len());
        let (mut row, mut x) = (0, 0u16);
        for range in self.ranges() {
            let start = if x == 0 { 0 } else { x + GAP };
            if row == 0 && start + width(range.len()) > WIDTH + 1 {
                row = 1;
                x = 0;
            } else {
                x = start;
            }
            for _ in range {
                places.push((row, x));
                x += CELL;
            }
        }
        if places.iter().all(|&(_, x)| x + CELL <= WIDTH + 1) {
            return Layout { places, cut_group: false };
        }
        self.flowing()
    }

    /// Tile after tile, a group continuing on the next row when the row is full.
    fn flowing(&self) -> Layout {
        let mut places = Vec::with_capacity(self.tiles.len());
        let (mut row, mut x) = (0, 0u16);
        let mut gaps = true;
        // Without room for the gaps even then, the tiles go without them.
        if self.tiles.len() as u16 * CELL + self.gap_before.iter().filter(|&&g| g).count() as u16 * GAP > 2 * WIDTH {
            gaps = false;
        }
        for (i, _) in self.tiles.iter().enumerate() {
            if gaps && self.starts_group(i) && x > 0 {
                x += GAP;
            }
            if x + CELL > WIDTH + 1 && row == 0 {
                row = 1;
                x = 0;
            }
            places.push((row, x));
            x += CELL;
        }
        Layout { places, cut_group: true }
    }
}

/// "Seri diz" / "Çift diz": the melds, then the tiles left over, ordered so that every meld
/// stays whole on one row: melds in their order on the first row while they fit (a later one
/// that fits goes up too), the tiles left over filling that row, the rest on the second. Returns
/// the groups and whether some meld still had to be cut across the rows.
pub fn arranged(melds: Vec<Vec<TileId>>, leftover: Vec<TileId>) -> (Groups, bool) {
    let width = |tiles: usize, x: u16| if x == 0 { tiles as u16 * CELL } else { x + GAP + tiles as u16 * CELL };
    let (mut first, mut second) = (Vec::new(), Vec::new());
    let mut x = 0;
    for meld in melds {
        if width(meld.len(), x) <= WIDTH + 1 {
            x = width(meld.len(), x);
            first.push(meld);
        } else {
            second.push(meld);
        }
    }
    // The tiles left over fill the first row, then follow on the second.
    let room = if x == 0 { (WIDTH + 1) / CELL } else { (WIDTH + 1).saturating_sub(x + GAP) / CELL };
    let split = usize::from(room).min(leftover.len());
    let (up, down) = leftover.split_at(split);
    let groups = Groups::of(first.into_iter().chain([up.to_vec()]).chain(second).chain([down.to_vec()]));
    let cut = groups.layout().cut_group;
    (groups, cut)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(range: std::ops::Range<u8>) -> Vec<TileId> {
        range.map(|i| TileId::new(i).unwrap()).collect()
    }

    #[test]
    fn groups_stay_whole_and_apart() {
        let groups = Groups::of([ids(0..3), ids(3..6), ids(6..9)]);
        let layout = groups.layout();
        assert!(!layout.cut_group);
        assert_eq!(&layout.places[..4], &[(0, 0), (0, 5), (0, 10), (0, 17)]);
    }

    #[test]
    fn a_group_that_does_not_fit_the_first_row_starts_the_second() {
        // 13 tiles (65 columns), then 4: 65 + 2 + 20 > 80.
        let groups = Groups::of([ids(0..13), ids(13..17)]);
        let layout = groups.layout();
        assert_eq!(layout.places[13], (1, 0));
        assert!(!layout.cut_group);
    }

    #[test]
    fn a_drawn_tile_arrives_as_a_group_and_a_laid_group_leaves_no_double_gap() {
        let mut groups = Groups::of([ids(0..3), ids(3..6)]);
        let mut rack = ids(3..6);
        rack.extend(ids(20..21));
        groups.follow(&rack);
        assert_eq!(groups.tiles, rack);
        assert!(!groups.starts_group(0) && groups.starts_group(3));
    }

    #[test]
    fn arranging_keeps_every_meld_on_one_row() {
        // A 4-tile run, a 13-tile run, and five loose tiles: 22 tiles.
        let (groups, cut) = arranged(vec![ids(0..4), ids(4..17)], ids(17..22));
        assert!(!cut);
        let layout = groups.layout();
        let row_of = |tile: u8| layout.places[groups.tiles.iter().position(|t| t.raw() == tile).unwrap()].0;
        assert!((4..17).all(|t| row_of(t) == row_of(4)));
        assert!((0..4).all(|t| row_of(t) == row_of(0)));
    }
}
