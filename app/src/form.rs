//! The New game form: the game, its preset, the players and opponents, every house rule with
//! its name, explanation, bounds and choices in words. The engine alone judges the result.

use crate::intent::RuleValue;
use crate::view::{
    ChoiceView, LevelChoiceView, NewGameView, OpponentChoiceView, PresetChoiceView, RuleControl, RuleOptionView,
};
use crate::words;
use okey_core::SeatKind;
use okey_core::bot::Level;
use okey_core::lang::Language;
use okey_core::rules::{Preset, Rules, Variant};
use okey_core::rules_text::RulesField;
use serde_json::Value;

/// How one house rule is edited.
#[derive(Clone, Copy, Debug)]
enum Edit {
    Toggle,
    Number {
        min: u32,
        max: u32,
        step: u32,
    },
    /// A number that may be "no limit".
    Limit {
        min: u32,
        max: u32,
    },
    Choice(&'static [&'static str]),
}

/// The house rules the form offers, in the order it shows them, with their bounds. The bounds
/// only shape the controls: the engine validates the rules and says what is wrong.
const FIELDS: [(&str, Edit); 24] = [
    ("partners", Edit::Toggle),
    ("deals", Edit::Number { min: 1, max: 20, step: 1 }),
    ("starting_points", Edit::Number { min: 5, max: 40, step: 1 }),
    ("opening_threshold", Edit::Number { min: 51, max: 201, step: 10 }),
    ("pairs_threshold", Edit::Number { min: 1, max: 10, step: 1 }),
    ("rising_thresholds", Edit::Toggle),
    ("multipliers", Edit::Choice(&["stack", "at_most_two", "none"])),
    ("okey_in_hand", Edit::Choice(&["counts_in_value", "flat_penalty"])),
    ("stock_exhausted", Edit::Choice(&["no_score_okey_penalty", "no_score", "score_hands"])),
    ("false_joker_indicator", Edit::Choice(&["redraw", "risk_round"])),
    ("late_pairs", Edit::Choice(&["never", "after_another_pairs_opening"])),
    ("one_colour_win", Edit::Choice(&["plain", "doubles", "red_or_black_doubles"])),
    ("starter", Edit::Choice(&["after_dealer", "dealer"])),
    ("giver_penalty", Edit::Toggle),
    ("return_taken_discard", Edit::Toggle),
    ("full_hand_below_threshold", Edit::Toggle),
    ("indicator_last_tile", Edit::Toggle),
    ("ten_pairs_finish", Edit::Toggle),
    ("all_pairs_cancels", Edit::Toggle),
    ("exhausted_deal_counts", Edit::Toggle),
    ("joker_pairs", Edit::Toggle),
    ("wait_turn_after_opening", Edit::Toggle),
    ("okey_retrieval", Edit::Toggle),
    ("layoff_cap_per_end", Edit::Limit { min: 1, max: 13 }),
];

/// The form as the player has filled it in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    rules: Rules,
    /// One level per opponent seat that could exist (seats 1 to 3).
    levels: [Level; 3],
    /// Pass and play: the seats (1 to 3) a person plays, by the name they go by.
    people: [Option<String>; 3],
    /// The phone's owner's name (seat 0), when given: needed once several people play.
    your_name: Option<String>,
    /// A table over the local network: the seats (1 to 3) kept for guests.
    guests: [bool; 3],
    /// The form sets up a table that guests join over the local network.
    hosting: bool,
    error: Option<String>,
}

impl Default for Form {
    fn default() -> Form {
        Form {
            rules: Rules::preset(Preset::Standard),
            levels: [Level::Medium; 3],
            people: [None, None, None],
            your_name: None,
            guests: [false; 3],
            hosting: false,
            error: None,
        }
    }
}

impl Form {
    /// Home's quick start: `game`'s usual rules, four players, three Medium bots.
    pub fn quick(game: Variant) -> Form {
        let preset = match game {
            Variant::Okey101 => Preset::Standard,
            Variant::Duz => Preset::Duz,
        };
        Form { rules: Rules::preset(preset), ..Form::default() }
    }

    /// The guided deal's form: one Standard deal, four players, three Easy bots.
    pub fn guided() -> Form {
        let mut rules = Rules::preset(Preset::Standard);
        rules.deals = 1;
        Form { rules, levels: [Level::Easy; 3], ..Form::default() }
    }

    pub fn preset(&self) -> Preset {
        self.rules.preset
    }

    pub fn choose_game(&mut self, game: Variant) {
        if self.rules.variant != game {
            let preset = match game {
                Variant::Duz => Preset::Duz,
                Variant::Okey101 => Preset::Standard,
            };
            self.choose_preset(preset);
        }
    }

    /// A preset's rules, keeping the number of players where the preset allows it.
    pub fn choose_preset(&mut self, preset: Preset) {
        self.rules = Rules::preset(preset);
        self.error = None;
    }

    pub fn choose_players(&mut self, players: u8) {
        self.set("players", Value::from(players.clamp(2, 4)));
    }

    /// A bot of `level` plays `seat` (1 to 3).
    pub fn choose_opponent(&mut self, seat: u8, level: Level) {
        if let Some(index) = usize::from(seat).checked_sub(1).filter(|&i| i < 3) {
            self.levels[index] = level;
            self.people[index] = None;
            self.guests[index] = false;
        }
    }

    /// Hosting: `seat` (1 to 3) is kept for a guest (a bot of its level plays it if none comes).
    pub fn choose_guest_seat(&mut self, seat: u8) {
        if let Some(index) = usize::from(seat).checked_sub(1).filter(|&i| i < 3)
            && self.hosting
        {
            self.guests[index] = true;
            self.people[index] = None;
        }
    }

    /// The form sets up a hosted table (Home's "Host a table") or a game at this phone.
    pub fn set_hosting(&mut self, hosting: bool) {
        self.hosting = hosting;
        if hosting {
            // Every other seat is open to guests at first.
            self.guests = [true; 3];
            self.people = [None, None, None];
        } else {
            self.guests = [false; 3];
        }
    }

    pub fn hosting(&self) -> bool {
        self.hosting
    }

    /// The seats kept for guests, with the level of the bot that plays each if none comes.
    pub fn guest_seats(&self) -> Vec<(usize, Level)> {
        let opponents = usize::from(self.rules.players).saturating_sub(1);
        (0..opponents).filter(|&i| self.guests[i]).map(|i| (i + 1, self.levels[i])).collect()
    }

    pub fn players(&self) -> u8 {
        self.rules.players
    }

    /// The level of the bot the form puts in `seat`.
    pub fn level(&self, seat: usize) -> Level {
        seat.checked_sub(1).and_then(|i| self.levels.get(i)).copied().unwrap_or(Level::Medium)
    }

    /// A person named `name` plays `seat` (0 to 3; 0 is the phone's owner, who always plays):
    /// pass and play. The name is trimmed and cut to [`crate::table::MAX_NAME_CHARS`]; an
    /// empty one gives the seat's default name ("Player 2").
    pub fn choose_person(&mut self, seat: u8, name: &str, language: Language) {
        let name: String = name.trim().chars().take(crate::table::MAX_NAME_CHARS).collect();
        let name = if name.is_empty() { words::player_name(language, usize::from(seat)) } else { name };
        match usize::from(seat) {
            0 => self.your_name = Some(name),
            seat @ 1..=3 => {
                self.people[seat - 1] = Some(name);
                self.guests[seat - 1] = false;
            }
            _ => {}
        }
    }

    pub fn set_option(&mut self, key: &str, value: &RuleValue) {
        let Some((_, edit)) = FIELDS.iter().find(|(k, _)| *k == key) else { return };
        let json = match (edit, value) {
            (Edit::Toggle, RuleValue::On { on }) => Value::from(*on),
            (Edit::Number { min, max, .. } | Edit::Limit { min, max }, RuleValue::Number { value }) => {
                Value::from((*value).clamp(*min, *max))
            }
            (Edit::Limit { .. }, RuleValue::Unlimited) => Value::Null,
            (Edit::Choice(choices), RuleValue::Choice { key: choice }) if choices.contains(&choice.as_str()) => {
                Value::from(choice.as_str())
            }
            _ => return,
        };
        self.set(key, json);
    }

    pub fn reset_options(&mut self) {
        let players = self.rules.players;
        self.rules = Rules::preset(self.rules.preset);
        self.set("players", Value::from(players));
        self.error = None;
    }

    /// Changes one field of the rules through their JSON form, so that every field is reached by
    /// its stable key; a value the rules cannot hold changes nothing.
    fn set(&mut self, key: &str, value: Value) {
        let Ok(Value::Object(mut fields)) = serde_json::to_value(&self.rules) else { return };
        fields.insert(key.to_owned(), value);
        if let Ok(rules) = serde_json::from_value(Value::Object(fields)) {
            self.rules = rules;
            self.error = None;
        }
    }

    /// The game this form describes: the rules and the seats, or the engine's reason it cannot
    /// be played (kept on the form).
    pub fn game(&mut self, language: Language) -> Option<(Rules, Vec<SeatKind>)> {
        if let Err(error) = self.rules.validate() {
            self.error = Some(words::capitalised(language, &error.message(language)));
            return None;
        }
        let opponents = usize::from(self.rules.players).saturating_sub(1);
        let mut seats = vec![SeatKind::Human];
        seats.extend((0..opponents).map(|i| match self.people[i] {
            Some(_) => SeatKind::Human,
            None => SeatKind::Bot(self.levels[i]),
        }));
        Some((self.rules.clone(), seats))
    }

    /// The people's names by seat, for a game of this form: `None` for a bot, and for the
    /// phone's owner playing alone without a name ("You").
    pub fn names(&self, language: Language) -> Vec<Option<String>> {
        let opponents = usize::from(self.rules.players).saturating_sub(1);
        let several = self.people.iter().take(opponents).any(Option::is_some);
        let you = self.your_name.clone().or_else(|| several.then(|| words::player_name(language, 0)));
        std::iter::once(you).chain(self.people.iter().take(opponents).cloned()).collect()
    }

    /// Why the last Start was refused, if it was.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The engine refused the game anyway: its words.
    pub fn refuse(&mut self, reason: String) {
        self.error = Some(reason);
    }

    pub fn present(&self, language: Language) -> NewGameView {
        let rules = &self.rules;
        let preset_rules = Rules::preset(rules.preset);
        let presets = Preset::ALL
            .into_iter()
            .filter(|p| Rules::preset(*p).variant == rules.variant)
            .map(|preset| preset_choice(preset, language))
            .collect();
        let opponents = (1..rules.players)
            .map(|seat| OpponentChoiceView {
                seat,
                name: words::seat_name(language, usize::from(seat)),
                level: self.levels.get(usize::from(seat) - 1).copied().unwrap_or(Level::Medium),
                person: self.people.get(usize::from(seat) - 1).cloned().flatten(),
                guest: self.guests.get(usize::from(seat) - 1).copied().unwrap_or(false),
                levels: Level::ALL
                    .into_iter()
                    .map(|level| LevelChoiceView { level, name: words::level_name(language, level).to_owned() })
                    .collect(),
            })
            .collect();
        // Each rules value as JSON once, for every option's value by its key.
        let (values, preset_values) = (json_fields(rules), json_fields(&preset_rules));
        let options: Vec<RuleOptionView> = FIELDS
            .iter()
            .filter_map(|&(key, edit)| {
                let field = RulesField::from_key(key)?;
                let value = values.get(key).unwrap_or(&Value::Null);
                let changed = preset_values.get(key) != values.get(key);
                field.applies_to(rules.variant).then(|| option_view(field, edit, rules, value, changed, language))
            })
            .collect();
        NewGameView {
            game: rules.variant,
            preset: rules.preset,
            presets,
            players: rules.players,
            opponents,
            changed_from_preset: options.iter().any(|o| o.changed),
            options,
            error: self.error.clone(),
            your_name: self.your_name.clone(),
            hosting: self.hosting,
        }
    }
}

/// A preset with its name and its one line.
pub fn preset_choice(preset: Preset, language: Language) -> PresetChoiceView {
    PresetChoiceView { preset, name: preset.label(language).to_owned(), summary: preset.summary(language).to_owned() }
}

fn option_view(
    field: RulesField,
    edit: Edit,
    rules: &Rules,
    value: &Value,
    changed: bool,
    language: Language,
) -> RuleOptionView {
    let control = match edit {
        Edit::Toggle => RuleControl::Toggle { on: value.as_bool().unwrap_or(false) },
        Edit::Number { min, max, step } => RuleControl::Number {
            value: value.as_u64().and_then(|v| u32::try_from(v).ok()),
            min,
            max,
            step,
            unlimited_allowed: false,
        },
        Edit::Limit { min, max } => RuleControl::Number {
            value: value.as_u64().and_then(|v| u32::try_from(v).ok()),
            min,
            max,
            step: 1,
            unlimited_allowed: true,
        },
        Edit::Choice(choices) => RuleControl::Choice {
            selected: value.as_str().unwrap_or_default().to_owned(),
            choices: choices
                .iter()
                .map(|&choice| ChoiceView { key: choice.to_owned(), label: choice_label(field, choice, language) })
                .collect(),
        },
    };
    RuleOptionView {
        key: field.key().to_owned(),
        name: field.name(language).to_owned(),
        explanation: field.explanation(language).to_owned(),
        value_text: field.value_text(rules, language),
        changed,
        control,
    }
}

/// The fields of `rules` by their keys.
fn json_fields(rules: &Rules) -> serde_json::Map<String, Value> {
    match serde_json::to_value(rules) {
        Ok(Value::Object(fields)) => fields,
        _ => serde_json::Map::new(),
    }
}

/// A choice's words ("at most ×2"): the field's value text with that choice made, which depends
/// on the choice alone. Worked out once for every choice of every field in both languages (the
/// form's view was 208 µs when each view made them anew through JSON).
fn choice_label(field: RulesField, choice: &str, language: Language) -> String {
    static LABELS: std::sync::OnceLock<Vec<(&'static str, &'static str, [String; 2])>> = std::sync::OnceLock::new();
    let labels = LABELS.get_or_init(|| {
        let mut labels = Vec::new();
        for &(key, edit) in &FIELDS {
            let (Edit::Choice(choices), Some(field)) = (edit, RulesField::from_key(key)) else { continue };
            for &choice in choices {
                let mut with = Form::default();
                with.set(key, Value::from(choice));
                let words = [Language::English, Language::Turkish].map(|l| field.value_text(&with.rules, l));
                labels.push((key, choice, words));
            }
        }
        labels
    });
    let index = usize::from(language == Language::Turkish);
    labels
        .iter()
        .find(|(key, option, _)| *key == field.key() && *option == choice)
        .map_or_else(|| choice.to_owned(), |(_, _, words)| words[index].clone())
}
