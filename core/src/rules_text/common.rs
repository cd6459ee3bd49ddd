//! The sections both games share: which rules these are, the players, the tiles and the deal.

use super::{RulesField, Section, Topic, say};
use crate::lang::Language;
use crate::rules::{FalseJokerIndicator, Rules, Starter, Variant};
use crate::tile::TileId;

const TILE_COUNT: usize = TileId::COUNT;

/// Which game and preset, and every option played differently from the preset.
pub(super) fn these_rules(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::TheseRules, l.pick("These rules", "Bu kurallar"));
    let game = super::game_name(rules.variant, l);
    let preset = rules.preset.label(l);
    s.item(say!(l, "{game}, with the {preset} preset.", "{game}, {preset} kural setiyle."));
    s.item(rules.preset.summary(l).to_owned());
    let base = Rules::preset(rules.preset);
    let changed: Vec<RulesField> = RulesField::ALL
        .into_iter()
        .filter(|field| field.applies_to(rules.variant) && field.value_text(rules, l) != field.value_text(&base, l))
        .collect();
    if changed.is_empty() {
        s.item(
            l.pick(
                "No house rules: every option is the preset's.",
                "Özel kural yok: bütün seçenekler kural setindeki gibi.",
            )
            .to_owned(),
        );
    }
    for field in changed {
        let (name, value, preset_value) = (field.name(l), field.value_text(rules, l), field.value_text(&base, l));
        s.item(say!(
            l,
            "House rule: {name}: {value} (the preset: {preset_value}).",
            "Özel kural: {name}: {value} (kural setinde: {preset_value})."
        ));
    }
    s
}

pub(super) fn players(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Players, l.pick("Players", "Oyuncular"));
    let n = rules.players;
    s.item(say!(
        l,
        "{n} players. Play passes from each player to the next.",
        "{n} oyuncu. Sıra her oyuncudan bir sonrakine geçer."
    ));
    s.item(
        if rules.partners {
            l.pick(
                "Partners (eşli): the players sitting opposite each other play as a team.",
                "Eşli: karşılıklı oturan oyuncular takım olarak oynar.",
            )
        } else {
            l.pick("Everyone plays alone, without partners.", "Eşli oynanmaz: herkes kendi için oynar.")
        }
        .to_owned(),
    );
    s
}

pub(super) fn tiles(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Tiles, l.pick("Tiles and the okey", "Taşlar ve okey"));
    s.item(say!(
        l,
        "{TILE_COUNT} tiles: the numbers 1 to 13 in red, yellow, blue and black, two of each, and two false jokers.",
        "{TILE_COUNT} taş: kırmızı, sarı, mavi ve siyah renklerde 1'den 13'e kadar sayılar, her birinden iki tane, ve iki sahte okey.",
    ));
    s.item(
        l.pick(
            "After the deal one tile is turned face up: the indicator (gösterge). The okey is the tile of the same colour one number higher; after a 13 it is the 1 of that colour. Both tiles with the okey's face are wild: each may stand for any tile.",
            "Dağıtımdan sonra bir taş açılır: gösterge. Okey, göstergeyle aynı renkte ve bir büyük sayıdaki taştır; gösterge 13 ise okey o rengin 1'i olur. Okeyin renginde ve sayısındaki iki taş da jokerdir: her taşın yerine geçebilir.",
        )
        .to_owned(),
    );
    s.item(
        l.pick(
            "A false joker is not wild: it plays as an ordinary tile with the okey's colour and number.",
            "Sahte okey joker değildir: okeyin renginde ve sayısında sıradan bir taş gibi oynanır.",
        )
        .to_owned(),
    );
    s.item(match (rules.false_joker_indicator, rules.variant) {
        (FalseJokerIndicator::Redraw, _) => l.pick(
            "The indicator is never a false joker: one turned up is put back, and the next numbered tile is turned up instead.",
            "Gösterge hiçbir zaman sahte okey olmaz: sahte okey açılırsa geri konur ve yerine sıradaki sayılı taş açılır.",
        ),
        (FalseJokerIndicator::RiskRound, Variant::Okey101) => l.pick(
            "If a false joker is turned up, the next numbered tile becomes the indicator and the deal is a risk round (see below).",
            "Sahte okey açılırsa sıradaki sayılı taş gösterge olur ve bu el risk elidir (aşağıya bakın).",
        ),
        (FalseJokerIndicator::RiskRound, Variant::Duz) => l.pick(
            "If a false joker is turned up, the next numbered tile becomes the indicator; the deal is marked as a risk round, which changes no score in Düz Okey.",
            "Sahte okey açılırsa sıradaki sayılı taş gösterge olur; el risk eli olarak işaretlenir, ama Düz Okey'de bu hiçbir puanı değiştirmez.",
        ),
    }
    .to_owned());
    s
}

pub(super) fn deal(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Deal, l.pick("The deal", "Dağıtım"));
    let hand = rules.hand_size();
    let starter_hand = hand + 1;
    let stock = TILE_COUNT.saturating_sub(hand * usize::from(rules.players) + 2);
    s.item(l.pick("The first dealer is chosen at random.", "İlk dağıtan rastgele seçilir.").to_owned());
    s.item(
        match rules.starter {
            Starter::AfterDealer => l.pick("The player after the dealer starts.", "Dağıtandan sonraki oyuncu başlar."),
            Starter::Dealer => l.pick("The dealer starts.", "Dağıtan oyuncu başlar."),
        }
        .to_owned(),
    );
    s.item(say!(
        l,
        "Each player is dealt {hand} tiles and the starter {starter_hand}; the starter begins its first turn without drawing.",
        "Her oyuncuya {hand} taş, başlayan oyuncuya {starter_hand} taş dağıtılır; başlayan ilk turuna taş çekmeden başlar.",
    ));
    s.item(say!(
        l,
        "The {stock} tiles left after the deal and the indicator are the stock (deste), drawn face down.",
        "Göstergeden sonra kalan {stock} taş destedir; taşlar desteden kapalı çekilir.",
    ));
    s.item(
        l.pick(
            "After a won deal the next player deals; after a deal nobody won, the same dealer deals again.",
            "Kazanılan bir elden sonra sıradaki oyuncu dağıtır; kimsenin kazanmadığı bir elden sonra aynı oyuncu yeniden dağıtır.",
        )
        .to_owned(),
    );
    s
}

/// Sets, runs and pairs: Düz Okey lets a run turn from 13 to 1, and always pairs two okeys.
pub(super) fn melds(rules: &Rules, l: Language) -> Section {
    let mut s = Section::new(Topic::Melds, l.pick("Melds", "Perler"));
    s.item(
        l.pick(
            "A set (per): 3 or 4 tiles of the same number, each of a different colour.",
            "Per: aynı sayıda, her biri farklı renkte 3 ya da 4 taş.",
        )
        .to_owned(),
    );
    s.item(match rules.variant {
        Variant::Okey101 => l.pick(
            "A run (seri): 3 to 13 tiles of one colour with consecutive numbers. A 1 is only the lowest tile: 12-13-1 is not a run.",
            "Seri: aynı renkte, art arda sayılarla 3 ila 13 taş. 1 yalnızca en küçük taştır: 12-13-1 seri değildir.",
        ),
        Variant::Duz => l.pick(
            "A run (seri): 3 or more tiles of one colour with consecutive numbers. A 1 may also follow 13 (12-13-1), but a run never goes on past it: 13-1-2 is not a run.",
            "Seri: aynı renkte, art arda sayılarla 3 ya da daha çok taş. 1, 13'ün ardından da gelebilir (12-13-1), ama seri ondan sonra devam edemez: 13-1-2 seri değildir.",
        ),
    }
    .to_owned());
    s.item(l.pick("A pair (çift): two identical tiles.", "Çift: aynı renk ve sayıda iki taş.").to_owned());
    let okeys_pair = rules.joker_pairs || rules.variant == Variant::Duz;
    s.item(
        if okeys_pair {
            l.pick(
                "An okey pairs with any tile; two okeys are a pair too, and so are the two false jokers.",
                "Okey her taşla çift olur; iki okey de bir çifttir, iki sahte okey de.",
            )
        } else {
            l.pick(
                "An okey pairs with any tile, but two okeys are not a pair, nor are the two false jokers.",
                "Okey her taşla çift olur, ama iki okey çift sayılmaz, iki sahte okey de sayılmaz.",
            )
        }
        .to_owned(),
    );
    s.item(l.pick(
        "An okey stands for whatever tile its meld needs; a set or run needs at least one tile that is not an okey.",
        "Okey, bulunduğu perin gerektirdiği taşın yerine geçer; her per ve seride okey olmayan en az bir taş bulunmalıdır.",
    )
    .to_owned());
    s
}
