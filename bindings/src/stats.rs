//! The player's statistics as the apps keep them: one object to record finished games into, read
//! per preset and per opponent level, and save as versioned JSON on the device.
//!
//! Figures follow `okey_core::stats`: deal and game scores are lower-is-better in both games (in
//! Düz Okey, points lost), and the two games are never summed together.

use crate::error::OkeyError;
use crate::game::{BotLevel, OkeyGame};
use okey_core::Session;
use okey_core::rules::{Preset, Variant};
use okey_core::stats::{self, Statistics, StatsError};
use std::sync::{Arc, Mutex, MutexGuard};

/// One group's figures.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct StatsTally {
    pub games: u32,
    pub games_won: u32,
    pub deals: u32,
    pub deals_won: u32,
    pub deal_score_sum: i64,
    /// `None` before the first deal.
    pub average_deal_score: Option<f64>,
    /// The lowest game score; `None` before the first game.
    pub best_game: Option<i64>,
    pub openings: u32,
    pub pairs_openings: u32,
    pub penalties: u32,
    pub penalty_points: i64,
}

impl From<stats::Tally> for StatsTally {
    fn from(t: stats::Tally) -> StatsTally {
        StatsTally {
            games: t.games,
            games_won: t.games_won,
            deals: t.deals,
            deals_won: t.deals_won,
            deal_score_sum: t.deal_score_sum,
            average_deal_score: t.average_deal_score(),
            best_game: t.best_game,
            openings: t.openings,
            pairs_openings: t.pairs_openings,
            penalties: t.penalties,
            penalty_points: t.penalty_points,
        }
    }
}

/// The figures of one preset.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct PresetStats {
    pub preset: Preset,
    pub tally: StatsTally,
}

/// The figures against one opponent level: the strongest bot facing the player, `None` when every
/// opponent was a person.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct OpponentStats {
    pub opponents: Option<BotLevel>,
    pub tally: StatsTally,
}

/// What recording one game added, and to which group.
#[derive(Clone, Debug, PartialEq, uniffi::Record)]
pub struct RecordedGame {
    pub variant: Variant,
    pub preset: Preset,
    pub opponents: Option<BotLevel>,
    pub game: StatsTally,
}

impl From<StatsError> for OkeyError {
    fn from(error: StatsError) -> OkeyError {
        let (code, detail) = (error.code().to_owned(), error.to_string());
        let (language, details) = (okey_core::Language::English, Vec::new());
        match error {
            StatsError::Json { .. }
            | StatsError::WrongFormat { .. }
            | StatsError::UnsupportedVersion { .. }
            | StatsError::Damaged { .. }
            | StatsError::Record(_) => OkeyError::LoadFailed { code, detail, language, details },
            StatsError::GameNotOver | StatsError::AlreadyRecorded { .. } => {
                OkeyError::Refused { code, detail, language, details }
            }
            StatsError::NoSuchSeat { .. } | StatsError::SeatCount { .. } => {
                OkeyError::InvalidInput { code, detail, language, details }
            }
        }
    }
}

/// The statistics kept on the device. Safe to share between threads; calls are serialised.
#[derive(Debug, uniffi::Object)]
pub struct OkeyStatistics {
    stats: Mutex<Statistics>,
}

impl OkeyStatistics {
    fn stats(&self) -> MutexGuard<'_, Statistics> {
        // Recording changes nothing unless it succeeds, so a poisoned lock still guards whole figures.
        self.stats.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

#[uniffi::export]
impl OkeyStatistics {
    /// No games yet.
    #[uniffi::constructor]
    pub fn new() -> Arc<OkeyStatistics> {
        Arc::new(OkeyStatistics { stats: Mutex::new(Statistics::new()) })
    }

    /// Statistics saved with `save`; a damaged, foreign, older or newer file is a `LoadFailed`
    /// error (codes `stats_json`, `stats_format`, `stats_version`, `stats_damaged`).
    #[uniffi::constructor]
    pub fn load(json: String) -> Result<Arc<OkeyStatistics>, OkeyError> {
        Ok(Arc::new(OkeyStatistics { stats: Mutex::new(Statistics::from_json(&json)?) }))
    }

    /// The statistics as versioned JSON.
    pub fn save(&self) -> String {
        self.stats().to_json()
    }

    /// Records `game`, which must be over, for `seat`. The same game twice is refused
    /// (`already_recorded`), as is a game not yet over (`game_not_over`); either way nothing changes.
    /// It replays the game (about 1 ms, a few ms for a long game on a desktop core): call it off
    /// the main thread.
    pub fn record_game(&self, game: Arc<OkeyGame>, seat: u32) -> Result<RecordedGame, OkeyError> {
        self.record_saved_game(game.save(), seat)
    }

    /// Records a finished game from its save (`OkeyGame.save`) for `seat`.
    pub fn record_saved_game(&self, save_json: String, seat: u32) -> Result<RecordedGame, OkeyError> {
        let session = Session::from_json(&save_json)?;
        let seat = usize::try_from(seat).unwrap_or(usize::MAX);
        let recorded = self.stats().record_game(session.record(), seat, session.seats())?;
        Ok(RecordedGame {
            variant: recorded.key.variant,
            preset: recorded.key.preset,
            opponents: recorded.key.opponents.map(BotLevel::from),
            game: recorded.game.into(),
        })
    }

    /// How many games are recorded, both games together.
    pub fn games(&self) -> u64 {
        self.stats().games() as u64
    }

    /// Every game of `variant`.
    pub fn total(&self, variant: Variant) -> StatsTally {
        self.stats().total(variant).into()
    }

    /// The games of `variant` per preset, presets with games only, in preset order.
    pub fn by_preset(&self, variant: Variant) -> Vec<PresetStats> {
        self.stats().by_preset(variant).into_iter().map(|(preset, t)| PresetStats { preset, tally: t.into() }).collect()
    }

    /// The games of `variant` per opponent level, people-only games first, then weakest first.
    pub fn by_opponents(&self, variant: Variant) -> Vec<OpponentStats> {
        self.stats()
            .by_opponents(variant)
            .into_iter()
            .map(|(level, t)| OpponentStats { opponents: level.map(BotLevel::from), tally: t.into() })
            .collect()
    }

    /// Forgets every game (the Statistics screen's "clear", on the player's request).
    pub fn clear(&self) {
        *self.stats() = Statistics::new();
    }
}
