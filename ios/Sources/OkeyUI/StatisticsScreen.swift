#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Statistics, each game apart, as the core words them: the totals, then per preset and per
/// opponents; kept on the device, cleared only after the core's question.
@MainActor
struct StatisticsScreen: View {
    let statistics: StatisticsView
    let shell: AppShell

    var body: some View {
        List {
            if let empty = statistics.empty {
                Text(verbatim: empty).foregroundStyle(.secondary)
            }
            ForEach(statistics.sections, id: \.game) { section in
                Section {
                    TallyRows(tally: section.total)
                    ForEach(section.byPreset + section.byOpponents, id: \.label) { tally in
                        DisclosureGroup {
                            TallyRows(tally: tally)
                        } label: {
                            Text(verbatim: tally.label)
                        }
                    }
                } header: {
                    Text(verbatim: section.title)
                } footer: {
                    Text(verbatim: section.note)
                }
            }
            if !statistics.sections.isEmpty {
                Button("stats.clear", role: .destructive) { shell.send(.clearStatistics) }
            }
        }
        .navigationTitle("home.statistics")
    }
}

/// One row of figures, each already written in the player's language by the core.
struct TallyRows: View {
    let tally: TallyView

    var body: some View {
        LabeledContent("stats.games", value: "\(tally.games)")
        LabeledContent("stats.gamesWon", value: "\(tally.wins)")
        LabeledContent("stats.deals", value: "\(tally.deals)")
        LabeledContent("stats.dealsWon", value: "\(tally.dealsWon)")
        LabeledContent("stats.averageDeal", value: tally.averageDeal)
        if let best = tally.bestGame { LabeledContent("stats.bestGame", value: "\(best)") }
        LabeledContent("stats.openings", value: "\(tally.openings)")
        LabeledContent("stats.pairsOpenings", value: "\(tally.pairsOpenings)")
        LabeledContent("stats.penalties", value: "\(tally.penalties)")
    }
}

#Preview("Statistics") {
    let shell = PreviewShell.firstLaunch()
    shell.send(.show(screen: .statistics))
    return NavigationStack {
        if let statistics = shell.statistics { StatisticsScreen(statistics: statistics, shell: shell) }
    }
}
#endif
