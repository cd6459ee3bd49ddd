#if canImport(SwiftUI)
import OkeyModel
import SwiftUI

extension View {
    /// Attaches the live table's gestures with `attach`; with no table (a reviewed position, only
    /// looked at) the view stays as it is: nothing to tap, drag, drop or act on with VoiceOver.
    /// Whether there is a table never changes for a view, so the view keeps its identity.
    @ViewBuilder
    func gestures<Content: View>(of table: TableModel?, @ViewBuilder _ attach: (Self, TableModel) -> Content) -> some View {
        if let table { attach(self, table) } else { self }
    }
}
#endif
