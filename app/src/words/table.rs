//! The table's sentences: whose turn, the counter, the questions, the score sheet.

use super::{name_locative, seat_name, tile_name};
use okey_core::action::{OpenedWith, PenaltyReason};
use okey_core::game::Seat;
use okey_core::lang::Language;
use okey_core::scoring::DealEnd;
use okey_core::tile::{Face, TileId};

/// The status line: "Your turn: draw", "Sıra Ayşe'de", "Ayşe is thinking…".
pub fn status(language: Language, you: Seat, turn: Seat, drawing: bool, thinking: bool) -> String {
    if turn == you {
        return if drawing {
            language.pick("Your turn: draw", "Sıra sende: taş çek").to_owned()
        } else {
            language.pick("Your turn: play, then discard", "Sıra sende: oyna, sonra taş at").to_owned()
        };
    }
    match (language, thinking) {
        (Language::English, true) => format!("{} is thinking…", seat_name(language, turn)),
        (Language::English, false) => format!("{} to play", seat_name(language, turn)),
        (Language::Turkish, true) => format!("{} düşünüyor…", seat_name(language, turn)),
        (Language::Turkish, false) => format!("Sıra {}", name_locative(turn)),
    }
}

/// A seat's opening on its card: "opened 108" / "108 ile açtı", "opened with 5 pairs".
pub fn opened(language: Language, with: OpenedWith, value: u32, pairs: u8) -> String {
    match (language, with) {
        (Language::English, OpenedWith::SetsAndRuns) => format!("opened {value}"),
        (Language::English, OpenedWith::Pairs) => format!("opened with {pairs} pairs"),
        (Language::Turkish, OpenedWith::SetsAndRuns) => format!("{value} ile açtı"),
        (Language::Turkish, OpenedWith::Pairs) => format!("{pairs} çiftten açtı"),
    }
}

/// "Opening 96 / 101" / "Açılış 96 / 101".
pub fn opening_counter(language: Language, value: u32, needed: u32) -> String {
    format!("{} {value} / {needed}", language.pick("Opening", "Açılış"))
}

/// "Pairs 4 / 5" / "Çift 4 / 5".
pub fn pairs_counter(language: Language, pairs: u32, needed: u32) -> String {
    format!("{} {pairs} / {needed}", language.pick("Pairs", "Çift"))
}

/// After opening: "Opened" / "Açtın", "Opened with pairs" / "Çiftten açtın".
pub fn opened_counter(language: Language, with: OpenedWith) -> String {
    match with {
        OpenedWith::SetsAndRuns => language.pick("Opened", "Açtın").to_owned(),
        OpenedWith::Pairs => language.pick("Opened with pairs", "Çiftten açtın").to_owned(),
    }
}

/// Düz Okey: "12 in sets and runs · 2 pairs", with "· a discard wins!" when one does.
pub fn duz_counter(language: Language, in_melds: u32, pairs: u32, wins: bool) -> String {
    let mut text = match language {
        Language::English => {
            let unit = if pairs == 1 { "pair" } else { "pairs" };
            format!("{in_melds} in sets and runs · {pairs} {unit}")
        }
        Language::Turkish => format!("Perlerde {in_melds} · {pairs} çift"),
    };
    if wins {
        text.push_str(language.pick(" · a discard wins!", " · atınca bitiyor!"));
    }
    text
}

/// Why a penalty is charged, as a noun phrase: "discarding an okey" / "okey atma".
pub fn penalty_reason(language: Language, reason: PenaltyReason) -> &'static str {
    match reason {
        PenaltyReason::DiscardedOkey => language.pick("discarding an okey", "okey atma"),
        PenaltyReason::DiscardedPlayableTile => {
            language.pick("discarding a tile that fits the table", "masadaki bir pere işlenebilecek taşı atma")
        }
        PenaltyReason::TookBack => language.pick("taking back laid tiles", "masaya konan taşları geri alma"),
        PenaltyReason::GaveOpeningTile => {
            language.pick("giving the next player the tile to open", "sonraki oyuncuya elini açtıran taşı atma")
        }
    }
}

/// The costly discard's question: its title and its reason.
pub fn costly_discard(
    language: Language,
    tile: TileId,
    points: Option<i32>,
    reason: PenaltyReason,
) -> (String, String) {
    let tile = tile_name(language, tile);
    let title = match (language, points) {
        (Language::English, Some(points)) => format!("Discarding {tile} costs {points} points"),
        (Language::English, None) => format!("Discarding {tile} costs a penalty"),
        (Language::Turkish, Some(points)) => {
            format!("{} atarsan {points} ceza yazılır", super::capitalised(language, &tile))
        }
        (Language::Turkish, None) => format!("{} atarsan ceza yazılır", super::capitalised(language, &tile)),
    };
    let body = match reason {
        PenaltyReason::DiscardedOkey => language.pick(
            "It is an okey: an okey can always be laid off, so discarding it is charged.",
            "Bu bir okey: okey her zaman işlenebilir, atmak cezalıdır.",
        ),
        PenaltyReason::DiscardedPlayableTile => language.pick(
            "It fits a meld on the table: a tile that can be laid off is charged when discarded.",
            "Masadaki bir pere işlenebiliyor: işlenebilecek taşı atmak cezalıdır.",
        ),
        PenaltyReason::TookBack | PenaltyReason::GaveOpeningTile => penalty_reason(language, reason),
    };
    (title, body.to_owned())
}

/// The take-back question: its title and what it costs.
pub fn take_back(language: Language, points: i32) -> (String, String) {
    (
        language
            .pick("Take back every tile laid this turn?", "Bu tur açtığın bütün taşları geri almak istiyor musun?")
            .to_owned(),
        match language {
            Language::English => {
                format!("This take-back costs {points} points. Every tile laid this turn comes back to your rack.")
            }
            Language::Turkish => {
                format!("Bu geri alma {points} puan ceza getirir. Bu tur açtığın bütün taşlar ıstakana döner.")
            }
        },
    )
}

/// Which end of a run: the title, the body, and the two ends' labels (before the low end's
/// face, after the high end's). An okey (`wild`) is called the okey: by its print it would
/// read as a tile that cannot fit both ends.
pub fn which_end(
    language: Language,
    tile: TileId,
    wild: bool,
    low: Face,
    high: Face,
) -> (String, String, String, String) {
    let name = match (wild, language) {
        (true, Language::English) => "the okey".to_owned(),
        (true, Language::Turkish) => "okey".to_owned(),
        (false, _) => tile_name(language, tile),
    };
    let low = super::face_name(language, low);
    let high = super::face_name(language, high);
    match language {
        Language::English => (
            "Which end?".to_owned(),
            format!("{} fits both ends of this run.", super::capitalised(language, &name)),
            format!("Before {low}"),
            format!("After {high}"),
        ),
        Language::Turkish => (
            "Hangi uca?".to_owned(),
            format!("{} bu serinin iki ucuna da uyuyor.", super::capitalised(language, &name)),
            format!("{low} önüne"),
            format!("{high} arkasına"),
        ),
    }
}

/// The answers' labels.
pub fn cancel(language: Language) -> &'static str {
    language.pick("Cancel", "Vazgeç")
}

pub fn discard_anyway(language: Language) -> &'static str {
    language.pick("Discard anyway", "Yine de at")
}

pub fn take_back_anyway(language: Language) -> &'static str {
    language.pick("Take back anyway", "Yine de geri al")
}

/// Open (without anything to open with): "Your rack cannot open yet: at most 94 of 101".
pub fn cannot_open(language: Language, best: u32, needed: u32) -> String {
    match language {
        Language::English => format!("Your rack cannot open yet: at most {best} of {needed}."),
        Language::Turkish => format!("Istakan henüz açamıyor: en fazla {best}, {needed} gerekiyor."),
    }
}

/// Open, after opening, with no arranged group that is a meld.
pub fn nothing_arranged_to_lay(language: Language) -> &'static str {
    language.pick(
        "No meld stands together on your rack: arrange them (Seri diz, Çift diz) or select one and press Lay.",
        "Istakanda yan yana duran bir per yok: Seri diz ya da Çift diz ile diz ya da bir per seçip aç.",
    )
}

/// The Open question: its title and the melds it lays.
pub fn open_question(language: Language, value: u32, melds: &str) -> (String, String) {
    match language {
        Language::English => (format!("Open with {value}?"), melds.to_owned()),
        Language::Turkish => (format!("{value} ile açmak istiyor musun?"), melds.to_owned()),
    }
}

pub fn open_button(language: Language) -> &'static str {
    language.pick("Open", "Aç")
}

/// Before anything is selected: what the rack can open with at best.
pub fn best_opening_counter(language: Language, value: u32, needed: u32) -> String {
    match language {
        Language::English => format!("Opening: up to {value} / {needed}"),
        Language::Turkish => format!("Açılış: en fazla {value} / {needed}"),
    }
}

/// A group of pairs on the rack, under it.
pub fn pair_label(language: Language) -> &'static str {
    language.pick("pair", "çift")
}

/// The risky lay's question.
pub fn risky_lay(language: Language) -> &'static str {
    language.pick("Lay these tiles?", "Bu taşları açmak istiyor musun?")
}

pub fn lay_anyway(language: Language) -> &'static str {
    language.pick("Lay anyway", "Yine de aç")
}

/// How a deal ended, with names: "Ayşe finished with the okey" / "Ayşe okey atarak bitirdi".
pub fn deal_ending(language: Language, end: &DealEnd) -> String {
    match end {
        DealEnd::Won { winner, .. } => {
            let ways = end.finish_ways(language);
            let how = if ways.is_empty() { String::new() } else { format!(" {}", ways.join(", ")) };
            match (language, *winner == 0) {
                (Language::English, true) => format!("You finished{how}"),
                (Language::English, false) => format!("{} finished{how}", seat_name(language, *winner)),
                (Language::Turkish, true) => {
                    super::capitalised(language, format!("{} bitirdin", ways.join(", ")).trim_start())
                }
                (Language::Turkish, false) => format!("{}{how} bitirdi", seat_name(language, *winner)),
            }
        }
        DealEnd::StockExhausted => language.pick("The stock ran out", "Deste bitti").to_owned(),
        DealEnd::AllPairs => language.pick("Everyone opened with pairs", "Herkes çiftten açtı").to_owned(),
    }
}

/// A void deal, dealt again: said under the ending.
pub fn void_deal(language: Language) -> &'static str {
    language.pick("This deal does not count: it is dealt again.", "Bu el sayılmaz: yeniden dağıtılır.")
}

/// "Deal 2 over" / "2. el bitti"; "Game over" / "Oyun bitti".
pub fn sheet_title(language: Language, counted: Option<u32>, game_over: bool) -> String {
    match (language, game_over, counted) {
        (Language::English, true, _) => "Game over".to_owned(),
        (Language::Turkish, true, _) => "Oyun bitti".to_owned(),
        (Language::English, false, Some(deal)) => format!("Deal {deal} over"),
        (Language::Turkish, false, Some(deal)) => format!("{deal}. el bitti"),
        (Language::English, false, None) => "Deal over".to_owned(),
        (Language::Turkish, false, None) => "El bitti".to_owned(),
    }
}

/// The deal's multiplier on the score sheet: "Multiplier ×4" / "Katsayı ×4".
pub fn sheet_multiplier(language: Language, multiplier: i32) -> String {
    format!("{} ×{multiplier}", language.pick("Multiplier", "Katsayı"))
}

/// A deal's line on the score sheet: "Deal 2" / "2. el".
pub fn deal_label(language: Language, deal: u32) -> String {
    match language {
        Language::English => format!("Deal {deal}"),
        Language::Turkish => format!("{deal}. el"),
    }
}

/// A void deal's line: it was dealt again.
pub fn replayed(language: Language) -> &'static str {
    language.pick("Dealt again", "Yeniden dağıtıldı")
}

/// A penalty on the score sheet: "+101: discarding an okey".
pub fn penalty_line(language: Language, points: i32, reason: PenaltyReason) -> String {
    format!("{points:+}: {}", penalty_reason(language, reason))
}

/// The okeys a rack still held when the stock ran out: "+101: an okey in hand when the stock ran
/// out" / "+202: 2 okeys in hand ...".
pub fn okeys_held_line(language: Language, okeys: usize, points: i32) -> String {
    match (language, okeys) {
        (Language::English, 1) => format!("{points:+}: an okey in hand when the deal ended"),
        (Language::English, _) => format!("{points:+}: {okeys} okeys in hand when the deal ended"),
        (Language::Turkish, 1) => format!("{points:+}: el bittiğinde ıstakada kalan okey"),
        (Language::Turkish, _) => format!("{points:+}: el bittiğinde ıstakada kalan {okeys} okey"),
    }
}

/// Who won the game: "You won!", "Winner: Ayşe", "Winners: You, Mehmet".
pub fn winners(language: Language, seats: &[Seat]) -> String {
    if seats == [0] {
        return language.pick("You won!", "Kazandın!").to_owned();
    }
    let names: Vec<String> = seats.iter().map(|&s| seat_name(language, s)).collect();
    match (language, seats.len()) {
        (Language::English, 1) => format!("Winner: {}", names.join(", ")),
        (Language::English, _) => format!("Winners: {}", names.join(", ")),
        (Language::Turkish, 1) => format!("Kazanan: {}", names.join(", ")),
        (Language::Turkish, _) => format!("Kazananlar: {}", names.join(", ")),
    }
}

/// Düz Okey's Finish without exactly one tile selected.
pub fn finish_needs_one(language: Language) -> &'static str {
    language.pick("Select the one tile to discard, then Finish.", "Atacağın tek taşı seç, sonra Bitir'e bas.")
}

/// A tap on the discard spot with no tile, or several, selected.
pub fn select_one_to_discard(language: Language) -> &'static str {
    language.pick(
        "Select the tile to discard, then tap here (or drag it here).",
        "Atacağın taşı seç, sonra buraya dokun (ya da buraya sürükle).",
    )
}

/// Lay with nothing selected.
pub fn select_to_lay(language: Language) -> &'static str {
    language.pick("Select the tiles to lay first.", "Önce açacağın taşları seç.")
}

/// "Hint: …" / "İpucu: …".
pub fn hint_line(language: Language, reason: &str) -> String {
    format!("{}: {reason}", language.pick("Hint", "İpucu"))
}
