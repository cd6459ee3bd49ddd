#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The controls beside the rack: arrange buttons, the live counter, and the actions. A control the
/// engine's `allowed` list does not offer now is disabled, not hidden.
@MainActor
struct ControlsView: View {
    let table: TableModel
    let showSeed: Bool

    var body: some View {
        let duz = table.view.rules.variant == .duz
        ScrollView(.horizontal) {
            HStack(spacing: 8) {
                Button("table.runsAndSets") { table.arrange(.runsAndSets) }
                Button("table.pairs") { table.arrange(.pairs) }
                CounterView(counter: table.counter, discardWins: !table.winningDiscards.isEmpty)
                if let hint = table.hint { HintView(hint: hint, okey: table.view.okey) }
                if !duz {
                    Button("table.lay") { table.laySelected() }.disabled(!table.allows(.lay) || table.selected.isEmpty)
                    Button("table.takeBack") { table.takeBack() }.disabled(!table.allows(.takeBack))
                }
                Button("table.hint") { table.requestHint() }.disabled(!table.yourTurn || table.dealOver)
                // Only under rules that have it at all; then disabled whenever `allowed` leaves it out.
                if table.view.rules.returnTakenDiscard {
                    Button("table.returnTaken") { table.returnTaken() }.disabled(!table.allows(.returnTaken))
                }
                if duz {
                    Button("table.finish") { table.finish() }.disabled(!table.allows(.finish))
                    Button("table.showIndicator") { table.showIndicator() }.disabled(!table.allows(.showIndicator))
                }
                if showSeed, let seed = table.seed {
                    Text("table.seed \(String(seed))").font(.caption).textSelection(.enabled)
                }
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
            .tint(.white)
        }
    }
}

/// The live counter: "Opening 96 / 101", "Pairs 4 / 5", Opened, or in Düz Okey the tiles in sets
/// and runs, the pairs, and whether a discard wins now.
struct CounterView: View {
    let counter: Counter
    /// Düz Okey: a discard wins now (by the counter for this very move).
    var discardWins = false

    var body: some View {
        Group {
            switch counter {
            case .opening(let value, let needed): Text("table.counterOpening \(Int(value)) \(Int(needed))")
            case .pairs(let pairs, let needed): Text("table.counterPairs \(pairs) \(needed)")
            case .opened(let withPairs): withPairs ? Text("table.openedPairs") : Text("table.opened")
            case .duz(let duz):
                HStack(spacing: 6) {
                    Text("table.counterDuz \(duz.inSetsAndRuns) \(duz.pairs)")
                    if discardWins { Text("table.discardWins").foregroundStyle(.yellow) }
                }
            case .none: EmptyView()
            }
        }
        .font(.headline.monospacedDigit())
        .foregroundStyle(.white)
    }
}

/// What the hint suggests, in words, and the engine's reason for it in the player's language (its
/// tiles are also lifted out on the rack).
struct HintView: View {
    let hint: HintUI
    let okey: TileFace

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            suggestion.font(.callout.bold())
            Text(verbatim: hint.reason).font(.caption).lineLimit(3)
        }
        .frame(maxWidth: 320, alignment: .leading)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(.yellow.opacity(0.9), in: RoundedRectangle(cornerRadius: 12))
        .foregroundStyle(.black)
        .accessibilityElement(children: .combine)
    }

    @ViewBuilder
    private var suggestion: some View {
        Group {
            switch hint.action {
            case .draw: Text("hint.draw")
            case .takeDiscard, .takeIndicator: Text("hint.take")
            case .returnTaken: Text("hint.returnTaken")
            case .lay(let melds): Text("hint.lay \(melds.count)")
            case .layOff(let tile, _, _): Text("hint.layOff") + Text(verbatim: " ") + TileView.description(tile, okey: okey)
            case .retrieveOkey: Text("hint.retrieveOkey")
            case .takeBack, .takeBackAll: Text("hint.takeBack")
            case .discard(let tile): Text("hint.discard") + Text(verbatim: " ") + TileView.description(tile, okey: okey)
            case .finish(let tile): Text("hint.finish") + Text(verbatim: " ") + TileView.description(tile, okey: okey)
            case .showIndicator: Text("hint.showIndicator")
            case .nextDeal: Text("dealOver.nextDeal")
            }
        }
    }
}

#Preview("Controls") {
    ControlsView(table: PreviewModels.table(), showSeed: true)
        .padding()
        .background(SwiftUI.Color.green)
}

#Preview("Düz counter") {
    CounterView(counter: .duz(DuzCounter(inSetsAndRuns: 11, pairs: 5, winningDiscards: [3], move: 0)), discardWins: true)
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
