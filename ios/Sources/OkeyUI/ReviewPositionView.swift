#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// A reviewed decision's position, drawn read-only with the table's own parts: the seats around
/// the felt with their piles, the stock, indicator, okey and melds, and the player's rack, as
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

    /// The table's parts as the table lays them out: every seat at its place, every pile at its
    /// corner, the centre, and the player's rack.
    @ViewBuilder
    private var table: some View {
        let sideways = verticalSize == .compact
        FeltLayout(sideways: sideways) { place in
            if let seat = position.seats.first(where: { $0.place == place }) {
                SeatCard(seat: seat, style: .style(at: place, sideways: sideways))
            }
        } pile: { corner in
            if let pile = position.piles.first(where: { $0.corner == corner }) {
                if pile.seat == position.you {
                    DiscardSpot(pile: pile, shell: nil)
                } else {
                    PileFan(pile: pile, shell: nil)
                }
            }
        } centre: {
            CentrePart(centre: position.centre, shell: nil)
        } melds: {
            if position.game == .okey101 {
                // The review scrolls as a whole: the melds take the height they need.
                MeldsPart(melds: position.melds, seats: position.seats, shell: nil, scrolls: false)
            }
        }
        .frame(minHeight: 300)
        Text(verbatim: position.status).font(.headline)
        RackPart(rack: position.rack, you: position.you, shell: nil)
    }
}
#endif
