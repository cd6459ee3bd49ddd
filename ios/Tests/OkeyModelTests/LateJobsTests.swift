import Foundation
import OkeyAppCore
import XCTest
@testable import OkeyModel

/// A runner whose jobs run as soon as they are asked for, but whose answers reach the shell only
/// when the test delivers them, newest first: a job's view is then older than what the shell
/// shows, as when a background job finishes after a gesture.
@MainActor
private final class LateJobRunner: JobRunner {
    private var answers: [() -> Void] = []

    func schedule(
        _ job: Job, after delay: Duration, work: @escaping @Sendable () -> Update,
        done: @escaping @MainActor (Update) -> Void
    ) {
        let update = work()
        answers.append { done(update) }
    }

    var waiting: Int { answers.count }

    /// Hands back every answer waiting, the newest first.
    func deliver() {
        let due = answers.reversed()
        answers.removeAll()
        for answer in due { answer() }
    }
}

/// Jobs run on other threads and finish in any order: the shell never draws a view older than
/// the one on screen. (It publishes the core's view as it stands when a job's answer arrives,
/// not the view the job made; so it needs no revision number to compare.)
@MainActor
final class LateJobsTests: XCTestCase {
    private let directory = DataDirectory()

    func testAJobsAnswerThatArrivesAfterAGestureDoesNotUndoIt() async throws {
        let jobs = LateJobRunner()
        let shell = AppShell.open(directory: directory.url, language: .english, entropy: 5, jobs: jobs)
        shell.send(.startGame)
        XCTAssertGreaterThan(jobs.waiting, 0, "the start asked for jobs (saving, bots)")
        // Their views were made before this tap.
        let tile = try XCTUnwrap(shell.rackTiles.first)
        shell.send(.toggleTile(tile: tile))
        let selected = { (shell.table?.rack.slots.compactMap { $0 }.first { $0.tile.id == tile })?.selected }
        XCTAssertEqual(selected(), true)
        for _ in 0..<3 {
            jobs.deliver()
            XCTAssertEqual(selected(), true, "a job's older view did not come back")
        }
    }
}
