//! `okey replay`: checks a saved game, a session save or a text record by replaying it, and
//! prints its events and scores.

use crate::Failure;
use crate::text::{EventWriter, PenaltyLog, numbered_seats, score_sheet, seat_names};
use okey_core::record::{Record, RecordError};
use okey_core::scoring::DealResult;
use okey_core::{Event, Language, Rules, Session};
use serde::Serialize;
use std::path::Path;

/// What a replay found; `--json` prints it as is.
#[derive(Clone, Debug, Serialize)]
pub struct Replay {
    /// `okey-game`, `okey-session` or `okey-record`.
    pub kind: &'static str,
    pub preset: String,
    pub seed: u64,
    pub moves: usize,
    pub finished: bool,
    pub events: Vec<Event>,
    pub deals: Vec<DealResult>,
    pub totals: Vec<i32>,
    #[serde(skip)]
    names: Vec<String>,
    #[serde(skip)]
    rules: Rules,
}

/// Reads and replays the file at `path`.
pub fn replay_file(path: &Path, language: Language) -> Result<Replay, Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        Failure::input(match language {
            Language::English => format!("cannot read {}: {e}", path.display()),
            Language::Turkish => format!("{} okunamıyor: {e}", path.display()),
        })
    })?;
    replay_text(&text, language).map_err(|message| Failure::input(format!("{}: {message}", path.display())))
}

/// Replays a file's contents, telling the three kinds apart by their first characters; seats
/// are named and a damaged file explained in `language` (a JSON parser's own words stay English).
pub fn replay_text(text: &str, language: Language) -> Result<Replay, String> {
    let trimmed = text.trim_start();
    let (kind, record, names) = if trimmed.starts_with('{') {
        if trimmed.contains("\"okey-session\"") {
            let session = Session::from_json(text).map_err(|e| match e {
                okey_core::session::SessionError::Record(e) => json_problem::<SavedSession>(text, e, language),
                e => e.message(language),
            })?;
            ("okey-session", session.record().clone(), seat_names(session.seats(), language))
        } else {
            let record = Record::from_json(text).map_err(|e| json_problem::<Record>(text, e, language))?;
            let players = usize::from(record.rules.players);
            ("okey-game", record, numbered_seats(players, language))
        }
    } else {
        let record = Record::from_text(text).map_err(|e| e.message(language))?;
        let players = usize::from(record.rules.players);
        ("okey-record", record, numbered_seats(players, language))
    };
    let (recorder, events) = record.replay_with_events().map_err(|e| e.message(language))?;
    let game = recorder.game();
    Ok(Replay {
        kind,
        preset: record.rules.preset.name().to_owned(),
        seed: record.seed,
        moves: record.moves.len(),
        finished: game.is_over(),
        events,
        deals: game.results().to_vec(),
        totals: game.totals().to_vec(),
        names,
        rules: record.rules.clone(),
    })
}

/// A session save as far as replaying it goes: the game record inside.
#[derive(serde::Deserialize)]
struct SavedSession {
    // Read only to find where a file is wrong.
    #[allow(dead_code)]
    game: Record,
}

/// Says where a JSON save is wrong. The engine reads a save in two steps (its format and
/// version, then the rest), and an error in the second step knows neither line nor field; read
/// again as `T`, the file names the field (`moves[3].action.discard.tile`) and where it is.
fn json_problem<T: serde::de::DeserializeOwned>(text: &str, error: RecordError, language: Language) -> String {
    if !matches!(error, RecordError::Json { line: 0, .. }) {
        return error.message(language);
    }
    let mut reader = serde_json::Deserializer::from_str(text);
    match serde_path_to_error::deserialize::<_, T>(&mut reader) {
        Err(located) => {
            let inner = located.inner();
            let message = inner.to_string();
            // serde_json ends its message with the place; the field goes before it.
            let what = message.split(" at line ").next().unwrap_or(&message);
            let (path, line, column) = (located.path(), inner.line(), inner.column());
            match language {
                Language::English => format!("field `{path}` at line {line}, column {column}: {what}"),
                Language::Turkish => format!("`{path}` alanı (satır {line}, sütun {column}): {what}"),
            }
        }
        Ok(_) => error.message(language),
    }
}

/// The replay as the text `okey replay` prints: one line per event, then the score sheet.
pub fn replay_report(replay: &Replay, language: Language) -> String {
    let mut writer = EventWriter::new(replay.names.clone(), &replay.rules, language);
    let (kind, preset, seed, moves) = (replay.kind, &replay.preset, replay.seed, replay.moves);
    let mut out = match language {
        Language::English => format!("{kind} ({preset} rules, seed {seed}): {moves} moves, all legal\n\n"),
        Language::Turkish => {
            format!("{kind} ({preset} kuralları, tohum {seed}): {moves} hamle, hepsi kurallara uygun\n\n")
        }
    };
    for line in replay.events.iter().filter_map(|e| writer.line(e)) {
        out.push_str(&line);
        out.push('\n');
    }
    out.push('\n');
    let penalties = PenaltyLog::from_events(&replay.events);
    out.push_str(&score_sheet(&replay.deals, &replay.names, &replay.rules, &penalties, language));
    if !replay.finished {
        out.push_str(language.pick("(the game is not finished)\n", "(oyun bitmedi)\n"));
    }
    out
}
