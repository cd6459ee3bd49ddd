//! How `okey replay`'s report reads: each event as a line of the game's log, the penalties, the
//! score sheet, and the seats' names. (`okey play` draws the app core's view model instead.)

use okey_core::action::{OpenedWith, PenaltyReason};
use okey_core::game::Seat;
use okey_core::meld::MeldKind;
use okey_core::naming::{Occupant, seat_label, seat_name, sentence_start, you};
use okey_core::scoring::{DealEnd, DealResult};
use okey_core::tile::{Face, Print, TileId};
use okey_core::wording::{face_words, tile_accusative, tile_words, tiles_words};
use okey_core::{Event, Language, Rules, SeatKind};

/// Seat names as the person at seat 0 reads them, the names the apps and `okey play` give them
/// (the engine's [`seat_label`]): "You", the bots Ayşe, Mehmet and Zeynep, anyone else "Seat N".
pub fn seat_names(seats: &[SeatKind], language: Language) -> Vec<String> {
    seats
        .iter()
        .enumerate()
        .map(|(seat, kind)| {
            let occupant = match kind {
                SeatKind::Human => Occupant::Person,
                SeatKind::Bot(_) => Occupant::Bot,
            };
            seat_label(language, seat, occupant)
        })
        .collect()
}

/// Neutral seat names for a replay of a record, which does not say who sat where: "Seat 1" to
/// "Seat 4" ("1. oyuncu"), as the engine counts seats.
pub fn numbered_seats(players: usize, language: Language) -> Vec<String> {
    (0..players).map(|seat| sentence_start(language, &seat_name(language, seat))).collect()
}

fn name_of(names: &[String], seat: Seat, language: Language) -> String {
    names.get(seat).cloned().unwrap_or_else(|| numbered_seats(seat + 1, language).pop().unwrap_or_default())
}

fn tiles_text(tiles: &[TileId]) -> String {
    tiles.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

fn is_okey(tile: TileId, okey: Option<Face>) -> bool {
    okey.is_some_and(|okey| tile.print() == Print::Numbered(okey))
}

/// Laid tiles with what each okey stands for, e.g. `R5 R6 K6=R7`: the notation the rack uses.
fn meld_text(tiles: &[TileId], faces: &[Face], okey: Option<Face>) -> String {
    tiles
        .iter()
        .zip(faces)
        .map(|(tile, face)| if is_okey(*tile, okey) { format!("{tile}={face}") } else { tile.to_string() })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Laid tiles in a Turkish sentence: the plain tiles as the engine names them ("kırmızı 5-6"),
/// each okey by what it stands for ("okey (kırmızı 7 yerine)"); the deal's first line says which
/// tile the okey is.
fn meld_words(tiles: &[TileId], faces: &[Face], okey: Option<Face>) -> String {
    let mut parts = Vec::new();
    let mut plain = Vec::new();
    for (tile, face) in tiles.iter().zip(faces) {
        if is_okey(*tile, okey) {
            if !plain.is_empty() {
                parts.push(tiles_words(Language::Turkish, &plain));
                plain.clear();
            }
            parts.push(format!("okey ({} yerine)", face_words(Language::Turkish, *face)));
        } else {
            plain.push(*tile);
        }
    }
    if !plain.is_empty() {
        parts.push(tiles_words(Language::Turkish, &plain));
    }
    parts.join(", ")
}

fn penalty_text(reason: PenaltyReason, language: Language) -> &'static str {
    reason.message(language)
}

fn kind_word(kind: MeldKind, language: Language) -> &'static str {
    okey_core::wording::meld_kind(language, kind)
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

/// "Zeynep +101 (discarding an okey)".
fn penalty_note_text(note: &PenaltyNote, names: &[String], language: Language) -> String {
    let name = name_of(names, note.seat, language);
    format!("{name} {:+} ({})", note.points, penalty_text(note.reason, language))
}

/// How a deal ended, in a sentence.
fn deal_end_text(result: &DealResult, names: &[String], language: Language) -> String {
    match result.end {
        DealEnd::Won { winner, .. } => {
            let name = name_of(names, winner, language);
            let ways = result.end.finish_ways(language);
            let how = if ways.is_empty() { String::new() } else { format!(" {}", ways.join(", ")) };
            let m = result.multiplier;
            match language {
                Language::English => format!("{name} finished{how} (scores x{m})"),
                Language::Turkish if name == you(language) => format!("{name}{how} bitirdin (puanlar x{m})"),
                Language::Turkish => format!("{name}{how} bitirdi (puanlar x{m})"),
            }
        }
        DealEnd::StockExhausted | DealEnd::AllPairs => result.end.message(language),
    }
}

/// Turns events into lines of text, remembering the deal's okey to show what okeys stand for.
#[derive(Clone, Debug)]
pub struct EventWriter {
    names: Vec<String>,
    okey: Option<Face>,
    /// Düz Okey: the highest total wins.
    highest_wins: bool,
    language: Language,
}

impl EventWriter {
    pub fn new(names: Vec<String>, rules: &Rules, language: Language) -> EventWriter {
        EventWriter { names, okey: None, highest_wins: rules.is_duz(), language }
    }

    fn name(&self, seat: Seat) -> String {
        name_of(&self.names, seat, self.language)
    }

    /// "You draw" but "Ayşe draws": the subject and its verb.
    fn does(&self, seat: Seat, verb: &str) -> String {
        let name = self.name(seat);
        if name == you(Language::English) {
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

    /// A Turkish sentence: the subject, what follows it, and the verb for "o" or for "siz"
    /// ("Ayşe kırmızı 5'i attı", "Sen kırmızı 5'i attın").
    fn yapar(&self, seat: Seat, middle: &str, (third, second): (&str, &str)) -> String {
        let name = self.name(seat);
        let verb = if name == you(Language::Turkish) { second } else { third };
        if middle.is_empty() { format!("{name} {verb}") } else { format!("{name} {middle} {verb}") }
    }

    /// The event as a line, or `None` for bookkeeping events not worth a line.
    pub fn line(&mut self, event: &Event) -> Option<String> {
        if let Event::DealStarted { okey, .. } = event {
            self.okey = Some(*okey);
        }
        match self.language {
            Language::English => self.english_line(event),
            Language::Turkish => self.turkish_line(event),
        }
    }

    fn english_line(&self, event: &Event) -> Option<String> {
        let line = match event {
            Event::DealStarted { deal, dealer, indicator, okey, risk_round, .. } => {
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
                format!("{} {} {text} (#{meld})", self.does(*seat, "lays"), kind_word(*kind, Language::English))
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
                format!("{} charged {points:+} ({})", self.does(*seat, "is"), penalty_text(*reason, Language::English))
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
                let end = deal_end_text(result, &self.names, Language::English);
                format!("Deal {} over: {end}. Scores: {scores}", result.deal + 1)
            }
            Event::GameEnded { totals, winners } => {
                let winners = winners.iter().map(|&s| self.name(s)).collect::<Vec<_>>().join(" and ");
                let which = if self.highest_wins { "Highest" } else { "Lowest" };
                format!("Game over. Totals: {}. {which} total: {winners}", self.scores_text(totals))
            }
        };
        Some(line)
    }

    /// The Turkish log, in the past tense. Tiles are named in words, with the engine's case
    /// endings ("sarı 6'yı"): the notation's letters are English initials ("K" is siyah).
    fn turkish_line(&self, event: &Event) -> Option<String> {
        let tr = Language::Turkish;
        let the = |tile: &TileId| tile_accusative(tr, *tile);
        let line = match event {
            Event::DealStarted { deal, dealer, indicator, okey, risk_round, .. } => {
                let risk = if *risk_round { ", risk eli" } else { "" };
                let dealt = self.yapar(*dealer, "", ("dağıttı", "dağıttın"));
                let (indicator, okey) = (tile_words(tr, *indicator), face_words(tr, *okey));
                format!("{}. el: {dealt}; gösterge {indicator}, okey {okey}{risk}", deal + 1)
            }
            Event::RackDealt { .. } | Event::TurnStarted { .. } => return None,
            Event::Drew { seat, tile: Some(tile) } => {
                self.yapar(*seat, &format!("desteden {}", the(tile)), ("çekti", "çektin"))
            }
            Event::Drew { seat, tile: None } => self.yapar(*seat, "desteden", ("çekti", "çektin")),
            Event::TookDiscard { seat, tile, from } => format!(
                "{} (atan: {})",
                self.yapar(*seat, &format!("atılan {}", the(tile)), ("aldı", "aldın")),
                self.name(*from)
            ),
            Event::TookIndicator { seat, tile } => {
                self.yapar(*seat, &format!("göstergedeki {}", the(tile)), ("aldı", "aldın"))
            }
            Event::ReturnedTaken { seat, tile } => self.yapar(*seat, &the(tile), ("geri koydu", "geri koydun")),
            Event::Laid { seat, meld, kind, tiles, faces } => {
                let text = meld_words(tiles, faces, self.okey);
                let laid = self.yapar(*seat, kind_word(*kind, tr), ("açtı", "açtın"));
                format!("{laid}: {text} (#{meld})")
            }
            Event::LaidOff { seat, tile, meld, .. } => {
                self.yapar(*seat, &format!("{} #{meld} numaralı pere", the(tile)), ("işledi", "işledin"))
            }
            Event::RetrievedOkey { seat, tile, okey, meld } => self.yapar(
                *seat,
                &format!("{} #{meld} numaralı pere koyup okeyi ({})", the(tile), tile_words(tr, *okey)),
                ("aldı", "aldın"),
            ),
            Event::TookBack { seat, tiles, .. } => {
                format!("{}: {}", self.yapar(*seat, "", ("geri aldı", "geri aldın")), tiles_words(tr, tiles))
            }
            Event::Opened { seat, with: OpenedWith::SetsAndRuns, value, .. } => {
                self.yapar(*seat, &format!("{value} puanla"), ("elini açtı", "elini açtın"))
            }
            Event::Opened { seat, with: OpenedWith::Pairs, pairs, .. } => {
                self.yapar(*seat, &format!("{pairs} çiftle"), ("elini açtı", "elini açtın"))
            }
            Event::Penalized { seat, points, reason } => format!(
                "{} ({})",
                self.yapar(*seat, &format!("{points:+}"), ("ceza aldı", "ceza aldın")),
                penalty_text(*reason, tr)
            ),
            Event::Discarded { seat, tile } => self.yapar(*seat, &the(tile), ("attı", "attın")),
            Event::ShowedIndicator { seat, tile } => {
                self.yapar(*seat, &format!("göstergenin eşi {}", the(tile)), ("gösterdi", "gösterdin"))
            }
            Event::ShowedHand { seat, melds } => {
                let melds: Vec<String> = melds.iter().map(|m| meld_words(m.tiles(), m.faces(), self.okey)).collect();
                let showed = self.yapar(*seat, "", ("elini gösterdi", "elini gösterdin"));
                format!("{showed}: {}", melds.join(" | "))
            }
            Event::DealEnded { result } => {
                let scores = self.scores_text(&result.scores);
                let end = deal_end_text(result, &self.names, tr);
                format!("{}. el bitti: {end}. Puanlar: {scores}", result.deal + 1)
            }
            Event::GameEnded { totals, winners } => {
                let winners = winners.iter().map(|&s| self.name(s)).collect::<Vec<_>>().join(" ve ");
                let which = if self.highest_wins { "En yüksek" } else { "En düşük" };
                format!("Oyun bitti. Toplamlar: {}. {which} toplam: {winners}", self.scores_text(totals))
            }
        };
        Some(line)
    }

    fn scores_text(&self, scores: &[i32]) -> String {
        scores.iter().enumerate().map(|(s, v)| format!("{} {v}", self.name(s))).collect::<Vec<_>>().join(", ")
    }
}

/// What every total starts from: 0 in Okey 101, the starting points in Düz Okey.
fn starting_total(rules: &Rules) -> i32 {
    if rules.is_duz() { i32::from(rules.starting_points) } else { 0 }
}

/// Deal-by-deal scores and totals, a column per seat; totals begin at the rules' start (Düz
/// Okey's 20). Under a deal with penalties, a line says who was charged and why. In Okey 101 a
/// deal that is not one of the game's deals (the stock ran out) says so: its scores still count.
pub fn score_sheet(
    deals: &[DealResult],
    names: &[String],
    rules: &Rules,
    penalties: &PenaltyLog,
    language: Language,
) -> String {
    let start = starting_total(rules);
    let extra = match language {
        Language::English => format!("  (extra deal, not one of the {})", rules.deals),
        Language::Turkish => format!("  (ek el, {} elden sayılmaz)", rules.deals),
    };
    let width = names.iter().map(|name| name.chars().count()).max().unwrap_or(6).max(6);
    let mut out = format!("{:<8}", language.pick("Deal", "El"));
    for name in names {
        out.push_str(&format!(" {name:>width$}"));
    }
    out.push('\n');
    let mut totals = vec![start; names.len()];
    for result in deals {
        let note = if result.counts || rules.is_duz() { "" } else { extra.as_str() };
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
            let label = language.pick("penalty", "ceza");
            out.push_str(&format!("{:<8} {label}: {}\n", "", penalty_note_text(note, names, language)));
        }
    }
    out.push_str(&format!("{:<8}", language.pick("Total", "Toplam")));
    for total in totals {
        out.push_str(&format!(" {total:>width$}"));
    }
    out.push('\n');
    out
}
