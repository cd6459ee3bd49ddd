#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The centre of the felt: the stock with its count (tap or drag it onto the rack to draw), the
/// indicator (tap it to take it when the core says the stock's last tile is the indicator), and
/// the okey it makes. Without a shell (a reviewed position) it is only drawn.
@MainActor
struct CentrePart: View {
    let centre: CentreView
    /// The stock is empty and the rules make the indicator its last tile: tapping it takes it.
    var canTakeIndicator = false
    let shell: AppShell?

    var body: some View {
        VStack(spacing: 4) {
            HStack(alignment: .top, spacing: 12) {
                stock
                indicator
                VStack(spacing: 2) {
                    TileFace(tile: okeyTile)
                    Text("table.okey").font(.caption2)
                }
                .accessibilityElement(children: .combine)
            }
            // The deal's fingerprint: its seed, shown when the deal ends, can be checked against it.
            if !centre.fingerprint.isEmpty {
                Text(verbatim: centre.fingerprint).font(.caption2).opacity(0.7).lineLimit(1)
            }
        }
        .foregroundStyle(.white)
        .fixedSize()
    }

    /// The okey's face, drawn as a tile with the okey's mark; VoiceOver reads the core's words
    /// for the face ("red 8"), then the caption.
    private var okeyTile: ShownTile {
        ShownTile(
            id: .max, color: centre.okey.color, number: centre.okey.number, falseJoker: false, okey: true, playsAs: nil,
            description: centre.okeyName
        )
    }

    @ViewBuilder
    private var indicator: some View {
        let face = VStack(spacing: 2) {
            TileFace(tile: centre.indicator, highlighted: canTakeIndicator)
                .opacity(centre.indicatorTaken ? 0.35 : 1)
                .flightSpot(.place(.indicator))
            Text("table.indicator").font(.caption2)
        }
        if let shell, canTakeIndicator {
            Button {
                shell.send(.takeIndicator)
            } label: {
                face
            }
            .buttonStyle(.plain)
            .accessibilityHint(Text("table.take"))
        } else {
            face.accessibilityElement(children: .combine)
        }
    }

    /// The stock, face down, with its count in a badge: at the live table a button that draws,
    /// and a tile to drag.
    @ViewBuilder
    private var stock: some View {
        let pile = VStack(spacing: 2) {
            TileBack()
                .background(TileBack().offset(x: 2, y: -2))
                .overlay(alignment: .topTrailing) {
                    Text(verbatim: "\(centre.stock)")
                        .font(.caption.bold().monospacedDigit())
                        .foregroundStyle(.white)
                        .padding(.horizontal, 5)
                        .padding(.vertical, 1)
                        .background(Capsule().fill(SwiftUI.Color.red.opacity(0.85)))
                        .offset(x: 8, y: -8)
                }
                .flightSpot(.place(.stock))
            Text("table.stock").font(.caption2)
        }
        .frame(minWidth: 44, minHeight: 44)
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("table.stockCount \(Int(centre.stock))"))
        if let shell {
            Button {
                shell.send(.draw)
            } label: {
                pile
            }
            .buttonStyle(.plain)
            .draggable(Dragged.stock.payload)
        } else {
            pile
        }
    }
}

/// The table's melds, grouped by owner, each owner's wrapping in rows; an okey or false joker
/// shows the tile it stands for. At the live table a rack tile dropped on a meld lays off;
/// dropped on an okey, takes it back (Katlamalı). The core says whether either is allowed.
/// At the table they scroll within the room the felt leaves them; inside a screen that scrolls
/// itself (the review) they take the height they need, as a scroll view inside another would
/// collapse.
@MainActor
struct MeldsPart: View {
    let melds: [LaidMeld]
    let seats: [SeatSummary]
    let shell: AppShell?
    /// Scroll within the height offered (the table), or take the height the melds need (the
    /// review, which scrolls as a whole).
    var scrolls = true

    /// The owners in the order the core lists their melds.
    private var owners: [UInt8] {
        melds.map(\.owner).reduce(into: [UInt8]()) { owners, owner in
            if !owners.contains(owner) { owners.append(owner) }
        }
    }

    var body: some View {
        if scrolls {
            ScrollView { groups }
        } else {
            groups
        }
    }

    private var groups: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(owners, id: \.self) { owner in
                VStack(alignment: .leading, spacing: 3) {
                    Text(verbatim: seats.first { $0.seat == owner }?.name ?? "")
                        .font(.caption.bold()).foregroundStyle(.white)
                    FlowLayout(spacing: 6, rowSpacing: 6) {
                        ForEach(melds.filter { $0.owner == owner }, id: \.id) { meld in
                            meldRow(meld)
                        }
                    }
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func meldRow(_ meld: LaidMeld) -> some View {
        HStack(spacing: 1) {
            ForEach(meld.tiles, id: \.id) { tile in
                // Small enough for a run of 13 across a phone held upright.
                TileFace(tile: tile, maxWidth: 25)
                    .gestures(of: shell) { face, shell in
                        face.dropTarget(
                            tile.okey || tile.falseJoker ? .tableOkey(meld: meld.id, tile: tile.id) : .meld(meld: meld.id), of: shell)
                    }
            }
        }
        .padding(3)
        .background(RoundedRectangle(cornerRadius: 5).fill(.black.opacity(0.18)))
        .flightSpot(.place(.meld(meld: meld.id)))
        .gestures(of: shell) { row, shell in
            row.dropTarget(.meld(meld: meld.id), of: shell)
        }
    }
}

#Preview("Centre") {
    let shell = PreviewShell.atTable()
    return VStack {
        if let table = shell.table {
            CentrePart(centre: table.centre, shell: shell)
            MeldsPart(melds: table.melds, seats: table.seats, shell: shell)
        }
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
