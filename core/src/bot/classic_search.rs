//! Düz Okey Hard's look-ahead: which of a few candidate discards wins soonest, measured by
//! playing this seat's own next draws out many times.
//!
//! A Düz deal pays only its winner, double for seven pairs or an okey thrown to finish, so a
//! discard is worth what it adds to the chance of winning before anyone else. For each candidate
//! the 14 tiles kept are played forward through the same sampled draw sequences (taken from the
//! tiles this seat has not seen, so only its `SeatView`): each draw either wins or is followed by
//! a quick greedy discard. A win after `r` more rounds counts its points times the chance that
//! nobody else has won by then. Sharing the sequences between candidates measures their
//! difference rather than their luck, and a fixed number of samples, not a clock, bounds the
//! work, so the choice is the same on every machine.

use super::classic::{could_meld, near_melds};
use super::unseen::shown;
use crate::meld::MeldRules;
use crate::solver::classic::{melded_count, pairs_with_okeys};
use crate::tile::TileId;
use crate::view::SeatView;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Own draws played out at most.
const HORIZON: usize = 6;
/// The chance that no other player wins during one round (three opponents), a rough mean over
/// a deal.
const ROUND_SURVIVAL: f64 = 0.85;
/// Points a normal win and a doubled win (seven pairs, or an okey thrown to finish) bring.
const WIN_POINTS: f64 = 2.0;
const DOUBLE_POINTS: f64 = 4.0;
/// Points per sample by which a candidate must beat the first one (Medium's choice, which also
/// weighs defence) to replace it.
const CLEAR_MARGIN: f64 = 0.02;

/// Of `candidates` (discards from the rack, the usual choice first), the one whose kept tiles
/// play out best; `None` when the look-ahead cannot tell them apart.
pub(super) fn best_discard(
    view: &SeatView,
    candidates: &[TileId],
    samples: usize,
    rng: &mut ChaCha8Rng,
) -> Option<TileId> {
    let first = *candidates.first()?;
    let players = view.others.len() + 1;
    let rounds = HORIZON.min(view.stock_size / players.max(1));
    if candidates.len() < 2 || rounds == 0 {
        return None;
    }
    let rules = view.meld_rules;
    let sequences = draw_sequences(view, rounds, samples, rng);
    let values: Vec<f64> = candidates
        .iter()
        .map(|&discard| {
            let kept = without(&view.rack, discard);
            sequences.iter().map(|draws| play_out(&kept, draws, rules)).sum::<f64>()
        })
        .collect();
    let (best, value) = values
        .iter()
        .copied()
        .enumerate()
        .fold((0, values[0]), |(bi, bv), (i, v)| if v > bv { (i, v) } else { (bi, bv) });
    if value > values[0] + CLEAR_MARGIN * sequences.len() as f64 { candidates.get(best).copied() } else { Some(first) }
}

/// Whether to take `offered`, keeping `kept` (its best 14 with it), rather than draw: the usual
/// answer `usual` unless the play-outs clearly favour the other. A tile that wins at once is
/// always taken. Drawing gets this turn's draw on top of the rounds that taking gets.
pub(super) fn takes(
    view: &SeatView,
    offered: TileId,
    kept: &[TileId],
    usual: bool,
    samples: usize,
    rng: &mut ChaCha8Rng,
) -> bool {
    let rules = view.meld_rules;
    let mut with = view.rack.clone();
    with.push(offered);
    if win_points(&with, rules).is_some() {
        return true;
    }
    let players = view.others.len() + 1;
    let rounds = HORIZON.min(view.stock_size / players.max(1));
    if rounds == 0 {
        return usual;
    }
    let sequences = draw_sequences(view, rounds + 1, samples, rng);
    let (mut take, mut draw) = (0.0, 0.0);
    for draws in &sequences {
        take += play_out(kept, &draws[..rounds.min(draws.len())], rules);
        draw += play_out(&view.rack, draws, rules) / ROUND_SURVIVAL;
    }
    let margin = CLEAR_MARGIN * sequences.len() as f64;
    if usual { draw <= take + margin } else { take > draw + margin }
}

/// `samples` random sequences of `rounds` distinct tiles this seat has not seen.
fn draw_sequences(view: &SeatView, rounds: usize, samples: usize, rng: &mut ChaCha8Rng) -> Vec<Vec<TileId>> {
    let seen = shown(view);
    let mut unseen: Vec<TileId> = TileId::all().filter(|t| !seen[t.index()]).collect();
    let rounds = rounds.min(unseen.len());
    (0..samples)
        .map(|_| {
            // A partial Fisher-Yates shuffle: the first `rounds` tiles are a uniform draw.
            for i in 0..rounds {
                let j = rng.random_range(i..unseen.len());
                unseen.swap(i, j);
            }
            unseen[..rounds].to_vec()
        })
        .collect()
}

/// `rack` less one copy of `tile`.
fn without(rack: &[TileId], tile: TileId) -> Vec<TileId> {
    let mut kept = rack.to_vec();
    if let Some(at) = kept.iter().position(|&t| t == tile) {
        kept.remove(at);
    }
    kept
}

/// The points `kept` (14 tiles) is expected to bring when `draws` come one a round: a win's
/// points times the chance that nobody won first, or 0 if it does not win within them.
fn play_out(kept: &[TileId], draws: &[TileId], rules: MeldRules) -> f64 {
    let mut hand = kept.to_vec();
    let mut survival = 1.0;
    let mut melded = in_melds(&hand, rules);
    for &drawn in draws {
        survival *= ROUND_SURVIVAL;
        // A draw that joins no meld and pairs nothing can neither win nor help: thrown at once,
        // without a search (most draws are such, and the search is the cost).
        let pairs_up = hand.iter().any(|&t| rules.okey.plays(t) == rules.okey.plays(drawn));
        if melded < 14 && !pairs_up && !could_meld(&hand, drawn, rules) {
            continue;
        }
        hand.push(drawn);
        if let Some(points) = win_points(&hand, rules) {
            return survival * points;
        }
        if in_melds(&hand, rules) <= melded {
            hand.pop();
            continue;
        }
        let Some(at) = greedy_discard(&hand, rules) else { return 0.0 };
        hand.remove(at);
        melded = in_melds(&hand, rules);
    }
    0.0
}

/// Tiles of a hand in sets and runs, or in pairs, whichever is more.
fn in_melds(hand: &[TileId], rules: MeldRules) -> usize {
    melded_count(hand, rules).max(2 * pairs_with_okeys(hand, rules))
}

/// What the best finish of a 15-tile hand pays, if it has one.
pub(super) fn win_points(hand: &[TileId], rules: MeldRules) -> Option<f64> {
    if pairs_with_okeys(hand, rules) >= 7 {
        return Some(DOUBLE_POINTS);
    }
    let melded = melded_count(hand, rules);
    if melded < 14 {
        return None;
    }
    let okey_finish = hand
        .iter()
        .position(|&t| rules.okey.is_wild(t))
        .is_some_and(|at| melded_count(&remove_at(hand, at), rules) == 14);
    if okey_finish {
        return Some(DOUBLE_POINTS);
    }
    // Fifteen tiles in melds of three may leave no 14 that all fit: look for one.
    let wins = melded == 14 || (0..hand.len()).any(|at| melded_count(&remove_at(hand, at), rules) == 14);
    wins.then_some(WIN_POINTS)
}

fn remove_at(hand: &[TileId], at: usize) -> Vec<TileId> {
    let mut rest = hand.to_vec();
    rest.remove(at);
    rest
}

/// The play-outs' discard from 15 tiles: keeps the most tiles in melds (or pairs), then the
/// most near-melds; never an okey. `None` if every tile is an okey.
fn greedy_discard(hand: &[TileId], rules: MeldRules) -> Option<usize> {
    (0..hand.len())
        .filter(|&at| !rules.okey.is_wild(hand[at]))
        .map(|at| {
            let rest = remove_at(hand, at);
            let melded = melded_count(&rest, rules).max(2 * pairs_with_okeys(&rest, rules)) as i32;
            (melded * 100 + near_melds(&rest, rules), hand[at].raw(), at)
        })
        .max()
        .map(|(_, _, at)| at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tiles;
    use crate::tile::{Color, Face, Okey};

    fn rules() -> MeldRules {
        MeldRules {
            okey: Okey::from_face(Face::new(Color::Blue, 11).unwrap()),
            one_after_thirteen: true,
            joker_pairs: true,
        }
    }

    /// Positions from Düz games of four Hard bots, each seat's view as it is to move.
    fn duz_positions(games: u64) -> Vec<SeatView> {
        use crate::bot::{Bot, BotDriver, Hard};
        use crate::game::Game;
        use crate::rules::{Preset, Rules};
        let mut views = Vec::new();
        for seed in 0..games {
            let (mut game, _) = Game::new(Rules::preset(Preset::Duz), seed).expect("Düz rules");
            let mut seats: Vec<Option<Box<dyn Bot>>> =
                (0..4).map(|s| Some(Box::new(Hard::new(seed * 4 + s)) as Box<dyn Bot>)).collect();
            let mut driver = BotDriver::default();
            while game.results().is_empty() {
                let Some(view) = SeatView::of(&game, game.turn()) else { break };
                views.push(view);
                if driver.step(&mut game, &mut seats).is_none() {
                    break;
                }
            }
        }
        views
    }

    /// The same view and seed give the same action, from a fresh bot or one that has played,
    /// whatever was asked in between (the solver's caches only remember, never decide).
    #[test]
    fn hard_decides_the_same_for_the_same_view_and_seed() {
        use crate::bot::{Bot, Hard};
        let views = duz_positions(3);
        let mut played = Hard::new(11);
        let first: Vec<_> = views.iter().map(|v| played.decide(v)).collect();
        for (view, action) in views.iter().zip(&first).rev() {
            assert_eq!(&Hard::new(11).decide(view), action);
        }
        assert!(views.len() > 60, "only {} positions", views.len());
    }

    /// The look-ahead is what decides at some positions: Hard's discard differs from Medium's,
    /// and it is always one Medium ranked among its candidates (a legal discard from the rack).
    #[test]
    fn the_look_ahead_changes_some_discards() {
        use crate::action::Action;
        use crate::bot::{Bot, Hard, Medium};
        let views = duz_positions(6);
        let mut differ = 0;
        for view in views.iter().filter(|v| v.phase == crate::seat::Phase::Play) {
            let (hard, medium) = (Hard::new(0).decide(view), Medium.decide(view));
            assert!(view.accepts(&hard), "{hard:?}");
            if let (Action::Discard { tile: h }, Action::Discard { .. }) = (&hard, &medium) {
                assert!(view.rack.contains(h));
            }
            differ += usize::from(hard != medium);
        }
        assert!(differ > 0, "Hard always played as Medium");
    }

    #[test]
    fn a_finish_pays_double_with_pairs_or_an_okey_thrown() {
        let normal = tiles("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 K9").unwrap();
        assert_eq!(win_points(&normal, rules()), Some(WIN_POINTS));
        let okey = tiles("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R5 B11").unwrap();
        assert_eq!(win_points(&okey, rules()), Some(DOUBLE_POINTS));
        let pairs = tiles("R1 R1 Y4 Y4 B6 B6 K8 K8 R13 R13 Y2 Y2 K3 K3 R9").unwrap();
        assert_eq!(win_points(&pairs, rules()), Some(DOUBLE_POINTS));
        let short = tiles("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 R9 K9").unwrap();
        assert_eq!(win_points(&short, rules()), None);
    }

    #[test]
    fn five_runs_of_three_win_only_if_fourteen_of_them_fit() {
        // Fifteen tiles in five melds of three: dropping any tile breaks a meld.
        let stuck = tiles("R1 R2 R3 Y5 Y6 Y7 K9 K10 K11 B1 B2 B3 R7 R8 R9").unwrap();
        assert_eq!(melded_count(&stuck, rules()), 15);
        assert_eq!(win_points(&stuck, rules()), None);
    }

    #[test]
    fn the_greedy_discard_throws_the_tile_that_fits_nothing() {
        let hand = tiles("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 K9 R5").unwrap();
        let at = greedy_discard(&hand, rules()).unwrap();
        assert_eq!(hand[at], tiles("K9").unwrap()[0]);
    }

    #[test]
    fn a_play_out_wins_on_the_draw_that_completes_the_hand() {
        let kept = tiles("R1 R2 R3 R4 Y7 B7 K7 Y11 Y12 Y13 Y1 B5 Y5 K9").unwrap();
        let draws = tiles("K12 R5").unwrap();
        let value = play_out(&kept, &draws, rules());
        assert!((value - WIN_POINTS * ROUND_SURVIVAL * ROUND_SURVIVAL).abs() < 1e-9, "{value}");
        assert_eq!(play_out(&kept, &tiles("K12 R8").unwrap(), rules()), 0.0);
    }
}
