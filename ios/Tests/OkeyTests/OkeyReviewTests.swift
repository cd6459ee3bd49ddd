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
}
