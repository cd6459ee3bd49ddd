//! The soak's gestures: mostly what a player on the screen on show would do (sensible), some
//! anything at all, on any screen, with any numbers (random).

use okey_app::view::{RackLayout, RuleControl, Screen, TablePhase, TableView, ViewModel};
use okey_app::{Answer, BotSpeed, Intent, RuleValue};
use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::meld::Side;
use okey_core::rules::{Preset, Variant};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

fn pick<T: Clone>(rng: &mut ChaCha8Rng, items: &[T]) -> Option<T> {
    (!items.is_empty()).then(|| items[rng.random_range(0..items.len())].clone())
}

/// The rack's tile ids, slot by slot.
pub fn rack(table: &TableView) -> Vec<u8> {
    table.rack.slots.iter().flatten().map(|t| t.tile.id).collect()
}

/// A gesture a player of the screen on show might make.
pub fn sensible(rng: &mut ChaCha8Rng, view: &ViewModel) -> Intent {
    match view.screen {
        Screen::Home => match rng.random_range(0..20) {
            0..=7 if view.home.saved.is_some() => Intent::ContinueGame,
            0..=3 => Intent::QuickStart { game: if rng.random_bool(0.5) { Variant::Okey101 } else { Variant::Duz } },
            4 => Intent::StartGuidedDeal,
            5..=11 => Intent::Show { screen: Screen::NewGame },
            12 => Intent::Show { screen: Screen::Statistics },
            13 => Intent::Show { screen: Screen::Rules },
            14 => Intent::Show { screen: Screen::Settings },
            15 => Intent::HostTable,
            16 => Intent::JoinTable,
            _ => Intent::QuickStart { game: Variant::Okey101 },
        },
        Screen::NewGame => new_game(rng, view),
        Screen::Table => match view.table.as_ref() {
            Some(table) => at_table(rng, table),
            None => Intent::Back,
        },
        Screen::Statistics => match rng.random_range(0..4) {
            0 => Intent::ClearStatistics,
            _ => Intent::Back,
        },
        Screen::Rules => match rng.random_range(0..4) {
            0 => Intent::ChooseRules { preset: pick(rng, &Preset::ALL) },
            1 => Intent::ChooseRules { preset: None },
            _ => Intent::Back,
        },
        Screen::Settings => settings(rng),
        // Nobody joins or hosts here (no network in the soak): the screens' own gestures.
        Screen::Lobby => match rng.random_range(0..5) {
            0 => Intent::ChooseGuestWait { seconds: rng.random_range(0..700) },
            1 => Intent::StartGame,
            2 => Intent::LeaveTable,
            _ => Intent::Back,
        },
        Screen::Join => match rng.random_range(0..8) {
            0 => Intent::SetJoinAddress {
                text: pick(rng, &["192.168.1.20:47001", "nonsense", "[fe80::1]:9", ":0"])
                    .unwrap_or_default()
                    .to_owned(),
            },
            1 => Intent::SetJoinCode { text: pick(rng, &["042 917", "12", "abcdef"]).unwrap_or_default().to_owned() },
            2 => Intent::Join,
            3 => Intent::Disconnected {
                code: pick(rng, &["join_failed", "wrong_code", "host_key_mismatch", "table_full", "nonsense"])
                    .unwrap_or_default()
                    .to_owned(),
            },
            4 => Intent::LeaveTable,
            _ => Intent::Back,
        },
        Screen::Review => match rng.random_range(0..6) {
            0..=2 => Intent::ChooseReviewItem { index: Some(rng.random_range(0..4)) },
            3 => Intent::ChooseReviewItem { index: None },
            4 => Intent::PlayAgain,
            _ => Intent::Back,
        },
    }
}

fn settings(rng: &mut ChaCha8Rng) -> Intent {
    match rng.random_range(0..9) {
        0 => Intent::SetLanguage { language: if rng.random_bool(0.5) { Language::English } else { Language::Turkish } },
        1 => Intent::SetBotSpeed {
            speed: pick(rng, &[BotSpeed::Fast, BotSpeed::Normal, BotSpeed::Slow]).unwrap_or_default(),
        },
        2 => Intent::SetConfirmCostlyDiscards { on: rng.random_bool(0.8) },
        3 => Intent::SetShowSeed { on: rng.random_bool(0.5) },
        4 => Intent::SetSound { on: rng.random_bool(0.5) },
        5 => Intent::SetHaptics { on: rng.random_bool(0.5) },
        6 => Intent::SetPalette {
            palette: if rng.random_bool(0.5) {
                okey_app::view::Palette::Standard
            } else {
                okey_app::view::Palette::ColourBlind
            },
        },
        _ => Intent::Back,
    }
}

fn new_game(rng: &mut ChaCha8Rng, view: &ViewModel) -> Intent {
    let Some(form) = view.new_game.as_ref() else { return Intent::Back };
    match rng.random_range(0..24) {
        0 => Intent::ChooseGame { game: if rng.random_bool(0.5) { Variant::Okey101 } else { Variant::Duz } },
        1 | 2 => pick(rng, &form.presets).map_or(Intent::Back, |p| Intent::ChoosePreset { preset: p.preset }),
        3 => Intent::ChoosePlayers { players: rng.random_range(2..=4) },
        4 => Intent::ChooseOpponent {
            seat: rng.random_range(1..=3),
            level: pick(rng, &Level::ALL).unwrap_or(Level::Easy),
        },
        // Pass and play: people at the other seats too, some without a name.
        5 => Intent::ChoosePerson {
            seat: rng.random_range(0..=3),
            name: pick(rng, &["Ayşe", "", "  Can ", "Elif Naz Yıldırım Öztürk Karaca"]).unwrap_or_default().to_owned(),
        },
        6..=12 => match pick(rng, &form.options) {
            Some(option) => {
                let value = match option.control {
                    RuleControl::Toggle { on } => RuleValue::On { on: !on },
                    RuleControl::Number { min, max, unlimited_allowed, .. } => {
                        if unlimited_allowed && rng.random_bool(0.3) {
                            RuleValue::Unlimited
                        } else {
                            RuleValue::Number { value: rng.random_range(min..=max) }
                        }
                    }
                    RuleControl::Choice { choices, .. } => {
                        RuleValue::Choice { key: pick(rng, &choices).map(|c| c.key).unwrap_or_default() }
                    }
                };
                Intent::SetRuleOption { key: option.key, value }
            }
            None => Intent::ResetRuleOptions,
        },
        // Short games too, so that games end and the review and Play again are reached.
        13 => Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: 1 } },
        14 if rng.random_bool(0.2) => Intent::ResetRuleOptions,
        14 => Intent::Back,
        _ => Intent::StartGame,
    }
}

/// A move at the table: mostly playing on (draw, open, lay, discard), sometimes anything.
fn at_table(rng: &mut ChaCha8Rng, table: &TableView) -> Intent {
    if table.handover.is_some() {
        return if rng.random_bool(0.9) { Intent::ShowRack } else { Intent::Background };
    }
    let tiles = rack(table);
    let tile = pick(rng, &tiles).unwrap_or(0);
    let c = &table.controls;
    match table.phase {
        TablePhase::DealOver => return if rng.random_bool(0.9) { Intent::NextDeal } else { Intent::Hint },
        TablePhase::GameOver => {
            return match rng.random_range(0..10) {
                0..=5 => Intent::PlayAgain,
                6 => Intent::OpenReview,
                _ => Intent::Show { screen: Screen::Home },
            };
        }
        _ => {}
    }
    if !table.your_turn {
        return match rng.random_range(0..10) {
            0..=3 => Intent::MoveTile { tile, slot: rng.random_range(0..30) },
            4 => Intent::ToggleTile { tile },
            5 if c.show_indicator.enabled => Intent::ShowIndicator,
            6 => Intent::Hint,
            _ => Intent::Arrange { layout: RackLayout::ByColour },
        };
    }
    match table.phase {
        TablePhase::Draw => match rng.random_range(0..10) {
            0..=2 if c.take_discard => Intent::TakeDiscard,
            3 if c.take_indicator => Intent::TakeIndicator,
            4 if c.show_indicator.enabled => Intent::ShowIndicator,
            5 => Intent::Hint,
            _ => Intent::Draw,
        },
        _ => match rng.random_range(0..20) {
            0 => Intent::Arrange { layout: RackLayout::RunsAndSets },
            1 => Intent::Arrange { layout: RackLayout::Pairs },
            2 | 3 => Intent::Open,
            4 => Intent::ToggleTile { tile },
            5 => Intent::Lay,
            6 if c.take_back.enabled => Intent::TakeBack,
            7 if c.return_taken.enabled => Intent::ReturnTaken,
            8 => Intent::Hint,
            9 if table.game == Variant::Duz => Intent::Finish,
            10 => pick(rng, &table.melds).map_or(Intent::Hint, |m| Intent::LayOff { tile, meld: m.id }),
            11 => Intent::ToggleTile { tile: *tiles.last().unwrap_or(&0) },
            _ => Intent::Discard { tile },
        },
    }
}

/// The answer to the question on screen: mostly yes (so that every question's move is tried),
/// sometimes no.
pub fn answer(rng: &mut ChaCha8Rng, choices: &[okey_app::view::DialogChoice]) -> Intent {
    let yes: Vec<&okey_app::view::DialogChoice> =
        choices.iter().filter(|c| c.answer != okey_app::Answer::Cancel).collect();
    if rng.random_bool(0.8)
        && let Some(choice) = pick(rng, &yes)
    {
        return Intent::Answer { answer: choice.answer };
    }
    if rng.random_bool(0.5) { Intent::Answer { answer: Answer::Cancel } } else { Intent::Back }
}

/// Any gesture at all, on any screen, with numbers that may name nothing.
pub fn random(rng: &mut ChaCha8Rng) -> Intent {
    let tile = rng.random_range(0..=110);
    let meld = rng.random_range(0..24);
    match rng.random_range(0..37) {
        0 => Intent::Show { screen: pick(rng, &SCREENS).unwrap_or(Screen::Home) },
        1 => Intent::ContinueGame,
        2 => Intent::QuickStart { game: Variant::Okey101 },
        3 => Intent::StartGuidedDeal,
        4 => Intent::Back,
        5 => Intent::StartGame,
        6 => Intent::ToggleTile { tile },
        7 => Intent::MoveTile { tile, slot: rng.random_range(0..40) },
        8 => Intent::Draw,
        9 => Intent::TakeDiscard,
        10 => Intent::TakeIndicator,
        11 => Intent::ReturnTaken,
        12 => Intent::Lay,
        13 => Intent::Open,
        14 => Intent::LayOff { tile, meld },
        15 => Intent::RetrieveOkey { tile, meld },
        16 => Intent::Discard { tile },
        17 => Intent::Finish,
        18 => Intent::ShowIndicator,
        19 => Intent::TakeBack,
        20 => Intent::Hint,
        21 => Intent::NextDeal,
        22 => Intent::Answer { answer: Answer::Confirm },
        23 => {
            Intent::Answer { answer: Answer::End { side: if rng.random_bool(0.5) { Side::Low } else { Side::High } } }
        }
        24 => Intent::DismissMessage,
        25 => Intent::PlayAgain,
        26 => Intent::OpenReview,
        27 => Intent::ChooseReviewItem { index: Some(rng.random_range(0..50)) },
        28 => Intent::ClearStatistics,
        29 => Intent::Answer { answer: Answer::Cancel },
        33 if rng.random_bool(0.5) => Intent::ShowRack,
        33 => Intent::Background,
        30 => Intent::ChoosePlayers { players: rng.random_range(0..9) },
        31 => Intent::SetRuleOption { key: "no_such_rule".into(), value: RuleValue::Number { value: 7 } },
        32 => Intent::ChooseOpponent { seat: rng.random_range(0..9), level: Level::Hard },
        34 => Intent::RejoinTable,
        35 => Intent::ScannedNotATable {
            code: pick(rng, &["invalid_payload", "unsupported_payload_version", ""]).unwrap_or_default().to_owned(),
        },
        _ => Intent::Arrange { layout: pick(rng, &LAYOUTS).unwrap_or_default() },
    }
}

const SCREENS: [Screen; 7] =
    [Screen::Home, Screen::NewGame, Screen::Table, Screen::Statistics, Screen::Rules, Screen::Settings, Screen::Review];
const LAYOUTS: [RackLayout; 4] =
    [RackLayout::RunsAndSets, RackLayout::Pairs, RackLayout::ByColour, RackLayout::ByNumber];

/// Whether `intent` is one of the table's moves or rack gestures (offered on the table only).
/// Written apart from the app core's own list on purpose: the soak checks the core against it.
pub fn is_table_gesture(intent: &Intent) -> bool {
    matches!(
        intent,
        Intent::ToggleTile { .. }
            | Intent::MoveTile { .. }
            | Intent::Arrange { .. }
            | Intent::Draw
            | Intent::TakeDiscard
            | Intent::TakeIndicator
            | Intent::ReturnTaken
            | Intent::Lay
            | Intent::Open
            | Intent::LayOff { .. }
            | Intent::RetrieveOkey { .. }
            | Intent::Discard { .. }
            | Intent::Drop { .. }
            | Intent::TapDiscardSpot
            | Intent::Finish
            | Intent::ShowIndicator
            | Intent::TakeBack
            | Intent::Hint
            | Intent::NextDeal
    )
}

/// The intents of the controls the table shows enabled, each with the moves it may stand for
/// (Discard and Lay off: one per tile, or per tile and meld, one of which must be taken).
pub fn enabled_controls(table: &TableView) -> Vec<(&'static str, Vec<Intent>)> {
    let c = &table.controls;
    let tiles = rack(table);
    let mut controls: Vec<(&'static str, Vec<Intent>)> = Vec::new();
    let mut add = |on: bool, name: &'static str, intents: Vec<Intent>| {
        if on {
            controls.push((name, intents));
        }
    };
    add(c.draw, "draw", vec![Intent::Draw]);
    add(c.take_discard, "take the discard", vec![Intent::TakeDiscard]);
    add(c.take_indicator, "take the indicator", vec![Intent::TakeIndicator]);
    add(c.return_taken.enabled, "return the taken discard", vec![Intent::ReturnTaken]);
    add(c.lay.enabled, "lay", vec![Intent::Lay]);
    add(c.open.enabled, "open", vec![Intent::Open]);
    add(c.take_back.enabled, "take back", vec![Intent::TakeBack]);
    add(c.finish.enabled, "finish", vec![Intent::Finish]);
    add(c.show_indicator.enabled, "show the indicator", vec![Intent::ShowIndicator]);
    add(c.next_deal.enabled, "next deal", vec![Intent::NextDeal]);
    add(c.discard, "discard", tiles.iter().map(|&tile| Intent::Discard { tile }).collect());
    add(
        c.lay_off,
        "lay off",
        tiles.iter().flat_map(|&tile| table.melds.iter().map(move |m| Intent::LayOff { tile, meld: m.id })).collect(),
    );
    controls
}
