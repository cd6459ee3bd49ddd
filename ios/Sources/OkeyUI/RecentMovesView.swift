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
            return SeatName.text(Int(seat)) + Text(verbatim: " ") + Text("event.drew")
        case .tookDiscard(let seat, let tile, _):
            return SeatName.text(Int(seat)) + Text(verbatim: " ") + Text("event.took") + Text(verbatim: " ") + TileView.description(tile, okey: okey)
        case .laid(let seat, _, _, let tiles, _):
            return SeatName.text(Int(seat)) + Text(verbatim: " ") + Text("event.laid \(tiles.count)")
        case .laidOff(let seat, let tile, _, _):
            return SeatName.text(Int(seat)) + Text(verbatim: " ") + Text("event.laidOff") + Text(verbatim: " ") + TileView.description(tile, okey: okey)
        case .opened(let seat, _, let value, _):
            return SeatName.text(Int(seat)) + Text(verbatim: " ") + Text("event.opened \(Int(value))")
        case .penalized(let seat, let points, let reason):
            return SeatName.text(Int(seat)) + Text(verbatim: ": ") + Text("event.penalty \(Int(points))") + Text(verbatim: " · ")
                + Text(LocalizedStringKey(LabelKeys.penalty(reason)))
        case .discarded(let seat, let tile):
            return SeatName.text(Int(seat)) + Text(verbatim: " ") + Text("event.discarded") + Text(verbatim: " ") + TileView.description(tile, okey: okey)
        default:
            return nil
        }
    }
}

#Preview("Recent moves") {
    RecentMovesView(table: PreviewModels.table())
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
