//! Judging a turn: Hard's choice from the seat's view, and the sampled play-outs that say what
//! the difference cost.
//!
//! The play-outs are Hard's: the hidden tiles dealt at random consistently with the view
//! (`bot::sample_world`), the move played, Medium bots in every seat for a horizon of moves, then
//! the seat's deal score, or the estimate of its hand (an opened hand's value, an unopened one
//! 101 and what its best melds lack) plus its +101 penalties. Every candidate is played in the
//! same worlds, so their difference is measured and not their luck.

use super::ReviewOptions;
use super::replay::Turn;
use crate::action::{Action, Event};
use crate::bot::{Bot, BotDriver, Hard, Medium, sample_world};
use crate::game::Game;
use crate::seat::{Phase, Seat};
use crate::tile::TileId;
use crate::view::SeatView;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Most actions Hard is let take in one turn (a safety net, as the bot driver has).
const MAX_ACTIONS: usize = 64;

/// What judging a turn found.
#[derive(Clone, Debug, Default)]
pub(super) struct Judged {
    /// The move made was Hard's, or led to the same position.
    pub agreed: bool,
    /// Estimated cost of the move made over the better one (mean deal points; may be negative
    /// when Hard's choice did worse in the samples).
    pub points: i32,
    pub better: Vec<Action>,
    /// Hard's play after the take the seat made, and its events.
    pub hard_play: Vec<Action>,
    pub hard_events: Vec<Event>,
    /// Tiles the seat could still have laid off before its discard, at the end of its turn.
    pub could_lay_off: Vec<TileId>,
    /// Hard's whole turn from the start and its events, when Hard would have taken the discard
    /// and the seat did not.
    pub hard_take_turn: Option<(Vec<Action>, Vec<Event>)>,
}

/// Whether `seat` is to move in `game`.
fn to_move(game: &Game, seat: Seat) -> bool {
    matches!(game.phase(), Phase::Draw | Phase::Play) && game.turn() == seat
}

/// The seed Hard plays this seat with in a session, so the review's Hard is the session's.
pub(super) fn hard_seed(game: &Game, seat: Seat) -> u64 {
    game.seed().wrapping_add(seat as u64)
}

/// Hard's moves from `from` until the turn ends, stopping after a draw from the stock (what
/// follows depends on a tile the seat could not know): the actions, their events, the game.
pub(super) fn hard_turn(from: &Game, seat: Seat) -> (Vec<Action>, Vec<Event>, Game) {
    let mut game = from.clone();
    let mut bot = Hard::new(hard_seed(from, seat));
    let (mut actions, mut events) = (Vec::new(), Vec::new());
    while to_move(&game, seat) && actions.len() < MAX_ACTIONS {
        let Some(view) = SeatView::of(&game, seat) else { break };
        let action = bot.decide(&view);
        let Ok(caused) = game.apply(seat, &action) else { break };
        events.extend(caused);
        let drew = action == Action::Draw;
        actions.push(action);
        if drew {
            break;
        }
    }
    (actions, events, game)
}

/// Whether two games leave the seat in the same place: the same rack, table and discards.
fn same_outcome(a: &Game, b: &Game, seat: Seat) -> bool {
    let sorted = |game: &Game| {
        let deal = game.deal();
        let mut rack = deal.racks.get(seat).cloned().unwrap_or_default();
        rack.sort_unstable();
        let mut table: Vec<TileId> = deal.table.iter().flat_map(|m| m.meld.tiles().iter().copied()).collect();
        table.sort_unstable();
        (rack, table, deal.discards.clone(), deal.seats.get(seat).map(|s| (s.opened, s.penalties)), game.phase())
    };
    sorted(a) == sorted(b)
}

/// Judges one turn of `seat`.
pub(super) fn judge(turn: &Turn, seat: Seat, options: ReviewOptions) -> Judged {
    let mut judged = Judged { agreed: true, ..Judged::default() };
    let mut rng = ChaCha8Rng::seed_from_u64(
        hard_seed(&turn.start, seat) ^ (turn.move_index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
    );
    // The take, from the view at the start of the turn.
    let mut take_cost = 0;
    let mut better_take = turn.take.clone();
    if let (Some(made), Some(view)) = (turn.take.first(), SeatView::of(&turn.start, seat)) {
        let hard = Hard::new(hard_seed(&turn.start, seat)).decide(&view);
        if hard != *made {
            judged.agreed = false;
            if hard == Action::TakeDiscard {
                let (actions, events, _) = hard_turn(&turn.start, seat);
                judged.hard_take_turn = Some((actions, events));
            }
            let means = play_outs(&turn.start, seat, &[vec![made.clone()], vec![hard.clone()]], options, &mut rng);
            take_cost = cost(&means, 0, 1);
            if take_cost > 0 {
                // After a better draw the seat would have held a tile it cannot know: only the
                // draw is shown. After a better take, Hard's whole turn.
                better_take = match &judged.hard_take_turn {
                    Some((actions, _)) => actions.clone(),
                    None => vec![hard],
                };
            }
        }
    }
    // The play, from the view after the take the seat made.
    let mut play_cost = 0;
    let mut better_play = turn.play.clone();
    if let Some(after) = &turn.after_take {
        let (hard_play, hard_events, hard_end) = hard_turn(after, seat);
        let mut candidates = vec![turn.play.clone(), hard_play.clone()];
        let hard_differs = !same_outcome(&hard_end, &turn.end, seat);
        judged.agreed &= !hard_differs;
        judged.could_lay_off = lay_offs_left(turn, seat);
        if turn.deal_end.is_some() && !judged.could_lay_off.is_empty() {
            candidates.push(with_lay_offs(turn, seat, &judged.could_lay_off));
        }
        if hard_differs || candidates.len() > 2 {
            let means = play_outs(after, seat, &candidates, options, &mut rng);
            let best = (1..candidates.len()).min_by(|&a, &b| means[a].total_cmp(&means[b])).unwrap_or(1);
            play_cost = cost(&means, 0, best);
            if play_cost > 0 {
                better_play = candidates.swap_remove(best);
            }
        }
        judged.hard_play = hard_play;
        judged.hard_events = hard_events;
    }
    judged.points = take_cost + play_cost;
    judged.better = if take_cost > 0 && better_take.first() != turn.take.first() {
        better_take
    } else {
        better_take.into_iter().chain(better_play).collect()
    };
    judged
}

/// The estimated cost of candidate `made` over candidate `better`, in whole points.
fn cost(means: &[f64], made: usize, better: usize) -> i32 {
    let (Some(made), Some(better)) = (means.get(made), means.get(better)) else { return 0 };
    (made - better).round() as i32
}

/// The tiles the seat's rack held at the end of its turn that fit a set or run on the table,
/// when it had opened (so lay-offs were open to it).
fn lay_offs_left(turn: &Turn, seat: Seat) -> Vec<TileId> {
    let deal = turn.end.deal();
    if deal.seats.get(seat).is_none_or(|s| s.opened.is_none()) {
        return Vec::new();
    }
    // The rack after the discard: each of these could have gone to the table before it.
    let rack = deal.racks.get(seat).map_or(&[][..], Vec::as_slice);
    rack.iter().copied().filter(|&t| crate::solver::fits_table(&deal.table, t, deal.meld_rules)).collect()
}

/// The turn as played, with `tiles` laid off before the discard, as far as the engine accepts
/// them (each on the first meld that takes it).
fn with_lay_offs(turn: &Turn, seat: Seat, tiles: &[TileId]) -> Vec<Action> {
    let Some(after) = &turn.after_take else { return turn.play.clone() };
    let mut game = after.clone();
    let mut actions = Vec::new();
    let discard = turn.play.last().filter(|a| matches!(a, Action::Discard { .. })).cloned();
    for action in turn.play.iter().take(turn.play.len().saturating_sub(usize::from(discard.is_some()))) {
        if game.apply(seat, action).is_err() {
            return turn.play.clone();
        }
        actions.push(action.clone());
    }
    let kept = match &discard {
        Some(Action::Discard { tile }) => Some(*tile),
        _ => None,
    };
    for &tile in tiles.iter().filter(|&&t| Some(t) != kept) {
        let rules = game.deal().meld_rules;
        let target = game.deal().table.iter().find_map(|m| m.meld.fits(tile, rules).map(|side| (m.id, side)));
        if let Some((meld, side)) = target {
            let action = Action::LayOff { tile, meld, side: Some(side) };
            if game.apply(seat, &action).is_ok() {
                actions.push(action);
            }
        }
    }
    actions.extend(discard);
    actions
}

/// Each candidate's mean deal score for `seat` over sampled worlds of `from` as the seat sees
/// it: its actions played as far as the world accepts them, then Medium everywhere.
fn play_outs(
    from: &Game,
    seat: Seat,
    candidates: &[Vec<Action>],
    options: ReviewOptions,
    rng: &mut ChaCha8Rng,
) -> Vec<f64> {
    let mut totals = vec![0i64; candidates.len()];
    let mut samples = 0;
    if let Some(view) = SeatView::of(from, seat) {
        for _ in 0..options.samples {
            let Some(world) = sample(&view, rng) else { continue };
            for (total, candidate) in totals.iter_mut().zip(candidates) {
                *total += i64::from(play_out(&world, seat, candidate, options.horizon));
            }
            samples += 1;
        }
    }
    totals.iter().map(|&t| if samples == 0 { 0.0 } else { t as f64 / f64::from(samples) }).collect()
}

/// A world for `view` as Hard samples it, with the turn so far (the phase, a taken tile, the
/// discard that may be taken) restored, since the review also judges the take and a turn begun.
fn sample(view: &SeatView, rng: &mut ChaCha8Rng) -> Option<Game> {
    let world = sample_world(view, rng)?;
    let mut deal = world.deal().clone();
    deal.phase = view.phase;
    deal.turn_state = view.turn_state.clone();
    deal.takeable = view.takeable;
    deal.indicator_taken = view.indicator_taken;
    if let Some(state) = deal.seats.get_mut(view.seat) {
        state.took = view.took.clone();
    }
    Some(Game::from_deal(world.rules().clone(), 0, deal, view.totals.clone(), 0))
}

/// Plays `actions` in `world` (as far as it accepts them), then Medium in every seat: the seat's
/// deal score if the deal ends within `horizon` moves, else the estimate of its hand.
fn play_out(world: &Game, seat: Seat, actions: &[Action], horizon: usize) -> i32 {
    let mut game = world.clone();
    let mut moves = 0;
    for action in actions {
        if !to_move(&game, seat) || game.apply(seat, action).is_err() {
            break;
        }
        moves += 1;
    }
    let players = game.deal().players();
    let mut seats: Vec<Option<Box<dyn Bot>>> = (0..players).map(|_| Some(Box::new(Medium) as Box<dyn Bot>)).collect();
    let mut driver = BotDriver::default();
    while moves < horizon && driver.step(&mut game, &mut seats).is_some() {
        moves += 1;
    }
    if let Some(result) = game.results().last() {
        return result.scores.get(seat).copied().unwrap_or(0);
    }
    estimate(&game, seat)
}

/// What `seat` can expect to pay for a deal still running: an opened hand its tiles' value, an
/// unopened one 101 and what its best melds still lack; and its +101 penalties.
fn estimate(game: &Game, seat: Seat) -> i32 {
    let deal = game.deal();
    let Some(state) = deal.seats.get(seat) else { return 0 };
    let rack = deal.racks.get(seat).map_or(&[][..], Vec::as_slice);
    let okey = deal.okey;
    let hand = if state.opened.is_some() {
        rack.iter().map(|&t| if okey.is_wild(t) { 101 } else { i32::from(okey.face_value(t)) }).sum()
    } else {
        let value = crate::solver::best_value(rack, deal.meld_rules);
        101 + i32::try_from(deal.sets_threshold.saturating_sub(value)).unwrap_or(0)
    };
    hand + state.penalties
}
