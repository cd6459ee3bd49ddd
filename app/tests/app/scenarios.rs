//! Plays every app scenario of `tests/scenarios/*.json` through the app core: a game, then the
//! player's intents, and after each what the table must show. The one runner of the app's
//! decided behaviours, for every front end (see `tests/scenarios/README.md` for the format).

use crate::support::Shell;
use okey_app::view::{DialogKind, RackLayout, Screen, TablePhase, TableView};
use okey_app::{Answer, Intent, RuleValue};
use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::meld::Side;
use okey_core::rules::Preset;
use serde_json::Value;

#[test]
fn every_scenario_plays_as_written() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 13, "a scenario for each decided behaviour");
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("readable");
        let scenario: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        play(&name, &scenario);
    }
}

fn play(name: &str, scenario: &Value) {
    let language = match scenario["language"].as_str() {
        Some("tr") => Language::Turkish,
        _ => Language::English,
    };
    let seed = scenario["seed"].as_u64().unwrap_or(1);
    let mut shell = Shell::open(seed, language);
    shell.send(Intent::Show { screen: Screen::NewGame });
    let preset = preset(scenario["preset"].as_str().unwrap_or("standard"));
    shell.send(Intent::ChoosePreset { preset });
    let opponents: Vec<&str> =
        scenario["opponents"].as_array().map(|a| a.iter().filter_map(Value::as_str).collect()).unwrap_or_default();
    if !opponents.is_empty() {
        shell.send(Intent::ChoosePlayers { players: u8::try_from(opponents.len() + 1).unwrap_or(4) });
    }
    for (seat, level) in (1u8..).zip(&opponents) {
        shell.send(Intent::ChooseOpponent { seat, level: level_named(level) });
    }
    if let Some(rules) = scenario["rules"].as_object() {
        for (key, value) in rules {
            let value = match value {
                Value::Bool(on) => RuleValue::On { on: *on },
                Value::Number(n) => RuleValue::Number { value: u32::try_from(n.as_u64().unwrap_or(0)).unwrap_or(0) },
                Value::Null => RuleValue::Unlimited,
                other => RuleValue::Choice { key: other.as_str().unwrap_or_default().to_owned() },
            };
            shell.send(Intent::SetRuleOption { key: key.clone(), value });
        }
    }
    if let Some(settings) = scenario["settings"].as_object() {
        for (key, value) in settings {
            let on = value.as_bool().unwrap_or(false);
            match key.as_str() {
                "confirm_costly_discards" => shell.send(Intent::SetConfirmCostlyDiscards { on }),
                "show_seed" => shell.send(Intent::SetShowSeed { on }),
                other => panic!("{name}: unknown setting {other}"),
            };
        }
    }
    shell.send(Intent::StartGame);
    assert_eq!(
        shell.view.screen,
        Screen::Table,
        "{name}: the game starts ({:?})",
        shell.view.new_game.as_ref().and_then(|f| f.error.clone())
    );
    for (index, step) in scenario["steps"].as_array().map(Vec::as_slice).unwrap_or_default().iter().enumerate() {
        let intent = step["intent"].as_str().unwrap_or_default();
        let at = format!("{name}, step {} ({intent})", index + 1);
        let before = Snapshot::of(&shell);
        shell = act(shell, intent, step, &at);
        if let Some(expect) = step["expect"].as_object() {
            for (key, value) in expect {
                check(&shell, &before, key, value, &at);
            }
        }
    }
}

fn preset(name: &str) -> Preset {
    match name {
        "online" => Preset::Online,
        "guide" => Preset::Guide,
        "katlamali" => Preset::Katlamali,
        "duz" => Preset::Duz,
        _ => Preset::Standard,
    }
}

fn level_named(name: &str) -> Level {
    match name {
        "beginner" => Level::Beginner,
        "easy" => Level::Easy,
        "hard" => Level::Hard,
        _ => Level::Medium,
    }
}

/// A tile named by a step: `rack:N` (the N-th tile of the rack, left to right), `okey` (the
/// first okey in the rack), `hinted` (the first tile the hint names), `id:N`.
fn tile(shell: &Shell, spec: &str, at: &str) -> u8 {
    let table = shell.table();
    let rack: Vec<_> = table.rack.slots.iter().flatten().collect();
    let found = match spec.split_once(':') {
        Some(("rack", n)) => n.parse::<usize>().ok().and_then(|n| rack.get(n)).map(|t| t.tile.id),
        Some(("id", n)) => n.parse().ok(),
        _ if spec == "okey" => rack.iter().find(|t| t.tile.okey).map(|t| t.tile.id),
        _ if spec == "hinted" => rack.iter().find(|t| t.hinted).map(|t| t.tile.id),
        _ => None,
    };
    found.unwrap_or_else(|| panic!("{at}: no tile {spec}"))
}

fn act(mut shell: Shell, intent: &str, step: &Value, at: &str) -> Shell {
    let tile_of = |shell: &Shell| tile(shell, step["tile"].as_str().unwrap_or("rack:0"), at);
    let intent = match intent {
        "settle" => {
            shell.settle();
            return shell;
        }
        "wait" => {
            shell.wait();
            return shell;
        }
        "relaunch" => {
            // As a player would: the app comes back, and Continue goes to the table.
            let mut shell = shell.relaunch();
            shell.send(Intent::ContinueGame);
            return shell;
        }
        "play_deal" => {
            play_deal(&mut shell, at);
            return shell;
        }
        "play_game" => {
            for _ in 0..50 {
                if shell.table().phase == TablePhase::GameOver {
                    break;
                }
                if shell.table().phase == TablePhase::DealOver {
                    shell.send(Intent::NextDeal);
                    shell.settle();
                }
                play_deal(&mut shell, at);
            }
            return shell;
        }
        "draw" => Intent::Draw,
        "take_discard" => Intent::TakeDiscard,
        "return_taken" => Intent::ReturnTaken,
        "lay" => Intent::Lay,
        "open" => Intent::Open,
        "finish" => Intent::Finish,
        "show_indicator" => Intent::ShowIndicator,
        "take_back" => Intent::TakeBack,
        "hint" => Intent::Hint,
        "next_deal" => Intent::NextDeal,
        "back" => Intent::Back,
        "continue" => Intent::ContinueGame,
        "home" => Intent::Show { screen: Screen::Home },
        "play_again" => Intent::PlayAgain,
        "select_hinted" => {
            let hinted: Vec<u8> =
                shell.table().rack.slots.iter().flatten().filter(|t| t.hinted).map(|t| t.tile.id).collect();
            for tile in hinted {
                shell.send(Intent::ToggleTile { tile });
            }
            return shell;
        }
        "select" | "toggle" => Intent::ToggleTile { tile: tile_of(&shell) },
        "move" => Intent::MoveTile {
            tile: tile_of(&shell),
            slot: u8::try_from(step["slot"].as_u64().unwrap_or(0)).unwrap_or(0),
        },
        "arrange" => Intent::Arrange {
            layout: match step["layout"].as_str() {
                Some("pairs") => RackLayout::Pairs,
                _ => RackLayout::RunsAndSets,
            },
        },
        "discard" => Intent::Discard { tile: tile_of(&shell) },
        "lay_off" => Intent::LayOff {
            tile: tile_of(&shell),
            meld: u32::try_from(step["meld"].as_u64().unwrap_or(0)).unwrap_or(0),
        },
        "confirm" | "confirm_discard" => Intent::Answer { answer: Answer::Confirm },
        "cancel" | "cancel_discard" => Intent::Answer { answer: Answer::Cancel },
        "end_low" => Intent::Answer { answer: Answer::End { side: Side::Low } },
        "end_high" => Intent::Answer { answer: Answer::End { side: Side::High } },
        "set_language" => Intent::SetLanguage {
            language: if step["language"] == "tr" { Language::Turkish } else { Language::English },
        },
        other => panic!("{at}: unknown intent {other}"),
    };
    shell.send(intent);
    shell
}

/// The player's turns played simply (draw, then discard what the hint names or the last tile,
/// yes to any question) until the deal is over.
fn play_deal(shell: &mut Shell, at: &str) {
    for _ in 0..400 {
        shell.settle();
        let table = shell.table();
        match table.phase {
            TablePhase::DealOver | TablePhase::GameOver => return,
            TablePhase::Draw if table.your_turn => {
                shell.send(Intent::Draw);
            }
            TablePhase::Play if table.your_turn => {
                shell.send(Intent::Hint);
                let table = shell.table();
                let rack: Vec<_> = table.rack.slots.iter().flatten().collect();
                let tile = rack.iter().rev().find(|t| t.hinted).or(rack.last()).map(|t| t.tile.id);
                match (table.game, tile) {
                    (okey_core::rules::Variant::Duz, Some(tile))
                        if rack.iter().any(|t| t.wins && t.tile.id == tile) =>
                    {
                        shell.send(Intent::ToggleTile { tile });
                        shell.send(Intent::Finish);
                    }
                    (_, Some(tile)) => {
                        shell.send(Intent::Discard { tile });
                    }
                    (_, None) => panic!("{at}: an empty rack to play"),
                }
                if shell.table().dialog.is_some() {
                    shell.send(Intent::Answer { answer: Answer::Confirm });
                }
            }
            _ => {}
        }
    }
    panic!("{at}: the deal did not end");
}

/// What the table looked like before a step.
struct Snapshot {
    game: Option<String>,
    table: Option<TableView>,
}

impl Snapshot {
    fn of(shell: &Shell) -> Snapshot {
        Snapshot { game: shell.file(okey_app::files::GAME_FILE), table: shell.view.table.clone() }
    }
}

/// The game as the table shows it, without what a refusal or a question may change.
fn game_part(table: &TableView) -> String {
    let mut rack: Vec<u8> = table.rack.slots.iter().flatten().map(|t| t.tile.id).collect();
    rack.sort_unstable();
    format!("{:?} {:?} {rack:?} {:?} {:?} {:?}", table.phase, table.seats, table.piles, table.melds, table.centre)
}

fn check(shell: &Shell, before: &Snapshot, key: &str, value: &Value, at: &str) {
    let table = shell.view.table.as_ref();
    let text = |v: &Value| v.as_str().unwrap_or_default().to_owned();
    match key {
        "screen" => {
            assert_eq!(format!("{:?}", shell.view.screen).to_lowercase(), text(value).replace('_', ""), "{at}: screen")
        }
        "phase" => {
            let phase = table.map(|t| format!("{:?}", t.phase)).unwrap_or_default();
            assert_eq!(phase.to_lowercase(), text(value).replace('_', ""), "{at}: phase");
        }
        "yourTurn" => assert_eq!(table.map(|t| t.your_turn), value.as_bool(), "{at}: your turn"),
        "rack" => assert_eq!(Some(shell.rack().len() as u64), value.as_u64(), "{at}: rack size"),
        "selected" => {
            let selected = table.map_or(0, |t| t.rack.slots.iter().flatten().filter(|s| s.selected).count());
            assert_eq!(Some(selected as u64), value.as_u64(), "{at}: selected tiles");
        }
        "dialog" | "pendingDiscard" => {
            let dialog = table.and_then(|t| t.dialog.as_ref()).or(shell.view.dialog.as_ref()).map(|d| d.kind);
            let expected = match text(value).as_str() {
                "none" => None,
                "costly_discard" | "discarded_okey" | "discarded_playable_tile" => Some(DialogKind::CostlyDiscard),
                "take_back" => Some(DialogKind::TakeBack),
                "which_end" => Some(DialogKind::WhichEnd),
                "risky_lay" => Some(DialogKind::RiskyLay),
                "open" => Some(DialogKind::Open),
                "clear_statistics" => Some(DialogKind::ClearStatistics),
                other => panic!("{at}: unknown dialog {other}"),
            };
            assert_eq!(dialog, expected, "{at}: dialog");
        }
        "dialogShowsPoints" => {
            let dialog = table.and_then(|t| t.dialog.as_ref()).unwrap_or_else(|| panic!("{at}: no dialog"));
            let shows = format!("{} {}", dialog.title, dialog.body).contains(&value.to_string());
            assert!(shows, "{at}: the dialog names {value} points: {dialog:?}");
        }
        "primary" => {
            let dialog = table.and_then(|t| t.dialog.as_ref()).unwrap_or_else(|| panic!("{at}: no dialog"));
            let primary: Vec<Answer> = dialog.choices.iter().filter(|c| c.primary).map(|c| c.answer).collect();
            assert_eq!(primary, vec![Answer::Cancel], "{at}: Cancel is the safe default");
            assert_eq!(text(value), "cancel", "{at}: only cancel can be primary");
        }
        "message" => {
            let message = table.and_then(|t| t.message.as_ref());
            match text(value).as_str() {
                "none" => assert!(message.is_none(), "{at}: no message, got {message:?}"),
                "engine" | "app" | "refusal" => {
                    assert!(
                        message.is_some_and(|m| m.refusal && !m.text.is_empty()),
                        "{at}: a refusal, got {message:?}"
                    )
                }
                other => {
                    assert!(message.is_some_and(|m| m.text.contains(other)), "{at}: message {other}, got {message:?}")
                }
            }
        }
        "unchanged" => {
            let same = match (&before.table, table) {
                (Some(a), Some(b)) => game_part(a) == game_part(b),
                _ => false,
            };
            assert_eq!(Some(same), value.as_bool(), "{at}: the game unchanged");
        }
        "saved" => {
            let saved = shell.file(okey_app::files::GAME_FILE) != before.game;
            assert_eq!(Some(saved), value.as_bool(), "{at}: saved");
        }
        "counter" => {
            let counter = table.and_then(|t| t.counter.as_ref()).map(|c| c.text.clone());
            match text(value).as_str() {
                "none" => assert_eq!(counter, None, "{at}: counter"),
                expected => assert_eq!(counter.as_deref(), Some(expected), "{at}: counter"),
            }
        }
        "recent" => {
            let recent = table.map_or(0, |t| t.recent.len());
            assert_eq!(Some(recent as u64), value.as_u64(), "{at}: recent moves {:?}", table.map(|t| &t.recent));
        }
        "recentAll" => {
            // Every recent move is in words: no tile codes.
            let lines = table.map(|t| t.recent.clone()).unwrap_or_default();
            let codes = lines.iter().any(|l| l.split(|c: char| !c.is_alphanumeric()).any(is_tile_code));
            assert!(!codes && !lines.is_empty(), "{at}: moves in words: {lines:?}");
        }
        "takeable" => {
            let takeable: Vec<u8> =
                table.map(|t| t.piles.iter().filter(|p| p.takeable).map(|p| p.seat).collect()).unwrap_or_default();
            let expected: Vec<u8> = value.as_u64().map(|s| vec![u8::try_from(s).unwrap_or(0)]).unwrap_or_default();
            assert_eq!(takeable, expected, "{at}: the takeable pile");
        }
        "control" => {
            for (name, state) in value.as_object().into_iter().flatten() {
                let controls = &table.unwrap_or_else(|| panic!("{at}: no table")).controls;
                let control = match name.as_str() {
                    "lay" => controls.lay,
                    "take_back" => controls.take_back,
                    "hint" => controls.hint,
                    "return_taken" => controls.return_taken,
                    "finish" => controls.finish,
                    "show_indicator" => controls.show_indicator,
                    "next_deal" => controls.next_deal,
                    other => panic!("{at}: unknown control {other}"),
                };
                let seen = if !control.visible {
                    "hidden"
                } else if control.enabled {
                    "enabled"
                } else {
                    "disabled"
                };
                assert_eq!(seen, text(state), "{at}: control {name} in {:?}", table.map(|t| t.phase));
            }
        }
        "winners" => {
            let winners = table.and_then(|t| t.score_sheet.as_ref()).and_then(|s| s.winners.clone());
            assert_eq!(winners.as_deref(), value.as_str(), "{at}: winners");
        }
        "seed" => assert_eq!(shell.view.settings.seed.as_deref(), Some(value.to_string().as_str()), "{at}: seed"),
        "sameRack" => {
            let same = before.table.as_ref().map(|t| &t.rack) == table.map(|t| &t.rack);
            assert_eq!(Some(same), value.as_bool(), "{at}: the rack's slots as before");
        }
        "file" => {
            for name in value.as_array().into_iter().flatten().filter_map(Value::as_str) {
                assert!(shell.file(name).is_some(), "{at}: file {name} exists");
            }
        }
        "statisticsGames" => {
            let games = shell
                .file(okey_app::files::STATS_FILE)
                .and_then(|t| okey_core::stats::Statistics::from_json(&t).ok())
                .map_or(0, |s| s.games());
            assert_eq!(Some(games as u64), value.as_u64(), "{at}: games in the statistics");
        }
        "notice" => match text(value).as_str() {
            "none" => assert_eq!(shell.view.notice, None, "{at}: notice"),
            part => assert!(
                shell.view.notice.as_deref().is_some_and(|n| n.contains(part)),
                "{at}: notice {part}: {:?}",
                shell.view.notice
            ),
        },
        "melds" => {
            let yours = table.map(|t| t.melds.iter().filter(|m| m.owner == t.you).count() as u64);
            assert_eq!(yours, value.as_u64(), "{at}: the player's melds on the table");
        }
        "sameWinners" => {
            let winners =
                |t: Option<&TableView>| t.and_then(|t| t.score_sheet.as_ref()).and_then(|s| s.winners.clone());
            let same = winners(before.table.as_ref()).is_some() && winners(before.table.as_ref()) == winners(table);
            assert_eq!(Some(same), value.as_bool(), "{at}: the same winners");
        }
        "places" => {
            let places: Vec<String> = table
                .map(|t| t.seats.iter().map(|s| format!("{:?}", s.place).to_lowercase()).collect())
                .unwrap_or_default();
            let expected: Vec<String> =
                value.as_array().into_iter().flatten().filter_map(|v| v.as_str().map(str::to_owned)).collect();
            assert_eq!(places, expected, "{at}: where the seats sit");
        }
        "takeableCorner" => {
            let corner = table.and_then(|t| t.piles.iter().find(|p| p.takeable)).map(|p| format!("{:?}", p.corner));
            assert_eq!(corner.as_deref(), value.as_str(), "{at}: the takeable pile's corner");
        }
        "groups" => {
            let labels: Vec<String> =
                table.map(|t| t.rack.groups.iter().map(|g| g.label.clone()).collect()).unwrap_or_default();
            let expected: Vec<String> =
                value.as_array().into_iter().flatten().filter_map(|v| v.as_str().map(str::to_owned)).collect();
            assert_eq!(labels, expected, "{at}: the rack's groups");
        }
        "dialogTitle" => {
            let title = table.and_then(|t| t.dialog.as_ref()).map(|d| d.title.clone());
            assert_eq!(title.as_deref(), value.as_str(), "{at}: the question");
        }
        "counterKind" => {
            let kind = table.and_then(|t| t.counter.as_ref()).map(|c| format!("{:?}", c.kind).to_lowercase());
            assert_eq!(kind.as_deref(), value.as_str(), "{at}: counter kind");
        }
        "hint" => {
            let hint = table.and_then(|t| t.hint.as_ref());
            assert_eq!(hint.is_some(), value.as_bool().unwrap_or(false), "{at}: hint {hint:?}");
        }
        other => panic!("{at}: unknown expectation {other}"),
    }
}

/// A tile in the notation: a colour letter and a number (`R5`, `K13`), or `F`.
fn is_tile_code(word: &str) -> bool {
    let mut chars = word.chars();
    match chars.next() {
        Some('R' | 'Y' | 'B' | 'K') => {
            let rest = chars.as_str();
            !rest.is_empty() && rest.len() <= 2 && rest.chars().all(|c| c.is_ascii_digit())
        }
        _ => false,
    }
}
