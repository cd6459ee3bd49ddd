//! Assembles the view model: the screen on show with its content, Home, the settings.

use crate::app::Model;
use crate::intent::Answer;
use crate::statistics::{self, Book};
use crate::table::Table;
use crate::view::{
    DialogChoice, DialogKind, DialogView, GlossaryTermView, HomeView, RulesSectionView, RulesView, SavedGameView,
    ScoreView, Screen, SettingsView, ViewModel,
};
use crate::words;
use okey_core::lang::Language;
use okey_core::rules::{Preset, Rules};
use okey_core::rules_text;
use std::sync::Mutex;

/// The view model of `model`; the statistics are read from `book` only on their screen.
pub(crate) fn view(model: &Model, book: &Mutex<Book>) -> ViewModel {
    let language = model.settings.language;
    let screen = model.screen;
    let table = match screen {
        Screen::Table => model.table.as_ref().and_then(|t| crate::table::present(t, language)),
        _ => None,
    };
    let statistics = (screen == Screen::Statistics).then(|| {
        let book = book.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        statistics::present(&book.statistics, language)
    });
    ViewModel {
        screen,
        language,
        palette: model.settings.palette,
        notice: model.notice.clone(),
        home: HomeView { saved: model.table.as_ref().filter(|t| !t.is_over()).map(|t| saved_game(t, language)) },
        new_game: (screen == Screen::NewGame).then(|| model.form.present(language)),
        table,
        statistics,
        rules: (screen == Screen::Rules).then(|| rules(model, language)),
        settings: SettingsView {
            language,
            palette: model.settings.palette,
            bot_speed: model.settings.bot_speed,
            confirm_costly_discards: model.settings.confirm_costly_discards,
            show_seed: model.settings.show_seed,
            sound: model.settings.sound,
            haptics: model.settings.haptics,
            seed: model
                .table
                .as_ref()
                .filter(|_| model.settings.show_seed)
                .map(|t| t.session().game().seed().to_string()),
        },
        review: (screen == Screen::Review).then(|| model.review.as_ref().map(|r| r.present(language))).flatten(),
        dialog: model.clearing.then(|| clear_statistics(language)),
    }
}

fn saved_game(table: &Table, language: Language) -> SavedGameView {
    let game = table.session().game();
    let rules = game.rules();
    let deal = match rules.variant {
        okey_core::rules::Variant::Okey101 => words::deal_of(
            language,
            (u32::from(game.deals_counted()) + 1).min(u32::from(rules.deals)),
            Some(rules.deals),
        ),
        // The engine counts deals from 0; the player from 1.
        okey_core::rules::Variant::Duz => words::deal_of(language, game.deal().number.saturating_add(1), None),
    };
    SavedGameView {
        title: words::game_title(language, rules.variant, rules.preset),
        deal,
        scores: game
            .totals()
            .iter()
            .enumerate()
            .map(|(seat, &score)| ScoreView { name: words::seat_name(language, seat), score })
            .collect(),
    }
}

fn rules(model: &Model, language: Language) -> RulesView {
    let in_progress = model.table.as_ref().filter(|t| !t.is_over());
    let rules = match (model.rules_choice, in_progress) {
        (None, Some(table)) => table.session().game().rules().clone(),
        (Some(preset), _) => Rules::preset(preset),
        (None, None) => Rules::preset(model.form_preset()),
    };
    let description = rules_text::describe(&rules, language);
    RulesView {
        choice: if in_progress.is_some() {
            model.rules_choice
        } else {
            Some(model.rules_choice.unwrap_or(rules.preset))
        },
        has_game: in_progress.is_some(),
        presets: Preset::ALL.into_iter().map(|p| crate::form::preset_choice(p, language)).collect(),
        title: description.title,
        sections: description
            .sections
            .into_iter()
            .map(|s| RulesSectionView { title: s.title, items: s.items })
            .collect(),
        glossary: rules_text::glossary(language)
            .into_iter()
            .map(|g| GlossaryTermView { term: g.term.to_owned(), meaning: g.meaning.to_owned() })
            .collect(),
        examples: crate::how_to_play::examples(&rules, language),
    }
}

fn clear_statistics(language: Language) -> DialogView {
    DialogView {
        kind: DialogKind::ClearStatistics,
        title: language.pick("Clear the statistics?", "İstatistikler sıfırlansın mı?").to_owned(),
        body: language
            .pick(
                "Every recorded game is forgotten. This cannot be undone.",
                "Kayıtlı bütün oyunlar silinir. Geri alınamaz.",
            )
            .to_owned(),
        choices: vec![
            DialogChoice { label: words::cancel(language).to_owned(), answer: Answer::Cancel, primary: true },
            DialogChoice {
                label: language.pick("Clear", "Sıfırla").to_owned(),
                answer: Answer::Confirm,
                primary: false,
            },
        ],
    }
}
