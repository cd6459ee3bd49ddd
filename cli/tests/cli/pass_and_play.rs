//! Pass and play at the terminal: two people at one keyboard (`okey play --players 2 --people
//! Ayşe`). Between their turns the screen hides every rack and says whose turn it is to look;
//! Enter shows that person's rack. The keys go through the real key handler to the app core.

use crate::support;

use okey_cli::args::{GameArgs, PlayArgs};
use okey_cli::play::Key;
use okey_cli::play::rack::tile_label;
use okey_core::Language;
use support::{Game, screen};

fn two_people(language: Language) -> Game {
    let args = PlayArgs {
        game: GameArgs { players: Some(2), ..GameArgs::default() },
        people: vec!["Ayşe".to_owned()],
        ..PlayArgs::default()
    };
    Game::new(8, language, args)
}

/// The two lines under the rack's heading, where its tiles are drawn.
fn rack_rows(lines: &[String]) -> Vec<String> {
    let top = lines
        .iter()
        .position(|l| l.contains("Your rack") || l.contains("Rack hidden") || l.contains("Istaka"))
        .expect("the rack's heading is on screen");
    lines[top + 1..top + 3].iter().map(|l| l.trim().to_owned()).collect()
}

/// The labels of the tiles the rack shows now, slot by slot.
fn shown_rack_labels(game: &Game) -> Vec<String> {
    game.table().rack.slots.iter().flatten().map(|t| tile_label(&t.tile)).collect()
}

/// The tiles `seat` holds, as the engine's view of that seat has them.
fn held_by(game: &Game, seat: usize) -> Vec<u8> {
    let view = game.session().view(seat).expect("the seat has a view");
    let mut tiles: Vec<u8> = view.rack.iter().map(|t| u8::try_from(t.index()).unwrap()).collect();
    tiles.sort_unstable();
    tiles
}

#[test]
fn the_terminal_is_handed_over_and_enter_shows_the_next_persons_rack() {
    let mut game = two_people(Language::English);
    // The game starts handed over to the first person to play (here Ayşe, who deals herself
    // 22 tiles): no rack until Enter.
    let first = game.table().handover.clone().expect("the game starts handed over");
    let lines = screen(&game.shell, 80, 24);
    let text = lines.join("\n");
    assert!(text.contains(&format!("Pass to {}", first.name)), "{text}");
    assert_eq!(rack_rows(&lines), ["", ""], "{text}");
    game.press(&[Key::Enter]);
    assert!(game.table().handover.is_none());
    assert_eq!(sorted(game.rack()), held_by(&game, usize::from(first.seat)));
    // The first person plays a turn: draws if they must, then discards the tile under the cursor.
    if game.table().controls.draw {
        game.press(&[Key::Char('d')]);
    }
    let tile = game.rack()[0];
    game.point_at(tile);
    game.press(&[Key::Char('x')]);
    if game.table().dialog.is_some() {
        game.press(&[Key::Char('y')]);
    }

    // Handed over to the other person: the table's public parts show, none of their tiles.
    let next = game.table().handover.clone().expect("handed over after the discard");
    assert_ne!(next.seat, first.seat);
    let lines = screen(&game.shell, 80, 24);
    let text = lines.join("\n");
    assert!(text.contains(&format!("Pass to {}", next.name)), "{text}");
    assert!(text.contains("Press Enter to show your rack"), "{text}");
    assert!(text.contains("Enter or space shows your rack"), "{text}");
    assert!(text.contains("stock") && text.contains("Discards"), "the table's public parts show:\n{text}");
    assert_eq!(rack_rows(&lines), ["", ""], "a rack tile shows before Enter:\n{text}");
    assert!(game.table().rack.slots.iter().all(Option::is_none), "the core sent rack tiles before Enter");

    // A move before Enter: the core refuses it with its message, and nothing changes.
    let before = game.storage.get("game.json");
    game.press(&[Key::Char('d')]);
    let refusal = game.shell.refusal.clone().expect("the core refused the draw");
    assert_eq!(refusal.code, "pass_first");
    let words = support::words_on_screen(&game.shell);
    assert!(words.contains("Pass the keyboard on first"), "the refusal is not on screen: {words}");
    assert_eq!(game.storage.get("game.json"), before, "a refused key changed the game");
    assert!(game.table().handover.is_some());

    // Enter: the next person's rack, every one of their tiles and only theirs, drawn.
    game.press(&[Key::Enter]);
    assert!(game.table().handover.is_none());
    let lines = screen(&game.shell, 80, 24);
    let drawn: Vec<String> =
        rack_rows(&lines).iter().flat_map(|r| r.split_whitespace().map(str::to_owned).collect::<Vec<_>>()).collect();
    assert_eq!(drawn, shown_rack_labels(&game));
    assert_eq!(sorted(game.rack()), held_by(&game, usize::from(next.seat)));
    assert!(!drawn.is_empty());
}

fn sorted(mut tiles: Vec<u8>) -> Vec<u8> {
    tiles.sort_unstable();
    tiles
}

#[test]
fn the_hand_over_speaks_turkish() {
    let game = two_people(Language::Turkish);
    let handover = game.table().handover.clone().expect("the game starts handed over");
    let text = screen(&game.shell, 80, 24).join("\n");
    assert!(text.contains(&format!("Sıradaki: {}", handover.name)), "{text}");
    assert!(text.contains("Enter ya da boşluk ıstakanını gösterir"), "{text}");
    assert!(text.contains("Istakanını görmek için Enter'a bas"), "{text}");
}

#[test]
fn more_people_than_seats_is_refused_in_words() {
    let storage = std::sync::Arc::new(okey_app::files::MemoryStorage::new());
    let mut shell = okey_cli::play::Shell::open(Box::new(storage), Language::English, 1);
    let people = ["A", "B", "C"].map(str::to_owned).to_vec();
    let args = PlayArgs { game: GameArgs { players: Some(3), ..GameArgs::default() }, people, ..PlayArgs::default() };
    let Err(failure) = shell.begin(&args) else { panic!("three people for two seats started a game") };
    assert!(failure.to_string().contains("--people names 3 people for the 2 seats"), "{failure}");
}
