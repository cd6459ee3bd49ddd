//! The bindings' API from Rust, as the apps use it: the same checks the Kotlin and Swift tests make.

use okey_core::Language;
use okey_core::Phase;
use okey_core::rules::{Preset, Rules};
use okey_core::solver::Layout;
use okey_ffi::{
    Action, BotLevel, DetailValue, Event, GameConfig, MessageDetail, OkeyError, OkeyGame, RulesTopic, SeatKind, Tile,
    describe_rules, preset_summary, presets, rule_options, rules_for_preset, rules_glossary,
};

fn config(seed: u64) -> GameConfig {
    let bot = SeatKind::Bot { level: BotLevel::Easy };
    GameConfig {
        rules: rules_for_preset(Preset::Standard),
        seats: vec![SeatKind::Human, bot, bot, bot],
        seed,
        language: None,
    }
}

#[test]
fn a_full_deal_against_bots() {
    let game = OkeyGame::new(config(9)).unwrap();
    let mut events = Vec::new();
    for _ in 0..1000 {
        events.extend(game.run_bots(0).unwrap().into_iter().flat_map(|m| m.events));
        let view = game.view(0).unwrap();
        if view.phase == Phase::DealOver {
            break;
        }
        let hint = game.hint(0, Language::English).unwrap().unwrap();
        events.extend(game.apply(0, hint.action).unwrap());
    }
    assert_eq!(game.view(0).unwrap().phase, Phase::DealOver);
    assert!(events.iter().any(|e| matches!(e, Event::DealEnded { .. })));
    assert_eq!(game.results().len(), 1);
    // Seat 0 never sees what another seat drew.
    assert!(events.iter().all(|e| !matches!(e, Event::Drew { seat, tile: Some(_) } if *seat != 0)));
    // Every opening shows on the table with the value and pairs its event gave.
    let view = game.view(0).unwrap();
    let mut openings = 0;
    for event in &events {
        if let Event::Opened { seat, value, pairs, .. } = *event {
            openings += 1;
            let shown = match view.others.iter().find(|o| o.seat == seat) {
                Some(other) => (other.opened_value, other.opened_pairs),
                None => (view.opened_value, view.opened_pairs),
            };
            assert_eq!(shown, (value, pairs), "seat {seat}'s opening");
        }
    }
    assert!(openings > 0, "somebody opens in this deal");
}

/// Every hint of a deal comes with its reason in both languages: the same action, code and
/// details, a sentence in each, and highlighted tiles from the rack.
#[test]
fn a_hint_says_why_in_english_and_turkish() {
    let game = OkeyGame::new(config(3)).unwrap();
    let mut codes = std::collections::BTreeSet::new();
    for _ in 0..1000 {
        game.run_bots(0).unwrap();
        let view = game.view(0).unwrap();
        if view.phase == Phase::DealOver {
            break;
        }
        let english = game.hint(0, Language::English).unwrap().unwrap();
        let turkish = game.hint(0, Language::Turkish).unwrap().unwrap();
        assert_eq!(
            (&english.action, &english.code, &english.details),
            (&turkish.action, &turkish.code, &turkish.details)
        );
        assert_eq!(english.highlight, turkish.highlight);
        assert!(!english.reason.is_empty() && !turkish.reason.is_empty());
        assert_ne!(english.reason, turkish.reason, "{}", english.code);
        assert!(english.highlight.iter().all(|t| view.rack.contains(t)), "{english:?}");
        codes.insert(english.code.clone());
        game.apply(0, english.action).unwrap();
    }
    assert!(codes.len() >= 3, "{codes:?}");
    assert!(game.hint(7, Language::English).is_err());
}

#[test]
fn an_illegal_action_is_an_error_with_its_code_and_changes_nothing() {
    let game = OkeyGame::new(config(5)).unwrap();
    game.run_bots(0).unwrap();
    let before = game.save();
    let tile = game.view(0).unwrap().rack[0];
    let error = game.apply(0, Action::Discard { tile }).unwrap_err();
    assert!(matches!(&error, OkeyError::Refused { code, .. } if code == "wrong_phase"), "{error:?}");
    let error = game.apply(1, Action::Draw).unwrap_err();
    assert_eq!(error.code(), "bot_seat");
    let error = game.apply(7, Action::Draw).unwrap_err();
    assert_eq!(error.code(), "no_such_seat");
    let bogus = Tile { id: 200, ..tile };
    assert_eq!(game.apply(0, Action::Discard { tile: bogus }).unwrap_err().code(), "invalid_tile");
    assert_eq!(game.save(), before);
}

#[test]
fn save_and_load_round_trip() {
    let game = OkeyGame::new(config(11)).unwrap();
    game.run_bots(0).unwrap();
    game.apply(0, Action::Draw).unwrap();
    let loaded = OkeyGame::load(game.save()).unwrap();
    assert_eq!(loaded.view(0).unwrap(), game.view(0).unwrap());
    assert_eq!(loaded.save(), game.save());
    let error = OkeyGame::load("{\"format\": \"okey-session\"".to_owned()).unwrap_err();
    assert!(matches!(&error, OkeyError::LoadFailed { code, .. } if code == "record_json"), "{error:?}");
}

#[test]
fn a_damaged_save_or_statistics_file_says_where_as_the_engine_does() {
    let game = OkeyGame::new(config(11)).unwrap();
    game.run_bots(0).unwrap();
    let save = game.save();
    let key = save.find("\"tile\": ").unwrap() + "\"tile\": ".len();
    let broken = format!("{}999{}", &save[..key], &save[key..]);
    let OkeyError::LoadFailed { code, detail, .. } = OkeyGame::load(broken.clone()).unwrap_err() else {
        panic!("not a load failure")
    };
    // The same words as the engine's (and so `okey replay`'s): the field, its line and column.
    let engine = okey_core::Session::from_json(&broken).unwrap_err().to_string();
    assert_eq!((code.as_str(), detail.as_str()), ("record_json", engine.as_str()));
    assert!(detail.starts_with("field `game.moves[0].action.tile` at line "), "{detail}");
    let stats = okey_ffi::OkeyStatistics::new().save().replace("\"version\": 1", "\"version\": 1,\n  \"groups\": 7");
    let error = okey_ffi::OkeyStatistics::load(stats).unwrap_err();
    assert!(error.to_string().starts_with("field `groups` at line 4, column "), "{error}");
    assert_eq!(okey_ffi::max_file_bytes(), 16 * 1024 * 1024);
}

#[test]
fn bad_rules_and_seats_are_invalid_input() {
    let mut bad = config(1);
    bad.rules.players = 9;
    assert_eq!(OkeyGame::new(bad).unwrap_err().code(), "invalid_rules");
    let mut bad = config(1);
    bad.seats.pop();
    assert_eq!(OkeyGame::new(bad).unwrap_err().code(), "seat_count");
}

#[test]
fn presets_preview_and_arrange() {
    assert_eq!(
        presets().iter().map(|p| p.name.as_str()).collect::<Vec<_>>(),
        ["standard", "online", "guide", "katlamali", "duz"]
    );
    let game = OkeyGame::new(config(5)).unwrap();
    game.run_bots(0).unwrap();
    let groups = game.arrange(0, Layout::RunsAndSets).unwrap();
    assert_eq!(groups.iter().map(Vec::len).sum::<usize>(), 21);
    let first = groups[0].clone();
    let preview = game.preview_opening(0, vec![okey_ffi::MeldSpec { kind: None, tiles: first.clone() }]).unwrap();
    assert!(preview.value > 0 && preview.problem.is_none(), "{preview:?}");
    assert_eq!(preview.needed_value, 101);
}

/// Düz Okey through the FFI: a shown indicator and a finished hand cross as events, and Okey
/// 101's moves are refused with a code.
#[test]
fn duz_okey_plays_through_the_bindings() {
    let mut config = config(4);
    config.rules = okey_ffi::rules_for_preset(okey_core::Preset::Duz);
    let game = OkeyGame::new(config).unwrap();
    game.run_bots(0).unwrap();
    let rack = game.view(0).unwrap().rack;
    let lay = Action::Lay { melds: vec![okey_ffi::MeldSpec { kind: None, tiles: rack[..3].to_vec() }] };
    assert_eq!(game.apply(0, lay).unwrap_err().code(), "not_in_this_game");
    for _ in 0..1000 {
        game.run_bots(0).unwrap();
        if game.is_over() || game.view(0).unwrap().phase == okey_core::Phase::DealOver {
            break;
        }
        let hint = game.hint(0, Language::Turkish).unwrap().unwrap();
        game.apply(0, hint.action).unwrap();
    }
    assert_eq!(game.results().len(), 1);
}

#[test]
fn a_hand_larger_than_a_rack_is_refused_before_any_work() {
    let game = OkeyGame::new(config(5)).unwrap();
    game.run_bots(0).unwrap();
    let before = game.save();
    let rack = game.view(0).unwrap().rack;
    let too_many: Vec<Tile> = rack.iter().cycle().take(okey_core::hand::MAX_HAND_TILES + 1).cloned().collect();
    let melds = vec![okey_ffi::MeldSpec { kind: None, tiles: too_many }];
    let error = game.preview_opening(0, melds.clone()).unwrap_err();
    assert!(matches!(&error, OkeyError::InvalidInput { code, .. } if code == "hand_too_large"), "{error:?}");
    assert_eq!(game.apply(0, Action::Lay { melds }).unwrap_err().code(), "hand_too_large");
    assert_eq!(game.save(), before);
}

#[test]
fn a_refusal_comes_in_the_games_language_with_its_details() {
    let game = OkeyGame::new(config(5)).unwrap();
    assert_eq!(game.language(), Language::English);
    game.run_bots(0).unwrap();
    let before = game.save();
    let tile = game.view(0).unwrap().rack[0];
    let english = game.apply(0, Action::Discard { tile }).unwrap_err();
    game.set_language(Language::Turkish);
    let turkish = game.apply(0, Action::Discard { tile }).unwrap_err();
    let OkeyError::Refused { code, detail, language, details } = turkish else { panic!("{turkish:?}") };
    assert_eq!((code.as_str(), language), ("wrong_phase", Language::Turkish));
    assert_eq!(detail, "bu, taş çekme aşamasında yapılamaz");
    assert_eq!(
        details,
        vec![MessageDetail {
            name: "phase".to_owned(),
            text: "taş çekme".to_owned(),
            value: DetailValue::Phase { phase: Phase::Draw }
        }]
    );
    assert_eq!(english.to_string(), "that cannot be done in the draw phase");
    assert_eq!(game.save(), before);
}

/// A selection read as melds (several laid with one `Lay`), and the question before a lay that
/// leaves the hand unable to open: what the apps call before laying.
#[test]
fn a_selection_reads_as_melds_and_a_hopeless_lay_is_flagged() {
    let game = OkeyGame::new(config(5)).unwrap();
    game.run_bots(0).unwrap();
    if game.view(0).unwrap().phase == Phase::Draw {
        game.apply(0, Action::Draw).unwrap();
    }
    let groups = game.arrange(0, Layout::RunsAndSets).unwrap();
    // Seed 5's rack: three sets (R6 B6 K6, R7 Y7 B7 K7, R8 B8 K8), then the rest.
    let selection: Vec<Tile> = groups[..3].iter().flatten().copied().collect();
    let melds = game.read_selection(0, selection).unwrap();
    assert_eq!(melds.len(), 3);
    let risk = game.opening_risk(0, melds.clone(), Language::Turkish).unwrap().expect("far below 101");
    assert!(risk.reachable < risk.needed && risk.penalty == 101, "{risk:?}");
    assert!(risk.message.starts_with("Istakan bu sıra açamaz"), "{}", risk.message);
    game.apply(0, Action::Lay { melds }).unwrap();
    assert_eq!(game.view(0).unwrap().table.iter().filter(|m| m.owner == 0).count(), 3);
    // Tiles that form no melds say why.
    let loose: Vec<Tile> = groups.last().unwrap().iter().take(5).copied().collect();
    match game.read_selection(0, loose) {
        Err(OkeyError::Refused { code, .. }) => assert!(code == "not_melds" || code == "invalid_meld", "{code}"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn every_preset_is_described_in_both_languages() {
    for preset in Preset::ALL {
        for language in Language::ALL {
            let description = describe_rules(Rules::preset(preset), language);
            assert_eq!(description.sections[0].topic, RulesTopic::TheseRules);
            assert!(description.sections.iter().all(|s| !s.items.is_empty()));
            assert!(!preset_summary(preset, language).is_empty());
        }
    }
    let options = rule_options(Rules { opening_threshold: 81, ..Rules::default() }, Language::Turkish);
    let threshold = options.iter().find(|o| o.key == "opening_threshold");
    assert_eq!(threshold.map(|o| (o.value.as_str(), o.preset_value.as_str(), o.applies)), Some(("81", "101", true)));
    assert_eq!(rules_glossary(Language::English).len(), rules_glossary(Language::Turkish).len());
}
