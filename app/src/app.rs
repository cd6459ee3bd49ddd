//! [`App`]: the one object a shell holds. Intents in, a view model and effects out.
//!
//! Three locks, never held while anything slow runs: `model` (the screens and the table: every
//! intent takes it for microseconds), `book` (the statistics: only their screen and their
//! recording take it), and `writer` (one writer of files at a time, so files only move forward).
//! A bot, a hint, the Düz counter and a review take what they need under `model`, think with
//! nothing held, and put their answer back only if the table has not moved on.

use crate::effect::{Effect, Job, JobKind, Update};
use crate::files::{self, Loaded, Storage};
use crate::form::Form;
use crate::intent::Intent;
use crate::presenter as present;
use crate::settings::Settings;
use crate::statistics::Book;
use crate::table::{LoadedGame, Table, YOU};
use crate::view::{Screen, ViewModel};
use okey_core::lang::Language;
use okey_core::stats::Statistics;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// How long a message stays on screen.
pub const MESSAGE_MS: u32 = 4000;
/// How often the review's progress is shown while it works.
pub const REVIEW_TICK_MS: u32 = 250;

/// The app core.
#[derive(Debug)]
pub struct App {
    model: Mutex<Model>,
    book: Mutex<Book>,
    writer: Mutex<()>,
    storage: Box<dyn Storage>,
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

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
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
        let table = told
            .found(files::GAME_FILE, files::load(storage.as_ref(), files::GAME_FILE, LoadedGame::parse))
            .map(Table::resume)
            .map(|mut table| {
                table.set_deal_layout(settings.rack_layout);
                table
            });
        let in_progress = table.as_ref().is_some_and(|t| !t.is_over());
        let model = Model {
            screen: if in_progress { Screen::Home } else { Screen::NewGame },
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
        };
        App {
            model: Mutex::new(model),
            book: Mutex::new(Book { statistics, dirty: false }),
            writer: Mutex::new(()),
            storage,
            revision: AtomicU64::new(0),
        }
    }

    /// Call once after `open`: a game that ended before the app stopped is recorded now.
    pub fn start(&self) -> Update {
        let model = lock(&self.model);
        let mut effects = Vec::new();
        if model.table.as_ref().is_some_and(Table::is_over) {
            effects.push(run_now(JobKind::RecordStatistics, ticket_now(&model)));
        }
        self.update(&model, effects)
    }

    /// The view model as it stands.
    pub fn view(&self) -> ViewModel {
        let model = lock(&self.model);
        present::view(&model, &self.book)
    }

    /// A gesture. Quick: safe on the UI thread.
    pub fn send(&self, intent: Intent) -> Update {
        let mut model = lock(&self.model);
        let effects = crate::dispatch::send(&mut model, &self.book, intent);
        self.update(&model, effects)
    }

    /// Slow or later work, on a background thread. A job asked for a table that has moved on
    /// does nothing.
    pub fn run(&self, job: Job) -> Update {
        let effects = match job.kind {
            JobKind::BotMove => self.bot_move(job.ticket),
            JobKind::Hint => self.hint(job.ticket),
            JobKind::DuzCounter => self.duz_counter(job.ticket),
            JobKind::ExpireMessage => {
                let mut model = lock(&self.model);
                if let Some(table) = model.table.as_mut() {
                    table.expire_message(job.ticket);
                }
                Vec::new()
            }
            JobKind::Save => {
                self.flush();
                Vec::new()
            }
            JobKind::RecordStatistics => self.record_statistics(job.ticket),
            JobKind::Review => self.review(job.ticket),
            JobKind::ReviewProgress => {
                let model = lock(&self.model);
                match model.review.as_ref() {
                    Some(review) if review.working() => vec![Effect::Run {
                        job: Job { kind: JobKind::ReviewProgress, ticket: job.ticket },
                        after_ms: REVIEW_TICK_MS,
                    }],
                    _ => Vec::new(),
                }
            }
        };
        let model = lock(&self.model);
        self.update(&model, effects)
    }

    /// Writes every file that changed, on the calling thread: the app is going to the
    /// background. Files are written one writer at a time, newest content only.
    pub fn flush(&self) {
        let _writer = lock(&self.writer);
        let (game, settings, stuck) = {
            let mut model = lock(&self.model);
            let game = std::mem::take(&mut model.dirty_game).then(|| model.table.as_ref().map(Table::save)).flatten();
            let settings = std::mem::take(&mut model.dirty_settings).then(|| model.settings.to_json());
            (game, settings, model.stuck.clone())
        };
        let statistics = {
            let mut book = lock(&self.book);
            std::mem::take(&mut book.dirty).then(|| book.statistics.to_json())
        };
        // A file that could be neither loaded nor set aside is the player's to move: never
        // written over.
        let game = game.filter(|_| !stuck.contains(&files::GAME_FILE));
        let settings = settings.filter(|_| !stuck.contains(&files::SETTINGS_FILE));
        let statistics = statistics.filter(|_| !stuck.contains(&files::STATS_FILE));
        // A write that fails (a full disk) is tried again at the next change.
        if let Some(game) = game
            && self.storage.write(files::GAME_FILE, game.to_json().as_bytes()).is_err()
        {
            lock(&self.model).dirty_game = true;
        }
        if let Some(settings) = settings
            && self.storage.write(files::SETTINGS_FILE, settings.as_bytes()).is_err()
        {
            lock(&self.model).dirty_settings = true;
        }
        if let Some(statistics) = statistics
            && self.storage.write(files::STATS_FILE, statistics.as_bytes()).is_err()
        {
            lock(&self.book).dirty = true;
        }
    }

    /// The update for `model`, which the caller holds locked: its revision follows the lock's order.
    fn update(&self, model: &Model, effects: Vec<Effect>) -> Update {
        let revision = self.revision.fetch_add(1, Ordering::Relaxed) + 1;
        let effects = crate::dispatch::allowed(effects, model);
        Update { view: present::view(model, &self.book), effects, revision }
    }

    fn bot_move(&self, ticket: u64) -> Vec<Effect> {
        let work = {
            let mut model = lock(&self.model);
            if !current(&model, ticket) {
                return Vec::new();
            }
            match model.table.as_mut().and_then(Table::bot_work) {
                Some(work) => work,
                None => return Vec::new(),
            }
        };
        // The slow part, with nothing locked.
        let decision = work.decide();
        let mut model = lock(&self.model);
        if !current(&model, ticket) {
            return Vec::new();
        }
        let Some(events) = model.table.as_mut().and_then(|t| t.play_bot(decision)) else {
            // The table moved while the bot thought: think again.
            return vec![run_now(JobKind::BotMove, ticket_now(&model))];
        };
        crate::dispatch::after_engine_move(&mut model, &events, false)
    }

    /// The player's view and the table's generation, for work done unlocked; `None` when the
    /// ticket's table has moved on.
    fn your_view_for(&self, ticket: u64) -> Option<(okey_core::view::SeatView, usize)> {
        let model = lock(&self.model);
        let table = model.table.as_ref().filter(|_| current(&model, ticket))?;
        Some((table.your_view()?, table.generation()))
    }

    fn hint(&self, ticket: u64) -> Vec<Effect> {
        let Some((view, generation)) = self.your_view_for(ticket) else { return Vec::new() };
        let hint = crate::table::hint_for(&view);
        let mut model = lock(&self.model);
        let language = model.settings.language;
        if current(&model, ticket)
            && let Some(table) = model.table.as_mut()
        {
            table.show_hint(generation, hint, language);
        }
        Vec::new()
    }

    fn duz_counter(&self, ticket: u64) -> Vec<Effect> {
        let Some((view, generation)) = self.your_view_for(ticket) else { return Vec::new() };
        let figures = crate::table::DuzFigures::of(&view);
        let mut model = lock(&self.model);
        if let Some(table) = model.table.as_mut() {
            table.keep_duz_figures(generation, figures);
        }
        Vec::new()
    }

    fn record_statistics(&self, ticket: u64) -> Vec<Effect> {
        let (record, seats) = {
            let model = lock(&self.model);
            match model.table.as_ref() {
                Some(table) if table.is_over() && model.game_serial == serial_of(ticket) => {
                    (table.session().record().clone(), table.session().seats().to_vec())
                }
                _ => return Vec::new(),
            }
        };
        let mut book = lock(&self.book);
        // The engine refuses a game it has already counted: recorded exactly once.
        if !book.statistics.contains(&record) && book.statistics.record_game(&record, YOU, &seats).is_ok() {
            book.dirty = true;
            return vec![run_now(JobKind::Save, 0)];
        }
        Vec::new()
    }

    fn review(&self, ticket: u64) -> Vec<Effect> {
        let work = {
            let mut model = lock(&self.model);
            if model.game_serial != serial_of(ticket) {
                return Vec::new();
            }
            match model.review.as_mut().and_then(crate::review::Review::begin) {
                Some(work) => work,
                None => return Vec::new(),
            }
        };
        let result = work.run();
        let mut model = lock(&self.model);
        let language = model.settings.language;
        if model.game_serial == serial_of(ticket)
            && let Some(review) = model.review.as_mut()
        {
            review.finish(result, language);
        }
        Vec::new()
    }
}

/// The ticket of the table as it stands: its game and its generation.
pub(crate) fn ticket_now(model: &Model) -> u64 {
    let generation = model.table.as_ref().map_or(0, Table::generation);
    (u64::from(model.game_serial) << 32) | (u64::try_from(generation).unwrap_or(0) & 0xFFFF_FFFF)
}

fn serial_of(ticket: u64) -> u32 {
    u32::try_from(ticket >> 32).unwrap_or(0)
}

/// A job for the table as it is now is still wanted.
fn current(model: &Model, ticket: u64) -> bool {
    ticket_now(model) == ticket
}

pub(crate) fn run_now(kind: JobKind, ticket: u64) -> Effect {
    Effect::Run { job: Job { kind, ticket }, after_ms: 0 }
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
