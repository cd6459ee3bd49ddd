#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// Whose turn it is; on the player's own turn, what to do.
struct TurnLineView: View {
    let status: TurnStatus

    var body: some View {
        Group {
            switch status {
            case .yourTurnToDraw: Text("table.yourTurnDraw")
            case .yourTurnToPlay: Text("table.yourTurnPlay")
            case .waiting(let seat): Text("table.waiting \(SeatName.text(Int(seat)))")
            case .dealOver: Text("dealOver.title")
            }
        }
        .font(.headline)
        .foregroundStyle(status == .yourTurnToDraw || status == .yourTurnToPlay ? SwiftUI.Color.yellow : SwiftUI.Color.white)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

#Preview("Turn line") {
    VStack {
        TurnLineView(status: .yourTurnToDraw)
        TurnLineView(status: .waiting(for: 2))
    }
    .padding()
    .background(SwiftUI.Color.green)
}
#endif
