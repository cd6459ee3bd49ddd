import XCTest
@testable import Okey

/// The rules in plain words through the real library, as the Rules screen and New game form use them.
final class RulesTextTests: XCTestCase {
    func testEveryPresetIsDescribedInSectionsInBothLanguages() {
        for preset in [Preset.standard, .online, .guide, .katlamali, .duz] {
            let english = describeRules(rules: rulesForPreset(preset: preset), language: .english)
            let turkish = describeRules(rules: rulesForPreset(preset: preset), language: .turkish)
            XCTAssertEqual(english.sections.first?.topic, .theseRules)
            XCTAssertEqual(english.sections.map(\.topic), turkish.sections.map(\.topic))
            XCTAssertTrue(turkish.sections.allSatisfy { !$0.title.isEmpty && !$0.items.isEmpty })
            XCTAssertNotEqual(presetSummary(preset: preset, language: .english), presetSummary(preset: preset, language: .turkish))
        }
        let duz = describeRules(rules: rulesForPreset(preset: .duz), language: .turkish)
        XCTAssertTrue(duz.sections.contains { $0.topic == .showingIndicator && $0.title == "Gösterme" })
    }

    func testHouseRulesShowInTheDescriptionAndTheOptions() throws {
        var rules = rulesForPreset(preset: .standard)
        rules.openingThreshold = 81
        let about = try XCTUnwrap(describeRules(rules: rules, language: .turkish).sections.first)
        XCTAssertTrue(about.items.contains("Özel kural: Açma puanı: 81 (kural setinde: 101)."), "\(about.items)")
        let options = ruleOptions(rules: rules, language: .english)
        XCTAssertEqual(options.count, 27)
        let threshold = try XCTUnwrap(options.first { $0.key == "opening_threshold" })
        XCTAssertEqual([threshold.name, threshold.value, threshold.presetValue], ["Opening threshold", "81", "101"])
        XCTAssertTrue(threshold.applies)
    }

    func testTheGlossaryHasTheSameTermsInBothLanguages() {
        let english = rulesGlossary(language: .english)
        let turkish = rulesGlossary(language: .turkish)
        XCTAssertEqual(english.map(\.term), turkish.map(\.term))
        XCTAssertTrue(turkish.contains { $0.term == "gösterge" && $0.meaning.contains("okey") })
    }
}
