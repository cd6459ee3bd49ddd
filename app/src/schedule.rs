//! Which background work the app needs now, worked out from its state alone after every
//! intent and every job: a bot to move, the Düz counter or a hint to work out, a message to
//! expire, a file to write, a finished game (or a deal) to record, a review to run and show.
//!
//! Nothing here remembers that work was asked for, but for the jobs handed out and not yet run
//! (`Model::handed`), so that a chain of jobs hands each out once; every intent forgets those,
//! and so hands out again whatever is still needed. A shell that loses a job therefore loses
//! nothing but time: the next gesture (or showing the table again) asks for it anew.

use crate::app::{Model, position_now};
use crate::effect::{Job, JobKind, Ticket};
use crate::view::Screen;

/// How long a message stays on screen.
pub const MESSAGE_MS: u32 = 4000;
/// How often the review's progress is shown while it works.
pub const REVIEW_TICK_MS: u32 = 250;
/// How long after a failed write the files are written again.
pub const SAVE_RETRY_MS: u32 = 5000;

/// Every job the app needs now, with the pause before it; `statistics_unsaved` says the
/// statistics wait to be written.
pub(crate) fn needed(model: &Model, statistics_unsaved: bool) -> Vec<(Job, u32)> {
    let mut work = Vec::new();
    let position = position_now(model);
    let job = |kind| Job { kind, ticket: position };
    if let Some(table) = model.table.as_ref() {
        // The table's own work goes on only while the table is on screen: the bots wait for
        // the player to come back, and a counter nobody sees is not worked out.
        if bots_play(model) && table.bot_to_move() && model.bot_thinking != Some(position) {
            work.push((job(JobKind::BotMove), model.settings.bot_speed.pause_ms()));
        }
        if model.screen == Screen::Table {
            if table.wants_duz_figures() {
                work.push((job(JobKind::DuzCounter), 0));
            }
            if table.wants_hint() {
                work.push((job(JobKind::Hint), 0));
            }
            if let Some(message) = table.message() {
                work.push((
                    Job { kind: JobKind::ExpireMessage, ticket: Ticket::Message { serial: message.serial } },
                    MESSAGE_MS,
                ));
            }
        }
        if !model.recorded && (table.is_over() || table.deals_ended() > model.deals_recorded) {
            work.push((job(JobKind::RecordStatistics), 0));
        }
    }
    if model.dirty_game || model.dirty_settings || statistics_unsaved {
        work.push(match model.save_trouble {
            Some(_) => (
                Job { kind: JobKind::Save, ticket: Ticket::SaveRetry { failures: model.save_failures } },
                SAVE_RETRY_MS,
            ),
            None => (Job { kind: JobKind::Save, ticket: Ticket::Always }, 0),
        });
    }
    match model.net.as_ref() {
        Some(crate::net::Net::Hosting(hosting)) => {
            for owner in hosting.seats.iter().filter_map(|s| s.owner.as_ref()) {
                if let Some(departure) = owner.waiting_since {
                    let wait = hosting.wait_seconds.saturating_mul(1000);
                    work.push((
                        Job { kind: JobKind::GuestWaited, ticket: Ticket::Departure { number: departure } },
                        wait,
                    ));
                }
            }
        }
        Some(crate::net::Net::Joined(joined)) if crate::net::guest::wants_sync(joined) => {
            work.push((
                Job { kind: JobKind::GuestSync, ticket: Ticket::SyncRound { round: joined.sync_round } },
                crate::net::guest::SYNC_MS,
            ));
        }
        _ => {}
    }
    if model.screen == Screen::Review
        && let Some(review) = model.review.as_ref().filter(|r| r.working())
    {
        let ticket = Ticket::Game { game: model.game_serial };
        if !review.begun() {
            work.push((Job { kind: JobKind::Review, ticket }, 0));
        }
        work.push((Job { kind: JobKind::ReviewProgress, ticket }, REVIEW_TICK_MS));
    }
    work
}

/// The bots play while the table is on screen, and always at a table this app hosts once it has
/// started (its guests play on whatever the host looks at).
pub(crate) fn bots_play(model: &Model) -> bool {
    let hosted = model.net.as_ref().and_then(crate::net::Net::hosting).is_some_and(|h| h.started);
    model.screen == Screen::Table || hosted
}
