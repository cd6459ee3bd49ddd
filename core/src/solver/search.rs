//! The exact meld search: the most valuable sets and runs in a hand, on bitboards.
//!
//! The search always settles the highest plain tile left (by number, then colour): it stays in
//! hand, joins a set of its number, or is the highest plain tile of a run. Every meld has a
//! highest plain tile, so this visits every arrangement. Three things keep it small:
//!
//! - Results are memoised on what is left (plain tiles as two bitmasks, okeys, whether a forced
//!   tile is still to be used), as exact values or as upper bounds.
//! - Tiles no meld can use with the okeys left are dropped first, so such states coincide.
//! - Branch and bound: going from high tiles down, the sum of the live tiles left shrinks fast,
//!   and a move that cannot beat the best found so far is not searched.
//!
//! Okeys that pad a run's ends go high first: the same tiles are used either way, and higher
//! faces are worth more.
//!
//! Where the time goes: with two okeys every tile is live, so stripping removes nothing and the
//! bound (live tiles plus okeys at their best) cuts little; most of the cost is the ~30
//! candidates per expanded state. A tighter okey-aware bound is the next lever.

use crate::meld::MeldKind;
use crate::tile::{Color, Face, TileId};

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

    fn has(&self, color: u8, number: u8) -> bool {
        (1..=13).contains(&number) && self.one & bit(color, number) != 0
    }

    /// Removes one copy of every face in `mask` (all held) whose numbers add up to `sum`.
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

    fn key(&self, pending: bool) -> Key {
        (self.one, self.two | u64::from(self.okeys) << 56 | u64::from(pending) << 60)
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
    NUMBER_BITS.iter().enumerate().map(|(k, bits)| ((mask & bits).count_ones() << k) as u16).sum()
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

/// A memo key: the two masks, with okeys and the forced flag in spare high bits.
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
    pub(crate) fn faces(self) -> Option<(MeldKind, Vec<(Face, bool)>)> {
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

/// Calls `emit` with every move for the highest plain tile `(color, number)`.
fn for_each_move(
    hand: &Hand,
    color: u8,
    number: u8,
    okey_value: &impl Fn(u8) -> i32,
    emit: &mut impl FnMut(Candidate),
) {
    emit(Candidate { mv: Move::Leave, takes: bit(color, number), plain_sum: u16::from(number), okeys: 0, gain: 0 });
    // Sets: the highest tile, any other colours of its number (all lower), and okeys.
    let others = (0..color).filter(|&c| hand.has(c, number)).fold(0u8, |mask, c| mask | 1 << c);
    let mut subset = others;
    loop {
        let colors = 1 << color | subset;
        let plain = colors.count_ones() as u8;
        let takes = u64::from(colors) << ((number - 1) * 4);
        for okeys in 0..=hand.okeys {
            // One tile and two okeys make a run padded upwards worth as much or more, with the
            // same tiles; only a 13 is worth more as a set (39 against 36).
            let run_is_as_good = plain == 1 && okeys == 2 && number <= 12;
            if (3..=4).contains(&(plain + okeys)) && !run_is_as_good {
                let gain = i32::from(number) * i32::from(plain) + i32::from(okeys) * okey_value(number);
                let plain_sum = u16::from(number) * u16::from(plain);
                emit(Candidate { mv: Move::Set { number, colors, okeys }, takes, plain_sum, okeys, gain });
            }
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
        takes: bit(color, number),
        plain_sum: u16::from(number),
        gaps: 0,
        gain: i32::from(number),
    };
    extend_run(hand, color, start, okey_value, emit);
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

/// Emits the run so far padded with okeys (high first), then lengthens it down to each next
/// plain tile within reach of the okeys left.
fn extend_run(
    hand: &Hand,
    color: u8,
    run: RunSoFar,
    okey_value: &impl Fn(u8) -> i32,
    emit: &mut impl FnMut(Candidate),
) {
    let spare = hand.okeys - run.gaps;
    let mut padding_gain = 0;
    for pad in 0..=spare {
        let above = pad.min(13 - run.last);
        let below = pad - above;
        if below >= run.first {
            break;
        }
        if pad > 0 {
            padding_gain += okey_value(if below == 0 { run.last + pad } else { run.first - below });
        }
        let length = run.last - run.first + 1 + pad;
        if (3..=13).contains(&length) {
            emit(Candidate {
                mv: Move::Run { color, low: run.first - below, high: run.last + above, plain: run.plain },
                takes: run.takes,
                plain_sum: run.plain_sum,
                okeys: run.gaps + pad,
                gain: run.gain + padding_gain,
            });
        }
    }
    for step in 1..=1 + spare {
        if run.first <= step {
            break;
        }
        let next = run.first - step;
        if hand.has(color, next) {
            let gap_gain: i32 = (next + 1..run.first).map(okey_value).sum();
            let longer = RunSoFar {
                first: next,
                plain: run.plain | 1 << (next - 1),
                takes: run.takes | bit(color, next),
                plain_sum: run.plain_sum + u16::from(next),
                gaps: run.gaps + step - 1,
                gain: run.gain + gap_gain + i32::from(next),
                ..run
            };
            extend_run(hand, color, longer, okey_value, emit);
        }
    }
}

/// The search's memo: open addressing over packed states, reused across calls.
#[derive(Debug)]
pub(crate) struct Memo {
    keys: Vec<Key>,
    /// The value, and whether it is exact (otherwise an upper bound).
    values: Vec<(i32, bool)>,
    /// For exact values, the move that achieves them (to rebuild the solution).
    moves: Vec<Option<Candidate>>,
    stamps: Vec<u32>,
    stamp: u32,
    used: usize,
    /// The candidate stack, kept here between searches so it is allocated once.
    stack: Vec<Candidate>,
}

impl Default for Memo {
    fn default() -> Self {
        Memo::with_capacity(1 << 10)
    }
}

impl Memo {
    fn with_capacity(capacity: usize) -> Memo {
        Memo {
            keys: vec![(0, 0); capacity],
            values: vec![(0, false); capacity],
            moves: vec![None; capacity],
            stamps: vec![0; capacity],
            stamp: 1,
            used: 0,
            stack: Vec::with_capacity(1024),
        }
    }

    fn clear(&mut self) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamps.fill(0);
            self.stamp = 1;
        }
        self.used = 0;
    }

    fn slot(&self, key: Key) -> usize {
        let mixed = (key.0 ^ key.1.rotate_left(23)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (mixed >> 32) as usize & (self.keys.len() - 1)
    }

    fn get(&self, key: Key) -> Option<(i32, bool)> {
        let mut i = self.slot(key);
        while self.stamps[i] == self.stamp {
            if self.keys[i] == key {
                return Some(self.values[i]);
            }
            i = (i + 1) & (self.keys.len() - 1);
        }
        None
    }

    fn best_move(&self, key: Key) -> Option<Candidate> {
        let mut i = self.slot(key);
        while self.stamps[i] == self.stamp {
            if self.keys[i] == key {
                return self.moves[i];
            }
            i = (i + 1) & (self.keys.len() - 1);
        }
        None
    }

    fn insert(&mut self, key: Key, value: (i32, bool), best_move: Option<Candidate>) {
        if (self.used + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let mut i = self.slot(key);
        while self.stamps[i] == self.stamp && self.keys[i] != key {
            i = (i + 1) & (self.keys.len() - 1);
        }
        if self.stamps[i] != self.stamp {
            self.used += 1;
        }
        (self.keys[i], self.values[i], self.moves[i], self.stamps[i]) = (key, value, best_move, self.stamp);
    }

    fn grow(&mut self) {
        let mut old = std::mem::replace(self, Memo::with_capacity(self.keys.len() * 2));
        self.stack = std::mem::take(&mut old.stack);
        for i in 0..old.keys.len() {
            if old.stamps[i] == old.stamp {
                self.insert(old.keys[i], old.values[i], old.moves[i]);
            }
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
        Search { objective, forced_face: forced_face.map_or(0, |i| 1 << i), forced_okey, memo, stack, free_leaves: 0 }
    }

    /// Lets the faces in `faces` earn the cover bonus when left (see `free_leaves`).
    pub(crate) fn with_free_leaves(mut self, faces: u64) -> Search<'m> {
        self.free_leaves = faces;
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

    /// What an okey standing for `number` earns, bonus aside.
    fn okey_value(objective: Objective) -> impl Fn(u8) -> i32 {
        move |number| match objective {
            Objective::MeldValue | Objective::CoverThenValue => i32::from(number),
            Objective::PenaltyRemoved => 101,
        }
    }

    /// The hand after a candidate, and whether the forced tile is still pending.
    fn apply(&self, hand: &Hand, candidate: &Candidate, pending: bool) -> (Hand, bool) {
        let mut after = *hand;
        after.remove(candidate.takes, candidate.plain_sum);
        after.okeys -= candidate.okeys;
        let melded = candidate.mv != Move::Leave;
        let satisfied =
            melded && (candidate.takes & self.forced_face != 0 || (self.forced_okey && candidate.okeys > 0));
        (after, pending && !satisfied)
    }

    /// No solution from `hand` can gain more than this: every live tile melded, and every okey
    /// at its best (a meld holds a plain tile, so an okey stands at most 2 above the highest).
    fn upper_bound(&self, hand: &Hand) -> i32 {
        let bound = i32::from(hand.sum) + i32::from(hand.okeys) * self.okey_max(hand);
        match self.objective.tile_bonus() {
            0 => bound,
            bonus => bound + bonus * ((hand.one.count_ones() + hand.two.count_ones()) as i32 + i32::from(hand.okeys)),
        }
    }

    fn okey_max(&self, hand: &Hand) -> i32 {
        match self.objective {
            Objective::MeldValue | Objective::CoverThenValue if hand.one == 0 => 0,
            Objective::MeldValue | Objective::CoverThenValue => {
                (i32::from(63 - hand.one.leading_zeros() as u8) / 4 + 3).min(13)
            }
            Objective::PenaltyRemoved => 101,
        }
    }

    /// The best total gain from `hand` when it is more than `need`; otherwise an upper bound
    /// that is at most `need` (`INFEASIBLE` when no arrangement uses the forced tile).
    pub(crate) fn best(&mut self, hand: &Hand, pending: bool, need: i32) -> i32 {
        let mut stripped = *hand;
        if !stripped.strip_dead(if pending { self.forced_face } else { 0 }) {
            return INFEASIBLE;
        }
        let credit = self.stripped_credit(hand, &stripped);
        match self.best_live(&stripped, pending, need - credit) {
            INFEASIBLE => INFEASIBLE,
            value => value + credit,
        }
    }

    /// `best` for a hand already stripped of dead tiles.
    fn best_live(&mut self, hand: &Hand, pending: bool, need: i32) -> i32 {
        if hand.one == 0 {
            return if pending { INFEASIBLE } else { 0 };
        }
        let bound = self.upper_bound(hand);
        if bound <= need {
            return bound;
        }
        let key = hand.key(pending);
        if let Some((value, exact)) = self.memo.get(key)
            && (exact || value <= need)
        {
            return value;
        }
        let highest = 63 - hand.one.leading_zeros() as u8;
        let okey_value = Search::okey_value(self.objective);
        // This state's candidates sit on the shared stack above its caller's.
        let base = self.stack.len();
        let stack = &mut self.stack;
        let bonus = self.objective.tile_bonus();
        let free_leaves = self.free_leaves;
        for_each_move(hand, highest % 4, highest / 4 + 1, &okey_value, &mut |mut candidate| {
            candidate.gain += match candidate.mv {
                Move::Leave if candidate.takes & free_leaves != 0 => bonus,
                Move::Leave => 0,
                _ => bonus * (candidate.takes.count_ones() as i32 + i32::from(candidate.okeys)),
            };
            stack.push(candidate);
        });
        let end = self.stack.len();
        // Most valuable first, so the floor rises early and later candidates are cut.
        if let Some(top) = (base..end).max_by_key(|&i| self.stack[i].gain) {
            self.stack.swap(base, top);
        }
        let mut best = INFEASIBLE;
        let mut best_move = None;
        let mut upper = INFEASIBLE;
        let okey_max = self.okey_max(hand);
        let hand_tiles =
            if bonus != 0 { (hand.one.count_ones() + hand.two.count_ones()) as i32 + i32::from(hand.okeys) } else { 0 };
        for i in base..end {
            let candidate = self.stack[i];
            // A bound from arithmetic alone, before building the child.
            let mut rough = candidate.gain
                + i32::from(hand.sum - candidate.plain_sum)
                + i32::from(hand.okeys - candidate.okeys) * okey_max;
            if bonus != 0 {
                rough += bonus * (hand_tiles - candidate.takes.count_ones() as i32 - i32::from(candidate.okeys));
            }
            if rough <= best.max(need) {
                upper = upper.max(rough);
                continue;
            }
            let (mut after, still) = self.apply(hand, &candidate, pending);
            let unstripped = after;
            if !after.strip_dead(if still { self.forced_face } else { 0 }) {
                continue;
            }
            let gain = candidate.gain + self.stripped_credit(&unstripped, &after);
            let floor = best.max(need);
            let optimistic = gain + self.upper_bound(&after);
            if optimistic <= floor {
                upper = upper.max(optimistic);
                continue;
            }
            let rest = self.best_live(&after, still, floor - gain);
            if rest != INFEASIBLE && rest + gain > best {
                best = rest + gain;
                // Only a result above the child's need is exact, and only those improve the floor.
                best_move = (rest > floor - gain).then_some(candidate);
            }
        }
        self.stack.truncate(base);
        let exact = best > need;
        let value = if exact { best } else { best.max(upper).min(need) };
        self.memo.insert(key, (value, exact), if exact { best_move } else { None });
        value
    }

    /// The moves of a best solution, `None` when none satisfies the forced tile.
    pub(crate) fn solve(&mut self, hand: Hand, pending: bool) -> Option<(i32, Vec<Move>)> {
        let total = self.best(&hand, pending, -1);
        if total < 0 {
            return None;
        }
        // Follow the best moves the search recorded along the way.
        let (mut hand, mut pending) = (hand, pending);
        let mut melds = Vec::new();
        loop {
            if !hand.strip_dead(if pending { self.forced_face } else { 0 }) || hand.one == 0 {
                break;
            }
            let Some(chosen) = self.memo.best_move(hand.key(pending)) else { break };
            (hand, pending) = self.apply(&hand, &chosen, pending);
            if chosen.mv != Move::Leave {
                melds.push(chosen.mv);
            }
        }
        Some((total, melds))
    }
}
