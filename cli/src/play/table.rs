//! The table as the play screen draws it: each seat's line (its level, tiles, total and melds)
//! and the discard piles, fitted to the room the screen has, so that no seat's melds are lost.

use super::app::{App, Mode, YOU};
use super::ui::{tile_color, tile_span};
use crate::text::meld_text;
use okey_core::action::OpenedWith;
use okey_core::game::TableMeld;
use okey_core::meld::MeldKind;
use okey_core::tile::Print;
use okey_core::view::SeatView;
use okey_core::wording::level_name;
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
    /// A run without okeys as its ends, `#3 R5-8`.
    Short,
}

/// The table's lines in `width` columns and at most `height` lines: every meld of every seat in
/// full if they fit, else with runs written short, else each seat's last melds counted ("+2
/// more melds") instead of shown. Whether melds had to be left out is the second value.
pub fn table_lines(app: &App, view: &SeatView, width: usize, height: usize) -> (Vec<Line<'static>>, bool) {
    let full = seat_lines(app, view, width, Notation::Full);
    if full.iter().map(Vec::len).sum::<usize>() <= height {
        return (full.into_iter().flatten().map(line).collect(), false);
    }
    let mut short = seat_lines(app, view, width, Notation::Short);
    let mut hidden = vec![0usize; short.len()];
    while short.iter().map(Vec::len).sum::<usize>() > height {
        // The seat with the most lines gives up its last line, counted on the line before.
        let Some(seat) = (0..short.len()).filter(|&s| short[s].len() > 1).max_by_key(|&s| (short[s].len(), s)) else {
            break;
        };
        let dropped = short[seat].pop().unwrap_or_default();
        hidden[seat] += dropped.iter().filter(|item| item.is_meld).count();
        let last = short[seat].last_mut().map(std::mem::take).unwrap_or_default();
        let more = more_item(app, hidden[seat]);
        let mut kept: Vec<Item> = last;
        // Room for the count: melds go from the end of the line until it fits.
        while kept.len() > 1 && kept.iter().map(Item::width).sum::<usize>() + more.width() + kept.len() > width {
            kept.pop();
            hidden[seat] += 1;
        }
        kept.push(more_item(app, hidden[seat]));
        if let Some(line) = short[seat].last_mut() {
            *line = kept;
        }
    }
    (short.into_iter().flatten().map(line).collect(), true)
}

fn more_item(app: &App, hidden: usize) -> Item {
    let text = match app.language {
        okey_core::Language::English if hidden == 1 => "+1 more meld".to_owned(),
        okey_core::Language::English => format!("+{hidden} more melds"),
        okey_core::Language::Turkish => format!("+{hidden} per daha"),
    };
    Item { spans: vec![Span::styled(text, Style::new().fg(Color::LightRed))], is_meld: false }
}

/// Each seat's items wrapped into lines: the label first, a meld never cut across two lines
/// unless it is longer than a line.
fn seat_lines(app: &App, view: &SeatView, width: usize, notation: Notation) -> Vec<Vec<Vec<Item>>> {
    (0..view.totals.len())
        .map(|seat| {
            let mut lines: Vec<Vec<Item>> = vec![vec![label(app, view, seat)]];
            let mut used = lines[0][0].width();
            for meld in view.table.iter().filter(|m| m.owner == seat) {
                let item = meld_item(app, view, meld, notation);
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

/// "Bot 3 (easy) · 9 tiles · 0 pts · opened:": who, what is left in the rack, the total.
fn label(app: &App, view: &SeatView, seat: usize) -> Item {
    let rack_size = if seat == YOU {
        view.rack.len()
    } else {
        view.others.iter().find(|o| o.seat == seat).map_or(0, |o| o.rack_size)
    };
    let opened =
        if seat == YOU { view.opened } else { view.others.iter().find(|o| o.seat == seat).and_then(|o| o.opened) };
    let opened = match opened {
        Some(OpenedWith::SetsAndRuns) => app.text(" · opened", " · açtı"),
        Some(OpenedWith::Pairs) => app.text(" · opened on pairs", " · çiftle açtı"),
        None => "",
    };
    let name = app.names.get(seat).cloned().unwrap_or_default();
    let level = match app.session.seats().get(seat) {
        Some(okey_core::SeatKind::Bot(level)) => format!(" ({})", level_name(app.language, *level)),
        _ => String::new(),
    };
    let total = view.totals.get(seat).copied().unwrap_or(0);
    let (tiles, points) = (app.text("tiles", "taş"), app.text("pts", "puan"));
    let style = Style::new().add_modifier(if seat == view.turn {
        Modifier::BOLD | Modifier::UNDERLINED
    } else {
        Modifier::BOLD
    });
    let text = format!("{name}{level} · {rack_size} {tiles} · {total} {points}{opened}:");
    Item { spans: vec![Span::styled(text, style)], is_meld: false }
}

fn meld_item(app: &App, view: &SeatView, meld: &TableMeld, notation: Notation) -> Item {
    let chosen = match &app.mode {
        Mode::ChooseMeld { candidates, index, .. } => candidates.get(*index) == Some(&meld.id),
        _ => false,
    };
    let style = if chosen { Style::new().add_modifier(Modifier::REVERSED) } else { Style::new() };
    let mut spans = vec![Span::styled(format!("#{} ", meld.id), style.fg(Color::DarkGray))];
    let tiles = meld.meld.tiles();
    let faces = meld.meld.faces();
    let has_okey = tiles.iter().any(|t| t.print() == Print::Numbered(view.okey));
    if notation == Notation::Short && meld.meld.kind() == MeldKind::Run && !has_okey && tiles.len() > 2 {
        let (first, last) = (faces[0], faces[faces.len() - 1]);
        let text = format!("{first}-{}", last.number());
        spans.push(Span::styled(text, style.fg(tile_color(tiles[0])).add_modifier(Modifier::BOLD)));
        return Item { spans, is_meld: true };
    }
    for (i, (tile, face)) in tiles.iter().zip(faces).enumerate() {
        if i > 0 {
            spans.push(Span::styled(" ", style));
        }
        let text = meld_text(&[*tile], &[*face], Some(view.okey));
        spans.push(Span::styled(text, style.fg(tile_color(*tile)).add_modifier(Modifier::BOLD)));
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

/// "Discards (top tile, pile size): You —  Bot 2 K5 (3) ← t takes": each seat's pile, its top
/// tile and how many tiles it holds, the pile the player may take from marked; wrapped between
/// piles, never inside one.
pub fn discard_lines(app: &App, view: &SeatView, width: usize) -> Vec<Line<'static>> {
    let heading = app.text("Discards (top tile, pile size):", "Atılanlar (üstteki taş, yığındaki sayı):");
    let mut items = vec![Item { spans: vec![Span::raw(heading.to_owned())], is_meld: false }];
    for (seat, pile) in view.discards.iter().enumerate() {
        let name = app.names.get(seat).cloned().unwrap_or_default();
        let mut spans = vec![Span::raw(format!(" {name} "))];
        match pile.last() {
            Some(&tile) => {
                spans.push(tile_span(tile, view.okey));
                spans.push(Span::styled(format!(" ({})", pile.len()), Style::new().fg(Color::DarkGray)));
                if view.takeable == Some(tile) && view.turn == YOU {
                    let takes = app.text(" ← t takes", " ← t alır").to_owned();
                    spans.push(Span::styled(takes, Style::new().fg(Color::LightGreen)));
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
