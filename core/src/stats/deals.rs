//! A recorded game's deals one by one: each ended deal's figures for the seat, and where in the
//! record it ended, so that the deals of a game still in progress are counted as they end and
//! never again (when more of them end, or when the game is finished and recorded whole).
//!
//! A game in progress is known by the id of its record up to the end of its last counted deal
//! (rules, seed and moves so far, as [`super::game_id`] hashes a whole game): the same game
//! played on extends that record, so one of its deal ends hashes to the id kept; another game
//! never does, even from the same seed, unless it is the very same play.

use super::{Tally, game_id_of};
use crate::action::{Event, OpenedWith};
use crate::game::Seat;
use crate::record::{Record, RecordError, Recorder};
use crate::scoring::DealEnd;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

/// How many games in progress are remembered with their counted deals; a game left unfinished
/// for longer than this many others is forgotten (its deals stay counted).
pub const GAMES_IN_PROGRESS: usize = 50;

/// The deals of a game in progress already counted: the record's id up to the end of the last
/// of them, and how many there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Counted {
    pub id: u64,
    pub deals: u32,
}

/// As written in the statistics file: the id in hex.
#[derive(Serialize, Deserialize)]
pub(super) struct CountedStored {
    pub id: String,
    pub deals: u32,
}

/// A record replayed deal by deal.
pub(super) struct Deals {
    pub recorder: Recorder,
    /// Each ended deal's figures for the seat (one deal each).
    pub tallies: Vec<Tally>,
    /// The id of the record up to the end of each ended deal.
    pub ids: Vec<u64>,
}

impl Deals {
    /// Replays `record`, keeping `seat`'s figures of each deal as it ends.
    pub fn of(record: &Record, seat: Seat) -> Result<Deals, RecordError> {
        let (mut recorder, _) = Recorder::new(record.rules.clone(), record.seed)?;
        let duz = record.rules.is_duz();
        let mut tallies = Vec::new();
        let mut ids = Vec::new();
        let mut deal = Tally::default();
        for (index, m) in record.moves.iter().enumerate() {
            let events = recorder.apply(m.seat, &m.action).map_err(|error| m.illegal(index, error))?;
            for event in &events {
                match event {
                    Event::Opened { seat: who, with, .. } if *who == seat => {
                        deal.openings += 1;
                        deal.pairs_openings += u32::from(*with == OpenedWith::Pairs);
                    }
                    Event::Penalized { seat: who, .. } if *who == seat => deal.penalties += 1,
                    _ => {}
                }
            }
            let results = recorder.game().results();
            if results.len() > tallies.len()
                && let Some(result) = results.last()
            {
                let score = i64::from(result.scores.get(seat).copied().unwrap_or(0));
                deal.deals = 1;
                deal.deal_score_sum = if duz { -score } else { score };
                deal.deals_won = u32::from(matches!(result.end, DealEnd::Won { winner, .. } if winner == seat));
                deal.penalty_points = i64::from(result.penalties.get(seat).copied().unwrap_or(0));
                tallies.push(std::mem::take(&mut deal));
                ids.push(game_id_of(record, index + 1));
            }
        }
        Ok(Deals { recorder, tallies, ids })
    }

    /// How many of these deals `counted` (the games in progress remembered) holds.
    pub fn already_counted(&self, counted: &VecDeque<Counted>) -> usize {
        (1..=self.ids.len())
            .rev()
            .find(|&deals| counted.iter().any(|c| c.id == self.ids[deals - 1] && c.deals as usize == deals))
            .unwrap_or(0)
    }

    /// The figures of the deals from `from` on.
    pub fn sum_from(&self, from: usize) -> Tally {
        let mut sum = Tally::default();
        for tally in self.tallies.iter().skip(from) {
            sum.merge(tally);
        }
        sum
    }
}
