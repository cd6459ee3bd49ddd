import Foundation
import Observation
import Okey
import XCTest
@testable import OkeyModel

/// The Review's progress (turn n of m), its stopping when the screen is left, and a tapped
/// decision's position: on the test engine, held turn by turn, then through the real library.
/// Nothing here sleeps or races the engine's thread: the engine reports only when the test lets it,
/// the test goes on only once the engine has heard the model's answer, and it waits for the
/// screen's state through Observation.
@MainActor
final class ReviewProgressTests: XCTestCase {
    /// Holds the engine's review before each progress report until the test lets one through, and
    /// hands the test each answer the model gave the engine (go on or stop) once the engine has it.
    /// Opened for good when a test ends, so that a failed test leaves no thread held.
    final class Gate: @unchecked Sendable {
        private let condition = NSCondition()
        private var permits = 0
        private var open = false
        private let answered: AsyncStream<Bool>.Continuation
        private var answers: AsyncStream<Bool>.Iterator

        init() {
            let (stream, continuation) = AsyncStream.makeStream(of: Bool.self)
            answered = continuation
            answers = stream.makeAsyncIterator()
        }

        /// The engine's thread, before a report: waits to be let through.
        func wait() {
            condition.lock()
            defer { condition.unlock() }
            while permits == 0 && !open { condition.wait() }
            if !open { permits -= 1 }
        }

        /// The engine's thread, after a report: the model's answer, as the engine heard it.
        func heard(_ goOn: Bool) { answered.yield(goOn) }

        func letOneThrough() {
            condition.lock()
            permits += 1
            condition.signal()
            condition.unlock()
        }

        /// Lets one report through and returns the model's answer to it, once the engine has it.
        func passOne() async -> Bool? {
            letOneThrough()
            return await answers.next()
        }

        func openForGood() {
            condition.lock()
            open = true
            condition.broadcast()
            condition.unlock()
            answered.finish()
        }
    }

    /// A gate opened for good when the test ends.
    func makeGate() -> Gate {
        let gate = Gate()
        addTeardownBlock { gate.openForGood() }
        return gate
    }

    /// Waits until `condition` holds, looking again at each change of the observable state it
    /// reads (the models change it on the main actor, where this test runs).
    func until(_ condition: @escaping @MainActor () -> Bool) async {
        while !condition() { await nextChange { _ = condition() } }
    }

    /// Waits for the next change of the observable state that `read` reads. The tracking starts
    /// here, on the main actor, before anything can change it; a change that comes before the
    /// wait is kept by the stream.
    func nextChange(of read: @escaping @MainActor () -> Void) async {
        let (changes, changed) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking { read() } onChange: { changed.yield() }
        var next = changes.makeAsyncIterator()
        _ = await next.next()
    }

    func item(_ game: TestGame, turn: UInt32 = 3) -> ReviewItem {
        let rack = game.table.rack
        return ReviewItem(
            deal: 0, turn: turn, moveIndex: 12, points: 15, kind: .weakerMove, code: "weaker_move",
            made: [.draw, .discard(tile: rack[3])], better: [.takeDiscard, .discard(tile: rack[5])],
            madeText: "draw; discard R4", betterText: "take; discard B1", text: "A better move was there.",
            madeWords: "draw from the stock; discard red 4", betterWords: "take the discard; discard blue 1",
            position: "position text"
        )
    }

    func heldReview(turns: UInt32) -> (TestGame, Gate, ReviewModel) {
        let game = TestGame()
        game.reviewTurns = turns
        game.nextReview = GameReview(seat: 0, turns: turns, agreed: 1, items: [item(game)])
        let gate = makeGate()
        game.beforeReviewProgress = { _ in gate.wait() }
        game.afterReviewProgress = { goOn in gate.heard(goOn) }
        return (game, gate, ReviewModel(game: game, language: .english))
    }

    func testTheProgressCountsTheTurnsJudgedUpToTheTotal() async throws {
        let (game, gate, review) = heldReview(turns: 5)
        review.start()
        XCTAssertEqual(review.state, .working(done: 0, total: 0), "nothing counted before the engine says")
        for done in 0...5 {
            let goOn = await gate.passOne()
            XCTAssertEqual(goOn, true, "turn \(done)")
            await until { review.state == .working(done: done, total: 5) }
        }
        gate.letOneThrough() // the engine returns its review
        await review.settled()
        XCTAssertEqual(review.state, .ready(game.nextReview))
        XCTAssertEqual(game.reviewAnswers, Array(repeating: true, count: 6))
    }

    func testLeavingTheReviewStopsTheEngineAndShowsNothing() async throws {
        let (game, gate, review) = heldReview(turns: 5)
        review.start()
        for done in 0...2 {
            // The engine has heard "go on" for this turn, and the screen shows it.
            let goOn = await gate.passOne()
            XCTAssertEqual(goOn, true, "turn \(done)")
            await until { review.state == .working(done: done, total: 5) }
        }
        review.close() // the player pressed Back while the engine was at turn 2
        gate.letOneThrough()
        await review.settled()
        XCTAssertFalse(game.calls.isEmpty)
        XCTAssertEqual(game.reviewAnswers, [true, true, true, false], "the engine heard stop at the next turn")
        XCTAssertEqual(review.state, .working(done: 2, total: 5), "no review and no refusal shown")
        XCTAssertEqual(review.items, [])
        review.show(item(game))
        XCTAssertNil(review.shown)
        XCTAssertNil(review.position)
    }

    func testClosingTheReviewThroughTheAppStopsIt() async throws {
        let game = TestGame()
        game.table.phase = .gameOver
        let gate = makeGate()
        game.reviewTurns = 3
        game.beforeReviewProgress = { _ in gate.wait() }
        game.afterReviewProgress = { goOn in gate.heard(goOn) }
        let app = AppModel(engine: TestEngine(game: game), storage: MemoryStorage([TableModel.saveFile: game.save()]))
        app.openReview()
        let review = try XCTUnwrap(app.review)
        let goOn = await gate.passOne()
        XCTAssertEqual(goOn, true)
        await until { review.state == .working(done: 0, total: 3) }
        app.closeReview()
        XCTAssertTrue(review.closed)
        XCTAssertNil(app.review)
        gate.letOneThrough()
        await review.settled()
        XCTAssertEqual(game.reviewAnswers, [true, false])
    }

    func testATappedDecisionShowsTheSeatsOwnViewWithBothMovesOutlined() async throws {
        let (game, gate, review) = heldReview(turns: 0)
        gate.letOneThrough()
        gate.letOneThrough()
        review.start()
        await review.settled()
        var position = TestGame.sampleTable()
        position.rack.reverse()
        position.turn = 0
        game.nextPosition = position
        let shown = item(game)
        review.show(shown)
        XCTAssertEqual(review.position, .loading)
        await review.settled()
        XCTAssertEqual(game.calls.last, "reviewPosition 12")
        guard case .drawn(let picture)? = review.position else { return XCTFail("\(String(describing: review.position))") }
        XCTAssertEqual(picture.view, position, "the engine's view of the player, as it gave it")
        let rack = game.table.rack
        XCTAssertEqual(picture.outlined, [rack[3].id: [.made], rack[5].id: [.better]])
        XCTAssertEqual(picture.outlinedPiles, [3: [.better]], "the better move takes the previous player's discard")
        XCTAssertNil(picture.takeablePile, "nothing to take in a position only looked at")
        let reds = rack.filter { $0.color == .red }, yellows = rack.filter { $0.color == .yellow }
        let blues = rack.filter { $0.color == .blue }
        XCTAssertEqual(picture.slots.compactMap { $0 }, (reds + yellows + blues).map(\.id), "the rack in colour and number order")
        XCTAssertEqual(review.shown?.madeWords, "draw from the stock; discard red 4")

        review.hidePosition()
        XCTAssertNil(review.shown)
        XCTAssertNil(review.position)
        game.refusal = EngineRefusal(code: "no_such_move", detail: "no move 12")
        review.show(shown)
        await review.settled()
        XCTAssertEqual(review.position, .failed("no move 12"))
    }

    /// One deal of Okey 101 in which the player draws and throws away the rack's first tile each
    /// turn: a careless game, whose review has costly decisions.
    func carelessGame(seed: UInt64) async throws -> AppModel {
        let app = AppModel(
            engine: Drive.engine, storage: MemoryStorage(), systemLanguage: .english, newSeed: { seed }, botPause: { _ in .zero }
        )
        app.newGame.set("deals", to: .number(1))
        app.startNewGame()
        let table = try XCTUnwrap(app.table)
        for _ in 0..<500 {
            await Drive.settle(table)
            if table.view.phase == .gameOver { break }
            if table.dealOver {
                table.nextDeal()
                continue
            }
            if table.view.phase == .draw { table.draw() }
            if table.dealOver { continue }
            let first = try XCTUnwrap(table.slots.compactMap { $0 }.first)
            table.discard(first)
            if table.pendingDiscard != nil { table.confirmDiscard() }
            XCTAssertNil(table.message)
        }
        XCTAssertEqual(table.view.phase, .gameOver)
        return app
    }

    func testLeavingStopsTheRealEngineAtItsNextTurn() async throws {
        let app = try await carelessGame(seed: 11)
        let gate = makeGate()
        let game = HeldReview(try XCTUnwrap(app.table).game, gate: gate)
        let review = ReviewModel(game: game, language: .english)
        review.start()
        for done in 0...1 {
            // The engine has heard "go on" for this turn before the player leaves, and the screen shows it.
            let goOn = await gate.passOne()
            XCTAssertEqual(goOn, true, "turn \(done)")
            await until { review.state.done == done }
        }
        review.close()
        gate.letOneThrough()
        await review.settled()
        XCTAssertEqual(game.answers, [true, true, false], "the library's listener heard stop, on the review's own thread")
        XCTAssertEqual(game.refusal?.code, "review_cancelled")
        XCTAssertEqual(review.state.done, 1)
        XCTAssertEqual(review.items, [])
    }

    func testTheRealReviewCountsForwardAndDrawsTheSeatsOwnPosition() async throws {
        let app = try await carelessGame(seed: 11)
        app.openReview()
        let review = try XCTUnwrap(app.review)
        // Each state the screen passed through (changes made between two looks are seen as one).
        var seen: [ReviewModel.State] = [review.state]
        while case .working = review.state {
            await nextChange { _ = review.state }
            if seen.last != review.state { seen.append(review.state) }
        }
        await review.settled()
        guard case .ready(let result) = review.state else { return XCTFail("\(review.state)") }
        let counted = seen.compactMap { state -> (Int, Int)? in
            if case .working(let done, let total) = state, total > 0 { return (done, total) }
            return nil
        }
        XCTAssertEqual(counted.map(\.0), counted.map(\.0).sorted(), "forward only")
        XCTAssertTrue(counted.allSatisfy { $0.1 == Int(result.turns) && $0.0 <= $0.1 }, "\(counted)")

        let item = try XCTUnwrap(result.items.first, "a careless game has costly decisions")
        XCTAssertFalse(item.madeWords.isEmpty)
        review.show(item)
        await review.settled()
        guard case .drawn(let picture)? = review.position else { return XCTFail("\(String(describing: review.position))") }
        XCTAssertEqual(picture.view.seat, 0)
        XCTAssertEqual(picture.view.turn, 0, "the player is to move at the start of the turn")
        XCTAssertTrue([Phase.draw, .play].contains(picture.view.phase))
        XCTAssertEqual(picture.view.others.count, 3)
        let table = try XCTUnwrap(app.table)
        XCTAssertEqual(picture.view, try table.game.reviewPosition(at: item.moveIndex))
        XCTAssertEqual(Set(picture.slots.compactMap { $0 }), Set(picture.view.rack.map(\.id)))
        let outlined = Set(picture.outlined.keys)
        XCTAssertTrue(outlined.isSubset(of: Set(picture.view.rack.map(\.id))), "only tiles on the rack are outlined")
    }
}

extension ReviewModel.State {
    /// The turns judged so far, while working.
    var done: Int? {
        if case .working(let done, _) = self { return done }
        return nil
    }
}

/// A real game whose review is held before each progress report until the test lets it go on,
/// recording what the model answered and the refusal that ended it.
final class HeldReview: GameHandle, @unchecked Sendable {
    let game: GameHandle
    let gate: ReviewProgressTests.Gate
    private(set) var answers: [Bool] = []
    private(set) var refusal: EngineRefusal?

    init(_ game: GameHandle, gate: ReviewProgressTests.Gate) {
        self.game = game
        self.gate = gate
    }

    func review(in language: Language, progress: @escaping @Sendable (UInt32, UInt32) -> Bool) throws -> GameReview {
        do {
            return try game.review(in: language) { [self] done, total in
                gate.wait()
                let goOn = progress(done, total)
                answers.append(goOn)
                gate.heard(goOn)
                return goOn
            }
        } catch let error as EngineRefusal {
            refusal = error
            throw error
        }
    }

    var seats: [SeatKind] { game.seats }
    var seed: UInt64? { game.seed }
    func setLanguage(_ language: Language) { game.setLanguage(language) }
    func view() throws -> SeatView { try game.view() }
    func apply(_ action: Action) throws -> [Event] { try game.apply(action) }
    func discardPenalty(_ tile: Tile) throws -> PenaltyReason? { try game.discardPenalty(tile) }
    func previewOpening(_ tiles: [Tile]) throws -> OpeningPreview { try game.previewOpening(tiles) }
    func layOffSides(_ tile: Tile, meld: UInt32) throws -> [Side] { try game.layOffSides(tile, meld: meld) }
    func duzProgress() throws -> DuzProgress { try game.duzProgress() }
    func arrange(_ layout: Layout) throws -> [[Tile]] { try game.arrange(layout) }
    func hint(in language: Language) throws -> OkeyHint? { try game.hint(in: language) }
    func reviewPosition(at moveIndex: UInt32) throws -> SeatView { try game.reviewPosition(at: moveIndex) }
    func botToMove() -> UInt32? { game.botToMove() }
    func stepBot() throws -> BotMove? { try game.stepBot() }
    func results() -> [DealResult] { game.results() }
    func revealedRacks() throws -> [[Tile]] { try game.revealedRacks() }
    func isOver() -> Bool { game.isOver() }
    func save() -> String { game.save() }
}
