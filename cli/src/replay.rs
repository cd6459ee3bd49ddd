//! `okey replay`: checks a game file (`game.json`, as `okey play` and the apps write it), a
//! session save, a saved game or a text record by replaying it, and prints its events and
//! scores, and each deal's seed with its fingerprint, confirmed to give the deal that was played
//! (see `okey_core::deal_seed`).

pub mod report;

use crate::Failure;
use okey_app::files::{self, DirStorage};
use okey_app::table::LoadedGame;
use okey_core::record::Record;
use okey_core::scoring::DealResult;
use okey_core::{Event, Language, Rules, Session};
use report::{EventWriter, PenaltyLog, numbered_seats, score_sheet, seat_names};
use serde::Serialize;
use std::path::Path;

/// What a replay found; `--json` prints it as is.
#[derive(Clone, Debug, Serialize)]
pub struct Replay {
    /// `okey-app-game` (the game file `okey play` and the apps write), `okey-game`,
    /// `okey-session` or `okey-record`.
    pub kind: &'static str,
    pub preset: String,
    pub seed: u64,
    pub moves: usize,
    pub finished: bool,
    pub events: Vec<Event>,
    pub deals: Vec<DealResult>,
    pub totals: Vec<i32>,
    /// Every deal dealt, in order: its seed and fingerprint, and whether the deal played is the
    /// one that seed gives.
    pub deal_seeds: Vec<DealSeedCheck>,
    #[serde(skip)]
    names: Vec<String>,
    #[serde(skip)]
    rules: Rules,
}

/// One deal's seed as a replay checked it.
#[derive(Clone, Debug, Serialize)]
pub struct DealSeedCheck {
    /// `SEED-N`.
    pub seed: String,
    pub fingerprint: String,
    /// The deal, as dealt before its first move, is the one the seed gives.
    pub dealt_from_seed: bool,
}

fn deal_seeds(record: &Record) -> Vec<DealSeedCheck> {
    okey_core::deal_seed::check_record(record)
        .into_iter()
        .map(|(seed, dealt)| DealSeedCheck {
            seed: seed.to_string(),
            fingerprint: seed.fingerprint(),
            dealt_from_seed: dealt,
        })
        .collect()
}

/// Reads and replays the file at `path`. It is read as the apps read theirs (bounded, UTF-8,
/// see `okey_app::files`), but never set aside: it is the user's file, not the program's.
pub fn replay_file(path: &Path, language: Language) -> Result<Replay, Failure> {
    let failed = |message: String| Failure::input(format!("{}: {message}", path.display()));
    let name = path.file_name().and_then(|name| name.to_str());
    let dir = path.parent().filter(|dir| !dir.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let text = match name.map(|name| files::read_text(&DirStorage::new(dir), name)) {
        Some(Ok(Some(text))) => text,
        Some(Ok(None)) => return Err(failed(language.pick("no such file", "böyle bir dosya yok").to_owned())),
        Some(Err(reason)) => return Err(failed(reason.message(language))),
        None => return Err(failed(language.pick("not a file name", "bir dosya adı değil").to_owned())),
    };
    replay_text(&text, language).map_err(failed)
}

/// Replays a file's contents, telling the three kinds apart by their first characters; seats
/// are named and a damaged file explained in `language` (a JSON parser's own words stay English).
pub fn replay_text(text: &str, language: Language) -> Result<Replay, String> {
    let trimmed = text.trim_start();
    let (kind, record, names) = if trimmed.starts_with('{') {
        if trimmed.contains("\"okey-app-game\"") {
            // The game file the app core writes: the session save with the rack beside it.
            let session = LoadedGame::parse(text).map_err(|e| e.message(language))?.session;
            ("okey-app-game", session.record().clone(), seat_names(session.seats(), language))
        } else if trimmed.contains("\"okey-session\"") {
            let session = Session::from_json(text).map_err(|e| e.message(language))?;
            ("okey-session", session.record().clone(), seat_names(session.seats(), language))
        } else {
            let record = Record::from_json(text).map_err(|e| e.message(language))?;
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
        deal_seeds: deal_seeds(&record),
        names,
        rules: record.rules.clone(),
    })
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
    for (number, deal) in replay.deal_seeds.iter().enumerate() {
        let label = okey_app::words::deal_label(language, u32::try_from(number + 1).unwrap_or(u32::MAX));
        let check = okey_app::words::deal_seed(language, &deal.seed, &deal.fingerprint, deal.dealt_from_seed);
        out.push_str(&format!("{label}: {check}\n"));
    }
    if !replay.finished {
        out.push_str(language.pick("(the game is not finished)\n", "(oyun bitmedi)\n"));
    }
    out
}
