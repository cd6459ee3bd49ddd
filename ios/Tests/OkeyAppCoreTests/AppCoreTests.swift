import Foundation
import OkeyAppCore
import XCTest

/// The app core through the real library, as the iPhone's shell drives it, without the shell:
/// what only the crossing can break. Every record and enum arrives whole, a game runs to its end,
/// the files are the device's, no gesture turns into a crash (a Rust panic would abort the app:
/// the bindings call it with `try!`), and calls from two threads at once are safe. The behaviour
/// itself is tested once, in Rust (app/tests).
final class AppCoreTests: XCTestCase {
    private var directories: [URL] = []

    override func tearDown() {
        for directory in directories { try? FileManager.default.removeItem(at: directory) }
    }

    private func directory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("okey-core-\(UUID().uuidString)")
        directories.append(url)
        return url
    }

    private func isLater(_ job: Job) -> Bool { job.kind == .expireMessage || job.kind == .reviewProgress }

    /// Performs the effects as a shell would, the jobs at once (those for later left); the last view.
    @discardableResult
    private func perform(_ app: OkeyApp, _ update: Update) -> ViewModel {
        var view = update.view
        for case .run(let job, _) in update.effects where !isLater(job) {
            view = perform(app, app.run(job: job))
        }
        return view
    }

    private func open(_ directory: URL, entropy: UInt64 = 5) -> (OkeyApp, ViewModel) {
        let app = OkeyApp.open(dataDir: directory.path, systemLanguage: .english, entropy: entropy)
        return (app, perform(app, app.start()))
    }

    /// The player's simple turn: draw, or discard the rack's last tile saying yes to any question.
    private func simpleMove(_ app: OkeyApp, _ table: TableView) -> ViewModel {
        if table.phase == .dealOver { return perform(app, app.send(intent: .nextDeal)) }
        if !table.yourTurn { return app.view() }
        if table.controls.draw { return perform(app, app.send(intent: .draw)) }
        let tile = table.rack.slots.compactMap { $0 }.last!.tile.id
        let after = perform(app, app.send(intent: .discard(tile: tile)))
        return after.table?.dialog != nil ? perform(app, app.send(intent: .answer(answer: .confirm))) : after
    }

    func testAWholeGameIsPlayedRecordedAndNotOfferedAgain() throws {
        let dir = directory()
        let (app, _) = open(dir)
        perform(app, app.send(intent: .show(screen: .newGame)))
        perform(app, app.send(intent: .setRuleOption(key: "deals", value: .number(value: 2))))
        var view = perform(app, app.send(intent: .startGame))
        XCTAssertEqual(view.screen, .table)
        for _ in 0..<5000 {
            let table = try XCTUnwrap(view.table)
            if table.phase == .gameOver { break }
            XCTAssertEqual(table.rack.slots.count, 30)
            view = simpleMove(app, table)
        }
        let table = try XCTUnwrap(view.table)
        XCTAssertEqual(table.phase, .gameOver)
        XCTAssertEqual(try XCTUnwrap(table.scoreSheet).rows.count, 4)
        app.flush()
        for name in ["game.json", "stats.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path), name)
        }
        let (again, home) = open(dir)
        XCTAssertNil(home.home.saved, "a finished game is not offered to continue")
        let statistics = try XCTUnwrap(perform(again, again.send(intent: .show(screen: .statistics))).statistics)
        XCTAssertNil(statistics.empty, "the finished game is counted")
    }

    func testAGameInProgressIsResumedAsItWasLeft() throws {
        let dir = directory()
        let (app, _) = open(dir)
        _ = app.send(intent: .show(screen: .newGame))
        var view = perform(app, app.send(intent: .startGame))
        for _ in 0..<6 { view = simpleMove(app, try XCTUnwrap(view.table)) }
        let rack = try XCTUnwrap(view.table).rack
        app.flush()
        let (again, home) = open(dir, entropy: 99)
        XCTAssertNotNil(home.home.saved)
        XCTAssertEqual(try XCTUnwrap(perform(again, again.send(intent: .continueGame)).table).rack, rack)
    }

    func testADamagedSaveIsSetAsideByteForByteAndThePlayerTold() throws {
        let dir = directory()
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let damaged = Data([0x7b, 0x22, 0xff])
        try damaged.write(to: dir.appendingPathComponent("game.json"))
        let (app, view) = open(dir)
        let notice = try XCTUnwrap(view.notice)
        XCTAssertTrue(notice.contains("game.json could not be loaded"), notice)
        XCTAssertTrue(notice.contains("game.json.damaged-1"), notice)
        XCTAssertEqual(try Data(contentsOf: dir.appendingPathComponent("game.json.damaged-1")), damaged)
        XCTAssertNil(view.home.saved)
        _ = app.send(intent: .show(screen: .newGame))
        XCTAssertEqual(perform(app, app.send(intent: .startGame)).screen, .table)
    }

    func testGesturesTheCoreCannotUseCrashNothing() throws {
        let (app, _) = open(directory())
        _ = app.send(intent: .show(screen: .newGame))
        let start = try XCTUnwrap(perform(app, app.send(intent: .startGame)).table)
        let first = try XCTUnwrap(start.rack.slots.compactMap { $0 }.first).tile.id
        if start.controls.draw {
            let message = try XCTUnwrap(perform(app, app.send(intent: .discard(tile: first))).table?.message)
            XCTAssertTrue(message.refusal && !message.text.isEmpty, "a discard before drawing is refused")
        }
        let before = try XCTUnwrap(app.view().table)
        let nonsense: [Intent] = [
            .toggleTile(tile: 255), .moveTile(tile: 255, slot: 200), .moveTile(tile: first, slot: 200),
            .discard(tile: 255), .layOff(tile: 255, meld: 9999), .retrieveOkey(tile: first, meld: 9999),
            .choosePlayers(players: 9), .chooseOpponent(seat: 7, level: .hard),
            .setRuleOption(key: "no_such_rule", value: .number(value: 3)), .chooseReviewItem(index: 99),
            .answer(answer: .end(side: .high)), .openReview, .nextDeal,
        ]
        for intent in nonsense { perform(app, app.send(intent: intent)) }
        perform(app, app.run(job: Job(kind: .botMove, ticket: .position(game: 0, generation: 0))))
        perform(app, app.run(job: Job(kind: .hint, ticket: .position(game: .max, generation: .max))))
        perform(app, app.run(job: Job(kind: .botMove, ticket: .always)))
        let after = try XCTUnwrap(app.view().table)
        let tiles = { (table: TableView) in table.rack.slots.compactMap { $0?.tile.id }.sorted() }
        XCTAssertEqual(tiles(after), tiles(before))
    }

    func testJobsOnAnotherThreadWhileThisOneSendsGesturesLeaveAConsistentGame() throws {
        let (app, _) = open(directory())
        let worker = DispatchQueue(label: "okey.jobs")
        let workerSeen = Revisions()
        var uiRevisions: [UInt64] = []
        /// Runs the update's jobs, and those they ask for, on the worker queue.
        func runOnWorker(_ update: Update) -> DispatchGroup {
            let group = DispatchGroup()
            let isLater = self.isLater
            worker.async(group: group) {
                var queue = update.effects.compactMap { effect -> Job? in
                    if case .run(let job, _) = effect, !isLater(job) { return job }
                    return nil
                }
                while !queue.isEmpty {
                    let done = app.run(job: queue.removeFirst())
                    workerSeen.append(done.revision)
                    for case .run(let job, _) in done.effects where !isLater(job) { queue.append(job) }
                }
            }
            return group
        }
        _ = app.send(intent: .show(screen: .newGame))
        var pending = runOnWorker(app.send(intent: .startGame))
        for _ in 0..<40 {
            // While the worker runs the bots, this thread reads the view and toggles a tile.
            for _ in 0..<20 {
                let table = try XCTUnwrap(app.view().table)
                let tile = try XCTUnwrap(table.rack.slots.compactMap { $0 }.first).tile.id
                uiRevisions.append(app.send(intent: .toggleTile(tile: tile)).revision)
            }
            pending.wait()
            let table = try XCTUnwrap(app.view().table)
            if table.phase == .dealOver || table.phase == .gameOver { break }
            var update: Update
            if !table.yourTurn {
                update = app.send(intent: .dismissMessage)
            } else if table.controls.draw {
                update = app.send(intent: .draw)
            } else {
                update = app.send(intent: .discard(tile: try XCTUnwrap(table.rack.slots.compactMap { $0 }.last).tile.id))
                if update.view.table?.dialog != nil { update = app.send(intent: .answer(answer: .confirm)) }
            }
            uiRevisions.append(update.revision)
            pending = runOnWorker(update)
        }
        pending.wait()
        let workerRevisions = workerSeen.values
        XCTAssertEqual(uiRevisions, uiRevisions.sorted(), "each thread's updates come in order")
        XCTAssertEqual(workerRevisions, workerRevisions.sorted())
        XCTAssertEqual(Set(uiRevisions + workerRevisions).count, uiRevisions.count + workerRevisions.count, "no revision twice")
        XCTAssertFalse(workerRevisions.isEmpty, "the bots moved on the worker")
        XCTAssertEqual(try XCTUnwrap(app.view().table).rack.slots.count, 30)
    }
}

/// Revisions a worker thread saw, read by the test once the worker is done.
private final class Revisions: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [UInt64] = []

    func append(_ revision: UInt64) {
        lock.lock()
        seen.append(revision)
        lock.unlock()
    }

    var values: [UInt64] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}
