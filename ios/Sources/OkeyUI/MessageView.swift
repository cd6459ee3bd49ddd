#if canImport(SwiftUI)
import Accessibility // AccessibilityNotification (iOS 17)
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
            .onAppear { announce(message.text) }
            .onChange(of: message.serial) { if let current = table.message { announce(current.text) } }
        }
    }

    /// VoiceOver reads a refusal out, as the error haptic makes it felt.
    private func announce(_ text: MessageText) {
        guard case .engine(let words) = text else { return }
        AccessibilityNotification.Announcement(words).post()
    }
}

#Preview("Message") {
    MessageView(table: PreviewModels.table())
        .padding()
        .background(SwiftUI.Color.green)
}
#endif
