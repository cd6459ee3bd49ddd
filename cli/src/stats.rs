//! `okey stats`: the player's statistics, kept in `stats.json` beside the saved game (the app
//! core records each finished game there, as `okey play` ends it).

use crate::Failure;
use okey_app::files::{self, DirStorage, Loaded, STATS_FILE};
use okey_core::Language;
use okey_core::bot::Level;
use okey_core::rules::Variant;
use okey_core::stats::{Statistics, Tally};
use serde::Serialize;
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// Where the statistics are on disk, beside the saved game.
pub fn stats_path(storage: &DirStorage) -> PathBuf {
    storage.path(STATS_FILE)
}

/// Reads the statistics beside the saved game; a missing file is no games yet. A file that
/// fails to load in any way is set aside (as `stats.json.damaged-1`, or the next free number)
/// and is an input error (exit code 1) that says so.
pub fn load(storage: &DirStorage, language: Language) -> Result<Statistics, Failure> {
    match files::load(storage, STATS_FILE, Statistics::from_json) {
        Loaded::Missing => Ok(Statistics::new()),
        Loaded::Found(stats) => Ok(stats),
        Loaded::SetAside { kept_as, reason } => {
            Err(Failure::input(files::set_aside_notice(&path_text(storage), &kept_as, &reason, language)))
        }
        Loaded::Stuck { reason, error } => {
            Err(Failure::input(files::stuck_notice(&path_text(storage), &reason, &error, language)))
        }
    }
}

fn path_text(storage: &DirStorage) -> String {
    stats_path(storage).display().to_string()
}

/// One line of the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Row {
    pub name: String,
    #[serde(flatten)]
    pub tally: Tally,
    pub average_deal_score: Option<f64>,
}

impl Row {
    fn new(name: impl Into<String>, tally: Tally) -> Row {
        Row { name: name.into(), average_deal_score: tally.average_deal_score(), tally }
    }
}

/// One game's figures: all of them, then per preset and per opponent level.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct VariantReport {
    pub total: Row,
    pub by_preset: Vec<Row>,
    pub by_opponents: Vec<Row>,
}

/// What `okey stats` prints.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StatsReport {
    pub file: PathBuf,
    pub games: usize,
    pub okey_101: VariantReport,
    pub duz: VariantReport,
}

pub fn report(path: &Path, stats: &Statistics) -> StatsReport {
    let variant = |variant: Variant| VariantReport {
        total: Row::new("all", stats.total(variant)),
        by_preset: stats.by_preset(variant).into_iter().map(|(preset, t)| Row::new(preset.name(), t)).collect(),
        by_opponents: stats
            .by_opponents(variant)
            .into_iter()
            .map(|(level, t)| Row::new(format!("vs {}", level.map_or("people", Level::name)), t))
            .collect(),
    };
    StatsReport {
        file: path.to_path_buf(),
        games: stats.games(),
        okey_101: variant(Variant::Okey101),
        duz: variant(Variant::Duz),
    }
}

/// The table for people.
pub fn report_text(report: &StatsReport, language: Language) -> String {
    let (file, games) = (report.file.display(), report.games);
    let mut out = match language {
        Language::English => format!("Statistics in {file}: {games} games.\n"),
        Language::Turkish => format!("İstatistikler ({file}): {games} oyun.\n"),
    };
    for (title, score, part) in [
        ("Okey 101", language.pick("deal scores, lower is better", "el puanları, düşük olan iyi"), &report.okey_101),
        ("Düz Okey", language.pick("points lost, lower is better", "kaybedilen puan, düşük olan iyi"), &report.duz),
    ] {
        if part.total.tally.games == 0 {
            continue;
        }
        let [games, won, deals, average, best, openings, penalties] = match language {
            Language::English => ["games", "won", "deals", "avg deal", "best", "openings", "penalties"],
            Language::Turkish => ["oyun", "kazandı", "el", "el ort.", "en iyi", "açış", "ceza"],
        };
        let _ = write!(
            out,
            "\n{title} ({score})\n{:<16} {games:>5} {won:>5} {deals:>6} {average:>9} {best:>6} {openings:>8} {penalties:>9}\n",
            ""
        );
        for row in std::iter::once(&part.total).chain(&part.by_preset).chain(&part.by_opponents) {
            let t = &row.tally;
            let average = row.average_deal_score.map_or("-".to_owned(), |a| format!("{a:.1}"));
            let best = t.best_game.map_or("-".to_owned(), |b| b.to_string());
            let _ = writeln!(
                out,
                "{:<16} {:>5} {:>5} {:>6} {:>9} {:>6} {:>8} {:>9}",
                row_name(&row.name, language),
                t.games,
                t.games_won,
                t.deals,
                average,
                best,
                t.openings,
                t.penalties
            );
        }
    }
    if report.games == 0 {
        out.push_str(language.pick(
            "Finish a game with `okey play` to start counting.\n",
            "Saymaya başlamak için `okey play` ile bir oyun bitirin.\n",
        ));
    }
    out
}

/// A row's name as the table shows it: the JSON keeps the English one (`all`, `vs easy`).
fn row_name(name: &str, language: Language) -> String {
    match (language, name.strip_prefix("vs ")) {
        (Language::English, _) => name.to_owned(),
        (Language::Turkish, Some("people")) => "rakip: insan".to_owned(),
        (Language::Turkish, Some(level)) => format!("rakip: {level}"),
        (Language::Turkish, None) if name == "all" => "hepsi".to_owned(),
        (Language::Turkish, None) => name.to_owned(),
    }
}
