import Okey

/// The engine said no: its stable `code` and its message for people. A refused call changed nothing.
public struct EngineRefusal: Error, Equatable, Sendable {
    public let code: String
    public let detail: String

    public init(code: String, detail: String) {
        self.code = code
        self.detail = detail
    }
}

/// A new game as the New game form builds it: seat 0 is the player, one level per opponent;
/// `language` is the one the engine's refusals (and its verdict on the rules) come in.
public struct GameSetup: Equatable, Sendable {
    public var rules: Rules
    public var opponents: [BotLevel]
    public var seed: UInt64
    public var language: Language

    public init(rules: Rules, opponents: [BotLevel], seed: UInt64, language: Language = .english) {
        self.rules = rules
        self.opponents = opponents
        self.seed = seed
        self.language = language
    }
}

/// The one door to the engine: every engine call of the app passes through it, so that tests and
/// previews can put another in its place. Calls throw `EngineRefusal` when the engine refuses.
public protocol EngineGateway: Sendable {
    /// The preset's rules, the New game form's starting point.
    func rules(for preset: Preset) -> Rules

    /// Starts a game; invalid rules are refused with the engine's validation message.
    func start(_ setup: GameSetup) throws -> GameHandle

    /// Resumes a saved game; a damaged save is refused.
    func load(_ json: String) throws -> GameHandle

    /// The statistics kept on the device (nil: none yet); a damaged file is refused.
    func statistics(_ json: String?) throws -> StatisticsHandle

    // The rules in the engine's words, in the player's language: the app keeps no copy of them.

    /// `rules` in plain words, section by section: the Rules screen.
    func describe(_ rules: Rules, in language: Language) -> RulesDescription

    /// What makes `preset` different, in one line.
    func summary(of preset: Preset, in language: Language) -> String

    /// Every option of `rules` with its name, explanation and value in words: the House rules form.
    func options(of rules: Rules, in language: Language) -> [RuleOptionText]

    /// The Turkish terms of the game and what they mean.
    func glossary(in language: Language) -> [GlossaryTerm]
}

/// One game in progress, seen from the player's seat (seat 0). Safe to call from any thread (the
/// engine serialises calls); the slow calls (`hint`, `stepBot`) are made off the main actor.
public protocol GameHandle: AnyObject, Sendable {
    var seats: [SeatKind] { get }
    /// The language of the engine's refusals from now on (a loaded game speaks English until told).
    func setLanguage(_ language: Language)
    /// The shuffle seed the game was started with (a deal replays exactly from it), if known.
    var seed: UInt64? { get }
    func view() throws -> SeatView
    func apply(_ action: Action) throws -> [Event]
    /// The penalty discarding `tile` now would cost, if any: asked before a costly discard.
    func discardPenalty(_ tile: Tile) throws -> PenaltyReason?
    func previewOpening(_ tiles: [Tile]) throws -> OpeningPreview
    /// The ends of table meld `meld` that `tile` fits, low end first: two (ask the player), one or
    /// none. Whether the player may lay off now is the action's own check.
    func layOffSides(_ tile: Tile, meld: UInt32) throws -> [Side]
    /// Düz Okey's counter for the player's rack (the solver's work): off the main actor.
    func duzProgress() throws -> DuzProgress
    func arrange(_ layout: Layout) throws -> [[Tile]]
    /// What to play in the player's place, the rack tiles it concerns, and why, in `language`.
    /// Slow: off the main actor.
    func hint(in language: Language) throws -> OkeyHint?
    /// The player's costliest decisions of the game so far, worded in `language`; Düz Okey is
    /// refused. Slow (play-outs): off the main actor. `progress` hears (turns judged, turns to
    /// judge) on the calling thread, from (0, n) to (n, n); answering false stops the review,
    /// which is then refused with `review_cancelled`.
    func review(in language: Language, progress: @escaping @Sendable (UInt32, UInt32) -> Bool) throws -> GameReview
    /// The game as the player saw it just before move `moveIndex` (a review item's start of
    /// turn): the player's own view, nothing hidden shown. Replays the save: off the main actor.
    func reviewPosition(at moveIndex: UInt32) throws -> SeatView
    func botToMove() -> UInt32?
    /// One bot move, or nil when a person is to act or the deal is over. Off the main actor.
    func stepBot() throws -> BotMove?
    func results() -> [DealResult]
    /// Every seat's rack once the deal is over (bots play face up afterwards); empty before.
    func revealedRacks() throws -> [[Tile]]
    func isOver() -> Bool
    func save() -> String
}

/// The statistics of finished games, as the engine keeps them.
public protocol StatisticsHandle: AnyObject, Sendable {
    /// Records a finished game from its save; the same game twice is refused.
    func record(saveJSON: String) throws
    func games() -> UInt64
    func total(_ variant: Variant) -> StatsTally
    func byPreset(_ variant: Variant) -> [PresetStats]
    func byOpponents(_ variant: Variant) -> [OpponentStats]
    func clear()
    func save() -> String
}
