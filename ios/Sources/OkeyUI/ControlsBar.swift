#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The controls beside the rack: the live counter, the arrange buttons and the actions, wrapping
/// in rows (never scrolled sideways). Each shows and works exactly as the core's `ControlsView`
/// says.
@MainActor
struct ControlsBar: View {
    let controls: ControlsView
    let counter: CounterView?
    /// The shuffle seed, when the settings show it.
    let seed: String?
    let shell: AppShell

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if let counter { CounterLabel(counter: counter) }
            FlowLayout(spacing: 8, rowSpacing: 6) {
                Button("table.runsAndSets") { shell.send(.arrange(layout: .runsAndSets)) }.disabled(!controls.arrange)
                Button("table.pairs") { shell.send(.arrange(layout: .pairs)) }.disabled(!controls.arrange)
                button("table.open", controls.open, .open)
                button("table.lay", controls.lay, .lay)
                button("table.takeBack", controls.takeBack, .takeBack)
                button("table.hint", controls.hint, .hint)
                button("table.returnTaken", controls.returnTaken, .returnTaken)
                button("table.finish", controls.finish, .finish)
                button("table.showIndicator", controls.showIndicator, .showIndicator)
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            .tint(.white)
            if let seed {
                Text("table.seed \(seed)").font(.caption).foregroundStyle(.white).textSelection(.enabled)
            }
        }
    }

    @ViewBuilder
    private func button(_ title: LocalizedStringKey, _ control: Control, _ intent: Intent) -> some View {
        if control.visible {
            Button(title) { shell.send(intent) }.disabled(!control.enabled)
        }
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
    }
}

/// The guided deal's step in the core's words: what to do now, and why.
struct GuideBubble: View {
    let guide: GuideView

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(verbatim: guide.title).font(.headline)
            Text(verbatim: guide.text).font(.callout).lineLimit(5)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(.white.opacity(0.92), in: RoundedRectangle(cornerRadius: 12))
        .foregroundStyle(.black)
    }
}

/// The hint in the core's words (its tiles are also marked on the rack).
struct HintBubble: View {
    let hint: HintView

    var body: some View {
        Text(verbatim: hint.text)
            .font(.callout)
            .lineLimit(3)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(.yellow.opacity(0.9), in: RoundedRectangle(cornerRadius: 12))
            .foregroundStyle(.black)
    }
}

#Preview("Controls") {
    let shell = PreviewShell.atTable()
    return Group {
        if let table = shell.table {
            ControlsBar(controls: table.controls, counter: table.counter, seed: "7", shell: shell)
                .frame(width: 374)
        }
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
