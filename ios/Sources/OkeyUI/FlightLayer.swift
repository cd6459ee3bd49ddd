#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Where a tile can fly from or land: a place of the table, or for the player's own hand the rack
/// slot holding the tile (by its id).
enum FlightSpot: Hashable {
    case place(Place)
    case rackTile(UInt8)

    /// The spot of `place` for a flight of `tile` (the player's hand is the tile's own slot).
    static func of(_ place: Place, tile: TileView?, you: UInt8) -> FlightSpot {
        if case .hand(let seat) = place, seat == you, let tile { return .rackTile(tile.id) }
        return .place(place)
    }
}

/// The bounds of every spot on screen, gathered for the flights.
struct FlightSpotsKey: PreferenceKey {
    static let defaultValue: [FlightSpot: SwiftUI.Anchor<CGRect>] = [:]

    static func reduce(value: inout [FlightSpot: SwiftUI.Anchor<CGRect>], nextValue: () -> [FlightSpot: SwiftUI.Anchor<CGRect>]) {
        value.merge(nextValue()) { _, new in new }
    }
}

extension View {
    /// Marks this view as the spot tiles fly from or land on.
    func flightSpot(_ spot: FlightSpot) -> some View {
        anchorPreference(key: FlightSpotsKey.self, value: .bounds) { [spot: $0] }
    }
}

private struct TilesInFlightKey: EnvironmentKey {
    static let defaultValue: Set<UInt8> = []
}

extension EnvironmentValues {
    /// Tiles drawn flying now: where they already are, they wait to be landed on.
    var tilesInFlight: Set<UInt8> {
        get { self[TilesInFlightKey.self] }
        set { self[TilesInFlightKey.self] = newValue }
    }
}

/// The table's flying tiles (`Effect.animate`), over the table: each from its spot to its spot,
/// all at once, face down when the player may not see the face. The shell is told when they
/// land.
@MainActor
struct FlightLayer: View {
    let batch: TileFlights?
    let spots: [FlightSpot: SwiftUI.Anchor<CGRect>]
    let you: UInt8
    let landed: (Int) -> Void

    var body: some View {
        GeometryReader { proxy in
            if let batch {
                ZStack {
                    ForEach(Array(batch.flights.enumerated()), id: \.offset) { index, flight in
                        if let from = spots[FlightSpot.of(flight.from, tile: flight.tile, you: you)],
                            let to = spots[FlightSpot.of(flight.to, tile: flight.tile, you: you)]
                        {
                            FlyingTile(tile: flight.tile, from: proxy[from], to: proxy[to], seconds: batch.duration.seconds) {
                                if index == 0 { landed(batch.serial) }
                            }
                        }
                    }
                }
                // A new batch starts its tiles from their sources again.
                .id(batch.serial)
            }
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

/// One tile on its way.
private struct FlyingTile: View {
    let tile: TileView?
    let from: CGRect
    let to: CGRect
    let seconds: Double
    let done: () -> Void
    @State private var arrived = false

    var body: some View {
        Group {
            if let tile { TileFace(tile: tile) } else { TileBack() }
        }
        .environment(\.tilesInFlight, [])
        .position(arrived ? CGPoint(x: to.midX, y: to.midY) : CGPoint(x: from.midX, y: from.midY))
        .onAppear {
            withAnimation(.easeInOut(duration: seconds)) {
                arrived = true
            } completion: {
                done()
            }
        }
    }
}

extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
#endif
