#![allow(dead_code)]
//! A shell for tests: the app over files in memory, its jobs run at once, with no clock.
//!
//! Jobs the app wants now (saving, a hint, the Düz counter, recording statistics) run before
//! `send` returns. Jobs it wants later wait: bot moves run on [`Shell::settle`], message
//! expiries on [`Shell::wait`], as if that much time had passed.

use okey_app::files::MemoryStorage;
use okey_app::view::{TableView, ViewModel};
use okey_app::{App, Effect, Flight, Haptic, Intent, Job, JobKind, Sound};
use okey_core::lang::Language;
use std::sync::Arc;

pub struct Shell {
    pub app: App,
    pub storage: Arc<MemoryStorage>,
    pub view: ViewModel,
    /// Jobs asked for later, in the order asked.
    later: Vec<Job>,
    /// Kinds of job held back even when wanted now (as if the app stopped before they ran).
    pub held: Vec<JobKind>,
    pub flights: Vec<Vec<Flight>>,
    pub haptics: Vec<Haptic>,
    pub announced: Vec<String>,
    pub sounds: Vec<Sound>,
    /// The network's effects asked for (a table over the local network), in order.
    pub network: Vec<Effect>,
    /// Every text shown since this was set, when set (see `words.rs`).
    pub texts: Option<std::collections::BTreeSet<String>>,
}

impl Shell {
    /// A first launch in `language`; `seed` is the first new game's seed.
    pub fn open(seed: u64, language: Language) -> Shell {
        Shell::over(Arc::new(MemoryStorage::new()), seed, language)
    }

    /// The app over `storage` as a launch finds it.
    pub fn over(storage: Arc<MemoryStorage>, seed: u64, language: Language) -> Shell {
        let app = App::open(Box::new(Arc::clone(&storage)), language, seed);
        let view = app.view();
        let mut shell = Shell {
            app,
            storage,
            view,
            later: Vec::new(),
            held: Vec::new(),
            flights: Vec::new(),
            haptics: Vec::new(),
            announced: Vec::new(),
            sounds: Vec::new(),
            network: Vec::new(),
            texts: None,
        };
        let update = shell.app.start();
        shell.perform(update.view, update.effects);
        shell
    }

    /// The app stopped (everything flushed) and launched again over the same files.
    pub fn relaunch(self) -> Shell {
        self.app.flush();
        let language = self.view.language;
        Shell::over(self.storage, 0, language)
    }

    pub fn send(&mut self, intent: Intent) -> &ViewModel {
        let update = self.app.send(intent);
        self.perform(update.view, update.effects);
        &self.view
    }

    fn perform(&mut self, view: okey_app::ViewModel, effects: Vec<Effect>) {
        self.view = view;
        for effect in effects {
            match effect {
                Effect::Run { job, after_ms: 0 } if !self.held.contains(&job.kind) => {
                    let update = self.app.run(job);
                    self.perform(update.view, update.effects);
                }
                Effect::Run { job, .. } => self.later.push(job),
                Effect::Animate { flights, .. } => self.flights.push(flights),
                Effect::Haptic { kind } => self.haptics.push(kind),
                Effect::Announce { text } => self.announced.push(text),
                Effect::Sound { kind } => self.sounds.push(kind),
                network => self.network.push(network),
            }
        }
        // What `run` did may have changed the view after the effects' own updates.
        self.view = self.app.view();
        if let Some(texts) = &mut self.texts {
            texts.extend(quoted(&format!("{:?}", self.view)));
        }
    }

    /// Runs the jobs of `kinds` waiting, and what they ask for, until none is left.
    fn run_waiting(&mut self, kinds: &[JobKind]) {
        while let Some(at) = self.later.iter().position(|j| kinds.contains(&j.kind)) {
            let job = self.later.remove(at);
            let update = self.app.run(job);
            self.perform(update.view, update.effects);
        }
    }

    /// Loses the waiting jobs of `kind`, as a shell whose executor was cancelled does.
    pub fn lose_waiting(&mut self, kind: JobKind) {
        self.later.retain(|j| j.kind != kind);
    }

    /// The update of `intent`, its effects performed (to see its refusal).
    pub fn send_for_update(&mut self, intent: Intent) -> okey_app::Update {
        let update = self.app.send(intent);
        self.perform(update.view.clone(), update.effects.clone());
        update
    }

    /// Jobs of `kind` waiting.
    pub fn waiting(&self, kind: JobKind) -> Vec<Job> {
        self.later.iter().filter(|j| j.kind == kind).copied().collect()
    }

    /// Runs the waiting jobs of `kind` in the given order of their asking, reversed if asked.
    pub fn run_waiting_reversed(&mut self, kind: JobKind) {
        let mut jobs: Vec<Job> = self.waiting(kind);
        self.later.retain(|j| j.kind != kind);
        jobs.reverse();
        for job in jobs {
            let update = self.app.run(job);
            self.perform(update.view, update.effects);
        }
    }

    /// One simple move of the player's: draw, or discard the rack's last tile (yes to any
    /// question); `false` when it is not the player's move.
    pub fn simple_move(&mut self) -> bool {
        use okey_app::Answer;
        use okey_app::view::TablePhase;
        let table = self.table();
        match table.phase {
            TablePhase::Draw if table.your_turn => {
                self.send(Intent::Draw);
            }
            TablePhase::Play if table.your_turn => {
                let tile = self.rack().last().copied().unwrap_or(0);
                self.send(Intent::Discard { tile });
                if self.table().dialog.is_some() {
                    self.send(Intent::Answer { answer: Answer::Confirm });
                }
            }
            _ => return false,
        }
        true
    }

    /// The player's simple moves with the bots in between, until the deal is over.
    pub fn play_deal(&mut self) {
        use okey_app::view::TablePhase;
        for _ in 0..10_000 {
            self.settle();
            if matches!(self.table().phase, TablePhase::DealOver | TablePhase::GameOver) {
                return;
            }
            assert!(self.simple_move(), "nobody to move");
        }
        panic!("the deal did not end");
    }

    /// The player's simple moves with the bots in between, until the game is over.
    pub fn play_game(&mut self) {
        use okey_app::view::TablePhase;
        for _ in 0..10_000 {
            self.settle();
            match self.table().phase {
                TablePhase::GameOver => return,
                TablePhase::DealOver => {
                    self.send(Intent::NextDeal);
                }
                _ => assert!(self.simple_move(), "nobody to move"),
            }
        }
        panic!("the game did not end");
    }

    /// The bots play until a person is to act (or the deal is over).
    pub fn settle(&mut self) -> &ViewModel {
        self.run_waiting(&[JobKind::BotMove]);
        &self.view
    }

    /// Time passes: messages expire, the review's progress is shown.
    pub fn wait(&mut self) -> &ViewModel {
        self.run_waiting(&[JobKind::ExpireMessage, JobKind::ReviewProgress]);
        &self.view
    }

    pub fn table(&self) -> &TableView {
        self.view.table.as_ref().expect("the table is on screen")
    }

    /// A file's text as the app last wrote it.
    pub fn file(&self, name: &str) -> Option<String> {
        self.storage.get(name).map(|b| String::from_utf8_lossy(&b).into_owned())
    }

    /// The rack's tile ids, slot by slot, left to right.
    pub fn rack(&self) -> Vec<u8> {
        self.table().rack.slots.iter().flatten().map(|t| t.tile.id).collect()
    }

    /// Starts the game the New game form describes (seat 0 the player), from whatever screen
    /// is on show, replacing a game in progress.
    pub fn start_game(&mut self) -> &ViewModel {
        use okey_app::view::{DialogKind, Screen};
        if self.view.screen != Screen::NewGame {
            self.send(Intent::Show { screen: Screen::NewGame });
        }
        self.send(Intent::StartGame);
        if self.view.dialog.as_ref().is_some_and(|d| d.kind == DialogKind::ReplaceGame) {
            self.send(Intent::Answer { answer: okey_app::Answer::Confirm });
        }
        self.settle()
    }
}

/// The string literals in a `Debug` rendering: every text a view holds.
pub fn quoted(debug: &str) -> Vec<String> {
    let mut texts = Vec::new();
    let mut chars = debug.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut text = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => text.extend(chars.next()),
                '"' => break,
                c => text.push(c),
            }
        }
        texts.push(text);
    }
    texts
}
