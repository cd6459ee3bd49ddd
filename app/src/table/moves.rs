//! The player's gestures at the table, each turned into the engine's action or a question.

use super::{Question, Slots, Table};
use crate::view::{Anchor, RackLayout};
use crate::words;
use okey_core::action::{Action, Event, MeldSpec};
use okey_core::game::MeldId;
use okey_core::lang::Language;
use okey_core::meld::Side;

use okey_core::tile::TileId;

/// What a gesture came to.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing changed.
    Nothing,
    /// Only the player's side changed (a selection, a question); nothing to save.
    Shown,
    /// The rack's arrangement changed: saved with the game.
    Arranged,
    /// The engine played the move.
    Moved { events: Vec<Event> },
    /// The move was refused (by the engine, or because it cannot be made from here): its
    /// stable code (the engine's error code, or the app core's) and why.
    Refused { code: &'static str, text: String, anchor: Anchor },
}

/// What the table needs to know of the settings.
#[derive(Clone, Copy, Debug)]
pub struct Manners {
    pub language: Language,
    /// Ask before a discard that costs a penalty.
    pub confirm_costly_discards: bool,
}

impl Table {
    /// Selects or deselects a rack tile.
    pub fn toggle(&mut self, tile: TileId) -> Outcome {
        if !self.rack().contains(&tile) {
            return Outcome::Nothing;
        }
        match self.side.selected.iter().position(|&t| t == tile) {
            Some(at) => {
                self.side.selected.remove(at);
            }
            None => self.side.selected.push(tile),
        }
        self.read_selection();
        self.refresh_legal(false);
        Outcome::Shown
    }

    /// Moves a rack tile to another slot.
    pub fn move_tile(&mut self, tile: TileId, slot: usize) -> Outcome {
        match self.side.slots.moved(tile, slot) {
            Some(slots) => {
                self.side.slots = slots;
                self.read_selection();
                self.refresh_legal(false);
                Outcome::Arranged
            }
            None => Outcome::Nothing,
        }
    }

    /// Seri diz, Çift diz, by colour or by number: each group apart, the rest after.
    pub fn arrange(&mut self, layout: RackLayout) -> Outcome {
        let rack = self.rack();
        let groups = super::sorting::groups(&rack, self.session.game().meld_rules(), layout);
        self.side.slots = Slots::arranged(&groups, &rack);
        self.side.selected.clear();
        self.side.reading = None;
        self.refresh_legal(false);
        Outcome::Arranged
    }

    /// Okey 101: lays every arranged group of the rack that is a meld, in one action, when
    /// they open (or the hand has opened); otherwise the engine's best opening of the rack (of
    /// the family laid this turn, if any). Asks first, with the total; asks only about melds the
    /// engine accepts, and otherwise says why there is nothing to open with.
    pub fn open(&mut self, language: Language) -> Outcome {
        let game = self.session.game();
        if !self.is_your_play() || game.rules().is_duz() {
            // Not a time to lay: the engine says why (not your turn, the draw first, Düz Okey).
            return self.act(&Action::Lay { melds: Vec::new() }, Anchor::Controls, language);
        }
        if let Some((melds, value)) = self.side.legal.open.clone() {
            self.side.question = Some(Question::Open { melds, value });
            return Outcome::Shown;
        }
        let opened = game.deal().seats.get(self.seat).is_some_and(|s| s.opened.is_some());
        let (code, text) = if opened {
            ("nothing_arranged", words::nothing_arranged_to_lay(language).to_owned())
        } else {
            ("cannot_open", words::cannot_open(language, self.side.legal.best_value, game.deal().sets_threshold))
        };
        Outcome::Refused { code, text, anchor: Anchor::Controls }
    }

    /// The rack's tiles standing together, group by group: no gap between them, in one row.
    pub fn slot_groups(&self) -> Vec<Vec<TileId>> {
        let mut groups: Vec<Vec<TileId>> = Vec::new();
        let mut open = false;
        for (index, slot) in self.side.slots.as_slice().iter().enumerate() {
            match slot {
                Some(tile) if open && index % super::ROW != 0 => {
                    if let Some(group) = groups.last_mut() {
                        group.push(*tile);
                    }
                }
                Some(tile) => {
                    groups.push(vec![*tile]);
                    open = true;
                }
                None => open = false,
            }
        }
        groups
    }

    /// Plays `action` for the player: the engine's events, or its refusal in words.
    pub fn act(&mut self, action: &Action, anchor: Anchor, language: Language) -> Outcome {
        match self.session.apply(self.seat, action) {
            Ok(events) => {
                self.after_move(&events, Some(self.seat));
                Outcome::Moved { events }
            }
            Err(error) => Outcome::Refused {
                code: error.code(),
                text: words::capitalised(language, &error.message(language)),
                anchor,
            },
        }
    }

    /// Lays the selected tiles as [`Table::lay_reading`] reads them, asking first when laying
    /// them would leave the hand unable to open this turn (every way back then costs points);
    /// when they make no melds, the engine says why.
    pub fn lay(&mut self, language: Language) -> Outcome {
        if self.side.selected.is_empty() {
            let text = words::select_to_lay(language).to_owned();
            return Outcome::Refused { code: "select_to_lay", text, anchor: Anchor::Controls };
        }
        let melds = match self.session.game().read_selection(self.seat, &self.selected_in_rack_order()) {
            Ok(melds) => melds,
            Err(error) => {
                return Outcome::Refused {
                    code: error.code(),
                    text: words::capitalised(language, &error.message(language)),
                    anchor: Anchor::Table,
                };
            }
        };
        let game = self.session.game();
        if self.is_your_play()
            && game.accepts(self.seat, &Action::Lay { melds: melds.clone() })
            && let Some(risk) = game.opening_risk(self.seat, &melds)
        {
            self.side.question = Some(Question::RiskyLay { melds, risk });
            return Outcome::Shown;
        }
        self.act(&Action::Lay { melds }, Anchor::Table, language)
    }

    /// How Lay reads the selection: the engine's reading of the selected tiles in the rack's
    /// left-to-right order (one meld, or several laid at once; never the order they were
    /// tapped in). `None` when the selection makes no melds.
    pub fn lay_reading(&self) -> Option<&[MeldSpec]> {
        self.side.reading.as_deref()
    }

    /// Works out [`Table::lay_reading`] again (the selection or the rack changed).
    pub(super) fn read_selection(&mut self) {
        self.side.reading = if self.side.selected.is_empty() {
            None
        } else {
            self.session.game().read_selection(self.seat, &self.selected_in_rack_order()).ok()
        };
    }

    /// The selected tiles in the rack's order.
    fn selected_in_rack_order(&self) -> Vec<TileId> {
        self.side.slots.tiles().filter(|t| self.side.selected.contains(t)).collect()
    }

    /// It is the player's turn to play (lay, discard).
    fn is_your_play(&self) -> bool {
        let game = self.session.game();
        game.turn() == self.seat && game.phase() == okey_core::Phase::Play
    }

    /// Lays `tile` off onto `meld`; asks which end when the engine takes it at both ends of a
    /// run.
    pub fn lay_off(&mut self, tile: TileId, meld: MeldId, language: Language) -> Outcome {
        let sides = self.lay_off_sides(tile, meld);
        if let [Some(Side::Low), Some(Side::High)] = sides[..]
            && let Some(target) = self.session.game().deal().table.iter().find(|m| m.id == meld)
            && let (Some(&low), Some(&high)) = (target.meld.faces().first(), target.meld.faces().last())
        {
            self.side.question = Some(Question::WhichEnd { tile, meld, low, high });
            return Outcome::Shown;
        }
        // One way the engine takes it, or none: then the engine says why.
        let side = sides.first().copied().flatten();
        self.act(&Action::LayOff { tile, meld, side }, Anchor::Table, language)
    }

    /// Discards `tile`, asking first when it costs a penalty and the player wants to be asked.
    pub fn discard(&mut self, tile: TileId, manners: Manners) -> Outcome {
        let game = self.session.game();
        // Asked only about a discard the engine takes: otherwise its refusal comes at once.
        if manners.confirm_costly_discards
            && game.accepts(self.seat, &Action::Discard { tile })
            && let Some(reason) = game.discard_penalty(self.seat, tile)
        {
            let points = match game.penalty_for(self.seat, &Action::Discard { tile }) {
                Some(Event::Penalized { points, .. }) => Some(points),
                _ => None,
            };
            self.side.question = Some(Question::CostlyDiscard { tile, reason, points });
            return Outcome::Shown;
        }
        self.act(&Action::Discard { tile }, Anchor::Discard, manners.language)
    }

    /// Takes back every tile laid this turn, asking first when the engine says it costs points.
    pub fn take_back(&mut self, language: Language) -> Outcome {
        // `penalty_for` is `None` for a take-back the engine refuses: no question then.
        if let Some(Event::Penalized { points, .. }) = self.session.game().penalty_for(self.seat, &Action::TakeBackAll)
        {
            self.side.question = Some(Question::TakeBack { points });
            return Outcome::Shown;
        }
        self.act(&Action::TakeBackAll, Anchor::Controls, language)
    }

    /// Düz Okey: discards the one selected tile and shows the hand.
    pub fn finish(&mut self, language: Language) -> Outcome {
        match self.side.selected[..] {
            [tile] => self.act(&Action::Finish { tile }, Anchor::Controls, language),
            _ => Outcome::Refused {
                code: "finish_needs_one",
                text: words::finish_needs_one(language).to_owned(),
                anchor: Anchor::Controls,
            },
        }
    }

    /// The answer to the question on screen.
    pub fn answer(&mut self, answer: crate::intent::Answer, language: Language) -> Outcome {
        use crate::intent::Answer;
        let Some(question) = self.side.question.take() else { return Outcome::Nothing };
        match (question, answer) {
            (_, Answer::Cancel) => Outcome::Shown,
            (Question::CostlyDiscard { tile, .. }, Answer::Confirm) => {
                self.act(&Action::Discard { tile }, Anchor::Discard, language)
            }
            (Question::TakeBack { .. }, Answer::Confirm) => self.act(&Action::TakeBackAll, Anchor::Controls, language),
            (Question::RiskyLay { melds, .. } | Question::Open { melds, .. }, Answer::Confirm) => {
                self.act(&Action::Lay { melds }, Anchor::Table, language)
            }
            (Question::WhichEnd { tile, meld, .. }, Answer::End { side }) => {
                self.act(&Action::LayOff { tile, meld, side: Some(side) }, Anchor::Table, language)
            }
            // An answer that does not fit the question leaves it on screen.
            (question, _) => {
                self.side.question = Some(question);
                Outcome::Nothing
            }
        }
    }

    /// Cancels the question on screen, if any.
    pub fn cancel_question(&mut self) -> bool {
        self.side.question.take().is_some()
    }
}
