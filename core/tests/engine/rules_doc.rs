//! Keeps `docs/RULES.md` true to `Rules`: its two preset tables must show every option with each
//! preset's value exactly as `Rules::preset` sets it, and every option must have its own section
//! naming the option's binding name and every value it can take.
//!
//! The expected tables are generated from the code; on a mismatch the failure prints them, ready
//! to paste into the document.
// The helpers below are test code too, outside `#[test]` functions.

use okey_core::rules::{
    FalseJokerIndicator, LatePairs, Multipliers, OkeyInHand, OneColourWin, Preset, Rules, Starter, StockExhausted,
    Variant,
};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::path::Path;

/// The header of the table of every option.
const ALL_OPTIONS: &str = "option";
/// The header of the table of the options some preset changes.
const DIFFERENCES: &str = "where they differ";

fn document() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/RULES.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// Each preset's rules as JSON fields, in `Preset::ALL` order.
fn presets_as_json() -> Vec<Map<String, Value>> {
    Preset::ALL
        .iter()
        .map(|&preset| match serde_json::to_value(Rules::preset(preset)) {
            Ok(Value::Object(fields)) => fields,
            other => panic!("{preset} does not serialize to an object: {other:?}"),
        })
        .collect()
}

/// The fields in declaration order (serde_json's map sorts them; the JSON text keeps the order).
fn option_names() -> Vec<String> {
    let json = serde_json::to_string(&Rules::default()).unwrap();
    let mut names = Vec::new();
    let mut rest = json.as_str();
    // Keys are the strings right after `{` or `,` at the top level; values here are scalars.
    while let Some(start) = rest.find(['{', ',']) {
        rest = &rest[start + 1..];
        if let Some(key) = rest.strip_prefix('"').and_then(|r| r.split_once('"')).map(|(k, _)| k) {
            names.push(key.to_owned());
        }
    }
    names
}

/// A value as the document writes it: strings bare, `null` as "none".
fn cell(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Null => "none".to_owned(),
        other => other.to_string(),
    }
}

fn header(first: &str) -> String {
    let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
    format!("| {first} | {} |", names.join(" | "))
}

/// The table with this first header cell, generated from the presets, for `names`.
fn expected_table(first: &str, names: &[String]) -> String {
    let presets = presets_as_json();
    let mut out = header(first) + "\n|---|" + &"---|".repeat(Preset::ALL.len()) + "\n";
    for name in names {
        let values: Vec<String> = presets.iter().map(|p| format!("`{}`", cell(&p[name]))).collect();
        out += &format!("| `{name}` | {} |\n", values.join(" | "));
    }
    out
}

/// The rows of the document's table whose header starts with `first`: option to its cells.
fn table_in_document(doc: &str, first: &str) -> BTreeMap<String, Vec<String>> {
    let wanted = header(first);
    let mut lines = doc.lines().skip_while(|line| line.trim() != wanted);
    assert!(lines.next().is_some(), "docs/RULES.md has no table headed `{wanted}`");
    let split = |line: &str| -> Vec<String> {
        line.trim().trim_matches('|').split('|').map(|c| c.trim().trim_matches('`').to_owned()).collect()
    };
    lines
        .skip(1) // the |---| line
        .take_while(|line| line.trim_start().starts_with('|'))
        .map(|line| {
            let mut cells = split(line);
            let name = cells.remove(0);
            (name, cells)
        })
        .collect()
}

fn assert_table(first: &str, names: &[String]) {
    let doc = document();
    let found = table_in_document(&doc, first);
    let presets = presets_as_json();
    let expected: BTreeMap<String, Vec<String>> =
        names.iter().map(|name| (name.clone(), presets.iter().map(|p| cell(&p[name])).collect())).collect();
    assert!(
        found == expected,
        "the table `{}` in docs/RULES.md is not what the code says; it should read:\n\n{}",
        header(first),
        expected_table(first, names)
    );
}

#[test]
fn the_options_table_shows_every_option_with_each_presets_value() {
    let names = option_names();
    assert_eq!(names.len(), presets_as_json()[0].len(), "every field is a scalar");
    assert_table(ALL_OPTIONS, &names);
}

#[test]
fn the_differences_table_shows_exactly_the_options_some_preset_changes() {
    let presets = presets_as_json();
    let differing: Vec<String> = option_names()
        .into_iter()
        .filter(|name| name != "preset" && presets.iter().any(|p| p[name] != presets[0][name]))
        .collect();
    assert_table(DIFFERENCES, &differing);
}

/// An option's binding name: Kotlin and Swift spell fields in lower camel case.
fn camel_case(name: &str) -> String {
    let mut out = String::new();
    for (i, word) in name.split('_').enumerate() {
        let mut chars = word.chars();
        match (i, chars.next()) {
            (0, Some(first)) => out.push(first),
            (_, Some(first)) => out.push(first.to_ascii_uppercase()),
            (_, None) => {}
        }
        out.extend(chars);
    }
    out
}

/// The JSON names of every value of an enum option. The `match` without a wildcard stops this
/// test compiling when a value is added, so the list (and the document) cannot miss it.
macro_rules! every_value {
    ($option:literal, $enum:ident: $($value:ident),+) => {{
        let _exhaustive = |value: $enum| match value { $($enum::$value)|+ => () };
        ($option, vec![$(cell(&serde_json::to_value($enum::$value).unwrap())),+])
    }};
}

#[test]
fn every_option_has_a_section_with_its_binding_name_and_every_value() {
    let doc = document();
    let enums = [
        every_value!("preset", Preset: Standard, Online, Guide, Katlamali, Duz),
        every_value!("variant", Variant: Okey101, Duz),
        every_value!("one_colour_win", OneColourWin: Plain, Doubles, RedOrBlackDoubles),
        every_value!("starter", Starter: AfterDealer, Dealer),
        every_value!("false_joker_indicator", FalseJokerIndicator: Redraw, RiskRound),
        every_value!("late_pairs", LatePairs: Never, AfterAnotherPairsOpening),
        every_value!("multipliers", Multipliers: Stack, AtMostTwo, None),
        every_value!("okey_in_hand", OkeyInHand: CountsInValue, FlatPenalty),
        every_value!("stock_exhausted", StockExhausted: NoScoreOkeyPenalty, NoScore, ScoreHands),
    ];
    let mut problems = Vec::new();
    for name in option_names() {
        let heading = format!("### `{name}`");
        let Some(start) = doc.find(&format!("\n{heading}")) else {
            problems.push(format!("no section `{heading}`"));
            continue;
        };
        let body = &doc[start + 1 + heading.len()..];
        let section = &body[..body.find("\n#").unwrap_or(body.len())];
        let camel = camel_case(&name);
        if camel != name && !section.contains(&format!("`{camel}`")) {
            problems.push(format!("section `{name}` does not give the binding name `{camel}`"));
        }
        for value in enums.iter().filter(|(option, _)| *option == name).flat_map(|(_, values)| values) {
            if !section.contains(&format!("`{value}`")) {
                problems.push(format!("section `{name}` does not describe the value `{value}`"));
            }
        }
    }
    assert!(problems.is_empty(), "docs/RULES.md: {}", problems.join("; "));
}
