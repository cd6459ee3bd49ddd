//! Düz Okey's own sections: a turn, showing the indicator, scoring and the end of the game.

use super::{Section, Topic, common, say};
use crate::lang::Language;
use crate::rules::{Multipliers, OneColourWin, Rules};

pub(super) fn sections(rules: &Rules, l: Language) -> Vec<Section> {
    vec![
        common::these_rules(rules, l),
        common::players(rules, l),
        common::tiles(rules, l),
        common::deal(rules, l),
        common::melds(rules, l),
        turn(rules, l),
        showing_indicator(rules, l),
        scoring(rules, l),
        end_of_game(rules, l),
    ]
}

fn turn(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Turn, l.pick("A turn", "Bir tur"));
    let hand = rules.hand_size();
    s.item(l.pick(
        "Take a tile: draw the next tile of the stock, or take the previous player's discard, which is always allowed and never goes back.",
        "Bir taş alınır: desteden çekilir ya da önceki oyuncunun attığı taş alınır; bu her zaman serbesttir ve alınan taş geri konmaz.",
    )
    .to_owned());
    s.item(if rules.indicator_last_tile {
        l.pick(
            "When the stock is empty, the indicator is drawn as the last tile; drawing after that ends the deal with no winner.",
            "Deste bitince gösterge son taş olarak çekilir; ondan sonra taş çekmek eli kazanansız bitirir.",
        )
    } else {
        l.pick("Drawing from an empty stock ends the deal with no winner.", "Boş desteden taş çekmek eli kazanansız bitirir.")
    }
    .to_owned());
    s.item(l.pick(
        "Then discard a tile, or finish. Nothing is laid on the table during play, and there are no penalties, not even for discarding an okey.",
        "Sonra bir taş atılır ya da bitirilir. Oyun sırasında yere taş açılmaz ve ceza yoktur; okey atmak bile cezasızdır.",
    )
    .to_owned());
    s.item(say!(
        l,
        "To finish, discard one tile and show the other {hand}: all in sets and runs, or seven pairs. The starter may finish on its very first turn.",
        "Bitirmek için bir taş atılır ve kalan {hand} taş gösterilir: hepsi per ve serilerde ya da yedi çift. Başlayan oyuncu ilk turunda da bitirebilir.",
    ));
    s
}

fn showing_indicator(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::ShowingIndicator, l.pick("Showing the indicator", "Gösterme"));
    s.item(l.pick(
        "A player holding a tile like the indicator may show it once per deal, at any moment, as long as they have not yet taken a tile in that deal.",
        "Göstergenin aynısı elinde olan oyuncu, o elde henüz taş almamışsa, istediği an onu bir kez gösterebilir.",
    )
    .to_owned());
    s.item(
        if rules.partners {
            l.pick("Each player of the other team then loses 1 point.", "Karşı takımın her oyuncusu 1 puan kaybeder.")
        } else {
            l.pick("Every other player then loses 1 point.", "Diğer her oyuncu 1 puan kaybeder.")
        }
        .to_owned(),
    );
    s
}

fn scoring(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Scoring, l.pick("Finishing and scoring", "Bitirmek ve puanlar"));
    let points = rules.starting_points;
    s.item(say!(
        l,
        "Scores count down: every player starts the game with {points} points.",
        "Puanlar geriye doğru sayılır: herkes oyuna {points} puanla başlar.",
    ));
    s.item(
        if rules.partners {
            l.pick(
                "When a player finishes, each player of the other team loses 2 points, times the doublings.",
                "Bir oyuncu bitirince karşı takımın her oyuncusu 2 puan kaybeder, katlarla çarpılarak.",
            )
        } else {
            l.pick(
                "When a player finishes, every other player loses 2 points, times the doublings.",
                "Bir oyuncu bitirince diğer her oyuncu 2 puan kaybeder, katlarla çarpılarak.",
            )
        }
        .to_owned(),
    );
    s.item(match rules.one_colour_win {
        OneColourWin::Plain => l.pick(
            "The doublings: finishing by discarding an okey; a hand of seven pairs. A hand of one colour earns nothing more.",
            "Katlar: okey atarak bitirmek; yedi çiftle bitirmek. Tek renkli el ayrıca bir şey kazandırmaz.",
        ),
        OneColourWin::Doubles => l.pick(
            "The doublings: finishing by discarding an okey; a hand of seven pairs; a hand all of one colour (okeys aside).",
            "Katlar: okey atarak bitirmek; yedi çiftle bitirmek; okeyler dışında tek renkten oluşan el.",
        ),
        OneColourWin::RedOrBlackDoubles => l.pick(
            "The doublings: finishing by discarding an okey; a hand of seven pairs; a hand all red or all black (okeys aside).",
            "Katlar: okey atarak bitirmek; yedi çiftle bitirmek; okeyler dışında tamamı kırmızı ya da tamamı siyah el.",
        ),
    }
    .to_owned());
    s.item(
        match rules.multipliers {
            Multipliers::Stack => l.pick(
                "Each doubling doubles again: seven pairs finished with an okey costs every other player 8.",
                "Her kat yeniden ikiye katlar: okey atarak yedi çiftle bitirmek diğer oyunculara 8 puan kaybettirir.",
            ),
            Multipliers::AtMostTwo => l.pick(
                "Any number of doublings doubles once: a win costs 4 at most.",
                "Kaç kat olursa olsun yalnızca bir kez katlanır: bir bitiş en çok 4 puan kaybettirir.",
            ),
            Multipliers::None => l.pick(
                "Nothing doubles: a win always costs 2.",
                "Katlama yoktur: bir bitiş her zaman 2 puan kaybettirir.",
            ),
        }
        .to_owned(),
    );
    s.item(
        l.pick(
            "A deal ended by the stock scores nothing but the shown indicators, and the same dealer deals again.",
            "Deste bitince sona eren elde yalnızca gösterilen göstergeler yazılır ve aynı oyuncu yeniden dağıtır.",
        )
        .to_owned(),
    );
    s
}

fn end_of_game(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::EndOfGame, l.pick("The end of the game", "Oyunun sonu"));
    s.item(
        l.pick(
            "The game ends after the deal in which any score reaches 0 or less. The highest scores win.",
            "Bir oyuncunun puanı 0'a ya da altına düştüğü elden sonra oyun biter. En yüksek puanlar kazanır.",
        )
        .to_owned(),
    );
    s.item(
        match (rules.partners, rules.players) {
            (true, _) => l.pick("The team holding the best score wins.", "En iyi puana sahip takım kazanır."),
            (false, 4) => l.pick(
                "With four players, the two best win (with everyone who ties the second best).",
                "Dört oyuncuyla en iyi iki oyuncu kazanır (ikinciyle eşit puanı olanlar da).",
            ),
            (false, _) => {
                l.pick("The best score wins, ties included.", "En iyi puan kazanır; eşit olanların hepsi kazanır.")
            }
        }
        .to_owned(),
    );
    s
}
