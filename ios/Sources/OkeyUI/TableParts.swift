#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Each opponent: name, level, tiles in hand, opened or not (and with what), deal score so far,
/// and their discard pile; whose turn it is shows at a glance.
@MainActor
struct OpponentsView: View {
    let table: TableModel

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            ForEach(table.view.others, id: \.seat) { other in
                let turn = table.view.turn == other.seat && !table.dealOver
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text("table.seat \(Int(other.seat))").font(.headline)
                        if let level = table.level(ofSeat: Int(other.seat)) {
                            Text(LocalizedStringKey(LabelKeys.level(level))).font(.caption)
                        }
                    }
                    Text("table.tilesInHand \(Int(other.rackSize))").font(.caption)
                    Group {
                        switch other.opened {
                        case nil: Text("table.notOpened")
                        case .setsAndRuns?: Text("table.opened")
                        case .pairs?: Text("table.openedPairs")
                        }
                    }
                    .font(.caption)
                    Text("table.score \(Int(table.total(ofSeat: Int(other.seat))))").font(.caption)
                    PileView(table: table, seat: Int(other.seat))
                }
                .padding(6)
                .background(
                    RoundedRectangle(cornerRadius: 8)
                        .fill(turn ? SwiftUI.Color.yellow.opacity(0.35) : SwiftUI.Color.black.opacity(0.15))
                )
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(turn ? .isSelected : [])
            }
        }
        .foregroundStyle(.white)
    }
}

/// A seat's discard pile: its top tile. Only the one the player may take (the previous player's)
/// is marked, and only it can be tapped or dragged onto the rack.
@MainActor
struct PileView: View {
    let table: TableModel
    let seat: Int

    var body: some View {
        let pile = table.view.discards.indices.contains(seat) ? table.view.discards[seat] : []
        if let top = pile.last {
            if table.mayTake(fromPileOf: seat) {
                TileView(tile: top, okey: table.view.okey, highlighted: true)
                    .draggable(DragItem.takeableDiscard.payload) { TileView(tile: top, okey: table.view.okey) }
                    .onTapGesture { table.takeDiscard() }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityHint(Text("table.take"))
            } else {
                TileView(tile: top, okey: table.view.okey)
            }
        }
    }
}

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

#Preview("Opponents and centre") {
    let table = PreviewModels.table()
    VStack {
        OpponentsView(table: table)
        CentreView(table: table)
        DiscardSpotView(table: table)
    }
    .padding()
    .background(SwiftUI.Color.green)
}
#endif
