//! Which intents the app takes as things stand: each screen offers its own gestures, a question
//! on screen waits for its answer, and the rest is refused unapplied, so that a gesture that
//! reaches the core late (or from a shell's bug) never moves a game the player cannot see.
//!
//! - Every screen: navigation (`Show`, `Back`) and the settings (a shell may offer a setting
//!   anywhere, and changing one moves no game).
//! - Home: Continue, quick start, the guided deal. New game: the form and Start.
//! - The table: the rack and the moves; Review once a deal has ended; at game over, Play again.
//! - The review: its items, Continue (back to the table), Play again.
//! - Statistics: Clear. Rules: the preset to explain.
//! - A question (the table's, clearing the statistics, replacing the game) takes only its
//!   answer, Back (which cancels it) and the dismissal of a message.

use crate::app::Model;
use crate::intent::Intent;
use crate::view::Screen;

/// Why an intent is not taken now: the refusal's stable code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NotNow {
    /// The screen on show does not offer it.
    NotOffered,
    /// A question waits for its answer first.
    AnswerFirst,
    /// A table gesture with no game.
    NoGame,
}

impl NotNow {
    pub(crate) fn code(self) -> &'static str {
        match self {
            NotNow::NotOffered => "not_offered",
            NotNow::AnswerFirst => "answer_first",
            NotNow::NoGame => "no_game",
        }
    }

    pub(crate) fn message(self, language: okey_core::Language) -> &'static str {
        match self {
            NotNow::NotOffered => crate::words::not_offered(language),
            NotNow::AnswerFirst => crate::words::answer_first(language),
            NotNow::NoGame => crate::words::no_game(language),
        }
    }
}

/// Whether the app takes `intent` now.
pub(crate) fn check(model: &Model, intent: &Intent) -> Result<(), NotNow> {
    use Intent as I;
    let question = model.clearing
        || model.replacing.is_some()
        || (model.screen == Screen::Table && model.table.as_ref().is_some_and(|t| t.question().is_some()));
    if question {
        return match intent {
            I::Answer { .. } | I::Back | I::DismissMessage => Ok(()),
            _ => Err(NotNow::AnswerFirst),
        };
    }
    let game_over = model.table.as_ref().is_some_and(crate::table::Table::is_over);
    let on = |screen: Screen| if model.screen == screen { Ok(()) } else { Err(NotNow::NotOffered) };
    match intent {
        I::Show { .. }
        | I::Back
        | I::SetLanguage { .. }
        | I::SetPalette { .. }
        | I::SetBotSpeed { .. }
        | I::SetConfirmCostlyDiscards { .. }
        | I::SetShowSeed { .. }
        | I::SetSound { .. }
        | I::SetHaptics { .. } => Ok(()),
        I::ContinueGame => match model.screen {
            Screen::Home | Screen::Review | Screen::Table => Ok(()),
            _ => Err(NotNow::NotOffered),
        },
        I::QuickStart { .. } | I::StartGuidedDeal => on(Screen::Home),
        I::ChooseGame { .. }
        | I::ChoosePreset { .. }
        | I::ChoosePlayers { .. }
        | I::ChooseOpponent { .. }
        | I::SetRuleOption { .. }
        | I::ResetRuleOptions
        | I::StartGame => on(Screen::NewGame),
        I::PlayAgain => match model.screen {
            Screen::Table | Screen::Review if game_over => Ok(()),
            _ => Err(NotNow::NotOffered),
        },
        I::OpenReview if model.table.as_ref().is_some_and(crate::table::Table::reviewable) => on(Screen::Table),
        I::OpenReview => Err(NotNow::NotOffered),
        I::ChooseReviewItem { .. } => on(Screen::Review),
        I::ClearStatistics => on(Screen::Statistics),
        I::ChooseRules { .. } => on(Screen::Rules),
        // A question's answer with no question on screen.
        I::Answer { .. } => Err(NotNow::NotOffered),
        I::ToggleTile { .. }
        | I::MoveTile { .. }
        | I::Arrange { .. }
        | I::Draw
        | I::TakeDiscard
        | I::TakeIndicator
        | I::ReturnTaken
        | I::Lay
        | I::Open
        | I::LayOff { .. }
        | I::RetrieveOkey { .. }
        | I::Discard { .. }
        | I::Finish
        | I::ShowIndicator
        | I::TakeBack
        | I::Hint
        | I::NextDeal
        | I::DismissMessage => {
            on(Screen::Table)?;
            if model.table.is_none() { Err(NotNow::NoGame) } else { Ok(()) }
        }
    }
}
