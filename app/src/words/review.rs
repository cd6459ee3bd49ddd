//! The review's summary: what was checked, how many turns agreed with the Hard bot, over which
//! deals, and what a review that flags nothing found.

use okey_core::lang::Language;

/// What a review covered and found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewScope {
    /// The player's turns judged, and those played as Hard would.
    pub turns: usize,
    pub agreed: usize,
    /// The deals reviewed (every ended deal), and whether the game is over.
    pub deals: usize,
    pub game_over: bool,
    /// Düz Okey, whose named cases differ.
    pub duz: bool,
    /// How many turns are listed.
    pub flagged: usize,
    /// The least sampled cost, in points, that lists a turn with no named case.
    pub noise_floor: i32,
}

/// "Deals 1 to 3 (the game goes on): 31 of your 38 turns were played as the Hard bot would.
/// Nothing to look at: …".
pub fn review_summary(language: Language, scope: ReviewScope) -> String {
    let ReviewScope { turns, agreed, deals, game_over, duz, flagged, noise_floor } = scope;
    let mut text = match (language, game_over, deals) {
        (_, true, _) => String::new(),
        (Language::English, false, 1) => "Deal 1 (the game goes on): ".to_owned(),
        (Language::English, false, deals) => format!("Deals 1 to {deals} (the game goes on): "),
        (Language::Turkish, false, 1) => "1. el (oyun sürüyor): ".to_owned(),
        (Language::Turkish, false, deals) => format!("1.–{deals}. eller (oyun sürüyor): "),
    };
    text.push_str(&match language {
        Language::English => {
            // "Your turns" agree with the number after "of": "1 of your 9 turns was".
            let verb = if agreed == 1 { "was" } else { "were" };
            format!("{agreed} of your {turns} turns {verb} played as the Hard bot would.")
        }
        Language::Turkish => format!("{turns} hamlenin {agreed} tanesi Zor botun oynayacağı gibiydi."),
    });
    if flagged == 0 {
        text.push(' ');
        text.push_str(&nothing_flagged(language, duz, noise_floor));
    }
    text
}

/// What a review that lists nothing checked.
fn nothing_flagged(language: Language, duz: bool, noise_floor: i32) -> String {
    match (language, duz) {
        (Language::English, false) => format!(
            "Nothing to look at: every turn was checked against the Hard bot's choice, each one that \
             differed played out, and none cost {noise_floor} points or more; no finish or opening was \
             missed, no discard cost 101 or gave the next player a tile to open with, and no okey or tile \
             that fitted the table was left in hand at the end."
        ),
        (Language::Turkish, false) => format!(
            "Bakılacak bir şey yok: her hamle Zor botun seçimiyle karşılaştırıldı, farklı olanlar sonuna \
             kadar oynandı ve hiçbiri {noise_floor} puan ya da daha fazlasına mal olmadı; kaçan bitiş ya da \
             açılış yok, 101 ceza yazdıran ya da sonraki oyuncuya el açtıran atış yok, el sonunda ıstakada \
             işlenebilecek okey ya da taş kalmadı."
        ),
        (Language::English, true) => "Nothing to look at: every turn was checked for a win left, the indicator's \
             twin not shown, melds broken for nothing and a discard the next player won with; none was found."
            .to_owned(),
        (Language::Turkish, true) => "Bakılacak bir şey yok: her hamlede kaçan bitiş, gösterilmeyen gösterge, \
             boşuna bozulan per ve sonraki oyuncuyu bitiren atış arandı; hiçbiri bulunmadı."
            .to_owned(),
    }
}
