#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// One tile as a tile looks: an ivory face with an edge below it, the number large in the tile's
/// colour, the okey marked with a star, the false joker with a face of its own. An okey or false
/// joker in a meld on the table (`playsAs`) shows the tile it stands for, with its own mark in a
/// corner. The colour-blind palette also gives each colour its own mark. VoiceOver reads the
/// core's words for it ("red 7", "okey, red 8", "false joker, plays as blue 11").
struct TileFace: View {
    let tile: ShownTile
    var lifted = false
    /// The pile the player may take, or a tile the hint names.
    var highlighted = false
    /// Düz Okey: discarding this tile wins now.
    var winning = false
    /// An işlek tile: discarding it would cost a penalty (the core says which).
    var playable = false
    /// The widest the tile may be (the rack fits its slots to the screen); the text size decides otherwise.
    var maxWidth: CGFloat = .infinity
    @Environment(\.tilePalette) private var palette
    @Environment(\.tilesInFlight) private var inFlight
    @Environment(\.tileWidthLimit) private var widthLimit
    @ScaledMetric(relativeTo: .title2) private var scaledWidth: CGFloat = 34

    // Written out: a private wrapped property with a default could make the memberwise one private.
    init(
        tile: ShownTile, lifted: Bool = false, highlighted: Bool = false, winning: Bool = false, playable: Bool = false,
        maxWidth: CGFloat = .infinity
    ) {
        self.tile = tile
        self.lifted = lifted
        self.highlighted = highlighted
        self.winning = winning
        self.playable = playable
        self.maxWidth = maxWidth
    }

    private var width: CGFloat { min(scaledWidth, maxWidth, widthLimit) }

    /// The face drawn: what the tile stands for in a meld, else its own (none for a false joker).
    private var shownColor: TileColor? { tile.playsAs?.color ?? tile.color }
    private var shownNumber: UInt8 { tile.playsAs?.number ?? tile.number }

    var body: some View {
        VStack(spacing: 1) {
            if let color = shownColor {
                Text(verbatim: "\(shownNumber)")
                    .font(.system(.title2, design: .rounded).weight(.bold))
                    .foregroundStyle(TilePalette.color(color, palette))
                    .minimumScaleFactor(0.5)
                    .lineLimit(1)
                HStack(spacing: 1) {
                    if palette == .colourBlind { Image(systemName: TilePalette.mark(color)).font(.caption2) }
                    if tile.okey && tile.playsAs == nil { Image(systemName: "star.fill").font(.caption2).foregroundStyle(.orange) }
                }
                .frame(height: 10)
            } else {
                Image(systemName: "seal.fill").font(.title3).foregroundStyle(.green.opacity(0.8))
            }
        }
        .frame(width: width, height: width * 1.4)
        .background(RoundedRectangle(cornerRadius: 5).fill(TilePalette.face))
        // The tile's thickness: a darker edge showing below the face.
        .background(RoundedRectangle(cornerRadius: 5).fill(TilePalette.edge).offset(y: 2))
        .overlay(
            RoundedRectangle(cornerRadius: 5)
                .stroke(highlighted ? SwiftUI.Color.yellow : SwiftUI.Color.black.opacity(0.25), lineWidth: highlighted ? 3 : 1)
        )
        .overlay(alignment: .topLeading) {
            if tile.playsAs != nil { standInMark }
        }
        .overlay(alignment: .topTrailing) {
            if winning {
                Image(systemName: "checkmark.circle.fill").font(.caption2).foregroundStyle(.green).padding(1)
            }
        }
        .overlay(alignment: .bottom) {
            if playable {
                Capsule().fill(TilePalette.playable).frame(width: width * 0.5, height: 3).padding(.bottom, 2)
            }
        }
        .shadow(color: .black.opacity(0.35), radius: lifted ? 5 : 1.5, y: lifted ? 4 : 1.5)
        .offset(y: lifted ? -8 : 0)
        // On its way here: the flying copy lands on this one.
        .opacity(inFlight.contains(tile.id) ? 0 : 1)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: tile.description))
        .accessibilityAddTraits(lifted ? .isSelected : [])
        .accessibilityValue(marks)
    }

    /// An okey (star) or a false joker (seal) standing in for the face drawn.
    private var standInMark: some View {
        Image(systemName: tile.falseJoker ? "seal.fill" : "star.fill")
            .font(.system(size: max(width * 0.3, 7)))
            .foregroundStyle(tile.falseJoker ? SwiftUI.Color.green : SwiftUI.Color.orange)
            .padding(2)
    }

    /// What VoiceOver adds to the tile's words: that discarding it wins, or costs a penalty.
    private var marks: Text {
        if winning { return Text("table.winningDiscard") }
        if playable { return Text("table.playableTile") }
        return Text(verbatim: "")
    }
}

/// A tile face down: the stock, or another seat's tile in flight. As wide as a face would be here
/// (smaller on the felt of a phone on its side).
struct TileBack: View {
    @Environment(\.tileWidthLimit) private var widthLimit
    @ScaledMetric(relativeTo: .title2) private var scaledWidth: CGFloat = 34

    private var width: CGFloat { min(scaledWidth, widthLimit) }

    var body: some View {
        RoundedRectangle(cornerRadius: 5)
            .fill(TilePalette.back)
            .overlay(RoundedRectangle(cornerRadius: 5).stroke(SwiftUI.Color.black.opacity(0.25), lineWidth: 1))
            .frame(width: width, height: width * 1.4)
            .accessibilityHidden(true)
    }
}

/// The tile colours of the two palettes, with a mark per colour for the colour-blind one.
enum TilePalette {
    /// The ivory face, lit from above.
    static var face: LinearGradient {
        LinearGradient(
            colors: [SwiftUI.Color(red: 1, green: 0.99, blue: 0.95), SwiftUI.Color(red: 0.95, green: 0.91, blue: 0.82)],
            startPoint: .top, endPoint: .bottom
        )
    }
    static let edge = SwiftUI.Color(red: 0.72, green: 0.66, blue: 0.55)
    /// The işlek mark under a tile.
    static let playable = SwiftUI.Color(red: 0.9, green: 0.45, blue: 0.05)
    static let back = SwiftUI.Color(red: 0.95, green: 0.9, blue: 0.8)
    static let felt = SwiftUI.Color(red: 0.1, green: 0.4, blue: 0.25)
    /// Around the felt: the room the table stands in.
    static let room = SwiftUI.Color(red: 0.06, green: 0.2, blue: 0.13)
    static let wood = SwiftUI.Color(red: 0.55, green: 0.35, blue: 0.2)
    /// The rack's darker wood, under its rows.
    static let ledge = SwiftUI.Color(red: 0.38, green: 0.22, blue: 0.11)

    static func color(_ color: TileColor, _ palette: Palette) -> SwiftUI.Color {
        switch (color, palette) {
        case (.red, .standard): SwiftUI.Color(red: 0.8, green: 0.1, blue: 0.1)
        case (.yellow, .standard): SwiftUI.Color(red: 0.85, green: 0.55, blue: 0)
        case (.blue, .standard): SwiftUI.Color(red: 0.1, green: 0.3, blue: 0.8)
        case (.black, _): SwiftUI.Color.black
        // Okabe–Ito colours, told apart with any colour vision.
        case (.red, .colourBlind): SwiftUI.Color(red: 0.84, green: 0.37, blue: 0)
        case (.yellow, .colourBlind): SwiftUI.Color(red: 0.6, green: 0.5, blue: 0)
        case (.blue, .colourBlind): SwiftUI.Color(red: 0, green: 0.45, blue: 0.7)
        }
    }

    static func mark(_ color: TileColor) -> String {
        switch color {
        case .red: "circle.fill"
        case .yellow: "triangle.fill"
        case .blue: "square.fill"
        case .black: "diamond.fill"
        }
    }
}

private struct TilePaletteKey: EnvironmentKey {
    static let defaultValue = Palette.standard
}

private struct TileWidthLimitKey: EnvironmentKey {
    static let defaultValue = CGFloat.infinity
}

extension EnvironmentValues {
    var tilePalette: Palette {
        get { self[TilePaletteKey.self] }
        set { self[TilePaletteKey.self] = newValue }
    }

    /// The widest a tile may be in this part of the screen (the felt of a phone on its side).
    var tileWidthLimit: CGFloat {
        get { self[TileWidthLimitKey.self] }
        set { self[TileWidthLimitKey.self] = newValue }
    }
}

#Preview("Tiles") {
    func tile(_ id: UInt8, _ color: TileColor?, _ number: UInt8, okey: Bool = false, playsAs: FaceView? = nil) -> ShownTile {
        ShownTile(
            id: id, color: color, number: number, falseJoker: color == nil, okey: okey, playsAs: playsAs,
            description: color == nil ? "false joker" : "\(number)"
        )
    }
    return HStack {
        TileFace(tile: tile(1, .red, 7))
        TileFace(tile: tile(2, .red, 8, okey: true), lifted: true)
        TileFace(tile: tile(3, .yellow, 12))
        TileFace(tile: tile(4, .blue, 1), highlighted: true)
        TileFace(tile: tile(5, .black, 13), winning: true)
        TileFace(tile: tile(6, .blue, 9), playable: true)
        TileFace(tile: tile(7, .red, 8, okey: true, playsAs: FaceView(color: .blue, number: 11)))
        TileFace(tile: tile(104, nil, 0))
        TileFace(tile: tile(105, nil, 0, playsAs: FaceView(color: .red, number: 8)))
        TileBack()
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
