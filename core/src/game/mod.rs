//! A game of Okey 101 or Düz Okey: a sequence of deals under one set of rules, driven by actions.
//!
//! `Game::apply(seat, action)` returns the events the action caused, or a typed error and an
//! untouched game. A game is fully determined by its rules, its seed and its actions.

mod classic;
mod deal;
mod selection;
mod turn;

pub use deal::{Deal, Placement, SeatState, Taken, TurnState};
// The shared words, where they were first defined; other crates name them here.
pub use crate::seat::{Phase, Seat};
pub use crate::table_meld::{MeldId, TableMeld};
pub(crate) use deal::{deal_rng, shuffle};
pub use selection::OpeningRisk;

use crate::action::{Action, Event, MeldSpec, PenaltyReason};

use crate::action::ActionKind;
use crate::error::ActionError;
use crate::meld::{Meld, MeldKind};
use crate::rules::{Rules, RulesError, Variant};
use crate::scoring::DealResult;
use crate::table_meld::OpenedWith;
use crate::tile::TileId;
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

thread_local! {
    /// A spare deal whose buffers the next action's working copy reuses.
    static SPARE_DEAL: RefCell<Option<Deal>> = const { RefCell::new(None) };
}

/// A copy of `deal` to apply an action to, built in the spare deal's buffers when there is one.
fn working_copy(deal: &Deal) -> Deal {
    match SPARE_DEAL.with(|spare| spare.borrow_mut().take()) {
        Some(mut copy) => {
            copy.copy_from(deal);
            copy
        }
        None => deal.clone(),
    }
}

/// Keeps `deal`'s buffers for the next working copy.
fn recycle(deal: Deal) {
    SPARE_DEAL.with(|spare| *spare.borrow_mut() = Some(deal));
}

/// The working copy with its events if the action was accepted; on a refusal its buffers go
/// back to be reused.
fn settle(deal: Deal, events: Result<Vec<Event>, ActionError>) -> Result<(Deal, Vec<Event>), ActionError> {
    match events {
        Ok(events) => Ok((deal, events)),
        Err(error) => {
            recycle(deal);
            Err(error)
        }
    }
}

/// A whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    rules: Rules,
    seed: u64,
    /// Deals dealt so far, cancelled ones included (each gets its own random stream).
    deals_dealt: u32,
    /// Deals that count towards `rules.deals`.
    deals_counted: u16,
    totals: Vec<i32>,
    results: Vec<DealResult>,
    deal: Deal,
}

impl Game {
    /// A new game; the first dealer is drawn from the seed.
    pub fn new(rules: Rules, seed: u64) -> Result<(Game, Vec<Event>), RulesError> {
        rules.validate()?;
        let dealer = deal::deal_rng(seed, 0).random_range(0..u32::from(rules.players)) as Seat;
        let (deal, events) = Deal::start(&rules, seed, 0, dealer);
        let start = if rules.is_duz() { i32::from(rules.starting_points) } else { 0 };
        let totals = vec![start; usize::from(rules.players)];
        Ok((Game { rules, seed, deals_dealt: 1, deals_counted: 0, totals, results: Vec::new(), deal }, events))
    }

    /// A game continuing from an arbitrary deal state (see `position`).
    pub(crate) fn from_deal(rules: Rules, seed: u64, deal: Deal, totals: Vec<i32>, deals_counted: u16) -> Game {
        Game {
            deals_dealt: deal.number.saturating_add(1),
            rules,
            seed,
            deals_counted,
            totals,
            results: Vec::new(),
            deal,
        }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The current deal, with everything in it (hidden tiles too): for the engine, tests and
    /// saving. Players and bots get a [`crate::view::SeatView`] instead.
    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    pub fn phase(&self) -> Phase {
        self.deal.phase
    }

    /// The seat to move.
    pub fn turn(&self) -> Seat {
        self.deal.turn
    }

    pub fn totals(&self) -> &[i32] {
        &self.totals
    }

    /// Every ended deal's result, in order.
    pub fn results(&self) -> &[DealResult] {
        &self.results
    }

    /// How each seat's score of the deal just ended was made, penalties apart: what its hand
    /// counted and why, and what multiplied it (the score sheet explains its numbers with it).
    /// `None` while the deal goes on.
    pub fn hand_scores(&self) -> Option<Vec<crate::scoring::HandScore>> {
        self.deal.hand_scores(&self.rules)
    }

    pub fn deals_counted(&self) -> u16 {
        self.deals_counted
    }

    pub fn is_over(&self) -> bool {
        self.deal.phase == Phase::GameOver
    }

    /// Okey 101: seats with the lowest total (with partners, the lowest team total). Düz Okey:
    /// the highest scores: with four players the top two ("the two players with the highest
    /// scores ... are the winners"), ties included; with partners the team ahead.
    pub fn leaders(&self) -> Vec<Seat> {
        if self.rules.is_duz() {
            return self.classic_leaders();
        }
        let score = |seat: Seat| {
            if self.rules.partners {
                self.totals[seat] + self.totals[(seat + 2) % self.totals.len()]
            } else {
                self.totals[seat]
            }
        };
        let best = (0..self.totals.len()).map(score).min().unwrap_or(0);
        (0..self.totals.len()).filter(|&s| score(s) == best).collect()
    }

    fn classic_leaders(&self) -> Vec<Seat> {
        let mut sorted = self.totals.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        // Partners share their losses, so the team ahead holds the top score.
        let places = if self.totals.len() == 4 && !self.rules.partners { 2 } else { 1 };
        let cutoff = sorted.get(places - 1).copied().unwrap_or(0);
        let mut leaders: Vec<Seat> = (0..self.totals.len()).filter(|&s| self.totals[s] >= cutoff).collect();
        if self.rules.partners
            && let Some(&first) = leaders.first()
        {
            leaders = vec![first.min((first + 2) % 4), first.max((first + 2) % 4)];
        }
        leaders
    }

    /// Applies `action` for `seat`. On error the game is unchanged.
    pub fn apply(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, ActionError> {
        if let Action::NextDeal = action {
            self.check_seat(seat)?;
            return self.next_deal();
        }
        let (deal, events) = self.play(seat, action)?;
        recycle(std::mem::replace(&mut self.deal, deal));
        Ok(self.after_action(events))
    }

    /// Whether the engine accepts `action` from `seat` now, answered by playing it on a working
    /// copy of the deal that is then dropped: the game is untouched. An app asks this before it
    /// offers a control or asks a question about a move, so that it never offers a move the
    /// engine would refuse.
    pub fn accepts(&self, seat: Seat, action: &Action) -> bool {
        match action {
            Action::NextDeal => self.check_seat(seat).is_ok() && self.deal.phase == Phase::DealOver,
            _ => self.play(seat, action).map(|(deal, _)| recycle(deal)).is_ok(),
        }
    }

    fn check_seat(&self, seat: Seat) -> Result<(), ActionError> {
        if seat >= self.totals.len() { Err(ActionError::NoSuchSeat { seat }) } else { Ok(()) }
    }

    /// The deal after `action` and its events, on a working copy; the game is untouched. Every
    /// action but `NextDeal`, which starts a deal rather than changing one.
    fn play(&self, seat: Seat, action: &Action) -> Result<(Deal, Vec<Event>), ActionError> {
        self.check_seat(seat)?;
        match self.deal.phase {
            Phase::GameOver => return Err(ActionError::GameOver),
            Phase::DealOver => return Err(ActionError::WrongPhase { phase: Phase::DealOver }),
            Phase::Draw | Phase::Play => {}
        }
        if self.rules.is_duz() {
            return self.play_classic(seat, action);
        }
        if seat != self.deal.turn {
            return Err(ActionError::NotYourTurn { seat, turn: self.deal.turn });
        }
        // Handlers check before they change, but a copy makes "refused means untouched" certain.
        let mut deal = working_copy(&self.deal);
        let rules = &self.rules;
        let events = match action {
            Action::Draw => deal.draw(seat, rules),
            Action::TakeDiscard => deal.take_discard(seat, rules),
            Action::TakeIndicator => deal.take_indicator(seat, rules),
            Action::ReturnTaken => deal.return_taken(seat, rules),
            Action::Lay { melds } => deal.lay(seat, melds, rules),
            Action::LayOff { tile, meld, side } => deal.lay_off(seat, *tile, *meld, *side, rules),
            Action::RetrieveOkey { tile, meld } => deal.retrieve_okey(seat, *tile, *meld, rules),
            Action::TakeBack { tile } => deal.take_back(seat, Some(*tile)),
            Action::TakeBackAll => deal.take_back(seat, None),
            Action::Discard { tile } => deal.discard(seat, *tile, rules),
            Action::Finish { .. } => {
                Err(ActionError::NotInThisGame { action: ActionKind::Finish, game: Variant::Okey101 })
            }
            Action::ShowIndicator => {
                Err(ActionError::NotInThisGame { action: ActionKind::ShowIndicator, game: Variant::Okey101 })
            }
            Action::NextDeal => Err(ActionError::DealNotOver),
        };
        settle(deal, events)
    }

    /// `play` for Düz Okey; the indicator's twin may be shown out of turn.
    fn play_classic(&self, seat: Seat, action: &Action) -> Result<(Deal, Vec<Event>), ActionError> {
        if *action != Action::ShowIndicator && seat != self.deal.turn {
            return Err(ActionError::NotYourTurn { seat, turn: self.deal.turn });
        }
        let not_here = |action: ActionKind| Err(ActionError::NotInThisGame { action, game: Variant::Duz });
        let mut deal = working_copy(&self.deal);
        let events = match action {
            Action::Draw => deal.classic_draw(seat, &self.rules),
            Action::TakeDiscard => deal.classic_take_discard(seat),
            Action::Discard { tile } => deal.classic_discard(seat, *tile),
            Action::Finish { tile } => deal.classic_finish(seat, *tile, &self.rules),
            Action::ShowIndicator => deal.show_indicator(seat),
            Action::TakeIndicator => not_here(ActionKind::TakeIndicator),
            Action::ReturnTaken => not_here(ActionKind::ReturnTaken),
            Action::Lay { .. } => not_here(ActionKind::Lay),
            Action::LayOff { .. } => not_here(ActionKind::LayOff),
            Action::RetrieveOkey { .. } => not_here(ActionKind::RetrieveOkey),
            Action::TakeBack { .. } | Action::TakeBackAll => not_here(ActionKind::TakeBack),
            Action::NextDeal => Err(ActionError::DealNotOver),
        };
        settle(deal, events)
    }

    /// Records a result the action produced.
    fn after_action(&mut self, mut events: Vec<Event>) -> Vec<Event> {
        if let Some(result) = self.deal.result.clone() {
            events.extend(self.record_result(result));
        }
        events
    }

    fn record_result(&mut self, result: DealResult) -> Vec<Event> {
        for (total, score) in self.totals.iter_mut().zip(&result.scores) {
            *total += score;
        }
        self.deals_counted += u16::from(result.counts);
        self.results.push(result);
        let over = if self.rules.is_duz() {
            self.totals.iter().any(|&t| t <= 0)
        } else {
            self.deals_counted >= self.rules.deals
        };
        if over {
            self.deal.phase = Phase::GameOver;
            return vec![Event::GameEnded { totals: self.totals.clone(), winners: self.leaders() }];
        }
        Vec::new()
    }

    fn next_deal(&mut self) -> Result<Vec<Event>, ActionError> {
        match self.deal.phase {
            Phase::DealOver => {}
            Phase::GameOver => return Err(ActionError::GameOver),
            Phase::Draw | Phase::Play => return Err(ActionError::DealNotOver),
        }
        // After a won deal the deal passes on; after a cancelled one the same dealer deals again.
        let won = self.results.last().is_some_and(|r| matches!(r.end, crate::scoring::DealEnd::Won { .. }));
        let dealer = if won { (self.deal.dealer + 1) % self.totals.len() } else { self.deal.dealer };
        let (deal, events) = Deal::start(&self.rules, self.seed, self.deals_dealt, dealer);
        self.deal = deal;
        self.deals_dealt += 1;
        Ok(events)
    }

    /// Whether `seat` may take the previous discard now; the error says why not.
    pub fn can_take_discard(&self, seat: Seat) -> Result<(), ActionError> {
        self.play(seat, &Action::TakeDiscard).map(|(deal, _)| recycle(deal))
    }

    /// What laying `melds` now would be worth as `seat`'s opening, without laying anything.
    pub fn preview_opening(&self, seat: Seat, melds: &[MeldSpec]) -> OpeningPreview {
        let needed_value = self.deal.sets_threshold;
        let needed_pairs = self.deal.pairs_threshold;
        let mut preview =
            OpeningPreview { value: 0, pairs: 0, needed_value, needed_pairs, enough: false, problem: None };
        let mut trial = self.deal.clone();
        // Preview as if it were this seat's play phase, so it works while others move too.
        trial.turn = seat;
        trial.phase = Phase::Play;
        trial.turn_state.placements.clear();
        if let Err(e) = trial.lay(seat, melds, &self.rules) {
            preview.problem = Some(e.to_string());
            return preview;
        }
        if let Some((with, value, pairs)) = trial.opening_so_far() {
            preview.value = value;
            preview.pairs = pairs;
            preview.enough = match with {
                OpenedWith::SetsAndRuns => value >= needed_value,
                OpenedWith::Pairs => pairs >= needed_pairs,
            };
            // A discard taken before opening must be in the opening, or it does not open.
            if let Some(deal::Taken::Discard { tile, .. }) = self.deal.turn_state.taken
                && self.deal.turn == seat
                && !melds.iter().any(|m| m.tiles.contains(&tile))
            {
                preview.enough = false;
                preview.problem = Some(ActionError::TakenTileNotInOpening { tile }.to_string());
            }
        }
        preview
    }

    /// The penalty discarding `tile` now would cost `seat`, if any.
    pub fn discard_penalty(&self, seat: Seat, tile: TileId) -> Option<PenaltyReason> {
        if self.rules.is_duz() {
            return None;
        }
        let finishing = self.deal.racks.get(seat)?.len() == 1;
        if finishing {
            None
        } else if self.deal.okey.is_wild(tile) {
            Some(PenaltyReason::DiscardedOkey)
        } else if self.deal.fits_table(tile) {
            Some(PenaltyReason::DiscardedPlayableTile)
        } else {
            None
        }
    }

    /// The penalty taking back `tile` now (with `None`, everything laid this turn) would cost
    /// `seat`, if any: taking back more than the last tile laid costs 101, so ask first.
    pub fn take_back_penalty(&self, seat: Seat, tile: Option<TileId>) -> Option<PenaltyReason> {
        let action = tile.map_or(Action::TakeBackAll, |tile| Action::TakeBack { tile });
        match self.penalty_for(seat, &action)? {
            Event::Penalized { reason, .. } => Some(reason),
            _ => None,
        }
    }

    /// The `Penalized` event (points and reason) that applying `action` now would charge `seat`,
    /// without applying it: `None` when it costs nothing or would be refused. It plays the action
    /// on a copy of the game, so the answer is the engine's own, whatever the rules.
    pub fn penalty_for(&self, seat: Seat, action: &Action) -> Option<Event> {
        let (deal, events) = self.play(seat, action).ok()?;
        recycle(deal);
        events.into_iter().find(|event| matches!(event, Event::Penalized { seat: charged, .. } if *charged == seat))
    }

    /// Checks the game's invariant: all 106 tiles are somewhere, each exactly once.
    pub fn tiles_accounted_for(&self) -> bool {
        let mut seen = [false; TileId::COUNT];
        let all = self.deal.all_tiles();
        all.len() == TileId::COUNT && all.iter().all(|t| !std::mem::replace(&mut seen[t.index()], true))
    }

    /// The meld rules of the current deal (its okey), for building melds outside the engine.
    pub fn meld_rules(&self) -> crate::meld::MeldRules {
        self.deal.meld_rules
    }

    /// Builds a meld from tiles under the current deal's okey.
    pub fn meld(&self, kind: MeldKind, tiles: Vec<TileId>) -> Result<Meld, crate::meld::MeldError> {
        Meld::new(kind, tiles, self.deal.meld_rules)
    }
}

/// What a would-be opening is worth, for the opening counter ("96 / 101", "4 / 5 pairs").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningPreview {
    pub value: u32,
    pub pairs: u8,
    pub needed_value: u32,
    pub needed_pairs: u8,
    pub enough: bool,
    /// Why these melds cannot be laid, if they cannot.
    pub problem: Option<String>,
}
