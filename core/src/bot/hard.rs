//! The Hard bot: Medium's play, but each ordinary discard is chosen by looking ahead.
//!
//! Before opening (with sets), it keeps the rack that opens soonest: for each of the discards
//! Medium ranks best, the exact opening value of the rest with each face it has not seen drawn
//! next, weighted by the copies still unseen, a draw that opens counting most. An unopened hand
//! pays the most at the end of a deal, so this is where Hard gains on Medium.
//!
//! After opening, for the few discards Medium ranks best, it deals the tiles it has not seen
//! into the other racks and the stock at random, consistently with everything it saw (rack
//! sizes, the stock's size, the discards each player took and still holds), plays the deal on
//! with Medium bots in every seat, to its end or for about two rounds (then the hand is
//! estimated: an opened hand's value, or 101 plus what the opening still lacks), and keeps the
//! discard with the best mean deal score. Every candidate is played out in the same sampled
//! worlds, so their difference is measured, not their luck.
//!
//! Of the turn decisions beyond the discard (`choices`: take or draw, open now or wait, sets or
//! pairs, lay a meld or keep it, lay a tile off or keep it, lay an okey off), it weighs by the
//! same play-outs only those the `decision_ceiling` example found worth something to a seat that
//! sees its own view: laying off an okey that would otherwise cost 101 at the end. The others
//! were worth well under a point a deal there, and weighing them all gained nothing measurable
//! in the arena while lengthening the slowest decisions.
//!
//! The search is anytime with a work budget counted in play-out decisions, not in time, so a
//! game replays identically on any machine. Discards made after laying tiles in the same turn,
//! and every other kind of move, are Medium's.

use super::choices::{Decision, alternatives};
use super::easy;
use super::medium::{self, ranked_discards};
use super::unseen::Unseen;
use super::{Bot, BotDriver};
use crate::action::Action;
use crate::game::{Deal, Game};
use crate::seat::Phase;
use crate::tile::TileId;
use crate::view::SeatView;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

/// Discards compared by play-outs (Medium's best first).
const CANDIDATES: usize = 3;
/// Play-out moves one choice may spend, across all samples and candidates.
const WORK_BUDGET: usize = 240;
/// Moves a play-out runs before the position is estimated (about two rounds of four players).
const PLAY_OUT_HORIZON: usize = 24;
/// Points per sample by which another discard must beat Medium's first choice to replace it.
const CLEAR_MARGIN: i64 = 8;
/// Discards weighed for opening progress before opening (Medium's best first).
const OPENING_CANDIDATES: usize = 6;
/// What a draw that makes an opening is worth beyond the threshold, in progress points.
const OPENING_BONUS: i64 = 60;
/// The turn decisions beyond the discard that Hard weighs by play-outs (the others are Medium's),
/// chosen by their measured ceilings (see the module docs).
const WEIGHED: [Decision; 1] = [Decision::LayOffOkey];
/// Points per sample by which an alternative must beat Medium's move in those decisions.
const DECISION_MARGIN: i64 = 8;
/// Samples at most, when the budget allows.
const MAX_SAMPLES: usize = 12;

#[derive(Clone, Copy, Debug)]
pub struct Hard {
    seed: u64,
}

impl Hard {
    pub fn new(seed: u64) -> Hard {
        Hard { seed }
    }
}

impl Bot for Hard {
    fn decide(&mut self, view: &SeatView) -> Action {
        if view.rules.is_duz() {
            return super::classic::decide(view, super::classic::HARD, &mut super::position_rng(0, view));
        }
        // The only decision weighed beyond the discard needs an okey in the rack: the others
        // skip the cost of listing the alternatives.
        let holds_okey = view.rack.iter().any(|&t| view.meld_rules.okey.is_wild(t));
        if view.phase == Phase::Play && holds_okey {
            let (medium_move, others) = alternatives(view);
            let weighed: Vec<Action> = std::iter::once(medium_move.clone())
                .chain(others.into_iter().filter(|a| WEIGHED.contains(&a.decision)).map(|a| a.action))
                .collect();
            if weighed.len() > 1 {
                return self.weigh(view, &weighed, DECISION_MARGIN).unwrap_or(medium_move);
            }
        }
        if view.phase != Phase::Play {
            return medium::Medium.decide(view);
        }
        // Rank the discards once: Medium's choice is the first, the play-outs compare the top few.
        let ranked = ranked_discards(view);
        let medium_choice = easy::play(view, |v| ranked.first().copied().or_else(|| easy::choose_discard(v)));
        let Action::Discard { .. } = medium_choice else { return medium_choice };
        if !view.laid_this_turn.is_empty() || view.must_use.is_some() || view.rack.len() <= 2 {
            return medium_choice;
        }
        if view.opened.is_none()
            && !medium::plays_pairs(view)
            && let Some(tile) = opening_discard(view, &ranked)
            && view.accepts(&Action::Discard { tile })
        {
            return Action::Discard { tile };
        }
        let candidates: Vec<Action> =
            ranked.into_iter().take(CANDIDATES).map(|tile| Action::Discard { tile }).collect();
        if candidates.len() < 2 {
            return medium_choice;
        }
        let chosen = self.weigh(view, &candidates, CLEAR_MARGIN).unwrap_or_else(|| medium_choice.clone());
        if view.accepts(&chosen) { chosen } else { medium_choice }
    }
}

impl Hard {
    /// The candidate (Medium's first) with the best mean score over the same sampled worlds,
    /// played out by Medium bots; Medium's stands unless another beats it by `margin` points a
    /// sample. `None` when the view cannot be sampled (which would be an engine bug).
    fn weigh(&self, view: &SeatView, candidates: &[Action], margin: i64) -> Option<Action> {
        let mut rng = super::position_rng(self.seed, view);
        let mut totals = vec![0i64; candidates.len()];
        let mut work = 0;
        let mut samples = 0;
        while samples < MAX_SAMPLES && work < WORK_BUDGET {
            let world = sample_world(view, &mut rng)?;
            for (total, candidate) in totals.iter_mut().zip(candidates) {
                let (score, decisions) = play_out(&world, view, candidate);
                *total += i64::from(score);
                work += decisions;
            }
            samples += 1;
        }
        // A few samples are noisy: Medium's choice stands unless another beats it clearly.
        let best = (0..candidates.len()).min_by_key(|&i| (totals[i], i)).unwrap_or(0);
        let best = if totals[best] + margin * (samples as i64) < totals[0] { best } else { 0 };
        candidates.get(best).cloned()
    }
}

/// A complete deal consistent with the view: the unseen tiles dealt at random into the other
/// racks (after the discards each is known to hold) and the stock. `None` if the view's counts
/// do not add up (which would be an engine bug), so the caller falls back to Medium. It reads
/// the view only, so it is as fair as the bot that calls it.
pub fn sample_world(view: &SeatView, rng: &mut ChaCha8Rng) -> Option<Game> {
    let (mut racks, mut unseen) = held_and_unseen(view);
    unseen.shuffle(rng);
    for other in &view.others {
        let missing = other.rack_size.checked_sub(racks[other.seat].len())?;
        let dealt = unseen.split_off(unseen.len().checked_sub(missing)?);
        racks[other.seat].extend(dealt);
    }
    world_of(view, racks, unseen)
}

/// The racks as far as the view knows them (this seat's whole, each other seat's taken
/// discards still held) and the tiles it has not seen, in id order.
pub(super) fn held_and_unseen(view: &SeatView) -> (Vec<Vec<TileId>>, Vec<TileId>) {
    let mut known: Vec<TileId> = view.rack.clone();
    known.extend(view.table.iter().flat_map(|m| m.meld.tiles().iter().copied()));
    known.extend(view.discards.iter().flatten().copied());
    known.push(view.indicator);
    let players = view.others.len() + 1;
    let mut racks: Vec<Vec<TileId>> = vec![Vec::new(); players];
    racks[view.seat] = view.rack.clone();
    for other in &view.others {
        // Taken discards that were not laid or thrown again are still in that rack.
        let held: Vec<TileId> = other.took.iter().copied().filter(|t| !known.contains(t)).collect();
        known.extend(&held);
        racks[other.seat] = held;
    }
    let unseen: Vec<TileId> = TileId::all().filter(|t| !known.contains(t)).collect();
    (racks, unseen)
}

/// The deal of the view with these racks and this stock (in drawing order):
/// `None` if their sizes do not match the view's.
pub(super) fn world_of(view: &SeatView, racks: Vec<Vec<TileId>>, stock: Vec<TileId>) -> Option<Game> {
    if stock.len() != view.stock_size
        || view.others.iter().any(|o| racks.get(o.seat).is_none_or(|r| r.len() != o.rack_size))
    {
        return None;
    }
    let mut rules = view.rules.clone();
    // Only this deal is played out.
    rules.deals = u16::MAX;
    let mut deal =
        Deal::from_parts(&rules, view.deal, view.dealer, view.indicator, view.risk_round, racks, stock, view.seat);
    // A world imagined before drawing offers the discard the seat could take.
    if view.phase == Phase::Draw {
        deal.takeable = view.takeable;
    } else {
        deal.phase = Phase::Play;
    }
    deal.table = view.table.clone();
    deal.next_meld_id = view.table.iter().map(|m| m.id + 1).max().unwrap_or(0);
    deal.discards = view.discards.clone();
    deal.sets_threshold = view.opening_threshold;
    deal.pairs_threshold = view.pairs_threshold;
    let mine = &mut deal.seats[view.seat];
    (mine.opened, mine.opened_value, mine.opened_pairs) = (view.opened, view.opened_value, view.opened_pairs);
    for other in &view.others {
        let state = &mut deal.seats[other.seat];
        (state.opened, state.opened_value, state.opened_pairs) = (other.opened, other.opened_value, other.opened_pairs);
        deal.seats[other.seat].took = other.took.clone();
    }
    for (seat, &penalties) in view.penalties.iter().enumerate() {
        if let Some(state) = deal.seats.get_mut(seat) {
            state.penalties = penalties;
        }
    }
    Some(Game::from_deal(rules, 0, deal, view.totals.clone(), 0))
}

/// Makes `action` in `world` and lets Medium bots play on, to the end of the deal or for at most
/// `PLAY_OUT_HORIZON` moves: this seat's deal score (or its estimate) and the moves it took.
fn play_out(world: &Game, view: &SeatView, action: &Action) -> (i32, usize) {
    let mut game = world.clone();
    if game.apply(view.seat, action).is_err() {
        // Refused after all: never pick it.
        return (i32::MAX / 64, 1);
    }
    let players = view.others.len() + 1;
    let mut seats: Vec<Option<Box<dyn Bot>>> =
        (0..players).map(|_| Some(Box::new(medium::Medium) as Box<dyn Bot>)).collect();
    let mut driver = BotDriver::default();
    let mut moves = 1;
    while moves < PLAY_OUT_HORIZON && driver.step(&mut game, &mut seats).is_some() {
        moves += 1;
    }
    if let Some(result) = game.results().last() {
        return (result.scores.get(view.seat).copied().unwrap_or(0), moves);
    }
    (estimate(&game, view), moves)
}

/// What this seat can expect to pay for a deal still running: an opened hand its tiles' value,
/// an unopened one 101 and what its best melds still lack of the threshold.
fn estimate(game: &Game, view: &SeatView) -> i32 {
    let deal = game.deal();
    let rack = &deal.racks[view.seat];
    let okey = deal.okey;
    if deal.seats[view.seat].opened.is_some() {
        return rack.iter().map(|&t| if okey.is_wild(t) { 101 } else { i32::from(okey.face_value(t)) }).sum();
    }
    let value = crate::solver::best_value(rack, deal.meld_rules);
    101 + i32::try_from(deal.sets_threshold.saturating_sub(value)).unwrap_or(0)
}

/// Before opening, the discard that leaves the rack closest to an opening after the next draw:
/// for each candidate, the best opening value of the rest with each kind of unseen tile drawn
/// (okeys and false jokers too, weighted by unseen copies), a draw that opens counting
/// `OPENING_BONUS` above the threshold. Ties go to Medium's order; `None` when Medium ranks no
/// discard.
fn opening_discard(view: &SeatView, ranked: &[TileId]) -> Option<TileId> {
    let draws: Vec<(TileId, u8)> = Unseen::of(view).draws(view.meld_rules).collect();
    let mut best: Option<(i64, TileId)> = None;
    for &discard in ranked.iter().take(OPENING_CANDIDATES) {
        let progress = opening_progress(view, &draws, discard);
        if best.is_none_or(|(score, _)| progress > score) {
            best = Some((progress, discard));
        }
    }
    best.map(|(_, tile)| tile)
}

/// How close the rack without `discard` comes to opening after one of `draws`.
fn opening_progress(view: &SeatView, draws: &[(TileId, u8)], discard: TileId) -> i64 {
    let threshold = view.opening_threshold;
    let mut rest: Vec<TileId> = view.rack.iter().copied().filter(|&t| t != discard).collect();
    let drawn_at = rest.len();
    rest.push(discard);
    draws
        .iter()
        .map(|&(draw, copies)| {
            rest[drawn_at] = draw;
            let value = crate::solver::best_value(&rest, view.meld_rules);
            i64::from(copies) * if value >= threshold { i64::from(threshold) + OPENING_BONUS } else { i64::from(value) }
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::rules::Rules;

    /// At the start of a deal the starter holds 22 tiles, unopened: Hard's discard leaves the
    /// rack at least as close to opening as Medium's, and for some deals closer (so the look
    /// ahead is what decides).
    #[test]
    fn before_opening_hard_keeps_the_rack_that_opens_soonest() {
        let mut closer = 0;
        for seed in 0..40 {
            let (game, _) = Game::new(Rules::default(), seed).expect("standard rules");
            let view = SeatView::of(&game, game.turn()).expect("a seat to move");
            let (Action::Discard { tile: hard }, Action::Discard { tile: medium }) =
                (Hard::new(seed).decide(&view), medium::Medium.decide(&view))
            else {
                continue;
            };
            let draws: Vec<(TileId, u8)> = Unseen::of(&view).draws(view.meld_rules).collect();
            let (hard, medium) = (opening_progress(&view, &draws, hard), opening_progress(&view, &draws, medium));
            assert!(hard >= medium, "seed {seed}: {hard} < {medium}");
            closer += usize::from(hard > medium);
        }
        assert!(closer > 0, "the look-ahead never changed Medium's discard");
    }
}
