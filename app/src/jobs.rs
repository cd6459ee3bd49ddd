//! Each job's work, as [`crate::App::run`] does it: take what the work needs under the model's
//! lock, think with nothing locked, and put the answer back only if the app has not moved on.
//! A job for a state that has gone does nothing; what is still needed then is handed out by
//! the update that follows (`schedule`), so a job never has to ask for another itself.

use crate::app::{App, Model, current, lock};
use crate::effect::{Effect, Job, JobKind, Ticket};
use crate::files;
use crate::table::{Table, YOU};
use std::sync::Mutex;

/// The work of `job`; the effects of what it did (a bot's move animates). A ticket its kind is
/// never given (only a shell could make one up) does nothing.
pub(crate) fn run(app: &App, job: Job) -> Vec<Effect> {
    match (job.kind, job.ticket) {
        (JobKind::BotMove, Ticket::Position { .. }) => bot_move(app, job.ticket),
        (JobKind::Hint, Ticket::Position { .. }) => hint(app, job.ticket),
        (JobKind::DuzCounter, Ticket::Position { .. }) => duz_counter(app, job.ticket),
        (JobKind::ExpireMessage, Ticket::Message { serial }) => {
            if let Some(table) = lock(&app.model).table.as_mut() {
                table.expire_message(serial);
            }
            Vec::new()
        }
        (JobKind::Save, Ticket::Always) => {
            save(app);
            Vec::new()
        }
        (JobKind::Save, Ticket::SaveRetry { failures }) => {
            if lock(&app.model).save_failures == failures {
                save(app);
            }
            Vec::new()
        }
        (JobKind::RecordStatistics, Ticket::Position { game, .. }) => record_statistics(app, game),
        (JobKind::Review, Ticket::Game { game }) => review(app, game),
        // The update that follows shows the progress, and hands out the next tick while the
        // review works.
        (JobKind::ReviewProgress, _) => Vec::new(),
        (JobKind::GuestWaited, Ticket::Departure { number }) => {
            crate::net::host::waited(&mut lock(&app.model), number);
            Vec::new()
        }
        (JobKind::GuestSync, Ticket::SyncRound { round }) => crate::net::guest::sync(&mut lock(&app.model), round),
        _ => Vec::new(),
    }
}

/// Marks a bot move as being decided, and unmarks it however the deciding ends (a panic
/// included), so that the table never waits for a bot that stopped thinking.
struct Thinking<'a> {
    model: &'a Mutex<Model>,
    ticket: Ticket,
}

impl Drop for Thinking<'_> {
    fn drop(&mut self) {
        let mut model = lock(self.model);
        if model.bot_thinking == Some(self.ticket) {
            model.bot_thinking = None;
        }
    }
}

fn bot_move(app: &App, ticket: Ticket) -> Vec<Effect> {
    let work = {
        let mut model = lock(&app.model);
        // The bots wait while the table is not on screen; showing it again hands the move out.
        if !current(&model, ticket) || !crate::schedule::bots_play(&model) || model.bot_thinking == Some(ticket) {
            return Vec::new();
        }
        let Some(work) = model.table.as_ref().and_then(Table::bot_work) else { return Vec::new() };
        model.bot_thinking = Some(ticket);
        work
    };
    let thinking = Thinking { model: &app.model, ticket };
    // The slow part, with nothing locked.
    let decision = work.decide();
    drop(thinking);
    let mut model = lock(&app.model);
    if !current(&model, ticket) || !crate::schedule::bots_play(&model) {
        return Vec::new();
    }
    match model.table.as_mut().and_then(|t| t.play_bot(decision)) {
        Some(events) => crate::dispatch::after_engine_move(&mut model, &events, false),
        None => Vec::new(),
    }
}

/// The player's view and the table's generation, for work done unlocked; `None` when the
/// ticket's table has moved on.
fn your_view_for(app: &App, ticket: Ticket) -> Option<(okey_core::view::SeatView, usize)> {
    let model = lock(&app.model);
    let table = model.table.as_ref().filter(|_| current(&model, ticket))?;
    Some((table.your_view()?, table.generation()))
}

fn hint(app: &App, ticket: Ticket) -> Vec<Effect> {
    let Some((view, generation)) = your_view_for(app, ticket) else { return Vec::new() };
    let hint = crate::table::hint_for(&view);
    let mut model = lock(&app.model);
    let language = model.settings.language;
    if current(&model, ticket)
        && let Some(table) = model.table.as_mut()
    {
        table.show_hint(generation, hint, language);
    }
    Vec::new()
}

fn duz_counter(app: &App, ticket: Ticket) -> Vec<Effect> {
    let Some((view, generation)) = your_view_for(app, ticket) else { return Vec::new() };
    let figures = crate::table::DuzFigures::of(&view);
    if let Some(table) = lock(&app.model).table.as_mut() {
        table.keep_duz_figures(generation, figures);
    }
    Vec::new()
}

/// Records the finished game, or the deals of the game in progress that have ended, each
/// exactly once (the engine's statistics refuse a game twice and count a deal once). Asked for
/// a position, it records the game `serial` whatever its generation.
fn record_statistics(app: &App, serial: u32) -> Vec<Effect> {
    let (record, seats, over, ended) = {
        let model = lock(&app.model);
        match model.table.as_ref() {
            Some(table) if model.game_serial == serial && !model.recorded => (
                table.session().record().clone(),
                table.session().seats().to_vec(),
                table.is_over(),
                table.deals_ended(),
            ),
            _ => return Vec::new(),
        }
    };
    let counted = {
        let mut book = lock(&app.book);
        if book.statistics.contains(&record) {
            true
        } else if over {
            let recorded = book.statistics.record_game(&record, YOU, &seats).is_ok();
            book.dirty |= recorded;
            recorded
        } else {
            match book.statistics.record_deals(&record, YOU, &seats) {
                Ok(added) => {
                    book.dirty |= added > 0;
                    true
                }
                Err(_) => false,
            }
        }
    };
    let mut model = lock(&app.model);
    if counted && model.game_serial == serial {
        model.recorded = over;
        model.deals_recorded = model.deals_recorded.max(ended);
    }
    Vec::new()
}

fn review(app: &App, serial: u32) -> Vec<Effect> {
    let work = {
        let mut model = lock(&app.model);
        if model.game_serial != serial {
            return Vec::new();
        }
        match model.review.as_mut().and_then(crate::review::Review::begin) {
            Some(work) => work,
            None => return Vec::new(),
        }
    };
    let result = work.run();
    let mut model = lock(&app.model);
    let language = model.settings.language;
    if model.game_serial == serial
        && let Some(review) = model.review.as_mut()
    {
        review.finish(result, language);
    }
    Vec::new()
}

/// Writes every file that changed, one writer at a time, newest content only. A write that
/// fails (a full disk, a directory that cannot be written) keeps its file waiting to be written;
/// the first failure in a row tells the player, the first success after it says nothing.
pub(crate) fn save(app: &App) {
    let _writer = lock(&app.writer);
    let (game, settings, stuck) = {
        let mut model = lock(&app.model);
        let hosting = crate::net::host::save(&model);
        let game = std::mem::take(&mut model.dirty_game)
            .then(|| model.table.as_ref().map(|t| t.save().hosted(hosting)))
            .flatten();
        let settings = std::mem::take(&mut model.dirty_settings).then(|| model.settings.to_json());
        (game, settings, model.stuck.clone())
    };
    let statistics = {
        let mut book = lock(&app.book);
        std::mem::take(&mut book.dirty).then(|| book.statistics.to_json())
    };
    // A file that could be neither loaded nor set aside is the player's to move: never
    // written over.
    let game = game.filter(|_| !stuck.contains(&files::GAME_FILE));
    let settings = settings.filter(|_| !stuck.contains(&files::SETTINGS_FILE));
    let statistics = statistics.filter(|_| !stuck.contains(&files::STATS_FILE));
    let wrote_any = game.is_some() || settings.is_some() || statistics.is_some();
    let mut failure = None;
    if let Some(game) = game
        && let Err(error) = app.storage.write(files::GAME_FILE, game.to_json().as_bytes())
    {
        lock(&app.model).dirty_game = true;
        failure = Some(error);
    }
    if let Some(settings) = settings
        && let Err(error) = app.storage.write(files::SETTINGS_FILE, settings.as_bytes())
    {
        lock(&app.model).dirty_settings = true;
        failure = failure.or(Some(error));
    }
    if let Some(statistics) = statistics
        && let Err(error) = app.storage.write(files::STATS_FILE, statistics.as_bytes())
    {
        lock(&app.book).dirty = true;
        failure = failure.or(Some(error));
    }
    let mut model = lock(&app.model);
    model.save_failures += u64::from(failure.is_some());
    match failure {
        Some(error) if model.save_trouble.is_none() => {
            let language = model.settings.language;
            let text = files::save_failed_notice(&error.to_string(), language);
            model.save_trouble = Some(text.clone());
            crate::dispatch::tell(&mut model, text);
        }
        Some(_) => {}
        None if wrote_any => model.save_trouble = None,
        None => {}
    }
}
