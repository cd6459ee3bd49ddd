#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The app's root: Home, with the screen the core shows pushed above it, in the language and tile
/// palette of the settings. The core decides the screen; the system's back gesture sends `Back`.
@MainActor
public struct RootView: View {
    let shell: AppShell
    @Environment(\.scenePhase) private var scenePhase

    public init(shell: AppShell) { self.shell = shell }

    public var body: some View {
        NavigationStack(path: path) {
            HomeScreen(shell: shell)
                .navigationDestination(for: Screen.self) { screen in
                    ScreenDestination(screen: screen, shell: shell)
                }
        }
        .question(shell.dialog, shell: shell)
        // A rack private to one of several people here is covered as soon as the scene leaves
        // the foreground (inactive comes before the app switcher's snapshot); the core hides the
        // racks when it goes to the background.
        .overlay {
            if scenePhase != .active, shell.screen == .table, shell.table?.isPrivate == true { PrivacyCover() }
        }
        .environment(\.locale, Locale(identifier: shell.language.code))
        .environment(\.tilePalette, shell.palette)
    }

    /// The stack the screen sits on: the review above its table, the rest above Home.
    private static func stack(for screen: Screen) -> [Screen] {
        switch screen {
        case .home: []
        case .review: [.table, .review]
        case .newGame, .table, .statistics, .rules, .settings, .lobby, .join: [screen]
        }
    }

    private var path: Binding<[Screen]> {
        Binding(
            get: { Self.stack(for: shell.screen) },
            set: { path in
                // Only the system's back gesture shortens the stack by itself: the core steps back.
                if path.count < Self.stack(for: shell.screen).count { shell.send(.back) }
            }
        )
    }
}

/// A screen above Home, drawn from its content as the shell last published it (a view of its
/// own, so that Observation redraws it when that content changes).
@MainActor
private struct ScreenDestination: View {
    let screen: Screen
    let shell: AppShell

    var body: some View {
        switch screen {
        case .home: HomeScreen(shell: shell)
        case .newGame: if let form = shell.newGame { NewGameScreen(form: form, shell: shell) }
        case .table: if let table = shell.table { TableScreen(shell: shell, table: table) }
        case .statistics: if let statistics = shell.statistics { StatisticsScreen(statistics: statistics, shell: shell) }
        case .rules: if let rules = shell.rules { RulesScreen(rules: rules, shell: shell) }
        case .settings: SettingsScreen(settings: shell.settings, shell: shell)
        case .review: if let review = shell.review { ReviewScreen(review: review, shell: shell) }
        case .lobby: if let lobby = shell.lobby { LobbyScreen(lobby: lobby, shell: shell) }
        case .join: if let join = shell.join { JoinScreen(join: join, shell: shell) }
        }
    }
}

#Preview("Root") {
    RootView(shell: PreviewShell.firstLaunch())
}
#endif
