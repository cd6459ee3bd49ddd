import Foundation
import XCTest

/// Every string key the SwiftUI code uses exists in the app's String Catalog with an English and
/// a Turkish value, and the catalog holds nothing else. The catalog has only the buttons' and
/// headings' own words: every sentence about the game comes from the app core's view model.
final class StringCatalogTests: XCTestCase {
    static let ios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The catalog's key namespaces: a string literal in the views that starts with one is a key.
    static let namespaces = [
        "app", "common", "home", "newGame", "game", "rules", "table", "dealOver", "gameOver", "stats", "settings",
        "language", "palette", "speed", "review", "together",
    ]

    /// Key → (English, Turkish) values, empty when missing.
    static func catalog() throws -> [String: (en: String, tr: String)] {
        let data = try Data(contentsOf: Self.ios.appendingPathComponent("App/Localizable.xcstrings"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try XCTUnwrap(json["strings"] as? [String: [String: Any]])
        return strings.mapValues { entry in
            let localizations = entry["localizations"] as? [String: [String: Any]] ?? [:]
            func value(_ language: String) -> String {
                (localizations[language]?["stringUnit"] as? [String: Any])?["value"] as? String ?? ""
            }
            return (value("en"), value("tr"))
        }
    }

    /// The keys the SwiftUI files name: (key, number of interpolated arguments).
    func keysInViews() throws -> [(key: String, arguments: Int, file: String)] {
        let directory = Self.ios.appendingPathComponent("Sources/OkeyUI")
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        XCTAssertFalse(files.isEmpty)
        let pattern = try NSRegularExpression(pattern: #""([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)(?=[" ])"#)
        var keys: [(String, Int, String)] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let keyRange = Range(match.range(at: 1), in: text) else { continue }
                let key = String(text[keyRange])
                guard let namespace = key.split(separator: ".").first, Self.namespaces.contains(String(namespace)) else {
                    continue
                }
                keys.append((key, Self.interpolations(in: text[keyRange.upperBound...]), file.lastPathComponent))
            }
        }
        return keys
    }

    /// How many `\(...)` interpolations a string literal has from here to its closing quote.
    static func interpolations(in rest: Substring) -> Int {
        var count = 0
        var depth = 0
        var previous: Character = " "
        for character in rest {
            if depth == 0 && character == "\"" { break }
            if character == "(" {
                if depth == 0 && previous == "\\" { count += 1 }
                depth += 1
            } else if character == ")" {
                depth -= 1
            }
            previous = character
        }
        return count
    }

    func testEveryKeyInTheViewsIsInTheCatalogInBothLanguages() throws {
        let catalog = try Self.catalog()
        let used = try keysInViews()
        XCTAssertGreaterThan(used.count, 40, "the scan found too few keys: is the pattern right?")
        for (key, arguments, file) in used {
            // A key with arguments is written with one format specifier per argument: "home.deal %lld".
            let entry = catalog.first { name, _ in
                let parts = name.split(separator: " ")
                return parts.first.map(String.init) == key && parts.count - 1 == arguments
                    && parts.dropFirst().allSatisfy { $0.hasPrefix("%") }
            }
            guard let (_, values) = entry else {
                XCTFail("\(file): \(key) with \(arguments) argument(s) is not in the String Catalog")
                continue
            }
            XCTAssertFalse(values.en.isEmpty, "\(key) has no English")
            XCTAssertFalse(values.tr.isEmpty, "\(key) has no Turkish")
        }
    }

    func testTheCatalogHasNoKeyNothingUses() throws {
        let used = Set(try keysInViews().map(\.key))
        for name in try Self.catalog().keys {
            let key = String(name.split(separator: " ").first ?? "")
            XCTAssertTrue(used.contains(key), "\(name) is in the catalog but no code uses it")
        }
    }
}
