//! The Medium bot: Easy's finishing and laying, with a memory and a defence.
//!
//! - It counts every tile it has seen (its rack, the table, every discard pile, the indicator,
//!   and the discards others took, which the view keeps) to know which tiles are still live.
//! - It discards defensively: among the tiles its melds do not need, it weighs what a tile
//!   costs to keep against how much the next player could want it (what that player took,
//!   what it let pass, how many tiles that would make a meld with it are still unseen). It never
//!   throws a tile that fits the table unless it finishes.
//! - It chooses between pairs and sets: with many pairs and a weak sets hand it keeps its pairs
//!   and opens with them; otherwise it plays for sets and runs.

use super::Bot;
use super::easy::{self, fits_table, wants_discard};
use crate::action::Action;
use crate::seat::{Phase, Seat};
use crate::solver;
use crate::table_meld::OpenedWith;
use crate::tile::{Face, Plays, Print, TileId};
use crate::view::SeatView;

#[derive(Clone, Copy, Debug, Default)]
pub struct Medium;

impl Bot for Medium {
    fn decide(&mut self, view: &SeatView) -> Action {
        if view.rules.is_duz() {
            return super::classic::decide(view, super::classic::MEDIUM, &mut super::position_rng(0, view));
        }
        match view.phase {
            Phase::DealOver | Phase::GameOver => Action::NextDeal,
            Phase::Draw if wants_discard(view) => Action::TakeDiscard,
            Phase::Draw => Action::Draw,
            Phase::Play => easy::play(view, defensive_discard),
        }
    }
}

/// How many copies of each face this seat has seen, okeys and false jokers by what they print.
pub(super) struct Seen {
    copies: [u8; 52],
}

impl Seen {
    pub(super) fn of(view: &SeatView) -> Seen {
        let shown = super::unseen::shown(view);
        let mut copies = [0u8; 52];
        for tile in TileId::all().filter(|t| shown[t.index()]) {
            if let Print::Numbered(face) = tile.print() {
                copies[face.index()] += 1;
            }
        }
        Seen { copies }
    }

    /// Copies of `face` nobody has shown (at most two).
    pub(super) fn unseen(&self, face: Face) -> u8 {
        2u8.saturating_sub(self.copies[face.index()])
    }
}

/// The seat that plays after `seat`, the one a discard is offered to.
pub(super) fn next_seat(view: &SeatView) -> Seat {
    (view.seat + 1) % (view.others.len() + 1)
}

/// How much the next player could want `tile`: the higher, the more dangerous to discard.
pub(super) fn danger(view: &SeatView, seen: &Seen, tile: TileId) -> i32 {
    let Plays::As(face) = view.meld_rules.okey.plays(tile) else { return 100 };
    let next = next_seat(view);
    let Some(player) = view.others.iter().find(|o| o.seat == next) else { return 0 };
    let near = |other: Face| {
        other.color() == face.color() && other.number().abs_diff(face.number()) <= 2
            || other.number() == face.number() && other.color() != face.color()
    };
    let mut danger = 0;
    // What it took shows what it collects.
    for took in &player.took {
        if let Plays::As(wanted) = view.meld_rules.okey.plays(*took)
            && near(wanted)
        {
            danger += 6;
        }
    }
    // What it threw away, or let pass from our discards, it does not want.
    let passed = view.discards.get(next).into_iter().chain(view.discards.get(view.seat)).flatten();
    if passed.clone().any(|&t| t.print() == tile.print()) {
        danger -= 4;
    }
    // Live neighbours: tiles still unseen that would make a meld with it.
    let mut live = 0;
    for number in face.number().saturating_sub(2).max(1)..=(face.number() + 2).min(13) {
        if let Some(other) = Face::new(face.color(), number)
            && other != face
        {
            live += i32::from(seen.unseen(other));
        }
    }
    for color in crate::tile::Color::ALL {
        if color != face.color()
            && let Some(other) = Face::new(color, face.number())
        {
            live += i32::from(seen.unseen(other));
        }
    }
    // A player close to finishing or opened is more dangerous to feed.
    let opened = if player.opened.is_some() { 2 } else { 1 };
    danger + live * opened / 2
}

/// How close `tile` is to a meld with the other spare tiles: for each partner (same colour within
/// two, or same number in another colour), the unseen tiles that would complete the three.
fn potential(view: &SeatView, seen: &Seen, spare: &[TileId], tile: TileId) -> i32 {
    let Plays::As(face) = view.meld_rules.okey.plays(tile) else { return 0 };
    let mut total = 0;
    for &other in spare {
        let Plays::As(partner) = view.meld_rules.okey.plays(other) else { continue };
        if other == tile || partner == face {
            continue;
        }
        let (low, high) = (face.number().min(partner.number()), face.number().max(partner.number()));
        let completing: Vec<Face> = if partner.color() == face.color() && high - low <= 2 {
            // A run of three: the face between, or the faces either side.
            let numbers: Vec<u8> = if high - low == 2 { vec![low + 1] } else { vec![low.wrapping_sub(1), high + 1] };
            numbers.into_iter().filter_map(|n| Face::new(face.color(), n)).collect()
        } else if partner.number() == face.number() {
            crate::tile::Color::ALL
                .into_iter()
                .filter(|&c| c != face.color() && c != partner.color())
                .filter_map(|c| Face::new(c, face.number()))
                .collect()
        } else {
            continue;
        };
        total += completing.iter().map(|&f| i32::from(seen.unseen(f))).sum::<i32>();
    }
    total
}

/// Whether this hand plays for pairs: enough pairs in sight and a weak sets hand.
pub(super) fn plays_pairs(view: &SeatView) -> bool {
    match view.opened {
        Some(OpenedWith::Pairs) => true,
        Some(OpenedWith::SetsAndRuns) => false,
        None => {
            let pairs = solver::pair_count(&view.rack, view.meld_rules);
            let value = solver::best_value(&view.rack, view.meld_rules);
            pairs + 1 >= usize::from(view.pairs_threshold) && value * 3 < view.opening_threshold * 2
        }
    }
}

/// The discard: among tiles the plan does not need and that cost no penalty, the one whose
/// value (what keeping it would cost at the end) most outweighs the danger of feeding the next
/// player and its promise of a meld.
fn defensive_discard(view: &SeatView) -> Option<TileId> {
    ranked_discards(view).first().copied().or_else(|| easy::choose_discard(view))
}

/// The spare tiles that cost no penalty, best discard first.
pub(super) fn ranked_discards(view: &SeatView) -> Vec<TileId> {
    let rules = view.meld_rules;
    let spare = if plays_pairs(view) {
        solver::best_pairs(&view.rack, rules, None).map(|a| a.leftover).unwrap_or_default()
    } else {
        solver::least_penalty(&view.rack, rules).leftover
    };
    let seen = Seen::of(view);
    let free = |t: &TileId| !rules.okey.is_wild(*t) && !fits_table(view, *t) && Some(*t) != view.must_use;
    let score = |t: &TileId| {
        i32::from(rules.okey.face_value(*t)) - 4 * potential(view, &seen, &spare, *t) - 2 * danger(view, &seen, *t)
    };
    let mut ranked: Vec<TileId> = spare.iter().copied().filter(free).collect();
    ranked.sort_by_key(|t| (std::cmp::Reverse(score(t)), std::cmp::Reverse(*t)));
    // Copies of a face are the same discard.
    ranked.dedup_by_key(|t| t.print());
    ranked
}
