#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Home: Continue (the saved game, with its preset, deal and scores), New game, Statistics, Rules,
/// Settings.
@MainActor
struct HomeView: View {
    let app: AppModel

    var body: some View {
        List {
            if let notice = app.notice {
                Section { Text("notice.savedAside \(notice.name)").foregroundStyle(.orange) }
            }
            Section {
                if let saved = app.saved {
                    Button { app.continueGame() } label: {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("home.continue").font(.headline)
                            Text(LocalizedStringKey(LabelKeys.preset(saved.preset)))
                                + Text(verbatim: " · ") + Text("home.deal \(Int(saved.dealNumber))")
                            Text(saved.totals.map(String.init).joined(separator: " · "))
                                .font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                } else {
                    Text("home.noSavedGame").foregroundStyle(.secondary)
                }
                Button("home.newGame") { app.open(.newGame) }
            }
            Section {
                Button("home.statistics") { app.open(.statistics) }
                Button("home.rules") { app.open(.rules) }
                Button("home.settings") { app.open(.settings) }
            }
        }
        .navigationTitle("app.name")
    }
}

#Preview("Home") {
    NavigationStack { HomeView(app: PreviewModels.app()) }
}
#endif
