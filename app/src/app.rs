//! [`App`]: the one object a shell holds. Intents in, a view model and effects out.
//!
//! Three locks, never held while anything slow runs: `model` (the screens and the table: every
//! intent takes it for microseconds), `book` (the statistics: only their screen and their
//! recording take it), and `writer` (one writer of files at a time, so files only move forward).
//! A bot, a hint, the Düz counter and a review take what they need under `model`, think with
//! nothing held, and put their answer back only if the table has not moved on (`jobs`). Which
//! jobs to hand out is worked out afresh for every update from the state alone (`schedule`),
//! so no job a shell loses can leave the app waiting.

use crate::effect::{Effect, Job, Refusal, Ticket, Update};
use crate::files::{self, Loaded, Storage};
use crate::form::Form;
use crate::intent::Intent;
use crate::presenter as present;
use crate::settings::Settings;
use crate::statistics::Book;
use crate::table::{LoadedGame, Table};
use crate::view::{Screen, ViewModel};
use okey_core::lang::Language;
use okey_core::stats::Statistics;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// The app core.
#[derive(Debug)]
pub struct App {
    pub(crate) model: Mutex<Model>,
    pub(crate) book: Mutex<Book>,
    pub(crate) writer: Mutex<()>,
    pub(crate) storage: Box<dyn Storage>,
    /// The last update's revision; counted under `model`'s lock, so in the order views are taken.
    revision: AtomicU64,
}

/// Everything the screens show, but the statistics.
#[derive(Debug)]
pub(crate) struct Model {
    pub screen: Screen,
    pub settings: Settings,
    pub notice: Option<String>,
    pub table: Option<Table>,
    /// Which game the table holds: a job asked for an earlier game does nothing.
    pub game_serial: u32,
    pub form: Form,
    /// The preset the Rules screen explains; `None` for the game in progress.
    pub rules_choice: Option<okey_core::rules::Preset>,
    pub review: Option<crate::review::Review>,
    /// The Statistics screen asks whether to clear them.
    pub clearing: bool,
    pub message_serial: u64,
    /// Where new games' seeds come from (the shell's entropy, so that tests are repeatable).
    pub seeds: SeedSource,
    pub dirty_game: bool,
    pub dirty_settings: bool,
    /// Files that could not be loaded nor set aside: never written over.
    pub stuck: Vec<&'static str>,
    /// Jobs handed out and not yet run; cleared by every intent, so that an intent hands out
    /// again whatever is still needed (see `schedule`).
    pub handed: Vec<Job>,
    /// The ticket of the bot move being decided now: another job for it waits for nothing.
    pub bot_thinking: Option<Ticket>,
    /// The finished game on the table is in the statistics (or found there).
    pub recorded: bool,
    /// How many of the table's ended deals are in the statistics (or found there): a game's
    /// deals count as they end, finished or not.
    pub deals_recorded: usize,
    /// The last write of a file failed, and why: the player has been told, and the write is
    /// tried again after a while.
    pub save_trouble: Option<String>,
    /// How many writes have failed: the retry's ticket.
    pub save_failures: u64,
    /// A new game waiting for the player to agree to replace the one in progress.
    pub replacing: Option<crate::dispatch::NewGame>,
    /// A table over the local network this app hosts or has joined.
    pub net: Option<crate::net::Net>,
    /// Numbers the guests' departures, so that each wait for one has a job of its own.
    pub departures: u64,
}

/// New games' seeds: the shell's entropy for the first game (so a test picks its game), then a
/// splitmix64 sequence from it.
#[derive(Debug)]
pub(crate) struct SeedSource {
    next: u64,
    first: bool,
}

impl SeedSource {
    fn new(entropy: u64) -> SeedSource {
        SeedSource { next: entropy, first: true }
    }

    pub(crate) fn next(&mut self) -> u64 {
        if std::mem::take(&mut self.first) {
            return self.next;
        }
        self.next = self.next.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.next;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // Nothing here leaves a half-made change behind a panic; a poisoned lock still guards a
    // consistent value.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl App {
    /// Opens the app over its files. `system_language` is the first launch's language;
    /// `entropy` seeds new games: it is the first new game's seed (the shell's random number;
    /// a test's chosen game), and the later ones follow from it.
    pub fn open(storage: Box<dyn Storage>, system_language: Language, entropy: u64) -> App {
        App::open_with(storage, system_language, entropy, None)
    }

    /// Opens the app speaking `language` whatever the settings say, for a shell whose language
    /// is chosen at each launch (the terminal's `--lang` or locale): what loading the files
    /// found is said in it too, and the settings keep it.
    pub fn open_speaking(storage: Box<dyn Storage>, language: Language, entropy: u64) -> App {
        App::open_with(storage, language, entropy, Some(language))
    }

    fn open_with(
        storage: Box<dyn Storage>,
        system_language: Language,
        entropy: u64,
        speaking: Option<Language>,
    ) -> App {
        let mut notices = Vec::new();
        let mut stuck = Vec::new();
        let mut told = Told { language: system_language, notices: &mut notices, stuck: &mut stuck };
        let mut settings = told
            .found(files::SETTINGS_FILE, files::load(storage.as_ref(), files::SETTINGS_FILE, Settings::from_json))
            .unwrap_or_else(|| match files::read_text(storage.as_ref(), "settings.properties") {
                // The Android app's file before the app core; kept as it is.
                Ok(Some(text)) => Settings::from_properties(&text, Settings::first(system_language)),
                _ => Settings::first(system_language),
            });
        let dirty_settings = speaking.is_some_and(|language| language != settings.language);
        settings.language = speaking.unwrap_or(settings.language);
        told.language = settings.language;
        let statistics = told
            .found(files::STATS_FILE, files::load(storage.as_ref(), files::STATS_FILE, Statistics::from_json))
            .unwrap_or_default();
        let loaded = told.found(files::GAME_FILE, files::load(storage.as_ref(), files::GAME_FILE, LoadedGame::parse));
        // A hosted game's guests are away until they rejoin: waited for, then played by bots.
        let net = loaded
            .as_ref()
            .and_then(|l| l.hosting.clone())
            .map(|saved| crate::net::Net::Hosting(crate::net::host::Hosting::resumed(saved, 1)));
        let table = loaded.map(Table::resume).map(|mut table| {
            table.set_deal_layout(settings.rack_layout);
            if let Some(hosting) = net.as_ref().and_then(crate::net::Net::hosting) {
                for seat in hosting.seats.iter().filter(|s| s.owner.is_some()) {
                    table.set_remote(seat.seat, true);
                }
            }
            table
        });
        let model = Model {
            // Home first, also at the first launch: a newcomer sees "Learn to play" there.
            screen: Screen::Home,
            settings,
            notice: (!notices.is_empty()).then(|| notices.join("\n")),
            stuck,
            table,
            game_serial: 1,
            form: Form::default(),
            rules_choice: None,
            review: None,
            clearing: false,
            message_serial: 0,
            seeds: SeedSource::new(entropy),
            dirty_game: false,
            dirty_settings,
            handed: Vec::new(),
            bot_thinking: None,
            recorded: false,
            deals_recorded: 0,
            save_trouble: None,
            save_failures: 0,
            replacing: None,
            net,
            departures: 1,
        };
        App {
            model: Mutex::new(model),
            book: Mutex::new(Book { statistics, dirty: false }),
            writer: Mutex::new(()),
            storage,
            revision: AtomicU64::new(0),
        }
    }

    /// Call once after `open`: the work the app needs hands out (a game that ended before the
    /// app stopped is recorded now).
    pub fn start(&self) -> Update {
        let mut model = lock(&self.model);
        self.update(&mut model, Vec::new(), None, true)
    }

    /// The view model as it stands.
    pub fn view(&self) -> ViewModel {
        let model = lock(&self.model);
        present::view(&model, &self.book)
    }

    /// The table as `seat` sees it, in `language`: what a host sends that seat's guest (for a
    /// test checking that guest's screen against it). `None` with no game, or no such seat.
    pub fn view_of_seat(&self, seat: u8, language: Language) -> Option<crate::view::TableView> {
        let mut model = lock(&self.model);
        let table = model.table.as_mut()?;
        let seat = usize::from(seat);
        (seat < table.session().seats().len()).then_some(())?;
        let mut view = table.with_seat(seat, |t| crate::table::present(t, language))?;
        crate::net::host::mark_away(&model, &mut view, language);
        Some(view)
    }

    /// A gesture. Quick: safe on the UI thread. Hands out again every job still needed.
    pub fn send(&self, intent: Intent) -> Update {
        let mut model = lock(&self.model);
        let (effects, refusal) = crate::dispatch::send(&mut model, &self.book, intent);
        self.update(&mut model, effects, refusal, true)
    }

    /// Slow or later work, on a background thread. A job asked for a state that has gone does
    /// nothing.
    pub fn run(&self, job: Job) -> Update {
        lock(&self.model).handed.retain(|handed| *handed != job);
        let effects = crate::jobs::run(self, job);
        let mut model = lock(&self.model);
        self.update(&mut model, effects, None, false)
    }

    /// Writes every file that changed, on the calling thread: the app is going to the
    /// background. Files are written one writer at a time, newest content only; a write that
    /// fails is tried again later, and the player is told once.
    pub fn flush(&self) {
        crate::jobs::save(self);
    }

    /// The update for `model`, which the caller holds locked: its revision follows the lock's
    /// order. `fresh` (an intent) forgets which jobs were handed out, so every job still needed
    /// goes out again: one a shell lost is asked for anew.
    fn update(&self, model: &mut Model, mut effects: Vec<Effect>, refusal: Option<Refusal>, fresh: bool) -> Update {
        if fresh {
            model.handed.clear();
            if let Some(crate::net::Net::Hosting(hosting)) = model.net.as_mut() {
                hosting.listen_asked = false;
            }
        }
        let statistics_unsaved = lock(&self.book).dirty;
        for (job, after_ms) in crate::schedule::needed(model, statistics_unsaved) {
            if !model.handed.contains(&job) {
                model.handed.push(job);
                effects.push(Effect::Run { job, after_ms });
            }
        }
        // A host's guests hear of whatever this update changed.
        effects.extend(crate::net::host::outgoing(model));
        let revision = self.revision.fetch_add(1, Ordering::Relaxed) + 1;
        let effects = crate::dispatch::allowed(effects, model);
        Update { view: present::view(model, &self.book), effects, revision, refusal }
    }
}

/// The ticket of the table as it stands: its game and its generation.
pub(crate) fn position_now(model: &Model) -> Ticket {
    let generation = model.table.as_ref().map_or(0, Table::generation);
    Ticket::Position { game: model.game_serial, generation: u64::try_from(generation).unwrap_or(u64::MAX) }
}

/// A job for the table as it is now is still wanted.
pub(crate) fn current(model: &Model, ticket: Ticket) -> bool {
    position_now(model) == ticket
}

/// What loading the app's files told the player, and which files must not be written over.
struct Told<'a> {
    language: Language,
    notices: &'a mut Vec<String>,
    stuck: &'a mut Vec<&'static str>,
}

impl Told<'_> {
    /// The file's content, if it loaded; otherwise the player is told why.
    fn found<T>(&mut self, name: &'static str, loaded: Loaded<T>) -> Option<T> {
        match loaded {
            Loaded::Found(value) => Some(value),
            Loaded::Missing => None,
            Loaded::SetAside { kept_as, reason } => {
                self.notices.push(files::set_aside_notice(name, &kept_as, &reason, self.language));
                None
            }
            Loaded::Stuck { reason, error } => {
                self.notices.push(files::stuck_notice(name, &reason, &error, self.language));
                self.stuck.push(name);
                None
            }
        }
    }
}
