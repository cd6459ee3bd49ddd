import Okey
import XCTest
@testable import OkeyModel

/// The table's gestures on the test engine: which reach the engine, and what a drop means.
@MainActor
final class GestureTests: XCTestCase {
    func table(_ game: TestGame = TestGame()) throws -> TableModel {
        try TableModel(game: game, storage: MemoryStorage(), botPause: { .zero }, confirmCostlyDiscards: { true })
    }

    func testReorderingTheRackNeverReachesTheEngine() async throws {
        let game = TestGame()
        let table = try table(game)
        XCTAssertEqual(table.slots.compactMap { $0 }.count, 21)
        table.drop(.rackTile(0), on: .slot(20))
        table.moveTile(1, toSlot: 29)
        XCTAssertEqual(table.slots[20], 0)
        XCTAssertEqual(table.slots[29], 1)
        XCTAssertTrue(game.calls.isEmpty, "\(game.calls)")
        // Selecting asks the engine only what the selection is worth (the live counter).
        table.toggleSelect(2)
        XCTAssertEqual(game.calls, ["previewOpening"])
        XCTAssertEqual(table.selected, [2])
        table.toggleSelect(2)
        XCTAssertEqual(table.selected, [])
        table.toggleSelect(99) // not in the rack: nothing happens
        XCTAssertEqual(table.selected, [])
    }

    func testEachDropSendsItsAction() async throws {
        let game = TestGame()
        let table = try table(game)
        table.drop(.stock, on: .slot(3))
        table.drop(.takeableDiscard, on: .slot(3))
        table.drop(.rackTile(4), on: .meld(7, onOkey: false))
        table.drop(.rackTile(4), on: .meld(7, onOkey: true))
        table.drop(.stock, on: .discardSpot) // means nothing
        let applied = game.calls.filter { $0.hasPrefix("apply") }
        XCTAssertEqual(applied.count, 4, "\(game.calls)")
        XCTAssertTrue(applied[0].contains("draw"))
        XCTAssertTrue(applied[1].contains("takeDiscard"))
        XCTAssertTrue(applied[2].contains("layOff"))
        XCTAssertTrue(applied[3].contains("retrieveOkey"))
        XCTAssertEqual(DragItem(payload: DragItem.rackTile(12).payload), .rackTile(12))
        XCTAssertNil(DragItem(payload: "tile:x"))
    }

    func testARefusalKeepsTheStateAndShowsTheEnginesWordsNearTheGesture() async throws {
        let game = TestGame()
        let table = try table(game)
        game.refusal = EngineRefusal(code: "wrong_phase", detail: "draw first")
        table.drop(.rackTile(0), on: .discardSpot)
        XCTAssertEqual(table.message?.text, .engine("draw first"))
        XCTAssertEqual(table.message?.anchor, .discard)
        XCTAssertEqual(table.view, game.table)
        table.dismissMessage()
        XCTAssertNil(table.message)
    }

    func testFinishWithoutOneSelectedTileIsTheAppsOwnMessage() async throws {
        let game = TestGame()
        let table = try table(game)
        table.finish()
        XCTAssertEqual(table.message?.text, .app(key: "table.finishNeedsOne"))
        XCTAssertFalse(game.calls.contains { $0.hasPrefix("apply") })
    }

    /// Seat 0 to play, holding an okey, a run on the table (meld 1) and the sides the engine gives.
    func layOffTable(sides: [Side]) throws -> (TestGame, TableModel, Tile) {
        var view = TestGame.sampleTable()
        view.rack.append(Tile(id: 50, color: .black, number: 5, falseJoker: false)) // the okey
        view.table = [TableMeld(id: 1, owner: 1, kind: .run, tiles: [], faces: [], value: 0)]
        view.phase = .play
        view.allowed = [.layOff, .discard]
        let game = TestGame(table: view)
        game.nextLayOffSides = sides
        return (game, try table(game), view.rack[21])
    }

    func testATileThatFitsBothEndsAsksWhichEndAndCancellingLaysNothing() async throws {
        let (game, table, okey) = try layOffTable(sides: [.low, .high])
        table.drop(.rackTile(50), on: .meld(1, onOkey: false))
        XCTAssertEqual(table.pendingLayOff, PendingLayOff(tile: okey, meld: 1))
        XCTAssertEqual(game.calls, ["layOffSides"], "nothing is laid while the player chooses")
        table.cancelLayOff()
        XCTAssertNil(table.pendingLayOff)
        XCTAssertEqual(game.calls, ["layOffSides"])
        table.drop(.rackTile(50), on: .meld(1, onOkey: false))
        table.chooseLayOffSide(.low)
        XCTAssertNil(table.pendingLayOff)
        XCTAssertEqual(game.calls.last, "apply \(Action.layOff(tile: okey, meld: 1, side: .low))")
    }

    func testATileThatFitsOneEndIsLaidThereWithoutAsking() async throws {
        // Any tile, an okey too: the engine's answer decides, not the app's reading of the tile.
        let (game, table, okey) = try layOffTable(sides: [.high])
        table.drop(.rackTile(50), on: .meld(1, onOkey: false))
        XCTAssertNil(table.pendingLayOff)
        XCTAssertEqual(game.calls, ["layOffSides", "apply \(Action.layOff(tile: okey, meld: 1, side: .high))"])
    }

    func testATileThatFitsNoEndIsLeftToTheEngineToRefuse() async throws {
        let (game, table, _) = try layOffTable(sides: [])
        table.drop(.rackTile(0), on: .meld(1, onOkey: false))
        XCTAssertNil(table.pendingLayOff)
        XCTAssertEqual(game.calls.last, "apply \(Action.layOff(tile: TestGame.sampleTable().rack[0], meld: 1, side: nil))")
    }

    func testNoSideIsAskedWhenLayingOffIsNotAllowedNow() async throws {
        var view = TestGame.sampleTable() // seat 0 to draw: no lay-off now
        view.table = [TableMeld(id: 1, owner: 1, kind: .run, tiles: [], faces: [], value: 0)]
        let game = TestGame(table: view)
        game.nextLayOffSides = [.low, .high]
        let table = try table(game)
        table.drop(.rackTile(0), on: .meld(1, onOkey: false))
        XCTAssertNil(table.pendingLayOff)
        XCTAssertEqual(game.calls, ["apply \(Action.layOff(tile: view.rack[0], meld: 1, side: nil))"])
    }

    func testABotsRefusedStepStopsTheBotsAndSaysSo() async throws {
        let game = TestGame()
        game.botMoves = [BotMove(seat: 1, action: .draw, events: [], refused: nil)]
        game.refusal = EngineRefusal(code: "bot_failed", detail: "the bot could not move")
        let table = try table(game)
        table.start()
        await table.settled()
        XCTAssertEqual(table.message?.text, .engine("the bot could not move"))
        XCTAssertFalse(table.botThinking)
    }

    func testRackSlotsKeepTheirPlacesAndGroupWithGaps() async {
        let tiles = (0..<6).map { Tile(id: UInt8($0), color: .red, number: UInt8($0 + 1), falseJoker: false) }
        var slots = RackSlots.reconcile([], Array(tiles.prefix(5)))
        XCTAssertEqual(slots.count, RackSlots.count)
        XCTAssertEqual(Array(slots.prefix(5)), [0, 1, 2, 3, 4])
        slots = RackSlots.move(slots, id: 4, to: 10)
        slots = RackSlots.reconcile(slots, tiles) // a drawn tile lands after the last one
        XCTAssertEqual(slots[11], 5)
        slots = RackSlots.move(slots, id: 5, to: 0) // a tile in the way shifts along into the gap
        XCTAssertEqual(Array(slots.prefix(5)), [5, 0, 1, 2, 3])
        let arranged = RackSlots.arranged([Array(tiles.prefix(3)), Array(tiles.suffix(3))], rack: tiles)
        XCTAssertEqual(Array(arranged.prefix(7)), [0, 1, 2, nil, 3, 4, 5])
        XCTAssertEqual(Set(arranged.compactMap { $0 }).count, 6)
    }
}
