//! Standard's "no score, okeys in hand 101 each" when the stock runs out: the score sheet says
//! what the 101 is for.

use crate::support::Shell;
use okey_app::view::Screen;
use okey_app::{Intent, RuleValue};
use okey_core::lang::Language;

/// The first deal of a Standard game played by a player who draws and discards the last tile.
fn first_deal(seed: u64) -> Shell {
    let mut shell = Shell::open(seed, Language::English);
    shell.send(Intent::Show { screen: Screen::NewGame });
    shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: 1 } });
    shell.start_game();
    shell.play_deal();
    shell
}

#[test]
fn an_okey_held_when_the_stock_ran_out_is_named_on_the_score_sheet() {
    let mut named = 0;
    for seed in 0..12 {
        let shell = first_deal(seed);
        let sheet = shell.table().score_sheet.clone().expect("the deal is over");
        for row in &sheet.rows {
            let okeys = row.tiles.iter().filter(|t| t.okey).count();
            // Beside the hand's points, which it explains; the penalties are for something else.
            assert!(!row.penalties.iter().any(|p| p.contains("in hand")), "seed {seed}: {:?}", row.penalties);
            let line = row.hand_note.as_ref().filter(|p| p.contains("okey") && p.contains("in hand"));
            if sheet.void && okeys > 0 {
                let line = line.unwrap_or_else(|| panic!("seed {seed}: {} held {okeys} okey(s), unnamed", row.name));
                assert!(line.starts_with(&format!("+{}", 101 * okeys)), "seed {seed}: {line}");
                assert_eq!(row.hand_points, 101 * i32::try_from(okeys).unwrap(), "seed {seed}");
                named += 1;
            } else {
                assert!(line.is_none(), "seed {seed}: {line:?} with no stock-out okey");
            }
        }
    }
    assert!(named > 0, "no seed ended with an okey held: choose others");
}
