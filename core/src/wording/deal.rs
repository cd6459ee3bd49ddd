//! Penalty reasons and how a deal ended, in every language.

use super::{Detail, Details, seat_name};
use crate::action::PenaltyReason;
use crate::lang::Language;
use crate::scoring::DealEnd;
use crate::seat::Seat;

impl PenaltyReason {
    /// A stable code for the reason (the same as its serialized name).
    pub fn code(self) -> &'static str {
        match self {
            PenaltyReason::DiscardedOkey => "discarded_okey",
            PenaltyReason::DiscardedPlayableTile => "discarded_playable_tile",
            PenaltyReason::TookBack => "took_back",
            PenaltyReason::GaveOpeningTile => "gave_opening_tile",
        }
    }

    /// What the player is charged for, as a noun phrase without a subject: "discarding an okey"
    /// / "okey atma" (as "okey atma cezası" names the fault). The one wording of a penalty: the
    /// score sheets, the move logs and the replay all say it so.
    pub fn message(self, language: Language) -> &'static str {
        match self {
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

    /// A whole sentence: "seat 2 is charged +101 for discarding an okey" / "2. oyuncuya +101
    /// ceza: okey atma".
    pub fn charge_message(self, language: Language, seat: Seat, points: i32) -> String {
        match language {
            Language::English => {
                format!("{} is charged {points:+} for {}", seat_name(language, seat), self.message(language))
            }
            Language::Turkish => format!("{}ya {points:+} ceza: {}", seat_name(language, seat), self.message(language)),
        }
    }
}

impl DealEnd {
    /// A stable code for how the deal ended (the same as its serialized type).
    pub fn code(&self) -> &'static str {
        match self {
            DealEnd::Won { .. } => "won",
            DealEnd::StockExhausted => "stock_exhausted",
            DealEnd::AllPairs => "all_pairs",
        }
    }

    /// How the winner finished, each way a short phrase ("on pairs", "with the okey"); empty for
    /// an ordinary finish or a deal nobody won.
    pub fn finish_ways(&self, language: Language) -> Vec<&'static str> {
        let DealEnd::Won { all_at_once, pairs_finish, okey_finish, one_colour, .. } = *self else {
            return Vec::new();
        };
        [
            (all_at_once, language.pick("all at once", "elden")),
            (pairs_finish, language.pick("on pairs", "çiftle")),
            (okey_finish, language.pick("with the okey", "okey atarak")),
            (one_colour, language.pick("in one colour", "tek renkle")),
        ]
        .into_iter()
        .filter_map(|(applies, way)| applies.then_some(way))
        .collect()
    }

    /// How the deal ended, in a sentence: "seat 2 finished on pairs" / "2. oyuncu çiftle bitirdi".
    pub fn message(&self, language: Language) -> String {
        match self {
            DealEnd::Won { winner, .. } => {
                let ways = self.finish_ways(language);
                let how = if ways.is_empty() { String::new() } else { format!(" {}", ways.join(", ")) };
                match language {
                    Language::English => format!("{} finished{how}", seat_name(language, *winner)),
                    Language::Turkish => format!("{}{how} bitirdi", seat_name(language, *winner)),
                }
            }
            DealEnd::StockExhausted => language.pick("the stock ran out", "deste bitti").to_owned(),
            DealEnd::AllPairs => language.pick("everyone opened with pairs", "herkes çiftten açtı").to_owned(),
        }
    }

    pub fn details(&self) -> Details {
        match self {
            DealEnd::Won { winner, .. } => vec![("winner", Detail::Seat(*winner))],
            DealEnd::StockExhausted | DealEnd::AllPairs => vec![],
        }
    }
}
