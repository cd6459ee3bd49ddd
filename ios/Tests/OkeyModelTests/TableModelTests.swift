import Okey
import XCTest
@testable import OkeyModel

/// The models with the real engine, driven only through their state and intents: the same cases
/// as the Android app's state-holder tests.
@MainActor
final class TableModelTests: XCTestCase {
    func testAWholeOkey101DealAgainstBotsEndsOnAScoreSheet() async throws {
        let table = try Drive.table(.standard, seed: 7)
        try await Drive.playDeal(table)
        XCTAssertEqual(table.view.phase, .dealOver)
        XCTAssertEqual(table.results.count, 1)
        XCTAssertEqual(table.results.first?.scores.count, 4)
        XCTAssertEqual(table.revealed.count, 4, "every rack is shown face up once the deal is over")
        XCTAssertEqual(table.counter, .none)
    }

    func testAWholeDuzDealEndsWithAWinOrAStockOut() async throws {
        let table = try Drive.table(.duz, seed: 4)
        try await Drive.playDeal(table)
        let ending = try XCTUnwrap(table.results.first?.ending)
        switch ending {
        case .won, .stockExhausted: break
        default: XCTFail("\(ending)")
        }
    }

    func testARefusedGestureChangesNothingButShowsTheEnginesMessage() async throws {
        let table = try Drive.table(.standard, seed: 5)
        await Drive.settle(table)
        XCTAssertEqual(table.view.phase, .draw)
        let before = Snapshot(table)
        table.discard(table.view.rack[0].id) // before drawing: the engine refuses
        guard case .engine(let words)? = table.message?.text else { return XCTFail("no engine message") }
        XCTAssertFalse(words.isEmpty)
        XCTAssertEqual(table.message?.anchor, .discard)
        XCTAssertEqual(Snapshot(table), before)
        // One tile laid as a meld: refused the same way, the selection kept.
        table.draw()
        table.toggleSelect(table.view.rack[0].id)
        let selected = Snapshot(table)
        table.laySelected()
        XCTAssertNotNil(table.message)
        XCTAssertEqual(Snapshot(table), selected)
    }

    func testThePenaltyConfirmationComesBeforeACostlyDiscardAndCancellingDiscardsNothing() async throws {
        // A deal where the player holds the okey: discarding it costs a penalty.
        var found: (TableModel, UInt8)?
        for seed in UInt64(1)...200 {
            let table = try Drive.table(.standard, seed: seed)
            await Drive.settle(table)
            if let okey = table.view.rack.first(where: { $0.color == table.view.okey.color && $0.number == table.view.okey.number }) {
                found = (table, okey.id)
                break
            }
        }
        let (table, okey) = try XCTUnwrap(found)
        table.draw()
        let before = Snapshot(table)
        table.discard(okey)
        XCTAssertEqual(table.pendingDiscard?.reason, .discardedOkey)
        XCTAssertEqual(table.view, before.view)
        table.cancelDiscard()
        XCTAssertNil(table.pendingDiscard)
        XCTAssertEqual(Snapshot(table), before)
        XCTAssertTrue(table.view.rack.contains { $0.id == okey })
    }

    func testEachMoveIsSavedAndANewAppResumesTheSameTable() async throws {
        let storage = MemoryStorage()
        let table = try Drive.table(.standard, seed: 11, storage: storage)
        var saves = 0
        for _ in 0..<3 {
            await Drive.settle(table)
            let before = storage.read(TableModel.saveFile)
            try await Drive.playHinted(table)
            if storage.read(TableModel.saveFile) != before { saves += 1 }
        }
        XCTAssertEqual(saves, 3, "every move of the player writes the save")
        await Drive.settle(table)
        let app = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english)
        XCTAssertEqual(app.table?.view, table.view)
        XCTAssertEqual(app.saved?.dealNumber, 1, "Home says Deal 1 for the first deal, not the engine's 0")
        XCTAssertEqual(table.dealNumber, 1)
        XCTAssertEqual(app.path, [], "a saved game opens on Home, with Continue")
        app.continueGame()
        XCTAssertEqual(app.path, [.table])
    }

    func testADamagedSaveIsKeptAsideAndANewGameStarts() async throws {
        let damaged = "{\"format\": \"okey-session\""
        let storage = MemoryStorage([TableModel.saveFile: damaged])
        let app = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english)
        XCTAssertEqual(app.path, [.newGame])
        XCTAssertEqual(app.notice?.key, "notice.savedAside")
        XCTAssertEqual(app.notice?.name, "game.json.damaged-1")
        XCTAssertEqual(storage.read("game.json.damaged-1"), damaged, "nothing is deleted")
        XCTAssertNil(storage.read(TableModel.saveFile))
        app.startNewGame()
        XCTAssertEqual(app.path, [.table])
        XCTAssertNotNil(storage.read(TableModel.saveFile))
        app.table?.dismissMessage()
    }

    func testTheNewGameFormShowsTheEnginesValidationMessage() async throws {
        let app = AppModel(engine: Drive.engine, storage: MemoryStorage(), systemLanguage: .english)
        XCTAssertEqual(app.path, [.newGame], "first launch goes straight to the New game form")
        let form = app.newGame
        XCTAssertEqual(form.preset, .standard)
        XCTAssertEqual(form.opponents, [.medium, .medium, .medium])
        // Partners (eşli) with three players: the form allows it, the engine explains why not.
        form.set("players", to: .number(3))
        form.set("partners", to: .toggle(true))
        XCTAssertEqual(form.opponents.count, 2)
        app.startNewGame()
        XCTAssertEqual(app.path, [.newGame])
        XCTAssertEqual(form.error, "invalid rules: partners need 4 players, not 3")
        XCTAssertTrue(form.offersPartners, "the switch the message is about stays on the form")
        form.set("partners", to: .toggle(false))
        XCTAssertFalse(form.offersPartners, "three players: no partners to offer")
        form.resetToPreset()
        XCTAssertFalse(form.changedFromPreset)
        XCTAssertEqual(form.opponents.count, 3)
        app.startNewGame()
        XCTAssertEqual(app.path, [.table])
        XCTAssertNil(form.error)
    }

    func testStatisticsCountAFinishedGame() async throws {
        let storage = MemoryStorage()
        let app = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english, newSeed: { 3 }, botPause: { _ in .zero })
        app.newGame.set("deals", to: .number(1))
        app.newGame.setOpponent(0, to: .easy)
        app.newGame.setOpponent(1, to: .easy)
        app.newGame.setOpponent(2, to: .easy)
        app.startNewGame()
        let table = try XCTUnwrap(app.table)
        try await Drive.playDeal(table)
        XCTAssertEqual(table.view.phase, .dealOver)
        XCTAssertEqual(app.statistics.games, 0, "a game is recorded once it is over")
        try await Drive.playGame(table) // until a deal counts
        XCTAssertEqual(table.view.phase, .gameOver)
        XCTAssertEqual(app.statistics.games, 1)
        XCTAssertEqual(app.statistics.total?.games, 1)
        XCTAssertEqual(app.statistics.byPreset.map(\.preset), [.standard])
        XCTAssertNotNil(storage.read(StatisticsModel.file), "statistics are kept on the device")
        // A new launch reads them back; clearing is on request only.
        let relaunched = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english)
        XCTAssertEqual(relaunched.statistics.games, 1)
        relaunched.statistics.clear()
        XCTAssertEqual(relaunched.statistics.games, 0)
    }

    func testANewGameStopsTheBotsOfTheOldOneSoTheyNeverOverwriteItsSave() async throws {
        // The old game opens with bots to move; the new one with the player to move (one save).
        func firstMover(_ seed: UInt64) throws -> UInt32? { try Drive.engine.start(Drive.setup(.standard, seed: seed)).botToMove() }
        let oldSeed = try XCTUnwrap((1...50).first { try firstMover($0) != nil })
        let newSeed = try XCTUnwrap((1...50).first { try firstMover($0) == nil })
        var seeds = [oldSeed, newSeed]
        let storage = MemoryStorage()
        let app = AppModel(
            engine: Drive.engine, storage: storage, systemLanguage: .english, newSeed: { seeds.removeFirst() },
            botPause: { _ in .milliseconds(20) }
        )
        for index in 0..<3 { app.newGame.setOpponent(index, to: .easy) }
        app.startNewGame()
        let old = try XCTUnwrap(app.table)
        app.startNewGame()
        let new = try XCTUnwrap(app.table)
        XCTAssertFalse(old === new)
        await old.settled()
        await new.settled()
        let saved = try Drive.engine.load(try XCTUnwrap(storage.read(TableModel.saveFile)))
        XCTAssertEqual(try saved.view(), new.view, "the save is the new game's")
    }

    func testSettingsAreKeptAndAnUnknownValueKeepsItsDefault() async throws {
        let storage = MemoryStorage([Settings.file: "language=tr\nbotSpeed=warp\nconfirmCostlyDiscards=false"])
        let app = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english)
        XCTAssertEqual(app.settings.language, .turkish)
        XCTAssertEqual(app.settings.botSpeed, .normal)
        XCTAssertFalse(app.settings.confirmCostlyDiscards)
        app.updateSettings { $0.palette = .colourBlind }
        XCTAssertEqual(Settings.decode(storage.read(Settings.file), defaultLanguage: .english), app.settings)
        XCTAssertEqual(Language.system(["tr-TR"]), .turkish)
        XCTAssertEqual(Language.system(["de-DE"]), .english)
    }
}

/// What a refused gesture must leave as it was: everything the Table screen draws but the message.
struct Snapshot: Equatable {
    let view: SeatView
    let slots: [UInt8?]
    let selected: [UInt8]
    let counter: Counter
    let pendingDiscard: PendingDiscard?
    let results: [DealResult]

    @MainActor init(_ table: TableModel) {
        view = table.view
        slots = table.slots
        selected = table.selected
        counter = table.counter
        pendingDiscard = table.pendingDiscard
        results = table.results
    }
}
