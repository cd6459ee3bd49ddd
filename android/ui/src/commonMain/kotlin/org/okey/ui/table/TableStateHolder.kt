package org.okey.ui.table

import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch
import org.okey.ui.engine.ActionKind
import org.okey.ui.engine.Arrangement
import org.okey.ui.engine.EngineRefusal
import org.okey.ui.engine.GameEvent
import org.okey.ui.engine.GameHandle
import org.okey.ui.engine.OpenedKind
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.SideUi
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.storage.OrderedSaver
import org.okey.ui.storage.Storage

/**
 * The Table screen's state holder: turns the player's intents into engine calls and publishes an
 * immutable [TableUiState]. Bots are stepped on [botDispatcher] with [botPause] between moves; the
 * player's quick actions (microseconds in the engine) run on the caller's thread. Every move is
 * saved as the engine's session JSON through [saver], which writes off the caller's thread, in
 * order. [onGameOver] is called once when the game ends (the app records its statistics).
 *
 * A refused action changes nothing but the message, which carries the engine's words.
 */
class TableStateHolder(
    private val game: GameHandle,
    private val scope: CoroutineScope,
    storage: Storage,
    private val botPause: () -> Long,
    private val confirmCostlyDiscards: () -> Boolean,
    private val botDispatcher: CoroutineDispatcher = Dispatchers.Default,
    seed: Long? = null,
    private val saver: OrderedSaver = OrderedSaver(storage, scope, Dispatchers.Default),
    private val onGameOver: () -> Unit = {},
    /** How long a message shows; tests that look at one after other work keep it ([Long.MAX_VALUE]). */
    private val messageMillis: Long = MESSAGE_MILLIS,
) {
    private val lock = Any()
    private val _state = MutableStateFlow(initialState(seed))
    val state: StateFlow<TableUiState> = _state.asStateFlow()
    private var serial = 0L
    private var botsRunning = false

    private fun initialState(seed: Long?): TableUiState {
        val snapshot = game.view()
        return TableUiState(
            snapshot = snapshot,
            seats = game.seats,
            slots = RackSlots.reconcile(emptyList(), snapshot.rack),
            seed = seed,
        ).withCounter(snapshot).withResults(snapshot)
    }

    /** Set when a new game replaces this one: its bots stop and it saves nothing more. */
    private var retired = false

    /**
     * A new game takes this one's place: the bot loop stops before its next move and no save of
     * this game is queued any more, so it can never overwrite the new game's file. Under [lock],
     * so a save is either queued before the new game's (and superseded by it) or not at all.
     */
    fun retire() = synchronized(lock) { retired = true }

    /** Starts the bots if one is to move (at launch, after resuming). */
    fun start() {
        refreshDuzCounter()
        runBots()
    }

    // --- Rack gestures: nothing goes to the engine -------------------------------------------

    fun toggleSelect(tileId: Int) = update { s ->
        if (s.tile(tileId) == null) return@update s
        val selected = if (tileId in s.selected) s.selected - tileId else s.selected + tileId
        s.copy(selected = selected).withCounter(s.snapshot)
    }

    fun moveTile(tileId: Int, toSlot: Int) = update { s -> s.copy(slots = RackSlots.move(s.slots, tileId, toSlot)) }

    fun arrange(arrangement: Arrangement) = engine(Anchor.CONTROLS) {
        val groups = game.arrange(arrangement)
        update { s -> s.copy(slots = RackSlots.arranged(groups, s.snapshot.rack), selected = emptySet()).withCounter(s.snapshot) }
    }

    fun dismissMessage() = update { it.copy(message = null) }

    // --- Actions ------------------------------------------------------------------------------

    fun draw() = act(PlayerAction.Draw, Anchor.STOCK)

    fun takeDiscard() = act(PlayerAction.TakeDiscard, Anchor.PILE)

    fun returnTaken() = act(PlayerAction.ReturnTaken, Anchor.CONTROLS)

    fun showIndicator() = act(PlayerAction.ShowIndicator, Anchor.STOCK)

    fun nextDeal() = act(PlayerAction.NextDeal, Anchor.CONTROLS)

    /**
     * Lays the selected tiles as one meld. The engine reads a meld in table order: first the rack's
     * order (left to right, as the player arranged them), and if the engine refuses that, the order
     * the tiles were tapped in; a refusal of both shows the engine's first message.
     */
    fun laySelected() {
        val s = _state.value
        val inRackOrder = s.slots.filterNotNull().filter { it in s.selected }.mapNotNull { s.tile(it) }
        val inTapOrder = s.selected.mapNotNull { s.tile(it) }
        if (inTapOrder != inRackOrder && tryAct(PlayerAction.Lay(listOf(inTapOrder))) == null) return
        act(PlayerAction.Lay(listOf(inRackOrder)), Anchor.TABLE)
    }

    /**
     * Lays [tileId] off onto a table meld. When the engine says it fits both ends of the run, the
     * player is asked which ([chooseLayOffSide]); otherwise the engine takes it at the end it fits
     * (or refuses it, with its message).
     */
    fun layOff(tileId: Int, meldId: Int) {
        val s = _state.value
        val tile = s.tile(tileId) ?: return
        val sides = if (ActionKind.LAY_OFF in s.snapshot.allowed) {
            try {
                game.layOffSides(tile, meldId)
            } catch (e: EngineRefusal) {
                emptyList()
            }
        } else {
            emptyList()
        }
        if (sides.size > 1) {
            update { it.copy(pendingLayOff = PendingLayOff(tile, meldId)) }
            return
        }
        act(PlayerAction.LayOff(tile, meldId, sides.singleOrNull()), Anchor.TABLE)
    }

    fun chooseLayOffSide(side: SideUi) {
        val pending = _state.value.pendingLayOff ?: return
        update { it.copy(pendingLayOff = null) }
        act(PlayerAction.LayOff(pending.tile, pending.meld, side), Anchor.TABLE)
    }

    fun cancelLayOff() = update { it.copy(pendingLayOff = null) }

    fun retrieveOkey(tileId: Int, meldId: Int) {
        val tile = _state.value.tile(tileId) ?: return
        act(PlayerAction.RetrieveOkey(tile, meldId), Anchor.TABLE)
    }

    /** Düz Okey: discard the selected tile and show the rest as a winning hand. */
    fun finish() {
        val s = _state.value
        val tile = s.selected.singleOrNull()?.let { s.tile(it) }
        if (tile == null) {
            showMessage(FINISH_NEEDS_ONE, Anchor.CONTROLS)
            return
        }
        act(PlayerAction.Finish(tile), Anchor.CONTROLS)
    }

    /** A discard; when it would cost a penalty (and the setting asks), a dialog comes first. */
    fun discard(tileId: Int) {
        val tile = _state.value.tile(tileId) ?: return
        if (confirmCostlyDiscards() && _state.value.snapshot.allowed.contains(ActionKind.DISCARD)) {
            val reason = try {
                game.discardPenalty(tile)
            } catch (e: EngineRefusal) {
                null
            }
            if (reason != null) {
                // The points as the engine would charge them here (the preset, a risk round, ...).
                val points = try {
                    game.trialPenalty(PlayerAction.Discard(tile))?.points
                } catch (e: EngineRefusal) {
                    null
                }
                update { it.copy(pendingDiscard = PendingDiscard(tile, reason, points)) }
                return
            }
        }
        act(PlayerAction.Discard(tile), Anchor.DISCARD)
    }

    fun confirmDiscard() {
        val pending = _state.value.pendingDiscard ?: return
        update { it.copy(pendingDiscard = null) }
        act(PlayerAction.Discard(pending.tile), Anchor.DISCARD)
    }

    fun cancelDiscard() = update { it.copy(pendingDiscard = null) }

    /**
     * Take back: the engine's take-back of this turn's tiles. When the engine says it would cost a
     * penalty, the player is told first, with the points and the reason ([confirmTakeBack]).
     */
    fun takeBack() {
        val penalty = if (ActionKind.TAKE_BACK in _state.value.snapshot.allowed) {
            try {
                game.trialPenalty(PlayerAction.TakeBackAll)
            } catch (e: EngineRefusal) {
                null
            }
        } else {
            null
        }
        if (penalty != null) {
            update { it.copy(pendingTakeBack = penalty) }
        } else {
            act(PlayerAction.TakeBackAll, Anchor.CONTROLS)
        }
    }

    fun confirmTakeBack() {
        if (_state.value.pendingTakeBack == null) return
        update { it.copy(pendingTakeBack = null) }
        act(PlayerAction.TakeBackAll, Anchor.CONTROLS)
    }

    fun cancelTakeBack() = update { it.copy(pendingTakeBack = null) }

    /** Asks the engine what a bot would do here, off the main thread, and highlights it. */
    fun hint() {
        update { it.copy(hint = null) }
        scope.launch(botDispatcher) {
            val hint = try {
                game.hint()
            } catch (e: EngineRefusal) {
                showMessage(e.detail, Anchor.CONTROLS)
                return@launch
            }
            update { s ->
                if (hint == null) return@update s
                // The engine names the tiles; a draw or a take-back concerns none of the rack.
                val tiles = hint.highlight.map { it.id }.toSet().ifEmpty { hintTiles(hint.action) }
                s.copy(hint = HintUi(hint.action, tiles, hint.reason))
            }
        }
    }

    /** The engine now speaks another language: a hint or message in the old one is dropped. */
    fun languageChanged() = update { it.copy(hint = null, message = null) }

    /** Applies [action] for the player; on refusal only the message changes. */
    fun act(action: PlayerAction, anchor: Anchor) {
        tryAct(action)?.let { showMessage(it.detail, anchor) }
    }

    /** Applies [action]; returns the engine's refusal instead of showing it. */
    private fun tryAct(action: PlayerAction): EngineRefusal? {
        val events = try {
            synchronized(lock) { game.apply(action) }
        } catch (e: EngineRefusal) {
            return e
        }
        refresh(events, clearSelection = true)
        save()
        runBots()
        return null
    }

    // --- Bots -------------------------------------------------------------------------------------

    /**
     * Steps the bots until a person is to act, one move per [botPause]. At most one loop runs; the
     * loop checks for a bot to move and gives up its turn under [lock], so an action that hands the
     * turn to a bot just as a loop ends always gets a loop.
     */
    private fun runBots() {
        synchronized(lock) {
            if (botsRunning) return
            botsRunning = true
        }
        scope.launch(botDispatcher) {
            var released = false
            try {
                while (true) {
                    val more = synchronized(lock) {
                        (!retired && game.botToMove() != null).also { if (!it) { botsRunning = false; released = true } }
                    }
                    if (!more) break
                    update { it.copy(botThinking = true) }
                    delay(botPause())
                    // Not under [lock]: the bot thinks for a while, and the player's taps must not
                    // wait for it (the engine serialises its own calls and lets the UI in meanwhile).
                    val step = try {
                        game.stepBot()
                    } catch (e: EngineRefusal) {
                        showMessage(e.detail, Anchor.TABLE)
                        null
                    }
                    if (step != null) {
                        refresh(step.events, clearSelection = false)
                        save()
                    }
                    update { it.copy(botThinking = false) }
                    if (step == null) break
                }
            } finally {
                // Only a loop that still holds the turn gives it up (a refusal or a cancellation).
                if (!released) synchronized(lock) { botsRunning = false }
                update { it.copy(botThinking = false) }
            }
        }
    }

    // --- State ----------------------------------------------------------------------------------

    /**
     * Publishes the engine's view after a move. Under [lock], so that views are published in the
     * order they were read (a bot's older view never overwrites a newer one). A bot thinks outside
     * it, and a bot loop runs only while a bot is to move, when the player's moves are refused.
     */
    private fun refresh(events: List<GameEvent>, clearSelection: Boolean) = synchronized(lock) {
        val snapshot = try {
            game.view()
        } catch (e: EngineRefusal) {
            showMessage(e.detail, Anchor.TABLE)
            return@synchronized
        }
        val newDeal = snapshot.deal != _state.value.snapshot.deal
        val ended = snapshot.phase == Phase.GAME_OVER && _state.value.snapshot.phase != Phase.GAME_OVER
        val revealed = if (snapshot.phase == Phase.DEAL_OVER || snapshot.phase == Phase.GAME_OVER) {
            try {
                game.revealedRacks()
            } catch (e: EngineRefusal) {
                emptyList()
            }
        } else {
            emptyList()
        }
        update { s ->
            val stillInRack = snapshot.rack.map { it.id }.toSet()
            val penalties = (if (newDeal) emptyList() else s.penaltyLog) + events.filterIsInstance<GameEvent.Penalized>()
            s.copy(
                snapshot = snapshot,
                slots = RackSlots.reconcile(if (newDeal) emptyList() else s.slots, snapshot.rack),
                selected = if (clearSelection) emptySet() else s.selected.filter { it in stillInRack }.toSet(),
                hint = null,
                message = null,
                recent = (s.recent + events.filter { it !is GameEvent.Other }).takeLast(RECENT),
                lastMove = LastMove((s.lastMove?.serial ?: 0) + 1, events),
                penaltyLog = penalties,
                revealed = revealed,
            ).withCounter(snapshot).withResults(snapshot)
        }
        refreshDuzCounter()
        if (ended) onGameOver()
    }

    /**
     * Düz Okey's counter, asked of the engine off the caller's thread (it replays the save), and
     * published only if the table has not moved on meanwhile (a newer move asks again).
     */
    private fun refreshDuzCounter() {
        val now = _state.value
        val asked = now.snapshot
        val move = now.lastMove?.serial ?: 0L
        if (!asked.duz || (asked.phase != Phase.DRAW && asked.phase != Phase.PLAY)) return
        scope.launch(botDispatcher) {
            val progress = try {
                game.duzProgress()
            } catch (e: EngineRefusal) {
                return@launch
            }
            update { s ->
                if (s.snapshot != asked) return@update s
                s.copy(counter = Counter.Duz(progress.inSetsAndRuns, progress.pairs, progress.winningDiscards.map { it.id }.toSet(), move))
            }
        }
    }

    /** Queues the save; the engine writes its JSON off this thread, when the saver gets to it. */
    private fun save() = synchronized(lock) {
        if (retired) return@synchronized
        saver.save(SAVE_FILE) {
            try {
                game.save()
            } catch (e: EngineRefusal) {
                null
            }
        }
    }

    /** Writes a queued save now (tests; the app flushes its saver when it goes to the background). */
    fun flushSaves() = saver.flush()

    private fun engine(anchor: Anchor, block: () -> Unit) {
        try {
            block()
        } catch (e: EngineRefusal) {
            showMessage(e.detail, anchor)
        }
    }

    private fun showMessage(text: String, anchor: Anchor) {
        val mine = synchronized(lock) { ++serial }
        update { it.copy(message = UiMessage(text, anchor, mine)) }
        scope.launch {
            delay(messageMillis)
            update { s -> if (s.message?.serial == mine) s.copy(message = null) else s }
        }
    }

    private inline fun update(crossinline change: (TableUiState) -> TableUiState) = _state.update { change(it) }

    private fun TableUiState.withResults(snapshot: TableSnapshot): TableUiState {
        // The results change only when a deal ends; asked then (and once for a resumed game).
        val ended = snapshot.phase == Phase.DEAL_OVER || snapshot.phase == Phase.GAME_OVER
        val stale = if (ended) results.size <= snapshot.deal else results.size < snapshot.deal
        val withResults = if (stale) copy(results = game.results()) else this
        if (snapshot.phase != Phase.GAME_OVER || winners.isNotEmpty()) return withResults
        // Once, when the game ends: the engine replays the save to say who leads.
        val leaders = try {
            game.leaders()
        } catch (e: EngineRefusal) {
            emptyList()
        }
        return withResults.copy(winners = leaders)
    }

    /** The live counter: the engine's opening progress this turn plus the selection's worth. */
    private fun TableUiState.withCounter(snapshot: TableSnapshot): TableUiState {
        val next = try {
            counterFor(snapshot, selected, counter)
        } catch (e: EngineRefusal) {
            Counter.None
        }
        return copy(counter = next)
    }

    private fun counterFor(snapshot: TableSnapshot, selected: Set<Int>, current: Counter): Counter {
        if (snapshot.phase == Phase.DEAL_OVER || snapshot.phase == Phase.GAME_OVER) return Counter.None
        // Düz Okey: the engine's counter comes off the main thread (refreshDuzCounter); until then
        // the last one stays.
        if (snapshot.duz) return current as? Counter.Duz ?: Counter.None
        snapshot.opened?.let { return Counter.Opened(it == OpenedKind.PAIRS) }
        val progress = snapshot.openingThisTurn
        val tiles = selected.mapNotNull { id -> snapshot.rack.firstOrNull { it.id == id } }
        val myTurn = snapshot.turn == snapshot.seat
        val preview = if (tiles.isNotEmpty() && myTurn) game.previewOpening(tiles) else null
        val usable = preview?.takeIf { it.problem == null }
        val pairsSoFar = progress?.takeIf { it.with == OpenedKind.PAIRS }?.pairs ?: 0
        return if (pairsSoFar > 0 || (usable != null && usable.pairs > 0)) {
            Counter.Pairs(pairsSoFar + (usable?.pairs ?: 0), snapshot.pairsThreshold)
        } else {
            Counter.Opening((progress?.value ?: 0) + (usable?.value ?: 0), snapshot.openingThreshold)
        }
    }

    companion object {
        const val SAVE_FILE = "game.json"
        const val MESSAGE_MILLIS = 4000L
        const val FINISH_NEEDS_ONE = "Select the one tile to discard, then Finish."
        private const val RECENT = 8

        private fun hintTiles(action: PlayerAction): Set<Int> = when (action) {
            is PlayerAction.Lay -> action.melds.flatten().map { it.id }.toSet()
            is PlayerAction.LayOff -> setOf(action.tile.id)
            is PlayerAction.Discard -> setOf(action.tile.id)
            is PlayerAction.Finish -> setOf(action.tile.id)
            is PlayerAction.RetrieveOkey -> setOf(action.tile.id)
            else -> emptySet()
        }
    }
}
