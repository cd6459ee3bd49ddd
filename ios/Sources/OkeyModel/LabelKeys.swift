import Okey

/// The String Catalog keys of the engine's values, so that the views name them in the player's
/// language and a test can check that every one exists in both languages.
public enum LabelKeys {
    public static func preset(_ preset: Preset) -> String { "preset.\(presetName(preset))" }

    /// One line saying what makes the preset different.
    public static func presetSummary(_ preset: Preset) -> String { "preset.\(presetName(preset)).summary" }

    /// The preset's rules in plain words, for the Rules screen.
    public static func presetRules(_ preset: Preset) -> String { "rules.\(presetName(preset))" }

    public static func game(_ game: GameKind) -> String { "game.\(game.rawValue)" }

    public static func level(_ level: BotLevel) -> String {
        switch level {
        case .beginner: "level.beginner"
        case .easy: "level.easy"
        case .medium: "level.medium"
        case .hard: "level.hard"
        }
    }

    public static func rule(_ key: String) -> String { "rule.\(key)" }

    public static func ruleChoice(_ key: String, _ value: String) -> String { "rule.\(key).\(value)" }

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

    public static func language(_ language: Language) -> String { "language.\(language.rawValue)" }
    public static func palette(_ palette: Palette) -> String { "palette.\(palette.rawValue)" }
    public static func botSpeed(_ speed: BotSpeed) -> String { "speed.\(speed.rawValue)" }

    /// The Turkish game terms the Rules screen explains.
    public static let glossary = ["okey", "gosterge", "per", "cift", "isleme", "katlamali", "esli", "istaka"]
        .map { "glossary.\($0)" }

    public static let presets: [Preset] = [.standard, .online, .guide, .katlamali, .duz]
    public static let levels: [BotLevel] = [.beginner, .easy, .medium, .hard]

    /// Every key above, for the String Catalog test.
    public static var all: [String] {
        var keys = presets.flatMap { [preset($0), presetSummary($0), presetRules($0)] }
        keys += GameKind.allCases.map(game) + levels.map(level)
        for field in RuleField.all {
            keys.append(rule(field.key))
            if case .choice(let values) = field.kind { keys += values.map { ruleChoice(field.key, $0) } }
        }
        keys += [Color.red, .yellow, .blue, .black].map(colour)
        keys += [PenaltyReason.discardedOkey, .discardedPlayableTile, .tookBack, .gaveOpeningTile].map(penalty)
        keys += Language.allCases.map(language) + Palette.allCases.map(palette) + BotSpeed.allCases.map(botSpeed)
        return keys + glossary
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
