#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

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
/// land. A spot that left the screen with the move (a rack tile just laid or discarded) is where
/// it was last seen, so a laid tile flies from its slot to the table. With Reduce Motion nothing
/// flies: the batch lands at once.
@MainActor
struct FlightLayer: View {
    let batch: TileFlights?
    let spots: [FlightSpot: SwiftUI.Anchor<CGRect>]
    let you: UInt8
    let landed: (Int) -> Void
    /// Every spot's frame as last seen.
    @State private var seen: [FlightSpot: CGRect] = [:]
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        GeometryReader { proxy in
            let now = spots.mapValues { proxy[$0] }
            if let batch {
                let routes = reduceMotion ? [] : batch.routes(among: seen.merging(now) { _, new in new }, you: you)
                ZStack {
                    if routes.isEmpty {
                        // Nothing to draw (no spot on screen): landed at once, so that the tiles
                        // waiting where they land show.
                        SwiftUI.Color.clear.onAppear { landed(batch.serial) }
                    }
                    ForEach(Array(routes.enumerated()), id: \.offset) { index, route in
                        FlyingTile(tile: route.flight.tile, from: route.from, to: route.to, seconds: batch.duration.seconds) {
                            if index == 0 { landed(batch.serial) }
                        }
                    }
                }
                // A new batch starts its tiles from their sources again.
                .id(batch.serial)
            }
            SwiftUI.Color.clear.onChange(of: now, initial: true) { _, frames in seen.merge(frames) { _, new in new } }
        }
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
}

/// One tile on its way.
private struct FlyingTile: View {
    let tile: ShownTile?
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
