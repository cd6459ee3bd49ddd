//! `okey play`: the full-screen game against bots, saved when you quit and resumed next time.

mod app;
mod counter;
pub mod help;
mod hints;
pub mod rack;
mod save;
pub mod table;
pub mod ui;

pub use app::{App, DataFiles, Key, Mode, YOU};
pub use save::{Resumed, SaveFile};

use crate::Failure;
use crate::args::PlayArgs;
use okey_core::Language;
use okey_core::bot::Level;
use okey_core::{Preset, Rules, SeatKind, Session};
use ratatui::crossterm::event::{self, Event as TermEvent, KeyCode, KeyEventKind, KeyModifiers};
use std::io::IsTerminal;
use std::time::{Duration, Instant};

/// Builds a new session from the options; bot levels default to Easy.
pub fn new_session(args: &PlayArgs, fallback_seed: u64) -> Result<(Session, Vec<okey_core::Event>), Failure> {
    let mut rules = Rules::preset(args.preset.map_or(Preset::Standard, Preset::from));
    if let Some(players) = args.players {
        rules.players = players;
    }
    if let Some(deals) = args.deals {
        rules.deals = deals;
    }
    let bots = usize::from(rules.players) - 1;
    let levels: Vec<Level> = match args.bots[..] {
        [] => vec![Level::Easy; bots],
        [one] => vec![one.into(); bots],
        _ if args.bots.len() == bots => args.bots.iter().map(|&l| l.into()).collect(),
        _ => return Err(Failure::input(format!("--bots lists {} levels for {bots} bot seats", args.bots.len()))),
    };
    let seats: Vec<SeatKind> = std::iter::once(SeatKind::Human).chain(levels.into_iter().map(SeatKind::Bot)).collect();
    Session::new(rules, args.seed.unwrap_or(fallback_seed), seats).map_err(|e| Failure::input(e.to_string()))
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
        KeyCode::Char('<') => Key::ShiftLeft,
        KeyCode::Char('>') => Key::ShiftRight,
        KeyCode::Char(c) => Key::Char(c),
        _ => return None,
    })
}

/// Runs the game in the terminal until the player quits, then saves it.
pub fn run(args: &PlayArgs, language: Language) -> Result<(), Failure> {
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        return Err(Failure::environment(language.pick(
            "okey play needs an interactive terminal (its input or output is redirected). \
             Run it in a terminal, or use `okey solve` and `okey replay`.",
            "okey play etkileşimli bir uçbirim ister (girdisi ya da çıktısı yönlendirilmiş). \
             Bir uçbirimde çalıştırın ya da `okey solve` ve `okey replay` kullanın.",
        )));
    }
    let save = SaveFile::locate()?;
    let files = DataFiles { save: save.path(), stats: crate::stats::stats_path(&save.storage) };
    let clock_seed = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    let resumed = save.resume(args.asks_for_new_game(), language)?;
    let set_aside = resumed.notice(language);
    let (mut app, note) = match resumed {
        Resumed::Game(session) => {
            let path = save.path();
            let path = path.display();
            let note = match language {
                Language::English => format!("Resumed your game from {path}."),
                Language::Turkish => format!("Oyununuz kaldığı yerden sürüyor ({path})."),
            };
            (App::in_language(*session, &[], language), note)
        }
        Resumed::Nothing | Resumed::SetAside { .. } => {
            let (session, events) = new_session(args, clock_seed)?;
            let note = set_aside.clone().unwrap_or_else(|| {
                language
                    .pick(
                        "New game. You are seat 1. Press h for a hint, ? for every key and where the game is saved.",
                        "Yeni oyun. Siz 1. oyuncusunuz. İpucu için h'ye, bütün tuşlar ve oyunun kaydedildiği yer için ?'ye basın.",
                    )
                    .to_owned()
            });
            (App::in_language(session, &events, language), note)
        }
    };
    app.message = note;
    app.data_files = Some(files);
    let pace = Duration::from_millis(args.pace);
    let mut terminal = ratatui::init();
    let mut last_bot_move = Instant::now();
    let outcome = loop {
        if let Err(e) = terminal.draw(|frame| ui::draw(frame, &app)) {
            break Err(e);
        }
        if app.quit {
            break Ok(());
        }
        let wait =
            if app.bots_to_move() { pace.saturating_sub(last_bot_move.elapsed()) } else { Duration::from_secs(60) };
        match event::poll(wait) {
            Ok(true) => match event::read() {
                Ok(TermEvent::Key(key)) if key.kind == KeyEventKind::Press => {
                    if let Some(key) = key_of(key.code, key.modifiers) {
                        app.on_key(key);
                    }
                }
                Ok(_) => {}
                Err(e) => break Err(e),
            },
            Ok(false) => {
                if app.bots_to_move() && last_bot_move.elapsed() >= pace {
                    app.step_bot();
                    last_bot_move = Instant::now();
                }
            }
            Err(e) => break Err(e),
        }
    };
    ratatui::restore();
    // Said again once the screen is gone, where it stays.
    if let Some(notice) = set_aside {
        eprintln!("{notice}");
    }
    if app.session.game().is_over() {
        match crate::stats::record_finished(&save.storage, &app.session, language) {
            Ok(note) if !note.is_empty() => println!("{note}"),
            Ok(_) => {}
            Err(problem) => eprintln!("Could not record the game in your statistics: {problem}"),
        }
    }
    let saved = save.store(&app.session);
    outcome.map_err(|e| Failure::environment(format!("terminal error: {e}")))?;
    match (saved, language) {
        (Ok(Some(path)), Language::English) => {
            println!("Game saved to {}; run okey again to resume it.", path.display())
        }
        (Ok(Some(path)), Language::Turkish) => {
            println!("Oyun {} dosyasına kaydedildi; sürdürmek için okey'i yeniden çalıştırın.", path.display())
        }
        (Ok(None), _) => println!("{}", language.pick("Game over; thanks for playing.", "Oyun bitti; iyi oyunlar.")),
        (Err(problem), _) => eprintln!("Could not save the game: {problem}"),
    }
    Ok(())
}
