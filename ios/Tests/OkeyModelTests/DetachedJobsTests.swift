import Foundation
import OkeyAppCore
import XCTest
@testable import OkeyModel

/// The app's own job runner: each job on a detached task that sleeps its delay on the injected
/// clock. The test moves the clock and then waits for the tasks that are due, so nothing races.
@MainActor
final class DetachedJobsTests: XCTestCase {
    private let directory = DataDirectory()

    func testBotsAndAMessageWaitForTheClockThenTheirUpdatesArePublished() async throws {
        let clock = ManualClock()
        let jobs = DetachedJobRunner(clock: clock)
        let feedback = RecordedFeedback()
        let shell = AppShell.open(directory: directory.url, language: .english, entropy: 5, jobs: jobs, feedback: feedback)
        shell.send(.show(screen: .newGame))
        shell.send(.startGame)
        // Each bot move is due a pause (600 ms) after the one before; the player moves simply.
        var waited = 0
        for _ in 0..<100 {
            let table = try shell.liveTable
            if table.yourTurn && table.phase == .draw { break }
            if table.yourTurn {
                try shell.playSimpleTurn()
            } else {
                clock.advance(by: .milliseconds(600))
                await jobs.finishScheduled()
                waited += 1
            }
        }
        let table = try shell.liveTable
        XCTAssertTrue(table.yourTurn && table.phase == .draw, "the bots moved as the clock went")
        XCTAssertGreaterThan(waited, 0)
        XCTAssertTrue(table.seats.allSatisfy { !$0.thinking }, "no bot thinks on the player's turn")

        shell.send(.discard(tile: try XCTUnwrap(shell.rackTiles.first)))  // before drawing: refused
        let message = try XCTUnwrap(table.message)
        XCTAssertEqual(feedback.announced.last, message.text)
        // The message's expiry sleeps four seconds on the clock: not yet...
        clock.advance(by: .milliseconds(3999))
        XCTAssertEqual(table.message, message)
        // ...now. Its task wakes, runs the job off the main actor and publishes on it.
        clock.advance(by: .milliseconds(1))
        await jobs.finishScheduled()
        XCTAssertNil(table.message)
    }
}
