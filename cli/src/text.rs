//! How tiles, seats and events read in the terminal, shared by `play` and `replay`.

use okey_core::action::{OpenedWith, PenaltyReason};
use okey_core::game::Seat;
use okey_core::meld::MeldKind;
use okey_core::scoring::{DealEnd, DealResult};
use okey_core::tile::{Face, TileId};
use okey_core::{Event, Rules, SeatKind};

/// Seat names as the player at seat 0 sees them: "You", then the others by seat number.
///
/// Whatever a person reads numbers seats from 1, as the engine's messages do ("it is seat 3's
/// turn"): seat 0 is "seat 1", so the bot in seat 2 (0-based) is "Bot 3".
pub fn seat_names(seats: &[SeatKind]) -> Vec<String> {
    seats
        .iter()
        .enumerate()
        .map(|(seat, kind)| match kind {
            SeatKind::Human if seat == 0 => "You".to_owned(),
            SeatKind::Human => format!("Player {}", seat + 1),
            SeatKind::Bot(_) => format!("Bot {}", seat + 1),
        })
        .collect()
}

/// Neutral seat names for a replay: "Seat 1" to "Seat 4".
pub fn numbered_seats(players: usize) -> Vec<String> {
    (1..=players).map(|n| format!("Seat {n}")).collect()
}

pub fn tiles_text(tiles: &[TileId]) -> String {
    tiles.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// Laid tiles with what each okey stands for, e.g. `R5 R6 K6=R7`.
pub fn meld_text(tiles: &[TileId], faces: &[Face], okey: Option<Face>) -> String {
    tiles
        .iter()
        .zip(faces)
        .map(|(tile, face)| match okey {
            Some(okey) if tile.print() == okey_core::tile::Print::Numbered(okey) => format!("{tile}={face}"),
            _ => tile.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn kind_word(kind: MeldKind) -> &'static str {
    match kind {
        MeldKind::Set => "set",
        MeldKind::Run => "run",
        MeldKind::Pair => "pair",
    }
}

pub fn penalty_text(reason: PenaltyReason) -> &'static str {
    match reason {
        PenaltyReason::DiscardedOkey => "discarded an okey",
        PenaltyReason::DiscardedPlayableTile => "discarded a tile that fits the table",
        PenaltyReason::TookBack => "took back laid tiles",
        PenaltyReason::GaveOpeningTile => "gave the next player the tile to open",
    }
}

/// A +101 charged in a deal, and why: what the score sheet shows under the deal's scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PenaltyNote {
    /// The deal, counted from 0 as in [`DealResult::deal`].
    pub deal: u32,
    pub seat: Seat,
    pub points: i32,
    pub reason: PenaltyReason,
}

/// Collects the penalties among events, following the deal they belong to.
#[derive(Clone, Debug, Default)]
pub struct PenaltyLog {
    deal: u32,
    pub notes: Vec<PenaltyNote>,
}

impl PenaltyLog {
    pub fn from_events<'a>(events: impl IntoIterator<Item = &'a Event>) -> PenaltyLog {
        let mut log = PenaltyLog::default();
        log.extend(events);
        log
    }

    pub fn extend<'a>(&mut self, events: impl IntoIterator<Item = &'a Event>) {
        for event in events {
            match *event {
                Event::DealStarted { deal, .. } => self.deal = deal,
                Event::Penalized { seat, points, reason } => {
                    self.notes.push(PenaltyNote { deal: self.deal, seat, points, reason })
                }
                _ => {}
            }
        }
    }

    /// The penalties of one deal.
    pub fn of_deal(&self, deal: u32) -> impl Iterator<Item = &PenaltyNote> {
        self.notes.iter().filter(move |n| n.deal == deal)
    }
}

/// "Bot 3 +101 (discarded an okey)".
pub fn penalty_note_text(note: &PenaltyNote, names: &[String]) -> String {
    let name = names.get(note.seat).cloned().unwrap_or_else(|| format!("Seat {}", note.seat + 1));
    format!("{name} {:+} ({})", note.points, penalty_text(note.reason))
}

/// How a deal ended, in a sentence.
pub fn deal_end_text(result: &DealResult, names: &[String]) -> String {
    let name = |seat: Seat| names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1));
    match result.end {
        DealEnd::Won { winner, okey_finish, pairs_finish, all_at_once, one_colour } => {
            let mut how = Vec::new();
            if all_at_once {
                how.push("all at once");
            }
            if pairs_finish {
                how.push("on pairs");
            }
            if okey_finish {
                how.push("with the okey");
            }
            if one_colour {
                how.push("in one colour");
            }
            let how = if how.is_empty() { String::new() } else { format!(" {}", how.join(", ")) };
            format!("{} finished{how} (scores x{})", name(winner), result.multiplier)
        }
        DealEnd::StockExhausted => "the stock ran out".to_owned(),
        DealEnd::AllPairs => "everyone opened with pairs".to_owned(),
    }
}

/// Turns events into lines of text, remembering the deal's okey to show what okeys stand for.
#[derive(Clone, Debug)]
pub struct EventWriter {
    names: Vec<String>,
    okey: Option<Face>,
    /// Düz Okey: the highest total wins.
    highest_wins: bool,
}

impl EventWriter {
    pub fn new(names: Vec<String>, rules: &Rules) -> EventWriter {
        EventWriter { names, okey: None, highest_wins: rules.is_duz() }
    }

    fn name(&self, seat: Seat) -> String {
        self.names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1))
    }

    /// "You draw" but "Bot 2 draws": the subject and its verb.
    fn does(&self, seat: Seat, verb: &str) -> String {
        let name = self.name(seat);
        if name == "You" {
            let base = match verb {
                "is" => "are",
                "finishes" => "finish",
                _ => verb.strip_suffix('s').unwrap_or(verb),
            };
            format!("{name} {base}")
        } else {
            format!("{name} {verb}")
        }
    }

    /// The event as a line, or `None` for bookkeeping events not worth a line.
    pub fn line(&mut self, event: &Event) -> Option<String> {
        let line = match event {
            Event::DealStarted { deal, dealer, indicator, okey, risk_round, .. } => {
                self.okey = Some(*okey);
                let risk = if *risk_round { ", risk round" } else { "" };
                format!("Deal {}: {}; indicator {indicator}, okey {okey}{risk}", deal + 1, self.does(*dealer, "deals"))
            }
            Event::RackDealt { .. } | Event::TurnStarted { .. } => return None,
            Event::Drew { seat, tile: Some(tile) } => format!("{} {tile}", self.does(*seat, "draws")),
            Event::Drew { seat, tile: None } => self.does(*seat, "draws"),
            Event::TookDiscard { seat, tile, from } => {
                format!("{} {tile} from {}'s discards", self.does(*seat, "takes"), self.name(*from))
            }
            Event::TookIndicator { seat, tile } => format!("{} the indicator {tile}", self.does(*seat, "takes")),
            Event::ReturnedTaken { seat, tile } => format!("{} back {tile}", self.does(*seat, "puts")),
            Event::Laid { seat, meld, kind, tiles, faces } => {
                let text = meld_text(tiles, faces, self.okey);
                format!("{} {} {text} (#{meld})", self.does(*seat, "lays"), kind_word(*kind))
            }
            Event::LaidOff { seat, tile, meld, .. } => format!("{} off {tile} on #{meld}", self.does(*seat, "lays")),
            Event::RetrievedOkey { seat, tile, okey, meld } => {
                format!("{} {tile} on #{meld} and takes the okey {okey}", self.does(*seat, "puts"))
            }
            Event::TookBack { seat, tiles, .. } => format!("{} back {}", self.does(*seat, "takes"), tiles_text(tiles)),
            Event::Opened { seat, with: OpenedWith::SetsAndRuns, value, .. } => {
                format!("{} with {value} points", self.does(*seat, "opens"))
            }
            Event::Opened { seat, with: OpenedWith::Pairs, pairs, .. } => {
                format!("{} with {pairs} pairs", self.does(*seat, "opens"))
            }
            Event::Penalized { seat, points, reason } => {
                format!("{} charged {points:+} ({})", self.does(*seat, "is"), penalty_text(*reason))
            }
            Event::Discarded { seat, tile } => format!("{} {tile}", self.does(*seat, "discards")),
            Event::ShowedIndicator { seat, tile } => {
                format!("{} the indicator's twin {tile}", self.does(*seat, "shows"))
            }
            Event::ShowedHand { seat, melds } => {
                let melds: Vec<String> = melds.iter().map(|m| meld_text(m.tiles(), m.faces(), self.okey)).collect();
                format!("{}: {}", self.does(*seat, "shows"), melds.join(" | "))
            }
            Event::DealEnded { result } => {
                let scores = self.scores_text(&result.scores);
                format!("Deal {} over: {}. Scores: {scores}", result.deal + 1, deal_end_text(result, &self.names))
            }
            Event::GameEnded { totals, winners } => {
                let winners = winners.iter().map(|&s| self.name(s)).collect::<Vec<_>>().join(" and ");
                let which = if self.highest_wins { "Highest" } else { "Lowest" };
                format!("Game over. Totals: {}. {which} total: {winners}", self.scores_text(totals))
            }
        };
        Some(line)
    }

    fn scores_text(&self, scores: &[i32]) -> String {
        scores.iter().enumerate().map(|(s, v)| format!("{} {v}", self.name(s))).collect::<Vec<_>>().join(", ")
    }
}

/// What every total starts from: 0 in Okey 101, the starting points in Düz Okey.
pub fn starting_total(rules: &Rules) -> i32 {
    if rules.is_duz() { i32::from(rules.starting_points) } else { 0 }
}

/// Deal-by-deal scores and totals, a column per seat; totals begin at `start` (Düz Okey's 20).
/// Under a deal with penalties, a line says who was charged and why.
pub fn score_sheet(deals: &[DealResult], names: &[String], start: i32, penalties: &PenaltyLog) -> String {
    let width = names.iter().map(String::len).max().unwrap_or(6).max(6);
    let mut out = format!("{:<8}", "Deal");
    for name in names {
        out.push_str(&format!(" {name:>width$}"));
    }
    out.push('\n');
    let mut totals = vec![start; names.len()];
    for result in deals {
        let note = if result.counts { "" } else { "  (does not count)" };
        out.push_str(&format!("{:<8}", result.deal + 1));
        for (seat, score) in result.scores.iter().enumerate() {
            out.push_str(&format!(" {score:>width$}"));
            if let Some(total) = totals.get_mut(seat) {
                *total += score;
            }
        }
        out.push_str(note);
        out.push('\n');
        for note in penalties.of_deal(result.deal) {
            out.push_str(&format!("{:<8} penalty: {}\n", "", penalty_note_text(note, names)));
        }
    }
    out.push_str(&format!("{:<8}", "Total"));
    for total in totals {
        out.push_str(&format!(" {total:>width$}"));
    }
    out.push('\n');
    out
}
