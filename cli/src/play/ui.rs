//! Draws the play screen from the core's view model: header, table, discards, rack, counter,
//! message or question, recent moves and keys, in 80x24 or more. The table takes the room the
//! rest leaves, so every seat's melds show (see [`super::table`]). Drawing changes nothing.

use super::keys::{Mode, choice_key};
use super::rack::{face_code, rack_lines, tile_span};
use super::sheet::wrap;
use super::shell::Shell;
use super::strings::Strings;
use super::table::{discard_lines, table_lines};
use okey_app::view::{HandoverView, TableView};
use ratatui::Frame;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

/// The rack's lines: its title and two rows of tiles.
const RACK_HEIGHT: usize = 3;
/// The most lines of recent moves shown (the core keeps three).
const RECENT_HEIGHT: usize = 3;
/// The smallest terminal the screen is laid out for.
pub const MIN_SIZE: (u16, u16) = (80, 24);

pub use super::rack::{SELECTED_BACKGROUND, tile_color};

pub fn draw(frame: &mut Frame, shell: &Shell) {
    let area = frame.area();
    let strings = Strings(shell.language());
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        let text = strings.too_small(area.width, area.height);
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    let Some(table) = shell.table() else {
        // Only the table is drawn here; another screen of the core's has nothing to show.
        let text = shell.notice.clone().unwrap_or_default();
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    };
    let width = usize::from(area.width);
    let keys = key_lines(shell, table, strings);
    let discards = discard_lines(table, strings, width);
    let discard_height = discards.len();
    let (message, message_style) = message(shell, table, strings);
    // A question (a costly lay, discard or take-back) or a long hint may take four lines.
    let message_height = wrap(&message, width).len().clamp(1, 4);
    let fixed = 1 + discard_height + RACK_HEIGHT + 1 + message_height + keys.len();
    let room = usize::from(area.height).saturating_sub(fixed);
    // The table first (its title line and every seat's melds), then the recent moves.
    let chosen = shell.chosen_meld();
    let (full_table, _) = table_lines(table, strings, chosen, width, usize::MAX);
    let recent_height = room.saturating_sub(1 + full_table.len()).clamp(1, RECENT_HEIGHT).min(room.saturating_sub(2));
    let table_height = room - recent_height;
    let height = |lines: usize| Constraint::Length(u16::try_from(lines).unwrap_or(u16::MAX));
    let [header, table_area, discard_area, rack, counter, message_area, recent, key_area] = Layout::vertical([
        height(1),
        height(table_height),
        height(discard_height),
        height(RACK_HEIGHT),
        height(1),
        height(message_height),
        height(recent_height),
        height(keys.len()),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(header_line(shell, table, strings)), header);
    let (lines, _) = table_lines(table, strings, chosen, width, table_height.saturating_sub(1));
    let title = format!(" {} ", strings.table());
    frame.render_widget(Paragraph::new(lines).block(Block::new().borders(Borders::TOP).title(title)), table_area);
    frame.render_widget(Paragraph::new(discards), discard_area);
    let tiles = table.rack.slots.iter().flatten().count();
    let title = match &table.handover {
        Some(_) => format!(" {} ", strings.rack_hidden()),
        None => format!(" {} ({tiles}) · {} ", strings.rack(), table.status),
    };
    // Handed over, the rack is empty (the core sends none of its tiles) and has no cursor.
    let rack_text = match table.handover {
        Some(_) => Paragraph::new(Vec::<Line>::new()),
        None => Paragraph::new(rack_lines(&table.rack, shell.cursor)),
    };
    frame.render_widget(rack_text.block(Block::new().borders(Borders::TOP).title(title)), rack);
    let counter_text = table.counter.as_ref().map(|c| c.text.clone()).unwrap_or_default();
    let counter_style = Style::new().fg(Color::LightGreen).add_modifier(Modifier::BOLD);
    frame.render_widget(Paragraph::new(Line::styled(counter_text, counter_style)), counter);
    frame.render_widget(Paragraph::new(Span::styled(message, message_style)).wrap(Wrap { trim: true }), message_area);
    let moves: Vec<Line> = recent_lines(&table.recent, width, recent_height).into_iter().map(Line::from).collect();
    frame.render_widget(Paragraph::new(moves).style(Style::new().fg(Color::DarkGray)), recent);
    frame.render_widget(Paragraph::new(keys).style(Style::new().fg(Color::Cyan)), key_area);
    let middle = Rect { y: table_area.y, height: rack.bottom() - table_area.y, ..table_area };
    if shell.mode == Mode::Help {
        let above_keys = Rect { y: table_area.y, height: key_area.y - table_area.y, ..table_area };
        super::help::draw_help(frame, shell, above_keys);
    } else if let Some(sheet) = &table.score_sheet {
        super::sheet::draw_score_sheet(frame, sheet, strings, middle);
    } else if let Some(handover) = &table.handover {
        draw_handover(frame, handover, strings, middle);
    }
}

/// Pass and play: the box over the table that says whose turn it is to look; the rack under it
/// is empty (the core sends none of its tiles while the terminal is handed over).
fn draw_handover(frame: &mut Frame, handover: &HandoverView, strings: Strings, area: Rect) {
    let text = strings.show_rack();
    let inner = handover.title.chars().count().max(text.chars().count()) + 4;
    let width = u16::try_from(inner + 2).unwrap_or(u16::MAX).min(area.width);
    let height = 5.min(area.height);
    let [_, row, _] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(height), Constraint::Fill(1)]).areas(area);
    let [_, boxed, _] =
        Layout::horizontal([Constraint::Fill(1), Constraint::Length(width), Constraint::Fill(1)]).areas(row);
    let bold = Style::new().fg(Color::LightYellow).add_modifier(Modifier::BOLD);
    let lines = vec![Line::styled(handover.title.clone(), bold), Line::raw(""), Line::raw(text)];
    frame.render_widget(Clear, boxed);
    let block = Block::new().borders(Borders::ALL).border_style(Style::new().fg(Color::LightYellow));
    frame.render_widget(Paragraph::new(lines).alignment(Alignment::Center).block(block), boxed);
}

/// What the message lines show, most pressing first: the question, the core's refusal of the
/// last key, its message, the hint, what opening the files found.
fn message(shell: &Shell, table: &TableView, strings: Strings) -> (String, Style) {
    let yellow = Style::new().fg(Color::LightYellow);
    if let Some(dialog) = &table.dialog {
        return (format!("{} {}", dialog.title, dialog.body), yellow.add_modifier(Modifier::BOLD));
    }
    if let Some(refusal) = &shell.refusal {
        // The core's "Pass the phone on first", in the terminal's words.
        let text = if refusal.code == "pass_first" { strings.pass_first().to_owned() } else { refusal.message.clone() };
        return (text, Style::new().fg(Color::LightRed));
    }
    if let Some(message) = &table.message {
        let style = if message.refusal { Style::new().fg(Color::LightRed) } else { yellow };
        return (message.text.clone(), style);
    }
    if let Some(hint) = &table.hint {
        return (hint.text.clone(), Style::new().fg(Color::LightCyan));
    }
    match &shell.notice {
        Some(notice) if shell.show_notice => (notice.clone(), yellow),
        _ => (String::new(), yellow),
    }
}

/// The newest moves that fit in `height` lines: each wrapped (its further lines indented), so
/// that the end of a long turn (a penalty, say) is read, not cut; an entry whose start is left
/// out begins with "…".
fn recent_lines(recent: &[String], width: usize, height: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for entry in recent {
        for (i, line) in wrap(entry, width.saturating_sub(2)).into_iter().enumerate() {
            lines.push(if i == 0 { line } else { format!("  {line}") });
        }
    }
    let mut shown = lines.split_off(lines.len().saturating_sub(height));
    if let Some(first) = shown.first_mut().filter(|line| line.starts_with("  ")) {
        first.replace_range(..1, "…");
    }
    shown
}

/// "Okey 101 · Standard · Deal 1 of 5 · indicator R2 · okey ★R3 · stock 15".
fn header_line(shell: &Shell, table: &TableView, strings: Strings) -> Line<'static> {
    let title = match &shell.view().home.saved {
        Some(saved) => saved.title.clone(),
        None => okey_core::wording::game_name(table.game).to_owned(),
    };
    let centre = &table.centre;
    let multiplier = centre.multiplier.as_ref().map(|m| format!(" · {m}")).unwrap_or_default();
    Line::from(vec![
        Span::styled(title, Style::new().add_modifier(Modifier::BOLD)),
        Span::raw(format!(" · {} · {} ", centre.deal, strings.indicator())),
        tile_span(&centre.indicator),
        Span::raw(" · okey "),
        Span::styled(
            format!("★{}", face_code(centre.okey)),
            Style::new().fg(Color::LightMagenta).add_modifier(Modifier::BOLD),
        ),
        Span::raw(format!(" · {} {}{multiplier}", strings.stock(), centre.stock)),
    ])
}

/// The keys: moving and selecting, then what may be done now (the help, `?`, lists them all).
fn key_lines(shell: &Shell, table: &TableView, strings: Strings) -> Vec<Line<'static>> {
    let second = if let Some(dialog) = &table.dialog {
        let mut choices: Vec<String> = dialog
            .choices
            .iter()
            .enumerate()
            .map(|(index, choice)| format!("{} {}", choice_key(index, choice), choice.label))
            .collect();
        if let Some(primary) = dialog.choices.iter().find(|c| c.primary) {
            choices.push(format!("Enter: {}", primary.label));
        }
        choices.join("  ")
    } else if table.handover.is_some() && shell.mode == Mode::Normal {
        return vec![Line::from(strings.handover_keys())];
    } else {
        match shell.mode {
            Mode::ChooseMeld { .. } => strings.choosing_keys().to_owned(),
            Mode::Help => strings.help_keys().to_owned(),
            Mode::Normal => action_keys(table, strings),
        }
    };
    vec![Line::from(strings.moving_keys()), Line::from(second)]
}

/// The keys of the moves the core allows now, then the hint, sorting and quitting as room allows.
fn action_keys(table: &TableView, strings: Strings) -> String {
    let c = &table.controls;
    let allowed = [
        (c.draw, strings.draw()),
        (c.take_discard, strings.take()),
        (c.take_indicator, strings.take_indicator()),
        (c.return_taken.enabled, strings.return_taken()),
        (c.lay.enabled, strings.lay()),
        (c.lay_off, strings.lay_off()),
        (c.take_back.enabled, strings.take_back()),
        (c.discard, strings.discard()),
        (c.finish.enabled, strings.finish()),
        (c.show_indicator.enabled, strings.show_indicator()),
        (c.next_deal.enabled, strings.next_deal()),
    ];
    let mut line = allowed.iter().filter(|(on, _)| *on).map(|(_, key)| *key).collect::<Vec<_>>().join("  ");
    for (on, extra) in [(c.hint.enabled, strings.hint()), (c.arrange, strings.sort()), (true, strings.quit())] {
        if on && line.chars().count() + 2 + extra.chars().count() <= usize::from(MIN_SIZE.0) {
            if !line.is_empty() {
                line.push_str("  ");
            }
            line.push_str(extra);
        }
    }
    line
}
