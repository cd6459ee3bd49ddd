//! A game as an app runs it: seats that are people or bots, the record of every move, hints,
//! and a save that resumes exactly. The terminal program and the phone bindings both use it.

use crate::action::{Action, Event};
use crate::bot::{self, Bot, BotDriver, BotRun, BotStep};
use crate::error::ActionError;
use crate::game::Game;
use crate::hint::Hint;
use crate::record::{Record, RecordError, Recorder};
use crate::rules::Rules;
use crate::saved::{self, Header};
use crate::seat::Seat;
use crate::tile::TileId;
use crate::view::SeatView;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The session save format's name and current version.
pub const FORMAT: &str = "okey-session";
pub const VERSION: u32 = 1;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SeatKind {
    Human,
    Bot(bot::Level),
}

impl SeatKind {
    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Bot(level) => level.name(),
        }
    }

    /// `human` or a bot level's name.
    pub fn from_name(name: &str) -> Option<SeatKind> {
        match name {
            "human" => Some(SeatKind::Human),
            _ => bot::Level::from_name(name).map(SeatKind::Bot),
        }
    }
}

/// Why a session could not start or load.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SessionError {
    #[error("{seats} seats given for a {players}-player game")]
    SeatCount { seats: usize, players: usize },
    #[error(transparent)]
    Record(#[from] RecordError),
}

impl SessionError {
    pub fn code(&self) -> &'static str {
        match self {
            SessionError::SeatCount { .. } => "seat_count",
            SessionError::Record(e) => e.code(),
        }
    }
}

/// A bot decision made from a game that has moved on since: it was not played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("the game changed while the bot was deciding (at action {generation}, now {now})")]
pub struct StaleDecision {
    pub generation: usize,
    pub now: usize,
}

impl StaleDecision {
    pub fn code(&self) -> &'static str {
        "game_changed"
    }
}

/// Everything a bot needs to make its move, detached from the session (see
/// [`Session::bot_turn`]).
#[derive(Debug)]
pub struct BotTurn {
    seat: Seat,
    view: SeatView,
    bot: Box<dyn Bot>,
    generation: usize,
}

impl BotTurn {
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The bot thinks: the slow part, which touches no session.
    pub fn decide(mut self) -> BotDecision {
        let action = self.bot.decide(&self.view);
        BotDecision { seat: self.seat, action, bot: self.bot, generation: self.generation }
    }
}

/// A bot's chosen action, to play with [`Session::apply_bot_decision`].
#[derive(Debug)]
pub struct BotDecision {
    seat: Seat,
    action: Action,
    bot: Box<dyn Bot>,
    generation: usize,
}

impl BotDecision {
    pub fn action(&self) -> &Action {
        &self.action
    }
}

/// A bot that plays a decision already made.
#[derive(Debug)]
struct Decided(Action);

impl Bot for Decided {
    fn decide(&mut self, _: &SeatView) -> Action {
        self.0.clone()
    }
}

/// The bot in `seat`, if a bot sits there. A bot decides from its seed and its view alone (so
/// a saved game resumes identically), so a new one decides as the session's own would.
fn seat_bot(seed: u64, seat: Seat, kind: SeatKind) -> Option<Box<dyn Bot>> {
    match kind {
        SeatKind::Human => None,
        SeatKind::Bot(level) => Some(level.bot(seed.wrapping_add(seat as u64))),
    }
}

/// The most seats a table has.
const MAX_SEATS: usize = 4;

/// A session save as read, once its format and version and its game's are known to be right
/// (which is why they are not read again here).
#[derive(Deserialize)]
struct Saved {
    #[serde(deserialize_with = "bounded_seats")]
    seats: Vec<SeatKind>,
    game: Record,
    /// Each seat's rack in the order its person arranged it; absent from older saves and from
    /// saves where nobody arranged a rack.
    #[serde(default, deserialize_with = "bounded_rack_orders")]
    rack_orders: Vec<Vec<TileId>>,
}

fn bounded_seats<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<SeatKind>, D::Error> {
    crate::bounded::list(deserializer, MAX_SEATS, "seats")
}

fn bounded_rack_orders<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<Vec<TileId>>, D::Error> {
    #[derive(Deserialize)]
    struct Order(#[serde(deserialize_with = "bounded_order")] Vec<TileId>);
    fn bounded_order<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<TileId>, D::Error> {
        crate::bounded::list(deserializer, TileId::COUNT, "tiles in a rack's order")
    }
    let orders: Vec<Order> = crate::bounded::list(deserializer, MAX_SEATS, "racks' orders")?;
    Ok(orders.into_iter().map(|Order(order)| order).collect())
}

/// A session's save, as [`Session::save`] copies it out; [`SessionSave::to_json`] writes what
/// [`Session::from_json`] reads back.
#[derive(Clone, Debug, Serialize)]
pub struct SessionSave {
    format: &'static str,
    version: u32,
    seats: Vec<SeatKind>,
    game: Record,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    rack_orders: Vec<Vec<TileId>>,
}

impl SessionSave {
    /// The session save format: versioned JSON, as [`Session::from_json`] reads it.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}

/// A game with its seats, its record and its bots.
#[derive(Debug)]
pub struct Session {
    recorder: Recorder,
    seats: Vec<SeatKind>,
    bots: Vec<Option<Box<dyn Bot>>>,
    driver: BotDriver,
    /// Per seat, the order a person last arranged their rack in (see [`Session::rack_order`]).
    rack_orders: Vec<Vec<TileId>>,
}

impl Session {
    /// Starts a game; each bot seat's randomness comes from the game's seed.
    pub fn new(rules: Rules, seed: u64, seats: Vec<SeatKind>) -> Result<(Session, Vec<Event>), SessionError> {
        if seats.len() != usize::from(rules.players) {
            return Err(SessionError::SeatCount { seats: seats.len(), players: usize::from(rules.players) });
        }
        let (recorder, events) = Recorder::new(rules, seed).map_err(RecordError::from)?;
        Ok((Session::with_recorder(recorder, seats), events))
    }

    fn with_recorder(recorder: Recorder, seats: Vec<SeatKind>) -> Session {
        let seed = recorder.game().seed();
        let bots = seats.iter().enumerate().map(|(seat, &kind)| seat_bot(seed, seat, kind)).collect();
        let rack_orders = vec![Vec::new(); seats.len()];
        Session { recorder, seats, bots, driver: BotDriver::default(), rack_orders }
    }

    pub fn game(&self) -> &Game {
        self.recorder.game()
    }

    pub fn record(&self) -> &Record {
        self.recorder.record()
    }

    pub fn seats(&self) -> &[SeatKind] {
        &self.seats
    }

    /// What `seat` sees, or `None` for a seat that does not exist.
    pub fn view(&self, seat: Seat) -> Option<SeatView> {
        SeatView::of(self.game(), seat)
    }

    /// Applies a person's action; a refused action changes nothing.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, ActionError> {
        if let Some(SeatKind::Bot(_)) = self.seats.get(seat)
            && !matches!(action, Action::NextDeal)
        {
            return Err(ActionError::BotSeat { seat });
        }
        self.recorder.apply(seat, action)
    }

    /// Who plays `seat` from now on: a networked table's guest who left is played by a bot until
    /// they come back. The game itself does not change (a game is its rules, seed and moves,
    /// whoever chose them); the save keeps the seats as they are.
    pub fn set_seat_kind(&mut self, seat: Seat, kind: SeatKind) -> Result<(), ActionError> {
        let slot = self.seats.get_mut(seat).ok_or(ActionError::NoSuchSeat { seat })?;
        *slot = kind;
        let bot = seat_bot(self.game().seed(), seat, kind);
        if let Some(slot) = self.bots.get_mut(seat) {
            *slot = bot;
        }
        Ok(())
    }

    /// The bot seat that moves now, if any.
    pub fn bot_to_move(&self) -> Option<Seat> {
        BotDriver::bot_to_move(self.game(), &self.bots)
    }

    /// One bot action, for a UI that shows bots at a visible pace; `None` when no bot is to move.
    pub fn step_bot(&mut self) -> Option<BotStep> {
        self.driver.step(&mut self.recorder, &mut self.bots)
    }

    /// Lets the bots move until a person must act, the deal ends or the game is over.
    pub fn run_bots(&mut self) -> BotRun {
        bot::play_bots(&mut self.recorder, &mut self.bots)
    }

    /// The hint for `seat` (see [`crate::hint`]): an action the engine accepts from any position
    /// the seat can be in, the rack tiles it concerns, and why; `None` when the seat may do
    /// nothing now.
    pub fn hint(&self, seat: Seat) -> Option<Hint> {
        let view = self.view(seat)?;
        Session::hint_for(&view)
    }

    /// The hint for the seat whose view this is; needs no session, so a caller that shares the
    /// session between threads can work it out without holding it.
    pub fn hint_for(view: &SeatView) -> Option<Hint> {
        crate::hint::hint(view)
    }

    /// How many actions the game has taken: it grows with every one, so a caller that saw this
    /// number knows whether the game moved since.
    pub fn generation(&self) -> usize {
        self.record().moves.len()
    }

    /// What the bot to move needs to decide, taken out of the session: its view, its own copy of
    /// the bot, and the game's generation. `None` when no bot is to move. Deciding
    /// ([`BotTurn::decide`]) needs no session, so the session can go on answering meanwhile;
    /// [`Session::apply_bot_decision`] then plays the decision if the game has not moved.
    pub fn bot_turn(&self) -> Option<BotTurn> {
        let seat = self.bot_to_move()?;
        let bot = seat_bot(self.game().seed(), seat, *self.seats.get(seat)?)?;
        Some(BotTurn { seat, view: self.view(seat)?, bot, generation: self.generation() })
    }

    /// Plays a decision made from [`Session::bot_turn`] exactly as [`Session::step_bot`] would
    /// have (a refused action is replaced by the safe fallback). If the game moved since the
    /// turn was taken, nothing happens and the error says so: take a new turn and decide again.
    pub fn apply_bot_decision(&mut self, decision: BotDecision) -> Result<BotStep, StaleDecision> {
        let seat = decision.seat;
        if decision.generation != self.generation() || self.bot_to_move() != Some(seat) {
            return Err(StaleDecision { generation: decision.generation, now: self.generation() });
        }
        // The driver runs the seat's bot; here that bot just replays the decision, so the
        // driver's turn count and fallback apply as they do in `step_bot`.
        let mut seats: Vec<Option<Box<dyn Bot>>> = (0..self.seats.len()).map(|_| None).collect();
        if let Some(slot) = seats.get_mut(seat) {
            *slot = Some(Box::new(Decided(decision.action)));
        }
        let step = self.driver.step(&mut self.recorder, &mut seats);
        // The bot that decided carries whatever it learnt while deciding.
        if let Some(slot) = self.bots.get_mut(seat) {
            *slot = Some(decision.bot);
        }
        step.ok_or(StaleDecision { generation: decision.generation, now: self.generation() })
    }

    /// The session as versioned JSON.
    pub fn to_json(&self) -> String {
        self.save().to_json()
    }

    /// What a save holds, copied out of the session: writing it as JSON (the slow part, which
    /// grows with the game) then needs no session, so a shared session need not wait for it.
    pub fn save(&self) -> SessionSave {
        SessionSave {
            format: FORMAT,
            version: VERSION,
            seats: self.seats.clone(),
            game: self.record().clone(),
            rack_orders: if self.rack_orders.iter().all(Vec::is_empty) { Vec::new() } else { self.rack_orders.clone() },
        }
    }

    /// Loads a saved session, replaying its game; says what is wrong with a damaged file.
    pub fn from_json(text: &str) -> Result<Session, SessionError> {
        let header = Header::read(text, true).map_err(RecordError::from)?;
        header.expect(FORMAT, VERSION).map_err(RecordError::from)?;
        // The game inside is a record of its own, with its own format and version.
        header.game.expect(crate::record::FORMAT, crate::record::VERSION).map_err(RecordError::from)?;
        let stored: Saved = saved::parse(text).map_err(RecordError::from)?;
        let game = stored.game;
        let players = usize::from(game.rules.players);
        if stored.seats.len() != players {
            return Err(SessionError::SeatCount { seats: stored.seats.len(), players });
        }
        let recorder = game.replay()?;
        let mut session = Session::with_recorder(recorder, stored.seats);
        for (seat, order) in stored.rack_orders.into_iter().enumerate() {
            // A seat that does not exist has no order to keep.
            let _ = session.set_rack_order(seat, order);
        }
        Ok(session)
    }

    /// `seat`'s rack in the order its person arranged it (with [`Session::set_rack_order`]):
    /// the arranged tiles still in the rack, then the tiles that came since, in the order they
    /// came. `None` for a seat that does not exist.
    pub fn rack_order(&self, seat: Seat) -> Option<Vec<TileId>> {
        let rack = self.game().deal().racks.get(seat)?;
        let arranged = self.rack_orders.get(seat).map_or(&[][..], Vec::as_slice);
        let mut order: Vec<TileId> = arranged.iter().copied().filter(|t| rack.contains(t)).collect();
        order.extend(rack.iter().filter(|t| !arranged.contains(t)));
        Some(order)
    }

    /// Remembers the order `seat`'s person arranged their rack in, so that a resumed game shows
    /// it again. Tiles not in the rack, and second mentions of a tile, are dropped.
    pub fn set_rack_order(&mut self, seat: Seat, order: Vec<TileId>) -> Result<(), ActionError> {
        let rack = self.recorder.game().deal().racks.get(seat).ok_or(ActionError::NoSuchSeat { seat })?;
        let mut kept: Vec<TileId> = Vec::with_capacity(rack.len());
        for tile in order {
            if rack.contains(&tile) && !kept.contains(&tile) {
                kept.push(tile);
            }
        }
        if let Some(slot) = self.rack_orders.get_mut(seat) {
            *slot = kept;
        }
        Ok(())
    }
}
