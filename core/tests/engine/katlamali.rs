//! The Katlamali preset, from seed 004 (`shared/seeds/004_adb332ca00dd9e7f.txt`).

use crate::common;

use common::*;
use okey_core::action::Event;
use okey_core::view::ActionKind;
use okey_core::{ActionError, Preset, Rules, SeatView};

const RISING: &str = concat!(
    "
rules: katlamali
rack 0: ",
    seed_000_rack!(),
    "
rack 1: R7 R8 R9 R11 B11 K11 B4 B5 B6 K8 K9 K10 R2 B2 Y2 Y3 Y4 Y5 K1 B9 R5
stock: B12 R13 ...
"
);

/// Seed 004: "bir oyuncu elini açtıktan sonra açma barajı açılan grupların sayı değerine yükselir.
/// Örneğin ilk başta bir oyuncu 110 puanla elini seri açabilir, daha sonra başka bir oyuncunun
/// elini seri açabilmesi için en az 111 yapması gerekir." (After an opening worth V, the next
/// opener needs at least V+1.)
#[test]
fn the_sets_threshold_rises_past_each_opening() {
    let mut game = table(RISING);
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R7 R8 R9 | B11 Y11 K11 | B4 B5 B6 | Y11 Y12 Y13");
    act(&mut game, 0, "discard K13");
    assert_eq!(SeatView::of(&game, 1).unwrap().opening_threshold, 109);
    act(&mut game, 1, "draw");
    act(&mut game, 1, "lay R7 R8 R9 | R11 B11 K11 | B4 B5 B6 | K8 K9 K10 | R2 B2 Y2");
    assert_eq!(refused(&mut game, 1, "discard K1"), ActionError::OpeningTooLow { value: 105, needed: 109 });
    act(&mut game, 1, "lay Y3 Y4 Y5");
    let events = act(&mut game, 1, "discard K1");
    assert_eq!(opened_value(&events), Some(117));
    assert_eq!(SeatView::of(&game, 2).unwrap().opening_threshold, 118);
}

const PAIRS: &str = "
rules: katlamali
rack 0: R1 R1 Y2 Y2 B3 B3 K4 K4 R8 R8 Y9 B10 K11 R12 B13 Y11 K2 B7 R3 K9 Y13
rack 1: Y1 Y1 B2 B2 K3 K3 R4 R4 Y8 Y8 B12 B12 R5 Y6 B7 K8 R9 Y10 B11 K12 R13
";

/// Seed 004: "ilk başta bir oyuncu 5 çift ile elini çift açabilir, daha sonra başka bir oyuncunun
/// elini çift açabilmesi için en az 6 çift yapması gerekir." (After 5 pairs, the next needs 6.)
#[test]
fn the_pairs_threshold_rises_too() {
    let mut game = table(PAIRS);
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R1 R1 | Y2 Y2 | B3 B3 | K4 K4 | R8 R8");
    act(&mut game, 0, "discard Y9");
    act(&mut game, 1, "draw");
    act(&mut game, 1, "lay Y1 Y1 | B2 B2 | K3 K3 | R4 R4 | Y8 Y8");
    assert_eq!(refused(&mut game, 1, "discard R5"), ActionError::TooFewPairs { pairs: 5, needed: 6 });
    act(&mut game, 1, "lay B12 B12");
    act(&mut game, 1, "discard R5");
    assert_eq!(SeatView::of(&game, 2).unwrap().pairs_threshold, 7);
}

const OKEY_ON_TABLE: &str = "
rules: katlamali
rack 0: R6 R8 B12 K13
opened 0: sets
opened 1: sets
meld 0 by 1 run: R5 K6 R7
meld 1 by 0 run: B1 B2 B3
";

/// Seed 004, "Yerden okey alma": "Yere açılan gruplarda okey varsa, okeye karşılık gelen taş
/// okeyin yerine işlenebilir. Okeyin yerine taş işleyen oyuncu ... yerdeki okeyi alıp ıstakasına
/// ekler." (The tile an okey stands for may take its place; the okey goes to the player's rack.)
#[test]
fn an_okey_can_be_taken_from_the_table() {
    let mut game = table(OKEY_ON_TABLE);
    act(&mut game, 0, "draw");
    assert!(matches!(refused(&mut game, 0, "retrieve R8 on 0"), ActionError::DoesNotFit { .. }));
    let events = act(&mut game, 0, "retrieve R6 on 0");
    let Event::RetrievedOkey { okey, .. } = events[0] else { panic!("{events:?}") };
    assert!(game.deal().racks[0].contains(&okey));
    assert_eq!(game.deal().table[0].meld.to_string(), "R5 R6 R7");
    // Undoing the exchange puts the okey back.
    act(&mut game, 0, "back R6");
    assert_eq!(game.deal().table[0].meld.to_string(), "R5 K6 R7");
    assert!(game.tiles_accounted_for());
}

/// "that player must have opened" (RULES.md).
#[test]
fn only_an_opened_player_takes_an_okey() {
    let mut game = table(
        &OKEY_ON_TABLE
            .replace("opened 0: sets\n", "")
            .replace("meld 1 by 0 run: B1 B2 B3\n", "discards 3: B1 B2 B3\n")
            .replace("rack 0: R6 R8 B12 K13", "rack 0: R6 ..."),
    );
    act(&mut game, 0, "draw");
    assert_eq!(refused(&mut game, 0, "retrieve R6 on 0"), ActionError::NotOpened);
}

/// Seed 004 makes the exchange a kind of laying off ("işleme"), allowed to a player who has
/// opened, and says nothing of the opening turn: once the melds laid this turn make an opening,
/// the player has opened and may exchange, as they may lay off; not with `wait_turn_after_opening`.
#[test]
fn an_okey_can_be_exchanged_in_the_opening_turn() {
    let text = concat!(
        "rules: katlamali
rack 0: ",
        seed_000_rack!(),
        "
opened 1: sets
meld 0 by 1 run: B7 K6 B9
stock: R12 ..."
    );
    let opening = "lay R7 R8 R9 | B11 Y11 K11 | B4 B5 B6 | Y11 Y12 Y13";
    let mut game = table(text);
    act(&mut game, 0, "draw");
    assert_eq!(refused(&mut game, 0, "retrieve B8 on 0"), ActionError::NotOpened);
    act(&mut game, 0, opening);
    let allowed = SeatView::of(&game, 0).unwrap().allowed;
    assert!(allowed.contains(&ActionKind::LayOff) && allowed.contains(&ActionKind::RetrieveOkey), "{allowed:?}");
    act(&mut game, 0, "retrieve B8 on 0");
    assert_eq!(opened_value(&act(&mut game, 0, "discard K13")), Some(108));
    let rules = Rules { wait_turn_after_opening: true, ..Rules::preset(Preset::Katlamali) };
    let json = serde_json::to_string(&rules).unwrap();
    let mut waiting = table(&text.replace("rules: katlamali", &format!("rules: {json}")));
    act(&mut waiting, 0, "draw");
    act(&mut waiting, 0, opening);
    assert_eq!(refused(&mut waiting, 0, "retrieve B8 on 0"), ActionError::WaitAfterOpening);
    // The view offers only what the engine accepts: no lay-off or exchange while waiting.
    let allowed = SeatView::of(&waiting, 0).unwrap().allowed;
    assert!(!allowed.contains(&ActionKind::LayOff) && !allowed.contains(&ActionKind::RetrieveOkey), "{allowed:?}");
}

/// Seed 004 never mentions every player opening with pairs, so Katlamali keeps Standard's rule:
/// the deal is cancelled.
#[test]
fn everyone_on_pairs_cancels_the_deal_as_in_standard() {
    let mut game = everyone_else_on_pairs("katlamali", "Y9");
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay R1 R1 | Y2 Y2 | B3 B3 | K4 K4 | R8 R8");
    let result = deal_result(&act(&mut game, 0, "discard Y9")).expect("the deal ends");
    assert_eq!((result.end, result.counts), (okey_core::scoring::DealEnd::AllPairs, false));
}

/// Seed 004: "Eğer elini açamıyorsa soldan çektiği taşı geri bırakabilir. Geri bıraktıktan sonra
/// hiç taş çekmemiş gibi oyuna devam eder." (A taken discard that cannot be used goes back.)
#[test]
fn a_taken_discard_goes_back_free() {
    let mut game = table(&RISING.replace("stock: B12 R13 ...", "stock: B12 R13 ...\ndiscards 3: Y7\ntakeable: Y7"));
    act(&mut game, 0, "take");
    assert!(penalties(&act(&mut game, 0, "return")).is_empty());
    act(&mut game, 0, "draw");
}

/// Seed 004: "Elini seri açtıysa elindeki çiftlerı yere açabilmesi için, başka bir oyuncunun
/// elini çift açmış olması gerekir." (A sets opener may lay pairs once another opened with pairs.)
#[test]
fn a_sets_opener_lays_pairs_after_someone_opens_with_pairs() {
    let text = "
rules: katlamali
rack 0: Y12 Y12 K13
opened 0: sets
meld 0 by 0 run: Y3 Y4 Y5";
    let mut game = table(text);
    act(&mut game, 0, "draw");
    assert_eq!(
        refused(&mut game, 0, "lay Y12 Y12"),
        ActionError::SetsOpenerCannotLayPairs { after_pairs_opening: true }
    );
    let mut game = table(&format!("{text}\nopened 2: pairs\nmeld 1 by 2 pair: B9 B9"));
    act(&mut game, 0, "draw");
    act(&mut game, 0, "lay Y12 Y12");
}

/// Seed 004: "Yerdeki taşlar biterse o el iptal olur." (An exhausted stock cancels the deal.)
#[test]
fn an_exhausted_stock_cancels_the_deal() {
    let mut game = table(
        "
rules: katlamali
rack 0: K6 ...
stock:
discards 2: ...",
    );
    let events = act(&mut game, 0, "draw");
    assert_eq!(deal_scores(&events), Some(vec![0, 0, 0, 0]));
    assert_eq!(game.deals_counted(), 0);
}
