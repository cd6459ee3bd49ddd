//! The table: a game in progress and everything the player does at it.
//!
//! The engine ([`Session`]) holds the game; this module holds what belongs to the player's
//! side of the table: the rack's slots, the selection, the question on screen, the hint, the
//! message, the last moves, the counters. Every decision of the app about the game is made
//! here, once, for every front end (see `APPS.md`, "Decided behaviours").

mod drops;
mod guide;
mod moves;
pub(crate) mod present;
mod rack;
mod saved;
mod sorting;
mod work;

pub use drops::carried;
pub use guide::{GUIDED_SEED, GuideStep};
pub use moves::{Manners, Outcome};
pub use present::present;
pub use rack::{ROW, SLOTS, Slots};
pub use saved::{LoadedGame, SavedGame, SavedGameError};
pub use work::{BotWork, DuzFigures, hint_for};

use crate::view::Anchor;
use okey_core::action::{Event, PenaltyReason};
use okey_core::game::{MeldId, Seat};
use okey_core::rules::Rules;
use okey_core::tile::{Face, TileId};
use okey_core::{SeatKind, Session};
use std::collections::VecDeque;

/// The player's seat: the apps seat the person at 0, bots around.
pub const YOU: Seat = 0;

/// How many moves the table keeps in words.
pub const RECENT_MOVES: usize = 3;

/// A game at the table, with the player's side of it.
#[derive(Debug)]
pub struct Table {
    session: Session,
    slots: Slots,
    selected: Vec<TileId>,
    /// How Lay reads the selection (see [`Table::lay_reading`]), worked out when it changes.
    reading: Option<Vec<okey_core::action::MeldSpec>>,
    question: Option<Question>,
    hint: Option<ShownHint>,
    message: Option<Message>,
    /// The last moves' events as the player saw them, oldest first.
    recent: VecDeque<Vec<Event>>,
    /// Düz Okey's counter, with the game generation it was worked out at.
    duz: Option<(usize, DuzFigures)>,
    /// A bot move has been asked for and not played yet.
    bot_pending: bool,
    /// This deal's penalties, with their reasons: the score sheet names them.
    penalties: Vec<(Seat, i32, PenaltyReason)>,
    /// How a new deal's rack is arranged (the player's last choice).
    deal_layout: crate::view::RackLayout,
    /// The guided first deal: every turn's step explained.
    guided: bool,
    /// The player has arranged the rack this deal (the guided deal asks for it once).
    arranged_by_player: bool,
}

/// A question the player must answer before the move is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Question {
    CostlyDiscard {
        tile: TileId,
        reason: PenaltyReason,
        points: Option<i32>,
    },
    TakeBack {
        points: i32,
    },
    WhichEnd {
        tile: TileId,
        meld: MeldId,
        low: Face,
        high: Face,
    },
    /// Laying these melds would leave the hand unable to open this turn.
    RiskyLay {
        melds: Vec<okey_core::action::MeldSpec>,
        risk: okey_core::game::OpeningRisk,
    },
    /// Open (or lay, once opened) with these melds, worth `value`.
    Open {
        melds: Vec<okey_core::action::MeldSpec>,
        value: u32,
    },
}

/// The hint on screen: its sentence and the rack tiles it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownHint {
    pub text: String,
    pub tiles: Vec<TileId>,
    /// The step of the turn the hint belongs to (the guided deal shows it).
    pub step: GuideStep,
}

/// A message on screen until it expires.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub text: String,
    pub anchor: Anchor,
    pub refusal: bool,
    /// Which message this is, so that only its own expiry hides it.
    pub serial: u64,
}

impl Table {
    /// A new game; seat 0 is the player, whose rack is arranged by `layout`.
    pub fn start(
        rules: Rules,
        seed: u64,
        seats: Vec<SeatKind>,
        layout: crate::view::RackLayout,
    ) -> Result<Table, okey_core::session::SessionError> {
        let (session, _) = Session::new(rules, seed, seats)?;
        let mut table = Table::around(session, None);
        table.deal_layout = layout;
        table.arrange(layout);
        Ok(table)
    }

    /// How the next deals' racks are arranged.
    pub fn set_deal_layout(&mut self, layout: crate::view::RackLayout) {
        self.deal_layout = layout;
    }

    /// A game loaded from its save; the deal's penalties and last moves are read back from the
    /// record, so a resumed table shows what it showed before.
    pub fn resume(loaded: LoadedGame) -> Table {
        let mut table = Table::around(loaded.session, loaded.slots.as_deref());
        table.guided = loaded.guided;
        table.recall_history();
        table
    }

    fn around(session: Session, slots: Option<&[Option<TileId>]>) -> Table {
        let rack = session.rack_order(YOU).unwrap_or_default();
        let slots = match slots {
            Some(saved) => Slots::restored(saved, &rack),
            None => Slots::in_order(&rack),
        };
        Table {
            session,
            slots,
            selected: Vec::new(),
            reading: None,
            question: None,
            hint: None,
            message: None,
            recent: VecDeque::new(),
            duz: None,
            bot_pending: false,
            penalties: Vec::new(),
            deal_layout: crate::view::RackLayout::default(),
            guided: false,
            arranged_by_player: false,
        }
    }

    /// The deal's penalties and the last moves, from the record (after a resume).
    fn recall_history(&mut self) {
        let Ok((_, events)) = self.session.record().replay_with_events() else { return };
        let deal_start = events.iter().rposition(|e| matches!(e, Event::DealStarted { .. })).unwrap_or(0);
        for event in &events[deal_start..] {
            if let Event::Penalized { seat, points, reason } = event {
                self.penalties.push((*seat, *points, *reason));
            }
        }
        let seen: Vec<Event> = events[deal_start..].iter().map(|e| e.seen_by(YOU)).collect();
        self.remember(seen);
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn slots(&self) -> &Slots {
        &self.slots
    }

    pub fn selected(&self) -> &[TileId] {
        &self.selected
    }

    pub fn question(&self) -> Option<&Question> {
        self.question.as_ref()
    }

    pub fn hint(&self) -> Option<&ShownHint> {
        self.hint.as_ref()
    }

    pub fn message(&self) -> Option<&Message> {
        self.message.as_ref()
    }

    pub fn penalties(&self) -> &[(Seat, i32, PenaltyReason)] {
        &self.penalties
    }

    /// Düz Okey's counter, when it was worked out for the game as it is now.
    pub fn duz_figures(&self) -> Option<&DuzFigures> {
        self.duz.as_ref().filter(|(generation, _)| *generation == self.session.generation()).map(|(_, f)| f)
    }

    /// Düz Okey's counter as last worked out, even for an earlier move (shown until the new one
    /// comes, so the counter does not flicker).
    pub fn last_duz_figures(&self) -> Option<&DuzFigures> {
        self.duz.as_ref().map(|(_, f)| f)
    }

    pub fn bot_pending(&self) -> bool {
        self.bot_pending
    }

    /// The player's rack, in the engine's order.
    pub fn rack(&self) -> Vec<TileId> {
        self.session.game().deal().racks.get(YOU).cloned().unwrap_or_default()
    }

    /// The engine's generation of the game: it changes with every move.
    pub fn generation(&self) -> usize {
        self.session.generation()
    }

    pub fn is_over(&self) -> bool {
        self.session.game().is_over()
    }

    /// A game's own save, with the rack's slots.
    pub fn save(&self) -> SavedGame {
        SavedGame::of(&self.session, &self.slots, self.guided)
    }

    pub fn set_message(&mut self, text: String, anchor: Anchor, refusal: bool, serial: u64) {
        self.message = Some(Message { text, anchor, refusal, serial });
    }

    /// Hides message `serial` if it is still the one shown.
    pub fn expire_message(&mut self, serial: u64) -> bool {
        if self.message.as_ref().is_some_and(|m| m.serial == serial) {
            self.message = None;
            return true;
        }
        false
    }

    pub fn dismiss_message(&mut self) {
        self.message = None;
    }

    /// The language changed: the hint and message in the old one go.
    pub fn forget_words(&mut self) {
        self.hint = None;
        self.message = None;
    }

    /// Adds a move's events to the last turns: a turn is one line, from the turn's start to the
    /// next (a bot's draw and discard read as one move).
    fn remember(&mut self, events: Vec<Event>) {
        for event in events {
            match event {
                Event::TurnStarted { .. } | Event::DealStarted { .. } => self.recent.push_back(Vec::new()),
                other => match self.recent.back_mut() {
                    Some(turn) => turn.push(other),
                    None => self.recent.push_back(vec![other]),
                },
            }
        }
        let said = |turn: &Vec<Event>| crate::words::move_line(okey_core::Language::English, YOU, turn).is_some();
        // Keep the turn in progress (maybe silent so far) and the last turns that say something.
        let mut kept = 0;
        let mut keep = vec![false; self.recent.len()];
        for (index, turn) in self.recent.iter().enumerate().rev() {
            let last = index + 1 == keep.len();
            if last || (said(turn) && kept < RECENT_MOVES) {
                keep[index] = true;
                kept += usize::from(said(turn));
            }
        }
        let mut flags = keep.into_iter();
        self.recent.retain(|_| flags.next().unwrap_or(false));
    }

    /// After any move: the rack's slots follow the rack, and a new deal starts afresh. A bot's
    /// move leaves the player's selection and message as they are.
    fn after_move(&mut self, events: &[Event], by_bot: bool) {
        let rack = self.rack();
        if events.iter().any(|e| matches!(e, Event::DealStarted { .. })) {
            self.penalties.clear();
            self.recent.clear();
            self.arranged_by_player = false;
            self.arrange(self.deal_layout);
        } else {
            self.slots = std::mem::replace(&mut self.slots, Slots::in_order(&[])).reconciled(&rack);
        }
        for event in events {
            if let Event::Penalized { seat, points, reason } = event {
                self.penalties.push((*seat, *points, *reason));
            }
        }
        if by_bot {
            self.selected.retain(|t| rack.contains(t));
        } else {
            self.selected.clear();
            self.message = None;
        }
        self.read_selection();
        self.hint = None;
        self.question = None;
        self.remember(events.iter().map(|e| e.seen_by(YOU)).collect());
    }

    /// The last moves that say something, oldest first, at most [`RECENT_MOVES`].
    pub fn recent_moves(&self) -> impl Iterator<Item = &[Event]> {
        let said: Vec<&[Event]> = self
            .recent
            .iter()
            .map(Vec::as_slice)
            .filter(|turn| crate::words::move_line(okey_core::Language::English, YOU, turn).is_some())
            .collect();
        let skip = said.len().saturating_sub(RECENT_MOVES);
        said.into_iter().skip(skip)
    }
}
