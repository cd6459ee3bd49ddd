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
import org.okey.ui.engine.SeatPlayer
import org.okey.ui.engine.TableSnapshot
import org.okey.ui.engine.TileUi

/*
 * The parts of the table's one state that each part of the screen draws. A part reads its slice,
 * not the whole state, so that a change recomposes only the parts whose slice changed (a tap on
 * the rack, the rack and the buttons; not the opponents, the centre or the status line).
 */

/**
 * [pick]'s part of [this], as a state that tells its readers of a change only when the part is
 * no longer equal to what it was. [pick] must depend on the state alone: it is kept from the
 * first composition.
 */
@Composable
fun <T> State<TableUiState>.slice(pick: (TableUiState) -> T): State<T> =
    remember(this) { derivedStateOf(structuralEqualityPolicy()) { pick(value) } }

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
    val snapshot: TableSnapshot,
    val seats: List<SeatPlayer>,
    val yourTurn: Boolean,
    val lastEvent: GameEvent?,
    val hintReason: String?,
) {
    companion object {
        fun of(state: TableUiState) = StatusSlice(
            snapshot = state.snapshot,
            seats = state.seats,
            yourTurn = state.yourTurn,
            lastEvent = state.recent.lastOrNull(),
            hintReason = state.hint?.reason,
        )
    }
}
