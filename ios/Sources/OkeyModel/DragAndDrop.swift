import OkeyAppCore

/// A drag's payload as SwiftUI's `draggable` carries it ("tile:12", "stock", "pile"): what the
/// finger carried, in the core's words (`Dragged`). What a drop means is the core's to decide
/// (`Intent.drop`); this only names the thing across SwiftUI's transfer.
extension Dragged {
    public var payload: String {
        switch self {
        case .rackTile(let tile): "tile:\(tile)"
        case .stock: "stock"
        case .takeablePile: "pile"
        }
    }

    public init?(payload: String) {
        switch payload {
        case "stock": self = .stock
        case "pile": self = .takeablePile
        default:
            guard payload.hasPrefix("tile:"), let id = UInt8(payload.dropFirst(5)) else { return nil }
            self = .rackTile(tile: id)
        }
    }
}
