import Observation
import Okey

/// The Review screen, opened from Game over: the player's costliest decisions as the engine judges
/// them (deal, turn, what was done, what was better, the points it cost), in the player's
/// language. The engine's play-outs take about a second, so the review runs off the main actor and
/// reports its progress; leaving the screen (`close`) stops it. Tapping a decision loads the
/// position it was made in, as the player saw it, for the view to draw.
@Observable @MainActor
public final class ReviewModel {
    public enum State: Equatable, Sendable {
        /// The engine is at work: `done` of `total` turns judged (`total` is 0 until it has
        /// counted them).
        case working(done: Int, total: Int)
        case ready(GameReview)
        /// The engine refused (Düz Okey has no review): its message.
        case refused(String)
    }

    /// The shown decision's position.
    public enum Position: Equatable, Sendable {
        /// The engine is replaying the game to it.
        case loading
        case drawn(TablePicture)
        /// The engine could not: its message.
        case failed(String)
    }

    public private(set) var state: State = .working(done: 0, total: 0)
    /// The decision whose position is shown.
    public private(set) var shown: ReviewItem?
    /// Its position; nil when no decision is shown.
    public private(set) var position: Position?

    private let game: GameHandle
    private let language: Language
    @ObservationIgnored private var task: Task<Void, Never>?
    @ObservationIgnored private var positionTask: Task<Void, Never>?
    /// Whether the screen was left: the engine's work stops and nothing more is published.
    public private(set) var closed = false

    public init(game: GameHandle, language: Language) {
        self.game = game
        self.language = language
    }

    /// The decisions, the costliest first; empty while working or refused.
    public var items: [ReviewItem] {
        if case .ready(let review) = state { return review.items }
        return []
    }

    /// Asks the engine for the review, once. Its progress reports arrive in order through a
    /// stream and only move the count forward; the engine's thread hears "stop" once this task is
    /// cancelled (`close`).
    public func start() {
        guard task == nil, !closed else { return }
        let game = game
        let language = language
        task = Task {
            // Left before it began: the engine is never asked.
            guard !Task.isCancelled else { return }
            let (reports, reporter) = AsyncStream.makeStream(of: (done: UInt32, total: UInt32).self)
            let work = Task.detached(priority: .userInitiated) {
                defer { reporter.finish() }
                return Result {
                    try game.review(in: language) { done, total in
                        reporter.yield((done, total))
                        return !Task.isCancelled
                    }
                }
            }
            let outcome = await withTaskCancellationHandler {
                for await report in reports { advance(done: Int(report.done), total: Int(report.total)) }
                return await work.value
            } onCancel: {
                work.cancel()
            }
            // Left meanwhile: the engine stopped (`review_cancelled`) or finished; nobody looks.
            guard !Task.isCancelled else { return }
            switch outcome {
            case .success(let review): state = .ready(review)
            case .failure(let error): state = .refused((error as? EngineRefusal)?.detail ?? String(describing: error))
            }
        }
    }

    private func advance(done: Int, total: Int) {
        // A report the engine made as the player left may still come through the stream.
        guard !closed, case .working(let shownDone, _) = state, done >= shownDone else { return }
        state = .working(done: done, total: total)
    }

    /// The player left the Review: the engine stops at its next turn, and nothing more is shown.
    public func close() {
        closed = true
        task?.cancel()
        positionTask?.cancel()
    }

    /// Waits for the review and any position being loaded: for tests.
    public func settled() async {
        await task?.value
        await positionTask?.value
    }

    /// Shows the position `item` was decided in: the engine replays the game to it off the main
    /// actor. An item not in the review shows nothing.
    public func show(_ item: ReviewItem) {
        guard items.contains(item), !closed else { return hidePosition() }
        guard shown != item else { return }
        positionTask?.cancel()
        shown = item
        position = .loading
        let game = game
        positionTask = Task {
            let outcome = await Task.detached(priority: .userInitiated) {
                Result { try game.reviewPosition(at: item.moveIndex) }
            }.value
            guard !Task.isCancelled, shown == item else { return }
            switch outcome {
            case .success(let view): position = .drawn(TablePicture(position: view, seats: game.seats, item: item))
            case .failure(let error): position = .failed((error as? EngineRefusal)?.detail ?? String(describing: error))
            }
        }
    }

    /// From a position back to the list.
    public func hidePosition() {
        positionTask?.cancel()
        shown = nil
        position = nil
    }
}
