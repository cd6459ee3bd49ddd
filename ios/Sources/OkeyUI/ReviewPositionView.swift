#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// A reviewed decision's position, drawn read-only with the table's own parts: the opponents with
/// their piles, the stock, indicator, okey and melds, and the player's rack and discard spot, as
/// the player saw them at the start of that turn (the core's view of that seat: nothing hidden
/// shows). Above them, where it was, what it cost and the two moves in the core's words.
@MainActor
struct ReviewPositionView: View {
    let item: ReviewItemView
    let position: TableView
    /// Back to the list of decisions.
    let back: () -> Void
    @Environment(\.verticalSizeClass) private var verticalSize

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                moves
                table
            }
            .padding(8)
        }
        .foregroundStyle(.white)
        .background(TilePalette.felt.ignoresSafeArea())
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
                Text(verbatim: item.place).font(.headline)
                Spacer()
                Text(verbatim: item.cost).font(.headline.monospacedDigit())
            }
            Text("review.made").bold() + Text(verbatim: " " + item.played)
            Text("review.better").bold() + Text(verbatim: " " + (item.better.isEmpty ? "–" : item.better))
            Text(verbatim: item.explanation).font(.callout)
        }
    }

    /// The table's parts as the table lays them out: side by side when the phone lies on its side.
    @ViewBuilder
    private var table: some View {
        let opponents = OpponentsView(seats: position.seats, piles: position.piles, you: position.you, shell: nil)
        let centre = CentrePart(centre: position.centre, melds: position.melds, seats: position.seats, game: position.game, shell: nil)
        if verticalSize == .compact {
            HStack(alignment: .top) { opponents; centre }
        } else {
            VStack(spacing: 6) { opponents; centre }
        }
        Text(verbatim: position.status).font(.headline)
        HStack(alignment: .bottom, spacing: 8) {
            RackPart(rack: position.rack, you: position.you, shell: nil)
            DiscardSpotView(pile: position.piles.first { $0.seat == position.you }, shell: nil)
        }
    }
}
#endif
