import XCTest
@testable import Okey

/// Refusals come in the language the game was given, with the values they name.
final class LanguageTests: XCTestCase {
    let you: UInt32 = 0

    func config(_ language: Language?) -> GameConfig {
        let bot = SeatKind.bot(level: .easy)
        return GameConfig(
            rules: rulesForPreset(preset: .standard), seats: [.human, bot, bot, bot], seed: 5, language: language)
    }

    func testARefusedActionSpeaksTurkishWhenAskedWithItsDetails() throws {
        let game = try OkeyGame(config: config(nil))
        XCTAssertEqual(game.language(), .english)
        game.setLanguage(language: .turkish)
        _ = try game.runBots(viewer: you)
        if try game.view(seat: you).phase == .draw { _ = try game.apply(seat: you, action: .draw) }
        let rack = Set(try game.view(seat: you).rack.map { $0.id })
        let missing = try XCTUnwrap((UInt8(0)..<106).first { !rack.contains($0) })
        let stranger = Tile(id: missing, color: nil, number: 0, falseJoker: false)
        XCTAssertThrowsError(try game.apply(seat: you, action: .discard(tile: stranger))) { error in
            guard let error = error as? OkeyError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.code, "tile_not_in_rack")
            XCTAssertEqual(error.language, .turkish)
            XCTAssertEqual(error.details.count, 1)
            guard let detail = error.details.first, case .tile(let tile) = detail.value else {
                return XCTFail("\(error.details)")
            }
            XCTAssertEqual(detail.name, "tile")
            XCTAssertEqual(tile.id, missing)
            XCTAssertEqual(error.detail, "\(detail.text) taşı ıstakanda yok")
        }
    }

    func testInvalidRulesAreExplainedInTheConfigsLanguage() throws {
        var invalid = config(.turkish)
        invalid.rules.players = 5
        XCTAssertThrowsError(try OkeyGame(config: invalid)) { error in
            guard let error = error as? OkeyError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.code, "invalid_rules")
            XCTAssertEqual(error.detail, "geçersiz kurallar: oyuncu sayısı 2 ile 4 arası olmalı, 5 olamaz")
            XCTAssertTrue(error.details.contains { $0.name == "players" && $0.value == .number(value: 5) })
        }
    }
}
