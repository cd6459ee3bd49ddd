import Observation
import Okey

/// The Table screen's model: turns the player's gestures (intents) into engine calls and keeps what
/// the screen draws. Bots move one step at a time off the main actor, with the bot speed's pause
/// between moves; the player's own actions (microseconds in the engine) run on the main actor.
/// Every move is saved as the engine's session JSON.
///
/// A refused action changes nothing but `message`, which carries the engine's words.
@Observable @MainActor
public final class TableModel {
    public static let saveFile = "game.json"
    public static let messageDuration: Duration = .seconds(4)
    static let recentCount = 8

    // What the screen draws.
    public internal(set) var view: SeatView
    public let seats: [SeatKind]
    /// `RackSlots.count` slots, each empty or holding a rack tile's id.
    public internal(set) var slots: [UInt8?]
    /// The selected tiles, in the order they were tapped.
    public internal(set) var selected: [UInt8] = []
    public internal(set) var counter: Counter = .none
    public internal(set) var message: UIMessage?
    public private(set) var pendingDiscard: PendingDiscard?
    public private(set) var pendingLayOff: PendingLayOff?
    public private(set) var confirmTakeBack = false
    public internal(set) var hint: HintUI?
    /// What the last moves showed (a bot's draw, discard, meld), newest last.
    public internal(set) var recent: [Event] = []
    public internal(set) var lastMove: LastMove?
    public internal(set) var penaltyLog: [PenaltyEntry] = []
    public internal(set) var results: [DealResult] = []
    /// Every seat's rack, once the deal is over.
    public internal(set) var revealed: [[Tile]] = []
    public internal(set) var botThinking = false
    /// The seats that won the game, as the engine named them when it ended (partners: the team);
    /// empty before, and for a finished game resumed from its save (the engine names them once).
    public internal(set) var winners: [UInt32] = []
    /// The shuffle seed of this game: the one this app started it with, or the save's.
    public let seed: UInt64?

    let game: GameHandle
    let storage: Storage
    let botPause: () -> Duration
    private let confirmCostlyDiscards: () -> Bool
    /// The player's language: the engine's refusals and the hint's reason come in it.
    let language: () -> Language
    let onGameOver: (String) -> Void
    @ObservationIgnored var botTask: Task<Void, Never>?
    @ObservationIgnored private var hintTask: Task<Void, Never>?
    /// The latest ask for Düz Okey's counter, and its number (an older ask's answer is dropped).
    @ObservationIgnored var counterTask: Task<Void, Never>?
    @ObservationIgnored var counterAsk = 0
    @ObservationIgnored var serial = 0
    @ObservationIgnored var retired = false

    public init(
        game: GameHandle,
        storage: Storage,
        botPause: @escaping () -> Duration,
        confirmCostlyDiscards: @escaping () -> Bool,
        language: @escaping () -> Language = { .english },
        seed: UInt64? = nil,
        onGameOver: @escaping (String) -> Void = { _ in }
    ) throws {
        self.game = game
        self.storage = storage
        self.botPause = botPause
        self.confirmCostlyDiscards = confirmCostlyDiscards
        self.language = language
        game.setLanguage(language())
        self.onGameOver = onGameOver
        self.seed = seed ?? game.seed
        seats = game.seats
        let first = try game.view()
        view = first
        slots = RackSlots.reconcile([], first.rack)
        updateCounter()
        refreshDuzCounter()
        updateResults()
        // Resumed on a finished deal: the racks are face up again.
        revealed = dealOver ? ((try? game.revealedRacks()) ?? []) : []
    }

    public var yourTurn: Bool {
        view.turn == view.seat && seats.indices.contains(Int(view.turn)) && seats[Int(view.turn)] == .human
    }

    public var dealOver: Bool { view.phase == .dealOver || view.phase == .gameOver }

    /// The deal being played, counted from 1 as players count (the engine counts from 0).
    public var dealNumber: UInt32 { view.deal + 1 }

    /// Whose turn it is, at a glance.
    public var turnStatus: TurnStatus {
        if dealOver { return .dealOver }
        guard yourTurn else { return .waiting(for: view.turn) }
        return view.phase == .draw ? .yourTurnToDraw : .yourTurnToPlay
    }

    public func allows(_ kind: ActionKind) -> Bool { view.allowed.contains(kind) }

    public func tile(_ id: UInt8) -> Tile? { view.rack.first { $0.id == id } }

    /// Whether the top of `seat`'s discard pile is the one tile the player may take now (the
    /// previous player's discard): only that pile is marked, tappable and draggable.
    public func mayTake(fromPileOf seat: Int) -> Bool {
        guard let takeable = view.takeable, view.discards.indices.contains(seat) else { return false }
        return view.discards[seat].last == takeable
    }

    /// A seat's running total; 0 for a seat the view does not have.
    public func total(ofSeat seat: Int) -> Int32 {
        view.totals.indices.contains(seat) ? view.totals[seat] : 0
    }

    /// The level of the bot in `seat`, or nil for a person.
    public func level(ofSeat seat: Int) -> BotLevel? {
        guard seats.indices.contains(seat), case .bot(let level) = seats[seat] else { return nil }
        return level
    }

    /// Starts the bots if one is to move (at launch, after resuming).
    public func start() { runBots() }

    /// The language setting changed: the engine's refusals follow it.
    func languageChanged() { game.setLanguage(language()) }

    /// Another game replaces this one: its bots stop after their current move and it never
    /// writes the save again (which is the new game's now).
    public func retire() {
        retired = true
        botTask?.cancel()
        hintTask?.cancel()
        counterTask?.cancel()
    }

    /// Waits until no bot loop, hint or counter is being worked out: for tests, and for a screen
    /// that must settle.
    public func settled() async {
        while let task = botTask ?? hintTask ?? counterTask { await task.value }
    }

    // MARK: Rack gestures: nothing goes to the engine

    public func toggleSelect(_ id: UInt8) {
        guard tile(id) != nil else { return }
        if let index = selected.firstIndex(of: id) { selected.remove(at: index) } else { selected.append(id) }
        updateCounter()
    }

    public func moveTile(_ id: UInt8, toSlot slot: Int) {
        slots = RackSlots.move(slots, id: id, to: slot)
    }

    /// "Runs and sets" / "Pairs": the engine groups the rack; the rack shows the groups with gaps.
    public func arrange(_ layout: Layout) {
        do {
            let groups = try game.arrange(layout)
            slots = RackSlots.arranged(groups, rack: view.rack)
            selected = []
            updateCounter()
        } catch {
            show(error, at: .controls)
        }
    }

    public func dismissMessage() { message = nil }

    // MARK: Actions

    public func draw() { act(.draw, at: .stock) }
    public func takeDiscard() { act(.takeDiscard, at: .discard) }
    public func returnTaken() { act(.returnTaken, at: .discard) }
    public func showIndicator() { act(.showIndicator, at: .stock) }
    public func nextDeal() { act(.nextDeal, at: .controls) }

    /// Lays the selected tiles as one meld. The engine reads a meld in table order: first the
    /// rack's order (left to right, as the player arranged them), then, if the engine refuses
    /// that, the order the tiles were tapped in; if both are refused, the first refusal shows.
    public func laySelected() {
        let inRackOrder = slots.compactMap { $0 }.filter { selected.contains($0) }.compactMap(tile)
        let inTapOrder = selected.compactMap(tile)
        if let refusal = tryAct(.lay(melds: [MeldSpec(kind: nil, tiles: inRackOrder)])) {
            if inTapOrder != inRackOrder, tryAct(.lay(melds: [MeldSpec(kind: nil, tiles: inTapOrder)])) == nil { return }
            show(refusal, at: .table)
        }
    }

    /// Lays a tile off onto a table meld at the end the engine says it fits. When it fits both ends
    /// of a run, the player is asked which (`chooseLayOffSide`); when it fits none, or laying off
    /// is not allowed now, the engine is asked anyway and its refusal shows.
    public func layOff(_ id: UInt8, onto meld: UInt32) {
        guard let tile = tile(id) else { return }
        let sides = allows(.layOff) ? ((try? game.layOffSides(tile, meld: meld)) ?? []) : []
        if sides.count > 1 {
            pendingLayOff = PendingLayOff(tile: tile, meld: meld)
            return
        }
        act(.layOff(tile: tile, meld: meld, side: sides.first), at: .table)
    }

    public func chooseLayOffSide(_ side: Side) {
        guard let pending = pendingLayOff else { return }
        pendingLayOff = nil
        act(.layOff(tile: pending.tile, meld: pending.meld, side: side), at: .table)
    }

    public func cancelLayOff() { pendingLayOff = nil }

    /// Katlamalı: puts a rack tile in place of an okey on the table and takes the okey.
    public func retrieveOkey(_ id: UInt8, from meld: UInt32) {
        guard let tile = tile(id) else { return }
        act(.retrieveOkey(tile: tile, meld: meld), at: .table)
    }

    /// Düz Okey: discards the one selected tile and shows the rest as a winning hand.
    public func finish() {
        guard selected.count == 1, let tile = tile(selected[0]) else {
            showMessage(.app(key: "table.finishNeedsOne"), at: .controls)
            return
        }
        act(.finish(tile: tile), at: .discard)
    }

    /// A discard; when it would cost a penalty (and the setting asks), a confirmation comes first.
    public func discard(_ id: UInt8) {
        guard let tile = tile(id) else { return }
        if confirmCostlyDiscards() && allows(.discard), let reason = try? game.discardPenalty(tile) {
            pendingDiscard = PendingDiscard(tile: tile, reason: reason)
            return
        }
        act(.discard(tile: tile), at: .discard)
    }

    public func confirmDiscard() {
        guard let pending = pendingDiscard else { return }
        pendingDiscard = nil
        act(.discard(tile: pending.tile), at: .discard)
    }

    public func cancelDiscard() { pendingDiscard = nil }

    /// Take back: the engine's take-back of this turn's tiles, confirmed first when tiles were laid
    /// (taking back can cost a penalty).
    public func takeBack() {
        if view.laidThisTurn.isEmpty { act(.takeBackAll, at: .controls) } else { confirmTakeBack = true }
    }

    public func confirmTakingBack() {
        confirmTakeBack = false
        act(.takeBackAll, at: .controls)
    }

    public func cancelTakeBack() { confirmTakeBack = false }

    /// Asks the engine what to play here and why, off the main actor, and highlights its tiles.
    public func requestHint() {
        hint = nil
        guard hintTask == nil else { return }
        let game = game
        hintTask = Task {
            let language = language()
            let outcome = await Task.detached(priority: .userInitiated) { Result { try game.hint(in: language) } }.value
            switch outcome {
            case .success(let found?): hint = HintUI(found)
            case .success(nil): break
            case .failure(let error): show(error, at: .controls)
            }
            hintTask = nil
        }
    }

    /// Applies `action` for the player; on refusal only the message changes.
    public func act(_ action: Action, at anchor: Anchor) {
        if let refusal = tryAct(action) { show(refusal, at: anchor) }
    }

    /// Applies `action`; returns the engine's refusal instead of showing it.
    private func tryAct(_ action: Action) -> Error? {
        let events: [Event]
        do {
            events = try game.apply(action)
        } catch {
            return error
        }
        refresh(events, clearSelection: true)
        save()
        runBots()
        return nil
    }
}
