#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The New game form: the game, the preset with what makes it different, players, partners, deals
/// or starting points, each opponent's level, and every house rule with one tap back to the
/// preset. An invalid combination shows the engine's validation message.
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
                    ForEach(form.game.presets, id: \.self) { Text(LocalizedStringKey(LabelKeys.preset($0))).tag($0) }
                }
                Text(LocalizedStringKey(LabelKeys.presetSummary(form.preset))).font(.footnote).foregroundStyle(.secondary)
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
                    ForEach(RuleField.all.filter { !["players", "partners", "deals", "starting_points"].contains($0.key) }, id: \.key) {
                        ruleRow($0.key)
                    }
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
            RuleRow(field: field, value: form.value(of: field)) { form.set(field, to: $0) }
        }
    }
}

/// One house rule: a switch, a stepper, a choice, or a stepper that can be switched off.
struct RuleRow: View {
    let field: RuleField
    let value: RuleValue
    let change: (RuleValue) -> Void

    private var label: LocalizedStringKey { LocalizedStringKey(LabelKeys.rule(field.key)) }

    var body: some View {
        switch (field.kind, value) {
        case (.toggle, .toggle(let on)):
            Toggle(label, isOn: Binding(get: { on }, set: { change(.toggle($0)) }))
        case (.number(let min, let max, let step), .number(let n)):
            Stepper(value: Binding(get: { n }, set: { change(.number($0)) }), in: min...max, step: step) {
                Text(label) + Text(verbatim: ": \(n)")
            }
        case (.choice(let names), .choice(let current)):
            Picker(label, selection: Binding(get: { current }, set: { change(.choice($0)) })) {
                ForEach(names, id: \.self) { Text(LocalizedStringKey(LabelKeys.ruleChoice(field.key, $0))).tag($0) }
            }
        case (.optionalNumber(let min, let max), .optionalNumber(let n)):
            Toggle(label, isOn: Binding(get: { n != nil }, set: { change(.optionalNumber($0 ? min : nil)) }))
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
