//! `solver::classic` against a brute-force oracle: every way to split a small hand into melds,
//! each meld checked by `Meld::new` in every order of its tiles (so 12-13-1 and okeys are judged
//! by the meld rules, not by the search).

use okey_core::meld::{Meld, MeldKind, MeldRules};
use okey_core::solver::classic::{melded_count, pairs_with_okeys, winning_hand};
use okey_core::tile::{Color, Face, Okey, TileId};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn rules() -> MeldRules {
    MeldRules {
        okey: Okey::from_face(Face::new(Color::Black, 6).unwrap()),
        one_after_thirteen: true,
        joker_pairs: true,
    }
}

/// Every order a run of these tiles could be laid in: plain tiles by number (a 1 first or, for
/// 12-13-1, last), okeys in every gap. `Meld::new` judges each.
fn run_orders(tiles: &[TileId]) -> Vec<Vec<TileId>> {
    let okey = rules().okey;
    let (okeys, mut plain): (Vec<TileId>, Vec<TileId>) = tiles.iter().partition(|&&t| okey.is_wild(t));
    let number = |t: &TileId, one: u8| match okey.plays(*t) {
        okey_core::tile::Plays::As(face) if face.number() == 1 => one,
        okey_core::tile::Plays::As(face) => face.number(),
        okey_core::tile::Plays::Wild => 0,
    };
    let mut orders = Vec::new();
    for one in [1, 14] {
        plain.sort_by_key(|t| number(t, one));
        let mut partial = vec![plain.clone()];
        for &wild in &okeys {
            partial = partial
                .iter()
                .flat_map(|order| {
                    (0..=order.len()).map(move |at| {
                        let mut longer = order.clone();
                        longer.insert(at, wild);
                        longer
                    })
                })
                .collect();
        }
        orders.extend(partial);
    }
    orders
}

fn is_meld(tiles: &[TileId]) -> bool {
    Meld::new(MeldKind::Set, tiles, rules()).is_ok()
        || run_orders(tiles).into_iter().any(|order| Meld::new(MeldKind::Run, order, rules()).is_ok())
}

/// The most tiles in melds, by trying every meld that holds the first tile.
fn oracle(tiles: &[TileId]) -> usize {
    let Some((&first, rest)) = tiles.split_first() else { return 0 };
    let mut best = oracle(rest);
    for mask in 0u32..1 << rest.len() {
        if mask.count_ones() < 2 {
            continue;
        }
        let mut meld = vec![first];
        let mut left = Vec::new();
        for (i, &t) in rest.iter().enumerate() {
            if mask >> i & 1 == 1 { meld.push(t) } else { left.push(t) }
        }
        if is_meld(&meld) {
            best = best.max(meld.len() + oracle(&left));
        }
    }
    best
}

/// Hands drawn from few faces around the 13-1 corner, with 0 to 2 okeys and false jokers.
fn random_hand(rng: &mut ChaCha8Rng) -> Vec<TileId> {
    let numbers = [1, 2, 3, 5, 6, 7, 11, 12, 13];
    let colors = [Color::Red, Color::Black, Color::Yellow];
    let mut pool: Vec<TileId> = Vec::new();
    for &c in &colors {
        for &n in &numbers {
            pool.extend(TileId::copies(Face::new(c, n).unwrap()));
        }
    }
    pool.extend(TileId::FALSE_JOKERS);
    pool.shuffle(rng);
    let size = rng.random_range(3..=8);
    pool.truncate(size);
    pool
}

#[test]
fn melded_count_matches_the_oracle() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for case in 0..1500 {
        let hand = random_hand(&mut rng);
        let expected = oracle(&hand);
        assert_eq!(melded_count(&hand, rules()), expected, "case {case}: {}", okey_core::notation::format_tiles(&hand));
    }
}

/// Every shown winning hand is made of valid melds using each of the 14 tiles once, and random
/// near-winning hands are judged as melded_count and the pairs count say.
#[test]
fn winning_hands_are_valid_and_complete() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut wins = 0;
    for _ in 0..3000 {
        let mut pool: Vec<TileId> = TileId::all().collect();
        pool.shuffle(&mut rng);
        // Build from melds so that many hands win: runs and sets of random faces, topped up.
        let mut hand: Vec<TileId> = Vec::new();
        while hand.len() < 14 {
            let color = Color::ALL[rng.random_range(0..4)];
            let start = rng.random_range(1..=12u8);
            let len = rng.random_range(3..=5u8).min(14 - hand.len() as u8);
            for k in 0..len {
                let number = (start + k - 1) % 13 + 1;
                let face = Face::new(color, number).unwrap();
                if let Some(&t) = TileId::copies(face).iter().find(|t| !hand.contains(t)) {
                    hand.push(t);
                }
            }
            if hand.len() > 14 - 2 && hand.len() < 14 {
                let spare = pool.iter().copied().find(|t| !hand.contains(t)).unwrap();
                hand.push(spare);
            }
        }
        hand.truncate(14);
        let complete = melded_count(&hand, rules()) == 14 || pairs_with_okeys(&hand, rules()) >= 7;
        match winning_hand(&hand, rules()) {
            Some(melds) => {
                wins += 1;
                let mut used: Vec<TileId> = melds.iter().flat_map(|m| m.tiles().to_vec()).collect();
                used.sort();
                let mut sorted = hand.clone();
                sorted.sort();
                assert_eq!(used, sorted);
                assert!(complete);
            }
            None => assert!(!complete, "{}", okey_core::notation::format_tiles(&hand)),
        }
    }
    assert!(wins > 100, "only {wins} winning hands");
}

/// The counter's one definition (`hand_progress`): the best 14 tiles of the hand. Fifteen tiles
/// in five runs of three hold 12 at best once one goes; a fifteenth loose tile leaves 14; a
/// 14-tile hand counts as `melded_count` does, its pairs as `pairs_with_okeys`, at most 7.
#[test]
fn hand_progress_counts_the_best_14_tiles() {
    use okey_core::notation::tiles;
    use okey_core::solver::classic::hand_progress;
    let five_runs = tiles("R1 R2 R3 Y1 Y2 Y3 B1 B2 B3 R9 R10 R11 Y9 Y10 Y11").unwrap();
    assert_eq!(melded_count(&five_runs, rules()), 15);
    assert_eq!(hand_progress(&five_runs, rules()).in_melds, 12);
    let spare = tiles("R1 R2 R3 R4 R5 Y1 Y2 Y3 B1 B2 B3 R9 R10 R11 K13").unwrap();
    assert_eq!(hand_progress(&spare, rules()).in_melds, 14);
    let pairs = tiles("R1 R1 R2 R2 Y3 Y3 B4 B4 B5 B5 K7 K7 R9 R9 R10").unwrap();
    assert_eq!(hand_progress(&pairs, rules()).pairs, 7);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..200 {
        let hand = random_hand(&mut rng);
        let progress = hand_progress(&hand, rules());
        assert_eq!(usize::from(progress.in_melds), melded_count(&hand, rules()));
        assert_eq!(usize::from(progress.pairs), pairs_with_okeys(&hand, rules()).min(7));
    }
}
