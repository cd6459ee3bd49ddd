import Foundation
import Okey

/// The app's language setting is the engine's `Language`, so that the engine's words (the rules,
/// the House rules form) come in the language the views' String Catalog uses.
extension Language {
    /// The languages the app speaks, in the Settings screen's order.
    public static let all: [Language] = [.english, .turkish]

    /// The ISO 639-1 code: the settings file's value and the views' locale.
    public var code: String {
        switch self {
        case .english: "en"
        case .turkish: "tr"
        }
    }

    public init?(code: String) {
        guard let language = Language.all.first(where: { $0.code == code }) else { return nil }
        self = language
    }

    /// The system's language when it is one of ours, English otherwise.
    public static func system(_ preferred: [String] = Locale.preferredLanguages) -> Language {
        preferred.first.flatMap { code in all.first { code.hasPrefix($0.code) } } ?? .english
    }
}

public enum Palette: String, CaseIterable, Sendable {
    case standard
    case colourBlind
}

/// The pause between two bot moves.
public enum BotSpeed: String, CaseIterable, Sendable {
    case fast, normal, slow

    public var pause: Duration {
        switch self {
        case .fast: .milliseconds(150)
        case .normal: .milliseconds(600)
        case .slow: .milliseconds(1200)
        }
    }

    /// How long a move's tiles take to travel: within the pause, so moves never overlap.
    public var motionSeconds: Double {
        let (seconds, attoseconds) = pause.components
        return (Double(seconds) + Double(attoseconds) / 1e18) * 0.8
    }
}

/// The player's settings; saved as `key=value` lines so that an unknown or missing value keeps
/// its default and settings never fail to load.
public struct Settings: Equatable, Sendable {
    public static let file = "settings.properties"

    public var language: Language
    public var palette: Palette = .standard
    public var botSpeed: BotSpeed = .normal
    public var confirmCostlyDiscards = true
    public var showSeed = false

    public init(language: Language) { self.language = language }

    public func encode() -> String {
        [
            "language=\(language.code)",
            "palette=\(palette.rawValue)",
            "botSpeed=\(botSpeed.rawValue)",
            "confirmCostlyDiscards=\(confirmCostlyDiscards)",
            "showSeed=\(showSeed)",
        ].joined(separator: "\n")
    }

    /// The settings in `storage`. A file that is not usable text (unreadable, too large, not
    /// UTF-8) is kept aside, so the next change of settings does not write over it, and the
    /// defaults apply; any text decodes.
    public static func load(from storage: Storage, defaultLanguage: Language) -> Settings {
        switch storage.readText(file) {
        case .found(let text): return decode(text, defaultLanguage: defaultLanguage)
        case .unusable:
            _ = storage.setAside(file)
            return decode(nil, defaultLanguage: defaultLanguage)
        case .missing: return decode(nil, defaultLanguage: defaultLanguage)
        }
    }

    public static func decode(_ text: String?, defaultLanguage: Language) -> Settings {
        var values: [String: String] = [:]
        for line in (text ?? "").split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        var settings = Settings(language: values["language"].flatMap(Language.init(code:)) ?? defaultLanguage)
        settings.palette = values["palette"].flatMap(Palette.init(rawValue:)) ?? .standard
        settings.botSpeed = values["botSpeed"].flatMap(BotSpeed.init(rawValue:)) ?? .normal
        settings.confirmCostlyDiscards = values["confirmCostlyDiscards"].flatMap(Bool.init) ?? true
        settings.showSeed = values["showSeed"].flatMap(Bool.init) ?? false
        return settings
    }
}
