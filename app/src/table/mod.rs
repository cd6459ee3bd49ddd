//! The table: a game in progress and everything its people do at it.
//!
//! The engine ([`Session`]) holds the game; this module holds what belongs to each person's
//! side of the table ([`Side`]: the rack's slots, the selection, the question on screen, the
//! hint, the message, the counters) and what the table shows of the game (the last moves, the
//! deal's penalties), and, at a table of several people on one phone, whose side the screen
//! shows (`handover`). Every decision of the app about the game is made here, once, for every
//! front end (see `APPS.md`, "Decided behaviours").
//!
//! The gestures act for one seat at a time: `Table::seat`, the viewer between calls;
//! [`Table::with_seat`] lets a host act for a guest's seat, and moves update every person's
//! side.

mod drops;
mod guide;
mod handover;
mod legal;
mod moves;
pub(crate) mod present;
mod rack;
mod saved;
mod sheet;
mod sorting;
mod work;

pub use drops::carried;
pub use guide::{GUIDED_SEED, GuideStep};
pub use legal::Legal;
pub use moves::{Manners, Outcome};
pub use present::present;
pub use rack::{ROW, SLOTS, Slots};
pub use saved::{HostedGuest, HostedSave, HostedSeat, LoadedGame, MAX_NAME_CHARS, SavedGame, SavedGameError};
pub use work::{BotWork, DuzFigures, hint_for};

use crate::view::Anchor;
use okey_core::action::{Event, PenaltyReason};
use okey_core::game::{MeldId, Seat};
use okey_core::rules::Rules;
use okey_core::tile::{Face, TileId};
use okey_core::{SeatKind, Session};
use std::collections::VecDeque;

/// The phone's owner's seat: a table's first person, whose statistics the app keeps.
pub const YOU: Seat = 0;

/// How many moves the table keeps in words.
pub const RECENT_MOVES: usize = 3;

/// A game at the table, with each person's side of it.
#[derive(Debug)]
pub struct Table {
    session: Session,
    /// The seat the gestures act for: the viewer, but while [`Table::with_seat`] runs.
    seat: Seat,
    /// `seat`'s side.
    side: Side,
    /// The other seats' sides while `side` is `seat`'s (a bot seat's is never used).
    parked: Vec<Side>,
    /// The person whose side the screen shows (or will show, after the hand-over).
    viewer: Seat,
    /// Several people on one phone: every rack is hidden until this person taps to show
    /// theirs (see `handover`).
    handover: Option<Seat>,
    /// Each seat's person's name, when the New game form gave one.
    names: Vec<Option<String>>,
    /// By seat: a person at another phone (a networked table's guest).
    remote: Vec<bool>,
    /// The last moves' events, oldest first, as they happened (shown as each viewer may see them).
    recent: VecDeque<Vec<Event>>,
    /// This deal's penalties, with their reasons: the score sheet names them.
    penalties: Vec<(Seat, i32, PenaltyReason)>,
    /// The guided first deal: every turn's step explained.
    guided: bool,
}

/// One person's side of the table: what they arranged, selected, asked and were told.
#[derive(Debug, Default)]
pub struct Side {
    slots: Slots,
    selected: Vec<TileId>,
    /// How Lay reads the selection (see [`Table::lay_reading`]), worked out when it changes.
    reading: Option<Vec<okey_core::action::MeldSpec>>,
    question: Option<Question>,
    hint: Option<ShownHint>,
    message: Option<Message>,
    /// Düz Okey's counter, with the game generation it was worked out at.
    duz: Option<(usize, DuzFigures)>,
    /// What this person may do now, as the engine answers it.
    legal: Legal,
    /// The generation this person last asked for a hint at.
    hint_wanted: Option<usize>,
    /// The generation the hint on screen (or its absence) was worked out for.
    hint_worked_out: Option<usize>,
    /// How a new deal's rack is arranged (this person's last choice).
    deal_layout: crate::view::RackLayout,
    /// This person has arranged the rack this deal (the guided deal asks for it once).
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
    /// A new game; `names` are the people's names by seat (`None` for a bot, or for the
    /// phone's owner playing alone). Each person's rack is arranged by `layout`.
    pub fn start(
        rules: Rules,
        seed: u64,
        seats: Vec<SeatKind>,
        names: Vec<Option<String>>,
        layout: crate::view::RackLayout,
    ) -> Result<Table, okey_core::session::SessionError> {
        let (session, _) = Session::new(rules, seed, seats)?;
        let mut table = Table::around(session, &[], names);
        for seat in table.people() {
            table.with_seat(seat, |t| {
                t.side.deal_layout = layout;
                t.arrange(layout);
            });
        }
        table.hand_over_if_needed();
        Ok(table)
    }

    /// How the next deals' racks are arranged, for the seat the gestures act for.
    pub fn set_deal_layout(&mut self, layout: crate::view::RackLayout) {
        self.side.deal_layout = layout;
    }

    /// A game loaded from its save; the deal's penalties and last moves are read back from the
    /// record, so a resumed table shows what it showed before.
    pub fn resume(loaded: LoadedGame) -> Table {
        let mut table = Table::around(loaded.session, &loaded.slots, loaded.names);
        table.guided = loaded.guided;
        table.recall_history();
        if let Some(viewer) = loaded.viewer.filter(|&v| table.is_person(v)) {
            table.set_viewer(viewer);
        }
        // A table of several people always resumes hidden: whoever holds the phone now taps.
        table.handover = (table.local_people().len() > 1).then(|| table.next_local_person());
        table
    }

    fn around(session: Session, slots: &[Option<Vec<Option<TileId>>>], names: Vec<Option<String>>) -> Table {
        let players = session.seats().len();
        let sides: Vec<Side> = (0..players)
            .map(|seat| {
                let rack = session.rack_order(seat).unwrap_or_default();
                let slots = match slots.get(seat).and_then(Option::as_ref) {
                    Some(saved) => Slots::restored(saved, &rack),
                    None => Slots::in_order(&rack),
                };
                Side { slots, ..Side::default() }
            })
            .collect();
        let first = session.seats().iter().position(|k| *k == SeatKind::Human).unwrap_or(YOU);
        let mut names = names;
        names.resize(players, None);
        let mut parked = sides;
        let side = std::mem::take(&mut parked[first.min(players.saturating_sub(1))]);
        let mut table = Table {
            session,
            seat: first,
            side,
            parked,
            viewer: first,
            handover: None,
            names,
            remote: vec![false; players],
            recent: VecDeque::new(),
            penalties: Vec::new(),
            guided: false,
        };
        for seat in table.people() {
            table.with_seat(seat, |t| t.refresh_legal(true));
        }
        table
    }

    /// Runs `act` with the gestures acting for `seat`'s side, then gives the viewer's side back.
    pub fn with_seat<T>(&mut self, seat: Seat, act: impl FnOnce(&mut Table) -> T) -> T {
        let home = self.seat;
        self.switch_to(seat);
        let result = act(self);
        self.switch_to(home);
        result
    }

    fn switch_to(&mut self, seat: Seat) {
        if seat == self.seat || seat >= self.parked.len() {
            return;
        }
        // `parked[self.seat]` holds a placeholder while `side` is that seat's: put the side back,
        // then take `seat`'s out, leaving the placeholder in its place.
        std::mem::swap(&mut self.side, &mut self.parked[self.seat]);
        std::mem::swap(&mut self.side, &mut self.parked[seat]);
        self.seat = seat;
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
        self.remember(events[deal_start..].to_vec());
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The seat the gestures act for now.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The person whose side the screen shows.
    pub fn viewer(&self) -> Seat {
        self.viewer
    }

    /// The seats people play, in play order.
    pub fn people(&self) -> Vec<Seat> {
        (0..self.session.seats().len()).filter(|&s| self.is_person(s)).collect()
    }

    pub fn is_person(&self, seat: Seat) -> bool {
        self.session.seats().get(seat) == Some(&SeatKind::Human)
    }

    /// A person's name as the New game form gave it.
    pub fn name(&self, seat: Seat) -> Option<&str> {
        self.names.get(seat).and_then(Option::as_deref)
    }

    pub fn names(&self) -> &[Option<String>] {
        &self.names
    }

    pub fn slots(&self) -> &Slots {
        &self.side.slots
    }

    pub fn selected(&self) -> &[TileId] {
        &self.side.selected
    }

    pub fn question(&self) -> Option<&Question> {
        self.side.question.as_ref()
    }

    pub fn hint(&self) -> Option<&ShownHint> {
        self.side.hint.as_ref()
    }

    pub fn message(&self) -> Option<&Message> {
        self.side.message.as_ref()
    }

    pub fn penalties(&self) -> &[(Seat, i32, PenaltyReason)] {
        &self.penalties
    }

    /// Düz Okey's counter, when it was worked out for the game as it is now.
    pub fn duz_figures(&self) -> Option<&DuzFigures> {
        self.side.duz.as_ref().filter(|(generation, _)| *generation == self.session.generation()).map(|(_, f)| f)
    }

    /// Düz Okey's counter as last worked out, even for an earlier move (shown until the new one
    /// comes, so the counter does not flicker).
    pub fn last_duz_figures(&self) -> Option<&DuzFigures> {
        self.side.duz.as_ref().map(|(_, f)| f)
    }

    /// The player's rack, in the engine's order.
    pub fn rack(&self) -> Vec<TileId> {
        self.session.game().deal().racks.get(self.seat).cloned().unwrap_or_default()
    }

    /// The engine's generation of the game: it changes with every move.
    pub fn generation(&self) -> usize {
        self.session.generation()
    }

    pub fn is_over(&self) -> bool {
        self.session.game().is_over()
    }

    /// The review is offered: some deal has ended (mid-game it covers the ended deals).
    pub fn reviewable(&self) -> bool {
        self.deals_ended() > 0
    }

    /// How many deals of the game have ended.
    pub fn deals_ended(&self) -> usize {
        self.session.game().results().len()
    }

    /// A game's own save, with every person's rack slots and names.
    pub fn save(&self) -> SavedGame {
        let slots: Vec<Option<Vec<Option<TileId>>>> = (0..self.parked.len())
            .map(|seat| self.is_person(seat).then(|| self.side_of(seat).slots.as_slice().to_vec()))
            .collect();
        SavedGame::of(&self.session, slots, self.guided, self.names.clone(), self.viewer)
    }

    /// `seat`'s side, wherever it is kept now.
    fn side_of(&self, seat: Seat) -> &Side {
        if seat == self.seat { &self.side } else { &self.parked[seat] }
    }

    pub fn set_message(&mut self, text: String, anchor: Anchor, refusal: bool, serial: u64) {
        self.side.message = Some(Message { text, anchor, refusal, serial });
    }

    /// Hides message `serial` if it is still the one shown.
    pub fn expire_message(&mut self, serial: u64) -> bool {
        if self.side.message.as_ref().is_some_and(|m| m.serial == serial) {
            self.side.message = None;
            return true;
        }
        false
    }

    pub fn dismiss_message(&mut self) {
        self.side.message = None;
    }

    /// The language changed: the hint and message in the old one go.
    pub fn forget_words(&mut self) {
        self.side.hint = None;
        self.side.hint_worked_out = None;
        self.side.message = None;
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
        let names = crate::words::Names::solo(okey_core::Language::English);
        let said = |turn: &Vec<Event>| crate::words::move_line(okey_core::Language::English, &names, turn).is_some();
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

    /// After any move: each person's rack slots follow their rack, and a new deal starts
    /// afresh; the mover's selection and message go, the others' selections keep what is still
    /// in their racks. Then the screen is handed over if another person is to play next.
    fn after_move(&mut self, events: &[Event], mover: Option<Seat>) {
        let dealt = events.iter().any(|e| matches!(e, Event::DealStarted { .. }));
        if dealt {
            self.penalties.clear();
            self.recent.clear();
        }
        for event in events {
            if let Event::Penalized { seat, points, reason } = event {
                self.penalties.push((*seat, *points, *reason));
            }
        }
        for seat in self.people() {
            self.with_seat(seat, |t| t.after_move_side(dealt, mover == Some(seat)));
        }
        self.remember(events.to_vec());
        self.hand_over_if_needed();
    }

    fn after_move_side(&mut self, dealt: bool, moved: bool) {
        let rack = self.rack();
        if dealt {
            self.side.arranged_by_player = false;
            self.arrange(self.side.deal_layout);
        } else {
            self.side.slots = std::mem::take(&mut self.side.slots).reconciled(&rack);
        }
        if moved {
            self.side.selected.clear();
            self.side.message = None;
        } else {
            self.side.selected.retain(|t| rack.contains(t));
        }
        self.read_selection();
        self.side.hint = None;
        self.side.question = None;
        self.refresh_legal(true);
    }

    /// The last moves that say something, oldest first, at most [`RECENT_MOVES`], as `viewer`
    /// may see them (another seat's drawn tile stays hidden).
    pub fn recent_moves(&self, viewer: Seat) -> Vec<Vec<Event>> {
        let names = crate::words::Names::solo(okey_core::Language::English);
        let said: Vec<&Vec<Event>> = self
            .recent
            .iter()
            .filter(|turn| crate::words::move_line(okey_core::Language::English, &names, turn).is_some())
            .collect();
        let skip = said.len().saturating_sub(RECENT_MOVES);
        said.into_iter().skip(skip).map(|turn| turn.iter().map(|e| e.seen_by(viewer)).collect()).collect()
    }
}
