//! Saved files from untrusted text: an error names the field with its line and column, quotes
//! little of what it found, and a file of absurd size in one list is refused at the item past
//! its bound, without reading (or allocating for) the rest.

use okey_core::bot::Level;
use okey_core::hand::MAX_HAND_TILES;
use okey_core::record::{MAX_MOVES, Record, RecordError};
use okey_core::saved::QUOTE_CHARS;
use okey_core::session::SessionError;
use okey_core::stats::{RECENT_GAMES, Statistics};
use okey_core::{Language, Phase, Preset, Rules, SeatKind, Session};
use serde_json::{Value, json};

/// A session save a few deals in, as JSON.
fn mid_game() -> Value {
    let seats =
        vec![SeatKind::Human, SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy), SeatKind::Bot(Level::Easy)];
    let (mut session, _) = Session::new(Rules::preset(Preset::Standard), 11, seats).unwrap();
    while session.record().moves.len() < 80 {
        session.run_bots();
        let seat = if session.game().phase() == Phase::DealOver { 0 } else { session.game().turn() };
        let action = session.hint(seat).unwrap().action;
        session.apply(seat, &action).unwrap();
    }
    serde_json::from_str(&session.to_json()).unwrap()
}

fn session_error(save: &Value) -> String {
    let text = serde_json::to_string_pretty(save).unwrap();
    match Session::from_json(&text) {
        Err(SessionError::Record(RecordError::Json(error))) => error.to_string(),
        other => panic!("{:?}", other.map(|s| s.record().moves.len())),
    }
}

/// The line and column of `needle`'s first occurrence in `text`, counted from 1.
fn place_of(text: &str, needle: &str) -> (usize, usize) {
    let at = text.find(needle).unwrap();
    let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
    (text[..at].matches('\n').count() + 1, at - line_start + 1)
}

#[test]
fn a_number_out_of_range_is_named_by_its_field_line_and_column() {
    let mut save = mid_game();
    let moves = save["game"]["moves"].as_array_mut().unwrap();
    let index = moves.iter().position(|m| m["action"]["type"] == "discard").unwrap();
    moves[index]["action"]["tile"] = json!(300);
    let text = serde_json::to_string_pretty(&save).unwrap();
    // The parser stands on the number's last digit.
    let (line, column) = place_of(&text, "300");
    let column = column + 2;
    let expected = format!(
        "field `game.moves[{index}].action.tile` at line {line}, column {column}: invalid value: integer `300`, expected u8"
    );
    assert_eq!(session_error(&save), expected);
    // The game record alone says the same of its own path, in both languages.
    let record = serde_json::to_string_pretty(&save["game"]).unwrap();
    let error = Record::from_json(&record).unwrap_err();
    let (line, column) = place_of(&record, "300");
    let column = column + 2;
    assert!(
        error.to_string().starts_with(&format!("field `moves[{index}].action.tile` at line {line}, column {column}:"))
    );
    let turkish = format!("`moves[{index}].action.tile` alanı (satır {line}, sütun {column}):");
    assert!(error.message(Language::Turkish).starts_with(&turkish), "{}", error.message(Language::Turkish));
    assert_eq!(error.code(), "record_json");
}

#[test]
fn text_that_is_not_json_says_where_it_breaks() {
    let error = Session::from_json("{\"format\": \"okey-session\",\n  \"version\": 1,\n  oops}").unwrap_err();
    assert_eq!(error.to_string(), "not valid JSON at line 3, column 3: key must be a string");
    assert_eq!(error.message(Language::Turkish), "geçerli bir JSON değil (satır 3, sütun 3): key must be a string");
    let trailing = format!("{} x", serde_json::to_string(&mid_game()).unwrap());
    assert!(Session::from_json(&trailing).unwrap_err().to_string().contains("trailing characters"));
}

#[test]
fn a_lay_of_millions_of_melds_is_refused_at_the_one_past_a_hand() {
    let mut save = mid_game();
    let melds: Vec<Value> = (0..200_000).map(|_| json!({"tiles": [0, 1, 2]})).collect();
    let moves = save["game"]["moves"].as_array_mut().unwrap();
    moves.truncate(40);
    moves.push(json!({"seat": 1, "action": {"type": "lay", "melds": melds}}));
    let error = session_error(&save);
    assert!(error.starts_with("field `game.moves[40].action.melds` at line "), "{error}");
    assert!(
        error.ends_with("more tiles laid at once than a hand holds (at most 23: a rack of 22 and a taken discard)"),
        "{error}"
    );
    // The eighth meld of three tiles is the one past 23: the parser stopped after it, on the
    // line where the ninth begins (each meld takes seven lines).
    let text = serde_json::to_string_pretty(&save).unwrap();
    let absurd = text.rfind("\"melds\"").unwrap();
    let ninth = place_of(&text[absurd..], "\"melds\"").0 + text[..absurd].matches('\n').count() + 8 * 7 + 1;
    assert!(error.contains(&format!("at line {ninth}, column ")), "{error}");
    assert_eq!(MAX_HAND_TILES / 3, 7);
}

#[test]
fn more_moves_than_any_game_are_refused_at_the_first_one_too_many() {
    let mut save = mid_game();
    let moves = save["game"]["moves"].as_array().unwrap().clone();
    let repeated: Vec<Value> = moves.iter().cycle().take(MAX_MOVES + 1000).cloned().collect();
    save["game"]["moves"] = Value::Array(repeated);
    let text = serde_json::to_string(&save).unwrap();
    let error = Session::from_json(&text).unwrap_err().to_string();
    assert!(error.starts_with("field `game.moves` at line 1, column "), "{error}");
    assert!(error.ends_with(&format!("more than {MAX_MOVES} moves")), "{error}");
}

#[test]
fn a_long_value_is_quoted_clipped() {
    let long = "q".repeat(100_000);
    let mut save = mid_game();
    save["seats"][1] = json!({"bot": long});
    let error = session_error(&save);
    assert!(error.contains(&format!("unknown variant `{}…`", "q".repeat(QUOTE_CHARS))), "{error}");
    assert!(error.len() < 300, "{error}");
    save["game"]["format"] = json!(long);
    let text = serde_json::to_string(&save).unwrap();
    let error = Session::from_json(&text).unwrap_err().to_string();
    assert!(error.len() < 100, "{error}");
    let record = format!("okey-record 2\nrules: standard\nseed: 1\n1 {long}\n");
    let error = Record::from_text(&record).unwrap_err().to_string();
    assert!(error.len() < 100, "{error}");
    let lay = format!("okey-record 2\nrules: standard\nseed: 1\n1 lay {}\n", "R1 R2 R3 | ".repeat(100_000));
    let error = Record::from_text(&lay).unwrap_err().to_string();
    assert_eq!(
        error,
        "line 4: more tiles laid at once than a hand holds (at most 23: a rack of 22 and a taken discard)"
    );
}

/// A statistics file of `games` games (Okey 101 Standard against Easy, one deal each) that lists
/// `ids` game ids.
fn statistics(games: u32, ids: usize) -> String {
    let group = json!({
        "variant": "okey101", "preset": "standard", "opponents": "easy", "games": games, "games_won": 0,
        "deals": games, "deals_won": 0, "deal_score_sum": 0, "best_game": 0, "openings": 0,
        "pairs_openings": 0, "penalties": 0, "penalty_points": 0,
    });
    let recorded: Vec<String> = (0..ids).map(|n| format!("{:016x}", n + 1)).collect();
    json!({"format": "okey-statistics", "version": 1, "groups": [group], "recorded": recorded}).to_string()
}

#[test]
fn statistics_keep_the_latest_game_ids_only() {
    let many = 3 * RECENT_GAMES as u32;
    // A file written before ids were capped lists every game; it reads, and is written capped.
    let stats = Statistics::from_json(&statistics(many, many as usize)).unwrap();
    assert_eq!(stats.games(), many as usize);
    let written: Value = serde_json::from_str(&stats.to_json()).unwrap();
    let listed = written["recorded"].as_array().unwrap();
    assert_eq!(listed.len(), RECENT_GAMES);
    assert_eq!(listed.last().unwrap(), &json!(format!("{many:016x}")), "the latest are kept");
    assert_eq!(Statistics::from_json(&stats.to_json()).unwrap(), stats);
    // Fewer ids than games is damaged unless they are the capped latest.
    assert_eq!(Statistics::from_json(&statistics(many, RECENT_GAMES - 1)).unwrap_err().code(), "stats_damaged");
    assert_eq!(Statistics::from_json(&statistics(10, 9)).unwrap_err().code(), "stats_damaged");
    let long_id = statistics(1, 1).replace("0000000000000001", &"f".repeat(100_000));
    let error = Statistics::from_json(&long_id).unwrap_err();
    assert_eq!(error.code(), "stats_damaged");
    assert!(error.to_string().len() < 120, "{error}");
}

#[test]
fn a_statistics_error_names_its_field() {
    let text = statistics(1, 1).replace("\"deals\":1", "\"deals\":-1");
    let error = Statistics::from_json(&text).unwrap_err().to_string();
    assert!(error.starts_with("field `groups[0].deals` at line 1, column "), "{error}");
    let mut file: Value = serde_json::from_str(&statistics(1, 1)).unwrap();
    let group = file["groups"][0].clone();
    file["groups"] = Value::Array(vec![group; 100_000]);
    let error = Statistics::from_json(&file.to_string()).unwrap_err().to_string();
    assert!(error.starts_with("field `groups` at line 1, column "), "{error}");
    assert!(error.ends_with("more than 60 groups"), "{error}");
}
