import Okey

/// Where a message shows: near where the gesture ended.
public enum Anchor: String, Sendable {
    case rack, discard, stock, table, controls
}

/// A message's words: the engine's (a refusal) or the app's own, by String Catalog key.
public enum MessageText: Equatable, Sendable {
    case engine(String)
    case app(key: String)
}

/// A message shown for a few seconds.
public struct UIMessage: Equatable, Sendable {
    public let text: MessageText
    public let anchor: Anchor
    public let serial: Int
}

/// The live counter beside the rack.
public enum Counter: Equatable, Sendable {
    /// Okey 101 before opening: value laid this turn plus the selection, against the threshold.
    case opening(value: UInt32, needed: UInt32)
    /// Okey 101 before opening with pairs.
    case pairs(pairs: Int, needed: Int)
    case opened(withPairs: Bool)
    /// Düz Okey: the engine's reckoning of the rack.
    case duz(DuzCounter)
    case none
}

/// Düz Okey's counter as the engine reckoned it: the rack tiles that sets and runs hold, the pairs
/// the rack makes, and the tiles whose discard wins now. `move` is the `LastMove` serial it was
/// asked for (0 before any move), so that an answer about an older table is never taken for now's.
public struct DuzCounter: Equatable, Sendable {
    public let inSetsAndRuns: Int
    public let pairs: Int
    public let winningDiscards: Set<UInt8>
    public let move: Int

    public init(inSetsAndRuns: Int, pairs: Int, winningDiscards: Set<UInt8>, move: Int) {
        self.inSetsAndRuns = inSetsAndRuns
        self.pairs = pairs
        self.winningDiscards = winningDiscards
        self.move = move
    }

    init(_ progress: DuzProgress, move: Int) {
        self.init(
            inSetsAndRuns: Int(progress.inSetsAndRuns), pairs: Int(progress.pairs),
            winningDiscards: Set(progress.winningDiscards.map(\.id)), move: move
        )
    }
}

/// A discard waiting for the player to confirm it despite its penalty.
public struct PendingDiscard: Equatable, Sendable {
    public let tile: Tile
    public let reason: PenaltyReason
}

/// A lay-off waiting for the player to say which end of the run (the engine says the tile fits both).
public struct PendingLayOff: Equatable, Sendable {
    public let tile: Tile
    public let meld: UInt32
}

/// The hint: the engine's suggested action, the rack tiles to highlight, and why, in the
/// player's language.
public struct HintUI: Equatable, Sendable {
    public let action: Action
    public let tileIDs: Set<UInt8>
    public let reason: String

    init(_ hint: OkeyHint) {
        action = hint.action
        tileIDs = Set(hint.highlight.map(\.id))
        reason = hint.reason
    }
}

/// The events of the latest move, numbered so that the screen animates each move once.
public struct LastMove: Equatable, Sendable {
    public let serial: Int
    public let events: [Event]
}

/// A penalty of this deal with its reason, from the engine's events.
public struct PenaltyEntry: Equatable, Sendable {
    public let seat: UInt32
    public let points: Int32
    public let reason: PenaltyReason
}

/// Whose turn it is, in the line above the rack: the player's own turn is told with what to do.
public enum TurnStatus: Equatable, Sendable {
    case yourTurnToDraw
    case yourTurnToPlay
    case waiting(for: UInt32)
    case dealOver
}
