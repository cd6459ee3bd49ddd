//! The rules in plain words (`okey_core::rules_text`): every option of `Rules` shows in the text
//! in both languages, the presets read complete, and the Standard and Düz descriptions are pinned
//! by golden files.
//!
//! After an intended change of wording, regenerate the golden files with
//! `UPDATE_GOLDEN=1 cargo test -p okey-core --test engine rules_text` and review the diff.

use okey_core::Language;
use okey_core::rules::{
    FalseJokerIndicator, LatePairs, Multipliers, OkeyInHand, OneColourWin, Preset, Rules, Starter, StockExhausted,
    Variant,
};
use okey_core::rules_text::{RulesDescription, RulesField, Section, Topic, describe, glossary};
use proptest::prelude::*;
use std::path::PathBuf;

/// The sections that describe the game, without the one naming the preset and its house rules.
fn body(description: &RulesDescription) -> Vec<Section> {
    description.sections.iter().filter(|s| s.topic != Topic::TheseRules).cloned().collect()
}

/// Every value each field can take that differs from the preset's, per game, as (field, base
/// preset, rules with that one field changed). Destructuring `Rules` without `..` makes a new
/// field a compile error here until it is listed.
fn single_field_changes() -> Vec<(RulesField, Preset, Rules)> {
    let Rules {
        preset: _,
        variant: _,
        players: _,
        deals: _,
        starting_points: _,
        one_colour_win: _,
        starter: _,
        false_joker_indicator: _,
        opening_threshold: _,
        pairs_threshold: _,
        rising_thresholds: _,
        late_pairs: _,
        full_hand_below_threshold: _,
        return_taken_discard: _,
        giver_penalty: _,
        indicator_last_tile: _,
        ten_pairs_finish: _,
        multipliers: _,
        okey_in_hand: _,
        stock_exhausted: _,
        all_pairs_cancels: _,
        exhausted_deal_counts: _,
        joker_pairs: _,
        wait_turn_after_opening: _,
        layoff_cap_per_end: _,
        partners: _,
        okey_retrieval: _,
    } = Rules::default();
    type Change = fn(&mut Rules);
    let changes: Vec<(RulesField, Vec<Change>)> = vec![
        (RulesField::Preset, vec![|r| r.preset = Preset::Online, |r| r.preset = Preset::Katlamali]),
        (RulesField::Variant, vec![|r| r.variant = if r.is_duz() { Variant::Okey101 } else { Variant::Duz }]),
        (RulesField::Players, vec![|r| r.players = 2, |r| r.players = 3]),
        (RulesField::Deals, vec![|r| r.deals = 1, |r| r.deals = 9]),
        (RulesField::StartingPoints, vec![|r| r.starting_points = 10]),
        (
            RulesField::OneColourWin,
            vec![|r| r.one_colour_win = OneColourWin::Doubles, |r| r.one_colour_win = OneColourWin::RedOrBlackDoubles],
        ),
        (RulesField::Starter, vec![|r| r.starter = Starter::Dealer]),
        (RulesField::FalseJokerIndicator, vec![|r| r.false_joker_indicator = FalseJokerIndicator::RiskRound]),
        (RulesField::OpeningThreshold, vec![|r| r.opening_threshold = 81, |r| r.opening_threshold = 121]),
        (RulesField::PairsThreshold, vec![|r| r.pairs_threshold = 4, |r| r.pairs_threshold = 10]),
        (RulesField::RisingThresholds, vec![|r| r.rising_thresholds ^= true]),
        (RulesField::LatePairs, vec![|r| r.late_pairs = LatePairs::AfterAnotherPairsOpening]),
        (RulesField::FullHandBelowThreshold, vec![|r| r.full_hand_below_threshold ^= true]),
        (RulesField::ReturnTakenDiscard, vec![|r| r.return_taken_discard ^= true]),
        (RulesField::GiverPenalty, vec![|r| r.giver_penalty ^= true]),
        (RulesField::IndicatorLastTile, vec![|r| r.indicator_last_tile ^= true]),
        (RulesField::TenPairsFinish, vec![|r| r.ten_pairs_finish ^= true]),
        (
            RulesField::Multipliers,
            vec![|r| r.multipliers = Multipliers::AtMostTwo, |r| r.multipliers = Multipliers::None],
        ),
        (RulesField::OkeyInHand, vec![|r| r.okey_in_hand = OkeyInHand::FlatPenalty]),
        (
            RulesField::StockExhausted,
            vec![|r| r.stock_exhausted = StockExhausted::NoScore, |r| r.stock_exhausted = StockExhausted::ScoreHands],
        ),
        (RulesField::AllPairsCancels, vec![|r| r.all_pairs_cancels ^= true]),
        (RulesField::ExhaustedDealCounts, vec![|r| r.exhausted_deal_counts ^= true]),
        (RulesField::JokerPairs, vec![|r| r.joker_pairs ^= true]),
        (RulesField::WaitTurnAfterOpening, vec![|r| r.wait_turn_after_opening ^= true]),
        (RulesField::LayoffCapPerEnd, vec![|r| r.layoff_cap_per_end = Some(1), |r| r.layoff_cap_per_end = Some(2)]),
        (RulesField::Partners, vec![|r| r.partners ^= true]),
        (RulesField::OkeyRetrieval, vec![|r| r.okey_retrieval ^= true]),
    ];
    let listed: Vec<RulesField> = changes.iter().map(|(field, _)| *field).collect();
    assert_eq!(listed, RulesField::ALL, "every field needs its changes listed, in order");
    let mut out = Vec::new();
    for (field, field_changes) in changes {
        for base in [Preset::Standard, Preset::Duz] {
            if !field.applies_to(Rules::preset(base).variant) {
                continue;
            }
            for change in &field_changes {
                let mut rules = Rules::preset(base);
                change(&mut rules);
                assert_eq!(rules.validate(), Ok(()), "{field:?} on {base}");
                assert_ne!(rules, Rules::preset(base), "{field:?} on {base} changes nothing");
                out.push((field, base, rules));
            }
        }
    }
    out
}

#[test]
fn changing_any_field_changes_the_description_in_both_languages() {
    for (field, base, rules) in single_field_changes() {
        for language in Language::ALL {
            let before = describe(&Rules::preset(base), language);
            let after = describe(&rules, language);
            if field == RulesField::Preset {
                // Informative only: it changes which preset the text names, not the game.
                assert_ne!(before, after, "{field:?} on {base} in {language:?}");
                assert_eq!(body(&before), body(&after), "{field:?} on {base} in {language:?}");
            } else {
                assert_ne!(
                    body(&before),
                    body(&after),
                    "{field:?} on {base} in {language:?}: the game's text is the same"
                );
                let listed = after.sections[0].items.iter().any(|item| item.contains(field.name(language)));
                assert!(listed, "{field:?} on {base} in {language:?} is not listed as a house rule");
            }
            assert_ne!(field.value_text(&rules, language), field.value_text(&Rules::preset(base), language));
        }
    }
}

#[test]
fn every_value_of_a_field_reads_differently() {
    let changes = single_field_changes();
    for field in RulesField::ALL {
        for base in [Preset::Standard, Preset::Duz] {
            let mut texts: Vec<RulesDescription> = vec![describe(&Rules::preset(base), Language::Turkish)];
            for (_, _, rules) in changes.iter().filter(|(f, b, _)| *f == field && *b == base) {
                let text = describe(rules, Language::Turkish);
                assert!(!texts.contains(&text), "{field:?} on {base}: two values read the same");
                texts.push(text);
            }
        }
    }
}

/// Every text of a description, the title first.
fn texts(description: &RulesDescription) -> Vec<&str> {
    let mut out = vec![description.title.as_str()];
    for section in &description.sections {
        out.push(&section.title);
        out.extend(section.items.iter().map(String::as_str));
    }
    out
}

fn assert_complete(text: &str, what: &str) {
    assert!(!text.trim().is_empty(), "{what}: an empty text");
    assert!(!text.contains(['{', '}']) && !text.contains("TODO"), "{what}: a placeholder in {text:?}");
    assert_eq!(text.trim(), text, "{what}: stray spaces in {text:?}");
}

#[test]
fn every_preset_reads_complete_in_both_languages() {
    for preset in Preset::ALL {
        let english = describe(&Rules::preset(preset), Language::English);
        let turkish = describe(&Rules::preset(preset), Language::Turkish);
        for description in [&english, &turkish] {
            assert!(description.sections.len() >= 8, "{preset}");
            for section in &description.sections {
                assert!(!section.items.is_empty(), "{preset}: {} has no items", section.title);
            }
            for text in texts(description) {
                assert_complete(text, preset.name());
            }
        }
        let topics = |d: &RulesDescription| d.sections.iter().map(|s| s.topic).collect::<Vec<_>>();
        assert_eq!(topics(&english), topics(&turkish), "{preset}: the languages have different sections");
        for (en, tr) in english.sections.iter().zip(&turkish.sections) {
            assert_eq!(en.items.len(), tr.items.len(), "{preset}: {} / {}", en.title, tr.title);
            assert_ne!(en.title, tr.title, "{preset}: an untranslated title");
        }
        assert_complete(preset.summary(Language::English), preset.name());
        assert_complete(preset.summary(Language::Turkish), preset.name());
        assert_ne!(preset.summary(Language::English), preset.summary(Language::Turkish));
    }
    let summaries: std::collections::HashSet<_> = Preset::ALL.iter().map(|p| p.summary(Language::English)).collect();
    assert_eq!(summaries.len(), Preset::ALL.len(), "two presets share a summary");
}

#[test]
fn every_option_has_a_name_and_an_explanation_in_both_languages() {
    let json = serde_json::to_value(Rules::default()).unwrap();
    let keys: Vec<&str> = RulesField::ALL.iter().map(|f| f.key()).collect();
    let mut json_keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    json_keys.sort_unstable();
    assert_eq!(sorted, json_keys, "the fields' keys are the JSON keys of Rules");
    for language in Language::ALL {
        let mut names = std::collections::HashSet::new();
        for field in RulesField::ALL {
            assert_eq!(RulesField::from_key(field.key()), Some(field));
            assert_complete(field.name(language), field.key());
            assert_complete(field.explanation(language), field.key());
            assert!(names.insert(field.name(language)), "{language:?}: two options named {}", field.name(language));
            for preset in Preset::ALL {
                assert_complete(&field.value_text(&Rules::preset(preset), language), field.key());
            }
        }
    }
    assert_eq!(RulesField::from_key("no_such_option"), None);
}

#[test]
fn the_glossary_has_the_same_terms_in_both_languages() {
    let english = glossary(Language::English);
    let turkish = glossary(Language::Turkish);
    assert_eq!(english.len(), turkish.len());
    for (en, tr) in english.iter().zip(&turkish) {
        assert_eq!(en.term, tr.term);
        assert_complete(en.meaning, en.term);
        assert_complete(tr.meaning, tr.term);
        assert_ne!(en.meaning, tr.meaning, "{}", en.term);
    }
    for term in [
        "taş",
        "ıstaka",
        "okey",
        "gösterge",
        "per",
        "çift",
        "işleme",
        "el açmak",
        "ceza",
        "deste",
        "atılan taş",
        "katlamalı",
        "eşli",
    ] {
        assert!(english.iter().any(|e| e.term == term), "the glossary lacks {term}");
    }
}

#[test]
fn house_rules_are_listed_against_their_preset() {
    let rules = Rules { opening_threshold: 81, layoff_cap_per_end: Some(2), ..Rules::preset(Preset::Guide) };
    let about = &describe(&rules, Language::English).sections[0];
    assert_eq!(about.topic, Topic::TheseRules);
    assert!(about.items.contains(&"House rule: Opening threshold: 81 (the preset: 101).".to_owned()), "{about:?}");
    assert!(
        about.items.contains(&"House rule: Lay-off limit: 2 per turn (the preset: no limit).".to_owned()),
        "{about:?}"
    );
    let about = &describe(&rules, Language::Turkish).sections[0];
    assert!(about.items.contains(&"Özel kural: Açma puanı: 81 (kural setinde: 101).".to_owned()), "{about:?}");
    // An Okey 101 option changed in Düz Okey changes nothing played, so it is not listed.
    let duz = Rules { opening_threshold: 81, ..Rules::preset(Preset::Duz) };
    assert_eq!(describe(&duz, Language::English), describe(&Rules::preset(Preset::Duz), Language::English));
    // Invalid rules are described as they stand, without panicking.
    let invalid =
        Rules { players: u8::MAX, deals: 0, pairs_threshold: 0, layoff_cap_per_end: Some(0), ..Rules::default() };
    assert!(invalid.validate().is_err());
    for language in Language::ALL {
        assert!(!describe(&invalid, language).sections.is_empty());
        assert!(
            !describe(&Rules { variant: Variant::Duz, starting_points: 0, ..invalid.clone() }, language)
                .sections
                .is_empty()
        );
    }
}

/// A description as plain text, one item a line.
fn plain_text(description: &RulesDescription) -> String {
    let mut out = format!("{}\n", description.title);
    for section in &description.sections {
        out += &format!("\n## {}\n", section.title);
        for item in &section.items {
            out += &format!("- {item}\n");
        }
    }
    out
}

#[test]
fn standard_and_duz_descriptions_match_their_golden_files() {
    for preset in [Preset::Standard, Preset::Duz] {
        for language in Language::ALL {
            let actual = plain_text(&describe(&Rules::preset(preset), language));
            let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(format!(
                "rules_{}_{}.txt",
                preset.name(),
                language.code()
            ));
            if std::env::var_os("UPDATE_GOLDEN").is_some() {
                std::fs::write(&path, &actual).unwrap();
            }
            let expected = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(actual, expected, "{} differs; UPDATE_GOLDEN=1 rewrites it", path.display());
        }
    }
}

/// Valid rules with every field drawn at random, from a random preset.
fn any_rules() -> impl Strategy<Value = Rules> {
    let games = (
        0..Preset::ALL.len(),
        prop::bool::ANY,
        2u8..=4,
        1u16..=11,
        1u16..=40,
        0..3usize,
        prop::bool::ANY,
        prop::bool::ANY,
    );
    let opening =
        (1u16..=200, 1u8..=10, prop::bool::ANY, prop::bool::ANY, prop::bool::ANY, prop::bool::ANY, prop::bool::ANY);
    let scoring =
        (prop::bool::ANY, prop::bool::ANY, 0..3usize, prop::bool::ANY, 0..3usize, prop::bool::ANY, prop::bool::ANY);
    let table = (prop::bool::ANY, prop::bool::ANY, prop::option::of(1u8..=4), prop::bool::ANY, prop::bool::ANY);
    (games, opening, scoring, table).prop_map(|(g, o, s, t)| {
        let mut rules = Rules::preset(Preset::ALL[g.0]);
        rules.variant = if g.1 { Variant::Duz } else { Variant::Okey101 };
        (rules.players, rules.deals, rules.starting_points) = (g.2, g.3, g.4);
        rules.one_colour_win = [OneColourWin::Plain, OneColourWin::Doubles, OneColourWin::RedOrBlackDoubles][g.5];
        rules.starter = if g.6 { Starter::Dealer } else { Starter::AfterDealer };
        rules.false_joker_indicator = if g.7 { FalseJokerIndicator::RiskRound } else { FalseJokerIndicator::Redraw };
        (rules.opening_threshold, rules.pairs_threshold, rules.rising_thresholds) = (o.0, o.1, o.2);
        rules.late_pairs = if o.3 { LatePairs::AfterAnotherPairsOpening } else { LatePairs::Never };
        (rules.full_hand_below_threshold, rules.return_taken_discard, rules.giver_penalty) = (o.4, o.5, o.6);
        (rules.indicator_last_tile, rules.ten_pairs_finish) = (s.0, s.1);
        rules.multipliers = [Multipliers::Stack, Multipliers::AtMostTwo, Multipliers::None][s.2];
        rules.okey_in_hand = if s.3 { OkeyInHand::FlatPenalty } else { OkeyInHand::CountsInValue };
        rules.stock_exhausted =
            [StockExhausted::NoScoreOkeyPenalty, StockExhausted::NoScore, StockExhausted::ScoreHands][s.4];
        (rules.all_pairs_cancels, rules.exhausted_deal_counts) = (s.5, s.6);
        (rules.joker_pairs, rules.wait_turn_after_opening, rules.layoff_cap_per_end) = (t.0, t.1, t.2);
        rules.partners = t.3 && rules.players == 4;
        rules.okey_retrieval = t.4;
        rules
    })
}

proptest! {
    /// Any valid rules read complete in both languages, with the same sections, and list as
    /// house rules exactly the options played differently from their preset.
    #[test]
    fn any_rules_read_complete_and_list_their_house_rules(rules in any_rules()) {
        prop_assert_eq!(rules.validate(), Ok(()));
        let base = Rules::preset(rules.preset);
        let changed = RulesField::ALL
            .iter()
            .filter(|f| f.applies_to(rules.variant) && f.value_text(&rules, Language::English) != f.value_text(&base, Language::English))
            .count();
        let english = describe(&rules, Language::English);
        let turkish = describe(&rules, Language::Turkish);
        for description in [&english, &turkish] {
            for text in texts(description) {
                assert_complete(text, "random rules");
            }
            let house = description.sections[0].items.iter().filter(|i| i.starts_with("House rule") || i.starts_with("Özel kural:")).count();
            prop_assert_eq!(house, changed);
        }
        prop_assert_eq!(english.sections.len(), turkish.sections.len());
        for (en, tr) in english.sections.iter().zip(&turkish.sections) {
            prop_assert_eq!(en.topic, tr.topic);
            prop_assert_eq!(en.items.len(), tr.items.len());
        }
    }
}
