import XCTest
@testable import Okey

/// The mistakes review through the real library, as the Review screen uses it.
final class OkeyReviewTests: XCTestCase {
    let you: UInt32 = 0

    /// One deal against Easy bots, the player on hints but for one discard the engine says costs
    /// a penalty (an okey, or a tile that fits the table); nil if no such discard came up.
    func gameWithACostlyDiscard(seed: UInt64) throws -> OkeyGame? {
        var rules = rulesForPreset(preset: .standard)
        rules.deals = 1
        let bot = SeatKind.bot(level: .easy)
        let game = try OkeyGame(config: GameConfig(rules: rules, seats: [.human, bot, bot, bot], seed: seed))
        var planted = false
        for _ in 0..<2000 {
            _ = try game.runBots(viewer: you)
            let view = try game.view(seat: you)
            if view.phase == .dealOver || view.phase == .gameOver {
                return planted ? game : nil
            }
            if game.botToMove() != nil { continue }
            let hint = try XCTUnwrap(try game.hint(seat: you, language: .english)).action
            if !planted, case .discard = hint,
               let costly = try view.rack.first(where: { try game.discardPenalty(seat: you, tile: $0) != nil }),
               (try? game.apply(seat: you, action: .discard(tile: costly))) != nil {
                planted = true
            } else {
                _ = try game.apply(seat: you, action: hint)
            }
        }
        return nil
    }

    func testADiscardThatCost101IsFoundAndRankedFirstInBothLanguages() throws {
        var found: OkeyGame?
        for seed in UInt64(1)...30 where found == nil {
            found = try gameWithACostlyDiscard(seed: seed)
        }
        let game = try XCTUnwrap(found)
        let english = try reviewGame(game: game, seat: you, language: .english)
        let top = try XCTUnwrap(english.items.first)
        XCTAssertEqual(top.code, "penalty_discard", english.items.map(\.text).joined(separator: "\n"))
        guard case .penaltyDiscard(_, _, let points) = top.kind else { return XCTFail("\(top.kind)") }
        XCTAssertEqual(points, 101)
        XCTAssertGreaterThan(top.points, 50)
        XCTAssertTrue(top.text.contains("101"))
        XCTAssertTrue(top.position.hasPrefix("okey-position 1\n"))
        XCTAssertEqual(english.items.map(\.points), english.items.map(\.points).sorted(by: >))

        let turkish = try reviewSavedGame(saveJson: game.save(), seat: you, language: .turkish)
        XCTAssertEqual(english.items.map(\.code), turkish.items.map(\.code))
        XCTAssertNotEqual(top.text, turkish.items.first?.text)
        XCTAssertEqual(english, try reviewGame(game: game, seat: you, language: .english))

        XCTAssertThrowsError(try reviewGame(game: game, seat: 7, language: .english)) { error in
            guard case OkeyError.InvalidInput(let code, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "no_such_seat")
        }
        XCTAssertThrowsError(try reviewSavedGame(saveJson: "{", seat: you, language: .english)) { error in
            guard case OkeyError.LoadFailed(let code, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "record_json")
        }
    }

    /// A one-deal game of Easy bots in every seat, played to its end.
    func botGame(seed: UInt64) throws -> OkeyGame {
        var rules = rulesForPreset(preset: .standard)
        rules.deals = 1
        let bot = SeatKind.bot(level: .easy)
        let game = try OkeyGame(config: GameConfig(rules: rules, seats: [bot, bot, bot, bot], seed: seed))
        for _ in 0..<100 {
            _ = try game.runBots(viewer: you)
            if game.isOver() { return game }
            if try game.view(seat: you).phase == .dealOver { _ = try game.apply(seat: you, action: .nextDeal) }
        }
        throw XCTSkip("the game did not end")
    }

    /// Records each call; says stop once `stopAt` turns are judged.
    final class Recording: ReviewListener, @unchecked Sendable {
        var calls: [(UInt32, UInt32)] = []
        let stopAt: UInt32
        init(stopAt: UInt32) { self.stopAt = stopAt }
        func onProgress(done: UInt32, total: UInt32) -> Bool {
            calls.append((done, total))
            return done < stopAt
        }
    }

    func testProgressRisesToTheTotalAndAStopIsCancelled() throws {
        let game = try botGame(seed: 3)
        let all = Recording(stopAt: .max)
        let review = try reviewGameWithProgress(game: game, seat: 1, language: .english, listener: all)
        XCTAssertEqual(all.calls.map(\.0), Array(0...review.turns))
        XCTAssertTrue(all.calls.allSatisfy { $0.1 == review.turns })
        XCTAssertEqual(review, try reviewGame(game: game, seat: 1, language: .english))

        let early = Recording(stopAt: 2)
        XCTAssertThrowsError(try reviewSavedGameWithProgress(saveJson: game.save(), seat: 1, language: .english, listener: early)) { error in
            guard case OkeyError.Cancelled(let code, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "review_cancelled")
        }
        XCTAssertEqual(early.calls.last?.0, 2)
    }

    func testAnItemsPositionIsTheSeatsOwnView() throws {
        let save = try botGame(seed: 3).save()
        var found: (UInt32, GameReview)?
        for seat in UInt32(0)...3 where found == nil {
            let review = try reviewSavedGame(saveJson: save, seat: seat, language: .turkish)
            if !review.items.isEmpty { found = (seat, review) }
        }
        let (seat, review) = try XCTUnwrap(found)
        for item in review.items {
            let view = try reviewPosition(saveJson: save, seat: seat, moveIndex: item.moveIndex)
            XCTAssertEqual(view.seat, seat)
            XCTAssertEqual(view.turn, seat)
            XCTAssertEqual(view.others.count, 3)
            XCTAssertFalse(item.madeWords.isEmpty)
        }
        XCTAssertThrowsError(try reviewPosition(saveJson: save, seat: seat, moveIndex: .max)) { error in
            guard case OkeyError.InvalidInput(let code, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "no_such_move")
        }
    }
}
