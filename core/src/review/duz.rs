//! Düz Okey's turns judged. A deal pays only its winner (and a shown indicator), so what a turn
//! risked is plain from the seat's own view, and it is found exactly, with the Düz solver:
//!
//! - a win left: the 15 tiles after the take had a winning discard (or taking the offered tile
//!   would have given one) and the seat did not finish; keeping a winning hand back (for an okey
//!   finish) is only named when Hard would not have kept it back there too;
//! - the indicator's twin held and not shown before the first draw;
//! - melds broken: the discard left two or more fewer of the 14 kept tiles in sets, runs or
//!   pairs than another discard did, and the kept hand needs more draws to win (so keeping a
//!   pair rather than a run, or the reverse, is named when it cost tiles in melds);
//! - afterwards, the next player took the discard and won with it.
//!
//! A turn is agreed when Hard, from the same views, would have made the same move. Düz has no
//! sampled cost: an item's points are what its case put at stake (the points each other player
//! would have lost to the win or the shown indicator, or what the seat lost to the fed win; 0
//! for broken melds).

use super::judge::{hard_seed, hard_turn};
use super::replay::Turn;
use super::{MistakeKind, ReviewItem};
use crate::action::{Action, Event};
use crate::bot::{Bot, Hard};
use crate::game::Game;
use crate::scoring::DealEnd;
use crate::seat::{Phase, Seat};
use crate::solver::classic::{draws_to_win, melded_count, pairs_with_okeys, winning_hand};
use crate::tile::TileId;
use crate::view::SeatView;

/// The turn's review item, if it fell into a named case, and whether Hard would have played it
/// the same way.
pub(super) fn judge(turn: &Turn, seat: Seat) -> (Option<ReviewItem>, bool) {
    let agreed = agrees_with_hard(turn, seat);
    // Hard's play after the seat's own take, worked out only when a case needs it.
    let hard_play = std::cell::OnceCell::new();
    let hard_play = || -> Option<&[Action]> {
        let play = hard_play.get_or_init(|| turn.after_take.as_ref().map(|after| hard_turn(after, seat).0));
        play.as_deref()
    };
    let mut cases = named_cases(turn, seat, agreed, &hard_play);
    cases.sort_by_key(|(kind, ..)| kind.precedence());
    let item = cases.into_iter().next().map(|(kind, better, points)| {
        let made = turn.made();
        let better = if better == made { Vec::new() } else { better };
        ReviewItem {
            deal: turn.deal,
            turn: turn.number,
            move_index: turn.move_index,
            made,
            better,
            points,
            kind,
            position: turn.position.clone(),
        }
    });
    (item, agreed)
}

/// Whether two actions are the same move: two copies of a face are the same discard.
fn same_move(a: &Action, b: &Action) -> bool {
    match (a, b) {
        (Action::Discard { tile: x }, Action::Discard { tile: y })
        | (Action::Finish { tile: x }, Action::Finish { tile: y }) => x.print() == y.print(),
        _ => a == b,
    }
}

/// Whether Hard, from the seat's views along the turn, would have made each of its moves: the
/// walk stops at the first move Hard would not have made.
fn agrees_with_hard(turn: &Turn, seat: Seat) -> bool {
    let mut game = turn.start.clone();
    let mut hard = Hard::new(hard_seed(&turn.start, seat));
    for made in turn.made() {
        let Some(view) = SeatView::of(&game, seat) else { return false };
        if !same_move(&hard.decide(&view), &made) || game.apply(seat, &made).is_err() {
            return false;
        }
    }
    true
}

/// The best winning discard of the seat's 15 tiles in `game` (an okey, then seven pairs, as
/// the bots rank them), and the points each other player would lose to it.
fn best_win(game: &Game, seat: Seat) -> Option<(TileId, i32)> {
    if game.phase() != Phase::Play || game.turn() != seat {
        return None;
    }
    let rack = game.deal().racks.get(seat)?.clone();
    let mut best: Option<(i32, TileId)> = None;
    for tile in rack {
        if game.deal().winning_melds(seat, tile).is_none() {
            continue;
        }
        let mut finished = game.clone();
        let Ok(events) = finished.apply(seat, &Action::Finish { tile }) else { continue };
        let worth = events.iter().find_map(|e| match e {
            Event::DealEnded { result } => Some(2 * result.multiplier),
            _ => None,
        });
        if let Some(worth) = worth
            && best.is_none_or(|(w, _)| worth > w)
        {
            best = Some((worth, tile));
        }
    }
    best.map(|(worth, tile)| (tile, worth))
}

/// Whether the seat won the deal during the turn.
fn won(turn: &Turn, seat: Seat) -> bool {
    turn.events.iter().any(|e| {
        matches!(e, Event::DealEnded { result } if matches!(result.end, DealEnd::Won { winner, .. } if winner == seat))
    })
}

/// Tiles of a 14-tile hand in sets and runs, or in pairs, whichever is more.
fn in_melds(hand: &[TileId], game: &Game) -> usize {
    let rules = game.meld_rules();
    melded_count(hand, rules).max(2 * pairs_with_okeys(hand, rules))
}

/// Every named case of the turn: the kind, the better move, the points at stake.
fn named_cases<'a>(
    turn: &Turn,
    seat: Seat,
    agreed: bool,
    hard_play: &dyn Fn() -> Option<&'a [Action]>,
) -> Vec<(MistakeKind, Vec<Action>, i32)> {
    let mut found = Vec::new();
    let made = turn.made();
    let showed = turn.events.iter().any(|e| matches!(e, Event::ShowedIndicator { seat: who, .. } if *who == seat));
    if let Some(tile) = turn.start.deal().indicator_twin(seat)
        && !showed
        && turn.end.deal().indicator_twin(seat).is_none()
    {
        let better = std::iter::once(Action::ShowIndicator).chain(made.iter().cloned()).collect();
        found.push((MistakeKind::MissedIndicator { tile }, better, 1));
    }
    if !won(turn, seat) {
        if let Some(missed) = missed_win(turn, seat, hard_play) {
            found.push(missed);
        }
        if !agreed && let Some(broke) = broke_melds(turn, seat) {
            found.push(broke);
        }
    }
    if let Some(fed @ MistakeKind::FedOpponent { finished: true, .. }) = super::cases::fed_opponent(turn, seat) {
        // What the win cost the seat, shown indicators aside.
        let lost = turn
            .aftermath
            .iter()
            .find_map(|e| match e {
                Event::DealEnded { result } => {
                    let rules = turn.end.rules();
                    let nobody_showed = vec![false; result.scores.len()];
                    let win = crate::scoring::score_classic_deal(rules, result.deal, result.end, &nobody_showed);
                    win.scores.get(seat).map(|s| -s)
                }
                _ => None,
            })
            .unwrap_or(0);
        let better = match hard_play() {
            Some(play) => turn.take.iter().chain(play).cloned().collect(),
            None => Vec::new(),
        };
        found.push((fed, better, lost.max(0)));
    }
    found
}

/// A win left this turn: after the take, or by taking the offered tile instead of drawing.
fn missed_win<'a>(
    turn: &Turn,
    seat: Seat,
    hard_play: &dyn Fn() -> Option<&'a [Action]>,
) -> Option<(MistakeKind, Vec<Action>, i32)> {
    if let Some(after) = &turn.after_take
        && let Some((discard, worth)) = best_win(after, seat)
    {
        // Keeping a winning hand back for an okey finish is a choice Hard makes too; a hand
        // that no longer wins was not kept back.
        let kept = turn.end.deal().racks.get(seat).and_then(|rack| winning_hand(rack, after.meld_rules()));
        let hard_held_back =
            || hard_play().is_some_and(|play| !play.iter().any(|a| matches!(a, Action::Finish { .. })));
        if kept.is_some() && hard_held_back() {
            return None;
        }
        let better = turn.take.iter().cloned().chain([Action::Finish { tile: discard }]).collect();
        return Some((MistakeKind::MissedWin { discard, by_taking: false, worth }, better, worth));
    }
    if turn.take.contains(&Action::TakeDiscard) || turn.start.deal().takeable.is_none() {
        return None;
    }
    let mut taking = turn.start.clone();
    taking.apply(seat, &Action::TakeDiscard).ok()?;
    let (discard, worth) = best_win(&taking, seat)?;
    let better = vec![Action::TakeDiscard, Action::Finish { tile: discard }];
    Some((MistakeKind::MissedWin { discard, by_taking: true, worth }, better, worth))
}

/// The turn's discard left clearly fewer tiles in melds than another would have.
fn broke_melds(turn: &Turn, seat: Seat) -> Option<(MistakeKind, Vec<Action>, i32)> {
    let after = turn.after_take.as_ref()?;
    let tile = turn.play.iter().find_map(|a| match a {
        Action::Discard { tile } => Some(*tile),
        _ => None,
    })?;
    let rack = after.deal().racks.get(seat)?;
    let rules = after.meld_rules();
    let without = |discard: TileId| {
        let mut kept = rack.clone();
        if let Some(at) = kept.iter().position(|&t| t == discard) {
            kept.remove(at);
        }
        kept
    };
    let kept = without(tile);
    let (made_melded, made_draws) = (in_melds(&kept, after), draws_to_win(&kept, rules));
    let (possible, draws, instead) = rack
        .iter()
        .copied()
        .filter(|&t| !rules.okey.is_wild(t))
        .map(|t| {
            let kept = without(t);
            (in_melds(&kept, after), std::cmp::Reverse(draws_to_win(&kept, rules)), t)
        })
        .max()?;
    if possible < made_melded + 2 || draws.0 >= made_draws {
        return None;
    }
    let kind = MistakeKind::BrokeMelds {
        tile,
        kept: u8::try_from(made_melded).unwrap_or(u8::MAX),
        possible: u8::try_from(possible).unwrap_or(u8::MAX),
        instead,
    };
    let better = turn.take.iter().cloned().chain([Action::Discard { tile: instead }]).collect();
    Some((kind, better, 0))
}
