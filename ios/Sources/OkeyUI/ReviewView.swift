#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Review: the player's costliest decisions of the game, as the engine judged them (deal, turn,
/// what was done, what was better, the points), the worst first, with the engine's progress
/// ("Turn 12 of 40") while it works. Tapping one shows its position in place of the list; Back
/// returns to the list.
@MainActor
struct ReviewView: View {
    let review: ReviewModel

    var body: some View {
        if let item = review.shown {
            ReviewPositionView(item: item, position: review.position) { review.hidePosition() }
        } else {
            decisions.navigationTitle("review.title")
        }
    }

    private var decisions: some View {
        List {
            switch review.state {
            case .working(let done, let total):
                ReviewProgressView(done: done, total: total)
            case .refused(let message):
                Text(verbatim: message).foregroundStyle(.red)
            case .ready(let result):
                Section {
                    Text("review.agreed \(Int(result.agreed)) \(Int(result.turns))")
                    if result.items.isEmpty {
                        Text("review.none")
                    } else {
                        Text("review.tapHint").font(.footnote).foregroundStyle(.secondary)
                    }
                }
                ForEach(Array(result.items.enumerated()), id: \.offset) { _, item in
                    Button { review.show(item) } label: { ReviewRow(item: item) }
                        .foregroundStyle(.primary)
                }
            }
        }
    }
}

/// The engine at work: "Turn 12 of 40" over a bar; a spinning one until it has counted the turns.
struct ReviewProgressView: View {
    let done: Int
    let total: Int

    var body: some View {
        if total > 0 {
            ProgressView(value: Double(min(done, total)), total: Double(total)) {
                Text("review.working")
            } currentValueLabel: {
                Text("review.progress \(done) \(total)").monospacedDigit()
            }
        } else {
            ProgressView { Text("review.working") }
        }
    }
}

/// One decision: where, what it cost, what was done and what was better, and why in words.
struct ReviewRow: View {
    let item: ReviewItem

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("review.dealTurn \(Int(item.deal) + 1) \(Int(item.turn))").font(.headline)
                Spacer()
                Text("review.points \(Int(item.points))").font(.headline.monospacedDigit())
            }
            Text("review.made") + Text(verbatim: " " + item.madeWords)
            if !item.betterWords.isEmpty {
                Text("review.better") + Text(verbatim: " " + item.betterWords)
            }
            Text(verbatim: item.text).font(.callout).foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

#Preview("Review") {
    let game = TestGame()
    let rack = game.table.rack
    game.nextReview = GameReview(seat: 0, turns: 12, agreed: 9, items: [PreviewModels.reviewItem(rack)])
    let review = ReviewModel(game: game, language: .english)
    review.start()
    return NavigationStack { ReviewView(review: review) }
}

#Preview("Review at work") {
    List { ReviewProgressView(done: 12, total: 40) }
}
#endif
