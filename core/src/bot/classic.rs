//! How the bots play Düz Okey: one decision procedure whose strength is set by a [`Style`].
//!
//! Every level shows the indicator's twin when it can and finishes when its hand wins. Between
//! those it keeps the 14 tiles that are closest to a winning hand: most tiles in sets and runs
//! (12-13-1 counts) or in seven pairs, then the most near-melds. Medium adds a memory (which
//! tiles are still unseen, so which draws would help, and for each discard the unseen tiles
//! that would then win at once). Hard also defends (avoids what the next player collects) and
//! holds out for an okey finish (double score) only when many tiles would give it one; then it
//! plays its own next draws out to choose among Medium's best discards, and between taking the
//! discard and drawing (`classic_search`). A bot never takes a discard it took before in the
//! deal, so that two bots cannot pass tiles back and forth for ever.

use super::unseen::Unseen;
use crate::action::Action;
use crate::action::ActionKind;
use crate::meld::MeldRules;
use crate::seat::Phase;
use crate::solver::classic::{draws_to_win, melded_count, pairs_with_okeys, winning_hand};
use crate::tile::{Face, Plays, TileId};
use crate::view::SeatView;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// What a level takes into account.
#[derive(Clone, Copy, Debug)]
pub(super) struct Style {
    /// Counts unseen tiles and prefers hands that more of them improve.
    pub memory: bool,
    /// Avoids discards the next player is collecting.
    pub defensive: bool,
    /// Counts, for each discard, the unseen tiles that would then win at once.
    pub winning_outs: bool,
    /// Holds out for an okey finish when many unseen tiles would give one.
    pub holds_out: bool,
    /// How often a discard is careless (Beginner), from 0 to 1.
    pub careless: f64,
    /// Picks among the best discards by playing its own next draws out (`classic_search`).
    pub search: bool,
    /// Draw sequences each candidate is played through, and the candidate discards.
    pub samples: usize,
    pub candidates: usize,
}

pub(super) const BEGINNER: Style = Style {
    memory: false,
    defensive: false,
    winning_outs: false,
    holds_out: false,
    careless: 0.35,
    search: false,
    samples: 0,
    candidates: CANDIDATES,
};
pub(super) const EASY: Style = Style {
    memory: false,
    defensive: false,
    winning_outs: false,
    holds_out: false,
    careless: 0.0,
    search: false,
    samples: 0,
    candidates: CANDIDATES,
};
/// Medium does not defend: against Easy over 1,000 duplicate deals the defence gained nothing
/// measurable, while the winning outs gained about 0.07 points a deal.
pub(super) const MEDIUM: Style = Style {
    memory: true,
    defensive: false,
    winning_outs: true,
    holds_out: false,
    careless: 0.0,
    search: false,
    samples: 0,
    candidates: CANDIDATES,
};
pub(super) const HARD: Style = Style {
    memory: true,
    defensive: true,
    winning_outs: true,
    holds_out: true,
    careless: 0.0,
    search: true,
    samples: SAMPLES,
    candidates: CANDIDATES,
};

/// Weight of one tile in sets, runs or pairs against one near-meld (Easy, Beginner).
const MELDED_WEIGHT: i32 = 100;
/// Weight of one draw fewer needed to win (Medium, Hard): above anything else.
const DRAW_WEIGHT: i32 = 1000;
/// Weight of one unseen tile that would add to the melds (Medium and Hard).
const OUT_WEIGHT: i32 = 10;
/// Weight of one unseen tile that would win at once (Medium and Hard).
const WIN_OUT_WEIGHT: i32 = 40;
/// Weight of the danger of feeding the next player, full once the stock runs low.
const DANGER_WEIGHT: i32 = 12;
/// Hard holds out for an okey finish when more than this many unseen tiles per opponent would
/// give one (each opponent is a chance that someone else wins first), with this much stock left.
const HOLD_OUT_OUTS_PER_OPPONENT: u32 = 4;
const HOLD_OUT_STOCK: usize = 24;
/// Candidate discards looked at closely by Medium and Hard.
const CANDIDATES: usize = 4;
/// Draw sequences Hard plays each candidate through.
const SAMPLES: usize = 24;
/// Expert: Hard's play, its own draws played out in four times as many sequences, among six
/// candidate discards.
pub(super) const EXPERT: Style = Style { samples: 4 * SAMPLES, candidates: 6, ..HARD };

pub(super) fn decide(view: &SeatView, style: Style, rng: &mut ChaCha8Rng) -> Action {
    if view.allowed.contains(&ActionKind::ShowIndicator) {
        return Action::ShowIndicator;
    }
    match view.phase {
        Phase::DealOver | Phase::GameOver => Action::NextDeal,
        Phase::Draw if wants_discard(view, style, rng) => Action::TakeDiscard,
        Phase::Draw => Action::Draw,
        Phase::Play => play(view, style, rng),
    }
}

/// Takes the previous discard when it makes the best 14 tiles closer to a win, and this seat has
/// not taken that tile before this deal: with free takes, two players could otherwise pass tiles
/// back and forth for ever while the stock stands still.
fn wants_discard(view: &SeatView, style: Style, rng: &mut ChaCha8Rng) -> bool {
    let Some(offered) = view.takeable.filter(|t| !view.took.contains(t)) else { return false };
    let rules = view.meld_rules;
    let closeness = |hand: &[TileId], rules: MeldRules| {
        let draws = if style.memory { draws_to_win(hand, rules) as i32 } else { 0 };
        closeness(hand, rules) - draws * DRAW_WEIGHT
    };
    let now = closeness(&view.rack, rules);
    let mut with = view.rack.clone();
    with.push(offered);
    let best_after = (0..with.len())
        .filter(|&i| with[i] != offered)
        .map(|i| {
            let mut kept = with.clone();
            kept.remove(i);
            (closeness(&kept, rules), with[i].raw(), kept)
        })
        .max();
    let Some((best_after, _, kept)) = best_after else { return false };
    let takes = best_after > now;
    if style.search {
        return super::classic_search::takes(view, offered, &kept, takes, style.samples, rng);
    }
    takes
}

/// Tiles of a 14-tile hand in sets and runs or in pairs (the better of the two), weighted, plus
/// near-melds: what every level maximises first.
fn closeness(hand: &[TileId], rules: MeldRules) -> i32 {
    let melded = melded_count(hand, rules).max(2 * pairs_with_okeys(hand, rules));
    melded as i32 * MELDED_WEIGHT + near_melds(hand, rules)
}

/// Pairs of plain tiles that could grow into a meld: same number in two colours, or one colour
/// two numbers apart at most (13 and 1 included).
pub(super) fn near_melds(hand: &[TileId], rules: MeldRules) -> i32 {
    let faces: Vec<Face> = hand
        .iter()
        .filter_map(|&t| match rules.okey.plays(t) {
            Plays::As(face) => Some(face),
            Plays::Wild => None,
        })
        .collect();
    let mut near = 0;
    for (i, a) in faces.iter().enumerate() {
        for b in &faces[i + 1..] {
            if is_near(*a, *b) {
                near += 1;
            }
        }
    }
    near
}

fn is_near(a: Face, b: Face) -> bool {
    let gap = a.number().abs_diff(b.number());
    if a.color() == b.color() { gap == 1 || gap == 2 || gap == 11 || gap == 12 } else { gap == 0 }
}

fn play(view: &SeatView, style: Style, rng: &mut ChaCha8Rng) -> Action {
    let rules = view.meld_rules;
    if let Some(finish) = best_finish(view) {
        let holds_okey = view.rack.iter().any(|&t| rules.okey.is_wild(t));
        let okey_finish = rules.okey.is_wild(finish);
        if !(style.holds_out && holds_okey && !okey_finish && worth_holding_out(view, finish)) {
            return Action::Finish { tile: finish };
        }
        return Action::Discard { tile: finish };
    }
    let tile = choose_discard(view, style, rng);
    Action::Discard { tile }
}

/// The discard that wins with the most points: an okey, then seven pairs, else any.
fn best_finish(view: &SeatView) -> Option<TileId> {
    let rules = view.meld_rules;
    let mut best: Option<(u8, TileId)> = None;
    for (i, &tile) in view.rack.iter().enumerate() {
        let mut hand = view.rack.clone();
        hand.remove(i);
        let Some(melds) = winning_hand(&hand, rules) else { continue };
        let pairs = melds.iter().all(|m| m.kind() == crate::meld::MeldKind::Pair);
        let worth = u8::from(rules.okey.is_wild(tile)) * 2 + u8::from(pairs);
        if best.is_none_or(|(w, _)| worth > w) {
            best = Some((worth, tile));
        }
    }
    best.map(|(_, tile)| tile)
}

/// Whether keeping a winning hand that holds an okey, discarding `discard`, has enough unseen
/// tiles that would then let the okey go as the winning discard. A normal win costs the others
/// 2 and an okey win 4, but while holding out anyone else may win: worth it only with many such
/// tiles and few opponents. Measured in the arena against Medium: holding out with 3 or more such
/// tiles at a table of four, or more than 2 at a table of two, lost clearly; hence the high bar.
fn worth_holding_out(view: &SeatView, discard: TileId) -> bool {
    if view.stock_size < HOLD_OUT_STOCK {
        return false;
    }
    let rules = view.meld_rules;
    let kept: Vec<TileId> = view.rack.iter().copied().filter(|&t| t != discard).collect();
    let Some(okey_at) = kept.iter().position(|&t| rules.okey.is_wild(t)) else { return false };
    let mut without_okey = kept.clone();
    without_okey.remove(okey_at);
    let unseen = Unseen::of(view);
    let outs: u32 = unseen
        .draws(rules)
        .filter(|&(tile, _)| {
            let mut hand = without_okey.clone();
            hand.push(tile);
            winning_hand(&hand, rules).is_some()
        })
        .map(|(_, copies)| u32::from(copies))
        .sum();
    outs > HOLD_OUT_OUTS_PER_OPPONENT * view.others.len() as u32
}

/// Picks the discard that leaves the best 14 tiles for this style.
fn choose_discard(view: &SeatView, style: Style, rng: &mut ChaCha8Rng) -> TileId {
    let rules = view.meld_rules;
    let candidates: Vec<(usize, TileId)> =
        view.rack.iter().copied().enumerate().filter(|&(_, t)| !rules.okey.is_wild(t)).collect();
    let Some(&(_, fallback)) = candidates.first() else { return view.rack[0] };
    if style.careless > 0.0 && rng.random_bool(style.careless) {
        return candidates[rng.random_range(0..candidates.len())].1;
    }
    let kept_without = |i: usize| {
        let mut hand = view.rack.clone();
        hand.remove(i);
        hand
    };
    let primary = |kept: &[TileId]| {
        let draws = if style.memory { draws_to_win(kept, rules) as i32 } else { 0 };
        closeness(kept, rules) - draws * DRAW_WEIGHT
    };
    let mut ranked: Vec<(i32, TileId, usize)> =
        candidates.iter().map(|&(i, t)| (primary(&kept_without(i)), t, i)).collect();
    // Ties go to the higher tile id, so the choice does not depend on rack order.
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.raw().cmp(&a.1.raw())));
    if !style.memory {
        return ranked[0].1;
    }
    let unseen = Unseen::of(view);
    let late = 1.0 - (view.stock_size as f64 / 48.0).min(1.0);
    let mut valued: Vec<(i32, TileId)> = ranked
        .iter()
        .take(style.candidates)
        .map(|&(score, tile, i)| {
            let kept = kept_without(i);
            let mut value = score + OUT_WEIGHT * improving_outs(&kept, &unseen, rules);
            if style.winning_outs {
                value += WIN_OUT_WEIGHT * winning_outs(&kept, &unseen, rules);
            }
            if style.defensive {
                value -= (f64::from(DANGER_WEIGHT * danger(view, tile)) * (0.5 + late)) as i32;
            }
            (value, tile)
        })
        .collect();
    valued.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.raw().cmp(&a.1.raw())));
    let Some(&(_, best)) = valued.first() else { return fallback };
    if style.search {
        let tiles: Vec<TileId> = valued.iter().map(|&(_, tile)| tile).collect();
        return super::classic_search::best_discard(view, &tiles, style.samples, rng).unwrap_or(best);
    }
    best
}

/// Unseen tiles that would put more of the 14 kept tiles (after the best discard) in melds.
fn improving_outs(kept: &[TileId], unseen: &Unseen, rules: MeldRules) -> i32 {
    let melded_now = melded_count(kept, rules);
    let now = melded_now.max(2 * pairs_with_okeys(kept, rules));
    let mut hand = kept.to_vec();
    let mut outs = 0;
    for (tile, copies) in unseen.draws(rules) {
        hand.push(tile);
        let melded = if could_meld(kept, tile, rules) { melded_count(&hand, rules).min(14) } else { melded_now };
        let with = melded.max(2 * pairs_with_okeys(&hand, rules));
        hand.pop();
        if with > now {
            outs += i32::from(copies);
        }
    }
    outs
}

/// Unseen tiles that would make a winning hand at once with the 14 kept tiles.
fn winning_outs(kept: &[TileId], unseen: &Unseen, rules: MeldRules) -> i32 {
    let melded_now = melded_count(kept, rules);
    if melded_now < 11 && pairs_with_okeys(kept, rules) < 6 {
        return 0;
    }
    let mut hand = kept.to_vec();
    let mut outs = 0;
    for (tile, copies) in unseen.draws(rules) {
        hand.push(tile);
        let melded = if could_meld(kept, tile, rules) { melded_count(&hand, rules) } else { melded_now };
        let wins = pairs_with_okeys(&hand, rules) >= 7 || melded >= 14;
        hand.pop();
        if wins {
            outs += i32::from(copies);
        }
    }
    outs
}

/// Whether `drawn` could join a set or run with tiles of `kept`: it is an okey, `kept` holds one,
/// or `kept` has a tile near it. A draw that cannot leaves the tiles in melds as they were, so
/// the outs skip the search for it (the search is a Düz bot's main cost).
pub(super) fn could_meld(kept: &[TileId], drawn: TileId, rules: MeldRules) -> bool {
    let Plays::As(face) = rules.okey.plays(drawn) else { return true };
    kept.iter().any(|&t| match rules.okey.plays(t) {
        Plays::As(other) => is_near(face, other),
        Plays::Wild => true,
    })
}

/// How much the next player seems to collect tiles like `tile`: what it took near it, less
/// what it threw away near it.
fn danger(view: &SeatView, tile: TileId) -> i32 {
    let rules = view.meld_rules;
    let Plays::As(face) = rules.okey.plays(tile) else { return 10 };
    let next = super::medium::next_seat(view);
    let face_of = |t: TileId| match rules.okey.plays(t) {
        Plays::As(f) => Some(f),
        Plays::Wild => None,
    };
    let took = view.others.iter().filter(|o| o.seat == next).flat_map(|o| &o.took).filter_map(|&t| face_of(t));
    let collected = took.filter(|&f| f == face || is_near(f, face)).count() as i32;
    let thrown = view.discards.get(next).into_iter().flatten().filter_map(|&t| face_of(t));
    let refused = thrown.filter(|&f| f == face || is_near(f, face)).count() as i32;
    (2 * collected - refused).max(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::Okey;
    use rand::SeedableRng;
    use rand::seq::SliceRandom;

    /// The outs skip the search for a draw that `could_meld` rules out: over random 14-tile
    /// hands and every draw, such a draw never changes the tiles in melds.
    #[test]
    fn a_draw_that_could_not_meld_leaves_the_melded_count_alone() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut skipped = 0;
        for round in 0..300 {
            let okey_face = Face::from_index(round % 52).expect("a face");
            let rules = MeldRules { okey: Okey::from_face(okey_face), one_after_thirteen: true, joker_pairs: true };
            let mut tiles: Vec<TileId> = TileId::all().collect();
            tiles.shuffle(&mut rng);
            let (kept, rest) = tiles.split_at(14);
            let now = melded_count(kept, rules);
            for &drawn in rest.iter().filter(|&&t| !could_meld(kept, t, rules)) {
                let mut hand = kept.to_vec();
                hand.push(drawn);
                assert_eq!(melded_count(&hand, rules), now, "{kept:?} + {drawn:?}");
                skipped += 1;
            }
        }
        assert!(skipped > 300, "only {skipped} draws were ruled out");
    }
}
