//! The review on bot games with one planted mistake: Medium bots play every seat under a preset,
//! except that seat 0 makes one clear mistake of a chosen kind at its first chance, then plays
//! on as Medium. The review of seat 0 must name that turn with the right kind and rank it first.
//!
//! The CI test plays a few seeds per preset and kind and reviews only the planted deal;
//! `planted_mistakes_in_whole_games` (ignored: `cargo test --profile ci -p okey-core --test engine
//! review_planted -- --ignored --nocapture`) plays whole games and prints the rates.

use okey_core::action::{Action, Event, MeldSpec, OpenedWith};
use okey_core::bot::{Bot, Medium};
use okey_core::record::{Record, Recorder};
use okey_core::review::{MistakeKind, Review, ReviewItem, ReviewOptions, review_moves, review_record};
use okey_core::rules::{Preset, Rules};
use okey_core::solver::{self, Standing, classic};
use okey_core::tile::TileId;
use okey_core::view::ActionKind;
use okey_core::{Game, Language, Phase, SeatView};

/// The mistakes planted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plant {
    /// Okey 101: a discard that fits a meld on the table (+101), when nothing else was clear.
    PenaltyDiscard,
    /// Okey 101: a hand that could finish discards a free tile instead.
    HeldFinish,
    /// Okey 101: an unopened hand with a sets opening of at least 115 points discards a tile the
    /// opening does not need instead of laying it.
    SkippedOpening,
    /// Düz Okey: a hand with a winning discard throws a tile that breaks the win.
    MissedWin,
    /// Düz Okey: the indicator's twin is in the hand before the first draw, and the seat draws
    /// without showing it.
    MissedIndicator,
    /// Düz Okey: the discard that leaves the fewest of the 14 kept tiles in melds or pairs, two
    /// or more fewer than the best discard.
    BrokeMelds,
    /// Düz Okey: a discard the next player wins with (the harness looks at that player's rack).
    /// Seen only afterwards, so it is not a clear mistake: it comes first in its deal, but in
    /// a whole game another discard that fed a bigger win may come before it.
    FedWin,
}

impl Plant {
    const OKEY_101: [Plant; 3] = [Plant::PenaltyDiscard, Plant::HeldFinish, Plant::SkippedOpening];
    const DUZ: [Plant; 4] = [Plant::MissedWin, Plant::MissedIndicator, Plant::BrokeMelds, Plant::FedWin];

    fn name(self) -> &'static str {
        match self {
            Plant::PenaltyDiscard => "penalty discard",
            Plant::HeldFinish => "held finish",
            Plant::SkippedOpening => "skipped opening",
            Plant::MissedWin => "missed win",
            Plant::MissedIndicator => "missed indicator",
            Plant::BrokeMelds => "broke melds",
            Plant::FedWin => "fed a win",
        }
    }

    /// Whether the review must list it before everything else in a whole game.
    fn is_clear(self) -> bool {
        self != Plant::FedWin
    }

    fn matches(self, kind: &MistakeKind) -> bool {
        match self {
            Plant::PenaltyDiscard => matches!(kind, MistakeKind::PenaltyDiscard { points: 101, .. }),
            Plant::HeldFinish => matches!(kind, MistakeKind::MissedFinish { .. }),
            Plant::SkippedOpening => {
                matches!(kind, MistakeKind::MissedOpening { with: OpenedWith::SetsAndRuns, value, .. } if *value >= 115)
            }
            Plant::MissedWin => matches!(kind, MistakeKind::MissedWin { by_taking: false, .. }),
            Plant::MissedIndicator => matches!(kind, MistakeKind::MissedIndicator { .. }),
            Plant::BrokeMelds => matches!(kind, MistakeKind::BrokeMelds { .. }),
            Plant::FedWin => matches!(kind, MistakeKind::FedOpponent { finished: true, .. }),
        }
    }
}

/// How the seat stands for finishing, as the bots work it out.
fn standing(view: &SeatView) -> Standing {
    match view.opened {
        Some(OpenedWith::SetsAndRuns) => Standing::OpenedSets,
        Some(OpenedWith::Pairs) => Standing::OpenedPairs,
        None => Standing::Unopened {
            sets_threshold: view.opening_threshold,
            pairs_threshold: view.pairs_threshold,
            lay_off_after_opening: !view.rules.wait_turn_after_opening,
            whole_hand_exempt: view.rules.full_hand_below_threshold,
        },
    }
}

/// Whether the hand could finish now (a plan the engine accepts).
fn can_finish(view: &SeatView) -> bool {
    let Some(plan) = solver::finish(&view.rack, &view.table, standing(view), view.meld_rules) else { return false };
    let mut actions = Vec::new();
    if !plan.melds.is_empty() {
        actions.push(Action::Lay {
            melds: plan.melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect(),
        });
    }
    actions.extend(plan.lay_offs.iter().map(|&(tile, meld, side)| Action::LayOff { tile, meld, side: Some(side) }));
    actions.push(Action::Discard { tile: plan.discard });
    view.check(&actions).is_ok()
}

/// An unopened hand's sets opening of at least `at_least` points that the engine accepts with
/// a discard after it: the opening's melds and the tiles it leaves.
fn sets_opening(view: &SeatView, at_least: u32) -> Option<(Vec<MeldSpec>, Vec<TileId>)> {
    if view.opened.is_some() {
        return None;
    }
    let threshold = at_least.max(view.opening_threshold);
    let found = solver::sets_opening(&view.rack, view.meld_rules, None, threshold)?;
    let melds: Vec<MeldSpec> = found.melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect();
    let discard = found.leftover.first().copied()?;
    view.check(&[Action::Lay { melds: melds.clone() }, Action::Discard { tile: discard }]).ok()?;
    Some((melds, found.leftover))
}

/// A discard from `among` that costs no penalty: the highest face value, as a careless player
/// would throw.
fn free_discard(view: &SeatView, among: &[TileId]) -> Option<TileId> {
    let okey = view.meld_rules.okey;
    among
        .iter()
        .copied()
        .filter(|&t| !okey.is_wild(t) && !solver::fits_table(&view.table, t, view.meld_rules))
        .max_by_key(|&t| (okey.face_value(t), t))
}

/// The planted action for `plant` in this view, if the seat has the chance now (`game` is
/// only looked at to find a discard the next player wins with).
fn planted_action(plant: Plant, view: &SeatView, game: &Game) -> Option<Action> {
    if view.rules.is_duz() {
        return planted_duz(plant, view, game);
    }
    if view.phase != Phase::Play || !view.laid_this_turn.is_empty() || view.must_use.is_some() {
        return None;
    }
    let finishes = can_finish(view);
    match plant {
        Plant::PenaltyDiscard => {
            if finishes || sets_opening(view, 0).is_some() || view.rack.len() < 2 {
                return None;
            }
            let okey = view.meld_rules.okey;
            let fits = |t: &TileId| !okey.is_wild(*t) && solver::fits_table(&view.table, *t, view.meld_rules);
            view.rack.iter().copied().find(fits).map(|tile| Action::Discard { tile })
        }
        Plant::HeldFinish => {
            finishes.then(|| free_discard(view, &view.rack)).flatten().map(|tile| Action::Discard { tile })
        }
        Plant::SkippedOpening => {
            if finishes {
                return None;
            }
            let (_, leftover) = sets_opening(view, 115)?;
            free_discard(view, &leftover).map(|tile| Action::Discard { tile })
        }
        _ => None,
    }
}

/// Tiles of a 14-tile Düz hand in sets and runs, or in pairs, whichever is more.
fn in_melds(hand: &[TileId], view: &SeatView) -> usize {
    let rules = view.meld_rules;
    classic::melded_count(hand, rules).max(2 * classic::pairs_with_okeys(hand, rules))
}

fn without(rack: &[TileId], tile: TileId) -> Vec<TileId> {
    rack.iter().copied().filter(|&t| t != tile).collect()
}

fn planted_duz(plant: Plant, view: &SeatView, game: &Game) -> Option<Action> {
    let rules = view.meld_rules;
    let plain: Vec<TileId> = view.rack.iter().copied().filter(|&t| !rules.okey.is_wild(t)).collect();
    let wins = |t: TileId| classic::winning_hand(&without(&view.rack, t), rules).is_some();
    if plant == Plant::MissedIndicator {
        let skips = view.phase == Phase::Draw && view.allowed.contains(&ActionKind::ShowIndicator);
        return skips.then_some(Action::Draw);
    }
    if view.phase != Phase::Play {
        return None;
    }
    let can_win = view.rack.iter().any(|&t| wins(t));
    // Each plain discard with the tiles it leaves in melds and the draws the rest needs, from
    // the most broken to the best kept.
    let mut judged: Vec<(usize, std::cmp::Reverse<usize>, TileId)> = plain
        .iter()
        .map(|&t| {
            let kept = without(&view.rack, t);
            (in_melds(&kept, view), std::cmp::Reverse(classic::draws_to_win(&kept, rules)), t)
        })
        .collect();
    judged.sort();
    // Melds broken as the review names them: two or more fewer tiles in melds, more draws.
    let breaks = |made: &(usize, std::cmp::Reverse<usize>, TileId),
                  best: &(usize, std::cmp::Reverse<usize>, TileId)| {
        made.0 + 2 <= best.0 && made.1.0 > best.1.0
    };
    match plant {
        Plant::MissedWin => can_win.then(|| plain.iter().copied().find(|&t| !wins(t))).flatten(),
        Plant::BrokeMelds if !can_win => {
            let (worst, best) = (judged.first()?, judged.last()?);
            breaks(worst, best).then_some(worst.2)
        }
        Plant::FedWin if !can_win => {
            let next = (view.seat + 1) % game.deal().players();
            let theirs = game.deal().racks[next].clone();
            let best = judged.last()?;
            // A tile that also breaks the hand's melds would be named for that first.
            judged.iter().filter(|j| !breaks(j, best)).map(|j| j.2).find(|&t| {
                let mut with = theirs.clone();
                with.push(t);
                (0..with.len()).any(|i| {
                    let mut hand = with.clone();
                    hand.remove(i);
                    classic::winning_hand(&hand, rules).is_some()
                })
            })
        }
        _ => None,
    }
    .map(|tile| Action::Discard { tile })
}

/// A game with one planted mistake.
struct Planted {
    record: Record,
    /// The review starts at this move: 0 for a whole game, else the planted deal's first.
    deal_start: usize,
    /// Where the planted turn starts in the record's moves (the review item's `move_index`).
    move_index: usize,
    /// Seat 0 opened later in the planted deal (for a skipped opening).
    opened_later: bool,
}

/// Medium bots play `preset` from `seed`; seat 0 plants `plant` at its first chance. The game
/// runs to its end (`whole`) or to the end of the planted deal, which alone is then reviewed;
/// `None` if no chance came.
fn planted_game(preset: Preset, seed: u64, plant: Plant, whole: bool) -> Option<Planted> {
    let (mut recorder, _) = Recorder::new(Rules::preset(preset), seed).unwrap();
    let mut bots: Vec<Medium> = vec![Medium; 4];
    let mut planted: Option<(usize, u32)> = None;
    let mut planted_deal_start = 0;
    let mut opened_later = false;
    let mut turn_start = 0;
    let mut deal_start = 0;
    let mut last_seat = usize::MAX;
    loop {
        let game = recorder.game();
        match game.phase() {
            Phase::GameOver => break,
            Phase::DealOver => {
                if planted.is_some() && !whole {
                    break;
                }
                recorder.apply(0, &Action::NextDeal).unwrap();
                deal_start = recorder.record().moves.len();
                last_seat = usize::MAX;
                continue;
            }
            Phase::Draw | Phase::Play => {}
        }
        let seat = game.turn();
        if seat != last_seat {
            turn_start = recorder.record().moves.len();
            last_seat = seat;
        }
        let view = SeatView::of(game, seat).unwrap();
        let mut action = bots[seat].decide(&view);
        if seat == 0
            && planted.is_none()
            && let Some(mistake) = planted_action(plant, &view, game)
        {
            action = mistake;
            planted = Some((turn_start, game.deal().number));
            planted_deal_start = deal_start;
        }
        let deal = game.deal().number;
        let events = recorder.apply(seat, &action).unwrap_or_else(|e| panic!("{action:?}: {e}"));
        // The planted move is a discard: an opening after it in the deal is a later one.
        if planted.is_some_and(|(_, d)| d == deal) && events.iter().any(|e| matches!(e, Event::Opened { seat: 0, .. }))
        {
            opened_later = true;
        }
    }
    let (move_index, _) = planted?;
    let deal_start = if whole { 0 } else { planted_deal_start };
    Some(Planted { record: recorder.record().clone(), deal_start, move_index, opened_later })
}

/// The review of seat 0 from the start of move `deal_start` on.
fn review_of(planted: &Planted) -> Review {
    let record = &planted.record;
    if planted.deal_start == 0 {
        return review_record(record, 0).unwrap();
    }
    let (mut start, _) = Game::new(record.rules.clone(), record.seed).unwrap();
    for m in &record.moves[..planted.deal_start] {
        start.apply(m.seat, &m.action).unwrap();
    }
    let mut review = review_moves(start, &record.moves[planted.deal_start..], 0, ReviewOptions::default()).unwrap();
    for item in &mut review.items {
        item.move_index += planted.deal_start;
    }
    review
}

/// What the review made of one planted game.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    games: usize,
    found: usize,
    first: usize,
    before_weaker: usize,
    opened_later: usize,
}

impl Tally {
    fn add(&mut self, planted: &Planted, review: &Review, plant: Plant) {
        self.games += 1;
        self.opened_later += usize::from(planted.opened_later);
        let Some(at) = review.items.iter().position(|i| i.move_index == planted.move_index && plant.matches(&i.kind))
        else {
            return;
        };
        self.found += 1;
        self.first += usize::from(at == 0);
        says_what_it_risked(&review.items[at]);
        let weaker = review.items.iter().position(|i| i.kind == MistakeKind::WeakerMove).unwrap_or(usize::MAX);
        self.before_weaker += usize::from(at < weaker);
    }
}

/// A found mistake says, in both languages, what it risked, with the better move when it had one.
fn says_what_it_risked(item: &ReviewItem) {
    let risked = match &item.kind {
        MistakeKind::MissedFinish { scored, .. } => Some(*scored),
        MistakeKind::MissedOpening { risked, .. } => Some(*risked),
        MistakeKind::PenaltyDiscard { points, .. } => Some(*points),
        MistakeKind::MissedWin { worth, .. } => Some(*worth),
        _ => None,
    };
    for language in [Language::English, Language::Turkish] {
        let text = item.text(language);
        if let Some(risked) = risked {
            assert!(text.contains(&risked.to_string()), "{text}");
        }
        if let MistakeKind::MissedOpening { risked, .. } = item.kind {
            assert!(risked >= 202, "{item:?}");
        }
    }
    let needs_better = matches!(
        item.kind,
        MistakeKind::MissedFinish { .. } | MistakeKind::MissedOpening { .. } | MistakeKind::MissedWin { .. }
    );
    assert!(!needs_better || !item.better.is_empty(), "{item:?}");
}

/// Plays and reviews `games` planted games per preset and kind, from seed `first` on; prints the
/// table and returns each row's tally.
fn measure(presets: &[Preset], plants: &[Plant], games: usize, whole: bool) -> Vec<(Preset, Plant, Tally)> {
    let mut rows = Vec::new();
    for &preset in presets {
        for &plant in plants {
            let mut tally = Tally::default();
            let mut seed = 1000;
            while tally.games < games && seed < 1000 + 40 * games as u64 {
                seed += 1;
                let Some(planted) = planted_game(preset, seed, plant, whole) else { continue };
                let review = review_of(&planted);
                tally.add(&planted, &review, plant);
                if !review.items.first().is_some_and(|i| i.move_index == planted.move_index && plant.matches(&i.kind)) {
                    let at = review.items.iter().position(|i| i.move_index == planted.move_index);
                    eprintln!(
                        "{preset} {} seed {seed}: planted at move {} (item {at:?}); items {:?}",
                        plant.name(),
                        planted.move_index,
                        review.items.iter().map(|i| (i.move_index, i.kind.code(), i.points)).collect::<Vec<_>>()
                    );
                }
            }
            println!(
                "{:<10} {:<16} games {:>3}  found {:>3}  first {:>3}  before weaker moves {:>3}  opened later {:>3}",
                preset.name(),
                plant.name(),
                tally.games,
                tally.found,
                tally.first,
                tally.before_weaker,
                tally.opened_later
            );
            rows.push((preset, plant, tally));
        }
    }
    rows
}

const OKEY_101_PRESETS: [Preset; 4] = [Preset::Standard, Preset::Online, Preset::Guide, Preset::Katlamali];

#[test]
fn planted_mistakes_are_named_and_ranked_first_under_every_okey_101_preset() {
    for (preset, plant, tally) in measure(&OKEY_101_PRESETS, &Plant::OKEY_101, 2, false) {
        assert_eq!(tally.games, 2, "{preset} {}: not enough chances to plant", plant.name());
        assert_eq!(tally.found, tally.games, "{preset} {}: {tally:?}", plant.name());
        assert_eq!(tally.first, tally.games, "{preset} {}: {tally:?}", plant.name());
    }
}

#[test]
fn planted_mistakes_are_named_and_ranked_first_in_duz_okey() {
    for (preset, plant, tally) in measure(&[Preset::Duz], &Plant::DUZ, 2, false) {
        assert_eq!(tally.games, 2, "{preset} {}: not enough chances to plant", plant.name());
        assert_eq!(tally.found, tally.games, "{preset} {}: {tally:?}", plant.name());
        assert_eq!(tally.first, tally.games, "{preset} {}: {tally:?}", plant.name());
    }
}

#[test]
#[ignore = "about five minutes: whole games, for the rates"]
fn planted_mistakes_in_whole_games() {
    let mut rows = measure(&OKEY_101_PRESETS, &Plant::OKEY_101, 12, true);
    rows.extend(measure(&[Preset::Duz], &Plant::DUZ, 12, true));
    for (preset, plant, tally) in rows {
        assert_eq!(tally.found, tally.games, "{preset} {}: {tally:?}", plant.name());
        assert_eq!(tally.before_weaker, tally.games, "{preset} {}: {tally:?}", plant.name());
        if plant.is_clear() {
            assert_eq!(tally.first, tally.games, "{preset} {}: {tally:?}", plant.name());
        }
    }
}
