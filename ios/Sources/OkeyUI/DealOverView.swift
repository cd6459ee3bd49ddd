#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Deal over: the deal's score sheet (tiles left, multiplier, penalties with reasons, the deal
/// score, why it ended), every rack face up, the running totals and Next deal. At the end of the
/// game: the final totals, the winners as the engine names them, Review, and Play again.
@MainActor
struct DealOverView: View {
    let app: AppModel
    let table: TableModel

    var body: some View {
        NavigationStack {
            List {
                if let result = table.results.last {
                    Section { ending(result.ending) }
                    Section("dealOver.sheet") {
                        ForEach(0..<result.scores.count, id: \.self) { seat in
                            VStack(alignment: .leading, spacing: 4) {
                                SeatName(seat: seat).font(.headline)
                                if table.revealed.indices.contains(seat) {
                                    Text("dealOver.tilesLeft \(table.revealed[seat].count)")
                                    ScrollView(.horizontal) {
                                        HStack(spacing: 1) {
                                            ForEach(table.revealed[seat], id: \.id) { TileView(tile: $0, okey: table.view.okey) }
                                        }
                                    }
                                }
                                Text("dealOver.multiplier \(Int(result.multiplier))")
                                if result.penalties.indices.contains(seat) {
                                    Text("dealOver.penalties \(Int(result.penalties[seat]))")
                                }
                                ForEach(Array(table.penaltyLog.filter { Int($0.seat) == seat }.enumerated()), id: \.offset) { _, entry in
                                    Text(LocalizedStringKey(LabelKeys.penalty(entry.reason))) + Text(verbatim: " (\(entry.points))")
                                }
                                Text("dealOver.score \(Int(result.scores[seat]))").bold()
                                Text("dealOver.total \(Int(table.total(ofSeat: seat)))")
                            }
                        }
                    }
                }
                Section {
                    if table.view.phase == .gameOver {
                        if !table.winners.isEmpty {
                            Text("gameOver.winner").font(.title2.bold())
                            ForEach(table.winners, id: \.self) { seat in
                                SeatName(seat: Int(seat)).font(.title3)
                            }
                        }
                        Button("gameOver.review") { app.openReview() }
                        Button("gameOver.playAgain") { app.playAgain() }
                        Button("table.home") { app.backHome() }
                    } else {
                        Button("dealOver.nextDeal") { table.nextDeal() }.font(.headline)
                    }
                }
            }
            .navigationTitle(table.view.phase == .gameOver ? Text("gameOver.title") : Text("dealOver.title"))
            .navigationDestination(isPresented: Binding(get: { app.review != nil }, set: { if !$0 { app.closeReview() } })) {
                if let review = app.review { ReviewView(review: review) }
            }
        }
    }

    @ViewBuilder
    private func ending(_ ending: DealEnding) -> some View {
        switch ending {
        case .won(let winner, let okeyFinish, let pairsFinish, let allAtOnce, let oneColour):
            VStack(alignment: .leading) {
                SeatName.text(Int(winner)) + Text(verbatim: " ") + Text("dealOver.finished")
                if okeyFinish { Text("dealOver.withOkey") }
                if pairsFinish { Text("dealOver.withPairs") }
                if allAtOnce { Text("dealOver.allAtOnce") }
                if oneColour { Text("dealOver.oneColour") }
            }
        case .stockExhausted: Text("dealOver.stockOut")
        case .allPairs: Text("dealOver.allPairs")
        }
    }
}

/// "You" for the player's seat, "Player N" for the others.
struct SeatName: View {
    let seat: Int

    var body: some View { SeatName.text(seat) }

    static func text(_ seat: Int) -> Text { seat == 0 ? Text("table.you") : Text("table.seat \(seat)") }
}

#Preview("Deal over") {
    let app = PreviewModels.app()
    DealOverView(app: app, table: PreviewModels.table())
}
#endif
