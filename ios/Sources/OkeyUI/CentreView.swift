#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The centre: the stock with its count (tap or drag it onto the rack to draw), the indicator, the
/// okey it makes, and in Okey 101 the table's melds grouped by player.
@MainActor
struct CentreView: View {
    let table: TableModel

    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 12) {
                Button { table.draw() } label: {
                    VStack {
                        RoundedRectangle(cornerRadius: 5).fill(SwiftUI.Color(red: 0.95, green: 0.9, blue: 0.8))
                            .frame(width: 34, height: 48)
                            .overlay(Text(verbatim: "\(table.view.stockSize)").font(.headline).foregroundStyle(.black))
                        Text("table.stock").font(.caption)
                    }
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
                }
                .draggable(DragItem.stock.payload)
                .accessibilityLabel(Text("table.stock") + Text(verbatim: " \(table.view.stockSize)"))
                VStack {
                    TileView(tile: table.view.indicator, okey: nil)
                    Text("table.indicator").font(.caption)
                }
                VStack {
                    TileView(
                        tile: Tile(id: 255, color: table.view.okey.color, number: table.view.okey.number, falseJoker: false),
                        okey: table.view.okey
                    )
                    Text("table.okey").font(.caption)
                }
            }
            .foregroundStyle(.white)
            if table.view.rules.variant == .okey101 {
                MeldsView(table: table)
            }
        }
    }
}

/// The table's melds, grouped by owner; each okey shows the face it stands for. A rack tile
/// dropped on a meld lays off; dropped on an okey, takes it back (Katlamalı).
@MainActor
struct MeldsView: View {
    let table: TableModel

    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top, spacing: 12) {
                ForEach(Array(Set(table.view.table.map(\.owner))).sorted(), id: \.self) { owner in
                    VStack(alignment: .leading, spacing: 4) {
                        SeatName.text(Int(owner))
                            .font(.caption).foregroundStyle(.white)
                        ForEach(table.view.table.filter { $0.owner == owner }, id: \.id) { meld in
                            meldView(meld)
                        }
                    }
                }
            }
        }
    }

    private func meldView(_ meld: TableMeld) -> some View {
        HStack(spacing: 1) {
            ForEach(Array(zip(meld.tiles, meld.faces).enumerated()), id: \.offset) { _, pair in
                let (tile, face) = pair
                let isOkey = tile.color == table.view.okey.color && tile.number == table.view.okey.number
                VStack(spacing: 0) {
                    TileView(tile: tile, okey: table.view.okey)
                    if isOkey || tile.falseJoker {
                        Text(verbatim: "\(face.number)").font(.caption2).foregroundStyle(.white)
                    }
                }
                .dropDestination(for: String.self) { items, _ in
                    guard let item = items.first.flatMap(DragItem.init(payload:)) else { return false }
                    table.drop(item, on: .meld(meld.id, onOkey: isOkey))
                    return true
                }
            }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 4).fill(.black.opacity(0.15)))
        .dropDestination(for: String.self) { items, _ in
            guard let item = items.first.flatMap(DragItem.init(payload:)) else { return false }
            table.drop(item, on: .meld(meld.id, onOkey: false))
            return true
        }
    }
}

#Preview("Centre") {
    CentreView(table: PreviewModels.table())
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
