//! The okey's face in words beside its picture, for screen readers.

use crate::support::Shell;
use okey_app::view::TileColor;
use okey_core::lang::Language;

#[test]
fn the_centre_names_the_okeys_face_in_the_players_language() {
    for seed in [1, 2, 3] {
        let mut english = Shell::open(seed, Language::English);
        english.start_game();
        let centre = &english.table().centre;
        let colour = match centre.okey.color {
            TileColor::Red => "red",
            TileColor::Yellow => "yellow",
            TileColor::Blue => "blue",
            TileColor::Black => "black",
        };
        assert_eq!(centre.okey_name, format!("{colour} {}", centre.okey.number));

        let mut turkish = Shell::open(seed, Language::Turkish);
        turkish.start_game();
        let centre = &turkish.table().centre;
        let colour = match centre.okey.color {
            TileColor::Red => "kırmızı",
            TileColor::Yellow => "sarı",
            TileColor::Blue => "mavi",
            TileColor::Black => "siyah",
        };
        assert_eq!(centre.okey_name, format!("{colour} {}", centre.okey.number));
    }
}
