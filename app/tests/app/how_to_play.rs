//! "How to play" in pictures on the Rules screen: every preset's examples, checked by the engine.

use crate::support::Shell;
use okey_app::Intent;
use okey_app::view::{FaceView, RuleExampleView, Screen, TileColor};
use okey_core::lang::Language;
use okey_core::rules::{Preset, Rules, Variant};

fn examples(preset: Preset, language: Language) -> Vec<RuleExampleView> {
    let mut shell = Shell::open(1, language);
    shell.send(Intent::Show { screen: Screen::Rules });
    let view = shell.send(Intent::ChooseRules { preset: Some(preset) });
    view.rules.as_ref().expect("the rules screen").examples.clone()
}

#[test]
fn every_preset_has_all_its_pictures_in_both_languages() {
    for preset in Preset::ALL {
        let variant = Rules::preset(preset).variant;
        // Okey 101: the indicator, a run, a set, the okey in a run, opening, pairs; Düz Okey a
        // winning hand instead of the last two. One fewer means the engine refused one.
        let expected = if variant == Variant::Okey101 { 6 } else { 5 };
        for language in [Language::English, Language::Turkish] {
            let examples = examples(preset, language);
            assert_eq!(examples.len(), expected, "{preset:?} {language:?}");
            for example in &examples {
                assert!(!example.title.is_empty() && !example.text.is_empty(), "{example:?}");
                assert!(example.melds.iter().all(|meld| !meld.is_empty()), "{example:?}");
                assert!(example.points.is_empty() || example.points.len() == example.melds.len(), "{example:?}");
            }
            // Points are counted in Okey 101 only.
            let counted = examples.iter().any(|e| !e.points.is_empty());
            assert_eq!(counted, variant == Variant::Okey101, "{preset:?}");
        }
    }
}

#[test]
fn the_opening_example_reaches_the_threshold_it_names() {
    let threshold = Rules::preset(Preset::Standard).opening_threshold;
    let examples = examples(Preset::Standard, Language::English);
    let opening = examples.iter().find(|e| e.title == format!("Opening at {threshold}")).expect("opening");
    let total: u32 = opening.points.iter().map(|p| p.parse::<u32>().unwrap()).sum();
    assert!(total >= u32::from(threshold), "{total}");
    assert!(opening.text.contains(&format!("These three make {total}: enough.")), "{}", opening.text);
}

#[test]
fn the_okey_in_a_run_is_drawn_as_the_tile_it_stands_for() {
    for preset in Preset::ALL {
        let examples = examples(preset, Language::English);
        let okey = examples.iter().flat_map(|e| e.melds.iter().flatten()).find(|t| t.okey && t.plays_as.is_some());
        let okey = okey.unwrap_or_else(|| panic!("{preset:?}: no okey standing in a meld"));
        assert_eq!(okey.plays_as, Some(FaceView { color: TileColor::Black, number: 11 }));
        assert_eq!(okey.description, "okey, plays as black 11");
    }
}
