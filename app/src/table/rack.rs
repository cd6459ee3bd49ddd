//! The player's own arrangement of the rack: which of the 30 slots holds which tile. The engine
//! knows only the set of tiles; the order and the gaps belong to the player.

use okey_core::tile::TileId;

/// Slots in one row of the rack.
pub const ROW: usize = 15;
/// Slots in the rack: two rows, more than any hand, so tiles group with gaps.
pub const SLOTS: usize = ROW * 2;

/// The rack's slots, each empty or holding one rack tile; every rack tile is in exactly one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Slots(Vec<Option<TileId>>);

impl Slots {
    /// The rack's tiles in the given order from the first slot, with no gaps.
    pub fn in_order(rack: &[TileId]) -> Slots {
        Slots(Vec::new()).reconciled(rack)
    }

    /// Slots as saved; whatever does not match `rack` is dropped or filled in.
    pub fn restored(saved: &[Option<TileId>], rack: &[TileId]) -> Slots {
        let mut seen = Vec::with_capacity(rack.len());
        let slots = saved
            .iter()
            .take(SLOTS)
            .map(|slot| {
                slot.filter(|tile| rack.contains(tile) && !seen.contains(tile)).inspect(|&tile| seen.push(tile))
            })
            .collect();
        Slots(slots).reconciled(rack)
    }

    pub fn as_slice(&self) -> &[Option<TileId>] {
        &self.0
    }

    /// The tiles left to right, top row first.
    pub fn tiles(&self) -> impl Iterator<Item = TileId> + '_ {
        self.0.iter().flatten().copied()
    }

    /// Keeps the tiles still in `rack` where they were and puts new ones after the last tile
    /// (as a drawn tile lands on a real rack), or in the first gap when the end is full.
    pub fn reconciled(mut self, rack: &[TileId]) -> Slots {
        for slot in &mut self.0 {
            if slot.is_some_and(|tile| !rack.contains(&tile)) {
                *slot = None;
            }
        }
        self.0.resize(SLOTS.max(self.0.len()), None);
        for &tile in rack {
            if self.0.contains(&Some(tile)) {
                continue;
            }
            match self.first_free() {
                Some(free) => self.0[free] = Some(tile),
                // More tiles than slots cannot happen (a hand holds at most 23); keep it anyway.
                None => self.0.push(Some(tile)),
            }
        }
        self
    }

    fn first_free(&self) -> Option<usize> {
        let after_last = self.0.iter().rposition(Option::is_some).map_or(0, |last| last + 1);
        (after_last..self.0.len()).find(|&i| self.0[i].is_none()).or_else(|| self.0.iter().position(Option::is_none))
    }

    /// Moves `tile` to slot `to`; an occupied slot's tile shifts along its row into the nearest
    /// gap. `None` when nothing can move (no such tile or slot, or a full row).
    pub fn moved(&self, tile: TileId, to: usize) -> Option<Slots> {
        let from = self.0.iter().position(|&slot| slot == Some(tile))?;
        if to >= SLOTS || from == to {
            return None;
        }
        let mut slots = self.0.clone();
        slots[from] = None;
        if slots[to].is_none() {
            slots[to] = Some(tile);
            return Some(Slots(slots));
        }
        let row_start = to / ROW * ROW;
        let row_end = row_start + ROW;
        if let Some(gap) = (to..row_end).find(|&i| slots[i].is_none()) {
            slots[to..=gap].rotate_right(1);
        } else if let Some(gap) = (row_start..to).rev().find(|&i| slots[i].is_none()) {
            slots[gap..=to].rotate_left(1);
        } else {
            return None;
        }
        slots[to] = Some(tile);
        Some(Slots(slots))
    }

    /// `groups` laid out in order with one empty slot between groups, a group never split
    /// across the two rows when it can start the second row instead; the tiles of `rack` in no
    /// group come last. Gaps are dropped, last first, when they do not fit.
    pub fn arranged(groups: &[Vec<TileId>], rack: &[TileId]) -> Slots {
        let mut all: Vec<&[TileId]> = groups.iter().filter(|g| !g.is_empty()).map(Vec::as_slice).collect();
        let rest: Vec<TileId> = rack.iter().copied().filter(|t| !groups.iter().any(|g| g.contains(t))).collect();
        if !rest.is_empty() {
            all.push(&rest);
        }
        let tiles: usize = all.iter().map(|g| g.len()).sum();
        let mut gaps = all.len().saturating_sub(1);
        while gaps > 0 && tiles + gaps > SLOTS {
            gaps -= 1;
        }
        let mut slots = vec![None; SLOTS];
        let mut at = 0;
        let mut placed = 0;
        for (index, group) in all.iter().enumerate() {
            let crosses_rows = at < ROW && at + group.len() > ROW;
            let rest_fits_below = ROW + (tiles - placed) + gaps.saturating_sub(index) <= SLOTS;
            if crosses_rows && group.len() <= ROW && rest_fits_below {
                at = ROW;
            }
            for &tile in *group {
                if let Some(slot) = slots.get_mut(at) {
                    *slot = Some(tile);
                }
                at += 1;
            }
            placed += group.len();
            if index < gaps && at != ROW {
                at += 1;
            }
        }
        Slots(slots).reconciled(rack)
    }
}
