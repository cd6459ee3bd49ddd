#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

/// Pass and play: the cover over the rack while the phone goes to the next person ("Pass to
/// Ayşe", "Tap to show your rack", in the core's words). The rack under it is empty (the core
/// sends none of its tiles); the rest of the table, all public, stays in sight. A tap anywhere on
/// it shows that person's rack.
@MainActor
struct HandoverCover: View {
    let handover: HandoverView
    let shell: AppShell

    var body: some View {
        Button {
            shell.send(.showRack)
        } label: {
            VStack(spacing: 6) {
                Text(verbatim: handover.title).font(.title2.bold()).foregroundStyle(.yellow)
                Text(verbatim: handover.text).font(.body).foregroundStyle(.white)
            }
            .multilineTextAlignment(.center)
            .minimumScaleFactor(0.7)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(RoundedRectangle(cornerRadius: 12).fill(TilePalette.wood))
            .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(SwiftUI.Color.yellow, lineWidth: 3))
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

/// Over the whole app while the scene is not in the foreground and a rack on screen is private
/// (`TableView.private`): the system's app-switcher snapshot is taken of this, not of the rack.
/// The core hides the racks too when the scene goes to the background (`Intent.background`).
struct PrivacyCover: View {
    var body: some View {
        ZStack {
            TilePalette.felt.ignoresSafeArea()
            Text("app.name").font(.largeTitle.bold()).foregroundStyle(.yellow)
        }
    }
}
#endif
