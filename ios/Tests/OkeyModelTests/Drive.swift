import Okey
import XCTest
@testable import OkeyModel

/// Helpers that drive the models only through their state and intents, as a player would.
@MainActor
enum Drive {
    static let engine = LiveEngine()

    static func setup(_ preset: Preset, seed: UInt64, level: BotLevel = .easy) -> GameSetup {
        GameSetup(rules: engine.rules(for: preset), opponents: Array(repeating: level, count: 3), seed: seed)
    }

    static func table(
        _ preset: Preset, seed: UInt64, storage: MemoryStorage = MemoryStorage(), onGameOver: @escaping (String) -> Void = { _ in }
    ) throws -> TableModel {
        try TableModel(
            game: try engine.start(setup(preset, seed: seed)), storage: storage, botPause: { .zero },
            confirmCostlyDiscards: { true }, seed: seed, onGameOver: onGameOver
        )
    }

    /// Waits until the player may act (bots done) or the deal is over.
    static func settle(_ table: TableModel) async {
        table.start()
        await table.settled()
    }

    /// Asks for a hint through the model and waits for it.
    static func hinted(_ table: TableModel) async throws -> Action {
        table.requestHint()
        await table.settled()
        return try XCTUnwrap(table.hint?.action, "no hint")
    }

    /// Plays one of the player's moves by following the hint through the intents.
    static func playHinted(_ table: TableModel) async throws {
        let action = try await hinted(table)
        switch action {
        case .draw: table.draw()
        case .takeDiscard: table.takeDiscard()
        case .returnTaken: table.returnTaken()
        case .showIndicator: table.showIndicator()
        case .nextDeal: table.nextDeal()
        case .takeBackAll:
            table.takeBack()
            if table.confirmTakeBack { table.confirmTakingBack() }
        case .lay(let melds):
            // One meld at a time, as a player lays them: select its tiles, press Lay.
            for meld in melds {
                for tile in meld.tiles { table.toggleSelect(tile.id) }
                table.laySelected()
                XCTAssertNil(table.message, "Lay \(meld) refused")
            }
        case .layOff(let tile, let meld, let side):
            table.layOff(tile.id, onto: meld)
            if table.pendingLayOff != nil { table.chooseLayOffSide(side ?? .high) }
        case .retrieveOkey(let tile, let meld): table.retrieveOkey(tile.id, from: meld)
        case .discard(let tile):
            table.discard(tile.id)
            if table.pendingDiscard != nil { table.confirmDiscard() }
        case .finish(let tile):
            table.toggleSelect(tile.id)
            table.finish()
        default: XCTFail("unexpected hint \(action)")
        }
        XCTAssertNil(table.message, "\(action) refused: \(String(describing: table.message))")
    }

    /// Plays the whole deal: bots by themselves, the player by the hints.
    static func playDeal(_ table: TableModel) async throws {
        for _ in 0..<2000 {
            await settle(table)
            if table.dealOver { return }
            try await playHinted(table)
        }
        XCTFail("the deal did not end")
    }

    /// Plays deals as `playDeal` does, pressing Next deal between them, until the game is over.
    static func playGame(_ table: TableModel) async throws {
        for _ in 0..<50 {
            try await playDeal(table)
            if table.view.phase == .gameOver { return }
            table.nextDeal()
        }
        XCTFail("the game did not end")
    }
}
