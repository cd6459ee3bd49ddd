import Observation
import Okey

/// The two games the form offers; each has its presets.
public enum GameKind: String, CaseIterable, Sendable {
    case okey101, duz

    public var presets: [Preset] {
        switch self {
        case .okey101: [.standard, .online, .guide, .katlamali]
        case .duz: [.duz]
        }
    }
}

/// The New game form: a preset, its rules (house rules editable), the opponents' levels, and the
/// engine's verdict on the last attempt. The form judges nothing itself: the engine validates, and
/// the engine words each preset and each option in the player's language.
@Observable @MainActor
public final class NewGameModel {
    /// The options the form shows at the top (players, partners, deals or points), not under House rules.
    static let mainFields: Set<String> = ["players", "partners", "deals", "starting_points"]

    public private(set) var preset: Preset
    public private(set) var rules: Rules
    public private(set) var presetRules: Rules
    public private(set) var opponents: [BotLevel]
    public private(set) var showHouseRules = false
    /// The engine's validation message for the last attempt, if it refused.
    public private(set) var error: String?
    /// The language the engine words the form in: the app's setting.
    public private(set) var language: Language
    /// Each preset's one line, in `language`.
    public private(set) var summaries: [Preset: String] = [:]
    /// Each option's name, explanation and value in words, by key, for the current rules.
    public private(set) var options: [String: RuleOptionText] = [:]
    /// The words for each value a choice option can take: key → value name → words.
    public private(set) var choiceWords: [String: [String: String]] = [:]

    private let engine: EngineGateway
    private let newSeed: () -> UInt64

    /// Sensible defaults: Okey 101, Standard, 4 players, 3 Medium bots.
    public init(
        engine: EngineGateway, language: Language = .english,
        newSeed: @escaping () -> UInt64 = { UInt64.random(in: .min ... .max) }
    ) {
        self.engine = engine
        self.language = language
        self.newSeed = newSeed
        let standard = engine.rules(for: .standard)
        preset = .standard
        rules = standard
        presetRules = standard
        opponents = Array(repeating: .medium, count: max(Int(standard.players) - 1, 0))
        rewordEverything()
    }

    public var game: GameKind { rules.variant == .duz ? .duz : .okey101 }
    public var players: Int { Int(rules.players) }
    public var changedFromPreset: Bool { rules != presetRules }

    /// Partners (eşli) is a four-player option; the switch also stays while it is on with fewer
    /// players, so that the player can turn off what the engine's message complains about.
    public var offersPartners: Bool { players == 4 || rules.partners }

    /// The House rules: every option but the main ones, and only those that change something in
    /// the chosen game (the engine says which).
    public var houseRules: [RuleField] {
        RuleField.all.filter { !Self.mainFields.contains($0.key) && options[$0.key]?.applies ?? true }
    }

    /// An option's words, or its key if the engine has none for it.
    public func name(of field: RuleField) -> String { options[field.key]?.name ?? field.key }
    public func explanation(of field: RuleField) -> String { options[field.key]?.explanation ?? "" }
    public func words(for choice: String, of field: RuleField) -> String { choiceWords[field.key]?[choice] ?? choice }

    /// The setting changed: the engine words the form again.
    public func setLanguage(_ language: Language) {
        guard language != self.language else { return }
        self.language = language
        rewordEverything()
    }

    public func chooseGame(_ game: GameKind) {
        if game != self.game, let first = game.presets.first { choosePreset(first) }
    }

    public func choosePreset(_ preset: Preset) {
        self.preset = preset
        presetRules = engine.rules(for: preset)
        rules = presetRules
        error = nil
        fitOpponents()
        reword()
    }

    public func value(of field: RuleField) -> RuleValue { field.get(rules) }

    public func set(_ field: RuleField, to value: RuleValue) {
        field.set(&rules, value)
        error = nil
        fitOpponents()
        reword()
    }

    /// Sets a field by its key (the scenarios' and the engine's field name); unknown keys are ignored.
    public func set(_ key: String, to value: RuleValue) {
        if let field = RuleField.named(key) { set(field, to: value) }
    }

    public func setOpponent(_ index: Int, to level: BotLevel) {
        guard opponents.indices.contains(index) else { return }
        opponents[index] = level
    }

    public func resetToPreset() {
        rules = presetRules
        error = nil
        fitOpponents()
        reword()
    }

    public func toggleHouseRules() { showHouseRules.toggle() }

    /// Asks the engine to start the game; on refusal the form shows the engine's message, in the
    /// player's language.
    public func start() -> (game: GameHandle, setup: GameSetup)? {
        let setup = GameSetup(rules: rules, opponents: opponents, seed: newSeed(), language: language)
        do {
            let game = try engine.start(setup)
            error = nil
            return (game, setup)
        } catch {
            self.error = (error as? EngineRefusal)?.detail ?? String(describing: error)
            return nil
        }
    }

    /// The options' words for the current rules (their values and which apply change with them).
    private func reword() {
        let said = engine.options(of: rules, in: language)
        options = Dictionary(said.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Everything the engine words: the presets' lines, the options, and every choice's words. A
    /// choice's words are its value's words in rules where it is chosen: one engine call per
    /// position in the lists of choices, every choice option set to its value at that position.
    private func rewordEverything() {
        let presets = GameKind.allCases.flatMap(\.presets)
        summaries = Dictionary(uniqueKeysWithValues: presets.map { ($0, engine.summary(of: $0, in: language)) })
        reword()
        let choices = RuleField.all.compactMap { field -> (RuleField, [String])? in
            if case .choice(let names) = field.kind { return (field, names) }
            return nil
        }
        var words: [String: [String: String]] = [:]
        for position in 0..<(choices.map(\.1.count).max() ?? 0) {
            var sample = rules
            for (field, names) in choices where position < names.count { field.set(&sample, .choice(names[position])) }
            let said = engine.options(of: sample, in: language)
            for (field, names) in choices where position < names.count {
                words[field.key, default: [:]][names[position]] = said.first { $0.key == field.key }?.value
            }
        }
        choiceWords = words
    }

    /// One opponent per seat but the player's, keeping the levels already chosen.
    private func fitOpponents() {
        let count = max(players - 1, 0)
        let fill = opponents.last ?? .medium
        opponents = (0..<count).map { opponents.indices.contains($0) ? opponents[$0] : fill }
    }
}
