#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The player's rack (ıstaka): two rows of slots, more slots than tiles, so that tiles group with
/// gaps. Tap a tile to select it; drag it to another slot, a table meld or the discard spot.
struct RackView: View {
    let table: TableModel

    var body: some View {
        VStack(spacing: 4) {
            row(0..<RackSlots.row)
            row(RackSlots.row..<RackSlots.count)
        }
        .padding(6)
        .background(RoundedRectangle(cornerRadius: 8).fill(SwiftUI.Color(red: 0.55, green: 0.35, blue: 0.2)))
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("table.rack"))
    }

    private func row(_ range: Range<Int>) -> some View {
        HStack(spacing: 2) {
            ForEach(range, id: \.self) { slot in
                slotView(slot)
            }
        }
    }

    @ViewBuilder
    private func slotView(_ slot: Int) -> some View {
        let id = table.slots.indices.contains(slot) ? table.slots[slot] : nil
        ZStack {
            RoundedRectangle(cornerRadius: 4).fill(.black.opacity(0.15)).frame(minWidth: 20, minHeight: 44)
            if let id, let tile = table.tile(id) {
                TileView(
                    tile: tile, okey: table.view.okey, lifted: table.selected.contains(id),
                    highlighted: table.hint?.tileIDs.contains(id) ?? false
                )
                .onTapGesture { table.toggleSelect(id) }
                .draggable(DragItem.rackTile(id).payload) {
                    TileView(tile: tile, okey: table.view.okey)
                }
                .accessibilityAction(named: Text("table.discard")) { table.discard(id) }
            }
        }
        .dropDestination(for: String.self) { items, _ in
            guard let item = items.first.flatMap(DragItem.init(payload:)) else { return false }
            table.drop(item, on: .slot(slot))
            return true
        }
    }
}

#Preview("Rack") {
    RackView(table: PreviewModels.table())
        .padding()
}
#endif
