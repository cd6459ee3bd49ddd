#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Review: the player's costliest decisions of the game, as the engine judged them (deal, turn,
/// what was done, what was better, the points), the worst first. Tapping one shows its position.
@MainActor
struct ReviewView: View {
    let review: ReviewModel

    var body: some View {
        List {
            switch review.state {
            case .working:
                ProgressView { Text("review.working") }
            case .refused(let message):
                Text(verbatim: message).foregroundStyle(.red)
            case .ready(let result):
                Section {
                    Text("review.agreed \(Int(result.agreed)) \(Int(result.turns))")
                    if result.items.isEmpty { Text("review.none") }
                }
                ForEach(Array(result.items.enumerated()), id: \.offset) { _, item in
                    Button { review.show(item) } label: { ReviewRow(item: item) }
                        .foregroundStyle(.primary)
                }
            }
        }
        .navigationTitle("review.title")
        .sheet(isPresented: Binding(get: { review.shown != nil }, set: { if !$0 { review.hidePosition() } })) {
            if let item = review.shown { PositionView(item: item) }
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
            Text("review.made") + Text(verbatim: " " + item.madeText).font(.body.monospaced())
            if !item.betterText.isEmpty {
                Text("review.better") + Text(verbatim: " " + item.betterText).font(.body.monospaced())
            }
            Text(verbatim: item.text).font(.callout).foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

/// The position a decision was made in, in the engine's position notation.
struct PositionView: View {
    let item: ReviewItem

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 12) {
                    ReviewRow(item: item)
                    Text(verbatim: item.position).font(.footnote.monospaced()).textSelection(.enabled)
                }
                .padding()
            }
            .navigationTitle("review.position")
        }
        .presentationDetents([.medium, .large])
    }
}

#Preview("Review") {
    let review = ReviewModel(game: TestGame(), language: .english)
    review.start()
    return NavigationStack { ReviewView(review: review) }
}
#endif
