//! "How to play" in pictures: the rules' key ideas, each with the tiles that show it.
//!
//! Every example is built through the engine's own meld checks, so a picture can never show a
//! meld the game would refuse, and the points under it are the engine's.

use crate::table::present::shown_tile;
use crate::view::{RuleExampleView, ShownTile};
use crate::words;
use okey_core::lang::Language;
use okey_core::meld::{Meld, MeldKind, MeldRules};
use okey_core::rules::{Rules, Variant};
use okey_core::tile::{Color, Face, Okey, TileId};

/// The examples' indicator: yellow 6, so the okey is yellow 7.
const INDICATOR: (Color, u8) = (Color::Yellow, 6);

/// The pictures for `rules`, in the order a newcomer needs them.
pub(crate) fn examples(rules: &Rules, language: Language) -> Vec<RuleExampleView> {
    let book = Book::new(rules, language);
    let mut examples = vec![Some(book.indicator()), book.run(), book.set(), book.okey_in_meld()];
    match rules.variant {
        Variant::Okey101 => {
            examples.push(book.opening(rules.opening_threshold));
            examples.push(book.pairs(rules.pairs_threshold));
        }
        Variant::Duz => examples.push(book.duz_win()),
    }
    // An example the engine refused would be a bug here; it is left out rather than drawn
    // wrong (tests/app/how_to_play.rs counts them).
    examples.into_iter().flatten().collect()
}

/// Builds examples' tiles for one language and one set of meld rules.
struct Book {
    language: Language,
    okey: Okey,
    melds: MeldRules,
    variant: Variant,
}

impl Book {
    fn new(rules: &Rules, language: Language) -> Book {
        let okey = Okey::from_indicator(face(INDICATOR.0, INDICATOR.1));
        let melds = match rules.variant {
            Variant::Okey101 => MeldRules::okey101(okey, rules.joker_pairs),
            Variant::Duz => MeldRules { okey, one_after_thirteen: true, joker_pairs: true },
        };
        Book { language, okey, melds, variant: rules.variant }
    }

    fn pick(&self, english: &str, turkish: &str) -> String {
        self.language.pick(english, turkish).to_owned()
    }

    fn name(&self, color: Color, number: u8) -> String {
        words::face_name(self.language, face(color, number))
    }

    /// A tile as drawn alone (a face in the rack).
    fn tile(&self, color: Color, number: u8, copy: usize) -> ShownTile {
        shown_tile(self.language, TileId::copies(face(color, number))[copy], self.okey, None)
    }

    /// A meld as the table draws it, each tile with the face it stands for; checked by the engine.
    fn meld(&self, kind: MeldKind, tiles: &[TileId]) -> Option<(Vec<ShownTile>, u32)> {
        let meld = Meld::new(kind, tiles, self.melds).ok()?;
        let views = meld
            .tiles()
            .iter()
            .zip(meld.faces())
            .map(|(&tile, &face)| shown_tile(self.language, tile, self.okey, Some(face)))
            .collect();
        Some((views, meld.value()))
    }

    fn indicator(&self) -> RuleExampleView {
        let okey = self.okey.face();
        RuleExampleView {
            title: self.pick("The indicator and the okey", "Gösterge ve okey"),
            text: match self.language {
                Language::English => format!(
                    "A tile is turned up at the start: the indicator ({}). The tile one above it in its colour, {}, is the okey: both its copies stand for any tile you need. After 13 comes 1. The two false jokers stand for {}.",
                    self.name(INDICATOR.0, INDICATOR.1),
                    words::face_name(self.language, okey),
                    words::face_name(self.language, okey),
                ),
                Language::Turkish => format!(
                    "Elin başında bir taş açılır: gösterge ({}). Onun renginde bir üstü, {}, okeydir: iki eşi de istediğin taşın yerine geçer. 13'ten sonra 1 gelir. İki sahte okey {} yerine geçer.",
                    self.name(INDICATOR.0, INDICATOR.1),
                    words::face_name(self.language, okey),
                    words::face_name(self.language, okey),
                ),
            },
            melds: vec![
                vec![self.tile(INDICATOR.0, INDICATOR.1, 0)],
                vec![self.tile(okey.color(), okey.number(), 0)],
                vec![shown_tile(self.language, TileId::FALSE_JOKERS[0], self.okey, None)],
            ],
            points: vec![],
        }
    }

    fn run(&self) -> Option<RuleExampleView> {
        let (tiles, points) = self.meld(MeldKind::Run, &copies(Color::Red, &[4, 5, 6, 7]))?;
        Some(RuleExampleView {
            title: self.pick("A run (seri)", "Seri"),
            text: self.pick(
                "Three or more tiles of one colour, numbers in a row.",
                "Aynı renkten, sayıları art arda üç ya da daha çok taş.",
            ),
            melds: vec![tiles],
            points: self.points(&[points]),
        })
    }

    fn set(&self) -> Option<RuleExampleView> {
        let tiles = [face(Color::Blue, 9), face(Color::Black, 9), face(Color::Red, 9)].map(|f| TileId::copies(f)[0]);
        let (tiles, points) = self.meld(MeldKind::Set, &tiles)?;
        Some(RuleExampleView {
            title: self.pick("A set (per)", "Per"),
            text: self.pick(
                "Three or four tiles of one number, each of a different colour.",
                "Aynı sayıdan, her biri başka renk üç ya da dört taş.",
            ),
            melds: vec![tiles],
            points: self.points(&[points]),
        })
    }

    fn okey_in_meld(&self) -> Option<RuleExampleView> {
        let okey = TileId::copies(self.okey.face())[0];
        let tiles = [TileId::copies(face(Color::Black, 10))[0], okey, TileId::copies(face(Color::Black, 12))[0]];
        let (tiles, points) = self.meld(MeldKind::Run, &tiles)?;
        let stands_for = self.name(Color::Black, 11);
        Some(RuleExampleView {
            title: self.pick("The okey fills a gap", "Okey boşluğu doldurur"),
            text: match self.language {
                Language::English => format!(
                    "Here the okey stands for {stands_for}; on the table it is drawn as {stands_for}, with the okey's star."
                ),
                Language::Turkish => format!(
                    "Burada okey {stands_for} yerine geçer; masada {stands_for} olarak, okey yıldızıyla çizilir."
                ),
            },
            melds: vec![tiles],
            points: self.points(&[points]),
        })
    }

    fn opening(&self, threshold: u16) -> Option<RuleExampleView> {
        let melds = [
            self.meld(
                MeldKind::Set,
                &[face(Color::Red, 13), face(Color::Blue, 13), face(Color::Black, 13)].map(|f| TileId::copies(f)[0]),
            )?,
            self.meld(MeldKind::Run, &copies(Color::Blue, &[10, 11, 12]))?,
            self.meld(MeldKind::Run, &copies(Color::Red, &[6, 7, 8, 9]))?,
        ];
        let total: u32 = melds.iter().map(|(_, points)| points).sum();
        let points: Vec<u32> = melds.iter().map(|(_, points)| *points).collect();
        // A table that plays a higher threshold is told so rather than shown a wrong opening.
        let enough = total >= u32::from(threshold);
        let verdict = match (self.language, enough) {
            (Language::English, true) => format!("These three make {total}: enough."),
            (Language::English, false) => format!("These three make {total}: not enough at this table."),
            (Language::Turkish, true) => format!("Bu üçü {total} eder: yeter."),
            (Language::Turkish, false) => format!("Bu üçü {total} eder: bu masada yetmez."),
        };
        Some(RuleExampleView {
            title: match self.language {
                Language::English => format!("Opening at {threshold}"),
                Language::Turkish => format!("{threshold} ile açmak"),
            },
            text: match self.language {
                Language::English => format!(
                    "Before you lay anything, your first melds together must be worth at least {threshold} points, counted by the tiles' numbers. {verdict} After opening you may add tiles to any meld on the table."
                ),
                Language::Turkish => format!(
                    "İlk kez yere taş açarken perlerin toplamı en az {threshold} olmalı; taşların sayıları toplanır. {verdict} Açtıktan sonra masadaki her pere taş işleyebilirsin."
                ),
            },
            melds: melds.into_iter().map(|(tiles, _)| tiles).collect(),
            points: self.points(&points),
        })
    }

    fn pairs(&self, needed: u8) -> Option<RuleExampleView> {
        let faces = [(Color::Red, 3), (Color::Blue, 8), (Color::Black, 11), (Color::Yellow, 2), (Color::Red, 12)];
        // More than five pairs are written, not drawn: the picture shows the idea.
        let melds = faces
            .iter()
            .take(usize::from(needed).clamp(1, faces.len()))
            .map(|&(color, number)| self.meld(MeldKind::Pair, &TileId::copies(face(color, number))).map(|m| m.0))
            .collect::<Option<Vec<_>>>()?;
        Some(RuleExampleView {
            title: self.pick("Opening with pairs (çift)", "Çiftten açmak"),
            text: match self.language {
                Language::English => format!(
                    "Instead, you may open with {needed} pairs of identical tiles. After that you lay only pairs, and may add tiles to others' melds."
                ),
                Language::Turkish => format!(
                    "Ya da {needed} çift aynı taşla açabilirsin. Bundan sonra yalnız çift açarsın; başkalarının perlerine taş işleyebilirsin."
                ),
            },
            melds,
            points: vec![],
        })
    }

    fn duz_win(&self) -> Option<RuleExampleView> {
        let melds = vec![
            self.meld(MeldKind::Run, &copies(Color::Red, &[1, 2, 3, 4]))?.0,
            self.meld(
                MeldKind::Set,
                &[face(Color::Blue, 9), face(Color::Black, 9), face(Color::Yellow, 9)].map(|f| TileId::copies(f)[0]),
            )?
            .0,
            self.meld(MeldKind::Run, &copies(Color::Black, &[5, 6, 7]))?.0,
            self.meld(MeldKind::Run, &copies(Color::Blue, &[11, 12, 13, 1]))?.0,
        ];
        Some(RuleExampleView {
            title: self.pick("A winning hand", "Biten el"),
            text: self.pick(
                "Fourteen tiles all in sets and runs (or seven pairs), and you discard the fifteenth to finish. In Düz Okey a run may go from 13 to 1.",
                "On dört taşın hepsi perde ya da seride (ya da yedi çift); on beşinciyi atarak bitirirsin. Düz Okey'de seri 13'ten 1'e geçebilir.",
            ),
            melds,
            points: vec![],
        })
    }

    /// Each meld's points in words, for Okey 101, where melds are counted.
    fn points(&self, points: &[u32]) -> Vec<String> {
        match self.variant {
            Variant::Okey101 => points.iter().map(u32::to_string).collect(),
            Variant::Duz => vec![],
        }
    }
}

fn face(color: Color, number: u8) -> Face {
    Face::new(color, number).unwrap_or(Face::LOWEST)
}

/// The first copy of each of `numbers` in `color`.
fn copies(color: Color, numbers: &[u8]) -> Vec<TileId> {
    numbers.iter().map(|&n| TileId::copies(face(color, n))[0]).collect()
}
