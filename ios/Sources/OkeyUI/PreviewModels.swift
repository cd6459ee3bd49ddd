#if canImport(SwiftUI)
import Okey
import OkeyModel

/// Models for `#Preview`s: a test engine's fixed table, so previews need no game to be played.
@MainActor
enum PreviewModels {
    static func app() -> AppModel {
        AppModel(engine: TestEngine(), storage: MemoryStorage(), systemLanguage: .english)
    }

    /// A reviewed decision on the test table's rack: drew and threw its 4th tile away, where
    /// taking the discard and throwing the 6th was better.
    static func reviewItem(_ rack: [Tile]) -> ReviewItem {
        ReviewItem(
            deal: 0, turn: 3, moveIndex: 12, points: 15, kind: .weakerMove, code: "weaker_move",
            made: [.draw, .discard(tile: rack[3])], better: [.takeDiscard, .discard(tile: rack[5])],
            madeText: "draw; discard R4", betterText: "take; discard R6", text: "A better move was there.",
            madeWords: "draw from the stock; discard red 4", betterWords: "take the discard; discard red 6",
            position: ""
        )
    }

    static func table() -> TableModel {
        let app = app()
        app.startNewGame()
        if let table = app.table { return table }
        // The test engine's view never throws: this line is not reached.
        // swiftlint:disable:next force_try
        return try! TableModel(game: TestGame(), storage: MemoryStorage(), botPause: { .zero }, confirmCostlyDiscards: { true })
    }
}
#endif
