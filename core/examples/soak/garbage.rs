//! Random actions from random seats, most of them illegal: what a confused person, a buggy UI
//! or a damaged save could send. Tiles come mostly from the acting seat's rack and melds from
//! the table, so that many actions get past the first checks and reach the deeper ones.

use okey_core::action::{Action, MeldSpec};
use okey_core::game::{Game, MeldId, Seat};
use okey_core::meld::{MeldKind, Side};
use okey_core::tile::TileId;
use rand::Rng;

/// A random seat (now and then one that does not exist) and a random action for it.
pub fn random_action(rng: &mut impl Rng, game: &Game) -> (Seat, Action) {
    let players = game.rules().players as usize;
    let seat = match rng.random_range(0..20) {
        0 => players,
        1 => usize::MAX,
        2..=5 => rng.random_range(0..players),
        _ => game.turn(),
    };
    let action = match rng.random_range(0..13) {
        0 => Action::Draw,
        1 => Action::TakeDiscard,
        2 => Action::TakeIndicator,
        3 => Action::ReturnTaken,
        4 => Action::Lay { melds: random_melds(rng, game, seat) },
        5 => Action::LayOff { tile: tile(rng, game, seat), meld: meld_id(rng, game), side: side(rng) },
        6 => Action::RetrieveOkey { tile: tile(rng, game, seat), meld: meld_id(rng, game) },
        7 => Action::TakeBack { tile: laid_tile(rng, game).unwrap_or_else(|| tile(rng, game, seat)) },
        8 => Action::TakeBackAll,
        9 => Action::Discard { tile: tile(rng, game, seat) },
        10 => Action::Finish { tile: tile(rng, game, seat) },
        11 => Action::ShowIndicator,
        _ => Action::NextDeal,
    };
    (seat, action)
}

/// A tile from the seat's rack most of the time, else any of the 106.
fn tile(rng: &mut impl Rng, game: &Game, seat: Seat) -> TileId {
    let rack = game.deal().racks.get(seat).map(Vec::as_slice).unwrap_or_default();
    if !rack.is_empty() && rng.random_bool(0.8) {
        return rack[rng.random_range(0..rack.len())];
    }
    let raw = rng.random_range(0..TileId::COUNT as u8);
    TileId::new(raw).unwrap_or(TileId::FALSE_JOKERS[0])
}

fn laid_tile(rng: &mut impl Rng, game: &Game) -> Option<TileId> {
    let laid: Vec<TileId> = game.deal().turn_state.placements.iter().flat_map(|p| p.tiles.iter().copied()).collect();
    (!laid.is_empty()).then(|| laid[rng.random_range(0..laid.len())])
}

/// A meld on the table most of the time, else a number that may name none.
fn meld_id(rng: &mut impl Rng, game: &Game) -> MeldId {
    let table = &game.deal().table;
    match rng.random_range(0..10) {
        0 => u32::MAX,
        1 => rng.random_range(0..64),
        _ if !table.is_empty() => table[rng.random_range(0..table.len())].id,
        _ => 0,
    }
}

fn side(rng: &mut impl Rng) -> Option<Side> {
    match rng.random_range(0..3) {
        0 => Some(Side::Low),
        1 => Some(Side::High),
        _ => None,
    }
}

/// Zero to four groups of zero to six tiles, with or without a kind; duplicates happen.
fn random_melds(rng: &mut impl Rng, game: &Game, seat: Seat) -> Vec<MeldSpec> {
    (0..rng.random_range(0..=4))
        .map(|_| MeldSpec {
            kind: match rng.random_range(0..4) {
                0 => Some(MeldKind::Set),
                1 => Some(MeldKind::Run),
                2 => Some(MeldKind::Pair),
                _ => None,
            },
            tiles: (0..rng.random_range(0..=6)).map(|_| tile(rng, game, seat)).collect(),
        })
        .collect()
}
