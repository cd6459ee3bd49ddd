import OkeyAppCore

/// What the shell does for `Effect.haptic` and `Effect.announce`: the views' module gives the
/// phone's (UIKit's feedback generators and VoiceOver); tests record them.
@MainActor
public protocol Feedback: AnyObject {
    func haptic(_ kind: Haptic)
    /// Plays the sound of a move (the core sends it only when the player has sound on).
    func sound(_ kind: Sound)
    /// Says `text` for VoiceOver.
    func announce(_ text: String)
}

/// No vibration, no speech: for previews and where there is no phone.
@MainActor
public final class SilentFeedback: Feedback {
    public init() {}
    public func haptic(_ kind: Haptic) {}
    public func sound(_ kind: Sound) {}
    public func announce(_ text: String) {}
}
