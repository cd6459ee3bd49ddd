//! The hint key: the engine's move and why, in the screen's language, with its tiles selected
//! or the cursor on its tile and the key that plays it.

use super::app::{App, YOU};
use okey_core::tile::TileId;
use okey_core::{Action, Language};

impl App {
    /// The hint's reason in words, and the key that plays it: the tiles it concerns are
    /// selected, or the cursor put on its tile, so one key follows it.
    pub(super) fn hint(&mut self) {
        let hint = match self.session.hint(YOU) {
            Some(hint) if self.view().is_some_and(|v| !v.allowed.is_empty()) => hint,
            _ => {
                self.message = self
                    .text("Nothing to do now: wait for your turn.", "Şimdi yapılacak bir şey yok: sıranızı bekleyin.")
                    .to_owned();
                return;
            }
        };
        let reason = hint.reason.text(self.language);
        let how = self.point_at(&hint.action);
        self.message = format!("{}: {reason}. {how}", self.text("Hint", "İpucu"));
    }

    /// Selects the tiles of `action`, or puts the cursor on its tile, and says which key plays it.
    fn point_at(&mut self, action: &Action) -> String {
        let (english, turkish) = (Language::English, Language::Turkish);
        let key = |key: char, language: Language| match language {
            Language::English => format!("press {key}."),
            Language::Turkish => format!("{key} tuşuna basın."),
        };
        let on_tile = |app: &mut App, tile: TileId, k: char| {
            app.selected.clear();
            if let Some(at) = app.rack.tiles.iter().position(|&t| t == tile) {
                app.cursor = at;
            }
            match app.language {
                Language::English => format!("The cursor is on the tile: {}", key(k, english)),
                Language::Turkish => format!("İmleç taşın üstünde: {}", key(k, turkish)),
            }
        };
        let k = match action {
            Action::Lay { melds } => {
                self.selected = melds.iter().flat_map(|m| m.tiles.iter().copied()).collect();
                if let Some(first) = self.rack.tiles.iter().position(|t| self.selected.contains(t)) {
                    self.cursor = first;
                }
                return match self.language {
                    Language::English => format!("The tiles are selected: {}", key('m', english)),
                    Language::Turkish => format!("Taşlar seçildi: {}", key('m', turkish)),
                };
            }
            Action::LayOff { tile, .. } => return on_tile(self, *tile, 'o'),
            Action::RetrieveOkey { tile, .. } => return on_tile(self, *tile, 'k'),
            Action::Discard { tile } => return on_tile(self, *tile, 'x'),
            Action::Finish { tile } => return on_tile(self, *tile, 'f'),
            Action::TakeBack { tile } => {
                let last = self.view().and_then(|v| v.laid_this_turn.last().copied());
                if last == Some(*tile) { 'u' } else { 'U' }
            }
            Action::Draw => 'd',
            Action::TakeDiscard => 't',
            Action::TakeIndicator => 'g',
            Action::ReturnTaken => 'r',
            Action::TakeBackAll => 'U',
            Action::ShowIndicator => 's',
            Action::NextDeal => 'n',
        };
        // A sentence of its own; the key itself is never capitalised (D is not d).
        match self.language {
            Language::English => format!("Press {k}."),
            Language::Turkish => key(k, turkish),
        }
    }
}
