//! The player's statistics: finished games recorded for one seat, summed per preset and per
//! opponent level, kept by the apps as one versioned JSON value.
//!
//! Definitions, so both apps show the same figures:
//! - A game is grouped by its variant, its preset and its opponents: the strongest bot level among
//!   the seats against the player (a partner is not an opponent), or `None` when every opponent
//!   is a person.
//! - A deal is every ended deal, cancelled and exhausted ones included, also of a game never
//!   finished: [`Statistics::record_deals`] counts a game's deals as they end, each exactly once
//!   (see `deals`), and [`Statistics::record_game`] then adds only the deals not counted yet.
//! - A deal's score is lower-is-better in both games: in Okey 101 the seat's score for the deal
//!   (penalties included); in Düz Okey the points the seat lost in it. A game's score is the sum
//!   of its deal scores, and the best game is the lowest game score.
//! - A game is won when the seat is among the game's winners (with partners, its team).
//! - Openings count the deals in which the seat opened (Okey 101 only); penalties count each +101.
//!
//! A game is identified by a hash of its record (rules, seed and every move), so recording the
//! same game twice is refused. Only the last [`RECENT_GAMES`] games' ids are kept, so the file
//! does not grow with every game played: the game an app may try to record again is the one it
//! just finished (after a crash between writing the statistics and removing the save).

use crate::bot::Level;
use crate::record::{Record, RecordError};
use crate::rules::{Preset, Variant};
use crate::saved::{self, Header, JsonError, Mismatch, clip};
use crate::seat::Seat;
use crate::session::SeatKind;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, VecDeque};
use thiserror::Error;

mod deals;

pub use deals::GAMES_IN_PROGRESS;
use deals::{Counted, CountedStored, Deals};

/// The statistics file's format name and current version.
pub const FORMAT: &str = "okey-statistics";
pub const VERSION: u32 = 1;

/// How many of the latest games' ids are kept to refuse recording one twice; older ids are
/// forgotten (their figures stay). With them the file stays under 50 KB however many games are
/// played (`cargo run --profile ci -p okey-core --example save_sizes -- --stats`).
pub const RECENT_GAMES: usize = 1000;

/// The most groups a file can list: one per variant, preset and strongest opponent (people, or
/// one of five levels), `2 * 5 * 6`.
const MAX_GROUPS: usize = 60;

/// The most game ids a file may list. Files written before ids were capped at [`RECENT_GAMES`]
/// list one per game ever recorded; a million is more than anyone plays.
const MAX_LISTED_IDS: usize = 1_000_000;

/// What is summed for one group of games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub games: u32,
    pub games_won: u32,
    pub deals: u32,
    pub deals_won: u32,
    /// The sum of every deal score (see the module's definitions); lower is better.
    pub deal_score_sum: i64,
    /// The lowest game score; `None` before the first game.
    pub best_game: Option<i64>,
    /// Deals in which the seat opened, and how many of those with pairs.
    pub openings: u32,
    pub pairs_openings: u32,
    /// +101 penalties charged to the seat, and their points.
    pub penalties: u32,
    pub penalty_points: i64,
}

impl Tally {
    /// Adds `other`'s games to these. Counts saturate: a file may hold any figures that do not
    /// contradict each other, and adding to them must not overflow.
    pub fn merge(&mut self, other: &Tally) {
        self.games = self.games.saturating_add(other.games);
        self.games_won = self.games_won.saturating_add(other.games_won);
        self.deals = self.deals.saturating_add(other.deals);
        self.deals_won = self.deals_won.saturating_add(other.deals_won);
        self.deal_score_sum = self.deal_score_sum.saturating_add(other.deal_score_sum);
        self.best_game = match (self.best_game, other.best_game) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.openings = self.openings.saturating_add(other.openings);
        self.pairs_openings = self.pairs_openings.saturating_add(other.pairs_openings);
        self.penalties = self.penalties.saturating_add(other.penalties);
        self.penalty_points = self.penalty_points.saturating_add(other.penalty_points);
    }

    /// The mean deal score, or `None` before the first deal.
    pub fn average_deal_score(&self) -> Option<f64> {
        (self.deals > 0).then(|| self.deal_score_sum as f64 / f64::from(self.deals))
    }

    /// Counts that cannot be together in any real file (more wins than games, ...).
    fn is_consistent(&self) -> bool {
        self.games_won <= self.games
            && self.deals_won <= self.deals
            && self.deals >= self.games
            && self.pairs_openings <= self.openings
            && self.openings <= self.deals
            && (self.games == 0) == self.best_game.is_none()
    }
}

/// The group a game's figures go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct GroupKey {
    pub variant: Variant,
    pub preset: Preset,
    /// The strongest bot level among the opponents; `None` when they were all people.
    pub opponents: Option<Level>,
}

/// One group's figures, as stored and as listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Group {
    #[serde(flatten)]
    pub key: GroupKey,
    #[serde(flatten)]
    pub tally: Tally,
}

/// A game recorded: its group, its figures (some of its deals may have been counted before, as
/// they ended: see [`Statistics::record_deals`]), its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recorded {
    pub key: GroupKey,
    pub game: Tally,
    pub id: u64,
}

/// Why a game could not be recorded, or a statistics file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum StatsError {
    #[error(transparent)]
    Json(#[from] JsonError),
    #[error("this is not an Okey statistics file (format `{found}`)")]
    WrongFormat { found: String },
    #[error("statistics saved with format version {found}; this app reads version {VERSION}")]
    UnsupportedVersion { found: u32 },
    #[error("the statistics file is damaged: {reason}")]
    Damaged { reason: String },
    #[error("the game is not over yet")]
    GameNotOver,
    #[error("seat {} does not exist in a {players}-player game", .seat.saturating_add(1))]
    NoSuchSeat { seat: Seat, players: usize },
    #[error("{seats} seat kinds given for a {players}-player game")]
    SeatCount { seats: usize, players: usize },
    #[error("this game (id {id:016x}) is already recorded")]
    AlreadyRecorded { id: u64 },
    #[error("the game's record does not replay: {0}")]
    Record(#[from] RecordError),
}

impl StatsError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            StatsError::Json { .. } => "stats_json",
            StatsError::WrongFormat { .. } => "stats_format",
            StatsError::UnsupportedVersion { .. } => "stats_version",
            StatsError::Damaged { .. } => "stats_damaged",
            StatsError::GameNotOver => "game_not_over",
            StatsError::NoSuchSeat { .. } => "no_such_seat",
            StatsError::SeatCount { .. } => "seat_count",
            StatsError::AlreadyRecorded { .. } => "already_recorded",
            StatsError::Record(e) => e.code(),
        }
    }
}

/// Every recorded game's figures, grouped. Serializes as the statistics file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Statistics {
    groups: BTreeMap<GroupKey, Tally>,
    /// The ids of the latest [`RECENT_GAMES`] games recorded, oldest first.
    recorded: VecDeque<u64>,
    /// The games in progress whose ended deals are counted, the latest [`GAMES_IN_PROGRESS`],
    /// oldest first.
    in_progress: VecDeque<Counted>,
}

/// The file as written: groups as a list (JSON keys are strings), ids in hex, oldest first.
#[derive(Serialize)]
struct Stored {
    format: String,
    version: u32,
    groups: Vec<Group>,
    recorded: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    in_progress: Vec<CountedStored>,
}

/// The file as read, once its format and version are known to be right. A group's fields are
/// listed flat rather than flattened from its key and tally, which would buffer each group
/// whole, unknown fields and all, before reading it.
#[derive(Deserialize)]
struct StoredIn {
    #[serde(deserialize_with = "bounded_groups")]
    groups: Vec<StoredGroup>,
    #[serde(deserialize_with = "bounded_ids")]
    recorded: Vec<GameId>,
    /// Files written before deals of games in progress were counted have none.
    #[serde(default, deserialize_with = "bounded_in_progress")]
    in_progress: Vec<CountedStored>,
}

#[derive(Deserialize)]
struct StoredGroup {
    variant: Variant,
    preset: Preset,
    opponents: Option<Level>,
    games: u32,
    games_won: u32,
    deals: u32,
    deals_won: u32,
    deal_score_sum: i64,
    best_game: Option<i64>,
    openings: u32,
    pairs_openings: u32,
    penalties: u32,
    penalty_points: i64,
}

impl StoredGroup {
    fn group(self) -> Group {
        let StoredGroup { variant, preset, opponents, games, games_won, deals, deals_won, .. } = self;
        let tally = Tally {
            games,
            games_won,
            deals,
            deals_won,
            deal_score_sum: self.deal_score_sum,
            best_game: self.best_game,
            openings: self.openings,
            pairs_openings: self.pairs_openings,
            penalties: self.penalties,
            penalty_points: self.penalty_points,
        };
        Group { key: GroupKey { variant, preset, opponents }, tally }
    }
}

/// A game id as written (16 hexadecimal digits), or what stood in its place, clipped: the
/// text is not kept whole, whatever its length.
struct GameId(Result<u64, String>);

impl<'de> Deserialize<'de> for GameId {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<GameId, D::Error> {
        struct Hex;
        impl serde::de::Visitor<'_> for Hex {
            type Value = GameId;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a game id (hexadecimal)")
            }

            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<GameId, E> {
                Ok(GameId(u64::from_str_radix(text, 16).map_err(|_| clip(text))))
            }
        }
        deserializer.deserialize_str(Hex)
    }
}

fn bounded_groups<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<StoredGroup>, D::Error> {
    crate::bounded::list(deserializer, MAX_GROUPS, "groups")
}

fn bounded_ids<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<GameId>, D::Error> {
    crate::bounded::list(deserializer, MAX_LISTED_IDS, "game ids")
}

fn bounded_in_progress<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Vec<CountedStored>, D::Error> {
    crate::bounded::list(deserializer, GAMES_IN_PROGRESS, "games in progress")
}

impl Statistics {
    pub fn new() -> Statistics {
        Statistics::default()
    }

    /// Records the finished game of `record` for `seat`, with `seats` saying who played where:
    /// the game, and those of its deals that [`Statistics::record_deals`] has not counted yet.
    /// On error nothing changes.
    pub fn record_game(&mut self, record: &Record, seat: Seat, seats: &[SeatKind]) -> Result<Recorded, StatsError> {
        check_seats(record, seat, seats)?;
        let id = game_id(record);
        if self.recorded.contains(&id) {
            return Err(StatsError::AlreadyRecorded { id });
        }
        let deals = Deals::of(record, seat)?;
        let game = deals.recorder.game();
        if !game.is_over() {
            return Err(StatsError::GameNotOver);
        }
        let mut figures = deals.sum_from(0);
        figures.games = 1;
        figures.games_won = u32::from(game.leaders().contains(&seat));
        figures.best_game = Some(figures.deal_score_sum);
        // The deals counted while the game went on are not counted again.
        let counted = deals.already_counted(&self.in_progress);
        let added =
            Tally { games: 1, games_won: figures.games_won, best_game: figures.best_game, ..deals.sum_from(counted) };
        let key = group_key(record, seat, seats);
        self.groups.entry(key).or_default().merge(&added);
        self.in_progress.retain(|c| !deals.ids.contains(&c.id));
        self.remember(id);
        Ok(Recorded { key, game: figures, id })
    }

    /// Counts the ended deals of the game of `record` (in progress or not) that are not counted
    /// yet, for `seat`; the game itself counts only when it is recorded whole
    /// ([`Statistics::record_game`]). Returns how many deals it counted now: 0 when they all
    /// were already (after a relaunch, say). On error nothing changes.
    pub fn record_deals(&mut self, record: &Record, seat: Seat, seats: &[SeatKind]) -> Result<usize, StatsError> {
        check_seats(record, seat, seats)?;
        if self.recorded.contains(&game_id(record)) {
            return Err(StatsError::AlreadyRecorded { id: game_id(record) });
        }
        let deals = Deals::of(record, seat)?;
        let ended = deals.tallies.len();
        let counted = deals.already_counted(&self.in_progress);
        if ended > counted {
            self.groups.entry(group_key(record, seat, seats)).or_default().merge(&deals.sum_from(counted));
            self.in_progress.retain(|c| !deals.ids.contains(&c.id));
            self.in_progress.push_back(Counted { id: deals.ids[ended - 1], deals: ended as u32 });
            while self.in_progress.len() > GAMES_IN_PROGRESS {
                self.in_progress.pop_front();
            }
        }
        Ok(ended.saturating_sub(counted))
    }

    /// How many ended deals of the game of `record` are counted already.
    pub fn deals_counted(&self, record: &Record) -> usize {
        if self.recorded.contains(&game_id(record)) {
            return record.replay().map_or(0, |r| r.game().results().len());
        }
        // Seat 0's figures: which seat does not change where the deals end.
        Deals::of(record, 0).map_or(0, |deals| deals.already_counted(&self.in_progress))
    }

    /// Whether the game of `record` is already recorded.
    pub fn contains(&self, record: &Record) -> bool {
        self.recorded.contains(&game_id(record))
    }

    /// Every group with games, in a stable order (variant, preset, opponents).
    pub fn groups(&self) -> Vec<Group> {
        self.groups.iter().map(|(&key, &tally)| Group { key, tally }).collect()
    }

    /// The games of one variant, per preset.
    pub fn by_preset(&self, variant: Variant) -> BTreeMap<Preset, Tally> {
        self.sum_by(variant, |key| key.preset)
    }

    /// The games of one variant, per opponent level (`None`: people only).
    pub fn by_opponents(&self, variant: Variant) -> BTreeMap<Option<Level>, Tally> {
        self.sum_by(variant, |key| key.opponents)
    }

    /// Every game of one variant (scores of the two games are not comparable, so never summed).
    pub fn total(&self, variant: Variant) -> Tally {
        self.sum_by(variant, |_| ()).remove(&()).unwrap_or_default()
    }

    /// How many games are recorded, both variants together.
    pub fn games(&self) -> usize {
        self.groups.values().map(|tally| tally.games as usize).sum()
    }

    /// Keeps `id` as the latest game's, forgetting the oldest beyond [`RECENT_GAMES`].
    fn remember(&mut self, id: u64) {
        self.recorded.push_back(id);
        while self.recorded.len() > RECENT_GAMES {
            self.recorded.pop_front();
        }
    }

    fn sum_by<K: Ord>(&self, variant: Variant, group: impl Fn(&GroupKey) -> K) -> BTreeMap<K, Tally> {
        let mut sums: BTreeMap<K, Tally> = BTreeMap::new();
        for (key, tally) in self.groups.iter().filter(|(key, _)| key.variant == variant) {
            sums.entry(group(key)).or_default().merge(tally);
        }
        sums
    }

    pub fn to_json(&self) -> String {
        let stored = Stored {
            format: FORMAT.to_owned(),
            version: VERSION,
            groups: self.groups(),
            recorded: self.recorded.iter().map(|id| format!("{id:016x}")).collect(),
            in_progress: self
                .in_progress
                .iter()
                .map(|c| CountedStored { id: format!("{:016x}", c.id), deals: c.deals })
                .collect(),
        };
        serde_json::to_string_pretty(&stored).unwrap_or_default()
    }

    /// Reads a statistics file, checking its format and version first, then that its figures
    /// hang together.
    pub fn from_json(text: &str) -> Result<Statistics, StatsError> {
        Header::read(text, false)?.expect(FORMAT, VERSION).map_err(|mismatch| match mismatch {
            Mismatch::Format(found) => StatsError::WrongFormat { found },
            Mismatch::Version(found) => StatsError::UnsupportedVersion { found },
        })?;
        let stored: StoredIn = saved::parse(text)?;
        let damaged = |reason: String| Err(StatsError::Damaged { reason });
        let mut stats = Statistics::default();
        let mut ids = Vec::with_capacity(stored.recorded.len());
        let mut seen = std::collections::HashSet::with_capacity(stored.recorded.len());
        for GameId(id) in stored.recorded {
            match id {
                Ok(id) if seen.insert(id) => ids.push(id),
                Ok(id) => return damaged(format!("game id {id:016x} is listed twice")),
                Err(text) => return damaged(format!("`{text}` is not a game id")),
            }
        }
        let mut games: u64 = 0;
        for group in stored.groups.into_iter().map(StoredGroup::group) {
            if !group.tally.is_consistent() {
                return damaged(format!("the figures of {:?} contradict each other", group.key));
            }
            if stats.groups.insert(group.key, group.tally).is_some() {
                return damaged(format!("{:?} is listed twice", group.key));
            }
            games += u64::from(group.tally.games);
        }
        // Every game is listed, or (since ids are capped) the latest RECENT_GAMES of them.
        let listed = ids.len() as u64;
        let capped = listed == RECENT_GAMES as u64 && games > listed;
        if games != listed && !capped {
            return damaged(format!("{games} games counted but {listed} recorded"));
        }
        for id in ids {
            stats.remember(id);
        }
        for counted in stored.in_progress {
            let Ok(id) = u64::from_str_radix(&counted.id, 16) else {
                return damaged(format!("`{}` is not a game id", clip(&counted.id)));
            };
            if counted.deals == 0 || stats.in_progress.iter().any(|c| c.id == id) {
                return damaged(format!("game in progress {id:016x} is listed wrongly"));
            }
            stats.in_progress.push_back(Counted { id, deals: counted.deals });
        }
        Ok(stats)
    }
}

/// A game's identity: FNV-1a over its record's JSON (rules, seed and moves), stable across runs
/// and platforms since the JSON is.
pub fn game_id(record: &Record) -> u64 {
    game_id_of(record, record.moves.len())
}

/// The identity of the game of `record` as it stood after its first `moves` moves.
fn game_id_of(record: &Record, moves: usize) -> u64 {
    let moves = &record.moves[..moves.min(record.moves.len())];
    let text = serde_json::to_string(&(&record.rules, record.seed, moves)).unwrap_or_default();
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash: u64, byte| (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3))
}

/// Refuses seats that do not fit the game.
fn check_seats(record: &Record, seat: Seat, seats: &[SeatKind]) -> Result<(), StatsError> {
    let players = usize::from(record.rules.players);
    if seats.len() != players {
        return Err(StatsError::SeatCount { seats: seats.len(), players });
    }
    if seat >= players {
        return Err(StatsError::NoSuchSeat { seat, players });
    }
    Ok(())
}

/// The group a game's figures go to: its variant, preset and strongest opponent (a partner is
/// none).
fn group_key(record: &Record, seat: Seat, seats: &[SeatKind]) -> GroupKey {
    let rules = &record.rules;
    let partner = rules.partners.then(|| (seat + 2) % seats.len().max(1));
    let opponents = seats
        .iter()
        .enumerate()
        .filter(|&(other, _)| other != seat && Some(other) != partner)
        .filter_map(|(_, kind)| match kind {
            SeatKind::Bot(level) => Some(*level),
            SeatKind::Human => None,
        })
        .max();
    GroupKey { variant: rules.variant, preset: rules.preset, opponents }
}
