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

#Preview("Opponents") {
    OpponentsView(table: PreviewModels.table())
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
