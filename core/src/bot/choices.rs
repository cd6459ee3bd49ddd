//! The turn decisions beyond the ordinary discard where a seat has a real alternative to
//! Medium's move: taking the previous discard or drawing, opening now or waiting, opening with
//! sets or with pairs, laying a meld now or keeping it, laying a tile off now or keeping it.
//!
//! Hard weighs these by play-outs, and the `decision_ceiling` example measures what each is
//! worth; both read the alternatives from here so that they weigh the same moves. Every
//! alternative is read from the seat's view and is one the engine accepts now.

use super::Bot;
use super::easy;
use super::medium::{self, ranked_discards};
use crate::action::{Action, MeldSpec};
use crate::meld::MeldKind;
use crate::seat::Phase;
use crate::solver;
use crate::view::SeatView;
use serde::{Deserialize, Serialize};

/// A kind of turn decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Medium takes the previous discard; the alternative draws from the stock.
    TakeOrDraw,
    /// Medium opens; the alternative discards and waits.
    OpenOrWait,
    /// Medium opens with one kind (sets and runs, or pairs); the alternative opens with the other.
    SetsOrPairs,
    /// Medium, opened, lays new melds; the alternative keeps them and discards.
    LayOrKeep,
    /// Medium, opened, lays a tile off; the alternative keeps it and discards.
    LayOffOrKeep,
    /// Medium, opened, discards while holding an okey that fits the table (kept, it costs 101
    /// at the end unless the seat finishes); the alternative lays the okey off first.
    LayOffOkey,
}

impl Decision {
    pub const ALL: [Decision; 6] = [
        Decision::TakeOrDraw,
        Decision::OpenOrWait,
        Decision::SetsOrPairs,
        Decision::LayOrKeep,
        Decision::LayOffOrKeep,
        Decision::LayOffOkey,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Decision::TakeOrDraw => "take-or-draw",
            Decision::OpenOrWait => "open-or-wait",
            Decision::SetsOrPairs => "sets-or-pairs",
            Decision::LayOrKeep => "lay-or-keep",
            Decision::LayOffOrKeep => "lay-off-or-keep",
            Decision::LayOffOkey => "lay-off-okey",
        }
    }
}

/// A move other than Medium's that the seat could make now, and which decision it belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alternative {
    pub decision: Decision,
    pub action: Action,
}

/// Medium's move in this view and the alternatives to it (none for the ordinary discard, a
/// turn already under way, a taken discard still to use, or Düz Okey).
pub fn alternatives(view: &SeatView) -> (Action, Vec<Alternative>) {
    let chosen = medium::Medium.decide(view);
    let others = if view.rules.is_duz() { Vec::new() } else { others_than(view, &chosen) };
    let others = others.into_iter().filter(|a| a.action != chosen && view.accepts(&a.action)).collect();
    (chosen, others)
}

fn others_than(view: &SeatView, chosen: &Action) -> Vec<Alternative> {
    let alternative = |decision, action| Alternative { decision, action };
    match view.phase {
        Phase::Draw if *chosen == Action::TakeDiscard => vec![alternative(Decision::TakeOrDraw, Action::Draw)],
        Phase::Play if matches!(chosen, Action::Discard { .. }) => okey_lay_off(view).into_iter().collect(),
        Phase::Play if view.laid_this_turn.is_empty() && view.must_use.is_none() => {
            let Some(wait) = discard_instead(view) else { return Vec::new() };
            match chosen {
                Action::Lay { melds } if view.opened.is_none() => {
                    let mut found = vec![alternative(Decision::OpenOrWait, wait)];
                    found.extend(other_opening(view, melds).map(|open| alternative(Decision::SetsOrPairs, open)));
                    found
                }
                Action::Lay { .. } => vec![alternative(Decision::LayOrKeep, wait)],
                Action::LayOff { .. } => vec![alternative(Decision::LayOffOrKeep, wait)],
                _ => Vec::new(),
            }
        }
        _ => Vec::new(),
    }
}

/// The discard Medium would make if it laid nothing this turn.
fn discard_instead(view: &SeatView) -> Option<Action> {
    let tile = ranked_discards(view).first().copied().or_else(|| easy::choose_discard(view))?;
    Some(Action::Discard { tile })
}

/// An opening of the other kind than `melds` (pairs for sets and runs, and the other way).
fn other_opening(view: &SeatView, melds: &[MeldSpec]) -> Option<Action> {
    let with_pairs = melds.iter().any(|m| m.kind == Some(MeldKind::Pair));
    let (rack, rules) = (&view.rack, view.meld_rules);
    let found = if with_pairs {
        solver::sets_opening(rack, rules, None, view.opening_threshold)
    } else {
        solver::pairs_opening(rack, rules, None, view.pairs_threshold)
    }?;
    let melds = found.melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect();
    Some(Action::Lay { melds })
}

/// Laying an okey off onto a set or run on the table, for an opened seat with a taken discard
/// used and another tile left to discard.
fn okey_lay_off(view: &SeatView) -> Option<Alternative> {
    let rules = view.meld_rules;
    if view.must_use.is_some()
        || view.rack.len() < 2
        || matches!(easy::standing(view), crate::solver::Standing::Unopened { .. })
    {
        return None;
    }
    let okey = view.rack.iter().copied().find(|&t| rules.okey.is_wild(t))?;
    view.table.iter().filter(|m| m.meld.kind() != MeldKind::Pair).find_map(|m| {
        let side = m.meld.fits(okey, rules)?;
        let action = Action::LayOff { tile: okey, meld: m.id, side: Some(side) };
        view.accepts(&action).then_some(Alternative { decision: Decision::LayOffOkey, action })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::{BotDriver, Hard};
    use crate::game::Game;
    use crate::rules::{Preset, Rules};
    use std::collections::BTreeSet;

    fn medium_seats() -> Vec<Option<Box<dyn Bot>>> {
        (0..4).map(|_| Some(Box::new(medium::Medium) as Box<dyn Bot>)).collect()
    }

    /// Through Medium games, every alternative is a different move the engine accepts from
    /// that position, and the decisions Hard weighs do come up.
    #[test]
    fn alternatives_are_legal_moves_other_than_mediums() {
        let mut arose = BTreeSet::new();
        for seed in 0..24 {
            let (mut game, _) = Game::new(Rules::default(), seed).expect("standard rules");
            let mut seats = medium_seats();
            let mut driver = BotDriver::default();
            while let Some(view) = SeatView::of(&game, game.turn()) {
                let (chosen, others) = alternatives(&view);
                assert_eq!(chosen, medium::Medium.decide(&view));
                for alternative in others {
                    assert_ne!(alternative.action, chosen);
                    let mut trial = game.clone();
                    let applied = trial.apply(view.seat, &alternative.action);
                    assert!(applied.is_ok(), "seed {seed}: {alternative:?} refused: {applied:?}");
                    arose.insert(alternative.decision);
                }
                if driver.step(&mut game, &mut seats).is_none() {
                    break;
                }
            }
        }
        for decision in [Decision::TakeOrDraw, Decision::OpenOrWait, Decision::LayOrKeep, Decision::LayOffOrKeep] {
            assert!(arose.contains(&decision), "{} never arose", decision.name());
        }
    }

    /// Düz Okey has none of these decisions.
    #[test]
    fn duz_has_no_alternatives() {
        let (game, _) = Game::new(Rules::preset(Preset::Duz), 3).expect("duz rules");
        let view = SeatView::of(&game, game.turn()).expect("a seat to move");
        assert!(alternatives(&view).1.is_empty());
    }

    /// Hard decides the same from the same view with the same seed, where it weighs
    /// alternatives too: a game replays identically.
    #[test]
    fn hard_is_deterministic_for_a_seed() {
        let mut weighed = 0;
        for seed in 0..6 {
            let (mut game, _) = Game::new(Rules::default(), seed).expect("standard rules");
            let mut seats = medium_seats();
            let mut driver = BotDriver::default();
            while let Some(view) = SeatView::of(&game, game.turn()) {
                if !alternatives(&view).1.is_empty() {
                    weighed += 1;
                }
                assert_eq!(Hard::new(seed).decide(&view), Hard::new(seed).decide(&view), "seed {seed}");
                if driver.step(&mut game, &mut seats).is_none() {
                    break;
                }
            }
        }
        assert!(weighed > 0, "no position with alternatives");
    }
}
