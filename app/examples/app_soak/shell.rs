//! The soak's shell: the app core over files in memory that can refuse writes or be damaged,
//! with its jobs on a clock of its own, run late, early, twice, in any order, or lost, as a
//! phone's executor may.

use okey_app::files::{MemoryStorage, ReadError, Storage};
use okey_app::{App, Effect, Intent, Job, Update, ViewModel};
use okey_core::lang::Language;
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Files in memory whose writes fail while `failing` is set (a full disk, a directory that
/// cannot be written).
#[derive(Debug, Default)]
pub struct FlakyStorage {
    pub files: MemoryStorage,
    pub failing: AtomicBool,
}

impl Storage for FlakyStorage {
    fn read(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, ReadError> {
        self.files.read(name, max_bytes)
    }

    fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        if self.failing.load(Ordering::Relaxed) {
            return Err(io::Error::other("no space left on the device"));
        }
        self.files.write(name, bytes)
    }

    fn set_aside(&self, name: &str) -> io::Result<String> {
        self.files.set_aside(name)
    }

    fn remove(&self, name: &str) -> io::Result<()> {
        self.files.remove(name)
    }
}

/// A job waiting for its time.
#[derive(Clone, Copy, Debug)]
pub struct Pending {
    pub job: Job,
    pub due: u64,
}

/// What happened to the jobs, for the summary.
#[derive(Debug, Default)]
pub struct JobCounts {
    pub run: u64,
    pub twice: u64,
    pub early: u64,
    pub lost: u64,
}

pub struct Shell {
    pub app: App,
    pub storage: Arc<FlakyStorage>,
    pub queue: Vec<Pending>,
    /// The shell's clock, in milliseconds.
    pub now: u64,
    pub jobs: JobCounts,
    /// Jobs were lost since the last intent (then only the next intent must hand them out).
    pub lost_since_intent: bool,
}

impl Shell {
    pub fn open(storage: Arc<FlakyStorage>, language: Language, entropy: u64) -> (Shell, Update) {
        let app = App::open(Box::new(Arc::clone(&storage)), language, entropy);
        let mut shell =
            Shell { app, storage, queue: Vec::new(), now: 0, jobs: JobCounts::default(), lost_since_intent: false };
        let update = shell.app.start();
        shell.take(&update);
        (shell, update)
    }

    pub fn send(&mut self, intent: Intent) -> Update {
        let update = self.app.send(intent);
        self.lost_since_intent = false;
        self.take(&update);
        update
    }

    /// Queues the jobs an update asks for.
    fn take(&mut self, update: &Update) {
        for effect in &update.effects {
            if let Effect::Run { job, after_ms } = effect {
                self.queue.push(Pending { job: *job, due: self.now + u64::from(*after_ms) });
            }
        }
    }

    /// Time passes, then the jobs due run in a random order (a few early ones too); each may
    /// be lost or run twice. The updates they gave, in order.
    pub fn pass_time(&mut self, rng: &mut ChaCha8Rng, ms: u64) -> Vec<Update> {
        self.now += ms;
        let mut updates = Vec::new();
        let mut due: Vec<Pending> = Vec::new();
        self.queue.retain(|p| {
            let run = p.due <= self.now || rng.random_bool(0.03);
            if run {
                due.push(*p);
            }
            !run
        });
        // Any order: the shell's threads finish as they please.
        for i in (1..due.len()).rev() {
            due.swap(i, rng.random_range(0..=i));
        }
        for pending in due {
            if pending.due > self.now {
                self.jobs.early += 1;
            }
            if rng.random_bool(0.04) {
                self.jobs.lost += 1;
                self.lost_since_intent = true;
                continue;
            }
            let times = if rng.random_bool(0.04) { 2 } else { 1 };
            for _ in 0..times {
                let update = self.app.run(pending.job);
                self.jobs.run += 1;
                self.take(&update);
                updates.push(update);
            }
            self.jobs.twice += u64::from(times == 2);
        }
        updates
    }

    /// Runs every job due and waiting, none lost, until none is left (a bounded number of
    /// rounds, for a player who waits).
    pub fn settle(&mut self, rounds: usize) -> Vec<Update> {
        let mut updates = Vec::new();
        for _ in 0..rounds {
            if self.queue.is_empty() {
                break;
            }
            let next = self.queue.iter().map(|p| p.due).min().unwrap_or(self.now).max(self.now);
            self.now = next;
            let due: Vec<Pending> = self.queue.iter().filter(|p| p.due <= self.now).copied().collect();
            self.queue.retain(|p| p.due > self.now);
            for pending in due {
                let update = self.app.run(pending.job);
                self.jobs.run += 1;
                self.take(&update);
                updates.push(update);
            }
        }
        updates
    }

    pub fn view(&self) -> ViewModel {
        self.app.view()
    }
}
