//! The score sheet over the table at the end of a deal: the core's title, ending, each seat's
//! hand, penalties (with their reasons), deal score and total, and who won.

use super::rack::tile_span;
use super::strings::Strings;
use okey_app::view::{ScoreRowView, ScoreSheetView};
use ratatui::Frame;
use ratatui::layout::{Margin, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

/// Columns of a row before its tiles: name, hand, penalty, deal, total.
const NAME: usize = 8;

pub fn draw_score_sheet(frame: &mut Frame, sheet: &ScoreSheetView, strings: Strings, area: Rect) {
    let popup = area.inner(Margin { horizontal: 2, vertical: 0 });
    let width = usize::from(popup.width.saturating_sub(2));
    let room = usize::from(popup.height.saturating_sub(2));
    let bold = Style::new().add_modifier(Modifier::BOLD);
    let mut top = vec![Line::styled(sheet.title.clone(), bold)];
    top.extend(wrap(&sheet.ending, width).into_iter().map(Line::from));
    let [hand, penalty, deal, total] = strings.sheet_columns();
    let mut rows = vec![Line::styled(format!("{:NAME$}{hand:>6}{penalty:>9}{deal:>7}{total:>8}", ""), bold)];
    rows.extend(sheet.rows.iter().map(|row| row_line(row, width)));
    let penalties: Vec<Line> = sheet
        .rows
        .iter()
        .flat_map(|row| {
            // What the hand's points are for (okeys held) reads beside the penalties.
            let notes = row.hand_note.iter().chain(&row.penalties);
            notes.map(move |p| Line::from(format!("{} {p}", row.name)))
        })
        .collect();
    let mut bottom: Vec<Line> = sheet.winners.iter().map(|w| Line::styled(w.clone(), bold)).collect();
    bottom.push(Line::from(if sheet.game_over { strings.game_over_key() } else { strings.next_deal_key() }));
    // The penalties take what room is left, then a blank line between the parts where it fits.
    let fixed = top.len() + rows.len() + bottom.len();
    let shown = penalties.len().min(room.saturating_sub(fixed));
    let mut blanks = room.saturating_sub(fixed + shown);
    let mut lines = top;
    for part in [rows, penalties.into_iter().take(shown).collect(), bottom] {
        if part.is_empty() {
            continue;
        }
        if blanks > 0 {
            lines.push(Line::default());
            blanks -= 1;
        }
        lines.extend(part);
    }
    // The whole area is cleared: table text beside the sheet would read as part of it.
    frame.render_widget(Clear, area);
    let title = format!(" {} ", strings.scores());
    frame.render_widget(Paragraph::new(lines).block(Block::bordered().title(title)), popup);
}

/// "Ayşe ✓     12      101    113     113  R5 K7 …": the figures, then the tiles left in hand
/// as far as they fit.
fn row_line(row: &ScoreRowView, width: usize) -> Line<'static> {
    let mark = if row.won { " ✓" } else { "" };
    let name: String = format!("{}{mark}", row.name).chars().take(NAME - 1).collect();
    let penalty = row.deal_score - row.hand_points;
    let figures = format!("{name:NAME$}{:>6}{penalty:>9}{:>7}{:>8}  ", row.hand_points, row.deal_score, row.total);
    let mut used = figures.chars().count();
    let mut spans = vec![Span::raw(figures)];
    for (index, tile) in row.tiles.iter().enumerate() {
        let span = tile_span(tile);
        let length = span.content.chars().count() + 1;
        let last = index + 1 == row.tiles.len();
        if used + length + if last { 0 } else { 2 } > width {
            spans.push(Span::raw("…"));
            break;
        }
        spans.push(span);
        spans.push(Span::raw(" "));
        used += length;
    }
    Line::from(spans)
}

/// `text` in lines of at most `width` columns, broken between words.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_owned()),
        }
    }
    lines
}
