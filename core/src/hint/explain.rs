//! Works out why an action is worth playing, by asking the engine (`SeatView::check`) and the
//! solver about that action in this seat's view: never from another rack, and never by guessing
//! what the bot that chose it had in mind.

use super::reason::{DiscardWhy, HintReason, Safety};
use crate::action::{Action, Event, MeldSpec};
use crate::bot;
use crate::meld::MeldKind;
use crate::rules::StockExhausted;
use crate::solver::{self, classic};
use crate::table_meld::OpenedWith;
use crate::tile::{Face, Plays, TileId};
use crate::view::SeatView;

/// Why `action` is worth playing from `view`, and the tiles of the rack to point at.
pub(super) fn explain(view: &SeatView, action: &Action) -> (HintReason, Vec<TileId>) {
    if view.rules.is_duz() {
        return explain_duz(view, action);
    }
    match action {
        Action::NextDeal => (HintReason::NextDeal, Vec::new()),
        Action::ShowIndicator => show_indicator(view),
        Action::Draw => (draw(view), Vec::new()),
        Action::TakeDiscard => view.takeable.map_or((HintReason::Draw, Vec::new()), |tile| take(view, tile)),
        Action::TakeIndicator => (HintReason::TakeIndicator { tile: view.indicator }, Vec::new()),
        Action::ReturnTaken => {
            let tile = view.must_use.or(view.turn_state.taken.map(|t| t.tile())).unwrap_or(view.indicator);
            (HintReason::ReturnTaken { tile }, in_rack(view, &[tile]))
        }
        Action::Lay { melds } => lay(view, action, melds),
        Action::LayOff { tile, meld, .. } => {
            let reason = finishing(view, action).unwrap_or_else(|| HintReason::LayOff {
                tile: *tile,
                meld: view.table.iter().find(|m| m.id == *meld).map(|m| m.meld.tiles().to_vec()).unwrap_or_default(),
            });
            (reason, vec![*tile])
        }
        Action::RetrieveOkey { tile, .. } => (HintReason::RetrieveOkey { tile: *tile }, vec![*tile]),
        Action::TakeBack { tile } => {
            let (value, threshold) = opening_so_far(view);
            (HintReason::TakeBack { tile: *tile, value, threshold }, Vec::new())
        }
        Action::TakeBackAll => {
            let (value, threshold) = opening_so_far(view);
            (HintReason::TakeBackAll { value, threshold }, Vec::new())
        }
        Action::Discard { tile } | Action::Finish { tile } => (discard(view, *tile), vec![*tile]),
    }
}

fn in_rack(view: &SeatView, tiles: &[TileId]) -> Vec<TileId> {
    tiles.iter().copied().filter(|t| view.rack.contains(t)).collect()
}

fn show_indicator(view: &SeatView) -> (HintReason, Vec<TileId>) {
    let twin = view.rack.iter().copied().find(|t| t.print() == view.indicator.print()).unwrap_or(view.indicator);
    (HintReason::ShowIndicator { tile: twin }, in_rack(view, &[twin]))
}

/// The opening laid this turn so far, and what it needs.
fn opening_so_far(view: &SeatView) -> (u32, u32) {
    match view.opening_this_turn {
        Some(so_far) if so_far.with == OpenedWith::Pairs => (u32::from(so_far.pairs), u32::from(view.pairs_threshold)),
        Some(so_far) => (so_far.value, view.opening_threshold),
        None => (0, view.opening_threshold),
    }
}

/// A finish this turn that starts with `action`, as the engine accepts it whole.
fn finishing(view: &SeatView, action: &Action) -> Option<HintReason> {
    let plan = solver::finish(&view.rack, &view.table, bot::standing(view), view.meld_rules)?;
    let steps = bot::finish_plan_actions(&plan);
    if steps.first() != Some(action) || view.check(&steps).is_err() {
        return None;
    }
    Some(HintReason::FinishThisTurn {
        melds: plan.melds.iter().map(|m| m.tiles().to_vec()).collect(),
        lay_offs: plan.lay_offs.iter().map(|&(tile, _, _)| tile).collect(),
        discard: Some(plan.discard),
    })
}

/// New melds: a finish, an opening (whole, or completing one laid in part), or melds laid after
/// opening. What they are worth is read from the engine's own events.
fn lay(view: &SeatView, action: &Action, melds: &[MeldSpec]) -> (HintReason, Vec<TileId>) {
    let tiles: Vec<TileId> = melds.iter().flat_map(|m| m.tiles.iter().copied()).collect();
    let groups: Vec<Vec<TileId>> = melds.iter().map(|m| m.tiles.clone()).collect();
    let highlight = in_rack(view, &tiles);
    if let Some(reason) = finishing(view, action) {
        return (reason, highlight);
    }
    let events = view.check(std::slice::from_ref(action)).unwrap_or_default();
    if events.iter().any(|e| matches!(e, Event::DealEnded { .. })) {
        let reason = HintReason::FinishThisTurn { melds: groups, lay_offs: Vec::new(), discard: None };
        return (reason, highlight);
    }
    let (mut value, mut pairs) = (0u32, 0u8);
    for event in &events {
        if let Event::Laid { kind, faces, .. } = event {
            value += faces.iter().map(|f| u32::from(f.number())).sum::<u32>();
            pairs += u8::from(*kind == MeldKind::Pair);
        }
    }
    let reason = match (view.opened, view.opening_this_turn) {
        (Some(_), _) => HintReason::LayMelds { melds: groups, value },
        (None, Some(so_far)) if so_far.with == OpenedWith::SetsAndRuns => HintReason::CompleteOpening {
            melds: groups,
            value: so_far.value + value,
            threshold: view.opening_threshold,
        },
        (None, _) if pairs > 0 => HintReason::OpenWithPairs { pairs: groups },
        (None, _) => HintReason::Open { melds: groups, value },
    };
    (reason, highlight)
}

/// Why the stock rather than the discard: nothing to take, the discard has no use, or it would
/// fit but taking it obliges an opening this turn that the rack cannot make.
fn draw(view: &SeatView) -> HintReason {
    if view.stock_size == 0 {
        return HintReason::DrawEndsDeal {
            scoring: view.rules.stock_exhausted,
            counts: view.rules.exhausted_deal_counts,
        };
    }
    let Some(tile) = view.takeable else { return HintReason::Draw };
    let rules = view.meld_rules;
    let thresholds = (view.opening_threshold, view.pairs_threshold);
    if solver::can_use_taken(&view.rack, tile, &view.table, view.opened, thresholds, rules) {
        return HintReason::Draw;
    }
    let mut with = view.rack.clone();
    with.push(tile);
    if view.opened.is_none() && solver::best_value(&with, rules) > solver::best_value(&view.rack, rules) {
        return HintReason::DrawTakingObliges { tile };
    }
    HintReason::DrawDiscardUseless { tile }
}

/// What the discard `tile` does once taken: finish, open, go onto the table, or make a meld.
fn take(view: &SeatView, tile: TileId) -> (HintReason, Vec<TileId>) {
    let rules = view.meld_rules;
    let mut hand = view.rack.clone();
    hand.push(tile);
    let others_in = |melds: &[crate::meld::Meld]| -> Vec<TileId> {
        let meld = melds.iter().find(|m| m.tiles().contains(&tile));
        meld.map(|m| m.tiles().iter().copied().filter(|&t| t != tile).collect()).unwrap_or_default()
    };
    let plan = solver::finish(&hand, &view.table, bot::standing(view), rules);
    if plan.is_some_and(|p| p.discard != tile) {
        return (HintReason::TakeToFinish { tile }, Vec::new());
    }
    match view.opened {
        None => {
            if let Some(opening) = solver::sets_opening(&hand, rules, Some(tile), view.opening_threshold) {
                let with = others_in(&opening.melds);
                return (HintReason::TakeToOpen { tile, value: opening.value() }, with);
            }
            if let Some(opening) = solver::pairs_opening(&hand, rules, Some(tile), view.pairs_threshold) {
                let pairs = u8::try_from(opening.melds.len()).unwrap_or(u8::MAX);
                return (HintReason::TakeToOpenWithPairs { tile, pairs }, others_in(&opening.melds));
            }
        }
        Some(opened) => {
            if solver::fits_table(&view.table, tile, rules) {
                return (HintReason::TakeToLayOff { tile }, Vec::new());
            }
            let found = match opened {
                OpenedWith::SetsAndRuns => solver::best_melds(&hand, rules, Some(tile)),
                OpenedWith::Pairs => solver::best_pairs(&hand, rules, Some(tile)),
            };
            if let Some(found) = found {
                let with = others_in(&found.melds);
                return (HintReason::TakeForMeld { tile, with: with.clone() }, with);
            }
        }
    }
    (HintReason::TakeForMeld { tile, with: Vec::new() }, Vec::new())
}

/// Why this tile goes: the engine's word on what the discard costs or ends, else what the rest
/// of the rack keeps and what the tile gives the others.
fn discard(view: &SeatView, tile: TileId) -> HintReason {
    let events = view.check(&[Action::Discard { tile }]).unwrap_or_default();
    if events.iter().any(|e| matches!(e, Event::DealEnded { .. })) {
        return HintReason::FinishNow { tile };
    }
    let penalty: i32 = events
        .iter()
        .filter_map(|e| match e {
            Event::Penalized { seat, points, .. } if *seat == view.seat => Some(*points),
            _ => None,
        })
        .sum();
    if penalty != 0 {
        return HintReason::DiscardPenalty { tile, points: penalty };
    }
    HintReason::Discard { tile, why: discard_why(view, tile), safety: safety(view, tile) }
}

fn discard_why(view: &SeatView, tile: TileId) -> DiscardWhy {
    let rules = view.meld_rules;
    let rest: Vec<TileId> = view.rack.iter().copied().filter(|&t| t != tile).collect();
    let pairs = view.opened == Some(OpenedWith::Pairs);
    let loose = if pairs {
        solver::best_pairs(&view.rack, rules, None).map(|a| a.leftover).unwrap_or_default()
    } else {
        solver::least_penalty(&view.rack, rules).leftover
    };
    let free = |t: &TileId| !rules.okey.is_wild(*t) && !solver::fits_table(&view.table, *t, rules);
    let highest = loose.iter().filter(|t| free(t)).map(|&t| rules.okey.face_value(t)).max();
    let points = rules.okey.face_value(tile);
    if loose.contains(&tile) && highest.is_some_and(|h| points >= h) {
        return DiscardWhy::HighestLoose { points };
    }
    if pairs {
        let kept = solver::pair_count(&rest, rules);
        if kept >= solver::pair_count(&view.rack, rules) {
            return DiscardWhy::KeepsPairs { pairs: u8::try_from(kept).unwrap_or(u8::MAX) };
        }
        return DiscardWhy::LeastUseful;
    }
    let value = solver::best_value(&rest, rules);
    if value > 0 && value >= solver::best_value(&view.rack, rules) {
        return DiscardWhy::KeepsBestMelds { value };
    }
    DiscardWhy::LeastUseful
}

/// What a discard of `tile` gives the others, from what this seat can see.
fn safety(view: &SeatView, tile: TileId) -> Safety {
    let rules = view.meld_rules;
    let Plays::As(face) = rules.okey.plays(tile) else { return Safety::Unknown };
    if nobody_can_use(view, face) {
        return Safety::NobodyCanUse;
    }
    let next = (view.seat + 1) % (view.others.len() + 1);
    // Our own discards still in our pile were offered to the next player, who let them go.
    let passed = view.discards.get(next).into_iter().chain(view.discards.get(view.seat)).flatten();
    if passed.clone().any(|t| rules.okey.plays(*t) == Plays::As(face)) {
        return Safety::NextPlayerLetOnePass;
    }
    Safety::Unknown
}

/// Whether no set or run of three holding `face` could be made from tiles this seat has not
/// seen (okeys standing in for missing ones): then no other player can use the tile. Tiles the
/// others took from the discards are still theirs to use, so they do not count as seen.
fn nobody_can_use(view: &SeatView, face: Face) -> bool {
    let rules = view.meld_rules;
    let mut seen = [0u8; Face::COUNT];
    let mut okeys_seen = 0u8;
    let shown =
        view.rack.iter().chain(view.table.iter().flat_map(|m| m.meld.tiles())).chain(view.discards.iter().flatten());
    for &t in shown.chain(std::iter::once(&view.indicator)) {
        match rules.okey.plays(t) {
            Plays::As(f) => seen[f.index()] = seen[f.index()].saturating_add(1),
            Plays::Wild => okeys_seen += 1,
        }
    }
    let okeys_unseen = 2u8.saturating_sub(okeys_seen);
    let available = |f: Option<Face>| f.is_some_and(|f| seen[f.index()] < 2);
    let at = |number: i16| -> Option<Face> {
        let number = if number == 14 && rules.one_after_thirteen { 1 } else { number };
        u8::try_from(number).ok().and_then(|n| Face::new(face.color(), n))
    };
    let n = i16::from(face.number());
    let mut partners: Vec<[Option<Face>; 2]> =
        vec![[at(n - 2), at(n - 1)], [at(n - 1), at(n + 1)], [at(n + 1), at(n + 2)]];
    let others: Vec<Face> = crate::tile::Color::ALL
        .into_iter()
        .filter(|&c| c != face.color())
        .filter_map(|c| Face::new(c, face.number()))
        .collect();
    for (i, a) in others.iter().enumerate() {
        for b in &others[i + 1..] {
            partners.push([Some(*a), Some(*b)]);
        }
    }
    !partners.iter().any(|pair| {
        // A face off the end of the numbers cannot be stood in for.
        if pair.iter().any(Option::is_none) {
            return false;
        }
        let missing = pair.iter().filter(|&&f| !available(f)).count();
        missing <= usize::from(okeys_unseen)
    })
}

/// Düz Okey: show, finish, hold out for an okey finish, keep the melds, take or draw.
fn explain_duz(view: &SeatView, action: &Action) -> (HintReason, Vec<TileId>) {
    let rules = view.meld_rules;
    let without = |tile: TileId| -> Vec<TileId> {
        let mut hand = view.rack.clone();
        if let Some(at) = hand.iter().position(|&t| t == tile) {
            hand.remove(at);
        }
        hand
    };
    match action {
        Action::ShowIndicator => show_indicator(view),
        Action::Finish { tile } => {
            let shown = classic::winning_hand(&without(*tile), rules).unwrap_or_default();
            let pairs = !shown.is_empty() && shown.iter().all(|m| m.kind() == MeldKind::Pair);
            (HintReason::DuzFinish { tile: *tile, okey: rules.okey.is_wild(*tile), pairs }, vec![*tile])
        }
        Action::Discard { tile } => {
            let wins = view.rack.iter().any(|&t| classic::winning_hand(&without(t), rules).is_some());
            let reason = if wins {
                HintReason::DuzHoldOut { tile: *tile }
            } else {
                let kept = classic::hand_progress(&without(*tile), rules);
                HintReason::DuzDiscard { tile: *tile, melded: kept.in_melds, pairs: kept.pairs }
            };
            (reason, vec![*tile])
        }
        Action::TakeDiscard => match view.takeable {
            Some(tile) => {
                let mut hand = view.rack.clone();
                hand.push(tile);
                let best = classic::hand_progress(&hand, rules);
                (HintReason::DuzTake { tile, melded: best.in_melds, pairs: best.pairs }, Vec::new())
            }
            None => (HintReason::DuzDraw { offered: None }, Vec::new()),
        },
        Action::Draw if view.stock_size > 0 => (HintReason::DuzDraw { offered: view.takeable }, Vec::new()),
        Action::Draw if view.rules.indicator_last_tile && !view.indicator_taken => {
            (HintReason::DuzDrawIndicator { tile: view.indicator }, Vec::new())
        }
        Action::Draw => (HintReason::DrawEndsDeal { scoring: StockExhausted::NoScore, counts: false }, Vec::new()),
        _ => (HintReason::NextDeal, Vec::new()),
    }
}
