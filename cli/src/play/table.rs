//! The table as the play screen draws it: each seat's line (its level, tiles, total, opening
//! and melds) and the discard piles, fitted to the room the screen has, so that no seat's melds
//! are lost.

use super::rack::{face_code, meld_tile_label, tile_color, tile_span};
use super::strings::Strings;
use okey_app::view::{FaceView, LaidMeld, SeatSummary, ShownTile, TableView};
use okey_core::meld::MeldKind;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

/// One thing on a seat's line: its label, a meld, or how many melds did not fit.
struct Item {
    spans: Vec<Span<'static>>,
    /// A meld (not a label, nor a count of hidden melds).
    is_meld: bool,
}

impl Item {
    fn width(&self) -> usize {
        self.spans.iter().map(|s| s.content.chars().count()).sum()
    }
}

/// How much a meld is shortened to save room.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Notation {
    /// `#3 R5 R6 R7 R8`.
    Full,
    /// A run without okeys, `#3 R5-8`.
    Short,
}

/// The table's lines in `width` columns and at most `height` lines: every meld of every seat in
/// full if they fit, else with runs written short, else each seat's last melds counted ("+2
/// more melds") instead of shown. Whether melds had to be left out is the second value.
/// `chosen` is the meld being chosen for a tile, drawn reversed.
pub fn table_lines(
    table: &TableView,
    words: Strings,
    chosen: Option<u32>,
    width: usize,
    height: usize,
) -> (Vec<Line<'static>>, bool) {
    let full = seat_lines(table, words, chosen, width, Notation::Full);
    if full.iter().map(Vec::len).sum::<usize>() <= height {
        return (full.into_iter().flatten().map(line).collect(), false);
    }
    let mut short = seat_lines(table, words, chosen, width, Notation::Short);
    let mut hidden = vec![0usize; short.len()];
    while short.iter().map(Vec::len).sum::<usize>() > height {
        // The seat with the most lines gives up its last line, counted on the line before.
        let Some(seat) = (0..short.len()).filter(|&s| short[s].len() > 1).max_by_key(|&s| (short[s].len(), s)) else {
            break;
        };
        let dropped = short[seat].pop().unwrap_or_default();
        hidden[seat] += dropped.iter().filter(|item| item.is_meld).count();
        let mut kept = short[seat].last_mut().map(std::mem::take).unwrap_or_default();
        let more = more_item(words, hidden[seat]);
        // Room for the count: melds go from the end of the line until it fits.
        while kept.len() > 1 && kept.iter().map(Item::width).sum::<usize>() + more.width() + kept.len() > width {
            kept.pop();
            hidden[seat] += 1;
        }
        kept.push(more_item(words, hidden[seat]));
        if let Some(line) = short[seat].last_mut() {
            *line = kept;
        }
    }
    (short.into_iter().flatten().map(line).collect(), true)
}

fn more_item(words: Strings, hidden: usize) -> Item {
    Item { spans: vec![Span::styled(words.more_melds(hidden), Style::new().fg(Color::LightRed))], is_meld: false }
}

/// Each seat's items wrapped into lines: the label first, a meld never cut across two lines
/// unless it is longer than a line.
fn seat_lines(
    table: &TableView,
    words: Strings,
    chosen: Option<u32>,
    width: usize,
    notation: Notation,
) -> Vec<Vec<Vec<Item>>> {
    table
        .seats
        .iter()
        .map(|seat| {
            let mut lines: Vec<Vec<Item>> = vec![vec![label(seat, words)]];
            let mut used = lines[0][0].width();
            for meld in table.melds.iter().filter(|m| m.owner == seat.seat) {
                let item = meld_item(meld, table.centre.okey, chosen == Some(meld.id), notation);
                if used + 1 + item.width() > width {
                    // A seat's further lines are indented, so each seat's first line stands out.
                    lines.push(vec![Item { spans: vec![Span::raw(" ")], is_meld: false }]);
                    used = 1;
                }
                used += 1 + item.width();
                if let Some(line) = lines.last_mut() {
                    line.push(item);
                }
            }
            lines
        })
        .collect()
}

/// "Ayşe (Easy) · 9 tiles · 0 pts · opened 105:": who, what is left in the rack, the total, the
/// opening in the core's words; the seat to move underlined.
fn label(seat: &SeatSummary, words: Strings) -> Item {
    let level = seat.level.as_ref().map(|level| format!(" ({level})")).unwrap_or_default();
    let opened = seat.opened.as_ref().map(|opened| format!(" · {opened}")).unwrap_or_default();
    let text = format!(
        "{}{level} · {} {} · {} {}{opened}:",
        seat.name,
        seat.tiles_in_hand,
        words.tiles(),
        seat.total,
        words.points()
    );
    let modifier = if seat.to_move { Modifier::BOLD | Modifier::UNDERLINED } else { Modifier::BOLD };
    Item { spans: vec![Span::styled(text, Style::new().add_modifier(modifier))], is_meld: false }
}

/// The face a tile plays as in a meld.
fn face_of(tile: &ShownTile) -> Option<FaceView> {
    tile.plays_as.or_else(|| tile.color.map(|color| FaceView { color, number: tile.number }))
}

fn meld_item(meld: &LaidMeld, okey: FaceView, chosen: bool, notation: Notation) -> Item {
    let style = if chosen { Style::new().add_modifier(Modifier::REVERSED) } else { Style::new() };
    let mut spans = vec![Span::styled(format!("#{} ", meld.id), style.fg(Color::DarkGray))];
    let has_okey = meld.tiles.iter().any(|t| t.okey);
    let ends = (meld.tiles.first().and_then(face_of), meld.tiles.last().and_then(face_of));
    if let (Notation::Short, MeldKind::Run, false, (Some(first), Some(last))) = (notation, meld.kind, has_okey, ends)
        && meld.tiles.len() > 2
    {
        let text = format!("{}-{}", face_code(first), last.number);
        spans.push(Span::styled(text, style.fg(tile_color(&meld.tiles[0])).add_modifier(Modifier::BOLD)));
        return Item { spans, is_meld: true };
    }
    for (i, tile) in meld.tiles.iter().enumerate() {
        if i > 0 {
            spans.push(Span::styled(" ", style));
        }
        let text = meld_tile_label(tile, okey);
        spans.push(Span::styled(text, style.fg(tile_color(tile)).add_modifier(Modifier::BOLD)));
    }
    Item { spans, is_meld: true }
}

/// Items joined by a space.
fn line(items: Vec<Item>) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(" "));
        }
        spans.extend(item.spans);
    }
    Line::from(spans)
}

/// "Discards (top tile, pile size): You —  Ayşe K5 (3) ← t takes": each seat's pile, its top
/// tile and how many tiles it holds, the pile the core says the player may take marked;
/// wrapped between piles, never inside one.
pub fn discard_lines(table: &TableView, words: Strings, width: usize) -> Vec<Line<'static>> {
    let mut items = vec![Item { spans: vec![Span::raw(words.discards_heading())], is_meld: false }];
    for seat in &table.seats {
        let Some(pile) = table.piles.iter().find(|p| p.seat == seat.seat) else { continue };
        let mut spans = vec![Span::raw(format!(" {} ", seat.name))];
        match pile.tiles.last() {
            Some(tile) => {
                spans.push(tile_span(tile));
                spans.push(Span::styled(format!(" ({})", pile.tiles.len()), Style::new().fg(Color::DarkGray)));
                if pile.takeable {
                    spans.push(Span::styled(words.takes(), Style::new().fg(Color::LightGreen)));
                }
            }
            None => spans.push(Span::styled("—", Style::new().fg(Color::DarkGray))),
        }
        items.push(Item { spans, is_meld: false });
    }
    let mut lines: Vec<Vec<Item>> = vec![Vec::new()];
    let mut used = 0;
    for item in items {
        if used > 0 && used + 1 + item.width() > width {
            lines.push(Vec::new());
            used = 0;
        }
        used += usize::from(used > 0) + item.width();
        if let Some(line) = lines.last_mut() {
            line.push(item);
        }
    }
    lines.into_iter().map(line).collect()
}
