#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The app's root: Home with the other screens pushed on a navigation stack, in the language and
/// tile palette of the settings.
@MainActor
public struct RootView: View {
    @Bindable var app: AppModel

    public init(app: AppModel) { self.app = app }

    public var body: some View {
        NavigationStack(path: $app.path) {
            HomeView(app: app)
                .navigationDestination(for: Screen.self) { screen in
                    switch screen {
                    case .newGame: NewGameView(app: app, form: app.newGame)
                    case .table:
                        if let table = app.table { TableView(app: app, table: table) }
                    case .statistics: StatisticsView(statistics: app.statistics)
                    case .rules: RulesView(rules: app.rules)
                    case .settings: SettingsView(app: app)
                    }
                }
        }
        .environment(\.locale, Locale(identifier: app.settings.language.code))
        .environment(\.tilePalette, app.settings.palette)
    }
}

#Preview("Root") {
    RootView(app: PreviewModels.app())
}
#endif
