#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// A reviewed decision's position, drawn read-only with the table's own parts: the opponents with
/// their piles, the stock, indicator, okey and melds, and the player's rack and discard spot, as
/// the engine's view of the player at the start of that turn gave them (nothing hidden shows).
/// Above them, where it was, what it cost and the two moves in words, each beside a swatch of the
/// colour its tiles are outlined in (the pile a move takes from too). A tile drawn during the turn
/// was not on the rack yet: only the words name it.
@MainActor
struct ReviewPositionView: View {
    let item: ReviewItem
    let position: ReviewModel.Position?
    /// Back to the list of decisions.
    let back: () -> Void
    @Environment(\.verticalSizeClass) private var verticalSize

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                moves
                switch position {
                case .drawn(let picture)?:
                    table(picture)
                case .failed(let message)?:
                    Text(verbatim: message).foregroundStyle(.red)
                case .loading?, nil:
                    ProgressView { Text("review.loadingPosition") }
                }
            }
            .padding(8)
        }
        .foregroundStyle(.white)
        .background(SwiftUI.Color(red: 0.1, green: 0.4, blue: 0.25).ignoresSafeArea())
        .navigationTitle("review.position")
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .topBarLeading) {
                Button(action: back) { Label("review.backToList", systemImage: "chevron.backward") }
            }
        }
    }

    private var moves: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("review.dealTurn \(Int(item.deal) + 1) \(Int(item.turn))").font(.headline)
                Spacer()
                if item.points > 0 {
                    Text("review.points \(Int(item.points))").font(.headline.monospacedDigit())
                }
            }
            ReviewMoveLine(title: "review.made", words: Text(verbatim: item.madeWords), outline: .made)
            ReviewMoveLine(
                title: "review.better",
                words: item.betterWords.isEmpty ? Text("review.noBetter") : Text(verbatim: item.betterWords),
                outline: .better
            )
            Text(verbatim: item.text).font(.callout)
        }
    }

    /// The table's parts as the table lays them out: side by side when the phone lies on its side.
    @ViewBuilder
    private func table(_ picture: TablePicture) -> some View {
        if verticalSize == .compact {
            HStack(alignment: .top) {
                OpponentsView(picture: picture)
                CentreView(picture: picture)
            }
        } else {
            VStack(spacing: 6) {
                OpponentsView(picture: picture)
                CentreView(picture: picture)
            }
        }
        HStack(alignment: .bottom, spacing: 8) {
            RackView(picture: picture)
            DiscardSpotView(picture: picture)
        }
    }
}

/// One of a reviewed decision's moves in words, after a swatch of its outline colour.
struct ReviewMoveLine: View {
    let title: LocalizedStringKey
    let words: Text
    let outline: Outline

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            RoundedRectangle(cornerRadius: 3).strokeBorder(outline.colour, lineWidth: 2).frame(width: 12, height: 12)
                .accessibilityHidden(true)
            Text(title).bold() + Text(verbatim: " ") + words
        }
    }
}

#Preview("Review position", traits: .landscapeLeft) {
    let game = TestGame()
    let item = PreviewModels.reviewItem(game.table.rack)
    let picture = TablePicture(position: game.table, seats: game.seats, item: item)
    return NavigationStack { ReviewPositionView(item: item, position: .drawn(picture)) {} }
}

#Preview("Review position, upright") {
    let game = TestGame()
    let item = PreviewModels.reviewItem(game.table.rack)
    let picture = TablePicture(position: game.table, seats: game.seats, item: item)
    return NavigationStack { ReviewPositionView(item: item, position: .drawn(picture)) {} }
}
#endif
