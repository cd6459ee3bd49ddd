//! Every option of [`Rules`] by name, for the New game form's house rules: its key, its name, a
//! one-line explanation and its value in words.

use super::say;
use crate::lang::Language;
use crate::rules::{
    FalseJokerIndicator, LatePairs, Multipliers, OkeyInHand, OneColourWin, Rules, Starter, StockExhausted, Variant,
};
use serde::Serialize;

/// One field of [`Rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RulesField {
    Preset,
    Variant,
    Players,
    Deals,
    StartingPoints,
    OneColourWin,
    Starter,
    FalseJokerIndicator,
    OpeningThreshold,
    PairsThreshold,
    RisingThresholds,
    LatePairs,
    FullHandBelowThreshold,
    ReturnTakenDiscard,
    GiverPenalty,
    IndicatorLastTile,
    TenPairsFinish,
    Multipliers,
    OkeyInHand,
    StockExhausted,
    AllPairsCancels,
    ExhaustedDealCounts,
    JokerPairs,
    WaitTurnAfterOpening,
    LayoffCapPerEnd,
    Partners,
    OkeyRetrieval,
}

use RulesField as F;

impl RulesField {
    /// Every field, in the order of [`Rules`].
    pub const ALL: [RulesField; 27] = [
        F::Preset,
        F::Variant,
        F::Players,
        F::Deals,
        F::StartingPoints,
        F::OneColourWin,
        F::Starter,
        F::FalseJokerIndicator,
        F::OpeningThreshold,
        F::PairsThreshold,
        F::RisingThresholds,
        F::LatePairs,
        F::FullHandBelowThreshold,
        F::ReturnTakenDiscard,
        F::GiverPenalty,
        F::IndicatorLastTile,
        F::TenPairsFinish,
        F::Multipliers,
        F::OkeyInHand,
        F::StockExhausted,
        F::AllPairsCancels,
        F::ExhaustedDealCounts,
        F::JokerPairs,
        F::WaitTurnAfterOpening,
        F::LayoffCapPerEnd,
        F::Partners,
        F::OkeyRetrieval,
    ];

    /// The field's name in Rust and JSON (`opening_threshold`).
    pub fn key(self) -> &'static str {
        match self {
            F::Preset => "preset",
            F::Variant => "variant",
            F::Players => "players",
            F::Deals => "deals",
            F::StartingPoints => "starting_points",
            F::OneColourWin => "one_colour_win",
            F::Starter => "starter",
            F::FalseJokerIndicator => "false_joker_indicator",
            F::OpeningThreshold => "opening_threshold",
            F::PairsThreshold => "pairs_threshold",
            F::RisingThresholds => "rising_thresholds",
            F::LatePairs => "late_pairs",
            F::FullHandBelowThreshold => "full_hand_below_threshold",
            F::ReturnTakenDiscard => "return_taken_discard",
            F::GiverPenalty => "giver_penalty",
            F::IndicatorLastTile => "indicator_last_tile",
            F::TenPairsFinish => "ten_pairs_finish",
            F::Multipliers => "multipliers",
            F::OkeyInHand => "okey_in_hand",
            F::StockExhausted => "stock_exhausted",
            F::AllPairsCancels => "all_pairs_cancels",
            F::ExhaustedDealCounts => "exhausted_deal_counts",
            F::JokerPairs => "joker_pairs",
            F::WaitTurnAfterOpening => "wait_turn_after_opening",
            F::LayoffCapPerEnd => "layoff_cap_per_end",
            F::Partners => "partners",
            F::OkeyRetrieval => "okey_retrieval",
        }
    }

    /// The field with this key; `None` for an unknown key.
    pub fn from_key(key: &str) -> Option<RulesField> {
        RulesField::ALL.into_iter().find(|field| field.key() == key)
    }

    /// Whether the field changes anything in this game (Okey 101 options mean nothing in Düz
    /// Okey, and the other way round).
    pub fn applies_to(self, variant: Variant) -> bool {
        match self {
            F::Preset | F::Variant | F::Players | F::Starter | F::FalseJokerIndicator => true,
            F::IndicatorLastTile | F::Multipliers | F::Partners => true,
            F::StartingPoints | F::OneColourWin => variant == Variant::Duz,
            F::Deals
            | F::OpeningThreshold
            | F::PairsThreshold
            | F::RisingThresholds
            | F::LatePairs
            | F::FullHandBelowThreshold
            | F::ReturnTakenDiscard
            | F::GiverPenalty
            | F::TenPairsFinish
            | F::OkeyInHand
            | F::StockExhausted
            | F::AllPairsCancels
            | F::ExhaustedDealCounts
            | F::JokerPairs
            | F::WaitTurnAfterOpening
            | F::LayoffCapPerEnd
            | F::OkeyRetrieval => variant == Variant::Okey101,
        }
    }

    /// The option's name, as a form labels it.
    pub fn name(self, l: Language) -> &'static str {
        match self {
            F::Preset => l.pick("Preset", "Kural seti"),
            F::Variant => l.pick("Game", "Oyun"),
            F::Players => l.pick("Players", "Oyuncu sayısı"),
            F::Deals => l.pick("Deals", "El sayısı"),
            F::StartingPoints => l.pick("Starting points", "Başlangıç puanı"),
            F::OneColourWin => l.pick("One-colour win", "Tek renkle bitiş"),
            F::Starter => l.pick("Who starts", "Kim başlar"),
            F::FalseJokerIndicator => l.pick("False joker turned up", "Sahte okey gösterge çıkarsa"),
            F::OpeningThreshold => l.pick("Opening threshold", "Açma puanı"),
            F::PairsThreshold => l.pick("Pairs to open", "Açmak için çift sayısı"),
            F::RisingThresholds => l.pick("Rising thresholds (katlamalı)", "Katlamalı"),
            F::LatePairs => l.pick("Pairs after opening", "Açtıktan sonra çift"),
            F::FullHandBelowThreshold => l.pick("Whole hand at once", "Bütün el birden"),
            F::ReturnTakenDiscard => l.pick("Return a taken discard", "Alınan taşı geri koyma"),
            F::GiverPenalty => l.pick("Giver penalty", "Açtıran taş cezası"),
            F::IndicatorLastTile => l.pick("Indicator as the last tile", "Gösterge son taş"),
            F::TenPairsFinish => l.pick("Ten pairs finish", "On çiftle bitiş"),
            F::Multipliers => l.pick("Doublings", "Katlar"),
            F::OkeyInHand => l.pick("Okey left in hand", "Elde kalan okey"),
            F::StockExhausted => l.pick("Stock out", "Deste bitince"),
            F::AllPairsCancels => l.pick("Everyone on pairs", "Herkes çiftte"),
            F::ExhaustedDealCounts => l.pick("Stock-out deal counts", "Deste biten el sayılır"),
            F::JokerPairs => l.pick("Two okeys pair", "İki okey çift"),
            F::WaitTurnAfterOpening => l.pick("Wait a turn to lay off", "İşlemek için bir tur bekleme"),
            F::LayoffCapPerEnd => l.pick("Lay-off limit", "İşleme sınırı"),
            F::Partners => l.pick("Partners (eşli)", "Eşli"),
            F::OkeyRetrieval => l.pick("Take an okey off the table", "Yerden okey alma"),
        }
    }

    /// What the option changes, in one line.
    pub fn explanation(self, l: Language) -> &'static str {
        match self {
            F::Preset => l.pick("The rule set the options start from.", "Seçeneklerin başladığı kural seti."),
            F::Variant => l.pick(
                "Okey 101 (21 tiles, melds laid in play, penalty points) or Düz Okey (14 tiles, win by showing a complete hand).",
                "Okey 101 (21 taş, oyun sırasında per açılır, ceza puanı) ya da Düz Okey (14 taş, tamamlanmış eli gösteren kazanır).",
            ),
            F::Players => l.pick("How many play: 2, 3 or 4.", "Kaç kişi oynar: 2, 3 ya da 4."),
            F::Deals => l.pick("How many counted deals make an Okey 101 game.", "Bir Okey 101 oyununun kaç sayılan elden oluştuğu."),
            F::StartingPoints => l.pick(
                "Düz Okey: the points everyone starts with; the game ends when a score reaches 0.",
                "Düz Okey: herkesin başladığı puan; bir puan 0'a inince oyun biter.",
            ),
            F::OneColourWin => l.pick(
                "Düz Okey: whether a winning hand of one colour doubles the win.",
                "Düz Okey: tek renkli elle bitirmenin kazancı ikiye katlayıp katlamadığı.",
            ),
            F::Starter => l.pick("The dealer, or the player after the dealer.", "Dağıtan mı, dağıtandan sonraki oyuncu mu."),
            F::FalseJokerIndicator => l.pick(
                "Turned up again, or the deal becomes a risk round with every score doubled.",
                "Yeniden açılır ya da el, bütün puanların iki katına çıktığı risk eli olur.",
            ),
            F::OpeningThreshold => l.pick(
                "What new sets and runs must be worth to open (101; some tables play 51, 81 or 121).",
                "Açmak için yeni per ve serilerin toplamı (101; bazı masalar 51, 81 ya da 121 oynar).",
            ),
            F::PairsThreshold => l.pick("How many pairs open (1 to 10).", "Çiftten açmak için gereken çift sayısı (1 ile 10 arası)."),
            F::RisingThresholds => l.pick(
                "Each opening raises the next one's threshold to its own value plus one.",
                "Her açılış, sonraki açılışın sınırını kendi değerinin bir fazlasına çıkarır.",
            ),
            F::LatePairs => l.pick(
                "Whether a player who opened with sets and runs may lay pairs once someone opened with pairs.",
                "Per ve seriyle açan oyuncunun, biri çiftten açtıktan sonra çift açıp açamayacağı.",
            ),
            F::FullHandBelowThreshold => l.pick(
                "Laying every tile but one at once finishes, even below the opening threshold.",
                "Son taş dışında bütün taşları birden açmak, açma puanına ulaşmasa da eli bitirir.",
            ),
            F::ReturnTakenDiscard => l.pick(
                "A taken discard may be put back (then draw); without it, a discard is taken only to be used.",
                "Alınan taş geri konabilir (sonra desteden çekilir); kapalıyken taş ancak kullanılacaksa alınır.",
            ),
            F::GiverPenalty => l.pick(
                "Whoever discards the tile the next player opens or finishes with pays 101.",
                "Sonraki oyuncunun alıp açtığı ya da bitirdiği taşı atan 101 ceza alır.",
            ),
            F::IndicatorLastTile => l.pick(
                "With the stock empty, the indicator is one last tile.",
                "Deste bitince gösterge son taş olur.",
            ),
            F::TenPairsFinish => l.pick(
                "Ten pairs in hand finish at once, without drawing.",
                "Eldeki on çift, taş çekmeden eli hemen bitirir.",
            ),
            F::Multipliers => l.pick(
                "How the doublings of a finish combine: each one, at most ×2, or none.",
                "Bitişin katlarının nasıl birleştiği: her biri katlar, en çok iki kat ya da hiç.",
            ),
            F::OkeyInHand => l.pick(
                "An okey left in an opened hand: 101 in its value (multiplied), or a flat 101.",
                "Açmış oyuncunun elinde kalan okey: değerde 101 (katlanır) ya da ayrıca sabit 101.",
            ),
            F::StockExhausted => l.pick(
                "How a deal nobody won is scored.",
                "Kimsenin kazanmadığı elin nasıl yazıldığı.",
            ),
            F::AllPairsCancels => l.pick(
                "The deal ends when every player has opened with pairs.",
                "Bütün oyuncular çiftten açınca el biter.",
            ),
            F::ExhaustedDealCounts => l.pick(
                "Whether a deal ended by the stock counts towards the game's deals.",
                "Deste bitince sona eren elin oyunun ellerinden sayılıp sayılmadığı.",
            ),
            F::JokerPairs => l.pick(
                "Two okeys make a pair, and so do the two false jokers.",
                "İki okey bir çift olur, iki sahte okey de.",
            ),
            F::WaitTurnAfterOpening => l.pick(
                "Laying off waits until the turn after opening.",
                "Taş işlemek, açılıştan sonraki tura kadar bekler.",
            ),
            F::LayoffCapPerEnd => l.pick(
                "The most tiles laid off per turn onto one end of a meld, or no limit.",
                "Bir turda bir perin bir ucuna işlenebilecek en çok taş ya da sınırsız.",
            ),
            F::Partners => l.pick(
                "Players sitting opposite each other play as a team (4 players).",
                "Karşılıklı oturanlar takım olarak oynar (4 oyuncu).",
            ),
            F::OkeyRetrieval => l.pick(
                "An okey on the table may be taken by putting the tile it stands for in its place.",
                "Masadaki okey, yerine geçtiği taş konarak alınabilir.",
            ),
        }
    }

    /// The field's value in `rules`, in words ("on", "81", "at most ×2").
    pub fn value_text(self, rules: &Rules, l: Language) -> String {
        let on_off = |on: bool| if on { l.pick("on", "açık") } else { l.pick("off", "kapalı") }.to_owned();
        match self {
            F::Preset => rules.preset.label(l).to_owned(),
            F::Variant => super::game_name(rules.variant, l).to_owned(),
            F::Players => rules.players.to_string(),
            F::Deals => rules.deals.to_string(),
            F::StartingPoints => rules.starting_points.to_string(),
            F::OneColourWin => match rules.one_colour_win {
                OneColourWin::Plain => l.pick("no bonus", "ek kazanç yok"),
                OneColourWin::Doubles => l.pick("any colour doubles", "her renk iki kat"),
                OneColourWin::RedOrBlackDoubles => l.pick("red or black doubles", "kırmızı ya da siyah iki kat"),
            }
            .to_owned(),
            F::Starter => match rules.starter {
                Starter::AfterDealer => l.pick("the player after the dealer", "dağıtandan sonraki oyuncu"),
                Starter::Dealer => l.pick("the dealer", "dağıtan"),
            }
            .to_owned(),
            F::FalseJokerIndicator => match rules.false_joker_indicator {
                FalseJokerIndicator::Redraw => l.pick("turned up again", "yeniden açılır"),
                FalseJokerIndicator::RiskRound => l.pick("risk round", "risk eli"),
            }
            .to_owned(),
            F::OpeningThreshold => rules.opening_threshold.to_string(),
            F::PairsThreshold => rules.pairs_threshold.to_string(),
            F::RisingThresholds => on_off(rules.rising_thresholds),
            F::LatePairs => match rules.late_pairs {
                LatePairs::Never => l.pick("never", "hiçbir zaman"),
                LatePairs::AfterAnotherPairsOpening => {
                    l.pick("once another player opened with pairs", "başka biri çiftten açınca")
                }
            }
            .to_owned(),
            F::FullHandBelowThreshold => on_off(rules.full_hand_below_threshold),
            F::ReturnTakenDiscard => on_off(rules.return_taken_discard),
            F::GiverPenalty => on_off(rules.giver_penalty),
            F::IndicatorLastTile => on_off(rules.indicator_last_tile),
            F::TenPairsFinish => on_off(rules.ten_pairs_finish),
            F::Multipliers => match rules.multipliers {
                Multipliers::Stack => l.pick("each one doubles", "her biri katlar"),
                Multipliers::AtMostTwo => l.pick("at most ×2", "en çok iki kat"),
                Multipliers::None => l.pick("none", "katlama yok"),
            }
            .to_owned(),
            F::OkeyInHand => match rules.okey_in_hand {
                OkeyInHand::CountsInValue => l.pick("101 in the hand's value", "eldeki değerde 101"),
                OkeyInHand::FlatPenalty => l.pick("a flat 101", "sabit 101"),
            }
            .to_owned(),
            F::StockExhausted => match rules.stock_exhausted {
                StockExhausted::NoScoreOkeyPenalty => {
                    l.pick("no score, 101 per okey in hand", "puan yok, eldeki okey başına 101")
                }
                StockExhausted::NoScore => l.pick("no score", "puan yok"),
                StockExhausted::ScoreHands => l.pick("every hand scored", "her el yazılır"),
            }
            .to_owned(),
            F::AllPairsCancels => on_off(rules.all_pairs_cancels),
            F::ExhaustedDealCounts => on_off(rules.exhausted_deal_counts),
            F::JokerPairs => on_off(rules.joker_pairs),
            F::WaitTurnAfterOpening => on_off(rules.wait_turn_after_opening),
            F::LayoffCapPerEnd => match rules.layoff_cap_per_end {
                Some(n) => say!(l, "{n} per turn", "tur başına {n}"),
                None => l.pick("no limit", "sınırsız").to_owned(),
            },
            F::Partners => on_off(rules.partners),
            F::OkeyRetrieval => on_off(rules.okey_retrieval),
        }
    }
}
