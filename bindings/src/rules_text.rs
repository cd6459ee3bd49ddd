//! The rules in plain words for the apps' Rules screen and New game form: a description a screen
//! draws section by section, each preset's one line, every option with its name, explanation and
//! value, and the glossary of Turkish terms. All of it comes from `okey_core::rules_text`.

use okey_core::Language;
use okey_core::rules::{Preset, Rules};
use okey_core::rules_text::{self, RulesField, Topic};

/// What a section is about, whatever the language: for icons or anchors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, uniffi::Enum)]
pub enum RulesTopic {
    TheseRules,
    Players,
    Tiles,
    Deal,
    Melds,
    Turn,
    Opening,
    LayingOff,
    Penalties,
    Scoring,
    StockOut,
    RiskRound,
    ShowingIndicator,
    EndOfGame,
}

impl From<Topic> for RulesTopic {
    fn from(topic: Topic) -> RulesTopic {
        match topic {
            Topic::TheseRules => RulesTopic::TheseRules,
            Topic::Players => RulesTopic::Players,
            Topic::Tiles => RulesTopic::Tiles,
            Topic::Deal => RulesTopic::Deal,
            Topic::Melds => RulesTopic::Melds,
            Topic::Turn => RulesTopic::Turn,
            Topic::Opening => RulesTopic::Opening,
            Topic::LayingOff => RulesTopic::LayingOff,
            Topic::Penalties => RulesTopic::Penalties,
            Topic::Scoring => RulesTopic::Scoring,
            Topic::StockOut => RulesTopic::StockOut,
            Topic::RiskRound => RulesTopic::RiskRound,
            Topic::ShowingIndicator => RulesTopic::ShowingIndicator,
            Topic::EndOfGame => RulesTopic::EndOfGame,
        }
    }
}

/// A titled part of the rules: its items are full sentences, one bullet each.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesSection {
    pub topic: RulesTopic,
    pub title: String,
    pub items: Vec<String>,
}

/// The rules of one `Rules` value in one language.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RulesDescription {
    pub title: String,
    pub sections: Vec<RulesSection>,
}

/// One option of the rules, as the House rules form shows it.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct RuleOptionText {
    /// The field's stable key, as in JSON (`opening_threshold`).
    pub key: String,
    pub name: String,
    /// What the option changes, in one line.
    pub explanation: String,
    /// Its value in the rules given, in words.
    pub value: String,
    /// Its value in the preset those rules start from, in words.
    pub preset_value: String,
    /// Whether it changes anything in the game those rules play (Okey 101 or Düz Okey).
    pub applies: bool,
}

/// A Turkish game term and its meaning in the language asked for.
#[derive(Clone, Debug, PartialEq, Eq, uniffi::Record)]
pub struct GlossaryTerm {
    pub term: String,
    pub meaning: String,
}

/// The rules of `rules` in plain words, section by section. Invalid rules are described as they
/// stand; `validate` would say what is wrong with them.
#[uniffi::export]
pub fn describe_rules(rules: Rules, language: Language) -> RulesDescription {
    let description = rules_text::describe(&rules, language);
    RulesDescription {
        title: description.title,
        sections: description
            .sections
            .into_iter()
            .map(|s| RulesSection { topic: s.topic.into(), title: s.title, items: s.items })
            .collect(),
    }
}

/// A preset's name as a player reads it ("Katlamalı").
#[uniffi::export]
pub fn preset_label(preset: Preset, language: Language) -> String {
    preset.label(language).to_owned()
}

/// What makes a preset different, in one line.
#[uniffi::export]
pub fn preset_summary(preset: Preset, language: Language) -> String {
    preset.summary(language).to_owned()
}

/// Every option of the rules, in the order of `Rules`, with its value in `rules`.
#[uniffi::export]
pub fn rule_options(rules: Rules, language: Language) -> Vec<RuleOptionText> {
    let preset = Rules::preset(rules.preset);
    RulesField::ALL
        .into_iter()
        .map(|field| RuleOptionText {
            key: field.key().to_owned(),
            name: field.name(language).to_owned(),
            explanation: field.explanation(language).to_owned(),
            value: field.value_text(&rules, language),
            preset_value: field.value_text(&preset, language),
            applies: field.applies_to(rules.variant),
        })
        .collect()
}

/// The Turkish terms of the game, with their meaning.
#[uniffi::export]
pub fn rules_glossary(language: Language) -> Vec<GlossaryTerm> {
    rules_text::glossary(language)
        .into_iter()
        .map(|entry| GlossaryTerm { term: entry.term.to_owned(), meaning: entry.meaning.to_owned() })
        .collect()
}
