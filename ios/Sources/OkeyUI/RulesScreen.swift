#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Rules: the game in progress's rules or a preset's, as the engine words them in the player's
/// language: first "How to play" in pictures, then one section per topic, one bullet per
/// sentence, and the glossary of Turkish terms.
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
            if !rules.examples.isEmpty {
                Section("rules.howToPlay") {
                    ForEach(Array(rules.examples.enumerated()), id: \.offset) { _, example in
                        RuleExampleRow(example: example)
                    }
                }
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

/// One idea of the rules in pictures: its title, the tiles (a group per meld, points under each)
/// and the sentence, all from the core.
struct RuleExampleRow: View {
    let example: RuleExampleView

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(verbatim: example.title).font(.headline)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 12) {
                    ForEach(Array(example.melds.enumerated()), id: \.offset) { index, meld in
                        VStack(spacing: 2) {
                            HStack(spacing: 2) {
                                ForEach(meld, id: \.id) { TileFace(tile: $0, maxWidth: 30) }
                            }
                            if index < example.points.count {
                                Text(verbatim: example.points[index]).font(.caption.bold()).foregroundStyle(.orange)
                            }
                        }
                    }
                }
            }
            Text(verbatim: example.text).font(.callout)
        }
        .padding(.vertical, 4)
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
