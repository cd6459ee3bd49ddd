//! Draws the play screen: table, discards, rack, counters, log and keys, in 80x24 or more.

use super::app::{App, Mode, YOU};
use crate::text::{deal_end_text, meld_text, penalty_note_text, score_sheet};
use okey_core::action::OpenedWith;
use okey_core::tile::{Color as TileColor, Face, Print, TileId};
use okey_core::view::SeatView;
use okey_core::{Language, Phase};
use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

/// Tiles per rack row (the rack is shown in two rows, like a real rack).
pub const RACK_ROW: usize = 12;
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

fn tile_span(tile: TileId, okey: Face) -> Span<'static> {
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
    let status_lines = status_lines(app, &view);
    let key_lines = key_lines(&view, app.language);
    let [header, table, discards, rack, status, message, log, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(6),
        Constraint::Length(2),
        Constraint::Length(4),
        Constraint::Length(u16::try_from(status_lines.len()).unwrap_or(1)),
        // A long message (a refusal, a question) wraps onto a second line rather than being cut.
        Constraint::Length(2),
        Constraint::Length(2),
        Constraint::Length(u16::try_from(key_lines.len()).unwrap_or(2)),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(header_line(app, &view)), header);
    frame.render_widget(table_widget(app, &view), table);
    frame.render_widget(Paragraph::new(discard_lines(app, &view)).wrap(Wrap { trim: true }), discards);
    frame.render_widget(rack_widget(app, &view), rack);
    frame.render_widget(Paragraph::new(status_lines), status);
    let message_style = Style::new().fg(Color::LightYellow);
    frame.render_widget(
        Paragraph::new(Span::styled(app.message.clone(), message_style)).wrap(Wrap { trim: true }),
        message,
    );
    let recent: Vec<Line> = app.log.iter().rev().take(2).rev().map(|l| Line::from(l.clone())).collect();
    frame.render_widget(Paragraph::new(recent).style(Style::new().fg(Color::DarkGray)), log);
    frame.render_widget(Paragraph::new(key_lines).style(Style::new().fg(Color::Cyan)), keys);
    if matches!(view.phase, Phase::DealOver | Phase::GameOver) {
        let sheet = Rect { y: table.y, height: rack.bottom() - table.y, ..table };
        draw_score_sheet(frame, app, &view, sheet);
    }
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

fn table_widget(app: &App, view: &SeatView) -> Paragraph<'static> {
    let okey = view.okey;
    let chosen = match &app.mode {
        Mode::ChooseMeld { candidates, index, .. } => candidates.get(*index).copied(),
        _ => None,
    };
    let mut lines = Vec::new();
    for seat in 0..view.totals.len() {
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
            Some(okey_core::SeatKind::Bot(level)) => format!(" {}", level.name()),
            _ => String::new(),
        };
        let mut spans = vec![Span::styled(
            format!("{name}{level} ({rack_size}){opened}:"),
            Style::new().add_modifier(if seat == view.turn {
                Modifier::BOLD | Modifier::UNDERLINED
            } else {
                Modifier::BOLD
            }),
        )];
        for meld in view.table.iter().filter(|m| m.owner == seat) {
            let style =
                if chosen == Some(meld.id) { Style::new().add_modifier(Modifier::REVERSED) } else { Style::new() };
            spans.push(Span::raw(" "));
            spans.push(Span::styled(format!("#{} ", meld.id), style.fg(Color::DarkGray)));
            for (tile, face) in meld.meld.tiles().iter().zip(meld.meld.faces()) {
                let text = meld_text(&[*tile], &[*face], Some(okey));
                spans.push(Span::styled(text, style.fg(tile_color(*tile)).add_modifier(Modifier::BOLD)));
                spans.push(Span::styled(" ", style));
            }
        }
        lines.push(Line::from(spans));
    }
    let title = format!(" {} ", app.text("Table", "Masa"));
    Paragraph::new(lines).block(Block::bordered().title(title)).wrap(Wrap { trim: true })
}

fn discard_lines(app: &App, view: &SeatView) -> Vec<Line<'static>> {
    let mut spans = vec![Span::raw(app.text("Discards:", "Atılanlar:").to_owned())];
    for (seat, pile) in view.discards.iter().enumerate() {
        let name = app.names.get(seat).cloned().unwrap_or_default();
        spans.push(Span::raw(format!("  {name} ")));
        match pile.last() {
            Some(&tile) => {
                if pile.len() > 1 {
                    spans.push(Span::styled(format!("{}·", pile.len() - 1), Style::new().fg(Color::DarkGray)));
                }
                spans.push(tile_span(tile, view.okey));
                if view.takeable == Some(tile) {
                    let takes = app.text(" ← t takes", " ← t alır").to_owned();
                    spans.push(Span::styled(takes, Style::new().fg(Color::LightGreen)));
                }
            }
            None => spans.push(Span::styled("—", Style::new().fg(Color::DarkGray))),
        }
    }
    vec![Line::from(spans)]
}

fn rack_widget(app: &App, view: &SeatView) -> Paragraph<'static> {
    let mut rows = vec![Vec::new(), Vec::new()];
    for (i, &tile) in app.order.iter().enumerate() {
        let row = (i / RACK_ROW).min(1);
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
        rows[row].push(Span::raw(" "));
    }
    let lines: Vec<Line> = rows.into_iter().map(Line::from).collect();
    let title = format!(" {} ({}) · {} ", app.text("Your rack", "Istakanız"), view.rack.len(), turn_text(app, view));
    Paragraph::new(lines).block(Block::bordered().title(title))
}

/// The opening counter, the totals and, while the deal has any, its penalties and why each was
/// charged.
fn status_lines(app: &App, view: &SeatView) -> Vec<Line<'static>> {
    let totals: Vec<String> = view
        .totals
        .iter()
        .enumerate()
        .map(|(seat, total)| format!("{} {total}", app.names.get(seat).map_or("?", String::as_str)))
        .collect();
    // The counter can be long ("· selection is not a meld"): the totals get their own line.
    let mut lines = vec![
        Line::styled(app.opening_counter(), Style::new().fg(Color::LightGreen).add_modifier(Modifier::BOLD)),
        Line::from(format!("{}: {}", app.text("Totals", "Toplamlar"), totals.join(" · "))),
    ];
    let charged: Vec<String> =
        app.penalties.of_deal(view.deal).map(|n| penalty_note_text(n, &app.names, app.language)).collect();
    if !charged.is_empty() {
        let penalties = format!("{}: {}", app.text("Penalties", "Cezalar"), charged.join(" · "));
        lines.push(Line::styled(penalties, Style::new().fg(Color::LightRed)));
    }
    lines
}

/// Every key the screen answers to, Esc and Enter included.
fn key_lines(view: &SeatView, language: Language) -> Vec<Line<'static>> {
    if language == Language::Turkish {
        return turkish_key_lines(view);
    }
    if view.rules.is_duz() {
        return vec![
            Line::from("←→↑↓ move  shift+←→ move tile  space select  Esc unselect  a/p sort  h hint"),
            Line::from("d draw  t take  x discard  f discard and finish  s show the twin  n next  q quit"),
        ];
    }
    vec![
        Line::from("←→↑↓ move  shift+←→ move tile  space select  Esc unselect  m/Enter lay meld"),
        Line::from("o lay off  k swap okey  d draw  t take  g take indicator  r return  x discard"),
        Line::from("u take back last  U take back all  a/p sort  h hint  n next deal  q quit"),
    ]
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
    let start = crate::text::starting_total(app.session.game().rules());
    let sheet: Vec<String> =
        score_sheet(results, &app.names, start, &app.penalties, app.language).lines().map(str::to_owned).collect();
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
    frame.render_widget(Clear, popup);
    let text: Vec<Line> = lines.into_iter().map(Line::from).collect();
    let title = format!(" {} ", app.text("Scores", "Puanlar"));
    frame.render_widget(Paragraph::new(text).block(Block::bordered().title(title)), popup);
}

/// The keys in Turkish: the same keys, their actions named as Turkish players say them.
fn turkish_key_lines(view: &SeatView) -> Vec<Line<'static>> {
    if view.rules.is_duz() {
        return vec![
            Line::from("←→↑↓ gez  shift+←→ taşı kaydır  boşluk seç  Esc bırak  a/p diz  h ipucu"),
            Line::from("d çek  t al  x at  f atıp bitir  s eşini göster  n sonraki  q çık"),
        ];
    }
    vec![
        Line::from("←→↑↓ gez  shift+←→ taşı kaydır  boşluk seç  Esc bırak  m/Enter per aç"),
        Line::from("o işle  k okeyi al  d çek  t al  g göstergeyi al  r geri koy  x at"),
        Line::from("u sonuncuyu geri al  U hepsini geri al  a/p diz  h ipucu  n yeni el  q çık"),
    ]
}
