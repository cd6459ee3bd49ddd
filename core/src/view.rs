//! What one seat may see: its own rack and everything face up, never another rack or the stock.
//!
//! A `SeatView` is an owned copy with no way back to the game, so a bot or a UI holding one
//! cannot reach hidden tiles.

use crate::action::{Action, Event};

use crate::error::ActionError;
use crate::game::{Deal, Game, TurnState};
use crate::meld::MeldRules;
use crate::rules::Rules;
use crate::seat::{Phase, Seat};
use crate::table_meld::OpenedWith;
use crate::table_meld::TableMeld;
use crate::tile::{Face, TileId};
use serde::{Deserialize, Serialize};

// The kinds of action, where the view first defined them; other crates name them here.
pub use crate::action::ActionKind;

/// An opening being laid: the live counter ("96 / 101", "4 / 5 pairs").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpeningThisTurn {
    pub with: OpenedWith,
    pub value: u32,
    pub pairs: u8,
    /// Enough for the current threshold (lay-offs may follow).
    pub met: bool,
}

/// Another seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OtherSeat {
    pub seat: Seat,
    pub rack_size: usize,
    pub opened: Option<OpenedWith>,
    /// The points and pairs it opened with (0 before it opens, or in a view serialized before they were kept).
    #[serde(default)]
    pub opened_value: u32,
    #[serde(default)]
    pub opened_pairs: u8,
    /// Discards this seat took this deal, which everyone saw.
    pub took: Vec<TileId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub seat: Seat,
    pub rules: Rules,
    pub deal: u32,
    pub dealer: Seat,
    pub indicator: TileId,
    /// The wild face.
    pub okey: Face,
    pub risk_round: bool,
    pub meld_rules: MeldRules,
    pub rack: Vec<TileId>,
    pub opened: Option<OpenedWith>,
    /// The points and pairs this seat opened with (0 before it opens).
    #[serde(default)]
    pub opened_value: u32,
    #[serde(default)]
    pub opened_pairs: u8,
    pub others: Vec<OtherSeat>,
    pub table: Vec<TableMeld>,
    /// Every seat's discards, most recent last.
    pub discards: Vec<Vec<TileId>>,
    /// The discard this seat could take, when it is its turn to draw.
    pub takeable: Option<TileId>,
    pub stock_size: usize,
    pub turn: Seat,
    pub phase: Phase,
    /// Points a sets-and-runs opening needs now.
    pub opening_threshold: u32,
    /// Pairs a pairs opening needs now.
    pub pairs_threshold: u8,
    /// Tiles this seat put on the table this turn (they can be taken back).
    pub laid_this_turn: Vec<TileId>,
    /// A tile taken this turn that must still be used.
    pub must_use: Option<TileId>,
    /// Discards this seat took this deal.
    #[serde(default)]
    pub took: Vec<TileId>,
    /// What this seat has laid towards its opening this turn, if it has not opened before.
    pub opening_this_turn: Option<OpeningThisTurn>,
    /// This seat's turn so far, while it is its turn: what it took, whether it put it back,
    /// and each placement with the meld as it was before (all of it face up on the table).
    #[serde(default)]
    pub turn_state: TurnState,
    /// Whether the indicator has left its place (Guide's last tile, Düz Okey's last draw).
    #[serde(default)]
    pub indicator_taken: bool,
    pub penalties: Vec<i32>,
    pub totals: Vec<i32>,
    pub allowed: Vec<ActionKind>,
}

impl SeatView {
    /// The view of `seat`, or `None` for a seat that does not exist.
    pub fn of(game: &Game, seat: Seat) -> Option<SeatView> {
        let deal = game.deal();
        let rack = deal.racks.get(seat)?.clone();
        let my_turn = deal.turn == seat;
        let laid_this_turn: Vec<TileId> = if my_turn {
            deal.turn_state.placements.iter().flat_map(|p| p.tiles.iter().copied()).collect()
        } else {
            Vec::new()
        };
        let must_use =
            if my_turn { deal.turn_state.taken.map(|t| t.tile()).filter(|t| rack.contains(t)) } else { None };
        let opening_this_turn = (my_turn && deal.seats[seat].opened.is_none())
            .then(|| deal.opening_so_far())
            .flatten()
            .map(|(with, value, pairs)| OpeningThisTurn { with, value, pairs, met: deal.opening_met() });
        Some(SeatView {
            seat,
            rules: game.rules().clone(),
            deal: deal.number,
            dealer: deal.dealer,
            indicator: deal.indicator,
            okey: deal.okey.face(),
            risk_round: deal.risk_round,
            meld_rules: deal.meld_rules,
            opened: deal.seats[seat].opened,
            opened_value: deal.seats[seat].opened_value,
            opened_pairs: deal.seats[seat].opened_pairs,
            took: deal.seats[seat].took.clone(),
            others: (0..deal.players())
                .filter(|&s| s != seat)
                .map(|s| OtherSeat {
                    seat: s,
                    rack_size: deal.racks[s].len(),
                    opened: deal.seats[s].opened,
                    opened_value: deal.seats[s].opened_value,
                    opened_pairs: deal.seats[s].opened_pairs,
                    took: deal.seats[s].took.clone(),
                })
                .collect(),
            table: deal.table.clone(),
            discards: deal.discards.clone(),
            takeable: if my_turn && !deal.turn_state.returned { deal.takeable } else { None },
            stock_size: deal.stock.len(),
            turn: deal.turn,
            phase: game.phase(),
            opening_threshold: deal.sets_threshold,
            pairs_threshold: deal.pairs_threshold,
            allowed: allowed(game, seat, !laid_this_turn.is_empty()),
            laid_this_turn,
            must_use,
            opening_this_turn,
            turn_state: if my_turn { deal.turn_state.clone() } else { TurnState::default() },
            indicator_taken: deal.indicator_taken,
            penalties: deal.seats.iter().map(|s| s.penalties).collect(),
            totals: game.totals().to_vec(),
            rack,
        })
    }
}

impl SeatView {
    /// Whether the engine accepts `actions`, one after the other, from this seat now; the
    /// error of the first it refuses. Bots and hints ask this rather than re-implement a rule.
    ///
    /// The engine is asked on a stand-in game built from this view alone: this seat's rack,
    /// the table, the discards and the turn so far are the real ones; the hidden tiles (other
    /// racks, the stock's order) are placeholders, since whether this seat's own action is
    /// legal never depends on them. The stand-in is not for playing on: a draw in it draws a
    /// placeholder.
    pub fn check(&self, actions: &[Action]) -> Result<Vec<Event>, ActionError> {
        let mut game = self.stand_in();
        let mut events = Vec::new();
        for action in actions {
            events.extend(game.apply(self.seat, action)?);
        }
        Ok(events)
    }

    /// Whether the engine accepts `action` from this seat now.
    pub fn accepts(&self, action: &Action) -> bool {
        self.check(std::slice::from_ref(action)).is_ok()
    }

    fn stand_in(&self) -> Game {
        let players = self.others.len() + 1;
        let mut shown = [false; crate::tile::TileId::COUNT];
        let face_up = self.rack.iter().chain(self.discards.iter().flatten());
        for tile in face_up.chain(self.table.iter().flat_map(|m| m.meld.tiles())) {
            shown[tile.index()] = true;
        }
        shown[self.indicator.index()] = true;
        let stock: Vec<TileId> = TileId::all().filter(|t| !shown[t.index()]).take(self.stock_size).collect();
        let mut racks = vec![Vec::new(); players];
        if let Some(rack) = racks.get_mut(self.seat) {
            rack.clone_from(&self.rack);
        }
        let mut deal = Deal::from_parts(
            &self.rules,
            self.deal,
            self.dealer,
            self.indicator,
            self.risk_round,
            racks,
            stock,
            self.turn,
        );
        deal.phase = self.phase;
        deal.table.clone_from(&self.table);
        deal.next_meld_id = self.table.iter().map(|m| m.id + 1).max().unwrap_or(0);
        deal.discards.clone_from(&self.discards);
        deal.turn_state.clone_from(&self.turn_state);
        deal.takeable = self.takeable;
        deal.indicator_taken = self.indicator_taken;
        deal.sets_threshold = self.opening_threshold;
        deal.pairs_threshold = self.pairs_threshold;
        for (seat, state) in deal.seats.iter_mut().enumerate() {
            let other = self.others.iter().find(|o| o.seat == seat);
            state.opened = other.map_or(self.opened, |o| o.opened);
            (state.opened_value, state.opened_pairs) =
                other.map_or((self.opened_value, self.opened_pairs), |o| (o.opened_value, o.opened_pairs));
            state.took = other.map_or_else(|| self.took.clone(), |o| o.took.clone());
            state.penalties = self.penalties.get(seat).copied().unwrap_or(0);
        }
        // Düz Okey: whether this seat may still show the indicator's twin is the engine's own
        // answer, in `allowed`; the stand-in holds it as "already shown" or not.
        if let Some(state) = deal.seats.get_mut(self.seat) {
            state.showed_indicator = !self.allowed.contains(&ActionKind::ShowIndicator);
        }
        Game::from_deal(self.rules.clone(), 0, deal, self.totals.clone(), 0)
    }
}

/// A cheap over-approximation of what `seat` may try: the engine still checks each action.
fn allowed(game: &Game, seat: Seat, laid: bool) -> Vec<ActionKind> {
    let deal = game.deal();
    let rules = game.rules();
    if rules.is_duz() {
        return allowed_classic(game, seat);
    }
    match game.phase() {
        Phase::GameOver => Vec::new(),
        Phase::DealOver => vec![ActionKind::NextDeal],
        _ if deal.turn != seat => Vec::new(),
        Phase::Draw => {
            let mut kinds = vec![ActionKind::Draw];
            if deal.takeable.is_some() && !deal.turn_state.returned {
                kinds.push(ActionKind::TakeDiscard);
            }
            if rules.indicator_last_tile && deal.stock.is_empty() && !deal.indicator_taken && !deal.turn_state.returned
            {
                kinds.push(ActionKind::TakeIndicator);
            }
            if rules.ten_pairs_finish && deal.seats[seat].opened.is_none() {
                kinds.push(ActionKind::Lay);
            }
            kinds
        }
        Phase::Play => {
            let mut kinds = vec![ActionKind::Lay, ActionKind::Discard];
            // The engine's own check: an earlier opening, or enough laid this turn where the
            // rules do not make the seat wait a turn.
            let opened = deal.check_opened_for_table_play(seat, rules).is_ok();
            if opened && !deal.table.is_empty() {
                kinds.push(ActionKind::LayOff);
                if rules.okey_retrieval {
                    kinds.push(ActionKind::RetrieveOkey);
                }
            }
            if laid {
                kinds.push(ActionKind::TakeBack);
            } else if deal.may_return_taken(rules) {
                kinds.push(ActionKind::ReturnTaken);
            }
            kinds
        }
    }
}

/// `allowed` for Düz Okey, where the indicator's twin may be shown out of turn.
fn allowed_classic(game: &Game, seat: Seat) -> Vec<ActionKind> {
    let deal = game.deal();
    let mut kinds = match game.phase() {
        Phase::GameOver => return Vec::new(),
        Phase::DealOver => return vec![ActionKind::NextDeal],
        _ if deal.turn != seat => Vec::new(),
        Phase::Draw if deal.takeable.is_some() => vec![ActionKind::Draw, ActionKind::TakeDiscard],
        Phase::Draw => vec![ActionKind::Draw],
        Phase::Play => vec![ActionKind::Discard, ActionKind::Finish],
    };
    if deal.indicator_twin(seat).is_some() {
        kinds.push(ActionKind::ShowIndicator);
    }
    kinds
}
