//! A hint's reason as a sentence in English or Turkish, tiles named by colour and number ("red 5";
//! in Turkish with the case ending that follows the number as read aloud: "kırmızı 5'i", "siyah
//! 13'ü", "sahte okeyi"), through [`crate::naming`].

use super::reason::{DiscardWhy, HintReason, Safety};
use crate::lang::Language;
use crate::meld::MeldRules;
use crate::naming::stock_out_consequence;
use crate::naming::{meld_words, sentence_start, tile_accusative, tile_words, tiles_words};
use crate::tile::TileId;

impl HintReason {
    /// The reason as one sentence for the player, in `language`; an okey in a meld is named by
    /// its print. [`HintReason::text_in_deal`] names it for what it stands for.
    pub fn text(&self, language: Language) -> String {
        self.sentence(language, None)
    }

    /// The reason as one sentence, an okey in a meld named for the tile it stands for under the
    /// deal's meld rules ("black 10, okey as black 11, black 12").
    pub fn text_in_deal(&self, language: Language, melds: MeldRules) -> String {
        self.sentence(language, Some(melds))
    }

    fn sentence(&self, language: Language, rules: Option<MeldRules>) -> String {
        let names = Names { rules };
        match language {
            Language::English => english(self, &names),
            Language::Turkish => sentence_start(language, &turkish(self, &names)),
        }
    }
}

/// How melds are named: by print, or with each okey named for what it stands for.
struct Names {
    rules: Option<MeldRules>,
}

impl Names {
    /// One meld.
    fn meld(&self, language: Language, tiles: &[TileId]) -> String {
        match self.rules {
            Some(rules) => meld_words(language, tiles, rules),
            None => tiles_words(language, tiles),
        }
    }

    /// Melds separated by a middle dot.
    fn melds(&self, language: Language, melds: &[Vec<TileId>]) -> String {
        melds.iter().map(|m| self.meld(language, m)).collect::<Vec<_>>().join(" · ")
    }
}

const EN: Language = Language::English;
const TR: Language = Language::Turkish;

/// A group of tiles as [`tiles_words`] writes it in `language`.
fn tiles(language: Language, tiles: &[TileId]) -> String {
    tiles_words(language, tiles)
}

/// A tile as an English sentence names it: "red 5".
fn w(tile: &TileId) -> String {
    tile_words(EN, *tile)
}

fn english(reason: &HintReason, names: &Names) -> String {
    match reason {
        HintReason::Open { melds: m, value } => format!("Open now: {} = {value}", names.melds(EN, m)),
        HintReason::OpenWithPairs { pairs } => format!("Open with {} pairs: {}", pairs.len(), names.melds(EN, pairs)),
        HintReason::CompleteOpening { melds: m, value, threshold } => {
            format!("Complete your opening with {}: {value} points, {threshold} needed", names.melds(EN, m))
        }
        HintReason::LayMelds { melds: m, value } => {
            format!("Lay {}: kept in your rack, these {value} points would count against you", names.melds(EN, m))
        }
        HintReason::LayOff { tile, meld } => {
            format!("Lay off {} on {}: one tile fewer in your rack", w(tile), names.meld(EN, meld))
        }
        HintReason::RetrieveOkey { tile } => {
            format!("Put {} in place of the okey on the table and take the okey", w(tile))
        }
        HintReason::FinishThisTurn { melds: m, lay_offs, discard } => {
            let mut steps = Vec::new();
            if !m.is_empty() {
                steps.push(format!("lay {}", names.melds(EN, m)));
            }
            if !lay_offs.is_empty() {
                steps.push(format!("lay off {}", tiles(EN, lay_offs)));
            }
            if let Some(discard) = discard {
                steps.push(format!("discard {}", w(discard)));
            }
            format!("You can finish this turn: {}", join_steps(&steps, "then"))
        }
        HintReason::FinishNow { tile } => format!("Discard {}, your last tile, and finish the deal", w(tile)),
        HintReason::TakeToOpen { tile, value } => format!("Take {}: it completes your opening ({value})", w(tile)),
        HintReason::TakeToOpenWithPairs { tile, pairs } => {
            format!("Take {}: with it you can open with {pairs} pairs", w(tile))
        }
        HintReason::TakeToFinish { tile } => format!("Take {}: with it you can finish this turn", w(tile)),
        HintReason::TakeForMeld { tile, with } if with.is_empty() => {
            format!("Take {}: you can use it this turn", w(tile))
        }
        HintReason::TakeForMeld { tile, with } => format!("Take {}: it makes a meld with {}", w(tile), tiles(EN, with)),
        HintReason::TakeToLayOff { tile } => format!("Take {}: you can lay it off on the table", w(tile)),
        HintReason::TakeIndicator { tile } => format!("The stock is empty: take the indicator, {}", w(tile)),
        HintReason::DrawDiscardUseless { tile } => format!("Draw from the stock: {} does not help your hand", w(tile)),
        HintReason::DrawTakingObliges { tile } => format!(
            "Draw from the stock: {} would fit, but taking it obliges you to open this turn, and you cannot yet",
            w(tile)
        ),
        HintReason::Draw => "Draw from the stock".to_owned(),
        HintReason::DrawEndsDeal { scoring, counts } => format!(
            "The stock is empty: drawing ends the deal with no winner; {}",
            stock_out_consequence(EN, *scoring, *counts)
        ),
        HintReason::ReturnTaken { tile } => format!("Return {}: you cannot use it this turn", w(tile)),
        HintReason::TakeBack { tile, value, threshold } if value >= threshold => format!(
            "Take back {}: the tile you took from the discards must be in your opening, and your rack cannot \
             make one with it",
            w(tile)
        ),
        HintReason::TakeBack { tile, value, threshold } => format!(
            "Take back {}: your opening falls short ({value} of {threshold}) and your rack cannot complete it",
            w(tile)
        ),
        HintReason::TakeBackAll { value, threshold } if value >= threshold => {
            "Take back everything you laid this turn: the tile you took from the discards must be in your \
             opening, and your rack cannot make one with it"
                .to_owned()
        }
        HintReason::TakeBackAll { value, threshold } => format!(
            "Take back everything you laid this turn: your opening falls short ({value} of {threshold}) and your \
             rack cannot complete it"
        ),
        HintReason::Discard { tile, why, safety } => {
            let why = match why {
                DiscardWhy::HighestLoose { points } => {
                    format!("it is your highest tile outside your melds ({points} points)")
                }
                DiscardWhy::KeepsBestMelds { value } => format!("your best melds stay whole ({value} points)"),
                DiscardWhy::KeepsPairs { pairs } => format!("your {pairs} pairs stay whole"),
                DiscardWhy::LeastUseful => "it does your hand the least good".to_owned(),
            };
            match safety {
                Safety::NobodyCanUse => format!("Discard {}: nobody can use it, and {why}", w(tile)),
                Safety::NextPlayerLetOnePass => {
                    format!("Discard {}: the next player let one go by before, and {why}", w(tile))
                }
                Safety::Unknown => format!("Discard {}: {why}", w(tile)),
            }
        }
        HintReason::DiscardPenalty { tile, points } => {
            format!("Discard {}: no discard is free now; this one costs a penalty of {points}", w(tile))
        }
        HintReason::ShowIndicator { tile } => {
            format!("Show the indicator: you hold {}, its twin, and showing it scores", w(tile))
        }
        HintReason::DuzFinish { tile, okey, pairs } => {
            let how = match (okey, pairs) {
                (true, false) => " (finishing with the okey counts double)",
                (true, true) => " (seven pairs, and finishing with the okey counts double)",
                (false, true) => " (seven pairs)",
                (false, false) => "",
            };
            format!("Finish: discard {} and show your hand{how}", w(tile))
        }
        HintReason::DuzHoldOut { tile } => format!(
            "Discard {} and wait: you could finish now, but many tiles would let you finish with the okey, \
             which counts double",
            w(tile)
        ),
        HintReason::DuzTake { tile, melded, pairs } => {
            format!("Take {}: it brings your hand closer to a win ({})", w(tile), progress(EN, *melded, *pairs))
        }
        HintReason::DuzDraw { offered: Some(tile) } => {
            format!("Draw from the stock: {} does not bring you closer to a win", w(tile))
        }
        HintReason::DuzDraw { offered: None } => "Draw from the stock".to_owned(),
        HintReason::DuzDrawIndicator { tile } => {
            format!("Draw the indicator, {}: the stock is empty and it is the last tile", w(tile))
        }
        HintReason::DuzDiscard { tile, melded, pairs } => {
            format!("Discard {} and keep your melds: {} stay", w(tile), progress(EN, *melded, *pairs))
        }
        HintReason::NextDeal => "The deal is over: deal the next one".to_owned(),
    }
}

fn turkish(reason: &HintReason, names: &Names) -> String {
    match reason {
        HintReason::Open { melds: m, value } => format!("Şimdi el aç: {} = {value}", names.melds(TR, m)),
        HintReason::OpenWithPairs { pairs } => format!("Çiftten aç ({} çift): {}", pairs.len(), names.melds(TR, pairs)),
        HintReason::CompleteOpening { melds: m, value, threshold } => {
            format!("Açılışını {} ile tamamla: {value} puan oluyor, {threshold} gerekiyor", names.melds(TR, m))
        }
        HintReason::LayMelds { melds: m, value } => {
            format!("Masaya aç: {}. Istakanda kalırsa bu {value} puan sana yazılır", names.melds(TR, m))
        }
        HintReason::LayOff { tile, meld } => {
            format!(
                "{} masadaki {} perine işle: ıstakanda bir taş az kalır",
                tile_accusative(TR, *tile),
                names.meld(TR, meld)
            )
        }
        HintReason::RetrieveOkey { tile } => {
            format!("{} masadaki okeyin yerine koy ve okeyi al", tile_accusative(TR, *tile))
        }
        HintReason::FinishThisTurn { melds: m, lay_offs, discard } => {
            let mut steps = Vec::new();
            if !m.is_empty() {
                steps.push(format!("{} aç", names.melds(TR, m)));
            }
            if !lay_offs.is_empty() {
                steps.push(format!("{} işle", tiles(TR, lay_offs)));
            }
            if let Some(discard) = discard {
                steps.push(format!("{} at", tile_accusative(TR, *discard)));
            }
            format!("Bu sıra bitirebilirsin: {}", join_steps(&steps, "sonra"))
        }
        HintReason::FinishNow { tile } => format!("Son taşın {} at ve eli bitir", tile_accusative(TR, *tile)),
        HintReason::TakeToOpen { tile, value } => {
            format!("{} al: açılışını tamamlıyor ({value})", tile_accusative(TR, *tile))
        }
        HintReason::TakeToOpenWithPairs { tile, pairs } => {
            format!("{} al: onunla çiftten açabilirsin ({pairs} çift)", tile_accusative(TR, *tile))
        }
        HintReason::TakeToFinish { tile } => {
            format!("{} al: onunla bu sıra bitirebilirsin", tile_accusative(TR, *tile))
        }
        HintReason::TakeForMeld { tile, with } if with.is_empty() => {
            format!("{} al: bu sıra kullanabilirsin", tile_accusative(TR, *tile))
        }
        HintReason::TakeForMeld { tile, with } => {
            format!("{} al: {} ile per oluyor", tile_accusative(TR, *tile), tiles(TR, with))
        }
        HintReason::TakeToLayOff { tile } => {
            format!("{} al: masadaki bir pere işleyebilirsin", tile_accusative(TR, *tile))
        }
        HintReason::TakeIndicator { tile } => format!("Deste bitti: göstergeyi, {} taşını al", tile_words(TR, *tile)),
        HintReason::DrawDiscardUseless { tile } => format!("Desteden çek: {} eline yaramıyor", tile_words(TR, *tile)),
        HintReason::DrawTakingObliges { tile } => {
            format!(
                "Desteden çek: {} işine yarar ama alırsan bu sıra el açman gerekir, henüz açamıyorsun",
                tile_words(TR, *tile)
            )
        }
        HintReason::Draw => "Desteden çek".to_owned(),
        HintReason::DrawEndsDeal { scoring, counts } => {
            format!("Deste bitti: çekersen el kazanansız biter; {}", stock_out_consequence(TR, *scoring, *counts))
        }
        HintReason::ReturnTaken { tile } => format!("{} geri ver: bu sıra kullanamıyorsun", tile_accusative(TR, *tile)),
        HintReason::TakeBack { tile, value, threshold } if value >= threshold => format!(
            "{} geri al: yerden aldığın taş açılışında olmalı ve ıstakandaki taşlarla onunla açamıyorsun",
            tile_accusative(TR, *tile)
        ),
        HintReason::TakeBack { tile, value, threshold } => format!(
            "{} geri al: açılışın yetmiyor ({value} / {threshold}) ve ıstakandaki taşlar tamamlamıyor",
            tile_accusative(TR, *tile)
        ),
        HintReason::TakeBackAll { value, threshold } if value >= threshold => {
            "Bu sıra açtığın her şeyi geri al: yerden aldığın taş açılışında olmalı ve ıstakandaki taşlarla onunla \
             açamıyorsun"
                .to_owned()
        }
        HintReason::TakeBackAll { value, threshold } => format!(
            "Bu sıra açtığın her şeyi geri al: açılışın yetmiyor ({value} / {threshold}) ve ıstakandaki taşlar \
             tamamlamıyor"
        ),
        HintReason::Discard { tile, why, safety } => {
            let why = match why {
                DiscardWhy::HighestLoose { points } => {
                    format!("perlerinin dışında kalan en yüksek taşın ({points} puan)")
                }
                DiscardWhy::KeepsBestMelds { value } => format!("en iyi perlerin bozulmuyor ({value} puan)"),
                DiscardWhy::KeepsPairs { pairs } => format!("{pairs} çiftin bozulmuyor"),
                DiscardWhy::LeastUseful => "eline en az yarayan taş bu".to_owned(),
            };
            let tile = tile_accusative(TR, *tile);
            match safety {
                Safety::NobodyCanUse => format!("{tile} at: kimsenin işine yaramaz, üstelik {why}"),
                Safety::NextPlayerLetOnePass => {
                    format!("{tile} at: sıradaki oyuncu bu taşı daha önce istemedi, üstelik {why}")
                }
                Safety::Unknown => format!("{tile} at: {why}"),
            }
        }
        HintReason::DiscardPenalty { tile, points } => {
            format!("{} at: şu an cezasız atılacak taş yok, bunun cezası {points}", tile_accusative(TR, *tile))
        }
        HintReason::ShowIndicator { tile } => {
            format!("Göstergeyi göster: eşi {} ıstakanda, göstermek puan kazandırır", tile_words(TR, *tile))
        }
        HintReason::DuzFinish { tile, okey, pairs } => {
            let how = match (okey, pairs) {
                (true, false) => " (okey atarak bitmek iki kat yazar)",
                (true, true) => " (yedi çift; okey atarak bitmek iki kat yazar)",
                (false, true) => " (yedi çift)",
                (false, false) => "",
            };
            format!("Bitir: {} at ve elini göster{how}", tile_accusative(TR, *tile))
        }
        HintReason::DuzHoldOut { tile } => format!(
            "{} at ve bekle: şimdi bitebilirsin ama birçok taş okey atarak bitmeni sağlar, bu da iki kat yazar",
            tile_accusative(TR, *tile)
        ),
        HintReason::DuzTake { tile, melded, pairs } => {
            format!("{} al: elini bitişe yaklaştırır ({})", tile_accusative(TR, *tile), progress(TR, *melded, *pairs))
        }
        HintReason::DuzDraw { offered: Some(tile) } => {
            format!("Desteden çek: {} seni bitişe yaklaştırmıyor", tile_words(TR, *tile))
        }
        HintReason::DuzDraw { offered: None } => "Desteden çek".to_owned(),
        HintReason::DuzDrawIndicator { tile } => {
            format!("Göstergeyi, {} taşını çek: deste bitti, son taş o", tile_words(TR, *tile))
        }
        HintReason::DuzDiscard { tile, melded, pairs } => {
            format!("{} at, perlerini koru: {} kalıyor", tile_accusative(TR, *tile), progress(TR, *melded, *pairs))
        }
        HintReason::NextDeal => "El bitti: sonraki eli dağıt".to_owned(),
    }
}

/// Düz Okey's progress in the counter's words: "12 in sets and runs · 2 pairs" / "perlerde 12 ·
/// 2 çift".
fn progress(language: Language, melded: u8, pairs: u8) -> String {
    match language {
        Language::English => {
            let unit = if pairs == 1 { "pair" } else { "pairs" };
            format!("{melded} in sets and runs · {pairs} {unit}")
        }
        Language::Turkish => format!("perlerde {melded} · {pairs} çift"),
    }
}

/// Steps joined with commas, the last after `then` ("lay red 5-6-7, then discard yellow 2").
fn join_steps(steps: &[String], then: &str) -> String {
    match steps.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}, {then} {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn taking_back_an_opening_that_has_its_points_names_the_missing_discard() {
        // 111 of 101 falls short of nothing: the taken discard is what the opening lacks.
        let enough = HintReason::TakeBackAll { value: 111, threshold: 101 };
        assert!(enough.text(EN).contains("the tile you took from the discards must be in your opening"));
        assert!(enough.text(TR).contains("yerden aldığın taş açılışında olmalı"));
        assert!(!enough.text(EN).contains("falls short"));
        let short = HintReason::TakeBackAll { value: 94, threshold: 101 };
        assert!(short.text(EN).contains("falls short (94 of 101)"));
    }
}
