//! Classic Okey's hands: how many tiles of a hand fit in sets and runs (12-13-1 allowed, 13-1-2
//! not), seven pairs, and the winning hand a player shows.
//!
//! Hands here are small (14 or 15 tiles), so the search is plain exhaustive recursion: the lowest
//! tile left (colour, then number) either stays out or joins one of the melds that can hold it,
//! okeys filling any gaps. Every meld has a lowest plain tile (or, for 12-13-1, its 1), so this
//! sees every arrangement. Results are memoised per thread on the multiset of faces and okeys,
//! which do not depend on the deal's okey, in fixed-size caches (`cache`): a few megabytes.

mod cache;

use super::Arrangement;
use crate::meld::{MAX_MELD_LEN, Meld, MeldKind, MeldRules};
use crate::tile::{Color, Face, Plays, TileId};
use arrayvec::ArrayVec;
use cache::{Cache, Key};
use std::cell::RefCell;

/// Tiles in seven pairs.
const PAIRS_HAND: usize = 14;

/// A hand as the search holds it: two bits of count per face, colour-major, and the okeys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Tiles {
    counts: u128,
    okeys: u8,
}

/// Where a face's count sits: colour-major, so a colour's numbers are consecutive.
fn slot(color: usize, number: u8) -> u32 {
    (color as u32 * 13 + u32::from(number) - 1) * 2
}

impl Tiles {
    fn of(tiles: &[TileId], rules: MeldRules) -> Tiles {
        let mut hand = Tiles { counts: 0, okeys: 0 };
        for &tile in tiles {
            match rules.okey.plays(tile) {
                Plays::Wild => hand.okeys += 1,
                Plays::As(face) => {
                    let at = slot(face.color().index(), face.number());
                    if (hand.counts >> at) & 3 < 2 {
                        hand.counts += 1 << at;
                    }
                }
            }
        }
        hand
    }

    /// Copies held of `color` `number`, where 14 reads as 1.
    fn count(self, color: usize, number: u8) -> u8 {
        let number = if number == 14 { 1 } else { number };
        if !(1..=13).contains(&number) { 0 } else { ((self.counts >> slot(color, number)) & 3) as u8 }
    }

    fn without(mut self, color: usize, number: u8) -> Tiles {
        let number = if number == 14 { 1 } else { number };
        self.counts -= 1 << slot(color, number);
        self
    }

    /// The lowest face held, as (colour, number).
    fn lowest(self) -> Option<(usize, u8)> {
        if self.counts == 0 {
            return None;
        }
        let index = self.counts.trailing_zeros() / 2;
        Some(((index / 13) as usize, (index % 13) as u8 + 1))
    }

    fn key(self) -> Key {
        Key::new(self.counts, self.okeys)
    }

    fn len(self) -> u8 {
        (0..52).map(|i| ((self.counts >> (i * 2)) & 3) as u8).sum::<u8>() + self.okeys
    }
}

/// One position of a meld: a plain face, or an okey standing for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Place {
    face: Face,
    okey: bool,
}

/// A meld's places as the search builds it (a meld holds at most 13).
type Places = ArrayVec<Place, MAX_MELD_LEN>;

/// A meld found by the search, in table order.
#[derive(Clone, Debug, PartialEq, Eq)]
struct MeldPlan {
    kind: MeldKind,
    places: Vec<Place>,
}

fn place(color: usize, number: u8, okey: bool) -> Option<Place> {
    let number = if number == 14 { 1 } else { number };
    Some(Place { face: Face::new(Color::ALL[color], number)?, okey })
}

/// Calls `visit` with every meld holding the lowest tile of `hand` (its kind and places, in
/// table order), and what is left after it. Places live in one buffer on the stack, reused: the
/// searches call this millions of times and most callers need only the meld's size.
fn melds_with_lowest(hand: Tiles, mut visit: impl FnMut(MeldKind, &[Place], Tiles)) {
    let Some((color, number)) = hand.lowest() else { return };
    let rest = hand.without(color, number);
    let Some(lowest) = place(color, number, false) else { return };
    let mut places = Places::new();
    // Sets: the other colours of this number are all higher in colour-major order. A set's
    // colours are a mask, bit `c` for colour `c`, so counting up visits subsets in a fixed order.
    let held: u32 = (color + 1..4).filter(|&c| rest.count(c, number) > 0).map(|c| 1 << c).sum();
    for chosen in (0u32..16).filter(|chosen| chosen & !held == 0) {
        let in_set = |c: usize| chosen >> c & 1 == 1;
        let left = (0..4).filter(|&c| in_set(c)).fold(rest, |left, c| left.without(c, number));
        for okeys in 0..=rest.okeys.min(2) {
            let size = 1 + chosen.count_ones() as usize + usize::from(okeys);
            if !(3..=4).contains(&size) {
                continue;
            }
            places.clear();
            places.push(lowest);
            places.extend((0..4).filter(|&c| in_set(c)).filter_map(|c| place(c, number, false)));
            let missing = (0..4).filter(|&c| c != color && !in_set(c)).take(usize::from(okeys));
            places.extend(missing.filter_map(|c| place(c, number, true)));
            visit(MeldKind::Set, &places, Tiles { okeys: left.okeys - okeys, ..left });
        }
    }
    // Runs with this tile as their lowest plain tile, okeys perhaps below it.
    for below in 0..=rest.okeys.min(number - 1) {
        places.clear();
        places.extend((number - below..number).filter_map(|n| place(color, n, true)));
        places.push(lowest);
        let left = Tiles { okeys: rest.okeys - below, ..rest };
        extend_run(color, number + 1, number - below, &mut places, left, &mut visit);
    }
    // 12-13-1: a 1 read as 14 tops a run of higher numbers.
    if number == 1 {
        places.clear();
        places.push(lowest);
        extend_run_down(color, 13, &mut places, rest, &mut visit);
    }
}

/// Grows a run upwards from `next`, each number plain if held or an okey, visiting every run of 3+.
fn extend_run(
    color: usize,
    next: u8,
    start: u8,
    places: &mut Places,
    left: Tiles,
    visit: &mut impl FnMut(MeldKind, &[Place], Tiles),
) {
    if places.len() >= 3 {
        visit(MeldKind::Run, places, left);
    }
    // 14 is a 1 after 13; a run never holds 1 twice, so it spans at most 13 numbers.
    if next > 14 || places.len() >= 13 || (next == 14 && start == 1) {
        return;
    }
    let plain = next < 14 && left.count(color, next) > 0;
    if plain && let Some(p) = place(color, next, false) {
        places.push(p);
        extend_run(color, next + 1, start, places, left.without(color, next), visit);
        places.pop();
    }
    if left.okeys > 0
        && let Some(p) = place(color, next, true)
    {
        places.push(p);
        extend_run(color, next + 1, start, places, Tiles { okeys: left.okeys - 1, ..left }, visit);
        places.pop();
    }
}

/// Grows a run ending in a 1 read as 14 downwards from `next`. `places` holds it in table order,
/// the 1 last, so each lower number goes in at the front (runs are short).
fn extend_run_down(
    color: usize,
    next: u8,
    places: &mut Places,
    left: Tiles,
    visit: &mut impl FnMut(MeldKind, &[Place], Tiles),
) {
    if places.len() >= 3 {
        visit(MeldKind::Run, places, left);
    }
    if next < 2 || places.len() >= 13 {
        return;
    }
    if left.count(color, next) > 0
        && let Some(p) = place(color, next, false)
    {
        places.insert(0, p);
        extend_run_down(color, next - 1, places, left.without(color, next), visit);
        places.remove(0);
    }
    if left.okeys > 0
        && let Some(p) = place(color, next, true)
    {
        places.insert(0, p);
        extend_run_down(color, next - 1, places, Tiles { okeys: left.okeys - 1, ..left }, visit);
        places.remove(0);
    }
}

/// Calls `visit` with every two-tile start of a meld holding the lowest tile of `hand` (one tile
/// short of a set or run), and what is left after it.
fn partials_with_lowest(hand: Tiles, mut visit: impl FnMut(Tiles)) {
    let Some((color, number)) = hand.lowest() else { return };
    let rest = hand.without(color, number);
    for other in color + 1..4 {
        if rest.count(other, number) > 0 {
            visit(rest.without(other, number));
        }
    }
    // Same colour one or two higher; a 1 also partners 12 or 13 (as 12-13-1).
    let mut partners = vec![number + 1, number + 2];
    if number == 1 {
        partners.extend([12, 13]);
    }
    for partner in partners.into_iter().filter(|&n| n <= 13) {
        if rest.count(color, partner) > 0 {
            visit(rest.without(color, partner));
        }
    }
}

/// For a hand: the fewest tiles left alone, for each number of two-tile partial melds (0 to 7),
/// over every way to split it into melds, partials and lone tiles.
type Shape = [u8; 8];

const NONE: u8 = u8::MAX;

/// Memoised most-tiles-in-melds and shapes per hand, bounded.
struct Memo {
    covered: Cache<u8>,
    shapes: Cache<Shape>,
}

/// Slots of each cache, as powers of two: 2^18 of 24 bytes (6 MiB) and 2^15 (768 KiB) per thread
/// that runs Düz bots. Sized in the arena (Hard and Medium, Düz, 200 deals, one thread): hands in
/// melds are asked for far more often than shapes; with 2^16 slots of each the arena took about
/// half as much CPU time again as with these sizes, and 2^19 gained nothing. The old unbounded
/// memo reached about 300 MB.
const COVERED_BITS: u32 = 18;
const SHAPE_BITS: u32 = 15;

impl Default for Memo {
    fn default() -> Memo {
        Memo::with_bits(COVERED_BITS, SHAPE_BITS)
    }
}

impl Memo {
    fn with_bits(covered: u32, shapes: u32) -> Memo {
        Memo { covered: Cache::new(covered), shapes: Cache::new(shapes) }
    }

    fn covered(&mut self, hand: Tiles) -> u8 {
        if hand.counts == 0 {
            return 0;
        }
        if let Some(known) = self.covered.get(hand.key()) {
            return known;
        }
        let Some((color, number)) = hand.lowest() else { return 0 };
        let mut best = self.covered(hand.without(color, number));
        melds_with_lowest(hand, |_, places, left| best = best.max(places.len() as u8 + self.covered(left)));
        self.covered.insert(hand.key(), best);
        best
    }

    fn shape(&mut self, hand: Tiles) -> Shape {
        let mut best = [NONE; 8];
        if hand.counts == 0 {
            best[0] = 0;
            return best;
        }
        if let Some(known) = self.shapes.get(hand.key()) {
            return known;
        }
        let Some((color, number)) = hand.lowest() else { return best };
        let merge = |best: &mut Shape, from: Shape, partials: usize, alone: u8| {
            for p in 0..8 {
                if from[p] != NONE && p + partials < 8 {
                    best[p + partials] = best[p + partials].min(from[p] + alone);
                }
            }
        };
        let alone = self.shape(hand.without(color, number));
        merge(&mut best, alone, 0, 1);
        melds_with_lowest(hand, |_, _, left| merge(&mut best, self.shape(left), 0, 0));
        partials_with_lowest(hand, |left| merge(&mut best, self.shape(left), 1, 0));
        self.shapes.insert(hand.key(), best);
        best
    }

    /// Melds holding the most tiles of `hand`.
    fn best_plans(&mut self, hand: Tiles) -> Vec<MeldPlan> {
        let target = self.covered(hand);
        let Some((color, number)) = hand.lowest() else { return Vec::new() };
        let mut options = Vec::new();
        melds_with_lowest(hand, |kind, places, left| options.push((MeldPlan { kind, places: places.to_vec() }, left)));
        for (meld, left) in options {
            if meld.places.len() as u8 + self.covered(left) == target {
                let mut rest = self.best_plans(left);
                rest.insert(0, meld);
                return rest;
            }
        }
        self.best_plans(hand.without(color, number))
    }

    /// Melds covering every tile of `hand`, okeys included, if there are any.
    fn cover_all(&mut self, hand: Tiles) -> Option<Vec<MeldPlan>> {
        if hand.counts == 0 {
            return (hand.okeys == 0).then(Vec::new);
        }
        if self.covered(hand) != hand.len() {
            return None;
        }
        let mut options = Vec::new();
        melds_with_lowest(hand, |kind, places, left| options.push((MeldPlan { kind, places: places.to_vec() }, left)));
        options.into_iter().find_map(|(meld, left)| {
            let mut rest = self.cover_all(left)?;
            rest.insert(0, meld);
            Some(rest)
        })
    }
}

thread_local! {
    static MEMO: RefCell<Memo> = RefCell::new(Memo::default());
}

/// The most tiles of `tiles` that sets and runs can hold at once (okeys included), with 1
/// allowed after 13.
pub fn melded_count(tiles: &[TileId], rules: MeldRules) -> usize {
    let hand = Tiles::of(tiles, rules);
    usize::from(MEMO.with(|memo| memo.borrow_mut().covered(hand)))
}

/// How far a hand is from a win, as both apps' counter and the hints say it: the best 14 tiles of
/// the hand (all of them with 14 or fewer; with 15, the 14 kept after the best discard).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HandProgress {
    /// The most of those tiles that sets and runs hold at once (okeys included).
    pub in_melds: u8,
    /// How many pairs they make, an okey pairing any tile (at most 7).
    pub pairs: u8,
}

/// The one definition of Düz Okey's progress (see [`HandProgress`]).
pub fn hand_progress(tiles: &[TileId], rules: MeldRules) -> HandProgress {
    let in_melds = if tiles.len() <= PAIRS_HAND {
        melded_count(tiles, rules)
    } else {
        (0..tiles.len())
            .map(|at| {
                let mut kept = tiles.to_vec();
                kept.remove(at);
                melded_count(&kept, rules)
            })
            .max()
            .unwrap_or(0)
    };
    // An odd tile always stays out of the pairs of 15, so the best 14 make as many.
    let pairs = pairs_with_okeys(tiles, rules).min(PAIRS_HAND / 2);
    HandProgress {
        in_melds: u8::try_from(in_melds.min(PAIRS_HAND)).unwrap_or(u8::MAX),
        pairs: u8::try_from(pairs).unwrap_or(u8::MAX),
    }
}

/// The sets and runs (1 may follow 13) that hold the most tiles of `tiles`, and the rest: the
/// rack's "runs and sets" arrangement in Düz Okey.
pub fn best_arrangement(tiles: &[TileId], rules: MeldRules) -> Arrangement {
    let hand = Tiles::of(tiles, rules);
    let plans = MEMO.with(|memo| memo.borrow_mut().best_plans(hand));
    let melds = realise(&plans, tiles, rules).unwrap_or_default();
    let mut leftover = tiles.to_vec();
    for tile in melds.iter().flat_map(|m| m.tiles()) {
        if let Some(at) = leftover.iter().position(|t| t == tile) {
            leftover.remove(at);
        }
    }
    Arrangement { melds, leftover }
}

/// About how many draws a 14-tile hand needs to win: each two-tile partial meld needs one tile,
/// and each lone tile must give way to a tile that extends or completes something, so a split
/// into melds, `p` partials and `s` lone tiles needs about max(p, s). Seven pairs need one draw
/// per missing pair. The least over every split; 0 for a winning hand.
pub fn draws_to_win(tiles: &[TileId], rules: MeldRules) -> usize {
    let hand = Tiles::of(tiles, rules);
    let shape = MEMO.with(|memo| memo.borrow_mut().shape(hand));
    let melds = (0..8).filter(|&p| shape[p] != NONE).map(|p| p.max(usize::from(shape[p]))).min().unwrap_or(14);
    let pairs = (PAIRS_HAND / 2).saturating_sub(pairs_with_okeys(tiles, rules));
    // A missing pair has at most two live tiles, a partial meld usually more: seven pairs only
    // count once they are close.
    if pairs <= 2 { melds.min(pairs) } else { melds }
}

/// How many pairs `tiles` make, an okey pairing with any tile and two okeys with each other.
pub fn pairs_with_okeys(tiles: &[TileId], rules: MeldRules) -> usize {
    let hand = Tiles::of(tiles, rules);
    let (mut pairs, mut singles) = (0usize, 0usize);
    for i in 0..52 {
        match (hand.counts >> (i * 2)) & 3 {
            2 => pairs += 1,
            1 => singles += 1,
            _ => {}
        }
    }
    let okeys = usize::from(hand.okeys);
    let matched = okeys.min(singles);
    pairs + matched + (okeys - matched) / 2
}

/// A winning hand of 14 tiles as it is shown: sets and runs, or else seven pairs. `None` when the
/// tiles are neither.
pub fn winning_hand(tiles: &[TileId], rules: MeldRules) -> Option<Vec<Meld>> {
    if tiles.len() != PAIRS_HAND {
        return None;
    }
    let hand = Tiles::of(tiles, rules);
    if let Some(plans) = MEMO.with(|memo| memo.borrow_mut().cover_all(hand)) {
        return realise(&plans, tiles, rules);
    }
    seven_pairs(tiles, rules)
}

/// Seven pairs from 14 tiles, okeys pairing leftover tiles, if they make them.
pub fn seven_pairs(tiles: &[TileId], rules: MeldRules) -> Option<Vec<Meld>> {
    if tiles.len() != PAIRS_HAND || pairs_with_okeys(tiles, rules) < PAIRS_HAND / 2 {
        return None;
    }
    let mut sorted = tiles.to_vec();
    sorted.sort_by_key(|&t| match rules.okey.plays(t) {
        Plays::As(face) => (0, face.index(), t.raw()),
        Plays::Wild => (1, 0, t.raw()),
    });
    let (mut okeys, mut plain): (Vec<TileId>, Vec<TileId>) = sorted.into_iter().partition(|&t| rules.okey.is_wild(t));
    let mut melds = Vec::new();
    while let Some(first) = plain.first().copied() {
        plain.remove(0);
        let twin = plain.iter().position(|&t| rules.okey.plays(t) == rules.okey.plays(first));
        let second = match twin {
            Some(at) => plain.remove(at),
            None => okeys.pop()?,
        };
        melds.push(Meld::new(MeldKind::Pair, [first, second], rules).ok()?);
    }
    if let [a, b] = okeys[..] {
        melds.push(Meld::new(MeldKind::Pair, [a, b], rules).ok()?);
    }
    (melds.len() == PAIRS_HAND / 2).then_some(melds)
}

/// Turns plans into melds of real tiles taken from `tiles`.
fn realise(plans: &[MeldPlan], tiles: &[TileId], rules: MeldRules) -> Option<Vec<Meld>> {
    let mut pool = tiles.to_vec();
    let mut take = |want: Place| -> Option<TileId> {
        let at = pool.iter().position(|&t| match rules.okey.plays(t) {
            Plays::Wild => want.okey,
            Plays::As(face) => !want.okey && face == want.face,
        })?;
        Some(pool.remove(at))
    };
    plans
        .iter()
        .map(|plan| {
            let chosen: Option<Vec<TileId>> = plan.places.iter().map(|&p| take(p)).collect();
            Meld::new(plan.kind, chosen?, rules).ok()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tiles;
    use crate::tile::Okey;

    fn rules() -> MeldRules {
        // Okey: blue 11 (the seed's example uses green; our fourth colour is blue).
        MeldRules {
            okey: Okey::from_face(Face::new(Color::Blue, 11).unwrap()),
            one_after_thirteen: true,
            joker_pairs: true,
        }
    }

    fn count(text: &str) -> usize {
        melded_count(&tiles(text).unwrap(), rules())
    }

    #[test]
    fn twelve_thirteen_one_is_a_run_and_thirteen_one_two_is_not() {
        assert_eq!(count("Y12 Y13 Y1"), 3);
        assert_eq!(count("K13 K1 K2"), 0);
        assert_eq!(count("R1 R2 R3"), 3);
        assert_eq!(count("R1 R2 R3 R12 R13 R1"), 6);
    }

    #[test]
    fn okeys_fill_runs_and_sets() {
        // B11 is the okey: "Green 6, joker, joker, green 9" reads as 6-7-8-9.
        assert_eq!(count("R6 B11 B11 R9"), 4);
        assert_eq!(count("Y10 K10 B11"), 3);
        assert_eq!(count("B11 B11 R1"), 3, "12-13-1 with two okeys, or 1-2-3");
    }

    #[test]
    fn a_winning_hand_is_shown_as_melds() {
        let hand = tiles("R1 R2 R3 R4 Y7 B7 K7 K11 K12 K13 K1 Y5 B5 R5").unwrap();
        let melds = winning_hand(&hand, rules()).expect("wins");
        assert_eq!(melds.iter().map(Meld::len).sum::<usize>(), 14);
        let mut hand = hand;
        hand[0] = tiles("Y9").unwrap()[0];
        assert!(winning_hand(&hand, rules()).is_none());
    }

    #[test]
    fn draws_to_win_counts_partials_and_lone_tiles() {
        let draws = |text: &str| draws_to_win(&tiles(text).unwrap(), rules());
        assert_eq!(draws("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5"), 0);
        // One partial (B5 Y5) short of a win.
        assert_eq!(draws("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R9"), 1);
        // 11 in melds and three lone tiles.
        assert_eq!(draws("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B12 K3 R9"), 3);
        // The same 11, but Y5 and Y7 or B7 and K7 could be partials: Y6 then R7 win.
        assert_eq!(draws("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B2 Y5 R9"), 2);
    }

    #[test]
    fn the_arrangement_holds_the_most_tiles() {
        let hand = tiles("Y12 Y13 Y1 R5 R5 B5 K9 B11").unwrap();
        let arrangement = best_arrangement(&hand, rules());
        let melded: usize = arrangement.melds.iter().map(Meld::len).sum();
        assert_eq!(melded, count("Y12 Y13 Y1 R5 R5 B5 K9 B11"));
        assert_eq!(melded + arrangement.leftover.len(), hand.len());
    }

    /// The caches forget, never lie: a memo of sixteen slots, which forgets nearly everything,
    /// answers as a roomy one on random hands of 14 and 15 tiles (okeys included).
    #[test]
    fn a_tiny_memo_answers_as_a_roomy_one() {
        use rand::SeedableRng;
        use rand::seq::SliceRandom;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
        let (mut tiny, mut roomy) = (Memo::with_bits(4, 4), Memo::with_bits(16, 16));
        let mut all: Vec<TileId> = TileId::all().collect();
        for round in 0..80 {
            all.shuffle(&mut rng);
            let rules = MeldRules { okey: Okey::from_face(Face::from_index(round % 52).unwrap()), ..rules() };
            for len in [14, 15] {
                let hand = Tiles::of(&all[..len], rules);
                assert_eq!(tiny.covered(hand), roomy.covered(hand), "{:?}", &all[..len]);
                assert_eq!(tiny.shape(hand), roomy.shape(hand), "{:?}", &all[..len]);
                assert_eq!(tiny.best_plans(hand), roomy.best_plans(hand));
                assert_eq!(tiny.cover_all(hand), roomy.cover_all(hand));
            }
        }
        assert!(tiny.covered.bytes() < 1024 && roomy.covered.bytes() >= 24 << 16);
    }

    #[test]
    fn seven_pairs_with_an_okey_pairing_any_tile() {
        let hand = tiles("R1 R1 Y4 Y4 B6 B6 K8 K8 R13 R13 Y2 Y2 K3 B11").unwrap();
        let melds = winning_hand(&hand, rules()).expect("seven pairs");
        assert!(melds.iter().all(|m| m.kind() == MeldKind::Pair));
        assert_eq!(pairs_with_okeys(&tiles("R1 Y1 B11 B11").unwrap(), rules()), 2);
        assert_eq!(pairs_with_okeys(&tiles("R1 B7").unwrap(), rules()), 0, "R1 and B7 differ");
    }
}
