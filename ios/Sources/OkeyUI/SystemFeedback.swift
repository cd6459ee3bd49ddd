#if canImport(UIKit)
import OkeyAppCore
import OkeyModel
import UIKit

/// The phone's side of the core's `Haptic` and `Announce` effects: UIKit's feedback generators
/// and VoiceOver.
@MainActor
public final class SystemFeedback: Feedback {
    private let notification = UINotificationFeedbackGenerator()
    private let impact = UIImpactFeedbackGenerator(style: .light)

    public init() {}

    public func haptic(_ kind: Haptic) {
        switch kind {
        case .confirm: impact.impactOccurred()
        case .refused: notification.notificationOccurred(.error)
        case .yourTurn: notification.notificationOccurred(.success)
        }
    }

    public func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}
#endif
