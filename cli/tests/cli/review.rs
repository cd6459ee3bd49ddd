//! `okey review` against golden outputs, in English and Turkish.
//!
//! After an intended change of output (or of the bots, which play the reviewed game and judge
//! it), regenerate with `UPDATE_GOLDEN=1 cargo test -p okey-cli --test cli review` and read the diff.

use crate::golden::{golden, repo_file};
use okey_cli::review::{report_text, review_text};
use okey_core::bot::Level;
use okey_core::rules::Preset;
use okey_core::{Action, Language, Phase, Rules, SeatKind, Session};

/// Two deals with a Beginner in seat 1 and Hard in the others, rebuilt when `UPDATE_GOLDEN` is set.
fn beginner_record() -> String {
    beginner_record_of("tests/review/beginner-seed-4.okey", Rules::default(), 4)
}

/// Two deals of `rules` from `seed` with a Beginner in seat 1 and Hard in the others, kept at
/// `path` and rebuilt when `UPDATE_GOLDEN` is set.
fn beginner_record_of(path: &str, rules: Rules, seed: u64) -> String {
    let path = repo_file(path);
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        let seats = vec![
            SeatKind::Bot(Level::Beginner),
            SeatKind::Bot(Level::Hard),
            SeatKind::Bot(Level::Hard),
            SeatKind::Bot(Level::Hard),
        ];
        let (mut session, _) = Session::new(rules, seed, seats).unwrap();
        while session.game().results().len() < 2 {
            session.run_bots();
            assert_eq!(session.game().phase(), Phase::DealOver);
            if session.game().results().len() < 2 {
                session.apply(0, &Action::NextDeal).unwrap();
            }
        }
        std::fs::write(&path, session.record().to_text().unwrap()).unwrap();
    }
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn review_prints_the_costliest_turns_in_both_languages() {
    let record = beginner_record();
    let english = review_text(&record, Some(1), Language::English).unwrap();
    assert!(!english.items.is_empty());
    golden("tests/review/beginner-seed-4.en.txt", &report_text(&english));
    golden("tests/review/beginner-seed-4.json", &(serde_json::to_string_pretty(&english).unwrap() + "\n"));
    let turkish = review_text(&record, Some(1), Language::Turkish).unwrap();
    golden("tests/review/beginner-seed-4.tr.txt", &report_text(&turkish));
    assert_eq!(english.items.len(), turkish.items.len());
    for (en, tr) in english.items.iter().zip(&turkish.items) {
        assert_eq!((en.points, en.code, &en.made), (tr.points, tr.code, &tr.made));
        assert_ne!(en.text, tr.text);
    }
}

/// A Düz Okey game is reviewed too: the Beginner's careless discards and the wins it left.
#[test]
fn review_prints_a_duz_okey_game_in_both_languages() {
    let record = beginner_record_of("tests/review/duz-beginner-seed-7.okey", Rules::preset(Preset::Duz), 7);
    let english = review_text(&record, Some(1), Language::English).unwrap();
    assert!(!english.items.is_empty());
    assert!(english.items.iter().all(|i| i.code != "weaker_move"), "Düz has no sampled cost");
    golden("tests/review/duz-beginner-seed-7.en.txt", &report_text(&english));
    let turkish = review_text(&record, Some(1), Language::Turkish).unwrap();
    golden("tests/review/duz-beginner-seed-7.tr.txt", &report_text(&turkish));
    for (en, tr) in english.items.iter().zip(&turkish.items) {
        assert_eq!((en.points, en.code, &en.made), (tr.points, tr.code, &tr.made));
        assert_ne!(en.text, tr.text);
    }
}

#[test]
fn bad_seats_and_records_are_refused() {
    let record = beginner_record();
    assert!(review_text(&record, Some(0), Language::English).is_err());
    let err = review_text(&record, Some(5), Language::English).unwrap_err();
    assert!(err.contains("seat 5"), "{err}");
    assert!(review_text("okey-record 2\nrules: nonsense\n", None, Language::English).is_err());
}
