#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Each opponent's card, as the core words it: name, level, tiles in hand, what it opened with,
/// its total, whether it is thinking, and its discard pile; whose turn it is shows at a glance.
/// Without a shell (a reviewed position) nothing can be taken.
@MainActor
struct OpponentsView: View {
    let seats: [SeatView]
    let piles: [PileView]
    let you: UInt8
    /// The live table's gestures go here; nil for a position that is only looked at.
    let shell: AppShell?

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            ForEach(seats.filter { $0.seat != you }, id: \.seat) { seat in
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text(verbatim: seat.name).font(.headline)
                        if let level = seat.level { Text(verbatim: level).font(.caption) }
                        if seat.thinking { ProgressView().controlSize(.mini) }
                    }
                    Text("table.tilesInHand \(Int(seat.tilesInHand))").font(.caption)
                    if let opened = seat.opened { Text(verbatim: opened).font(.caption) }
                    Text("table.score \(Int(seat.total))").font(.caption)
                    if let pile = piles.first(where: { $0.seat == seat.seat }) {
                        PileTop(pile: pile, shell: shell)
                    }
                }
                .padding(6)
                .background(
                    RoundedRectangle(cornerRadius: 8)
                        .fill(seat.toMove ? SwiftUI.Color.yellow.opacity(0.35) : SwiftUI.Color.black.opacity(0.15))
                )
                .flightSpot(.place(.hand(seat: seat.seat)))
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(seat.toMove ? .isSelected : [])
            }
        }
        .foregroundStyle(.white)
    }
}

/// A seat's discard pile: its top tile, or an empty place for the first discard to land on. Only
/// the pile the player may take now (the core says which) is marked, and only it can be tapped
/// or dragged onto the rack.
@MainActor
struct PileTop: View {
    let pile: PileView
    let shell: AppShell?

    var body: some View {
        Group {
            if let top = pile.tiles.last {
                if pile.takeable {
                    TileFace(tile: top, highlighted: true)
                        .gestures(of: shell) { face, shell in
                            face
                                .draggable(DragItem.takeablePile.payload) { TileFace(tile: top) }
                                .onTapGesture { shell.send(.takeDiscard) }
                                .accessibilityAddTraits(.isButton)
                                .accessibilityHint(Text("table.take"))
                        }
                } else {
                    TileFace(tile: top)
                }
            } else {
                RoundedRectangle(cornerRadius: 5).strokeBorder(.white.opacity(0.3)).frame(width: 34, height: 48)
                    .accessibilityHidden(true)
            }
        }
        .flightSpot(.place(.pile(seat: pile.seat)))
    }
}

#Preview("Opponents") {
    let shell = PreviewShell.atTable()
    return OpponentsView(seats: shell.table?.seats ?? [], piles: shell.table?.piles ?? [], you: 0, shell: shell)
        .padding()
        .background(TilePalette.felt)
}
#endif
