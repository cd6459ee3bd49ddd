//! `okey solve`: the best melds of a hand, its opening value, its pairs and both rack layouts.

use crate::Failure;
use crate::args::SolveArgs;
use okey_core::meld::{Meld, MeldKind, MeldRules};
use okey_core::notation::parse_print;
use okey_core::solver::{self, Arrangement, Layout};
use okey_core::tile::{Okey, Print};
use okey_core::wording::{meld_kind, notation_reason};
use okey_core::{Language, Preset, Rules};
use serde::Serialize;

/// Everything `okey solve` prints; `--json` prints it as is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solution {
    pub tiles: Vec<String>,
    pub okey: String,
    /// The most a sets-and-runs opening of this hand is worth.
    pub opening_value: u32,
    pub opening_threshold: u32,
    pub melds: Vec<MeldOut>,
    pub leftover: Vec<String>,
    /// The most pairs, okeys partnering the most valuable single tiles.
    pub pairs: Vec<Vec<String>>,
    pub pairs_threshold: u8,
    pub arrange: Layouts,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MeldOut {
    /// `set`, `run` or `pair`, whatever the language of the text.
    pub kind: &'static str,
    #[serde(skip)]
    pub meld_kind: MeldKind,
    pub tiles: Vec<String>,
    /// What each tile plays as (an okey's stand-in face).
    pub faces: Vec<String>,
    pub value: u32,
}

/// The rack as "Seri diz" and "Çift diz" would order it, meld by meld, leftovers last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Layouts {
    pub runs_and_sets: Vec<Vec<String>>,
    pub pairs: Vec<Vec<String>>,
}

fn names<T: ToString>(items: &[T]) -> Vec<String> {
    items.iter().map(ToString::to_string).collect()
}

fn layout_groups(arrangement: &Arrangement) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = arrangement.melds.iter().map(|m| names(m.tiles())).collect();
    if !arrangement.leftover.is_empty() {
        groups.push(names(&arrangement.leftover));
    }
    groups
}

fn meld_out(meld: &Meld) -> MeldOut {
    MeldOut {
        kind: meld_kind(Language::English, meld.kind()),
        meld_kind: meld.kind(),
        tiles: names(meld.tiles()),
        faces: names(meld.faces()),
        value: meld.value(),
    }
}

/// Reads the okey from `--okey` or `--indicator`.
fn okey(args: &SolveArgs, language: Language) -> Result<Okey, Failure> {
    let (text, from_indicator) = match (&args.okey, &args.indicator) {
        (Some(okey), _) => (okey, false),
        (None, Some(indicator)) => (indicator, true),
        (None, None) => {
            return Err(Failure::input(language.pick(
                "say which tile is wild: --okey K5, or --indicator K4",
                "okeyin hangi taş olduğunu söyleyin: --okey K5 ya da --indicator K4",
            )));
        }
    };
    match parse_print(text) {
        Ok(Print::Numbered(face)) if from_indicator => Ok(Okey::from_indicator(face)),
        Ok(Print::Numbered(face)) => Ok(Okey::from_face(face)),
        Ok(Print::FalseJoker) => Err(Failure::input(language.pick(
            "the okey is a numbered face such as K5, not the false joker",
            "okey K5 gibi sayılı bir taştır, sahte okey olamaz",
        ))),
        Err(reason) => {
            let reason = notation_reason(reason, language);
            Err(Failure::input(match language {
                Language::English => format!("bad okey `{text}`: {reason}"),
                Language::Turkish => format!("`{text}` okey olamaz: {reason}"),
            }))
        }
    }
}

/// Solves the hand described by `args`, explaining bad input in English.
pub fn solve(args: &SolveArgs) -> Result<Solution, Failure> {
    solve_in(args, Language::English)
}

/// Solves the hand described by `args`, explaining bad input in `language`.
pub fn solve_in(args: &SolveArgs, language: Language) -> Result<Solution, Failure> {
    let okey = okey(args, language)?;
    let hand = okey_core::hand::parse(&args.tiles).map_err(|e| {
        Failure::input(format!("{}: {}", language.pick("bad hand", "geçersiz el"), e.message(language)))
    })?;
    if hand.is_empty() {
        return Err(Failure::input(language.pick("the hand is empty", "el boş")));
    }
    let rules = Rules::preset(Preset::Standard);
    let meld_rules = MeldRules::okey101(okey, rules.joker_pairs);
    let best = solver::best_melds(&hand, meld_rules, None)
        .unwrap_or_else(|| Arrangement { melds: Vec::new(), leftover: hand.clone() });
    let pairs = solver::best_pairs(&hand, meld_rules, None).map(|a| a.melds).unwrap_or_default();
    Ok(Solution {
        tiles: names(&hand),
        okey: okey.face().to_string(),
        opening_value: best.value(),
        opening_threshold: u32::from(rules.opening_threshold),
        melds: best.melds.iter().map(meld_out).collect(),
        leftover: names(&best.leftover),
        pairs: pairs.iter().map(|p| names(p.tiles())).collect(),
        pairs_threshold: rules.pairs_threshold,
        arrange: Layouts {
            runs_and_sets: layout_groups(&solver::arrange(&hand, meld_rules, Layout::RunsAndSets)),
            pairs: layout_groups(&solver::arrange(&hand, meld_rules, Layout::Pairs)),
        },
    })
}

/// The solution as the text `okey solve` prints.
pub fn solution_text(solution: &Solution, language: Language) -> String {
    let mut out = String::new();
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    let en = language == Language::English;
    let verdict = |enough: bool| match (enough, language) {
        (true, Language::English) => "enough",
        (false, Language::English) => "not enough",
        (true, Language::Turkish) => "yeter",
        (false, Language::Turkish) => "yetmez",
    };
    let (count, tiles) = (solution.tiles.len(), solution.tiles.join(" "));
    line(if en { format!("Hand ({count} tiles): {tiles}") } else { format!("El ({count} taş): {tiles}") });
    line(format!("Okey: {}", solution.okey));
    line(String::new());
    let (value, threshold) = (solution.opening_value, solution.opening_threshold);
    let enough = verdict(value >= threshold);
    line(if en {
        format!("Best melds: {value} points, {enough} to open ({threshold} needed)")
    } else {
        format!("En iyi perler: {value} puan, açmaya {enough} ({threshold} gerekir)")
    });
    for meld in &solution.melds {
        let faces = match (meld.faces == meld.tiles, language) {
            (true, _) => String::new(),
            (false, Language::English) => format!("  as {}", meld.faces.join(" ")),
            (false, Language::Turkish) => format!("  sayılan: {}", meld.faces.join(" ")),
        };
        let (kind, tiles, value) = (meld_kind(language, meld.meld_kind), meld.tiles.join(" "), meld.value);
        line(if en {
            format!("  {kind:<4} {tiles:<20} {value:>3}{faces}")
        } else {
            format!("  {kind:<15} {tiles:<20} {value:>3}{faces}")
        });
    }
    let leftover = if solution.leftover.is_empty() {
        language.pick("nothing", "yok").to_owned()
    } else {
        solution.leftover.join(" ")
    };
    line(format!("  {}: {leftover}", language.pick("left over", "artan")));
    line(String::new());
    let (pairs, needed) = (solution.pairs.len(), solution.pairs_threshold);
    let enough = verdict(pairs >= usize::from(needed));
    line(if en {
        format!("Pairs: {pairs}, {enough} to open ({needed} needed)")
    } else {
        format!("Çiftler: {pairs}, açmaya {enough} ({needed} gerekir)")
    });
    if !solution.pairs.is_empty() {
        line(format!("  {}", solution.pairs.iter().map(|p| p.join(" ")).collect::<Vec<_>>().join(" | ")));
    }
    line(String::new());
    let groups = |groups: &[Vec<String>]| groups.iter().map(|g| g.join(" ")).collect::<Vec<_>>().join(" | ");
    let (runs, pairs) = (groups(&solution.arrange.runs_and_sets), groups(&solution.arrange.pairs));
    if en {
        line(format!("Arranged, runs and sets: {runs}"));
        line(format!("Arranged, pairs:         {pairs}"));
    } else {
        line(format!("Seri diz: {runs}"));
        line(format!("Çift diz: {pairs}"));
    }
    out
}
