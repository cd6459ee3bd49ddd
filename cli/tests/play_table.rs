#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
//! The play screen at its smallest size, 80x24: every seat's melds visible with four seats
//! opened, several melds laid with one key, the question before a lay that cannot open, the
//! rack's groups, and hints in Turkish without English words or tile codes.
//!
//! The four-seat screen is kept in `cli/tests/golden/play_four_opened.txt`; after an intended
//! change, `UPDATE_GOLDEN=1 cargo test -p okey-cli --test play_table` rewrites it.

use okey_cli::play::{App, Key, Mode, ui};
use okey_core::bot::Level;
use okey_core::{Action, Language, Phase, Preset, Rules, SeatKind, Session};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::PathBuf;

fn screen(app: &App) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|frame| ui::draw(frame, app)).unwrap();
    let buffer = terminal.backend().buffer();
    (0..24).map(|y| (0..80).map(|x| buffer[(x, y)].symbol()).collect::<String>().trim_end().to_owned()).collect()
}

fn seats(first: SeatKind) -> Vec<SeatKind> {
    vec![first, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)]
}

fn game(seed: u64, language: Language) -> App {
    let (session, events) = Session::new(Rules::preset(Preset::Standard), seed, seats(SeatKind::Human)).unwrap();
    App::in_language(session, &events, language)
}

/// Presses h and then the key the hint names, answering yes to a question; false when the
/// message names no key.
fn follow_hint(app: &mut App) -> bool {
    app.on_key(Key::Char('h'));
    press_hinted_key(app)
}

/// Presses the key the hint on screen names, answering yes to a question. The whole hint is on
/// the screen first: its last words, the key, are never cut off.
fn press_hinted_key(app: &mut App) -> bool {
    let message = app.message.clone();
    let shown = screen(app).join(" ").split_whitespace().collect::<Vec<_>>().join(" ");
    let tail: Vec<&str> = message.split_whitespace().rev().take(4).collect();
    let tail = tail.into_iter().rev().collect::<Vec<_>>().join(" ");
    assert!(shown.contains(&tail), "`{tail}` is cut off:\n{}", screen(app).join("\n"));
    let key = match app.language {
        // "... press x." or "Press d.": the key after the last "ress ".
        Language::English => message.rsplit_once("ress ").and_then(|(_, rest)| rest.chars().next()),
        Language::Turkish => message.split(" tuşuna basın").next().and_then(|before| before.chars().last()),
    };
    let Some(key) = key else { return false };
    app.on_key(Key::Char(key));
    if matches!(app.mode, Mode::ConfirmDiscard { .. } | Mode::ConfirmTakeBack { .. } | Mode::ConfirmLay { .. }) {
        app.on_key(Key::Char('y'));
    }
    true
}

fn opened_seats(app: &App) -> usize {
    let view = app.view().unwrap();
    usize::from(view.opened.is_some()) + view.others.iter().filter(|o| o.opened.is_some()).count()
}

/// Every meld on the table shows on the screen by its id.
fn assert_every_meld_shows(app: &App, lines: &[String]) {
    let text = lines.join("\n");
    for meld in &app.view().unwrap().table {
        let id = format!("#{} ", meld.id);
        assert!(text.contains(&id), "meld {id} of seat {} is not on the screen:\n{text}", meld.owner + 1);
    }
}

fn golden(path: &str, actual: &str) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(path);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, actual).unwrap();
    }
    let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(actual, expected, "{} differs; UPDATE_GOLDEN=1 rewrites it", path.display());
}

/// Seed 12, the player following every hint: the four seats open in the first deal (two on
/// pairs), 19 melds on the table, and all of them show at 80x24.
#[test]
fn four_opened_seats_show_all_their_melds_at_80_by_24() {
    let mut app = game(12, Language::English);
    for _ in 0..2_000 {
        if opened_seats(&app) == 4
            || app.view().unwrap().phase != Phase::Draw && app.view().unwrap().phase != Phase::Play
        {
            break;
        }
        if !app.step_bot() {
            assert!(follow_hint(&mut app), "{}", app.message);
        }
    }
    assert_eq!(opened_seats(&app), 4, "{}", screen(&app).join("\n"));
    let lines = screen(&app);
    assert_every_meld_shows(&app, &lines);
    assert!(app.view().unwrap().table.len() >= 16);
    golden("cli/tests/golden/play_four_opened.txt", &(lines.join("\n") + "\n"));
    // And in Turkish, where the labels are longer.
    let turkish = App::in_language(Session::from_json(&app.session.to_json()).unwrap(), &[], Language::Turkish);
    assert_every_meld_shows(&turkish, &screen(&turkish));
    // Were the table ever short of room, each seat keeps its line and says how many melds it
    // could not show, rather than losing them silently.
    let view = app.view().unwrap();
    let (lines, shortened) = okey_cli::play::table::table_lines(&app, &view, 80, 6);
    let text: Vec<String> =
        lines.iter().map(|line| line.spans.iter().map(|span| span.content.as_ref()).collect()).collect();
    assert!(shortened && text.len() <= 6, "{text:#?}");
    for seat in ["You · ", "Bot 2 (easy) · ", "Bot 3 (easy) · ", "Bot 4 (easy) · "] {
        assert!(text.iter().any(|line| line.starts_with(seat)), "{seat}: {text:#?}");
    }
    assert!(text.iter().any(|line| line.contains(" more meld")), "{text:#?}");
}

/// Bots in every seat, a screen drawn after every move of two games: every meld on the table
/// shows, whatever the table holds.
#[test]
fn every_meld_shows_after_every_move_of_bot_games() {
    let mut most_melds = 0;
    for seed in [1, 2, 3] {
        let mut rules = Rules::preset(Preset::Standard);
        rules.deals = 2;
        let (session, events) = Session::new(rules, seed, seats(SeatKind::Bot(Level::Easy))).unwrap();
        let mut app = App::new(session, &events);
        for _ in 0..5_000 {
            match app.view().unwrap().phase {
                Phase::GameOver => break,
                Phase::DealOver => app.on_key(Key::Char('n')),
                _ => {
                    app.step_bot();
                }
            }
            if matches!(app.view().unwrap().phase, Phase::Draw | Phase::Play) {
                assert_every_meld_shows(&app, &screen(&app));
            }
            most_melds = most_melds.max(app.view().unwrap().table.len());
        }
        assert!(app.session.game().is_over());
    }
    assert!(most_melds >= 15, "the games filled the table ({most_melds} melds at most)");
}

/// Selecting five pairs and pressing m lays all five at once, as one action.
#[test]
fn five_pairs_are_laid_with_one_key() {
    // The first seed whose player holds five pairs and may lay them on the first turn.
    let mut app = (0..400)
        .map(|seed| {
            let mut app = game(seed, Language::English);
            while app.step_bot() {}
            app
        })
        .find(|app| {
            let view = app.view().unwrap();
            okey_core::solver::pair_count(&view.rack, view.meld_rules) >= 5
        })
        .expect("a seed deals five pairs");
    if app.view().unwrap().phase == Phase::Draw {
        app.on_key(Key::Char('d'));
    }
    app.on_key(Key::Char('p'));
    let pairs: Vec<_> = app.order()[..10].to_vec();
    app.selected = pairs.clone();
    let before = app.session.record().moves.len();
    app.on_key(Key::Char('m'));
    if matches!(app.mode, Mode::ConfirmLay { .. }) {
        app.on_key(Key::Char('y'));
    }
    let moves = &app.session.record().moves;
    assert_eq!(moves.len(), before + 1, "one action: {}", app.message);
    match &moves.last().unwrap().action {
        Action::Lay { melds } => assert_eq!(melds.len(), 5, "{melds:?}"),
        other => panic!("{other:?}"),
    }
    let view = app.view().unwrap();
    assert!(pairs.iter().all(|t| !view.rack.contains(t)));
    assert_eq!(view.opening_this_turn.map(|o| o.pairs), Some(5));
}

/// "Seri diz" and "Çift diz" keep each meld on one row, with a gap after it, for many racks.
#[test]
fn arranged_melds_are_never_cut_across_the_rows() {
    for seed in 0..60 {
        let mut app = game(seed, Language::English);
        while app.step_bot() {}
        for key in ['a', 'p'] {
            app.on_key(Key::Char(key));
            assert!(!app.message.contains("continues on the second row"), "seed {seed}: {}", app.message);
            let view = app.view().unwrap();
            let layout = app.rack_layout();
            let arrangement = okey_core::solver::arrange(
                &view.rack,
                view.meld_rules,
                if key == 'a' { okey_core::solver::Layout::RunsAndSets } else { okey_core::solver::Layout::Pairs },
            );
            for meld in &arrangement.melds {
                let rows: Vec<usize> = meld
                    .tiles()
                    .iter()
                    .map(|t| layout.places[app.order().iter().position(|o| o == t).unwrap()].0)
                    .collect();
                assert!(rows.iter().all(|&r| r == rows[0]), "seed {seed} {key}: {meld} is cut");
            }
        }
    }
}

/// A tile in the record notation (`K13`, `F`), which a Turkish sentence never uses.
fn tile_code(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_alphanumeric()).find_map(|word| {
        let mut chars = word.chars();
        let code = match chars.next() {
            Some('R' | 'Y' | 'B' | 'K') => {
                let number = chars.as_str();
                (1..=2).contains(&number.len()) && number.chars().all(|c| c.is_ascii_digit())
            }
            Some('F') => chars.as_str().is_empty(),
            _ => false,
        };
        code.then(|| word.to_owned())
    })
}

/// English words the moves and levels were named by.
const ENGLISH: [&str; 14] = [
    "take", "draw", "discard", "lay", "layoff", "back", "backall", "next", "show", "finish", "Press", "easy", "medium",
    "hard",
];

/// A whole deal in Turkish on hints: every hint names its move and tiles in Turkish.
#[test]
fn turkish_hints_have_no_english_move_words_nor_tile_codes() {
    let mut app = game(12, Language::Turkish);
    let mut hints = 0;
    for _ in 0..2_000 {
        if app.step_bot() {
            continue;
        }
        if app.view().unwrap().phase != Phase::Draw && app.view().unwrap().phase != Phase::Play {
            break;
        }
        if hints == 0 {
            let text = screen(&app).join("\n");
            assert!(text.contains("Bot 2 (kolay) · ") && !text.contains("easy"), "{text}");
        }
        app.on_key(Key::Char('h'));
        let message = app.message.clone();
        assert!(message.starts_with("İpucu: "), "{message}");
        assert_eq!(tile_code(&message), None, "{message}");
        for word in message.split(|c: char| !c.is_alphanumeric()) {
            assert!(!ENGLISH.contains(&word), "`{word}` in {message}");
        }
        assert!(press_hinted_key(&mut app), "{message}");
        hints += 1;
    }
    assert!(hints >= 10, "{hints} hints");
}

/// The score sheet says a stock-exhausted deal is an extra deal whose scores still count.
#[test]
fn a_deal_that_is_not_one_of_the_game_says_its_scores_count() {
    let mut app = game(11, Language::English);
    for _ in 0..2_000 {
        if app.step_bot() {
            continue;
        }
        if app.view().unwrap().phase == Phase::DealOver {
            break;
        }
        assert!(follow_hint(&mut app), "{}", app.message);
    }
    let result = app.session.game().results().last().cloned().unwrap();
    assert!(!result.counts, "seed 11's first deal ends with the stock");
    let text = screen(&app).join("\n");
    assert!(text.contains("(extra deal, not one of the 5)"), "{text}");
    assert!(!text.contains("does not count"), "{text}");
    let penalties: i32 = result.scores.iter().sum();
    assert!(penalties > 0, "an okey left in a rack costs 101 even so: {:?}", result.scores);
}
