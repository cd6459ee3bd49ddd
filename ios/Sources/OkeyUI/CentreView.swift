#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The centre: the stock with its count (tap or drag it onto the rack to draw), the indicator, the
/// okey it makes, and in Okey 101 the table's melds grouped by player. Without a table (a reviewed
/// position) it is only drawn.
@MainActor
struct CentreView: View, TablePart {
    let picture: TablePicture
    /// The live table the gestures go to; nil for a position that is only looked at.
    let table: TableModel?

    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 12) {
                stock
                    .accessibilityLabel(Text("table.stock") + Text(verbatim: " \(picture.view.stockSize)"))
                VStack {
                    TileView(tile: picture.view.indicator, okey: nil)
                    Text("table.indicator").font(.caption)
                }
                VStack {
                    TileView(
                        tile: Tile(id: 255, color: picture.view.okey.color, number: picture.view.okey.number, falseJoker: false),
                        okey: picture.view.okey
                    )
                    Text("table.okey").font(.caption)
                }
            }
            .foregroundStyle(.white)
            if picture.view.rules.variant == .okey101 {
                MeldsView(picture: picture, table: table)
            }
        }
    }

    /// The stock with its count: at the live table a button that draws, and a tile to drag.
    @ViewBuilder
    private var stock: some View {
        let pile = VStack {
            RoundedRectangle(cornerRadius: 5).fill(SwiftUI.Color(red: 0.95, green: 0.9, blue: 0.8))
                .frame(width: 34, height: 48)
                .overlay(Text(verbatim: "\(picture.view.stockSize)").font(.headline).foregroundStyle(.black))
            Text("table.stock").font(.caption)
        }
        .frame(minWidth: 44, minHeight: 44)
        .contentShape(Rectangle())
        if let table {
            Button { table.draw() } label: { pile }
                .draggable(DragItem.stock.payload)
        } else {
            pile
        }
    }
}

/// The table's melds, grouped by owner; each okey shows the face it stands for. At the live table
/// a rack tile dropped on a meld lays off; dropped on an okey, takes it back (Katlamalı).
@MainActor
struct MeldsView: View {
    let picture: TablePicture
    let table: TableModel?

    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top, spacing: 12) {
                ForEach(Array(Set(picture.view.table.map(\.owner))).sorted(), id: \.self) { owner in
                    VStack(alignment: .leading, spacing: 4) {
                        SeatName.text(Int(owner))
                            .font(.caption).foregroundStyle(.white)
                        ForEach(picture.view.table.filter { $0.owner == owner }, id: \.id) { meld in
                            meldView(meld)
                        }
                    }
                }
            }
        }
    }

    private func meldView(_ meld: TableMeld) -> some View {
        let okey = picture.view.okey
        return HStack(spacing: 1) {
            ForEach(Array(zip(meld.tiles, meld.faces).enumerated()), id: \.offset) { _, pair in
                let (tile, face) = pair
                let isOkey = tile.color == okey.color && tile.number == okey.number
                VStack(spacing: 0) {
                    TileView(tile: tile, okey: okey)
                    if isOkey || tile.falseJoker {
                        Text(verbatim: "\(face.number)").font(.caption2).foregroundStyle(.white)
                    }
                }
                .gestures(of: table) { tileView, table in
                    tileView.dropDestination(for: String.self) { items, _ in
                        guard let item = items.first.flatMap(DragItem.init(payload:)) else { return false }
                        table.drop(item, on: .meld(meld.id, onOkey: isOkey))
                        return true
                    }
                }
            }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 4).fill(.black.opacity(0.15)))
        .gestures(of: table) { group, table in
            group.dropDestination(for: String.self) { items, _ in
                guard let item = items.first.flatMap(DragItem.init(payload:)) else { return false }
                table.drop(item, on: .meld(meld.id, onOkey: false))
                return true
            }
        }
    }
}

#Preview("Centre") {
    CentreView(table: PreviewModels.table())
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
