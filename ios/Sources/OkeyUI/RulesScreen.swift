#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Rules: the game in progress's rules or a preset's, as the engine words them in the player's
/// language (one section per topic, one bullet per sentence), and the glossary of Turkish terms.
@MainActor
struct RulesScreen: View {
    let rules: RulesView
    let shell: AppShell

    var body: some View {
        List {
            Section {
                Picker("newGame.preset", selection: Binding(get: { rules.choice }, set: { shell.send(.chooseRules(preset: $0)) })) {
                    if rules.hasGame { Text("rules.thisGame").tag(Preset?.none) }
                    ForEach(rules.presets, id: \.preset) { Text(verbatim: $0.name).tag(Preset?.some($0.preset)) }
                }
                Text(verbatim: rules.title).font(.headline)
            }
            ForEach(Array(rules.sections.enumerated()), id: \.offset) { _, section in
                Section {
                    ForEach(Array(section.items.enumerated()), id: \.offset) { _, item in
                        Text(verbatim: item)
                    }
                } header: {
                    Text(verbatim: section.title)
                }
            }
            Section("rules.glossary") {
                ForEach(rules.glossary, id: \.term) { entry in
                    VStack(alignment: .leading) {
                        Text(verbatim: entry.term).font(.headline)
                        Text(verbatim: entry.meaning)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
        }
        .navigationTitle("home.rules")
    }
}

#Preview("Rules") {
    let shell = PreviewShell.firstLaunch()
    shell.send(.show(screen: .rules))
    return NavigationStack {
        if let rules = shell.rules { RulesScreen(rules: rules, shell: shell) }
    }
}
#endif
