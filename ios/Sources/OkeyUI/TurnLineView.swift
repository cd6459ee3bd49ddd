#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Whose turn it is; on the player's own turn, what to do.
struct TurnLineView: View {
    let status: TurnStatus
    let dealNumber: UInt32

    var body: some View {
        HStack {
            statusText
                .font(.headline)
                .foregroundStyle(status == .yourTurnToDraw || status == .yourTurnToPlay ? SwiftUI.Color.yellow : SwiftUI.Color.white)
            Spacer()
            Text("table.deal \(Int(dealNumber))").font(.subheadline).foregroundStyle(.white)
        }
    }

    @ViewBuilder
    private var statusText: some View {
        Group {
            switch status {
            case .yourTurnToDraw: Text("table.yourTurnDraw")
            case .yourTurnToPlay: Text("table.yourTurnPlay")
            case .waiting(let seat): Text("table.waiting \(SeatName.text(Int(seat)))")
            case .dealOver: Text("dealOver.title")
            }
        }
    }
}

#Preview("Turn line") {
    VStack {
        TurnLineView(status: .yourTurnToDraw, dealNumber: 1)
        TurnLineView(status: .waiting(for: 2), dealNumber: 3)
    }
    .padding()
    .background(SwiftUI.Color.green)
}
#endif
