//! `okey rules`: the rules of a preset or a rules file in plain words, with the glossary.

use crate::Failure;
pub use crate::args::RulesArgs;
use okey_core::Language;
use okey_core::rules::{Preset, Rules};
use okey_core::rules_text::{self, GlossaryEntry, RulesDescription};
use serde::Serialize;
use std::fmt::Write;

/// Everything `okey rules` prints; `--json` prints it as is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulesReport {
    pub language: Language,
    pub rules: Rules,
    pub description: RulesDescription,
    pub glossary: Vec<GlossaryEntry>,
}

/// The rules the arguments name, described in `language`.
pub fn run(args: &RulesArgs, language: Language) -> Result<RulesReport, Failure> {
    let rules = match &args.rules {
        Some(path) => read_rules(path)?,
        None => Rules::preset(args.preset.map_or(Preset::Standard, Preset::from)),
    };
    Ok(report(&rules, language))
}

pub fn report(rules: &Rules, language: Language) -> RulesReport {
    RulesReport {
        language,
        rules: rules.clone(),
        description: rules_text::describe(rules, language),
        glossary: rules_text::glossary(language),
    }
}

/// Reads and validates a rules file; every problem is reported, with the field when the JSON is
/// wrong.
fn read_rules(path: &std::path::Path) -> Result<Rules, Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    let mut reader = serde_json::Deserializer::from_str(&text);
    let rules: Rules = serde_path_to_error::deserialize(&mut reader)
        .map_err(|e| Failure::input(format!("{}: field `{}`: {}", path.display(), e.path(), e.inner())))?;
    rules.validate().map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    Ok(rules)
}

/// The width text is wrapped to.
const WIDTH: usize = 96;

/// The report as a person reads it: the title, each section's items as bullets, the glossary.
pub fn report_text(report: &RulesReport) -> String {
    let mut out = String::new();
    let title = &report.description.title;
    let _ = writeln!(out, "{title}\n{}", "=".repeat(title.chars().count()));
    for section in &report.description.sections {
        let _ = writeln!(out, "\n{}", section.title);
        for item in &section.items {
            wrap_into(&mut out, item, "  - ", "    ");
        }
    }
    let _ = writeln!(out, "\n{}", report.language.pick("Glossary", "Terimler"));
    for entry in &report.glossary {
        wrap_into(&mut out, &format!("{}: {}", entry.term, entry.meaning), "  - ", "    ");
    }
    out
}

/// Appends `text` wrapped at [`WIDTH`], its first line after `first`, the others after `rest`.
fn wrap_into(out: &mut String, text: &str, first: &str, rest: &str) {
    let mut line = first.to_owned();
    let mut empty = true;
    for word in text.split_whitespace() {
        if !empty && line.chars().count() + 1 + word.chars().count() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line = rest.to_owned();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out.push_str(&line);
    out.push('\n');
}
