//! The terminal's own words: headings, labels and keys, in English and Turkish (spoken to the
//! player as "sen"). Every sentence about the game comes from the app core.

use okey_core::Language;

/// The screen's labels in one language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strings(pub Language);

impl Strings {
    fn pick(self, english: &'static str, turkish: &'static str) -> &'static str {
        self.0.pick(english, turkish)
    }

    pub fn tiles(self) -> &'static str {
        self.pick("tiles", "taş")
    }

    pub fn points(self) -> &'static str {
        self.pick("pts", "puan")
    }

    /// "+2 more melds": what a seat's line could not show.
    pub fn more_melds(self, hidden: usize) -> String {
        match self.0 {
            Language::English if hidden == 1 => "+1 more meld".to_owned(),
            Language::English => format!("+{hidden} more melds"),
            Language::Turkish => format!("+{hidden} per daha"),
        }
    }

    pub fn discards_heading(self) -> &'static str {
        self.pick("Discards (top tile, pile size):", "Atılanlar (üstteki taş, yığındaki sayı):")
    }

    pub fn takes(self) -> &'static str {
        self.pick(" ← t takes", " ← t alır")
    }

    pub fn table(self) -> &'static str {
        self.pick("Table", "Masa")
    }

    pub fn rack(self) -> &'static str {
        self.pick("Your rack", "Istakan")
    }

    pub fn indicator(self) -> &'static str {
        self.pick("indicator", "gösterge")
    }

    pub fn stock(self) -> &'static str {
        self.pick("stock", "deste")
    }

    pub fn scores(self) -> &'static str {
        self.pick("Scores", "Puanlar")
    }

    /// The score sheet's columns: the hand, its penalties, the deal, the game.
    pub fn sheet_columns(self) -> [&'static str; 4] {
        match self.0 {
            Language::English => ["hand", "penalty", "deal", "total"],
            Language::Turkish => ["el", "ceza", "bu el", "toplam"],
        }
    }

    pub fn next_deal_key(self) -> &'static str {
        self.pick("Press n for the next deal, q to save and quit.", "Yeni el için n'ye, kaydedip çıkmak için q'ya bas.")
    }

    pub fn game_over_key(self) -> &'static str {
        self.pick("The game is over. Press q to leave.", "Oyun bitti. Çıkmak için q'ya bas.")
    }

    /// The terminal is smaller than the screen needs.
    pub fn too_small(self, width: u16, height: u16) -> String {
        match self.0 {
            Language::English => {
                format!("The terminal is {width}x{height}; Okey needs at least 80x24. Enlarge it, or press q.")
            }
            Language::Turkish => {
                format!("Uçbirim {width}x{height}; Okey için en az 80x24 gerekir. Büyüt ya da q'ya bas.")
            }
        }
    }

    /// The first line of keys, always shown.
    pub fn moving_keys(self) -> &'static str {
        self.pick(
            "←→↑↓ move  shift+←→ move tile  space select  Esc unselect  ? help: all keys",
            "←→↑↓ gez  shift+←→ taşı kaydır  boşluk seç  Esc bırak  ? yardım: bütün tuşlar",
        )
    }

    pub fn choosing_keys(self) -> &'static str {
        self.pick(
            "Which meld? ←→ or its number (#), then Enter · Esc cancels",
            "Hangi per? ←→ ya da numarası (#), sonra Enter · Esc vazgeçer",
        )
    }

    pub fn help_keys(self) -> &'static str {
        self.pick("any key closes the help", "herhangi bir tuş yardımı kapatır")
    }

    pub fn draw(self) -> &'static str {
        self.pick("d draw", "d çek")
    }
    pub fn take(self) -> &'static str {
        self.pick("t take", "t al")
    }
    pub fn take_indicator(self) -> &'static str {
        self.pick("g take indicator", "g göstergeyi al")
    }
    pub fn return_taken(self) -> &'static str {
        self.pick("r return", "r geri koy")
    }
    pub fn lay(self) -> &'static str {
        self.pick("m lay", "m aç")
    }
    pub fn lay_off(self) -> &'static str {
        self.pick("o lay off", "o işle")
    }
    pub fn take_back(self) -> &'static str {
        self.pick("u take back", "u geri al")
    }
    pub fn discard(self) -> &'static str {
        self.pick("x discard", "x at")
    }
    pub fn finish(self) -> &'static str {
        self.pick("f finish", "f atıp bitir")
    }
    pub fn show_indicator(self) -> &'static str {
        self.pick("s show the twin", "s eşini göster")
    }
    pub fn next_deal(self) -> &'static str {
        self.pick("n next deal", "n yeni el")
    }
    pub fn hint(self) -> &'static str {
        self.pick("h hint", "h ipucu")
    }
    pub fn sort(self) -> &'static str {
        self.pick("a/p sort", "a/p diz")
    }
    pub fn quit(self) -> &'static str {
        self.pick("q quit", "q çık")
    }

    /// Pass and play: the terminal's words for the core's "Tap to show your rack".
    pub fn show_rack(self) -> &'static str {
        self.pick("Press Enter to show your rack", "Istakanını görmek için Enter'a bas")
    }

    /// Pass and play: the keys while the terminal is handed over.
    pub fn handover_keys(self) -> &'static str {
        self.pick(
            "Enter or space shows your rack  ? help  q save and quit",
            "Enter ya da boşluk ıstakanını gösterir  ? yardım  q kaydet ve çık",
        )
    }

    /// Pass and play: a move before the next person shows their rack (the core's "Pass the
    /// phone on first").
    pub fn pass_first(self) -> &'static str {
        self.pick(
            "Pass the keyboard on first: the next person presses Enter to show their rack.",
            "Önce klavyeyi sıradakine ver: sıradaki ıstakanını görmek için Enter'a basar.",
        )
    }

    /// Pass and play: the rack's heading while it is hidden.
    pub fn rack_hidden(self) -> &'static str {
        self.pick("Rack hidden", "Istaka gizli")
    }

    pub fn help_title(self) -> &'static str {
        self.pick(" Help · any key closes it ", " Yardım · herhangi bir tuş kapatır ")
    }
}
