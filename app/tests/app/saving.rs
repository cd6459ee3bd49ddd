//! A save that fails is told to the player once, and tried again until it succeeds (issue 39:
//! progress lost without a word when the data directory could not be written).

use okey_app::files::{MemoryStorage, ReadError, Storage};
use okey_app::view::Screen;
use okey_app::{App, Effect, Intent, Job, JobKind, SAVE_RETRY_MS, Update};
use okey_core::lang::Language;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

#[derive(Debug, Default)]
struct Flaky {
    files: MemoryStorage,
    failing: AtomicBool,
}

impl Storage for Flaky {
    fn read(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, ReadError> {
        self.files.read(name, max_bytes)
    }
    fn write(&self, name: &str, bytes: &[u8]) -> std::io::Result<()> {
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

#[test]
fn a_failed_save_is_told_once_and_tried_again_until_it_works() {
    let storage = Arc::new(Flaky::default());
    let app = App::open(Box::new(Arc::clone(&storage)), Language::English, 5);
    app.start();
    app.send(Intent::Show { screen: Screen::NewGame });
    storage.failing.store(true, Ordering::Relaxed);
    let started = app.send(Intent::StartGame);
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
