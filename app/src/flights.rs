//! A move's tiles in flight, from where each was to where it went, by the engine's stable tile
//! ids: a shell animates them without knowing the rules.

use crate::effect::{Flight, Place};
use crate::table::{Table, present::shown_tile};
use okey_core::action::Event;
use okey_core::game::Seat;
use okey_core::lang::Language;
use okey_core::tile::TileId;

/// The flights that tell the story of a move's events, as the player may see them.
pub fn flights(events: &[Event], you: Seat, language: Language, table: Option<&Table>) -> Vec<Flight> {
    let Some(okey) = table.and_then(Table::your_view).map(|v| v.meld_rules.okey) else { return Vec::new() };
    let face = |tile: TileId| Some(shown_tile(language, tile, okey, None));
    let seat = |seat: Seat| u8::try_from(seat).unwrap_or(u8::MAX);
    let mut flights = Vec::new();
    for event in events {
        match event.seen_by(you) {
            Event::Drew { seat: who, tile } => flights.push(Flight {
                tile: tile.and_then(face),
                from: Place::Stock,
                to: Place::Hand { seat: seat(who) },
            }),
            Event::TookDiscard { seat: who, tile, from } => flights.push(Flight {
                tile: face(tile),
                from: Place::Pile { seat: seat(from) },
                to: Place::Hand { seat: seat(who) },
            }),
            Event::TookIndicator { seat: who, tile } => {
                flights.push(Flight { tile: face(tile), from: Place::Indicator, to: Place::Hand { seat: seat(who) } });
            }
            Event::Discarded { seat: who, tile } => flights.push(Flight {
                tile: face(tile),
                from: Place::Hand { seat: seat(who) },
                to: Place::Pile { seat: seat(who) },
            }),
            Event::LaidOff { seat: who, tile, meld, .. } => flights.push(Flight {
                tile: face(tile),
                from: Place::Hand { seat: seat(who) },
                to: Place::Meld { meld },
            }),
            Event::Laid { seat: who, meld, tiles, .. } => flights.extend(tiles.iter().map(|&tile| Flight {
                tile: face(tile),
                from: Place::Hand { seat: seat(who) },
                to: Place::Meld { meld },
            })),
            Event::RetrievedOkey { seat: who, tile, okey: taken, meld } => {
                flights.push(Flight {
                    tile: face(tile),
                    from: Place::Hand { seat: seat(who) },
                    to: Place::Meld { meld },
                });
                flights.push(Flight {
                    tile: face(taken),
                    from: Place::Meld { meld },
                    to: Place::Hand { seat: seat(who) },
                });
            }
            _ => {}
        }
    }
    flights
}
