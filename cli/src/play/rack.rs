//! Tiles as the terminal draws them (`R5`, `★R3` for the okey, `F` for a false joker, in their
//! colours) and the rack: the core's 30 slots in two rows of 15, with the cursor.

use okey_app::view::{FaceView, ShownRack, ShownTile, TileColor};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};

/// Columns a slot takes on the rack: a tile's label (at most `★R12`) and a space.
pub const CELL: usize = 5;
/// The background of a selected rack tile (its text keeps the tile's colour).
pub const SELECTED_BACKGROUND: Color = Color::DarkGray;

fn letter(color: TileColor) -> char {
    match color {
        TileColor::Red => 'R',
        TileColor::Yellow => 'Y',
        TileColor::Blue => 'B',
        TileColor::Black => 'K',
    }
}

/// A face in the notation: `R5`.
pub fn face_code(face: FaceView) -> String {
    format!("{}{}", letter(face.color), face.number)
}

/// A tile in the notation: `R5`, `F` for a false joker.
pub fn tile_code(tile: &ShownTile) -> String {
    match tile.color {
        Some(color) if !tile.false_joker => format!("{}{}", letter(color), tile.number),
        _ => "F".to_owned(),
    }
}

/// A tile as the rack and the piles show it: the okey starred, `★R3`.
pub fn tile_label(tile: &ShownTile) -> String {
    if tile.okey { format!("★{}", tile_code(tile)) } else { tile_code(tile) }
}

/// A tile in a meld: an okey with the face it stands for, `R3=B6`.
pub fn meld_tile_label(tile: &ShownTile, okey: FaceView) -> String {
    if tile.okey {
        format!("{}={}", tile_code(tile), face_code(tile.plays_as.unwrap_or(okey)))
    } else {
        tile_code(tile)
    }
}

/// The colour a tile is drawn in, selected or not.
pub fn tile_color(tile: &ShownTile) -> Color {
    match tile.color {
        _ if tile.false_joker => Color::LightGreen,
        Some(TileColor::Red) => Color::LightRed,
        Some(TileColor::Yellow) => Color::Yellow,
        Some(TileColor::Blue) => Color::LightBlue,
        Some(TileColor::Black) | None => Color::Gray,
    }
}

pub fn tile_style(tile: &ShownTile) -> Style {
    Style::new().fg(tile_color(tile)).add_modifier(Modifier::BOLD)
}

pub fn tile_span(tile: &ShownTile) -> Span<'static> {
    Span::styled(tile_label(tile), tile_style(tile))
}

/// The rack's two rows: each slot `CELL` columns wide, a selected tile on a grey background,
/// a tile the hint names (or, in Düz Okey, whose discard wins) underlined, the cursor reversed
/// (on an empty slot too, so a tile can be moved there).
pub fn rack_lines(rack: &ShownRack, cursor: usize) -> Vec<Line<'static>> {
    let row = usize::from(rack.row_length).max(1);
    rack.slots
        .chunks(row)
        .enumerate()
        .map(|(number, slots)| {
            let spans = slots.iter().enumerate().map(|(column, slot)| {
                let at_cursor = number * row + column == cursor;
                let (label, mut style) = match slot {
                    Some(placed) => {
                        let label = if placed.tile.okey {
                            tile_label(&placed.tile)
                        } else {
                            format!(" {}", tile_code(&placed.tile))
                        };
                        let mut style = tile_style(&placed.tile);
                        if placed.selected {
                            style = style.bg(SELECTED_BACKGROUND);
                        }
                        if placed.hinted || placed.wins {
                            style = style.add_modifier(Modifier::UNDERLINED);
                        }
                        (label, style)
                    }
                    None if at_cursor => (" ·".to_owned(), Style::new()),
                    None => (String::new(), Style::new()),
                };
                if at_cursor {
                    style = style.add_modifier(Modifier::REVERSED);
                }
                [Span::styled(format!("{label:<4}"), style), Span::raw(" ")]
            });
            let mut line: Vec<Span> = spans.flatten().collect();
            // Trailing blanks are not drawn.
            while line.last().is_some_and(|s| s.content.trim().is_empty() && s.style == Style::new()) {
                line.pop();
            }
            Line::from(line)
        })
        .collect()
}
