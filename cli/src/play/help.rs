//! The help (`?`): every key, how to read the table and the discard piles, and where the game
//! and the statistics are kept.

use super::shell::Shell;
use super::strings::Strings;
use okey_core::Language;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

/// The help's lines in the screen's language.
pub fn help_lines(shell: &Shell) -> Vec<String> {
    let mut lines: Vec<String> = match shell.language() {
        Language::English => [
            "←→↑↓ move the cursor over the rack's slots · shift+←→ (or < >) move the tile",
            "space select · Esc unselect · d draw · t take the discard · x discard · h hint",
            "g take the indicator · r put the taken discard back · q save and quit",
            "m or Enter lay the selected tiles: one meld, or several at once (five pairs,",
            "  a whole opening); you are asked first if you could not open this turn",
            "o lay off · k put a tile in place of an okey on the table: then ←→ or the",
            "  meld's number (#) and Enter · n next deal",
            "u take back every tile laid this turn · a arrange runs and sets · p pairs",
            "Düz Okey: f discard the selected tile (or the cursor's) and finish · s show",
            "  the indicator's twin · questions: y, n, or the choice's number",
            "Table: each player, level, tiles in rack, total, opening, then melds (#).",
            "Discards: each player's pile, its top tile and (in brackets) how many",
            "  tiles it holds; t takes the top of the pile marked ←.",
        ]
        .map(str::to_owned)
        .to_vec(),
        Language::Turkish => [
            "←→↑↓ imleci ıstakanın yuvalarında gezdir · shift+←→ (ya da < >) taşı kaydır",
            "boşluk seç · Esc bırak · d desteden çek · t atılan taşı al · x at · h ipucu",
            "g göstergeyi al · r aldığın taşı geri koy · q kaydet ve çık",
            "m ya da Enter seçili taşları aç: bir per ya da birkaç per birden (beş çift,",
            "  bütün bir açılış); bu sıra açamayacaksan önce sorulur",
            "o işle · k masadaki bir okeyin yerine taş koy: sonra ←→ ya da perin",
            "  numarası (#) ve Enter · n yeni el",
            "u bu sıra açtığın bütün taşları geri al · a seri diz · p çift diz",
            "Düz Okey: f seçili taşı (ya da imleçtekini) atıp bitir · s göstergenin",
            "  eşini göster · sorular: y, n ya da seçeneğin numarası",
            "Masa: her oyuncu, seviyesi, ıstakadaki taşı, toplamı, açışı, perleri (#).",
            "Atılanlar: her oyuncunun yığını, üstteki taş ve (ayraç içinde) yığındaki",
            "  taş sayısı; t, ← ile işaretli yığının üstündeki taşı alır.",
        ]
        .map(str::to_owned)
        .to_vec(),
    };
    lines.push(String::new());
    lines.extend(files_lines(shell));
    lines
}

/// Where the game and the statistics are kept (and that `OKEY_DATA_DIR` moves them).
fn files_lines(shell: &Shell) -> Vec<String> {
    match (&shell.data_files, shell.language()) {
        (Some(files), Language::English) => vec![
            format!("Your game is saved after every move, to {}", files.save.display()),
            format!("Statistics: {}", files.stats.display()),
            "Set OKEY_DATA_DIR to keep them in another folder.".to_owned(),
        ],
        (Some(files), Language::Turkish) => vec![
            format!("Oyunun her hamleden sonra kaydedilir: {}", files.save.display()),
            format!("İstatistikler: {}", files.stats.display()),
            "Başka bir klasörde tutmak için OKEY_DATA_DIR değişkenini ayarla.".to_owned(),
        ],
        (None, Language::English) => vec!["This game is not kept on disk.".to_owned()],
        (None, Language::Turkish) => vec!["Bu oyun diske kaydedilmiyor.".to_owned()],
    }
}

/// Draws the help over `area`.
pub fn draw_help(frame: &mut Frame, shell: &Shell, area: Rect) {
    let text: Vec<Line> = help_lines(shell).into_iter().map(Line::from).collect();
    let title = Strings(shell.language()).help_title();
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: false }).block(Block::bordered().title(title)), area);
}
