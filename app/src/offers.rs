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
    /// Pass and play: the phone waits for the next person to show their rack.
    PassFirst,
}

impl NotNow {
    pub(crate) fn code(self) -> &'static str {
        match self {
            NotNow::NotOffered => "not_offered",
            NotNow::AnswerFirst => "answer_first",
            NotNow::NoGame => "no_game",
            NotNow::PassFirst => "pass_first",
        }
    }

    pub(crate) fn message(self, language: okey_core::Language) -> &'static str {
        match self {
            NotNow::NotOffered => crate::words::not_offered(language),
            NotNow::AnswerFirst => crate::words::answer_first(language),
            NotNow::NoGame => crate::words::no_game(language),
            NotNow::PassFirst => crate::words::pass_first(language),
        }
    }
}

/// Whether the app takes `intent` now.
pub(crate) fn check(model: &Model, intent: &Intent) -> Result<(), NotNow> {
    use Intent as I;
    // The transport's events are no gestures: a question on the host's screen must not stop
    // its guests' table (nor a guest's own question stop its host's messages).
    if is_transport_event(intent) {
        return Ok(());
    }
    let question = model.clearing
        || model.replacing.is_some()
        || (model.screen == Screen::Table && model.table.as_ref().is_some_and(|t| t.question().is_some()));
    if question {
        return match intent {
            I::Answer { .. } | I::Back | I::DismissMessage => Ok(()),
            _ => Err(NotNow::AnswerFirst),
        };
    }
    // Pass and play: while the phone is handed over, nothing private, and no move, until the
    // person taps to show their rack.
    if model.screen == Screen::Table && model.table.as_ref().is_some_and(|t| t.handover().is_some()) {
        match intent {
            I::ShowRack | I::Back | I::Show { .. } | I::DismissMessage | I::Background => {}
            I::Answer { .. } | I::OpenReview | I::PlayAgain => return Err(NotNow::PassFirst),
            _ if is_table_gesture(intent) => return Err(NotNow::PassFirst),
            _ => {}
        }
    }
    let game_over = model.table.as_ref().is_some_and(crate::table::Table::is_over);
    let on = |screen: Screen| if model.screen == screen { Ok(()) } else { Err(NotNow::NotOffered) };
    match intent {
        I::Show { .. }
        | I::Back
        | I::Background
        | I::SetLanguage { .. }
        | I::SetPalette { .. }
        | I::SetBotSpeed { .. }
        | I::SetConfirmCostlyDiscards { .. }
        | I::SetShowSeed { .. }
        | I::SetSound { .. }
        | I::SetHaptics { .. } => Ok(()),
        I::HostTable | I::JoinTable => on(Screen::Home),
        I::RejoinTable if crate::net::rejoin::offered(model).is_some() => on(Screen::Home),
        I::RejoinTable => Err(NotNow::NotOffered),
        I::ChooseGuestSeat { .. } => on(Screen::NewGame),
        I::ChooseGuestWait { .. } => on(Screen::Lobby),
        I::SetJoinAddress { .. }
        | I::ChooseFoundTable { .. }
        | I::SetJoinCode { .. }
        | I::ScannedTable { .. }
        | I::ScannedNotATable { .. }
        | I::Join => on(Screen::Join),
        I::LeaveTable => match (model.screen, model.net.is_some()) {
            (Screen::Lobby | Screen::Join | Screen::Table, true) => Ok(()),
            _ => Err(NotNow::NotOffered),
        },
        I::StartGame if model.screen == Screen::Lobby => {
            let hosting = model.net.as_ref().and_then(crate::net::Net::hosting);
            if hosting.is_some_and(|h| h.listening.is_some() && !h.started) { Ok(()) } else { Err(NotNow::NotOffered) }
        }
        I::ContinueGame => match model.screen {
            Screen::Home | Screen::Review | Screen::Table => Ok(()),
            _ => Err(NotNow::NotOffered),
        },
        I::QuickStart { .. } | I::StartGuidedDeal => on(Screen::Home),
        I::ChooseGame { .. }
        | I::ChoosePreset { .. }
        | I::ChoosePlayers { .. }
        | I::ChooseOpponent { .. }
        | I::ChoosePerson { .. }
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
        I::ShowRack => on(Screen::Table),
        _ if is_table_gesture(intent) || matches!(intent, I::DismissMessage) => {
            // (A guest's table gestures went to its host before this check.)
            on(Screen::Table)?;
            if model.table.is_none() { Err(NotNow::NoGame) } else { Ok(()) }
        }
        // The transport's events are taken above; every other intent is placed in a family
        // below, and one of a screen's own not named here is not offered.
        _ => Err(NotNow::NotOffered),
    }
}

/// The families of intents that more than one rule above (and the networked table) asks
/// about. One exhaustive list, so that a new intent is placed in its family where it is added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    /// The table's moves and rack gestures (offered on the table, to the person whose rack shows).
    TableGesture,
    /// An event of the transport or of discovery: it reaches the core whatever is on screen.
    Transport,
    /// Everything else: navigation, settings, a screen's own controls, answers.
    Other,
}

fn family(intent: &Intent) -> Family {
    use Intent as I;
    match intent {
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
        | I::Drop { .. }
        | I::TapDiscardSpot
        | I::Finish
        | I::ShowIndicator
        | I::TakeBack
        | I::Hint
        | I::NextDeal => Family::TableGesture,
        I::Listening { .. }
        | I::GuestJoined { .. }
        | I::FromGuest { .. }
        | I::GuestLeft { .. }
        | I::TableFound { .. }
        | I::TableGone { .. }
        | I::Connected { .. }
        | I::FromHost { .. }
        | I::Disconnected { .. } => Family::Transport,
        I::Show { .. }
        | I::Back
        | I::Background
        | I::SetLanguage { .. }
        | I::SetPalette { .. }
        | I::SetBotSpeed { .. }
        | I::SetConfirmCostlyDiscards { .. }
        | I::SetShowSeed { .. }
        | I::SetSound { .. }
        | I::SetHaptics { .. }
        | I::HostTable
        | I::JoinTable
        | I::RejoinTable
        | I::ChooseGuestSeat { .. }
        | I::ChooseGuestWait { .. }
        | I::SetJoinAddress { .. }
        | I::ChooseFoundTable { .. }
        | I::SetJoinCode { .. }
        | I::ScannedTable { .. }
        | I::ScannedNotATable { .. }
        | I::Join
        | I::LeaveTable
        | I::StartGame
        | I::ContinueGame
        | I::QuickStart { .. }
        | I::StartGuidedDeal
        | I::ChooseGame { .. }
        | I::ChoosePreset { .. }
        | I::ChoosePlayers { .. }
        | I::ChooseOpponent { .. }
        | I::ChoosePerson { .. }
        | I::SetRuleOption { .. }
        | I::ResetRuleOptions
        | I::PlayAgain
        | I::OpenReview
        | I::ChooseReviewItem { .. }
        | I::ClearStatistics
        | I::ChooseRules { .. }
        | I::Answer { .. }
        | I::ShowRack
        | I::DismissMessage => Family::Other,
    }
}

/// The table's moves and rack gestures (offered on the table, to the person whose rack shows).
pub(crate) fn is_table_gesture(intent: &Intent) -> bool {
    family(intent) == Family::TableGesture
}

/// What a guest's table sends its host to decide, and all a host takes from a guest: its own
/// table's gestures, its question's answer, the dismissal of its message. Nothing that leaves,
/// starts a game or answers a question of the host's own screens.
pub(crate) fn is_for_the_host(intent: &Intent) -> bool {
    is_table_gesture(intent) || matches!(intent, Intent::Answer { .. } | Intent::DismissMessage)
}

fn is_transport_event(intent: &Intent) -> bool {
    family(intent) == Family::Transport
}
