#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The New game form: the game, the preset with what makes it different, players, partners, deals
/// or starting points, each opponent's level, and every house rule of the chosen game with one tap
/// back to the preset. The presets' lines and the options' names, explanations and values are the
/// engine's words in the player's language. An invalid combination shows the engine's message.
@MainActor
struct NewGameView: View {
    let app: AppModel
    let form: NewGameModel

    var body: some View {
        Form {
            Section("newGame.game") {
                Picker("newGame.game", selection: Binding(get: { form.game }, set: { form.chooseGame($0) })) {
                    ForEach(GameKind.allCases, id: \.self) { Text(LocalizedStringKey(LabelKeys.game($0))).tag($0) }
                }
                .pickerStyle(.segmented)
                Picker("newGame.preset", selection: Binding(get: { form.preset }, set: { form.choosePreset($0) })) {
                    ForEach(form.game.presets, id: \.self) { preset in
                        VStack(alignment: .leading) {
                            Text(LocalizedStringKey(LabelKeys.preset(preset)))
                            Text(verbatim: form.summaries[preset] ?? "").font(.footnote).foregroundStyle(.secondary)
                        }
                        .tag(preset)
                    }
                }
                // Each preset with its line, the chosen one's on the form itself.
                .pickerStyle(.navigationLink)
            }
            Section("newGame.players") {
                ruleRow("players")
                if form.offersPartners { ruleRow("partners") }
                ruleRow(form.game == .duz ? "starting_points" : "deals")
            }
            Section("newGame.opponents") {
                ForEach(Array(form.opponents.enumerated()), id: \.offset) { index, level in
                    Picker(selection: Binding(get: { level }, set: { form.setOpponent(index, to: $0) })) {
                        ForEach(LabelKeys.levels, id: \.self) { Text(LocalizedStringKey(LabelKeys.level($0))).tag($0) }
                    } label: {
                        Text("newGame.opponent \(index + 1)")
                    }
                }
            }
            Section {
                DisclosureGroup(isExpanded: Binding(get: { form.showHouseRules }, set: { _ in form.toggleHouseRules() })) {
                    ForEach(form.houseRules, id: \.key) { ruleRow($0.key) }
                    Button("newGame.backToPreset") { form.resetToPreset() }.disabled(!form.changedFromPreset)
                } label: {
                    Text("newGame.houseRules")
                }
            }
            if let error = form.error {
                Section { Text(error).foregroundStyle(.red).accessibilityAddTraits(.isStaticText) }
            }
            Section {
                Button("newGame.start") { app.startNewGame() }.font(.headline)
            }
        }
        .navigationTitle("home.newGame")
        .sensoryFeedback(.error, trigger: form.error) { _, new in new != nil }
    }

    @ViewBuilder
    private func ruleRow(_ key: String) -> some View {
        if let field = RuleField.named(key) {
            RuleRow(field: field, form: form)
        }
    }
}

/// One option: a switch, a stepper, a choice, or a stepper that can be switched off, named and
/// explained in the engine's words.
@MainActor
struct RuleRow: View {
    let field: RuleField
    let form: NewGameModel

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            control
            Text(verbatim: form.explanation(of: field)).font(.footnote).foregroundStyle(.secondary)
        }
    }

    private var label: Text { Text(verbatim: form.name(of: field)) }

    private func change(_ value: RuleValue) { form.set(field, to: value) }

    @ViewBuilder
    private var control: some View {
        switch (field.kind, form.value(of: field)) {
        case (.toggle, .toggle(let on)):
            Toggle(isOn: Binding(get: { on }, set: { change(.toggle($0)) })) { label }
        case (.number(let min, let max, let step), .number(let n)):
            Stepper(value: Binding(get: { n }, set: { change(.number($0)) }), in: min...max, step: step) {
                label + Text(verbatim: ": \(n)")
            }
        case (.choice(let names), .choice(let current)):
            Picker(selection: Binding(get: { current }, set: { change(.choice($0)) })) {
                ForEach(names, id: \.self) { Text(verbatim: form.words(for: $0, of: field)).tag($0) }
            } label: {
                label
            }
        case (.optionalNumber(let min, let max), .optionalNumber(let n)):
            Toggle(isOn: Binding(get: { n != nil }, set: { change(.optionalNumber($0 ? min : nil)) })) { label }
            if let n {
                Stepper(value: Binding(get: { n }, set: { change(.optionalNumber($0)) }), in: min...max) { Text(verbatim: "\(n)") }
            }
        default:
            EmptyView()
        }
    }
}

#Preview("New game") {
    let app = PreviewModels.app()
    NavigationStack { NewGameView(app: app, form: app.newGame) }
}
#endif
