import Okey

/// What follows a move at the table: the bots' loop, taking the engine's view and events (the
/// recent moves, penalties, racks face up, winners), saving, the live counter, and messages.
extension TableModel {
    // MARK: Bots

    /// Steps the bots until a person is to act, one move per pause. At most one loop runs; it
    /// checks for a bot to move and ends on the main actor, so an action that hands the turn to a
    /// bot just as a loop ends always gets a loop.
    func runBots() {
        guard botTask == nil, !retired, game.botToMove() != nil else { return }
        botTask = Task { await botLoop() }
    }

    private func botLoop() async {
        let game = game
        while game.botToMove() != nil, !Task.isCancelled {
            botThinking = true
            try? await Task.sleep(for: botPause())
            if Task.isCancelled { break }
            let outcome = await Task.detached(priority: .userInitiated) { Result { try game.stepBot() } }.value
            guard case .success(let step?) = outcome else {
                if case .failure(let error) = outcome { show(error, at: .table) }
                break
            }
            refresh(step.events, clearSelection: false)
            save()
        }
        botThinking = false
        botTask = nil
    }

    // MARK: State

    /// Takes the engine's view after a move.
    func refresh(_ events: [Event], clearSelection: Bool) {
        let next: SeatView
        do {
            next = try game.view()
        } catch {
            show(error, at: .table)
            return
        }
        let newDeal = next.deal != view.deal
        view = next
        slots = RackSlots.reconcile(newDeal ? [] : slots, next.rack)
        let inRack = Set(next.rack.map(\.id))
        selected = clearSelection ? [] : selected.filter { inRack.contains($0) }
        hint = nil
        message = nil
        let shown = events.filter(\.isShown)
        recent = Array((recent + shown).suffix(Self.recentCount))
        lastMove = LastMove(serial: (lastMove?.serial ?? 0) + 1, events: events)
        let penalties = events.compactMap { event -> PenaltyEntry? in
            guard case .penalized(let seat, let points, let reason) = event else { return nil }
            return PenaltyEntry(seat: seat, points: points, reason: reason)
        }
        penaltyLog = (newDeal ? [] : penaltyLog) + penalties
        revealed = dealOver ? ((try? game.revealedRacks()) ?? []) : []
        for case .gameEnded(_, let named) in events { winners = named }
        updateCounter()
        refreshDuzCounter()
        updateResults()
        if view.phase == .gameOver { onGameOver(game.save()) }
    }

    func save() {
        guard !retired else { return }
        storage.write(Self.saveFile, game.save())
    }

    func updateResults() {
        if dealOver || !results.isEmpty { results = game.results() }
    }

    /// The live counter: the engine's opening progress this turn plus what the selection is worth.
    func updateCounter() {
        counter = (try? counterNow()) ?? .none
    }

    private func counterNow() throws -> Counter {
        if dealOver { return .none }
        // Düz Okey: the engine's answer comes off the main actor (`refreshDuzCounter`); until it
        // does, the last one stays (its winning discards are not marked: see `winningDiscards`).
        if view.rules.variant == .duz {
            if case .duz = counter { return counter }
            return .none
        }
        if let opened = view.opened { return .opened(withPairs: opened == .pairs) }
        let progress = view.openingThisTurn
        let tiles = selected.compactMap(tile)
        let preview = !tiles.isEmpty && view.turn == view.seat ? try game.previewOpening(tiles) : nil
        let usable = preview?.problem == nil ? preview : nil
        let pairsSoFar = progress?.with == .pairs ? Int(progress?.pairs ?? 0) : 0
        if pairsSoFar > 0 || (usable?.pairs ?? 0) > 0 {
            return .pairs(pairs: pairsSoFar + Int(usable?.pairs ?? 0), needed: Int(view.pairsThreshold))
        }
        return .opening(value: (progress?.value ?? 0) + (usable?.value ?? 0), needed: view.openingThreshold)
    }

    /// The `LastMove` serial of the table as it stands (0 before any move).
    var currentMove: Int { lastMove?.serial ?? 0 }

    /// Düz Okey: the tiles whose discard wins now, by the engine's counter for this very move
    /// (none while the answer for the latest move is still being worked out).
    public var winningDiscards: Set<UInt8> {
        guard case .duz(let duz) = counter, duz.move == currentMove else { return [] }
        return duz.winningDiscards
    }

    /// Asks the engine for Düz Okey's counter off the main actor; the answer is taken only if the
    /// table has not moved on meanwhile (a newer move asks again).
    func refreshDuzCounter() {
        guard view.rules.variant == .duz, !dealOver, !retired else { return }
        let game = game
        let move = currentMove
        counterAsk += 1
        let ask = counterAsk
        counterTask = Task {
            let outcome = await Task.detached(priority: .userInitiated) { Result { try game.duzProgress() } }.value
            if case .success(let progress) = outcome { receive(progress, forMove: move) }
            if counterAsk == ask { counterTask = nil }
        }
    }

    /// Shows the engine's counter for move `move`, unless the table has moved on since.
    func receive(_ progress: DuzProgress, forMove move: Int) {
        guard move == currentMove, !dealOver, view.rules.variant == .duz else { return }
        counter = .duz(DuzCounter(progress, move: move))
    }

    func show(_ error: Error, at anchor: Anchor) {
        let text = (error as? EngineRefusal)?.detail ?? String(describing: error)
        showMessage(.engine(text), at: anchor)
    }

    func showMessage(_ text: MessageText, at anchor: Anchor) {
        serial += 1
        let mine = serial
        message = UIMessage(text: text, anchor: anchor, serial: mine)
        Task {
            try? await Task.sleep(for: Self.messageDuration)
            if message?.serial == mine { message = nil }
        }
    }
}

extension Event {
    /// Whether the table's recent-moves line tells of this event.
    var isShown: Bool {
        switch self {
        case .drew, .tookDiscard, .tookIndicator, .laid, .laidOff, .retrievedOkey, .opened, .penalized,
             .discarded, .showedIndicator, .showedHand:
            true
        default: false
        }
    }
}
