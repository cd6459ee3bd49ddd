//! The Review screen: the engine's review of the player's turns in the game's ended deals (the
//! whole game once it is over), worked out off the UI thread with its progress shown, stopped
//! when the player leaves.

use crate::table::present::present_position;
use crate::view::{ReviewItemView, ReviewState, ReviewView};
use crate::words;
use okey_core::game::Seat;
use okey_core::lang::Language;
use okey_core::record::Record;
use okey_core::review::{self, MistakeKind, ReviewError};
use okey_core::{SeatKind, Session};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// A review, working or done.
#[derive(Debug)]
pub struct Review {
    /// The game as far as it is reviewed: to the end of its last ended deal.
    record: Record,
    /// The person whose turns are reviewed: their own review, from their own view.
    seat: Seat,
    /// How many deals that holds, and whether the game is over.
    deals: usize,
    game_over: bool,
    seats: Vec<SeatKind>,
    names: Vec<Option<String>>,
    progress: Arc<Progress>,
    outcome: Option<Result<review::Review, ReviewError>>,
    /// The item shown, and the player's view at its turn (replayed once, when chosen).
    chosen: Option<(u32, okey_core::SeatView)>,
    started: bool,
}

/// How far the work got, and whether it should stop: shared with the thread doing it.
#[derive(Debug, Default)]
struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    stop: AtomicBool,
}

/// A review's work, taken out to run with nothing locked.
#[derive(Debug)]
pub struct ReviewWork {
    record: Record,
    seat: Seat,
    progress: Arc<Progress>,
}

impl ReviewWork {
    /// About a second for a whole game.
    pub fn run(self) -> Result<review::Review, ReviewError> {
        let progress = self.progress;
        review::review_record_with_progress(&self.record, self.seat, &mut |done, total| {
            progress.done.store(done, Ordering::Relaxed);
            progress.total.store(total, Ordering::Relaxed);
            !progress.stop.load(Ordering::Relaxed)
        })
    }
}

impl Review {
    /// The review of `seat`'s turns, the people named by `names`: every ended deal (a game in
    /// progress is reviewed up to the end of its last ended deal; the deal under way has no
    /// outcome to judge by yet).
    pub fn start(session: &Session, seat: Seat, names: &[Option<String>]) -> Review {
        let game_over = session.game().is_over();
        let (record, deals) = match session.record().ended_deals() {
            Ok(ended) => ended,
            Err(_) => (session.record().clone(), session.game().results().len()),
        };
        Review {
            record,
            seat,
            names: names.to_vec(),
            deals,
            game_over,
            seats: session.seats().to_vec(),
            progress: Arc::default(),
            outcome: None,
            chosen: None,
            started: false,
        }
    }

    /// The review's work, once: `None` when it has started already.
    pub fn begin(&mut self) -> Option<ReviewWork> {
        if self.started || self.outcome.is_some() {
            return None;
        }
        self.started = true;
        Some(ReviewWork { record: self.record.clone(), seat: self.seat, progress: Arc::clone(&self.progress) })
    }

    /// Its work has been taken out to run (see [`Review::begin`]).
    pub fn begun(&self) -> bool {
        self.started
    }

    pub fn working(&self) -> bool {
        self.outcome.is_none()
    }

    /// Stops the work at its next turn (the player left).
    pub fn stop(&self) {
        self.progress.stop.store(true, Ordering::Relaxed);
    }

    pub fn finish(&mut self, outcome: Result<review::Review, ReviewError>, _language: Language) {
        self.outcome = Some(outcome);
    }

    pub fn choose(&mut self, index: Option<u32>) {
        self.chosen = index.and_then(|index| {
            let Some(Ok(review)) = &self.outcome else { return None };
            let item = review.items.get(usize::try_from(index).ok()?)?;
            let view = review::position_at(&self.record, self.seat, item.move_index).ok()?;
            Some((index, view))
        });
    }

    /// The texts follow the language; nothing to redo.
    pub fn language_changed(&mut self, _language: Language) {}

    pub fn present(&self, language: Language) -> ReviewView {
        let state = match &self.outcome {
            None => {
                let done = u32::try_from(self.progress.done.load(Ordering::Relaxed)).unwrap_or(u32::MAX);
                let total = u32::try_from(self.progress.total.load(Ordering::Relaxed)).unwrap_or(u32::MAX);
                let text = match language {
                    Language::English => format!("Reviewing your game… turn {done} of {total}"),
                    Language::Turkish => format!("Oyunun inceleniyor… {total} turun {done}. turu"),
                };
                ReviewState::Working { done, total, text }
            }
            Some(Err(error)) => ReviewState::Failed { reason: error.to_string() },
            Some(Ok(review)) => ReviewState::Done {
                summary: words::review_summary(
                    language,
                    words::ReviewScope {
                        turns: review.turns,
                        agreed: review.agreed,
                        deals: self.deals,
                        game_over: self.game_over,
                        duz: self.record.rules.is_duz(),
                        flagged: review.items.len(),
                        noise_floor: review::ReviewOptions::default().noise_floor,
                    },
                ),
                items: review.items.iter().map(|item| item_view(item, language)).collect(),
            },
        };
        let position = self.chosen.as_ref().map(|(_, view)| present_position(view, &self.seats, &self.names, language));
        ReviewView { state, position, chosen: self.chosen.as_ref().map(|(index, _)| *index) }
    }
}

fn item_view(item: &review::ReviewItem, language: Language) -> ReviewItemView {
    let place = match language {
        Language::English => format!("Deal {}, turn {}", item.deal + 1, item.turn),
        Language::Turkish => format!("{}. el, {}. tur", item.deal + 1, item.turn),
    };
    let cost = if item.points > 0 {
        match language {
            Language::English => format!("about {} points", item.points),
            Language::Turkish => format!("yaklaşık {} puan", item.points),
        }
    } else {
        String::new()
    };
    ReviewItemView {
        place,
        headline: headline(&item.kind, language).to_owned(),
        played: item.made_words(language),
        better: item.better_words(language),
        cost,
        explanation: item.text(language),
    }
}

fn headline(kind: &MistakeKind, language: Language) -> &'static str {
    match kind {
        MistakeKind::MissedFinish { .. } => language.pick("A finish missed", "Bitirme kaçtı"),
        MistakeKind::MissedOpening { .. } => language.pick("An opening missed", "Açma fırsatı kaçtı"),
        MistakeKind::PenaltyDiscard { .. } => language.pick("A discard that cost a penalty", "Ceza yazdıran atış"),
        MistakeKind::FedOpponent { .. } => {
            language.pick("A discard the next player used", "Sonraki oyuncuya yarayan atış")
        }
        MistakeKind::OkeyHeld { .. } => language.pick("An okey kept in hand", "Elde kalan okey"),
        MistakeKind::NotLaidOff { .. } => language.pick("Tiles not laid off", "İşlenmeyen taşlar"),
        MistakeKind::OpeningKind { .. } => language.pick("The weaker way to open", "Daha zayıf açılış"),
        MistakeKind::WeakerMove => language.pick("A weaker move", "Daha zayıf hamle"),
        MistakeKind::MissedWin { .. } => language.pick("A win missed", "Kaçan bitiş"),
        MistakeKind::MissedIndicator { .. } => language.pick("The indicator's twin not shown", "Gösterge gösterilmedi"),
        MistakeKind::BrokeMelds { .. } => language.pick("A discard that broke your melds", "Perlerini bozan atış"),
    }
}
