#if canImport(SwiftUI)
import Okey
import OkeyModel

/// Models for `#Preview`s: a test engine's fixed table, so previews need no game to be played.
@MainActor
enum PreviewModels {
    static func app() -> AppModel {
        AppModel(engine: TestEngine(), storage: MemoryStorage(), systemLanguage: .english)
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
