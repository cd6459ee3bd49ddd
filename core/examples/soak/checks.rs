//! The invariants the soak checks, each counted every time it holds. A failed check returns a
//! message saying what broke; the caller adds how to reproduce it.

use okey_core::game::Game;
use okey_core::position;
use okey_core::record::{Move, Record, Recorder};
use okey_core::tile::TileId;
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

/// All 106 tiles are somewhere, each exactly once: racks, stock, discard piles, table melds and
/// the indicator (unless a player took it). Counted here from the deal's parts, independently of
/// the engine's own `tiles_accounted_for`, and the two must agree.
pub fn tiles_conserved(tally: &mut Tally, game: &Game) -> Checked {
    let deal = game.deal();
    let mut count = [0u8; TileId::COUNT];
    let mut add = |tile: &TileId| count[tile.index()] = count[tile.index()].saturating_add(1);
    deal.racks.iter().flatten().for_each(&mut add);
    deal.stock.iter().for_each(&mut add);
    deal.discards.iter().flatten().for_each(&mut add);
    deal.table.iter().flat_map(|m| m.meld.tiles()).for_each(&mut add);
    if !deal.indicator_taken {
        add(&deal.indicator);
    }
    if let Some(index) = count.iter().position(|&c| c != 1) {
        return Err(format!("tile {index} is in the game {} times, not once", count[index]));
    }
    if !game.tiles_accounted_for() {
        return Err("the engine's tiles_accounted_for disagrees with the soak's count".to_owned());
    }
    tally.held("tiles conserved (106, each once)");
    Ok(())
}

/// A refused action left the game and its record exactly as they were (the record only ever
/// grows, so its length tells).
pub fn refused_changes_nothing(tally: &mut Tally, before: &Game, moves_before: usize, after: &Recorder) -> Checked {
    if before != after.game() {
        return Err("a refused action changed the game".to_owned());
    }
    if after.record().moves.len() != moves_before {
        return Err("a refused action was written into the record".to_owned());
    }
    tally.held("refused action changes nothing");
    Ok(())
}

/// Accepted moves read back from their JSON unchanged and, applied to a second game that has
/// followed every move so far, leave it equal to the real one: the save replays step by step.
pub fn moves_replay(tally: &mut Tally, applied: &[Move], shadow: &mut Game, game: &Game) -> Checked {
    for m in applied {
        let json = serde_json::to_string(m).map_err(|e| format!("a move does not serialize: {e}"))?;
        let back: Move = serde_json::from_str(&json).map_err(|e| format!("a move's JSON does not read back: {e}"))?;
        if back != *m {
            return Err(format!("a move's JSON reads back different: {json}"));
        }
        tally.held("move JSON round-trips");
        shadow.apply(back.seat, &back.action).map_err(|e| format!("replaying an accepted move was refused: {e}"))?;
    }
    if shadow != game {
        return Err("replaying the moves so far gives another game".to_owned());
    }
    tally.held("moves replay to the same game");
    Ok(())
}

/// The whole save: the record's JSON reads back equal, and replaying it from the start gives
/// the same game.
pub fn save_replays(tally: &mut Tally, recorder: &Recorder) -> Checked {
    let json = recorder.record().to_json();
    let back = Record::from_json(&json).map_err(|e| format!("the JSON save does not read back: {e}"))?;
    if back != *recorder.record() {
        return Err("the JSON save reads back as another record".to_owned());
    }
    let replayed = back.replay().map_err(|e| format!("the JSON save does not replay: {e}"))?;
    if replayed.game() != recorder.game() {
        return Err("the JSON save replays to another game".to_owned());
    }
    tally.held("JSON save round-trips and replays");
    Ok(())
}

/// The text record reads back into a record that writes the same text (tiles are named by face,
/// so the physical copies may differ; the text may not).
pub fn text_record_round_trips(tally: &mut Tally, record: &Record) -> Checked {
    let text = record.to_text().map_err(|e| format!("the record does not write as text: {e}"))?;
    let back = Record::from_text(&text).map_err(|e| format!("the text record does not read back: {e}"))?;
    let again = back.to_text().map_err(|e| format!("the text record read back does not write: {e}"))?;
    if again != text {
        return Err("the text record reads back as another record".to_owned());
    }
    tally.held("text record round-trips");
    Ok(())
}

/// Where a position can be written (at the start of a turn), it reads back into a game that
/// writes the same position.
pub fn position_round_trips(tally: &mut Tally, game: &Game) -> Checked {
    let Some(text) = position::write(game) else { return Ok(()) };
    let back = position::parse(&text).map_err(|e| format!("a written position does not read back: {e}\n{text}"))?;
    if position::write(&back).as_deref() != Some(text.as_str()) {
        return Err(format!("a position reads back as another position:\n{text}"));
    }
    tally.held("position round-trips");
    Ok(())
}

/// The hint for the seat to move is a move the engine accepts from the real game (the hint
/// works from the seat's view alone, so this also checks that the view told it enough).
pub fn hint_is_legal(tally: &mut Tally, game: &Game) -> Checked {
    let seat = game.turn();
    let Some(view) = okey_core::SeatView::of(game, seat) else { return Ok(()) };
    if let Some(hint) = okey_core::Session::hint_for(&view) {
        if !game.accepts(seat, &hint.action) {
            let error = game.clone().apply(seat, &hint.action).err().map(|e| e.to_string()).unwrap_or_default();
            return Err(format!(
                "the hint for seat {} is {:?}, which the engine refuses: {error}",
                seat + 1,
                hint.action
            ));
        }
        tally.held("the hint is a move the engine accepts");
    }
    Ok(())
}
