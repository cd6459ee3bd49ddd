//! A save that fails is told to the player once, and tried again until it succeeds (issue 39:
//! progress lost without a word when the data directory could not be written).

use okey_app::files::{MemoryStorage, ReadError, Storage};
use okey_app::view::{RackLayout, Screen};
use okey_app::{App, Effect, Intent, Job, JobKind, SAVE_RETRY_MS, Update};
use okey_core::lang::Language;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

#[derive(Debug, Default)]
struct Flaky {
    files: MemoryStorage,
    failing: AtomicBool,
    /// Writes tried, failed or not.
    writes: AtomicUsize,
}

impl Storage for Flaky {
    fn read(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, ReadError> {
        self.files.read(name, max_bytes)
    }
    fn write(&self, name: &str, bytes: &[u8]) -> std::io::Result<()> {
        self.writes.fetch_add(1, Ordering::Relaxed);
        if self.failing.load(Ordering::Relaxed) {
            return Err(std::io::Error::other("read-only file system"));
        }
        self.files.write(name, bytes)
    }
    fn set_aside(&self, name: &str) -> std::io::Result<String> {
        self.files.set_aside(name)
    }
    fn remove(&self, name: &str) -> std::io::Result<()> {
        self.files.remove(name)
    }
}

fn saves(update: &Update) -> Vec<(Job, u32)> {
    update
        .effects
        .iter()
        .filter_map(|e| match e {
            Effect::Run { job, after_ms } if job.kind == JobKind::Save => Some((*job, *after_ms)),
            _ => None,
        })
        .collect()
}

/// An app whose writes fail from the moment a game starts; the start's update.
fn game_started_on_a_failing_disk() -> (Arc<Flaky>, App, Update) {
    let storage = Arc::new(Flaky::default());
    let app = App::open(Box::new(Arc::clone(&storage)), Language::English, 5);
    app.start();
    app.send(Intent::Show { screen: Screen::NewGame });
    storage.failing.store(true, Ordering::Relaxed);
    let started = app.send(Intent::StartGame);
    (storage, app, started)
}

#[test]
fn a_failed_save_is_told_once_and_tried_again_until_it_works() {
    let (storage, app, started) = game_started_on_a_failing_disk();
    let (save, _) = saves(&started)[0];
    let failed = app.run(save);
    let told = failed.view.table.as_ref().and_then(|t| t.message.clone()).expect("the player is told");
    assert!(told.text.contains("could not be saved") && told.text.contains("read-only"), "{}", told.text);
    assert!(!told.refusal, "information, not a refusal");
    assert_eq!(failed.view.notice.as_deref(), Some(told.text.as_str()), "Home says it too");
    let (retry, pause) = *saves(&failed).first().expect("the save is tried again");
    assert_eq!(pause, SAVE_RETRY_MS, "after a while, not in a loop");
    // Still failing: tried again, told no more.
    app.send(Intent::DismissMessage);
    let again = app.run(retry);
    assert_eq!(again.view.table.as_ref().and_then(|t| t.message.clone()), None, "told once");
    let (retry, _) = saves(&again)[0];
    storage.failing.store(false, Ordering::Relaxed);
    let saved = app.run(retry);
    assert!(saves(&saved).is_empty(), "written: nothing waits");
    assert!(storage.files.get(okey_app::files::GAME_FILE).is_some(), "the game is on disk");
}

#[test]
fn while_writes_fail_the_retries_do_not_multiply_with_the_gestures() {
    // A full disk, and a player who plays on: every gesture hands the retry out again (a shell
    // may have lost it), and a phone's shell runs every job it is given. When they come due,
    // one write is tried, and one retry waits after it, however many gestures there were.
    let (storage, app, started) = game_started_on_a_failing_disk();
    let mut waiting: Vec<Job> = saves(&app.run(saves(&started)[0].0)).into_iter().map(|(job, _)| job).collect();
    for layout in [RackLayout::Pairs, RackLayout::ByColour, RackLayout::RunsAndSets, RackLayout::ByNumber] {
        waiting.extend(saves(&app.send(Intent::Arrange { layout })).into_iter().map(|(job, _)| job));
    }
    assert!(waiting.len() > 1, "the gestures handed the retry out again: {waiting:?}");
    let writes = || storage.writes.load(Ordering::Relaxed);
    let before = writes();
    let mut after: Vec<Job> = Vec::new();
    let first = waiting.remove(0);
    after.extend(saves(&app.run(first)).into_iter().map(|(job, _)| job));
    let one_attempt = writes() - before;
    assert!(one_attempt > 0, "the first copy tries the writes");
    after.extend(waiting.into_iter().flat_map(|job| saves(&app.run(job))).map(|(job, _)| job));
    assert_eq!(writes() - before, one_attempt, "the other copies of the retry write nothing");
    assert_eq!(after.len(), 1, "one retry waits after them: {after:?}");
}
