#![allow(dead_code)]
//! The terminal game for tests: the real key handler and screen over the app core, its files
//! in memory, no clock (bots move on `settle`, or one due time after another on `step`).
//!
//! What the game is under the screen (to pick the keys a test presses, or to check what a key
//! did) is read from the file the core saves after every move, as another program would.

pub mod program;

use okey_app::files::MemoryStorage;
use okey_app::table::LoadedGame;
use okey_app::view::TableView;
use okey_cli::args::{LevelArg, PlayArgs};
use okey_cli::play::{Key, Shell, ui};
use okey_core::{Action, Language, Session};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::sync::Arc;

pub const YOU: usize = 0;

/// A game at the terminal and its files.
pub struct Game {
    pub shell: Shell,
    pub storage: Arc<MemoryStorage>,
    /// The bots move after each of the player's keys (else the test runs them).
    pub bots_follow: bool,
}

impl Game {
    /// A new game as `okey play` starts it from `args` (Easy bots unless they say otherwise),
    /// with the bots moved until the player is to act.
    pub fn new(seed: u64, language: Language, args: PlayArgs) -> Game {
        let storage = Arc::new(MemoryStorage::new());
        let args = PlayArgs {
            seed: Some(seed),
            bots: if args.bots.is_empty() { vec![LevelArg::Easy] } else { args.bots.clone() },
            ..args
        };
        Game::over(storage, language, seed, &args)
    }

    /// Standard rules, four seats.
    pub fn standard(seed: u64, language: Language) -> Game {
        Game::new(seed, language, PlayArgs::default())
    }

    /// `okey play ARGS` over these files, the bots moved.
    pub fn over(storage: Arc<MemoryStorage>, language: Language, seed: u64, args: &PlayArgs) -> Game {
        let mut shell = Shell::open(Box::new(Arc::clone(&storage)), language, seed);
        shell.begin(args).unwrap();
        shell.settle();
        Game { shell, storage, bots_follow: true }
    }

    /// The program quits and runs again over the same files (resuming the game).
    pub fn relaunch(self, language: Language) -> Game {
        self.shell.flush();
        Game::over(self.storage, language, 0, &PlayArgs::default())
    }

    pub fn table(&self) -> &TableView {
        self.shell.table().expect("the table is on screen")
    }

    /// Presses each key, then lets the bots move.
    pub fn press(&mut self, keys: &[Key]) {
        for &key in keys {
            self.shell.on_key(key);
        }
        self.settle();
    }

    /// The bots move until the player is to act, unless the test moves them itself.
    pub fn settle(&mut self) {
        if self.bots_follow {
            self.shell.settle();
        }
    }

    /// Presses the characters of `text` as keys, then lets the bots move.
    pub fn type_keys(&mut self, text: &str) {
        let keys: Vec<Key> = text.chars().map(Key::Char).collect();
        self.press(&keys);
    }

    /// The game as the core last saved it.
    pub fn session(&self) -> Session {
        let text = String::from_utf8(self.storage.get("game.json").expect("the game is saved")).unwrap();
        LoadedGame::parse(&text).expect("the saved game loads").session
    }

    /// The rack's tile ids, slot by slot, empty slots left out.
    pub fn rack(&self) -> Vec<u8> {
        self.table().rack.slots.iter().flatten().map(|t| t.tile.id).collect()
    }

    /// The rack slot holding `tile`.
    pub fn slot_of(&self, tile: u8) -> usize {
        self.table().rack.slots.iter().position(|s| s.as_ref().is_some_and(|t| t.tile.id == tile)).unwrap()
    }

    /// Puts the cursor on `tile`.
    pub fn point_at(&mut self, tile: u8) {
        self.shell.cursor = self.slot_of(tile);
    }

    /// Every rack tile unselected, `tiles` selected.
    pub fn select(&mut self, tiles: &[u8]) {
        self.shell.on_key(Key::Esc);
        for &tile in tiles {
            self.point_at(tile);
            self.shell.on_key(Key::Char(' '));
        }
    }

    /// Plays the engine's hint for the player with keys, answering yes to any question; false
    /// when there is nothing to play.
    pub fn follow_hint(&mut self) -> bool {
        let Some(hint) = self.session().hint(YOU) else { return false };
        self.play(&hint.action);
        true
    }

    /// Plays `action` with the keys a player would press.
    pub fn play(&mut self, action: &Action) {
        let id = |tile: okey_core::tile::TileId| u8::try_from(tile.index()).unwrap();
        let meld_keys = |meld: u32| -> Vec<Key> {
            let mut keys: Vec<Key> = meld.to_string().chars().map(Key::Char).collect();
            keys.push(Key::Enter);
            keys
        };
        match action {
            Action::Draw => self.type_keys("d"),
            Action::TakeDiscard => self.type_keys("t"),
            Action::TakeIndicator => self.type_keys("g"),
            Action::ReturnTaken => self.type_keys("r"),
            Action::ShowIndicator => self.type_keys("s"),
            Action::NextDeal => self.type_keys("n"),
            Action::TakeBack { .. } | Action::TakeBackAll => self.type_keys("u"),
            Action::Lay { melds } => {
                let tiles: Vec<u8> = melds.iter().flat_map(|m| m.tiles.iter().map(|&t| id(t))).collect();
                self.select(&tiles);
                self.shell.on_key(Key::Char('m'));
            }
            Action::LayOff { tile, meld, side } => {
                self.select(&[]);
                self.point_at(id(*tile));
                self.shell.on_key(Key::Char('o'));
                self.press(&meld_keys(*meld));
                if self.table().dialog.is_some() {
                    // Which end: the first choice is the low end, the second the high one.
                    let key = if *side == Some(okey_core::meld::Side::High) { '2' } else { '1' };
                    self.shell.on_key(Key::Char(key));
                }
            }
            Action::RetrieveOkey { tile, meld } => {
                self.select(&[]);
                self.point_at(id(*tile));
                self.shell.on_key(Key::Char('k'));
                self.press(&meld_keys(*meld));
            }
            Action::Discard { tile } => {
                self.select(&[]);
                self.point_at(id(*tile));
                self.shell.on_key(Key::Char('x'));
            }
            Action::Finish { tile } => {
                self.select(&[]);
                self.point_at(id(*tile));
                self.shell.on_key(Key::Char('f'));
            }
        }
        if self.table().dialog.is_some() {
            self.shell.on_key(Key::Char('y'));
        }
        self.settle();
    }
}

/// The screen's text, line by line (trailing blanks cut).
pub fn screen(shell: &Shell, width: u16, height: u16) -> Vec<String> {
    let buffer = buffer(shell, width, height);
    (0..height).map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect::<String>().trim_end().to_owned()).collect()
}

pub fn buffer(shell: &Shell, width: u16, height: u16) -> ratatui::buffer::Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| ui::draw(frame, shell)).unwrap();
    terminal.backend().buffer().clone()
}

/// The screen at 80x24 as one string, words joined by single spaces (what wraps reads whole).
pub fn words_on_screen(shell: &Shell) -> String {
    screen(shell, 80, 24).join(" ").split_whitespace().collect::<Vec<_>>().join(" ")
}
