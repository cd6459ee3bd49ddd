#if canImport(SwiftUI)
import SwiftUI

/// Whose turn it is, in the core's words (on the player's own turn, what to do), and the deal.
struct TurnLineView: View {
    let status: String
    let yourTurn: Bool
    let deal: String
    let multiplier: String?

    var body: some View {
        HStack {
            Text(verbatim: status)
                .font(.headline)
                .foregroundStyle(yourTurn ? SwiftUI.Color.yellow : SwiftUI.Color.white)
            Spacer()
            if let multiplier { Text(verbatim: multiplier).font(.subheadline.bold()).foregroundStyle(.yellow) }
            Text(verbatim: deal).font(.subheadline).foregroundStyle(.white)
        }
        .accessibilityElement(children: .combine)
    }
}

#Preview("Turn line") {
    VStack {
        TurnLineView(status: "Your turn: draw", yourTurn: true, deal: "Deal 1 of 5", multiplier: nil)
        TurnLineView(status: "Sıra Ayşe'de", yourTurn: false, deal: "5 elden 3. el", multiplier: "×2")
    }
    .padding()
    .background(TilePalette.felt)
}
#endif
