#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The player's rack (ıstaka): two rows of slots, more slots than tiles, so that tiles group with
/// gaps. Tap a tile to select it; drag it to another slot, a table meld or the discard spot.
/// Without a table (a reviewed position) it is only drawn, its outlined tiles marked.
@MainActor
struct RackView: View, TablePart {
    let picture: TablePicture
    /// The live table the gestures go to; nil for a position that is only looked at.
    let table: TableModel?
    /// The rack's width, measured: the slots share it, so a row of 15 fits a phone in portrait too.
    @State private var width: CGFloat = 0
    private static let padding: CGFloat = 6
    private static let spacing: CGFloat = 2

    // Written out: the measured width is private, so Swift makes no memberwise init to use.
    init(picture: TablePicture, table: TableModel?) {
        self.picture = picture
        self.table = table
    }

    /// Each slot's width: an equal share of the row, never wider than the text size makes a tile.
    private var slotWidth: CGFloat {
        guard width > 0 else { return 34 }
        let slots = CGFloat(RackSlots.row)
        return max((width - 2 * Self.padding - (slots - 1) * Self.spacing) / slots, 16)
    }

    var body: some View {
        VStack(spacing: 4) {
            row(0..<RackSlots.row)
            row(RackSlots.row..<RackSlots.count)
        }
        .padding(Self.padding)
        .frame(maxWidth: .infinity)
        .background(
            GeometryReader { proxy in
                SwiftUI.Color.clear.onChange(of: proxy.size.width, initial: true) { _, new in width = new }
            }
        )
        .background(RoundedRectangle(cornerRadius: 8).fill(SwiftUI.Color(red: 0.55, green: 0.35, blue: 0.2)))
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("table.rack"))
    }

    private func row(_ range: Range<Int>) -> some View {
        HStack(spacing: Self.spacing) {
            ForEach(range, id: \.self) { slot in
                slotView(slot)
            }
        }
    }

    @ViewBuilder
    private func slotView(_ slot: Int) -> some View {
        let id = picture.slots.indices.contains(slot) ? picture.slots[slot] : nil
        let okey = picture.view.okey
        ZStack {
            // At least 44 pt tall; as wide as the row allows (15 slots across a phone).
            RoundedRectangle(cornerRadius: 4).fill(.black.opacity(0.15)).frame(width: slotWidth).frame(minHeight: 44)
            if let id, let tile = picture.tile(id) {
                TileView(
                    tile: tile, okey: okey, lifted: picture.lifted.contains(id), winning: picture.winning.contains(id),
                    outlines: picture.outlined[id] ?? [], maxWidth: slotWidth
                )
                .gestures(of: table) { tileView, table in
                    tileView
                        .onTapGesture { table.toggleSelect(id) }
                        .draggable(DragItem.rackTile(id).payload) {
                            TileView(tile: tile, okey: okey)
                        }
                        .accessibilityAddTraits(.isButton)
                        .accessibilityAction(named: Text("table.discard")) { table.discard(id) }
                }
            }
        }
        .gestures(of: table) { cell, table in
            cell.dropDestination(for: String.self) { items, _ in
                guard let item = items.first.flatMap(DragItem.init(payload:)) else { return false }
                table.drop(item, on: .slot(slot))
                return true
            }
        }
    }
}

#Preview("Rack") {
    RackView(table: PreviewModels.table())
        .padding()
}
#endif
