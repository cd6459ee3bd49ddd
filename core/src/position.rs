//! The position notation: an exact situation at the start of a turn, as text, like FEN in chess.
//!
//! ```text
//! okey-position 1
//! rules: standard
//! seed: 7
//! deal: 0
//! dealer: 3
//! indicator: K5
//! risk: no
//! turn: 0
//! thresholds: 101 5
//! rack 0: R1 R2 R3 ...
//! rack 1: ...
//! opened 1: sets
//! penalties 2: 101
//! drawn: 0 1
//! showed: 1
//! stock: Y4 B9 ...
//! discards 3: R9 K2
//! takeable: K2
//! meld 0 by 1 run: R5 R6 R7
//! totals: 0 0 0 0
//! counted: 0
//! ```
//!
//! `drawn` and `showed` (Düz Okey) list the seats that have drawn this deal and those that
//! showed the indicator's twin ("gösterme").
//! Every line is `label: value`; order does not matter, blank lines and `#` comments are ignored.
//! For tests and tutorials a rack may end with `...` (filled to the hand size of the rules named
//! above it: 21 in Okey 101, 14 in Düz Okey; `...22` to 22) and the
//! stock or a discard pile with `...` (every tile not named anywhere; a pile's named tiles stay on top): fillers come from the unnamed tiles,
//! shuffled by the seed, racks in seat order first.
//! `rules` is a preset name or the rules as one line of JSON. `stock` is in draw order,
//! `discards` oldest first, `takeable` the previous seat's last discard if it may be taken.
//! Tiles are faces; physical ids go to the first free copy. A position has no half-played
//! turn: the seat to move is about to draw, or holds 22 tiles with nothing laid or taken yet
//! (the starter, or a seat that has just drawn from the stock).
//!
//! [`TableSetup`] is the parsed text, unchecked; [`TableSetup::into_game`] checks it and reports
//! every problem at once.

use crate::game::{Deal, Game};
use crate::meld::{Meld, MeldKind};
use crate::notation::{TileAllocator, format_tiles, parse_print, parse_prints};
use crate::rules::{Preset, Rules};
use crate::seat::Phase;
use crate::table_meld::OpenedWith;
use crate::table_meld::TableMeld;
use crate::tile::{Print, TileId};
use std::collections::BTreeMap;
use thiserror::Error;

const HEADER: &str = "okey-position 1";

/// A syntax error in position text, with its line (1-based).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}: {message}")]
pub struct PositionParseError {
    pub line: usize,
    pub message: String,
}

/// A well-formed position that is not a legal one, with every problem found.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("impossible position: {}", problems.join("; "))]
pub struct SetupError {
    pub problems: Vec<String>,
}

/// A meld as written in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MeldSetup {
    pub id: u32,
    pub owner: usize,
    pub kind: MeldKind,
    pub tiles: Vec<Print>,
}

/// Named tiles, perhaps followed by a filler (`...`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TileList {
    pub named: Vec<Print>,
    /// `Some(n)`: fill up to n tiles; `Some(usize::MAX)`: every unnamed tile.
    pub fill_to: Option<usize>,
}

impl TileList {
    fn parse(text: &str, default_fill: usize) -> Result<TileList, crate::notation::NotationError> {
        let trimmed = text.trim_end();
        let Some(at) = trimmed.rfind("...") else { return Ok(TileList { named: parse_prints(text)?, fill_to: None }) };
        let count = &trimmed[at + 3..];
        let fill_to = if count.is_empty() {
            default_fill
        } else {
            count.parse().map_err(|_| crate::notation::NotationError {
                token: trimmed[at..].to_owned(),
                offset: at,
                reason: "expected a number after ...",
            })?
        };
        Ok(TileList { named: parse_prints(&trimmed[..at])?, fill_to: Some(fill_to) })
    }
}

/// A parsed, unchecked position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSetup {
    pub rules: Rules,
    pub seed: u64,
    pub deal: u32,
    pub dealer: usize,
    pub indicator: Print,
    /// A risk round (Guide): every score of the deal doubled.
    pub risk_round: bool,
    pub turn: usize,
    pub thresholds: (u32, u8),
    pub racks: BTreeMap<usize, TileList>,
    pub opened: BTreeMap<usize, OpenedWith>,
    pub penalties: BTreeMap<usize, i32>,
    /// Düz Okey: seats that have drawn this deal, and seats that showed the indicator's twin.
    pub drawn: Vec<usize>,
    pub showed: Vec<usize>,
    pub stock: TileList,
    pub discards: BTreeMap<usize, TileList>,
    pub takeable: Option<Print>,
    pub melds: Vec<MeldSetup>,
    pub totals: Vec<i32>,
    pub counted: u16,
}

fn kind_name(kind: MeldKind) -> &'static str {
    match kind {
        MeldKind::Set => "set",
        MeldKind::Run => "run",
        MeldKind::Pair => "pair",
    }
}

impl TableSetup {
    /// Parses position text.
    pub fn parse(text: &str) -> Result<TableSetup, PositionParseError> {
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()));
        let err = |line: usize, message: String| PositionParseError { line, message };
        match lines.find(|(_, l)| !l.is_empty()) {
            Some((_, HEADER)) => {}
            Some((line, other)) => return Err(err(line, format!("expected `{HEADER}`, found `{other}`"))),
            None => return Err(err(1, "empty position".to_owned())),
        }
        let mut setup = TableSetup {
            rules: Rules::default(),
            seed: 0,
            deal: 0,
            dealer: 0,
            indicator: Print::FalseJoker,
            risk_round: false,
            turn: 0,
            thresholds: (101, 5),
            racks: BTreeMap::new(),
            opened: BTreeMap::new(),
            penalties: BTreeMap::new(),
            drawn: Vec::new(),
            showed: Vec::new(),
            stock: TileList::default(),
            discards: BTreeMap::new(),
            takeable: None,
            melds: Vec::new(),
            totals: Vec::new(),
            counted: 0,
        };
        let mut seen_indicator = false;
        let mut seen_thresholds = false;
        for (line, content) in lines.filter(|(_, l)| !l.is_empty()) {
            let (label, value) = content
                .split_once(':')
                .ok_or_else(|| err(line, format!("expected `label: value`, found `{content}`")))?;
            let value = value.trim();
            let words: Vec<&str> = label.split_whitespace().collect();
            let number = |s: &str| s.parse::<u64>().map_err(|_| err(line, format!("`{s}` is not a number")));
            let tiles = |v: &str| parse_prints(v).map_err(|e| err(line, e.to_string()));
            let seats = |v: &str| v.split_whitespace().map(|s| number(s).map(|n| n as usize)).collect::<Result<_, _>>();
            match words.as_slice() {
                ["rules"] => {
                    setup.rules = match Preset::from_name(value) {
                        Some(preset) => Rules::preset(preset),
                        None => serde_json::from_str(value).map_err(|e| err(line, format!("rules: {e}")))?,
                    }
                }
                ["seed"] => setup.seed = number(value)?,
                ["deal"] => setup.deal = number(value)? as u32,
                ["dealer"] => setup.dealer = number(value)? as usize,
                ["turn"] => setup.turn = number(value)? as usize,
                ["counted"] => setup.counted = number(value)? as u16,
                ["indicator"] => {
                    setup.indicator =
                        parse_print(value).map_err(|reason| err(line, format!("indicator `{value}`: {reason}")))?;
                    seen_indicator = true;
                }
                ["risk"] => {
                    setup.risk_round = match value {
                        "yes" => true,
                        "no" => false,
                        other => return Err(err(line, format!("risk: expected `yes` or `no`, found `{other}`"))),
                    }
                }
                ["thresholds"] => {
                    let parts: Vec<&str> = value.split_whitespace().collect();
                    let [sets, pairs] = parts[..] else {
                        return Err(err(line, "thresholds: expected two numbers".to_owned()));
                    };
                    setup.thresholds = (number(sets)? as u32, number(pairs)? as u8);
                    seen_thresholds = true;
                }
                ["rack", seat] => {
                    let list = TileList::parse(value, setup.rules.hand_size()).map_err(|e| err(line, e.to_string()))?;
                    setup.racks.insert(number(seat)? as usize, list);
                }
                ["opened", seat] => {
                    let with = match value {
                        "sets" => OpenedWith::SetsAndRuns,
                        "pairs" => OpenedWith::Pairs,
                        other => return Err(err(line, format!("opened: expected `sets` or `pairs`, found `{other}`"))),
                    };
                    setup.opened.insert(number(seat)? as usize, with);
                }
                ["penalties", seat] => {
                    let points = value.parse().map_err(|_| err(line, format!("`{value}` is not a number")))?;
                    setup.penalties.insert(number(seat)? as usize, points);
                }
                ["drawn"] => setup.drawn = seats(value)?,
                ["showed"] => setup.showed = seats(value)?,
                ["stock"] => setup.stock = TileList::parse(value, usize::MAX).map_err(|e| err(line, e.to_string()))?,
                ["discards", seat] => {
                    let list = TileList::parse(value, usize::MAX).map_err(|e| err(line, e.to_string()))?;
                    setup.discards.insert(number(seat)? as usize, list);
                }
                ["takeable"] => {
                    setup.takeable =
                        Some(parse_print(value).map_err(|r| err(line, format!("takeable `{value}`: {r}")))?)
                }
                ["meld", id, "by", owner, kind] => {
                    let kind = match *kind {
                        "set" => MeldKind::Set,
                        "run" => MeldKind::Run,
                        "pair" => MeldKind::Pair,
                        other => return Err(err(line, format!("meld kind must be set, run or pair, not `{other}`"))),
                    };
                    setup.melds.push(MeldSetup {
                        id: number(id)? as u32,
                        owner: number(owner)? as usize,
                        kind,
                        tiles: tiles(value)?,
                    });
                }
                ["totals"] => {
                    setup.totals = value
                        .split_whitespace()
                        .map(|t| t.parse().map_err(|_| err(line, format!("`{t}` is not a number"))))
                        .collect::<Result<_, _>>()?;
                }
                _ => return Err(err(line, format!("unknown label `{label}`"))),
            }
        }
        if !seen_indicator {
            return Err(err(0, "the indicator is missing".to_owned()));
        }
        if !seen_thresholds {
            setup.thresholds = (u32::from(setup.rules.opening_threshold), setup.rules.pairs_threshold);
        }
        Ok(setup)
    }

    /// Checks the setup and builds the game it describes.
    pub fn into_game(self) -> Result<Game, SetupError> {
        let mut problems = Vec::new();
        if let Err(e) = self.rules.validate() {
            problems.extend(e.problems.iter().map(ToString::to_string));
        }
        let players = usize::from(self.rules.players);
        let seat_ok = |seat: usize, what: &str, problems: &mut Vec<String>| {
            if seat >= players {
                problems.push(format!("{what} names seat {seat}, but there are {players} players"));
            }
        };
        seat_ok(self.dealer, "dealer", &mut problems);
        seat_ok(self.turn, "turn", &mut problems);
        for &seat in self
            .racks
            .keys()
            .chain(self.opened.keys())
            .chain(self.penalties.keys())
            .chain(self.discards.keys())
            .chain(&self.drawn)
            .chain(&self.showed)
        {
            seat_ok(seat, "a line", &mut problems);
        }
        let mut alloc = TileAllocator::default();
        let mut take = |prints: &[Print], what: &str, problems: &mut Vec<String>| -> Vec<TileId> {
            prints
                .iter()
                .filter_map(|&p| {
                    let tile = alloc.take(p);
                    if tile.is_none() {
                        problems.push(format!("{what}: a third {p}"));
                    }
                    tile
                })
                .collect()
        };
        if self.indicator == Print::FalseJoker {
            problems.push("the indicator must be a numbered tile".to_owned());
        }
        let indicator = take(&[self.indicator], "indicator", &mut problems).first().copied();
        let empty = TileList::default();
        let rack_lists: Vec<&TileList> = (0..players).map(|s| self.racks.get(&s).unwrap_or(&empty)).collect();
        let mut racks: Vec<Vec<TileId>> =
            rack_lists.iter().enumerate().map(|(s, r)| take(&r.named, &format!("rack {s}"), &mut problems)).collect();
        let mut stock = take(&self.stock.named, "stock", &mut problems);
        let discard_lists: Vec<&TileList> = (0..players).map(|s| self.discards.get(&s).unwrap_or(&empty)).collect();
        let mut discards: Vec<Vec<TileId>> = discard_lists
            .iter()
            .enumerate()
            .map(|(s, d)| take(&d.named, &format!("discards {s}"), &mut problems))
            .collect();
        let meld_tiles: Vec<Vec<TileId>> =
            self.melds.iter().map(|m| take(&m.tiles, &format!("meld {}", m.id), &mut problems)).collect();
        // Fillers: the unnamed tiles in a seed-shuffled order, racks first, then the stock.
        let mut pool = alloc.unused();
        crate::game::shuffle(&mut pool, &mut crate::game::deal_rng(self.seed, u64::MAX));
        for (rack, list) in racks.iter_mut().zip(&rack_lists) {
            if let Some(fill_to) = list.fill_to {
                let wanted = fill_to.saturating_sub(rack.len()).min(pool.len());
                rack.extend(pool.drain(..wanted));
            }
        }
        if let Some(fill_to) = self.stock.fill_to {
            // The named stock tiles are drawn first.
            let wanted = fill_to.saturating_sub(stock.len()).min(pool.len());
            stock.extend(pool.drain(..wanted));
        }
        for (pile, list) in discards.iter_mut().zip(&discard_lists) {
            if let Some(fill_to) = list.fill_to {
                // The named discards stay on top.
                let wanted = fill_to.saturating_sub(pile.len()).min(pool.len());
                let filler: Vec<TileId> = pool.drain(..wanted).collect();
                pile.splice(0..0, filler);
            }
        }
        let missing = pool;
        if !missing.is_empty() {
            problems.push(format!("{} tiles are missing: {}", missing.len(), format_tiles(&missing)));
        }
        let mut game = None;
        if let (Some(indicator), true) = (indicator, problems.is_empty()) {
            let mut deal = Deal::from_parts(
                &self.rules,
                self.deal,
                self.dealer,
                indicator,
                self.risk_round,
                racks,
                stock,
                self.turn,
            );
            for (setup, tiles) in self.melds.iter().zip(meld_tiles) {
                seat_ok(setup.owner, &format!("meld {}", setup.id), &mut problems);
                match Meld::new(setup.kind, tiles, deal.meld_rules) {
                    Ok(meld) => deal.table.push(TableMeld { id: setup.id, owner: setup.owner, meld }),
                    Err(e) => problems.push(format!("meld {}: {e}", setup.id)),
                }
            }
            deal.next_meld_id = self.melds.iter().map(|m| m.id + 1).max().unwrap_or(0);
            deal.discards = discards;
            for (&seat, &with) in &self.opened {
                deal.seats[seat].opened = Some(with);
            }
            for (&seat, &points) in &self.penalties {
                deal.seats[seat].penalties = points;
            }
            for &seat in &self.drawn {
                deal.seats[seat].has_drawn = true;
            }
            for &seat in &self.showed {
                deal.seats[seat].showed_indicator = true;
            }
            (deal.sets_threshold, deal.pairs_threshold) = self.thresholds;
            let previous = deal.previous_seat(self.turn);
            deal.takeable = match self.takeable {
                None => None,
                Some(print) => match deal.discards[previous].last() {
                    Some(&top) if top.print() == print => Some(top),
                    _ => {
                        problems.push(format!("takeable {print} is not the top of seat {previous}'s discards"));
                        None
                    }
                },
            };
            let hand = self.rules.hand_size();
            let expected = |seat: usize| if deal.phase == Phase::Play && seat == self.turn { hand + 1 } else { hand };
            for (seat, rack) in deal.racks.iter().enumerate() {
                let laid: usize = deal.table.iter().filter(|m| m.owner == seat).map(|m| m.meld.len()).sum();
                if deal.seats[seat].opened.is_none() && rack.len() != expected(seat) && laid == 0 {
                    problems.push(format!(
                        "seat {seat} has not opened but holds {} tiles, not {}",
                        rack.len(),
                        expected(seat)
                    ));
                }
                if rack.is_empty() {
                    problems.push(format!("seat {seat} has no tiles"));
                }
            }
            let start = if self.rules.is_duz() { i32::from(self.rules.starting_points) } else { 0 };
            let totals = if self.totals.is_empty() { vec![start; players] } else { self.totals.clone() };
            if totals.len() != players {
                problems.push(format!("totals has {} numbers for {players} players", totals.len()));
            }
            game = Some(Game::from_deal(self.rules.clone(), self.seed, deal, totals, self.counted));
        }
        match game {
            Some(game) if problems.is_empty() => Ok(game),
            _ => Err(SetupError { problems }),
        }
    }
}

/// Parses and checks a position in one step.
pub fn parse(text: &str) -> Result<Game, PositionError> {
    Ok(TableSetup::parse(text)?.into_game()?)
}

/// Either way a position can be wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error(transparent)]
    Parse(#[from] PositionParseError),
    #[error(transparent)]
    Setup(#[from] SetupError),
}

impl PositionError {
    pub fn code(&self) -> &'static str {
        match self {
            PositionError::Parse(_) => "position_syntax",
            PositionError::Setup(_) => "position_impossible",
        }
    }
}

/// Writes the current position; `None` in the middle of a turn (a discard taken, tiles laid)
/// or between deals.
pub fn write(game: &Game) -> Option<String> {
    let deal = game.deal();
    let turn_started = deal.turn_state == Default::default()
        && (deal.phase == Phase::Draw || deal.racks[deal.turn].len() == game.rules().hand_size() + 1);
    if !turn_started || !matches!(deal.phase, Phase::Draw | Phase::Play) || deal.indicator_taken {
        return None;
    }
    let rules = game.rules();
    let rules_text = if *rules == Rules::preset(rules.preset) {
        rules.preset.name().to_owned()
    } else {
        serde_json::to_string(rules).ok()?
    };
    let mut lines = vec![
        HEADER.to_owned(),
        format!("rules: {rules_text}"),
        format!("seed: {}", game.seed()),
        format!("deal: {}", deal.number),
        format!("dealer: {}", deal.dealer),
        format!("indicator: {}", deal.indicator),
        format!("risk: {}", if deal.risk_round { "yes" } else { "no" }),
        format!("turn: {}", deal.turn),
        format!("thresholds: {} {}", deal.sets_threshold, deal.pairs_threshold),
    ];
    for (seat, rack) in deal.racks.iter().enumerate() {
        lines.push(format!("rack {seat}: {}", format_tiles(rack)));
    }
    for (seat, state) in deal.seats.iter().enumerate() {
        match state.opened {
            Some(OpenedWith::SetsAndRuns) => lines.push(format!("opened {seat}: sets")),
            Some(OpenedWith::Pairs) => lines.push(format!("opened {seat}: pairs")),
            None => {}
        }
        if state.penalties != 0 {
            lines.push(format!("penalties {seat}: {}", state.penalties));
        }
    }
    let seats_where = |flag: fn(&crate::game::SeatState) -> bool| -> Vec<String> {
        deal.seats.iter().enumerate().filter(|(_, s)| flag(s)).map(|(seat, _)| seat.to_string()).collect()
    };
    for (label, seats) in [("drawn", seats_where(|s| s.has_drawn)), ("showed", seats_where(|s| s.showed_indicator))] {
        if !seats.is_empty() {
            lines.push(format!("{label}: {}", seats.join(" ")));
        }
    }
    lines.push(format!("stock: {}", format_tiles(&deal.stock)));
    for (seat, pile) in deal.discards.iter().enumerate().filter(|(_, p)| !p.is_empty()) {
        lines.push(format!("discards {seat}: {}", format_tiles(pile)));
    }
    if let Some(tile) = deal.takeable {
        lines.push(format!("takeable: {tile}"));
    }
    for meld in &deal.table {
        lines.push(format!("meld {} by {} {}: {}", meld.id, meld.owner, kind_name(meld.meld.kind()), meld.meld));
    }
    lines.push(format!("totals: {}", game.totals().iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")));
    lines.push(format!("counted: {}", game.deals_counted()));
    Some(lines.join("\n") + "\n")
}
