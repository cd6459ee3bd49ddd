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
/// engine's verdict on the last attempt. The form judges nothing itself: the engine validates.
@Observable @MainActor
public final class NewGameModel {
    public private(set) var preset: Preset
    public private(set) var rules: Rules
    public private(set) var presetRules: Rules
    public private(set) var opponents: [BotLevel]
    public private(set) var showHouseRules = false
    /// The engine's validation message for the last attempt, if it refused.
    public private(set) var error: String?

    private let engine: EngineGateway
    private let newSeed: () -> UInt64

    /// Sensible defaults: Okey 101, Standard, 4 players, 3 Medium bots.
    public init(engine: EngineGateway, newSeed: @escaping () -> UInt64 = { UInt64.random(in: .min ... .max) }) {
        self.engine = engine
        self.newSeed = newSeed
        let standard = engine.rules(for: .standard)
        preset = .standard
        rules = standard
        presetRules = standard
        opponents = Array(repeating: .medium, count: max(Int(standard.players) - 1, 0))
    }

    public var game: GameKind { rules.variant == .duz ? .duz : .okey101 }
    public var players: Int { Int(rules.players) }
    public var changedFromPreset: Bool { rules != presetRules }

    /// Partners (eşli) is a four-player option; the switch also stays while it is on with fewer
    /// players, so that the player can turn off what the engine's message complains about.
    public var offersPartners: Bool { players == 4 || rules.partners }

    public func chooseGame(_ game: GameKind) {
        if game != self.game, let first = game.presets.first { choosePreset(first) }
    }

    public func choosePreset(_ preset: Preset) {
        self.preset = preset
        presetRules = engine.rules(for: preset)
        rules = presetRules
        error = nil
        fitOpponents()
    }

    public func value(of field: RuleField) -> RuleValue { field.get(rules) }

    public func set(_ field: RuleField, to value: RuleValue) {
        field.set(&rules, value)
        error = nil
        fitOpponents()
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
    }

    public func toggleHouseRules() { showHouseRules.toggle() }

    /// Asks the engine to start the game; on refusal the form shows the engine's message.
    public func start() -> (game: GameHandle, setup: GameSetup)? {
        let setup = GameSetup(rules: rules, opponents: opponents, seed: newSeed())
        do {
            let game = try engine.start(setup)
            error = nil
            return (game, setup)
        } catch {
            self.error = (error as? EngineRefusal)?.detail ?? String(describing: error)
            return nil
        }
    }

    /// One opponent per seat but the player's, keeping the levels already chosen.
    private func fitOpponents() {
        let count = max(players - 1, 0)
        let fill = opponents.last ?? .medium
        opponents = (0..<count).map { opponents.indices.contains($0) ? opponents[$0] : fill }
    }
}
