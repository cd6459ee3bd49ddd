import OkeyModel
import OkeyUI
import SwiftUI

/// The iPhone app: the app core over its files in Application Support, its jobs on detached
/// tasks, the phone's haptics and VoiceOver, and the root view. Everything else lives in the
/// Swift package (OkeyModel, OkeyUI) and, for every decision, in the Rust app core. (Named so as
/// not to clash with the core's `OkeyApp` object.)
@main
@MainActor
struct OkeyIPhoneApp: App {
    @State private var shell = OkeyIPhoneApp.makeShell()
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            RootView(shell: shell)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background {
                // Several people at this phone: every rack hidden, the hand-over shown on return.
                shell.send(.background)
                // Whatever waits to be written is written before the app may be stopped.
                shell.flush()
            }
        }
    }

    /// The shell, with Bonjour's tables nearby feeding the Join screen.
    private static func makeShell() -> AppShell {
        let shell = AppShell.open(directory: directory, feedback: SystemFeedback(), network: LinkNetwork(directory: directory))
        let tables = BonjourTables { [weak shell] intent in shell?.send(intent) }
        shell.discovery = tables
        return shell
    }

    private static var directory: URL {
        URL.applicationSupportDirectory.appending(path: "Okey", directoryHint: .isDirectory)
    }
}
