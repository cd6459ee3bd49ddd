#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// The last few moves in words ("Player 2 discarded red 7"), newest last, so that a bot's move can
/// be read as well as seen; VoiceOver announces each new one.
@MainActor
struct RecentMovesView: View {
    let table: TableModel

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(Array(table.recent.suffix(3).enumerated()), id: \.offset) { _, event in
                if let line = line(event) { line.font(.caption).foregroundStyle(.white.opacity(0.85)) }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.updatesFrequently)
    }

    private func line(_ event: Event) -> Text? {
        let okey = table.view.okey
        switch event {
        case .drew(let seat, _):
            return said(seat, you: Text("event.you.drew"), other: Text("event.drew"))
        case .tookDiscard(let seat, let tile, _):
            return said(seat, you: Text("event.you.took"), other: Text("event.took")) + Text(verbatim: " ") + TileView.description(tile, okey: okey)
        case .laid(let seat, _, _, let tiles, _):
            return said(seat, you: Text("event.you.laid \(tiles.count)"), other: Text("event.laid \(tiles.count)"))
        case .laidOff(let seat, let tile, _, _):
            return said(seat, you: Text("event.you.laidOff"), other: Text("event.laidOff")) + Text(verbatim: " ") + TileView.description(tile, okey: okey)
        case .opened(let seat, _, let value, _):
            return said(seat, you: Text("event.you.opened \(Int(value))"), other: Text("event.opened \(Int(value))"))
        case .penalized(let seat, let points, let reason):
            let penalty = seat == 0
                ? Text("event.you.penalty \(Int(points))")
                : SeatName.text(Int(seat)) + Text(verbatim: ": ") + Text("event.penalty \(Int(points))")
            return penalty + Text(verbatim: " · ")
                + Text(LocalizedStringKey(LabelKeys.penalty(reason)))
        case .discarded(let seat, let tile):
            return said(seat, you: Text("event.you.discarded"), other: Text("event.discarded")) + Text(verbatim: " ") + TileView.description(tile, okey: okey)
        default:
            return nil
        }
    }

    /// The player's own move has its own sentence, since Turkish conjugates the verb for "you"
    /// ("Çektin", never "Sen çekti"); another seat's move is its name and the verb.
    private func said(_ seat: UInt32, you: Text, other: Text) -> Text {
        seat == 0 ? you : SeatName.text(Int(seat)) + Text(verbatim: " ") + other
    }
}

#Preview("Recent moves") {
    RecentMovesView(table: PreviewModels.table())
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
