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

    /// Takes a dragged item (`DragItem.payload`) let go here: the drop's intent goes to the core.
    func dropTarget(_ target: DropTarget, of shell: AppShell) -> some View {
        dropDestination(for: String.self) { items, _ in
            guard let item = items.first.flatMap(DragItem.init(payload:)), item.intent(droppedOn: target) != nil else {
                return false
            }
            shell.drop(item, on: target)
            return true
        }
    }
}
#endif
