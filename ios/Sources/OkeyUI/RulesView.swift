#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Rules: the chosen preset's rules in plain words, in the player's language, and the glossary of
/// Turkish terms.
@MainActor
struct RulesView: View {
    let app: AppModel

    var body: some View {
        List {
            Picker("newGame.preset", selection: Binding(get: { app.rulesPreset }, set: { app.chooseRulesPreset($0) })) {
                ForEach(LabelKeys.presets, id: \.self) { Text(LocalizedStringKey(LabelKeys.preset($0))).tag($0) }
            }
            Section {
                Text(LocalizedStringKey(LabelKeys.presetSummary(app.rulesPreset))).font(.headline)
                Text(LocalizedStringKey(LabelKeys.presetRules(app.rulesPreset)))
            }
            Section("rules.glossary") {
                ForEach(LabelKeys.glossary, id: \.self) { Text(LocalizedStringKey($0)) }
            }
        }
        .navigationTitle("home.rules")
    }
}

#Preview("Rules") {
    NavigationStack { RulesView(app: PreviewModels.app()) }
}
#endif
