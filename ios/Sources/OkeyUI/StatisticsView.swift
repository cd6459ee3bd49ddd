#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Statistics: games, deals, wins, average deal score, best game, openings and penalties, per
/// preset and per opponent level; kept on the device, cleared only on request.
@MainActor
struct StatisticsView: View {
    let statistics: StatisticsModel
    @State private var confirmClear = false

    var body: some View {
        List {
            if let aside = statistics.setAsideAs {
                Text("notice.statisticsAside \(aside)").foregroundStyle(.orange)
            }
            Picker("newGame.game", selection: Binding(get: { statistics.variant }, set: { statistics.show($0) })) {
                Text(LocalizedStringKey(LabelKeys.game(.okey101))).tag(Variant.okey101)
                Text(LocalizedStringKey(LabelKeys.game(.duz))).tag(Variant.duz)
            }
            .pickerStyle(.segmented)
            if let total = statistics.total {
                Section("stats.total") { TallyView(tally: total) }
                Section("stats.byPreset") {
                    ForEach(statistics.byPreset, id: \.preset) { row in
                        DisclosureGroup { TallyView(tally: row.tally) } label: {
                            Text(LocalizedStringKey(LabelKeys.preset(row.preset)))
                        }
                    }
                }
                Section("stats.byOpponents") {
                    ForEach(Array(statistics.byOpponents.enumerated()), id: \.offset) { _, row in
                        DisclosureGroup { TallyView(tally: row.tally) } label: {
                            if let level = row.opponents { Text(LocalizedStringKey(LabelKeys.level(level))) } else { Text("stats.people") }
                        }
                    }
                }
            } else {
                Text("stats.none").foregroundStyle(.secondary)
            }
            if statistics.games > 0 {
                Button("stats.clear", role: .destructive) { confirmClear = true }
            }
        }
        .navigationTitle("home.statistics")
        .confirmationDialog("stats.clearConfirm", isPresented: $confirmClear, titleVisibility: .visible) {
            Button("stats.clear", role: .destructive) { statistics.clear() }
        }
    }
}

/// One group's figures.
struct TallyView: View {
    let tally: StatsTally
    /// The app's language (RootView sets it), not the phone's: "0,5" in Turkish even on an English phone.
    @Environment(\.locale) private var locale

    var body: some View {
        LabeledContent("stats.games", value: "\(tally.games)")
        LabeledContent("stats.gamesWon", value: "\(tally.gamesWon)")
        LabeledContent("stats.deals", value: "\(tally.deals)")
        LabeledContent("stats.dealsWon", value: "\(tally.dealsWon)")
        if let average = tally.averageDealScore {
            LabeledContent("stats.averageDeal", value: average.formatted(.number.precision(.fractionLength(1)).locale(locale)))
        }
        if let best = tally.bestGame { LabeledContent("stats.bestGame", value: "\(best)") }
        LabeledContent("stats.openings", value: "\(tally.openings)")
        LabeledContent("stats.pairsOpenings", value: "\(tally.pairsOpenings)")
        LabeledContent("stats.penalties", value: "\(tally.penalties) (\(tally.penaltyPoints))")
    }
}

#Preview("Statistics") {
    NavigationStack { StatisticsView(statistics: PreviewModels.app().statistics) }
}
#endif
