//! The turn in Düz Okey (seed 002): draw or take the previous discard, discard, or discard and
//! show a winning hand; and showing the indicator's twin.
//!
//! As in `turn`, each handler checks before it changes anything.

use super::deal::Deal;
use super::{Phase, Seat};
use crate::action::Event;
use crate::error::ActionError;
use crate::meld::Meld;
use crate::rules::{OneColourWin, Rules};
use crate::scoring::DealEnd;
use crate::solver::classic::winning_hand;
use crate::tile::{Color, Plays, Print, TileId};

impl Deal {
    /// Draws the next stock tile; with the stock empty, the indicator if the rules make it the
    /// last tile, or else the deal ends with no score.
    pub(super) fn classic_draw(&mut self, seat: Seat, rules: &Rules) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Draw)?;
        let tile = if !self.stock.is_empty() {
            self.stock.remove(0)
        } else if rules.indicator_last_tile && !self.indicator_taken {
            self.indicator_taken = true;
            self.indicator
        } else {
            return Ok(self.end(DealEnd::StockExhausted, rules));
        };
        self.racks[seat].push(tile);
        self.seats[seat].has_drawn = true;
        self.takeable = None;
        self.phase = Phase::Play;
        Ok(vec![Event::Drew { seat, tile: Some(tile) }])
    }

    /// Takes the previous player's discard, which is always allowed in Düz Okey.
    pub(super) fn classic_take_discard(&mut self, seat: Seat) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Draw)?;
        let tile = self.takeable.ok_or(ActionError::NoDiscardToTake)?;
        let giver = self.previous_seat(seat);
        self.discards[giver].pop();
        self.racks[seat].push(tile);
        self.seats[seat].took.push(tile);
        self.seats[seat].has_drawn = true;
        self.takeable = None;
        self.phase = Phase::Play;
        Ok(vec![Event::TookDiscard { seat, tile, from: giver }])
    }

    /// Discards without finishing: no penalties in Düz Okey, an okey included.
    pub(super) fn classic_discard(&mut self, seat: Seat, tile: TileId) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Play)?;
        let at = self.rack_position(seat, tile)?;
        self.racks[seat].remove(at);
        self.discards[seat].push(tile);
        self.takeable = Some(tile);
        self.turn = (seat + 1) % self.players();
        self.phase = Phase::Draw;
        self.turn_state = Default::default();
        Ok(vec![Event::Discarded { seat, tile }, Event::TurnStarted { seat: self.turn }])
    }

    /// Discards `tile` and shows the other 14 tiles as a winning hand, ending the deal.
    pub(super) fn classic_finish(
        &mut self,
        seat: Seat,
        tile: TileId,
        rules: &Rules,
    ) -> Result<Vec<Event>, ActionError> {
        self.expect_phase(Phase::Play)?;
        self.rack_position(seat, tile)?;
        let melds = self.winning_melds(seat, tile).ok_or(ActionError::NotAWinningHand { tile })?;
        let hand: Vec<TileId> = self.racks[seat].iter().copied().filter(|&t| t != tile).collect();
        let seven_pairs = melds.iter().all(|m| m.kind() == crate::meld::MeldKind::Pair);
        let one_colour = self.one_colour_bonus(&hand, rules);
        self.racks[seat] = hand;
        self.discards[seat].push(tile);
        self.takeable = None;
        let end = DealEnd::Won {
            winner: seat,
            okey_finish: self.okey.is_wild(tile),
            pairs_finish: seven_pairs,
            all_at_once: false,
            one_colour,
        };
        let mut events = vec![Event::Discarded { seat, tile }, Event::ShowedHand { seat, melds }];
        events.extend(self.end(end, rules));
        Ok(events)
    }

    /// Whether a winning hand earns the one-colour doubling: every plain tile (okeys are wild)
    /// has one colour, and under `RedOrBlackDoubles` that colour is red or black.
    fn one_colour_bonus(&self, hand: &[TileId], rules: &Rules) -> bool {
        let mut colours = hand.iter().filter_map(|&t| match self.okey.plays(t) {
            Plays::As(face) => Some(face.color()),
            Plays::Wild => None,
        });
        let Some(first) = colours.next() else { return false };
        let one = colours.all(|c| c == first);
        match rules.one_colour_win {
            OneColourWin::Plain => false,
            OneColourWin::Doubles => one,
            OneColourWin::RedOrBlackDoubles => one && matches!(first, Color::Red | Color::Black),
        }
    }

    /// The tile `seat` could show as the indicator's twin now, if any: once per deal, before the
    /// seat's first draw, holding a tile with the indicator's face (seed 002: "can only be
    /// claimed before the holder of the matching tile first draws a tile").
    pub fn indicator_twin(&self, seat: Seat) -> Option<TileId> {
        let state = self.seats.get(seat)?;
        if state.has_drawn || state.showed_indicator || !matches!(self.phase, Phase::Draw | Phase::Play) {
            return None;
        }
        let face = self.indicator.print();
        self.racks[seat].iter().copied().find(|t| t.print() == face && matches!(face, Print::Numbered(_)))
    }

    pub(super) fn show_indicator(&mut self, seat: Seat) -> Result<Vec<Event>, ActionError> {
        let tile = self.indicator_twin(seat).ok_or(ActionError::CannotShowIndicator)?;
        self.seats[seat].showed_indicator = true;
        Ok(vec![Event::ShowedIndicator { seat, tile }])
    }

    /// The melds of a winning hand `seat` could show by discarding `tile`, if there are any.
    pub fn winning_melds(&self, seat: Seat, tile: TileId) -> Option<Vec<Meld>> {
        let rack = self.racks.get(seat)?;
        let at = rack.iter().position(|&t| t == tile)?;
        let mut hand = rack.clone();
        hand.remove(at);
        winning_hand(&hand, self.meld_rules)
    }
}
