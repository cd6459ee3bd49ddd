import Observation
import Okey

/// Which rules the Rules screen explains: the game being played, or a preset.
public enum RulesChoice: Hashable, Sendable {
    case thisGame
    case preset(Preset)
}

/// The Rules screen: the chosen rules as the engine describes them, section by section, and the
/// glossary of Turkish terms, in the player's language. It opens on the game in progress (with
/// its house rules) if there is one, else on the preset the New game form has chosen.
@Observable @MainActor
public final class RulesModel {
    public private(set) var choice: RulesChoice = .preset(.standard)
    /// The rules of the game in progress, if any.
    public private(set) var gameRules: Rules?
    public private(set) var language: Language
    public private(set) var description = RulesDescription(title: "", sections: [])
    public private(set) var glossary: [GlossaryTerm] = []

    private let engine: EngineGateway

    public init(engine: EngineGateway, language: Language = .english) {
        self.engine = engine
        self.language = language
    }

    /// This game's rules first when a game is in progress, then every preset.
    public var choices: [RulesChoice] {
        (gameRules == nil ? [] : [.thisGame]) + LabelKeys.presets.map(RulesChoice.preset)
    }

    /// Opens the screen: on `gameRules` when a game is in progress, else on `preset`.
    public func open(gameRules: Rules?, preset: Preset) {
        self.gameRules = gameRules
        choice = gameRules == nil ? .preset(preset) : .thisGame
        describe()
        glossary = engine.glossary(in: language)
    }

    public func choose(_ choice: RulesChoice) {
        guard choices.contains(choice) else { return }
        self.choice = choice
        describe()
    }

    /// The setting changed: the engine words the screen again.
    public func setLanguage(_ language: Language) {
        guard language != self.language else { return }
        self.language = language
        describe()
        glossary = engine.glossary(in: language)
    }

    private func describe() {
        let rules: Rules
        switch choice {
        case .thisGame: rules = gameRules ?? engine.rules(for: .standard)
        case .preset(let preset): rules = engine.rules(for: preset)
        }
        description = engine.describe(rules, in: language)
    }
}
