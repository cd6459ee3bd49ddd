#if canImport(SwiftUI)
import OkeyAppCore
import SwiftUI

/// One tile as a tile looks: an ivory face, the number large in the tile's colour, the okey marked
/// with a star, the false joker with a face of its own. The colour-blind palette also gives each
/// colour its own mark. VoiceOver reads the core's words for it ("red 7", "okey, red 8").
struct TileFace: View {
    let tile: TileView
    var lifted = false
    /// The pile the player may take, or a tile the hint names.
    var highlighted = false
    /// Düz Okey: discarding this tile wins now.
    var winning = false
    /// The widest the tile may be (the rack fits its slots to the screen); the text size decides otherwise.
    var maxWidth: CGFloat = .infinity
    @Environment(\.tilePalette) private var palette
    @Environment(\.tilesInFlight) private var inFlight
    @ScaledMetric(relativeTo: .title2) private var scaledWidth: CGFloat = 34

    // Written out: a private wrapped property with a default could make the memberwise one private.
    init(tile: TileView, lifted: Bool = false, highlighted: Bool = false, winning: Bool = false, maxWidth: CGFloat = .infinity) {
        self.tile = tile
        self.lifted = lifted
        self.highlighted = highlighted
        self.winning = winning
        self.maxWidth = maxWidth
    }

    private var width: CGFloat { min(scaledWidth, maxWidth) }

    var body: some View {
        VStack(spacing: 1) {
            if tile.falseJoker {
                Image(systemName: "seal.fill").font(.title3).foregroundStyle(.green.opacity(0.8))
            } else if let color = tile.color {
                Text(verbatim: "\(tile.number)")
                    .font(.system(.title2, design: .rounded).weight(.bold))
                    .foregroundStyle(TilePalette.color(color, palette))
                    .minimumScaleFactor(0.6)
                HStack(spacing: 1) {
                    if palette == .colourBlind { Image(systemName: TilePalette.mark(color)).font(.caption2) }
                    if tile.okey { Image(systemName: "star.fill").font(.caption2).foregroundStyle(.orange) }
                }
                .frame(height: 10)
            }
        }
        .frame(width: width, height: width * 1.4)
        .background(RoundedRectangle(cornerRadius: 5).fill(TilePalette.ivory))
        .overlay(
            RoundedRectangle(cornerRadius: 5)
                .stroke(highlighted ? SwiftUI.Color.yellow : SwiftUI.Color.black.opacity(0.25), lineWidth: highlighted ? 3 : 1)
        )
        .overlay(alignment: .topTrailing) {
            if winning {
                Image(systemName: "checkmark.circle.fill").font(.caption2).foregroundStyle(.green).padding(1)
            }
        }
        .shadow(radius: lifted ? 4 : 1, y: lifted ? 3 : 1)
        .offset(y: lifted ? -8 : 0)
        // On its way here: the flying copy lands on this one.
        .opacity(inFlight.contains(tile.id) ? 0 : 1)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(verbatim: tile.description))
        .accessibilityAddTraits(lifted ? .isSelected : [])
        .accessibilityValue(winning ? Text("table.winningDiscard") : Text(verbatim: ""))
    }
}

/// A tile face down: another seat's tile in flight.
struct TileBack: View {
    @ScaledMetric(relativeTo: .title2) private var width: CGFloat = 34

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
    static let ivory = SwiftUI.Color(red: 1, green: 0.97, blue: 0.9)
    static let back = SwiftUI.Color(red: 0.95, green: 0.9, blue: 0.8)
    static let felt = SwiftUI.Color(red: 0.1, green: 0.4, blue: 0.25)

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

extension EnvironmentValues {
    var tilePalette: Palette {
        get { self[TilePaletteKey.self] }
        set { self[TilePaletteKey.self] = newValue }
    }
}

#Preview("Tiles") {
    func tile(_ id: UInt8, _ color: TileColor?, _ number: UInt8, okey: Bool = false) -> TileView {
        TileView(
            id: id, color: color, number: number, falseJoker: color == nil, okey: okey, playsAs: nil,
            description: color == nil ? "false joker" : "\(number)"
        )
    }
    return HStack {
        TileFace(tile: tile(1, .red, 7))
        TileFace(tile: tile(2, .red, 8, okey: true), lifted: true)
        TileFace(tile: tile(3, .yellow, 12))
        TileFace(tile: tile(4, .blue, 1), highlighted: true)
        TileFace(tile: tile(5, .black, 13), winning: true)
        TileFace(tile: tile(104, nil, 0))
        TileBack()
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
