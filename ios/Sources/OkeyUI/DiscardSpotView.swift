#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The player's own discard spot, at the right of the rack: drop a tile here to discard it.
/// Without a table (a reviewed position) it only shows the player's pile.
@MainActor
struct DiscardSpotView: View, TablePart {
    let picture: TablePicture
    /// The live table the gestures go to; nil for a position that is only looked at.
    let table: TableModel?

    var body: some View {
        let seat = Int(picture.view.seat)
        let mine = picture.view.discards.indices.contains(seat) ? picture.view.discards[seat] : []
        ZStack {
            RoundedRectangle(cornerRadius: 6).strokeBorder(.white.opacity(0.6), style: StrokeStyle(lineWidth: 2, dash: [5]))
                .frame(width: 48, height: 64)
            if let top = mine.last {
                TileView(tile: top, okey: picture.view.okey)
            } else {
                Text("table.discard").font(.caption).foregroundStyle(.white)
            }
        }
        .gestures(of: table) { spot, table in
            spot.dropDestination(for: String.self) { items, _ in
                guard let item = items.first.flatMap(DragItem.init(payload:)) else { return false }
                table.drop(item, on: .discardSpot)
                return true
            }
        }
        .accessibilityLabel(Text("table.discard"))
    }
}

#Preview("Discard spot") {
    DiscardSpotView(table: PreviewModels.table())
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
