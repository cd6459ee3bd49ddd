//! `okey play`: the full-screen game against bots (and people sharing the terminal), driven through the app core (`okey_app`),
//! which the Android and iPhone apps drive too: the terminal turns keys into intents, runs the
//! jobs the core asks for and draws its view model; the core decides everything else and saves
//! the game after every move.
//!
//! - [`shell`]: the core, its jobs and their times, and what the terminal keeps (the cursor).
//! - [`keys`]: what each key does.
//! - [`ui`], [`table`], [`rack`], `sheet`, `help`: drawing the view model.
//! - `strings`: the terminal's own labels.

mod help;
mod keys;
pub mod rack;
mod sheet;
mod shell;
mod strings;
pub mod table;
pub mod ui;

pub use keys::{Key, Mode, Purpose};
pub use shell::{DataFiles, Shell};
pub use strings::Strings;

use crate::Failure;
use crate::args::{GameArgs, PlayArgs};
use okey_app::files::{GAME_FILE, STATS_FILE};
use okey_app::view::Screen;
use okey_app::{Intent, RuleValue};
use okey_core::Language;
use okey_core::bot::Level;
use okey_core::rules::{Preset, Rules};
use ratatui::crossterm::event::{self, Event as TermEvent, KeyCode, KeyEventKind, KeyModifiers};
use std::io::IsTerminal;
use std::time::{Duration, Instant, SystemTime};

impl Shell {
    /// The game, the preset, the players and the deals on the New game form on screen.
    pub fn choose_game(&mut self, game: &GameArgs) {
        let preset = game.preset.map_or(Preset::Standard, Preset::from);
        self.send(Intent::ChooseGame { game: Rules::preset(preset).variant });
        self.send(Intent::ChoosePreset { preset });
        if let Some(players) = game.players {
            self.send(Intent::ChoosePlayers { players });
        }
        if let Some(deals) = game.deals {
            self.send(Intent::SetRuleOption {
                key: "deals".to_owned(),
                value: RuleValue::Number { value: deals.into() },
            });
        }
    }

    /// Opens the table: the game in progress, unless the options describe a new game (or there
    /// is none), which is then set up on the core's New game form and started.
    pub fn begin(&mut self, args: &PlayArgs) -> Result<(), Failure> {
        if let Some(speed) = args.speed {
            self.send(Intent::SetBotSpeed { speed: speed.into() });
        }
        if !args.asks_for_new_game() && self.view().home.saved.is_some() {
            self.send(Intent::ContinueGame);
            return Ok(());
        }
        self.send(Intent::Show { screen: Screen::NewGame });
        self.choose_game(&args.game);
        let others = self.view().new_game.as_ref().map_or(0, |form| form.opponents.len());
        if args.people.len() > others {
            return Err(Failure::input(format!(
                "--people names {} people for the {others} seats after yours (see --players)",
                args.people.len()
            )));
        }
        // The people sit right after the player, in play order; bots take the seats left.
        let bots = others - args.people.len();
        let levels: Vec<Level> = match args.bots[..] {
            [] => vec![Level::Easy; bots],
            [one] => vec![one.into(); bots],
            _ if args.bots.len() == bots => args.bots.iter().map(|&l| l.into()).collect(),
            _ => return Err(Failure::input(format!("--bots lists {} levels for {bots} bot seats", args.bots.len()))),
        };
        let first_bot = u8::try_from(args.people.len() + 1).unwrap_or(u8::MAX);
        for (seat, level) in (first_bot..).zip(levels) {
            self.send(Intent::ChooseOpponent { seat, level });
        }
        for (seat, name) in (1..).zip(&args.people) {
            self.send(Intent::ChoosePerson { seat, name: name.clone() });
        }
        if let Some(name) = &args.name {
            self.send(Intent::ChoosePerson { seat: 0, name: name.clone() });
        }
        self.send(Intent::StartGame);
        // The command line asked for a new game (`--new`, or options that describe one): that
        // is the player's answer to the core's question before it replaces a saved game.
        if self.view().dialog.as_ref().is_some_and(|d| d.kind == okey_app::view::DialogKind::ReplaceGame) {
            self.send(Intent::Answer { answer: okey_app::Answer::Confirm });
        }
        match self.view().screen {
            Screen::Table => Ok(()),
            _ => {
                let error = self.view().new_game.as_ref().and_then(|form| form.error.clone());
                Err(Failure::input(error.unwrap_or_else(|| "the game could not start".to_owned())))
            }
        }
    }
}

fn key_of(code: KeyCode, modifiers: KeyModifiers) -> Option<Key> {
    let shift = modifiers.contains(KeyModifiers::SHIFT);
    Some(match code {
        KeyCode::Left if shift => Key::ShiftLeft,
        KeyCode::Right if shift => Key::ShiftRight,
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Enter => Key::Enter,
        KeyCode::Esc => Key::Esc,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::Char('<') => Key::ShiftLeft,
        KeyCode::Char('>') => Key::ShiftRight,
        KeyCode::Char(c) => Key::Char(c),
        _ => return None,
    })
}

/// A new game's seed when none is given: the clock's nanoseconds.
pub(crate) fn entropy() -> u64 {
    SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}

/// Runs the game in the terminal until the player quits; everything is saved as it goes.
pub fn run(args: &PlayArgs, language: Language) -> Result<(), Failure> {
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure::environment(language.pick(
            "okey play needs an interactive terminal (its input or output is redirected). \
             Run it in a terminal, or use `okey solve` and `okey replay`.",
            "okey play etkileşimli bir uçbirim ister (girdisi ya da çıktısı yönlendirilmiş). \
             Bir uçbirimde çalıştır ya da `okey solve` ve `okey replay` kullan.",
        )));
    }
    let storage = crate::data::storage()?;
    let files = DataFiles { save: storage.path(GAME_FILE), stats: storage.path(STATS_FILE) };
    // What the save was before this run: a file's time is coarser than the clock, so "written
    // since we opened" is told by the file changing, not by comparing times.
    let save_before = file_stamp(&files.save);
    let mut shell = Shell::open(Box::new(storage), language, args.seed.unwrap_or_else(entropy));
    shell.data_files = Some(files.clone());
    let resumed = !args.asks_for_new_game() && shell.view().home.saved.is_some();
    shell.begin(args)?;
    let outcome = screen(&mut shell, Instant::now());
    shell.flush();
    // Said again once the screen is gone, where it stays.
    if let Some(notice) = &shell.notice {
        eprintln!("{notice}");
    }
    outcome.map_err(|e| Failure::environment(format!("terminal error: {e}")))?;
    say_where_things_are(&shell, &files, resumed, save_before);
    Ok(())
}

/// The full-screen table until the player quits: keys, the jobs when due and, at a table over
/// the network, what comes from it. `clock` is when the shell's time began (its jobs' times
/// count from it).
pub fn screen(shell: &mut Shell, clock: Instant) -> std::io::Result<()> {
    let mut terminal = ratatui::init();
    let elapsed = |clock: Instant| u64::try_from(clock.elapsed().as_millis()).unwrap_or(u64::MAX);
    // The network's intents are taken between keys: a key is waited for this long at most.
    let network_wait = shell.link().map(|_| Duration::from_millis(15));
    let outcome = loop {
        if let Err(e) = terminal.draw(|frame| ui::draw(frame, shell)) {
            break Err(e);
        }
        if shell.quit {
            break Ok(());
        }
        // Until the next job is due, or a key comes.
        let wait = shell
            .next_due_ms()
            .map_or(Duration::from_secs(3600), |due| Duration::from_millis(due.saturating_sub(elapsed(clock))));
        let wait = network_wait.map_or(wait, |most| wait.min(most));
        match event::poll(wait) {
            Ok(true) => match event::read() {
                Ok(TermEvent::Key(key)) if key.kind == KeyEventKind::Press => {
                    if let Some(key) = key_of(key.code, key.modifiers) {
                        shell.on_key(key);
                    }
                }
                Ok(_) => {}
                Err(e) => break Err(e),
            },
            Ok(false) => {}
            Err(e) => break Err(e),
        }
        shell.pump(Duration::ZERO);
        shell.advance_to(elapsed(clock));
    };
    ratatui::restore();
    outcome
}

/// A file's identity and state, to tell whether it was written: inode, length and time.
type FileStamp = (u64, u64, Option<SystemTime>);

fn file_stamp(path: &std::path::Path) -> Option<FileStamp> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.ino(), m.len(), m.modified().ok()))
}

/// The last words: where the game was saved, or that it is over and counted.
fn say_where_things_are(shell: &Shell, files: &DataFiles, resumed: bool, save_before: Option<FileStamp>) {
    let language = shell.language();
    let over = shell.table().is_some_and(|t| t.score_sheet.as_ref().is_some_and(|s| s.game_over));
    let after = file_stamp(&files.save);
    let written = after.is_some() && after != save_before;
    let (save, stats) = (files.save.display(), files.stats.display());
    match (language, over, written || (resumed && files.save.exists())) {
        (Language::English, true, _) => {
            println!("Game over; thanks for playing. Your statistics are in {stats}: see them with `okey stats`.")
        }
        (Language::Turkish, true, _) => {
            println!("Oyun bitti; iyi oyunlar. İstatistiklerin {stats} dosyasında: `okey stats` ile görebilirsin.")
        }
        (Language::English, false, true) => println!("Game saved to {save}; run okey again to resume it."),
        (Language::Turkish, false, true) => {
            println!("Oyun {save} dosyasına kaydedildi; sürdürmek için okey'i yeniden çalıştır.")
        }
        (Language::English, false, false) => eprintln!("The game could not be saved to {save}."),
        (Language::Turkish, false, false) => eprintln!("Oyun {save} dosyasına kaydedilemedi."),
    }
}
