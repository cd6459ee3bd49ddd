#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The controls beside the rack: the live counter (and the seed, when the settings show it) on a
/// line, then the buttons on one row of compact buttons. What does not fit the row goes into a
/// "More" menu, the rarest first (take back, return), then the two arrange buttons into an
/// "Arrange" menu; Hint stays in the row on the narrowest phone, one tap away as on Android. Each
/// button shows and works exactly as the core's `ControlsView` says.
///
/// Space: a line of counter (about 22 pt) and one row of `.regular` bordered buttons (about
/// 34 pt) with 6 pt between, about 62 pt, whatever the language; three rows of `.large` buttons
/// took about 180 pt, more in Turkish.
@MainActor
struct ControlsBar: View {
    let controls: ControlsView
    let counter: CounterView?
    /// The shuffle seed, when the settings show it.
    let seed: String?
    let shell: AppShell

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if counter != nil || seed != nil {
                HStack(alignment: .firstTextBaseline, spacing: 8) {
                    if let counter { CounterLabel(counter: counter) }
                    Spacer(minLength: 0)
                    if let seed {
                        Text("table.seed \(seed)").font(.caption).foregroundStyle(.white).textSelection(.enabled).lineLimit(1)
                    }
                }
            }
            // The first row that fits the width: everything, then less and less of it in the
            // row, the rest in the menu.
            ViewThatFits(in: .horizontal) {
                row(arrangeInMenu: false, inRow: .all)
                row(arrangeInMenu: false, inRow: .withHint)
                row(arrangeInMenu: true, inRow: .withHint)
            }
            .buttonStyle(.bordered)
            .menuStyle(.button)
            .controlSize(.regular)
            .tint(.white)
        }
    }

    /// Which of the rarer buttons stay in the row (the rest go into the menu).
    private enum InRow {
        /// Every button in the row, no menu.
        case all
        /// Hint in the row; take back and return in the menu.
        case withHint
    }

    /// The buttons that make moves, always in the row: Open and Lay (Okey 101), Finish and Show
    /// indicator (Düz Okey), as the core shows them.
    private var moves: [Action] {
        [
            Action(id: "open", title: "table.open", control: controls.open, intent: .open),
            Action(id: "lay", title: "table.lay", control: controls.lay, intent: .lay),
            Action(id: "finish", title: "table.finish", control: controls.finish, intent: .finish),
            Action(id: "showIndicator", title: "table.showIndicator", control: controls.showIndicator, intent: .showIndicator),
        ]
    }

    private var hint: Action { Action(id: "hint", title: "table.hint", control: controls.hint, intent: .hint) }

    /// The rarest: undoing a lay and returning a taken discard.
    private var undos: [Action] {
        [
            Action(id: "takeBack", title: "table.takeBack", control: controls.takeBack, intent: .takeBack),
            Action(id: "returnTaken", title: "table.returnTaken", control: controls.returnTaken, intent: .returnTaken),
        ]
    }

    private func row(arrangeInMenu: Bool, inRow: InRow) -> some View {
        let shown = (inRow == .all ? [hint] + undos : [hint]).filter(\.control.visible)
        let more = (inRow == .all ? [] : undos).filter(\.control.visible)
        return HStack(spacing: 6) {
            if arrangeInMenu {
                Menu("table.arrange") { arrangeButtons }.disabled(!controls.arrange)
            } else {
                Group { arrangeButtons }.disabled(!controls.arrange)
            }
            ForEach(moves.filter(\.control.visible) + shown) { action in
                button(action)
            }
            if !more.isEmpty {
                Menu {
                    ForEach(more) { action in button(action) }
                } label: {
                    Label("table.more", systemImage: "ellipsis").labelStyle(.iconOnly)
                }
            }
        }
        .lineLimit(1)
        .fixedSize()
    }

    @ViewBuilder
    private var arrangeButtons: some View {
        Button("table.runsAndSets") { shell.send(.arrange(layout: .runsAndSets)) }
        Button("table.pairs") { shell.send(.arrange(layout: .pairs)) }
    }

    private func button(_ action: Action) -> some View {
        Button(action.title) { shell.send(action.intent) }.disabled(!action.control.enabled)
    }

    /// A button as the core's `Control` describes it.
    private struct Action: Identifiable {
        let id: String
        let title: LocalizedStringKey
        let control: Control
        let intent: Intent
    }
}

/// The live counter in the core's words ("Opening 96 / 101", "A discard wins!"), yellow once it
/// has reached what it counts towards.
struct CounterLabel: View {
    let counter: CounterView

    var body: some View {
        Text(verbatim: counter.text)
            .font(.headline.monospacedDigit())
            .foregroundStyle(counter.reached ? SwiftUI.Color.yellow : SwiftUI.Color.white)
            .lineLimit(1)
            .minimumScaleFactor(0.8)
    }
}

#Preview("Controls") {
    let shell = PreviewShell.atTable()
    return Group {
        if let table = shell.table {
            VStack(spacing: 20) {
                ControlsBar(controls: table.controls, counter: table.counter, seed: "7", shell: shell)
                    .frame(width: 374)
                ControlsBar(controls: table.controls, counter: table.counter, seed: nil, shell: shell)
                    .frame(width: 300)
            }
        }
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
