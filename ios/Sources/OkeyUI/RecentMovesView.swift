#if canImport(SwiftUI)
import SwiftUI

/// The last few moves in the core's words, newest last, so that a bot's move can be read as well
/// as seen: the newest alone on a line (upright, where height is short), or the last three.
struct RecentMovesView: View {
    let recent: [String]
    var lines = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(Array(recent.suffix(lines).enumerated()), id: \.offset) { _, line in
                Text(verbatim: line).font(.caption).foregroundStyle(.white.opacity(0.85)).lineLimit(lines == 1 ? 1 : 2)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.updatesFrequently)
    }
}

#Preview("Recent moves") {
    RecentMovesView(recent: ["Ayşe discarded red 7", "Mehmet drew", "Mehmet discarded black 2"])
        .padding()
        .background(TilePalette.felt)
}
#endif
