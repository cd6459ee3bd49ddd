//! The score sheet's explanations: why a hand counts what it counts, how its points were worked
//! out, what the deal's multiplier is made of, and what a deal dealt again means.

use super::{okeys_held_line, seat_name};
use okey_core::action::OpenedWith;
use okey_core::game::Seat;
use okey_core::lang::Language;
use okey_core::rules::OkeyInHand;
use okey_core::scoring::{DealEnd, HandBasis, HandScore};

/// Why `seat`'s hand counts what it counts, when that is not the tiles' numbers as they stand:
/// "never opened: 202 whatever the hand holds". `None` for a hand that counts its tiles.
pub fn hand_note(language: Language, hand: &HandScore, end: &DealEnd, seat: Seat) -> Option<String> {
    let en = language == Language::English;
    let mut notes: Vec<String> = Vec::new();
    let winner = match end {
        DealEnd::Won { winner, .. } => *winner,
        _ => seat,
    };
    match hand.basis {
        HandBasis::Won if hand.base != 0 => {
            notes.push(language.pick("finished: −101", "bitiren: −101").to_owned());
        }
        HandBasis::Won => {}
        HandBasis::PartnerWon => {
            notes.push(language.pick("partner finished: nothing to pay", "eşi bitirdi: puan yazılmaz").to_owned())
        }
        HandBasis::NotOpened => notes.push(
            language
                .pick("never opened: 202 whatever the hand holds", "el açılmadı: taşlar ne olursa olsun 202")
                .to_owned(),
        ),
        HandBasis::Opened { with, okeys, okey_in_hand, .. } => {
            if with == OpenedWith::Pairs {
                notes.push(
                    language
                        .pick("opened with pairs: the hand counts double", "çiftten açtı: el iki kat yazılır")
                        .to_owned(),
                );
            }
            match (okeys, okey_in_hand, en) {
                (0, _, _) => {}
                (1, OkeyInHand::CountsInValue, true) => notes.push("the okey left counts 101".to_owned()),
                (_, OkeyInHand::CountsInValue, true) => notes.push("each okey left counts 101".to_owned()),
                (1, OkeyInHand::CountsInValue, false) => notes.push("kalan okey 101 sayılır".to_owned()),
                (_, OkeyInHand::CountsInValue, false) => notes.push("kalan her okey 101 sayılır".to_owned()),
                (_, OkeyInHand::FlatPenalty, true) => notes.push("+101 for each okey left".to_owned()),
                (_, OkeyInHand::FlatPenalty, false) => notes.push("kalan her okey için +101".to_owned()),
            }
        }
        HandBasis::OkeysHeld { okeys } if okeys > 0 => {
            notes.push(okeys_held_line(language, usize::from(okeys), hand.base * hand.multiplier))
        }
        HandBasis::OkeysHeld { .. } | HandBasis::NoScore => {
            notes.push(language.pick("nobody won: no points", "kimse kazanmadı: puan yok").to_owned())
        }
        HandBasis::Lost => {
            notes.push(match (language, winner) {
                (Language::English, _) => format!("{} won: −2", seat_name(language, winner)),
                (Language::Turkish, 0) => "sen kazandın: −2".to_owned(),
                (Language::Turkish, _) => format!("{} kazandı: −2", seat_name(language, winner)),
            });
        }
    }
    // Added after the doublings and below zero: Düz Okey's indicators others showed.
    if hand.added < 0 {
        notes.push(
            language
                .pick("−1 for each indicator another player showed", "başkasının gösterdiği her gösterge için −1")
                .to_owned(),
        );
    }
    (!notes.is_empty()).then(|| notes.join("; "))
}

/// How the hand's points were worked out, when anything multiplied them or was added after:
/// "202 × 4 = 808", "20 × 2 × 2 + 101 = 181". `None` when the points are the count as it stands.
pub fn hand_formula(hand: &HandScore) -> Option<String> {
    // A hand that counts nothing but what is added after (a Düz winner's indicators) needs no
    // working; nor does one nothing multiplied.
    if hand.base == 0 || (hand.pairs_factor == 1 && hand.multiplier == 1 && hand.added == 0) {
        return None;
    }
    let mut text = signed(hand.base);
    for factor in [hand.pairs_factor, hand.multiplier].into_iter().filter(|&f| f != 1) {
        text.push_str(&format!(" × {factor}"));
    }
    match hand.added {
        0 => {}
        added if added > 0 => text.push_str(&format!(" + {added}")),
        added => text.push_str(&format!(" − {}", -added)),
    }
    Some(format!("{text} = {}", signed(hand.points)))
}

/// A number as the sheet writes it, a negative one with the minus sign ("−101").
fn signed(number: i32) -> String {
    if number < 0 { format!("−{}", number.unsigned_abs()) } else { number.to_string() }
}

/// The finish's part of the multiplier: "finished with the okey, on pairs ×4" / "okey atarak,
/// çiftle bitti ×4".
pub fn finish_doubling(language: Language, ways: &[&str], factor: i32) -> String {
    match language {
        Language::English => format!("finished {} ×{factor}", ways.join(", ")),
        Language::Turkish => format!("{} bitti ×{factor}", ways.join(", ")),
    }
}

/// The risk round's part of the multiplier.
pub fn risk_round_doubling(language: Language) -> String {
    language.pick("risk round ×2", "risk eli ×2").to_owned()
}

/// A deal dealt again, said under the ending: it is not one of the game's `deals`, and its
/// points (when any seat `scored`) still count in the totals.
pub fn void_deal(language: Language, deals: u16, scored: bool) -> String {
    match (language, scored) {
        (Language::English, true) => {
            format!("It is dealt again and is not one of the game's {deals} deals; its points stay in the totals.")
        }
        (Language::English, false) => {
            format!("Nobody scores; it is dealt again and is not one of the game's {deals} deals.")
        }
        (Language::Turkish, true) => {
            format!("El yeniden dağıtılır ve oyunun {deals} elinden sayılmaz; puanları toplama yazılır.")
        }
        (Language::Turkish, false) => {
            format!("Kimseye puan yazılmaz; el yeniden dağıtılır ve oyunun {deals} elinden sayılmaz.")
        }
    }
}
