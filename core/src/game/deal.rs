//! One deal's state, and dealing it from a seed.

use super::{MeldId, Phase, Seat, TableMeld};
use crate::action::Event;
use crate::meld::{Meld, MeldKind, MeldRules};
use crate::rules::{FalseJokerIndicator, Rules, Starter, Variant};
use crate::scoring::DealResult;
use crate::table_meld::OpenedWith;
use crate::tile::{Okey, Print, TileId};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// What a seat has done so far in the deal.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub opened: Option<OpenedWith>,
    /// The points and pairs of the seat's opening, as its `Opened` event gave them (public: all
    /// saw the melds laid). Both 0 until it opens, and in a state serialized before they were
    /// kept (saved games are records, replayed, so they have them).
    #[serde(default)]
    pub opened_value: u32,
    #[serde(default)]
    pub opened_pairs: u8,
    /// +101 penalties charged this deal.
    pub penalties: i32,
    /// Discards this seat took this deal (face-up information every player has seen).
    #[serde(default)]
    pub took: Vec<TileId>,
    /// Düz Okey: the seat has drawn or taken a tile this deal (it can no longer show the indicator).
    #[serde(default)]
    pub has_drawn: bool,
    /// Düz Okey: the seat showed the indicator's twin ("gösterme").
    #[serde(default)]
    pub showed_indicator: bool,
}

/// Where a tile taken at the start of a turn came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "from", rename_all = "snake_case")]
pub enum Taken {
    Discard { tile: TileId, giver: Seat },
    Indicator { tile: TileId },
}

impl Taken {
    pub fn tile(self) -> TileId {
        match self {
            Taken::Discard { tile, .. } | Taken::Indicator { tile } => tile,
        }
    }
}

/// One thing put on the table this turn, with what undoes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub meld: MeldId,
    /// Tiles that went from the rack to the table.
    pub tiles: Vec<TileId>,
    /// The meld before; `None` when this placement created it.
    pub before: Option<Meld>,
    /// An okey that came from the table into the rack (Katlamali).
    pub okey_taken: Option<TileId>,
    /// The run end extended, for lay-off caps.
    pub side: Option<crate::meld::Side>,
}

/// The current turn's bookkeeping, reset when a turn starts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnState {
    pub taken: Option<Taken>,
    /// The taken tile was put back; only drawing is left.
    pub returned: bool,
    pub placements: Vec<Placement>,
    /// The turn began by laying ten pairs without taking a tile (`ten_pairs_finish`), so taking
    /// them back must lead back to the draw.
    #[serde(default)]
    pub laid_before_drawing: bool,
}

/// The state of one deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub number: u32,
    pub dealer: Seat,
    pub indicator: TileId,
    pub okey: Okey,
    pub risk_round: bool,
    pub racks: Vec<Vec<TileId>>,
    /// In draw order: the next tile drawn is the first.
    pub stock: Vec<TileId>,
    /// Each seat's discards, most recent last.
    pub discards: Vec<Vec<TileId>>,
    pub table: Vec<TableMeld>,
    pub next_meld_id: MeldId,
    pub seats: Vec<SeatState>,
    pub turn: Seat,
    pub phase: Phase,
    pub turn_state: TurnState,
    /// The previous player's discard, while it may still be taken.
    pub takeable: Option<TileId>,
    /// Whether the indicator has left its place (Guide's last tile).
    pub indicator_taken: bool,
    pub sets_threshold: u32,
    pub pairs_threshold: u8,
    pub meld_rules: MeldRules,
    pub result: Option<DealResult>,
}

/// Shuffles with Fisher-Yates over `u32` ranges, which `rand` samples identically on every platform.
pub(crate) fn shuffle(tiles: &mut [TileId], rng: &mut ChaCha8Rng) {
    for i in (1..tiles.len()).rev() {
        let j = rng.random_range(0..=i as u32) as usize;
        tiles.swap(i, j);
    }
}

/// The generator for a game's deal `number` (stream 0 picks the first dealer).
pub(crate) fn deal_rng(seed: u64, stream: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(stream);
    rng
}

impl Deal {
    /// Makes `self` a copy of `source`, reusing `self`'s buffers: the engine works on a copy of
    /// the deal for every action, and allocating one each time was a tenth of a bot's deal.
    /// Every field is named, so a new field cannot be forgotten.
    pub(crate) fn copy_from(&mut self, source: &Deal) {
        let Deal {
            number,
            dealer,
            indicator,
            okey,
            risk_round,
            racks,
            stock,
            discards,
            table,
            next_meld_id,
            seats,
            turn,
            phase,
            turn_state,
            takeable,
            indicator_taken,
            sets_threshold,
            pairs_threshold,
            meld_rules,
            result,
        } = source;
        (self.number, self.dealer, self.indicator, self.okey, self.risk_round) =
            (*number, *dealer, *indicator, *okey, *risk_round);
        self.racks.clone_from(racks);
        self.stock.clone_from(stock);
        self.discards.clone_from(discards);
        self.table.clone_from(table);
        self.next_meld_id = *next_meld_id;
        self.seats.truncate(seats.len());
        for (i, seat) in seats.iter().enumerate() {
            match self.seats.get_mut(i) {
                Some(mine) => {
                    let SeatState { opened, opened_value, opened_pairs, penalties, took, has_drawn, showed_indicator } =
                        seat;
                    (mine.opened, mine.opened_value, mine.opened_pairs) = (*opened, *opened_value, *opened_pairs);
                    (mine.penalties, mine.has_drawn, mine.showed_indicator) =
                        (*penalties, *has_drawn, *showed_indicator);
                    mine.took.clone_from(took);
                }
                None => self.seats.push(seat.clone()),
            }
        }
        (self.turn, self.phase) = (*turn, *phase);
        let TurnState { taken, returned, placements, laid_before_drawing } = turn_state;
        (self.turn_state.taken, self.turn_state.returned, self.turn_state.laid_before_drawing) =
            (*taken, *returned, *laid_before_drawing);
        self.turn_state.placements.clone_from(placements);
        (self.takeable, self.indicator_taken, self.sets_threshold, self.pairs_threshold, self.meld_rules) =
            (*takeable, *indicator_taken, *sets_threshold, *pairs_threshold, *meld_rules);
        self.result.clone_from(result);
    }

    /// Deals deal `number` of a game with `seed`, `dealer` dealing.
    pub fn start(rules: &Rules, seed: u64, number: u32, dealer: Seat) -> (Deal, Vec<Event>) {
        let mut wall: Vec<TileId> = TileId::all().collect();
        shuffle(&mut wall, &mut deal_rng(seed, u64::from(number) + 1));
        // The indicator is the wall's last numbered tile; false jokers passed over stay in the
        // wall, as the physical procedure puts them back. A false joker seen first makes a risk round.
        let risk_round = rules.false_joker_indicator == FalseJokerIndicator::RiskRound
            && wall.last().is_some_and(|t| t.print() == Print::FalseJoker);
        let indicator_at = wall.iter().rposition(|t| t.print() != Print::FalseJoker).unwrap_or(0);
        let indicator = wall.remove(indicator_at);
        let players = usize::from(rules.players);
        let starter = match rules.starter {
            Starter::AfterDealer => (dealer + 1) % players,
            Starter::Dealer => dealer,
        };
        let mut racks = vec![Vec::new(); players];
        let mut next = 0;
        for offset in 0..players {
            let seat = (starter + offset) % players;
            let count = if seat == starter { rules.hand_size() + 1 } else { rules.hand_size() };
            racks[seat] = wall[next..next + count].to_vec();
            next += count;
        }
        let stock = wall[next..].to_vec();
        let deal = Deal::from_parts(rules, number, dealer, indicator, risk_round, racks, stock, starter);
        let events = deal.opening_events(starter);
        (deal, events)
    }

    /// A deal at the start of `turn`'s first move, from its parts (also used by positions).
    #[allow(clippy::too_many_arguments)]
    pub fn from_parts(
        rules: &Rules,
        number: u32,
        dealer: Seat,
        indicator: TileId,
        risk_round: bool,
        racks: Vec<Vec<TileId>>,
        stock: Vec<TileId>,
        turn: Seat,
    ) -> Deal {
        let okey = match indicator.print() {
            Print::Numbered(face) => Okey::from_indicator(face),
            // Never dealt, and refused in positions; a defined okey all the same.
            Print::FalseJoker => Okey::from_face(crate::tile::Face::LOWEST),
        };
        let players = racks.len();
        let phase = if racks[turn].len() == rules.hand_size() + 1 { Phase::Play } else { Phase::Draw };
        let meld_rules = match rules.variant {
            Variant::Okey101 => MeldRules::okey101(okey, rules.joker_pairs),
            // Seed 002: 12-13-1 is a run, and "a joker can be used with any tile to form a pair".
            Variant::Duz => MeldRules { okey, one_after_thirteen: true, joker_pairs: true },
        };
        Deal {
            number,
            dealer,
            indicator,
            okey,
            risk_round,
            racks,
            stock,
            discards: vec![Vec::new(); players],
            table: Vec::new(),
            next_meld_id: 0,
            seats: vec![SeatState::default(); players],
            turn,
            phase,
            turn_state: TurnState::default(),
            takeable: None,
            indicator_taken: false,
            sets_threshold: u32::from(rules.opening_threshold),
            pairs_threshold: rules.pairs_threshold,
            meld_rules,
            result: None,
        }
    }

    fn opening_events(&self, starter: Seat) -> Vec<Event> {
        let mut events = vec![Event::DealStarted {
            deal: self.number,
            dealer: self.dealer,
            starter,
            indicator: self.indicator,
            okey: self.okey.face(),
            risk_round: self.risk_round,
        }];
        events.extend(self.racks.iter().enumerate().map(|(seat, rack)| Event::RackDealt {
            seat,
            count: rack.len(),
            tiles: rack.clone(),
        }));
        events.push(Event::TurnStarted { seat: self.turn });
        events
    }

    pub fn players(&self) -> usize {
        self.racks.len()
    }

    pub fn previous_seat(&self, seat: Seat) -> Seat {
        (seat + self.players() - 1) % self.players()
    }

    pub fn meld(&self, id: MeldId) -> Option<&TableMeld> {
        self.table.iter().find(|m| m.id == id)
    }

    /// Every tile once: racks, stock, discards, table and the indicator in its place.
    pub fn all_tiles(&self) -> Vec<TileId> {
        let mut tiles: Vec<TileId> = self.racks.iter().flatten().copied().collect();
        tiles.extend(&self.stock);
        tiles.extend(self.discards.iter().flatten());
        tiles.extend(self.table.iter().flat_map(|m| m.meld.tiles().iter().copied()));
        if !self.indicator_taken {
            tiles.push(self.indicator);
        }
        tiles
    }

    /// The melds this seat laid new this turn (not lay-offs).
    pub fn new_melds_this_turn(&self) -> impl Iterator<Item = &Meld> {
        self.turn_state
            .placements
            .iter()
            .filter(|p| p.before.is_none())
            .filter_map(|p| self.meld(p.meld).map(|m| &m.meld))
    }

    /// What an unopened seat has laid this turn: family, value, pairs. Tiles the seat added to
    /// its own new melds this turn count, as the table shows one longer meld; lay-offs on
    /// others' melds do not.
    pub fn opening_so_far(&self) -> Option<(OpenedWith, u32, u8)> {
        let mut result: Option<(OpenedWith, u32, u8)> = None;
        for meld in self.new_melds_this_turn() {
            let with = if meld.kind() == MeldKind::Pair { OpenedWith::Pairs } else { OpenedWith::SetsAndRuns };
            let entry = result.get_or_insert((with, 0, 0));
            entry.1 += meld.value();
            entry.2 += u8::from(meld.kind() == MeldKind::Pair);
        }
        result
    }

    /// Whether this turn's new melds already make a valid opening (so lay-offs may follow).
    pub fn opening_met(&self) -> bool {
        match self.opening_so_far() {
            Some((OpenedWith::SetsAndRuns, value, _)) => value >= self.sets_threshold,
            Some((OpenedWith::Pairs, _, pairs)) => pairs >= self.pairs_threshold,
            None => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::bot::{Bot, Easy};
    use crate::{Game, Preset, Rules};

    /// A deal some way into play, with melds on the table, discards taken and penalties.
    fn deal_after(seed: u64, moves: usize) -> super::Deal {
        let (mut game, _) = Game::new(Rules::preset(Preset::Standard), seed).unwrap();
        for _ in 0..moves {
            let seat = game.turn();
            let Some(view) = crate::SeatView::of(&game, seat) else { break };
            if game.apply(seat, &Easy.decide(&view)).is_err() {
                break;
            }
        }
        game.deal().clone()
    }

    #[test]
    fn copy_from_makes_an_equal_deal_whatever_the_buffers_held() {
        for (source, spare) in [(deal_after(1, 120), deal_after(2, 10)), (deal_after(3, 5), deal_after(4, 200))] {
            let mut copy = spare;
            copy.copy_from(&source);
            assert_eq!(copy, source);
        }
    }
}
