//! Tiles as a sentence names them: by colour and number ("red 7" / "kırmızı 7", "false joker" /
//! "sahte okey"), never by the record notation (`R7`, `F`), which is for files and the terminal's
//! rack: a player reads words, and a Turkish reader takes `K13` for kırmızı, not siyah.
//!
//! A Turkish case ending after a number follows the number as it is read aloud ("sarı 6'yı",
//! "siyah 13'ü"), so it goes after an apostrophe; after "okey" it is an ordinary ending.

use super::color_name;
use crate::lang::Language;
use crate::meld::{Meld, MeldRules};
use crate::notation::parse_prints;
use crate::tile::{Face, Print, TileId};

/// A grammatical case a tile's name can take in Turkish.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Case {
    /// The subject, or a bare object: "kırmızı 7".
    Nominative,
    /// The definite object: "kırmızı 7'yi at".
    Accusative,
    /// Towards: "kırmızı 7'ye".
    Dative,
}

/// "red 7" / "kırmızı 7", "false joker" / "sahte okey".
pub fn tile_words(language: Language, tile: TileId) -> String {
    print_words(language, tile.print(), Case::Nominative)
}

/// A face (what a tile or an okey stands for, the deal's okey): "red 7" / "kırmızı 7".
pub fn face_words(language: Language, face: Face) -> String {
    print_words(language, Print::Numbered(face), Case::Nominative)
}

/// The tile as the definite object of a verb: "red 7" / "kırmızı 7'yi", "sahte okeyi".
pub fn tile_accusative(language: Language, tile: TileId) -> String {
    print_words(language, tile.print(), Case::Accusative)
}

/// The tile as where something goes: "red 7" / "kırmızı 7'ye", "sahte okeye".
pub fn tile_dative(language: Language, tile: TileId) -> String {
    print_words(language, tile.print(), Case::Dative)
}

/// Tiles of one group (a meld, the tiles to lay off), in `language`: the colour named once for
/// three or more tiles of one colour going up by one ("red 5-6-7" / "kırmızı 5-6-7", as a run is
/// read aloud, and a hyphen always means a run) and every other tile in full, separated by
/// commas ("yellow 7, blue 7, black 7").
pub fn tiles_words(language: Language, tiles: &[TileId]) -> String {
    let prints: Vec<Print> = tiles.iter().map(|tile| tile.print()).collect();
    prints_words(language, &prints)
}

/// A meld's tiles as [`tiles_words`] writes them, except that an okey is named for what it
/// stands for ("black 10, okey as black 11, black 12" / "siyah 10, okey (siyah 11 yerine),
/// siyah 12"): by its print it would read as a tile that does not belong.
pub fn meld_words(language: Language, tiles: &[TileId], rules: MeldRules) -> String {
    if !tiles.iter().any(|&tile| rules.okey.is_wild(tile)) {
        return tiles_words(language, tiles);
    }
    // The meld may hold its tiles in another order than given: each okey's face is found by tile.
    let stands_for: Vec<(TileId, Face)> = Meld::infer(tiles.to_vec(), rules)
        .map(|meld| meld.tiles().iter().copied().zip(meld.faces().iter().copied()).collect())
        .unwrap_or_default();
    let names = tiles.iter().map(|&tile| {
        if !rules.okey.is_wild(tile) {
            return tile_words(language, tile);
        }
        match (language, stands_for.iter().find(|(t, _)| *t == tile).map(|(_, face)| face)) {
            (Language::English, Some(&face)) => format!("okey as {}", face_words(language, face)),
            (Language::Turkish, Some(&face)) => format!("okey ({} yerine)", face_words(language, face)),
            (_, None) => "okey".to_owned(),
        }
    });
    names.collect::<Vec<_>>().join(", ")
}

/// Tiles given in the notation (a meld an error quotes), as [`tiles_words`] writes them; text
/// that is not tiles (a mistyped token) is shown as it is.
pub fn notation_words(language: Language, notation: &str) -> String {
    match parse_prints(notation) {
        Ok(prints) if !prints.is_empty() => prints_words(language, &prints),
        _ => notation.to_owned(),
    }
}

fn prints_words(language: Language, prints: &[Print]) -> String {
    let mut stretches: Vec<Vec<Print>> = Vec::new();
    for &print in prints {
        match stretches.last_mut() {
            Some(stretch) if continues(stretch, print) => stretch.push(print),
            _ => stretches.push(vec![print]),
        }
    }
    let names = stretches.iter().flat_map(|stretch| match stretch.len() {
        0..3 => stretch.iter().map(|print| print_words(language, *print, Case::Nominative)).collect(),
        _ => vec![run_words(language, stretch)],
    });
    names.collect::<Vec<_>>().join(", ")
}

/// Whether `next` is the same colour as the stretch's last tile and one number up (13 to 1
/// too, as a Düz Okey run goes 12-13-1).
fn continues(stretch: &[Print], next: Print) -> bool {
    match (stretch.last(), next) {
        (Some(Print::Numbered(last)), Print::Numbered(next)) => last.successor_wrapping() == next,
        _ => false,
    }
}

/// "kırmızı 5-6-7": numbered tiles of one colour, each one up from the one before.
fn run_words(language: Language, stretch: &[Print]) -> String {
    let faces: Vec<Face> = stretch
        .iter()
        .filter_map(|print| match print {
            Print::Numbered(face) => Some(*face),
            Print::FalseJoker => None,
        })
        .collect();
    let numbers: Vec<String> = faces.iter().map(|face| face.number().to_string()).collect();
    match faces.first() {
        Some(first) => format!("{} {}", color_name(language, first.color()), numbers.join("-")),
        None => String::new(),
    }
}

fn print_words(language: Language, print: Print, case: Case) -> String {
    match (language, print) {
        (Language::English, Print::FalseJoker) => "false joker".to_owned(),
        (Language::English, Print::Numbered(face)) => {
            format!("{} {}", color_name(language, face.color()), face.number())
        }
        (Language::Turkish, Print::FalseJoker) => {
            let ending = match case {
                Case::Nominative => "",
                Case::Accusative => "i",
                Case::Dative => "e",
            };
            format!("sahte okey{ending}")
        }
        (Language::Turkish, Print::Numbered(face)) => {
            format!("{} {}{}", color_name(language, face.color()), face.number(), number_ending(face, case))
        }
    }
}

/// The ending after a number, as the number is read: its last vowel sets the ending's vowel, and
/// a number read ending in a vowel (iki, altı, yedi) takes a "y" first.
fn number_ending(face: Face, case: Case) -> &'static str {
    match (case, face.number() % 10) {
        (Case::Nominative, _) => "",
        // bir, beş, sekiz (on bir)
        (Case::Accusative, 1 | 5 | 8) => "'i",
        // iki, yedi (on iki)
        (Case::Accusative, 2 | 7) => "'yi",
        // üç, dört (on üç)
        (Case::Accusative, 3 | 4) => "'ü",
        // altı
        (Case::Accusative, 6) => "'yı",
        // dokuz, on
        (Case::Accusative, _) => "'u",
        (Case::Dative, 1 | 3 | 4 | 5 | 8) => "'e",
        (Case::Dative, 2 | 7) => "'ye",
        (Case::Dative, 6) => "'ya",
        (Case::Dative, _) => "'a",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::tiles;

    fn each(text: &str, name: fn(Language, TileId) -> String) -> Vec<String> {
        tiles(text).expect("tiles").into_iter().map(|tile| name(Language::Turkish, tile)).collect()
    }

    #[test]
    fn turkish_endings_follow_the_number_as_read() {
        let all = "R1 Y2 B3 K4 R5 Y6 B7 K8 R9 Y10 B11 K12 R13 F";
        let accusative = [
            "kırmızı 1'i",
            "sarı 2'yi",
            "mavi 3'ü",
            "siyah 4'ü",
            "kırmızı 5'i",
            "sarı 6'yı",
            "mavi 7'yi",
            "siyah 8'i",
            "kırmızı 9'u",
            "sarı 10'u",
            "mavi 11'i",
            "siyah 12'yi",
            "kırmızı 13'ü",
            "sahte okeyi",
        ];
        assert_eq!(each(all, tile_accusative), accusative);
        let dative = [
            "kırmızı 1'e",
            "sarı 2'ye",
            "mavi 3'e",
            "siyah 4'e",
            "kırmızı 5'e",
            "sarı 6'ya",
            "mavi 7'ye",
            "siyah 8'e",
            "kırmızı 9'a",
            "sarı 10'a",
            "mavi 11'e",
            "siyah 12'ye",
            "kırmızı 13'e",
            "sahte okeye",
        ];
        assert_eq!(each(all, tile_dative), dative);
        assert_eq!(each("K13 F", tile_words), ["siyah 13", "sahte okey"]);
        let faces: Vec<String> = tiles("B7 R13")
            .expect("tiles")
            .into_iter()
            .filter_map(|tile| match tile.print() {
                Print::Numbered(face) => Some(face_words(Language::Turkish, face)),
                Print::FalseJoker => None,
            })
            .collect();
        assert_eq!(faces, ["mavi 7", "kırmızı 13"]);
    }

    #[test]
    fn english_names_colour_and_number() {
        let tile = tiles("K13").expect("tiles")[0];
        assert_eq!(tile_words(Language::English, tile), "black 13");
        assert_eq!(tile_accusative(Language::English, tile), "black 13");
        if let Print::Numbered(face) = tile.print() {
            assert_eq!(face_words(Language::English, face), "black 13");
        }
        assert_eq!(notation_words(Language::English, "R5 R6 R7"), "red 5-6-7");
        assert_eq!(notation_words(Language::English, "Y7 B7 F"), "yellow 7, blue 7, false joker");
    }

    #[test]
    fn a_run_names_its_colour_once_and_other_tiles_each() {
        let words = |text: &str| notation_words(Language::Turkish, text);
        assert_eq!(words("R5 R6 R7"), "kırmızı 5-6-7");
        assert_eq!(words("Y12 Y13 Y1"), "sarı 12-13-1");
        assert_eq!(words("Y7 B7 K7"), "sarı 7, mavi 7, siyah 7");
        assert_eq!(words("R5 K6 R7"), "kırmızı 5, siyah 6, kırmızı 7");
        assert_eq!(words("R5 R5"), "kırmızı 5, kırmızı 5");
        assert_eq!(words("B3 B4 F B6"), "mavi 3, mavi 4, sahte okey, mavi 6");
        assert_eq!(words("Y5 Y6"), "sarı 5, sarı 6");
        assert_eq!(words("K1 K2 K3 K4 F"), "siyah 1-2-3-4, sahte okey");
        assert_eq!(words("X5"), "X5");
        assert_eq!(words(""), "");
    }

    #[test]
    fn an_okey_in_a_meld_is_named_for_what_it_stands_for() {
        // Yellow 6 turned up: yellow 7 is the okey.
        let okey = crate::tile::Okey::from_indicator(Face::new(crate::tile::Color::Yellow, 6).expect("face"));
        let rules = MeldRules::okey101(okey, false);
        let words = |language, text: &str| meld_words(language, &tiles(text).expect("tiles"), rules);
        assert_eq!(words(Language::English, "K10 Y7 K12"), "black 10, okey as black 11, black 12");
        assert_eq!(words(Language::Turkish, "K10 Y7 K12"), "siyah 10, okey (siyah 11 yerine), siyah 12");
        assert_eq!(words(Language::English, "R9 B9 Y7"), "red 9, blue 9, okey as yellow 9");
        // Without an okey, a meld reads as any tiles do; a false joker is named as itself.
        assert_eq!(words(Language::English, "R5 R6 R7"), "red 5-6-7");
        assert_eq!(words(Language::English, "B3 B4 F"), "blue 3, blue 4, false joker");
    }
}
