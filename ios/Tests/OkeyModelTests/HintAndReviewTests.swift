import Okey
import XCTest
@testable import OkeyModel

/// The hint's reason with its highlighted tiles, and the Review screen from Game over, in the
/// player's language: on the test engine, then through the real library.
@MainActor
final class HintAndReviewTests: XCTestCase {
    func testTheHintShowsTheEnginesReasonAndHighlightsItsTilesInThePlayersLanguage() async throws {
        let game = TestGame()
        let tile = game.table.rack[3]
        game.nextHint = OkeyHint(
            action: .discard(tile: tile), highlight: [tile, game.table.rack[5]], reason: "R4 gives nobody anything.",
            code: "discard", details: .finishNow(tile: tile)
        )
        var language = Language.turkish
        let table = try TableModel(
            game: game, storage: MemoryStorage(), botPause: { .zero }, confirmCostlyDiscards: { true }, language: { language }
        )
        table.requestHint()
        await table.settled()
        XCTAssertEqual(game.calls, ["hint tr"], "asked in the player's language")
        XCTAssertEqual(table.hint?.reason, "R4 gives nobody anything.")
        XCTAssertEqual(table.hint?.action, .discard(tile: tile))
        XCTAssertEqual(table.hint?.tileIDs, [tile.id, game.table.rack[5].id], "the engine's highlight, not the action's tiles")
        language = .english
        table.requestHint()
        await table.settled()
        XCTAssertEqual(game.calls.last, "hint en")
    }

    func testTheRealHintIsWordedInTheSettingsLanguage() async throws {
        let game = try Drive.engine.start(Drive.setup(.standard, seed: 7))
        var language = Language.turkish
        let table = try TableModel(
            game: game, storage: MemoryStorage(), botPause: { .zero }, confirmCostlyDiscards: { true }, language: { language }
        )
        await Drive.settle(table)
        table.requestHint()
        await table.settled()
        let turkish = try XCTUnwrap(table.hint)
        XCTAssertFalse(turkish.reason.isEmpty)
        language = .english
        table.requestHint()
        await table.settled()
        let english = try XCTUnwrap(table.hint)
        XCTAssertEqual(english.action, turkish.action)
        XCTAssertNotEqual(english.reason, turkish.reason, "the same hint in the other language")
    }

    func testTheReviewOpensOnlyAtGameOverAndShowsAPositionOnRequest() async throws {
        let game = TestGame()
        let storage = MemoryStorage([TableModel.saveFile: game.save()])
        let playing = AppModel(engine: TestEngine(game: game), storage: storage, systemLanguage: .turkish)
        playing.openReview()
        XCTAssertNil(playing.review, "no review while the game goes on")

        let item = ReviewItem(
            deal: 0, turn: 3, moveIndex: 12, points: 15, kind: .weakerMove, code: "weaker_move",
            made: [.draw], better: [.takeDiscard], madeText: "draw; discard R6", betterText: "take; discard R13",
            text: "Daha iyi bir hamle vardı.", madeWords: "desteden çek; kırmızı 6'yı at",
            betterWords: "yandan al; kırmızı 13'ü at", position: "position text"
        )
        game.nextReview = GameReview(seat: 0, turns: 12, agreed: 2, items: [item])
        game.table.phase = .gameOver
        let over = AppModel(engine: TestEngine(game: game), storage: storage, systemLanguage: .turkish)
        over.openReview()
        let review = try XCTUnwrap(over.review)
        await review.settled()
        XCTAssertEqual(game.calls.last, "review tr")
        XCTAssertEqual(review.items, [item])
        review.show(item)
        XCTAssertEqual(review.shown?.position, "position text")
        review.hidePosition()
        XCTAssertNil(review.shown)
        var other = item
        other.turn = 4
        review.show(other) // not one of the review's: nothing shown
        XCTAssertNil(review.shown)
        over.closeReview()
        XCTAssertNil(over.review)
    }

    func testARefusedReviewShowsTheEnginesMessage() async throws {
        let game = TestGame()
        game.table.phase = .gameOver
        game.refusal = EngineRefusal(code: "review_unsupported", detail: "Düz Okey games are not reviewed")
        let app = AppModel(engine: TestEngine(game: game), storage: MemoryStorage([TableModel.saveFile: game.save()]))
        app.openReview()
        let review = try XCTUnwrap(app.review)
        await review.settled()
        XCTAssertEqual(review.state, .refused("Düz Okey games are not reviewed"))
        XCTAssertEqual(review.items, [])
    }

    func testTheRealReviewOfAFinishedGameIsInTurkish() async throws {
        let app = AppModel(
            engine: Drive.engine, storage: MemoryStorage(), systemLanguage: .turkish, newSeed: { 3 }, botPause: { _ in .zero }
        )
        app.newGame.set("deals", to: .number(1))
        app.startNewGame()
        let table = try XCTUnwrap(app.table)
        try await Drive.playGame(table)
        app.openReview()
        let review = try XCTUnwrap(app.review)
        await review.settled()
        guard case .ready(let result) = review.state else { return XCTFail("\(review.state)") }
        XCTAssertGreaterThan(result.turns, 0)
        XCTAssertEqual(result.items.map(\.points), result.items.map(\.points).sorted(by: >), "the costliest first")
        for item in result.items {
            XCTAssertFalse(item.position.isEmpty)
            XCTAssertFalse(item.text.isEmpty)
        }
        if let first = result.items.first {
            review.show(first)
            XCTAssertEqual(review.shown, first)
        }
    }
}

/// The engine's refusals in the player's language: the New game form's verdict and the table's.
@MainActor
final class RefusalLanguageTests: XCTestCase {
    func testTheGameIsToldTheLanguageAtTheStartAndWhenTheSettingChanges() async throws {
        let game = TestGame()
        let app = AppModel(engine: TestEngine(game: game), storage: MemoryStorage(), systemLanguage: .turkish)
        app.startNewGame()
        XCTAssertEqual(game.language, .turkish)
        app.updateSettings { $0.language = .english }
        XCTAssertEqual(game.language, .english)
        // A resumed game is told too.
        let saved = MemoryStorage([TableModel.saveFile: game.save()])
        let resumed = AppModel(engine: TestEngine(game: game), storage: saved, systemLanguage: .turkish)
        XCTAssertNotNil(resumed.table)
        XCTAssertEqual(game.language, .turkish)
    }

    func testTheRealEngineRefusesInTurkish() async throws {
        let storage = MemoryStorage()
        let app = AppModel(
            engine: Drive.engine, storage: storage, systemLanguage: .turkish, newSeed: { 5 }, botPause: { _ in .zero }
        )
        app.newGame.set("players", to: .number(3))
        app.newGame.set("partners", to: .toggle(true))
        app.startNewGame()
        XCTAssertEqual(app.newGame.error, "geçersiz kurallar: eşli oyun için 4 oyuncu gerekir, 3 değil", "the form's verdict in Turkish")
        app.newGame.resetToPreset()
        app.startNewGame()
        let table = try XCTUnwrap(app.table)
        await Drive.settle(table)
        if table.view.phase == .draw { table.draw() }
        XCTAssertNil(table.message)
        // A tile the player does not hold: refused, in Turkish, then in English after the setting.
        let held = Set(table.view.rack.map(\.id))
        let id = try XCTUnwrap((0..<106).map(UInt8.init).first { !held.contains($0) })
        let stranger = Tile(id: id, color: nil, number: 0, falseJoker: false)
        table.act(.discard(tile: stranger), at: .discard)
        guard case .engine(let turkish)? = table.message?.text else { return XCTFail("\(String(describing: table.message))") }
        XCTAssertTrue(turkish.contains("ıstakanızda yok"), turkish)
        app.updateSettings { $0.language = .english }
        table.act(.discard(tile: stranger), at: .discard)
        guard case .engine(let english)? = table.message?.text else { return XCTFail("\(String(describing: table.message))") }
        XCTAssertNotEqual(english, turkish)
    }
}
