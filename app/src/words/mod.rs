//! The app's own sentences, in English and Turkish: names, the status line, the counter, the
//! questions, the score sheet. The engine's texts (refusals, hints, rules, the review) come from
//! `okey_core`; tiles are always named in words ("red 5", "kırmızı 5"), never by their codes.
//! Turkish speaks to the player as "sen", everywhere.

mod flow;
mod guide;
mod moves;
mod review;
mod sheet;
mod table;

pub use flow::*;
pub use guide::guide_words;
pub use moves::move_line;
pub use review::{ReviewScope, review_summary};
pub use sheet::*;
pub use table::*;

use okey_core::bot::Level;
use okey_core::game::Seat;
use okey_core::lang::Language;
use okey_core::naming::{Occupant, seat_label};
use okey_core::rules::{Preset, Variant};
use okey_core::tile::{Face, Print, TileId};
use okey_core::wording::{color_name, face_words, sentence_start, tile_words};

/// A seat's name: "You" / "Sen" for the player (seat 0), a bot's own name otherwise (the
/// engine's naming, which the terminal's replay uses too).
pub fn seat_name(language: Language, seat: Seat) -> String {
    let occupant = if seat == 0 { Occupant::Person } else { Occupant::Bot };
    seat_label(language, seat, occupant)
}

/// A person's name when the New game form gave none: "Player 2" / "2. oyuncu".
pub fn player_name(language: Language, seat: Seat) -> String {
    match language {
        Language::English => format!("Player {}", seat + 1),
        Language::Turkish => format!("{}. oyuncu", seat + 1),
    }
}

/// What each seat is called at a table, as one seat's person sees it: that seat speaks as
/// "you" ("You drew", "çektin"), the others by name (a person's given name, else the seat's
/// own: the bots' names). With nobody as "you" (a rack handed over), everyone by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Names {
    you: Option<Seat>,
    names: Vec<String>,
}

impl Names {
    /// `given` names by seat (`None`: the seat's own name), `you` the seat spoken to.
    pub fn new(language: Language, given: &[Option<String>], you: Option<Seat>) -> Names {
        let names = given
            .iter()
            .enumerate()
            .map(|(seat, name)| match name {
                Some(name) => name.clone(),
                None if seat == 0 && you != Some(0) => player_name(language, 0),
                None => seat_name(language, seat),
            })
            .collect();
        Names { you, names }
    }

    /// A table of one person at seat 0, bots around it: "You", "Ayşe", "Mehmet", "Zeynep".
    pub fn solo(language: Language) -> Names {
        Names::new(language, &[None, None, None, None], Some(0))
    }

    /// The seat spoken to, if any.
    pub fn you(&self) -> Option<Seat> {
        self.you
    }

    /// The seat's name: "You" / "Sen" for the seat spoken to.
    pub fn of(&self, language: Language, seat: Seat) -> String {
        if self.you == Some(seat) {
            return language.pick("You", "Sen").to_owned();
        }
        self.names.get(seat).cloned().unwrap_or_else(|| seat_name(language, seat))
    }
}

/// "Sıra Ayşe'de": the locative of a name (Turkish), with its apostrophe.
fn name_locative(name: &str) -> String {
    // Vowel harmony and the hard consonant of the names: Ayşe'de, Mehmet'te, Zeynep'te.
    let suffix = match name.chars().last() {
        Some('t' | 'p' | 'k' | 'ç' | 'f' | 'h' | 's' | 'ş') => "te",
        _ => "de",
    };
    let suffix = if name.chars().rev().find(|c| "aeıioöuü".contains(*c)).is_some_and(|v| "aıou".contains(v)) {
        suffix.replace('e', "a")
    } else {
        suffix.to_owned()
    };
    format!("{name}'{suffix}")
}

/// A bot level's name: "Medium" / "Orta".
pub fn level_name(language: Language, level: Level) -> &'static str {
    match level {
        Level::Beginner => language.pick("Beginner", "Acemi"),
        Level::Easy => language.pick("Easy", "Kolay"),
        Level::Medium => language.pick("Medium", "Orta"),
        Level::Hard => language.pick("Hard", "Zor"),
        Level::Expert => language.pick("Expert", "Usta"),
    }
}

/// A tile in words: "red 7", "false joker" / "kırmızı 7", "sahte okey".
pub fn tile_name(language: Language, tile: TileId) -> String {
    match language {
        Language::Turkish => tile_words(language, tile),
        Language::English => match tile.print() {
            Print::Numbered(face) => face_name(language, face),
            Print::FalseJoker => "false joker".to_owned(),
        },
    }
}

/// A face in words: "red 7" / "kırmızı 7".
pub fn face_name(language: Language, face: Face) -> String {
    match language {
        Language::Turkish => face_words(language, face),
        Language::English => format!("{} {}", color_name(language, face.color()), face.number()),
    }
}

/// Tiles in words: a run of one colour as "red 5-6-7", anything else tile by tile.
pub fn tiles_phrase(language: Language, tiles: &[TileId]) -> String {
    let faces: Option<Vec<Face>> = tiles
        .iter()
        .map(|t| match t.print() {
            Print::Numbered(face) => Some(face),
            Print::FalseJoker => None,
        })
        .collect();
    if let Some(faces) = faces
        && faces.len() >= 3
        && faces.windows(2).all(|w| w[0].color() == w[1].color() && w[1].number() == w[0].number() + 1)
        && let Some(first) = faces.first()
    {
        let numbers: Vec<String> = faces.iter().map(|f| f.number().to_string()).collect();
        return format!("{} {}", color_name(language, first.color()), numbers.join("-"));
    }
    tiles.iter().map(|&t| tile_name(language, t)).collect::<Vec<_>>().join(", ")
}

/// A meld's tiles in words, each okey as what it stands for: "yellow 7, blue 7, okey (red 7)".
pub fn meld_phrase(language: Language, tiles: &[TileId], faces: &[Face]) -> String {
    let stands_in = tiles.iter().zip(faces).any(|(t, f)| t.print() != Print::Numbered(*f));
    if !stands_in {
        return tiles_phrase(language, tiles);
    }
    tiles
        .iter()
        .zip(faces)
        .map(|(&tile, &face)| match (tile.print(), language) {
            (Print::Numbered(own), Language::English) if own != face => format!("okey ({})", face_name(language, face)),
            (Print::Numbered(own), Language::Turkish) if own != face => {
                format!("okey ({} yerine)", face_name(language, face))
            }
            // A false joker always plays as the okey's face: its own name says it.
            _ => tile_name(language, tile),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The name of a game and its preset: "Okey 101 · Standard", "Düz Okey".
pub fn game_title(language: Language, variant: Variant, preset: Preset) -> String {
    match variant {
        Variant::Duz => "Düz Okey".to_owned(),
        Variant::Okey101 => format!("Okey 101 · {}", preset.label(language)),
    }
}

/// "Deal 2 of 5" / "2. el (5 elden)"; Düz Okey counts deals without an end: "Deal 2" / "2. el".
pub fn deal_of(language: Language, deal: u32, of: Option<u16>) -> String {
    match (language, of) {
        (Language::English, Some(of)) => format!("Deal {deal} of {of}"),
        (Language::English, None) => format!("Deal {deal}"),
        (Language::Turkish, Some(of)) => format!("{deal}. el ({of} elden)"),
        (Language::Turkish, None) => format!("{deal}. el"),
    }
}

/// A sentence with its first letter made capital, as a sentence starts.
pub fn capitalised(language: Language, text: &str) -> String {
    sentence_start(language, text)
}
