//! Each preset's name and one line saying what makes it different, as the New game form lists
//! them.

use crate::lang::Language;
use crate::rules::Preset;

impl Preset {
    /// The preset's name as a player reads it ("Katlamalı"); [`Preset::name`] is the stable key.
    pub fn label(self, l: Language) -> &'static str {
        match self {
            Preset::Standard => l.pick("Standard", "Standart"),
            Preset::Online => l.pick("Online", "Çevrim içi"),
            Preset::Guide => l.pick("Guide", "Rehber"),
            Preset::Katlamali => "Katlamalı",
            Preset::Duz => "Düz",
        }
    }

    /// What makes the preset different, in one line.
    pub fn summary(self, l: Language) -> &'static str {
        match self {
            Preset::Standard => l.pick(
                "The usual Okey 101: the whole hand may be laid at once below 101, an okey left in hand counts 101 in its value, a deal that runs out of tiles is replayed.",
                "Alışılmış Okey 101: bütün el 101'in altında da birden açılabilir, elde kalan okey değerinde 101 sayılır, destesi biten el yeniden oynanır.",
            ),
            Preset::Online => l.pick(
                "As on a large online site: the dealer starts, a discard may be taken and put back, an okey in hand costs a flat 101, a deal that runs out of tiles counts.",
                "Büyük bir internet sitesindeki gibi: dağıtan başlar, atılan taş alınıp geri konabilir, elde kalan okey sabit 101 yazar, destesi biten el sayılır.",
            ),
            Preset::Guide => l.pick(
                "A false joker turned up makes a risk round, giving the opening tile costs 101, the indicator is the last tile, ten pairs finish at once.",
                "Sahte okey gösterge çıkarsa risk eli oynanır, açtıran taşı atan 101 ceza alır, gösterge son taştır, on çift eli hemen bitirir.",
            ),
            Preset::Katlamali => l.pick(
                "Each opening raises the next, pairs may follow once someone opened with pairs, a discard may be put back, an okey may be taken off the table.",
                "Her açılış bir sonrakini yükseltir, biri çiftten açınca çift açılabilir, alınan taş geri konabilir, yerden okey alınabilir.",
            ),
            Preset::Duz => l.pick(
                "Classic Okey: 14-tile hands, nothing laid during play, the first to show a complete hand wins, scores count down from 20.",
                "Klasik okey: 14 taşlık eller, oyun sırasında yere taş açılmaz, tamamlanmış eli ilk gösteren kazanır, puanlar 20'den geriye sayılır.",
            ),
        }
    }
}
