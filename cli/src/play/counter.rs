//! The opening counter under the rack: what has been laid this turn plus what the selection
//! would add (Okey 101), or how close the hand is to a win (Düz Okey).

use super::app::{App, YOU};
use okey_core::Language;
use okey_core::action::OpenedWith;
use okey_core::solver;
use okey_core::tile::TileId;
use okey_core::view::SeatView;

impl App {
    /// The opening counter: what has been laid this turn plus what the selection would add.
    pub fn opening_counter(&self) -> String {
        let Some(view) = self.view() else { return String::new() };
        if view.rules.is_duz() {
            return classic_counter(&view, self.language);
        }
        match view.opened {
            Some(OpenedWith::SetsAndRuns) => {
                return self.text("Opened with runs and sets", "Perlerle açıldı").to_owned();
            }
            Some(OpenedWith::Pairs) => return self.text("Opened with pairs", "Çiftle açıldı").to_owned(),
            None => {}
        }
        let laid = view.opening_this_turn;
        let (mut value, mut pairs) = laid.map_or((0, 0), |o| (o.value, o.pairs));
        let mut note = String::new();
        if !self.selected.is_empty() {
            let game = self.session.game();
            let preview = game.read_selection(YOU, &self.selection()).map(|melds| game.preview_opening(YOU, &melds));
            match preview {
                Ok(preview) if preview.problem.is_none() => {
                    value += preview.value;
                    pairs += preview.pairs;
                }
                _ => note = self.text(" · selection forms no melds", " · seçilen taşlar per oluşturmuyor").to_owned(),
            }
        }
        let (opening, pairs_word) = (self.text("Opening", "Açılış"), self.text("pairs", "çift"));
        let (pairs_needed, needed) = (view.pairs_threshold, view.opening_threshold);
        match laid.map(|o| o.with) {
            Some(OpenedWith::Pairs) => format!("{opening} {pairs} / {pairs_needed} {pairs_word}{note}"),
            Some(OpenedWith::SetsAndRuns) => format!("{opening} {value} / {needed}{note}"),
            None if pairs > 0 => format!("{opening} {pairs} / {pairs_needed} {pairs_word}{note}"),
            None => {
                let best = self.text("best in rack", "ıstakadaki en iyi");
                format!("{opening} {value} / {needed} · {best} {}{note}", arrangement_value(&view))
            }
        }
    }
}

fn arrangement_value(view: &SeatView) -> u32 {
    solver::best_value(&view.rack, view.meld_rules)
}

/// Düz Okey's counter: how many tiles the best 14 of the rack have in sets and runs, or in pairs,
/// and whether a discard would win now.
fn classic_counter(view: &SeatView, language: Language) -> String {
    use okey_core::solver::classic::{melded_count, pairs_with_okeys, winning_hand};
    let rules = view.meld_rules;
    let keep = okey_core::Rules::DUZ_HAND_SIZE;
    let hands: Vec<Vec<TileId>> = if view.rack.len() > keep {
        (0..view.rack.len())
            .map(|i| view.rack.iter().enumerate().filter(|&(j, _)| j != i).map(|(_, &t)| t).collect())
            .collect()
    } else {
        vec![view.rack.clone()]
    };
    let melded = hands.iter().map(|h| melded_count(h, rules)).max().unwrap_or(0);
    let pairs = hands.iter().map(|h| pairs_with_okeys(h, rules)).max().unwrap_or(0);
    let wins = view.rack.len() > keep && hands.iter().any(|h| winning_hand(h, rules).is_some());
    match language {
        Language::English => {
            let note = if wins { " · a discard wins: f" } else { "" };
            format!("In sets and runs {melded} / {keep} · pairs {pairs} / 7{note}")
        }
        Language::Turkish => {
            let note = if wins { " · bir taş atınca kazanırsınız: f" } else { "" };
            format!("Perlerde {melded} / {keep} · çift {pairs} / 7{note}")
        }
    }
}
