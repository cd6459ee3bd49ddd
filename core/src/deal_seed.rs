//! A deal's seed and its fingerprint: what lets a player check that the tiles were shuffled
//! before play began and never changed after.
//!
//! Every deal of a game is shuffled from the game's seed and the deal's number, so the pair is
//! the deal's seed, written `SEED-N` (`8841093-2`: the game's seed, then the deal's number
//! counting from 1, replayed deals included). Its fingerprint is the first 12 hexadecimal digits
//! of the SHA-256 of the text `okey-deal:SEED-N`, grouped by four (`3f9a-12c0-88be`), which
//! anyone can recompute (`printf 'okey-deal:%s' 8841093-2 | sha256sum`). A table shows the
//! fingerprint when a deal starts and the seed when it ends: a seed whose fingerprint matches
//! was fixed before the first tile was drawn, and [`DealSeed::deals`] (the terminal's
//! `okey replay --deal SEED-N`) shows the racks, the indicator and the stock it gives.
//!
//! The seed shown at the end also gives the game's later deals to whoever runs the engine on
//! it: the fingerprint proves the shuffle, it does not hide what comes next.

use crate::game::{Deal, Game, Seat};
use crate::record::{Record, Recorder};
use crate::rules::Rules;
use sha2::{Digest, Sha256};
use std::fmt;

/// The seed of one deal of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DealSeed {
    /// The game's seed.
    pub game: u64,
    /// The deal's number as the engine counts it (0 for the first deal dealt).
    pub number: u32,
}

impl DealSeed {
    /// The seed of the deal `game` is playing (or has just ended).
    pub fn of(game: &Game) -> DealSeed {
        DealSeed { game: game.seed(), number: game.deal().number }
    }

    /// Reads `SEED-N` as [`fmt::Display`] writes it; `None` for any other text.
    pub fn parse(text: &str) -> Option<DealSeed> {
        let (game, deal) = text.trim().rsplit_once('-')?;
        let deal: u32 = deal.parse().ok()?;
        Some(DealSeed { game: game.parse().ok()?, number: deal.checked_sub(1)? })
    }

    /// The fingerprint shown when the deal starts: `3f9a-12c0-88be`.
    pub fn fingerprint(self) -> String {
        let digest = Sha256::digest(format!("okey-deal:{self}").as_bytes());
        let hex: String = digest.iter().take(6).map(|byte| format!("{byte:02x}")).collect();
        format!("{}-{}-{}", &hex[0..4], &hex[4..8], &hex[8..12])
    }

    /// The deal this seed gives under `rules` when `dealer` deals: the racks, the indicator and
    /// the stock in drawing order, before anyone plays.
    pub fn deals(self, rules: &Rules, dealer: Seat) -> Deal {
        Deal::start(rules, self.game, self.number, dealer).0
    }

    /// Whether `deal`, as it stood when it was dealt, is the one this seed gives.
    pub fn dealt(self, rules: &Rules, deal: &Deal) -> bool {
        let fresh = self.deals(rules, deal.dealer);
        fresh.number == deal.number
            && fresh.indicator == deal.indicator
            && fresh.racks == deal.racks
            && fresh.stock == deal.stock
            && fresh.risk_round == deal.risk_round
    }
}

/// Replays `record` move by move and checks each deal it deals, as it stands before its first
/// move, against its seed: every deal's seed and whether the deal is the one the seed gives, in
/// order (as far as the record replays).
pub fn check_record(record: &Record) -> Vec<(DealSeed, bool)> {
    let Ok((mut recorder, _)) = Recorder::new(record.rules.clone(), record.seed) else { return Vec::new() };
    let check = |recorder: &Recorder| {
        let game = recorder.game();
        let seed = DealSeed::of(game);
        (seed, seed.dealt(game.rules(), game.deal()))
    };
    let mut checks = vec![check(&recorder)];
    for step in &record.moves {
        let number = recorder.game().deal().number;
        if recorder.apply(step.seat, &step.action).is_err() {
            break;
        }
        if recorder.game().deal().number != number {
            checks.push(check(&recorder));
        }
    }
    checks
}

impl fmt::Display for DealSeed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.game, u64::from(self.number) + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    /// The fingerprint is SHA-256 as any tool computes it: `printf 'okey-deal:42-1' | sha256sum`
    /// starts with bf0a1069cd09 (computed with coreutils' sha256sum).
    #[test]
    fn the_fingerprint_is_the_documented_hash() {
        let seed = DealSeed { game: 42, number: 0 };
        assert_eq!(seed.to_string(), "42-1");
        assert_eq!(seed.fingerprint(), "bf0a-1069-cd09");
        assert_eq!(DealSeed::parse("42-1"), Some(seed));
        assert_eq!(DealSeed::parse(" 18446744073709551615-3 "), Some(DealSeed { game: u64::MAX, number: 2 }));
        for bad in ["42", "42-0", "-1", "x-1", "42-1-", "42--1", ""] {
            assert_eq!(DealSeed::parse(bad), None, "{bad}");
        }
    }

    /// A new game's first deal is the one its seed gives; a deal whose stock was reordered is not.
    #[test]
    fn a_deal_is_checked_against_its_seed() {
        let rules = Rules::preset(Preset::Standard);
        let (game, _) = Game::new(rules.clone(), 8841093).unwrap();
        let seed = DealSeed::of(&game);
        assert!(seed.dealt(&rules, game.deal()));
        let mut changed = game.deal().clone();
        changed.stock.swap(0, 1);
        assert!(!seed.dealt(&rules, &changed));
        assert!(!DealSeed { game: 8841094, number: 0 }.dealt(&rules, game.deal()));
    }

    /// A recorded game of bots: every deal it deals is checked, and each is its seed's.
    #[test]
    fn a_record_s_deals_are_checked_one_by_one() {
        let rules = Rules { deals: 3, ..Rules::preset(Preset::Standard) };
        let (mut recorder, _) = Recorder::new(rules, 77).unwrap();
        let mut seats: Vec<Option<Box<dyn crate::bot::Bot>>> =
            (0..4).map(|_| Some(Box::new(crate::bot::Easy) as Box<dyn crate::bot::Bot>)).collect();
        while !recorder.game().is_over() {
            crate::bot::play_bots(&mut recorder, &mut seats);
            if recorder.game().phase() == crate::game::Phase::DealOver {
                recorder.apply(0, &crate::action::Action::NextDeal).unwrap();
            }
        }
        let checks = check_record(recorder.record());
        assert!(checks.len() >= 3, "{checks:?}");
        assert!(checks.iter().all(|&(_, dealt)| dealt), "{checks:?}");
        let numbers: Vec<u32> = checks.iter().map(|(seed, _)| seed.number).collect();
        assert_eq!(numbers, (0..checks.len() as u32).collect::<Vec<_>>());
    }
}
