//! The score sheet at the end of a deal: each seat's hand as melds and loose tiles, and every
//! number explained from the engine's own breakdown of it (`Game::hand_scores`): what the hand
//! counted and why, the doublings, the penalties.

use super::Table;
use super::present::shown_tile;
use crate::view::{DealLineView, ScoreRowView, ScoreSheetView, ShownTile};
use crate::words::{self, Names};
use okey_core::Game;
use okey_core::game::Phase;
use okey_core::lang::Language;
use okey_core::scoring::{DealEnd, DealResult};
use okey_core::session::Session;
use okey_core::solver::{self, Layout};
use okey_core::view::SeatView as EngineView;

/// The sheet, once the deal (or the game) is over.
pub(super) fn score_sheet(
    table: &Table,
    view: &EngineView,
    names: &Names,
    language: Language,
) -> Option<ScoreSheetView> {
    if !matches!(view.phase, Phase::DealOver | Phase::GameOver) {
        return None;
    }
    let game = table.session().game();
    let result = game.results().last()?;
    let game_over = game.is_over();
    let winners = game_over.then(|| game.leaders());
    let hands = game.hand_scores().unwrap_or_default();
    let rows = (0..result.scores.len())
        .map(|seat| {
            let score = result.scores.get(seat).copied().unwrap_or(0);
            let penalty = result.penalties.get(seat).copied().unwrap_or(0);
            let hand = hands.get(seat);
            let (melds, loose) = hand_as_melds(game, seat, result, language);
            ScoreRowView {
                seat: u8::try_from(seat).unwrap_or(u8::MAX),
                name: names.of(language, seat),
                tiles: melds.iter().flatten().chain(&loose).cloned().collect(),
                hand_points: score - penalty,
                penalties: table
                    .penalties()
                    .iter()
                    .filter(|(s, _, _)| *s == seat)
                    .map(|(_, points, reason)| words::penalty_line(language, *points, *reason))
                    .collect(),
                hand_note: hand.and_then(|h| words::hand_note(language, h, &result.end, seat)),
                hand_formula: hand.and_then(words::hand_formula),
                melds,
                loose,
                deal_score: score,
                total: view.totals.get(seat).copied().unwrap_or(0),
                won: winners.as_ref().map_or_else(
                    || matches!(result.end, DealEnd::Won { winner, .. } if winner == seat),
                    |w| w.contains(&seat),
                ),
            }
        })
        .collect();
    let mut ending = words::deal_ending(language, names, &result.end);
    if !result.counts {
        let scored = result.scores.iter().any(|&s| s != 0);
        ending = format!("{ending}. {}", words::void_deal(language, game.rules().deals, scored));
    }
    let mut counted = 0;
    let deals = game
        .results()
        .iter()
        .map(|result| {
            counted += u32::from(result.counts);
            DealLineView {
                label: if result.counts {
                    words::deal_label(language, counted)
                } else {
                    words::replayed(language).to_owned()
                },
                scores: result.scores.clone(),
                void: !result.counts,
            }
        })
        .collect();
    Some(ScoreSheetView {
        title: words::sheet_title(language, result.counts.then_some(counted), game_over),
        ending,
        void: !result.counts,
        rows,
        deals,
        winners: winners.map(|w| words::winners(language, names, &w)),
        game_over,
        multiplier: (result.multiplier != 1).then(|| words::sheet_multiplier(language, result.multiplier)),
        multiplier_reason: multiplier_reason(game, result, language),
        deal_seed: Some(deal_seed(table.session(), language)),
    })
}

/// What the deal's multiplier is made of, when the ending above does not say it all: the
/// risk round, and the finish's doublings beside it ("finished with the okey ×2 · risk round
/// ×2"). A finish's doubling alone is the ending's own words ("Ayşe finished on pairs").
fn multiplier_reason(game: &Game, result: &DealResult, language: Language) -> Option<String> {
    if result.multiplier == 1 || !result.risk_round || game.rules().is_duz() {
        return None;
    }
    let risk = if result.risk_round { 2 } else { 1 };
    let finish = result.multiplier / risk;
    let ways = result.end.finish_ways(language);
    let mut parts = Vec::new();
    if finish > 1 && !ways.is_empty() {
        parts.push(words::finish_doubling(language, &ways, finish));
    }
    if result.risk_round && !game.rules().is_duz() {
        parts.push(words::risk_round_doubling(language));
    }
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// A seat's hand as the sheet shows it: the melds, then the loose tiles. The winner's melds are
/// those it showed (Düz Okey, the engine's reading of the hand) or laid (Okey 101); the others'
/// are the sets and runs the engine finds in what they hold (Seri diz), the rest after them.
fn hand_as_melds(
    game: &Game,
    seat: usize,
    result: &DealResult,
    language: Language,
) -> (Vec<Vec<ShownTile>>, Vec<ShownTile>) {
    let rules = game.meld_rules();
    let okey = rules.okey;
    let rack = game.deal().racks.get(seat).cloned().unwrap_or_default();
    let won = matches!(result.end, DealEnd::Won { winner, .. } if winner == seat);
    let shown = |meld: &okey_core::meld::Meld| -> Vec<ShownTile> {
        meld.tiles().iter().zip(meld.faces()).map(|(&t, &face)| shown_tile(language, t, okey, Some(face))).collect()
    };
    if won {
        let melds: Vec<Vec<ShownTile>> = if game.rules().is_duz() {
            solver::classic::winning_hand(&rack, rules).unwrap_or_default().iter().map(shown).collect()
        } else {
            game.deal().table.iter().filter(|m| m.owner == seat).map(|m| shown(&m.meld)).collect()
        };
        if !melds.is_empty() {
            let used: Vec<u8> = melds.iter().flatten().map(|t| t.id).collect();
            let loose = rack
                .iter()
                .filter(|t| !used.contains(&t.raw()))
                .map(|&t| shown_tile(language, t, okey, None))
                .collect();
            return (melds, loose);
        }
    }
    let arranged = solver::arrange(&rack, rules, Layout::RunsAndSets);
    let melds = arranged.melds.iter().map(shown).collect();
    let loose = arranged.leftover.iter().map(|&t| shown_tile(language, t, okey, None)).collect();
    (melds, loose)
}

/// The ended deal's seed and fingerprint, checked by replaying the game's record to that deal's
/// start (a millisecond for a long game; only while the score sheet is up).
fn deal_seed(session: &Session, language: Language) -> String {
    let game = session.game();
    let seed = okey_core::deal_seed::DealSeed::of(game);
    let checks = okey_core::deal_seed::check_record(session.record());
    let checked = checks.iter().any(|&(checked_seed, dealt)| checked_seed == seed && dealt);
    words::deal_seed(language, &seed.to_string(), &seed.fingerprint(), checked)
}
