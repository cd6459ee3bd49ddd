//! The play screen's state and what each key does to it, free of any terminal so tests can
//! drive it key by key.

use super::rack::{Groups, Layout as RackLayout};
use crate::text::{EventWriter, PenaltyLog, penalty_text, seat_names};
use okey_core::action::PenaltyReason;
use okey_core::game::{MeldId, Seat};
use okey_core::solver::{self, Layout};
use okey_core::tile::TileId;
use okey_core::view::SeatView;
use okey_core::wording::tile_words;
use okey_core::{Action, Event, Language, MeldSpec, Phase, Session};
use std::path::PathBuf;

/// The person's seat.
pub const YOU: Seat = 0;
/// Lines of recent moves kept for the log.
const LOG_LINES: usize = 50;

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
}

/// What a table-meld choice is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    LayOff,
    RetrieveOkey,
}

/// What the screen is waiting for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    Normal,
    /// Choosing which table meld gets `tile`.
    ChooseMeld {
        tile: TileId,
        purpose: Purpose,
        candidates: Vec<MeldId>,
        index: usize,
    },
    /// A discard that costs a penalty, waiting for `y`.
    ConfirmDiscard {
        tile: TileId,
        reason: PenaltyReason,
    },
    /// A take-back that costs a penalty, waiting for `y`: of `tile` and what was laid after it,
    /// or with `None` of everything laid this turn.
    ConfirmTakeBack {
        tile: Option<TileId>,
    },
    /// A lay after which the hand cannot open this turn, waiting for `y` (anything else keeps
    /// the tiles in the rack).
    ConfirmLay {
        melds: Vec<MeldSpec>,
    },
    /// The help: every key, the discard piles, where the game is kept. Any key closes it.
    Help,
}

/// Where the game in progress and the statistics are kept, to tell the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataFiles {
    pub save: PathBuf,
    pub stats: PathBuf,
}

/// The play screen.
#[derive(Debug)]
pub struct App {
    pub session: Session,
    /// The rack in the order the player arranged it, in groups.
    pub rack: Groups,
    pub cursor: usize,
    pub selected: Vec<TileId>,
    pub mode: Mode,
    pub message: String,
    pub log: Vec<String>,
    pub names: Vec<String>,
    /// Every penalty of the game so far, with its reason, for the status line and score sheet.
    pub penalties: PenaltyLog,
    writer: EventWriter,
    pub quit: bool,
    /// The language of every text on the screen.
    pub language: Language,
    /// Where the game and the statistics are kept, when known (the help shows it).
    pub data_files: Option<DataFiles>,
}

impl App {
    /// The screen in English.
    pub fn new(session: Session, events: &[Event]) -> App {
        App::in_language(session, events, Language::English)
    }

    pub fn in_language(session: Session, events: &[Event], language: Language) -> App {
        let names = seat_names(session.seats(), language);
        let writer = EventWriter::new(names.clone(), session.game().rules(), language);
        // A resumed game's penalties happened before this run: replaying its record finds them.
        let penalties = session
            .record()
            .replay_with_events()
            .map(|(_, events)| PenaltyLog::from_events(&events))
            .unwrap_or_default();
        let rack = Groups::new(session.rack_order(YOU).unwrap_or_default());
        let mut app = App {
            session,
            rack,
            cursor: 0,
            selected: Vec::new(),
            mode: Mode::Normal,
            message: String::new(),
            log: Vec::new(),
            writer,
            names,
            penalties,
            quit: false,
            language,
            data_files: None,
        };
        app.log_lines(events);
        app.sync_rack();
        app
    }

    /// The rack's tiles in the player's order.
    pub fn order(&self) -> &[TileId] {
        &self.rack.tiles
    }

    /// Where each rack tile is drawn.
    pub fn rack_layout(&self) -> RackLayout {
        self.rack.layout()
    }

    /// The English or the Turkish text, as the screen speaks.
    pub fn text<'a>(&self, english: &'a str, turkish: &'a str) -> &'a str {
        self.language.pick(english, turkish)
    }

    pub fn view(&self) -> Option<SeatView> {
        self.session.view(YOU)
    }

    /// Whether a bot is to move now.
    pub fn bots_to_move(&self) -> bool {
        self.session.bot_to_move().is_some()
    }

    /// One bot move; returns whether one was made.
    pub fn step_bot(&mut self) -> bool {
        match self.session.step_bot() {
            Some(step) => {
                let events: Vec<Event> = step.events.iter().map(|e| e.seen_by(YOU)).collect();
                self.record(&events);
                self.sync_rack();
                true
            }
            None => false,
        }
    }

    fn record(&mut self, events: &[Event]) {
        self.penalties.extend(events);
        self.log_lines(events);
    }

    fn log_lines(&mut self, events: &[Event]) {
        let lines = events.iter().filter_map(|e| self.writer.line(&e.seen_by(YOU)));
        self.log.extend(lines);
        let excess = self.log.len().saturating_sub(LOG_LINES);
        self.log.drain(..excess);
    }

    /// Keeps the player's order for tiles still in the rack, adding new ones at the end.
    fn sync_rack(&mut self) {
        let rack = self.view().map(|v| v.rack).unwrap_or_default();
        self.rack.follow(&rack);
        self.selected.retain(|t| rack.contains(t));
        self.cursor = self.cursor.min(self.rack.tiles.len().saturating_sub(1));
        self.remember_order();
    }

    /// Keeps the player's order in the session, so that the save has it and a resumed game
    /// shows the rack as it was arranged.
    fn remember_order(&mut self) {
        // The player's seat always exists: nothing to report.
        let _ = self.session.set_rack_order(YOU, self.rack.tiles.clone());
    }

    fn act(&mut self, action: Action) {
        match self.session.apply(YOU, &action) {
            Ok(events) => {
                self.message.clear();
                self.record(&events);
                self.selected.clear();
                self.sync_rack();
            }
            Err(error) => {
                let refused = self.text("Not allowed", "Olmaz");
                self.message = format!("{refused}: {}", error.message(self.language));
            }
        }
    }

    fn cursor_tile(&self) -> Option<TileId> {
        self.rack.tiles.get(self.cursor).copied()
    }

    /// The selected tiles in rack order, which is how the player reads them.
    pub(super) fn selection(&self) -> Vec<TileId> {
        self.rack.tiles.iter().copied().filter(|t| self.selected.contains(t)).collect()
    }

    /// The tile a one-tile command works on: the only selected tile, else the one under the cursor.
    fn target_tile(&self) -> Option<TileId> {
        match self.selected[..] {
            [tile] => Some(tile),
            _ => self.cursor_tile(),
        }
    }

    pub fn on_key(&mut self, key: Key) {
        match self.mode.clone() {
            Mode::ConfirmDiscard { tile, .. } => {
                self.mode = Mode::Normal;
                if key == Key::Char('y') {
                    self.act(Action::Discard { tile });
                } else {
                    self.message = self.text("Discard cancelled.", "Taş atma iptal edildi.").to_owned();
                }
            }
            Mode::ConfirmTakeBack { tile } => {
                self.mode = Mode::Normal;
                if key == Key::Char('y') {
                    self.act(tile.map_or(Action::TakeBackAll, |tile| Action::TakeBack { tile }));
                } else {
                    self.message = self
                        .text(
                            "Take-back cancelled: the tiles stay on the table.",
                            "Geri alma iptal edildi: taşlar masada kalıyor.",
                        )
                        .to_owned();
                }
            }
            Mode::ConfirmLay { melds } => {
                self.mode = Mode::Normal;
                if key == Key::Char('y') {
                    self.act(Action::Lay { melds });
                } else {
                    self.message = self
                        .text("Nothing laid: the tiles stay in your rack.", "Hiçbir şey açılmadı: taşlar ıstakanızda.")
                        .to_owned();
                }
            }
            Mode::Help => self.mode = Mode::Normal,
            Mode::ChooseMeld { tile, purpose, candidates, index } => {
                self.choose_meld(key, tile, purpose, candidates, index)
            }
            Mode::Normal => self.normal_key(key),
        }
    }

    fn choose_meld(&mut self, key: Key, tile: TileId, purpose: Purpose, candidates: Vec<MeldId>, index: usize) {
        let count = candidates.len().max(1);
        match key {
            Key::Up | Key::Left => {
                self.mode = Mode::ChooseMeld { tile, purpose, candidates, index: (index + count - 1) % count }
            }
            Key::Down | Key::Right => {
                self.mode = Mode::ChooseMeld { tile, purpose, candidates, index: (index + 1) % count }
            }
            Key::Enter => {
                self.mode = Mode::Normal;
                if let Some(&meld) = candidates.get(index) {
                    self.act(match purpose {
                        Purpose::LayOff => Action::LayOff { tile, meld, side: None },
                        Purpose::RetrieveOkey => Action::RetrieveOkey { tile, meld },
                    });
                }
            }
            _ => {
                self.mode = Mode::Normal;
                self.message = self.text("Cancelled.", "İptal edildi.").to_owned();
            }
        }
    }

    fn normal_key(&mut self, key: Key) {
        let last = self.rack.tiles.len().saturating_sub(1);
        match key {
            Key::Left => self.cursor = self.cursor.saturating_sub(1),
            Key::Right => self.cursor = (self.cursor + 1).min(last),
            Key::Up => self.cursor = self.other_row(0),
            Key::Down => self.cursor = self.other_row(1),
            Key::ShiftLeft if self.cursor > 0 => {
                self.rack.swap(self.cursor, self.cursor - 1);
                self.cursor -= 1;
                self.remember_order();
            }
            Key::ShiftRight if self.cursor < last => {
                self.rack.swap(self.cursor, self.cursor + 1);
                self.cursor += 1;
                self.remember_order();
            }
            Key::Char(' ') => {
                if let Some(tile) = self.cursor_tile() {
                    match self.selected.iter().position(|&t| t == tile) {
                        Some(i) => {
                            self.selected.remove(i);
                        }
                        None => self.selected.push(tile),
                    }
                }
            }
            Key::Esc => self.selected.clear(),
            Key::Char('d') => self.act(Action::Draw),
            Key::Char('t') => self.act(Action::TakeDiscard),
            Key::Char('g') => self.act(Action::TakeIndicator),
            Key::Char('r') => self.act(Action::ReturnTaken),
            Key::Char('m') | Key::Enter => self.lay_selection(),
            Key::Char('o') => self.pick_meld(Purpose::LayOff),
            Key::Char('k') => self.pick_meld(Purpose::RetrieveOkey),
            Key::Char('u') => self.take_back_last(),
            Key::Char('U') => self.take_back(None),
            Key::Char('x') => self.discard(),
            Key::Char('f') => self.finish(),
            Key::Char('s') => self.act(Action::ShowIndicator),
            Key::Char('a') => self.arrange(Layout::RunsAndSets),
            Key::Char('p') => self.arrange(Layout::Pairs),
            Key::Char('h') => self.hint(),
            Key::Char('n') => self.act(Action::NextDeal),
            Key::Char('?') => self.mode = Mode::Help,
            Key::Char('q') => self.quit = true,
            _ => {}
        }
    }

    /// The tile of rack row `row` nearest the cursor's column (the cursor stays if the row is empty).
    fn other_row(&self, row: usize) -> usize {
        let places = self.rack.layout().places;
        let Some(&(_, x)) = places.get(self.cursor) else { return self.cursor };
        places
            .iter()
            .enumerate()
            .filter(|(_, (r, _))| *r == row)
            .min_by_key(|(_, (_, at))| at.abs_diff(x))
            .map_or(self.cursor, |(i, _)| i)
    }

    /// Lays the selection as the engine reads it (one meld or several at once), asking first
    /// when the hand could not open this turn afterwards, since every way back costs 101.
    fn lay_selection(&mut self) {
        if self.selected.is_empty() {
            self.message = self
                .text(
                    "Select tiles with space first, then press m to lay them (one meld or several).",
                    "Önce boşlukla taşları seçin, sonra açmak için m'ye basın (bir ya da birkaç per).",
                )
                .to_owned();
            return;
        }
        let game = self.session.game();
        let melds = match game.read_selection(YOU, &self.selection()) {
            Ok(melds) => melds,
            Err(error) => {
                let refused = self.text("Not allowed", "Olmaz");
                self.message = format!("{refused}: {}", error.message(self.language));
                return;
            }
        };
        match game.opening_risk(YOU, &melds) {
            Some(risk) => {
                let ask = self.text(
                    "Lay anyway? y lays, any other key keeps the tiles.",
                    "Yine de açılsın mı? y açar, başka bir tuş taşları ıstakada bırakır.",
                );
                self.message = format!("{} {ask}", risk.message(self.language));
                self.mode = Mode::ConfirmLay { melds };
            }
            None => self.act(Action::Lay { melds }),
        }
    }

    fn pick_meld(&mut self, purpose: Purpose) {
        let (Some(tile), Some(view)) = (self.target_tile(), self.view()) else { return };
        let rules = view.meld_rules;
        let candidates: Vec<MeldId> = view
            .table
            .iter()
            .filter(|m| match purpose {
                Purpose::LayOff => m.meld.fits(tile, rules).is_some(),
                Purpose::RetrieveOkey => m.meld.replace_okey(tile, rules).is_ok(),
            })
            .map(|m| m.id)
            .collect();
        match candidates[..] {
            [] => {
                let what = match purpose {
                    Purpose::LayOff => self.text("fits no meld on the table", "masadaki hiçbir pere uymuyor"),
                    Purpose::RetrieveOkey => {
                        self.text("can replace no okey on the table", "masadaki hiçbir okeyin yerine geçemiyor")
                    }
                };
                self.message = format!("{} {what}.", self.tile_text(tile));
            }
            [meld] => self.act(match purpose {
                Purpose::LayOff => Action::LayOff { tile, meld, side: None },
                Purpose::RetrieveOkey => Action::RetrieveOkey { tile, meld },
            }),
            _ => {
                self.message = match self.language {
                    Language::English => {
                        format!("Which meld for {tile}? ←→ to choose, Enter to confirm, Esc to cancel.")
                    }
                    Language::Turkish => {
                        let tile = tile_words(self.language, tile);
                        format!("{tile} taşı hangi pere? ←→ seçer, Enter onaylar, Esc iptal eder.")
                    }
                };
                self.mode = Mode::ChooseMeld { tile, purpose, candidates, index: 0 };
            }
        }
    }

    /// A tile as a message names it: the notation in English, "kırmızı 5 taşı" in Turkish.
    fn tile_text(&self, tile: TileId) -> String {
        okey_core::wording::tile_name(self.language, tile)
    }

    fn take_back_last(&mut self) {
        match self.view().and_then(|v| v.laid_this_turn.last().copied()) {
            Some(tile) => self.take_back(Some(tile)),
            None => {
                self.message =
                    self.text("Nothing laid this turn to take back.", "Bu turda geri alınacak taş yok.").to_owned()
            }
        }
    }

    /// Takes back `tile` (with what was laid after it) or everything laid this turn, asking first
    /// when that costs a penalty, as a costly discard does.
    fn take_back(&mut self, tile: Option<TileId>) {
        let action = tile.map_or(Action::TakeBackAll, |tile| Action::TakeBack { tile });
        if self.session.game().take_back_penalty(YOU, tile).is_none() {
            return self.act(action);
        }
        self.message = self
            .text(
                "Taking back now costs 101: more than the last tile laid would come back. \
                 Press y to take back anyway, any other key to keep the tiles on the table.",
                "Şimdi geri almanın cezası 101: son konan taştan fazlası geri gelir. \
                 Yine de geri almak için y'ye, taşları masada bırakmak için başka bir tuşa basın.",
            )
            .to_owned();
        self.mode = Mode::ConfirmTakeBack { tile };
    }

    fn discard(&mut self) {
        let Some(tile) = self.target_tile() else { return };
        let my_play = self.view().is_some_and(|v| v.turn == YOU && v.phase == Phase::Play);
        match self.session.game().discard_penalty(YOU, tile) {
            Some(reason) if my_play => {
                let why = penalty_text(reason, self.language);
                self.message = match self.language {
                    Language::English => format!("Discarding {tile} costs 101: you {why}. Press y to discard anyway."),
                    Language::Turkish => {
                        let tile = tile_words(self.language, tile);
                        format!("{tile} taşını atmanın cezası 101 ({why}). Yine de atmak için y'ye basın.")
                    }
                };
                self.mode = Mode::ConfirmDiscard { tile, reason };
            }
            _ => self.act(Action::Discard { tile }),
        }
    }

    /// Düz Okey: discard the target tile and show the rest as a winning hand.
    fn finish(&mut self) {
        match self.target_tile() {
            Some(tile) => self.act(Action::Finish { tile }),
            None => {
                self.message = self
                    .text(
                        "Put the cursor on the tile to discard, then press f to finish.",
                        "İmleci atacağınız taşa getirin, sonra bitirmek için f'ye basın.",
                    )
                    .to_owned()
            }
        }
    }

    /// "Seri diz" / "Çift diz": the melds first, each kept whole on one row with a gap after it,
    /// then the tiles left over.
    fn arrange(&mut self, layout: Layout) {
        let Some(view) = self.view() else { return };
        let arrangement = solver::arrange(&view.rack, view.meld_rules, layout);
        // The arrangement knows its value: no second solve.
        let value = arrangement.value();
        let groups = arrangement.melds.len();
        let melded: usize = arrangement.melds.iter().map(|m| m.len()).sum();
        let melds = arrangement.melds.iter().map(|m| m.tiles().to_vec()).collect();
        let (rack, cut) = super::rack::arranged(melds, arrangement.leftover);
        self.rack = rack;
        self.sync_rack();
        let rack = view.rack.len();
        let mut message = match (layout, self.language) {
            (Layout::RunsAndSets, Language::English) if view.rules.is_duz() => {
                format!("Arranged: {groups} runs and sets first, {melded} of {rack} tiles.")
            }
            (Layout::RunsAndSets, Language::Turkish) if view.rules.is_duz() => {
                format!("Seri dizildi: önce {groups} per, {rack} taşın {melded} tanesi.")
            }
            (Layout::RunsAndSets, Language::English) => {
                format!("Arranged: {groups} runs and sets first, worth {value}.")
            }
            (Layout::RunsAndSets, Language::Turkish) => format!("Seri dizildi: önce {groups} per, {value} puan."),
            (Layout::Pairs, Language::English) => format!("Arranged: {groups} pairs first."),
            (Layout::Pairs, Language::Turkish) => format!("Çift dizildi: önce {groups} çift."),
        };
        if cut {
            message.push(' ');
            message.push_str(self.text(
                "The two rows have no room to keep every meld whole: one continues on the second row.",
                "İki sırada her peri bütün tutacak yer yok: biri ikinci sırada sürüyor.",
            ));
        }
        self.message = message;
    }
}
