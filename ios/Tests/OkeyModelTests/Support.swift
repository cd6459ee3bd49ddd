import Foundation
import Observation
import OkeyAppCore
import XCTest
@testable import OkeyModel

/// The effects a shell performed that reach the phone: vibrations and VoiceOver's words.
@MainActor
final class RecordedFeedback: Feedback {
    private(set) var haptics: [Haptic] = []
    private(set) var announced: [String] = []
    private(set) var sounds: [Sound] = []

    func haptic(_ kind: Haptic) { haptics.append(kind) }
    func sound(_ kind: Sound) { sounds.append(kind) }
    func announce(_ text: String) { announced.append(text) }
}

/// A clock that moves only when a test says: a sleeper wakes when `advance` passes its deadline.
final class ManualClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [(deadline: Instant, wake: CheckedContinuation<Void, Never>)] = []

    var now: Instant {
        lock.lock()
        defer { lock.unlock() }
        return current
    }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { (wake: CheckedContinuation<Void, Never>) in
            lock.lock()
            if deadline <= current {
                lock.unlock()
                wake.resume()
            } else {
                sleepers.append((deadline, wake))
                lock.unlock()
            }
        }
    }

    func advance(by duration: Duration) {
        lock.lock()
        current = current.advanced(by: duration)
        let now = current
        let due = sleepers.filter { $0.deadline <= now }
        sleepers.removeAll { $0.deadline <= now }
        lock.unlock()
        for sleeper in due { sleeper.wake.resume() }
    }
}

/// True once, when an @Observable property read in `read` is set.
final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var changed = false

    var fired: Bool {
        lock.lock()
        defer { lock.unlock() }
        return changed
    }

    @MainActor
    init(_ read: () -> Void) {
        withObservationTracking(
            read,
            onChange: { [self] in
                lock.lock()
                changed = true
                lock.unlock()
            })
    }
}

/// A fresh data directory for one test, removed afterwards.
final class DataDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("okey-shell-\(UUID().uuidString)", isDirectory: true)

    func file(_ name: String) -> String? {
        try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

@MainActor
extension AppShell {
    var liveTable: TableParts {
        get throws { try XCTUnwrap(table, "no table has been shown") }
    }

    /// The rack's tile ids, slot by slot.
    var rackTiles: [UInt8] {
        table?.rack.slots.compactMap { $0?.tile.id } ?? []
    }

    /// The player's simple turn: draw, then discard the rack's last tile, yes to any question.
    func playSimpleTurn() throws {
        let table = try liveTable
        switch table.phase {
        case .draw:
            send(.draw)
        case .play:
            send(.discard(tile: try XCTUnwrap(rackTiles.last)))
            if table.dialog != nil { send(.answer(answer: .confirm)) }
        case .dealOver, .gameOver:
            break
        }
    }
}
