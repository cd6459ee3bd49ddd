//! A hosted table, host and guest as two app cores in one test, joined by a perfect network
//! pumped by hand: what a guest's gestures may and may not do at the host, and what each side
//! is shown. (`network.rs` plays whole games over a faulty network.)

use crate::support::Shell;
use okey_app::net::wire::{GuestMessage, HostMessage};
use okey_app::view::{DialogKind, Screen, TablePhase, TableView};
use okey_app::{Answer, Effect, Intent};
use okey_core::lang::Language;

/// The guest's connection number at the host.
const CONN: u32 = 1;

pub struct Pair {
    pub host: Shell,
    pub guest: Shell,
    /// How many of each side's network effects were carried already.
    host_done: usize,
    guest_done: usize,
    /// The host's messages to the guest, decoded, as delivered.
    pub to_guest: Vec<HostMessage>,
    /// The host closed the guest's connection.
    pub closed: bool,
}

impl Pair {
    /// A host in its lobby (seats 1 to 3 open) and one guest, in `guest_language`, seated there.
    pub fn lobby(host_language: Language, guest_language: Language) -> Pair {
        Pair::lobby_with(host_language, guest_language, &[])
    }

    /// The same, the host's form set by `form` first (which seats are kept for guests).
    pub fn lobby_with(host_language: Language, guest_language: Language, form: &[Intent]) -> Pair {
        let mut host = Shell::open(7, host_language);
        host.send(Intent::HostTable);
        for intent in form {
            host.send(intent.clone());
        }
        host.send(Intent::StartGame);
        assert_eq!(host.view.screen, Screen::Lobby);
        let guest = Shell::open(8, guest_language);
        let mut pair = Pair { host, guest, host_done: 0, guest_done: 0, to_guest: Vec::new(), closed: false };
        pair.pump();
        pair.guest.send(Intent::JoinTable);
        pair.guest.send(Intent::SetJoinAddress { text: "10.0.0.1:47001".into() });
        pair.guest.send(Intent::SetJoinCode { text: "042917".into() });
        pair.guest.send(Intent::Join);
        pair.pump();
        assert_eq!(pair.guest.view.screen, Screen::Lobby, "the guest is seated in the lobby");
        pair
    }

    /// The same, the game started: the guest plays seat 1, bots seats 2 and 3.
    pub fn started() -> Pair {
        let mut pair = Pair::lobby(Language::English, Language::English);
        pair.host.send(Intent::StartGame);
        pair.pump();
        assert_eq!(pair.guest.view.screen, Screen::Table, "the guest sees the table");
        pair
    }

    /// The guest's app is killed (its files flushed) and launched again; the host sees it gone.
    pub fn relaunch_guest(&mut self) {
        let guest = std::mem::replace(&mut self.guest, Shell::open(0, Language::English));
        self.guest = guest.relaunch();
        self.guest_done = 0;
        self.closed = true;
        self.host.send(Intent::GuestLeft { guest: CONN });
    }

    /// Carries every message both ways until the network is quiet.
    pub fn pump(&mut self) {
        for _ in 0..100 {
            let from_host: Vec<Effect> = self.host.network[self.host_done..].to_vec();
            self.host_done = self.host.network.len();
            let from_guest: Vec<Effect> = self.guest.network[self.guest_done..].to_vec();
            self.guest_done = self.guest.network.len();
            if from_host.is_empty() && from_guest.is_empty() {
                return;
            }
            for effect in from_host {
                match effect {
                    Effect::Listen { .. } => {
                        self.host.send(Intent::Listening {
                            address: "10.0.0.1".into(),
                            port: 47001,
                            code: "042917".into(),
                            fingerprint: "host-key".into(),
                            payload: "okey://join?v=1".into(),
                            identity: vec![7; 32],
                        });
                    }
                    Effect::SendToGuest { guest: CONN, bytes } if !self.closed => {
                        self.to_guest.push(HostMessage::decode(&bytes).expect("the host sends what it reads"));
                        self.guest.send(Intent::FromHost { bytes });
                    }
                    Effect::CloseGuest { guest: CONN } => self.closed = true,
                    _ => {}
                }
            }
            for effect in from_guest {
                match effect {
                    Effect::Connect { .. } => {
                        self.closed = false;
                        self.host.send(Intent::GuestJoined { guest: CONN, fingerprint: "guest-key".into() });
                        self.guest.send(Intent::Connected { fingerprint: "host-key".into(), identity: vec![9; 32] });
                    }
                    Effect::SendToHost { bytes } if !self.closed => {
                        self.host.send(Intent::FromGuest { guest: CONN, bytes });
                    }
                    _ => {}
                }
            }
        }
        panic!("the network never fell quiet");
    }

    /// A message straight to the host, as if the guest's app had sent it; its update.
    pub fn raw(&mut self, message: &GuestMessage) -> okey_app::Update {
        let update = self.host.send_for_update(Intent::FromGuest { guest: CONN, bytes: message.encode() });
        self.pump();
        update
    }

    /// The guest's next gesture, numbered as its app would, sent straight to the host.
    pub fn gesture(&mut self, intent: Intent) -> okey_app::Update {
        let seq = self.guest_seq();
        self.raw(&GuestMessage::Intent { seat: 1, seq, intent })
    }

    /// The number the host expects next from the guest.
    fn guest_seq(&self) -> u64 {
        let acked = self
            .to_guest
            .iter()
            .rev()
            .find_map(|m| match m {
                HostMessage::Table { acked, .. } | HostMessage::Welcome { acked, .. } => Some(*acked),
                _ => None,
            })
            .unwrap_or(0);
        acked + 1
    }

    /// The tables the host sent the guest since message `from`.
    pub fn tables_since(&self, from: usize) -> Vec<&TableView> {
        self.to_guest[from..]
            .iter()
            .filter_map(|m| match m {
                HostMessage::Table { view, .. } => Some(view.as_ref()),
                _ => None,
            })
            .collect()
    }
}

#[test]
fn a_new_local_game_ends_hosting_and_its_guests_see_none_of_it() {
    let mut pair = Pair::started();
    // The host leaves the hosted game for a quick game of its own (bots in seats 1 to 3).
    pair.host.send(Intent::Show { screen: Screen::Home });
    pair.host.send(Intent::QuickStart { game: okey_core::rules::Variant::Okey101 });
    assert_eq!(pair.host.view.dialog.as_ref().map(|d| d.kind), Some(DialogKind::ReplaceGame));
    let before = pair.to_guest.len();
    pair.host.send(Intent::Answer { answer: Answer::Confirm });
    pair.host.settle();
    pair.pump();
    let sent: Vec<u8> = pair.tables_since(before).iter().map(|t| t.you).collect();
    assert_eq!(sent, Vec::<u8>::new(), "tables of the new game's seats (bots') were sent to the guest");
    assert!(pair.host.network.contains(&Effect::StopListening), "the host stops listening");
    // The guest is told, rather than left looking for a host that is not coming back.
    assert_eq!(pair.guest.view.screen, Screen::Join);
    assert_eq!(pair.guest.view.join.as_ref().and_then(|j| j.status.as_deref()), Some("The host closed the table."));
    let connects = pair.guest.network.iter().filter(|e| matches!(e, Effect::Connect { .. })).count();
    pair.guest.send(Intent::Disconnected { code: "closed".into() });
    pair.guest.settle();
    let again = pair.guest.network.iter().filter(|e| matches!(e, Effect::Connect { .. })).count();
    assert_eq!(again, connects, "the guest does not join again by itself");
    // The connection's end that follows does not overwrite why.
    assert_eq!(pair.guest.view.join.as_ref().and_then(|j| j.status.as_deref()), Some("The host closed the table."));
}

#[test]
fn a_guests_answer_answers_only_its_own_question() {
    let mut pair = Pair::started();
    // The host asks to clear its statistics; a guest's answer, whatever it answers, is not
    // the host's.
    pair.host.send(Intent::Show { screen: Screen::Statistics });
    pair.host.send(Intent::ClearStatistics);
    assert_eq!(pair.host.view.dialog.as_ref().map(|d| d.kind), Some(DialogKind::ClearStatistics));
    pair.gesture(Intent::Answer { answer: Answer::Confirm });
    assert_eq!(
        pair.host.view.dialog.as_ref().map(|d| d.kind),
        Some(DialogKind::ClearStatistics),
        "the guest answered the host's question"
    );
}

#[test]
fn a_host_whose_numbers_run_past_any_gesture_is_left_without_a_panic() {
    for message in [
        HostMessage::Welcome { protocol: okey_app::net::wire::PROTOCOL, seat: 1, acked: u64::MAX },
        HostMessage::Welcome { protocol: okey_app::net::wire::PROTOCOL, seat: 1, acked: u64::MAX - 3 },
    ] {
        let mut pair = Pair::lobby(Language::English, Language::English);
        let update = pair.guest.send_for_update(Intent::FromHost { bytes: message.encode() });
        assert!(update.effects.contains(&Effect::Disconnect), "{message:?} was taken");
    }
    // A table acknowledging a gesture the guest never sent.
    let mut pair = Pair::started();
    let view = pair.tables_since(0).last().map(|t| (*t).clone()).expect("a table");
    let ahead = HostMessage::Table { revision: 99, acked: 5, view: Box::new(view), effects: Vec::new(), refusal: None };
    let update = pair.guest.send_for_update(Intent::FromHost { bytes: ahead.encode() });
    assert!(update.effects.contains(&Effect::Disconnect), "a table acknowledging unsent gestures was taken");
}

#[test]
fn a_guest_that_sends_what_only_its_own_phone_decides_is_let_go() {
    for intent in [Intent::Back, Intent::PlayAgain, Intent::ClearStatistics, Intent::LeaveTable] {
        let mut pair = Pair::started();
        pair.gesture(intent.clone());
        assert!(pair.closed, "the host took {intent:?} from a guest");
    }
}

#[test]
fn a_guest_who_leaves_the_table_screen_comes_back_to_it() {
    let mut pair = Pair::started();
    pair.guest.send(Intent::Show { screen: Screen::Settings });
    pair.guest.send(Intent::Show { screen: Screen::Table });
    assert_eq!(pair.guest.view.screen, Screen::Table, "Show Table");
    pair.guest.send(Intent::Back);
    assert_eq!(pair.guest.view.screen, Screen::Home);
    pair.guest.send(Intent::ContinueGame);
    assert_eq!(pair.guest.view.screen, Screen::Table, "Continue");
    assert!(pair.guest.view.table.is_some());
}

#[test]
fn back_from_the_lobby_leaves_the_table() {
    let mut pair = Pair::lobby(Language::English, Language::English);
    pair.guest.send(Intent::Back);
    assert_eq!(pair.guest.view.screen, Screen::Home);
    assert!(pair.guest.network.contains(&Effect::Disconnect), "the guest stays connected");
    pair.host.send(Intent::Back);
    assert_eq!(pair.host.view.screen, Screen::Home);
    assert!(pair.host.network.contains(&Effect::StopListening), "the host goes on listening");
}

#[test]
fn a_guests_language_reaches_its_host() {
    let mut pair = Pair::started();
    pair.guest.send(Intent::SetLanguage { language: Language::Turkish });
    pair.pump();
    let shown = pair.guest.view.table.clone().expect("the guest's table");
    let turkish = pair.host.app.view_of_seat(1, Language::Turkish).expect("seat 1");
    assert_eq!(shown.status, turkish.status, "the guest's table is not drawn in its new language");
}

#[test]
fn a_guest_hears_the_hosts_refusal_of_its_gesture() {
    let mut pair = Pair::started();
    // Nobody draws at the deal's first turn (its player discards).
    pair.guest.send(Intent::Draw);
    pair.pump();
    let Some(HostMessage::Table { revision, acked, view, effects, refusal }) =
        pair.to_guest.iter().rev().find(|m| matches!(m, HostMessage::Table { refusal: Some(_), .. })).cloned()
    else {
        panic!("the host sent no refusal")
    };
    // The same message again, as new: the guest's update carries the refusal.
    let again = HostMessage::Table { revision: revision + 100, acked, view, effects, refusal };
    let update = pair.guest.send_for_update(Intent::FromHost { bytes: again.encode() });
    assert!(update.refusal.is_some(), "the guest's update carries no refusal");
    assert!(pair.guest.haptics.contains(&okey_app::Haptic::Refused));
}

#[test]
fn a_guests_arrangement_leaves_the_hosts_setting_alone() {
    let mut pair = Pair::started();
    let before = pair.host.file("settings.json");
    let layout = okey_app::view::RackLayout::Pairs;
    pair.gesture(Intent::Arrange { layout });
    pair.gesture(Intent::Arrange { layout: okey_app::view::RackLayout::RunsAndSets });
    assert!(!pair.closed);
    assert_eq!(pair.host.file("settings.json"), before, "a guest's Arrange rewrote the host's settings");
}

#[test]
fn a_guest_is_not_offered_the_hint_nor_the_review_its_host_does_not_work_out() {
    let pair = Pair::started();
    let guest = pair.guest.view.table.as_ref().expect("the guest's table");
    assert!(!guest.controls.hint.visible && !guest.controls.hint.enabled, "a hint no job would ever answer");
    assert!(!guest.controls.review);
    let host = pair.host.view.table.as_ref().expect("the host's table");
    assert!(host.controls.hint.visible, "the host's own seat keeps its hint");
}

/// Who made the one move [`move_once`] made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Moved {
    /// The guest discarded; the host had heard this many sounds before.
    GuestDiscarded {
        sounds_before: usize,
    },
    Other,
    Nobody,
}

/// The bots play, then whoever of the guest and the host is to move makes the simplest move
/// (draw; discard the rack's last tile, yes to a costly one), carried over the network.
fn move_once(pair: &mut Pair) -> Moved {
    pair.host.settle();
    pair.pump();
    let Some(guest) = pair.guest.view.table.clone() else { return Moved::Nobody };
    let host = pair.host.view.table.clone().expect("the host's table");
    let (table, guest_moves) = if guest.your_turn { (guest, true) } else { (host, false) };
    if !table.your_turn || matches!(table.phase, TablePhase::DealOver | TablePhase::GameOver) {
        return Moved::Nobody;
    }
    let sounds_before = pair.host.sounds.len();
    let intent = if table.phase == TablePhase::Draw {
        Intent::Draw
    } else {
        Intent::Discard { tile: table.rack.slots.iter().flatten().last().expect("a tile").tile.id }
    };
    let discards = matches!(intent, Intent::Discard { .. });
    let shell = if guest_moves { &mut pair.guest } else { &mut pair.host };
    shell.send(intent);
    if shell.view.table.as_ref().is_some_and(|t| t.dialog.is_some()) {
        shell.send(Intent::Answer { answer: Answer::Confirm });
    }
    pair.pump();
    if guest_moves && discards { Moved::GuestDiscarded { sounds_before } } else { Moved::Other }
}

#[test]
fn a_guests_move_that_hands_the_turn_to_the_host_gives_the_host_its_your_turn_cue() {
    // The guest plays seat 3, the seat before the host's: bots in seats 1 and 2.
    let form = [
        Intent::ChooseOpponent { seat: 1, level: okey_core::bot::Level::Easy },
        Intent::ChooseOpponent { seat: 2, level: okey_core::bot::Level::Easy },
    ];
    let mut pair = Pair::lobby_with(Language::English, Language::English, &form);
    pair.host.send(Intent::StartGame);
    pair.pump();
    assert_eq!(pair.guest.view.table.as_ref().map(|t| t.you), Some(3), "the guest plays seat 3");
    let mut cued = 0;
    for _ in 0..40 {
        if let Moved::GuestDiscarded { sounds_before } = move_once(&mut pair)
            && pair.host.view.table.as_ref().is_some_and(|t| t.your_turn)
        {
            assert!(
                pair.host.sounds[sounds_before..].contains(&okey_app::Sound::YourTurn),
                "the host hears its turn come"
            );
            cued += 1;
        }
    }
    assert!(cued >= 2, "the host's turn came after the guest's discard {cued} times");
}

#[test]
fn at_the_games_end_the_host_is_offered_play_again_and_the_review_and_its_guest_neither() {
    let form = [
        Intent::SetRuleOption { key: "deals".into(), value: okey_app::RuleValue::Number { value: 1 } },
        Intent::SetRuleOption { key: "exhausted_deal_counts".into(), value: okey_app::RuleValue::On { on: true } },
    ];
    let mut pair = Pair::lobby_with(Language::English, Language::English, &form);
    pair.host.send(Intent::StartGame);
    pair.pump();
    for _ in 0..400 {
        if pair.host.view.table.as_ref().is_some_and(|t| t.phase == TablePhase::GameOver) {
            break;
        }
        move_once(&mut pair);
    }
    let host = pair.host.view.table.clone().expect("the host's table");
    let guest = pair.guest.view.table.clone().expect("the guest's table");
    assert_eq!((host.phase, guest.phase), (TablePhase::GameOver, TablePhase::GameOver), "the one deal ended the game");
    assert!(host.controls.play_again && host.controls.review, "the host plays again or reviews");
    assert!(!guest.controls.play_again && !guest.controls.review, "the guest's table offers neither");
}
