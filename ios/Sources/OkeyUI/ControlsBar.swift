#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The controls beside the rack: the arrange buttons, the live counter, the hint, and the actions.
/// Each shows and works exactly as the core's `ControlsView` says.
@MainActor
struct ControlsBar: View {
    let controls: ControlsView
    let counter: CounterView?
    let hint: HintView?
    /// The guided deal's step, shown before the hint.
    var guide: GuideView? = nil
    /// The shuffle seed, when the settings show it.
    let seed: String?
    let shell: AppShell

    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                Button("table.runsAndSets") { shell.send(.arrange(layout: .runsAndSets)) }.disabled(!controls.arrange)
                Button("table.pairs") { shell.send(.arrange(layout: .pairs)) }.disabled(!controls.arrange)
                if let counter { CounterLabel(counter: counter) }
                if let guide { GuideBubble(guide: guide) }
                if let hint { HintBubble(hint: hint) }
                button("table.lay", controls.lay, .lay)
                button("table.takeBack", controls.takeBack, .takeBack)
                button("table.hint", controls.hint, .hint)
                button("table.returnTaken", controls.returnTaken, .returnTaken)
                button("table.finish", controls.finish, .finish)
                button("table.showIndicator", controls.showIndicator, .showIndicator)
                if let seed {
                    Text("table.seed \(seed)").font(.caption).textSelection(.enabled)
                }
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            .tint(.white)
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
        .frame(maxWidth: 360, alignment: .leading)
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
            .frame(maxWidth: 320, alignment: .leading)
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
            ControlsBar(controls: table.controls, counter: table.counter, hint: table.hint, seed: "7", shell: shell)
        }
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
