import Okey
import OkeyModel
import OkeyUI
import SnapshotTesting
import SwiftUI
import XCTest

/// Home and the table, upright and on its side, in English and Turkish, drawn from the test
/// engine's fixed table so that the images do not change from run to run.
@MainActor
final class ScreenSnapshotTests: XCTestCase {
    func testHomeAndTableInBothLanguages() async {
        for language in [Language.english, .turkish] {
            let app = AppModel(engine: TestEngine(), storage: MemoryStorage(), systemLanguage: language)
            assertSnapshot(
                of: RootView(app: app),
                as: .image(layout: .device(config: .iPhone13Pro(.portrait))),
                named: "home-\(language.code)"
            )
            app.startNewGame()
            for (orientation, name) in [(ViewImageConfig.Orientation.landscape, "landscape"), (.portrait, "portrait")] {
                assertSnapshot(
                    of: RootView(app: app),
                    as: .image(layout: .device(config: .iPhone13Pro(orientation))),
                    named: "table-\(language.code)-\(name)"
                )
            }
        }
    }
}
