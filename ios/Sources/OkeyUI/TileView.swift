#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// One tile as a tile looks: an ivory face, the number large in the tile's colour, the okey marked
/// with a star, the false joker with a face of its own. The colour-blind palette also gives each
/// colour its own mark.
struct TileView: View {
    let tile: Tile
    /// The face the okey makes this deal: a tile with it is the okey.
    let okey: TileFace?
    var lifted = false
    var highlighted = false
    /// Düz Okey: discarding this tile wins now (the engine's counter says so).
    var winning = false
    /// Outlines drawn one inside the other (the hint's; a reviewed position's made and better moves).
    var outlines: [Outline] = []
    /// The widest the tile may be (the rack fits its slots to the screen); the text size decides otherwise.
    var maxWidth: CGFloat = .infinity
    @Environment(\.tilePalette) private var palette
    @ScaledMetric(relativeTo: .title2) private var scaledWidth: CGFloat = 34

    // Written out: a private wrapped property with a default could make the memberwise one private.
    init(
        tile: Tile, okey: TileFace?, lifted: Bool = false, highlighted: Bool = false, winning: Bool = false,
        outlines: [Outline] = [], maxWidth: CGFloat = .infinity
    ) {
        self.tile = tile
        self.okey = okey
        self.lifted = lifted
        self.highlighted = highlighted
        self.winning = winning
        self.outlines = outlines
        self.maxWidth = maxWidth
    }

    private var width: CGFloat { min(scaledWidth, maxWidth) }

    private var isOkey: Bool { okey.map { tile.color == $0.color && tile.number == $0.number } ?? false }

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
                    if isOkey { Image(systemName: "star.fill").font(.caption2).foregroundStyle(.orange) }
                }
                .frame(height: 10)
            }
        }
        .frame(width: width, height: width * 1.4)
        // `Color` alone is ambiguous here: the engine's bindings have a Color too.
        .background(RoundedRectangle(cornerRadius: 5).fill(SwiftUI.Color(red: 1, green: 0.97, blue: 0.9)))
        .overlay(
            RoundedRectangle(cornerRadius: 5)
                .stroke(highlighted ? SwiftUI.Color.yellow : SwiftUI.Color.black.opacity(0.25), lineWidth: highlighted ? 3 : 1)
        )
        .overlay {
            ForEach(Array(outlines.enumerated()), id: \.offset) { index, outline in
                RoundedRectangle(cornerRadius: 5).inset(by: CGFloat(index) * 3).strokeBorder(outline.colour, lineWidth: 3)
            }
        }
        .overlay(alignment: .topTrailing) {
            if winning {
                Image(systemName: "checkmark.circle.fill").font(.caption2).foregroundStyle(.green).padding(1)
            }
        }
        .shadow(radius: lifted ? 4 : 1, y: lifted ? 3 : 1)
        .offset(y: lifted ? -8 : 0)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(TileView.description(tile, okey: okey))
        .accessibilityAddTraits(lifted ? .isSelected : [])
        .accessibilityValue(stateWords)
    }

    /// What VoiceOver says of the tile's marks: a winning discard, or which reviewed move names it.
    private var stateWords: Text {
        if winning { return Text("table.winningDiscard") }
        switch (outlines.contains(.made), outlines.contains(.better)) {
        case (true, true): return Text("review.tileInBoth")
        case (true, false): return Text("review.tileMade")
        case (false, true): return Text("review.tileBetter")
        case (false, false): return Text(verbatim: "")
        }
    }

    /// "red 7", "okey, red 8", "false joker, plays as blue 11", in the player's language.
    static func description(_ tile: Tile, okey: TileFace?) -> Text { TileLabel(tile, okey: okey).text }
}

extension TileLabel {
    /// The label in the environment's language: one catalog key per case, so each language
    /// orders the words its own way.
    var text: Text {
        guard let (colourKey, number) = colourAndNumber else { return Text("tile.falseJoker") }
        let colour = Text(LocalizedStringKey(colourKey))
        switch self {
        case .plain: return Text("tile.plain \(colour) \(number)")
        case .okey: return Text("tile.okeyOf \(colour) \(number)")
        case .falseJoker: return Text("tile.falseJokerAs \(colour) \(number)")
        }
    }
}

extension Outline {
    /// The hint's tiles and a reviewed move made are outlined as the hint's always were; the
    /// better move in blue, apart from both.
    var colour: SwiftUI.Color {
        switch self {
        case .hint, .made: SwiftUI.Color.yellow
        case .better: SwiftUI.Color(red: 0.18, green: 0.53, blue: 0.87)
        }
    }
}

/// The tile colours of the two palettes, with a mark per colour for the colour-blind one.
enum TilePalette {
    static func color(_ color: Okey.Color, _ palette: Palette) -> SwiftUI.Color {
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

    static func mark(_ color: Okey.Color) -> String {
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
    let okey = TileFace(color: .red, number: 8)
    HStack {
        TileView(tile: Tile(id: 1, color: .red, number: 7, falseJoker: false), okey: okey)
        TileView(tile: Tile(id: 2, color: .red, number: 8, falseJoker: false), okey: okey, lifted: true)
        TileView(tile: Tile(id: 3, color: .yellow, number: 12, falseJoker: false), okey: okey)
        TileView(tile: Tile(id: 4, color: .blue, number: 1, falseJoker: false), okey: okey, highlighted: true)
        TileView(tile: Tile(id: 6, color: .blue, number: 2, falseJoker: false), okey: okey, outlines: [.made, .better])
        TileView(tile: Tile(id: 5, color: .black, number: 13, falseJoker: false), okey: okey)
        TileView(tile: Tile(id: 104, color: nil, number: 0, falseJoker: true), okey: okey)
    }
    .padding()
    .background(SwiftUI.Color.green)
}
#endif
