//! The way out when a bot's plan has no legal next step: the cheapest action the engine
//! accepts from any position a seat can be in, mid-turn included.
//!
//! A bot normally checks its own choices (`SeatView::check`); this is what it falls back on when
//! every one was refused, for instance after a person laid part of an opening it cannot
//! complete. The bot driver uses the same list as its last resort, tried on the real game.

use crate::action::Action;
use crate::seat::Phase;
use crate::solver;
use crate::tile::TileId;
use crate::view::SeatView;

/// The first of `recovery_moves` the engine accepts from this seat, if any.
pub(crate) fn cheapest_legal(view: &SeatView) -> Option<Action> {
    let mut discard_refused = false;
    recovery_moves(view).into_iter().find(|action| {
        // Whether a discard is refused never depends on the tile (only on the turn: an opening
        // short of its threshold, a taken tile unused), so one refusal rules out the others.
        let is_discard = matches!(action, Action::Discard { .. });
        if is_discard && discard_refused {
            return false;
        }
        let accepted = view.accepts(action);
        discard_refused |= is_discard && !accepted;
        accepted
    })
}

/// Actions to try, cheapest first: putting a taken tile back, a discard that costs nothing,
/// taking back one tile (free), a discard that costs 101, taking back everything (101 when it
/// is more than one tile), drawing. Not every one is legal; the caller asks the engine.
pub(crate) fn recovery_moves(view: &SeatView) -> Vec<Action> {
    match view.phase {
        Phase::DealOver | Phase::GameOver => return vec![Action::NextDeal],
        Phase::Draw => return vec![Action::Draw],
        Phase::Play => {}
    }
    let rules = view.meld_rules;
    let placements = &view.turn_state.placements;
    let mut moves = Vec::new();
    if view.must_use.is_some() && placements.is_empty() {
        moves.push(Action::ReturnTaken);
    }
    let costs_nothing = |tile: TileId| {
        view.rules.is_duz() || !rules.okey.is_wild(tile) && !solver::fits_table(&view.table, tile, rules)
    };
    let mut discards: Vec<TileId> = view.rack.iter().copied().filter(|&t| Some(t) != view.must_use).collect();
    // Highest face value first: the most a tile kept would cost at the end.
    discards.sort_by_key(|&t| (std::cmp::Reverse(rules.okey.face_value(t)), t));
    let (free, penalized): (Vec<TileId>, Vec<TileId>) = discards.into_iter().partition(|&t| costs_nothing(t));
    moves.extend(free.into_iter().map(|tile| Action::Discard { tile }));
    if let Some(last) = placements.last().filter(|p| p.tiles.len() == 1)
        && let Some(&tile) = last.tiles.first()
    {
        moves.push(Action::TakeBack { tile });
    }
    moves.extend(penalized.into_iter().map(|tile| Action::Discard { tile }));
    if !placements.is_empty() {
        moves.push(Action::TakeBackAll);
    }
    moves
}
