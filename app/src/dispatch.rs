//! Each intent applied to the model, and the effects it calls for.

use crate::app::{MESSAGE_MS, Model, REVIEW_TICK_MS, run_now, ticket_now};
use crate::effect::{Effect, Haptic, Job, JobKind, Sound};
use crate::flights::flights;
use crate::intent::{Answer, Dragged, DropSpot, Intent};
use crate::statistics::Book;
use crate::table::{Manners, Outcome, Table, YOU, carried};
use crate::view::{Anchor, Screen};
use okey_core::action::{Action, Event};
use okey_core::game::Phase;
use okey_core::tile::TileId;
use std::sync::Mutex;

/// Applies `intent`; the effects to perform.
pub(crate) fn send(model: &mut Model, book: &Mutex<Book>, intent: Intent) -> Vec<Effect> {
    let language = model.settings.language;
    match intent {
        Intent::Show { screen } => show(model, screen),
        Intent::ContinueGame => continue_game(model),
        Intent::QuickStart { game } => {
            model.form = crate::form::Form::quick(game);
            start_game(model)
        }
        Intent::StartGuidedDeal => start_guided_deal(model),
        Intent::Back => back(model),
        Intent::ChooseGame { game } => edit_form(model, |f| f.choose_game(game)),
        Intent::ChoosePreset { preset } => edit_form(model, |f| f.choose_preset(preset)),
        Intent::ChoosePlayers { players } => edit_form(model, |f| f.choose_players(players)),
        Intent::ChooseOpponent { seat, level } => edit_form(model, |f| f.choose_opponent(seat, level)),
        Intent::SetRuleOption { key, value } => edit_form(model, |f| f.set_option(&key, &value)),
        Intent::ResetRuleOptions => edit_form(model, crate::form::Form::reset_options),
        Intent::StartGame | Intent::PlayAgain => start_game(model),
        Intent::ToggleTile { tile } => {
            at_table(model, |t, _| tile_id(tile).map_or(Outcome::Nothing, |tile| t.toggle(tile)))
        }
        Intent::MoveTile { tile, slot } => {
            at_table(model, |t, _| tile_id(tile).map_or(Outcome::Nothing, |tile| t.move_tile(tile, usize::from(slot))))
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
            at_table(model, |t, _| t.arrange_by_player(layout))
        }
        Intent::Draw => at_table(model, |t, m| t.act(&Action::Draw, Anchor::Stock, m.language)),
        Intent::TakeDiscard => at_table(model, |t, m| t.act(&Action::TakeDiscard, Anchor::Pile, m.language)),
        Intent::TakeIndicator => at_table(model, |t, m| t.act(&Action::TakeIndicator, Anchor::Stock, m.language)),
        Intent::ReturnTaken => at_table(model, |t, m| t.act(&Action::ReturnTaken, Anchor::Controls, m.language)),
        Intent::Lay => at_table(model, |t, m| t.lay(m.language)),
        Intent::Open => at_table(model, |t, m| t.open(m.language)),
        Intent::LayOff { tile, meld } => {
            at_table(model, |t, m| tile_id(tile).map_or(Outcome::Nothing, |tile| t.lay_off(tile, meld, m.language)))
        }
        Intent::RetrieveOkey { tile, meld } => at_table(model, |t, m| {
            tile_id(tile)
                .map_or(Outcome::Nothing, |tile| t.act(&Action::RetrieveOkey { tile, meld }, Anchor::Table, m.language))
        }),
        Intent::Discard { tile } => {
            at_table(model, |t, m| tile_id(tile).map_or(Outcome::Nothing, |tile| t.discard(tile, m)))
        }
        Intent::Drop { dragged, spot } => drop(model, book, dragged, spot),
        Intent::TapDiscardSpot => at_table(model, |t, m| t.tap_discard_spot(m)),
        Intent::Finish => at_table(model, |t, m| t.finish(m.language)),
        Intent::ShowIndicator => at_table(model, |t, m| t.act(&Action::ShowIndicator, Anchor::Stock, m.language)),
        Intent::TakeBack => at_table(model, |t, m| t.take_back(m.language)),
        Intent::Hint => at_table(model, |_, _| Outcome::HintAsked),
        Intent::NextDeal => at_table(model, |t, m| t.act(&Action::NextDeal, Anchor::Controls, m.language)),
        Intent::Answer { answer } => answer_question(model, book, answer),
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
    }
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
    table_work(model)
}

fn edit_form(model: &mut Model, edit: impl FnOnce(&mut crate::form::Form)) -> Vec<Effect> {
    edit(&mut model.form);
    Vec::new()
}

fn start_game(model: &mut Model) -> Vec<Effect> {
    let seed = model.seeds_next();
    start_table(model, seed, false)
}

/// The guided deal: its own form and seed, and the player's New game form left as it was.
fn start_guided_deal(model: &mut Model) -> Vec<Effect> {
    let form = std::mem::replace(&mut model.form, crate::form::Form::guided());
    let effects = start_table(model, crate::table::GUIDED_SEED, true);
    model.form = form;
    effects
}

fn start_table(model: &mut Model, seed: u64, guided: bool) -> Vec<Effect> {
    let language = model.settings.language;
    let Some((rules, seats)) = model.form.game(language) else {
        model.screen = Screen::NewGame;
        return Vec::new();
    };
    match Table::start(rules, seed, seats, model.settings.rack_layout) {
        Ok(mut table) => {
            if guided {
                table.set_guided();
            }
            leave_review(model);
            model.table = Some(table);
            model.game_serial = model.game_serial.wrapping_add(1);
            model.notice = None;
            model.screen = Screen::Table;
            model.dirty_game = true;
            let mut effects = vec![run_now(JobKind::Save, 0)];
            effects.extend(table_work(model));
            effects
        }
        Err(error) => {
            model.form.refuse(error.message(language));
            model.screen = Screen::NewGame;
            Vec::new()
        }
    }
}

/// The table's background work for the position as it stands: a bot to move, the Düz counter.
fn table_work(model: &mut Model) -> Vec<Effect> {
    let ticket = ticket_now(model);
    let pause = model.settings.bot_speed.pause_ms();
    let Some(table) = model.table.as_mut() else { return Vec::new() };
    let mut effects = Vec::new();
    if table.bot_to_move() && !table.bot_pending() {
        table.expect_bot();
        effects.push(Effect::Run { job: Job { kind: JobKind::BotMove, ticket }, after_ms: pause });
    }
    if table.wants_duz_figures() {
        effects.push(run_now(JobKind::DuzCounter, ticket));
    }
    if table.wants_guide_hint() {
        effects.push(run_now(JobKind::Hint, ticket));
    }
    effects
}

/// A drop: the intent it makes (the table decides), played; a tile drawn or taken onto a slot
/// lands there; the flight the finger already made is left out.
fn drop(model: &mut Model, book: &Mutex<Book>, dragged: Dragged, spot: DropSpot) -> Vec<Effect> {
    let Some(table) = model.table.as_ref() else { return Vec::new() };
    let Some(intent) = table.drop_intent(dragged, spot) else { return Vec::new() };
    let before = table.rack();
    let mut effects = send(model, book, intent);
    if let (Dragged::Stock | Dragged::TakeablePile, DropSpot::RackSlot { slot }) = (dragged, spot)
        && let Some(table) = model.table.as_mut()
    {
        table.put_new_tile(&before, slot);
    }
    for effect in &mut effects {
        if let Effect::Animate { flights, .. } = effect {
            flights.retain(|flight| !carried(dragged, flight));
        }
    }
    effects.retain(|effect| !matches!(effect, Effect::Animate { flights, .. } if flights.is_empty()));
    effects
}

/// A gesture at the table, and what follows it.
fn at_table(model: &mut Model, gesture: impl FnOnce(&mut Table, Manners) -> Outcome) -> Vec<Effect> {
    let manners =
        Manners { language: model.settings.language, confirm_costly_discards: model.settings.confirm_costly_discards };
    let Some(table) = model.table.as_mut() else { return Vec::new() };
    match gesture(table, manners) {
        Outcome::Nothing | Outcome::Shown => Vec::new(),
        Outcome::Arranged => {
            model.dirty_game = true;
            vec![run_now(JobKind::Save, 0)]
        }
        Outcome::Moved { events } => after_engine_move(model, &events, true),
        Outcome::Refused { text, anchor } => refuse(model, text, anchor),
        Outcome::HintAsked => vec![run_now(JobKind::Hint, ticket_now(model))],
    }
}

/// A message near the gesture, hidden after a while.
fn refuse(model: &mut Model, text: String, anchor: Anchor) -> Vec<Effect> {
    model.message_serial += 1;
    let serial = model.message_serial;
    if let Some(table) = model.table.as_mut() {
        table.set_message(text.clone(), anchor, true, serial);
    }
    vec![
        Effect::Haptic { kind: Haptic::Refused },
        Effect::Announce { text },
        Effect::Run { job: Job { kind: JobKind::ExpireMessage, ticket: serial }, after_ms: MESSAGE_MS },
    ]
}

/// After the engine played a move (the player's or a bot's): animate it, save, and go on.
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
    effects.push(run_now(JobKind::Save, 0));
    if events.iter().any(|e| matches!(e, Event::GameEnded { .. })) {
        effects.push(run_now(JobKind::RecordStatistics, ticket_now(model)));
    }
    effects.extend(table_work(model));
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

fn answer_question(model: &mut Model, book: &Mutex<Book>, answer: Answer) -> Vec<Effect> {
    if model.clearing {
        model.clearing = false;
        if answer == Answer::Confirm {
            let mut book = book.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            book.statistics = okey_core::stats::Statistics::new();
            book.dirty = true;
            return vec![run_now(JobKind::Save, 0)];
        }
        return Vec::new();
    }
    at_table(model, |t, m| t.answer(answer, m.language))
}

fn open_review(model: &mut Model) -> Vec<Effect> {
    let language = model.settings.language;
    let Some(table) = model.table.as_ref().filter(|t| t.is_over()) else { return Vec::new() };
    let review = crate::review::Review::start(table.session(), language);
    let working = review.working();
    model.review = Some(review);
    model.screen = Screen::Review;
    let ticket = u64::from(model.game_serial) << 32;
    if working {
        vec![
            run_now(JobKind::Review, ticket),
            Effect::Run { job: Job { kind: JobKind::ReviewProgress, ticket }, after_ms: REVIEW_TICK_MS },
        ]
    } else {
        Vec::new()
    }
}

/// Leaving the review stops its work at its next turn.
fn leave_review(model: &mut Model) {
    if let Some(review) = model.review.take() {
        review.stop();
    }
}

fn save_settings(model: &mut Model) -> Vec<Effect> {
    model.dirty_settings = true;
    vec![run_now(JobKind::Save, 0)]
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
