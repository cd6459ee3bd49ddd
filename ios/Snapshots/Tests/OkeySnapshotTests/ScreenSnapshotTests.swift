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

    /// Pass and play's hand-over and the host's lobby (the transport's part played by the test:
    /// it says the table listens), upright and on its side, in English and Turkish.
    func testHandOverAndLobbyInBothLanguages() {
        for language in [Language.english, .turkish] {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("okey-snapshot-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let shell = AppShell.open(
                directory: directory, language: language, entropy: 11, jobs: InlineJobRunner(holding: [.expireMessage])
            )
            shell.send(.show(screen: .newGame))
            shell.send(.choosePerson(seat: 0, name: "Deniz"))
            shell.send(.choosePerson(seat: 1, name: "Ayşe"))
            shell.send(.startGame)
            // Deniz's turns, plainly, until the phone is to be passed.
            for _ in 0..<12 where shell.table?.handover == nil {
                guard let table = shell.table else { break }
                if table.phase == .draw {
                    shell.send(.draw)
                } else if let last = table.rack.slots.compactMap({ $0?.tile.id }).last {
                    shell.send(.discard(tile: last))
                    if shell.table?.dialog != nil { shell.answer(.confirm) }
                }
            }
            XCTAssertNotNil(shell.table?.handover, "no hand-over to draw")
            if let flights = shell.flights { shell.landed(flights.serial) }
            for (orientation, name) in [(ViewImageConfig.Orientation.landscape, "landscape"), (.portrait, "portrait")] {
                assertSnapshot(
                    of: RootView(shell: shell),
                    as: .image(layout: .device(config: .iPhone13Pro(orientation))),
                    named: "handover-\(language.code)-\(name)"
                )
            }
            shell.send(.show(screen: .home))
            shell.send(.hostTable)
            shell.send(.chooseGuestSeat(seat: 1))
            shell.send(.startGame)
            if shell.dialog != nil { shell.answer(.confirm) }
            shell.send(
                .listening(
                    address: "192.168.1.20", port: 47001, code: "042917", fingerprint: "3f9a",
                    payload: "okey://join?v=1&host=192.168.1.20&port=47001&fp=3f9a&code=042917", identity: Data(count: 32)
                ))
            for (orientation, name) in [(ViewImageConfig.Orientation.landscape, "landscape"), (.portrait, "portrait")] {
                assertSnapshot(
                    of: RootView(shell: shell),
                    as: .image(layout: .device(config: .iPhone13Pro(orientation))),
                    named: "lobby-\(language.code)-\(name)"
                )
            }
        }
    }
}
