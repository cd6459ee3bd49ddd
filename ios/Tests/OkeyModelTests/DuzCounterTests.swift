import Okey
import XCTest
@testable import OkeyModel

/// Düz Okey's live counter: the engine's figures, asked off the main actor after each move and
/// shown only for the move they were worked out for; and, on the real engine, the lay-off side.
@MainActor
final class DuzCounterTests: XCTestCase {
    func duzTable(_ game: TestGame) throws -> TableModel {
        try TableModel(game: game, storage: MemoryStorage(), botPause: { .zero }, confirmCostlyDiscards: { true })
    }

    func duzGame(winning: [Tile]) -> TestGame {
        var view = TestGame.sampleTable()
        view.rules.variant = .duz
        view.rules.preset = .duz
        let game = TestGame(table: view)
        game.nextDuzProgress = DuzProgress(inSetsAndRuns: 9, pairs: 4, winningDiscards: winning)
        return game
    }

    func testTheCounterIsTheEnginesAndMarksTheWinningDiscards() async throws {
        let game = duzGame(winning: [TestGame.sampleTable().rack[3]])
        let table = try duzTable(game)
        await table.settled()
        XCTAssertEqual(table.counter, .duz(DuzCounter(inSetsAndRuns: 9, pairs: 4, winningDiscards: [3], move: 0)))
        XCTAssertEqual(table.winningDiscards, [3])
        // Selecting asks nothing of the engine and keeps the counter.
        table.toggleSelect(3)
        XCTAssertEqual(table.winningDiscards, [3])
        XCTAssertFalse(game.calls.contains("previewOpening"))
    }

    func testAnAnswerForAnEarlierMoveIsNeverShown() async throws {
        let game = duzGame(winning: [TestGame.sampleTable().rack[3]])
        let table = try duzTable(game)
        await table.settled()
        table.draw()
        // The answer for move 0 arrives after the draw (move 1): it is dropped.
        table.receive(DuzProgress(inSetsAndRuns: 1, pairs: 1, winningDiscards: []), forMove: 0)
        if case .duz(let shown) = table.counter { XCTAssertNotEqual(shown.inSetsAndRuns, 1) }
        // Until move 1's answer comes, no tile is marked as winning.
        XCTAssertTrue(table.winningDiscards.isEmpty)
        await table.settled()
        XCTAssertEqual(table.counter, .duz(DuzCounter(inSetsAndRuns: 9, pairs: 4, winningDiscards: [3], move: 1)))
        XCTAssertEqual(table.winningDiscards, [3])
    }

    func testOkey101HasNoDuzCounter() async throws {
        let game = TestGame()
        game.nextDuzProgress = DuzProgress(inSetsAndRuns: 9, pairs: 4, winningDiscards: [])
        let table = try duzTable(game)
        await table.settled()
        XCTAssertEqual(table.counter, .opening(value: 0, needed: 101))
        XCTAssertTrue(table.winningDiscards.isEmpty)
    }

    // MARK: The real engine

    /// The counter for the table as it stands (asked after the latest move, and answered).
    func counterNow(_ table: TableModel) async throws -> DuzCounter {
        await table.settled()
        guard case .duz(let counter) = table.counter else {
            XCTFail("no Düz counter: \(table.counter)")
            throw CancellationError()
        }
        XCTAssertEqual(counter.move, table.lastMove?.serial ?? 0, "the counter is for this move")
        return counter
    }

    func testTheRealCounterNamesTheWinningDiscardsAndFinishingWithOneWins() async throws {
        var checked = 0
        var finished = 0
        for seed in UInt64(1)...12 {
            let table = try Drive.table(.duz, seed: seed)
            for _ in 0..<200 {
                await Drive.settle(table)
                guard table.view.phase == .draw || table.view.phase == .play, table.yourTurn else { break }
                let counter = try await counterNow(table)
                XCTAssert((0...table.view.rack.count).contains(counter.inSetsAndRuns) && (0...7).contains(counter.pairs), "\(counter)")
                if table.view.phase == .draw { XCTAssertTrue(counter.winningDiscards.isEmpty, "no discard before drawing") }
                if case .finish(let tile) = try await Drive.hinted(table) {
                    XCTAssertTrue(counter.winningDiscards.contains(tile.id), "the hint's finish is one the counter names")
                }
                checked += 1
                if table.view.phase == .play, let winning = table.winningDiscards.first {
                    table.toggleSelect(winning)
                    table.finish()
                    XCTAssertTrue(table.dealOver, "\(String(describing: table.message))")
                    guard case .won(let winner, _, _, _, _)? = table.results.last?.ending else {
                        return XCTFail("\(String(describing: table.results.last))")
                    }
                    XCTAssertEqual(winner, 0)
                    XCTAssertEqual(table.counter, .none, "no counter once the deal is over")
                    finished += 1
                    break
                }
                try await Drive.playHinted(table)
            }
            table.retire()
            if finished >= 1 && checked >= 60 { break }
        }
        XCTAssertGreaterThanOrEqual(finished, 1, "some deal reached a winning discard (\(checked) turns checked)")
    }

    /// An okey in the rack and a run on the table open at both ends: the engine says both ends fit,
    /// the player is asked, Cancel lays nothing, and the chosen end is where the okey goes.
    func testAnOkeyThatFitsBothEndsOfARealRunAsksWhichAndLandsThere() async throws {
        for seed in UInt64(1)...40 {
            let table = try Drive.table(.standard, seed: seed)
            for _ in 0..<400 {
                await Drive.settle(table)
                if table.dealOver { break }
                let view = table.view
                let okey = view.rack.first { !$0.falseJoker && $0.color == view.okey.color && $0.number == view.okey.number }
                let run = view.table.first { meld in
                    meld.kind == .run && meld.tiles.count < 13 && (meld.faces.first?.number ?? 1) > 1
                        && (2...12).contains(meld.faces.last?.number ?? 13)
                }
                if view.phase == .play, table.allows(.layOff), let okey, let run {
                    table.layOff(okey.id, onto: run.id)
                    XCTAssertEqual(table.pendingLayOff, PendingLayOff(tile: okey, meld: run.id))
                    XCTAssertEqual(table.view, view, "nothing is laid while the player chooses")
                    table.cancelLayOff()
                    XCTAssertNil(table.pendingLayOff)
                    XCTAssertEqual(table.view, view, "cancelling lays nothing")
                    table.layOff(okey.id, onto: run.id)
                    table.chooseLayOffSide(.low)
                    XCTAssertNil(table.pendingLayOff)
                    XCTAssertNil(table.message, "\(String(describing: table.message))")
                    let laid = try XCTUnwrap(table.view.table.first { $0.id == run.id })
                    XCTAssertEqual(laid.tiles.first?.id, okey.id, "laid at the low end")
                    XCTAssertEqual(laid.faces.first?.number, (run.faces.first?.number ?? 0) - 1)
                    table.retire()
                    return
                }
                try await Drive.playHinted(table)
            }
            table.retire()
        }
        XCTFail("no seed gave an okey and a run open at both ends")
    }
}
