import Okey
import XCTest
@testable import OkeyModel

/// The Rules screen and the New game form speak the engine's words in the app's language: which
/// rules they describe and which language they ask for on the test engine, then the real words.
@MainActor
final class RulesWordsTests: XCTestCase {
    func testTheRulesScreenDescribesThePresetPickedWhenNoGameIsInProgress() async throws {
        let app = AppModel(engine: TestEngine(), storage: MemoryStorage(), systemLanguage: .turkish)
        XCTAssertNil(app.gameInProgress)
        app.newGame.choosePreset(.katlamali)
        app.open(.rules)
        XCTAssertEqual(app.rules.choice, .preset(.katlamali))
        XCTAssertEqual(app.rules.choices, LabelKeys.presets.map(RulesChoice.preset), "no game: no This game choice")
        XCTAssertEqual(app.rules.description.sections.first?.items.first, "katlamali [tr]")
        XCTAssertEqual(app.rules.glossary.map(\.meaning), ["the joker [tr]"])
        app.rules.choose(.thisGame) // not offered: nothing changes
        XCTAssertEqual(app.rules.choice, .preset(.katlamali))
        app.rules.choose(.preset(.duz))
        XCTAssertEqual(app.rules.description.sections.first?.items.first, "duz [tr]")
    }

    func testTheRulesScreenOpensOnTheGameInProgressWithItsHouseRules() async throws {
        let game = TestGame()
        game.table.rules.openingThreshold = 81
        let app = AppModel(engine: TestEngine(game: game), storage: MemoryStorage(), systemLanguage: .english)
        app.startNewGame()
        XCTAssertNotNil(app.gameInProgress)
        app.open(.rules)
        XCTAssertEqual(app.rules.choice, .thisGame)
        XCTAssertEqual(app.rules.choices.first, .thisGame)
        XCTAssertEqual(app.rules.description.sections.first?.items, ["standard [en]", "opening_threshold [en]: 81"])
        app.rules.choose(.preset(.online))
        XCTAssertEqual(app.rules.description.sections.first?.items.first, "online [en]")
    }

    func testAFinishedGameIsNotInProgress() async throws {
        let game = TestGame()
        game.table.phase = .gameOver
        let app = AppModel(engine: TestEngine(game: game), storage: MemoryStorage([TableModel.saveFile: game.save()]))
        XCTAssertNotNil(app.table, "the finished game is resumed")
        XCTAssertNil(app.gameInProgress)
        app.open(.rules)
        XCTAssertEqual(app.rules.choice, .preset(.standard))
    }

    func testChangingTheLanguageRewordsTheFormAndTheRulesScreen() async throws {
        let engine = TestEngine()
        let app = AppModel(engine: engine, storage: MemoryStorage(), systemLanguage: .english)
        let form = app.newGame
        let threshold = try XCTUnwrap(RuleField.named("opening_threshold"))
        let multipliers = try XCTUnwrap(RuleField.named("multipliers"))
        XCTAssertEqual(form.summaries[.guide], "guide summary [en]")
        XCTAssertEqual(form.name(of: threshold), "opening_threshold [en]")
        XCTAssertEqual(form.explanation(of: threshold), "what opening_threshold changes")
        XCTAssertEqual(form.words(for: "at_most_two", of: multipliers), "at_most_two [en]")
        app.open(.rules)
        app.updateSettings { $0.language = .turkish }
        XCTAssertEqual(form.summaries[.guide], "guide summary [tr]")
        XCTAssertEqual(form.name(of: threshold), "opening_threshold [tr]")
        XCTAssertEqual(form.words(for: "none", of: multipliers), "none [tr]")
        XCTAssertEqual(app.rules.description.title, "okey101 [tr]")
        XCTAssertEqual(app.rules.glossary.map(\.meaning), ["the joker [tr]"])
        // Settings saved without a change of language ask the engine for nothing.
        let calls = engine.wordCalls
        app.updateSettings { $0.palette = .colourBlind }
        XCTAssertEqual(engine.wordCalls, calls)
    }

    func testTheHouseRulesAreTheOptionsThatApplyToTheChosenGame() async throws {
        let form = NewGameModel(engine: TestEngine())
        XCTAssertFalse(form.houseRules.contains { NewGameModel.mainFields.contains($0.key) })
        XCTAssertTrue(form.houseRules.contains { $0.key == "multipliers" })
        XCTAssertEqual(form.houseRules.count, RuleField.all.count - NewGameModel.mainFields.count)
        // A changed value is worded again.
        form.set("opening_threshold", to: .number(81))
        XCTAssertEqual(form.options["opening_threshold"]?.value, "81")
        XCTAssertEqual(form.options["opening_threshold"]?.presetValue, "101")
    }

    /// The real engine's words: the Turkish form, the choices' words and the Rules screen of a
    /// game with a house rule.
    func testTheEnginesOwnWordsReachTheFormAndTheRulesScreen() async throws {
        let app = AppModel(
            engine: Drive.engine, storage: MemoryStorage(), systemLanguage: .turkish, newSeed: { 5 }, botPause: { _ in .zero }
        )
        let form = app.newGame
        let threshold = try XCTUnwrap(RuleField.named("opening_threshold"))
        XCTAssertEqual(form.name(of: threshold), "Açma puanı")
        XCTAssertFalse(form.explanation(of: threshold).isEmpty)
        XCTAssertEqual(form.summaries[.katlamali], presetSummary(preset: .katlamali, language: .turkish))
        let multipliers = try XCTUnwrap(RuleField.named("multipliers"))
        guard case .choice(let names) = multipliers.kind else { return XCTFail("multipliers is a choice") }
        let words = names.map { form.words(for: $0, of: multipliers) }
        XCTAssertEqual(Set(words).count, names.count, "each choice has its own words: \(words)")
        XCTAssertFalse(words.contains { names.contains($0) }, "words, not keys: \(words)")
        // Düz Okey has no opening: the form does not offer its threshold.
        form.chooseGame(.duz)
        XCTAssertFalse(form.houseRules.contains { $0.key == "opening_threshold" })
        form.chooseGame(.okey101)
        XCTAssertTrue(form.houseRules.contains { $0.key == "opening_threshold" })

        form.set(threshold, to: .number(81))
        app.startNewGame()
        app.table?.retire()
        app.open(.rules)
        XCTAssertEqual(app.rules.choice, .thisGame)
        let about = try XCTUnwrap(app.rules.description.sections.first)
        XCTAssertTrue(about.items.contains("Özel kural: Açma puanı: 81 (kural setinde: 101)."), "\(about.items)")
        XCTAssertTrue(app.rules.glossary.contains { $0.term == "gösterge" })
        app.updateSettings { $0.language = .english }
        XCTAssertEqual(app.rules.description.sections.first?.topic, .theseRules)
        XCTAssertTrue(app.rules.glossary.contains { $0.meaning.contains("okey") })
        XCTAssertEqual(form.name(of: threshold), "Opening threshold")
    }
}
