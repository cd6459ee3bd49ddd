//! Draws the play screen: table, discards, rack, counters, log and keys, in 80x24 or more. The
//! table takes the room the rest leaves, so every seat's melds show (see [`super::table`]).

use super::app::{App, Mode, YOU};
use super::table::{discard_lines, table_lines};
use crate::text::{deal_end_text, penalty_note_text, score_sheet};
use okey_core::tile::{Color as TileColor, Face, Print, TileId};
use okey_core::view::{ActionKind, SeatView};
use okey_core::{Language, Phase};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

/// The rack's lines: its title and two rows of tiles.
const RACK_HEIGHT: usize = 3;
/// The background of a selected rack tile (its text keeps the tile's colour).
pub const SELECTED_BACKGROUND: Color = Color::DarkGray;
/// The smallest terminal the screen is laid out for.
pub const MIN_SIZE: (u16, u16) = (80, 24);

/// The colour a tile is drawn in, selected or not.
pub fn tile_color(tile: TileId) -> Color {
    match tile.print() {
        Print::Numbered(face) => match face.color() {
            TileColor::Red => Color::LightRed,
            TileColor::Yellow => Color::Yellow,
            TileColor::Blue => Color::LightBlue,
            TileColor::Black => Color::Gray,
        },
        Print::FalseJoker => Color::LightGreen,
    }
}

fn is_okey(tile: TileId, okey: Face) -> bool {
    tile.print() == Print::Numbered(okey)
}

pub fn tile_span(tile: TileId, okey: Face) -> Span<'static> {
    let style = Style::new().fg(tile_color(tile)).add_modifier(Modifier::BOLD);
    if is_okey(tile, okey) { Span::styled(format!("★{tile}"), style) } else { Span::styled(tile.to_string(), style) }
}

pub fn draw(frame: &mut Frame, app: &App) {
    let area = frame.area();
    if area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1 {
        let (width, height) = (area.width, area.height);
        let text = match app.language {
            Language::English => {
                format!("The terminal is {width}x{height}; Okey needs at least 80x24. Enlarge it, or press q.")
            }
            Language::Turkish => {
                format!("Uçbirim {width}x{height}; Okey için en az 80x24 gerekir. Büyütün ya da q'ya basın.")
            }
        };
        frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: true }), area);
        return;
    }
    let Some(view) = app.view() else { return };
    let width = usize::from(area.width);
    let status_lines = status_lines(app, &view);
    let key_lines = key_lines(app, &view);
    let discards = discard_lines(app, &view, width);
    let discard_height = discards.len();
    // A question (a costly lay, discard or take-back) or a long hint may take four lines.
    let message_height = wrapped_height(&app.message, width).clamp(1, 4);
    let fixed = 1 + discard_height + RACK_HEIGHT + status_lines.len() + message_height + key_lines.len();
    let room = usize::from(area.height).saturating_sub(fixed);
    // The table first (its title line and every seat's melds), then up to two lines of log.
    let (full_table, _) = table_lines(app, &view, width, usize::MAX);
    let log_height = room.saturating_sub(1 + full_table.len()).clamp(1, 2).min(room.saturating_sub(2));
    let table_height = room - log_height;
    let height = |lines: usize| Constraint::Length(u16::try_from(lines).unwrap_or(u16::MAX));
    let [header, table, discard_area, rack, status, message, log, keys] = Layout::vertical([
        height(1),
        height(table_height),
        height(discard_height),
        height(RACK_HEIGHT),
        height(status_lines.len()),
        height(message_height),
        height(log_height),
        height(key_lines.len()),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(header_line(app, &view)), header);
    let (lines, _) = table_lines(app, &view, width, table_height.saturating_sub(1));
    let title = format!(" {} ", app.text("Table", "Masa"));
    frame.render_widget(Paragraph::new(lines).block(Block::new().borders(Borders::TOP).title(title)), table);
    frame.render_widget(Paragraph::new(discards), discard_area);
    frame.render_widget(rack_widget(app, &view), rack);
    frame.render_widget(Paragraph::new(status_lines), status);
    let message_style = Style::new().fg(Color::LightYellow);
    frame.render_widget(
        Paragraph::new(Span::styled(app.message.clone(), message_style)).wrap(Wrap { trim: true }),
        message,
    );
    let recent: Vec<Line> = app.log.iter().rev().take(log_height).rev().map(|l| Line::from(l.clone())).collect();
    frame.render_widget(Paragraph::new(recent).style(Style::new().fg(Color::DarkGray)), log);
    frame.render_widget(Paragraph::new(key_lines).style(Style::new().fg(Color::Cyan)), keys);
    let middle = Rect { y: table.y, height: rack.bottom() - table.y, ..table };
    if app.mode == Mode::Help {
        let above_keys = Rect { y: table.y, height: keys.y - table.y, ..table };
        super::help::draw_help(frame, app, above_keys);
    } else if matches!(view.phase, Phase::DealOver | Phase::GameOver) {
        draw_score_sheet(frame, app, &view, middle);
    }
}

/// Lines `text` takes when wrapped at word boundaries to `width` columns.
fn wrapped_height(text: &str, width: usize) -> usize {
    let mut lines = 0;
    let mut used = 0;
    for word in text.split_whitespace() {
        let length = word.chars().count();
        if lines == 0 || used + 1 + length > width {
            lines += 1;
            used = length;
        } else {
            used += 1 + length;
        }
    }
    lines
}

fn header_line(app: &App, view: &SeatView) -> Line<'static> {
    let risk = if view.risk_round { app.text(" · RISK ROUND", " · RİSK ELİ") } else { "" };
    let (game, progress) = if view.rules.is_duz() {
        ("Düz Okey", app.text("ends at 0", "0'da biter").to_owned())
    } else {
        let (counted, deals) = (app.session.game().deals_counted(), view.rules.deals);
        ("Okey 101", format!("{counted}/{deals} {}", app.text("scored", "el sayıldı")))
    };
    let (deal, indicator) = (app.text("deal", "el"), app.text("indicator", "gösterge"));
    Line::from(vec![
        Span::styled(game, Style::new().add_modifier(Modifier::BOLD)),
        Span::raw(format!(" · {} · {deal} {} · {progress} · {indicator} ", view.rules.preset.name(), view.deal + 1)),
        tile_span(view.indicator, view.okey),
        Span::raw(" · okey "),
        Span::styled(format!("★{}", view.okey), Style::new().fg(Color::LightMagenta).add_modifier(Modifier::BOLD)),
        Span::raw(format!(" · {} {}{risk}", app.text("stock", "deste"), view.stock_size)),
    ])
}

/// Whose move it is, from the player's side.
fn turn_text(app: &App, view: &SeatView) -> String {
    let name = app.names.get(view.turn).cloned().unwrap_or_default();
    match view.phase {
        Phase::GameOver => app.text("game over", "oyun bitti").to_owned(),
        Phase::DealOver => app.text("deal over", "el bitti").to_owned(),
        _ if view.turn != YOU => match app.language {
            Language::English => format!("{name} to play"),
            Language::Turkish => format!("sıra: {name}"),
        },
        Phase::Draw => app.text("your turn: draw (d) or take (t)", "sıra sizde: çekin (d) ya da alın (t)").to_owned(),
        Phase::Play if view.rules.is_duz() => {
            app.text("your turn: discard (x) or finish (f)", "sıra sizde: atın (x) ya da bitirin (f)").to_owned()
        }
        Phase::Play => app.text("your turn: play, then discard (x)", "sıra sizde: oynayın, sonra atın (x)").to_owned(),
    }
}

fn rack_widget(app: &App, view: &SeatView) -> Paragraph<'static> {
    let layout = app.rack_layout();
    let mut rows: [Vec<Span>; 2] = [Vec::new(), Vec::new()];
    let mut ends = [0u16; 2];
    for (i, (&tile, &(row, x))) in app.order().iter().zip(&layout.places).enumerate() {
        let row = row.min(1);
        if x > ends[row] {
            rows[row].push(Span::raw(" ".repeat(usize::from(x - ends[row]))));
        }
        let label = if is_okey(tile, view.okey) { format!("★{tile}") } else { format!(" {tile}") };
        let mut style = Style::new().fg(tile_color(tile)).add_modifier(Modifier::BOLD);
        if app.selected.contains(&tile) {
            // A selected tile keeps its colour: only its background changes.
            style = style.bg(SELECTED_BACKGROUND);
        }
        if i == app.cursor {
            style = style.add_modifier(Modifier::REVERSED);
        }
        if view.must_use == Some(tile) {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        rows[row].push(Span::styled(format!("{label:<4}"), style));
        ends[row] = x + 4;
    }
    let lines: Vec<Line> = rows.into_iter().map(Line::from).collect();
    let title = format!(" {} ({}) · {} ", app.text("Your rack", "Istakanız"), view.rack.len(), turn_text(app, view));
    Paragraph::new(lines).block(Block::new().borders(Borders::TOP).title(title))
}

/// The opening counter and, while the deal has any, its penalties and why each was charged.
fn status_lines(app: &App, view: &SeatView) -> Vec<Line<'static>> {
    let mut lines =
        vec![Line::styled(app.opening_counter(), Style::new().fg(Color::LightGreen).add_modifier(Modifier::BOLD))];
    let charged: Vec<String> =
        app.penalties.of_deal(view.deal).map(|n| penalty_note_text(n, &app.names, app.language)).collect();
    if !charged.is_empty() {
        let penalties = format!("{}: {}", app.text("Penalties", "Cezalar"), charged.join(" · "));
        lines.push(Line::styled(penalties, Style::new().fg(Color::LightRed)));
    }
    lines
}

/// The keys: moving and selecting, then what may be done now (the help, `?`, lists them all).
fn key_lines(app: &App, view: &SeatView) -> Vec<Line<'static>> {
    let first = app.text(
        "←→↑↓ move  shift+←→ move tile  space select  Esc unselect  ? help: all keys",
        "←→↑↓ gez  shift+←→ taşı kaydır  boşluk seç  Esc bırak  ? yardım: bütün tuşlar",
    );
    let second = match app.mode {
        Mode::ConfirmDiscard { .. } | Mode::ConfirmTakeBack { .. } | Mode::ConfirmLay { .. } => {
            app.text("y yes  any other key: no", "y evet  başka bir tuş: hayır").to_owned()
        }
        Mode::ChooseMeld { .. } => app
            .text("←→ choose the meld  Enter confirm  Esc cancel", "←→ peri seç  Enter onayla  Esc vazgeç")
            .to_owned(),
        Mode::Help => app.text("any key closes the help", "herhangi bir tuş yardımı kapatır").to_owned(),
        Mode::Normal => action_keys(app, view),
    };
    vec![Line::from(first), Line::from(second)]
}

/// The keys of the actions allowed now, then the hint, sorting and quitting as room allows.
fn action_keys(app: &App, view: &SeatView) -> String {
    let mut keys: Vec<&str> = Vec::new();
    for kind in &view.allowed {
        let key = match kind {
            ActionKind::Draw => app.text("d draw", "d çek"),
            ActionKind::TakeDiscard => app.text("t take", "t al"),
            ActionKind::TakeIndicator => app.text("g take indicator", "g göstergeyi al"),
            ActionKind::ReturnTaken => app.text("r return", "r geri koy"),
            ActionKind::Lay => app.text("m lay", "m aç"),
            ActionKind::LayOff => app.text("o lay off", "o işle"),
            ActionKind::RetrieveOkey => app.text("k swap okey", "k okeyi al"),
            ActionKind::TakeBack => app.text("u/U take back", "u/U geri al"),
            ActionKind::Discard => app.text("x discard", "x at"),
            ActionKind::Finish => app.text("f finish", "f atıp bitir"),
            ActionKind::ShowIndicator => app.text("s show the twin", "s eşini göster"),
            ActionKind::NextDeal => app.text("n next deal", "n yeni el"),
        };
        if !keys.contains(&key) {
            keys.push(key);
        }
    }
    let mut line = keys.join("  ");
    for extra in [app.text("h hint", "h ipucu"), app.text("a/p sort", "a/p diz"), app.text("q quit", "q çık")] {
        if line.chars().count() + 2 + extra.chars().count() <= usize::from(MIN_SIZE.0) {
            if !line.is_empty() {
                line.push_str("  ");
            }
            line.push_str(extra);
        }
    }
    line
}

fn draw_score_sheet(frame: &mut Frame, app: &App, view: &SeatView, area: Rect) {
    let results = app.session.game().results();
    let mut lines: Vec<String> = Vec::new();
    if let Some(last) = results.last() {
        let end = deal_end_text(last, &app.names, app.language);
        lines.push(match app.language {
            Language::English => format!("Deal {}: {end}", last.deal + 1),
            Language::Turkish => format!("{}. el: {end}", last.deal + 1),
        });
        lines.push(String::new());
    }
    let rules = app.session.game().rules();
    let sheet: Vec<String> =
        score_sheet(results, &app.names, rules, &app.penalties, app.language).lines().map(str::to_owned).collect();
    // Keep the heading and totals; drop the oldest deals when the sheet is taller than the box.
    let room = usize::from(area.height.saturating_sub(2)).saturating_sub(lines.len() + 2);
    let hidden = sheet.len().saturating_sub(room);
    if let [heading, deals @ .., total] = &sheet[..] {
        lines.push(heading.clone());
        lines.extend(deals.iter().skip(hidden).cloned());
        lines.push(total.clone());
    }
    lines.push(String::new());
    lines.push(
        if view.phase == Phase::GameOver {
            app.text("The game is over. Press q to leave.", "Oyun bitti. Çıkmak için q'ya basın.")
        } else {
            app.text("Press n for the next deal.", "Yeni el için n'ye basın.")
        }
        .to_owned(),
    );
    let popup = area.inner(ratatui::layout::Margin { horizontal: 2, vertical: 0 });
    // The whole area is cleared: table text beside the sheet would read as part of it.
    frame.render_widget(Clear, area);
    let text: Vec<Line> = lines.into_iter().map(Line::from).collect();
    let title = format!(" {} ", app.text("Scores", "Puanlar"));
    frame.render_widget(Paragraph::new(text).block(Block::bordered().title(title)), popup);
}
