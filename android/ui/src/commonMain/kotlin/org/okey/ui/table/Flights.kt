package org.okey.ui.table

import androidx.compose.animation.core.Animatable
import androidx.compose.animation.core.FastOutSlowInEasing
import androidx.compose.animation.core.tween
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.offset
import androidx.compose.runtime.Composable
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.State
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.runtime.derivedStateOf
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.runtime.snapshots.Snapshot
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import androidx.compose.ui.graphics.drawscope.ContentDrawScope
import androidx.compose.ui.graphics.graphicsLayer
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.layout.positionInRoot
import androidx.compose.ui.node.DrawModifierNode
import androidx.compose.ui.node.ModifierNodeElement
import androidx.compose.ui.node.invalidateDraw
import androidx.compose.ui.platform.InspectorInfo
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.IntOffset
import kotlin.math.roundToInt
import org.okey.ui.components.TileBack
import org.okey.ui.components.TileView
import org.okey.ui.engine.Face
import org.okey.ui.engine.GameEvent
import org.okey.ui.engine.TileUi
import org.okey.ui.engine.seatBefore

/**
 * How long the table's motion lasts, in milliseconds, for one move (all its flights together);
 * 0 turns motion off. The app derives it from the bot speed, so that a bot's move has finished
 * moving before the next one; tests leave it at 0 and stay deterministic.
 */
val LocalMotionMillis = compositionLocalOf { 0 }

/** The drag key of the stock, for [flightsFor]'s `dropped`. */
const val STOCK_DRAG_KEY = "stock"

/** One tile travelling across the table: face up when the player may see it, else its back. */
data class Flight(val from: Rect, val to: Rect, val tile: TileUi?)

/**
 * The flights that tell the story of [move]: a draw from the stock to the seat, a taken discard
 * from its pile to the seat, a discard from the seat to its pile. Melds fade in where they are
 * laid (see `TableMelds`), so a lay needs no flight. Nor does what the player's finger carried
 * there itself ([dropped], the key of the drag that ended just before: a rack tile's or a pile
 * top's id, or "stock"): it would jump back and fly again.
 */
fun flightsFor(move: LastMove, you: Int, players: Int, slots: List<Int?>, where: DropTargets, dropped: Any? = null): List<Flight> {
    fun seatRect(seat: Int, tileId: Int?): Rect? = if (seat == you) {
        tileId?.let { id -> slots.indexOf(id).takeIf { it >= 0 }?.let { where.slots[it] } } ?: where.rack
    } else {
        where.seats[seat]
    }
    fun pileRect(seat: Int): Rect? = if (seat == you) where.discardSpot else where.piles[seat]
    fun carried(event: GameEvent): Boolean = dropped != null && when (event) {
        is GameEvent.Drew -> event.seat == you && dropped == STOCK_DRAG_KEY
        is GameEvent.TookDiscard -> event.seat == you && dropped == event.tile.id
        is GameEvent.Discarded -> event.seat == you && dropped == event.tile.id
        else -> false
    }
    return move.events.filterNot(::carried).mapNotNull { event ->
        when (event) {
            is GameEvent.Drew -> {
                val to = seatRect(event.seat, event.tile?.id)
                val from = where.stock
                if (from == null || to == null) null else Flight(from, to, event.tile.takeIf { event.seat == you })
            }
            is GameEvent.TookDiscard -> {
                val from = pileRect(seatBefore(event.seat, players))
                val to = seatRect(event.seat, event.tile.id)
                if (from == null || to == null) null else Flight(from, to, event.tile)
            }
            is GameEvent.Discarded -> {
                val from = if (event.seat == you) where.rack else where.seats[event.seat]
                val to = pileRect(event.seat)
                if (from == null || to == null) null else Flight(from, to, event.tile)
            }
            else -> null
        }
    }
}

/**
 * Draws the flights of the latest move over the table, one after another within
 * [LocalMotionMillis]. The flying tile moves in the draw phase only (a `graphicsLayer` reads the
 * animation), so the table under it is not recomposed on every frame.
 */
@Composable
fun FlightLayer(state: State<TableUiState>, where: DropTargets, tileWidth: Dp) {
    val millis = LocalMotionMillis.current
    val move by state.slice { it.lastMove }
    val current = move
    if (millis <= 0 || current == null) return
    var origin by remember { mutableStateOf(Offset.Zero) }
    // Computed once per move, from where things were when the move arrived; the rest of the state
    // is read without subscribing to it, so a rack gesture does not recompose this layer.
    val (flights, okey) = remember(current.serial) {
        val table = Snapshot.withoutReadObservation { state.value }
        // What a finger put down is the player's move of this serial, or of none: forgotten either way.
        val dropped = where.dropped.also { where.dropped = null }
        flightsFor(current, table.snapshot.seat, table.snapshot.players, table.slots, where, dropped) to table.snapshot.okey
    }
    // The tiles in the air are not drawn where they land until they get there; the next move's
    // flights replace them, and leaving the table (or motion turned off) lands them all.
    DisposableEffect(current.serial) {
        where.airborne = flights.mapNotNullTo(HashSet()) { it.tile?.id }
        onDispose { where.airborne = emptySet() }
    }
    Box(Modifier.fillMaxSize().onGloballyPositioned { origin = it.positionInRoot() }) {
        if (flights.isEmpty()) return@Box
        val each = millis / flights.size
        flights.forEachIndexed { index, flight ->
            FlyingTile(flight, current.serial, index * each, each, origin, tileWidth, okey, onLanded = { id -> where.airborne -= id })
        }
    }
}

@Composable
private fun FlyingTile(
    flight: Flight,
    serial: Long,
    delayMillis: Int,
    millis: Int,
    origin: Offset,
    width: Dp,
    okey: Face,
    onLanded: (tileId: Int) -> Unit,
) {
    val progress = remember(serial, flight) { Animatable(0f) }
    LaunchedEffect(serial, flight) {
        progress.animateTo(1f, tween(millis, delayMillis, FastOutSlowInEasing))
        flight.tile?.let { onLanded(it.id) }
    }
    // Gone once landed (the real tile is drawn there from then on); this read recomposes only at that moment.
    val landed by remember(serial, flight) { derivedStateOf { progress.value >= 1f } }
    if (landed) return
    val modifier = Modifier
        .offset {
            val p = progress.value
            val halfW = width.toPx() / 2
            val halfH = width.toPx() * 0.7f
            val x = flight.from.center.x + (flight.to.center.x - flight.from.center.x) * p - origin.x - halfW
            val y = flight.from.center.y + (flight.to.center.y - flight.from.center.y) * p - origin.y - halfH
            IntOffset(x.roundToInt(), y.roundToInt())
        }
        .graphicsLayer {
            // Hidden until its turn comes (an earlier tile of the move is still flying).
            alpha = if (progress.value <= 0f) 0f else 1f
            shadowElevation = 8f
        }
        .testTag("flight")
    if (flight.tile != null) TileView(flight.tile, okey, width, modifier) else TileBack(width, modifier)
}

/**
 * The place where the tile [id] lands: not drawn while that tile is still flying to it, so that the
 * tile is seen arriving rather than twice. Only drawing reads [DropTargets.airborne].
 */
fun Modifier.landingPlace(id: Int, where: DropTargets): Modifier = this then LandingPlaceElement(id, where)

private data class LandingPlaceElement(val id: Int, val where: DropTargets) : ModifierNodeElement<LandingPlaceNode>() {
    override fun create() = LandingPlaceNode(id, where)

    override fun update(node: LandingPlaceNode) {
        node.id = id
        node.where = where
        node.invalidateDraw()
    }

    override fun InspectorInfo.inspectableProperties() {
        name = "landingPlace"
        properties["id"] = id
    }
}

private class LandingPlaceNode(var id: Int, var where: DropTargets) : Modifier.Node(), DrawModifierNode {
    override fun ContentDrawScope.draw() {
        if (id !in where.airborne) drawContent()
    }
}
