//! The terminal's shell around the app core: it holds the one [`okey_app::App`], sends it the
//! intents the keys make, draws the view model it answers with, and runs the jobs it asks for
//! when their time comes. Time is given to it (milliseconds since the game opened), so tests
//! run the same jobs in the same order with no clock.
//!
//! Every job runs on the calling thread, between two key reads: a bot thinks for milliseconds
//! (Hard's p99 is about 12 ms), a save writes one small file, so a key waits at most that long;
//! one thread keeps the job order plain and needs no channel back to the screen.
//!
//! At a table over the network the shell holds an [`okey_link::Link`] too: it performs the
//! core's network effects, and the intents it queues (a guest's message, the host gone) are
//! sent to the core on this same thread ([`Shell::pump`]), between two keys, like the jobs.

use okey_app::files::Storage;
use okey_app::view::{TableView, ViewModel};
use okey_app::{App, Effect, Intent, Job, JobKind};
use okey_core::Language;
use okey_link::Link;
use std::time::Duration;

/// The cursor, the meld being chosen, the help: what the terminal alone keeps.
pub use super::keys::Mode;

/// A job and when it is due.
#[derive(Clone, Copy, Debug)]
struct Waiting {
    due_ms: u64,
    job: Job,
}

/// The app core and what the terminal keeps beside it.
#[derive(Debug)]
pub struct Shell {
    app: App,
    view: ViewModel,
    waiting: Vec<Waiting>,
    /// Milliseconds since the game opened, as last given.
    now_ms: u64,
    /// The rack slot under the cursor (0 to 29).
    pub cursor: usize,
    pub mode: Mode,
    pub quit: bool,
    /// What opening the files told the player (a damaged file set aside), the core's words,
    /// kept after the core moves on to the table.
    pub notice: Option<String>,
    /// The notice is on screen until the first key.
    pub show_notice: bool,
    /// The core's words when it refused the last key's intent outright (a move while the
    /// terminal is handed over, say), which no view holds; on screen until the next key.
    pub refusal: Option<okey_app::Refusal>,
    /// Where the game and the statistics are kept, when they are on disk (the help shows it).
    pub data_files: Option<DataFiles>,
    /// The network, at a table over it.
    link: Option<Link>,
}

/// Where the game in progress and the statistics are kept, to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataFiles {
    pub save: std::path::PathBuf,
    pub stats: std::path::PathBuf,
}

impl Shell {
    /// The app core over `storage`, started: `language` is the screen's, `entropy` the first new
    /// game's seed.
    pub fn open(storage: Box<dyn Storage>, language: Language, entropy: u64) -> Shell {
        Shell::open_linked(storage, language, entropy, None)
    }

    /// The same, with the network's effects performed by `link` (a hosted game resumed from
    /// its file listens again at once).
    pub fn open_linked(storage: Box<dyn Storage>, language: Language, entropy: u64, link: Option<Link>) -> Shell {
        // The terminal's language is chosen at each run (`--lang`, the locale), not kept.
        let app = App::open_speaking(storage, language, entropy);
        let view = app.view();
        let mut shell = Shell {
            app,
            view,
            waiting: Vec::new(),
            now_ms: 0,
            cursor: 0,
            mode: Mode::Normal,
            quit: false,
            notice: None,
            show_notice: false,
            refusal: None,
            data_files: None,
            link,
        };
        let update = shell.app.start();
        shell.perform(update.view, update.effects);
        shell.notice = shell.view.notice.clone();
        shell.show_notice = shell.notice.is_some();
        shell
    }

    /// The view model as it stands.
    pub fn view(&self) -> &ViewModel {
        &self.view
    }

    /// The table, when it is on screen.
    pub fn table(&self) -> Option<&TableView> {
        self.view.table.as_ref()
    }

    pub fn language(&self) -> Language {
        self.view.language
    }

    /// A gesture; what it asks for now runs before this returns.
    pub fn send(&mut self, intent: Intent) {
        let update = self.app.send(intent);
        if let Some(refusal) = update.refusal {
            self.refusal = Some(refusal);
        }
        self.perform(update.view, update.effects);
    }

    /// Draws the view and keeps the jobs; a job due now runs at once. Animations, vibrations
    /// and announcements have no place in a terminal.
    fn perform(&mut self, view: ViewModel, effects: Vec<Effect>) {
        self.view = view;
        for effect in effects {
            if let Some(link) = self.link.as_mut()
                && link.perform(&effect)
            {
                continue;
            }
            if let Effect::Run { job, after_ms } = effect {
                let due_ms = self.now_ms + u64::from(after_ms);
                if after_ms == 0 {
                    let update = self.app.run(job);
                    self.perform(update.view, update.effects);
                } else {
                    self.waiting.push(Waiting { due_ms, job });
                }
            }
        }
        // A job run above may have changed what an earlier update showed.
        self.view = self.app.view();
        self.keep_cursor_on_rack();
    }

    /// The network, at a table over it.
    pub fn link(&self) -> Option<&Link> {
        self.link.as_ref()
    }

    /// Sends the core what came from the network, waiting at most `wait` for the first of it;
    /// whether anything came.
    pub fn pump(&mut self, wait: Duration) -> bool {
        if !self.pump_one(wait) {
            return false;
        }
        while let Some(intent) = self.link.as_ref().and_then(Link::try_next) {
            self.send(intent);
        }
        true
    }

    /// Sends the core one intent from the network, waiting at most `wait` for it; whether one
    /// came. For a caller that looks at every view on the way (a guest's lobby, shown before
    /// the table even when both arrive together).
    pub fn pump_one(&mut self, wait: Duration) -> bool {
        let Some(intent) = self.link.as_ref().and_then(|link| link.next_timeout(wait)) else { return false };
        self.send(intent);
        true
    }

    /// Time has come to `now_ms`: every job due by then runs, earliest first.
    pub fn advance_to(&mut self, now_ms: u64) {
        self.now_ms = self.now_ms.max(now_ms);
        while let Some(at) = self.next_index(|w| w.due_ms <= self.now_ms) {
            let waiting = self.waiting.remove(at);
            let update = self.app.run(waiting.job);
            self.perform(update.view, update.effects);
        }
    }

    /// When the next job is due, if one waits.
    pub fn next_due_ms(&self) -> Option<u64> {
        self.waiting.iter().map(|w| w.due_ms).min()
    }

    /// The earliest waiting job that `wanted` accepts (the first asked among equals).
    fn next_index(&self, wanted: impl Fn(&Waiting) -> bool) -> Option<usize> {
        self.waiting.iter().enumerate().filter(|(_, w)| wanted(w)).min_by_key(|(_, w)| w.due_ms).map(|(at, _)| at)
    }

    /// The bots play until a person is to act (or the deal is over), as if their pauses had
    /// passed; messages stay (for tests: no clock).
    pub fn settle(&mut self) {
        while let Some(at) = self.next_index(|w| w.job.kind == JobKind::BotMove) {
            let waiting = self.waiting.remove(at);
            let update = self.app.run(waiting.job);
            self.perform(update.view, update.effects);
        }
    }

    /// Whether a bot move waits for its time.
    pub fn bot_waiting(&self) -> bool {
        self.waiting.iter().any(|w| w.job.kind == JobKind::BotMove)
    }

    /// Writes every file that changed: the program is ending.
    pub fn flush(&self) {
        self.app.flush();
    }

    /// The cursor stays on the rack's slots.
    fn keep_cursor_on_rack(&mut self) {
        let slots = self.table().map_or(0, |t| t.rack.slots.len());
        self.cursor = self.cursor.min(slots.saturating_sub(1));
    }
}
