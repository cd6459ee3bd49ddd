//! The table's slow work, done in three steps so that no lock the UI waits on is held while
//! it thinks: take what the work needs out of the table, think with nothing locked, then put
//! the answer back only if the table has not moved on.

use super::{ShownHint, Table};
use crate::words;
use okey_core::action::Event;
use okey_core::lang::Language;
use okey_core::session::{BotDecision, BotTurn};
use okey_core::solver::classic::{hand_progress, winning_hand};
use okey_core::tile::TileId;
use okey_core::view::SeatView;
use okey_core::{Phase, Session};

/// A bot's turn taken out of the table, to decide unlocked.
#[derive(Debug)]
pub struct BotWork(BotTurn);

impl BotWork {
    /// The slow part: the bot decides.
    pub fn decide(self) -> BotDecision {
        self.0.decide()
    }
}

/// Düz Okey's counter: the engine's best 14 tiles of the hand (`hand_progress`, the one
/// definition the hints use too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuzFigures {
    /// The most of those tiles that sets and runs hold at once (okeys included).
    pub in_melds: u32,
    /// The pairs they make.
    pub pairs: u32,
    /// The tiles whose discard wins now.
    pub winning: Vec<TileId>,
}

impl DuzFigures {
    /// Works the counter out from the player's view (under a millisecond; still off the UI
    /// thread).
    pub fn of(view: &SeatView) -> DuzFigures {
        let rules = view.meld_rules;
        let discarding = view.phase == Phase::Play && view.turn == view.seat;
        let winning = if discarding {
            (0..view.rack.len())
                .filter(|&at| {
                    let mut rest = view.rack.clone();
                    rest.remove(at);
                    winning_hand(&rest, rules).is_some()
                })
                .map(|at| view.rack[at])
                .collect()
        } else {
            Vec::new()
        };
        let progress = hand_progress(&view.rack, rules);
        DuzFigures { in_melds: u32::from(progress.in_melds), pairs: u32::from(progress.pairs), winning }
    }
}

impl Table {
    /// The bot to move, taken out to decide; `None` when a person is to act.
    pub fn bot_work(&self) -> Option<BotWork> {
        self.session.bot_turn().map(BotWork)
    }

    /// Plays a bot's decision if the game has not moved since it was taken; its events then.
    pub fn play_bot(&mut self, decision: BotDecision) -> Option<Vec<Event>> {
        let step = self.session.apply_bot_decision(decision).ok()?;
        self.after_move(&step.events, None);
        Some(step.events)
    }

    /// A bot is to move now.
    pub fn bot_to_move(&self) -> bool {
        self.session.bot_to_move().is_some()
    }

    /// The player's view, for work done unlocked (a hint, the Düz counter).
    pub fn your_view(&self) -> Option<SeatView> {
        self.session.view(self.seat)
    }

    /// The player asked for a hint: it is worked out off the UI thread (see `schedule`).
    pub fn want_hint(&mut self) -> super::Outcome {
        self.side.hint_wanted = Some(self.generation());
        super::Outcome::Shown
    }

    /// A hint is wanted now and not worked out yet: asked for by the player, or by the guided
    /// deal.
    pub fn wants_hint(&self) -> bool {
        let generation = self.generation();
        self.side.hint_worked_out != Some(generation)
            && (self.side.hint_wanted == Some(generation) || self.wants_guide_hint())
    }

    /// Shows the hint worked out for `generation`, if the game is still there.
    pub fn show_hint(&mut self, generation: usize, hint: Option<okey_core::hint::Hint>, language: Language) -> bool {
        if generation != self.generation() {
            return false;
        }
        self.side.hint_worked_out = Some(generation);
        self.side.hint = hint.map(|hint| {
            let tiles = if hint.highlight.is_empty() { action_tiles(&hint.action) } else { hint.highlight.clone() };
            let step = super::guide::step_of(&hint.reason);
            let reason = hint.reason.text_in_deal(language, self.session.game().meld_rules());
            ShownHint { text: words::hint_line(language, &reason), tiles, step }
        });
        true
    }

    /// Keeps the Düz counter worked out for `generation`.
    pub fn keep_duz_figures(&mut self, generation: usize, figures: DuzFigures) -> bool {
        if generation != self.generation() {
            return false;
        }
        self.side.duz = Some((generation, figures));
        true
    }

    /// Düz Okey's counter is wanted now (and not yet worked out).
    pub fn wants_duz_figures(&self) -> bool {
        let game = self.session.game();
        game.rules().is_duz() && matches!(game.phase(), Phase::Draw | Phase::Play) && self.duz_figures().is_none()
    }
}

/// The rack tiles an action names, when the hint names none itself.
fn action_tiles(action: &okey_core::action::Action) -> Vec<TileId> {
    use okey_core::action::Action;
    match action {
        Action::Lay { melds } => melds.iter().flat_map(|m| m.tiles.iter().copied()).collect(),
        Action::LayOff { tile, .. }
        | Action::Discard { tile }
        | Action::Finish { tile }
        | Action::RetrieveOkey { tile, .. } => vec![*tile],
        _ => Vec::new(),
    }
}

/// A hint from a view, worked out unlocked.
pub fn hint_for(view: &SeatView) -> Option<okey_core::hint::Hint> {
    Session::hint_for(view)
}
