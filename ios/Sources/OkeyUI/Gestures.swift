#if canImport(SwiftUI)
import OkeyAppCore
import OkeyModel
import SwiftUI

@MainActor
extension View {
    /// Attaches the live table's gestures with `attach`; with no shell (a reviewed position, only
    /// looked at) the view stays as it is: nothing to tap, drag, drop or act on with VoiceOver.
    /// Whether there is a shell never changes for a view, so the view keeps its identity.
    @ViewBuilder
    func gestures<Content: View>(of shell: AppShell?, @ViewBuilder _ attach: (Self, AppShell) -> Content) -> some View {
        if let shell { attach(self, shell) } else { self }
    }

    /// Takes a dragged thing (`Dragged.payload`) let go here: the core hears what was carried and
    /// where it landed, and decides what that means.
    func dropTarget(_ spot: DropSpot, of shell: AppShell) -> some View {
        dropDestination(for: String.self) { items, _ in
            guard let dragged = items.first.flatMap(Dragged.init(payload:)) else { return false }
            shell.drop(dragged, on: spot)
            return true
        }
    }

    /// A quick swipe of this rack tile towards the discard spot (`discardSpot`, in global
    /// coordinates) discards it, as a drop there would (`Flick` decides what counts as one). The
    /// slower drag that lifts the tile is SwiftUI's drag and drop, which this leaves alone.
    func flickToDiscard(_ tile: UInt8, spot: CGRect?, of shell: AppShell) -> some View {
        simultaneousGesture(
            DragGesture(minimumDistance: 16, coordinateSpace: .global).onEnded { value in
                guard let spot,
                    Flick(at: value.location, velocity: CGPoint(x: value.velocity.width, y: value.velocity.height)).isTowards(spot)
                else { return }
                shell.drop(.rackTile(tile: tile), on: .discardSpot)
            }
        )
    }
}

private struct DiscardSpotFrameKey: PreferenceKey {
    static let defaultValue: CGRect? = nil

    static func reduce(value: inout CGRect?, nextValue: () -> CGRect?) {
        value = nextValue() ?? value
    }
}

private struct DiscardSpotFrameEnvironmentKey: EnvironmentKey {
    static let defaultValue: CGRect? = nil
}

extension EnvironmentValues {
    /// Where the player's discard spot is on screen (global coordinates), for a flick towards it.
    var discardSpotFrame: CGRect? {
        get { self[DiscardSpotFrameEnvironmentKey.self] }
        set { self[DiscardSpotFrameEnvironmentKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as the discard spot, for `discardSpotFrame`.
    func marksDiscardSpot() -> some View {
        background(
            GeometryReader { proxy in SwiftUI.Color.clear.preference(key: DiscardSpotFrameKey.self, value: proxy.frame(in: .global)) })
    }

    /// Hands the discard spot's frame, as the views below mark it, to the views below.
    func passesDiscardSpot(_ frame: Binding<CGRect?>) -> some View {
        onPreferenceChange(DiscardSpotFrameKey.self) { frame.wrappedValue = $0 }
            .environment(\.discardSpotFrame, frame.wrappedValue)
    }
}
#endif
