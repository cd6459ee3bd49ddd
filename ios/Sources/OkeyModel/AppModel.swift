import Foundation
import Observation
import Okey

/// The app's screens; Home is the navigation root.
public enum Screen: Hashable, Sendable {
    case newGame, table, statistics, rules, settings
}

/// What Home shows of the saved game.
public struct SavedGameSummary: Equatable, Sendable {
    public let preset: Preset
    /// The deal being played, counted from 1 as players count (the engine counts from 0).
    public let dealNumber: UInt32
    public let totals: [Int32]

    init(_ view: SeatView) {
        preset = view.rules.preset
        dealNumber = view.deal + 1
        totals = view.totals
    }
}

/// The app's model: the navigation path, the settings, the saved game, and the screen models it
/// creates (the New game form, the Rules screen, the table, the statistics).
@Observable @MainActor
public final class AppModel {
    /// The screens above Home, as the navigation stack shows them.
    public var path: [Screen] = []
    public private(set) var settings: Settings
    public private(set) var saved: SavedGameSummary?
    /// A notice for the player: the String Catalog key and the name a damaged save was kept as.
    public private(set) var notice: (key: String, name: String)?
    public let newGame: NewGameModel
    public let rules: RulesModel
    public let statistics: StatisticsModel
    public private(set) var table: TableModel?
    /// The Review screen of the finished game, while it is open.
    public private(set) var review: ReviewModel?

    private let engine: EngineGateway
    private let storage: Storage
    /// The pause a bot speed means: the setting's, or none in tests.
    private let botPause: (BotSpeed) -> Duration

    public init(
        engine: EngineGateway,
        storage: Storage,
        systemLanguage: Language = .system(),
        newSeed: @escaping () -> UInt64 = { UInt64.random(in: .min ... .max) },
        botPause: @escaping (BotSpeed) -> Duration = { $0.pause }
    ) {
        self.engine = engine
        self.storage = storage
        self.botPause = botPause
        let settings = Settings.load(from: storage, defaultLanguage: systemLanguage)
        self.settings = settings
        newGame = NewGameModel(engine: engine, language: settings.language, newSeed: newSeed)
        rules = RulesModel(engine: engine, language: settings.language)
        statistics = StatisticsModel(engine: engine, storage: storage)
        resume()
    }

    /// Loads the saved game. A save that fails to load in any way (unreadable, too large, not
    /// UTF-8, refused by the engine) is kept aside under another name, the player is told, and
    /// the New game form opens; nothing is deleted. No save: first launch.
    private func resume() {
        let json: String
        switch storage.readText(TableModel.saveFile) {
        case .missing:
            path = [.newGame]
            return
        case .unusable:
            return setSaveAside()
        case .found(let text):
            json = text
        }
        do {
            let game = try engine.load(json)
            table = try tableModel(for: game, seed: nil)
            saved = summary(of: game)
        } catch {
            setSaveAside()
        }
    }

    private func setSaveAside() {
        let aside = storage.setAside(TableModel.saveFile) ?? TableModel.saveFile
        notice = ("notice.savedAside", aside)
        path = [.newGame]
    }

    private func summary(of game: GameHandle) -> SavedGameSummary? {
        guard let view = try? game.view() else { return nil }
        return SavedGameSummary(view)
    }

    private func tableModel(for game: GameHandle, seed: UInt64?) throws -> TableModel {
        try TableModel(
            game: game,
            storage: storage,
            botPause: { [weak self] in self.map { $0.botPause($0.settings.botSpeed) } ?? .zero },
            confirmCostlyDiscards: { [weak self] in self?.settings.confirmCostlyDiscards ?? true },
            language: { [weak self] in self?.settings.language ?? .english },
            seed: seed,
            onGameOver: { [weak self] save in self?.statistics.record(saveJSON: save) }
        )
    }

    /// Opens `screen` above Home; the Rules screen opens on the game in progress, if any, else on
    /// the preset the New game form chose.
    public func open(_ screen: Screen) {
        if screen == .rules { rules.open(gameRules: gameInProgress?.view.rules, preset: newGame.preset) }
        notice = nil
        path.append(screen)
    }

    /// The game being played: a saved game that is not over.
    public var gameInProgress: TableModel? {
        guard let table, table.view.phase != .gameOver else { return nil }
        return table
    }

    public func continueGame() {
        guard let table else { return open(.newGame) }
        path = [.table]
        table.start()
    }

    /// Starts the game the New game form describes; stays on the form when the engine refuses.
    public func startNewGame() {
        guard let started = newGame.start(), let model = try? tableModel(for: started.game, seed: started.setup.seed) else {
            return
        }
        let game = started.game
        table?.retire()
        review?.close()
        review = nil
        storage.write(TableModel.saveFile, game.save())
        table = model
        saved = summary(of: game)
        notice = nil
        path = [.table]
        model.start()
    }

    /// Game over: the player's costliest decisions of the game just finished.
    public func openReview() {
        guard let table, table.view.phase == .gameOver else { return }
        review?.close()
        let review = ReviewModel(game: table.game, language: settings.language)
        self.review = review
        review.start()
    }

    /// Back from the Review: the engine stops working on it.
    public func closeReview() {
        review?.close()
        review = nil
    }

    /// Game over: another game with the same form.
    public func playAgain() { startNewGame() }

    public func backHome() {
        if let table { saved = SavedGameSummary(table.view) }
        path = []
    }

    public func updateSettings(_ change: (inout Settings) -> Void) {
        var next = settings
        change(&next)
        storage.write(Settings.file, next.encode())
        settings = next
        newGame.setLanguage(next.language)
        table?.languageChanged()
        rules.setLanguage(next.language)
    }
}
