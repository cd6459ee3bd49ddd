//! Each intent applied to the model, and the effects it calls for. Which intents the app takes
//! now is `offers`' decision, made first; the background work that follows from the new state
//! is `schedule`'s, made after.

use crate::app::Model;
use crate::effect::{Effect, Haptic, Refusal, Sound};
use crate::flights::flights;
use crate::intent::{Answer, Dragged, DropSpot, Intent};
use crate::statistics::Book;
use crate::table::{Manners, Outcome, Table, carried};
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
    /// The New game form's table for guests over the network (its lobby).
    Hosted,
}

/// Applies `intent`; the effects to perform and the refusal, if it was refused.
pub(crate) fn send(model: &mut Model, book: &Mutex<Book>, intent: Intent) -> Handled {
    let language = model.settings.language;
    // A guest's table is the host's to decide: its gestures go there (the host
    // also decides whether its table offers them: a question's answer, say).
    if let Some(joined) = model.net.as_ref().and_then(crate::net::Net::joined)
        && model.screen == Screen::Table
    {
        // Back on a question of the guest's table cancels it, at the host.
        let asked = joined.view.as_ref().is_some_and(|v| v.dialog.is_some());
        if intent == Intent::Back && asked {
            return crate::net::guest::gesture(model, Intent::Answer { answer: Answer::Cancel });
        }
        if crate::offers::is_for_the_host(&intent) {
            return crate::net::guest::gesture(model, intent);
        }
    }
    if let Err(not_now) = crate::offers::check(model, &intent) {
        let refusal = Refusal { code: not_now.code().to_owned(), message: not_now.message(language).to_owned() };
        return (Vec::new(), Some(refusal));
    }
    if let Some(handled) = network(model, book, &intent) {
        return handled;
    }
    let effects = match intent {
        Intent::Show { screen } => show(model, screen),
        Intent::ContinueGame => continue_game(model),
        Intent::QuickStart { game } => return ask_to_start(model, NewGame::Quick(game)),
        Intent::StartGuidedDeal => return ask_to_start(model, NewGame::Guided),
        Intent::StartGame if model.screen == Screen::Lobby => {
            let seed = model.seeds_next();
            return crate::net::host::start(model, seed);
        }
        Intent::StartGame if model.form.hosting() => return ask_to_start(model, NewGame::Hosted),
        Intent::StartGame => return ask_to_start(model, NewGame::FromForm),
        Intent::HostTable => {
            let effects = show(model, Screen::NewGame);
            model.form.set_hosting(true);
            effects
        }
        Intent::JoinTable => {
            // One table at a time: a table hosted or joined before ends first.
            let mut effects = end_network(model);
            effects.extend(crate::net::guest::open(model));
            effects
        }
        Intent::ChooseGuestSeat { seat } => edit_form(model, |f| f.choose_guest_seat(seat)),
        Intent::PlayAgain => return play_again(model),
        Intent::Back => back(model),
        Intent::ChooseGame { game } => edit_form(model, |f| f.choose_game(game)),
        Intent::ChoosePreset { preset } => edit_form(model, |f| f.choose_preset(preset)),
        Intent::ChoosePlayers { players } => edit_form(model, |f| f.choose_players(players)),
        Intent::ChooseOpponent { seat, level } => edit_form(model, |f| f.choose_opponent(seat, level)),
        Intent::ChoosePerson { seat, name } => edit_form(model, |f| f.choose_person(seat, &name, language)),
        Intent::SetRuleOption { key, value } => edit_form(model, |f| f.set_option(&key, &value)),
        Intent::ResetRuleOptions => edit_form(model, crate::form::Form::reset_options),
        intent
            if crate::offers::is_table_gesture(&intent)
                || matches!(intent, Intent::ShowRack | Intent::DismissMessage) =>
        {
            return table_gesture(model, book, intent);
        }
        Intent::Answer { answer } => return answer_question(model, book, answer),
        other => return settings_and_screens(model, book, other),
    };
    (effects, None)
}

/// A gesture at the table (the rack, the moves), for the seat the table acts for.
fn table_gesture(model: &mut Model, book: &Mutex<Book>, intent: Intent) -> Handled {
    match intent {
        Intent::ToggleTile { tile } => {
            at_table(model, |t, _| tile_id(tile).map_or(Outcome::Nothing, |tile| t.toggle(tile)))
        }
        Intent::MoveTile { tile, slot } => {
            at_table(model, |t, _| tile_id(tile).map_or(Outcome::Nothing, |tile| t.move_tile(tile, usize::from(slot))))
        }
        Intent::Arrange { layout } => {
            // The player's last choice also arranges the next deals' racks (their own side's,
            // and for this phone's people the saved setting: never for a guest's seat).
            let remote = model.table.as_ref().is_some_and(|t| t.is_remote(t.seat()));
            if !remote && model.settings.rack_layout != layout {
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
        Intent::ShowRack => at_table(model, |t, _| t.show_rack()),
        Intent::Hint => at_table(model, |t, _| t.want_hint()),
        Intent::NextDeal => at_table(model, |t, m| t.act(&Action::NextDeal, Anchor::Controls, m.language)),
        // The table's own question, for the seat the table acts for: never one of this phone's
        // screens' questions (clearing the statistics, replacing the game), which a guest's
        // answer must not reach.
        Intent::Answer { answer } => at_table(model, |t, m| t.answer(answer, m.language)),
        Intent::DismissMessage => {
            if let Some(table) = model.table.as_mut() {
                table.dismiss_message();
            }
            (Vec::new(), None)
        }
        _ => (Vec::new(), None),
    }
}

/// The settings, the statistics, the rules, the review: what moves no game.
fn settings_and_screens(model: &mut Model, _book: &Mutex<Book>, intent: Intent) -> Handled {
    let language = model.settings.language;
    let effects = match intent {
        Intent::Background => {
            if let Some(table) = model.table.as_mut() {
                table.hide_racks();
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
            let mut effects = save_settings(model);
            // A guest's table is drawn by its host: the host hears of the new language.
            effects.extend(crate::net::guest::language_changed(model));
            effects
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
        _ => Vec::new(),
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
        Screen::NewGame => model.form.set_hosting(false),
        // The lobby and the Join screen have their own ways in too.
        Screen::Lobby | Screen::Join => return Vec::new(),
        Screen::Home | Screen::Statistics | Screen::Settings => {}
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
        // Leaving the lobby or the Join screen leaves the table: nothing is left waiting there.
        Screen::Lobby | Screen::Join => {
            let effects = end_network(model);
            model.screen = Screen::Home;
            effects
        }
        _ => show(model, Screen::Home),
    }
}

fn continue_game(model: &mut Model) -> Vec<Effect> {
    if model.table.is_none() {
        // A guest's game is the host's, on the table it was sent; before the game, the lobby.
        let back_to = match model.net.as_ref() {
            Some(crate::net::Net::Joined(joined)) if joined.view.is_some() => Some(Screen::Table),
            Some(crate::net::Net::Joined(joined)) if joined.lobby.is_some() => Some(Screen::Lobby),
            Some(crate::net::Net::Hosting(hosting)) if !hosting.started => Some(Screen::Lobby),
            _ => None,
        };
        let Some(screen) = back_to else { return show(model, Screen::NewGame) };
        leave_review(model);
        model.notice = None;
        model.screen = screen;
        return Vec::new();
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

/// A new game, asking first when it would replace a game in progress; a form whose rules do
/// not make a game is refused before any question (a question is asked only about what its yes
/// can do).
fn ask_to_start(model: &mut Model, new_game: NewGame) -> Handled {
    if matches!(new_game, NewGame::FromForm | NewGame::Hosted)
        && let Some(refusal) = form_refusal(model)
    {
        model.screen = Screen::NewGame;
        return (Vec::new(), Some(refusal));
    }
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
        NewGame::Hosted => begin_hosting(model),
        NewGame::Guided => {
            // Its own form and seed; the player's New game form is left as it was.
            let form = std::mem::replace(&mut model.form, crate::form::Form::guided());
            let handled = start_table(model, crate::table::GUIDED_SEED, true);
            model.form = form;
            handled
        }
    }
}

/// The hosted table's lobby opens, and the shell listens for guests.
/// Why the New game form's rules make no game, if they do not.
fn form_refusal(model: &mut Model) -> Option<Refusal> {
    let language = model.settings.language;
    model.form.game(language).is_none().then(|| Refusal {
        code: "invalid_rules".to_owned(),
        message: model.form.error().unwrap_or_default().to_owned(),
    })
}

fn begin_hosting(model: &mut Model) -> Handled {
    if let Some(refusal) = form_refusal(model) {
        return (Vec::new(), Some(refusal));
    }
    let mut effects = end_network(model);
    leave_review(model);
    model.table = None;
    model.net = Some(crate::net::Net::Hosting(crate::net::host::Hosting::new(model.form.guest_seats())));
    model.screen = Screen::Lobby;
    effects.push(Effect::Listen { code: None, identity: model.settings.device_key.clone() });
    (effects, None)
}

/// The intents of a networked table: the transport's events, the lobby, the Join screen.
/// `None` for any other intent.
fn network(model: &mut Model, book: &Mutex<Book>, intent: &Intent) -> Option<Handled> {
    use crate::net::{guest, host};
    let done = |effects: Vec<Effect>| Some((effects, None));
    match intent.clone() {
        Intent::Listening { address, port, code, fingerprint, payload, identity } => {
            done(host::listening(model, host::Listening { address, port, code, fingerprint, payload, identity }))
        }
        Intent::GuestJoined { guest, fingerprint } => done(host::joined(model, guest, fingerprint)),
        Intent::FromGuest { guest, bytes } => Some(host::received(model, book, guest, &bytes)),
        Intent::GuestLeft { guest } => {
            model.departures += 1;
            let departure = model.departures;
            done(host::left(model, guest, departure))
        }
        Intent::ChooseGuestWait { seconds } => {
            if let Some(crate::net::Net::Hosting(hosting)) = model.net.as_mut() {
                hosting.wait_seconds = seconds.clamp(5, 600);
            }
            done(Vec::new())
        }
        Intent::LeaveTable => done(match model.net.as_ref() {
            Some(crate::net::Net::Joined(_)) => guest::leave(model),
            _ => host::stop(model),
        }),
        Intent::TableFound { name, address, port } => {
            guest::found(model, name, address, port);
            done(Vec::new())
        }
        Intent::TableGone { address, port } => {
            guest::gone(model, &address, port);
            done(Vec::new())
        }
        Intent::SetJoinAddress { text } => {
            guest::set_address(model, text);
            done(Vec::new())
        }
        Intent::SetJoinCode { text } => {
            guest::set_code(model, text);
            done(Vec::new())
        }
        Intent::ChooseFoundTable { index } => {
            guest::choose_found(model, index);
            done(Vec::new())
        }
        Intent::ScannedTable { address, port, fingerprint, code } => {
            guest::scanned(model, address, port, fingerprint, code);
            done(Vec::new())
        }
        Intent::ScannedNotATable { code } => {
            guest::scanned_not_a_table(model, &code);
            done(Vec::new())
        }
        Intent::Join => Some(guest::join(model)),
        Intent::Connected { fingerprint, identity } => done(guest::connected(model, fingerprint, identity)),
        Intent::FromHost { bytes } => {
            let handled = guest::received(model, &bytes);
            crate::net::rejoin::keep(model);
            Some(handled)
        }
        Intent::RejoinTable => done(crate::net::rejoin::rejoin(model)),
        Intent::Disconnected { code } => {
            guest::disconnected(model, &code);
            done(Vec::new())
        }
        _ => None,
    }
}

/// A host's guest's gesture, for the guest's seat: decided exactly as the host's own, by the
/// same table methods acting for that seat. The effects are the host's (its own animations of
/// the move); the guest hears of the move with the next update.
pub(crate) fn guest_gesture(model: &mut Model, book: &Mutex<Book>, seat: usize, intent: Intent) -> Handled {
    let language = model.settings.language;
    let Some(table) = model.table.as_mut() else { return (Vec::new(), None) };
    let home = table.act_for(seat);
    let hosts_turn_before = viewer_to_draw(table);
    let question_waits = table.question().is_some();
    let (effects, refusal) = if question_waits && !matches!(intent, Intent::Answer { .. } | Intent::DismissMessage) {
        let not_now = crate::offers::NotNow::AnswerFirst;
        (Vec::new(), Some(Refusal { code: not_now.code().to_owned(), message: not_now.message(language).to_owned() }))
    } else {
        table_gesture(model, book, intent)
    };
    let mut effects: Vec<Effect> =
        effects.into_iter().filter(|e| matches!(e, Effect::Animate { .. } | Effect::Sound { .. })).collect();
    if let Some(table) = model.table.as_mut() {
        table.act_for(home);
        // The guest's move hands the turn to the host: the host's cue, as after a bot's move.
        if !hosts_turn_before && viewer_to_draw(table) {
            effects.push(Effect::Haptic { kind: Haptic::YourTurn });
            effects.push(Effect::Sound { kind: Sound::YourTurn });
        }
    }
    (effects, refusal)
}

/// The phone's own player (the viewer) is to draw: their turn has come.
fn viewer_to_draw(table: &Table) -> bool {
    let viewer = table.viewer();
    table.session().view(viewer).is_some_and(|v| v.turn == viewer && v.phase == Phase::Draw)
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
    let names = model.form.names(language);
    match Table::start(rules, seed, seats, names, model.settings.rack_layout) {
        Ok(mut table) => {
            if guided {
                table.set_guided();
            }
            // A game set at this phone, bots in the other seats, is this phone's alone.
            let effects = end_network(model);
            install_table(model, table);
            (effects, None)
        }
        Err(error) => {
            let message = error.message(language);
            model.form.refuse(message.clone());
            refused(model, message)
        }
    }
}

/// Play again at a game's end: at a table this app hosts, a new hosted game with the same
/// guests in the same seats; otherwise a new game of the New game form.
fn play_again(model: &mut Model) -> Handled {
    let seed = model.seeds_next();
    if model.net.as_ref().and_then(crate::net::Net::hosting).is_some_and(|h| h.started) {
        return crate::net::host::start(model, seed);
    }
    start_table(model, seed, false)
}

/// The table over the network this app takes part in, if any, ends: the host stops listening
/// (its guests' connections close), a guest leaves.
fn end_network(model: &mut Model) -> Vec<Effect> {
    match model.net.as_ref() {
        Some(crate::net::Net::Hosting(_)) => crate::net::host::stop(model),
        Some(crate::net::Net::Joined(_)) => crate::net::guest::leave(model),
        None => Vec::new(),
    }
}

/// A new game on the table: the last game's review goes, the game is new to the statistics
/// (none of its deals recorded), and the table is shown. Every way a game starts comes here.
pub(crate) fn install_table(model: &mut Model, table: Table) {
    leave_review(model);
    model.table = Some(table);
    model.game_serial = model.game_serial.wrapping_add(1);
    model.recorded = false;
    model.deals_recorded = 0;
    model.notice = None;
    model.screen = Screen::Table;
    model.dirty_game = true;
}

/// A drop: the intent it makes (the table decides), played; a tile drawn or taken onto a slot
/// lands there; the flight the finger already made is left out.
fn drop(model: &mut Model, book: &Mutex<Book>, dragged: Dragged, spot: DropSpot) -> Handled {
    let Some(table) = model.table.as_ref() else { return (Vec::new(), None) };
    let Some(intent) = table.drop_intent(dragged, spot) else { return (Vec::new(), None) };
    let before = table.rack();
    let seat = table.seat();
    let (mut effects, refusal) = table_gesture(model, book, intent);
    if let (Dragged::Stock | Dragged::TakeablePile, DropSpot::RackSlot { slot }) = (dragged, spot)
        && let Some(table) = model.table.as_mut()
    {
        table.put_new_tile(&before, slot);
    }
    for effect in &mut effects {
        if let Effect::Animate { flights, .. } = effect {
            flights.retain(|flight| !carried(dragged, flight, seat));
        }
    }
    effects.retain(|effect| !matches!(effect, Effect::Animate { flights, .. } if flights.is_empty()));
    (effects, refusal)
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
    let viewer = model.table.as_ref().map_or(0, Table::viewer);
    // While the phone is handed over nobody's drawn tile shows.
    let seen_by = if model.table.as_ref().is_some_and(|t| t.handover().is_some()) { usize::MAX } else { viewer };
    let flying = flights(events, seen_by, language, model.table.as_ref());
    if !flying.is_empty() {
        effects.push(Effect::Animate { flights: flying, duration_ms: duration });
    }
    if by_player {
        effects.push(Effect::Haptic { kind: Haptic::Confirm });
    }
    if !by_player && model.table.as_ref().is_some_and(viewer_to_draw) {
        effects.push(Effect::Haptic { kind: Haptic::YourTurn });
        effects.push(Effect::Sound { kind: Sound::YourTurn });
    }
    effects.extend(sounds(events, model));
    crate::net::host::moves_seen(model, events, duration);
    effects
}

/// The sounds of a move's events, each kind once.
fn sounds(events: &[Event], model: &Model) -> Vec<Effect> {
    let you = model.table.as_ref().map_or(0, Table::viewer);
    let partners = model.table.as_ref().is_some_and(|t| t.session().game().rules().partners);
    let mut kinds: Vec<Sound> = Vec::new();
    for event in events {
        let kind = match event {
            Event::Drew { .. } | Event::TookDiscard { .. } | Event::TookIndicator { .. } => Sound::Draw,
            Event::Discarded { .. } => Sound::Discard,
            Event::Laid { .. } | Event::LaidOff { .. } | Event::RetrievedOkey { .. } => Sound::Lay,
            Event::DealEnded { result } => match result.end {
                okey_core::scoring::DealEnd::Won { winner, .. }
                    if winner == you || (partners && winner == (you + 2) % 4) =>
                {
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
    table_gesture(model, book, Intent::Answer { answer })
}

fn open_review(model: &mut Model) -> Vec<Effect> {
    let Some(table) = model.table.as_ref().filter(|t| t.reviewable()) else { return Vec::new() };
    model.review = Some(crate::review::Review::start(table.session(), table.viewer(), table.names()));
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
