//! Each intent applied to the model, and the effects it calls for. Which intents the app takes
//! now is `offers`' decision, made first; the background work that follows from the new state
//! is `schedule`'s, made after.

use crate::app::Model;
use crate::effect::{Effect, Haptic, Refusal, Sound};
use crate::flights::flights;
use crate::intent::{Answer, Intent};
use crate::statistics::Book;
use crate::table::{Manners, Outcome, Table, YOU};
use crate::view::{Anchor, Screen};
use okey_core::action::{Action, Event};
use okey_core::game::Phase;
use okey_core::tile::TileId;
use std::sync::Mutex;

/// What an intent came to: the effects to perform, and its refusal if it was refused.
pub(crate) type Handled = (Vec<Effect>, Option<Refusal>);

/// A new game the player asked for, waiting (when a game is in progress) for their yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NewGame {
    /// The New game form's game (Start).
    FromForm,
    /// Home's quick start of a game.
    Quick(okey_core::rules::Variant),
    /// Home's "Learn to play".
    Guided,
}

/// Applies `intent`; the effects to perform and the refusal, if it was refused.
pub(crate) fn send(model: &mut Model, book: &Mutex<Book>, intent: Intent) -> Handled {
    let language = model.settings.language;
    if let Err(not_now) = crate::offers::check(model, &intent) {
        let refusal = Refusal { code: not_now.code().to_owned(), message: not_now.message(language).to_owned() };
        return (Vec::new(), Some(refusal));
    }
    let effects = match intent {
        Intent::Show { screen } => show(model, screen),
        Intent::ContinueGame => continue_game(model),
        Intent::QuickStart { game } => return ask_to_start(model, NewGame::Quick(game)),
        Intent::StartGuidedDeal => return ask_to_start(model, NewGame::Guided),
        Intent::StartGame => return ask_to_start(model, NewGame::FromForm),
        Intent::PlayAgain => return start(model, NewGame::FromForm),
        Intent::Back => back(model),
        Intent::ChooseGame { game } => edit_form(model, |f| f.choose_game(game)),
        Intent::ChoosePreset { preset } => edit_form(model, |f| f.choose_preset(preset)),
        Intent::ChoosePlayers { players } => edit_form(model, |f| f.choose_players(players)),
        Intent::ChooseOpponent { seat, level } => edit_form(model, |f| f.choose_opponent(seat, level)),
        Intent::SetRuleOption { key, value } => edit_form(model, |f| f.set_option(&key, &value)),
        Intent::ResetRuleOptions => edit_form(model, crate::form::Form::reset_options),
        Intent::ToggleTile { tile } => {
            return at_table(model, |t, _| tile_id(tile).map_or(Outcome::Nothing, |tile| t.toggle(tile)));
        }
        Intent::MoveTile { tile, slot } => {
            return at_table(model, |t, _| {
                tile_id(tile).map_or(Outcome::Nothing, |tile| t.move_tile(tile, usize::from(slot)))
            });
        }
        Intent::Arrange { layout } => {
            // The player's last choice also arranges the next deals' racks.
            if model.settings.rack_layout != layout {
                model.settings.rack_layout = layout;
                model.dirty_settings = true;
            }
            if let Some(table) = model.table.as_mut() {
                table.set_deal_layout(layout);
            }
            return at_table(model, |t, _| t.arrange_by_player(layout));
        }
        Intent::Draw => return at_table(model, |t, m| t.act(&Action::Draw, Anchor::Stock, m.language)),
        Intent::TakeDiscard => return at_table(model, |t, m| t.act(&Action::TakeDiscard, Anchor::Pile, m.language)),
        Intent::TakeIndicator => {
            return at_table(model, |t, m| t.act(&Action::TakeIndicator, Anchor::Stock, m.language));
        }
        Intent::ReturnTaken => {
            return at_table(model, |t, m| t.act(&Action::ReturnTaken, Anchor::Controls, m.language));
        }
        Intent::Lay => return at_table(model, |t, m| t.lay(m.language)),
        Intent::Open => return at_table(model, |t, m| t.open(m.language)),
        Intent::LayOff { tile, meld } => {
            return at_table(model, |t, m| {
                tile_id(tile).map_or(Outcome::Nothing, |tile| t.lay_off(tile, meld, m.language))
            });
        }
        Intent::RetrieveOkey { tile, meld } => {
            return at_table(model, |t, m| {
                tile_id(tile).map_or(Outcome::Nothing, |tile| {
                    t.act(&Action::RetrieveOkey { tile, meld }, Anchor::Table, m.language)
                })
            });
        }
        Intent::Discard { tile } => {
            return at_table(model, |t, m| tile_id(tile).map_or(Outcome::Nothing, |tile| t.discard(tile, m)));
        }
        Intent::Finish => return at_table(model, |t, m| t.finish(m.language)),
        Intent::ShowIndicator => {
            return at_table(model, |t, m| t.act(&Action::ShowIndicator, Anchor::Stock, m.language));
        }
        Intent::TakeBack => return at_table(model, |t, m| t.take_back(m.language)),
        Intent::Hint => return at_table(model, |t, _| t.want_hint()),
        Intent::NextDeal => return at_table(model, |t, m| t.act(&Action::NextDeal, Anchor::Controls, m.language)),
        Intent::Answer { answer } => return answer_question(model, book, answer),
        Intent::DismissMessage => {
            if let Some(table) = model.table.as_mut() {
                table.dismiss_message();
            }
            Vec::new()
        }
        Intent::OpenReview => open_review(model),
        Intent::ChooseReviewItem { index } => {
            if let Some(review) = model.review.as_mut() {
                review.choose(index);
            }
            Vec::new()
        }
        Intent::ClearStatistics => {
            model.clearing = true;
            Vec::new()
        }
        Intent::ChooseRules { preset } => {
            model.rules_choice = preset;
            Vec::new()
        }
        Intent::SetLanguage { language: next } => {
            if next != language {
                model.settings.language = next;
                if let Some(table) = model.table.as_mut() {
                    table.forget_words();
                }
                if let Some(review) = model.review.as_mut() {
                    review.language_changed(next);
                }
            }
            save_settings(model)
        }
        Intent::SetPalette { palette } => {
            model.settings.palette = palette;
            save_settings(model)
        }
        Intent::SetBotSpeed { speed } => {
            model.settings.bot_speed = speed;
            save_settings(model)
        }
        Intent::SetConfirmCostlyDiscards { on } => {
            model.settings.confirm_costly_discards = on;
            save_settings(model)
        }
        Intent::SetShowSeed { on } => {
            model.settings.show_seed = on;
            save_settings(model)
        }
        Intent::SetSound { on } => {
            model.settings.sound = on;
            save_settings(model)
        }
        Intent::SetHaptics { on } => {
            model.settings.haptics = on;
            save_settings(model)
        }
    };
    (effects, None)
}

fn tile_id(raw: u8) -> Option<TileId> {
    TileId::new(raw)
}

fn show(model: &mut Model, screen: Screen) -> Vec<Effect> {
    match screen {
        // The table and the review have their own ways in.
        Screen::Table => return continue_game(model),
        Screen::Review => return open_review(model),
        Screen::Rules => {
            let in_progress = model.table.as_ref().is_some_and(|t| !t.is_over());
            model.rules_choice = if in_progress { None } else { Some(model.form_preset()) };
        }
        Screen::Home | Screen::NewGame | Screen::Statistics | Screen::Settings => {}
    }
    leave_review(model);
    model.clearing = false;
    model.notice = None;
    model.screen = screen;
    Vec::new()
}

fn back(model: &mut Model) -> Vec<Effect> {
    if model.clearing {
        model.clearing = false;
        return Vec::new();
    }
    if model.replacing.take().is_some() {
        return Vec::new();
    }
    match model.screen {
        Screen::Table if model.table.as_mut().is_some_and(Table::cancel_question) => Vec::new(),
        Screen::Review => continue_game(model),
        _ => show(model, Screen::Home),
    }
}

fn continue_game(model: &mut Model) -> Vec<Effect> {
    if model.table.is_none() {
        return show(model, Screen::NewGame);
    }
    leave_review(model);
    model.notice = None;
    model.screen = Screen::Table;
    Vec::new()
}

fn edit_form(model: &mut Model, edit: impl FnOnce(&mut crate::form::Form)) -> Vec<Effect> {
    edit(&mut model.form);
    Vec::new()
}

/// A new game, asking first when it would replace a game in progress.
fn ask_to_start(model: &mut Model, new_game: NewGame) -> Handled {
    if model.table.as_ref().is_some_and(|t| !t.is_over()) {
        model.replacing = Some(new_game);
        return (Vec::new(), None);
    }
    start(model, new_game)
}

fn start(model: &mut Model, new_game: NewGame) -> Handled {
    match new_game {
        NewGame::FromForm => {
            let seed = model.seeds_next();
            start_table(model, seed, false)
        }
        NewGame::Quick(game) => {
            model.form = crate::form::Form::quick(game);
            let seed = model.seeds_next();
            start_table(model, seed, false)
        }
        NewGame::Guided => {
            // Its own form and seed; the player's New game form is left as it was.
            let form = std::mem::replace(&mut model.form, crate::form::Form::guided());
            let handled = start_table(model, crate::table::GUIDED_SEED, true);
            model.form = form;
            handled
        }
    }
}

fn start_table(model: &mut Model, seed: u64, guided: bool) -> Handled {
    let language = model.settings.language;
    let refused = |model: &mut Model, message: String| {
        model.screen = Screen::NewGame;
        (Vec::new(), Some(Refusal { code: "invalid_rules".to_owned(), message }))
    };
    let Some((rules, seats)) = model.form.game(language) else {
        let message = model.form.error().unwrap_or_default().to_owned();
        return refused(model, message);
    };
    match Table::start(rules, seed, seats, model.settings.rack_layout) {
        Ok(mut table) => {
            if guided {
                table.set_guided();
            }
            leave_review(model);
            model.table = Some(table);
            model.game_serial = model.game_serial.wrapping_add(1);
            model.recorded = false;
            model.deals_recorded = 0;
            model.notice = None;
            model.screen = Screen::Table;
            model.dirty_game = true;
            (Vec::new(), None)
        }
        Err(error) => {
            let message = error.message(language);
            model.form.refuse(message.clone());
            refused(model, message)
        }
    }
}

/// A gesture at the table, and what follows it.
fn at_table(model: &mut Model, gesture: impl FnOnce(&mut Table, Manners) -> Outcome) -> Handled {
    let manners =
        Manners { language: model.settings.language, confirm_costly_discards: model.settings.confirm_costly_discards };
    let Some(table) = model.table.as_mut() else { return (Vec::new(), None) };
    match gesture(table, manners) {
        Outcome::Nothing | Outcome::Shown => (Vec::new(), None),
        Outcome::Arranged => {
            model.dirty_game = true;
            (Vec::new(), None)
        }
        Outcome::Moved { events } => (after_engine_move(model, &events, true), None),
        Outcome::Refused { code, text, anchor } => refuse(model, code, text, anchor),
    }
}

/// A message near the gesture (hidden after a while, see `schedule`), and the refusal.
fn refuse(model: &mut Model, code: &str, text: String, anchor: Anchor) -> Handled {
    model.message_serial += 1;
    let serial = model.message_serial;
    if let Some(table) = model.table.as_mut() {
        table.set_message(text.clone(), anchor, true, serial);
    }
    let effects = vec![Effect::Haptic { kind: Haptic::Refused }, Effect::Announce { text: text.clone() }];
    (effects, Some(Refusal { code: code.to_owned(), message: text }))
}

/// Something the player must be told once, not a refusal: a message at the table (near the
/// controls) and the notice on Home and the New game form.
pub(crate) fn tell(model: &mut Model, text: String) {
    model.message_serial += 1;
    let serial = model.message_serial;
    if let Some(table) = model.table.as_mut() {
        table.set_message(text.clone(), Anchor::Controls, false, serial);
    }
    model.notice = Some(text);
}

/// After the engine played a move (the player's or a bot's): animate it, and mark the game to
/// be saved; the work that follows is `schedule`'s.
pub(crate) fn after_engine_move(model: &mut Model, events: &[Event], by_player: bool) -> Vec<Effect> {
    let duration = model.settings.bot_speed.pause_ms() * 4 / 5;
    let language = model.settings.language;
    model.dirty_game = true;
    let mut effects = Vec::new();
    let flying = flights(events, YOU, language, model.table.as_ref());
    if !flying.is_empty() {
        effects.push(Effect::Animate { flights: flying, duration_ms: duration });
    }
    if by_player {
        effects.push(Effect::Haptic { kind: Haptic::Confirm });
    }
    let yours =
        model.table.as_ref().and_then(Table::your_view).is_some_and(|v| v.turn == YOU && v.phase == Phase::Draw);
    if !by_player && yours {
        effects.push(Effect::Haptic { kind: Haptic::YourTurn });
        effects.push(Effect::Sound { kind: Sound::YourTurn });
    }
    effects.extend(sounds(events, model));
    effects
}

/// The sounds of a move's events, each kind once.
fn sounds(events: &[Event], model: &Model) -> Vec<Effect> {
    let partners = model.table.as_ref().is_some_and(|t| t.session().game().rules().partners);
    let mut kinds: Vec<Sound> = Vec::new();
    for event in events {
        let kind = match event {
            Event::Drew { .. } | Event::TookDiscard { .. } | Event::TookIndicator { .. } => Sound::Draw,
            Event::Discarded { .. } => Sound::Discard,
            Event::Laid { .. } | Event::LaidOff { .. } | Event::RetrievedOkey { .. } => Sound::Lay,
            Event::DealEnded { result } => match result.end {
                okey_core::scoring::DealEnd::Won { winner, .. } if winner == YOU || (partners && winner == YOU + 2) => {
                    Sound::DealWon
                }
                _ => Sound::DealLost,
            },
            _ => continue,
        };
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    kinds.into_iter().map(|kind| Effect::Sound { kind }).collect()
}

/// The effects the player's settings allow: no sound or vibration they turned off.
pub(crate) fn allowed(effects: Vec<Effect>, model: &Model) -> Vec<Effect> {
    effects
        .into_iter()
        .filter(|effect| match effect {
            Effect::Sound { .. } => model.settings.sound,
            Effect::Haptic { .. } => model.settings.haptics,
            _ => true,
        })
        .collect()
}

fn answer_question(model: &mut Model, book: &Mutex<Book>, answer: Answer) -> Handled {
    if model.clearing {
        model.clearing = false;
        if answer == Answer::Confirm {
            let mut book = book.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            book.statistics = okey_core::stats::Statistics::new();
            book.dirty = true;
        }
        return (Vec::new(), None);
    }
    if let Some(new_game) = model.replacing.take() {
        return match answer {
            Answer::Confirm => start(model, new_game),
            _ => (Vec::new(), None),
        };
    }
    at_table(model, |t, m| t.answer(answer, m.language))
}

fn open_review(model: &mut Model) -> Vec<Effect> {
    let language = model.settings.language;
    let Some(table) = model.table.as_ref().filter(|t| t.reviewable()) else { return Vec::new() };
    model.review = Some(crate::review::Review::start(table.session(), language));
    model.screen = Screen::Review;
    Vec::new()
}

/// Leaving the review stops its work at its next turn.
fn leave_review(model: &mut Model) {
    if let Some(review) = model.review.take() {
        review.stop();
    }
}

fn save_settings(model: &mut Model) -> Vec<Effect> {
    model.dirty_settings = true;
    Vec::new()
}

impl Model {
    fn seeds_next(&mut self) -> u64 {
        self.seeds.next()
    }

    /// The preset the New game form has chosen.
    pub(crate) fn form_preset(&self) -> okey_core::rules::Preset {
        self.form.preset()
    }
}
