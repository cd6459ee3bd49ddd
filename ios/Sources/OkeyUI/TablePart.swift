#if canImport(SwiftUI)
import OkeyModel

/// A part of the table drawn from a picture: live, with the table its gestures go to, or only
/// looked at (a reviewed position), without one.
@MainActor
protocol TablePart {
    init(picture: TablePicture, table: TableModel?)
}

extension TablePart {
    /// The part of the live table, answering gestures.
    init(table: TableModel) {
        self.init(picture: table.picture, table: table)
    }

    /// The part of a position that is only looked at.
    init(picture: TablePicture) {
        self.init(picture: picture, table: nil)
    }
}
#endif
