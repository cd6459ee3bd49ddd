//! Computer opponents. A bot decides from its seat's [`SeatView`] and nothing else: the trait
//! never sees the [`Game`], so no bot can reach another rack or the stock order.
//!
//! Levels: [`Beginner`] (Easy with a learner's mistakes), [`Easy`] (greedy with the exact
//! solver), [`Medium`] (memory and defensive discards, pairs or sets), [`Hard`] (discards, and
//! laying off an okey, chosen by sampled play-outs), [`Expert`] (Hard, every discard searched
//! among all the free tiles by play-outs to the deal's end in worlds dealt consistently with the
//! others' play); `choices` lists the turn decisions beyond the discard that Hard can weigh. Düz
//! Okey is played by `classic` at each level's strength, Hard and Expert adding play-outs of their
//! own next draws (`classic_search`). The arena in the `okey` program
//! measures them against each other.

mod beginner;
mod choices;
mod classic;
mod classic_search;
mod easy;
mod expert;
mod hard;
mod legal;
mod medium;
mod unseen;

pub use beginner::Beginner;
pub use choices::{Alternative, Decision, alternatives};
pub use easy::Easy;
pub(crate) use easy::{plan_actions as finish_plan_actions, standing};
pub use expert::Expert;
pub use hard::{Hard, sample_world};
pub use medium::Medium;

use crate::action::{Action, Event};
use crate::error::ActionError;
use crate::game::Game;
use crate::record::Recorder;
use crate::seat::{Phase, Seat};
use crate::view::SeatView;
use serde::{Deserialize, Serialize};

/// The bot levels, weakest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Expert,
}

impl Level {
    pub const ALL: [Level; 5] = [Level::Beginner, Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    pub fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name() == name)
    }

    /// A bot of this level; `seed` drives whatever randomness the level uses.
    pub fn bot(self, seed: u64) -> Box<dyn Bot> {
        match self {
            Level::Beginner => Box::new(Beginner::new(seed)),
            Level::Easy => Box::new(Easy),
            Level::Medium => Box::new(Medium),
            Level::Hard => Box::new(Hard::new(seed)),
            Level::Expert => Box::new(Expert::new(seed)),
        }
    }
}

/// A random generator for a bot's choice in this position: from the bot's seed and what the
/// position looks like, not from a stream, so a bot rebuilt from a saved game decides as the
/// original would have.
pub(crate) fn position_rng(seed: u64, view: &SeatView) -> rand_chacha::ChaCha8Rng {
    use rand::SeedableRng;
    let position = u64::from(view.deal) << 40
        ^ (view.stock_size as u64) << 24
        ^ (view.rack.len() as u64) << 16
        ^ (view.laid_this_turn.len() as u64) << 8
        ^ view.table.len() as u64;
    rand_chacha::ChaCha8Rng::seed_from_u64(seed.rotate_left(17) ^ position)
}

/// A computer player.
pub trait Bot: std::fmt::Debug + Send {
    /// The next action for the view's seat, while it is that seat's move (or between deals).
    fn decide(&mut self, view: &SeatView) -> Action;
}

/// What happened while bots played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BotRun {
    pub events: Vec<Event>,
    /// Actions a bot chose that the engine refused, with why (a bot bug: must stay empty).
    pub refused: Vec<(Seat, Action, ActionError)>,
}

/// Most actions a turn can take before the driver gives up on a bot (a safety net).
const MAX_ACTIONS_PER_TURN: usize = 64;

/// A game the bots can play on: a bare game, or a game that records its moves.
pub trait Playable {
    fn game(&self) -> &Game;
    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, ActionError>;
}

impl Playable for Game {
    fn game(&self) -> &Game {
        self
    }
    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, ActionError> {
        Game::apply(self, seat, action)
    }
}

impl Playable for Recorder {
    fn game(&self) -> &Game {
        Recorder::game(self)
    }
    fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, ActionError> {
        Recorder::apply(self, seat, action)
    }
}

/// One bot action and what came of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotStep {
    pub seat: Seat,
    /// The action applied: the bot's, or the driver's last resort if the bot's was refused.
    pub action: Action,
    /// The events of `action`.
    pub events: Vec<Event>,
    /// The action the bot chose and why the engine refused it (a bot bug), when it did.
    pub refused: Option<(Action, ActionError)>,
}

/// Moves bots one action at a time, so that a UI can show each move at its own pace.
#[derive(Clone, Debug, Default)]
pub struct BotDriver {
    last_turn: Option<(u32, Seat)>,
    actions_this_turn: usize,
}

impl BotDriver {
    /// The seat that must act now if it is a bot's, else `None` (a human's move, or between deals).
    pub fn bot_to_move(game: &Game, seats: &[Option<Box<dyn Bot>>]) -> Option<Seat> {
        let seat = game.turn();
        (matches!(game.phase(), Phase::Draw | Phase::Play) && seats.get(seat).is_some_and(Option::is_some))
            .then_some(seat)
    }

    /// Lets the bot whose move it is make one action; `None` when no bot is to move. A refused
    /// action is replaced by the cheapest legal one, so a buggy bot cannot stall the game.
    pub fn step<T: Playable>(&mut self, playable: &mut T, seats: &mut [Option<Box<dyn Bot>>]) -> Option<BotStep> {
        let game = playable.game();
        let seat = Self::bot_to_move(game, seats)?;
        let bot = seats.get_mut(seat)?.as_mut()?;
        if self.last_turn != Some((game.deal().number, seat)) {
            self.last_turn = Some((game.deal().number, seat));
            self.actions_this_turn = 0;
        }
        self.actions_this_turn += 1;
        let view = SeatView::of(game, seat)?;
        if self.actions_this_turn > MAX_ACTIONS_PER_TURN {
            let (action, events) = last_resort(playable, &view)?;
            return Some(BotStep { seat, action, events, refused: None });
        }
        let chosen = bot.decide(&view);
        match playable.apply(seat, &chosen) {
            Ok(events) => Some(BotStep { seat, action: chosen, events, refused: None }),
            Err(error) => {
                let (action, events) = last_resort(playable, &view)?;
                Some(BotStep { seat, action, events, refused: Some((chosen, error)) })
            }
        }
    }
}

/// Lets the bots in `seats` (`None` for a human) move until a human must act, the deal ends, or
/// the game is over, counting any refused action.
pub fn play_bots<T: Playable>(playable: &mut T, seats: &mut [Option<Box<dyn Bot>>]) -> BotRun {
    let mut run = BotRun::default();
    let mut driver = BotDriver::default();
    while let Some(step) = driver.step(playable, seats) {
        run.events.extend(step.events);
        if let Some((action, error)) = step.refused {
            run.refused.push((step.seat, action, error));
        }
    }
    run
}

/// The driver's last resort: the cheapest action the engine accepts, tried on the game itself
/// (a refused try changes nothing), with its events. Never reached while the bots are right.
fn last_resort<T: Playable>(playable: &mut T, view: &SeatView) -> Option<(Action, Vec<Event>)> {
    let seat = view.seat;
    legal::recovery_moves(view)
        .into_iter()
        .chain([Action::Draw, Action::TakeBackAll])
        .find_map(|action| playable.apply(seat, &action).ok().map(|events| (action, events)))
}
