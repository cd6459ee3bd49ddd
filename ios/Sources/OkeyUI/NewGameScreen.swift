#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The New game form as the core presents it: the game, the preset with its line, players and
/// each opponent's level, and every house rule of the chosen game (named, explained and valued in
/// the engine's words) with one tap back to the preset. The core's verdict on Start shows under
/// the form.
@MainActor
struct NewGameScreen: View {
    let form: NewGameView
    let shell: AppShell
    @State private var showHouseRules = false

    /// The options that belong with the players (a table's size and length); the rest are the
    /// house rules.
    private static let playersOptions: Set<String> = ["partners", "deals", "starting_points"]

    var body: some View {
        Form {
            Section("newGame.game") {
                Picker("newGame.game", selection: Binding(get: { form.game }, set: { shell.send(.chooseGame(game: $0)) })) {
                    Text("game.okey101").tag(Variant.okey101)
                    Text("game.duz").tag(Variant.duz)
                }
                .pickerStyle(.segmented)
                Picker("newGame.preset", selection: Binding(get: { form.preset }, set: { shell.send(.choosePreset(preset: $0)) })) {
                    ForEach(form.presets, id: \.preset) { choice in
                        VStack(alignment: .leading) {
                            Text(verbatim: choice.name)
                            Text(verbatim: choice.summary).font(.footnote).foregroundStyle(.secondary)
                        }
                        .tag(choice.preset)
                    }
                }
                // Each preset with its line, the chosen one's on the form itself.
                .pickerStyle(.navigationLink)
            }
            Section("newGame.players") {
                // The core keeps the count within what the game allows.
                Stepper(
                    onIncrement: { shell.send(.choosePlayers(players: min(form.players, 254) + 1)) },
                    onDecrement: { shell.send(.choosePlayers(players: max(form.players, 1) - 1)) }
                ) {
                    Text("newGame.playerCount \(Int(form.players))")
                }
                ForEach(form.options.filter { Self.playersOptions.contains($0.key) }, id: \.key) { option in
                    RuleRow(option: option, shell: shell)
                }
            }
            // Pass and play: the phone's owner's name, then each seat a bot, a person here, or
            // (hosting) a guest at another phone.
            Section("newGame.seats") {
                NameField(label: "newGame.yourName", initial: form.yourName ?? "", placeholder: "") {
                    shell.send(.choosePerson(seat: 0, name: $0))
                }
                ForEach(form.opponents, id: \.seat) { opponent in
                    SeatChoice(opponent: opponent, hosting: form.hosting, shell: shell)
                }
            }
            Section {
                DisclosureGroup(isExpanded: $showHouseRules) {
                    ForEach(form.options.filter { !Self.playersOptions.contains($0.key) }, id: \.key) { option in
                        RuleRow(option: option, shell: shell)
                    }
                    Button("newGame.backToPreset") { shell.send(.resetRuleOptions) }.disabled(!form.changedFromPreset)
                } label: {
                    Text("newGame.houseRules")
                }
            }
            if let error = form.error {
                Section { Text(verbatim: error).foregroundStyle(.red) }
            }
            Section {
                Button("newGame.start") { shell.send(.startGame) }.font(.headline)
            }
        }
        .navigationTitle(form.hosting ? "home.hostTable" : "home.newGame")
        .sensoryFeedback(.error, trigger: form.error) { _, new in new != nil }
    }
}

/// Who plays one seat: a bot (of a level), a person at this phone (named), or, hosting, a guest
/// at another phone; headed by the seat's number, a bot's name under it.
@MainActor
private struct SeatChoice: View {
    let opponent: OpponentChoiceView
    let hosting: Bool
    let shell: AppShell

    private enum Kind: Hashable { case bot, person, guest }

    private var kind: Kind {
        if opponent.guest { return .guest }
        return opponent.person == nil ? .bot : .person
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("newGame.seat \(Int(opponent.seat) + 1)").font(.headline)
            Picker("newGame.seatKind", selection: Binding(get: { kind }, set: choose)) {
                Text("newGame.bot").tag(Kind.bot)
                Text("newGame.person").tag(Kind.person)
                if hosting { Text("newGame.guest").tag(Kind.guest) }
            }
            .pickerStyle(.segmented)
            switch kind {
            case .bot:
                Picker(selection: Binding(get: { opponent.level }, set: { shell.send(.chooseOpponent(seat: opponent.seat, level: $0)) })) {
                    ForEach(opponent.levels, id: \.level) { Text(verbatim: $0.name).tag($0.level) }
                } label: {
                    Text(verbatim: opponent.name)
                }
            case .person:
                // A seat just made a person holds the core's name for it ("Player 2"): the field
                // shows it as its placeholder, so that typing replaces it.
                NameField(label: "newGame.name", initial: "", placeholder: opponent.person ?? "") {
                    shell.send(.choosePerson(seat: opponent.seat, name: $0))
                }
                .id(opponent.seat)
            case .guest:
                Text("newGame.guestSeat").font(.footnote).foregroundStyle(.secondary)
            }
        }
    }

    private func choose(_ chosen: Kind) {
        // The seat's own choice again changes nothing (a person keeps their name).
        guard chosen != kind else { return }
        switch chosen {
        case .bot: shell.send(.chooseOpponent(seat: opponent.seat, level: opponent.level))
        // An empty name: the core gives the seat's own ("Player 2") until one is typed.
        case .person: shell.send(.choosePerson(seat: opponent.seat, name: ""))
        case .guest: shell.send(.chooseGuestSeat(seat: opponent.seat))
        }
    }
}

/// A name typed on the form. What is typed is kept here as typed and each change sent: the core
/// trims it, and drawing its value back would take away a space just typed between two words.
@MainActor
struct NameField: View {
    let label: LocalizedStringKey
    let initial: String
    let placeholder: String
    let send: (String) -> Void
    @State private var text: String

    init(label: LocalizedStringKey, initial: String, placeholder: String, send: @escaping (String) -> Void) {
        self.label = label
        self.initial = initial
        self.placeholder = placeholder
        self.send = send
        _text = State(initialValue: initial)
    }

    var body: some View {
        LabeledContent(label) {
            TextField(text: $text, prompt: Text(verbatim: placeholder)) { Text(label) }
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
                .multilineTextAlignment(.trailing)
                .onChange(of: text) { _, typed in send(typed) }
        }
    }
}

/// One house rule: a switch, a stepper, a choice, or a stepper that can be switched off ("no
/// limit"), with the engine's name, value and explanation; a changed one is marked.
@MainActor
struct RuleRow: View {
    let option: RuleOptionView
    let shell: AppShell

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            control
            Text(verbatim: option.explanation).font(.footnote).foregroundStyle(.secondary)
        }
    }

    private var label: some View {
        HStack(spacing: 4) {
            if option.changed {
                Image(systemName: "circle.fill").font(.system(size: 6)).foregroundStyle(.tint).accessibilityHidden(true)
            }
            Text(verbatim: option.name)
        }
    }

    private func change(_ value: RuleValue) {
        shell.send(.setRuleOption(key: option.key, value: value))
    }

    @ViewBuilder
    private var control: some View {
        switch option.control {
        case .toggle(let on):
            Toggle(isOn: Binding(get: { on }, set: { change(.on(on: $0)) })) { label }
        case .number(let value, let min, let max, let step, let unlimitedAllowed):
            if unlimitedAllowed {
                Toggle(isOn: Binding(get: { value != nil }, set: { change($0 ? .number(value: min) : .unlimited) })) {
                    label
                }
            }
            if let value {
                Stepper(
                    value: Binding(get: { Int(value) }, set: { change(.number(value: UInt32(clamping: $0))) }),
                    in: Int(min)...Int(max), step: Int(step)
                ) {
                    HStack {
                        if !unlimitedAllowed { label }
                        Spacer()
                        Text(verbatim: option.valueText).monospacedDigit()
                    }
                }
            } else {
                Text(verbatim: option.valueText).foregroundStyle(.secondary)
            }
        case .choice(let selected, let choices):
            Picker(selection: Binding(get: { selected }, set: { change(.choice(key: $0)) })) {
                ForEach(choices, id: \.key) { Text(verbatim: $0.label).tag($0.key) }
            } label: {
                label
            }
        }
    }
}

#Preview("New game") {
    let shell = PreviewShell.firstLaunch()
    return NavigationStack {
        if let form = shell.newGame { NewGameScreen(form: form, shell: shell) }
    }
}
#endif
