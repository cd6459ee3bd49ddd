#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Home: Continue (the saved game in the core's words: game, deal, scores), New game,
/// Statistics, Rules, Settings; and a notice the player must read once (a file set aside).
@MainActor
struct HomeScreen: View {
    let shell: AppShell

    var body: some View {
        List {
            if let notice = shell.notice {
                Section { Text(verbatim: notice).foregroundStyle(.orange) }
            }
            Section {
                if let saved = shell.home.saved {
                    Button { shell.send(.continueGame) } label: {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("home.continue").font(.headline)
                            Text(verbatim: "\(saved.title) · \(saved.deal)")
                            Text(verbatim: saved.scores.map { "\($0.name) \($0.score)" }.joined(separator: " · "))
                                .font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                } else {
                    Text("home.noSavedGame").foregroundStyle(.secondary)
                }
                Button("home.newGame") { shell.send(.show(screen: .newGame)) }
                // Quick start: each game with its usual rules and three Medium bots, no form.
                Button("home.quickOkey101") { shell.send(.quickStart(game: .okey101)) }
                Button("home.quickDuz") { shell.send(.quickStart(game: .duz)) }
                Button("home.learn") { shell.send(.startGuidedDeal) }
            }
            Section {
                Button("home.statistics") { shell.send(.show(screen: .statistics)) }
                Button("home.rules") { shell.send(.show(screen: .rules)) }
                Button("home.settings") { shell.send(.show(screen: .settings)) }
            }
        }
        .navigationTitle("app.name")
    }
}

#Preview("Home") {
    NavigationStack { HomeScreen(shell: PreviewShell.firstLaunch()) }
}
#endif
