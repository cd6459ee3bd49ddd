import Foundation
import Okey

/// The real engine, through the uniffi bindings over the Rust library.
public struct LiveEngine: EngineGateway {
    public init() {}

    public func rules(for preset: Preset) -> Rules {
        rulesForPreset(preset: preset)
    }

    public func start(_ setup: GameSetup) throws -> GameHandle {
        let seats = [SeatKind.human] + setup.opponents.map { SeatKind.bot(level: $0) }
        let config = GameConfig(rules: setup.rules, seats: seats, seed: setup.seed, language: setup.language)
        return try engineCall { LiveGame(try OkeyGame(config: config)) }
    }

    public func load(_ json: String) throws -> GameHandle {
        try engineCall { LiveGame(try OkeyGame.load(json: json)) }
    }

    public func statistics(_ json: String?) throws -> StatisticsHandle {
        guard let json else { return LiveStatistics(OkeyStatistics()) }
        return try engineCall { LiveStatistics(try OkeyStatistics.load(json: json)) }
    }

    public func describe(_ rules: Rules, in language: Language) -> RulesDescription {
        describeRules(rules: rules, language: language)
    }

    public func summary(of preset: Preset, in language: Language) -> String {
        presetSummary(preset: preset, language: language)
    }

    public func options(of rules: Rules, in language: Language) -> [RuleOptionText] {
        ruleOptions(rules: rules, language: language)
    }

    public func glossary(in language: Language) -> [GlossaryTerm] { rulesGlossary(language: language) }
}

/// Runs `body`, turning the bindings' error into the app's `EngineRefusal`.
func engineCall<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as OkeyError {
        throw EngineRefusal(code: error.code, detail: error.detail)
    }
}

final class LiveGame: GameHandle, @unchecked Sendable {
    private let game: OkeyGame
    private let you: UInt32 = 0
    let seats: [SeatKind]
    let seed: UInt64?

    init(_ game: OkeyGame) {
        self.game = game
        seats = game.seats()
        seed = Self.seed(inSave: game.save())
    }

    /// The bindings have no call for the seed; the session JSON carries it in its game record
    /// (`{"game": {"seed": ...}}`). JSONDecoder reads a UInt64 exactly.
    private static func seed(inSave json: String) -> UInt64? {
        struct Session: Decodable {
            struct Record: Decodable { let seed: UInt64 }
            let game: Record
        }
        return try? JSONDecoder().decode(Session.self, from: Data(json.utf8)).game.seed
    }

    func setLanguage(_ language: Language) { game.setLanguage(language: language) }

    func view() throws -> SeatView { try engineCall { try game.view(seat: you) } }

    func apply(_ action: Action) throws -> [Event] { try engineCall { try game.apply(seat: you, action: action) } }

    func discardPenalty(_ tile: Tile) throws -> PenaltyReason? {
        try engineCall { try game.discardPenalty(seat: you, tile: tile) }
    }

    func previewOpening(_ tiles: [Tile]) throws -> OpeningPreview {
        try engineCall { try game.previewOpening(seat: you, melds: [MeldSpec(kind: nil, tiles: tiles)]) }
    }

    func layOffSides(_ tile: Tile, meld: UInt32) throws -> [Side] {
        try engineCall { try game.layOffSides(seat: you, tile: tile, meld: meld) }
    }

    func duzProgress() throws -> DuzProgress { try engineCall { try game.duzProgress(seat: you) } }

    func arrange(_ layout: Layout) throws -> [[Tile]] { try engineCall { try game.arrange(seat: you, layout: layout) } }

    func hint(in language: Language) throws -> OkeyHint? { try engineCall { try game.hint(seat: you, language: language) } }

    func review(in language: Language, progress: @escaping @Sendable (UInt32, UInt32) -> Bool) throws -> GameReview {
        try engineCall {
            try reviewGameWithProgress(game: game, seat: you, language: language, listener: ProgressListener(progress))
        }
    }

    func reviewPosition(at moveIndex: UInt32) throws -> SeatView {
        try engineCall { try Okey.reviewPosition(saveJson: game.save(), seat: you, moveIndex: moveIndex) }
    }

    func botToMove() -> UInt32? { game.botToMove() }

    func stepBot() throws -> BotMove? { try engineCall { try game.stepBot(viewer: you) } }

    func results() -> [DealResult] { game.results() }

    func revealedRacks() throws -> [[Tile]] {
        try engineCall {
            // Only once the deal is over: during play a seat sees no other rack.
            let phase = try game.view(seat: you).phase
            guard phase == .dealOver || phase == .gameOver else { return [] }
            return try seats.indices.map { try game.view(seat: UInt32($0)).rack }
        }
    }

    func isOver() -> Bool { game.isOver() }

    func save() -> String { game.save() }
}

/// Hands the engine's progress reports of a review to a closure, from the engine's thread.
private final class ProgressListener: ReviewListener, @unchecked Sendable {
    private let report: @Sendable (UInt32, UInt32) -> Bool

    init(_ report: @escaping @Sendable (UInt32, UInt32) -> Bool) { self.report = report }

    func onProgress(done: UInt32, total: UInt32) -> Bool { report(done, total) }
}

final class LiveStatistics: StatisticsHandle, @unchecked Sendable {
    private let stats: OkeyStatistics

    init(_ stats: OkeyStatistics) { self.stats = stats }

    func record(saveJSON: String) throws {
        _ = try engineCall { try stats.recordSavedGame(saveJson: saveJSON, seat: 0) }
    }

    func games() -> UInt64 { stats.games() }
    func total(_ variant: Variant) -> StatsTally { stats.total(variant: variant) }
    func byPreset(_ variant: Variant) -> [PresetStats] { stats.byPreset(variant: variant) }
    func byOpponents(_ variant: Variant) -> [OpponentStats] { stats.byOpponents(variant: variant) }
    func clear() { stats.clear() }
    func save() -> String { stats.save() }
}
