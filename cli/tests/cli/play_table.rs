//! The play screen at its smallest size, 80x24: every seat's melds visible with four seats
//! opened, several melds laid with one key, the rack's groups, and hints in Turkish without
//! English words or tile codes. The keys go through the real key handler to the app core.
//!
//! The four-seat screen is kept in `cli/tests/golden/play_four_opened.txt`; after an intended
//! change, `UPDATE_GOLDEN=1 cargo test -p okey-cli --test cli play_table` rewrites it.

use crate::support;

use crate::golden::golden;
use okey_app::Intent;
use okey_app::view::TablePhase;
use okey_cli::args::{GameArgs, LevelArg, PlayArgs};
use okey_cli::play::Strings;
use okey_core::{Action, Language, Phase};
use support::{Game, YOU, screen, words_on_screen};

fn opened_seats(game: &Game) -> usize {
    game.table().seats.iter().filter(|s| s.opened.is_some()).count()
}

fn playing(game: &Game) -> bool {
    matches!(game.table().phase, TablePhase::Draw | TablePhase::Play)
}

/// Every meld on the table shows on the screen by its number.
fn assert_every_meld_shows(game: &Game, lines: &[String]) {
    let text = lines.join("\n");
    for meld in &game.table().melds {
        let id = format!("#{} ", meld.id);
        assert!(text.contains(&id), "meld {id} of seat {} is not on the screen:\n{text}", meld.owner);
    }
}

/// Seed 12, the player following every hint: the four seats open in the first deal (two on
/// pairs), 19 melds on the table, and all of them show at 80x24.
#[test]
fn four_opened_seats_show_all_their_melds_at_80_by_24() {
    let mut game = Game::standard(12, Language::English);
    for _ in 0..2_000 {
        if opened_seats(&game) == 4 || !playing(&game) {
            break;
        }
        assert!(game.follow_hint(), "{}", screen(&game.shell, 80, 24).join("\n"));
    }
    assert_eq!(opened_seats(&game), 4, "{}", screen(&game.shell, 80, 24).join("\n"));
    let lines = screen(&game.shell, 80, 24);
    assert_every_meld_shows(&game, &lines);
    assert!(game.table().melds.len() >= 16);
    golden("cli/tests/golden/play_four_opened.txt", &(lines.join("\n") + "\n"));
    // And in Turkish, where the labels are longer.
    game.shell.send(Intent::SetLanguage { language: Language::Turkish });
    assert_every_meld_shows(&game, &screen(&game.shell, 80, 24));
    game.shell.send(Intent::SetLanguage { language: Language::English });
    // Were the table ever short of room, each seat keeps its line and says how many melds it
    // could not show, rather than losing them silently.
    let strings = Strings(Language::English);
    let (lines, shortened) = okey_cli::play::table::table_lines(game.table(), strings, None, 80, 6);
    let text: Vec<String> =
        lines.iter().map(|line| line.spans.iter().map(|span| span.content.as_ref()).collect()).collect();
    assert!(shortened && text.len() <= 6, "{text:#?}");
    for seat in ["You · ", "Ayşe (Easy) · ", "Mehmet (Easy) · ", "Zeynep (Easy) · "] {
        assert!(text.iter().any(|line| line.starts_with(seat)), "{seat}: {text:#?}");
    }
    assert!(text.iter().any(|line| line.contains(" more meld")), "{text:#?}");
}

/// The player on hints against Medium bots, a screen drawn at every due time of two games (each
/// bot move, each message expiring): every meld on the table shows, whatever the table holds.
#[test]
fn every_meld_shows_after_every_move_of_whole_games() {
    let mut most_melds = 0;
    for seed in [1, 2] {
        let args = PlayArgs {
            game: GameArgs { deals: Some(2), ..GameArgs::default() },
            bots: vec![LevelArg::Medium],
            ..PlayArgs::default()
        };
        let mut game = Game::new(seed, Language::English, args);
        game.bots_follow = false;
        for _ in 0..5_000 {
            match game.table().phase {
                TablePhase::GameOver => break,
                _ if game.table().your_turn || game.table().phase == TablePhase::DealOver => {
                    assert!(game.follow_hint());
                }
                _ => {
                    let due = game.shell.next_due_ms().expect("a bot to move");
                    game.shell.advance_to(due);
                }
            }
            if playing(&game) {
                assert_every_meld_shows(&game, &screen(&game.shell, 80, 24));
            }
            most_melds = most_melds.max(game.table().melds.len());
        }
        assert!(game.session().game().is_over());
    }
    assert!(most_melds >= 12, "the games filled the table ({most_melds} melds at most)");
}

/// Selecting five pairs and pressing m lays all five at once, as one action.
#[test]
fn five_pairs_are_laid_with_one_key() {
    // The first seed whose player holds five pairs and may lay them on the first turn.
    let mut game = (0..400)
        .map(|seed| Game::standard(seed, Language::English))
        .find(|game| {
            let view = game.session().view(YOU).unwrap();
            okey_core::solver::pair_count(&view.rack, view.meld_rules) >= 5
        })
        .expect("a seed deals five pairs");
    if game.table().phase == TablePhase::Draw {
        game.type_keys("d");
    }
    game.type_keys("p");
    let pairs: Vec<u8> = game.rack()[..10].to_vec();
    game.select(&pairs);
    let before = game.session().record().moves.len();
    game.type_keys("m");
    if game.table().dialog.is_some() {
        game.type_keys("y");
    }
    let session = game.session();
    let moves = &session.record().moves;
    assert_eq!(moves.len(), before + 1, "one action: {:?}", game.table().message);
    match &moves.last().unwrap().action {
        Action::Lay { melds } => assert_eq!(melds.len(), 5, "{melds:?}"),
        other => panic!("{other:?}"),
    }
    assert!(pairs.iter().all(|t| !game.rack().contains(t)));
    assert_eq!(session.view(YOU).unwrap().opening_this_turn.map(|o| o.pairs), Some(5));
}

/// "Seri diz" and "Çift diz" keep each meld on one row, with a gap after it, for many racks.
#[test]
fn arranged_melds_are_never_cut_across_the_rows() {
    for seed in 0..30 {
        let mut game = Game::standard(seed, Language::English);
        for (key, layout) in [('a', okey_core::solver::Layout::RunsAndSets), ('p', okey_core::solver::Layout::Pairs)] {
            game.type_keys(&key.to_string());
            let view = game.session().view(YOU).unwrap();
            let arrangement = okey_core::solver::arrange(&view.rack, view.meld_rules, layout);
            let row = usize::from(game.table().rack.row_length);
            for meld in &arrangement.melds {
                let rows: Vec<usize> =
                    meld.tiles().iter().map(|t| game.slot_of(u8::try_from(t.index()).unwrap()) / row).collect();
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

/// A whole deal in Turkish on hints: every hint names its move and tiles in Turkish, whole on the
/// screen, with its tiles marked on the rack.
#[test]
fn turkish_hints_have_no_english_move_words_nor_tile_codes() {
    let mut game = Game::standard(12, Language::Turkish);
    let text = screen(&game.shell, 80, 24).join("\n");
    assert!(text.contains("Ayşe (Kolay) · ") && !text.contains("Easy"), "{text}");
    let mut hints = 0;
    for _ in 0..2_000 {
        if !playing(&game) {
            break;
        }
        game.type_keys("h");
        let hint = game.table().hint.clone().expect("a hint on the player's turn");
        assert!(hint.text.starts_with("İpucu: "), "{}", hint.text);
        assert_eq!(tile_code(&hint.text), None, "{}", hint.text);
        for word in hint.text.split(|c: char| !c.is_alphanumeric()) {
            assert!(!ENGLISH.contains(&word), "`{word}` in {}", hint.text);
        }
        let shown = words_on_screen(&game.shell);
        let whole = hint.text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(shown.contains(&whole), "the hint is cut off:\n{}", screen(&game.shell, 80, 24).join("\n"));
        if let Some(&first) = hint.tiles.first() {
            assert!(game.table().rack.slots.iter().flatten().any(|t| t.tile.id == first && t.hinted));
            assert!(hint.tiles.contains(&game.shell.cursor_tile().unwrap()), "the cursor is on a hinted tile");
        }
        assert!(game.follow_hint());
        hints += 1;
    }
    assert!(hints >= 10, "{hints} hints");
}

/// A deal that ends with the stock under Standard rules: the score sheet says how, and an okey
/// left in a rack is charged even so.
#[test]
fn a_deal_ended_by_the_stock_shows_its_charges() {
    let mut game = Game::standard(11, Language::English);
    for _ in 0..2_000 {
        if game.table().phase == TablePhase::DealOver {
            break;
        }
        assert!(game.follow_hint());
    }
    let session = game.session();
    let result = session.game().results().last().cloned().unwrap();
    assert!(!result.counts, "seed 11's first deal ends with the stock");
    assert_eq!(session.game().phase(), Phase::DealOver);
    let text = screen(&game.shell, 80, 24).join("\n");
    let sheet = game.table().score_sheet.clone().unwrap();
    assert!(sheet.void && text.contains("The stock ran out"), "{text}");
    let charged: i32 = result.scores.iter().sum();
    assert!(charged > 0, "an okey left in a rack costs 101 even so: {:?}", result.scores);
    for row in &sheet.rows {
        assert!(text.contains(&row.name), "{text}");
    }
    assert!(text.contains("Press n for the next deal"), "{text}");
}
