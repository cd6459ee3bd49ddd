#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The player's rack (ıstaka): two rows of the core's slots on a wooden rack, more slots than
/// tiles, so that tiles group with gaps. Each row keeps its shape at any width: the slots share
/// the measured width, so a row of 15 fits a phone held upright, and a row never wraps. Under a
/// group of tiles that makes a meld, its worth in the core's words. A selected tile stands lifted;
/// an işlek tile (discarding it costs a penalty) is marked under its number. Tap a tile to
/// select it; drag it to another slot, a table meld or the discard spot, or flick it at the
/// discard spot. When the rack is rearranged, each tile slides to its new slot (not when a new
/// deal fills it, nor with Reduce Motion). Without a shell (a reviewed position) it is only drawn.
@MainActor
struct RackPart: View {
    let rack: ShownRack
    let you: UInt8
    /// The live table's gestures go here; nil for a position that is only looked at.
    let shell: AppShell?
    /// The rack's width, measured: the slots share it.
    @State private var width: CGFloat = 0
    /// The tiles the rack held when last drawn: a rack that gained or lost one tile, or none, was
    /// rearranged or played from, and its tiles slide; a new deal's is drawn at once.
    @State private var lastTiles: Set<UInt8> = []
    @Namespace private var rackSpace
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.discardSpotFrame) private var discardSpot
    private static let padding: CGFloat = 6
    private static let spacing: CGFloat = 2
    private static let labelHeight: CGFloat = 14

    // Written out: the measured width is private, so Swift makes no memberwise init to use.
    init(rack: ShownRack, you: UInt8, shell: AppShell?) {
        self.rack = rack
        self.you = you
        self.shell = shell
    }

    private var rowLength: Int { max(Int(rack.rowLength), 1) }

    /// Each slot's width: an equal share of the row, never wider than the text size makes a tile.
    private var slotWidth: CGFloat {
        guard width > 0 else { return 22 }
        let slots = CGFloat(rowLength)
        return max((width - 2 * Self.padding - (slots - 1) * Self.spacing) / slots, 12)
    }

    /// A row's width: its slots and the gaps between them.
    private var rowWidth: CGFloat {
        CGFloat(rowLength) * slotWidth + CGFloat(rowLength - 1) * Self.spacing
    }

    private var tileIDs: [UInt8?] { rack.slots.map { $0?.tile.id } }

    /// How the tiles move to their new slots: a short slide, or none.
    private var slide: Animation? {
        let now = Set(tileIDs.compactMap { $0 })
        let slides = !reduceMotion && !lastTiles.isEmpty && now.subtracting(lastTiles).count <= 1
        return slides ? .easeInOut(duration: 0.22) : nil
    }

    var body: some View {
        VStack(spacing: 2) {
            ForEach(Array(stride(from: 0, to: rack.slots.count, by: rowLength)), id: \.self) { start in
                VStack(spacing: 0) {
                    row(start..<min(start + rowLength, rack.slots.count))
                    // The ledge the row's tiles stand on.
                    RoundedRectangle(cornerRadius: 2).fill(TilePalette.ledge).frame(width: rowWidth, height: 4)
                    groupLabels(rowStart: start)
                }
            }
        }
        .padding(Self.padding)
        .frame(maxWidth: .infinity)
        .background(
            GeometryReader { proxy in
                SwiftUI.Color.clear.onChange(of: proxy.size.width, initial: true) { _, new in width = new }
            }
        )
        .background(
            RoundedRectangle(cornerRadius: 10)
                .fill(LinearGradient(colors: [TilePalette.wood, TilePalette.ledge], startPoint: .top, endPoint: .bottom))
                .shadow(color: .black.opacity(0.5), radius: 6, y: 4)
        )
        .animation(slide, value: tileIDs)
        .onChange(of: tileIDs, initial: true) { _, ids in lastTiles = Set(ids.compactMap { $0 }) }
        .preference(key: RackSlotWidthKey.self, value: slotWidth)
        .flightSpot(.place(.hand(seat: you)))
        .gestures(of: shell) { rack, shell in
            rack.dropTarget(.rack, of: shell)
        }
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
        ZStack(alignment: .bottom) {
            // At least 44 pt tall; as wide as the row allows (15 slots across a phone).
            RoundedRectangle(cornerRadius: 4).fill(.black.opacity(0.12)).frame(width: slotWidth).frame(minHeight: 44)
            if let held = rack.slots[slot] {
                TileFace(
                    tile: held.tile, lifted: held.selected, highlighted: held.hinted, winning: held.wins,
                    playable: held.playable, maxWidth: slotWidth
                )
                .matchedGeometryEffect(id: held.tile.id, in: rackSpace)
                .flightSpot(.rackTile(held.tile.id))
                .gestures(of: shell) { face, shell in
                    face
                        .onTapGesture { shell.send(.toggleTile(tile: held.tile.id)) }
                        .draggable(Dragged.rackTile(tile: held.tile.id).payload) { TileFace(tile: held.tile) }
                        .flickToDiscard(held.tile.id, spot: discardSpot, of: shell)
                        .accessibilityAddTraits(.isButton)
                        .accessibilityAction(named: Text("table.discard")) { shell.send(.discard(tile: held.tile.id)) }
                }
                .padding(.bottom, 2)
            }
        }
        .gestures(of: shell) { cell, shell in
            cell.dropTarget(.rackSlot(slot: UInt8(slot)), of: shell)
        }
    }

    /// The labels of the groups in the row starting at `rowStart`, each centred under its tiles.
    private func groupLabels(rowStart: Int) -> some View {
        let groups = rack.groups.filter { Int($0.firstSlot) >= rowStart && Int($0.firstSlot) < rowStart + rowLength }
        return ZStack(alignment: .topLeading) {
            ForEach(groups, id: \.firstSlot) { group in
                let length = CGFloat(max(Int(group.length), 1))
                VStack(spacing: 0) {
                    Capsule().fill(.white.opacity(0.55)).frame(height: 2)
                    Text(verbatim: group.label)
                        .font(.caption2.bold().monospacedDigit())
                        .foregroundStyle(.white)
                        .lineLimit(1)
                        .minimumScaleFactor(0.6)
                }
                .frame(width: length * slotWidth + (length - 1) * Self.spacing)
                .offset(x: CGFloat(Int(group.firstSlot) - rowStart) * (slotWidth + Self.spacing))
            }
        }
        .frame(width: rowWidth, height: Self.labelHeight, alignment: .topLeading)
    }
}

/// The width of a rack slot as last laid out: the felt's tiles are drawn no wider (the player's
/// own tiles are the largest on the table).
struct RackSlotWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = .infinity

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = min(value, nextValue())
    }
}

#Preview("Rack, upright phone") {
    let shell = PreviewShell.atTable()
    return Group {
        if let table = shell.table { RackPart(rack: table.rack, you: table.you, shell: shell) }
    }
    .frame(width: 390)
    .padding(.vertical)
    .background(TilePalette.felt)
}
#endif
