//! The named cases of Okey 101: what a judged turn's events, Hard's play, the seat's own view
//! and the deal's end say happened.
//!
//! A finish or an opening left is found from the seat's view after its take, with the solver,
//! and checked with the engine (`SeatView::check`), so it is named whatever Hard or the sampled
//! play-outs made of the turn; a finish or an opening that needed the discard the seat did not
//! take is found by Hard's turn.

use super::judge::Judged;
use super::replay::Turn;
use super::{MistakeKind, ReviewItem};
use crate::action::{Action, Event, MeldSpec, PenaltyReason};
use crate::game::Game;
use crate::scoring::DealEnd;
use crate::seat::Seat;
use crate::table_meld::OpenedWith;
use crate::tile::TileId;
use crate::view::SeatView;

/// The review item for a turn: `None` when it cost less than `noise_floor` and fell into no
/// named case.
pub(super) fn item(turn: &Turn, seat: Seat, judged: Judged, noise_floor: i32) -> Option<ReviewItem> {
    let named = named_cases(turn, seat, &judged).into_iter().min_by_key(|(kind, _)| kind.precedence());
    let made = turn.made();
    let (kind, better) = match named {
        // A finish or an opening left shows the move it missed.
        Some((kind, Some(missed))) => (kind, missed),
        Some((kind, None)) => (kind, judged.better),
        None if judged.points >= noise_floor.max(1) => (MistakeKind::WeakerMove, judged.better),
        None => return None,
    };
    // A named case the play-outs found no better move for shows no better move.
    let better = if better == made { Vec::new() } else { better };
    Some(ReviewItem {
        deal: turn.deal,
        turn: turn.number,
        move_index: turn.move_index,
        made,
        better,
        points: judged.points.max(0),
        kind,
        position: turn.position.clone(),
    })
}

/// Whether `events` end the deal with `seat` winning, and the seat's deal score if so.
fn won(events: &[Event], seat: Seat) -> Option<i32> {
    events.iter().find_map(|e| match e {
        Event::DealEnded { result } if matches!(result.end, DealEnd::Won { winner, .. } if winner == seat) => {
            Some(result.scores.get(seat).copied().unwrap_or(0))
        }
        _ => None,
    })
}

fn last_discard(actions: &[Action]) -> Option<TileId> {
    actions.iter().rev().find_map(|a| match a {
        Action::Discard { tile } | Action::Finish { tile } => Some(*tile),
        _ => None,
    })
}

fn opened(events: &[Event], seat: Seat) -> Option<(OpenedWith, u32, u8)> {
    events.iter().find_map(|e| match e {
        Event::Opened { seat: who, with, value, pairs } if *who == seat => Some((*with, *value, *pairs)),
        _ => None,
    })
}

fn laid(events: &[Event], seat: Seat) -> Vec<Vec<TileId>> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Laid { seat: who, tiles, .. } if *who == seat => Some(tiles.clone()),
            _ => None,
        })
        .collect()
}

/// The finish the seat had after its take, as actions the engine accepts, with its events.
fn finish_left(after: &Game, seat: Seat) -> Option<(Vec<Action>, Vec<Event>)> {
    let view = SeatView::of(after, seat)?;
    let standing = crate::bot::standing(&view);
    let plan = crate::solver::finish(&view.rack, &view.table, standing, view.meld_rules)?;
    let actions = crate::bot::finish_plan_actions(&plan);
    let mut game = after.clone();
    let mut events = Vec::new();
    for action in &actions {
        events.extend(game.apply(seat, action).ok()?);
    }
    won(&events, seat).map(|_| (actions, events))
}

/// The sets-and-runs opening the unopened seat had after its take (a taken discard in it), with
/// a discard after it, as the engine accepts them: the actions and the opening's value.
fn opening_left(after: &Game, seat: Seat) -> Option<(Vec<Action>, u32, Vec<Vec<TileId>>)> {
    let view = SeatView::of(after, seat)?;
    if view.opened.is_some() || !view.laid_this_turn.is_empty() {
        return None;
    }
    let found = crate::solver::sets_opening(&view.rack, view.meld_rules, view.must_use, view.opening_threshold)?;
    let melds: Vec<Vec<TileId>> = found.melds.iter().map(|m| m.tiles().to_vec()).collect();
    let lay = Action::Lay { melds: found.melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect() };
    let okey = view.meld_rules.okey;
    // The discard the opening leaves: a tile that costs no penalty when there is one.
    let free = |t: &TileId| !okey.is_wild(*t) && !crate::solver::fits_table(&view.table, *t, view.meld_rules);
    let discard = found.leftover.iter().copied().find(free).or_else(|| found.leftover.first().copied())?;
    let actions = vec![lay, Action::Discard { tile: discard }];
    view.check(&actions).ok()?;
    Some((actions, found.value(), melds))
}

/// What an unopened hand is charged when someone else finishes, before the finish's doublings.
fn unopened_charge(game: &Game) -> i32 {
    202 * if game.deal().risk_round { 2 } else { 1 }
}

/// Every named case the turn falls into, each with the move it missed when there is one.
fn named_cases(turn: &Turn, seat: Seat, judged: &Judged) -> Vec<(MistakeKind, Option<Vec<Action>>)> {
    let mut found = Vec::new();
    let won_this_turn = won(&turn.events, seat).is_some();
    let opened_this_turn = opened(&turn.events, seat);
    let hard_take = judged.hard_take_turn.as_ref();
    // A finish left: after the take (found exactly), or by taking the discard (Hard's turn).
    if !won_this_turn {
        let after_take = turn.after_take.as_ref().and_then(|after| finish_left(after, seat)).map(|(play, events)| {
            let missed: Vec<Action> = turn.take.iter().cloned().chain(play.iter().cloned()).collect();
            (missed, events)
        });
        let by_taking = hard_take.filter(|(_, events)| won(events, seat).is_some()).cloned();
        if let Some((missed, events)) = after_take.or(by_taking)
            && let Some(discard) = last_discard(&missed)
        {
            let scored = won(&events, seat).unwrap_or(0);
            found.push((MistakeKind::MissedFinish { discard, scored }, Some(missed)));
        }
    }
    // An opening left: a sets opening after the take (found exactly), an opening Hard made
    // after the same take or by taking the discard. A pairs opening only when the play-outs
    // say waiting cost something: pairs double what the hand pays.
    let risked = unopened_charge(&turn.start);
    if !won_this_turn && opened_this_turn.is_none() {
        let exact = turn.after_take.as_ref().and_then(|after| opening_left(after, seat));
        // Hard's play follows the seat's own take; Hard's take turn starts with its take.
        let hard = [(false, &judged.hard_play, &judged.hard_events)]
            .into_iter()
            .chain(hard_take.map(|(actions, events)| (true, actions, events)))
            .find_map(|(whole, actions, events)| opened(events, seat).map(|o| (whole, actions, events, o)));
        if let Some((actions, value, melds)) = exact {
            let missed = turn.take.iter().cloned().chain(actions).collect();
            let kind = MistakeKind::MissedOpening { with: OpenedWith::SetsAndRuns, value, melds, risked };
            found.push((kind, Some(missed)));
        } else if let Some((whole, actions, events, (with, value, pairs))) = hard
            && (with == OpenedWith::SetsAndRuns || judged.points > 0)
        {
            let value = if with == OpenedWith::Pairs { u32::from(pairs) } else { value };
            let take = if whole { &[][..] } else { &turn.take[..] };
            let missed = take.iter().chain(actions).cloned().collect();
            let kind = MistakeKind::MissedOpening { with, value, melds: laid(events, seat), risked };
            found.push((kind, Some(missed)));
        }
    }
    if let (Some((made, ..)), Some((better, ..))) = (opened_this_turn, opened(&judged.hard_events, seat))
        && made != better
        && judged.points > 0
    {
        found.push((MistakeKind::OpeningKind { made, better }, None));
    }
    let discarded = last_discard(&turn.play);
    for event in turn.events.iter().chain(&turn.aftermath) {
        if let Event::Penalized { seat: who, points, reason } = event
            && *who == seat
            && *reason != PenaltyReason::TookBack
            && let Some(tile) = discarded
        {
            found.push((MistakeKind::PenaltyDiscard { tile, reason: *reason, points: *points }, None));
        }
    }
    if let Some(fed) = fed_opponent(turn, seat) {
        found.push((fed, None));
    }
    if turn.deal_end.is_some() {
        let okey = turn.end.deal().okey;
        let okeys = judged.could_lay_off.iter().filter(|&&t| okey.is_wild(t)).count();
        if okeys > 0 {
            let stock_ran_out = turn.deal_end == Some(DealEnd::StockExhausted);
            let okeys = u8::try_from(okeys).unwrap_or(u8::MAX);
            found.push((MistakeKind::OkeyHeld { okeys, stock_ran_out }, None));
        }
        let tiles: Vec<TileId> = judged.could_lay_off.iter().copied().filter(|&t| !okey.is_wild(t)).collect();
        if !tiles.is_empty() {
            found.push((MistakeKind::NotLaidOff { tiles }, None));
        }
    }
    found
}

/// The next player took the seat's discard and opened or finished with it that turn.
pub(super) fn fed_opponent(turn: &Turn, seat: Seat) -> Option<MistakeKind> {
    let mut taken: Option<(Seat, TileId)> = None;
    let mut opened = false;
    let fed = |(opponent, tile): (Seat, TileId), finished| MistakeKind::FedOpponent { tile, opponent, finished };
    for event in &turn.aftermath {
        match event {
            Event::TookDiscard { seat: who, tile, from } if *from == seat => taken = Some((*who, *tile)),
            // The taker's turn is over.
            Event::TurnStarted { .. } if taken.is_some() => break,
            Event::Opened { seat: who, .. } if taken.is_some_and(|(taker, _)| taker == *who) => opened = true,
            Event::DealEnded { result } => {
                if let (DealEnd::Won { winner, .. }, Some(taken)) = (result.end, taken)
                    && winner == taken.0
                {
                    return Some(fed(taken, true));
                }
            }
            _ => {}
        }
    }
    taken.filter(|_| opened).map(|taken| fed(taken, false))
}
