#if canImport(SwiftUI)
import Foundation
import OkeyAppCore
import OkeyModel

/// Shells for `#Preview`s: the real app core over a fresh directory, its jobs run at once (the
/// bots play up to the player's turn before the preview draws), the same game every time.
@MainActor
enum PreviewShell {
    /// A first launch: the New game form.
    static func firstLaunch(language: Language = .english) -> AppShell {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("okey-preview-\(UUID().uuidString)")
        return AppShell.open(directory: directory, language: language, entropy: 7, jobs: InlineJobRunner(holding: [.expireMessage]))
    }

    /// A game of the New game form's defaults, at the player's turn.
    static func atTable(language: Language = .english) -> AppShell {
        let shell = firstLaunch(language: language)
        shell.send(.startGame)
        return shell
    }
}
#endif
