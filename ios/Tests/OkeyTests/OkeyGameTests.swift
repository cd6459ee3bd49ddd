import XCTest
@testable import Okey

/// The bindings through the real library, as the iPhone app uses them.
final class OkeyGameTests: XCTestCase {
    let you: UInt32 = 0

    func config(_ seed: UInt64) -> GameConfig {
        let bot = SeatKind.bot(level: .easy)
        return GameConfig(rules: rulesForPreset(preset: .standard), seats: [.human, bot, bot, bot], seed: seed)
    }

    func testAFullDealAgainstBots() throws {
        let game = try OkeyGame(config: config(9))
        var events: [Event] = []
        for _ in 0..<1000 {
            let moves = try game.runBots(viewer: you)
            // Bots ask the engine first: none of their actions is refused.
            XCTAssertTrue(moves.allSatisfy { $0.refused == nil }, "a refused bot action")
            events += moves.flatMap { $0.events }
            if try game.view(seat: you).phase == .dealOver { break }
            let hint = try XCTUnwrap(try game.hint(seat: you, language: .english))
            events += try game.apply(seat: you, action: hint.action)
        }
        XCTAssertEqual(try game.view(seat: you).phase, .dealOver)
        XCTAssertEqual(game.results().count, 1)
        XCTAssertTrue(events.contains { if case .dealEnded = $0 { return true } else { return false } })
        // The player's seat never learns what another seat drew.
        for event in events {
            if case .drew(let seat, let tile) = event, seat != you {
                XCTAssertNil(tile)
            }
        }
        // Every opening shows on the table with the value and pairs its event gave.
        let view = try game.view(seat: you)
        var openings = 0
        for case .opened(let seat, _, let value, let pairs) in events {
            openings += 1
            let other = view.others.first { $0.seat == seat }
            let shown = other.map { ($0.openedValue, $0.openedPairs) } ?? (view.openedValue, view.openedPairs)
            XCTAssertEqual(shown.0, value, "seat \(seat)'s value")
            XCTAssertEqual(shown.1, pairs, "seat \(seat)'s pairs")
        }
        XCTAssertGreaterThan(openings, 0, "somebody opens in this deal")
    }

    /// Each hint of a deal says why in English and in Turkish, with the same code and details.
    func testAHintComesWithItsReasonInEnglishAndTurkish() throws {
        let game = try OkeyGame(config: config(3))
        var codes = Set<String>()
        for _ in 0..<1000 {
            _ = try game.runBots(viewer: you)
            let view = try game.view(seat: you)
            if view.phase == .dealOver { break }
            let english = try XCTUnwrap(try game.hint(seat: you, language: .english))
            let turkish = try XCTUnwrap(try game.hint(seat: you, language: .turkish))
            XCTAssertEqual(english.action, turkish.action)
            XCTAssertEqual(english.code, turkish.code)
            XCTAssertEqual(english.details, turkish.details)
            XCTAssertFalse(english.reason.isEmpty)
            XCTAssertFalse(turkish.reason.isEmpty)
            XCTAssertNotEqual(english.reason, turkish.reason)
            XCTAssertTrue(english.highlight.allSatisfy { view.rack.contains($0) }, english.reason)
            codes.insert(english.code)
            _ = try game.apply(seat: you, action: english.action)
        }
        XCTAssertGreaterThanOrEqual(codes.count, 3, "\(codes)")
        XCTAssertTrue(codes.contains { $0.hasPrefix("discard") }, "\(codes)")
    }

    func testAnIllegalActionThrowsTheEnginesCodeAndChangesNothing() throws {
        let game = try OkeyGame(config: config(5))
        _ = try game.runBots(viewer: you)
        let before = game.save()
        let tile = try game.view(seat: you).rack[0]
        XCTAssertThrowsError(try game.apply(seat: you, action: .discard(tile: tile))) { error in
            guard case OkeyError.Refused(let code, let detail, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "wrong_phase")
            XCTAssertFalse(detail.isEmpty)
        }
        XCTAssertThrowsError(try game.apply(seat: 1, action: .draw)) { error in
            XCTAssertEqual((error as? OkeyError)?.code, "bot_seat")
        }
        var badTile = tile
        badTile.id = 200
        XCTAssertThrowsError(try game.apply(seat: you, action: .discard(tile: badTile))) { error in
            guard case OkeyError.InvalidInput(let code, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "invalid_tile")
        }
        XCTAssertThrowsError(try game.view(seat: 9)) { error in
            XCTAssertEqual((error as? OkeyError)?.code, "no_such_seat")
        }
        XCTAssertEqual(game.save(), before)
    }

    func testSaveAndLoadRoundTrip() throws {
        let game = try OkeyGame(config: config(11))
        _ = try game.runBots(viewer: you)
        _ = try game.apply(seat: you, action: .draw)
        let loaded = try OkeyGame.load(json: game.save())
        XCTAssertEqual(try loaded.view(seat: you), try game.view(seat: you))
        XCTAssertEqual(loaded.save(), game.save())
        XCTAssertThrowsError(try OkeyGame.load(json: "{\"format\": \"okey-session\"")) { error in
            guard case OkeyError.LoadFailed(let code, _, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(code, "record_json")
        }
    }

    func testPresetsOpeningPreviewAndArrange() throws {
        XCTAssertEqual(presets().map(\.name), ["standard", "online", "guide", "katlamali", "duz"])
        var bad = config(1)
        bad.rules.players = 9
        XCTAssertThrowsError(try OkeyGame(config: bad)) { error in
            XCTAssertEqual((error as? OkeyError)?.code, "invalid_rules")
        }
        let game = try OkeyGame(config: config(5))
        _ = try game.runBots(viewer: you)
        let groups = try game.arrange(seat: you, layout: .runsAndSets)
        XCTAssertEqual(groups.map(\.count).reduce(0, +), 21)
        let preview = try game.previewOpening(seat: you, melds: [MeldSpec(kind: nil, tiles: groups[0])])
        XCTAssertEqual(preview.neededValue, 101)
        XCTAssertGreaterThan(preview.value, 0)
        XCTAssertNil(preview.problem)
    }

    func testADuzOkeyDealAgainstBotsWhereMeldsAreNeverLaid() throws {
        let bot = SeatKind.bot(level: .medium)
        let rules = rulesForPreset(preset: .duz)
        XCTAssertEqual(rules.variant, .duz)
        let game = try OkeyGame(config: GameConfig(rules: rules, seats: [.human, bot, bot, bot], seed: 4))
        _ = try game.runBots(viewer: you)
        XCTAssertEqual(try game.view(seat: you).totals.first, 20)
        let rack = try game.view(seat: you).rack
        let lay = Action.lay(melds: [MeldSpec(kind: nil, tiles: Array(rack.prefix(3)))])
        XCTAssertThrowsError(try game.apply(seat: you, action: lay)) { error in
            XCTAssertEqual((error as? OkeyError)?.code, "not_in_this_game")
        }
        for _ in 0..<1000 {
            _ = try game.runBots(viewer: you)
            if try game.view(seat: you).phase == .dealOver { break }
            let hint = try XCTUnwrap(try game.hint(seat: you, language: .turkish))
            _ = try game.apply(seat: you, action: hint.action)
        }
        XCTAssertEqual(try game.view(seat: you).phase, .dealOver)
        XCTAssertEqual(game.results().count, 1)
    }
}
