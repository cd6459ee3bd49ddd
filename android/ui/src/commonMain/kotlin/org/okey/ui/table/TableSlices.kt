package org.okey.ui.table

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.State
import androidx.compose.runtime.derivedStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.structuralEqualityPolicy
import org.okey.ui.engine.ActionKind
import org.okey.ui.engine.Face
import org.okey.ui.engine.GameEvent
import org.okey.ui.engine.MeldUi
import org.okey.ui.engine.OtherSeatUi
import org.okey.ui.engine.Phase
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.engine.TileUi
import org.okey.ui.engine.seatBefore

/*
 * The parts of the table's one state that each part of the screen draws. A part reads its slice,
 * not the whole state, so that a change recomposes only the parts whose slice changed (a tap on
 * the rack, the rack and the buttons; not the opponents, the centre or the status line).
 */

/**
 * [pick]'s part of [this], as a state that tells its readers of a change only when the part is
 * no longer equal to what it was. [pick] must depend on the state and [key] alone: it is kept
 * from the first composition with that key.
 */
@Composable
fun <T> State<TableUiState>.slice(key: Any? = null, pick: (TableUiState) -> T): State<T> =
    remember(this, key) { derivedStateOf(structuralEqualityPolicy()) { pick(value) } }

/**
 * What the table's frame itself depends on: the seats around it. Neither a move nor a new deal
 * changes it, so the frame is composed once a game and each part below it follows its own slice.
 */
@Immutable
data class FrameSlice(val players: Int, val seat: Int) {
    /** The seat before the player's: its discards are the ones the player may take. */
    val previous: Int get() = seatBefore(seat, players)

    companion object {
        fun of(state: TableUiState) = FrameSlice(players = state.snapshot.players, seat = state.snapshot.seat)
    }
}

/** One opponent's card: who sits there, whether they are to move, their tiles, opening and score. */
@Immutable
data class OpponentSlice(
    val seat: Int,
    val seats: List<SeatPlayer>,
    val other: OtherSeatUi?,
    val toMove: Boolean,
    /** The deal's penalties so far (0: none). */
    val penalty: Int,
    val total: Int,
    val duz: Boolean,
) {
    companion object {
        fun of(snapshot: TableSnapshot, seats: List<SeatPlayer>, seat: Int) = OpponentSlice(
            seat = seat,
            seats = seats,
            other = snapshot.others.firstOrNull { it.seat == seat },
            toMove = snapshot.turn == seat,
            penalty = snapshot.penalties.getOrNull(seat) ?: 0,
            total = snapshot.totals.getOrNull(seat) ?: 0,
            duz = snapshot.duz,
        )
    }
}

/** A seat's discard pile as the table shows it: its top tile, and whether the player may take it. */
@Immutable
data class PileSlice(val seat: Int, val top: TileUi?, val okey: Face, val takeable: Boolean) {
    companion object {
        fun of(snapshot: TableSnapshot, seat: Int, takeable: Boolean) =
            PileSlice(seat, snapshot.discards.getOrNull(seat)?.lastOrNull(), snapshot.okey, takeable)

        /** At the live table, only the previous seat's pile can be taken from, when the engine allows it. */
        fun live(snapshot: TableSnapshot, seat: Int) = of(
            snapshot,
            seat,
            takeable = seat == seatBefore(snapshot.seat, snapshot.players) && ActionKind.TAKE_DISCARD in snapshot.allowed,
        )
    }
}

/** The centre: the stock's count, the indicator and the okey it makes. */
@Immutable
data class CentreSlice(val stockSize: Int, val indicator: TileUi, val okey: Face, val canDraw: Boolean) {
    companion object {
        fun of(snapshot: TableSnapshot, canDraw: Boolean = ActionKind.DRAW in snapshot.allowed) =
            CentreSlice(snapshot.stockSize, snapshot.indicator, snapshot.okey, canDraw)
    }
}

/** The player's own discard spot: the tile last discarded there, and whether a discard is allowed. */
@Immutable
data class SpotSlice(val top: TileUi?, val okey: Face, val enabled: Boolean) {
    companion object {
        fun of(snapshot: TableSnapshot) =
            SpotSlice(snapshot.discards.getOrNull(snapshot.seat)?.lastOrNull(), snapshot.okey, ActionKind.DISCARD in snapshot.allowed)
    }
}

/** The table's melds and what drawing them needs. */
@Immutable
data class MeldsSlice(val table: List<MeldUi>, val okey: Face, val seats: List<SeatPlayer>) {
    companion object {
        fun of(state: TableUiState) = MeldsSlice(state.snapshot.table, state.snapshot.okey, state.seats)
    }
}

/** What the rack draws: its slots, their tiles, and which are lifted or hinted. */
@Immutable
data class RackSlice(
    val slots: List<Int?>,
    val tiles: List<TileUi>,
    val okey: Face,
    val selected: Set<Int>,
    val hinted: Set<Int>,
) {
    private val byId: Map<Int, TileUi> by lazy { tiles.associateBy { it.id } }

    fun tile(id: Int): TileUi? = byId[id]

    companion object {
        fun of(state: TableUiState) = RackSlice(
            slots = state.slots,
            tiles = state.snapshot.rack,
            okey = state.snapshot.okey,
            selected = state.selected,
            hinted = state.hint?.tileIds.orEmpty(),
        )
    }
}

/** What the buttons beside the rack need: which are enabled. */
@Immutable
data class ControlsSlice(
    val allowed: Set<ActionKind>,
    val duz: Boolean,
    val hasRack: Boolean,
    /** Lay is allowed and tiles are selected: the only way a selection shows in the buttons. */
    val canLay: Boolean,
    val yourTurn: Boolean,
) {
    companion object {
        fun of(state: TableUiState) = ControlsSlice(
            allowed = state.snapshot.allowed,
            duz = state.snapshot.duz,
            hasRack = state.snapshot.rack.isNotEmpty(),
            canLay = ActionKind.LAY in state.snapshot.allowed && state.selected.isNotEmpty(),
            yourTurn = state.yourTurn,
        )
    }
}

/** What the status line says: whose turn, where the deal is, the last move, the hint (the counter has its own). */
@Immutable
data class StatusSlice(
    val phase: Phase,
    val turn: Int,
    val deal: Int,
    val stockSize: Int,
    val okey: Face,
    val seats: List<SeatPlayer>,
    val yourTurn: Boolean,
    val lastEvent: GameEvent?,
    val hintReason: String?,
) {
    companion object {
        fun of(state: TableUiState) = StatusSlice(
            phase = state.snapshot.phase,
            turn = state.snapshot.turn,
            deal = state.snapshot.deal,
            stockSize = state.snapshot.stockSize,
            okey = state.snapshot.okey,
            seats = state.seats,
            yourTurn = state.yourTurn,
            lastEvent = state.recent.lastOrNull(),
            hintReason = state.hint?.reason,
        )
    }
}
