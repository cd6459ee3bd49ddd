//! The actions of a turn: taking a tile, laying, laying off, taking back, discarding.
//!
//! Each handler checks everything before it changes anything, and `Game::apply` works on a copy
//! besides, so a refused action leaves the state as it was.

use super::deal::{Deal, Placement, Taken};
use super::{Phase, Seat, TableMeld};
use crate::action::{Event, MeldSpec, PenaltyReason};
use crate::error::ActionError;
use crate::meld::{Meld, MeldKind, Side};
use crate::rules::{LatePairs, Rules};
use crate::scoring::{DealEnd, HandAtEnd, HandScore, score_deal};
use crate::table_meld::OpenedWith;
use crate::tile::TileId;

/// Points for every +101 penalty.
pub(super) const PENALTY: i32 = 101;

/// Pairs that finish at once under Guide's rule.
const TEN_PAIRS: u8 = 10;

impl Deal {
    pub(super) fn expect_phase(&self, phase: Phase) -> Result<(), ActionError> {
        if self.phase == phase { Ok(()) } else { Err(ActionError::WrongPhase { phase: self.phase }) }
    }

    pub(super) fn rack_position(&self, seat: Seat, tile: TileId) -> Result<usize, ActionError> {
        self.racks[seat].iter().position(|&t| t == tile).ok_or(ActionError::TileNotInRack { tile })
    }

    fn penalize(&mut self, seat: Seat, reason: PenaltyReason, events: &mut Vec<Event>) {
        self.seats[seat].penalties += PENALTY;
        events.push(Event::Penalized { seat, points: PENALTY, reason });
    }

    pub(super) fn draw(&mut self, seat: Seat, rules: &Rules) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Draw)?;
        if self.stock.is_empty() {
            return Ok(self.end(DealEnd::StockExhausted, rules));
        }
        let tile = self.stock.remove(0);
        self.racks[seat].push(tile);
        self.takeable = None;
        self.phase = Phase::Play;
        Ok(vec![Event::Drew { seat, tile: Some(tile) }])
    }

    pub(super) fn take_discard(&mut self, seat: Seat, rules: &Rules) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Draw)?;
        if self.turn_state.returned {
            return Err(ActionError::MustDrawAfterReturn);
        }
        let tile = self.takeable.ok_or(ActionError::NoDiscardToTake)?;
        if !rules.return_taken_discard && !self.could_use(seat, tile) {
            return Err(ActionError::DiscardNotUsable { tile });
        }
        let giver = self.previous_seat(seat);
        self.discards[giver].pop();
        self.racks[seat].push(tile);
        self.seats[seat].took.push(tile);
        self.takeable = None;
        self.turn_state.taken = Some(Taken::Discard { tile, giver });
        self.phase = Phase::Play;
        Ok(vec![Event::TookDiscard { seat, tile, from: giver }])
    }

    pub(super) fn take_indicator(&mut self, seat: Seat, rules: &Rules) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Draw)?;
        if !rules.indicator_last_tile || !self.stock.is_empty() || self.indicator_taken || self.turn_state.returned {
            return Err(ActionError::IndicatorNotTakeable);
        }
        let tile = self.indicator;
        self.indicator_taken = true;
        self.racks[seat].push(tile);
        self.takeable = None;
        self.turn_state.taken = Some(Taken::Indicator { tile });
        self.phase = Phase::Play;
        Ok(vec![Event::TookIndicator { seat, tile }])
    }

    /// Whether the tile taken this turn may go back: a discard only with
    /// `return_taken_discard`; the indicator always, since a player who took it and cannot finish
    /// has no other way on.
    pub fn may_return_taken(&self, rules: &Rules) -> bool {
        match self.turn_state.taken {
            Some(Taken::Discard { .. }) => rules.return_taken_discard,
            Some(Taken::Indicator { .. }) => true,
            None => false,
        }
    }

    pub(super) fn return_taken(&mut self, seat: Seat, rules: &Rules) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Play)?;
        let taken = self.turn_state.taken.ok_or(ActionError::NothingToReturn)?;
        let tile = taken.tile();
        if !self.may_return_taken(rules) {
            return Err(ActionError::ReturnNotAllowed { tile });
        }
        if !self.turn_state.placements.is_empty() {
            return Err(ActionError::TakeBackFirst { tile });
        }
        let at = self.rack_position(seat, tile).map_err(|_| ActionError::NothingToReturn)?;
        self.racks[seat].remove(at);
        match taken {
            Taken::Discard { giver, .. } => {
                self.seats[seat].took.retain(|&t| t != tile);
                self.discards[giver].push(tile);
                self.takeable = Some(tile);
            }
            Taken::Indicator { .. } => self.indicator_taken = false,
        }
        self.turn_state.taken = None;
        self.turn_state.returned = true;
        self.phase = Phase::Draw;
        Ok(vec![Event::ReturnedTaken { seat, tile }])
    }

    /// Whether `seat` may lay new melds of `kind` now, given how it opened.
    fn check_may_lay(&self, seat: Seat, kind: MeldKind, rules: &Rules) -> Result<(), ActionError> {
        let pairs = kind == MeldKind::Pair;
        match self.seats[seat].opened {
            Some(OpenedWith::Pairs) if !pairs => Err(ActionError::PairsOpenerCannotLay { kind }),
            Some(OpenedWith::SetsAndRuns) if pairs => {
                let someone_else_on_pairs = self
                    .seats
                    .iter()
                    .enumerate()
                    .any(|(other, s)| other != seat && s.opened == Some(OpenedWith::Pairs));
                match rules.late_pairs {
                    LatePairs::AfterAnotherPairsOpening if someone_else_on_pairs => Ok(()),
                    LatePairs::AfterAnotherPairsOpening => {
                        Err(ActionError::SetsOpenerCannotLayPairs { after_pairs_opening: true })
                    }
                    LatePairs::Never => Err(ActionError::SetsOpenerCannotLayPairs { after_pairs_opening: false }),
                }
            }
            Some(_) => Ok(()),
            None => match self.opening_so_far() {
                Some((with, _, _)) if (with == OpenedWith::Pairs) != pairs => Err(ActionError::MixedOpening),
                _ => Ok(()),
            },
        }
    }

    pub(super) fn lay(&mut self, seat: Seat, specs: &[MeldSpec], rules: &Rules) -> Result<Vec<Event>, ActionError> {
        let ten_pairs_without_draw = self.phase == Phase::Draw
            && rules.ten_pairs_finish
            && self.seats[seat].opened.is_none()
            && self.turn_state.taken.is_none()
            && specs.len() == usize::from(TEN_PAIRS)
            && self.racks[seat].len() == Rules::HAND_SIZE;
        if !ten_pairs_without_draw {
            self.expect_phase(Phase::Play)?;
        }
        if specs.is_empty() {
            return Err(ActionError::NoMelds);
        }
        let mut used: Vec<TileId> = Vec::new();
        let mut melds = Vec::with_capacity(specs.len());
        let mut first_kind: Option<bool> = None;
        for (index, spec) in specs.iter().enumerate() {
            for &tile in &spec.tiles {
                self.rack_position(seat, tile)?;
                if used.contains(&tile) {
                    return Err(ActionError::DuplicateTile { tile });
                }
                used.push(tile);
            }
            let meld = match spec.kind {
                Some(kind) => Meld::new(kind, spec.tiles.clone(), self.meld_rules),
                None => Meld::infer(spec.tiles.clone(), self.meld_rules),
            }
            .map_err(|source| ActionError::InvalidMeld { index, source })?;
            self.check_may_lay(seat, meld.kind(), rules)?;
            let is_pair = meld.kind() == MeldKind::Pair;
            if self.seats[seat].opened.is_none() && *first_kind.get_or_insert(is_pair) != is_pair {
                return Err(ActionError::MixedOpening);
            }
            melds.push(meld);
        }
        if ten_pairs_without_draw && !melds.iter().all(|m| m.kind() == MeldKind::Pair) {
            return Err(ActionError::WrongPhase { phase: self.phase });
        }
        if self.racks[seat].len() <= used.len() {
            return Err(ActionError::MustKeepDiscard);
        }
        self.racks[seat].retain(|t| !used.contains(t));
        self.phase = Phase::Play;
        self.turn_state.laid_before_drawing |= ten_pairs_without_draw;
        let mut events = Vec::with_capacity(melds.len());
        for meld in melds {
            let id = self.next_meld_id;
            self.next_meld_id += 1;
            events.push(Event::Laid {
                seat,
                meld: id,
                kind: meld.kind(),
                tiles: meld.tiles().to_vec(),
                faces: meld.faces().to_vec(),
            });
            self.turn_state.placements.push(Placement {
                meld: id,
                tiles: meld.tiles().to_vec(),
                before: None,
                okey_taken: None,
                side: None,
            });
            self.table.push(TableMeld { id, owner: seat, meld });
        }
        Ok(events)
    }

    /// Lay-offs and okey exchanges need an opening: an earlier one, or enough laid this turn.
    pub(crate) fn check_opened_for_table_play(&self, seat: Seat, rules: &Rules) -> Result<(), ActionError> {
        if self.seats[seat].opened.is_some() {
            Ok(())
        } else if !self.opening_met() {
            Err(ActionError::NotOpened)
        } else if rules.wait_turn_after_opening {
            Err(ActionError::WaitAfterOpening)
        } else {
            Ok(())
        }
    }

    pub(super) fn lay_off(
        &mut self,
        seat: Seat,
        tile: TileId,
        meld_id: super::MeldId,
        side: Option<Side>,
        rules: &Rules,
    ) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Play)?;
        let at = self.rack_position(seat, tile)?;
        self.check_opened_for_table_play(seat, rules)?;
        let target = self.meld(meld_id).ok_or(ActionError::NoSuchMeld { meld: meld_id })?;
        let before = target.meld.clone();
        let side = match side {
            Some(side) => side,
            None => before.fits(tile, self.meld_rules).unwrap_or(Side::High),
        };
        let after = before.extended(tile, side, self.meld_rules).map_err(|source| ActionError::DoesNotFit {
            tile,
            meld: meld_id,
            source,
        })?;
        if self.racks[seat].len() <= 1 {
            return Err(ActionError::MustKeepDiscard);
        }
        if let Some(cap) = rules.layoff_cap_per_end {
            let end = (before.kind() == MeldKind::Run).then_some(side);
            let already = self
                .turn_state
                .placements
                .iter()
                .filter(|p| p.meld == meld_id && p.before.is_some() && p.okey_taken.is_none() && p.side == end)
                .count();
            if already >= usize::from(cap) {
                return Err(ActionError::LayOffCap { cap });
            }
        }
        self.racks[seat].remove(at);
        let run_side = (after.kind() == MeldKind::Run).then_some(side);
        self.replace_meld(meld_id, after);
        self.turn_state.placements.push(Placement {
            meld: meld_id,
            tiles: vec![tile],
            before: Some(before),
            okey_taken: None,
            side: run_side,
        });
        Ok(vec![Event::LaidOff { seat, tile, meld: meld_id, side }])
    }

    fn replace_meld(&mut self, id: super::MeldId, meld: Meld) {
        if let Some(entry) = self.table.iter_mut().find(|m| m.id == id) {
            entry.meld = meld;
        }
    }

    pub(super) fn retrieve_okey(
        &mut self,
        seat: Seat,
        tile: TileId,
        meld_id: super::MeldId,
        rules: &Rules,
    ) -> Result<Vec<Event>, ActionError> {
        if !rules.okey_retrieval {
            return Err(ActionError::RetrievalNotAllowed);
        }
        self.expect_phase(Phase::Play)?;
        let at = self.rack_position(seat, tile)?;
        self.check_opened_for_table_play(seat, rules)?;
        let target = self.meld(meld_id).ok_or(ActionError::NoSuchMeld { meld: meld_id })?;
        let before = target.meld.clone();
        let (after, okey) = before.replace_okey(tile, self.meld_rules).map_err(|source| ActionError::DoesNotFit {
            tile,
            meld: meld_id,
            source,
        })?;
        self.racks[seat][at] = okey;
        self.replace_meld(meld_id, after);
        self.turn_state.placements.push(Placement {
            meld: meld_id,
            tiles: vec![tile],
            before: Some(before),
            okey_taken: Some(okey),
            side: None,
        });
        Ok(vec![Event::RetrievedOkey { seat, tile, okey, meld: meld_id }])
    }

    /// Undoes placements from the newest down to index `from`; more than one tile costs 101.
    fn undo_from(&mut self, seat: Seat, from: usize) -> Vec<Event> {
        let undone = self.turn_state.placements.split_off(from);
        let mut returned = Vec::new();
        let mut removed_melds = Vec::new();
        for placement in undone.into_iter().rev() {
            if let Some(okey) = placement.okey_taken
                && let Some(at) = self.racks[seat].iter().position(|&t| t == okey)
            {
                self.racks[seat].remove(at);
            }
            match placement.before {
                Some(before) => self.replace_meld(placement.meld, before),
                None => {
                    self.table.retain(|m| m.id != placement.meld);
                    removed_melds.push(placement.meld);
                }
            }
            self.racks[seat].extend(&placement.tiles);
            returned.extend(placement.tiles);
        }
        let mut events = vec![Event::TookBack { seat, tiles: returned.clone(), removed_melds }];
        if returned.len() > 1 {
            self.penalize(seat, PenaltyReason::TookBack, &mut events);
        }
        events
    }

    /// Takes back from the placement holding `tile` (or everything, for `None`). Ten pairs laid
    /// without taking a tile come back all together and the turn returns to the draw: a part of
    /// them left on the table would be an opening made without drawing, and the whole of them
    /// taken back would leave a player in the play phase who never took a tile.
    pub(super) fn take_back(&mut self, seat: Seat, tile: Option<TileId>) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Play)?;
        let from = match tile {
            None if self.turn_state.placements.is_empty() => return Err(ActionError::NothingToTakeBack),
            None => 0,
            Some(tile) => self
                .turn_state
                .placements
                .iter()
                .rposition(|p| p.tiles.contains(&tile))
                .ok_or(ActionError::NotLaidThisTurn { tile })?,
        };
        if self.turn_state.laid_before_drawing {
            self.turn_state.laid_before_drawing = false;
            self.phase = Phase::Draw;
            return Ok(self.undo_from(seat, 0));
        }
        Ok(self.undo_from(seat, from))
    }

    pub(super) fn discard(&mut self, seat: Seat, tile: TileId, rules: &Rules) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Play)?;
        let at = self.rack_position(seat, tile)?;
        let finishing = self.racks[seat].len() == 1;
        if let Some(taken) = self.turn_state.taken {
            if self.racks[seat].contains(&taken.tile()) {
                return Err(ActionError::TakenTileNotUsed { tile: taken.tile() });
            }
            if matches!(taken, Taken::Indicator { .. }) && !finishing {
                return Err(ActionError::MustFinishWithIndicator);
            }
        }
        let opening = if self.seats[seat].opened.is_none() { self.check_opening(finishing, rules)? } else { None };
        let mut events = Vec::new();
        if !finishing {
            if self.okey.is_wild(tile) {
                self.penalize(seat, PenaltyReason::DiscardedOkey, &mut events);
            } else if self.fits_table(tile) {
                self.penalize(seat, PenaltyReason::DiscardedPlayableTile, &mut events);
            }
        }
        if let Some(Taken::Discard { giver, .. }) = self.turn_state.taken
            && rules.giver_penalty
            && (opening.is_some() || finishing)
        {
            self.penalize(giver, PenaltyReason::GaveOpeningTile, &mut events);
        }
        let first_to_lay = opening.is_some() && self.seats.iter().all(|s| s.opened.is_none());
        if let Some((with, value, pairs)) = opening {
            let state = &mut self.seats[seat];
            (state.opened, state.opened_value, state.opened_pairs) = (Some(with), value, pairs);
            events.push(Event::Opened { seat, with, value, pairs });
            if rules.rising_thresholds {
                match with {
                    OpenedWith::SetsAndRuns => self.sets_threshold = self.sets_threshold.max(value + 1),
                    OpenedWith::Pairs => self.pairs_threshold = self.pairs_threshold.max(pairs + 1),
                }
            }
        }
        self.racks[seat].remove(at);
        self.discards[seat].push(tile);
        self.takeable = Some(tile);
        events.push(Event::Discarded { seat, tile });
        if finishing {
            let end = DealEnd::Won {
                winner: seat,
                okey_finish: self.okey.is_wild(tile),
                pairs_finish: self.seats[seat].opened == Some(OpenedWith::Pairs),
                all_at_once: first_to_lay,
                one_colour: false,
            };
            events.extend(self.end(end, rules));
        } else if rules.all_pairs_cancels && self.seats.iter().all(|s| s.opened == Some(OpenedWith::Pairs)) {
            events.extend(self.end(DealEnd::AllPairs, rules));
        } else {
            self.turn = (seat + 1) % self.players();
            self.phase = Phase::Draw;
            self.turn_state = Default::default();
            events.push(Event::TurnStarted { seat: self.turn });
        }
        Ok(events)
    }

    /// Checks an unopened seat's melds of this turn at its discard; the opening to commit, if any.
    fn check_opening(&self, finishing: bool, rules: &Rules) -> Result<Option<(OpenedWith, u32, u8)>, ActionError> {
        let Some((with, value, pairs)) = self.opening_so_far() else { return Ok(None) };
        let only_new_melds = self.turn_state.placements.iter().all(|p| p.before.is_none());
        match with {
            OpenedWith::SetsAndRuns => {
                let whole_hand = rules.full_hand_below_threshold && finishing && only_new_melds;
                if value < self.sets_threshold && !whole_hand {
                    return Err(ActionError::OpeningTooLow { value, needed: self.sets_threshold });
                }
            }
            OpenedWith::Pairs => {
                let ten_pairs = rules.ten_pairs_finish && pairs >= TEN_PAIRS;
                if pairs < self.pairs_threshold && !ten_pairs {
                    return Err(ActionError::TooFewPairs { pairs, needed: self.pairs_threshold });
                }
            }
        }
        if let Some(Taken::Discard { tile, .. }) = self.turn_state.taken {
            let in_opening = self.new_melds_this_turn().any(|m| m.tiles().contains(&tile));
            if !in_opening {
                return Err(ActionError::TakenTileNotInOpening { tile });
            }
        }
        Ok(Some((with, value, pairs)))
    }

    /// Whether a tile could be laid off on a set or run on the table.
    pub fn fits_table(&self, tile: TileId) -> bool {
        crate::solver::fits_table(&self.table, tile, self.meld_rules)
    }

    /// Whether `seat` could use `tile` this turn if it took it (for taking a discard without the
    /// right to return it).
    pub fn could_use(&self, seat: Seat, tile: TileId) -> bool {
        let thresholds = (self.sets_threshold, self.pairs_threshold);
        crate::solver::can_use_taken(
            &self.racks[seat],
            tile,
            &self.table,
            self.seats[seat].opened,
            thresholds,
            self.meld_rules,
        )
    }

    pub(super) fn end(&mut self, end: DealEnd, rules: &Rules) -> Vec<Event> {
        let result = if rules.is_duz() {
            crate::scoring::score_classic_deal(rules, self.number, end, &self.indicators_shown())
        } else {
            score_deal(rules, self.okey, self.risk_round, self.number, end, &self.hands_at_end())
        };
        self.phase = Phase::DealOver;
        self.result = Some(result.clone());
        vec![Event::DealEnded { result }]
    }

    /// Each seat's hand as scoring reads it.
    fn hands_at_end(&self) -> Vec<HandAtEnd<'_>> {
        self.racks
            .iter()
            .zip(&self.seats)
            .map(|(rack, seat)| HandAtEnd { rack, opened: seat.opened, penalties: seat.penalties })
            .collect()
    }

    /// Düz Okey: which seats showed the indicator's twin this deal.
    fn indicators_shown(&self) -> Vec<bool> {
        self.seats.iter().map(|s| s.showed_indicator).collect()
    }

    /// How each seat's score of the ended deal was made, penalties apart (the score sheet's
    /// explanation of its numbers); `None` while the deal goes on.
    pub fn hand_scores(&self, rules: &Rules) -> Option<Vec<HandScore>> {
        let end = self.result.as_ref()?.end;
        Some(if rules.is_duz() {
            crate::scoring::classic_hand_scores(rules, end, &self.indicators_shown())
        } else {
            crate::scoring::hand_scores(rules, self.okey, self.risk_round, end, &self.hands_at_end())
        })
    }
}
