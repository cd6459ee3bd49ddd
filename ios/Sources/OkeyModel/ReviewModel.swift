import Observation
import Okey

/// The Review screen, opened from Game over: the player's costliest decisions as the engine judges
/// them (deal, turn, what was done, what was better, the points it cost), in the player's
/// language; tapping one shows the position it was made in. The engine's play-outs are slow, so
/// the review runs off the main actor.
@Observable @MainActor
public final class ReviewModel {
    public enum State: Equatable, Sendable {
        case working
        case ready(GameReview)
        /// The engine refused (Düz Okey has no review): its message.
        case refused(String)
    }

    public private(set) var state: State = .working
    /// The decision whose position is shown.
    public private(set) var shown: ReviewItem?

    private let game: GameHandle
    private let language: Language
    @ObservationIgnored private var task: Task<Void, Never>?

    public init(game: GameHandle, language: Language) {
        self.game = game
        self.language = language
    }

    /// The decisions, the costliest first; empty while working or refused.
    public var items: [ReviewItem] {
        if case .ready(let review) = state { return review.items }
        return []
    }

    /// Asks the engine for the review, once.
    public func start() {
        guard task == nil, state == .working else { return }
        let game = game
        let language = language
        task = Task {
            let outcome = await Task.detached(priority: .userInitiated) { Result { try game.review(in: language) } }.value
            switch outcome {
            case .success(let review): state = .ready(review)
            case .failure(let error): state = .refused((error as? EngineRefusal)?.detail ?? String(describing: error))
            }
        }
    }

    /// Waits for the review: for tests.
    public func settled() async { await task?.value }

    public func show(_ item: ReviewItem) { shown = items.contains(item) ? item : nil }
    public func hidePosition() { shown = nil }
}
