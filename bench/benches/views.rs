//! The app core's view model, screen by screen, and a rack gesture: what the UI thread pays.
//!
//! `cargo bench -p okey-bench --bench views` prints criterion's figures for `App::view()` on each
//! screen (Home, New game, Okey 101's table mid-deal, Düz Okey's, Statistics, Rules, Settings)
//! and for `App::send` of a rack move (the intent, the table's possible moves worked out again,
//! and the update's view). `-- --quick` for a short run.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use criterion::Criterion;
use okey_app::files::MemoryStorage;
use okey_app::view::{Screen, TablePhase};
use okey_app::{Answer, App, Effect, Intent, JobKind};
use okey_core::lang::Language;
use okey_core::rules::Variant;
use std::hint::black_box;

/// Runs every job the app asks for at once (bots included), until none is left.
fn settle(app: &App, mut effects: Vec<Effect>) {
    for _ in 0..10_000 {
        let Some(job) = effects.iter().find_map(|e| match e {
            Effect::Run { job, .. } => Some(*job),
            _ => None,
        }) else {
            return;
        };
        effects.retain(|e| !matches!(e, Effect::Run { job: j, .. } if *j == job));
        effects.extend(app.run(job).effects);
    }
}

/// An app with a game of `game` a few moves in, at the player's turn to play, on its table.
fn at_the_table(game: Variant) -> App {
    let app = App::open(Box::new(MemoryStorage::new()), Language::English, 7);
    app.start();
    settle(&app, app.send(Intent::QuickStart { game }).effects);
    for _ in 0..6 {
        let view = app.view();
        let table = view.table.unwrap();
        let effects = match table.phase {
            TablePhase::Draw => app.send(Intent::Draw).effects,
            _ => {
                let tile = table.rack.slots.iter().flatten().last().unwrap().tile.id;
                let mut effects = app.send(Intent::Discard { tile }).effects;
                if app.view().table.unwrap().dialog.is_some() {
                    effects.extend(app.send(Intent::Answer { answer: Answer::Confirm }).effects);
                }
                effects
            }
        };
        settle(&app, effects);
    }
    settle(&app, app.send(Intent::Draw).effects);
    app
}

fn views(c: &mut Criterion) {
    let mut group = c.benchmark_group("view");
    let okey101 = at_the_table(Variant::Okey101);
    group.bench_function("table okey 101", |b| b.iter(|| black_box(okey101.view())));
    let duz = at_the_table(Variant::Duz);
    group.bench_function("table duz", |b| b.iter(|| black_box(duz.view())));
    for screen in [Screen::Home, Screen::NewGame, Screen::Statistics, Screen::Rules, Screen::Settings] {
        let app = at_the_table(Variant::Okey101);
        app.send(Intent::Show { screen: Screen::Home });
        app.send(Intent::Show { screen });
        group.bench_function(format!("{screen:?}"), |b| b.iter(|| black_box(app.view())));
    }
    group.finish();
    let mut group = c.benchmark_group("send");
    let tile = okey101.view().table.unwrap().rack.slots.iter().flatten().next().unwrap().tile.id;
    let mut slot = 0;
    group.bench_function("move a rack tile", |b| {
        b.iter(|| {
            slot = (slot + 7) % 30;
            let update = okey101.send(Intent::MoveTile { tile, slot });
            // Its save is left waiting, as a shell's background thread would take it.
            black_box(
                update
                    .effects
                    .iter()
                    .filter(|e| matches!(e, Effect::Run { job, .. } if job.kind == JobKind::Save))
                    .count(),
            )
        })
    });
    group.finish();
}

criterion::criterion_group!(benches, views);
criterion::criterion_main!(benches);
