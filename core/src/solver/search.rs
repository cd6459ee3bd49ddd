//! The exact meld search: the most valuable sets and runs in a hand, on bitboards.
//!
//! The search always settles the highest plain tile left (by number, then colour): it stays in
//! hand, joins a set of its number, or is the highest plain tile of a run. Every meld has a
//! highest plain tile, so this visits every arrangement. Three things keep it small:
//!
//! - Results are memoised on what is left (plain tiles as two bitmasks, okeys, and what is still
//!   owed: a forced tile to use, a tile to leave out), as exact values or as upper bounds.
//! - Tiles no meld can use with the okeys left are dropped first, so such states coincide.
//! - Branch and bound: going from high tiles down, the sum of the live tiles left shrinks fast,
//!   and a move that cannot beat the best found so far is not searched. Tiles that need an
//!   okey can only share the okeys' one or two melds, which tightens the bound; a move's
//!   bound is first taken from its parent's live tiles, before the child is built.
//!
//! Okeys that pad a run's ends go high first: the same tiles are used either way, and higher
//! faces are worth more.
//!
//! Where the time goes: with two okeys every tile is live, so stripping removes nothing and the
//! bound cuts late; a 22-tile hand with two okeys costs about 33,000 instructions (a fifth of
//! them listing moves), one with no okey about 5,500. `examples/solve_hands` counts them under
//! callgrind, which is steadier than timing on a shared machine. Instructions are not the whole
//! cost: cachegrind's branch simulation finds about 300 mispredicted branches in such a hand
//! (the search's branches follow the tiles), and 3% fewer instructions measured no faster.

use crate::meld::MeldKind;
use crate::tile::{Color, Face, TileId};
use arrayvec::ArrayVec;

/// What a solution maximises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Objective {
    /// The value of the melds, an okey counting as the tile it stands for: the opening value.
    MeldValue,
    /// The penalty taken out of the hand, an okey counting 101: the least leftover penalty.
    PenaltyRemoved,
    /// As many tiles melded as possible, then the most value: finds whether a hand can be
    /// melded whole, and its best value if so.
    CoverThenValue,
}

impl Objective {
    /// What every melded tile earns on top of its value (so that covering comes first).
    pub(crate) const COVER_BONUS: i32 = 1000;

    fn tile_bonus(self) -> i32 {
        if self == Objective::CoverThenValue { Objective::COVER_BONUS } else { 0 }
    }
}

/// Plain tiles as bitmasks over face indices (number-major), and the okeys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct Hand {
    /// Faces held at least once.
    one: u64,
    /// Faces held twice.
    two: u64,
    okeys: u8,
    /// Sum of the plain tiles' numbers: with the okeys, a cheap upper bound on any solution.
    sum: u16,
}

const fn bit(color: u8, number: u8) -> u64 {
    1 << ((number as u32 - 1) * 4 + color as u32)
}

impl Hand {
    /// A hand of plain faces (at most two of each count) and okeys (at most two count).
    pub(crate) fn new(faces: impl IntoIterator<Item = Face>, okeys: u8) -> Hand {
        let mut hand = Hand { okeys: okeys.min(2), ..Hand::default() };
        for face in faces {
            let mask = 1 << face.index();
            if hand.one & mask == 0 {
                hand.one |= mask;
            } else if hand.two & mask == 0 {
                hand.two |= mask;
            } else {
                continue;
            }
            hand.sum += u16::from(face.number());
        }
        hand
    }

    /// Removes one copy of every face in `mask` (all held) whose numbers add up to `sum`.
    /// The hand with `okeys` okeys (at most two count).
    pub(crate) fn with_okeys(self, okeys: u8) -> Hand {
        Hand { okeys: okeys.min(2), ..self }
    }

    fn remove(&mut self, mask: u64, sum: u16) {
        let doubled = mask & self.two;
        self.two &= !doubled;
        self.one &= !(mask & !doubled);
        self.sum -= sum;
    }

    /// Drops every tile that no meld can use with the okeys left; a forced tile among them
    /// makes the state infeasible (returns false). With two okeys every tile is usable.
    fn strip_dead(&mut self, forced: u64) -> bool {
        let live = match self.okeys {
            0 => live_tiles(self.one, 3),
            1 => live_tiles(self.one, 2),
            _ => return true,
        };
        let dead = self.one & !live;
        if dead == 0 {
            return true;
        }
        let dead_sum = face_sum(dead) + face_sum(self.two & dead);
        self.one &= live;
        self.two &= live;
        self.sum -= dead_sum;
        forced & dead == 0
    }

    fn key(&self, owed: Owed) -> Key {
        let owed_bits = u64::from(owed.forced) << 60 | u64::from(owed.a_leftover) << 61;
        (self.one, self.two | u64::from(self.okeys) << 56 | owed_bits)
    }

    /// How many tiles the hand holds, okeys included.
    pub(crate) fn tile_count(&self) -> usize {
        (self.one.count_ones() + self.two.count_ones()) as usize + usize::from(self.okeys)
    }
}

/// What an arrangement of the tiles still left must do, besides being worth the most: put the
/// forced tile (a taken discard) in a meld, and leave a tile out of the melds (to discard).
/// Both are part of a state, like the tiles: the memo keeps states that differ in them apart.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Owed {
    pub(crate) forced: bool,
    pub(crate) a_leftover: bool,
}

impl Owed {
    /// Whether a state with no plain tile and `okeys` okeys still owes something it cannot
    /// give: the forced tile is not among them, and the okeys, if any, stay out of the melds.
    fn unpaid_at_end(self, okeys: u8) -> bool {
        self.forced || (self.a_leftover && okeys == 0)
    }
}

/// Numbers 1 to 13 as nibble masks: the four faces of each number.
const NIBBLES: u64 = 0x0001_1111_1111_1111;

/// Faces whose number has bit `k` set, for `k` = 0..4: numbers as sums of their binary digits.
const NUMBER_BITS: [u64; 4] = {
    let mut masks = [0u64; 4];
    let mut number = 1;
    while number <= 13 {
        let mut k = 0;
        while k < 4 {
            if number >> k & 1 == 1 {
                masks[k] |= 0xF << ((number - 1) * 4);
            }
            k += 1;
        }
        number += 1;
    }
    masks
};

/// Sum of the numbers of the faces in `mask`.
fn face_sum(mask: u64) -> u16 {
    let [ones, twos, fours, eights] = NUMBER_BITS.map(|bits| (mask & bits).count_ones());
    (ones + 2 * twos + 4 * fours + 8 * eights) as u16
}

/// Tiles of `held` that some meld could use when melds need `plain` plain tiles among any three
/// consecutive numbers of a colour, or `plain` colours of a number (3 with no okey, 2 with one).
fn live_tiles(held: u64, plain: u32) -> u64 {
    let (a, b, c) = (held, held >> 4, held >> 8);
    let windows = if plain >= 3 { a & b & c } else { (a & b) | (a & c) | (b & c) };
    let in_runs = windows | windows << 4 | windows << 8;
    // Per number, how many colours are held: the nibble's bit count.
    let pairs = (held & (NIBBLES * 0x5)) + ((held >> 1) & (NIBBLES * 0x5));
    let counts = (pairs & (NIBBLES * 0x3)) + ((pairs >> 2) & (NIBBLES * 0x3));
    let enough = (counts + NIBBLES * (4 - plain as u64)) >> 2 & NIBBLES;
    let in_sets = enough * 0xF;
    held & (in_runs | in_sets)
}

/// Some of a hand's plain tiles: which faces, the sum of their numbers, how many tiles.
#[derive(Clone, Copy, Debug)]
struct LiveTiles {
    mask: u64,
    sum: i32,
    count: i32,
}

impl LiveTiles {
    /// The tiles of `hand` whose faces are in `mask`.
    fn of(hand: &Hand, mask: u64) -> LiveTiles {
        let (one, two) = (hand.one & mask, hand.two & mask);
        LiveTiles {
            mask,
            sum: i32::from(face_sum(one) + face_sum(two)),
            count: (one.count_ones() + two.count_ones()) as i32,
        }
    }

    /// All of the tiles of `hand`.
    fn all(hand: &Hand) -> LiveTiles {
        LiveTiles {
            mask: u64::MAX,
            sum: i32::from(hand.sum),
            count: (hand.one.count_ones() + hand.two.count_ones()) as i32,
        }
    }
}

/// Plain tiles of `tiles` that no meld can use, whatever else is melded, given the okeys among them.
pub(crate) fn unmeldable(tiles: &[TileId], rules: crate::meld::MeldRules) -> Vec<TileId> {
    let okeys = tiles.iter().filter(|&&t| rules.okey.is_wild(t)).count();
    let faces = tiles.iter().filter_map(|&t| match rules.okey.plays(t) {
        crate::tile::Plays::As(face) => Some(face),
        crate::tile::Plays::Wild => None,
    });
    let held = Hand::new(faces, 0).one;
    let live = match okeys {
        0 => live_tiles(held, 3),
        1 => live_tiles(held, 2),
        _ => held,
    };
    tiles
        .iter()
        .copied()
        .filter(|&t| match rules.okey.plays(t) {
            crate::tile::Plays::As(face) => live & (1 << face.index()) == 0,
            crate::tile::Plays::Wild => false,
        })
        .collect()
}

/// A memo key: the two masks, with okeys and what is owed in spare high bits.
type Key = (u64, u64);

/// One decision about the highest plain tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Move {
    /// It stays in hand.
    Leave,
    /// A set of `number`: plain tiles of the colours in `colors` (bit per colour) and `okeys`.
    Set { number: u8, colors: u8, okeys: u8 },
    /// A run of `color` from `low` to `high`; `plain` marks (bit `n - 1`) the numbers held as
    /// plain tiles, okeys fill the rest.
    Run { color: u8, low: u8, high: u8, plain: u16 },
}

impl Move {
    /// The meld as faces in table order, with which positions are okeys.
    pub(crate) fn faces(self) -> Option<(MeldKind, ArrayVec<(Face, bool), 13>)> {
        match self {
            Move::Leave => None,
            Move::Set { number, colors, okeys } => {
                let plain = Color::ALL.iter().filter(|c| colors >> c.index() & 1 == 1);
                let missing = Color::ALL.iter().filter(|c| colors >> c.index() & 1 == 0).take(usize::from(okeys));
                let faces = plain.map(|&c| (c, false)).chain(missing.map(|&c| (c, true)));
                Some((MeldKind::Set, faces.filter_map(|(c, wild)| Some((Face::new(c, number)?, wild))).collect()))
            }
            Move::Run { color, low, high, plain } => {
                let color = Color::ALL[usize::from(color)];
                let faces = (low..=high).filter_map(|n| Some((Face::new(color, n)?, plain >> (n - 1) & 1 == 0)));
                Some((MeldKind::Run, faces.collect()))
            }
        }
    }
}

/// The melds of a solution, held inline: 104 plain tiles and two okeys make at most 35.
pub(crate) type Melds = ArrayVec<Move, 36>;

/// A move with what it costs and earns, worked out while enumerating.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    mv: Move,
    /// The plain tiles it takes, one copy of each face in the mask.
    takes: u64,
    /// The sum of their numbers.
    plain_sum: u16,
    okeys: u8,
    gain: i32,
}

/// What moves earn under one objective, looked up rather than recomputed per candidate.
#[derive(Clone, Copy, Debug)]
struct Earnings {
    /// `okey[n]`: what an okey standing for number `n` earns (index 0 unused).
    okey: [i32; 16],
    /// What each melded tile earns on top (the cover objective's bonus).
    per_tile: i32,
    /// Faces that earn `per_tile` even when left (see `Search::free_leaves`).
    free_leaves: u64,
}

impl Earnings {
    fn new(objective: Objective, free_leaves: u64) -> Earnings {
        let mut okey = [0; 16];
        for (number, earned) in okey.iter_mut().enumerate().skip(1) {
            *earned = match objective {
                Objective::MeldValue | Objective::CoverThenValue => number as i32,
                Objective::PenaltyRemoved => 101,
            };
        }
        Earnings { okey, per_tile: objective.tile_bonus(), free_leaves }
    }
}

/// Pushes onto `out` every move for the highest plain tile `(color, number)`, each with its
/// gain (tile bonus included).
fn push_moves(hand: &Hand, color: u8, number: u8, earn: &Earnings, out: &mut Vec<Candidate>) {
    let top = bit(color, number);
    let left_free = if top & earn.free_leaves != 0 { earn.per_tile } else { 0 };
    out.push(Candidate { mv: Move::Leave, takes: top, plain_sum: u16::from(number), okeys: 0, gain: left_free });
    // Sets: the highest tile, any other colours of its number (all lower), and okeys.
    let shift = (u32::from(number) - 1) * 4;
    let others = (hand.one >> shift) as u8 & ((1 << color) - 1);
    let okey_gain = earn.okey[usize::from(number)];
    let mut subset = others;
    loop {
        let colors = 1 << color | subset;
        let plain = colors.count_ones() as u8;
        let takes = u64::from(colors) << shift;
        let plain_gain = i32::from(number) * i32::from(plain);
        for okeys in 3u8.saturating_sub(plain)..=hand.okeys.min(4 - plain) {
            // One tile and two okeys make a run padded upwards worth as much or more, with the
            // same tiles; only a 13 is worth more as a set (39 against 36).
            if plain == 1 && okeys == 2 && number <= 12 {
                continue;
            }
            let size = i32::from(plain + okeys);
            out.push(Candidate {
                mv: Move::Set { number, colors, okeys },
                takes,
                plain_sum: u16::from(number) * u16::from(plain),
                okeys,
                gain: plain_gain + i32::from(okeys) * okey_gain + earn.per_tile * size,
            });
        }
        if subset == 0 {
            break;
        }
        subset = (subset - 1) & others;
    }
    // Runs with this tile as the highest plain tile.
    let start = RunSoFar {
        first: number,
        last: number,
        plain: 1 << (number - 1),
        takes: top,
        plain_sum: u16::from(number),
        gaps: 0,
        gain: i32::from(number),
    };
    push_runs(hand, color, &start, earn, out);
}

/// A run being built downwards from its highest plain tile.
#[derive(Clone, Copy)]
struct RunSoFar {
    first: u8,
    last: u8,
    plain: u16,
    takes: u64,
    plain_sum: u16,
    /// Okeys inside the run.
    gaps: u8,
    gain: i32,
}

/// Pushes the run so far padded with okeys (high first), then lengthens it down to each next
/// plain tile within reach of the okeys left.
fn push_runs(hand: &Hand, color: u8, run: &RunSoFar, earn: &Earnings, out: &mut Vec<Candidate>) {
    let spare = hand.okeys - run.gaps;
    let span = run.last - run.first + 1;
    let mut gain = run.gain + earn.per_tile * i32::from(span);
    for pad in 0..=spare {
        let above = pad.min(13 - run.last);
        let below = pad - above;
        if below >= run.first {
            break;
        }
        if pad > 0 {
            let stands_for = if below == 0 { run.last + pad } else { run.first - below };
            gain += earn.okey[usize::from(stands_for)] + earn.per_tile;
        }
        if span + pad >= 3 {
            out.push(Candidate {
                mv: Move::Run { color, low: run.first - below, high: run.last + above, plain: run.plain },
                takes: run.takes,
                plain_sum: run.plain_sum,
                okeys: run.gaps + pad,
                gain,
            });
        }
    }
    let mut gap_gain = 0;
    for step in 1..=1 + spare {
        if run.first <= step {
            break;
        }
        let next = run.first - step;
        if step > 1 {
            // An okey fills the number skipped over.
            gap_gain += earn.okey[usize::from(next + 1)];
        }
        let next_bit = bit(color, next);
        if hand.one & next_bit != 0 {
            let longer = RunSoFar {
                first: next,
                plain: run.plain | 1 << (next - 1),
                takes: run.takes | next_bit,
                plain_sum: run.plain_sum + u16::from(next),
                gaps: run.gaps + step - 1,
                gain: run.gain + gap_gain + i32::from(next),
                ..*run
            };
            push_runs(hand, color, &longer, earn, out);
        }
    }
}

/// One memo slot: a state, what is known of it, and when it was written.
#[derive(Clone, Copy, Debug)]
struct Entry {
    key: Key,
    /// The value, and whether it is exact (otherwise an upper bound).
    value: i32,
    exact: bool,
    /// The search that wrote it: older stamps are empty slots.
    stamp: u32,
    /// For exact values, the move that achieves them (to rebuild the solution).
    best_move: Option<Candidate>,
}

const EMPTY: Entry = Entry { key: (0, 0), value: 0, exact: false, stamp: 0, best_move: None };

/// The search's memo: open addressing over packed states, reused across calls. Each slot keeps
/// its key, value and move together, so a probe touches one cache line.
#[derive(Debug)]
pub(crate) struct Memo {
    entries: Vec<Entry>,
    stamp: u32,
    used: usize,
    /// The candidate stack, kept here between searches so it is allocated once.
    stack: Vec<Candidate>,
}

impl Default for Memo {
    fn default() -> Self {
        Memo::with_capacity(1 << 8)
    }
}

impl Memo {
    fn with_capacity(capacity: usize) -> Memo {
        Memo { entries: vec![EMPTY; capacity], stamp: 1, used: 0, stack: Vec::with_capacity(1024) }
    }

    fn clear(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.entries.fill(EMPTY);
            self.stamp = 1;
        }
        self.used = 0;
    }

    /// The slot holding `key`, or the empty slot where it would go.
    fn find(&self, key: Key) -> usize {
        let mask = self.entries.len() - 1;
        let mixed = (key.0 ^ key.1.rotate_left(23)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let mut i = (mixed >> 32) as usize & mask;
        // One branch, almost never taken (the table is at most half full), where `&&` would
        // add a second that goes either way (hit or miss).
        while (self.entries[i].stamp == self.stamp) & (self.entries[i].key != key) {
            i = (i + 1) & mask;
        }
        i
    }

    fn get(&self, key: Key) -> Option<&Entry> {
        let entry = &self.entries[self.find(key)];
        (entry.stamp == self.stamp).then_some(entry)
    }

    fn best_move(&self, key: Key) -> Option<Candidate> {
        self.get(key).and_then(|entry| entry.best_move)
    }

    fn insert(&mut self, key: Key, value: i32, exact: bool, best_move: Option<Candidate>) {
        if (self.used + 1) * 2 > self.entries.len() {
            self.grow();
        }
        let i = self.find(key);
        if self.entries[i].stamp != self.stamp {
            self.used += 1;
        }
        self.entries[i] = Entry { key, value, exact, stamp: self.stamp, best_move };
    }

    fn grow(&mut self) {
        let mut old = std::mem::replace(self, Memo::with_capacity(self.entries.len() * 2));
        self.stack = std::mem::take(&mut old.stack);
        for entry in old.entries.iter().filter(|e| e.stamp == old.stamp) {
            self.insert(entry.key, entry.value, entry.exact, entry.best_move);
        }
    }
}

/// No arrangement satisfies the forced tile.
const INFEASIBLE: i32 = i32::MIN / 2;

/// One search: objective, forced tile, and the memo it fills.
pub(crate) struct Search<'m> {
    objective: Objective,
    /// The face that must end up in a meld (a taken discard), as a mask.
    forced_face: u64,
    /// An okey must end up in a meld (a taken okey).
    forced_okey: bool,
    memo: &'m mut Memo,
    /// Candidates of the states being expanded, innermost last.
    stack: Vec<Candidate>,
    /// Faces that earn the cover bonus even when left out of the melds (tiles that could be
    /// laid off instead): a relaxation for `finish`'s quick rejection.
    free_leaves: u64,
    earnings: Earnings,
}

impl Drop for Search<'_> {
    fn drop(&mut self) {
        // Hand the stack back for the next search.
        self.memo.stack = std::mem::take(&mut self.stack);
    }
}

impl<'m> Search<'m> {
    pub(crate) fn new(
        objective: Objective,
        forced_face: Option<u8>,
        forced_okey: bool,
        memo: &'m mut Memo,
    ) -> Search<'m> {
        memo.clear();
        let stack = std::mem::take(&mut memo.stack);
        Search {
            objective,
            forced_face: forced_face.map_or(0, |i| 1 << i),
            forced_okey,
            memo,
            stack,
            free_leaves: 0,
            earnings: Earnings::new(objective, 0),
        }
    }

    /// Lets the faces in `faces` earn the cover bonus when left (see `free_leaves`).
    pub(crate) fn with_free_leaves(mut self, faces: u64) -> Search<'m> {
        self.free_leaves = faces;
        self.earnings.free_leaves = faces;
        self
    }

    /// The bonus earned by free tiles that stripping dropped from `before`, leaving `after`.
    #[inline]
    fn stripped_credit(&self, before: &Hand, after: &Hand) -> i32 {
        if self.free_leaves == 0 {
            return 0;
        }
        let dropped = ((before.one ^ after.one) & self.free_leaves).count_ones()
            + ((before.two ^ after.two) & self.free_leaves).count_ones();
        self.objective.tile_bonus() * dropped as i32
    }

    /// The hand after a candidate, and what it still owes.
    fn apply(&self, hand: &Hand, candidate: &Candidate, owed: Owed) -> (Hand, Owed) {
        let mut after = *hand;
        after.remove(candidate.takes, candidate.plain_sum);
        after.okeys -= candidate.okeys;
        let melded = candidate.mv != Move::Leave;
        let forced_melded =
            melded && (candidate.takes & self.forced_face != 0 || (self.forced_okey && candidate.okeys > 0));
        (after, Owed { forced: owed.forced && !forced_melded, a_leftover: owed.a_leftover && melded })
    }

    /// Drops the dead tiles of `hand` (they stay out of the melds), and returns what it then
    /// owes; `None` when the forced tile was among them.
    fn strip(&self, hand: &mut Hand, owed: Owed) -> Option<Owed> {
        let held = hand.one;
        hand.strip_dead(if owed.forced { self.forced_face } else { 0 })
            .then_some(Owed { a_leftover: owed.a_leftover && hand.one == held, ..owed })
    }

    /// No solution from `hand` can gain more than this: every live tile melded, and every okey
    /// at its best (a meld holds a plain tile, so an okey stands at most 2 above the highest).
    ///
    /// Tiles that only a meld with an okey can use ("needy") must go in the one or two melds
    /// that hold the okeys. Each such meld is a run of one colour, holding one copy of a face,
    /// or a set, holding at most two needy tiles (a number held in three colours makes all of
    /// them live without okeys): it earns at most `needy_in_one_meld`.
    ///
    /// A stripped `hand` that still owes a leftover holds only live tiles, so the tile it
    /// leaves is one the bound counted, at its full worth: at least the lowest plain tile's (an
    /// okey counts more). Not so for a needy tile, which the bound may not have counted.
    ///
    /// `without` is `without_okeys(hand)`, which the search reuses when it expands the state.
    fn upper_bound(&self, hand: &Hand, without: &LiveTiles, owed: Owed) -> i32 {
        let bonus = self.objective.tile_bonus();
        let okeys = i32::from(hand.okeys) * (self.okey_max(hand.one) + bonus);
        let leftover_cost = || i32::from(hand.one.trailing_zeros() as u8 / 4 + 1) + bonus;
        if hand.okeys == 0 || self.free_leaves != 0 {
            let count = (hand.one.count_ones() + hand.two.count_ones()) as i32;
            let owed = if owed.a_leftover && self.free_leaves == 0 { leftover_cost() } else { 0 };
            return i32::from(hand.sum) + bonus * count + okeys - owed;
        }
        let needy = hand.one & !without.mask;
        let owed = if owed.a_leftover && needy == 0 { leftover_cost() } else { 0 };
        without.sum + bonus * without.count + i32::from(hand.okeys) * self.needy_in_one_meld(needy) + okeys - owed
    }

    /// The tiles of a stripped `hand` that melds without okeys could use, free leaves included:
    /// all of them when it holds no okey.
    fn without_okeys(&self, hand: &Hand) -> LiveTiles {
        if hand.okeys == 0 {
            return LiveTiles::all(hand);
        }
        LiveTiles::of(hand, live_tiles(hand.one, 3) | self.free_leaves)
    }

    /// The most the plain faces `needy` can earn in one meld: a run of one colour, or a set of
    /// at most two of them (see `upper_bound`).
    fn needy_in_one_meld(&self, needy: u64) -> i32 {
        if needy == 0 {
            return 0;
        }
        let bonus = self.objective.tile_bonus();
        let in_a_set = 2 * (i32::from(63 - needy.leading_zeros() as u8) / 4 + 1 + bonus);
        let in_a_run = (0..4)
            .map(|color| {
                let run = needy & NIBBLES << color;
                i32::from(face_sum(run)) + bonus * run.count_ones() as i32
            })
            .max()
            .unwrap_or(0);
        in_a_set.max(in_a_run)
    }

    /// The most an okey can earn with the plain faces `held`.
    #[inline]
    fn okey_max(&self, held: u64) -> i32 {
        match self.objective {
            Objective::MeldValue | Objective::CoverThenValue if held == 0 => 0,
            Objective::MeldValue | Objective::CoverThenValue => {
                (i32::from(63 - held.leading_zeros() as u8) / 4 + 3).min(13)
            }
            Objective::PenaltyRemoved => 101,
        }
    }

    /// The best total gain from `hand` that pays what it `owed` (`INFEASIBLE` when none does).
    /// The search starts here, on an empty memo, so the root is always expanded.
    pub(crate) fn best(&mut self, hand: &Hand, owed: Owed) -> i32 {
        let mut stripped = *hand;
        let Some(owed) = self.strip(&mut stripped, owed) else { return INFEASIBLE };
        let credit = self.stripped_credit(hand, &stripped);
        if stripped.one == 0 {
            return if owed.unpaid_at_end(stripped.okeys) { INFEASIBLE } else { credit };
        }
        let without = self.without_okeys(&stripped);
        // Any arrangement, even none, beats -1, so a feasible result is exact.
        match self.expand(&stripped, owed, -1 - credit, stripped.key(owed), &without) {
            INFEASIBLE => INFEASIBLE,
            value => value + credit,
        }
    }

    /// The best gain from a stripped `hand` when it is more than `need`; otherwise an upper
    /// bound at most `need`. `without` is `without_okeys(hand)`. Tries every move; the caller
    /// has already looked the state up in the memo and bounded it.
    fn expand(&mut self, hand: &Hand, owed: Owed, need: i32, key: Key, without: &LiveTiles) -> i32 {
        let highest = 63 - hand.one.leading_zeros() as u8;
        // This state's candidates sit on the shared stack above its caller's.
        let base = self.stack.len();
        let bonus = self.objective.tile_bonus();
        push_moves(hand, highest % 4, highest / 4 + 1, &self.earnings, &mut self.stack);
        let end = self.stack.len();
        // Most valuable first, so the floor rises early and later candidates are cut.
        if let Some(top) = (base..end).max_by_key(|&i| self.stack[i].gain) {
            self.stack.swap(base, top);
        }
        let mut best = INFEASIBLE;
        let mut best_move = None;
        let mut upper = INFEASIBLE;
        let okey_max = self.okey_max(hand.one);
        // A child keeps only the tiles live with the okeys it has left (the parent's live tiles
        // for that many okeys, less what the move takes), and free leaves earn their bonus even
        // when dead. With no okey left that is `without`; with two, every tile.
        let all = LiveTiles::all(hand);
        let one_okey =
            if hand.okeys >= 2 { LiveTiles::of(hand, live_tiles(hand.one, 2) | self.free_leaves) } else { all };
        let lives = [*without, one_okey, all];
        for i in base..end {
            let candidate = self.stack[i];
            // A bound from arithmetic alone, before building the child.
            let left = hand.okeys - candidate.okeys;
            let live = &lives[usize::from(left)];
            let taken_live = candidate.takes & live.mask;
            let mut rough = candidate.gain + live.sum - i32::from(face_sum(taken_live)) + i32::from(left) * okey_max;
            if bonus != 0 {
                rough += bonus * (live.count - taken_live.count_ones() as i32 + i32::from(left));
            }
            if rough <= best.max(need) {
                upper = upper.max(rough);
                continue;
            }
            let (mut after, still) = self.apply(hand, &candidate, owed);
            let unstripped = after;
            let Some(still) = self.strip(&mut after, still) else { continue };
            let gain = candidate.gain + self.stripped_credit(&unstripped, &after);
            let floor = best.max(need);
            let child_need = floor - gain;
            let child_key = after.key(still);
            let rest = if after.one == 0 {
                if still.unpaid_at_end(after.okeys) { INFEASIBLE } else { 0 }
            } else if let Some(known) = self.memo.get(child_key).filter(|e| e.exact || e.value <= child_need) {
                // The memo first: a known state costs no bound.
                known.value
            } else {
                let child_without = self.without_okeys(&after);
                let optimistic = gain + self.upper_bound(&after, &child_without, still);
                if optimistic <= floor {
                    upper = upper.max(optimistic);
                    continue;
                }
                self.expand(&after, still, child_need, child_key, &child_without)
            };
            if rest != INFEASIBLE && rest + gain > best {
                best = rest + gain;
                // Only a result above the child's need is exact, and only those improve the floor.
                best_move = (rest > child_need).then_some(candidate);
            }
        }
        self.stack.truncate(base);
        let exact = best > need;
        let value = if exact { best } else { best.max(upper).min(need) };
        self.memo.insert(key, value, exact, if exact { best_move } else { None });
        value
    }

    /// The moves of a best solution, `None` when none pays what is `owed`.
    pub(crate) fn solve(&mut self, hand: Hand, owed: Owed) -> Option<(i32, Melds)> {
        let total = self.best(&hand, owed);
        if total < 0 {
            return None;
        }
        // Follow the best moves the search recorded along the way.
        let (mut hand, mut owed) = (hand, owed);
        let mut melds = Melds::new();
        loop {
            match self.strip(&mut hand, owed) {
                Some(settled) if hand.one != 0 => owed = settled,
                _ => break,
            }
            let Some(chosen) = self.memo.best_move(hand.key(owed)) else { break };
            (hand, owed) = self.apply(&hand, &chosen, owed);
            if chosen.mv != Move::Leave && melds.try_push(chosen.mv).is_err() {
                break;
            }
        }
        Some((total, melds))
    }
}
