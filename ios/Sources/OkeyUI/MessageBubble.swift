#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// The core's message (a refusal in the engine's words, or a notice) near where the gesture
/// ended; tapping it hides it. VoiceOver reads it through the core's `Announce` effect.
@MainActor
struct MessageBubble: View {
    let message: MessageView
    let shell: AppShell

    var body: some View {
        Text(verbatim: message.text)
            .font(.callout)
            .foregroundStyle(message.refusal ? SwiftUI.Color.red : SwiftUI.Color.primary)
            .padding(8)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))
            .frame(maxWidth: .infinity, alignment: alignment)
            .onTapGesture { shell.send(.dismissMessage) }
    }

    /// Beside the spot the gesture was about.
    private var alignment: Alignment {
        switch message.anchor {
        case .discard: .trailing
        case .pile, .stock: .leading
        case .rack, .table, .controls: .center
        }
    }
}
#endif
