//! The app core's small parts on their own: the rack's slots, the words, the settings file.

use okey_app::BotSpeed;
use okey_app::Settings;
use okey_app::table::{ROW, Slots};
use okey_app::view::Palette;
use okey_app::words::{status, tiles_phrase};
use okey_core::lang::Language;
use okey_core::tile::TileId;

fn ids(raw: &[u8]) -> Vec<TileId> {
    raw.iter().filter_map(|&r| TileId::new(r)).collect()
}

#[test]
fn a_drawn_tile_lands_after_the_last_tile() {
    let slots = Slots::in_order(&ids(&[1, 2, 3]));
    let moved = slots.moved(ids(&[3])[0], 10).expect("moves");
    let drawn = moved.reconciled(&ids(&[1, 2, 3, 4]));
    assert_eq!(drawn.as_slice()[11], Some(ids(&[4])[0]));
}

#[test]
fn moving_onto_a_tile_shifts_it_into_the_nearest_gap() {
    let slots = Slots::in_order(&ids(&[1, 2, 3]));
    let moved = slots.moved(ids(&[3])[0], 0).expect("moves");
    assert_eq!(moved.tiles().collect::<Vec<_>>(), ids(&[3, 1, 2]));
}

#[test]
fn a_group_that_would_cross_the_rows_starts_the_second_row() {
    let first: Vec<TileId> = ids(&[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    let second = ids(&[20, 21, 22, 23]);
    let rack: Vec<TileId> = first.iter().chain(&second).copied().collect();
    let slots = Slots::arranged(&[first, second.clone()], &rack);
    assert_eq!(slots.as_slice()[ROW..ROW + 4].to_vec(), second.into_iter().map(Some).collect::<Vec<_>>());
}

#[test]
fn restored_slots_keep_each_rack_tile_once() {
    let rack = ids(&[1, 2, 3]);
    let saved = vec![Some(ids(&[2])[0]), Some(ids(&[2])[0]), None, Some(ids(&[9])[0])];
    let slots = Slots::restored(&saved, &rack);
    let mut tiles: Vec<_> = slots.tiles().collect();
    tiles.sort();
    assert_eq!(tiles, rack);
}

#[test]
fn turkish_says_whose_turn_with_each_names_own_ending() {
    let names = okey_app::words::Names::solo(Language::Turkish);
    assert_eq!(status(Language::Turkish, &names, 1, true, false), "Sıra Ayşe'de");
    assert_eq!(status(Language::Turkish, &names, 2, true, false), "Sıra Mehmet'te");
    assert_eq!(status(Language::Turkish, &names, 3, true, false), "Sıra Zeynep'te");
    // A person's own name takes its own ending.
    let given = [None, Some("Can".to_owned()), Some("Elif".to_owned()), None];
    let names = okey_app::words::Names::new(Language::Turkish, &given, Some(0));
    assert_eq!(status(Language::Turkish, &names, 1, true, false), "Sıra Can'da");
    assert_eq!(status(Language::Turkish, &names, 2, true, false), "Sıra Elif'te");
}

#[test]
fn a_run_reads_as_one_colour_and_its_numbers() {
    // Two copies of each face: ids 2k and 2k+1 for face index k = (number - 1) * 4 + colour.
    let tiles: Vec<TileId> = [32, 40, 48].into_iter().filter_map(TileId::new).collect();
    assert_eq!(tiles_phrase(Language::English, &tiles), "red 5-6-7");
    assert_eq!(tiles_phrase(Language::Turkish, &tiles), "kırmızı 5-6-7");
}

#[test]
fn the_old_android_settings_file_is_read() {
    let old = "lang=TR\npalette=COLOUR_BLIND\nbotSpeed=FAST\nconfirmCostlyDiscards=false\nshowSeed=true";
    let settings = Settings::from_properties(old, Settings::default());
    assert_eq!(
        settings,
        Settings {
            language: Language::Turkish,
            palette: Palette::ColourBlind,
            bot_speed: BotSpeed::Fast,
            confirm_costly_discards: false,
            show_seed: true,
            ..Settings::default()
        }
    );
}

#[test]
fn a_partial_settings_file_keeps_the_defaults() {
    let settings = Settings::from_json(r#"{"palette": "colour_blind"}"#).expect("reads");
    assert!(settings.confirm_costly_discards);
    assert_eq!(settings.palette, Palette::ColourBlind);
}

#[test]
fn the_first_deal_is_deal_one_on_the_table_on_home_and_on_its_score_sheet() {
    use crate::support::Shell;
    use okey_app::Intent;
    use okey_app::view::Screen;
    use okey_core::rules::Variant;
    // Düz Okey counts its deals without an end.
    let mut duz = Shell::open(12, Language::English);
    duz.send(Intent::Show { screen: Screen::NewGame });
    duz.send(Intent::ChooseGame { game: Variant::Duz });
    duz.start_game();
    assert_eq!(duz.table().centre.deal, "Deal 1");
    duz.send(Intent::Show { screen: Screen::Home });
    assert_eq!(duz.view.home.saved.as_ref().map(|s| s.deal.as_str()), Some("Deal 1"));
    // Okey 101's first deal, played to its end.
    let mut okey101 = Shell::open(11, Language::English);
    okey101.send(Intent::Show { screen: Screen::NewGame });
    okey101.start_game();
    okey101.play_deal();
    let sheet = okey101.table().score_sheet.as_ref().expect("the deal is over");
    // A deal that does not count (the stock ran out) has no number: the next deal is deal 1 again.
    let title = if sheet.void { "Deal over" } else { "Deal 1 over" };
    assert_eq!(sheet.title, title);
}
