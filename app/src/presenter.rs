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
    let table = match (screen, model.net.as_ref()) {
        // A guest's table is the one its host sent.
        (Screen::Table, Some(crate::net::Net::Joined(joined))) => crate::net::guest::table_view(joined),
        (Screen::Table, _) => model.table.as_ref().and_then(|t| crate::table::present(t, language)).map(|mut view| {
            crate::net::host::mark_away(model, &mut view, language);
            view
        }),
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
        home: HomeView {
            saved: model.table.as_ref().filter(|t| !t.is_over()).map(|t| saved_game(t, language)),
            rejoin: crate::net::rejoin::offer(model, language),
        },
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
        lobby: (screen == Screen::Lobby).then(|| lobby(model)).flatten(),
        join: (screen == Screen::Join)
            .then(|| model.net.as_ref().and_then(crate::net::Net::joined).map(crate::net::guest::join_view))
            .flatten(),
        dialog: if model.clearing {
            Some(clear_statistics(language))
        } else {
            model.replacing.and(model.table.as_ref()).map(|table| replace_game(table, language))
        },
    }
}

fn saved_game(table: &Table, language: Language) -> SavedGameView {
    let game = table.session().game();
    // At a table of several people Home names everyone; alone, the player is "You".
    let you = (table.local_people().len() <= 1).then_some(table.viewer());
    let names = words::Names::new(language, table.names(), you);
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
            .map(|(seat, &score)| ScoreView { name: names.of(language, seat), score })
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

/// Before a new game replaces the game in progress.
fn replace_game(table: &Table, language: Language) -> DialogView {
    let saved = saved_game(table, language);
    let (title, body) = words::replace_game(language, &saved.title, &saved.deal);
    DialogView {
        kind: DialogKind::ReplaceGame,
        title,
        body,
        choices: vec![
            DialogChoice { label: words::cancel(language).to_owned(), answer: Answer::Cancel, primary: true },
            DialogChoice { label: words::start_new_game(language).to_owned(), answer: Answer::Confirm, primary: false },
        ],
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

/// The lobby: the host's own, or the one the host sent a guest.
fn lobby(model: &Model) -> Option<crate::view::LobbyView> {
    match model.net.as_ref()? {
        crate::net::Net::Hosting(_) => crate::net::host::lobby(model, None),
        crate::net::Net::Joined(joined) => joined.lobby.clone(),
    }
}
