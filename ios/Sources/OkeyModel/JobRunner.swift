import OkeyAppCore

/// Runs the app core's jobs (`Effect.run`): waits the delay, calls `OkeyApp.run(job:)` off the
/// main actor, and hands its update back on the main actor. Injected, so that tests decide when a
/// job runs instead of racing a clock or a thread.
@MainActor
public protocol JobRunner: AnyObject {
    /// Runs `work` after `delay`, then `done` with what it returned, on the main actor.
    func schedule(
        _ job: Job, after delay: Duration, work: @escaping @Sendable () -> Update,
        done: @escaping @MainActor (Update) -> Void
    )
}

/// The app's runner: a detached task per job that sleeps on `clock`, then runs the job (a bot
/// thinks there, never on the main actor). Jobs may overlap and finish in any order: the core
/// drops one asked for a table that has moved on.
@MainActor
public final class DetachedJobRunner<C: Clock>: JobRunner where C.Duration == Duration {
    private let clock: C
    private var running: [Int: Task<Void, Never>] = [:]
    private var serial = 0

    public init(clock: C) {
        self.clock = clock
    }

    public func schedule(
        _ job: Job, after delay: Duration, work: @escaping @Sendable () -> Update,
        done: @escaping @MainActor (Update) -> Void
    ) {
        // The deadline is read now, not when the task starts: a job is due `delay` after it was
        // asked for, however late its task gets a thread.
        let deadline = clock.now.advanced(by: delay)
        let clock = clock
        serial += 1
        let id = serial
        let finish: @MainActor (Update) -> Void = { [weak self] update in
            self?.running[id] = nil
            done(update)
        }
        running[id] = Task.detached(priority: .userInitiated) {
            if delay > .zero {
                try? await clock.sleep(until: deadline, tolerance: nil)
            }
            let update = work()
            await finish(update)
        }
    }

    /// Waits for the jobs scheduled so far (not for those they schedule in turn). For tests
    /// driving the clock: advance it past the jobs' deadlines first, or this waits for ever.
    public func finishScheduled() async {
        for task in Array(running.values) {
            await task.value
        }
    }
}

extension DetachedJobRunner where C == ContinuousClock {
    /// The runner on the real clock.
    public convenience init() {
        self.init(clock: ContinuousClock())
    }
}

/// A runner on the main actor, for tests and previews: every job runs as soon as it is asked
/// for, whatever its delay (in order, one after the other: a job asked for by a job runs after
/// it, never inside it), except the kinds in `holding`, which wait until `runHeld` is called.
@MainActor
public final class InlineJobRunner: JobRunner {
    /// Every job asked for, in order, with its delay.
    public private(set) var asked: [(kind: JobKind, delay: Duration)] = []
    private var holding: Set<JobKind>
    private var queue: [(job: Job, run: () -> Void)] = []
    private var held: [(job: Job, run: () -> Void)] = []
    private var draining = false

    public init(holding: Set<JobKind> = []) {
        self.holding = holding
    }

    public func schedule(
        _ job: Job, after delay: Duration, work: @escaping @Sendable () -> Update,
        done: @escaping @MainActor (Update) -> Void
    ) {
        asked.append((job.kind, delay))
        let run = { done(work()) }
        if holding.contains(job.kind) {
            held.append((job, run))
        } else {
            queue.append((job, run))
            drain()
        }
    }

    /// The held jobs of `kind` waiting.
    public func waiting(_ kind: JobKind) -> Int {
        held.filter { $0.job.kind == kind }.count
    }

    /// Runs the held jobs of `kind` (as if their time had come), and what they ask for.
    public func runHeld(_ kind: JobKind) {
        let due = held.filter { $0.job.kind == kind }
        held.removeAll { $0.job.kind == kind }
        queue.append(contentsOf: due)
        drain()
    }

    private func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        while !queue.isEmpty {
            queue.removeFirst().run()
        }
    }
}
