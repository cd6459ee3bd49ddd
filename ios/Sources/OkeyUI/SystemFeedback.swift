#if canImport(UIKit)
import AVFoundation
import OkeyAppCore
import OkeyModel
import UIKit

/// The phone's side of the core's `Haptic`, `Sound` and `Announce` effects: UIKit's feedback
/// generators, the app's own tile sounds and VoiceOver.
@MainActor
public final class SystemFeedback: Feedback {
    private let notification = UINotificationFeedbackGenerator()
    private let impact = UIImpactFeedbackGenerator(style: .light)
    /// One player per sound, loaded on first use.
    private var players: [Sound: AVAudioPlayer] = [:]

    public init() {
        // Game sounds mix with the player's music and follow the silent switch.
        try? AVAudioSession.sharedInstance().setCategory(.ambient)
    }

    public func haptic(_ kind: Haptic) {
        switch kind {
        case .confirm: impact.impactOccurred()
        case .refused: notification.notificationOccurred(.error)
        case .yourTurn: notification.notificationOccurred(.success)
        }
    }

    /// The app's own tile sounds (`App/Sounds/*.caf`, made by `scripts/make-sounds`, the same as
    /// Android's); the core sends a sound only when the player has sound on.
    public func sound(_ kind: Sound) {
        guard let player = player(for: kind) else { return }
        player.currentTime = 0
        player.play()
    }

    private func player(for kind: Sound) -> AVAudioPlayer? {
        if let player = players[kind] { return player }
        guard let url = Bundle.main.url(forResource: Self.file(of: kind), withExtension: "caf"),
            let player = try? AVAudioPlayer(contentsOf: url)
        else { return nil }
        player.volume = 0.66
        player.prepareToPlay()
        players[kind] = player
        return player
    }

    /// A sound's file, named as `scripts/make-sounds` names it for both apps.
    private static func file(of kind: Sound) -> String {
        switch kind {
        case .draw: "draw"
        case .discard: "discard"
        case .lay: "lay"
        case .yourTurn: "your-turn"
        case .dealWon: "deal-won"
        case .dealLost: "deal-lost"
        }
    }

    public func announce(_ text: String) {
        UIAccessibility.post(notification: .announcement, argument: text)
    }
}
#endif
