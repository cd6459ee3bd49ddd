//! The score sheet explains its numbers: why a hand counts what it counts (202 for a hand that
//! never opened), the deal's doublings spelled out per row ("202 × 2 = 404"), the winner's hand
//! as its melds, the other hands sorted (runs and sets first), and a deal dealt again never said
//! not to count while its points go into the totals. The engine's own breakdown, read from the
//! saved game, is the oracle.

use crate::support::Shell;
use okey_app::view::{ScoreSheetView, ShownTile, TablePhase};
use okey_app::{Intent, RuleValue};
use okey_core::lang::Language;
use okey_core::meld::Meld;
use okey_core::scoring::{DealEnd, HandBasis};
use okey_core::session::Session;
use okey_core::tile::TileId;

/// The engine's game as saved now.
fn saved_session(shell: &Shell) -> Session {
    shell.app.flush();
    let saved: serde_json::Value = serde_json::from_str(&shell.file("game.json").expect("the game is saved")).unwrap();
    Session::from_json(&saved["session"].to_string()).expect("the saved session loads")
}

/// Every deal's sheet of a `deals`-deal game of `preset` from `seed`, the player drawing and
/// discarding the last tile, each with the engine's game at that moment.
fn sheets(seed: u64, preset: &str, deals: u32, language: Language) -> Vec<(ScoreSheetView, Session)> {
    let mut shell = Shell::open(seed, language);
    shell.send(Intent::Show { screen: okey_app::view::Screen::NewGame });
    let preset = serde_json::from_value(serde_json::Value::String(preset.to_owned())).unwrap();
    shell.send(Intent::ChoosePreset { preset });
    shell.send(Intent::SetRuleOption { key: "deals".into(), value: RuleValue::Number { value: deals } });
    shell.start_game();
    let mut seen = Vec::new();
    loop {
        shell.play_deal();
        let sheet = shell.table().score_sheet.clone().expect("a deal's end shows its sheet");
        seen.push((sheet, saved_session(&shell)));
        if shell.table().phase == TablePhase::GameOver {
            return seen;
        }
        shell.send(Intent::NextDeal);
    }
}

fn tile(view: &ShownTile) -> TileId {
    TileId::new(view.id).unwrap()
}

#[test]
fn every_number_on_the_sheet_is_explained() {
    let (mut unopened, mut doubled, mut won) = (0, 0, 0);
    // Seeds 32 and 57 have doubled deals (see `score_multiplier`); Guide has risk rounds and
    // Online charges okeys flat.
    let games = [(32, "standard", 3), (57, "standard", 2), (5, "guide", 3), (9, "online", 3)];
    for (seed, preset, deals) in games {
        for (sheet, session) in sheets(seed, preset, deals, Language::English) {
            let game = session.game();
            let hands = game.hand_scores().expect("the deal is over");
            let result = game.results().last().unwrap();
            let okey = game.meld_rules().okey;
            for (row, hand) in sheet.rows.iter().zip(&hands) {
                let at = format!("seed {seed} {preset}, {}: {row:?}", sheet.title);
                assert_eq!(row.hand_points, hand.points, "{at}");
                let face_sum: i32 = row.tiles.iter().map(|t| i32::from(okey.face_value(tile(t)))).sum();
                if row.hand_note.is_none() {
                    // With no reason given, the hand counts its tiles: as the points, or as the
                    // first number of their working.
                    let counted = match &row.hand_formula {
                        Some(formula) => formula.split(' ').next().unwrap().replace('−', "-").parse::<i32>().unwrap(),
                        None => row.hand_points,
                    };
                    assert_eq!(counted, face_sum, "a number not explained: {at}");
                }
                if hand.basis == HandBasis::NotOpened {
                    let note = row.hand_note.as_deref().unwrap_or_default();
                    assert!(note.contains("never opened") && note.contains("202"), "{at}");
                    unopened += 1;
                }
                if hand.multiplier > 1 && hand.base != 0 {
                    let formula = row.hand_formula.as_deref().unwrap_or_else(|| panic!("no working: {at}"));
                    assert!(formula.contains(&format!(" × {}", hand.multiplier)), "{at}");
                    assert!(formula.replace('−', "-").ends_with(&format!("= {}", hand.points)), "{at}");
                    doubled += 1;
                }
                // The hand sorted: its melds (each a meld), then the rest, and nothing else.
                let sorted: Vec<u8> = row.melds.iter().flatten().chain(&row.loose).map(|t| t.id).collect();
                let mut rack: Vec<u8> = game.deal().racks[usize::from(row.seat)].iter().map(|t| t.raw()).collect();
                let is_winner = matches!(result.end, DealEnd::Won { winner, .. } if winner == usize::from(row.seat));
                if is_winner && !game.rules().is_duz() {
                    // The winner's hand is what it laid: its melds on the table.
                    let laid: Vec<Vec<u8>> = game
                        .deal()
                        .table
                        .iter()
                        .filter(|m| m.owner == usize::from(row.seat))
                        .map(|m| m.meld.tiles().iter().map(|t| t.raw()).collect())
                        .collect();
                    let shown: Vec<Vec<u8>> = row.melds.iter().map(|m| m.iter().map(|t| t.id).collect()).collect();
                    assert_eq!(shown, laid, "{at}");
                    assert!(!shown.is_empty(), "{at}");
                    won += 1;
                    continue;
                }
                assert_eq!(row.tiles.iter().map(|t| t.id).collect::<Vec<_>>(), sorted, "{at}");
                let mut held = sorted.clone();
                held.sort_unstable();
                rack.sort_unstable();
                assert_eq!(held, rack, "{at}");
                for meld in &row.melds {
                    let tiles: Vec<TileId> = meld.iter().map(tile).collect();
                    assert!(Meld::infer(tiles, game.meld_rules()).is_ok(), "not a meld: {meld:?} in {at}");
                }
            }
            if !result.counts {
                assert!(!sheet.ending.contains("does not count"), "{}", sheet.ending);
                if result.scores.iter().any(|&s| s != 0) {
                    assert!(sheet.ending.contains("its points stay in the totals"), "{}", sheet.ending);
                }
            }
            // The multiplier's making is said when the ending does not say it: a risk round.
            if result.multiplier > 1 && result.risk_round {
                let reason = sheet.multiplier_reason.as_deref().unwrap_or_else(|| panic!("{sheet:?}"));
                assert!(reason.contains("risk round ×2"), "{reason}");
            } else {
                assert_eq!(sheet.multiplier_reason, None, "{}", sheet.ending);
            }
        }
    }
    assert!(unopened > 0 && doubled > 0 && won > 0, "unopened {unopened}, doubled {doubled}, won {won}");
}

/// The same sheet in Turkish: every explanation is Turkish, and the working is the same.
#[test]
fn the_explanations_are_turkish_in_turkish() {
    let english = sheets(32, "standard", 3, Language::English);
    let turkish = sheets(32, "standard", 3, Language::Turkish);
    for ((en, _), (tr, _)) in english.iter().zip(&turkish) {
        for (en, tr) in en.rows.iter().zip(&tr.rows) {
            assert_eq!(en.hand_formula, tr.hand_formula);
            assert_eq!(en.hand_note.is_some(), tr.hand_note.is_some());
            if let (Some(en), Some(tr)) = (&en.hand_note, &tr.hand_note) {
                assert_ne!(en, tr);
            }
        }
        assert_eq!(en.multiplier_reason.is_some(), tr.multiplier_reason.is_some());
    }
}
