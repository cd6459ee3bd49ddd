#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! The play screen, drawn through ratatui's test backend and driven key by key.

use okey_cli::play::{App, Key, Mode, YOU, ui};
use okey_core::bot::Level;
use okey_core::tile::Print;
use okey_core::{Language, Phase, Preset, Rules, SeatKind, Session};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn seats() -> Vec<SeatKind> {
    vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)]
}

/// A game on `seed` with the bots moved until it is the player's turn.
fn app(seed: u64) -> App {
    let (session, events) = Session::new(Rules::preset(Preset::Standard), seed, seats()).unwrap();
    let mut app = App::new(session, &events);
    while app.step_bot() {}
    app
}

fn screen(app: &App, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| ui::draw(frame, app)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..height).map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect::<String>()).collect()
}

fn buffer(app: &App, width: u16, height: u16) -> ratatui::buffer::Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|frame| ui::draw(frame, app)).unwrap();
    terminal.backend().buffer().clone()
}

fn rack_rows(lines: &[String]) -> Vec<String> {
    let top = lines.iter().position(|l| l.contains("Your rack") || l.contains("Istakanız")).unwrap();
    lines[top + 1..top + 3].iter().map(|l| l.trim().to_owned()).collect()
}

#[test]
fn the_screen_shows_rack_table_counter_and_keys_in_80_by_24() {
    let app = app(5);
    let lines = screen(&app, 80, 24);
    let text = lines.join("\n");
    assert!(
        lines[0].starts_with("Okey 101 · standard · deal 1 · 0/5 scored · indicator R13 · okey ★R1 · stock "),
        "{}",
        lines[0]
    );
    assert!(text.contains("Your rack (21) · your turn: draw (d) or take (t)"), "{text}");
    assert!(text.contains("Opening 0 / 101 · best in rack 70"), "{text}");
    // Seats read from 1 everywhere: "You" are seat 1, so the bot in engine seat 2 is Bot 3.
    assert!(text.contains("Bot 3 (easy) · 9 tiles · 0 pts · opened: #0 B11 B12 R1=B13"), "{text}");
    assert!(text.contains("d draw  t take"), "{text}");
    // Every rack tile is drawn, in the rack's order, on two rows.
    let view = app.view().unwrap();
    let drawn: Vec<String> =
        rack_rows(&lines).iter().flat_map(|r| r.split_whitespace().map(str::to_owned).collect::<Vec<_>>()).collect();
    let expected: Vec<String> = app.order().iter().map(ToString::to_string).collect();
    assert_eq!(drawn, expected);
    assert_eq!(drawn.len(), view.rack.len());
    assert_eq!(rack_rows(&lines)[0].split_whitespace().count(), 16);
}

#[test]
fn arranging_drawing_and_the_live_opening_counter() {
    let mut app = app(5);
    app.on_key(Key::Char('a'));
    let rows = rack_rows(&screen(&app, 80, 24));
    // Each meld a group, with a gap before the next.
    assert!(rows[0].starts_with("R6   B6   K6     R7   Y7   B7   K7     R8   B8   K8     R12"), "{rows:?}");
    app.on_key(Key::Char('d'));
    let text = screen(&app, 80, 24).join("\n");
    assert!(text.contains("Your rack (22) · your turn: play, then discard (x)"), "{text}");
    assert!(text.contains("You draw "), "{text}");
    // Select R6 B6 K6: the counter counts 18 before anything is laid.
    for _ in 0..3 {
        app.on_key(Key::Char(' '));
        app.on_key(Key::Right);
    }
    assert!(screen(&app, 80, 24).join("\n").contains("Opening 18 / 101"));
    // 18 can never become 101 this turn: the screen asks first, and No keeps the tiles.
    app.on_key(Key::Char('m'));
    assert!(matches!(app.mode, Mode::ConfirmLay { .. }), "{:?}", app.mode);
    let question = screen(&app, 80, 24).join(" ").split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        question.contains(
            "Your rack cannot open this turn: at most 70 of 101; taking the tiles back costs 101. Lay anyway?"
        ),
        "{question}"
    );
    app.on_key(Key::Enter);
    assert_eq!(app.view().unwrap().rack.len(), 22, "No is the default");
    app.on_key(Key::Char('m'));
    app.on_key(Key::Char('y'));
    let text = screen(&app, 80, 24).join("\n");
    assert!(text.contains("You · 19 tiles · 0 pts:"), "{text}");
    assert!(text.contains("You lay set R6 B6 K6"), "{text}");
    assert!(text.contains("Opening 18 / 101"), "{text}");
    // Taking the meld back (three tiles, so +101, after a question) puts the tiles back in the rack.
    app.on_key(Key::Char('u'));
    app.on_key(Key::Char('y'));
    assert_eq!(app.view().unwrap().rack.len(), 22);
}

#[test]
fn a_small_terminal_gets_a_message_instead_of_a_broken_screen() {
    let lines = screen(&app(5), 60, 20);
    assert!(lines.join(" ").contains("Okey needs at least 80x24"));
}

#[test]
fn refused_keys_explain_and_change_nothing() {
    let mut app = app(5);
    let before = app.session.to_json();
    app.on_key(Key::Char('x'));
    assert!(app.message.starts_with("Not allowed:"), "{}", app.message);
    app.on_key(Key::Char('m'));
    assert!(app.message.contains("Select tiles"), "{}", app.message);
    assert_eq!(app.session.to_json(), before);
}

#[test]
fn discarding_an_okey_asks_first() {
    let mut app = (0..200)
        .map(app)
        .find(|a| {
            let okey = a.view().unwrap().okey;
            a.order().iter().any(|t| t.print() == Print::Numbered(okey))
        })
        .expect("some seed deals the player an okey");
    app.on_key(Key::Char('d'));
    let okey = app.view().unwrap().okey;
    app.cursor = app.order().iter().position(|t| t.print() == Print::Numbered(okey)).unwrap();
    app.on_key(Key::Char('x'));
    assert!(matches!(app.mode, Mode::ConfirmDiscard { .. }), "{:?}", app.mode);
    assert!(app.message.contains("costs 101"), "{}", app.message);
    app.on_key(Key::Char('n'));
    assert_eq!(app.mode, Mode::Normal);
    assert_eq!(app.view().unwrap().rack.len(), 22, "nothing was discarded");
}

#[test]
fn a_whole_game_played_with_keys() {
    let mut rules = Rules::preset(Preset::Standard);
    rules.deals = 2;
    let (session, events) = Session::new(rules, 21, seats()).unwrap();
    let mut app = App::new(session, &events);
    let mut score_sheets = 0;
    for _ in 0..20_000 {
        if app.step_bot() {
            continue;
        }
        let view = app.view().unwrap();
        match view.phase {
            Phase::GameOver => break,
            Phase::DealOver => {
                score_sheets += usize::from(screen(&app, 80, 24).join("\n").contains("Press n for the next deal"));
                app.on_key(Key::Char('n'));
            }
            Phase::Draw => app.on_key(Key::Char('d')),
            Phase::Play => {
                app.cursor = app.order().len() - 1;
                app.on_key(Key::Char('x'));
                if matches!(app.mode, Mode::ConfirmDiscard { .. }) {
                    app.on_key(Key::Char('y'));
                }
            }
        }
        assert_eq!(view.seat, YOU);
    }
    assert!(app.session.game().is_over(), "{}\n{}", app.message, screen(&app, 80, 24).join("\n"));
    assert!(screen(&app, 80, 24).join("\n").contains("The game is over"));
    assert_eq!(score_sheets, app.session.game().results().len() - 1);
}

/// Düz Okey with keys: the screen names the game and counts tiles in melds; the player follows
/// the hint with keys (show, take, draw, discard, finish) until a score reaches zero.
#[test]
fn a_whole_duz_game_played_with_keys() {
    // Long enough (20 points) that the player, on hints, finishes or shows in some deal.
    let rules = Rules { starting_points: 20, ..Rules::preset(Preset::Duz) };
    let (session, events) = Session::new(rules, 3, seats()).unwrap();
    let mut app = App::new(session, &events);
    while app.step_bot() {}
    let first = screen(&app, 80, 24);
    assert!(first[0].starts_with("Düz Okey · duz · deal 1 · ends at 0 · indicator "), "{}", first[0]);
    let text = first.join("\n");
    assert!(text.contains("In sets and runs "), "{text}");
    assert!(text.contains("d draw  t take"), "{text}");
    let (mut finishes, mut shows) = (0, 0);
    for _ in 0..20_000 {
        if app.step_bot() {
            continue;
        }
        let view = app.view().unwrap();
        if view.phase == Phase::GameOver {
            break;
        }
        let hint = app.session.hint(YOU).expect("a hint while the game goes on").action;
        let key = match hint {
            okey_core::Action::ShowIndicator => {
                shows += 1;
                's'
            }
            okey_core::Action::NextDeal => 'n',
            okey_core::Action::Draw => 'd',
            okey_core::Action::TakeDiscard => 't',
            okey_core::Action::Discard { tile } | okey_core::Action::Finish { tile } => {
                app.cursor = app.order().iter().position(|&t| t == tile).unwrap();
                if matches!(hint, okey_core::Action::Finish { .. }) {
                    finishes += 1;
                    'f'
                } else {
                    'x'
                }
            }
            other => panic!("not a Düz Okey move: {other:?}"),
        };
        app.on_key(Key::Char(key));
        assert!(!app.message.starts_with("Not allowed"), "{key}: {}", app.message);
    }
    let game = app.session.game();
    assert!(game.is_over(), "{}", screen(&app, 80, 24).join("\n"));
    assert!(game.totals().iter().any(|&t| t <= 0));
    assert!(finishes + shows > 0, "the player never finished nor showed in {} deals", game.results().len());
    assert!(screen(&app, 80, 24).join("\n").contains("The game is over"));
}

/// Draws and discards the last tile (confirming a costly discard) until the deal is over.
fn play_out_the_deal(app: &mut App) {
    for _ in 0..5_000 {
        if app.step_bot() {
            continue;
        }
        match app.view().unwrap().phase {
            Phase::DealOver | Phase::GameOver => return,
            Phase::Draw => app.on_key(Key::Char('d')),
            Phase::Play => {
                app.cursor = app.order().len() - 1;
                app.on_key(Key::Char('x'));
                if matches!(app.mode, Mode::ConfirmDiscard { .. }) {
                    app.on_key(Key::Char('y'));
                }
            }
        }
    }
    panic!("the deal did not end");
}

#[test]
fn a_costly_take_back_asks_first_and_the_penalty_is_explained() {
    let mut app = app(5);
    app.on_key(Key::Char('a'));
    app.on_key(Key::Char('d'));
    for _ in 0..3 {
        app.on_key(Key::Char(' '));
        app.on_key(Key::Right);
    }
    app.on_key(Key::Enter);
    app.on_key(Key::Char('y'));
    assert_eq!(app.view().unwrap().rack.len(), 19, "{}", app.message);
    let laid = app.session.to_json();
    for key in ['u', 'U'] {
        app.on_key(Key::Char(key));
        assert!(matches!(app.mode, Mode::ConfirmTakeBack { .. }), "{key}: {:?}", app.mode);
        assert!(app.message.contains("costs 101"), "{}", app.message);
        // The whole question fits on the screen: the message line wraps instead of cutting it.
        let text = screen(&app, 80, 24).join(" ").split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(text.contains("any other key to keep the tiles on the table."), "{text}");
        app.on_key(Key::Esc);
        assert_eq!(app.mode, Mode::Normal);
        assert_eq!(app.session.to_json(), laid, "{key}: a cancelled take-back changed the game");
    }
    app.on_key(Key::Char('U'));
    app.on_key(Key::Char('y'));
    assert_eq!(app.view().unwrap().rack.len(), 22);
    let text = screen(&app, 80, 24).join("\n");
    assert!(text.contains("Penalties: You +101 (took back laid tiles)"), "{text}");
    play_out_the_deal(&mut app);
    let text = screen(&app, 80, 24).join("\n");
    assert!(text.contains("penalty: You +101 (took back laid tiles)"), "{text}");
    // The reason is still there after a resume, found by replaying the saved game.
    let resumed = App::new(Session::from_json(&app.session.to_json()).unwrap(), &[]);
    assert!(screen(&resumed, 80, 24).join("\n").contains("penalty: You +101 (took back laid tiles)"));
}

#[test]
fn selected_tiles_keep_their_colours() {
    let mut app = app(5);
    app.on_key(Key::Char(' '));
    app.on_key(Key::Right);
    let selected = app.selected[0];
    let plain = screen(&app, 80, 24);
    let top = plain.iter().position(|l| l.contains("Your rack")).unwrap() + 1;
    let buffer = buffer(&app, 80, 24);
    let x = plain[top].chars().position(|c| c != '│' && c != ' ').unwrap();
    let cell = &buffer[(u16::try_from(x).unwrap(), u16::try_from(top).unwrap())];
    let unselected = &buffer[(u16::try_from(x + 5).unwrap(), u16::try_from(top).unwrap())];
    assert_eq!(cell.bg, ui::SELECTED_BACKGROUND);
    assert_ne!(unselected.bg, ui::SELECTED_BACKGROUND);
    assert_eq!(cell.fg, ui::tile_color(selected), "{selected} lost its colour");
    // A long counter leaves the totals whole, on their own line.
    let text = plain.join("\n");
    assert!(text.contains("selection forms no melds"), "{text}");
    for seat in ["You · 21 tiles · 0 pts", "Bot 2 (easy) · 21 tiles · 0 pts", "Bot 4 (easy) · 21 tiles · 0 pts"] {
        assert!(text.contains(seat), "{seat}: {text}");
    }
}

#[test]
fn the_keys_allowed_now_are_listed_and_the_help_lists_every_key_and_the_files() {
    let mut app = app(5);
    let text = screen(&app, 80, 24).join("\n");
    for key in ["Esc unselect", "? help", "d draw", "t take", "h hint", "q quit"] {
        assert!(text.contains(key), "{key} is not listed:\n{text}");
    }
    assert!(!text.contains("x discard"), "not allowed before drawing:\n{text}");
    app.data_files =
        Some(okey_cli::play::DataFiles { save: "/data/okey/game.json".into(), stats: "/data/okey/stats.json".into() });
    app.on_key(Key::Char('?'));
    let help = screen(&app, 80, 24).join("\n");
    for key in [
        "m or Enter lay",
        "g take the indicator",
        "u take back the last tile",
        "U take back all",
        "k swap",
        "s show",
        "f discard and finish",
        "q save and quit",
        "several at once",
    ] {
        assert!(help.contains(key), "{key} is not in the help:\n{help}");
    }
    assert!(help.contains("/data/okey/game.json") && help.contains("/data/okey/stats.json"), "{help}");
    assert!(help.contains("OKEY_DATA_DIR") && help.contains("(in brackets) how many"), "{help}");
    let before = app.session.to_json();
    app.on_key(Key::Char('d'));
    assert_eq!(
        (app.mode.clone(), app.session.to_json()),
        (Mode::Normal, before),
        "a key closes the help, nothing more"
    );
}

#[test]
fn the_arranged_rack_order_survives_a_resume() {
    let mut app = app(5);
    app.on_key(Key::Char('a'));
    app.on_key(Key::ShiftRight);
    app.on_key(Key::ShiftRight);
    let arranged = app.order().to_vec();
    let resumed = App::new(Session::from_json(&app.session.to_json()).unwrap(), &[]);
    assert_eq!(resumed.order(), arranged);
    let unarranged = App::new(
        Session::from_json(&okey_core::Session::new(Rules::preset(Preset::Standard), 5, seats()).unwrap().0.to_json())
            .unwrap(),
        &[],
    );
    assert_ne!(unarranged.order(), arranged);
}

#[test]
fn the_screen_speaks_turkish_when_asked() {
    let (session, events) = Session::new(Rules::preset(Preset::Standard), 5, seats()).unwrap();
    let mut app = App::in_language(session, &events, Language::Turkish);
    while app.step_bot() {}
    let text = screen(&app, 80, 24).join("\n");
    assert!(text.contains("Istakanız (21) · sıra sizde: çekin (d) ya da alın (t)"), "{text}");
    assert!(text.contains("Açılış 0 / 101 · ıstakadaki en iyi 70"), "{text}");
    assert!(text.contains("Bot 3 (kolay) · 9 taş · 0 puan · açtı:"), "{text}");
    assert!(text.contains("d çek  t al"), "{text}");
    assert!(!text.contains("Your rack"), "{text}");
    let before = app.session.to_json();
    app.on_key(Key::Char('x'));
    assert_eq!(app.message, "Olmaz: bu, taş çekme aşamasında yapılamaz");
    assert_eq!(app.session.to_json(), before);
}
