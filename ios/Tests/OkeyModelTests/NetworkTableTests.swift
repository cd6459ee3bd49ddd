import Foundation
import OkeyAppCore
import XCTest
@testable import OkeyModel

/// A table over the real network through the app's shell: two shells in this process, each with
/// the app's `LinkNetwork` over the Rust transport (listening on 127.0.0.1), one hosting with two
/// bots, one joining by address and code; the host's person and the guest play a deal to its end.
/// The network's intents reach each shell on the main queue, as in the app; each wait here is for
/// a message, with a deadline only to fail instead of hanging.
@MainActor
final class NetworkTableTests: XCTestCase {
    private let hostDirectory = DataDirectory()
    private let guestDirectory = DataDirectory()

    /// Jobs run at once but for the timed ones a network needs (a guest's sync, a dropped
    /// guest's wait), which nothing here needs: loopback loses no message.
    private let held: Set<JobKind> = [.expireMessage, .guestSync, .guestWaited]

    func testAHostAndAGuestPlayADealOverLoopbackAndAgreeOnTheScore() async throws {
        let hostNetwork = LinkNetwork(directory: hostDirectory.url, loopbackOnly: true)
        let guestNetwork = LinkNetwork(directory: guestDirectory.url, loopbackOnly: true)
        defer {
            hostNetwork.stop()
            guestNetwork.stop()
        }
        let host = try await hostInLobby(entropy: 21, network: hostNetwork)
        let address = try XCTUnwrap(host.lobby?.address)
        let code = try XCTUnwrap(host.lobby?.code).replacingOccurrences(of: " ", with: "")
        XCTAssertTrue(address.hasPrefix("127.0.0.1:"), address)

        let guest = AppShell.open(
            directory: guestDirectory.url, language: .english, entropy: 22, jobs: InlineJobRunner(holding: held), network: guestNetwork)
        guest.send(.show(screen: .newGame))
        guest.send(.choosePerson(seat: 0, name: "Ayşe"))
        guest.send(.show(screen: .home))
        guest.send(.joinTable)
        guest.send(.setJoinAddress(text: address))
        guest.send(.setJoinCode(text: code))
        guest.send(.join)
        try await until("Ayşe is seated in the host's lobby") {
            host.lobby?.seats.contains { $0.name == "Ayşe" && $0.kind == .guest(connected: true) } == true
        }
        host.send(.startGame)
        try await until("the guest sees the table") { guest.screen == .table }

        var moves = 0
        var acted: [ObjectIdentifier: (phase: TablePhase, rack: [UInt8])] = [:]
        try await until("the deal ends at both tables", seconds: 120) {
            for shell in [host, guest] {
                guard let table = shell.table, table.yourTurn, table.handover == nil else { continue }
                // One gesture per table seen: the guest's table changes when the host answers.
                let seen = (table.phase, shell.rackTiles)
                if let last = acted[ObjectIdentifier(shell)], last.phase == seen.0, last.rack == seen.1 { continue }
                acted[ObjectIdentifier(shell)] = seen
                try? shell.playSimpleTurn()
                moves += 1
            }
            return [host, guest].allSatisfy { [.dealOver, .gameOver].contains($0.table?.phase) }
        }
        XCTAssertGreaterThan(moves, 10)
        let hostTotals = try XCTUnwrap(host.table?.scoreSheet).rows.map(\.total).sorted()
        let guestTotals = try XCTUnwrap(guest.table?.scoreSheet).rows.map(\.total).sorted()
        XCTAssertEqual(hostTotals, guestTotals, "the guest's score sheet is the host's")
    }

    /// The Join screen's Scan: the host's QR text read by the Rust `scannedTable`; another key's
    /// QR code is refused at the handshake, the host's joins.
    func testAGuestJoinsByTheHostsQrCodeWithItsKeyPinned() async throws {
        let hostNetwork = LinkNetwork(directory: hostDirectory.url, loopbackOnly: true)
        let guestNetwork = LinkNetwork(directory: guestDirectory.url, loopbackOnly: true)
        defer {
            hostNetwork.stop()
            guestNetwork.stop()
        }
        let host = try await hostInLobby(entropy: 31, network: hostNetwork)
        let payload = try XCTUnwrap(host.lobby?.payload)
        let code = try XCTUnwrap(host.lobby?.code).replacingOccurrences(of: " ", with: "")

        let guest = AppShell.open(
            directory: guestDirectory.url, language: .english, entropy: 32, jobs: InlineJobRunner(holding: held), network: guestNetwork)
        guest.send(.joinTable)
        guest.send(scannedTable(text: "https://example.com/menu"))
        XCTAssertEqual(guest.join?.status, "That QR code is not an Okey table's.")
        let otherKey = payload.replacingOccurrences(
            of: "fp=[0-9a-fA-F]{64}", with: "fp=" + String(repeating: "0", count: 64), options: .regularExpression)
        guest.send(scannedTable(text: otherKey))
        guest.send(.setJoinCode(text: code))
        guest.send(.join)
        try await until("the other key is refused") { guest.join?.status == "That is not the table of the QR code." }
        guest.send(scannedTable(text: payload))
        XCTAssertNil(guest.join?.status)
        XCTAssertEqual(guest.join?.address, host.lobby?.address)
        guest.send(.join)
        try await until("the guest who scanned is seated") {
            host.lobby?.seats.contains { $0.kind == .guest(connected: true) } == true && guest.screen == .lobby
        }
    }

    /// A host's shell over `network`, Deniz at seat 0, in its lobby with seat 1 kept for a guest,
    /// once the transport listens.
    private func hostInLobby(entropy: UInt64, network: LinkNetwork) async throws -> AppShell {
        let host = AppShell.open(
            directory: hostDirectory.url, language: .english, entropy: entropy, jobs: InlineJobRunner(holding: held), network: network)
        host.send(.hostTable)
        host.send(.choosePerson(seat: 0, name: "Deniz"))
        host.send(.chooseGuestSeat(seat: 1))
        host.send(.startGame)
        XCTAssertEqual(host.screen, .lobby)
        try await until("the host listens") { host.lobby?.address != nil && host.lobby?.payload != nil }
        return host
    }

    /// Lets the main queue run (the network's intents) until `done`, failing after `seconds`.
    private func until(_ what: String, seconds: Double = 30, _ done: () throws -> Bool) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while try !done() {
            if Date() > deadline {
                XCTFail("not within \(seconds) s: \(what)")
                throw CancellationError()
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
