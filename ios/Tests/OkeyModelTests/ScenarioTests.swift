import Foundation
import Okey
import XCTest
@testable import OkeyModel

/// Runs the scenarios the two apps share (tests/scenarios/*.json, described in its README):
/// intents sent to the Table model and the state expected after each. The Android app runs the
/// same files against its state holders (android/ui/src/desktopTest/.../ScenarioTest.kt).
@MainActor
final class ScenarioTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tests/scenarios")

    func testEverySharedScenario() async throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(files.isEmpty, "no scenarios in \(Self.directory.path)")
        for file in files {
            let scenario = try JSONDecoder().decode(Scenario.self, from: Data(contentsOf: file))
            try await run(scenario, named: file.lastPathComponent)
        }
    }

    private func run(_ scenario: Scenario, named name: String) async throws {
        let preset = try XCTUnwrap(presetNamed(scenario.preset), "\(name): preset \(scenario.preset)")
        var rules = Drive.engine.rules(for: preset)
        for (key, value) in scenario.rules ?? [:] {
            let field = try XCTUnwrap(RuleField.named(key), "\(name): no rule \(key)")
            field.set(&rules, value.ruleValue(for: field.kind))
        }
        let opponents = try scenario.opponents.map { try XCTUnwrap(levelNamed($0), "\(name): level \($0)") }
        let storage = MemoryStorage()
        let game = try Drive.engine.start(GameSetup(rules: rules, opponents: opponents, seed: scenario.seed))
        let table = try TableModel(
            game: game, storage: storage, botPause: { .zero }, confirmCostlyDiscards: { true }, seed: scenario.seed
        )
        for (index, step) in scenario.steps.enumerated() {
            let at = "\(name) step \(index + 1) (\(step.intent))"
            let before = Snapshot(table)
            let savedBefore = storage.read(TableModel.saveFile)
            try await perform(step, on: table, at: at)
            guard let expect = step.expect else { continue }
            if let phase = expect.phase { XCTAssertEqual(phaseName(table.view.phase), phase, at) }
            if let yourTurn = expect.yourTurn { XCTAssertEqual(table.yourTurn, yourTurn, at) }
            if let rack = expect.rack { XCTAssertEqual(table.view.rack.count, rack, at) }
            if let selected = expect.selected { XCTAssertEqual(table.selected.count, selected, at) }
            if let counter = expect.counter { XCTAssertEqual(counterName(table.counter), counter, at) }
            if let results = expect.results { XCTAssertEqual(table.results.count, results, at) }
            if let message = expect.message { XCTAssertEqual(messageKind(table.message), message, at) }
            if let pending = expect.pendingDiscard {
                XCTAssertEqual(table.pendingDiscard.map { penaltyName($0.reason) } ?? "none", pending, at)
            }
            if let unchanged = expect.unchanged {
                let now = Snapshot(table)
                let same = now.view == before.view && now.slots == before.slots && now.selected == before.selected
                XCTAssertEqual(same, unchanged, at)
            }
            if let saved = expect.saved { XCTAssertEqual(storage.read(TableModel.saveFile) != savedBefore, saved, at) }
        }
    }

    private func perform(_ step: Scenario.Step, on table: TableModel, at: String) async throws {
        func tile() throws -> UInt8 {
            let ref = try XCTUnwrap(step.tile, "\(at): no tile")
            if ref == "okey" {
                let okey = table.view.okey
                return try XCTUnwrap(table.view.rack.first { $0.color == okey.color && $0.number == okey.number }?.id, "\(at): no okey")
            }
            let index = try XCTUnwrap(Int(ref.replacingOccurrences(of: "rack:", with: "")), "\(at): tile \(ref)")
            return table.view.rack[index].id
        }
        switch step.intent {
        case "settle": await Drive.settle(table)
        case "draw": table.draw()
        case "take_discard": table.takeDiscard()
        case "select": table.toggleSelect(try tile())
        case "lay": table.laySelected()
        case "discard": table.discard(try tile())
        case "confirm_discard": table.confirmDiscard()
        case "cancel_discard": table.cancelDiscard()
        case "finish": table.finish()
        case "take_back": table.takeBack()
        case "arrange": table.arrange(step.layout == "pairs" ? .pairs : .runsAndSets)
        case "next_deal": table.nextDeal()
        case "play_hinted": try await Drive.playHinted(table)
        case "play_deal": try await Drive.playDeal(table)
        case "play_game": try await Drive.playGame(table)
        default: XCTFail("\(at): unknown intent")
        }
    }
}

/// One shared scenario file.
struct Scenario: Decodable {
    struct Step: Decodable {
        let intent: String
        let tile: String?
        let layout: String?
        let expect: Expect?
    }

    struct Expect: Decodable {
        let phase: String?
        let yourTurn: Bool?
        let rack: Int?
        let selected: Int?
        let counter: String?
        let results: Int?
        let message: String?
        let pendingDiscard: String?
        let unchanged: Bool?
        let saved: Bool?
    }

    /// A rule's value as JSON writes it: a number, a switch, or a choice's name.
    enum Value: Decodable {
        case bool(Bool), int(Int), string(String), null

        init(from decoder: Decoder) throws {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() { self = .null }
            else if let b = try? value.decode(Bool.self) { self = .bool(b) }
            else if let n = try? value.decode(Int.self) { self = .int(n) }
            else { self = .string(try value.decode(String.self)) }
        }

        func ruleValue(for kind: RuleField.Kind) -> RuleValue {
            switch (kind, self) {
            case (.toggle, .bool(let b)): .toggle(b)
            case (.number, .int(let n)): .number(n)
            case (.optionalNumber, .int(let n)): .optionalNumber(n)
            case (.optionalNumber, .null): .optionalNumber(nil)
            case (.choice, .string(let s)): .choice(s)
            default: .choice("")
            }
        }
    }

    let about: String
    let preset: String
    let seed: UInt64
    let opponents: [String]
    let rules: [String: Value]?
    let steps: [Step]
}

func presetNamed(_ name: String) -> Preset? {
    [("standard", Preset.standard), ("online", .online), ("guide", .guide), ("katlamali", .katlamali), ("duz", .duz)]
        .first { $0.0 == name }?.1
}

func levelNamed(_ name: String) -> BotLevel? {
    [("beginner", BotLevel.beginner), ("easy", .easy), ("medium", .medium), ("hard", .hard)].first { $0.0 == name }?.1
}

func phaseName(_ phase: Phase) -> String {
    switch phase {
    case .draw: "draw"
    case .play: "play"
    case .dealOver: "deal_over"
    case .gameOver: "game_over"
    }
}

func counterName(_ counter: Counter) -> String {
    switch counter {
    case .opening(let value, let needed): "opening \(value)/\(needed)"
    case .pairs(let pairs, let needed): "pairs \(pairs)/\(needed)"
    case .opened(let withPairs): withPairs ? "opened_pairs" : "opened"
    // Worked out off the main actor after each move: the scenarios do not compare it (as on Android).
    case .duz(let duz): "duz \(duz.inSetsAndRuns)/\(duz.pairs)"
    case .none: "none"
    }
}

func messageKind(_ message: UIMessage?) -> String {
    switch message?.text {
    case .engine?: "engine"
    case .app?: "app"
    case nil: "none"
    }
}

func penaltyName(_ reason: PenaltyReason) -> String {
    switch reason {
    case .discardedOkey: "discarded_okey"
    case .discardedPlayableTile: "discarded_playable_tile"
    case .tookBack: "took_back"
    case .gaveOpeningTile: "gave_opening_tile"
    }
}
