//! One move in one line, every kind of event in words: "Ayşe drew; discarded red 1",
//! "Kırmızı 5'i attın". The player's own moves speak to the player ("You drew red 3",
//! "Sarı 3'ü çektin").

use super::{Names, capitalised, meld_phrase, penalty_reason, tile_name, tiles_phrase};
use okey_core::action::{Event, OpenedWith};
use okey_core::game::Seat;
use okey_core::lang::Language;
use okey_core::meld::MeldKind;
use okey_core::wording::tile_accusative;

/// The events of one action as one line, or `None` when they say nothing worth showing (a
/// turn passing, a deal being dealt).
pub fn move_line(language: Language, names: &Names, events: &[Event]) -> Option<String> {
    let you = names.you().unwrap_or(usize::MAX);
    let mover = events.iter().find_map(actor)?;
    let phrases: Vec<String> = events.iter().filter_map(|e| phrase(language, you, e)).collect();
    if phrases.is_empty() {
        return None;
    }
    let line = phrases.join("; ");
    Some(match (language, mover == you) {
        (Language::English, true) => format!("You {line}"),
        (Language::English, false) => format!("{} {line}", names.of(language, mover)),
        (Language::Turkish, true) => capitalised(language, &line),
        (Language::Turkish, false) => format!("{} {line}", names.of(language, mover)),
    })
}

/// Who made the move the event belongs to.
fn actor(event: &Event) -> Option<Seat> {
    match event {
        Event::Drew { seat, .. }
        | Event::TookDiscard { seat, .. }
        | Event::TookIndicator { seat, .. }
        | Event::ReturnedTaken { seat, .. }
        | Event::Laid { seat, .. }
        | Event::LaidOff { seat, .. }
        | Event::RetrievedOkey { seat, .. }
        | Event::TookBack { seat, .. }
        | Event::Discarded { seat, .. }
        | Event::ShowedIndicator { seat, .. }
        | Event::ShowedHand { seat, .. } => Some(*seat),
        _ => None,
    }
}

/// One event as a predicate of the move's sentence (the subject is the mover); Turkish verbs
/// agree with "sen" when the mover is the player.
fn phrase(language: Language, you: Seat, event: &Event) -> Option<String> {
    let mine = actor(event) == Some(you);
    // Turkish: the verb's past tense for "o" and for "sen" ("attı" / "attın").
    let verb = |en: &str, tr: &str| match language {
        Language::English => en.to_owned(),
        Language::Turkish if mine => format!("{tr}n"),
        Language::Turkish => tr.to_owned(),
    };
    let acc = |tile| match language {
        Language::English => tile_name(language, tile),
        Language::Turkish => tile_accusative(language, tile),
    };
    Some(match event {
        Event::Drew { tile: Some(tile), .. } => match language {
            Language::English => format!("drew {}", tile_name(language, *tile)),
            Language::Turkish => format!("{} {}", acc(*tile), verb("", "çekti")),
        },
        Event::Drew { tile: None, .. } => verb("drew from the stock", "desteden çekti"),
        Event::TookDiscard { tile, .. } => match language {
            Language::English => format!("took {}", tile_name(language, *tile)),
            Language::Turkish => format!("{} {}", acc(*tile), verb("", "aldı")),
        },
        Event::TookIndicator { tile, .. } => match language {
            Language::English => format!("took the indicator, {}", tile_name(language, *tile)),
            Language::Turkish => format!("göstergeyi ({}) {}", tile_name(language, *tile), verb("", "aldı")),
        },
        Event::ReturnedTaken { tile, .. } => match language {
            Language::English => format!("put back {}", tile_name(language, *tile)),
            Language::Turkish => format!("{} geri {}", acc(*tile), verb("", "koydu")),
        },
        Event::Laid { kind, tiles, faces, .. } => {
            let what = meld_phrase(language, tiles, faces);
            match (language, kind) {
                (Language::English, MeldKind::Pair) => format!("laid the pair {what}"),
                (Language::English, MeldKind::Run) => format!("laid the run {what}"),
                (Language::English, MeldKind::Set) => format!("laid the set {what}"),
                (Language::Turkish, MeldKind::Pair) => format!("{what} çiftini {}", verb("", "açtı")),
                (Language::Turkish, MeldKind::Run) => format!("{what} serisini {}", verb("", "açtı")),
                (Language::Turkish, MeldKind::Set) => format!("{what} perini {}", verb("", "açtı")),
            }
        }
        Event::LaidOff { tile, .. } => match language {
            Language::English => format!("laid off {}", tile_name(language, *tile)),
            Language::Turkish => format!("{} {}", acc(*tile), verb("", "işledi")),
        },
        Event::RetrievedOkey { tile, .. } => match language {
            Language::English => format!("took an okey from the table for {}", tile_name(language, *tile)),
            Language::Turkish => format!("{} koyup masadan okeyi {}", acc(*tile), verb("", "aldı")),
        },
        Event::TookBack { tiles, .. } => match language {
            Language::English => format!("took back {}", tiles_phrase(language, tiles)),
            Language::Turkish => format!("{} geri {}", tiles_phrase(language, tiles), verb("", "aldı")),
        },
        Event::Opened { with, value, pairs, .. } => match (language, with) {
            (Language::English, OpenedWith::SetsAndRuns) => format!("opened with {value}"),
            (Language::English, OpenedWith::Pairs) => format!("opened with {pairs} pairs"),
            (Language::Turkish, OpenedWith::SetsAndRuns) => format!("{value} ile {}", verb("", "açtı")),
            (Language::Turkish, OpenedWith::Pairs) => format!("{pairs} çiftle {}", verb("", "açtı")),
        },
        Event::Penalized { points, reason, .. } => match language {
            Language::English => format!("{points:+} for {}", penalty_reason(language, *reason)),
            Language::Turkish => format!("{points:+} ceza ({})", penalty_reason(language, *reason)),
        },
        Event::Discarded { tile, .. } => match language {
            Language::English => format!("discarded {}", tile_name(language, *tile)),
            Language::Turkish => format!("{} {}", acc(*tile), verb("", "attı")),
        },
        Event::ShowedIndicator { tile, .. } => match language {
            Language::English => format!("showed {}, the indicator's twin", tile_name(language, *tile)),
            Language::Turkish => format!("göstergenin eşini ({}) {}", tile_name(language, *tile), verb("", "gösterdi")),
        },
        Event::ShowedHand { .. } => verb("showed a winning hand", "elini açıp bitirdi"),
        _ => return None,
    })
    .map(|p| p.trim().to_owned())
    .filter(|p| !p.is_empty())
}
