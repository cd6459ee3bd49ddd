//! The soak's patient player: late in a long deal it plays the engine's hint through the screen's
//! gestures. The random player can wander for ever (lay a tile, take it back, again) while a
//! taken discard waits to be used; with the hint followed, a deal that still does not end is a
//! table that is stuck, not a player who is weak.

use okey_app::Intent;
use okey_app::files::GAME_FILE;
use okey_app::table::LoadedGame;
use okey_app::view::TableView;
use okey_core::action::Action;
use okey_core::session::SeatKind;

use crate::shell::Shell;

/// The gesture that plays (the next step of) the hint of the person to move, when it is their
/// turn on screen and the game's file, written now, gives one.
pub fn hinted_gesture(shell: &mut Shell, table: &TableView) -> Option<Intent> {
    if !table.your_turn || table.handover.is_some() {
        return None;
    }
    let loaded = written_game(shell)?;
    let game = loaded.session.game();
    let seat = game.turn();
    if !matches!(loaded.session.seats().get(seat), Some(SeatKind::Human)) {
        return None;
    }
    let hint = loaded.session.hint(seat)?;
    Some(match hint.action {
        Action::Draw => Intent::Draw,
        Action::TakeDiscard => Intent::TakeDiscard,
        Action::TakeIndicator => Intent::TakeIndicator,
        Action::ReturnTaken => Intent::ReturnTaken,
        Action::Lay { melds } => {
            // One meld at a time: select exactly its tiles, then Lay.
            let meld = melds.first()?;
            select_exactly(table, &meld.tiles.iter().map(|&t| u8::from(t)).collect::<Vec<_>>()).unwrap_or(Intent::Lay)
        }
        Action::LayOff { tile, meld, .. } => Intent::LayOff { tile: tile.into(), meld },
        Action::RetrieveOkey { tile, meld } => Intent::RetrieveOkey { tile: tile.into(), meld },
        Action::TakeBack { .. } | Action::TakeBackAll => Intent::TakeBack,
        Action::Discard { tile } => Intent::Discard { tile: tile.into() },
        Action::Finish { tile } => select_exactly(table, &[tile.into()]).unwrap_or(Intent::Finish),
        Action::ShowIndicator => Intent::ShowIndicator,
        Action::NextDeal => Intent::NextDeal,
    })
}

/// The tap that brings the rack's selection one step closer to `tiles`; `None` once it is them.
fn select_exactly(table: &TableView, tiles: &[u8]) -> Option<Intent> {
    let rack = table.rack.slots.iter().flatten();
    let wrong = rack.clone().find(|t| t.selected != tiles.contains(&t.tile.id));
    wrong.map(|t| Intent::ToggleTile { tile: t.tile.id })
}

/// The game as the app's file holds it after a flush. Writes that failed work again first (the
/// file would be old): the patient player's phone has its storage back.
fn written_game(shell: &mut Shell) -> Option<LoadedGame> {
    shell.storage.failing.store(false, std::sync::atomic::Ordering::Relaxed);
    shell.app.flush();
    let text = shell.storage.files.get(GAME_FILE)?;
    LoadedGame::parse(&String::from_utf8_lossy(&text)).ok()
}
