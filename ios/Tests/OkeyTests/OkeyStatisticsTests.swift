import XCTest
@testable import Okey

/// The statistics through the real library, as the Statistics screen uses them.
final class OkeyStatisticsTests: XCTestCase {
    let you: UInt32 = 0

    /// A one-deal game played to its end, the player on hints.
    func finishedGame(seed: UInt64) throws -> OkeyGame {
        var rules = rulesForPreset(preset: .standard)
        rules.deals = 1
        let bot = SeatKind.bot(level: .easy)
        let game = try OkeyGame(config: GameConfig(rules: rules, seats: [.human, bot, bot, bot], seed: seed))
        for _ in 0..<5000 where !game.isOver() {
            _ = try game.runBots(viewer: you)
            switch try game.view(seat: you).phase {
            case .gameOver: break
            case .dealOver: _ = try game.apply(seat: you, action: .nextDeal)
            default:
                if game.botToMove() == nil {
                    _ = try game.apply(seat: you, action: try XCTUnwrap(try game.hint(seat: you, language: .english)).action)
                }
            }
        }
        return game
    }

    func testAFinishedGameIsRecordedOnceAndTheFileRoundTrips() throws {
        let stats = OkeyStatistics()
        let game = try finishedGame(seed: 3)
        XCTAssertTrue(game.isOver())
        let recorded = try stats.recordGame(game: game, seat: you)
        XCTAssertEqual(recorded.preset, .standard)
        XCTAssertEqual(recorded.opponents, .easy)
        XCTAssertEqual(recorded.game.deals, UInt32(game.results().count))
        XCTAssertThrowsError(try stats.recordGame(game: game, seat: you)) { error in
            guard case OkeyError.Refused(let code, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "already_recorded")
        }
        XCTAssertEqual(stats.games(), 1)
        XCTAssertEqual(stats.byPreset(variant: .okey101).map(\.preset), [.standard])
        let loaded = try OkeyStatistics.load(json: stats.save())
        XCTAssertEqual(loaded.total(variant: .okey101), stats.total(variant: .okey101))
        XCTAssertThrowsError(try OkeyStatistics.load(json: "{\"format\": \"okey-statistics\", \"version\": 2}")) { error in
            guard case OkeyError.LoadFailed(let code, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "stats_version")
        }
    }
}
