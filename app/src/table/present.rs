//! The table as the player sees it: its view model, built from the player's own seat view, so
//! that nothing hidden can reach a screen.

use super::{Legal, Question, Table};
use crate::intent::Answer;
use crate::view::{
    CentreView, Control, ControlsView, Corner, CounterKind, CounterView, DialogChoice, DialogKind, DialogView,
    FaceView, GoneFaceView, GoneView, GuideView, HandoverView, HintView, LaidMeld, MessageView, PileView,
    RackGroupView, RackTile, SeatPlace, SeatSummary, ShownRack, ShownTile, TablePhase, TableView,
};
use crate::words::{self, Names};
use okey_core::action::OpenedWith;
use okey_core::game::Phase;
use okey_core::lang::Language;
use okey_core::meld::Side;
use okey_core::rules::Variant;
use okey_core::tile::{Face, Okey, Print, TileId};
use okey_core::view::SeatView as EngineView;
use okey_core::{SeatKind, Session};

/// The table's view model in `language`, as the seat the gestures act for sees it (the viewer,
/// or a guest's seat on a host); while the phone is handed over, only what everyone may see,
/// from the next person's place. `None` only if the engine has no view of that seat.
pub fn present(table: &Table, language: Language) -> Option<TableView> {
    let session = table.session();
    let hidden = table.handover().filter(|_| table.seat() == table.viewer());
    let you = hidden.unwrap_or(table.seat());
    let view = session.view(you)?;
    let deal = deal_label(session, language);
    let names = Names::new(language, table.names(), hidden.is_none().then_some(you));
    let Some(next) = hidden else {
        return Some(build(&view, session.seats(), &names, deal, Some(table), language));
    };
    let mut shown = build(&view, session.seats(), &names, deal, None, language);
    // Nothing of the rack: its slots empty, its groups unsaid.
    shown.rack.slots.iter_mut().for_each(|slot| *slot = None);
    shown.rack.groups.clear();
    shown.recent =
        table.recent_moves(usize::MAX).iter().filter_map(|turn| words::move_line(language, &names, turn)).collect();
    let name = names.of(language, next);
    let (title, text) = words::pass_to(language, &name);
    shown.handover = Some(HandoverView { seat: seat_u8(next), name, title, text });
    Some(shown)
}

/// A position of a finished game as the player saw it (the review's): nothing to do there.
pub fn present_position(
    view: &EngineView,
    seats: &[SeatKind],
    given: &[Option<String>],
    language: Language,
) -> TableView {
    // The engine counts deals from 0; the player from 1.
    let deal = words::deal_of(language, view.deal.saturating_add(1), None);
    let names = Names::new(language, given, Some(view.seat));
    build(view, seats, &names, deal, None, language)
}

/// The table from the player's view; `table` adds what the player's side of it holds (the
/// rack's slots, the selection, the questions, the counters), absent for a reviewed position.
fn build(
    view: &EngineView,
    seat_kinds: &[SeatKind],
    names: &Names,
    deal: String,
    table: Option<&Table>,
    language: Language,
) -> TableView {
    let you = view.seat;
    let okey = view.meld_rules.okey;
    let tile = |tile: TileId| shown_tile(language, tile, okey, None);
    let playing = matches!(view.phase, Phase::Draw | Phase::Play);
    let live = table.is_some();
    let your_turn = live && playing && view.turn == you;
    let legal = table.map(Table::legal);
    let duz = view.rules.is_duz();
    let bot_to_move = table.is_some_and(Table::bot_to_move);
    // A guest's seat at the host: its hints and the review are not worked out for it (they are
    // the host's phone's), so it is not offered them.
    let remote = table.is_some_and(|t| t.is_remote(t.seat()));

    let seats = seats(seat_kinds, view, names, bot_to_move, language);
    let piles = (0..view.discards.len())
        .map(|seat| {
            let pile = &view.discards[seat];
            PileView {
                seat: seat_u8(seat),
                corner: corner(place(seat, you, usize::from(view.rules.players))),
                tiles: pile.iter().map(|&t| tile(t)).collect(),
                takeable: legal.is_some_and(|l| l.take_discard)
                    && view.takeable.is_some()
                    && pile.last() == view.takeable.as_ref(),
            }
        })
        .collect();
    let centre = CentreView {
        stock: u8::try_from(view.stock_size).unwrap_or(u8::MAX),
        indicator: tile(view.indicator),
        indicator_taken: view.indicator_taken,
        okey: face_view(view.okey),
        deal,
        multiplier: view.risk_round.then(|| "×2".to_owned()),
        okey_name: words::face_name(language, view.okey),
        fingerprint: table.map_or_else(String::new, |table| {
            let seed = okey_core::deal_seed::DealSeed::of(table.session().game());
            words::deal_fingerprint(language, &seed.fingerprint())
        }),
    };
    let melds = view
        .table
        .iter()
        .map(|m| LaidMeld {
            id: m.id,
            owner: seat_u8(m.owner),
            kind: m.meld.kind(),
            tiles: m
                .meld
                .tiles()
                .iter()
                .zip(m.meld.faces())
                .map(|(&t, &face)| shown_tile(language, t, okey, Some(face)))
                .collect(),
            value: m.meld.value(),
        })
        .collect();
    let hinted = table.and_then(Table::hint).map(|h| h.tiles.clone()).unwrap_or_default();
    let winning = table.and_then(Table::duz_figures).map(|f| f.winning.clone()).unwrap_or_default();
    let selected = table.map(Table::selected).unwrap_or_default();
    let slots = match table {
        Some(table) => table.slots().clone(),
        None => super::Slots::in_order(&view.rack),
    };
    let costly = |t: TileId| legal.is_some_and(|l| l.costly.contains(&t));
    let rack_slots: Vec<Option<RackTile>> = slots
        .as_slice()
        .iter()
        .map(|slot| {
            slot.map(|t| RackTile {
                tile: tile(t),
                selected: selected.contains(&t),
                hinted: hinted.contains(&t),
                wins: winning.contains(&t),
                playable: costly(t),
            })
        })
        .collect();
    let marked = rack_slots.iter().flatten().any(|t| t.playable);
    let rack = ShownRack {
        slots: rack_slots,
        row_length: u8::try_from(super::ROW).unwrap_or(15),
        groups: rack_groups(&slots, view.meld_rules, language),
        playable_legend: marked.then(|| words::playable_legend(language).to_owned()),
    };
    let can = |pick: fn(&Legal) -> bool| legal.is_some_and(pick);
    let button = |visible: bool, pick: fn(&Legal) -> bool| Control { visible, enabled: visible && can(pick) };
    let controls = ControlsView {
        arrange: live && playing,
        lay: button(!duz, |l| l.lay),
        open: button(live && !duz, |l| l.open.is_some()),
        take_back: button(!duz, |l| l.take_back),
        hint: Control { visible: live && !remote, enabled: !remote && your_turn && !view.allowed.is_empty() },
        return_taken: button(view.rules.return_taken_discard, |l| l.return_taken),
        finish: button(duz, |l| l.finish),
        show_indicator: button(duz, |l| l.show_indicator),
        draw: can(|l| l.draw),
        take_discard: can(|l| l.take_discard),
        take_indicator: can(|l| l.take_indicator),
        discard: can(|l| l.discard),
        lay_off: can(|l| l.lay_off),
        next_deal: button(view.phase == Phase::DealOver, |l| l.next_deal),
        review: !remote && table.is_some_and(Table::reviewable),
        play_again: !remote && view.phase == Phase::GameOver,
    };
    TableView {
        game: view.rules.variant,
        you: seat_u8(you),
        players: view.rules.players,
        phase: match view.phase {
            Phase::Draw => TablePhase::Draw,
            Phase::Play => TablePhase::Play,
            Phase::DealOver => TablePhase::DealOver,
            Phase::GameOver => TablePhase::GameOver,
        },
        your_turn,
        status: status(view, names, bot_to_move, language),
        seats,
        piles,
        centre,
        melds,
        rack,
        controls,
        counter: table.and_then(|t| counter(t, view, language)),
        recent: table
            .map(|t| t.recent_moves(you).iter().filter_map(|turn| words::move_line(language, names, turn)).collect())
            .unwrap_or_default(),
        message: table.and_then(Table::message).map(|m| MessageView {
            text: m.text.clone(),
            anchor: m.anchor,
            refusal: m.refusal,
        }),
        dialog: table.and_then(Table::question).map(|q| dialog(q, view, language)),
        hint: table
            .and_then(Table::hint)
            .map(|h| HintView { text: h.text.clone(), tiles: h.tiles.iter().map(|t| t.index_u8()).collect() }),
        score_sheet: table.and_then(|t| super::sheet::score_sheet(t, view, names, language)),
        gone: gone(view),
        handover: None,
        private: table.is_some_and(Table::rack_is_private),
        guide: table.and_then(Table::guide_step).map(|step| {
            let (title, text) = words::guide_words(language, step);
            GuideView { step, title: title.to_owned(), text: text.to_owned() }
        }),
    }
}

fn seat_u8(seat: usize) -> u8 {
    u8::try_from(seat).unwrap_or(u8::MAX)
}

/// A tile's id as the view carries it.
trait IndexU8 {
    fn index_u8(self) -> u8;
}

impl IndexU8 for TileId {
    fn index_u8(self) -> u8 {
        u8::try_from(self.index()).unwrap_or(u8::MAX)
    }
}

pub(crate) fn face_view(face: Face) -> FaceView {
    FaceView { color: face.color().into(), number: face.number() }
}

/// A tile as drawn; `played_as` is the face it takes in a meld on the table.
pub(crate) fn shown_tile(language: Language, tile: TileId, okey: Okey, played_as: Option<Face>) -> ShownTile {
    let print = tile.print();
    let wild = okey.is_wild(tile);
    let plays_as = played_as.filter(|&face| print != Print::Numbered(face));
    let name = words::tile_name(language, tile);
    let description = match (wild, plays_as) {
        (true, Some(face)) => match language {
            Language::English => format!("okey, plays as {}", words::face_name(language, face)),
            Language::Turkish => format!("okey, {} yerine", words::face_name(language, face)),
        },
        (true, None) => "okey".to_owned(),
        (false, Some(face)) => match language {
            Language::English => format!("{name}, plays as {}", words::face_name(language, face)),
            Language::Turkish => format!("{name}, {} yerine", words::face_name(language, face)),
        },
        (false, None) => name,
    };
    let (color, number) = match print {
        Print::Numbered(face) => (Some(face.color().into()), face.number()),
        Print::FalseJoker => (None, 0),
    };
    ShownTile {
        id: tile.index_u8(),
        color,
        number,
        false_joker: print == Print::FalseJoker,
        okey: wild,
        plays_as: plays_as.map(face_view),
        description,
    }
}

fn seats(
    seat_kinds: &[SeatKind],
    view: &EngineView,
    names: &Names,
    bot_to_move: bool,
    language: Language,
) -> Vec<SeatSummary> {
    let you = view.seat;
    let playing = matches!(view.phase, Phase::Draw | Phase::Play);
    let players = usize::from(view.rules.players);
    // The player's own seat first, then the others in play order.
    (0..players)
        .map(|step| (you + step) % players.max(1))
        .map(|seat| {
            let other = view.others.iter().find(|o| o.seat == seat);
            let (tiles, opened, value, pairs) = match other {
                Some(o) => (o.rack_size, o.opened, o.opened_value, o.opened_pairs),
                None => (view.rack.len(), view.opened, view.opened_value, view.opened_pairs),
            };
            let level = match seat_kinds.get(seat) {
                Some(SeatKind::Bot(level)) => Some(words::level_name(language, *level).to_owned()),
                _ => None,
            };
            let to_move = playing && view.turn == seat;
            SeatSummary {
                seat: seat_u8(seat),
                place: place(seat, you, usize::from(view.rules.players)),
                name: names.of(language, seat),
                level,
                tiles_in_hand: u8::try_from(tiles).unwrap_or(u8::MAX),
                opened: opened.map(|with| words::opened(language, with, value, pairs)),
                total: view.totals.get(seat).copied().unwrap_or(0),
                to_move,
                thinking: to_move && bot_to_move && seat_kinds.get(seat).is_some_and(|k| *k != SeatKind::Human),
                away: None,
            }
        })
        .collect()
}

fn status(view: &EngineView, names: &Names, bot_to_move: bool, language: Language) -> String {
    match view.phase {
        // Said before it happens: a draw from the empty stock ends the deal (or, in Düz Okey
        // under `indicator_last_tile`, takes the indicator).
        Phase::Draw if view.turn == view.seat && view.stock_size == 0 => {
            let rules = &view.rules;
            words::status_stock_empty(language, rules.is_duz() && rules.indicator_last_tile && !view.indicator_taken)
        }
        Phase::Draw | Phase::Play => {
            words::status(language, names, view.turn, view.phase == Phase::Draw, bot_to_move && view.turn != view.seat)
        }
        Phase::DealOver => language.pick("Deal over", "El bitti").to_owned(),
        Phase::GameOver => language.pick("Game over", "Oyun bitti").to_owned(),
    }
}

/// "Deal 2 of 5": the deal being played among the deals that count.
fn deal_label(session: &Session, language: Language) -> String {
    let game = session.game();
    let rules = game.rules();
    match rules.variant {
        Variant::Okey101 => {
            let number =
                (u32::from(game.deals_counted()) + u32::from(!game.is_over())).clamp(1, u32::from(rules.deals));
            words::deal_of(language, number, Some(rules.deals))
        }
        Variant::Duz => words::deal_of(language, game.deal().number.saturating_add(1), None),
    }
}

fn counter(table: &Table, view: &EngineView, language: Language) -> Option<CounterView> {
    if !matches!(view.phase, Phase::Draw | Phase::Play) {
        return None;
    }
    if view.rules.is_duz() {
        let figures = table.last_duz_figures()?;
        let wins = table.duz_figures().is_some_and(|f| !f.winning.is_empty());
        return Some(CounterView {
            kind: CounterKind::Duz,
            text: words::duz_counter(language, figures.in_melds, figures.pairs, wins),
            value: figures.in_melds,
            needed: 0,
            reached: wins,
        });
    }
    if let Some(with) = view.opened {
        return Some(CounterView {
            kind: CounterKind::Opened,
            text: words::opened_counter(language, with),
            value: 0,
            needed: 0,
            reached: true,
        });
    }
    let progress = view.opening_this_turn;
    let selection = selection_worth(table, view);
    let pairs_so_far = progress.filter(|p| p.with == OpenedWith::Pairs).map_or(0, |p| u32::from(p.pairs));
    if pairs_so_far > 0 || selection.is_some_and(|(_, pairs)| pairs > 0) {
        let pairs = pairs_so_far + selection.map_or(0, |(_, pairs)| pairs);
        let needed = u32::from(view.pairs_threshold);
        return Some(CounterView {
            kind: CounterKind::Pairs,
            text: words::pairs_counter(language, pairs, needed),
            value: pairs,
            needed,
            reached: pairs >= needed,
        });
    }
    if selection.is_none() && progress.is_none() {
        // Nothing laid yet, and nothing selected or a selection that makes no meld (it adds
        // nothing): what the rack opens with at best, never "0".
        let value = table.legal().best_value;
        return Some(CounterView {
            kind: CounterKind::Opening,
            text: words::best_opening_counter(language, value, view.opening_threshold),
            value,
            needed: view.opening_threshold,
            reached: value >= view.opening_threshold,
        });
    }
    let value = progress.map_or(0, |p| p.value) + selection.map_or(0, |(value, _)| value);
    Some(CounterView {
        kind: CounterKind::Opening,
        text: words::opening_counter(language, value, view.opening_threshold),
        value,
        needed: view.opening_threshold,
        reached: value >= view.opening_threshold,
    })
}

/// What the selection would add to an opening this turn (points, pairs), when it is the player's
/// turn and the selection makes melds.
fn selection_worth(table: &Table, view: &EngineView) -> Option<(u32, u32)> {
    if view.turn != view.seat || table.selected().is_empty() {
        return None;
    }
    let melds = table.lay_reading()?;
    let preview = table.session().game().preview_opening(view.seat, melds);
    preview.problem.is_none().then_some((preview.value, u32::from(preview.pairs)))
}

fn dialog(question: &Question, view: &EngineView, language: Language) -> DialogView {
    let okey = view.meld_rules.okey;
    let cancel = DialogChoice { label: words::cancel(language).to_owned(), answer: Answer::Cancel, primary: true };
    match question {
        Question::CostlyDiscard { tile, reason, points } => {
            let (title, body) = words::costly_discard(language, *tile, *points, *reason);
            DialogView {
                kind: DialogKind::CostlyDiscard,
                title,
                body,
                choices: vec![
                    cancel,
                    DialogChoice {
                        label: words::discard_anyway(language).to_owned(),
                        answer: Answer::Confirm,
                        primary: false,
                    },
                ],
            }
        }
        Question::TakeBack { points } => {
            let (title, body) = words::take_back(language, *points);
            DialogView {
                kind: DialogKind::TakeBack,
                title,
                body,
                choices: vec![
                    cancel,
                    DialogChoice {
                        label: words::take_back_anyway(language).to_owned(),
                        answer: Answer::Confirm,
                        primary: false,
                    },
                ],
            }
        }
        Question::RiskyLay { risk, .. } => DialogView {
            kind: DialogKind::RiskyLay,
            title: words::risky_lay(language).to_owned(),
            body: risk.message(language),
            choices: vec![
                cancel,
                DialogChoice { label: words::lay_anyway(language).to_owned(), answer: Answer::Confirm, primary: false },
            ],
        },
        Question::Open { melds, value } => {
            let opened = view.opened.is_some();
            let names: Vec<String> = melds.iter().map(|m| meld_name(language, m, view.meld_rules)).collect();
            // Pairs laid earlier this turn count towards the same opening.
            let laid =
                view.opening_this_turn.filter(|p| p.with == OpenedWith::Pairs).map_or(0, |p| usize::from(p.pairs));
            let pairs = melds.iter().filter(|m| m.kind == Some(okey_core::meld::MeldKind::Pair)).count();
            let pairs = if pairs > 0 { pairs + laid } else { 0 };
            let worth = match (opened, pairs) {
                (true, _) => words::OpenWorth::Opened,
                (false, 0) => words::OpenWorth::Points(*value),
                (false, pairs) => words::OpenWorth::Pairs(pairs),
            };
            let (title, body) = words::open_question(language, worth, &names.join(" · "));
            DialogView {
                kind: DialogKind::Open,
                title,
                body,
                choices: vec![
                    DialogChoice { label: words::cancel(language).to_owned(), answer: Answer::Cancel, primary: false },
                    DialogChoice {
                        label: words::open_button(language, opened).to_owned(),
                        answer: Answer::Confirm,
                        primary: true,
                    },
                ],
            }
        }
        Question::WhichEnd { tile, low, high, .. } => {
            let (title, body, before, after) = words::which_end(language, *tile, okey.is_wild(*tile), *low, *high);
            DialogView {
                kind: DialogKind::WhichEnd,
                title,
                body,
                choices: vec![
                    DialogChoice { label: before, answer: Answer::End { side: Side::Low }, primary: false },
                    DialogChoice { label: after, answer: Answer::End { side: Side::High }, primary: false },
                    cancel,
                ],
            }
        }
    }
}

/// A meld about to be laid, in words, each okey named for what it stands for in it ("red 5,
/// okey (red 6), red 7"), not by its print.
fn meld_name(language: Language, spec: &okey_core::action::MeldSpec, rules: okey_core::meld::MeldRules) -> String {
    let meld = match spec.kind {
        Some(kind) => okey_core::meld::Meld::new(kind, &spec.tiles, rules),
        None => okey_core::meld::Meld::infer(spec.tiles.clone(), rules),
    };
    match meld {
        Ok(meld) => words::meld_phrase(language, meld.tiles(), meld.faces()),
        Err(_) => words::tiles_phrase(language, &spec.tiles),
    }
}

/// The rack's groups (tiles standing together in a row) that are melds, with their worth.
fn rack_groups(slots: &super::Slots, rules: okey_core::meld::MeldRules, language: Language) -> Vec<RackGroupView> {
    let cells = slots.as_slice();
    let mut groups = Vec::new();
    let mut start = 0;
    while start < cells.len() {
        let row_end = (start / super::ROW + 1) * super::ROW;
        let length = cells[start..row_end.min(cells.len())].iter().take_while(|c| c.is_some()).count();
        if length == 0 {
            start += 1;
            continue;
        }
        let tiles: Vec<TileId> = cells[start..start + length].iter().flatten().copied().collect();
        if let Ok(meld) = okey_core::meld::Meld::infer(tiles, rules) {
            let label = match meld.kind() {
                okey_core::meld::MeldKind::Pair => words::pair_label(language).to_owned(),
                _ => meld.value().to_string(),
            };
            groups.push(RackGroupView {
                first_slot: u8::try_from(start).unwrap_or(u8::MAX),
                length: u8::try_from(length).unwrap_or(u8::MAX),
                kind: meld.kind(),
                points: meld.value(),
                label,
            });
        }
        start += length;
    }
    groups
}

/// Where `seat` sits, seen from the player, among `players` (play goes to the right).
fn place(seat: usize, you: usize, players: usize) -> SeatPlace {
    let after_you = (seat + players - you % players.max(1)) % players.max(1);
    match (players, after_you) {
        (_, 0) => SeatPlace::Bottom,
        (2, _) => SeatPlace::Across,
        (_, 1) => SeatPlace::Right,
        (players, after) if after + 1 == players => SeatPlace::Left,
        _ => SeatPlace::Across,
    }
}

/// The corner at a seat's right hand, where its discards lie.
fn corner(place: SeatPlace) -> Corner {
    match place {
        SeatPlace::Bottom => Corner::BottomRight,
        SeatPlace::Right => Corner::TopRight,
        SeatPlace::Across => Corner::TopLeft,
        SeatPlace::Left => Corner::BottomLeft,
    }
}

/// The tiles out of play the player can see: the discard piles, the melds on the table, the
/// indicator while it lies there.
fn gone(view: &EngineView) -> GoneView {
    let mut counts = [0u8; TileId::COUNT / 2 + 1];
    let seen = view
        .discards
        .iter()
        .flatten()
        .chain(view.table.iter().flat_map(|m| m.meld.tiles()))
        .chain((!view.indicator_taken).then_some(&view.indicator));
    for tile in seen {
        let index = match tile.print() {
            Print::Numbered(face) => face.index(),
            Print::FalseJoker => TileId::COUNT / 2,
        };
        if let Some(count) = counts.get_mut(index) {
            *count = count.saturating_add(1);
        }
    }
    let mut faces: Vec<GoneFaceView> = (0..Face::COUNT)
        .filter_map(Face::from_index)
        .map(|face| GoneFaceView { face: face_view(face), gone: counts[face.index()] })
        .collect();
    faces.sort_by_key(|f| (f.face.color as u8, f.face.number));
    GoneView { faces, false_jokers: counts[TileId::COUNT / 2] }
}
