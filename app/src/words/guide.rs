//! The guided first deal's explanations: one per step of a turn, in English and Turkish.

use crate::table::GuideStep;
use okey_core::lang::Language;

/// The step's title and what the player does at it, in `language`.
pub fn guide_words(language: Language, step: GuideStep) -> (&'static str, &'static str) {
    match (language, step) {
        (Language::English, GuideStep::Draw) => (
            "Draw",
            "Every turn starts with one tile: the top of the stock, or the tile the player on your left \
             just discarded, if it makes a meld with yours. The hint below says which.",
        ),
        (Language::Turkish, GuideStep::Draw) => (
            "Taş çek",
            "Her tur bir taşla başlar: desteden en üstteki taşı çek ya da solundaki oyuncunun attığı taşı \
             al, elindekilerle per oluyorsa. Aşağıdaki ipucu hangisini söylüyor.",
        ),
        (Language::English, GuideStep::Arrange) => (
            "Arrange your rack",
            "Press Seri diz: your runs (one colour, numbers in a row) and sets (one number, different \
             colours) stand together, each with its points under it, and the counter shows what they are \
             worth together.",
        ),
        (Language::Turkish, GuideStep::Arrange) => (
            "Istakanı diz",
            "Seri diz'e bas: serilerin (tek renk, sıralı sayılar) ve perlerin (aynı sayı, farklı renkler) \
             yan yana durur, her birinin altında puanı yazar; sayaç hepsinin toplamını gösterir.",
        ),
        (Language::English, GuideStep::Open) => (
            "Open at 101",
            "Your melds are worth 101 or more: press Seri diz to put them together, then Open to lay \
             them all at once. Until you open, every tile left in your rack counts against you when \
             someone finishes.",
        ),
        (Language::Turkish, GuideStep::Open) => (
            "101 ile aç",
            "Perlerin 101 ya da daha fazla ediyor: onları yan yana getirmek için Seri diz'e, hepsini \
             birden açmak için Elini aç'a bas. Açana kadar biri biterse ıstakanda kalan her taş sana yazılır.",
        ),
        (Language::English, GuideStep::LayOff) => (
            "Lay off",
            "Once you have opened, a tile that extends a meld on the table (anyone's) can go there: drag it \
             onto the meld. Fewer tiles in your rack, fewer points against you.",
        ),
        (Language::Turkish, GuideStep::LayOff) => (
            "İşle",
            "El açtıktan sonra masadaki bir peri (kimin olursa olsun) uzatan taşı oraya işleyebilirsin: \
             taşı perin üstüne sürükle. Istakanda ne kadar az taş kalırsa o kadar az puan yazılır.",
        ),
        (Language::English, GuideStep::Discard) => (
            "Discard",
            "Every turn ends with one tile discarded to your right: drag it to your pile or tap it and \
             press Discard. Keep your melds whole and do not give the next player what they need.",
        ),
        (Language::Turkish, GuideStep::Discard) => (
            "Taş at",
            "Her tur sağına bir taş atarak biter: taşı yerine sürükle ya da seçip At'a bas. Perlerini \
             bozma, sıradaki oyuncunun işine yarayacak taşı verme.",
        ),
        (Language::English, GuideStep::Finish) => (
            "Finish",
            "Lay everything but one tile and discard the last: the deal is yours, and every other player \
             scores what is left in their rack.",
        ),
        (Language::Turkish, GuideStep::Finish) => (
            "Bitir",
            "Bir taş dışında hepsini aç, sonuncuyu at: el senin, diğer oyunculara ıstakalarında kalan \
             taşlar yazılır.",
        ),
        (Language::English, GuideStep::Wait) => (
            "Wait your turn",
            "The others play in turn, counterclockwise. Watch what they discard and lay: it tells you what \
             they collect.",
        ),
        (Language::Turkish, GuideStep::Wait) => (
            "Sıranı bekle",
            "Diğerleri sırayla, saatin tersine oynar. Ne atıp ne açtıklarına bak: neyi topladıklarını \
             gösterir.",
        ),
        (Language::English, GuideStep::Done) => (
            "The deal is over",
            "Whoever finished scores minus 101; the others score the tiles left in their rack, or 202 if \
             they never opened. Over a game of several deals, the lowest total wins. Start a real game \
             from Home.",
        ),
        (Language::Turkish, GuideStep::Done) => (
            "El bitti",
            "Biten oyuncuya eksi 101 yazılır; diğerlerine ıstakalarında kalan taşlar, hiç açmadılarsa 202. \
             Birkaç elden oluşan oyunu en düşük toplam kazanır. Ana ekrandan gerçek bir oyun başlat.",
        ),
    }
}
