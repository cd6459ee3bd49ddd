#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// A seat's discard pile at its corner: its last tiles fanned, the top one whole, and how many
/// there are (always shown, as on Android). Only the pile the player may take now (the core says
/// which) is marked; a tap anywhere on its fan (a lower tile too) takes its top tile, and the top
/// tile drags onto the rack; tapping any other pile lists every tile of it. Without a shell (a
/// reviewed position) nothing can be taken.
@MainActor
struct PileFan: View {
    let pile: PileView
    let shell: AppShell?
    /// Shows every tile of the pile; nil where there is nowhere to show them.
    var list: (() -> Void)? = nil

    /// The tiles fanned: the last three, the top last.
    private var fanned: [ShownTile] { Array(pile.tiles.suffix(3)) }

    var body: some View {
        ZStack(alignment: .leading) {
            if fanned.isEmpty {
                RoundedRectangle(cornerRadius: 5).strokeBorder(.white.opacity(0.3)).frame(width: 30, height: 42)
            }
            ForEach(Array(fanned.enumerated()), id: \.element.id) { index, tile in
                if index == fanned.count - 1 {
                    top(tile)
                        .padding(.leading, CGFloat(index) * 9)
                } else {
                    TileFace(tile: tile)
                        .padding(.leading, CGFloat(index) * 9)
                        .onTapGesture { tapped() }
                        .accessibilityHidden(true)
                }
            }
        }
        .overlay(alignment: .topTrailing) { count }
        // The mark of the pile the player may take: over the foot of its tiles, taking no height
        // from a short felt.
        .overlay(alignment: .bottom) {
            if pile.takeable {
                Label("table.take", systemImage: "arrow.down.left")
                    .font(.caption2.bold())
                    .labelStyle(.titleAndIcon)
                    .padding(.horizontal, 4)
                    .background(Capsule().fill(.yellow))
                    .foregroundStyle(.black)
                    .offset(y: 6)
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
            }
        }
        .flightSpot(.place(.pile(seat: pile.seat)))
        .accessibilityElement(children: .contain)
        .accessibilityLabel(Text("table.pile \(Int(pile.tiles.count))"))
        .modifier(ListAction(list: list))
    }

    /// A tap on the fan: the takeable pile's top tile is taken, wherever the tap fell; any other
    /// pile is listed.
    private func tapped() {
        if pile.takeable, let shell { shell.send(.takeDiscard) } else { list?() }
    }

    /// The top tile: at the live table the takeable one is a button that takes it, and a tile to
    /// drag; any other lists the pile.
    @ViewBuilder
    private func top(_ tile: ShownTile) -> some View {
        if pile.takeable {
            TileFace(tile: tile, highlighted: true)
                .gestures(of: shell) { face, shell in
                    face
                        .draggable(Dragged.takeablePile.payload) { TileFace(tile: tile) }
                        .onTapGesture { shell.send(.takeDiscard) }
                        .accessibilityAddTraits(.isButton)
                        .accessibilityHint(Text("table.take"))
                }
        } else {
            TileFace(tile: tile).onTapGesture { list?() }
        }
    }

    /// How many tiles the pile holds, as a badge that lists them.
    @ViewBuilder
    private var count: some View {
        if !pile.tiles.isEmpty {
            Text(verbatim: "\(pile.tiles.count)")
                .font(.caption2.bold().monospacedDigit())
                .foregroundStyle(.white)
                .padding(.horizontal, 5)
                .padding(.vertical, 1)
                .background(Capsule().fill(.black.opacity(0.6)))
                .offset(x: 6, y: -6)
                .onTapGesture { list?() }
                .accessibilityHidden(true)
        }
    }
}

/// VoiceOver's way to the list of a pile's tiles.
private struct ListAction: ViewModifier {
    let list: (() -> Void)?

    @ViewBuilder
    func body(content: Content) -> some View {
        if let list {
            content.accessibilityAction(named: Text("table.pileList")) { list() }
        } else {
            content
        }
    }
}

/// The player's own pile, at the bottom right: the discard spot. Drop (or flick) a rack tile here
/// to discard it, or select one tile and tap here (the core decides what the tap does); a long
/// press lists every tile discarded here. Without a shell (a reviewed position) it only shows the
/// pile.
@MainActor
struct DiscardSpot: View {
    let pile: PileView?
    let shell: AppShell?
    var list: (() -> Void)? = nil

    var body: some View {
        Group {
            if let pile, !pile.tiles.isEmpty {
                // Drawn only: a tap anywhere on the spot is the spot's.
                PileFan(pile: pile, shell: nil, list: nil).allowsHitTesting(false)
            } else {
                Text("table.discard").font(.caption).foregroundStyle(.white)
            }
        }
        .padding(4)
        .frame(minWidth: 44, minHeight: 44)
        .background(
            RoundedRectangle(cornerRadius: 6)
                .strokeBorder(.white.opacity(0.6), style: StrokeStyle(lineWidth: 2, dash: [5]))
        )
        .flightSpot(.place(.pile(seat: pile?.seat ?? 0)))
        .marksDiscardSpot()
        .gestures(of: shell) { spot, shell in
            spot
                .contentShape(Rectangle())
                .onTapGesture { shell.send(.tapDiscardSpot) }
                .onLongPressGesture { if pile?.tiles.isEmpty == false { list?() } }
                .dropTarget(.discardSpot, of: shell)
                .accessibilityAddTraits(.isButton)
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text("table.discard"))
        .modifier(ListAction(list: pile?.tiles.isEmpty == false ? list : nil))
    }
}

/// Every tile of a pile, the first discarded first, in a sheet.
struct PileSheet: View {
    let pile: PileView
    /// The seat's name, as the core words it.
    let owner: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    Text("table.pileOrder").font(.footnote).foregroundStyle(.secondary)
                    FlowLayout(spacing: 4, rowSpacing: 8) {
                        ForEach(pile.tiles, id: \.id) { TileFace(tile: $0) }
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
            }
            .navigationTitle(Text("table.pileOf \(owner)"))
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("table.close") { dismiss() }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }
}

#Preview("Piles") {
    let shell = PreviewShell.atTable()
    let piles = shell.table?.piles ?? []
    return HStack(spacing: 24) {
        ForEach(piles, id: \.seat) { pile in
            if pile.seat == shell.table?.you {
                DiscardSpot(pile: pile, shell: shell)
            } else {
                PileFan(pile: pile, shell: shell)
            }
        }
    }
    .padding()
    .background(TilePalette.felt)
}

#Preview("Pile sheet") {
    let shell = PreviewShell.atTable()
    let pile = shell.table?.piles.max { $0.tiles.count < $1.tiles.count }
    return Group {
        if let pile { PileSheet(pile: pile, owner: "Ayşe") }
    }
}
#endif
