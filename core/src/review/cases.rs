//! The named cases: what a judged turn's events, Hard's play and the deal's end say happened.

use super::judge::Judged;
use super::replay::Turn;
use super::{MistakeKind, ReviewItem};
use crate::action::{Action, Event, PenaltyReason};
use crate::game::Seat;
use crate::scoring::DealEnd;
use crate::tile::TileId;

/// The review item for a turn: `None` when it cost less than `noise_floor` and fell into no
/// named case.
pub(super) fn item(turn: &Turn, seat: Seat, judged: Judged, noise_floor: i32) -> Option<ReviewItem> {
    let kind = named_cases(turn, seat, &judged).into_iter().min_by_key(MistakeKind::rank);
    let kind = match kind {
        Some(kind) => kind,
        None if judged.points >= noise_floor.max(1) => MistakeKind::WeakerMove,
        None => return None,
    };
    let made = turn.made();
    // A named case the play-outs found no better move for shows no better move.
    let better = if judged.better == made { Vec::new() } else { judged.better };
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

/// Every named case the turn falls into.
fn named_cases(turn: &Turn, seat: Seat, judged: &Judged) -> Vec<MistakeKind> {
    let mut found = Vec::new();
    let won = |events: &[Event]| {
        events.iter().any(|e| matches!(e, Event::DealEnded { result } if matches!(result.end, DealEnd::Won { winner, .. } if winner == seat)))
    };
    if won(&judged.hard_events) && !won(&turn.events) {
        let discard = judged.hard_play.iter().rev().find_map(|a| match a {
            Action::Discard { tile } => Some(*tile),
            _ => None,
        });
        if let Some(discard) = discard {
            found.push(MistakeKind::MissedFinish { discard });
        }
    }
    let opened = |events: &[Event]| {
        events.iter().find_map(|e| match e {
            Event::Opened { seat: who, with, value, pairs } if *who == seat => Some((*with, *value, *pairs)),
            _ => None,
        })
    };
    match (opened(&turn.events), opened(&judged.hard_events)) {
        // Opening later can be as good (the play-outs say whether it was): only a costly wait
        // is named.
        (None, Some((with, value, pairs))) if judged.points > 0 => {
            let melds = judged
                .hard_events
                .iter()
                .filter_map(|e| match e {
                    Event::Laid { seat: who, tiles, .. } if *who == seat => Some(tiles.clone()),
                    _ => None,
                })
                .collect();
            let value = if with == crate::action::OpenedWith::Pairs { u32::from(pairs) } else { value };
            found.push(MistakeKind::MissedOpening { with, value, melds });
        }
        (Some((made, ..)), Some((better, ..))) if made != better && judged.points > 0 => {
            found.push(MistakeKind::OpeningKind { made, better });
        }
        _ => {}
    }
    let discarded = turn.play.iter().rev().find_map(|a| match a {
        Action::Discard { tile } => Some(*tile),
        _ => None,
    });
    for event in turn.events.iter().chain(&turn.aftermath) {
        if let Event::Penalized { seat: who, points, reason } = event
            && *who == seat
            && *reason != PenaltyReason::TookBack
            && let Some(tile) = discarded
        {
            found.push(MistakeKind::PenaltyDiscard { tile, reason: *reason, points: *points });
        }
    }
    if let Some(fed) = fed_opponent(turn, seat) {
        found.push(fed);
    }
    if turn.deal_end.is_some() {
        let okey = turn.end.deal().okey;
        let okeys = judged.could_lay_off.iter().filter(|&&t| okey.is_wild(t)).count();
        if okeys > 0 {
            let stock_ran_out = turn.deal_end == Some(DealEnd::StockExhausted);
            found.push(MistakeKind::OkeyHeld { okeys: u8::try_from(okeys).unwrap_or(u8::MAX), stock_ran_out });
        }
        let tiles: Vec<TileId> = judged.could_lay_off.iter().copied().filter(|&t| !okey.is_wild(t)).collect();
        if !tiles.is_empty() {
            found.push(MistakeKind::NotLaidOff { tiles });
        }
    }
    found
}

/// The next player took the seat's discard and opened or finished with it that turn.
fn fed_opponent(turn: &Turn, seat: Seat) -> Option<MistakeKind> {
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
