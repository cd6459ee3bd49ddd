#if canImport(UIKit)
import OkeyAppCore
import OkeyModel
import AudioToolbox
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

    /// The system's sounds until the app ships its own: short and quiet, one per kind.
    public func sound(_ kind: Sound) {
        let id: SystemSoundID
        switch kind {
        case .draw: id = 1104
        case .discard: id = 1105
        case .lay: id = 1306
        case .yourTurn: id = 1057
        case .dealWon: id = 1025
        case .dealLost: id = 1073
        }
        AudioServicesPlaySystemSound(id)
    }

    public func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}
#endif
