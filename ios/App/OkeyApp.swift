import OkeyModel
import OkeyUI
import SwiftUI

/// The iPhone app: the live engine, files in Application Support, and the root view. Everything
/// else lives in the OkeyModel and OkeyUI modules of the Swift package.
@main
@MainActor
struct OkeyApp: App {
    @State private var app = AppModel(engine: LiveEngine(), storage: FileStorage(directory: OkeyApp.directory))

    var body: some Scene {
        WindowGroup {
            RootView(app: app)
        }
    }

    private static var directory: URL {
        URL.applicationSupportDirectory.appending(path: "Okey", directoryHint: .isDirectory)
    }
}
