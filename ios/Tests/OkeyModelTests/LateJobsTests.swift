import Foundation
import OkeyAppCore
import XCTest
@testable import OkeyModel

/// A runner that holds every job until the test runs it, and every answer until the test hands
/// it back: a job's view can then be older than what the shell shows, as when a background job
/// finishes after a gesture, or after another job asked later.
@MainActor
private final class HeldJobRunner: JobRunner {
    private var jobs: [(kind: JobKind, work: @Sendable () -> Update, done: @MainActor (Update) -> Void)] = []

    func schedule(
        _ job: Job, after delay: Duration, work: @escaping @Sendable () -> Update,
        done: @escaping @MainActor (Update) -> Void
    ) {
        jobs.append((job.kind, work, done))
    }

    var waiting: [JobKind] { jobs.map(\.kind) }

    /// Runs the first waiting job of `kind` now; its answer is handed back by calling the result.
    func run(_ kind: JobKind) throws -> (update: Update, deliver: () -> Void) {
        let index = try XCTUnwrap(jobs.firstIndex { $0.kind == kind }, "no \(kind) job waits")
        let job = jobs.remove(at: index)
        let update = job.work()
        return (update, { job.done(update) })
    }

    /// Runs and hands back every waiting job but `kind`, and what they ask for, until only
    /// `kind` waits: the bots have moved and it is the player's turn.
    func runAll(but kind: JobKind) throws {
        for _ in 0..<1000 {
            guard let next = jobs.first(where: { $0.kind != kind })?.kind else { return }
            try run(next).deliver()
        }
        XCTFail("the jobs never stopped asking for more")
    }
}

/// Jobs run on other threads and finish in any order: the shell draws an update only if its
/// revision is larger than the view's on screen (as the Android shell does), and still performs
/// its effects.
@MainActor
final class LateJobsTests: XCTestCase {
    private let directory = DataDirectory()

    private func selected(_ tile: UInt8, in shell: AppShell) -> Bool? {
        (shell.table?.rack.slots.compactMap { $0 }.first { $0.tile.id == tile })?.selected
    }

    func testAJobsAnswerThatArrivesAfterAGestureDoesNotUndoIt() async throws {
        let jobs = HeldJobRunner()
        let shell = AppShell.open(directory: directory.url, language: .english, entropy: 5, jobs: jobs)
        shell.send(.show(screen: .newGame))
        shell.send(.startGame)
        XCTAssertTrue(jobs.waiting.contains(.save), "the start asked to save: \(jobs.waiting)")
        // The job's view is made before this tap, and handed back after it.
        let late = try jobs.run(.save)
        let tile = try XCTUnwrap(shell.rackTiles.first)
        XCTAssertEqual(late.update.view.table?.rack.slots.compactMap { $0 }.first?.selected, false)
        shell.send(.toggleTile(tile: tile))
        XCTAssertEqual(selected(tile, in: shell), true)
        late.deliver()
        XCTAssertEqual(selected(tile, in: shell), true, "the job's older view was not drawn")
    }

    func testOfTwoAnswersArrivingNewestFirstTheOlderIsNotDrawn() async throws {
        let jobs = HeldJobRunner()
        let shell = AppShell.open(directory: directory.url, language: .english, entropy: 5, jobs: jobs)
        shell.send(.show(screen: .newGame))
        shell.send(.startGame)
        let tile = try XCTUnwrap(shell.rackTiles.first)
        let older = try jobs.run(.save)
        shell.send(.toggleTile(tile: tile))
        // A second job, asked by a later gesture, answers with the tile selected.
        shell.send(.hint)
        let newer = try jobs.run(.hint)
        XCTAssertGreaterThan(newer.update.revision, older.update.revision)
        XCTAssertNotEqual(newer.update.view.table?.rack, older.update.view.table?.rack)
        newer.deliver()
        let shown = try shell.liveTable.rack
        older.deliver()
        XCTAssertEqual(try shell.liveTable.rack, shown, "the older answer, arriving last, was not drawn")
        XCTAssertEqual(selected(tile, in: shell), true)
    }

    func testAJobsAnswerMadeAfterTheViewOnScreenIsDrawn() async throws {
        let jobs = HeldJobRunner()
        let shell = AppShell.open(directory: directory.url, language: .english, entropy: 5, jobs: jobs)
        shell.send(.show(screen: .newGame))
        shell.send(.startGame)
        try jobs.runAll(but: .hint)
        shell.send(.hint)
        XCTAssertNil(try shell.liveTable.hint, "the hint is worked out in its job")
        let hint = try jobs.run(.hint)
        XCTAssertNotNil(hint.update.view.table?.hint)
        hint.deliver()
        XCTAssertEqual(try shell.liveTable.hint, hint.update.view.table?.hint, "the job's newer view was drawn")
    }
}
