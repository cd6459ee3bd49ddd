#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Settings: language, tile colours, bot speed, confirming costly discards, and whether the table
/// shows the shuffle seed (so that a deal can be replayed exactly). Each choice goes to the core,
/// which keeps it.
@MainActor
struct SettingsScreen: View {
    let settings: SettingsView
    let shell: AppShell

    var body: some View {
        Form {
            Picker("settings.language", selection: Binding(get: { settings.language }, set: { shell.send(.setLanguage(language: $0)) })) {
                // Each language in its own words.
                Text("language.en").tag(Language.english)
                Text("language.tr").tag(Language.turkish)
            }
            Picker("settings.tileColours", selection: Binding(get: { settings.palette }, set: { shell.send(.setPalette(palette: $0)) })) {
                Text("palette.standard").tag(Palette.standard)
                Text("palette.colourBlind").tag(Palette.colourBlind)
            }
            Picker("settings.botSpeed", selection: Binding(get: { settings.botSpeed }, set: { shell.send(.setBotSpeed(speed: $0)) })) {
                Text("speed.fast").tag(BotSpeed.fast)
                Text("speed.normal").tag(BotSpeed.normal)
                Text("speed.slow").tag(BotSpeed.slow)
            }
            Toggle("settings.sound", isOn: Binding(get: { settings.sound }, set: { shell.send(.setSound(on: $0)) }))
            Toggle("settings.vibration", isOn: Binding(get: { settings.haptics }, set: { shell.send(.setHaptics(on: $0)) }))
            Toggle(
                "settings.confirmDiscards",
                isOn: Binding(get: { settings.confirmCostlyDiscards }, set: { shell.send(.setConfirmCostlyDiscards(on: $0)) })
            )
            Toggle("settings.showSeed", isOn: Binding(get: { settings.showSeed }, set: { shell.send(.setShowSeed(on: $0)) }))
            if let seed = settings.seed {
                LabeledContent("settings.seed", value: seed).textSelection(.enabled)
            }
        }
        .navigationTitle("home.settings")
    }
}

#Preview("Settings") {
    let shell = PreviewShell.firstLaunch()
    return NavigationStack { SettingsScreen(settings: shell.settings, shell: shell) }
}
#endif
