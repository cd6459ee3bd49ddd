import Okey

/// Why a tile or a pile is outlined: the hint's tiles, or, in a reviewed position, the tiles of
/// the move made and of the better one. Each has its own colour in the views.
public enum Outline: Hashable, Sendable {
    case hint, made, better
}

/// What the table's parts draw, without their gestures: a seat's own view of the table, who sits
/// where, the rack's slots and the marks on its tiles and on the piles. The live table makes one
/// from its model; the Review makes one of a past position, which is only looked at.
public struct TablePicture: Equatable, Sendable {
    public var view: SeatView
    public var seats: [SeatKind]
    /// `RackSlots.count` slots, each empty or holding a rack tile's id.
    public var slots: [UInt8?]
    /// The selected rack tiles, drawn lifted.
    public var lifted: Set<UInt8> = []
    /// Rack tiles with their outlines, made move first (a tile can be in both of a review's moves).
    public var outlined: [UInt8: [Outline]] = [:]
    /// Düz Okey: the rack tiles whose discard wins now.
    public var winning: Set<UInt8> = []
    /// The seat whose pile's top the player may take now: only that pile is marked (and, at the
    /// live table, tappable). Nil in a reviewed position, which is not played.
    public var takeablePile: Int?
    /// Piles outlined because a reviewed move takes their top tile.
    public var outlinedPiles: [Int: [Outline]] = [:]

    public init(view: SeatView, seats: [SeatKind], slots: [UInt8?]) {
        self.view = view
        self.seats = seats
        self.slots = slots
    }

    public var dealOver: Bool { view.phase == .dealOver || view.phase == .gameOver }

    public func tile(_ id: UInt8) -> Tile? { view.rack.first { $0.id == id } }

    /// A seat's running total; 0 for a seat the view does not have.
    public func total(ofSeat seat: Int) -> Int32 {
        view.totals.indices.contains(seat) ? view.totals[seat] : 0
    }

    /// The level of the bot in `seat`, or nil for a person.
    public func level(ofSeat seat: Int) -> BotLevel? {
        guard seats.indices.contains(seat), case .bot(let level) = seats[seat] else { return nil }
        return level
    }

    /// The seat that plays just before the viewer: the one whose discard a turn may take.
    public var previousSeat: Int {
        let players = max(Int(view.rules.players), 1)
        return (Int(view.seat) + players - 1) % players
    }
}

extension TablePicture {
    /// A reviewed decision's position: the seat's own view at the start of that turn, the rack in
    /// colour and number order, the made move's tiles and the better move's outlined, and the
    /// previous player's pile outlined when a move takes its top. A tile drawn during the turn is
    /// not on the rack yet: only the moves' words name it.
    public init(position view: SeatView, seats: [SeatKind], item: ReviewItem) {
        let ordered = view.rack.sorted { Self.order($0) < Self.order($1) }
        self.init(view: view, seats: seats, slots: RackSlots.reconcile([], ordered))
        let onRack = Set(view.rack.map(\.id))
        for (outline, actions) in [(Outline.made, item.made), (.better, item.better)] {
            for id in Set(actions.flatMap(\.namedTiles).map(\.id)) where onRack.contains(id) {
                outlined[id, default: []].append(outline)
            }
            if actions.contains(.takeDiscard) { outlinedPiles[previousSeat, default: []].append(outline) }
        }
    }

    /// False jokers last; otherwise by colour (red, yellow, blue, black), then number.
    private static func order(_ tile: Tile) -> (Int, Int, UInt8, UInt8) {
        let colour = tile.color.flatMap { [Color.red, .yellow, .blue, .black].firstIndex(of: $0) } ?? 0
        return (tile.falseJoker ? 1 : 0, colour, tile.number, tile.id)
    }
}

extension Action {
    /// The tiles an action names: those it lays, lays off, puts in an okey's place, takes back,
    /// discards or finishes with.
    var namedTiles: [Tile] {
        switch self {
        case .lay(let melds): melds.flatMap(\.tiles)
        case .layOff(let tile, _, _), .retrieveOkey(let tile, _), .takeBack(let tile), .discard(let tile),
            .finish(let tile):
            [tile]
        case .draw, .takeDiscard, .takeIndicator, .returnTaken, .takeBackAll, .showIndicator, .nextDeal: []
        }
    }
}

extension TableModel {
    /// The table as its parts draw it now.
    public var picture: TablePicture {
        var picture = TablePicture(view: view, seats: seats, slots: slots)
        picture.lifted = Set(selected)
        for id in hint?.tileIDs ?? [] { picture.outlined[id] = [.hint] }
        picture.winning = winningDiscards
        picture.takeablePile = view.discards.indices.first { mayTake(fromPileOf: $0) }
        return picture
    }
}
