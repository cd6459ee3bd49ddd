#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The player's own discard spot, at the right of the rack: drop a tile here to discard it.
@MainActor
struct DiscardSpotView: View {
    let table: TableModel

    var body: some View {
        let mine = table.view.discards.indices.contains(Int(table.view.seat)) ? table.view.discards[Int(table.view.seat)] : []
        ZStack {
            RoundedRectangle(cornerRadius: 6).strokeBorder(.white.opacity(0.6), style: StrokeStyle(lineWidth: 2, dash: [5]))
                .frame(width: 48, height: 64)
            if let top = mine.last {
                TileView(tile: top, okey: table.view.okey)
            } else {
                Text("table.discard").font(.caption).foregroundStyle(.white)
            }
        }
        .dropDestination(for: String.self) { items, _ in
            guard let item = items.first.flatMap(DragItem.init(payload:)) else { return false }
            table.drop(item, on: .discardSpot)
            return true
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
