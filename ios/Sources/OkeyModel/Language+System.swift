import Foundation
import OkeyAppCore

extension Language {
    /// The ISO 639-1 code: the views' locale, which picks the String Catalog's language.
    public var code: String {
        switch self {
        case .english: "en"
        case .turkish: "tr"
        }
    }

    /// The phone's first language when the app speaks it, English otherwise: a first launch's
    /// language (later the core keeps the player's choice).
    public static func system(_ preferred: [String] = Locale.preferredLanguages) -> Language {
        preferred.first?.hasPrefix("tr") == true ? .turkish : .english
    }
}
