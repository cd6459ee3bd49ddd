import OkeyAppCore

/// What the player can drag at the table: a rack tile, the stock, or the pile they may take.
public enum DragItem: Equatable, Sendable {
    case rackTile(UInt8)
    case stock
    case takeablePile

    /// The drag's payload as SwiftUI's `draggable` carries it ("tile:12", "stock", "pile").
    public var payload: String {
        switch self {
        case .rackTile(let id): "tile:\(id)"
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
            self = .rackTile(id)
        }
    }
}

/// Where a dragged item can be let go.
public enum DropTarget: Equatable, Sendable {
    /// A rack slot, 0 to 29.
    case slot(UInt8)
    /// The player's discard spot, beside the rack.
    case discardSpot
    /// A meld on the table.
    case meld(UInt32)
    /// An okey inside a meld on the table (Katlamalı: the tile takes its place).
    case okeyInMeld(UInt32)
}

extension DragItem {
    /// The gesture a drop makes; `nil` when it makes none (the stock dropped on a meld). Whether
    /// the move is allowed is the core's to say.
    public func intent(droppedOn target: DropTarget) -> Intent? {
        switch (self, target) {
        case (.rackTile(let tile), .slot(let slot)): .moveTile(tile: tile, slot: slot)
        case (.rackTile(let tile), .discardSpot): .discard(tile: tile)
        case (.rackTile(let tile), .meld(let meld)): .layOff(tile: tile, meld: meld)
        case (.rackTile(let tile), .okeyInMeld(let meld)): .retrieveOkey(tile: tile, meld: meld)
        case (.stock, .slot): .draw
        case (.takeablePile, .slot): .takeDiscard
        default: nil
        }
    }

    /// The player's finger already carried this flight's tile where it lands: not flown again.
    func carried(_ flight: Flight) -> Bool {
        switch self {
        case .rackTile(let id):
            return flight.tile?.id == id
        case .stock:
            return flight.from == .stock
        case .takeablePile:
            if case .pile = flight.from { return true }
            return false
        }
    }
}
