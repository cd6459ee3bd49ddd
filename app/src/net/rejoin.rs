//! The table this device last sat at as a guest, kept with the settings, so that Home can take
//! the player back to it after the app was closed (or killed) mid-game: the same address, code
//! and host's key, and this device's own key, so the host gives back the same seat.

use super::guest::Connection;
use crate::app::Model;
use crate::effect::Effect;
use crate::view::LobbySeatKind;
use crate::words;
use okey_core::lang::Language;

/// A guest's seat at a host's table, as kept in the settings file.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LastTable {
    pub address: String,
    pub port: u16,
    pub code: String,
    /// The host's key, learnt at the first join (or from its QR code).
    pub pin: Option<String>,
    /// The host's name, once its lobby said it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub host: Option<String>,
}

/// After a message of the host's: a guest the host seated keeps that table; a guest it let go
/// (refused, the table closed, a host that broke the protocol) forgets it.
pub(crate) fn keep(model: &mut Model) {
    let Some(joined) = model.net.as_ref().and_then(super::Net::joined) else { return };
    let last = match (&joined.target, joined.seat) {
        (Some(target), Some(_)) => Some(LastTable {
            address: target.address.clone(),
            port: target.port,
            code: target.code.clone(),
            pin: target.pin.clone(),
            host: joined
                .lobby
                .as_ref()
                .and_then(|l| l.seats.iter().find(|s| s.kind == LobbySeatKind::Host))
                .map(|s| s.name.clone()),
        }),
        (None, _) if joined.connection == Connection::Lost => None,
        _ => return,
    };
    if model.settings.last_table != last {
        model.settings.last_table = last;
        model.dirty_settings = true;
    }
}

/// The player left the table: Home no longer offers it.
pub(crate) fn forget(model: &mut Model) {
    if model.settings.last_table.take().is_some() {
        model.dirty_settings = true;
    }
}

/// The table Home offers to go back to: the last one sat at, while no table is joined or hosted.
pub(crate) fn offered(model: &Model) -> Option<&LastTable> {
    model.settings.last_table.as_ref().filter(|_| model.net.is_none())
}

/// Home's "Back to the table: Deniz".
pub(crate) fn offer(model: &Model, language: Language) -> Option<String> {
    let last = offered(model)?;
    let name = last.host.clone().unwrap_or_else(|| super::address_text(&last.address, last.port));
    Some(words::back_to_table(language, &name))
}

/// Home's Back to the table: joins it again as the Join screen would, with the key it pinned.
pub(crate) fn rejoin(model: &mut Model) -> Vec<Effect> {
    let Some(last) = offered(model).cloned() else { return Vec::new() };
    let mut effects = super::guest::open(model);
    super::guest::set_address(model, super::address_text(&last.address, last.port));
    super::guest::set_code(model, last.code);
    super::guest::pin(model, last.pin);
    effects.extend(super::guest::join(model).0);
    effects
}
