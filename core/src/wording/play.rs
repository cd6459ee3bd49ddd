//! Texts a table shows during play: the warning before a lay that cannot become an opening
//! this turn, what drawing from an empty stock comes to, and the bots' levels.

use crate::bot::Level;
use crate::game::OpeningRisk;
use crate::lang::Language;
use crate::table_meld::OpenedWith;

impl OpeningRisk {
    /// Why the lay is risky and what it costs, as one sentence without the question: "Laid
    /// this way, your opening reaches at most 84 of 101 this turn (laid another way, your rack
    /// opens with 108); taking the tiles back costs 101."
    pub fn message(&self, language: Language) -> String {
        let OpeningRisk { with, reachable, needed, rack_best, penalty } = *self;
        let pairs = with == OpenedWith::Pairs;
        match language {
            Language::English => {
                let unit = if pairs { " pairs" } else { "" };
                let reach = if self.rack_could_open() {
                    format!(
                        "Laid this way, your opening reaches at most {reachable} of {needed}{unit} this turn \
                         (laid another way, your rack opens with {rack_best}{unit})"
                    )
                } else {
                    format!("Your rack cannot open this turn: at most {reachable} of {needed}{unit}")
                };
                format!("{reach}; taking the tiles back costs {penalty}.")
            }
            Language::Turkish => {
                let unit = if pairs { " çift" } else { " puan" };
                let reach = if self.rack_could_open() {
                    format!(
                        "Böyle açarsan bu sıra açılışın en fazla {reachable}{unit} olur, {needed} gerekiyor \
                         (başka türlü açarsan ıstakan {rack_best}{unit} ile açar)"
                    )
                } else {
                    format!("Istakan bu sıra açamaz: en fazla {reachable}{unit}, {needed} gerekiyor")
                };
                format!("{reach}; taşları geri almanın cezası {penalty}.")
            }
        }
    }
}

/// A bot level as a player reads it: "easy" / "kolay".
pub fn level_name(language: Language, level: Level) -> &'static str {
    match level {
        Level::Beginner => language.pick("beginner", "acemi"),
        Level::Easy => language.pick("easy", "kolay"),
        Level::Medium => language.pick("medium", "orta"),
        Level::Hard => language.pick("hard", "zor"),
        Level::Expert => language.pick("expert", "usta"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_warning_names_the_points_at_stake_in_both_languages() {
        let short =
            OpeningRisk { with: OpenedWith::SetsAndRuns, reachable: 84, needed: 101, rack_best: 84, penalty: 101 };
        assert_eq!(
            short.message(Language::English),
            "Your rack cannot open this turn: at most 84 of 101; taking the tiles back costs 101."
        );
        assert_eq!(
            short.message(Language::Turkish),
            "Istakan bu sıra açamaz: en fazla 84 puan, 101 gerekiyor; taşları geri almanın cezası 101."
        );
        let other_way = OpeningRisk { rack_best: 108, ..short };
        assert!(other_way.message(Language::English).contains("laid another way, your rack opens with 108"));
        let pairs = OpeningRisk { with: OpenedWith::Pairs, reachable: 3, needed: 5, rack_best: 3, penalty: 101 };
        assert!(pairs.message(Language::English).contains("at most 3 of 5 pairs"));
        assert!(pairs.message(Language::Turkish).contains("en fazla 3 çift, 5 gerekiyor"));
    }

    #[test]
    fn every_level_has_a_turkish_name() {
        for level in Level::ALL {
            assert_ne!(level_name(Language::Turkish, level), level_name(Language::English, level));
            assert_eq!(level_name(Language::English, level), level.name());
        }
    }
}
