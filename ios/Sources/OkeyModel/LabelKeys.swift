import Okey

/// The String Catalog keys of the engine's values, so that the views name them in the player's
/// language and a test can check that every one exists in both languages. The rules themselves
/// (each preset's line, the options, the glossary) are the engine's words, not the catalog's.
public enum LabelKeys {
    public static func preset(_ preset: Preset) -> String { "preset.\(presetName(preset))" }

    public static func game(_ game: GameKind) -> String { "game.\(game.rawValue)" }

    public static func level(_ level: BotLevel) -> String {
        switch level {
        case .beginner: "level.beginner"
        case .easy: "level.easy"
        case .medium: "level.medium"
        case .hard: "level.hard"
        }
    }

    public static func colour(_ color: Color) -> String {
        switch color {
        case .red: "colour.red"
        case .yellow: "colour.yellow"
        case .blue: "colour.blue"
        case .black: "colour.black"
        }
    }

    public static func penalty(_ reason: PenaltyReason) -> String {
        switch reason {
        case .discardedOkey: "penalty.discardedOkey"
        case .discardedPlayableTile: "penalty.discardedPlayableTile"
        case .tookBack: "penalty.tookBack"
        case .gaveOpeningTile: "penalty.gaveOpeningTile"
        }
    }

    public static func language(_ language: Language) -> String { "language.\(language.code)" }
    public static func palette(_ palette: Palette) -> String { "palette.\(palette.rawValue)" }
    public static func botSpeed(_ speed: BotSpeed) -> String { "speed.\(speed.rawValue)" }

    public static let presets: [Preset] = [.standard, .online, .guide, .katlamali, .duz]
    public static let levels: [BotLevel] = [.beginner, .easy, .medium, .hard]

    /// Every key above, for the String Catalog test.
    public static var all: [String] {
        var keys = presets.map(preset) + GameKind.allCases.map(game) + levels.map(level)
        keys += [Color.red, .yellow, .blue, .black].map(colour)
        keys += [PenaltyReason.discardedOkey, .discardedPlayableTile, .tookBack, .gaveOpeningTile].map(penalty)
        keys += Language.all.map(language) + Palette.allCases.map(palette) + BotSpeed.allCases.map(botSpeed)
        return keys
    }

    private static func presetName(_ preset: Preset) -> String {
        switch preset {
        case .standard: "standard"
        case .online: "online"
        case .guide: "guide"
        case .katlamali: "katlamali"
        case .duz: "duz"
        }
    }
}
