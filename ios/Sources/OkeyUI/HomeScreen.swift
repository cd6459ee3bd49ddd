#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Home, as on Android: the title on the felt, a notice the player must read once (a file set
/// aside), Continue (the saved game in the core's words: game, deal, scores), New game, quick start
/// of each game, Learn to play, Statistics and Rules side by side, and Settings. On its side the
/// title and Continue stand beside the buttons, so that every button shows without scrolling.
@MainActor
struct HomeScreen: View {
    let shell: AppShell
    @Environment(\.verticalSizeClass) private var verticalSize

    var body: some View {
        ScrollView {
            Group {
                if verticalSize == .compact {
                    HStack(alignment: .center, spacing: 24) {
                        VStack(spacing: 12) { title }.frame(maxWidth: 360)
                        VStack(spacing: 12) { buttons }.frame(maxWidth: 360)
                    }
                } else {
                    VStack(spacing: 12) {
                        title
                        buttons
                    }
                    .frame(maxWidth: 420)
                }
            }
            .padding(24)
            .frame(maxWidth: .infinity)
        }
        .scrollBounceBehavior(.basedOnSize)
        .background(TilePalette.room.ignoresSafeArea())
        .foregroundStyle(.white)
        .toolbar(.hidden, for: .navigationBar)
    }

    @ViewBuilder
    private var title: some View {
        Text("app.name").font(.system(size: 44, weight: .bold, design: .rounded)).foregroundStyle(.yellow)
        Text(verbatim: "101 · Düz").font(.title3).foregroundStyle(.white.opacity(0.75))
        if let notice = shell.notice {
            Text(verbatim: notice).font(.callout).foregroundStyle(.orange).multilineTextAlignment(.center)
        }
        // The host's table this phone sat at as a guest, after the app was closed: the core's words.
        if let rejoin = shell.home.rejoin {
            Button {
                shell.send(.rejoinTable)
            } label: {
                Text(verbatim: rejoin).font(.headline).frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .tint(.yellow)
            .foregroundStyle(.black)
        }
        if let saved = shell.home.saved {
            Button {
                shell.send(.continueGame)
            } label: {
                VStack(spacing: 4) {
                    Text("home.continue").font(.headline)
                    Text(verbatim: saved.title)
                    Text(verbatim: saved.deal)
                    Text(verbatim: saved.scores.map { "\($0.name) \($0.score)" }.joined(separator: " · ")).font(.subheadline)
                }
                .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .tint(.yellow)
            .foregroundStyle(.black)
        }
    }

    @ViewBuilder
    private var buttons: some View {
        wide("home.newGame", prominent: shell.home.saved == nil && shell.home.rejoin == nil) { shell.send(.show(screen: .newGame)) }
        // Quick start: each game with its usual rules and three Medium bots, no form.
        HStack(spacing: 12) {
            wide("home.quickOkey101") { shell.send(.quickStart(game: .okey101)) }
            wide("home.quickDuz") { shell.send(.quickStart(game: .duz)) }
        }
        wide("home.learn") { shell.send(.startGuidedDeal) }
        // Playing together on one Wi-Fi: a table this phone hosts, or another phone's.
        HStack(spacing: 12) {
            wide("home.hostTable") { shell.send(.hostTable) }
            wide("home.joinTable") { shell.send(.joinTable) }
        }
        HStack(spacing: 12) {
            wide("home.statistics") { shell.send(.show(screen: .statistics)) }
            wide("home.rules") { shell.send(.show(screen: .rules)) }
        }
        wide("home.settings") { shell.send(.show(screen: .settings)) }
    }

    /// A button as wide as its row, at least 44 pt tall, on the felt.
    private func wide(_ title: LocalizedStringKey, prominent: Bool = false, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Text(title).font(.headline).multilineTextAlignment(.center).frame(maxWidth: .infinity, minHeight: 30)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.large)
        .tint(prominent ? SwiftUI.Color.yellow : TilePalette.back)
        .foregroundStyle(.black)
    }
}

#Preview("Home") {
    NavigationStack { HomeScreen(shell: PreviewShell.firstLaunch()) }
}
#endif
