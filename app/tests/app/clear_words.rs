//! Words at the table that meant two things, or nothing: Lay and Open each have their own
//! word (Turkish "İndir" and "Elini aç", where both were "aç"); the Open question names an okey
//! for what it stands for, and after opening asks to lay rather than "Open with 0?"; a selection
//! that makes no meld never shows "Opening 0 / 101"; the mark of a tile that costs 101 to
//! discard is explained.

use crate::support::Shell;
use okey_app::view::{DialogKind, RackLayout, TablePhase};
use okey_app::{Answer, Intent};
use okey_core::lang::Language;

/// The player draws, and at each play: `at_play` sees the table, then the last tile goes.
fn play_turns(seed: u64, language: Language, mut at_play: impl FnMut(&mut Shell) -> bool) {
    let mut shell = Shell::open(seed, language);
    shell.start_game();
    for _ in 0..2_000 {
        shell.settle();
        let table = shell.table();
        match table.phase {
            TablePhase::DealOver | TablePhase::GameOver => return,
            TablePhase::Draw if table.your_turn => {
                shell.send(Intent::Draw);
            }
            TablePhase::Play if table.your_turn => {
                if !at_play(&mut shell) {
                    return;
                }
                if shell.table().phase == TablePhase::Play && shell.table().your_turn {
                    let tile = shell.rack().last().copied().unwrap_or(0);
                    shell.send(Intent::Discard { tile });
                    if shell.table().dialog.is_some() {
                        shell.send(Intent::Answer { answer: Answer::Confirm });
                    }
                }
            }
            _ => panic!("nobody to move"),
        }
    }
}

#[test]
fn the_open_question_names_an_okey_for_what_it_stands_for_and_lays_after_opening() {
    let (mut with_okey, mut after_opening) = (0, 0);
    for seed in 0..30 {
        play_turns(seed, Language::English, |shell| {
            shell.send(Intent::Arrange { layout: RackLayout::RunsAndSets });
            if !shell.table().controls.open.enabled {
                return true;
            }
            let opened = shell.table().seats[0].opened.is_some();
            let okey_print = shell.table().centre.okey_name.clone();
            shell.send(Intent::Open);
            let dialog = shell.table().dialog.clone().expect("Open asks first");
            assert_eq!(dialog.kind, DialogKind::Open);
            assert!(!dialog.body.contains(&okey_print), "seed {seed}: the okey named by its print: {dialog:?}");
            if dialog.body.contains("okey (") {
                with_okey += 1;
            }
            let confirm = dialog.choices.iter().find(|c| c.primary).unwrap();
            if opened {
                assert_eq!((dialog.title.as_str(), confirm.label.as_str()), ("Lay these melds?", "Lay them all"));
                after_opening += 1;
            } else {
                assert!(dialog.title.starts_with("Open with "), "{dialog:?}");
                assert!(!dialog.title.contains("with 0"), "{dialog:?}");
                // A pairs opening is counted in pairs, not points.
                let pairs = dialog.body.split(" · ").count();
                if dialog.body.split(" · ").all(|meld| meld.split(", ").count() == 2) {
                    assert_eq!(dialog.title, format!("Open with {pairs} pairs?"), "{dialog:?}");
                }
                assert_eq!(confirm.label, "Open");
            }
            shell.send(Intent::Answer { answer: Answer::Confirm });
            true
        });
    }
    assert!(with_okey > 0 && after_opening > 0, "{with_okey} openings with an okey, {after_opening} lays after");
}

#[test]
fn a_selection_that_makes_no_meld_shows_the_best_opening_not_zero() {
    let mut checked = 0;
    for seed in 0..4 {
        play_turns(seed, Language::English, |shell| {
            if shell.table().seats[0].opened.is_some() {
                return false;
            }
            let before = shell.table().counter.clone().expect("a counter").text;
            // One tile alone is never a meld.
            let tile = shell.rack()[0];
            shell.send(Intent::ToggleTile { tile });
            let counter = shell.table().counter.clone().expect("a counter").text;
            assert_ne!(counter, "Opening 0 / 101");
            assert_eq!(counter, before, "a lone tile adds nothing to the best opening");
            assert!(counter.starts_with("Opening: up to "), "{counter}");
            shell.send(Intent::ToggleTile { tile });
            checked += 1;
            true
        });
    }
    assert!(checked > 0);
}

#[test]
fn the_mark_of_a_tile_that_costs_101_is_explained_while_one_is_marked() {
    let (mut marked, mut unmarked) = (0, 0);
    for (seed, language) in (0..8).zip([Language::English, Language::Turkish].into_iter().cycle()) {
        play_turns(seed, language, |shell| {
            let rack = &shell.table().rack;
            let any = rack.slots.iter().flatten().any(|t| t.playable);
            match (&rack.playable_legend, any) {
                (Some(legend), true) => {
                    assert!(legend.contains("101"), "{legend}");
                    marked += 1;
                }
                (None, false) => unmarked += 1,
                (legend, any) => panic!("legend {legend:?} with a tile marked: {any}"),
            }
            true
        });
    }
    assert!(marked > 0 && unmarked > 0, "{marked} turns with a mark, {unmarked} without");
}

/// The apps' string tables give Lay and Open words of their own in Turkish (both were "aç").
#[test]
fn lay_and_open_have_words_of_their_own_in_both_apps() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let kotlin = std::fs::read_to_string(root.join("android/ui/src/commonMain/kotlin/org/okey/ui/strings/Strings.kt"))
        .expect("the Android string table");
    let text = |name: &str| -> (String, String) {
        let line = kotlin.lines().find(|l| l.trim_start().starts_with(&format!("val {name} = Text("))).unwrap();
        let quoted: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
        (quoted[0].to_owned(), quoted[1].to_owned())
    };
    let catalog: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root.join("ios/App/Localizable.xcstrings")).expect("the iOS String Catalog"),
    )
    .unwrap();
    let entry = |key: &str, language: &str| {
        catalog["strings"][key]["localizations"][language]["stringUnit"]["value"].as_str().unwrap().to_owned()
    };
    for (lay, open) in [
        (text("lay"), text("open")),
        ((entry("table.lay", "en"), entry("table.lay", "tr")), (entry("table.open", "en"), entry("table.open", "tr"))),
    ] {
        assert_ne!(lay.0, open.0);
        assert_ne!(lay.1, open.1);
        assert!(!lay.1.to_lowercase().contains("aç"), "Lay in Turkish still says open: {}", lay.1);
        assert_eq!(open.1, "Elini aç");
    }
    // The Open question's answer says what the Open control says.
    assert_eq!(okey_app::words::open_button(Language::Turkish, false), "Elini aç");
}
