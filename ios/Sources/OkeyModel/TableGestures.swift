import Okey

/// What the player can drag on the table.
public enum DragItem: Equatable, Sendable {
    case rackTile(UInt8)
    case stock
    /// The discard the player may take (the previous player's).
    case takeableDiscard

    /// The text a drag carries between views.
    public var payload: String {
        switch self {
        case .rackTile(let id): "tile:\(id)"
        case .stock: "stock"
        case .takeableDiscard: "discard"
        }
    }

    public init?(payload: String) {
        switch payload {
        case "stock": self = .stock
        case "discard": self = .takeableDiscard
        default:
            guard payload.hasPrefix("tile:"), let id = UInt8(payload.dropFirst(5)) else { return nil }
            self = .rackTile(id)
        }
    }
}

/// Where a drag can end.
public enum DropTarget: Equatable, Sendable {
    /// A slot of the rack.
    case slot(Int)
    /// A meld on the table; `onOkey` when the drop landed on one of its okeys.
    case meld(UInt32, onOkey: Bool)
    /// The player's own discard spot.
    case discardSpot
}

extension TableModel {
    /// A drag that ended on a target, as the table of gestures in APPS.md says: within the rack it
    /// only reorders; the stock or the marked discard onto the rack draws or takes (the new tile
    /// lands where it was dropped); a rack tile onto a meld lays off, onto an okey takes it back
    /// (Katlamalı), onto the discard spot discards.
    public func drop(_ item: DragItem, on target: DropTarget) {
        switch (item, target) {
        case (.rackTile(let id), .slot(let slot)):
            moveTile(id, toSlot: slot)
        case (.stock, .slot(let slot)):
            placingNewTile(at: slot) { draw() }
        case (.takeableDiscard, .slot(let slot)):
            placingNewTile(at: slot) { takeDiscard() }
        case (.rackTile(let id), .meld(let meld, onOkey: true)):
            retrieveOkey(id, from: meld)
        case (.rackTile(let id), .meld(let meld, onOkey: false)):
            layOff(id, onto: meld)
        case (.rackTile(let id), .discardSpot):
            discard(id)
        default:
            break
        }
    }

    /// Runs `take`, then moves the one tile it added to the rack into `slot`.
    private func placingNewTile(at slot: Int, _ take: () -> Void) {
        let before = Set(view.rack.map(\.id))
        take()
        if let new = view.rack.first(where: { !before.contains($0.id) }) { moveTile(new.id, toSlot: slot) }
    }
}
