//! Every text the engine writes for a player exists in English and Turkish, names the values its
//! details carry, and keeps its stable code. Each list below has one instance per variant; the
//! `match`es have no wildcard, so a new variant does not compile until it is listed here.

use okey_core::action::PenaltyReason;
use okey_core::game::Phase;
use okey_core::hand::HandError;
use okey_core::meld::{MeldError, MeldKind};
use okey_core::record::RecordError;
use okey_core::rules::{Rules, RulesProblem, Variant};
use okey_core::saved::JsonError;
use okey_core::scoring::DealEnd;
use okey_core::session::{SessionError, StaleDecision};
use okey_core::stats::StatsError;
use okey_core::tile::{Color, TileId};
use okey_core::view::ActionKind;
use okey_core::wording::{Detail, Details};
use okey_core::{ActionError, Language};
use std::collections::HashSet;

use crate::common;
use common::assert_no_tile_codes;

fn tile(raw: u8) -> TileId {
    TileId::new(raw).unwrap()
}

fn meld_errors() -> Vec<MeldError> {
    let errors = vec![
        MeldError::WrongSize { kind: MeldKind::Run, min: 3, max: 13, actual: 2 },
        MeldError::OnlyOkeys,
        MeldError::NotConsecutive { tile: tile(20), color: Color::Blue, previous: "B3 B4".into() },
        MeldError::OutOfRange { tiles: "R12 R13 R1".into() },
        MeldError::NotASet { tile: tile(9), tiles: "R5 Y5 Y6".into() },
        MeldError::NotAPair { first: tile(0), second: tile(2) },
        MeldError::PairNotExtendable,
        MeldError::DoesNotFit { tile: tile(40), meld: "B7 B8 B9".into() },
        MeldError::NoOkeyFor { tile: tile(41), meld: "Y7 K6 Y9".into() },
    ];
    for error in &errors {
        match error {
            MeldError::WrongSize { .. }
            | MeldError::OnlyOkeys
            | MeldError::NotConsecutive { .. }
            | MeldError::OutOfRange { .. }
            | MeldError::NotASet { .. }
            | MeldError::NotAPair { .. }
            | MeldError::PairNotExtendable
            | MeldError::DoesNotFit { .. }
            | MeldError::NoOkeyFor { .. } => {}
        }
    }
    errors
}

/// One refusal per variant, and the position of each variant in the list.
fn refusals() -> Vec<ActionError> {
    let t = tile(13);
    let meld_error = MeldError::NotAPair { first: tile(0), second: tile(2) };
    vec![
        ActionError::GameOver,
        ActionError::NoSuchSeat { seat: 5 },
        ActionError::BotSeat { seat: 1 },
        ActionError::NotYourTurn { seat: 0, turn: 2 },
        ActionError::WrongPhase { phase: Phase::Draw },
        ActionError::TileNotInRack { tile: t },
        ActionError::NoDiscardToTake,
        ActionError::DiscardNotUsable { tile: t },
        ActionError::IndicatorNotTakeable,
        ActionError::NothingToReturn,
        ActionError::ReturnNotAllowed { tile: t },
        ActionError::TakeBackFirst { tile: t },
        ActionError::MustDrawAfterReturn,
        ActionError::NoMelds,
        ActionError::DuplicateTile { tile: t },
        ActionError::InvalidMeld { index: 1, source: meld_error.clone() },
        ActionError::MixedOpening,
        ActionError::PairsOpenerCannotLay { kind: MeldKind::Run },
        ActionError::SetsOpenerCannotLayPairs { after_pairs_opening: true },
        ActionError::MustKeepDiscard,
        ActionError::NotOpened,
        ActionError::WaitAfterOpening,
        ActionError::NoSuchMeld { meld: 7 },
        ActionError::DoesNotFit { tile: t, meld: 3, source: MeldError::PairNotExtendable },
        ActionError::LayOffCap { cap: 2 },
        ActionError::RetrievalNotAllowed,
        ActionError::NotLaidThisTurn { tile: t },
        ActionError::NothingToTakeBack,
        ActionError::TakenTileNotUsed { tile: t },
        ActionError::TakenTileNotInOpening { tile: t },
        ActionError::OpeningTooLow { value: 96, needed: 101 },
        ActionError::TooFewPairs { pairs: 4, needed: 5 },
        ActionError::MustFinishWithIndicator,
        ActionError::DealNotOver,
        ActionError::NotInThisGame { action: ActionKind::LayOff, game: Variant::Duz },
        ActionError::NotAWinningHand { tile: t },
        ActionError::CannotShowIndicator,
        ActionError::NotMelds { count: 10 },
    ]
}

/// Which variant a refusal is; no wildcard, so every variant must be named here.
fn variant_index(error: &ActionError) -> usize {
    match error {
        ActionError::GameOver => 0,
        ActionError::NoSuchSeat { .. } => 1,
        ActionError::BotSeat { .. } => 2,
        ActionError::NotYourTurn { .. } => 3,
        ActionError::WrongPhase { .. } => 4,
        ActionError::TileNotInRack { .. } => 5,
        ActionError::NoDiscardToTake => 6,
        ActionError::DiscardNotUsable { .. } => 7,
        ActionError::IndicatorNotTakeable => 8,
        ActionError::NothingToReturn => 9,
        ActionError::ReturnNotAllowed { .. } => 10,
        ActionError::TakeBackFirst { .. } => 11,
        ActionError::MustDrawAfterReturn => 12,
        ActionError::NoMelds => 13,
        ActionError::DuplicateTile { .. } => 14,
        ActionError::InvalidMeld { .. } => 15,
        ActionError::MixedOpening => 16,
        ActionError::PairsOpenerCannotLay { .. } => 17,
        ActionError::SetsOpenerCannotLayPairs { .. } => 18,
        ActionError::MustKeepDiscard => 19,
        ActionError::NotOpened => 20,
        ActionError::WaitAfterOpening => 21,
        ActionError::NoSuchMeld { .. } => 22,
        ActionError::DoesNotFit { .. } => 23,
        ActionError::LayOffCap { .. } => 24,
        ActionError::RetrievalNotAllowed => 25,
        ActionError::NotLaidThisTurn { .. } => 26,
        ActionError::NothingToTakeBack => 27,
        ActionError::TakenTileNotUsed { .. } => 28,
        ActionError::TakenTileNotInOpening { .. } => 29,
        ActionError::OpeningTooLow { .. } => 30,
        ActionError::TooFewPairs { .. } => 31,
        ActionError::MustFinishWithIndicator => 32,
        ActionError::DealNotOver => 33,
        ActionError::NotInThisGame { .. } => 34,
        ActionError::NotAWinningHand { .. } => 35,
        ActionError::CannotShowIndicator => 36,
        ActionError::NotMelds { .. } => 37,
    }
}

fn rules_problems() -> Vec<RulesProblem> {
    let problems = vec![
        RulesProblem::Players { players: 5 },
        RulesProblem::NoDeals,
        RulesProblem::NoOpeningThreshold,
        RulesProblem::PairsThreshold { pairs: 11 },
        RulesProblem::NoLayOffCap,
        RulesProblem::NoStartingPoints,
        RulesProblem::PartnersNeedFour { players: 3 },
    ];
    for problem in &problems {
        match problem {
            RulesProblem::Players { .. }
            | RulesProblem::NoDeals
            | RulesProblem::NoOpeningThreshold
            | RulesProblem::PairsThreshold { .. }
            | RulesProblem::NoLayOffCap
            | RulesProblem::NoStartingPoints
            | RulesProblem::PartnersNeedFour { .. } => {}
        }
    }
    problems
}

fn penalty_reasons() -> Vec<PenaltyReason> {
    let reasons = vec![
        PenaltyReason::DiscardedOkey,
        PenaltyReason::DiscardedPlayableTile,
        PenaltyReason::TookBack,
        PenaltyReason::GaveOpeningTile,
    ];
    for reason in &reasons {
        match reason {
            PenaltyReason::DiscardedOkey
            | PenaltyReason::DiscardedPlayableTile
            | PenaltyReason::TookBack
            | PenaltyReason::GaveOpeningTile => {}
        }
    }
    reasons
}

fn deal_ends() -> Vec<DealEnd> {
    let won = |okey_finish, pairs_finish, all_at_once, one_colour| DealEnd::Won {
        winner: 2,
        okey_finish,
        pairs_finish,
        all_at_once,
        one_colour,
    };
    let ends = vec![
        won(false, false, false, false),
        won(true, true, true, true),
        won(true, false, false, false),
        DealEnd::StockExhausted,
        DealEnd::AllPairs,
    ];
    for end in &ends {
        match end {
            DealEnd::Won { .. } | DealEnd::StockExhausted | DealEnd::AllPairs => {}
        }
    }
    ends
}

/// A text in one language: not empty, and every named detail shows in it (flags change the
/// wording and are not written out).
fn check_text(what: &str, language: Language, text: &str, details: &Details) {
    assert!(!text.trim().is_empty(), "{what}: empty {language:?} text");
    for (name, detail) in details {
        if matches!(detail, Detail::Flag(_)) {
            continue;
        }
        let shown = detail.text(language);
        assert!(text.contains(&shown), "{what}: {language:?} text `{text}` lacks {name} `{shown}`");
    }
    if language == Language::Turkish {
        assert_turkish_suffixes_are_safe(what, text);
    }
}

/// A Turkish suffix straight after a number or a tile ("R7yi") depends on how the number is
/// read; the texts use a fixed word ("R7 taşını") or an apostrophe on a fixed number instead.
fn assert_turkish_suffixes_are_safe(what: &str, text: &str) {
    let chars: Vec<char> = text.chars().collect();
    for pair in chars.windows(2) {
        assert!(
            !(pair[0].is_ascii_digit() && pair[1].is_alphabetic()),
            "{what}: `{text}` puts a suffix straight after a number"
        );
    }
    assert!(!text.contains("seat"), "{what}: `{text}` is not Turkish");
}

/// Texts of different variants differ within a language, and each language's differs from the other's.
fn check_all<T>(what: &str, items: &[T], text: impl Fn(&T, Language) -> String, details: impl Fn(&T) -> Details) {
    for language in Language::ALL {
        let mut seen = HashSet::new();
        for item in items {
            let message = text(item, language);
            check_text(what, language, &message, &details(item));
            assert!(seen.insert(message.clone()), "{what}: `{message}` twice");
        }
    }
    for item in items {
        let (english, turkish) = (text(item, Language::English), text(item, Language::Turkish));
        assert_ne!(english, turkish, "{what}: the Turkish text is the English one");
    }
}

#[test]
fn every_refusal_has_both_languages_a_stable_code_and_its_details() {
    let refusals = refusals();
    let indices: Vec<usize> = refusals.iter().map(variant_index).collect();
    assert_eq!(indices, (0..refusals.len()).collect::<Vec<_>>(), "one refusal per variant, in order");
    let codes: HashSet<&str> = refusals.iter().map(ActionError::code).collect();
    assert_eq!(codes.len(), refusals.len(), "codes are distinct");
    check_all("refusal", &refusals, |e, l| e.message(l), ActionError::details);
    for error in &refusals {
        assert_eq!(error.to_string(), error.message(Language::English), "Display is the English message");
    }
}

#[test]
fn every_meld_error_has_both_languages_and_its_details() {
    check_all("meld error", &meld_errors(), |e, l| e.message(l), MeldError::details);
    for error in meld_errors() {
        let refusal = ActionError::InvalidMeld { index: 0, source: error.clone() };
        for language in Language::ALL {
            assert!(refusal.message(language).contains(&error.message(language)), "{refusal:?}");
            check_text("nested meld error", language, &refusal.message(language), &refusal.details());
        }
    }
}

#[test]
fn every_rules_problem_has_both_languages_a_code_and_its_details() {
    let problems = rules_problems();
    let codes: HashSet<&str> = problems.iter().map(RulesProblem::code).collect();
    assert_eq!(codes.len(), problems.len());
    check_all("rules problem", &problems, |p, l| p.message(l), RulesProblem::details);
    let error = Rules { players: 5, deals: 0, ..Rules::default() }.validate().unwrap_err();
    assert_eq!(
        error.message(Language::Turkish),
        "geçersiz kurallar: oyuncu sayısı 2 ile 4 arası olmalı, 5 olamaz; bir oyunda en az 1 el olmalı"
    );
    assert_eq!(error.to_string(), "invalid rules: players must be 2 to 4, not 5; a game needs at least 1 deal");
}

#[test]
fn every_penalty_reason_and_deal_end_has_both_languages() {
    let reasons = penalty_reasons();
    check_all("penalty", &reasons, |r, l| r.message(l).to_owned(), |_| vec![]);
    let charge = |r: &PenaltyReason, l| r.charge_message(l, 1, 101);
    let seat_and_points = |_: &PenaltyReason| vec![("seat", Detail::Seat(1)), ("points", Detail::Number(101))];
    check_all("penalty sentence", &reasons, charge, seat_and_points);
    assert_eq!(
        PenaltyReason::DiscardedOkey.charge_message(Language::Turkish, 1, 101),
        "2. oyuncuya +101 ceza: okey atma"
    );
    check_all("deal end", &deal_ends(), |e, l| e.message(l), DealEnd::details);
    let all_ways = deal_ends()[1];
    assert_eq!(all_ways.message(Language::Turkish), "3. oyuncu elden, çiftle, okey atarak, tek renkle bitirdi");
    assert_eq!(
        all_ways.message(Language::English),
        "seat 3 finished all at once, on pairs, with the okey, in one colour"
    );
}

#[test]
fn turkish_refusals_read_naturally() {
    let cases = [
        (ActionError::NotYourTurn { seat: 0, turn: 2 }, "sıra 3. oyuncuda, 1. oyuncuda değil"),
        (ActionError::TileNotInRack { tile: tile(13) }, "mavi 2 taşı ıstakanda yok"),
        (ActionError::OpeningTooLow { value: 96, needed: 101 }, "perlerin 96 puan ediyor; açmak için 101 puan gerekir"),
        (
            ActionError::InvalidMeld { index: 0, source: MeldError::NotAPair { first: tile(0), second: tile(2) } },
            "1. per: kırmızı 1 ile sarı 1 çift değil",
        ),
    ];
    for (error, turkish) in cases {
        assert_eq!(error.message(Language::Turkish), turkish);
    }
}

/// A move made at the wrong point of the turn is answered with what to do instead, never with
/// the phase's name alone ("that cannot be done in the draw phase").
#[test]
fn a_move_out_of_its_phase_says_what_to_do_instead() {
    let said = |phase, language| ActionError::WrongPhase { phase }.message(language);
    assert_eq!(said(Phase::Draw, Language::English), "take a tile first: draw from the stock or take the discard");
    assert_eq!(said(Phase::Draw, Language::Turkish), "önce bir taş al: desteden çek ya da atılan taşı al");
    assert_eq!(said(Phase::Play, Language::English), "you have taken your tile this turn: play, then discard");
    assert_eq!(said(Phase::DealOver, Language::English), "the deal is over: deal the next one");
    for phase in [Phase::Draw, Phase::Play, Phase::DealOver, Phase::GameOver] {
        for language in Language::ALL {
            let text = said(phase, language);
            assert!(!text.contains("cannot be done") && !text.contains("yapılamaz"), "{text}");
            assert!(!text.contains("phase") && !text.contains("aşama"), "{text}");
        }
    }
}

/// Turkish refusals name tiles by colour and number, never by the notation's English letters
/// (`K13` reads as kırmızı to a Turkish player); the values in `details()` read the same way.
#[test]
fn no_turkish_refusal_names_a_tile_in_the_notation() {
    let mut texts: Vec<String> = refusals().iter().map(|e| e.message(Language::Turkish)).collect();
    for error in meld_errors() {
        texts.push(error.message(Language::Turkish));
        texts.push(ActionError::InvalidMeld { index: 0, source: error }.message(Language::Turkish));
    }
    texts.extend(penalty_reasons().iter().map(|r| r.charge_message(Language::Turkish, 1, 101)));
    texts.extend(deal_ends().iter().map(|e| e.message(Language::Turkish)));
    texts.extend(refusals().iter().map(|e| e.message(Language::English)));
    for text in &texts {
        assert_no_tile_codes("refusal", text);
    }
    let named = |name: &str| okey_core::notation::tiles(name).unwrap()[0];
    let false_joker = named("F");
    let cases = [
        (ActionError::TileNotInRack { tile: false_joker }, "sahte okey taşı ıstakanda yok"),
        (
            ActionError::InvalidMeld {
                index: 0,
                source: MeldError::DoesNotFit { tile: named("B11"), meld: "B7 B8 B9".into() },
            },
            "1. per: mavi 11 taşı mavi 7-8-9 perine uymuyor",
        ),
        (
            ActionError::InvalidMeld {
                index: 1,
                source: MeldError::NotASet { tile: named("Y6"), tiles: "R5 Y5 Y6".into() },
            },
            "2. per: aynı sayılı per, tek bir sayının farklı renklerinden oluşur; sarı 6 taşı kırmızı 5, sarı 5, \
             sarı 6 ile uymuyor",
        ),
    ];
    for (error, turkish) in cases {
        assert_eq!(error.message(Language::Turkish), turkish);
    }
    assert_eq!(
        ActionError::TileNotInRack { tile: false_joker }.message(Language::English),
        "false joker is not in your rack"
    );
}

fn json_error(syntax: bool, path: &str) -> JsonError {
    JsonError { path: path.into(), syntax, line: 3, column: 7, message: "expected value".into() }
}

fn record_errors() -> Vec<RecordError> {
    let errors = vec![
        RecordError::Json(json_error(true, "")),
        RecordError::Json(json_error(false, "")),
        RecordError::Json(json_error(false, "game.moves[3].action.tile")),
        RecordError::WrongFormat { found: "chess".into() },
        RecordError::UnsupportedVersion { found: 9 },
        RecordError::Rules(Rules { players: 5, ..Rules::default() }.validate().unwrap_err()),
        RecordError::IllegalMove {
            index: 4,
            seat: 1,
            action: "discard R5".into(),
            error: ActionError::TileNotInRack { tile: tile(8) },
        },
        RecordError::Text { line: 2, message: "no seed".into() },
    ];
    for error in &errors {
        match error {
            RecordError::Json { .. }
            | RecordError::WrongFormat { .. }
            | RecordError::UnsupportedVersion { .. }
            | RecordError::Rules(_)
            | RecordError::IllegalMove { .. }
            | RecordError::Text { .. } => {}
        }
    }
    errors
}

fn stats_errors() -> Vec<StatsError> {
    let errors = vec![
        StatsError::Json(json_error(true, "")),
        StatsError::Json(json_error(false, "recorded[2]")),
        StatsError::WrongFormat { found: "chess".into() },
        StatsError::UnsupportedVersion { found: 9 },
        StatsError::Damaged { reason: "totals do not add up".into() },
        StatsError::GameNotOver,
        StatsError::NoSuchSeat { seat: 4, players: 4 },
        StatsError::SeatCount { seats: 3, players: 4 },
        StatsError::AlreadyRecorded { id: 0x10 },
        StatsError::Record(RecordError::WrongFormat { found: "chess".into() }),
    ];
    for error in &errors {
        match error {
            StatsError::Json { .. }
            | StatsError::WrongFormat { .. }
            | StatsError::UnsupportedVersion { .. }
            | StatsError::Damaged { .. }
            | StatsError::GameNotOver
            | StatsError::NoSuchSeat { .. }
            | StatsError::SeatCount { .. }
            | StatsError::AlreadyRecorded { .. }
            | StatsError::Record(_) => {}
        }
    }
    errors
}

#[test]
fn file_and_hand_errors_have_both_languages() {
    check_all("record error", &record_errors(), |e, l| e.message(l), |_| vec![]);
    check_all("stats error", &stats_errors(), |e, l| e.message(l), |_| vec![]);
    let session_errors = [
        SessionError::SeatCount { seats: 3, players: 4 },
        SessionError::Record(RecordError::UnsupportedVersion { found: 9 }),
    ];
    for error in &session_errors {
        match error {
            SessionError::SeatCount { .. } | SessionError::Record(_) => {}
        }
    }
    check_all("session error", &session_errors, |e, l| e.message(l), |_| vec![]);
    let stale = [StaleDecision { generation: 4, now: 6 }];
    check_all("stale decision", &stale, |e, l| e.message(l), |_| vec![]);
    let notation = ["R", "X5", "R14", "", "R5 ...x"]
        .into_iter()
        .filter_map(|text| okey_core::hand::parse(text).err())
        .chain([HandError::TooLarge { count: 24 }])
        .collect::<Vec<_>>();
    for error in &notation {
        match error {
            HandError::TooLarge { .. } | HandError::Notation(_) => {}
        }
    }
    check_all("hand error", &notation, |e, l| e.message(l), |_| vec![]);
    let HandError::Notation(bad) = okey_core::hand::parse("R5 X5").unwrap_err() else { panic!() };
    assert_eq!(
        bad.message(Language::Turkish),
        "`X5` bir taş değil (4. karakter): renk R, Y, B ya da K olmalı (sahte okey için F)"
    );
    check_text("notation", Language::Turkish, &bad.message(Language::Turkish), &bad.details());
}

/// A seat has one name and a penalty one phrase, the engine's, which the app core's words and
/// the terminal's replay call: the person at seat 0 is "You", the bots of seats 1 to 3 Ayşe,
/// Mehmet and Zeynep, anyone else the seat's number as the engine's sentences count it; a penalty
/// is "discarding an okey" on the score sheet, the move log and the replay alike.
#[test]
fn a_seat_has_one_name_and_a_penalty_one_phrase() {
    use okey_core::naming::{Occupant, seat_label};
    let (en, tr) = (Language::English, Language::Turkish);
    assert_eq!(
        (seat_label(en, 0, Occupant::Person), seat_label(tr, 0, Occupant::Person)),
        ("You".into(), "Sen".into())
    );
    let bots: Vec<String> = (1..4).map(|seat| seat_label(en, seat, Occupant::Bot)).collect();
    assert_eq!(bots, ["Ayşe", "Mehmet", "Zeynep"]);
    assert_eq!(seat_label(tr, 2, Occupant::Bot), "Mehmet", "a name is the same in both languages");
    // A bot in the person's seat (a game of bots only) and a second person go by number.
    assert_eq!(seat_label(en, 0, Occupant::Bot), "Seat 1");
    assert_eq!(seat_label(tr, 2, Occupant::Person), "3. oyuncu");
    assert_eq!(PenaltyReason::DiscardedOkey.message(en), "discarding an okey");
    assert_eq!(PenaltyReason::DiscardedOkey.message(tr), "okey atma");
    assert_eq!(
        PenaltyReason::DiscardedOkey.charge_message(en, 1, 101),
        "seat 2 is charged +101 for discarding an okey"
    );
    for reason in penalty_reasons() {
        assert!(reason.message(en).split(' ').next().is_some_and(|verb| verb.ends_with("ing")), "{reason:?}");
    }
}
