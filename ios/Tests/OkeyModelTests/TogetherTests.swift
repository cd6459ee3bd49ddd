import Foundation
import OkeyAppCore
import XCTest
@testable import OkeyModel

/// Playing together through the shell over the real library: the pass-and-play hand-over (no
/// rack published until the person taps, and the rack then private), the host's lobby and the
/// Join screen published for their views, discovery asked for by the core's `Effect.browse`.
/// What the transport would tell the core (listening, a table found) the tests tell it instead.
@MainActor
final class TogetherTests: XCTestCase {
    private let directory = DataDirectory()

    private func shell(seed: UInt64 = 11) -> AppShell {
        AppShell.open(directory: directory.url, language: .english, entropy: seed, jobs: InlineJobRunner(holding: [.expireMessage]))
    }

    func testTheHandOverPublishesNoRackUntilThePersonTaps() async throws {
        let shell = shell()
        shell.send(.show(screen: .newGame))
        shell.send(.choosePerson(seat: 0, name: "Deniz"))
        shell.send(.choosePerson(seat: 1, name: "Ayşe"))
        shell.send(.startGame)
        XCTAssertEqual(shell.screen, .table)
        // Deniz plays until the phone is to be passed (the bots' moves run at once).
        for _ in 0..<6 {
            if try shell.liveTable.handover != nil { break }
            try shell.playSimpleTurn()
        }
        let table = try shell.liveTable
        let handover = try XCTUnwrap(table.handover, "no hand-over within six turns")
        XCTAssertEqual(handover.name, "Ayşe")
        XCTAssertEqual(handover.title, "Pass to Ayşe")
        XCTAssertTrue(shell.rackTiles.isEmpty, "every rack hidden")
        XCTAssertFalse(table.isPrivate)
        shell.send(.showRack)
        XCTAssertNil(try shell.liveTable.handover)
        XCTAssertFalse(shell.rackTiles.isEmpty, "Ayşe's rack shows")
        XCTAssertTrue(try shell.liveTable.isPrivate, "and is kept out of the app switcher's snapshot")
        // Going to the background hides it again.
        shell.send(.background)
        XCTAssertNotNil(try shell.liveTable.handover)
        XCTAssertTrue(shell.rackTiles.isEmpty)
    }

    func testTheHostsLobbyIsPublishedWithItsCodeOnceListening() async throws {
        let shell = shell()
        shell.send(.hostTable)
        XCTAssertEqual(shell.newGame?.hosting, true)
        shell.send(.chooseGuestSeat(seat: 1))
        shell.send(.startGame)
        XCTAssertEqual(shell.screen, .lobby)
        let lobby = try XCTUnwrap(shell.lobby)
        XCTAssertTrue(lobby.hosting)
        XCTAssertNil(lobby.code, "no code before the transport listens")
        XCTAssertFalse(lobby.canStart)
        let payload = "okey://join?v=1&host=192.168.1.20&port=47001&fp=3f9a&code=042917"
        shell.send(
            .listening(
                address: "192.168.1.20", port: 47001, code: "042917", fingerprint: "3f9a", payload: payload, identity: Data(count: 32)))
        XCTAssertEqual(shell.lobby?.code, "042 917")
        XCTAssertEqual(shell.lobby?.payload, payload)
        XCTAssertEqual(shell.lobby?.address, "192.168.1.20:47001")
        XCTAssertEqual(shell.lobby?.canStart, true)
    }

    func testJoiningAsksForDiscoveryAndPublishesTheTablesFound() async throws {
        let shell = shell()
        let discovery = RecordedDiscovery()
        shell.discovery = discovery
        shell.send(.joinTable)
        XCTAssertEqual(shell.screen, .join)
        XCTAssertEqual(discovery.asked, [true], "the core's Effect.browse reached discovery")
        shell.send(.tableFound(name: "Okey · Deniz", address: "192.168.1.20", port: 47001))
        XCTAssertEqual(shell.join?.tables.map(\.name), ["Okey · Deniz"])
        shell.send(.chooseFoundTable(index: 0))
        shell.send(.setJoinCode(text: "042917"))
        XCTAssertEqual(shell.join?.address, "192.168.1.20:47001")
        XCTAssertEqual(shell.join?.canJoin, true)
    }
}

@MainActor
private final class RecordedDiscovery: TableDiscovery {
    private(set) var asked: [Bool] = []
    func browse(_ on: Bool) { asked.append(on) }
}
