//! The invariants the app-core soak checks after every step, each counted when it holds. A
//! failed check returns what broke; the caller adds how to reproduce it.

use okey_app::Update;
use okey_app::view::{Screen, TablePhase, TableView, ViewModel};
use std::collections::BTreeMap;

/// How many times each invariant was checked (and held).
#[derive(Debug, Default)]
pub struct Tally(BTreeMap<&'static str, u64>);

impl Tally {
    pub fn held(&mut self, name: &'static str) {
        *self.0.entry(name).or_default() += 1;
    }

    pub fn iter(&self) -> impl Iterator<Item = (&'static str, u64)> + '_ {
        self.0.iter().map(|(name, count)| (*name, *count))
    }
}

pub type Checked = Result<(), String>;

/// A view as it must stay through a refusal: the message on screen (the refusal's words) and
/// the New game form's error line are the refusal's to change.
fn without_message(view: &ViewModel) -> ViewModel {
    let mut view = view.clone();
    if let Some(table) = view.table.as_mut() {
        table.message = None;
    }
    if let Some(form) = view.new_game.as_mut() {
        form.error = None;
    }
    view
}

/// A refused intent leaves the view as it was, but its message.
pub fn refusal_changes_nothing(tally: &mut Tally, before: &ViewModel, update: &Update) -> Checked {
    if let Some(refusal) = &update.refusal {
        if without_message(before) != without_message(&update.view) {
            return Err(format!("refused ({}: {}) and yet the view changed", refusal.code, refusal.message));
        }
        tally.held("a refused intent changes nothing but the message");
    }
    Ok(())
}

/// Revisions rise with every update.
pub fn revision_rises(tally: &mut Tally, last: &mut u64, update: &Update) -> Checked {
    if update.revision <= *last {
        return Err(format!("revision {} after {}", update.revision, last));
    }
    *last = update.revision;
    tally.held("the revision rises");
    Ok(())
}

/// Every tile of the deal is in some part of the table's view, 106 in all.
pub fn tiles_add_up(tally: &mut Tally, table: &TableView) -> Checked {
    let hands: usize = table.seats.iter().map(|s| usize::from(s.tiles_in_hand)).sum();
    let piles: usize = table.piles.iter().map(|p| p.tiles.len()).sum();
    let melds: usize = table.melds.iter().map(|m| m.tiles.len()).sum();
    let indicator = usize::from(!table.centre.indicator_taken);
    let total = hands + piles + melds + usize::from(table.centre.stock) + indicator;
    if total != 106 {
        return Err(format!(
            "{total} tiles in the view (hands {hands}, piles {piles}, melds {melds}, stock {}, indicator {indicator})",
            table.centre.stock
        ));
    }
    let rack = table.rack.slots.iter().flatten().count();
    tally.held("the 106 tiles add up in every view");
    if table.handover.is_some() {
        // Pass and play, handed over: nothing private shows.
        let private = table.hint.is_some() || table.dialog.is_some() || table.counter.is_some();
        if rack > 0 || private || !table.rack.groups.is_empty() {
            return Err("the phone is handed over and something private shows".to_owned());
        }
        tally.held("a handed-over table shows nothing private");
        return Ok(());
    }
    let yours = table.seats.first().map_or(0, |s| usize::from(s.tiles_in_hand));
    if rack != yours {
        return Err(format!("{rack} tiles in the rack's slots, {yours} in the player's hand"));
    }
    Ok(())
}

/// Every view the update's table (and the review's position) shows keeps its tiles.
pub fn views_add_up(tally: &mut Tally, view: &ViewModel) -> Checked {
    if let Some(table) = view.table.as_ref() {
        tiles_add_up(tally, table)?;
    }
    if let Some(position) = view.review.as_ref().and_then(|r| r.position.as_ref()) {
        tiles_add_up(tally, position)?;
    }
    Ok(())
}

/// The game as a position: what a reopened app must show again (nothing of the player's side:
/// no selection, hint, message, question or counter). The public part, then the rack shown
/// and whose it is (nothing while the phone is handed over).
pub fn position(table: &TableView) -> String {
    let mut rack: Vec<u8> = table.rack.slots.iter().flatten().map(|t| t.tile.id).collect();
    rack.sort_unstable();
    let rack = if table.handover.is_some() { String::new() } else { format!(" rack of {}: {rack:?}", table.you) };
    format!("{}{rack}", public_position(table))
}

/// The position as everyone at the table sees it.
pub fn public_position(table: &TableView) -> String {
    let mut seats: Vec<(u8, u8, i32, bool)> =
        table.seats.iter().map(|s| (s.seat, s.tiles_in_hand, s.total, s.to_move)).collect();
    seats.sort_unstable();
    let piles: Vec<Vec<u8>> = table.piles.iter().map(|p| p.tiles.iter().map(|t| t.id).collect()).collect();
    let melds: Vec<(u32, Vec<u8>)> =
        table.melds.iter().map(|m| (m.id, m.tiles.iter().map(|t| t.id).collect())).collect();
    format!(
        "{:?} {seats:?} {piles:?} {melds:?} stock {} indicator {} {}",
        table.phase, table.centre.stock, table.centre.indicator.id, table.centre.deal
    )
}

/// A bot to move on the table on screen: some job must be on its way to move it.
pub fn bot_waits_for_a_job(view: &ViewModel) -> bool {
    view.screen == Screen::Table
        && view.table.as_ref().is_some_and(|t| {
            matches!(t.phase, TablePhase::Draw | TablePhase::Play) && t.seats.iter().any(|s| s.thinking)
        })
}
