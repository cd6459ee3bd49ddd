//! The help (`?`): every key, how to read the table and the discard piles, and where the game
//! and the statistics are kept.

use super::app::App;
use okey_core::Language;
use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Clear, Paragraph, Wrap};

/// The help's lines in the app's language.
pub fn help_lines(app: &App) -> Vec<String> {
    let mut lines: Vec<String> = match app.language {
        Language::English => [
            "←→↑↓ move the cursor · shift+←→ (or < >) move the tile",
            "space select · Esc unselect",
            "d draw · t take the discard · g take the indicator · r put it back",
            "m or Enter lay the selected tiles: one meld, or several at once (five",
            "  pairs, a whole opening); asked first if you could not open this turn",
            "o lay off · k swap for an okey · x discard",
            "u take back the last tile · U take back all laid this turn",
            "f discard and finish · s show the indicator's twin (Düz Okey)",
            "a arrange runs and sets · p arrange pairs · h hint · n next deal",
            "q save and quit",
            "Table: each player, level, tiles in rack, total, then melds (#id).",
            "Discards: each player's pile, its top tile and (in brackets) how many",
            "  tiles it holds; t takes the top of the previous player's pile.",
        ]
        .map(str::to_owned)
        .to_vec(),
        Language::Turkish => [
            "←→↑↓ imleci gezdir · shift+←→ (ya da < >) taşı kaydır",
            "boşluk seç · Esc bırak",
            "d desteden çek · t atılan taşı al · g göstergeyi al · r geri koy",
            "m ya da Enter seçili taşları aç: bir per ya da birkaç per birden (beş",
            "  çift, bütün bir açılış); bu sıra açamayacaksanız önce sorulur",
            "o işle · k okeyle değiştir · x at",
            "u son taşı geri al · U bu sıra açılan her şeyi geri al",
            "f atıp bitir · s göstergenin eşini göster (Düz Okey)",
            "a seri diz · p çift diz · h ipucu · n yeni el",
            "q kaydet ve çık",
            "Masa: her oyuncu, seviyesi, ıstakadaki taşı, toplamı, sonra perleri (#no).",
            "Atılanlar: her oyuncunun yığını, üstteki taş ve (ayraç içinde) yığındaki",
            "  taş sayısı; t önceki oyuncunun yığınının üstündeki taşı alır.",
        ]
        .map(str::to_owned)
        .to_vec(),
    };
    lines.push(String::new());
    lines.extend(files_lines(app));
    lines
}

/// Where the game and the statistics are kept (and that `OKEY_DATA_DIR` moves them).
fn files_lines(app: &App) -> Vec<String> {
    match (&app.data_files, app.language) {
        (Some(files), Language::English) => vec![
            format!("Your game is saved when you quit, to {}", files.save.display()),
            format!("Statistics: {}", files.stats.display()),
            "Set OKEY_DATA_DIR to keep them in another folder.".to_owned(),
        ],
        (Some(files), Language::Turkish) => vec![
            format!("Oyununuz çıkarken kaydedilir: {}", files.save.display()),
            format!("İstatistikler: {}", files.stats.display()),
            "Başka bir klasörde tutmak için OKEY_DATA_DIR değişkenini ayarlayın.".to_owned(),
        ],
        (None, Language::English) => vec!["This game is not saved.".to_owned()],
        (None, Language::Turkish) => vec!["Bu oyun kaydedilmiyor.".to_owned()],
    }
}

/// Draws the help over `area`.
pub fn draw_help(frame: &mut Frame, app: &App, area: Rect) {
    let text: Vec<Line> = help_lines(app).into_iter().map(Line::from).collect();
    let title = format!(" {} ", app.text("Help · any key closes it", "Yardım · herhangi bir tuş kapatır"));
    frame.render_widget(Clear, area);
    frame.render_widget(Paragraph::new(text).wrap(Wrap { trim: false }).block(Block::bordered().title(title)), area);
}
