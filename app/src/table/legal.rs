//! What the player may do now, exactly as the engine answers: each control's move is tried on
//! a copy of the game (`Game::accepts`), never read off the engine's cheap list of the kinds
//! worth trying (`SeatView::allowed`, which bots use and which may offer more). Worked out once
//! per change of the game, the rack's arrangement or the selection, not once per view.

use super::Table;
use okey_core::action::{Action, MeldSpec, OpenedWith};
use okey_core::game::MeldId;
use okey_core::meld::{MeldKind, Side};
use okey_core::solver;
use okey_core::tile::TileId;
use okey_core::view::ActionKind;

/// The player's possible moves as the engine answers them, for the game as it stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Legal {
    pub draw: bool,
    pub take_discard: bool,
    pub take_indicator: bool,
    pub return_taken: bool,
    pub take_back: bool,
    pub next_deal: bool,
    pub show_indicator: bool,
    /// Some rack tile may be discarded now.
    pub discard: bool,
    /// Some rack tile may be laid off on some table meld now.
    pub lay_off: bool,
    /// The rack tiles whose discard the engine accepts and charges a penalty for.
    pub costly: Vec<TileId>,
    /// What Open lays now (every arranged group, or the best opening) and the opening's total
    /// with what was laid this turn; `None` when Open has nothing the engine would accept.
    pub open: Option<(Vec<MeldSpec>, u32)>,
    /// Lay lays the selection now (its reading is accepted).
    pub lay: bool,
    /// Finish discards the one selected tile and shows a winning hand now (Düz Okey).
    pub finish: bool,
    /// The most the rack's sets and runs are worth (the counter before anything is selected).
    pub best_value: u32,
}

impl Table {
    /// The player's possible moves, as last worked out.
    pub fn legal(&self) -> &Legal {
        &self.side.legal
    }

    /// Works the possible moves out again: the game moved (`game_moved`), or only the rack's
    /// arrangement or the selection changed.
    pub(super) fn refresh_legal(&mut self, game_moved: bool) {
        let game = self.session.game();
        let accepts = |action: &Action| game.accepts(self.seat, action);
        if game_moved {
            let rack = self.rack();
            let mut legal = Legal {
                draw: accepts(&Action::Draw),
                take_discard: accepts(&Action::TakeDiscard),
                take_indicator: accepts(&Action::TakeIndicator),
                return_taken: accepts(&Action::ReturnTaken),
                take_back: accepts(&Action::TakeBackAll),
                next_deal: accepts(&Action::NextDeal),
                show_indicator: accepts(&Action::ShowIndicator),
                best_value: solver::best_value(&rack, game.meld_rules()),
                ..Legal::default()
            };
            let kinds = self.session.view(self.seat).map(|v| v.allowed).unwrap_or_default();
            if kinds.contains(&ActionKind::Discard) {
                for &tile in &rack {
                    if accepts(&Action::Discard { tile }) {
                        legal.discard = true;
                        if game.discard_penalty(self.seat, tile).is_some() {
                            legal.costly.push(tile);
                        }
                    }
                }
            }
            if kinds.contains(&ActionKind::LayOff) {
                legal.lay_off = rack
                    .iter()
                    .any(|&tile| game.deal().table.iter().any(|meld| !self.lay_off_sides(tile, meld.id).is_empty()));
            }
            self.side.legal = legal;
        }
        self.side.legal.open = self.open_proposal();
        self.side.legal.lay =
            self.side.reading.as_ref().is_some_and(|melds| accepts(&Action::Lay { melds: melds.clone() }));
        self.side.legal.finish = match self.side.selected[..] {
            [tile] => accepts(&Action::Finish { tile }),
            _ => false,
        };
    }

    /// The ends of `meld` at which the engine lays `tile` off now: a run's low and high ends,
    /// a set's or a pair's `None` (it has no ends).
    pub(super) fn lay_off_sides(&self, tile: TileId, meld: MeldId) -> Vec<Option<Side>> {
        let game = self.session.game();
        let Some(target) = game.deal().table.iter().find(|m| m.id == meld) else { return Vec::new() };
        let sides: &[Option<Side>] = match target.meld.kind() {
            MeldKind::Run => &[Some(Side::Low), Some(Side::High)],
            MeldKind::Set | MeldKind::Pair => &[None],
        };
        let rules = game.meld_rules();
        sides
            .iter()
            .filter(|side| match side {
                Some(side) => target.meld.fits_at(tile, *side, rules),
                None => target.meld.fits(tile, rules).is_some(),
            })
            .filter(|&&side| game.accepts(self.seat, &Action::LayOff { tile, meld, side }))
            .copied()
            .collect()
    }

    /// What Open lays now, and the opening's total: every arranged group of the rack that is a
    /// meld, when they open with what was laid this turn (or the hand has opened); otherwise the
    /// engine's best way to open, of the family laid this turn if any. Only what the engine
    /// accepts.
    fn open_proposal(&self) -> Option<(Vec<MeldSpec>, u32)> {
        let game = self.session.game();
        if game.rules().is_duz() || game.turn() != self.seat || game.phase() != okey_core::Phase::Play {
            return None;
        }
        let view = self.session.view(self.seat)?;
        let rules = game.meld_rules();
        let so_far = view.opening_this_turn;
        let (value_so_far, pairs_so_far) = so_far.map_or((0, 0), |p| (p.value, p.pairs));
        let accepted =
            |melds: &Vec<MeldSpec>| !melds.is_empty() && game.accepts(self.seat, &Action::Lay { melds: melds.clone() });
        let grouped: Vec<MeldSpec> = self
            .slot_groups()
            .into_iter()
            .filter_map(|tiles| okey_core::meld::Meld::infer(tiles, rules).ok())
            .map(|meld| MeldSpec::new(meld.kind(), meld.tiles().to_vec()))
            .collect();
        if view.opened.is_some() {
            return accepted(&grouped).then_some((grouped, 0));
        }
        let preview = game.preview_opening(self.seat, &grouped);
        let grouped_total = value_so_far + preview.value;
        let grouped_opens = preview.problem.is_none()
            && match so_far.map(|p| p.with) {
                Some(OpenedWith::Pairs) => {
                    u32::from(pairs_so_far) + u32::from(preview.pairs) >= u32::from(view.pairs_threshold)
                }
                Some(OpenedWith::SetsAndRuns) => preview.pairs == 0 && grouped_total >= view.opening_threshold,
                None => preview.enough,
            };
        if grouped_opens && accepted(&grouped) {
            return Some((grouped, grouped_total));
        }
        let rack = self.rack();
        let sets =
            || solver::sets_opening(&rack, rules, view.must_use, view.opening_threshold.saturating_sub(value_so_far));
        let pairs =
            || solver::pairs_opening(&rack, rules, view.must_use, view.pairs_threshold.saturating_sub(pairs_so_far));
        let arrangement = match so_far.map(|p| p.with) {
            Some(OpenedWith::SetsAndRuns) => sets(),
            Some(OpenedWith::Pairs) => pairs(),
            None => sets().or_else(pairs),
        }?;
        let melds: Vec<MeldSpec> =
            arrangement.melds.iter().map(|m| MeldSpec::new(m.kind(), m.tiles().to_vec())).collect();
        let total = value_so_far + game.preview_opening(self.seat, &melds).value;
        accepted(&melds).then_some((melds, total))
    }
}
