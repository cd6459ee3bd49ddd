package org.okey.ui.table

import androidx.compose.runtime.Immutable
import org.okey.ui.engine.DealResultUi
import org.okey.ui.engine.GameEvent
import org.okey.ui.engine.PenaltyKind
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.engine.TileUi

/** The rack has two rows of this many slots: more slots than tiles, so tiles group with gaps. */
const val RACK_ROW = 15
const val RACK_SLOTS = RACK_ROW * 2

/** Where a message shows: near where the gesture ended (the own discard spot, the takeable pile, ...). */
enum class Anchor { RACK, DISCARD, PILE, STOCK, TABLE, CONTROLS }

/** A message for a few seconds: the engine's words for a refusal, or the app's own. */
data class UiMessage(val text: String, val anchor: Anchor, val serial: Long)

/** The live counter beside the rack. */
sealed interface Counter {
    /** Okey 101 before opening: value laid this turn plus the selection, against the threshold. */
    data class Opening(val value: Int, val needed: Int) : Counter

    /** Okey 101 before opening with pairs. */
    data class Pairs(val pairs: Int, val needed: Int) : Counter

    data class Opened(val pairs: Boolean) : Counter

    /**
     * Düz Okey, from the engine: rack tiles in sets and runs at best, pairs, the discards that win
     * now; [move] is the [LastMove] serial it was asked at (until a newer one comes, the last stays).
     */
    data class Duz(val inSetsAndRuns: Int, val pairs: Int, val winningDiscards: Set<Int>, val move: Long) : Counter

    data object None : Counter
}

/** A discard waiting for the player's yes: it costs a penalty for [reason], [points] when the engine charges them at once. */
data class PendingDiscard(val tile: TileUi, val reason: PenaltyKind, val points: Int? = null)

/** A lay-off waiting for the player to say which end: the tile fits both ends of the run. */
data class PendingLayOff(val tile: TileUi, val meld: Int)

/** The events of the latest move, numbered so that the screen animates each move once. */
data class LastMove(val serial: Long, val events: List<GameEvent>)

/** The engine's hint as the table shows it: the rack tiles to highlight and the reason in words. */
data class HintUi(val action: PlayerAction, val tileIds: Set<Int>, val reason: String)

/** Everything the Table screen draws; immutable, replaced whole on every change. */
@Immutable
data class TableUiState(
    val snapshot: TableSnapshot,
    val seats: List<SeatPlayer>,
    /** [RACK_SLOTS] slots, each empty or holding a rack tile's id. */
    val slots: List<Int?>,
    val selected: Set<Int> = emptySet(),
    val counter: Counter = Counter.None,
    val message: UiMessage? = null,
    val pendingDiscard: PendingDiscard? = null,
    /** A take-back waiting for the player's yes: the engine says it costs this penalty. */
    val pendingTakeBack: GameEvent.Penalized? = null,
    val pendingLayOff: PendingLayOff? = null,
    val hint: HintUi? = null,
    /** What the last moves showed (a bot's draw, discard, meld), newest last. */
    val recent: List<GameEvent> = emptyList(),
    val lastMove: LastMove? = null,
    /** Penalties of this deal with their reasons, from the engine's events. */
    val penaltyLog: List<GameEvent.Penalized> = emptyList(),
    val results: List<DealResultUi> = emptyList(),
    /** The seats that won, once the game is over (the engine's judgement; with partners, a team). */
    val winners: List<Int> = emptyList(),
    /** Every seat's rack, once the deal is over. */
    val revealed: List<List<TileUi>> = emptyList(),
    val botThinking: Boolean = false,
    val seed: Long? = null,
) {
    private val byId: Map<Int, TileUi> by lazy { snapshot.rack.associateBy { it.id } }

    fun tile(id: Int): TileUi? = byId[id]

    val yourTurn: Boolean get() = snapshot.turn == snapshot.seat && seats.getOrNull(snapshot.turn)?.bot == null
}
