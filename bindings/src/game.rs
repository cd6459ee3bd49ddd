//! The game object the apps hold: one session, people and bots in seats, behind a mutex.
//!
//! Threading: every method is synchronous. The quick ones (`view`, `apply`, `preview_opening`,
//! `arrange`, `save`) take microseconds and may be called from the UI thread. A bot's move can
//! take longer (up to tens of milliseconds for the strongest levels): call `step_bot`,
//! `run_bots` and `hint` from a background thread (Kotlin `Dispatchers.Default`, Swift a
//! `Task.detached`). Bots think without holding the mutex, so the quick calls never wait for
//! them: `step_bot` takes what the bot needs under the lock, decides unlocked, and plays the
//! move under the lock only if the game has not moved meanwhile (else it decides again).

use crate::error::OkeyError;
use crate::hint::OkeyHint;
use crate::types::{Action, Event, MeldSpec, OpeningPreview, SeatView, Tile, meld_specs, seat_u32, tiles};
use okey_core::action as core_action;
use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::rules::{Preset, Rules};
use okey_core::solver::Layout;
use okey_core::tile::TileId;
use okey_core::{SeatKind as CoreSeatKind, Session};
use std::sync::{Arc, Mutex, MutexGuard};

/// The computer opponents' levels, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum BotLevel {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl From<BotLevel> for Level {
    fn from(level: BotLevel) -> Level {
        match level {
            BotLevel::Beginner => Level::Beginner,
            BotLevel::Easy => Level::Easy,
            BotLevel::Medium => Level::Medium,
            BotLevel::Hard => Level::Hard,
            BotLevel::Expert => Level::Expert,
        }
    }
}

impl From<Level> for BotLevel {
    fn from(level: Level) -> BotLevel {
        match level {
            Level::Beginner => BotLevel::Beginner,
            Level::Easy => BotLevel::Easy,
            Level::Medium => BotLevel::Medium,
            Level::Hard => BotLevel::Hard,
            Level::Expert => BotLevel::Expert,
        }
    }
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, uniffi::Enum)]
pub enum SeatKind {
    Human,
    Bot { level: BotLevel },
}

impl From<SeatKind> for CoreSeatKind {
    fn from(kind: SeatKind) -> CoreSeatKind {
        match kind {
            SeatKind::Human => CoreSeatKind::Human,
            SeatKind::Bot { level } => CoreSeatKind::Bot(level.into()),
        }
    }
}

impl From<CoreSeatKind> for SeatKind {
    fn from(kind: CoreSeatKind) -> SeatKind {
        match kind {
            CoreSeatKind::Human => SeatKind::Human,
            CoreSeatKind::Bot(level) => SeatKind::Bot { level: level.into() },
        }
    }
}

/// A new game: its rules, who sits where (seat 0 first), and the shuffle's seed.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GameConfig {
    pub rules: Rules,
    pub seats: Vec<SeatKind>,
    pub seed: u64,
    /// The language of the game's messages (refusals, invalid rules); English when not given.
    /// `OkeyGame.set_language` changes it later.
    #[uniffi(default = None)]
    pub language: Option<Language>,
}

/// A preset as a settings screen lists it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct PresetInfo {
    pub preset: Preset,
    /// Its stable name: `standard`, `online`, `guide`, `katlamali`.
    pub name: String,
    pub rules: Rules,
}

/// Every preset with its options.
#[uniffi::export]
pub fn presets() -> Vec<PresetInfo> {
    Preset::ALL
        .into_iter()
        .map(|preset| PresetInfo { preset, name: preset.name().to_owned(), rules: Rules::preset(preset) })
        .collect()
}

/// A preset's rules, to start custom rules from.
#[uniffi::export]
pub fn rules_for_preset(preset: Preset) -> Rules {
    Rules::preset(preset)
}

/// One bot move, with its events as the viewer may see them.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct BotMove {
    pub seat: u32,
    /// The action applied, which `events` come from.
    pub action: Action,
    pub events: Vec<Event>,
    /// The action the bot chose, when the engine refused it and a legal one was played in its
    /// place (a bot bug; for diagnostics, `None` in a correct game).
    pub refused: Option<RefusedBotAction>,
}

/// A bot's action the engine refused, with the refusal's stable code and message.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RefusedBotAction {
    pub action: Action,
    pub code: String,
    /// The refusal in the game's language.
    pub detail: String,
}

/// How many times `step_bot` decides again when the game moves while its bot thinks, before it
/// gives up with `game_changed` (only another thread stepping the same bots makes it move).
const BOT_ATTEMPTS: usize = 4;

/// A game in progress. Safe to share between threads; calls are serialised, but bots and hints
/// think outside the lock.
#[derive(Debug, uniffi::Object)]
pub struct OkeyGame {
    session: Mutex<Session>,
    language: Mutex<Language>,
}

fn seen_by(events: Vec<core_action::Event>, viewer: usize) -> Vec<Event> {
    events.into_iter().map(|e| e.seen_by(viewer).into()).collect()
}

impl OkeyGame {
    pub(crate) fn session(&self) -> MutexGuard<'_, Session> {
        // A panic while holding the lock cannot leave a half-applied action (refused actions
        // change nothing), so a poisoned lock still guards a consistent session.
        self.session.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(crate) fn current_language(&self) -> Language {
        *self.language.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(crate) fn seat(session: &Session, seat: u32) -> Result<usize, OkeyError> {
        let players = session.seats().len();
        usize::try_from(seat).ok().filter(|&s| s < players).ok_or_else(|| {
            OkeyError::input("no_such_seat", format!("there is no seat {seat} in a {players}-player game"))
        })
    }
}

#[uniffi::export]
impl OkeyGame {
    /// Starts a game. The events are those of the first deal as seat 0 sees them.
    #[uniffi::constructor]
    pub fn new(config: GameConfig) -> Result<Arc<OkeyGame>, OkeyError> {
        let language = config.language.unwrap_or_default();
        config.rules.validate().map_err(|e| OkeyError::invalid_rules(&e, language))?;
        let seats = config.seats.into_iter().map(CoreSeatKind::from).collect();
        let (session, _) =
            Session::new(config.rules, config.seed, seats).map_err(|e| OkeyError::input(e.code(), e.to_string()))?;
        Ok(Arc::new(OkeyGame { session: Mutex::new(session), language: Mutex::new(language) }))
    }

    /// Loads a game saved with `save`, replaying it; a damaged file is a `LoadFailed` error.
    #[uniffi::constructor]
    pub fn load(json: String) -> Result<Arc<OkeyGame>, OkeyError> {
        let session = Mutex::new(Session::from_json(&json)?);
        Ok(Arc::new(OkeyGame { session, language: Mutex::new(Language::default()) }))
    }

    /// The language of the game's messages.
    pub fn language(&self) -> Language {
        self.current_language()
    }

    /// Sets the language of the game's messages from now on (a loaded game starts in English).
    pub fn set_language(&self, language: Language) {
        *self.language.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = language;
    }

    /// The game as versioned JSON (rules, seed, seats and every move).
    pub fn save(&self) -> String {
        // Copied under the lock, written after it is released.
        let save = self.session().save();
        save.to_json()
    }

    pub fn seats(&self) -> Vec<SeatKind> {
        self.session().seats().iter().map(|&k| k.into()).collect()
    }

    /// What `seat` may see now.
    pub fn view(&self, seat: u32) -> Result<SeatView, OkeyError> {
        // Converted for the app after the lock is released.
        self.view_of(seat).map(SeatView::from)
    }

    /// Applies a person's action; returns its events as that seat sees them. A refused action
    /// changes nothing.
    pub fn apply(&self, seat: u32, action: Action) -> Result<Vec<Event>, OkeyError> {
        let mut session = self.session();
        let seat = Self::seat(&session, seat)?;
        let action = core_action::Action::try_from(action)?;
        let events = session.apply(seat, &action).map_err(|e| OkeyError::refused(&e, self.current_language()))?;
        Ok(seen_by(events, seat))
    }

    /// What laying `melds` now would be worth as `seat`'s opening, without laying anything.
    pub fn preview_opening(&self, seat: u32, melds: Vec<MeldSpec>) -> Result<OpeningPreview, OkeyError> {
        let session = self.session();
        let seat = Self::seat(&session, seat)?;
        let melds = meld_specs(melds)?;
        Ok(session.game().preview_opening(seat, &melds).into())
    }

    /// The penalty discarding `tile` would cost `seat` now, if any: ask before such a discard.
    pub fn discard_penalty(
        &self,
        seat: u32,
        tile: Tile,
    ) -> Result<Option<okey_core::action::PenaltyReason>, OkeyError> {
        let session = self.session();
        let seat = Self::seat(&session, seat)?;
        Ok(session.game().discard_penalty(seat, TileId::try_from(tile)?))
    }

    /// The penalty (points and reason) `action` would charge `seat` now, without playing it:
    /// ask before Take back or a costly discard. `None` when it costs nothing or would be refused.
    pub fn penalty_for(&self, seat: u32, action: Action) -> Result<Option<Event>, OkeyError> {
        let session = self.session();
        let seat = Self::seat(&session, seat)?;
        let action = core_action::Action::try_from(action)?;
        Ok(session.game().penalty_for(seat, &action).map(Event::from))
    }

    /// `seat`'s rack arranged ("Seri diz" or "Çift diz"): melds in order, then one group of the
    /// tiles left over (absent when none are).
    pub fn arrange(&self, seat: u32, layout: Layout) -> Result<Vec<Vec<Tile>>, OkeyError> {
        let view = self.view_of(seat)?;
        let arrangement = okey_core::solver::arrange(&view.rack, view.meld_rules, layout);
        let mut groups: Vec<Vec<Tile>> = arrangement.melds.iter().map(|m| tiles(m.tiles())).collect();
        if !arrangement.leftover.is_empty() {
            groups.push(tiles(&arrangement.leftover));
        }
        Ok(groups)
    }

    /// What to play in `seat`'s place, the rack tiles it concerns, and why, in `language`;
    /// `None` when the seat may do nothing now. Call off the main thread.
    pub fn hint(&self, seat: u32, language: Language) -> Result<Option<OkeyHint>, OkeyError> {
        // The view is taken under the lock; the bot thinks after it is released.
        let view = self.view_of(seat)?;
        Ok(Session::hint_for(&view).map(|hint| OkeyHint::new(hint, view.meld_rules, language)))
    }

    /// The bot seat to move now, if a bot is to move.
    pub fn bot_to_move(&self) -> Option<u32> {
        self.session().bot_to_move().map(seat_u32)
    }

    /// One bot move, its events as `viewer` sees them; `None` when no bot is to move (a person's
    /// turn, or the deal is over). Call off the main thread; animate, then call again. The bot
    /// thinks without holding the game; if another thread moves the game meanwhile, it thinks
    /// again, and after a few such tries gives up with a `Refused` error coded `game_changed`.
    pub fn step_bot(&self, viewer: u32) -> Result<Option<BotMove>, OkeyError> {
        let mut attempts = 0;
        loop {
            attempts += 1;
            let (viewer, turn) = {
                let session = self.session();
                let viewer = Self::seat(&session, viewer)?;
                let Some(turn) = session.bot_turn() else { return Ok(None) };
                (viewer, turn)
            };
            // The slow part, with the lock released: the UI's calls go on meanwhile.
            let decision = turn.decide();
            match self.session().apply_bot_decision(decision) {
                Ok(step) => {
                    return Ok(Some(BotMove {
                        seat: seat_u32(step.seat),
                        action: step.action.into(),
                        events: seen_by(step.events, viewer),
                        refused: step.refused.map(|(action, error)| RefusedBotAction {
                            action: action.into(),
                            code: error.code().to_owned(),
                            detail: error.message(self.current_language()),
                        }),
                    }));
                }
                Err(stale) if attempts >= BOT_ATTEMPTS => {
                    let language = self.current_language();
                    return Err(OkeyError::Refused {
                        code: stale.code().to_owned(),
                        detail: stale.message(language),
                        language,
                        details: Vec::new(),
                    });
                }
                Err(_) => {}
            }
        }
    }

    /// Every bot move until a person must act or the deal ends. Call off the main thread.
    pub fn run_bots(&self, viewer: u32) -> Result<Vec<BotMove>, OkeyError> {
        let mut moves = Vec::new();
        while let Some(step) = self.step_bot(viewer)? {
            moves.push(step);
        }
        Ok(moves)
    }

    /// Scores of the deals played so far.
    pub fn results(&self) -> Vec<crate::types::DealResult> {
        self.session().game().results().iter().cloned().map(Into::into).collect()
    }

    pub fn is_over(&self) -> bool {
        self.session().game().is_over()
    }
}

impl OkeyGame {
    fn view_of(&self, seat: u32) -> Result<okey_core::SeatView, OkeyError> {
        let session = self.session();
        let seat = Self::seat(&session, seat)?;
        session.view(seat).ok_or_else(|| OkeyError::input("no_such_seat", "no such seat"))
    }
}
