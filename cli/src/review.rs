//! `okey review`: a seat's mistakes in a saved game or record (Okey 101 or Düz Okey), the clear
//! mistakes first and then the costliest, each judged against the Hard bot from that seat's
//! view (see `okey_core::review`).

use crate::Failure;
pub use crate::args::ReviewArgs;
use okey_app::table::LoadedGame;
use okey_core::record::{Record, action_text};
use okey_core::review::{MistakeKind, Review, review_record};
use okey_core::{Action, Language, SeatKind};
use serde::Serialize;
use std::path::Path;

/// One reviewed turn, as `--json` prints it: numbers from 1, moves in the record notation.
#[derive(Clone, Debug, Serialize)]
pub struct ReportItem {
    pub rank: usize,
    pub deal: u32,
    pub turn: u32,
    pub move_index: usize,
    pub points: i32,
    pub kind: MistakeKind,
    pub code: &'static str,
    pub made: String,
    pub better: String,
    /// The moves in words, in the report's language ("desteden çek; kırmızı 7'yi at").
    pub made_words: String,
    pub better_words: String,
    /// A mistake plain from the seat's view, listed before every other item.
    pub clear: bool,
    pub text: String,
    pub position: String,
}

/// What `okey review` found.
#[derive(Clone, Debug, Serialize)]
pub struct ReviewReport {
    /// The seat reviewed, from 1.
    pub seat: usize,
    pub language: &'static str,
    pub preset: String,
    pub seed: u64,
    pub turns: usize,
    pub agreed: usize,
    pub items: Vec<ReportItem>,
}

/// Reads the file at `args.file` and reviews the seat asked for, in `language`.
pub fn run(args: &ReviewArgs, language: Language) -> Result<ReviewReport, Failure> {
    let text = std::fs::read_to_string(&args.file)
        .map_err(|e| Failure::input(format!("cannot read {}: {e}", args.file.display())))?;
    review_text(&text, args.seat, language).map_err(|message| at(&args.file, message))
}

fn at(path: &Path, message: String) -> Failure {
    Failure::input(format!("{}: {message}", path.display()))
}

/// Reviews a file's contents: a session save, a JSON game, or a text record. `seat` is from 1.
pub fn review_text(text: &str, seat: Option<usize>, language: Language) -> Result<ReviewReport, String> {
    let (record, person) = load(text)?;
    let seat = match seat {
        Some(0) => return Err("seats are numbered from 1".to_owned()),
        Some(seat) => seat - 1,
        None => person.unwrap_or(0),
    };
    let review = review_record(&record, seat).map_err(|e| e.to_string())?;
    Ok(report(&record, &review, language))
}

/// The record in the file, and the first person's seat when the file is a session save.
fn load(text: &str) -> Result<(Record, Option<usize>), String> {
    let trimmed = text.trim_start();
    if !trimmed.starts_with('{') {
        return Record::from_text(text).map(|r| (r, None)).map_err(|e| e.to_string());
    }
    if trimmed.contains("\"okey-app-game\"") || trimmed.contains("\"okey-session\"") {
        // The app core's game file, or a session save (which it reads too).
        let session = LoadedGame::parse(text).map_err(|e| e.to_string())?.session;
        let person = session.seats().iter().position(|&kind| kind == SeatKind::Human);
        return Ok((session.record().clone(), person));
    }
    Record::from_json(text).map(|r| (r, None)).map_err(|e| e.to_string())
}

fn moves_text(actions: &[Action]) -> String {
    if actions.is_empty() {
        return "-".to_owned();
    }
    actions.iter().map(action_text).collect::<Vec<_>>().join("; ")
}

fn words(text: String) -> String {
    if text.is_empty() { "-".to_owned() } else { text }
}

fn report(record: &Record, review: &Review, language: Language) -> ReviewReport {
    let items = review
        .items
        .iter()
        .enumerate()
        .map(|(rank, item)| ReportItem {
            rank: rank + 1,
            deal: item.deal + 1,
            turn: item.turn,
            move_index: item.move_index,
            points: item.points,
            kind: item.kind.clone(),
            code: item.kind.code(),
            made: moves_text(&item.made),
            better: moves_text(&item.better),
            made_words: words(item.made_words(language)),
            better_words: words(item.better_words(language)),
            clear: item.kind.is_clear(),
            text: item.kind.describe(language),
            position: item.position.clone(),
        })
        .collect();
    ReviewReport {
        seat: review.seat + 1,
        language: language.code(),
        preset: record.rules.preset.name().to_owned(),
        seed: record.seed,
        turns: review.turns,
        agreed: review.agreed,
        items,
    }
}

/// The review as `okey review` prints it.
pub fn report_text(report: &ReviewReport) -> String {
    let tr = report.language == Language::Turkish.code();
    let pick = |en: &'static str, turkish: &'static str| if tr { turkish } else { en };
    let mut out = if tr {
        format!(
            "{}. oyuncunun değerlendirmesi ({} kuralları, tohum {}): {} tur, {} turda Hard ile aynı oynandı, {} hamleye bakılmalı\n",
            report.seat,
            report.preset,
            report.seed,
            report.turns,
            report.agreed,
            report.items.len()
        )
    } else {
        format!(
            "Review of seat {} ({} rules, seed {}): {} turns, {} played as Hard would, {} to look at\n",
            report.seat,
            report.preset,
            report.seed,
            report.turns,
            report.agreed,
            report.items.len()
        )
    };
    for item in &report.items {
        out.push('\n');
        out.push_str(&if tr {
            format!("{}. {}. el, {}. tur: yaklaşık {} sayı\n", item.rank, item.deal, item.turn, item.points)
        } else {
            let unit = if item.points == 1 { "point" } else { "points" };
            format!("{}. Deal {}, turn {}: about {} {unit}\n", item.rank, item.deal, item.turn, item.points)
        });
        out.push_str(&format!("   {}\n", item.text));
        out.push_str(&format!("   {}: {}\n", pick("Played", "Oynanan"), item.made_words));
        out.push_str(&format!("   {}: {}\n", pick("Better", "Daha iyisi"), item.better_words));
    }
    if report.items.is_empty() {
        out.push_str(pick(
            "\nNothing to look at: every turn was as good as Hard's.\n",
            "\nBakılacak bir şey yok: her tur Hard'ınki kadar iyiydi.\n",
        ));
    }
    out
}
