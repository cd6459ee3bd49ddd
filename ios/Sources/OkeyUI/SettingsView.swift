#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Settings: language, tile colours, bot speed, confirming costly discards, and whether the table
/// shows the shuffle seed (so that a deal can be replayed exactly).
@MainActor
struct SettingsView: View {
    let app: AppModel

    var body: some View {
        Form {
            Picker("settings.language", selection: binding(\.language)) {
                ForEach(Language.all, id: \.self) { Text(LocalizedStringKey(LabelKeys.language($0))).tag($0) }
            }
            Picker("settings.tileColours", selection: binding(\.palette)) {
                ForEach(Palette.allCases, id: \.self) { Text(LocalizedStringKey(LabelKeys.palette($0))).tag($0) }
            }
            Picker("settings.botSpeed", selection: binding(\.botSpeed)) {
                ForEach(BotSpeed.allCases, id: \.self) { Text(LocalizedStringKey(LabelKeys.botSpeed($0))).tag($0) }
            }
            Toggle("settings.confirmDiscards", isOn: binding(\.confirmCostlyDiscards))
            Toggle("settings.showSeed", isOn: binding(\.showSeed))
            if app.settings.showSeed, let seed = app.table?.seed {
                LabeledContent("settings.seed", value: String(seed)).textSelection(.enabled)
            }
        }
        .navigationTitle("home.settings")
    }

    // OkeyModel's Settings, not SwiftUI's (the macOS settings scene).
    private func binding<T>(_ path: WritableKeyPath<OkeyModel.Settings, T>) -> Binding<T> {
        Binding(get: { app.settings[keyPath: path] }, set: { value in app.updateSettings { $0[keyPath: path] = value } })
    }
}

#Preview("Settings") {
    NavigationStack { SettingsView(app: PreviewModels.app()) }
}
#endif
