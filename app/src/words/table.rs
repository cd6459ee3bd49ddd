//! The table's sentences: whose turn, the counter, the questions, the score sheet.

use super::{Names, name_locative, tile_name};
use okey_core::action::{OpenedWith, PenaltyReason};
use okey_core::game::Seat;
use okey_core::lang::Language;
use okey_core::scoring::DealEnd;
use okey_core::tile::{Face, TileId};

/// The status line: "Your turn: draw", "Sıra Ayşe'de", "Ayşe is thinking…".
pub fn status(language: Language, names: &Names, turn: Seat, drawing: bool, thinking: bool) -> String {
    if names.you() == Some(turn) {
        return if drawing {
            language.pick("Your turn: draw", "Sıra sende: taş çek").to_owned()
        } else {
            language.pick("Your turn: play, then discard", "Sıra sende: oyna, sonra taş at").to_owned()
        };
    }
    match (language, thinking) {
        (Language::English, true) => format!("{} is thinking…", names.of(language, turn)),
        (Language::English, false) => format!("{} to play", names.of(language, turn)),
        (Language::Turkish, true) => format!("{} düşünüyor…", names.of(language, turn)),
        (Language::Turkish, false) => format!("Sıra {}", name_locative(&names.of(language, turn))),
    }
}

/// The status line when it is the player's draw and the stock is empty: what drawing does now.
pub fn status_stock_empty(language: Language, draws_indicator: bool) -> String {
    match draws_indicator {
        true => language
            .pick("Your turn: the stock is empty, draw the indicator", "Sıra sende: deste bitti, göstergeyi çek"),
        false => language
            .pick("Your turn: the stock is empty, drawing ends the deal", "Sıra sende: deste bitti, çekersen el biter"),
    }
    .to_owned()
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

/// Why a penalty is charged, as a noun phrase: "discarding an okey" / "okey atma" (the engine's
/// wording, the one owner of it).
pub fn penalty_reason(language: Language, reason: PenaltyReason) -> &'static str {
    reason.message(language)
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
        "Istakanda yan yana duran bir per yok: Seri diz ya da Çift diz ile diz ya da bir per seçip İndir'e bas.",
    )
}

/// What the Open question lays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenWorth {
    /// An opening with sets and runs worth these points.
    Points(u32),
    /// An opening with this many pairs.
    Pairs(usize),
    /// The hand has opened: the melds are laid without opening.
    Opened,
}

/// The Open question: its title and the melds it lays.
pub fn open_question(language: Language, worth: OpenWorth, melds: &str) -> (String, String) {
    let title = match (language, worth) {
        (Language::English, OpenWorth::Points(value)) => format!("Open with {value}?"),
        (Language::Turkish, OpenWorth::Points(value)) => format!("{value} ile elini açmak istiyor musun?"),
        (Language::English, OpenWorth::Pairs(pairs)) => format!("Open with {pairs} pairs?"),
        (Language::Turkish, OpenWorth::Pairs(pairs)) => format!("{pairs} çiftle elini açmak istiyor musun?"),
        (Language::English, OpenWorth::Opened) => "Lay these melds?".to_owned(),
        (Language::Turkish, OpenWorth::Opened) => "Bu perleri indirmek istiyor musun?".to_owned(),
    };
    (title, melds.to_owned())
}

/// The Open question's answer: the Open control's own words ("Elini aç"), distinct from Lay's
/// ("İndir"); once the hand has opened, Open lays every arranged group.
pub fn open_button(language: Language, opened: bool) -> &'static str {
    match opened {
        false => language.pick("Open", "Elini aç"),
        true => language.pick("Lay them all", "Hepsini indir"),
    }
}

/// Before anything is selected: what the rack can open with at best.
pub fn best_opening_counter(language: Language, value: u32, needed: u32) -> String {
    match language {
        Language::English => format!("Opening: up to {value} / {needed}"),
        Language::Turkish => format!("Açılış: en fazla {value} / {needed}"),
    }
}

/// What the mark on a rack tile that costs a penalty when discarded means.
pub fn playable_legend(language: Language) -> &'static str {
    language.pick(
        "Marked: fits a meld on the table (or is an okey), so discarding it costs 101",
        "İşaretli: masadaki bir pere işlenebilir (ya da okey), atarsan 101 ceza yazılır",
    )
}

/// A group of pairs on the rack, under it.
pub fn pair_label(language: Language) -> &'static str {
    language.pick("pair", "çift")
}

/// The risky lay's question.
pub fn risky_lay(language: Language) -> &'static str {
    language.pick("Lay these tiles?", "Bu taşları indirmek istiyor musun?")
}

pub fn lay_anyway(language: Language) -> &'static str {
    language.pick("Lay anyway", "Yine de indir")
}

/// How a deal ended, with names: "Ayşe finished with the okey" / "Ayşe okey atarak bitirdi".
pub fn deal_ending(language: Language, names: &Names, end: &DealEnd) -> String {
    match end {
        DealEnd::Won { winner, .. } => {
            let ways = end.finish_ways(language);
            let how = if ways.is_empty() { String::new() } else { format!(" {}", ways.join(", ")) };
            match (language, names.you() == Some(*winner)) {
                (Language::English, true) => format!("You finished{how}"),
                (Language::English, false) => format!("{} finished{how}", names.of(language, *winner)),
                (Language::Turkish, true) => {
                    super::capitalised(language, format!("{} bitirdin", ways.join(", ")).trim_start())
                }
                (Language::Turkish, false) => format!("{}{how} bitirdi", names.of(language, *winner)),
            }
        }
        DealEnd::StockExhausted => language.pick("The stock ran out", "Deste bitti").to_owned(),
        DealEnd::AllPairs => language.pick("Everyone opened with pairs", "Herkes çiftten açtı").to_owned(),
    }
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
pub fn winners(language: Language, names: &Names, seats: &[Seat]) -> String {
    if let (Some(you), [winner]) = (names.you(), seats)
        && you == *winner
    {
        return language.pick("You won!", "Kazandın!").to_owned();
    }
    let names: Vec<String> = seats.iter().map(|&s| names.of(language, s)).collect();
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
    language.pick("Select the tiles to lay first.", "Önce indireceğin taşları seç.")
}

/// "Hint: …" / "İpucu: …".
pub fn hint_line(language: Language, reason: &str) -> String {
    format!("{}: {reason}", language.pick("Hint", "İpucu"))
}

/// The deal's fingerprint while it is played: "Deal fingerprint 3f9a-12c0-88be".
pub fn deal_fingerprint(language: Language, fingerprint: &str) -> String {
    match language {
        Language::English => format!("Deal fingerprint {fingerprint}"),
        Language::Turkish => format!("Dağıtım parmak izi {fingerprint}"),
    }
}

/// The deal's seed once it is over, and whether the deal played is the one it gives.
pub fn deal_seed(language: Language, seed: &str, fingerprint: &str, checked: bool) -> String {
    match (language, checked) {
        (Language::English, true) => {
            format!("Dealt from deal number {seed} (fingerprint {fingerprint}): checked")
        }
        (Language::English, false) => {
            format!("Not the deal that deal number {seed} gives (fingerprint {fingerprint})")
        }
        (Language::Turkish, true) => {
            format!("{seed} dağıtım numarasından dağıtıldı (parmak izi {fingerprint}): doğrulandı")
        }
        (Language::Turkish, false) => {
            format!("{seed} dağıtım numarasının verdiği el değil (parmak izi {fingerprint})")
        }
    }
}
