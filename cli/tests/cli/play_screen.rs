//! The play screen, drawn through ratatui's test backend and driven key by key through the real
//! key handler to the app core.

use crate::support;

use okey_app::view::{DialogKind, TablePhase};
use okey_app::{Intent, RuleValue};
use okey_cli::args::{GameArgs, PlayArgs};
use okey_cli::play::{DataFiles, Key, Mode, ui};
use okey_core::Language;
use support::{Game, YOU, buffer, screen, words_on_screen};

fn screen_text(game: &Game) -> String {
    screen(&game.shell, 80, 24).join("\n")
}

fn rack_rows(lines: &[String]) -> Vec<String> {
    let top = lines.iter().position(|l| l.contains("Your rack") || l.contains("Istakan")).unwrap();
    lines[top + 1..top + 3].iter().map(|l| l.trim().to_owned()).collect()
}

#[test]
fn the_screen_shows_rack_table_counter_and_keys_in_80_by_24() {
    let game = Game::standard(5, Language::English);
    let lines = screen(&game.shell, 80, 24);
    let text = lines.join("\n");
    assert!(
        lines[0].starts_with("Okey 101 · Standard · Deal 1 of 5 · indicator R13 · okey ★R1 · stock "),
        "{}",
        lines[0]
    );
    assert!(text.contains("Your rack (21) · Your turn: draw"), "{text}");
    assert!(text.contains("Opening: up to 70 / 101"), "{text}");
    assert!(text.contains("Mehmet (Easy) · 9 tiles · 0 pts · opened 1"), "{text}");
    assert!(text.contains(": #0 B11 B12 R1=B13"), "{text}");
    // Ayşe's black 13 could not be used this turn: the engine would refuse the take, so the
    // key is not offered.
    assert!(text.contains("d draw  h hint"), "{text}");
    // Every rack tile is drawn, slot by slot, on two rows of 15.
    let drawn: Vec<String> =
        rack_rows(&lines).iter().flat_map(|r| r.split_whitespace().map(str::to_owned).collect::<Vec<_>>()).collect();
    let expected: Vec<String> =
        game.table().rack.slots.iter().flatten().map(|t| okey_cli::play::rack::tile_label(&t.tile)).collect();
    assert_eq!(drawn, expected);
    assert_eq!(drawn.len(), 21);
    // Dealt arranged by colour: the reds and yellows on the first row, a gap between them.
    assert_eq!(rack_rows(&lines)[0].split_whitespace().count(), 8);
}

#[test]
fn arranging_drawing_and_the_live_opening_counter() {
    let mut game = Game::standard(5, Language::English);
    game.type_keys("a");
    let rows = rack_rows(&screen(&game.shell, 80, 24));
    // Each meld a group, with an empty slot before the next.
    assert!(rows[0].starts_with("R6   B6   K6        R7   Y7   B7   K7        R8   B8   K8"), "{rows:?}");
    game.type_keys("d");
    let text = screen_text(&game);
    assert!(text.contains("Your rack (22) · Your turn: play, then discard"), "{text}");
    assert!(text.contains("You drew "), "{text}");
    // Select R6 B6 K6: the counter counts 18 before anything is laid.
    game.shell.cursor = 0;
    for _ in 0..3 {
        game.press(&[Key::Char(' '), Key::Right]);
    }
    assert!(screen(&game.shell, 80, 24).join("\n").contains("Opening 18 / 101"));
    // 18 can never become 101 this turn: the core asks first, and the default keeps the tiles.
    game.type_keys("m");
    assert_eq!(game.table().dialog.as_ref().map(|d| d.kind), Some(DialogKind::RiskyLay));
    let question = words_on_screen(&game.shell);
    assert!(
        question.contains(
            "Lay these tiles? Your rack cannot open this turn: at most 70 of 101; taking the tiles back costs 101."
        ),
        "{question}"
    );
    assert!(question.contains("n Cancel y Lay anyway Enter: Cancel"), "{question}");
    game.press(&[Key::Enter]);
    assert_eq!(game.rack().len(), 22, "Cancel is the default");
    game.type_keys("my");
    let text = screen_text(&game);
    assert!(text.contains("You · 19 tiles · 0 pts:"), "{text}");
    // The turn's moves in the core's words, on one entry of the recent moves.
    assert!(words_on_screen(&game.shell).contains("laid the set red 6, blue 6, black 6"), "{text}");
    assert!(text.contains("Opening 18 / 101"), "{text}");
    // Taking the meld back (three tiles, so +101, after a question) puts the tiles back.
    game.type_keys("uy");
    assert_eq!(game.rack().len(), 22);
}

#[test]
fn a_small_terminal_gets_a_message_instead_of_a_broken_screen() {
    let lines = screen(&Game::standard(5, Language::English).shell, 60, 20);
    assert!(lines.join(" ").contains("Okey needs at least 80x24"));
}

#[test]
fn refused_keys_explain_and_change_nothing() {
    let mut game = Game::standard(5, Language::English);
    let before = game.session().to_json();
    game.type_keys("x");
    let message = game.table().message.clone().unwrap();
    assert!(message.refusal && message.text.contains("draw"), "{message:?}");
    assert!(screen_text(&game).contains(&message.text));
    game.type_keys("m");
    assert_eq!(game.table().message.as_ref().unwrap().text, "Select the tiles to lay first.");
    // A meld choice on an empty table: the core says why nothing can be laid off.
    game.type_keys("o");
    assert!(game.table().message.as_ref().unwrap().refusal);
    assert_eq!(game.session().to_json(), before);
    // The message goes when its time is up.
    let due = game.shell.next_due_ms().unwrap();
    game.shell.advance_to(due);
    assert_eq!(game.table().message, None);
}

#[test]
fn discarding_an_okey_asks_first() {
    let mut game = (0..200)
        .map(|seed| Game::standard(seed, Language::English))
        .find(|game| game.table().rack.slots.iter().flatten().any(|t| t.tile.okey))
        .expect("some seed deals the player an okey");
    game.type_keys("d");
    let okey = game.table().rack.slots.iter().flatten().find(|t| t.tile.okey).unwrap().tile.id;
    game.point_at(okey);
    game.type_keys("x");
    let dialog = game.table().dialog.clone().unwrap();
    assert_eq!(dialog.kind, DialogKind::CostlyDiscard);
    assert!(dialog.title.contains("costs 101 points"), "{dialog:?}");
    assert!(words_on_screen(&game.shell).contains(&dialog.title));
    game.type_keys("n");
    assert_eq!(game.table().dialog, None);
    assert_eq!(game.rack().len(), 22, "nothing was discarded");
}

#[test]
fn a_whole_game_played_with_keys() {
    let mut game = Game::new(
        21,
        Language::English,
        PlayArgs { game: GameArgs { deals: Some(2), ..GameArgs::default() }, ..PlayArgs::default() },
    );
    let mut score_sheets = 0;
    for _ in 0..20_000 {
        match game.table().phase {
            TablePhase::GameOver => break,
            TablePhase::DealOver => {
                score_sheets += usize::from(screen_text(&game).contains("Press n for the next deal"));
                game.type_keys("n");
            }
            TablePhase::Draw => game.type_keys("d"),
            TablePhase::Play => discard_last(&mut game),
        }
    }
    let session = game.session();
    assert!(session.game().is_over(), "{}", screen_text(&game));
    assert!(screen_text(&game).contains("The game is over"));
    assert_eq!(score_sheets, session.game().results().len() - 1);
}

/// Düz Okey with keys: the screen names the game and counts tiles in melds; the player follows
/// the hint with keys (show, take, draw, discard, finish) until a score reaches zero.
#[test]
fn a_whole_duz_game_played_with_keys() {
    let args = PlayArgs {
        game: GameArgs { preset: Some(okey_cli::args::PresetArg::Duz), ..GameArgs::default() },
        ..PlayArgs::default()
    };
    let mut game = Game::new(3, Language::English, args);
    // Long enough (20 points) that the player, on hints, finishes or shows in some deal: the
    // New game form's option, then a new game.
    game.shell.send(Intent::Show { screen: okey_app::view::Screen::NewGame });
    game.shell.send(Intent::SetRuleOption { key: "starting_points".into(), value: RuleValue::Number { value: 20 } });
    game.shell.send(Intent::StartGame);
    // The game begun above is replaced: the core asks first.
    game.shell.send(Intent::Answer { answer: okey_app::Answer::Confirm });
    game.shell.settle();
    let first = screen(&game.shell, 80, 24);
    assert!(first[0].starts_with("Düz Okey · Deal 1 · indicator "), "{}", first[0]);
    let text = first.join("\n");
    assert!(text.contains(" in sets and runs · "), "{text}");
    assert!(text.contains("d draw  t take"), "{text}");
    let (mut finishes, mut shows) = (0, 0);
    for _ in 0..20_000 {
        let session = game.session();
        if session.game().is_over() {
            break;
        }
        let hint = session.hint(YOU).expect("a hint while the game goes on").action;
        match hint {
            okey_core::Action::ShowIndicator => shows += 1,
            okey_core::Action::Finish { .. } => finishes += 1,
            _ => {}
        }
        game.play(&hint);
        let message = game.table().message.clone();
        assert!(message.as_ref().is_none_or(|m| !m.refusal), "{hint:?}: {message:?}");
    }
    let session = game.session();
    assert!(session.game().is_over(), "{}", screen(&game.shell, 80, 24).join("\n"));
    assert!(session.game().totals().iter().any(|&t| t <= 0));
    assert!(finishes + shows > 0, "the player never finished nor showed in {} deals", session.game().results().len());
    assert!(screen(&game.shell, 80, 24).join("\n").contains("The game is over"));
}

/// Points at the rack's last tile and discards it with keys, confirming if the core asks (a costly
/// discard).
fn discard_last(game: &mut Game) {
    let last = *game.rack().last().unwrap();
    game.point_at(last);
    game.type_keys("x");
    if game.table().dialog.is_some() {
        game.type_keys("y");
    }
}

/// Draws and discards the last tile (confirming a costly discard) until the deal is over.
fn play_out_the_deal(game: &mut Game) {
    for _ in 0..5_000 {
        match game.table().phase {
            TablePhase::DealOver | TablePhase::GameOver => return,
            TablePhase::Draw => game.type_keys("d"),
            TablePhase::Play => discard_last(game),
        }
    }
    panic!("the deal did not end");
}

#[test]
fn a_costly_take_back_asks_first_and_the_penalty_is_explained() {
    let mut game = Game::standard(5, Language::English);
    game.type_keys("ad");
    game.shell.cursor = 0;
    for _ in 0..3 {
        game.press(&[Key::Char(' '), Key::Right]);
    }
    game.press(&[Key::Enter]);
    game.type_keys("y");
    assert_eq!(game.rack().len(), 19, "{:?}", game.table().message);
    let laid = game.session().to_json();
    game.type_keys("u");
    let dialog = game.table().dialog.clone().unwrap();
    assert_eq!(dialog.kind, DialogKind::TakeBack);
    assert!(dialog.body.contains("costs 101 points"), "{dialog:?}");
    // The whole question fits on the screen: the message lines wrap instead of cutting it.
    let shown = words_on_screen(&game.shell);
    assert!(shown.contains("Every tile laid this turn comes back to your rack."), "{shown}");
    game.press(&[Key::Esc]);
    assert_eq!(game.table().dialog, None);
    assert_eq!(game.session().to_json(), laid, "a cancelled take-back changed the game");
    game.type_keys("uy");
    assert_eq!(game.rack().len(), 22);
    assert!(words_on_screen(&game.shell).contains("+101 for taking back laid tiles"), "{}", screen_text(&game));
    play_out_the_deal(&mut game);
    let text = screen_text(&game);
    assert!(text.contains("You +101: taking back laid tiles"), "{text}");
    // The reason is still there after a resume, read back from the saved game.
    let resumed = game.relaunch(Language::English);
    assert!(screen(&resumed.shell, 80, 24).join("\n").contains("You +101: taking back laid tiles"));
}

#[test]
fn selected_tiles_keep_their_colours() {
    let mut game = Game::standard(5, Language::English);
    game.shell.cursor = 0;
    game.press(&[Key::Char(' '), Key::Right]);
    let selected = game.table().rack.slots[0].clone().unwrap();
    assert!(selected.selected);
    let plain = screen(&game.shell, 80, 24);
    let top = plain.iter().position(|l| l.contains("Your rack")).unwrap() + 1;
    let buffer = buffer(&game.shell, 80, 24);
    let y = u16::try_from(top).unwrap();
    let cell = &buffer[(1, y)];
    let unselected = &buffer[(6, y)];
    assert_eq!(cell.bg, ui::SELECTED_BACKGROUND);
    assert_ne!(unselected.bg, ui::SELECTED_BACKGROUND);
    assert_eq!(cell.fg, ui::tile_color(&selected.tile), "the selected tile lost its colour");
    let text = plain.join("\n");
    for seat in ["You · 21 tiles · 0 pts", "Ayşe (Easy) · 21 tiles · 0 pts", "Zeynep (Easy) · 21 tiles · 0 pts"]
    {
        assert!(text.contains(seat), "{seat}: {text}");
    }
}

#[test]
fn tiles_step_along_the_rack_into_gaps_and_past_each_other() {
    let mut game = Game::standard(5, Language::English);
    let first = game.rack()[..3].to_vec();
    game.shell.cursor = 0;
    // Past its neighbour: the two change places, the cursor follows the tile.
    game.press(&[Key::ShiftRight]);
    assert_eq!(game.rack()[..3], [first[1], first[0], first[2]]);
    assert_eq!((game.shell.cursor, game.shell.cursor_tile()), (1, Some(first[0])));
    game.press(&[Key::ShiftLeft]);
    assert_eq!(game.rack()[..3], first[..]);
    // Into an empty slot: the first row's last tile steps right a slot at a time.
    let slots = game.table().rack.slots.clone();
    let from = (0..15).rev().find(|&slot| slots[slot].is_some()).expect("a tile in the first row");
    assert!(from + 2 < 15, "the dealt rack leaves room at the first row's end");
    let tile = slots[from].as_ref().map(|t| t.tile.id).expect("the tile");
    game.shell.cursor = from;
    assert_eq!(game.shell.cursor_tile(), Some(tile));
    game.press(&[Key::ShiftRight, Key::ShiftRight]);
    assert_eq!(game.slot_of(tile), from + 2);
    assert_eq!(game.table().rack.slots[from], None);
    // The row's end stops it.
    game.shell.cursor = 14;
    let before = game.table().rack.clone();
    game.press(&[Key::ShiftRight]);
    assert_eq!(game.table().rack, before);
    // The arrangement is the game's: it survives a resume.
    let slots = game.table().rack.clone();
    let resumed = game.relaunch(Language::English);
    assert_eq!(resumed.table().rack, slots);
}

#[test]
fn the_keys_allowed_now_are_listed_and_the_help_lists_every_key_and_the_files() {
    let mut game = Game::standard(5, Language::English);
    let text = screen_text(&game);
    for key in ["Esc unselect", "? help", "d draw", "h hint", "q quit"] {
        assert!(text.contains(key), "{key} is not listed:\n{text}");
    }
    assert!(!game.table().controls.take_discard, "the engine would refuse taking black 13 now");
    assert!(!text.contains("t take"), "a take the engine would refuse is not offered:\n{text}");
    assert!(!text.contains("x discard"), "not allowed before drawing:\n{text}");
    game.shell.data_files =
        Some(DataFiles { save: "/data/okey/game.json".into(), stats: "/data/okey/stats.json".into() });
    game.type_keys("?");
    let help = screen(&game.shell, 80, 24).join("\n");
    for key in [
        "m or Enter lay",
        "g take the indicator",
        "u take back every tile",
        "k put a tile in place of an okey",
        "s show",
        "f discard the selected tile",
        "q save and quit",
        "several at once",
        "y, n, or the choice's number",
    ] {
        assert!(help.contains(key), "{key} is not in the help:\n{help}");
    }
    assert!(help.contains("/data/okey/game.json") && help.contains("/data/okey/stats.json"), "{help}");
    assert!(help.contains("OKEY_DATA_DIR") && help.contains("(in brackets) how many"), "{help}");
    let before = game.session().to_json();
    game.type_keys("d");
    assert_eq!((game.shell.mode.clone(), game.session().to_json()), (Mode::Normal, before), "a key closes the help");
}

#[test]
fn the_screen_speaks_turkish_when_asked() {
    let mut game = Game::standard(5, Language::Turkish);
    let text = screen_text(&game);
    assert!(text.contains("Istakan (21) · Sıra sende: taş çek"), "{text}");
    assert!(text.contains("Açılış: en fazla 70 / 101"), "{text}");
    assert!(text.contains("Mehmet (Kolay) · 9 taş · 0 puan · 1"), "{text}");
    assert!(text.contains("d çek  h ipucu"), "{text}");
    assert!(!text.contains("Your rack"), "{text}");
    let before = game.session().to_json();
    game.type_keys("x");
    assert_eq!(game.table().message.as_ref().unwrap().text, "Önce bir taş al: desteden çek ya da atılan taşı al");
    assert_eq!(game.session().to_json(), before);
}
