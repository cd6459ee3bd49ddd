#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Each opponent: name, level, tiles in hand, opened or not (and with what), deal score so far,
/// and their discard pile; whose turn it is shows at a glance. Without a table (a reviewed
/// position) nothing can be taken.
@MainActor
struct OpponentsView: View, TablePart {
    let picture: TablePicture
    /// The live table the gestures go to; nil for a position that is only looked at.
    let table: TableModel?

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            ForEach(picture.view.others, id: \.seat) { other in
                let turn = picture.view.turn == other.seat && !picture.dealOver
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text("table.seat \(Int(other.seat))").font(.headline)
                        if let level = picture.level(ofSeat: Int(other.seat)) {
                            Text(LocalizedStringKey(LabelKeys.level(level))).font(.caption)
                        }
                    }
                    Text("table.tilesInHand \(Int(other.rackSize))").font(.caption)
                    Group {
                        switch other.opened {
                        case nil: Text("table.notOpened")
                        // The figure everyone saw laid; 0 only when the engine does not know it.
                        case .setsAndRuns?:
                            other.openedValue > 0 ? Text("table.openedValue \(Int(other.openedValue))") : Text("table.opened")
                        case .pairs?:
                            other.openedPairs > 0 ? Text("table.openedPairsCount \(Int(other.openedPairs))") : Text("table.openedPairs")
                        }
                    }
                    .font(.caption)
                    Text("table.score \(Int(picture.total(ofSeat: Int(other.seat))))").font(.caption)
                    PileView(picture: picture, table: table, seat: Int(other.seat))
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
/// is marked, and only it can be tapped or dragged onto the rack. In a reviewed position the pile
/// a move takes from is outlined in that move's colour.
@MainActor
struct PileView: View {
    let picture: TablePicture
    let table: TableModel?
    let seat: Int

    var body: some View {
        let pile = picture.view.discards.indices.contains(seat) ? picture.view.discards[seat] : []
        let okey = picture.view.okey
        if let top = pile.last {
            if picture.takeablePile == seat {
                TileView(tile: top, okey: okey, highlighted: true)
                    .gestures(of: table) { tileView, table in
                        tileView
                            .draggable(DragItem.takeableDiscard.payload) { TileView(tile: top, okey: okey) }
                            .onTapGesture { table.takeDiscard() }
                            .accessibilityAddTraits(.isButton)
                            .accessibilityHint(Text("table.take"))
                    }
            } else {
                TileView(tile: top, okey: okey, outlines: picture.outlinedPiles[seat] ?? [])
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
