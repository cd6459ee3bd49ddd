#if canImport(SwiftUI)
import SwiftUI

/// Whose turn it is, in the core's words (on the player's own turn, what to do).
struct TurnLineView: View {
    let status: String
    let yourTurn: Bool

    var body: some View {
        Text(verbatim: status)
            .font(.headline)
            .foregroundStyle(yourTurn ? SwiftUI.Color.yellow : SwiftUI.Color.white)
            .lineLimit(2)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview("Turn line") {
    VStack {
        TurnLineView(status: "Your turn: draw", yourTurn: true)
        TurnLineView(status: "Sıra Ayşe'de", yourTurn: false)
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
