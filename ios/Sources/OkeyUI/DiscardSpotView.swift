#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The player's own discard spot, at the right of the rack: drop a tile here to discard it.
/// Without a shell (a reviewed position) it only shows the player's pile.
@MainActor
struct DiscardSpotView: View {
    /// The player's own pile.
    let pile: PileView?
    let shell: AppShell?

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6).strokeBorder(.white.opacity(0.6), style: StrokeStyle(lineWidth: 2, dash: [5]))
                .frame(width: 48, height: 64)
            if let top = pile?.tiles.last {
                TileFace(tile: top)
            } else {
                Text("table.discard").font(.caption).foregroundStyle(.white)
            }
        }
        .flightSpot(.place(.pile(seat: pile?.seat ?? 0)))
        .gestures(of: shell) { spot, shell in
            spot.dropTarget(.discardSpot, of: shell)
        }
        .accessibilityLabel(Text("table.discard"))
    }
}

#Preview("Discard spot") {
    let shell = PreviewShell.atTable()
    return DiscardSpotView(pile: shell.table?.piles.first, shell: shell)
        .padding()
        .background(TilePalette.felt)
}
#endif
