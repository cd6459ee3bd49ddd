#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Rules: the game in progress's rules or a preset's, as the engine words them in the player's
/// language (one section per topic, one bullet per sentence), and the glossary of Turkish terms.
@MainActor
struct RulesView: View {
    let rules: RulesModel

    var body: some View {
        List {
            Section {
                Picker("newGame.preset", selection: Binding(get: { rules.choice }, set: { rules.choose($0) })) {
                    ForEach(rules.choices, id: \.self) { choice in
                        switch choice {
                        case .thisGame: Text("rules.thisGame").tag(choice)
                        case .preset(let preset): Text(LocalizedStringKey(LabelKeys.preset(preset))).tag(choice)
                        }
                    }
                }
                Text(verbatim: rules.description.title).font(.headline)
            }
            ForEach(Array(rules.description.sections.enumerated()), id: \.offset) { _, section in
                Section(section.title) {
                    ForEach(Array(section.items.enumerated()), id: \.offset) { _, item in
                        Text(verbatim: item)
                    }
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
    let app = PreviewModels.app()
    app.open(.rules)
    return NavigationStack { RulesView(rules: app.rules) }
}
#endif
