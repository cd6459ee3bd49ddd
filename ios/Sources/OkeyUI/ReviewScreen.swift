#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Review: the player's costliest decisions of the game as the engine judged them, in the core's
/// words, the worst first, with the engine's progress ("Turn 12 of 40") while it works. Tapping
/// one shows its position in place of the list; Back returns to the list.
@MainActor
struct ReviewScreen: View {
    let review: ReviewView
    let shell: AppShell

    var body: some View {
        if let chosen = review.chosen, let position = review.position, let item = item(chosen) {
            ReviewPositionView(item: item, position: position) { shell.send(.chooseReviewItem(index: nil)) }
        } else {
            decisions.navigationTitle("review.title")
        }
    }

    private func item(_ index: UInt32) -> ReviewItemView? {
        guard case .done(_, let items) = review.state, items.indices.contains(Int(index)) else { return nil }
        return items[Int(index)]
    }

    private var decisions: some View {
        List {
            switch review.state {
            case .working(let done, let total, let text):
                ReviewProgressView(done: Int(done), total: Int(total), text: text)
            case .failed(let reason):
                Text(verbatim: reason).foregroundStyle(.red)
            case .done(let summary, let items):
                Section {
                    Text(verbatim: summary)
                    if !items.isEmpty {
                        Text("review.tapHint").font(.footnote).foregroundStyle(.secondary)
                    }
                }
                ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                    Button {
                        shell.send(.chooseReviewItem(index: UInt32(index)))
                    } label: {
                        ReviewRow(item: item)
                    }
                    .foregroundStyle(.primary)
                }
            }
        }
    }
}

/// The engine at work: its line ("Turn 12 of 40") over a bar; a spinning one until it has
/// counted the turns.
struct ReviewProgressView: View {
    let done: Int
    let total: Int
    let text: String

    var body: some View {
        if total > 0 {
            ProgressView(value: Double(min(done, total)), total: Double(total)) {
                Text("review.working")
            } currentValueLabel: {
                Text(verbatim: text).monospacedDigit()
            }
        } else {
            ProgressView { Text("review.working") }
        }
    }
}

/// One decision: where, what it cost, what was played and what was better, and why.
struct ReviewRow: View {
    let item: ReviewItemView

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(verbatim: item.place).font(.headline)
                Spacer()
                Text(verbatim: item.cost).font(.headline.monospacedDigit())
            }
            Text(verbatim: item.headline)
            Text("review.made") + Text(verbatim: " " + item.played)
            if !item.better.isEmpty {
                Text("review.better") + Text(verbatim: " " + item.better)
            }
            Text(verbatim: item.explanation).font(.callout).foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
    }
}

#Preview("Review at work") {
    List { ReviewProgressView(done: 12, total: 40, text: "Turn 12 of 40") }
}
#endif
