import Foundation
import OkeyAppCore
import OkeyModel
import OkeyUI
import SnapshotTesting
import SwiftUI
import XCTest

/// Home and the table, upright and on its side, in English and Turkish, drawn from the real app
/// core over a fresh directory with a fixed seed and its jobs run at once, so that the images do
/// not change from run to run.
@MainActor
final class ScreenSnapshotTests: XCTestCase {
    func testHomeAndTableInBothLanguages() {
        for language in [Language.english, .turkish] {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("okey-snapshot-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let shell = AppShell.open(
                directory: directory, language: language, entropy: 7, jobs: InlineJobRunner(holding: [.expireMessage])
            )
            shell.send(.show(screen: .home))
            assertSnapshot(
                of: RootView(shell: shell),
                as: .image(layout: .device(config: .iPhone13Pro(.portrait))),
                named: "home-\(language.code)"
            )
            shell.send(.startGame)
            // The flights of the bots' moves have landed.
            if let flights = shell.flights { shell.landed(flights.serial) }
            for (orientation, name) in [(ViewImageConfig.Orientation.landscape, "landscape"), (.portrait, "portrait")] {
                assertSnapshot(
                    of: RootView(shell: shell),
                    as: .image(layout: .device(config: .iPhone13Pro(orientation))),
                    named: "table-\(language.code)-\(name)"
                )
            }
        }
    }
}
