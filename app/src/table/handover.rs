//! Pass and play: several people at one phone. Between two people's turns every rack is hidden
//! and the screen says whom to pass the phone to; nothing private shows until that person taps
//! (the piles, the table's melds and the scores are public and stay). Bots between them play on
//! while the racks are hidden. The app going to the background hides the racks too, so the
//! system's snapshot shows none, and the hand-over shows on return.
//!
//! People at other phones (a networked table's guests) are not handed to: their racks never
//! show here.

use super::{Outcome, Table};
use okey_core::Phase;
use okey_core::game::Seat;

impl Table {
    /// The people playing at this phone, in play order.
    pub fn local_people(&self) -> Vec<Seat> {
        self.people().into_iter().filter(|&seat| !self.is_remote(seat)).collect()
    }

    /// Whether `seat`'s person plays at another phone (a networked table's guest).
    pub fn is_remote(&self, seat: Seat) -> bool {
        self.remote.get(seat).copied().unwrap_or(false)
    }

    /// Marks `seat` as played at another phone, or at this one again.
    pub fn set_remote(&mut self, seat: Seat, remote: bool) {
        if let Some(slot) = self.remote.get_mut(seat) {
            *slot = remote;
        }
        if remote
            && seat == self.viewer
            && let Some(&other) = self.local_people().first()
        {
            self.set_viewer(other);
        }
        // A hand-over set before the seat went remote (a table starts with every person
        // local) is for someone at this phone, or for no one when one person is left here.
        if self.local_people().len() < 2 {
            self.handover = None;
        } else if self.handover.is_some_and(|seat| self.is_remote(seat)) {
            self.handover = Some(self.next_local_person());
        }
    }

    /// The person at this phone who plays next: the seat to move if one sits there, otherwise
    /// the first after it in play order.
    pub fn next_local_person(&self) -> Seat {
        let players = self.session.seats().len().max(1);
        let turn = self.session.game().turn();
        (0..players)
            .map(|step| (turn + step) % players)
            .find(|&seat| self.is_person(seat) && !self.is_remote(seat))
            .unwrap_or(self.viewer)
    }

    /// The person every rack is hidden for until they tap, if the screen waits for one.
    pub fn handover(&self) -> Option<Seat> {
        self.handover
    }

    /// Whether the screen shows a rack that other people at this phone must not see (the
    /// shells keep it out of the system's snapshots: Android's `FLAG_SECURE`).
    pub fn rack_is_private(&self) -> bool {
        self.handover.is_none() && self.local_people().len() > 1
    }

    /// After a move or a new deal: hands the phone over when the next person to play here is
    /// not the one whose rack shows. A score sheet is public: nothing is handed over at a deal's
    /// end, only when the next deal starts.
    pub(super) fn hand_over_if_needed(&mut self) {
        if self.local_people().len() < 2 || matches!(self.session.game().phase(), Phase::DealOver | Phase::GameOver) {
            return;
        }
        let next = self.next_local_person();
        if next != self.viewer {
            self.handover = Some(next);
        }
    }

    /// The person handed to taps to show their rack.
    pub fn show_rack(&mut self) -> Outcome {
        match self.handover.take() {
            Some(seat) => {
                self.set_viewer(seat);
                Outcome::Shown
            }
            None => Outcome::Nothing,
        }
    }

    /// The app goes to the background: at a table of several people every rack is hidden, and
    /// the person to play next taps on return.
    pub fn hide_racks(&mut self) {
        if self.local_people().len() > 1 && self.handover.is_none() {
            self.handover = Some(self.next_local_person());
        }
    }

    /// Makes the gestures act for `seat` (a host deciding a guest's gesture) until the next
    /// call; the seat they acted for, to give back.
    pub fn act_for(&mut self, seat: Seat) -> Seat {
        let home = self.seat;
        self.switch_to(seat);
        home
    }

    /// Whose side the screen shows (and the gestures act for).
    pub(super) fn set_viewer(&mut self, seat: Seat) {
        // A remote person's rack is theirs alone: this phone never shows it.
        if self.is_person(seat) && !self.is_remote(seat) {
            self.viewer = seat;
            self.switch_to(seat);
        }
    }
}

impl Table {
    /// Who plays `seat` from now on (a networked table's guest away, played by a bot; back).
    pub fn set_seat_kind(&mut self, seat: Seat, kind: okey_core::SeatKind) -> Result<(), okey_core::ActionError> {
        self.session.set_seat_kind(seat, kind)?;
        if self.is_person(seat) {
            self.with_seat(seat, |t| t.refresh_legal(true));
        }
        Ok(())
    }
}
