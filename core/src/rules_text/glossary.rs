//! The Turkish terms of the game, with their meaning in the player's language.

use crate::lang::Language;
use serde::Serialize;

/// A Turkish game term and what it means.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GlossaryEntry {
    /// The term as Turkish players say it ("gösterge").
    pub term: &'static str,
    pub meaning: &'static str,
}

/// Every term the rules and the apps use, in a fixed order.
pub fn glossary(l: Language) -> Vec<GlossaryEntry> {
    let entry = |term, english, turkish| GlossaryEntry { term, meaning: l.pick(english, turkish) };
    vec![
        entry("taş", "a tile", "oyunun 106 parçasından her biri"),
        entry("ıstaka", "a player's rack", "oyuncunun taşlarını dizdiği tahta"),
        entry("deste", "the stock: the tiles left to draw", "çekilecek taşların kalanı"),
        entry("atılan taş", "a discard", "oyuncunun turunun sonunda attığı taş"),
        entry(
            "gösterge",
            "the indicator: the tile turned face up that fixes the okey",
            "okeyi belirleyen, açık konan taş",
        ),
        entry(
            "okey",
            "the wild tile: the indicator's colour, one number higher",
            "joker taş: göstergenin renginde bir büyük sayı",
        ),
        entry(
            "sahte okey",
            "a false joker: plays as an ordinary tile with the okey's face",
            "okeyin renginde ve sayısında sıradan taş gibi oynanan taş",
        ),
        entry(
            "el",
            "a deal; also the tiles a player holds",
            "bir dağıtımdan bitişe kadar oynanan bölüm; oyuncunun taşları",
        ),
        entry(
            "per",
            "a meld; a set of one number in different colours",
            "taş grubu; aynı sayının farklı renklerinden oluşan grup",
        ),
        entry("seri", "a run: consecutive numbers of one colour", "aynı renkte art arda sayılar"),
        entry("çift", "a pair: two identical tiles", "aynı iki taş"),
        entry("el açmak", "to open: to lay one's first melds in a deal", "bir elde ilk perleri yere açmak"),
        entry("işleme", "laying a tile off onto a meld on the table", "masadaki bir pere taş eklemek"),
        entry("ceza", "a penalty: 101 points added to the score", "puana eklenen 101 puan"),
        entry(
            "katlamalı",
            "rising thresholds: each opening raises the next",
            "her açılışın bir sonrakini yükselttiği oyun",
        ),
        entry("elden bitme", "opening and finishing in one turn", "aynı turda açıp bitirmek"),
        entry(
            "yerden okey alma",
            "taking an okey off the table by giving the tile it stands for",
            "masadaki okeyi, yerine geçtiği taşı vererek almak",
        ),
        entry("eşli", "played in partnerships of two", "iki kişilik takımlarla oynanan"),
        entry(
            "düz okey",
            "classic Okey: 14 tiles, the first to show a complete hand wins",
            "klasik okey: 14 taş, eli ilk tamamlayan kazanır",
        ),
        entry(
            "gösterme",
            "showing the indicator's twin at the start of a Düz Okey deal",
            "Düz Okey'de göstergenin aynısını elin başında göstermek",
        ),
    ]
}
