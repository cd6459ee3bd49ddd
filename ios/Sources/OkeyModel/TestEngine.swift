import Okey

/// An engine that plays no game: it hands out a fixed table and records what the app asked, and
/// refuses when told to. For tests of the models' own decisions and for previews; it never calls
/// into the Rust library.
public final class TestEngine: EngineGateway, @unchecked Sendable {
    public let game: TestGame

    public init(game: TestGame = TestGame()) { self.game = game }

    /// The table's rules, named after the preset asked for (Düz: the Düz Okey game).
    public func rules(for preset: Preset) -> Rules {
        var rules = game.table.rules
        rules.preset = preset
        if preset == .duz { rules.variant = .duz }
        return rules
    }
    public func start(_ setup: GameSetup) throws -> GameHandle { game }
    public func load(_ json: String) throws -> GameHandle {
        guard json == game.save() else { throw EngineRefusal(code: "record_json", detail: "not a saved game") }
        return game
    }
    public func statistics(_ json: String?) throws -> StatisticsHandle { TestStatistics() }

    // Words that say what was asked ("opening_threshold [tr]: 101"), so that a test can see which
    // rules, field and language a screen shows.

    /// How many times the form or the Rules screen asked for the rules' words.
    public private(set) var wordCalls = 0

    public func describe(_ rules: Rules, in language: Language) -> RulesDescription {
        wordCalls += 1
        let about = RulesSection(
            topic: .theseRules, title: "these rules [\(language.code)]",
            items: ["\(rules.preset) [\(language.code)]", "opening_threshold [\(language.code)]: \(rules.openingThreshold)"]
        )
        return RulesDescription(title: "\(rules.variant) [\(language.code)]", sections: [about])
    }

    public func summary(of preset: Preset, in language: Language) -> String {
        wordCalls += 1
        return "\(preset) summary [\(language.code)]"
    }

    public func options(of rules: Rules, in language: Language) -> [RuleOptionText] {
        wordCalls += 1
        let preset = self.rules(for: rules.preset)
        return RuleField.all.map { field in
            RuleOptionText(
                key: field.key, name: "\(field.key) [\(language.code)]", explanation: "what \(field.key) changes",
                value: Self.words(field.get(rules), language), presetValue: Self.words(field.get(preset), language),
                applies: field.key != "starting_points" || rules.variant == .duz
            )
        }
    }

    public func glossary(in language: Language) -> [GlossaryTerm] {
        wordCalls += 1
        return [GlossaryTerm(term: "okey", meaning: "the joker [\(language.code)]")]
    }

    private static func words(_ value: RuleValue, _ language: Language) -> String {
        switch value {
        case .toggle(let on): "\(on) [\(language.code)]"
        case .number(let n): "\(n)"
        case .choice(let name): "\(name) [\(language.code)]"
        case .optionalNumber(let n): n.map { "\($0)" } ?? "none [\(language.code)]"
        }
    }
}

/// A table that never changes unless a test changes it.
public final class TestGame: GameHandle, @unchecked Sendable {
    public var table: SeatView
    public let seats: [SeatKind]
    public var seed: UInt64? = 42
    /// Every call the app made, by name ("apply draw", "stepBot", ...), in order.
    public private(set) var calls: [String] = []
    /// When set, every call that can refuse throws it.
    public var refusal: EngineRefusal?
    /// Bot moves still to come; each is handed out once by `stepBot`.
    public var botMoves: [BotMove] = []

    public init(table: SeatView = TestGame.sampleTable()) {
        self.table = table
        seats = [.human, .bot(level: .easy), .bot(level: .easy), .bot(level: .easy)]
    }

    private func call(_ name: String) throws {
        calls.append(name)
        if let refusal { throw refusal }
    }

    /// The language the app last asked the refusals in (not a recorded call: every table sets it).
    public private(set) var language: Language = .english
    public func setLanguage(_ language: Language) { self.language = language }

    public func view() throws -> SeatView { table }
    /// The events the next successful `apply` returns.
    public var nextEvents: [Event] = []

    public func apply(_ action: Action) throws -> [Event] {
        try call("apply \(action)")
        defer { nextEvents = [] }
        return nextEvents
    }
    public func discardPenalty(_ tile: Tile) throws -> PenaltyReason? {
        try call("discardPenalty")
        return nil
    }
    public func previewOpening(_ tiles: [Tile]) throws -> OpeningPreview {
        try call("previewOpening")
        return OpeningPreview(value: 0, pairs: 0, neededValue: 101, neededPairs: 5, enough: false, problem: nil)
    }
    /// The ends `layOffSides` says a tile fits.
    public var nextLayOffSides: [Side] = [.high]
    public func layOffSides(_ tile: Tile, meld: UInt32) throws -> [Side] {
        try call("layOffSides")
        return nextLayOffSides
    }
    /// The counter `duzProgress` hands out. Asked off the main actor, so not recorded in `calls`.
    public var nextDuzProgress = DuzProgress(inSetsAndRuns: 0, pairs: 0, winningDiscards: [])
    public func duzProgress() throws -> DuzProgress {
        if let refusal { throw refusal }
        return nextDuzProgress
    }
    public func arrange(_ layout: Layout) throws -> [[Tile]] {
        try call("arrange")
        return [table.rack]
    }
    /// The hint `hint` hands out.
    public var nextHint: OkeyHint?
    /// The review `review` hands out.
    public var nextReview = GameReview(seat: 0, turns: 0, agreed: 0, items: [])

    public func hint(in language: Language) throws -> OkeyHint? {
        try call("hint \(language.code)")
        return nextHint
    }
    /// How many turns `review` reports judging, one progress report each, from (0, n) to (n, n).
    public var reviewTurns: UInt32 = 0
    /// Called off the main actor before each progress report, with the turns judged so far, and
    /// once more before the review returns (with `reviewTurns + 1`): a test can hold it there.
    public var beforeReviewProgress: @Sendable (UInt32) -> Void = { _ in }
    /// Called off the main actor with what the progress closure answered (go on or stop), once it
    /// is recorded: a test can wait for the engine to have heard it.
    public var afterReviewProgress: @Sendable (Bool) -> Void = { _ in }
    /// What the progress closure answered, report by report.
    public private(set) var reviewAnswers: [Bool] = []

    public func review(in language: Language, progress: @escaping @Sendable (UInt32, UInt32) -> Bool) throws -> GameReview {
        try call("review \(language.code)")
        for done in 0...reviewTurns {
            beforeReviewProgress(done)
            let goOn = progress(done, reviewTurns)
            reviewAnswers.append(goOn)
            afterReviewProgress(goOn)
            if !goOn { throw EngineRefusal(code: "review_cancelled", detail: "the review was stopped") }
        }
        beforeReviewProgress(reviewTurns + 1)
        return nextReview
    }

    /// The position `reviewPosition` hands out; the table when nil.
    public var nextPosition: SeatView?

    public func reviewPosition(at moveIndex: UInt32) throws -> SeatView {
        try call("reviewPosition \(moveIndex)")
        return nextPosition ?? table
    }
    public func botToMove() -> UInt32? { botMoves.isEmpty ? nil : botMoves[0].seat }
    public func stepBot() throws -> BotMove? {
        try call("stepBot")
        return botMoves.isEmpty ? nil : botMoves.removeFirst()
    }
    public func results() -> [DealResult] { [] }
    public func revealedRacks() throws -> [[Tile]] { [] }
    public func isOver() -> Bool { false }
    public func save() -> String { "test-game" }

    /// Seat 0 to draw in a four-player Okey 101 deal, holding the reds and blues 1 to 7 and more.
    public static func sampleTable() -> SeatView {
        let rack = (0..<21).map { i in
            Tile(id: UInt8(i), color: [Color.red, .blue, .yellow][i / 7], number: UInt8(i % 7 + 1), falseJoker: false)
        }
        return SeatView(
            seat: 0, rules: sampleRules, deal: 1, dealer: 3, indicator: Tile(id: 60, color: .black, number: 4, falseJoker: false),
            okey: TileFace(color: .black, number: 5), riskRound: false, rack: rack, opened: nil,
            openedValue: 0, openedPairs: 0,
            others: (1...3).map { OtherSeat(seat: UInt32($0), rackSize: 21, opened: nil, openedValue: 0, openedPairs: 0, took: []) },
            table: [],
            discards: [[], [], [], []], takeable: nil, stockSize: 21, turn: 0, phase: .draw, openingThreshold: 101,
            pairsThreshold: 5, laidThisTurn: [], mustUse: nil, openingThisTurn: nil, penalties: [0, 0, 0, 0],
            totals: [0, 0, 0, 0], allowed: [.draw]
        )
    }

    /// The Standard preset's shape, written out so that no engine is needed.
    public static let sampleRules = Rules(
        preset: .standard, variant: .okey101, players: 4, deals: 5, startingPoints: 20, oneColourWin: .plain,
        starter: .afterDealer, falseJokerIndicator: .redraw, openingThreshold: 101, pairsThreshold: 5,
        risingThresholds: false, latePairs: .never, fullHandBelowThreshold: true, returnTakenDiscard: false,
        giverPenalty: false, indicatorLastTile: false, tenPairsFinish: false, multipliers: .stack,
        okeyInHand: .countsInValue, stockExhausted: .noScoreOkeyPenalty, allPairsCancels: true,
        exhaustedDealCounts: false, jokerPairs: true, waitTurnAfterOpening: false, layoffCapPerEnd: nil,
        partners: false, okeyRetrieval: false
    )
}

/// Statistics with no games, for previews.
final class TestStatistics: StatisticsHandle, @unchecked Sendable {
    func record(saveJSON: String) throws {}
    func games() -> UInt64 { 0 }
    func total(_ variant: Variant) -> StatsTally {
        StatsTally(
            games: 0, gamesWon: 0, deals: 0, dealsWon: 0, dealScoreSum: 0, averageDealScore: nil, bestGame: nil,
            openings: 0, pairsOpenings: 0, penalties: 0, penaltyPoints: 0
        )
    }
    func byPreset(_ variant: Variant) -> [PresetStats] { [] }
    func byOpponents(_ variant: Variant) -> [OpponentStats] { [] }
    func clear() {}
    func save() -> String { "{}" }
}
