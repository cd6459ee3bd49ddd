//! Hints: the action, the tiles to point at, and the reason in words, through the Rust API.

use crate::common;

use common::{act, assert_no_tile_codes, table};
use okey_core::bot::{Bot, BotDriver, Medium};
use okey_core::hint::{DiscardWhy, HintReason, Safety, hint};
use okey_core::meld::Meld;
use okey_core::notation::tiles;
use okey_core::rules::StockExhausted;
use okey_core::tile::TileId;
use okey_core::{Action, Game, Language, Phase, Preset, Rules, SeatView};
use std::collections::BTreeSet;

fn tile(name: &str) -> TileId {
    tiles(name).unwrap()[0]
}

/// Which case a reason is: the match lists every case, so a new one fails to compile here
/// until it has a sample below.
fn case(reason: &HintReason) -> usize {
    match reason {
        HintReason::Open { .. } => 0,
        HintReason::OpenWithPairs { .. } => 1,
        HintReason::CompleteOpening { .. } => 2,
        HintReason::LayMelds { .. } => 3,
        HintReason::LayOff { .. } => 4,
        HintReason::RetrieveOkey { .. } => 5,
        HintReason::FinishThisTurn { .. } => 6,
        HintReason::FinishNow { .. } => 7,
        HintReason::TakeToOpen { .. } => 8,
        HintReason::TakeToOpenWithPairs { .. } => 9,
        HintReason::TakeToFinish { .. } => 10,
        HintReason::TakeForMeld { .. } => 11,
        HintReason::TakeToLayOff { .. } => 12,
        HintReason::TakeIndicator { .. } => 13,
        HintReason::DrawDiscardUseless { .. } => 14,
        HintReason::DrawTakingObliges { .. } => 15,
        HintReason::Draw => 16,
        HintReason::ReturnTaken { .. } => 17,
        HintReason::TakeBack { .. } => 18,
        HintReason::TakeBackAll { .. } => 19,
        HintReason::Discard { .. } => 20,
        HintReason::DiscardPenalty { .. } => 21,
        HintReason::ShowIndicator { .. } => 22,
        HintReason::DuzFinish { .. } => 23,
        HintReason::DuzHoldOut { .. } => 24,
        HintReason::DuzTake { .. } => 25,
        HintReason::DuzDraw { .. } => 26,
        HintReason::DuzDiscard { .. } => 27,
        HintReason::NextDeal => 28,
        HintReason::DrawEndsDeal { .. } => 29,
        HintReason::DuzDrawIndicator { .. } => 30,
    }
}
const CASES: usize = 31;

/// One sample of every case, and of every discard reason with every safety.
fn samples() -> Vec<HintReason> {
    let (r5, y7, k13) = (tile("R5"), tile("Y7"), tile("K13"));
    let run = tiles("R5 R6 R7").unwrap();
    let set = tiles("K8 Y8 B8").unwrap();
    let pair = tiles("R5 R5").unwrap();
    let mut samples = vec![
        HintReason::Open { melds: vec![run.clone(), set.clone()], value: 42 },
        HintReason::OpenWithPairs { pairs: vec![pair.clone(); 5] },
        HintReason::CompleteOpening { melds: vec![run.clone()], value: 108, threshold: 101 },
        HintReason::LayMelds { melds: vec![set.clone()], value: 24 },
        HintReason::LayOff { tile: tile("R8"), meld: run.clone() },
        HintReason::RetrieveOkey { tile: y7 },
        HintReason::FinishThisTurn { melds: vec![run.clone(), set.clone()], lay_offs: vec![r5], discard: Some(k13) },
        HintReason::FinishThisTurn { melds: vec![pair.clone(); 10], lay_offs: vec![], discard: None },
        HintReason::FinishNow { tile: k13 },
        HintReason::TakeToOpen { tile: y7, value: 108 },
        HintReason::TakeToOpenWithPairs { tile: y7, pairs: 5 },
        HintReason::TakeToFinish { tile: y7 },
        HintReason::TakeForMeld { tile: y7, with: tiles("Y5 Y6").unwrap() },
        HintReason::TakeForMeld { tile: y7, with: vec![] },
        HintReason::TakeToLayOff { tile: y7 },
        HintReason::TakeIndicator { tile: y7 },
        HintReason::DrawDiscardUseless { tile: y7 },
        HintReason::DrawTakingObliges { tile: y7 },
        HintReason::Draw,
        HintReason::ReturnTaken { tile: y7 },
        HintReason::TakeBack { tile: r5, value: 96, threshold: 101 },
        HintReason::TakeBackAll { value: 96, threshold: 101 },
        HintReason::DiscardPenalty { tile: k13, points: 101 },
        HintReason::ShowIndicator { tile: y7 },
        HintReason::DuzHoldOut { tile: k13 },
        HintReason::DuzTake { tile: y7, melded: 12, pairs: 1 },
        HintReason::DuzDraw { offered: Some(y7) },
        HintReason::DuzDraw { offered: None },
        HintReason::DuzDiscard { tile: k13, melded: 11, pairs: 2 },
        HintReason::DuzDrawIndicator { tile: y7 },
        HintReason::NextDeal,
    ];
    for scoring in [StockExhausted::NoScoreOkeyPenalty, StockExhausted::NoScore, StockExhausted::ScoreHands] {
        for counts in [false, true] {
            samples.push(HintReason::DrawEndsDeal { scoring, counts });
        }
    }
    for (okey, pairs) in [(false, false), (true, false), (false, true), (true, true)] {
        samples.push(HintReason::DuzFinish { tile: k13, okey, pairs });
    }
    let whys = [
        DiscardWhy::HighestLoose { points: 13 },
        DiscardWhy::KeepsBestMelds { value: 96 },
        DiscardWhy::KeepsPairs { pairs: 4 },
        DiscardWhy::LeastUseful,
    ];
    for why in whys {
        for safety in [Safety::NobodyCanUse, Safety::NextPlayerLetOnePass, Safety::Unknown] {
            samples.push(HintReason::Discard { tile: k13, why, safety });
        }
    }
    samples
}

#[test]
fn every_reason_renders_in_english_and_turkish() {
    let samples = samples();
    let covered: BTreeSet<usize> = samples.iter().map(case).collect();
    assert_eq!(covered, (0..CASES).collect(), "a case has no sample");
    let mut texts = BTreeSet::new();
    // Only a draw with nothing to take reads the same in both variants.
    for reason in &samples {
        let code = reason.code();
        assert!(!code.is_empty() && code.chars().all(|c| c.is_ascii_lowercase() || c == '_'), "{code}");
        let (english, turkish) = (reason.text(Language::English), reason.text(Language::Turkish));
        assert!(!english.is_empty() && !turkish.is_empty(), "{reason:?}");
        assert_ne!(english, turkish, "{reason:?}");
        for text in [&english, &turkish] {
            assert!(!text.contains("{}") && !text.ends_with(' ') && !text.contains("  "), "{text}");
        }
        texts.insert(english);
    }
    assert!(texts.len() + 1 >= samples.len(), "reasons that read the same: {texts:?}");
    // The examples.
    let open =
        HintReason::Open { melds: ["R5 R6 R7", "K8 Y8 B8"].iter().map(|m| tiles(m).unwrap()).collect(), value: 42 };
    assert_eq!(open.text(Language::English), "Open now: red 5-6-7 · black 8, yellow 8, blue 8 = 42");
    assert_eq!(open.text(Language::Turkish), "Şimdi el aç: kırmızı 5-6-7 · siyah 8, sarı 8, mavi 8 = 42");
    let discard = HintReason::Discard {
        tile: tile("K13"),
        why: DiscardWhy::HighestLoose { points: 13 },
        safety: Safety::NobodyCanUse,
    };
    assert_eq!(
        discard.text(Language::English),
        "Discard black 13: nobody can use it, and it is your highest tile outside your melds (13 points)"
    );
    assert_eq!(
        discard.text(Language::Turkish),
        "Siyah 13'ü at: kimsenin işine yaramaz, üstelik perlerinin dışında kalan en yüksek taşın (13 puan)"
    );
    assert_eq!(
        HintReason::TakeToOpen { tile: tile("Y7"), value: 108 }.text(Language::English),
        "Take yellow 7: it completes your opening (108)"
    );
}

/// Both languages name tiles by colour and number ("sarı 6'yı at", "sahte okeyi", "yellow 6"),
/// never by the notation, in every case.
#[test]
fn no_turkish_reason_names_a_tile_in_the_notation() {
    let mut samples = samples();
    let false_joker = tile("F");
    samples.push(HintReason::Discard { tile: false_joker, why: DiscardWhy::LeastUseful, safety: Safety::Unknown });
    samples.push(HintReason::LayOff { tile: false_joker, meld: tiles("B3 B4 B5").unwrap() });
    for reason in &samples {
        assert_no_tile_codes(&format!("{reason:?}"), &reason.text(Language::Turkish));
        assert_no_tile_codes(&format!("{reason:?}"), &reason.text(Language::English));
    }
    let sixes = |name: &str| HintReason::DiscardPenalty { tile: tile(name), points: 101 };
    assert_eq!(sixes("Y6").text(Language::Turkish), "Sarı 6'yı at: şu an cezasız atılacak taş yok, bunun cezası 101");
    assert_eq!(
        sixes("Y6").text(Language::English),
        "Discard yellow 6: no discard is free now; this one costs a penalty of 101"
    );
    let lay_off = HintReason::LayOff { tile: false_joker, meld: tiles("B3 B4 B5").unwrap() };
    assert_eq!(
        lay_off.text(Language::Turkish),
        "Sahte okeyi masadaki mavi 3-4-5 perine işle: ıstakanda bir taş az kalır"
    );
    let finish = HintReason::FinishThisTurn {
        melds: vec![tiles("R5 R6 R7").unwrap()],
        lay_offs: tiles("K1 B2").unwrap(),
        discard: Some(tile("B10")),
    };
    assert_eq!(
        finish.text(Language::Turkish),
        "Bu sıra bitirebilirsin: kırmızı 5-6-7 aç, siyah 1, mavi 2 işle, sonra mavi 10'u at"
    );
    assert_eq!(
        finish.text(Language::English),
        "You can finish this turn: lay red 5-6-7, lay off black 1, blue 2, then discard blue 10"
    );
}

/// Whether two tiles that `seat` has not seen could make a set or run of three with `tile` (in
/// the real game: the other racks and the stock), the engine judging each meld.
fn hidden_tiles_could_meld(game: &Game, seat: usize, tile: TileId) -> bool {
    let deal = game.deal();
    let hidden: Vec<TileId> = deal
        .racks
        .iter()
        .enumerate()
        .filter(|&(s, _)| s != seat)
        .flat_map(|(_, r)| r.clone())
        .chain(deal.stock.clone())
        .collect();
    let rules = game.meld_rules();
    for (i, &a) in hidden.iter().enumerate() {
        for &b in &hidden[i + 1..] {
            let orders = [[tile, a, b], [tile, b, a], [a, tile, b], [b, tile, a], [a, b, tile], [b, a, tile]];
            if orders.iter().any(|order| Meld::infer(order.to_vec(), rules).is_ok_and(|m| m.len() == 3)) {
                return true;
            }
        }
    }
    false
}

/// Medium bots play a deal of every preset; before each of their moves the hint for the seat
/// to move must be an action the engine accepts, point at tiles of the rack, read in both
/// languages, be the same when asked again, and claim "nobody can use it" only when no two
/// hidden tiles meld with the discard.
#[test]
fn hints_through_bot_games_of_every_preset_are_legal_and_point_at_the_rack() {
    let mut codes = BTreeSet::new();
    let (mut hints, mut nobody_claims) = (0, 0);
    for preset in Preset::ALL {
        for seed in 0..3 {
            let rules = Rules { deals: 1, ..Rules::preset(preset) };
            let players = usize::from(rules.players);
            let (mut game, _) = Game::new(rules, seed).unwrap();
            let mut seats: Vec<Option<Box<dyn Bot>>> =
                (0..players).map(|_| Some(Box::new(Medium) as Box<dyn Bot>)).collect();
            let mut driver = BotDriver::default();
            loop {
                let seat = game.turn();
                let view = SeatView::of(&game, seat).unwrap();
                let Some(found) = hint(&view) else { break };
                let context = format!("{preset} seed {seed}: {found:?}");
                assert!(view.accepts(&found.action), "{context}");
                assert!(found.highlight.iter().all(|t| view.rack.contains(t)), "{context}");
                assert!(!found.reason.text(Language::English).is_empty(), "{context}");
                assert!(!found.reason.text(Language::Turkish).is_empty(), "{context}");
                assert_no_tile_codes(&context, &found.reason.text(Language::Turkish));
                assert_eq!(hint(&view).as_ref(), Some(&found), "the same position, another hint");
                if let HintReason::Discard { tile, safety: Safety::NobodyCanUse, .. } = found.reason {
                    assert!(!hidden_tiles_could_meld(&game, seat, tile), "{context}");
                    nobody_claims += 1;
                }
                codes.insert(found.reason.code());
                hints += 1;
                if game.phase() == Phase::DealOver || driver.step(&mut game, &mut seats).is_none() {
                    break;
                }
            }
        }
    }
    eprintln!("{hints} hints, {nobody_claims} 'nobody can use it', codes {codes:?}");
    assert!(codes.len() >= 10, "{codes:?}");
}

/// A rack holding seed 000's opening (R7 R8 R9, 11 11 11, B4 B5 B6, Y11 Y12 Y13 = 108): open now.
#[test]
fn a_rack_that_can_open_gets_an_open_reason_with_its_value() {
    let mut game = table(concat!("rules: standard\nrack 0: ", seed_000_rack!(), "\nstock: R12 ..."));
    act(&mut game, 0, "draw");
    let found = hint(&SeatView::of(&game, 0).unwrap()).unwrap();
    assert!(matches!(found.action, Action::Lay { .. }), "{found:?}");
    assert!(matches!(found.reason, HintReason::Open { value: 108, .. }), "{found:?}");
    assert!(found.reason.text(Language::English).ends_with("= 108"), "{}", found.reason.text(Language::English));
    assert_eq!(found.highlight.len(), 12);
}

/// The discard Y13 completes the opening of R7 R8 R9, 11 11 11, B4 B5 B6 and Y11 Y12: take it.
#[test]
fn a_discard_that_completes_an_opening_is_taken_for_it() {
    let game = table(
        "rules: standard\nrack 0: R7 R8 R9 B11 Y11 K11 B4 B5 B6 Y11 Y12 R1 R3 Y5 B8 K9 K13 Y2 K2 B1 R12\n\
         discards 3: Y13\ntakeable: Y13",
    );
    let found = hint(&SeatView::of(&game, 0).unwrap()).unwrap();
    assert_eq!(found.action, Action::TakeDiscard);
    assert_eq!(found.reason, HintReason::TakeToOpen { tile: tile("Y13"), value: 108 });
    assert_eq!(found.reason.text(Language::Turkish), "Sarı 13'ü al: açılışını tamamlıyor (108)");
    // The rack tiles the taken one melds with.
    let highlighted: BTreeSet<String> = found.highlight.iter().map(TileId::to_string).collect();
    assert_eq!(highlighted, BTreeSet::from(["Y11".to_owned(), "Y12".to_owned()]));
}

/// The discard B13 makes nothing with the rack: draw, because it does not help.
#[test]
fn a_useless_discard_is_left_for_the_stock() {
    let game = table(
        "rules: standard\nrack 0: R7 R8 R9 B11 Y11 K11 B4 B5 B6 Y11 Y12 R1 R3 Y5 B8 K9 K13 Y2 K2 B1 R12\n\
         discards 3: B13\ntakeable: B13",
    );
    let found = hint(&SeatView::of(&game, 0).unwrap()).unwrap();
    assert_eq!(found.action, Action::Draw);
    assert_eq!(found.reason, HintReason::DrawDiscardUseless { tile: tile("B13") });
    assert!(found.highlight.is_empty());
}

/// Y13 would add a run to the rack's melds (84 with it), but taking it obliges an opening of
/// 101 this turn: draw instead.
#[test]
fn a_discard_that_fits_but_cannot_open_is_left_because_taking_obliges() {
    let game = table(
        "rules: standard\nrack 0: B11 Y11 K11 B4 B5 B6 Y11 Y12 R1 R3 Y5 B8 K9 K13 Y2 K4 B1 R12 R10 B2 Y9\n\
         discards 3: Y13\ntakeable: Y13",
    );
    let found = hint(&SeatView::of(&game, 0).unwrap()).unwrap();
    assert_eq!(found.action, Action::Draw);
    assert_eq!(found.reason, HintReason::DrawTakingObliges { tile: tile("Y13") });
}

/// A rack that melds whole but for K13 (R1..R13 and Y1..Y8 = 127) finishes this turn: lay, then
/// discard the last tile, which finishes.
#[test]
fn a_finishing_rack_is_told_to_finish() {
    let mut game = table(
        "rules: standard\nrack 0: R1 R2 R3 R4 R5 R6 R7 R8 R9 R10 R11 R12 R13 Y1 Y2 Y3 Y4 Y5 Y6 Y7 Y8\nstock: K13 ...",
    );
    act(&mut game, 0, "draw");
    for _ in 0..4 {
        let found = hint(&SeatView::of(&game, 0).unwrap()).unwrap();
        match &found.reason {
            HintReason::FinishThisTurn { discard, .. } => assert_eq!(*discard, Some(tile("K13")), "{found:?}"),
            HintReason::FinishNow { tile: last } => {
                assert_eq!(*last, tile("K13"));
                assert_eq!(
                    found.reason.text(Language::English),
                    "Discard black 13, your last tile, and finish the deal"
                );
                return;
            }
            other => panic!("not finishing: {other:?}"),
        }
        game.apply(0, &found.action).unwrap();
    }
    panic!("never came to the last discard");
}

/// Düz Okey: holding the indicator's twin (K5) before the first draw, show it.
#[test]
fn duz_shows_the_indicator_twin() {
    let game = table("rules: duz\nrack 0: K5 ...\nrack 1: ...\nrack 2: ...\nrack 3: ...");
    let found = hint(&SeatView::of(&game, 0).unwrap()).unwrap();
    assert_eq!(found.action, Action::ShowIndicator);
    assert!(matches!(found.reason, HintReason::ShowIndicator { tile } if tile.print() == tile_print("K5")));
    assert_eq!(found.highlight.len(), 1);
}

fn tile_print(name: &str) -> okey_core::tile::Print {
    tile(name).print()
}
