#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The centre: the stock with its count (tap or drag it onto the rack to draw), the indicator, the
/// okey it makes, and in Okey 101 the table's melds grouped by player. Without a shell (a
/// reviewed position) it is only drawn.
@MainActor
struct CentrePart: View {
    let centre: CentreView
    let melds: [MeldView]
    let seats: [SeatView]
    let game: Variant
    let shell: AppShell?

    var body: some View {
        VStack(spacing: 6) {
            HStack(spacing: 12) {
                stock
                    .accessibilityLabel(Text("table.stock") + Text(verbatim: " \(centre.stock)"))
                VStack {
                    TileFace(tile: centre.indicator)
                        .opacity(centre.indicatorTaken ? 0.35 : 1)
                        .flightSpot(.place(.indicator))
                    Text("table.indicator").font(.caption)
                }
                VStack {
                    TileFace(tile: okeyTile)
                    Text("table.okey").font(.caption)
                }
                .accessibilityElement(children: .combine)
            }
            .foregroundStyle(.white)
            if game == .okey101 {
                MeldsPart(melds: melds, seats: seats, shell: shell)
            }
        }
    }

    /// The okey's face, drawn as a tile with the okey's mark; VoiceOver reads the core's words
    /// for the face ("red 8"), then the caption.
    private var okeyTile: TileView {
        TileView(
            id: .max, color: centre.okey.color, number: centre.okey.number, falseJoker: false, okey: true, playsAs: nil,
            description: centre.okeyName
        )
    }

    /// The stock with its count: at the live table a button that draws, and a tile to drag.
    @ViewBuilder
    private var stock: some View {
        let pile = VStack {
            RoundedRectangle(cornerRadius: 5).fill(TilePalette.back)
                .frame(width: 34, height: 48)
                .overlay(Text(verbatim: "\(centre.stock)").font(.headline).foregroundStyle(.black))
                .flightSpot(.place(.stock))
            Text("table.stock").font(.caption)
        }
        .frame(minWidth: 44, minHeight: 44)
        .contentShape(Rectangle())
        if let shell {
            Button { shell.send(.draw) } label: { pile }
                .draggable(DragItem.stock.payload)
        } else {
            pile
        }
    }
}

/// The table's melds, grouped by owner; an okey or false joker shows the number it stands for.
/// At the live table a rack tile dropped on a meld lays off; dropped on an okey, takes it back
/// (Katlamalı). The core says whether either is allowed.
@MainActor
struct MeldsPart: View {
    let melds: [MeldView]
    let seats: [SeatView]
    let shell: AppShell?

    /// The owners in the order the core lists their melds.
    private var owners: [UInt8] {
        melds.map(\.owner).reduce(into: [UInt8]()) { owners, owner in
            if !owners.contains(owner) { owners.append(owner) }
        }
    }

    var body: some View {
        ScrollView(.horizontal) {
            HStack(alignment: .top, spacing: 12) {
                ForEach(owners, id: \.self) { owner in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(verbatim: seats.first { $0.seat == owner }?.name ?? "")
                            .font(.caption).foregroundStyle(.white)
                        ForEach(melds.filter { $0.owner == owner }, id: \.id) { meld in
                            meldRow(meld)
                        }
                    }
                }
            }
        }
    }

    private func meldRow(_ meld: MeldView) -> some View {
        HStack(spacing: 1) {
            ForEach(meld.tiles, id: \.id) { tile in
                VStack(spacing: 0) {
                    TileFace(tile: tile)
                    if let face = tile.playsAs {
                        Text(verbatim: "\(face.number)").font(.caption2).foregroundStyle(.white)
                    }
                }
                .gestures(of: shell) { face, shell in
                    face.dropTarget(tile.okey ? .okeyInMeld(meld.id) : .meld(meld.id), of: shell)
                }
            }
        }
        .padding(2)
        .background(RoundedRectangle(cornerRadius: 4).fill(.black.opacity(0.15)))
        .flightSpot(.place(.meld(meld: meld.id)))
        .gestures(of: shell) { row, shell in
            row.dropTarget(.meld(meld.id), of: shell)
        }
    }
}

#Preview("Centre") {
    let shell = PreviewShell.atTable()
    return Group {
        if let table = shell.table {
            CentrePart(centre: table.centre, melds: table.melds, seats: table.seats, game: table.game, shell: shell)
        }
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
