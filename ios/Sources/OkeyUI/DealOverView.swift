#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The score sheet at the end of a deal, in the core's words: why it ended, its multiplier when it
/// is not one, every rack face up, each seat's hand points, penalties with their reasons, deal
/// score and total, and Next deal. At the end of the game: who won, Review, Play again and Home.
@MainActor
struct DealOverView: View {
    let sheet: ScoreSheetView
    let nextDeal: Control
    let shell: AppShell

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text(verbatim: sheet.ending)
                    if let multiplier = sheet.multiplier { Text(verbatim: multiplier).bold() }
                    if let winners = sheet.winners { Text(verbatim: winners).font(.title2.bold()) }
                }
                Section("dealOver.sheet") {
                    ForEach(sheet.rows, id: \.seat) { row in
                        ScoreRow(row: row)
                    }
                }
                Section {
                    if sheet.gameOver {
                        Button("gameOver.review") { shell.send(.openReview) }
                        Button("gameOver.playAgain") { shell.send(.playAgain) }
                        Button("table.home") { shell.send(.show(screen: .home)) }
                    } else if nextDeal.visible {
                        Button("dealOver.nextDeal") { shell.send(.nextDeal) }
                            .font(.headline)
                            .disabled(!nextDeal.enabled)
                    }
                }
            }
            .navigationTitle(Text(verbatim: sheet.title))
        }
    }
}

/// One seat on the score sheet.
struct ScoreRow: View {
    let row: ScoreRowView

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(verbatim: row.name).font(.headline)
                if row.won { Image(systemName: "crown.fill").foregroundStyle(.yellow).accessibilityHidden(true) }
            }
            if !row.tiles.isEmpty {
                ScrollView(.horizontal) {
                    HStack(spacing: 1) {
                        ForEach(row.tiles, id: \.id) { TileFace(tile: $0) }
                    }
                }
            }
            Text("dealOver.hand \(Int(row.handPoints))")
            ForEach(Array(row.penalties.enumerated()), id: \.offset) { _, penalty in
                Text(verbatim: penalty).foregroundStyle(.red)
            }
            Text("dealOver.score \(Int(row.dealScore))").bold()
            Text("dealOver.total \(Int(row.total))")
        }
        .accessibilityElement(children: .combine)
    }
}
#endif
