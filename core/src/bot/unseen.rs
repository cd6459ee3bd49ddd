//! What a seat has not seen, counted by what the tiles play as: the draws it can hope for.

use crate::meld::MeldRules;
use crate::tile::{Face, Plays, TileId};
use crate::view::SeatView;

/// Which tiles this seat has seen: its rack, the table, every discard pile, the discards others
/// took and the indicator. A tile can be in two of these (taken, then laid): it counts once.
pub(super) fn shown(view: &SeatView) -> [bool; TileId::COUNT] {
    let mut seen = [false; TileId::COUNT];
    let tiles = view
        .rack
        .iter()
        .chain(view.table.iter().flat_map(|m| m.meld.tiles()))
        .chain(view.discards.iter().flatten())
        .chain(view.others.iter().flat_map(|o| &o.took));
    for &tile in tiles.chain(std::iter::once(&view.indicator)) {
        seen[tile.index()] = true;
    }
    seen
}

/// The tiles this seat has not seen: each face's unseen copies (false jokers as the okey's
/// face), and okeys.
pub(super) struct Unseen {
    faces: [u8; 52],
    okeys: u8,
}

impl Unseen {
    /// Every tile but those `shown` to this seat.
    pub(super) fn of(view: &SeatView) -> Unseen {
        let rules = view.meld_rules;
        let seen = shown(view);
        let mut unseen = Unseen { faces: [0; 52], okeys: 0 };
        for tile in TileId::all().filter(|t| !seen[t.index()]) {
            match rules.okey.plays(tile) {
                Plays::As(face) => unseen.faces[face.index()] += 1,
                Plays::Wild => unseen.okeys += 1,
            }
        }
        unseen
    }

    /// One representative tile for each kind of unseen draw, with how many copies are unseen.
    pub(super) fn draws(&self, rules: MeldRules) -> impl Iterator<Item = (TileId, u8)> + '_ {
        let okey = TileId::copies(rules.okey.face())[0];
        let faces = (0..52).filter(|&i| self.faces[i] > 0).filter_map(move |i| {
            let face = Face::from_index(i)?;
            // A face that is the okey's plays through the false jokers.
            let tile = if face == rules.okey.face() { TileId::FALSE_JOKERS[0] } else { TileId::copies(face)[0] };
            Some((tile, self.faces[i]))
        });
        faces.chain((self.okeys > 0).then_some((okey, self.okeys)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::medium::Seen;
    use crate::bot::{Bot, BotDriver, Medium};
    use crate::game::Game;
    use crate::rules::Rules;
    use crate::tile::Print;

    /// Through Medium games, the seat to move counts as unseen exactly the stock and the tiles
    /// in other racks that it did not see taken from a discard pile: `Unseen` in all, and
    /// Medium's `Seen` face by face (a taken tile that went on the table counts once).
    #[test]
    fn unseen_is_the_stock_and_the_hidden_part_of_other_racks() {
        let mut checked = 0;
        for seed in 0..8 {
            let (mut game, _) = Game::new(Rules::default(), seed).expect("standard rules");
            let mut seats: Vec<Option<Box<dyn Bot>>> = (0..4).map(|_| Some(Box::new(Medium) as Box<dyn Bot>)).collect();
            let mut driver = BotDriver::default();
            while driver.step(&mut game, &mut seats).is_some() {
                let Some(view) = SeatView::of(&game, game.turn()) else { break };
                let deal = game.deal();
                let took: Vec<TileId> = deal.seats.iter().flat_map(|s| s.took.iter().copied()).collect();
                let other_racks = deal.racks.iter().enumerate().filter(|&(seat, _)| seat != game.turn());
                let hidden: Vec<TileId> = other_racks
                    .flat_map(|(_, rack)| rack.iter().copied())
                    .filter(|tile| !took.contains(tile))
                    .chain(deal.stock.iter().copied())
                    .collect();
                let unseen: usize =
                    Unseen::of(&view).draws(view.meld_rules).map(|(_, copies)| usize::from(copies)).sum();
                assert_eq!(unseen, hidden.len(), "seed {seed}, deal {}", deal.number);
                let seen = Seen::of(&view);
                for face in (0..52).filter_map(Face::from_index) {
                    let hidden_copies = hidden.iter().filter(|t| t.print() == Print::Numbered(face)).count();
                    assert_eq!(usize::from(seen.unseen(face)), hidden_copies, "seed {seed}, {face:?}");
                }
                checked += 1;
            }
        }
        assert!(checked > 8 * 40, "only {checked} positions checked");
    }
}
