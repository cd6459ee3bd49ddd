//! Saving and counting across the app's life: files written in order with their newest
//! content, everything written when the app goes to the background, a finished game counted
//! exactly once, also when the app stopped before it could count it.

use crate::support::Shell;
use okey_app::files::{GAME_FILE as GAME, STATS_FILE as STATISTICS};
use okey_app::view::Screen;
use okey_app::{Intent, JobKind, RuleValue, Ticket};
use okey_core::lang::Language;

fn games_counted(shell: &Shell) -> usize {
    shell.file(STATISTICS).and_then(|t| okey_core::stats::Statistics::from_json(&t).ok()).map_or(0, |s| s.games())
}

fn one_deal_game(seed: u64) -> Shell {
    let mut shell = Shell::open(seed, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: 1 } });
    shell.start_game();
    shell
}

#[test]
fn a_game_that_ended_before_the_app_stopped_is_counted_at_the_next_launch() {
    let mut shell = one_deal_game(3);
    shell.held.push(JobKind::RecordStatistics);
    shell.play_game();
    // Asked again with every gesture since the first deal ended (its deals count as they end).
    assert!(!shell.waiting(JobKind::RecordStatistics).is_empty(), "the game asked to be counted");
    assert_eq!(games_counted(&shell), 0, "the app stopped first");
    let shell = shell.relaunch();
    assert_eq!(games_counted(&shell), 1, "counted at the next launch");
    let shell = shell.relaunch();
    assert_eq!(games_counted(&shell), 1, "and only once");
}

#[test]
fn saves_run_in_any_order_and_the_newest_game_wins() {
    let mut shell = one_deal_game(5);
    shell.held.push(JobKind::Save);
    for _ in 0..3 {
        let tile = shell.rack()[0];
        shell.send(Intent::MoveTile { tile, slot: 25 });
    }
    shell.send(Intent::Draw);
    assert!(shell.waiting(JobKind::Save).len() >= 2);
    // The shell runs the older saves last: each writes the game as it is when it runs.
    shell.run_waiting_reversed(JobKind::Save);
    let written = shell.file(GAME).expect("saved");
    assert!(okey_app::table::LoadedGame::parse(&written).is_ok());
    let mut relaunched = shell.relaunch();
    relaunched.send(Intent::ContinueGame);
    assert_eq!(relaunched.table().phase, okey_app::view::TablePhase::Play, "the draw was saved");
}

#[test]
fn flush_writes_what_waits() {
    let mut shell = one_deal_game(5);
    shell.held.push(JobKind::Save);
    let before = shell.file(GAME);
    shell.send(Intent::Draw);
    assert_eq!(shell.file(GAME), before, "nothing written on the UI thread");
    shell.app.flush();
    assert_ne!(shell.file(GAME), before, "written when the app goes to the background");
}

#[test]
fn a_job_for_a_table_that_moved_on_does_nothing() {
    let mut shell = one_deal_game(5);
    shell.send(Intent::Hint);
    let hint_job = okey_app::Job { kind: JobKind::Hint, ticket: Ticket::Position { game: 0, generation: 0 } };
    let before = shell.app.view();
    let after = shell.app.run(hint_job).view;
    assert_eq!(before, after);
}

#[test]
fn updates_are_numbered_in_the_order_their_views_were_taken() {
    let shell = one_deal_game(5);
    let first = shell.app.send(Intent::Draw);
    let second = shell.app.run(okey_app::Job { kind: JobKind::Save, ticket: Ticket::Always });
    let third = shell.app.send(Intent::Show { screen: Screen::Home });
    assert!(first.revision < second.revision && second.revision < third.revision);
}

#[test]
fn of_updates_taken_on_several_threads_the_latest_revision_shows_the_app_as_it_stands() {
    let shell = one_deal_game(5);
    let rack = shell.rack();
    let app = &shell.app;
    let updates = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|threads| {
        for thread in 0..3 {
            let (rack, updates) = (&rack, &updates);
            threads.spawn(move || {
                for step in 0..40 {
                    let tile = rack[(thread * 7 + step) % rack.len()];
                    let slot = u8::try_from((thread * 11 + step * 3) % 30).unwrap();
                    let update = app.send(Intent::MoveTile { tile, slot });
                    updates.lock().unwrap().push(update);
                }
            });
        }
        threads.spawn(|| {
            for _ in 0..20 {
                let update = app.run(okey_app::Job { kind: JobKind::Save, ticket: Ticket::Always });
                updates.lock().unwrap().push(update);
            }
        });
    });
    let updates = updates.into_inner().unwrap();
    let mut revisions: Vec<u64> = updates.iter().map(|u| u.revision).collect();
    revisions.sort_unstable();
    revisions.dedup();
    assert_eq!(revisions.len(), updates.len(), "every update has a revision of its own");
    let latest = updates.into_iter().max_by_key(|u| u.revision).unwrap();
    assert_eq!(latest.view, app.view(), "whichever thread got it, the latest is the app as it stands");
}

#[test]
fn sounds_and_vibrations_follow_the_settings() {
    let mut shell = one_deal_game(5);
    shell.send(Intent::Draw);
    assert!(shell.sounds.contains(&okey_app::Sound::Draw), "a draw sounds");
    assert!(shell.haptics.contains(&okey_app::Haptic::Confirm));
    shell.send(Intent::SetSound { on: false });
    shell.send(Intent::SetHaptics { on: false });
    shell.sounds.clear();
    shell.haptics.clear();
    let tile = shell.rack()[0];
    shell.send(Intent::Discard { tile });
    shell.send(Intent::Answer { answer: okey_app::Answer::Confirm });
    shell.settle();
    assert!(shell.sounds.is_empty() && shell.haptics.is_empty(), "silent and still when turned off");
}

#[test]
fn quick_start_plays_a_game_of_the_chosen_kind_at_once() {
    let mut shell = Shell::open(5, Language::Turkish);
    shell.send(Intent::QuickStart { game: okey_core::rules::Variant::Duz });
    shell.settle();
    assert_eq!(shell.view.screen, Screen::Table);
    assert_eq!(shell.table().game, okey_core::rules::Variant::Duz);
    assert!(shell.table().seats.iter().skip(1).all(|s| s.level.as_deref() == Some("Orta")));
}
