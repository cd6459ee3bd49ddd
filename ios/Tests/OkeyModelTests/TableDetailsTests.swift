import Foundation
import Okey
import XCTest
@testable import OkeyModel

/// What the Table and Deal over screens say that the first review found wrong or missing: tiles
/// in words, the engine's winners, the seed after resuming, which discard pile may be taken.
@MainActor
final class TableDetailsTests: XCTestCase {
    /// The label as the String Catalog words it in `language` ("en" or "tr").
    func words(_ label: TileLabel, _ language: String) throws -> String {
        let catalog = try StringCatalogTests.catalog()
        func value(_ key: String) throws -> String {
            let entry = try XCTUnwrap(catalog[key], "\(key) is not in the catalog")
            return language == "tr" ? entry.tr : entry.en
        }
        let format = try value(label.key)
        guard let (colourKey, number) = label.colourAndNumber else { return format }
        return String(format: format, try value(colourKey), number)
    }

    func testTilesAreToldInWordsInBothLanguages() async throws {
        let okey = TileFace(color: .red, number: 8)
        let red7 = TileLabel(Tile(id: 1, color: .red, number: 7, falseJoker: false), okey: okey)
        let red8 = TileLabel(Tile(id: 2, color: .red, number: 8, falseJoker: false), okey: okey)
        let joker = TileLabel(Tile(id: 104, color: nil, number: 0, falseJoker: true), okey: TileFace(color: .blue, number: 11))
        XCTAssertEqual(red7, .plain(.red, number: 7))
        XCTAssertEqual(red8, .okey(.red, number: 8))
        XCTAssertEqual(try words(red7, "en"), "red 7")
        XCTAssertEqual(try words(red8, "en"), "okey, red 8")
        XCTAssertEqual(try words(joker, "en"), "false joker, plays as blue 11")
        XCTAssertEqual(try words(red7, "tr"), "kırmızı 7")
        XCTAssertEqual(try words(red8, "tr"), "okey, kırmızı 8")
        XCTAssertEqual(try words(joker, "tr"), "sahte okey, mavi 11 yerine")
        XCTAssertEqual(try words(TileLabel(Tile(id: 105, color: nil, number: 0, falseJoker: true), okey: nil), "en"), "false joker")
    }

    func testTheWinnersAreTheOnesTheEngineNames() async throws {
        // Düz Okey and partners do not crown the lowest total: the screen shows whom the engine names.
        var over = TestGame.sampleTable()
        over.phase = .gameOver
        over.totals = [12, 3, 7, 3]
        let game = TestGame(table: over)
        let table = try TableModel(game: game, storage: MemoryStorage(), botPause: { .zero }, confirmCostlyDiscards: { true })
        XCTAssertEqual(table.winners, [])
        game.nextEvents = [.gameEnded(totals: over.totals, winners: [0, 2])]
        table.nextDeal()
        XCTAssertEqual(table.winners, [0, 2])
    }

    func testTheSeedIsShownAfterTheGameIsResumed() async throws {
        let seed = UInt64.max - 6 // beyond a Double's exact integers
        let storage = MemoryStorage()
        let app = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english, newSeed: { seed }, botPause: { _ in .zero })
        app.startNewGame()
        XCTAssertEqual(app.table?.seed, seed)
        await app.table?.settled()
        let relaunched = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english)
        XCTAssertEqual(relaunched.table?.seed, seed, "the seed is shown on request after a relaunch too")
    }

    func testADealResumedWhenOverShowsEveryRackFaceUpAgain() async throws {
        let storage = MemoryStorage()
        let table = try Drive.table(.standard, seed: 7, storage: storage)
        try await Drive.playDeal(table)
        XCTAssertEqual(table.revealed.count, 4)
        let relaunched = AppModel(engine: Drive.engine, storage: storage, systemLanguage: .english)
        XCTAssertEqual(relaunched.table?.view.phase, .dealOver)
        XCTAssertEqual(relaunched.table?.revealed, table.revealed, "the score sheet shows the racks after a relaunch too")
        XCTAssertEqual(relaunched.table?.results, table.results)
    }

    func testOnlyThePreviousPlayersPileMayBeTaken() async throws {
        var view = TestGame.sampleTable()
        let older = Tile(id: 70, color: .blue, number: 9, falseJoker: false)
        let last = Tile(id: 71, color: .yellow, number: 2, falseJoker: false)
        view.discards = [[], [older], [], [last]]
        view.takeable = last
        let table = try table(view)
        XCTAssertTrue(table.mayTake(fromPileOf: 3))
        XCTAssertFalse(table.mayTake(fromPileOf: 1))
        XCTAssertFalse(table.mayTake(fromPileOf: 0))
        XCTAssertFalse(table.mayTake(fromPileOf: 9))
        XCTAssertEqual(table.level(ofSeat: 1), .easy)
        XCTAssertNil(table.level(ofSeat: 0))
        XCTAssertEqual(table.total(ofSeat: 9), 0)
    }
}

extension TableDetailsTests {
    func table(_ view: SeatView) throws -> TableModel {
        try TableModel(game: TestGame(table: view), storage: MemoryStorage(), botPause: { .zero }, confirmCostlyDiscards: { true })
    }

    func testTheTurnLineSaysWhoseTurnItIsAndWhatToDo() async throws {
        var view = TestGame.sampleTable()
        XCTAssertEqual(try table(view).turnStatus, .yourTurnToDraw)
        view.phase = .play
        XCTAssertEqual(try table(view).turnStatus, .yourTurnToPlay)
        view.turn = 2
        XCTAssertEqual(try table(view).turnStatus, .waiting(for: 2))
        view.phase = .dealOver
        XCTAssertEqual(try table(view).turnStatus, .dealOver)
    }
}
