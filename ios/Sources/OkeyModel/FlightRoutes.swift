import OkeyAppCore

/// Where a tile can fly from or land on screen: a place of the table, or for the player's own
/// hand the rack slot holding the tile. The views mark their spots; `TileFlights.routes` picks
/// them.
public enum FlightSpot: Hashable {
    case place(Place)
    case rackTile(UInt8)

    /// The spots that can stand for `place` in a flight of `tile`, best first. The player's hand
    /// is the slot holding the tile, or the rack as a whole: a tile laid or discarded has left its
    /// slot by the time its flight is drawn.
    public static func candidates(for place: Place, tile: ShownTile?, you: UInt8) -> [FlightSpot] {
        if case .hand(let seat) = place, seat == you, let tile {
            return [.rackTile(tile.id), .place(place)]
        }
        return [.place(place)]
    }
}

extension TileFlights {
    /// Each flight with the marked spots it flies between, in order; a flight with no marked
    /// spot at one end is not drawn. When none is left, the batch has landed at once (the
    /// tiles it hides where they land must not stay hidden).
    public func routes<Spot>(among marked: [FlightSpot: Spot], you: UInt8) -> [(flight: Flight, from: Spot, to: Spot)] {
        flights.compactMap { flight in
            let spot = { (place: Place) in
                FlightSpot.candidates(for: place, tile: flight.tile, you: you).lazy.compactMap { marked[$0] }.first
            }
            guard let from = spot(flight.from), let to = spot(flight.to) else { return nil }
            return (flight, from, to)
        }
    }
}
