//! Why rules cannot be played, in every language.

use super::{Detail, Details};
use crate::lang::Language;
use crate::rules::{RulesError, RulesProblem};

impl RulesError {
    /// Every problem, in `language`, after a short heading.
    pub fn message(&self, language: Language) -> String {
        let problems: Vec<String> = self.problems.iter().map(|problem| problem.message(language)).collect();
        format!("{}: {}", language.pick("invalid rules", "geçersiz kurallar"), problems.join("; "))
    }
}

impl RulesProblem {
    /// A stable code for the problem, under the error's `invalid_rules`.
    pub fn code(&self) -> &'static str {
        match self {
            RulesProblem::Players { .. } => "players",
            RulesProblem::NoDeals => "no_deals",
            RulesProblem::NoOpeningThreshold => "no_opening_threshold",
            RulesProblem::PairsThreshold { .. } => "pairs_threshold",
            RulesProblem::NoLayOffCap => "no_lay_off_cap",
            RulesProblem::NoStartingPoints => "no_starting_points",
            RulesProblem::PartnersNeedFour { .. } => "partners_need_four",
        }
    }

    pub fn message(&self, language: Language) -> String {
        match (self, language) {
            (RulesProblem::Players { players }, Language::English) => format!("players must be 2 to 4, not {players}"),
            (RulesProblem::Players { players }, Language::Turkish) => {
                format!("oyuncu sayısı 2 ile 4 arası olmalı, {players} olamaz")
            }
            (RulesProblem::NoDeals, _) => {
                language.pick("a game needs at least 1 deal", "bir oyunda en az 1 el olmalı").to_owned()
            }
            (RulesProblem::NoOpeningThreshold, _) => language
                .pick("the opening threshold must be positive", "el açma barajı sıfırdan büyük olmalı")
                .to_owned(),
            (RulesProblem::PairsThreshold { pairs }, Language::English) => {
                format!("the pairs threshold must be 1 to 10, not {pairs}")
            }
            (RulesProblem::PairsThreshold { pairs }, Language::Turkish) => {
                format!("çiftten açmak için gereken çift sayısı 1 ile 10 arası olmalı, {pairs} olamaz")
            }
            (RulesProblem::NoLayOffCap, _) => language
                .pick("a lay-off cap must allow at least 1 tile", "işleme sınırı en az 1 taşa izin vermeli")
                .to_owned(),
            (RulesProblem::NoStartingPoints, _) => language
                .pick("Düz Okey needs starting points above zero", "Düz Okey'de başlangıç puanı sıfırdan büyük olmalı")
                .to_owned(),
            (RulesProblem::PartnersNeedFour { players }, Language::English) => {
                format!("partners need 4 players, not {players}")
            }
            (RulesProblem::PartnersNeedFour { players }, Language::Turkish) => {
                format!("eşli oyun için 4 oyuncu gerekir, {players} değil")
            }
        }
    }

    pub fn details(&self) -> Details {
        match self {
            RulesProblem::Players { players } | RulesProblem::PartnersNeedFour { players } => {
                vec![("players", Detail::Number(i64::from(*players)))]
            }
            RulesProblem::PairsThreshold { pairs } => vec![("pairs", Detail::Number(i64::from(*pairs)))],
            RulesProblem::NoDeals
            | RulesProblem::NoOpeningThreshold
            | RulesProblem::NoLayOffCap
            | RulesProblem::NoStartingPoints => vec![],
        }
    }
}
