//! What each key does: it moves the cursor, opens the help or the choice of a table meld (the
//! terminal's own), or becomes an intent for the app core, which decides everything else.

use super::shell::Shell;
use okey_app::view::{DialogChoice, RackLayout, TableView};
use okey_app::{Answer, Intent};

/// A key, as the play screen understands it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Char(char),
    Left,
    Right,
    Up,
    Down,
    /// Shift+Left: move the tile under the cursor left.
    ShiftLeft,
    ShiftRight,
    Enter,
    Esc,
    Backspace,
}

/// What a table-meld choice is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    LayOff,
    RetrieveOkey,
}

/// What the keys do now, besides answering a question of the core's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Normal,
    /// Choosing the table meld for `tile`: ←→ go through the melds, digits type a meld's number.
    ChooseMeld {
        tile: u8,
        purpose: Purpose,
        /// The meld shown as chosen, by its place in the table's list.
        index: usize,
        typed: String,
    },
    /// The help: every key, where the game is kept. Any key closes it.
    Help,
}

impl Shell {
    pub fn on_key(&mut self, key: Key) {
        self.show_notice = false;
        self.refusal = None;
        if self.mode == Mode::Help {
            self.mode = Mode::Normal;
            return;
        }
        let Some(table) = self.table() else {
            self.quit |= key == Key::Char('q');
            return;
        };
        // Pass and play: the terminal is handed over; Enter (or space) shows the next person's
        // rack, and the core refuses any move until then, with its message.
        if table.handover.is_some() {
            match key {
                Key::Enter | Key::Char(' ') => self.send(Intent::ShowRack),
                _ => self.table_key(key),
            }
            return;
        }
        if let Some(dialog) = &table.dialog {
            if let Some(intent) = dialog_intent(&dialog.choices, key) {
                self.send(intent);
            }
            return;
        }
        match self.mode.clone() {
            Mode::ChooseMeld { tile, purpose, index, typed } => self.choose_meld(key, tile, purpose, index, typed),
            _ => self.table_key(key),
        }
    }

    fn table_key(&mut self, key: Key) {
        let slots = self.table().map_or(0, |t| t.rack.slots.len());
        let row = self.table().map_or(1, |t| usize::from(t.rack.row_length).max(1));
        match key {
            Key::Left => self.cursor = self.cursor.saturating_sub(1),
            Key::Right => self.cursor = (self.cursor + 1).min(slots.saturating_sub(1)),
            Key::Up => self.cursor %= row,
            Key::Down if slots > row => self.cursor = (row + self.cursor % row).min(slots - 1),
            Key::ShiftLeft => self.shift_tile(false),
            Key::ShiftRight => self.shift_tile(true),
            Key::Char(' ') => {
                if let Some(tile) = self.cursor_tile() {
                    self.send(Intent::ToggleTile { tile });
                }
            }
            Key::Esc => self.unselect(),
            Key::Char('d') => self.send(Intent::Draw),
            Key::Char('t') => self.send(Intent::TakeDiscard),
            Key::Char('g') => self.send(Intent::TakeIndicator),
            Key::Char('r') => self.send(Intent::ReturnTaken),
            Key::Char('m') | Key::Enter => self.send(Intent::Lay),
            Key::Char('o') => self.choose_meld_for(Purpose::LayOff),
            Key::Char('k') => self.choose_meld_for(Purpose::RetrieveOkey),
            Key::Char('u' | 'U') => self.send(Intent::TakeBack),
            Key::Char('x') => {
                if let Some(tile) = self.target_tile() {
                    self.send(Intent::Discard { tile });
                }
            }
            Key::Char('f') => self.finish(),
            Key::Char('s') => self.send(Intent::ShowIndicator),
            Key::Char('a') => self.send(Intent::Arrange { layout: RackLayout::RunsAndSets }),
            Key::Char('p') => self.send(Intent::Arrange { layout: RackLayout::Pairs }),
            Key::Char('h') => self.hint(),
            Key::Char('n') => self.send(Intent::NextDeal),
            Key::Char('?') => self.mode = Mode::Help,
            Key::Char('q') => self.quit = true,
            _ => {}
        }
    }

    /// The tile in the slot under the cursor.
    pub fn cursor_tile(&self) -> Option<u8> {
        self.table()?.rack.slots.get(self.cursor)?.as_ref().map(|t| t.tile.id)
    }

    fn selected(&self) -> Vec<u8> {
        self.table().map(selected_tiles).unwrap_or_default()
    }

    /// The tile a one-tile key works on: the only selected tile, else the one under the cursor.
    fn target_tile(&self) -> Option<u8> {
        match self.selected()[..] {
            [tile] => Some(tile),
            _ => self.cursor_tile(),
        }
    }

    /// Esc: every selected tile is unselected (each a tap on it); with none, the message goes.
    fn unselect(&mut self) {
        let selected = self.selected();
        if selected.is_empty() {
            self.send(Intent::DismissMessage);
        }
        for tile in selected {
            self.send(Intent::ToggleTile { tile });
        }
    }

    /// The tile under the cursor steps one slot along its row: into an empty slot, or changing
    /// places with the tile there (sent as that tile moving onto this one's slot, which the core
    /// answers by shifting this one into the slot just freed).
    fn shift_tile(&mut self, right: bool) {
        let Some(table) = self.table() else { return };
        let row = usize::from(table.rack.row_length).max(1);
        let from = self.cursor;
        let Some(Some(here)) = table.rack.slots.get(from) else { return };
        let to = if right { from + 1 } else { from.wrapping_sub(1) };
        let Some(there) = table.rack.slots.get(to) else { return };
        if to / row != from / row {
            return;
        }
        let intent = match there {
            Some(there) if right => Intent::MoveTile { tile: there.tile.id, slot: slot_u8(from) },
            _ => Intent::MoveTile { tile: here.tile.id, slot: slot_u8(to) },
        };
        self.send(intent);
        self.cursor = to;
    }

    /// Düz Okey's finish discards the selected tile: with none selected, the one under the
    /// cursor is selected first (as a tap would).
    fn finish(&mut self) {
        if self.selected().is_empty()
            && let Some(tile) = self.cursor_tile()
        {
            self.send(Intent::ToggleTile { tile });
        }
        self.send(Intent::Finish);
    }

    /// The hint, with the cursor put on the first tile it names.
    fn hint(&mut self) {
        self.send(Intent::Hint);
        if let Some(at) =
            self.table().and_then(|t| t.rack.slots.iter().position(|s| s.as_ref().is_some_and(|t| t.hinted)))
        {
            self.cursor = at;
        }
    }

    /// `o` and `k`: the table meld is chosen next; with no meld on the table, the core says why
    /// nothing can go there.
    fn choose_meld_for(&mut self, purpose: Purpose) {
        let Some(tile) = self.target_tile() else { return };
        if self.table().is_some_and(|t| t.melds.is_empty()) {
            self.send(purpose.intent(tile, 0));
            return;
        }
        self.mode = Mode::ChooseMeld { tile, purpose, index: 0, typed: String::new() };
    }

    fn choose_meld(&mut self, key: Key, tile: u8, purpose: Purpose, index: usize, mut typed: String) {
        let melds: Vec<u32> = self.table().map(|t| t.melds.iter().map(|m| m.id).collect()).unwrap_or_default();
        let count = melds.len().max(1);
        let index = match key {
            Key::Left | Key::Up => (index + count - 1) % count,
            Key::Right | Key::Down => (index + 1) % count,
            Key::Char(digit @ '0'..='9') if typed.len() < 3 => {
                typed.push(digit);
                typed_index(&melds, &typed).unwrap_or(index)
            }
            Key::Backspace => {
                typed.pop();
                typed_index(&melds, &typed).unwrap_or(index)
            }
            Key::Enter => {
                self.mode = Mode::Normal;
                let typed_meld = typed.parse().ok();
                if let Some(meld) = typed_meld.or_else(|| melds.get(index).copied()) {
                    self.send(purpose.intent(tile, meld));
                }
                return;
            }
            Key::Esc => {
                self.mode = Mode::Normal;
                return;
            }
            _ => index,
        };
        let typed = if matches!(key, Key::Left | Key::Right | Key::Up | Key::Down) { String::new() } else { typed };
        self.mode = Mode::ChooseMeld { tile, purpose, index, typed };
    }

    /// The meld shown as chosen while choosing one.
    pub fn chosen_meld(&self) -> Option<u32> {
        let Mode::ChooseMeld { index, .. } = self.mode else { return None };
        self.table()?.melds.get(index).map(|m| m.id)
    }
}

impl Purpose {
    fn intent(self, tile: u8, meld: u32) -> Intent {
        match self {
            Purpose::LayOff => Intent::LayOff { tile, meld },
            Purpose::RetrieveOkey => Intent::RetrieveOkey { tile, meld },
        }
    }
}

fn typed_index(melds: &[u32], typed: &str) -> Option<usize> {
    let id: u32 = typed.parse().ok()?;
    melds.iter().position(|&m| m == id)
}

fn slot_u8(slot: usize) -> u8 {
    u8::try_from(slot).unwrap_or(u8::MAX)
}

/// The key that gives a dialog's answer: `y` to confirm, `n` to cancel, else its number.
pub fn choice_key(index: usize, choice: &DialogChoice) -> char {
    match choice.answer {
        Answer::Confirm => 'y',
        Answer::Cancel => 'n',
        Answer::End { .. } => char::from_digit(u32::try_from(index + 1).unwrap_or(9), 10).unwrap_or('9'),
    }
}

/// What a key says to the question on screen: a choice by its key or its number, Enter the
/// default (the safe answer), Esc back; any other key nothing.
fn dialog_intent(choices: &[DialogChoice], key: Key) -> Option<Intent> {
    let chosen = match key {
        Key::Esc => return Some(Intent::Back),
        Key::Enter => choices.iter().find(|c| c.primary),
        Key::Char(c) => choices
            .iter()
            .enumerate()
            .find(|(index, choice)| choice_key(*index, choice) == c || c.to_digit(10) == u32::try_from(index + 1).ok())
            .map(|(_, choice)| choice),
        _ => None,
    }?;
    Some(Intent::Answer { answer: chosen.answer })
}

/// The selected tiles of the rack, in slot order.
pub fn selected_tiles(table: &TableView) -> Vec<u8> {
    table.rack.slots.iter().flatten().filter(|t| t.selected).map(|t| t.tile.id).collect()
}
