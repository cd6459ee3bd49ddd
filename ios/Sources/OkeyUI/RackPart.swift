#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The player's rack (ıstaka): the core's slots in rows, more slots than tiles, so that tiles
/// group with gaps. Tap a tile to select it; drag it to another slot, a table meld or the discard
/// spot. Without a shell (a reviewed position) it is only drawn.
@MainActor
struct RackPart: View {
    let rack: RackView
    let you: UInt8
    /// The live table's gestures go here; nil for a position that is only looked at.
    let shell: AppShell?
    /// The rack's width, measured: the slots share it, so a row of 15 fits a phone in portrait too.
    @State private var width: CGFloat = 0
    private static let padding: CGFloat = 6
    private static let spacing: CGFloat = 2

    // Written out: the measured width is private, so Swift makes no memberwise init to use.
    init(rack: RackView, you: UInt8, shell: AppShell?) {
        self.rack = rack
        self.you = you
        self.shell = shell
    }

    private var rowLength: Int { max(Int(rack.rowLength), 1) }

    /// Each slot's width: an equal share of the row, never wider than the text size makes a tile.
    private var slotWidth: CGFloat {
        guard width > 0 else { return 34 }
        let slots = CGFloat(rowLength)
        return max((width - 2 * Self.padding - (slots - 1) * Self.spacing) / slots, 16)
    }

    var body: some View {
        VStack(spacing: 4) {
            ForEach(Array(stride(from: 0, to: rack.slots.count, by: rowLength)), id: \.self) { start in
                row(start..<min(start + rowLength, rack.slots.count))
            }
        }
        .padding(Self.padding)
        .frame(maxWidth: .infinity)
        .background(
            GeometryReader { proxy in
                SwiftUI.Color.clear.onChange(of: proxy.size.width, initial: true) { _, new in width = new }
            }
        )
        .background(RoundedRectangle(cornerRadius: 8).fill(SwiftUI.Color(red: 0.55, green: 0.35, blue: 0.2)))
        .flightSpot(.place(.hand(seat: you)))
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
        ZStack {
            // At least 44 pt tall; as wide as the row allows (15 slots across a phone).
            RoundedRectangle(cornerRadius: 4).fill(.black.opacity(0.15)).frame(width: slotWidth).frame(minHeight: 44)
            if let held = rack.slots[slot] {
                TileFace(tile: held.tile, lifted: held.selected, highlighted: held.hinted, winning: held.wins, maxWidth: slotWidth)
                    .flightSpot(.rackTile(held.tile.id))
                    .gestures(of: shell) { face, shell in
                        face
                            .onTapGesture { shell.send(.toggleTile(tile: held.tile.id)) }
                            .draggable(DragItem.rackTile(held.tile.id).payload) { TileFace(tile: held.tile) }
                            .accessibilityAddTraits(.isButton)
                            .accessibilityAction(named: Text("table.discard")) { shell.send(.discard(tile: held.tile.id)) }
                    }
            }
        }
        .gestures(of: shell) { cell, shell in
            cell.dropTarget(.slot(UInt8(slot)), of: shell)
        }
    }
}

#Preview("Rack") {
    let shell = PreviewShell.atTable()
    return Group {
        if let table = shell.table { RackPart(rack: table.rack, you: table.you, shell: shell) }
    }
    .padding()
}
#endif
