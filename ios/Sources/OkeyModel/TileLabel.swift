import Okey

/// A tile in words, for VoiceOver and the table's move lines: "red 7", "okey, red 8", "false joker,
/// plays as blue 11". Each case is one String Catalog key with the colour's key and the number as
/// arguments, so that each language puts the words in its own order.
public enum TileLabel: Equatable, Sendable {
    case plain(Color, number: UInt8)
    case okey(Color, number: UInt8)
    /// A false joker plays as the okey's face (unknown before the deal shows it).
    case falseJoker(playsAs: TileFace?)

    public init(_ tile: Tile, okey: TileFace?) {
        guard !tile.falseJoker, let color = tile.color else {
            self = .falseJoker(playsAs: okey)
            return
        }
        let isOkey = okey.map { $0.color == color && $0.number == tile.number } ?? false
        self = isOkey ? .okey(color, number: tile.number) : .plain(color, number: tile.number)
    }

    /// The String Catalog key, with one format specifier per argument.
    public var key: String {
        switch self {
        case .plain: "tile.plain %@ %lld"
        case .okey: "tile.okeyOf %@ %lld"
        case .falseJoker(playsAs: .some): "tile.falseJokerAs %@ %lld"
        case .falseJoker(playsAs: nil): "tile.falseJoker"
        }
    }

    /// The arguments: the colour's catalog key and the number; none for a bare false joker.
    public var colourAndNumber: (colourKey: String, number: Int)? {
        switch self {
        case .plain(let color, let number), .okey(let color, let number):
            (LabelKeys.colour(color), Int(number))
        case .falseJoker(let face?):
            (LabelKeys.colour(face.color), Int(face.number))
        case .falseJoker(nil):
            nil
        }
    }
}
