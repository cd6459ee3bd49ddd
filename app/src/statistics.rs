//! The statistics: the engine's [`Statistics`], each deal counted exactly once as it ends (of a
//! game finished or not) and each finished game once, and the screen that shows them.

use crate::view::{StatisticsSection, StatisticsView, TallyView};
use crate::words;
use okey_core::lang::Language;
use okey_core::rules::Variant;
use okey_core::stats::{Statistics, Tally};

/// The statistics and whether they changed since they were last written.
#[derive(Debug, Default)]
pub struct Book {
    pub statistics: Statistics,
    pub dirty: bool,
}

/// The Statistics screen in `language`.
pub fn present(statistics: &Statistics, language: Language) -> StatisticsView {
    let sections: Vec<StatisticsSection> = [Variant::Okey101, Variant::Duz]
        .into_iter()
        // A game's deals count as they end, so a section may have deals before its first game.
        .filter(|&variant| statistics.total(variant).deals > 0)
        .map(|variant| StatisticsSection {
            game: variant,
            title: okey_core::wording::game_name(variant).to_owned(),
            total: tally(language.pick("All games", "Bütün oyunlar").to_owned(), &statistics.total(variant), language),
            by_preset: statistics
                .by_preset(variant)
                .iter()
                .map(|(preset, t)| tally(preset.label(language).to_owned(), t, language))
                .collect(),
            by_opponents: statistics
                .by_opponents(variant)
                .iter()
                .map(|(level, t)| {
                    let label = match level {
                        Some(level) => words::level_name(language, *level).to_owned(),
                        None => language.pick("People only", "Yalnız insanlar").to_owned(),
                    };
                    tally(label, t, language)
                })
                .collect(),
            note: match variant {
                Variant::Okey101 => language.pick("Scores: lower is better.", "Puanlar: düşük olan iyidir."),
                Variant::Duz => language.pick("Scores: higher is better.", "Puanlar: yüksek olan iyidir."),
            }
            .to_owned(),
        })
        .collect();
    let empty = sections.is_empty().then(|| {
        language
            .pick(
                "No deal played yet. Each deal counts when it ends, and a game when it is over.",
                "Henüz oynanmış el yok. Her el bitince, oyun da sonunda sayılır.",
            )
            .to_owned()
    });
    StatisticsView { sections, empty }
}

fn tally(label: String, t: &Tally, language: Language) -> TallyView {
    let average = t.average_deal_score().map_or_else(
        || "–".to_owned(),
        |mean| {
            let text = format!("{mean:.1}");
            match language {
                Language::Turkish => text.replace('.', ","),
                Language::English => text,
            }
        },
    );
    TallyView {
        label,
        games: t.games,
        wins: t.games_won,
        deals: t.deals,
        deals_won: t.deals_won,
        average_deal: average,
        best_game: t.best_game.and_then(|b| i32::try_from(b).ok()),
        openings: t.openings,
        pairs_openings: t.pairs_openings,
        penalties: t.penalties,
    }
}
