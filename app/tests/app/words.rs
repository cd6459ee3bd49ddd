//! Every text a player reads is in words: no tile code ("R5", "K13") reaches the screen.

use crate::support::Shell;
use okey_app::view::{Screen, TablePhase};
use okey_app::{Answer, Intent, RuleValue};
use okey_core::lang::Language;
use okey_core::rules::Variant;
use std::collections::BTreeSet;

/// Whether `word` is a tile's code: a colour letter and a number from 1 to 13, or a false joker.
fn is_tile_code(word: &str) -> bool {
    let mut chars = word.chars();
    let Some(letter) = chars.next() else { return false };
    let number: String = chars.collect();
    "RYBK".contains(letter) && number.parse::<u8>().is_ok_and(|n| (1..=13).contains(&n))
}

fn codes_in(texts: &BTreeSet<String>) -> Vec<&String> {
    texts.iter().filter(|text| text.split(|c: char| !c.is_alphanumeric()).any(is_tile_code)).collect()
}

/// One deal of `game` played by a player who asks for hints, makes refused moves (a discard
/// before drawing, a one-tile lay) and then reviews the game.
fn texts_of_a_deal(game: Variant, language: Language, seed: u64) -> BTreeSet<String> {
    let mut shell = Shell::open(seed, language);
    shell.texts = Some(BTreeSet::new());
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::ChooseGame { game });
    shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: 1 } });
    shell.start_game();
    for _ in 0..1_000 {
        shell.settle();
        let table = shell.table();
        match table.phase {
            TablePhase::GameOver => break,
            TablePhase::DealOver => {
                shell.send(Intent::NextDeal);
            }
            TablePhase::Draw if table.your_turn => {
                shell.send(Intent::Hint);
                let tile = shell.rack()[0];
                shell.send(Intent::Discard { tile });
                shell.send(Intent::Draw);
            }
            TablePhase::Play if table.your_turn => {
                shell.send(Intent::Hint);
                let tile = shell.rack()[0];
                shell.send(Intent::ToggleTile { tile });
                shell.send(Intent::Lay);
                if shell.table().dialog.is_some() {
                    shell.send(Intent::Answer { answer: Answer::Cancel });
                }
                shell.send(Intent::ToggleTile { tile });
                let tile = *shell.rack().last().expect("a tile to discard");
                shell.send(Intent::Discard { tile });
                if shell.table().dialog.is_some() {
                    shell.send(Intent::Answer { answer: Answer::Confirm });
                }
            }
            _ => panic!("nobody to move"),
        }
    }
    assert_eq!(shell.table().phase, TablePhase::GameOver, "the game ended");
    shell.send(Intent::OpenReview);
    shell.wait();
    assert!(shell.view.review.is_some(), "the review is on screen");
    shell.texts.take().expect("texts were collected")
}

#[test]
fn no_text_of_a_deal_names_a_tile_by_its_code() {
    for (game, seed) in [(Variant::Okey101, 11), (Variant::Duz, 12)] {
        for language in [Language::English, Language::Turkish] {
            let texts = texts_of_a_deal(game, language, seed);
            assert!(texts.len() > 30, "{game:?} {language:?}: only {} texts seen", texts.len());
            let codes = codes_in(&texts);
            assert!(codes.is_empty(), "{game:?} {language:?}: tile codes in {codes:#?}");
        }
    }
}

#[test]
fn a_tile_code_is_recognised() {
    assert!(is_tile_code("R5") && is_tile_code("K13") && is_tile_code("B1"));
    assert!(!is_tile_code("R14") && !is_tile_code("101") && !is_tile_code("Red") && !is_tile_code("K"));
}

/// An okey dropped on a run is called the okey in the "which end?" question, not by its print
/// (which could not fit both ends).
#[test]
fn which_end_calls_an_okey_the_okey() {
    use okey_core::tile::{Color, Face, TileId};
    let face = |color, number| Face::new(color, number).unwrap();
    let tile = TileId::copies(face(Color::Black, 4))[0];
    let (low, high) = (face(Color::Yellow, 9), face(Color::Yellow, 11));
    let english = okey_app::words::which_end(Language::English, tile, true, low, high);
    assert_eq!(english.1, "The okey fits both ends of this run.");
    assert_eq!((english.2.as_str(), english.3.as_str()), ("Before yellow 9", "After yellow 11"));
    let turkish = okey_app::words::which_end(Language::Turkish, tile, true, low, high);
    assert_eq!(turkish.1, "Okey bu serinin iki ucuna da uyuyor.");
    let plain = okey_app::words::which_end(Language::English, tile, false, low, high);
    assert_eq!(plain.1, "Black 4 fits both ends of this run.");
}
