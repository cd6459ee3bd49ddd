//! Okey 101's own sections: a turn, opening, laying off, penalties, scoring, a deal nobody wins,
//! the risk round and the end of the game.

use super::{Section, Topic, common, say};
use crate::lang::Language;
use crate::rules::{FalseJokerIndicator, LatePairs, Multipliers, OkeyInHand, Rules, StockExhausted};

pub(super) fn sections(rules: &Rules, l: Language) -> Vec<Section> {
    let mut sections = vec![
        common::these_rules(rules, l),
        common::players(rules, l),
        common::tiles(rules, l),
        common::deal(rules, l),
        common::melds(rules, l),
        turn(rules, l),
        opening(rules, l),
        laying_off(rules, l),
        penalties(rules, l),
        scoring(rules, l),
        stock_out(rules, l),
    ];
    if rules.false_joker_indicator == FalseJokerIndicator::RiskRound {
        sections.push(risk_round(l));
    }
    sections.push(end_of_game(rules, l));
    sections
}

fn turn(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Turn, l.pick("A turn", "Bir tur"));
    s.item(l.pick(
        "Start by taking a tile: draw the next tile of the stock, or take the tile the previous player has just discarded.",
        "Tura bir taş alınarak başlanır: desteden taş çekilir ya da önceki oyuncunun az önce attığı taş alınır.",
    )
    .to_owned());
    s.item(if rules.return_taken_discard {
        l.pick(
            "A taken discard must be on the table by the end of the turn. Before laying anything, it may be put back at no cost, and a tile is drawn from the stock instead.",
            "Alınan taş tur bitmeden yere açılmalıdır. Hiçbir şey açmadan önce cezasız geri konabilir; o zaman desteden taş çekilir.",
        )
    } else {
        l.pick(
            "The previous discard may be taken only if it can be used this turn, and it must be on the table by the end of the turn: it never goes back.",
            "Önceki oyuncunun attığı taş ancak bu tur kullanılabilecekse alınabilir ve tur bitmeden yere açılmalıdır: geri konamaz.",
        )
    }
    .to_owned());
    s.item(
        l.pick(
            "A player who has not opened may take it only to use it in a new meld of the opening.",
            "Eli açmamış oyuncu onu ancak açılışın yeni perlerinden birinde kullanmak için alabilir.",
        )
        .to_owned(),
    );
    if rules.indicator_last_tile {
        s.item(l.pick(
            "When the stock is empty, the indicator is one last tile: it may be taken, but only to finish with it that turn.",
            "Deste bitince gösterge son taştır: alınabilir, ama yalnızca o tur onunla bitirmek için.",
        )
        .to_owned());
    }
    if rules.ten_pairs_finish {
        s.item(l.pick(
            "Ten pairs: a player who has not opened and holds ten pairs may lay them at the start of a turn, without taking a tile, and discard the last tile to finish.",
            "On çift: eli açmamış ve on çifti olan oyuncu, turun başında taş almadan on çifti açıp kalan taşı atarak bitirebilir.",
        )
        .to_owned());
    }
    s.item(l.pick(
        "Then, in any order: lay new melds, lay tiles off onto melds on the table, take back what was put on the table this turn.",
        "Sonra, istenen sırayla: yeni perler açılır, masadaki perlere taş işlenir, bu tur yere konanlar geri alınır.",
    )
    .to_owned());
    s.item(
        l.pick(
            "Taking back a single tile is free; a take-back that returns two or more tiles at once costs 101.",
            "Tek taşı geri almak cezasızdır; iki ya da daha çok taşı birden geri almanın cezası 101'dir.",
        )
        .to_owned(),
    );
    s.item(l.pick(
        "Every turn ends with a discard, the last one too, so laying may never empty the rack. Discarding the last tile wins the deal.",
        "Her tur bir taş atılarak biter, son tur da; bu yüzden açarken ıstakada taş kalmalıdır. Son taşını atan oyuncu eli kazanır.",
    )
    .to_owned());
    s
}

fn opening(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Opening, l.pick("Opening", "El açmak"));
    let (t, p) = (rules.opening_threshold, rules.pairs_threshold);
    s.item(say!(
        l,
        "A player's first lay is their opening: new sets and runs worth at least {t} in total, or at least {p} pairs, in one turn. The two kinds are never mixed in one turn.",
        "Yere ilk açış el açmaktır: bir turda toplamı en az {t} olan yeni per ve seriler ya da en az {p} çift. İki tür aynı turda karıştırılamaz.",
    ));
    s.item(l.pick(
        "The opening is checked at the discard: if it falls short, the discard is refused, and the player lays more or takes the melds back (101 for two tiles or more). Tiles laid off onto other players' melds do not count.",
        "Açılış taş atılırken denetlenir: yetmezse taş atılamaz; oyuncu ya daha çok açar ya da perleri geri alır (iki ya da daha çok taş için 101 ceza). Başkalarının perlerine işlenen taşlar açılışa sayılmaz.",
    )
    .to_owned());
    if rules.rising_thresholds {
        let (example, next) = (u32::from(t) + 7, u32::from(t) + 8);
        s.item(say!(
            l,
            "Katlamalı: each opening raises the next. After an opening with sets and runs worth V, later openings in the deal need V+1 (after {example}, {next}); after an opening with P pairs, later pairs openings need P+1 pairs. Each deal starts again from {t} and {p} pairs.",
            "Katlamalı: her açılış bir sonrakini yükseltir. Per ve serilerle V değerinde açılınca o eldeki sonraki açılışlar en az V+1 ister ({example} ile açılınca {next}); P çiftten açılınca sonraki çift açılışları en az P+1 çift ister. Her yeni el yine {t} puan ve {p} çiftle başlar.",
        ));
    } else {
        s.item(say!(
            l,
            "The thresholds stay at {t} and {p} pairs for the whole deal, however high the openings before.",
            "Açma sınırları, önceki açılışlar ne kadar yüksek olursa olsun, el boyunca {t} puan ve {p} çift olarak kalır.",
        ));
    }
    s.item(if rules.full_hand_below_threshold {
        l.pick(
            "The whole hand at once: a player who has not opened and lays every tile but one as new sets and runs in one turn, then discards the last, finishes whatever the melds are worth.",
            "Bütün el birden: eli açmamış oyuncu bir turda son taş dışındaki bütün taşlarını yeni per ve seri olarak açıp sonuncusunu atarsa, perlerin değeri ne olursa olsun eli bitirir.",
        )
        .to_owned()
    } else {
        say!(l, "Laying the whole hand at once still needs {t} to open.", "Bütün eli birden açmak için de {t} puan gerekir.")
    });
    if rules.ten_pairs_finish {
        s.item(
            l.pick(
                "Ten pairs are always enough to open with pairs, even when the pairs needed have risen above ten.",
                "On çift, gereken çift sayısı ondan yükseğe çıkmış olsa bile çiftten açmaya her zaman yeter.",
            )
            .to_owned(),
        );
    }
    s.item(match rules.late_pairs {
        LatePairs::Never => l.pick(
            "After opening with sets and runs, a player may lay sets and runs of any value, but never pairs.",
            "Per ve seriyle açan oyuncu her değerde per ve seri açabilir, ama hiçbir zaman çift açamaz.",
        ),
        LatePairs::AfterAnotherPairsOpening => l.pick(
            "After opening with sets and runs, a player may lay sets and runs of any value, and pairs too once another player has opened with pairs.",
            "Per ve seriyle açan oyuncu her değerde per ve seri açabilir; başka bir oyuncu çiftten açtıktan sonra çift de açabilir.",
        ),
    }
    .to_owned());
    s.item(l.pick(
        "After opening with pairs, a player may lay more pairs and lay off onto sets and runs, but never lay a new set or run.",
        "Çiftten açan oyuncu yeni çiftler açabilir ve per ve serilere taş işleyebilir, ama yeni per ya da seri açamaz.",
    )
    .to_owned());
    s
}

fn laying_off(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::LayingOff, l.pick("Laying off", "İşleme"));
    s.item(l.pick(
        "Laying off (işleme) adds a tile from the rack to a set or run on the table, anyone's: at either end of a run, or a missing colour to a set of three. Pairs never take more tiles.",
        "İşleme, ıstakadaki bir taşı masadaki herhangi bir per ya da seriye eklemektir: serinin iki ucundan birine ya da üç taşlı bir pere eksik renk olarak. Çiftlere taş işlenmez.",
    )
    .to_owned());
    s.item(if rules.wait_turn_after_opening {
        l.pick(
            "Only a player who has opened may lay off, and only from the turn after the opening.",
            "Yalnızca eli açmış oyuncu taş işleyebilir, o da açtığı turdan sonraki turdan itibaren.",
        )
    } else {
        l.pick(
            "Only a player who has opened may lay off; in the opening turn too, once the melds laid that turn make an opening.",
            "Yalnızca eli açmış oyuncu taş işleyebilir; açılış turunda da, o tur açılan perler açılışı tamamlar tamamlamaz.",
        )
    }
    .to_owned());
    s.item(match rules.layoff_cap_per_end {
        Some(n) => say!(
            l,
            "At most {n} tiles may be laid off in one turn onto one end of a run, or onto one set.",
            "Bir turda bir serinin bir ucuna ya da bir pere en çok {n} taş işlenebilir.",
        ),
        None => l
            .pick(
                "There is no limit to how many tiles are laid off in a turn.",
                "Bir turda işlenebilecek taş sayısına sınır yoktur.",
            )
            .to_owned(),
    });
    s.item(if rules.okey_retrieval {
        l.pick(
            "Taking an okey off the table (yerden okey alma): a player who may lay off may put the tile an okey on the table stands for in its place, and take the okey into the rack.",
            "Yerden okey alma: taş işleyebilen oyuncu, masadaki bir okeyin yerine geçtiği taşı onun yerine koyup okeyi ıstakasına alabilir.",
        )
    } else {
        l.pick("An okey on the table stays there: it cannot be exchanged for the tile it stands for.", "Masadaki okey yerinde kalır: yerine geçtiği taşla değiştirilemez.")
    }
    .to_owned());
    s
}

fn penalties(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Penalties, l.pick("Penalties", "Cezalar"));
    s.item(l.pick(
        "Each penalty adds 101 to the player's score for the deal. Penalties are never multiplied, and they stand however the deal ends.",
        "Her ceza, oyuncunun o eldeki puanına 101 ekler. Cezalar hiçbir zaman katlanmaz ve el nasıl biterse bitsin geçerlidir.",
    )
    .to_owned());
    s.item(
        l.pick(
            "Discarding an okey costs 101, unless it is the finishing discard.",
            "Okey atmanın cezası 101'dir (bitiren taş değilse).",
        )
        .to_owned(),
    );
    s.item(l.pick(
        "Discarding, other than to finish, a tile that could be laid off onto a set or run on the table costs 101, opened or not.",
        "Bitirmek dışında, masadaki bir per ya da seriye işlenebilecek bir taşı atmanın cezası 101'dir (el açılmış olsun olmasın).",
    )
    .to_owned());
    s.item(
        l.pick(
            "Taking back two or more tiles at once costs 101.",
            "İki ya da daha çok taşı birden geri almanın cezası 101'dir.",
        )
        .to_owned(),
    );
    s.item(if rules.giver_penalty {
        l.pick(
            "Giving the opening: a player whose discard the next player takes and then opens or finishes with in that turn pays 101.",
            "Açtıran taş: bir oyuncunun attığı taşı sonraki oyuncu alıp aynı tur el açar ya da bitirirse, taşı atan 101 ceza alır.",
        )
    } else {
        l.pick(
            "Nothing is charged for a discard that the next player takes to open or finish.",
            "Sonraki oyuncunun alıp el açtığı ya da bitirdiği taşı atana ceza yazılmaz.",
        )
    }
    .to_owned());
    s
}

fn scoring(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Scoring, l.pick("Finishing and scoring", "Bitirmek ve puanlar"));
    s.item(l.pick(
        "Scores are penalty points: lower is better. The winner scores −101, a player who has not opened 202, and a player who opened the sum of the tiles left in the rack (a false joker at the okey's number); twice that after opening with pairs.",
        "Puanlar ceza puanıdır: düşük olan iyidir. Kazanana −101, eli açmamış oyuncuya 202, eli açmış oyuncuya ıstakasında kalan taşların toplamı yazılır (sahte okey, okeyin sayısıyla sayılır); çiftten açmışsa bunun iki katı.",
    )
    .to_owned());
    s.item(l.pick(
        "The doublings of a finish: the last discard is an okey; the winner opened with pairs; the winner opened and finished in one turn while nobody else had opened (elden bitme).",
        "Bitişin katları: son atılan taş okeyse; kazanan çiftten açmışsa; kazanan, başka kimse açmamışken tek turda açıp bitirmişse (elden bitme).",
    )
    .to_owned());
    s.item(
        match rules.multipliers {
            Multipliers::Stack => l.pick(
                "Each doubling doubles the deal's scores again: ×2, ×4 or ×8.",
                "Her kat elin puanlarını yeniden ikiye katlar: 2, 4 ya da 8 katı.",
            ),
            Multipliers::AtMostTwo => l.pick(
                "Any number of doublings doubles the scores of the deal once: ×2 at most.",
                "Kaç kat olursa olsun elin puanları yalnızca bir kez, iki katına çıkar.",
            ),
            Multipliers::None => l.pick(
                "There are no doublings: a finish with an okey, after pairs or all at once scores as any other.",
                "Katlama yoktur: okeyle, çiftten açtıktan sonra ya da elden bitmek sıradan bir bitiş gibi yazılır.",
            ),
        }
        .to_owned(),
    );
    let m = match rules.multipliers {
        Multipliers::Stack => 4,
        Multipliers::AtMostTwo => 2,
        Multipliers::None => 1,
    };
    let (winner, opened, pairs, closed) = (101 * m, 20 * m, 40 * m, 202 * m);
    s.item(say!(
        l,
        "For example, when the winner opened with pairs and finishes with an okey: the winner scores −{winner}; a hand worth 20 scores {opened} after opening with sets and runs, {pairs} after opening with pairs; a player who has not opened scores {closed}.",
        "Örneğin kazanan çiftten açmış ve okeyle bitirmişse: kazanana −{winner} yazılır; 20 değerinde kalan el, per ve seriyle açılmışsa {opened}, çiftten açılmışsa {pairs} yazar; eli açmamış oyuncuya {closed} yazılır.",
    ));
    s.item(match rules.okey_in_hand {
        OkeyInHand::CountsInValue => l.pick(
            "An okey left in the rack of a player who opened counts 101 in the sum of the tiles, and is multiplied with it.",
            "Eli açmış oyuncunun ıstakasında kalan okey, taşların toplamında 101 sayılır ve onunla birlikte katlanır.",
        ),
        OkeyInHand::FlatPenalty => l.pick(
            "An okey left in the rack of a player who opened costs a flat 101, added after the doublings.",
            "Eli açmış oyuncunun ıstakasında kalan her okey için, katlamadan sonra ayrıca 101 yazılır.",
        ),
    }
    .to_owned());
    if rules.partners {
        s.item(
            l.pick(
                "Partners: when one partner finishes, the other's hand is not charged (their penalties still are).",
                "Eşli oyunda biri bitirince eşinin eli yazılmaz (cezaları yine yazılır).",
            )
            .to_owned(),
        );
    }
    s
}

fn stock_out(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::StockOut, l.pick("A deal nobody wins", "Kimsenin kazanmadığı el"));
    s.item(l.pick(
        "When the stock is empty, the deal ends as soon as a player has to draw; until then the previous discard may still be taken.",
        "Deste bitince, taş çekmesi gereken ilk oyuncuda el biter; o zamana kadar önceki oyuncunun attığı taş yine alınabilir.",
    )
    .to_owned());
    s.item(
        if rules.all_pairs_cancels {
            l.pick(
                "When every player has opened with pairs, the deal ends at once: nobody could finish.",
                "Bütün oyuncular çiftten açmışsa, kimse bitiremeyeceği için el hemen biter.",
            )
        } else {
            l.pick(
                "When every player has opened with pairs, play still goes on until the stock runs out.",
                "Bütün oyuncular çiftten açmış olsa da oyun deste bitene kadar sürer.",
            )
        }
        .to_owned(),
    );
    s.item(
        match rules.stock_exhausted {
            StockExhausted::NoScoreOkeyPenalty => l.pick(
                "A deal nobody won scores nothing, except 101 for each okey left in a rack.",
                "Kimsenin kazanmadığı elde puan yazılmaz; yalnızca ıstakada kalan her okey için 101 yazılır.",
            ),
            StockExhausted::NoScore => {
                l.pick("A deal nobody won scores nothing.", "Kimsenin kazanmadığı elde puan yazılmaz.")
            }
            StockExhausted::ScoreHands => l.pick(
                "A deal nobody won scores every rack as a loser's, without doublings.",
                "Kimsenin kazanmadığı elde her oyuncunun ıstakası, kaybeden biri gibi ve katlanmadan yazılır.",
            ),
        }
        .to_owned(),
    );
    s.item(l.pick("Penalties stand in every case.", "Cezalar her durumda yazılır.").to_owned());
    let deals = rules.deals;
    s.item(if rules.exhausted_deal_counts {
        say!(
            l,
            "A deal ended by the stock counts as one of the game's {deals}; the same dealer deals the next.",
            "Deste bitince sona eren el, oyunun {deals} elinden biri sayılır; sonrakini aynı oyuncu dağıtır.",
        )
    } else {
        l.pick(
            "A deal ended by the stock does not count: the same dealer deals again.",
            "Deste bitince sona eren el sayılmaz: aynı oyuncu yeniden dağıtır.",
        )
        .to_owned()
    });
    if rules.all_pairs_cancels {
        s.item(
            l.pick(
                "A deal ended by everyone opening with pairs never counts.",
                "Herkesin çiftten açtığı el hiçbir zaman sayılmaz.",
            )
            .to_owned(),
        );
    }
    s
}

fn risk_round(l: Language) -> Section {
    let mut s = Section::new(Topic::RiskRound, l.pick("Risk round", "Risk eli"));
    s.item(
        l.pick(
            "A deal whose first indicator turned up was a false joker is a risk round.",
            "İlk açılan göstergesi sahte okey olan el risk elidir.",
        )
        .to_owned(),
    );
    s.item(l.pick(
        "Every score of a risk round is doubled, whoever wins and whatever the doublings: the winner's, the racks', and those of a deal nobody won. Penalties are not doubled.",
        "Risk elinde, kim kazanırsa kazansın ve katlar ne olursa olsun, bütün puanlar iki katına çıkar: kazananınki, ıstakalarınki ve kimsenin kazanmadığı elinkiler. Cezalar katlanmaz.",
    )
    .to_owned());
    s
}

fn end_of_game(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::EndOfGame, l.pick("The end of the game", "Oyunun sonu"));
    let deals = rules.deals;
    s.item(if deals == 1 {
        l.pick("The game is a single counted deal.", "Oyun tek bir sayılan elden oluşur.").to_owned()
    } else {
        say!(
            l,
            "The game lasts {deals} counted deals; the scores add up.",
            "Oyun sayılan {deals} elden oluşur; puanlar toplanır."
        )
    });
    s.item(
        if rules.partners {
            l.pick(
                "A team's score is the sum of both partners' totals; the team with the lower score wins.",
                "Takımın puanı iki eşin toplamıdır; puanı düşük olan takım kazanır.",
            )
        } else {
            l.pick(
                "The lowest total wins; players who tie for it all win.",
                "En düşük toplam kazanır; ona eşit olanların hepsi kazanır.",
            )
        }
        .to_owned(),
    );
    s
}
