//! Plays every app scenario of `tests/scenarios/*.json` through the app core: a game, then the
//! player's intents, and after each what the table must show. The one runner of the app's
//! decided behaviours, for every front end (see `tests/scenarios/README.md` for the format).
//!
//! It can fail: the files are read strictly ([`format`]), the set of files is the one listed
//! here, a scenario must check something, and every failure of every scenario is collected and
//! reported together.

mod format;

use crate::support::Shell;
use format::*;
use okey_app::view::{Corner, CounterKind, DialogKind, RackLayout, Screen, SeatPlace, TablePhase, TableView};
use okey_app::{Answer, Intent, RuleValue};
use okey_core::lang::Language;
use okey_core::meld::Side;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Every scenario file: one added or removed is a change to this list too.
const SCENARIOS: [&str; 19] = [
    "controls-follow-the-engine.json",
    "costly-discard.json",
    "duz-counter.json",
    "duz-finish-needs-one-tile.json",
    "files-in-the-data-directory.json",
    "five-pairs-in-one-lay.json",
    "lay-reads-the-rack.json",
    "no-return-in-standard.json",
    "one-deal-by-hints.json",
    "open-in-one-lay.json",
    "open-with-the-rack.json",
    "rack-after-relaunch.json",
    "recent-moves.json",
    "refused-gestures.json",
    "seed-after-relaunch.json",
    "statistics-once.json",
    "take-back-asks.json",
    "takeable-pile.json",
    "winners-after-relaunch.json",
];

#[test]
fn every_scenario_plays_as_written() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/scenarios");
    let mut found: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/scenarios exists")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .filter(|name| name.ends_with(".json"))
        .collect();
    found.sort();
    let mut failures = Vec::new();
    for name in SCENARIOS.iter().filter(|name| !found.iter().any(|f| f == *name)) {
        failures.push(format!("{name}: listed but missing from tests/scenarios"));
    }
    for name in found.iter().filter(|name| !SCENARIOS.contains(&name.as_str())) {
        failures.push(format!("{name}: not listed in SCENARIOS (a new scenario is added to the list)"));
    }
    for name in found.iter().filter(|name| SCENARIOS.contains(&name.as_str())) {
        let text = std::fs::read_to_string(dir.join(name)).expect("readable");
        failures.extend(run(name, &text));
    }
    assert!(failures.is_empty(), "{} failure(s):\n{}", failures.len(), failures.join("\n"));
}

/// A scenario's failures: it cannot be read, checks nothing, or a step or expectation fails.
fn run(name: &str, text: &str) -> Vec<String> {
    let scenario: Scenario = match serde_json::from_str(text) {
        Ok(scenario) => scenario,
        Err(error) => return vec![format!("{name}: {error}")],
    };
    let mut failures = refusals(name, &scenario);
    if !failures.is_empty() {
        return failures;
    }
    // A step the app cannot take (no such tile, a deal that never ends) ends the scenario; its
    // checks so far are kept.
    if let Err(panic) = catch_unwind(AssertUnwindSafe(|| play(name, &scenario, &mut failures))) {
        let why = panic
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
            .unwrap_or_default();
        failures.push(format!("{name}: stopped: {why}"));
    }
    failures
}

/// What makes a scenario unfit to run: no steps, nothing checked, an empty `expect`, an
/// argument its intent does not take or lacks.
fn refusals(name: &str, scenario: &Scenario) -> Vec<String> {
    let mut found = Vec::new();
    if scenario.steps.is_empty() {
        found.push(format!("{name}: no steps"));
    }
    if scenario.steps.iter().all(|step| step.expect.is_none()) {
        found.push(format!("{name}: checks nothing (no step has an `expect`)"));
    }
    for (index, step) in scenario.steps.iter().enumerate() {
        let at = format!("{name}, step {}", index + 1);
        if step.expect.as_ref().is_some_and(|e| *e == Expect::default()) {
            found.push(format!("{at}: an empty `expect`"));
        }
        found.extend(step.argument_problems().into_iter().map(|problem| format!("{at}: {problem}")));
    }
    found
}

fn play(name: &str, scenario: &Scenario, failures: &mut Vec<String>) {
    let language = language(scenario.language);
    let mut shell = Shell::open(scenario.seed, language);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::ChoosePreset { preset: scenario.preset });
    if !scenario.opponents.is_empty() {
        shell.send(Intent::ChoosePlayers { players: u8::try_from(scenario.opponents.len() + 1).unwrap_or(u8::MAX) });
    }
    for (seat, level) in (1u8..).zip(&scenario.opponents) {
        shell.send(Intent::ChooseOpponent { seat, level: *level });
    }
    for (key, value) in &scenario.rules {
        let value = match value {
            RuleJson::On(on) => RuleValue::On { on: *on },
            RuleJson::Number(value) => RuleValue::Number { value: *value },
            RuleJson::Unlimited(()) => RuleValue::Unlimited,
            RuleJson::Choice(key) => RuleValue::Choice { key: key.clone() },
        };
        shell.send(Intent::SetRuleOption { key: key.clone(), value });
    }
    if let Some(on) = scenario.settings.confirm_costly_discards {
        shell.send(Intent::SetConfirmCostlyDiscards { on });
    }
    if let Some(on) = scenario.settings.show_seed {
        shell.send(Intent::SetShowSeed { on });
    }
    shell.send(Intent::StartGame);
    if shell.view.screen != Screen::Table {
        let error = shell.view.new_game.as_ref().and_then(|f| f.error.clone());
        failures.push(format!("{name}: the game does not start ({error:?})"));
        return;
    }
    for (index, step) in scenario.steps.iter().enumerate() {
        let at = format!("{name}, step {} ({:?})", index + 1, step.intent);
        let before = Snapshot::of(&shell);
        shell = act(shell, step, &at);
        if let Some(expect) = &step.expect {
            failures.extend(check(&shell, &before, expect).into_iter().map(|failure| format!("{at}: {failure}")));
        }
    }
}

fn language(name: LanguageName) -> Language {
    match name {
        LanguageName::En => Language::English,
        LanguageName::Tr => Language::Turkish,
    }
}

fn tile(shell: &Shell, spec: TileSpec, at: &str) -> u8 {
    let table = shell.table();
    let rack: Vec<_> = table.rack.slots.iter().flatten().collect();
    let found = match spec {
        TileSpec::Rack(n) => rack.get(n).map(|t| t.tile.id),
        TileSpec::Id(id) => Some(id),
        TileSpec::Okey => rack.iter().find(|t| t.tile.okey).map(|t| t.tile.id),
        TileSpec::Hinted => rack.iter().find(|t| t.hinted).map(|t| t.tile.id),
    };
    found.unwrap_or_else(|| panic!("{at}: no tile {spec:?} in the rack"))
}

fn act(mut shell: Shell, step: &Step, at: &str) -> Shell {
    // The arguments were checked against the intent before the scenario ran.
    let tile_of = |shell: &Shell| tile(shell, step.tile.unwrap_or(TileSpec::Rack(0)), at);
    let intent = match step.intent {
        IntentName::Settle => {
            shell.settle();
            return shell;
        }
        IntentName::Wait => {
            shell.wait();
            return shell;
        }
        IntentName::Relaunch => {
            // As a player would: the app comes back, and Continue goes to the table.
            let mut shell = shell.relaunch();
            shell.send(Intent::ContinueGame);
            return shell;
        }
        IntentName::PlayDeal => {
            play_deal(&mut shell, at);
            return shell;
        }
        IntentName::PlayGame => {
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
        IntentName::SelectHinted => {
            let hinted: Vec<u8> =
                shell.table().rack.slots.iter().flatten().filter(|t| t.hinted).map(|t| t.tile.id).collect();
            for tile in hinted {
                shell.send(Intent::ToggleTile { tile });
            }
            return shell;
        }
        IntentName::Draw => Intent::Draw,
        IntentName::TakeDiscard => Intent::TakeDiscard,
        IntentName::ReturnTaken => Intent::ReturnTaken,
        IntentName::Lay => Intent::Lay,
        IntentName::Open => Intent::Open,
        IntentName::Finish => Intent::Finish,
        IntentName::ShowIndicator => Intent::ShowIndicator,
        IntentName::TakeBack => Intent::TakeBack,
        IntentName::Hint => Intent::Hint,
        IntentName::NextDeal => Intent::NextDeal,
        IntentName::Back => Intent::Back,
        IntentName::Continue => Intent::ContinueGame,
        IntentName::Home => Intent::Show { screen: Screen::Home },
        IntentName::PlayAgain => Intent::PlayAgain,
        IntentName::Select => Intent::ToggleTile { tile: tile_of(&shell) },
        IntentName::Move => Intent::MoveTile { tile: tile_of(&shell), slot: step.slot.unwrap_or(0) },
        IntentName::Arrange => Intent::Arrange {
            layout: match step.layout {
                Some(LayoutName::Pairs) => RackLayout::Pairs,
                _ => RackLayout::RunsAndSets,
            },
        },
        IntentName::Discard => Intent::Discard { tile: tile_of(&shell) },
        IntentName::LayOff => Intent::LayOff { tile: tile_of(&shell), meld: step.meld.unwrap_or(0) },
        IntentName::Confirm => Intent::Answer { answer: Answer::Confirm },
        IntentName::Cancel => Intent::Answer { answer: Answer::Cancel },
        IntentName::EndLow => Intent::Answer { answer: Answer::End { side: Side::Low } },
        IntentName::EndHigh => Intent::Answer { answer: Answer::End { side: Side::High } },
        IntentName::SetLanguage => Intent::SetLanguage { language: language(step.language.unwrap_or_default()) },
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

/// Collects a failed expectation: `expected` and `found` differ.
fn expect_eq<T: PartialEq + std::fmt::Debug>(out: &mut Vec<String>, what: &str, expected: T, found: T) {
    if expected != found {
        out.push(format!("{what}: expected {expected:?}, found {found:?}"));
    }
}

/// Every expectation of a step that does not hold.
fn check(shell: &Shell, before: &Snapshot, expect: &Expect) -> Vec<String> {
    let mut out = Vec::new();
    let table = shell.view.table.as_ref();
    let dialog = table.and_then(|t| t.dialog.as_ref());
    if let Some(screen) = expect.screen {
        let screen = match screen {
            ScreenName::Home => Screen::Home,
            ScreenName::NewGame => Screen::NewGame,
            ScreenName::Table => Screen::Table,
            ScreenName::Statistics => Screen::Statistics,
            ScreenName::Rules => Screen::Rules,
            ScreenName::Settings => Screen::Settings,
            ScreenName::Review => Screen::Review,
        };
        expect_eq(&mut out, "screen", screen, shell.view.screen);
    }
    if let Some(phase) = expect.phase {
        let phase = match phase {
            PhaseName::Draw => TablePhase::Draw,
            PhaseName::Play => TablePhase::Play,
            PhaseName::DealOver => TablePhase::DealOver,
            PhaseName::GameOver => TablePhase::GameOver,
        };
        expect_eq(&mut out, "phase", Some(phase), table.map(|t| t.phase));
    }
    if let Some(yours) = expect.your_turn {
        expect_eq(&mut out, "your turn", Some(yours), table.map(|t| t.your_turn));
    }
    if let Some(rack) = expect.rack {
        expect_eq(&mut out, "rack size", rack, table.map_or(0, |t| t.rack.slots.iter().flatten().count()));
    }
    if let Some(selected) = expect.selected {
        let found = table.map_or(0, |t| t.rack.slots.iter().flatten().filter(|s| s.selected).count());
        expect_eq(&mut out, "selected tiles", selected, found);
    }
    if let Some(melds) = expect.melds {
        let yours = table.map(|t| t.melds.iter().filter(|m| m.owner == t.you).count());
        expect_eq(&mut out, "the player's melds on the table", Some(melds), yours);
    }
    if let Some(expected) = &expect.dialog {
        let kind = expected.as_option().map(|name| match name {
            DialogName::CostlyDiscard => DialogKind::CostlyDiscard,
            DialogName::TakeBack => DialogKind::TakeBack,
            DialogName::WhichEnd => DialogKind::WhichEnd,
            DialogName::RiskyLay => DialogKind::RiskyLay,
            DialogName::Open => DialogKind::Open,
            DialogName::ClearStatistics => DialogKind::ClearStatistics,
        });
        expect_eq(&mut out, "dialog", kind, dialog.or(shell.view.dialog.as_ref()).map(|d| d.kind));
    }
    if let Some(points) = expect.dialog_shows_points {
        match dialog {
            Some(d) if format!("{} {}", d.title, d.body).contains(&points.to_string()) => {}
            _ => out.push(format!("the question names {points} points: {dialog:?}")),
        }
    }
    if let Some(title) = &expect.dialog_title {
        expect_eq(&mut out, "the question", Some(title.as_str()), dialog.map(|d| d.title.as_str()));
    }
    if let Some(PrimaryName::Cancel) = expect.primary {
        let primary: Option<Vec<Answer>> =
            dialog.map(|d| d.choices.iter().filter(|c| c.primary).map(|c| c.answer).collect());
        expect_eq(&mut out, "the primary answer", Some(vec![Answer::Cancel]), primary);
    }
    if let Some(expected) = &expect.message {
        let message = table.and_then(|t| t.message.as_ref());
        let holds = match expected {
            MessageExpect::Word(MessageWord::None) => message.is_none(),
            MessageExpect::Word(MessageWord::Refusal) => message.is_some_and(|m| m.refusal && !m.text.is_empty()),
            MessageExpect::Contains(words) => message.is_some_and(|m| m.text.contains(words.as_str())),
        };
        if !holds {
            out.push(format!("message: expected {expected:?}, found {message:?}"));
        }
    }
    if let Some(unchanged) = expect.unchanged {
        let same = match (&before.table, table) {
            (Some(a), Some(b)) => game_part(a) == game_part(b),
            _ => false,
        };
        expect_eq(&mut out, "the game unchanged", unchanged, same);
    }
    if let Some(saved) = expect.saved {
        expect_eq(&mut out, "saved", saved, shell.file(okey_app::files::GAME_FILE) != before.game);
    }
    if let Some(counter) = &expect.counter {
        let found = table.and_then(|t| t.counter.as_ref()).map(|c| c.text.as_str());
        expect_eq(&mut out, "counter", counter.as_option().map(String::as_str), found);
    }
    if let Some(kind) = expect.counter_kind {
        let kind = match kind {
            CounterKindName::Opening => CounterKind::Opening,
            CounterKindName::Pairs => CounterKind::Pairs,
            CounterKindName::Opened => CounterKind::Opened,
            CounterKindName::Duz => CounterKind::Duz,
        };
        expect_eq(&mut out, "counter kind", Some(kind), table.and_then(|t| t.counter.as_ref()).map(|c| c.kind));
    }
    if let Some(recent) = expect.recent {
        expect_eq(&mut out, "recent moves", recent, table.map_or(0, |t| t.recent.len()));
    }
    if let Some(in_words) = expect.recent_all {
        let lines = table.map(|t| t.recent.clone()).unwrap_or_default();
        let codes = lines.iter().any(|l| l.split(|c: char| !c.is_alphanumeric()).any(is_tile_code));
        expect_eq(&mut out, &format!("moves in words: {lines:?}"), in_words, !codes && !lines.is_empty());
    }
    if let Some(takeable) = &expect.takeable {
        let found: Vec<u8> =
            table.map(|t| t.piles.iter().filter(|p| p.takeable).map(|p| p.seat).collect()).unwrap_or_default();
        expect_eq(&mut out, "the takeable pile", takeable.as_option().copied().into_iter().collect(), found);
    }
    if let Some(corner) = expect.takeable_corner {
        let corner = match corner {
            CornerName::BottomRight => Corner::BottomRight,
            CornerName::TopRight => Corner::TopRight,
            CornerName::TopLeft => Corner::TopLeft,
            CornerName::BottomLeft => Corner::BottomLeft,
        };
        let found = table.and_then(|t| t.piles.iter().find(|p| p.takeable)).map(|p| p.corner);
        expect_eq(&mut out, "the takeable pile's corner", Some(corner), found);
    }
    if let Some(places) = &expect.places {
        let places: Vec<SeatPlace> = places
            .iter()
            .map(|place| match place {
                PlaceName::Bottom => SeatPlace::Bottom,
                PlaceName::Right => SeatPlace::Right,
                PlaceName::Across => SeatPlace::Across,
                PlaceName::Left => SeatPlace::Left,
            })
            .collect();
        let found: Vec<SeatPlace> = table.map(|t| t.seats.iter().map(|s| s.place).collect()).unwrap_or_default();
        expect_eq(&mut out, "where the seats sit", places, found);
    }
    if let Some(controls) = &expect.control {
        for (name, state) in controls {
            let Some(table) = table else {
                out.push("controls: no table".to_owned());
                break;
            };
            let c = &table.controls;
            let control = match name {
                ControlName::Lay => &c.lay,
                ControlName::TakeBack => &c.take_back,
                ControlName::Hint => &c.hint,
                ControlName::ReturnTaken => &c.return_taken,
                ControlName::Finish => &c.finish,
                ControlName::ShowIndicator => &c.show_indicator,
                ControlName::NextDeal => &c.next_deal,
            };
            let seen = match (control.visible, control.enabled) {
                (false, _) => ControlState::Hidden,
                (true, true) => ControlState::Enabled,
                (true, false) => ControlState::Disabled,
            };
            expect_eq(&mut out, &format!("control {name:?} in {:?}", table.phase), *state, seen);
        }
    }
    let winners = |t: Option<&TableView>| t.and_then(|t| t.score_sheet.as_ref()).and_then(|s| s.winners.clone());
    if let Some(expected) = &expect.winners {
        expect_eq(&mut out, "winners", Some(expected.clone()), winners(table));
    }
    if let Some(same) = expect.same_winners {
        let was = winners(before.table.as_ref());
        expect_eq(&mut out, "the same winners", same, was.is_some() && was == winners(table));
    }
    if let Some(seed) = expect.seed {
        expect_eq(&mut out, "seed", Some(seed.to_string()), shell.view.settings.seed.clone());
    }
    if let Some(same) = expect.same_rack {
        let was = before.table.as_ref().map(|t| &t.rack);
        expect_eq(&mut out, "the rack's slots as before", same, was.is_some() && was == table.map(|t| &t.rack));
    }
    for name in expect.file.iter().flatten() {
        if shell.file(name).is_none() {
            out.push(format!("file {name} does not exist"));
        }
    }
    if let Some(games) = expect.statistics_games {
        let found = shell
            .file(okey_app::files::STATS_FILE)
            .and_then(|t| okey_core::stats::Statistics::from_json(&t).ok())
            .map_or(0, |s| s.games());
        expect_eq(&mut out, "games in the statistics", games, found);
    }
    if let Some(notice) = &expect.notice {
        let found = shell.view.notice.as_deref();
        let holds = match notice.as_option() {
            None => found.is_none(),
            Some(part) => found.is_some_and(|n| n.contains(part.as_str())),
        };
        if !holds {
            out.push(format!("notice: expected {notice:?}, found {found:?}"));
        }
    }
    if let Some(groups) = &expect.groups {
        let found: Vec<String> =
            table.map(|t| t.rack.groups.iter().map(|g| g.label.clone()).collect()).unwrap_or_default();
        expect_eq(&mut out, "the rack's groups", groups.clone(), found);
    }
    if let Some(hint) = expect.hint {
        let found = table.and_then(|t| t.hint.as_ref());
        expect_eq(&mut out, &format!("a hint ({found:?})"), hint, found.is_some());
    }
    out
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

/// The runner refuses what it used to read loosely, each case with its reason.
#[test]
fn a_loose_scenario_is_refused_with_its_reason() {
    let base = r#""about": "a", "preset": "standard", "seed": 1, "opponents": ["easy"]"#;
    let cases = [
        (r#""preset": "house", "seed": 1, "opponents": [], "about": "a", "steps": []"#, "unknown variant `house`"),
        (&*format!(r#"{base}, "steps": []"#), "no steps"),
        (&*format!(r#"{base}, "steps": [{{"intent": "draw"}}]"#), "checks nothing"),
        (&*format!(r#"{base}, "steps": [{{"intent": "draw", "expect": {{}}}}]"#), "an empty `expect`"),
        (
            &*format!(r#"{base}, "steps": [{{"intent": "draw", "expect": {{"phsae": "play"}}}}]"#),
            "unknown field `phsae`",
        ),
        (
            &*format!(r#"{base}, "steps": [{{"intent": "draw", "expect": {{"phase": "playing"}}}}]"#),
            "unknown variant `playing`",
        ),
        (&*format!(r#"{base}, "steps": [{{"intent": "discard", "expect": {{"rack": 1}}}}]"#), "Discard needs `tile`"),
        (
            &*format!(r#"{base}, "steps": [{{"intent": "draw", "tile": "okey", "expect": {{"rack": 1}}}}]"#),
            "Draw takes no `tile`",
        ),
        (
            &*format!(r#"{base}, "steps": [{{"intent": "select", "tile": "rack", "expect": {{"rack": 1}}}}]"#),
            "no tile `rack`",
        ),
        (r#""about": "a", "preset": "standard", "seed": 1, "opponents": ["grandmaster"], "steps": []"#, "grandmaster"),
        (&*format!(r#"{base}, "level": "medium", "steps": []"#), "unknown field `level`"),
    ];
    for (body, reason) in cases {
        let failures = run("case.json", &format!("{{{body}}}"));
        assert!(failures.iter().any(|f| f.contains(reason)), "{body}: expected {reason:?}, got {failures:?}");
    }
}

/// A failed expectation does not hide the next ones: each is reported.
#[test]
fn every_failed_expectation_is_reported() {
    let text = r#"{"about": "a", "preset": "standard", "seed": 3, "opponents": ["easy", "easy", "easy"],
        "steps": [{"intent": "settle", "expect": {"phase": "play", "rack": 99}},
                  {"intent": "draw", "expect": {"rack": 98}}]}"#;
    let failures = run("case.json", text);
    assert_eq!(failures.len(), 3, "{failures:#?}");
    assert!(failures[0].contains("step 1") && failures[0].contains("phase"), "{failures:#?}");
    assert!(failures[2].contains("step 2") && failures[2].contains("rack size"), "{failures:#?}");
}
