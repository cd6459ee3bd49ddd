#if canImport(SwiftUI)
import Okey
import OkeyModel
import SwiftUI

/// A refusal in the engine's words (or the app's), for a few seconds, near where the gesture ended.
@MainActor
struct MessageView: View {
    let table: TableModel

    var body: some View {
        if let message = table.message {
            Group {
                switch message.text {
                case .engine(let words): Text(words)
                case .app(let key): Text(LocalizedStringKey(key))
                }
            }
            .font(.callout)
            .padding(8)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
            .frame(maxWidth: .infinity, alignment: message.anchor == .discard ? .trailing : .center)
            .onTapGesture { table.dismissMessage() }
            .accessibilityAddTraits(.updatesFrequently)
        }
    }
}

#Preview("Message") {
    MessageView(table: PreviewModels.table())
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
