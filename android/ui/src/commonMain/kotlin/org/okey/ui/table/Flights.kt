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
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.runtime.derivedStateOf
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.runtime.snapshots.Snapshot
import androidx.compose.runtime.withFrameNanos
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
import kotlinx.coroutines.flow.StateFlow
import org.okey.appcore.Place
import org.okey.appcore.ShownRack
import org.okey.appcore.ShownTile
import org.okey.ui.components.TileBack
import org.okey.ui.components.TileView
import org.okey.ui.shell.FlightBatch
import kotlin.math.roundToInt

/**
 * Whether tiles fly and melds grow into place; tests turn it off so that nothing depends on a
 * frame clock.
 */
val LocalMotion = compositionLocalOf { true }

/** How long a new meld takes to grow into place. */
const val MELD_APPEAR_MILLIS = 250

/** One tile travelling across the table: face up when the player may see it, else its back. */
data class Trip(val from: Rect, val to: Rect, val tile: ShownTile?)

/**
 * Where [place] is on screen now. The player's hand is the rack slot holding [tileId]; a tile that
 * has left the rack (laid, discarded) leaves from where it was last drawn there, else the rack.
 */
fun placeRect(place: Place, tileId: Int?, you: Int, rack: ShownRack?, where: DropTargets): Rect? = when (place) {
    Place.Stock -> where.stock
    Place.Indicator -> where.indicator
    is Place.Pile -> if (place.seat.toInt() == you) where.discardSpot else where.piles[place.seat.toInt()]
    is Place.Hand -> if (place.seat.toInt() == you) {
        val slot = rack?.slots?.indexOfFirst { it != null && it.tile.id.toInt() == tileId } ?: -1
        where.slots[slot] ?: tileId?.let { where.lastOnRack[it] } ?: where.rack
    } else {
        where.seats[place.seat.toInt()]
    }
    is Place.Meld -> where.melds[place.meld.toInt()]
}

/**
 * The trips of [batch] between the places on screen. A flight the player's finger already made
 * (a tile dragged to where it went) is not in the batch: the core leaves it out.
 */
fun tripsFor(batch: FlightBatch, you: Int, rack: ShownRack?, where: DropTargets): List<Trip> = batch.flights.mapNotNull { flight ->
    val id = flight.tile?.id?.toInt()
    val from = placeRect(flight.from, id, you, rack, where)
    val to = placeRect(flight.to, id, you, rack, where)
    if (from == null || to == null) null else Trip(from, to, flight.tile)
}

/**
 * Draws the latest flights over the table, one after another within the batch's duration. The
 * flying tile moves in the draw phase only (a `graphicsLayer` reads the animation), so the table
 * under it is not recomposed on every frame.
 */
@Composable
fun FlightLayer(flights: StateFlow<FlightBatch?>, rack: StateFlow<ShownRack?>, you: Int, where: DropTargets, tileWidth: Dp) {
    val batch by flights.collectAsState()
    val current = batch
    if (!LocalMotion.current || current == null) return
    var origin by remember { mutableStateOf(Offset.Zero) }
    // The tiles in the air are not drawn where they land until they get there. Where each flies
    // is worked out a frame after the batch arrives, once what it lands on (a new meld) is laid out.
    var worked by remember(current.serial) { mutableStateOf<List<Trip>?>(null) }
    DisposableEffect(current.serial) {
        where.airborne = current.flights.mapNotNullTo(HashSet()) { it.tile?.id?.toInt() }
        onDispose { where.airborne = emptySet() }
    }
    LaunchedEffect(current.serial) {
        withFrameNanos { }
        val found = tripsFor(current, you, rack.value, where)
        where.airborne = found.mapNotNullTo(HashSet()) { it.tile?.id?.toInt() }
        worked = found
    }
    Box(Modifier.fillMaxSize().onGloballyPositioned { origin = it.positionInRoot() }) {
        val trips = worked
        if (trips.isNullOrEmpty()) return@Box
        val each = current.durationMs / trips.size
        trips.forEachIndexed { index, trip ->
            FlyingTile(trip, current.serial, index * each, each, origin, tileWidth, onLanded = { id -> where.airborne -= id })
        }
    }
}

@Composable
private fun FlyingTile(trip: Trip, serial: Long, delayMillis: Int, millis: Int, origin: Offset, width: Dp, onLanded: (tileId: Int) -> Unit) {
    val progress = remember(serial, trip) { Animatable(0f) }
    LaunchedEffect(serial, trip) {
        progress.animateTo(1f, tween(millis, delayMillis, FastOutSlowInEasing))
        trip.tile?.let { onLanded(it.id.toInt()) }
    }
    // Gone once landed (the real tile is drawn there from then on); this read recomposes only at that moment.
    val landed by remember(serial, trip) { derivedStateOf { progress.value >= 1f } }
    if (landed) return
    val modifier = Modifier
        .offset {
            val p = progress.value
            val halfW = width.toPx() / 2
            val halfH = width.toPx() * 0.7f
            val x = trip.from.center.x + (trip.to.center.x - trip.from.center.x) * p - origin.x - halfW
            val y = trip.from.center.y + (trip.to.center.y - trip.from.center.y) * p - origin.y - halfH
            IntOffset(x.roundToInt(), y.roundToInt())
        }
        .graphicsLayer {
            // Hidden until its turn comes (an earlier tile of the move is still flying).
            alpha = if (progress.value <= 0f) 0f else 1f
            shadowElevation = 8f
        }
        .testTag("flight")
    if (trip.tile != null) TileView(trip.tile, width, modifier) else TileBack(width, modifier)
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

private class LandingPlaceNode(var id: Int, var where: DropTargets) :
    Modifier.Node(),
    DrawModifierNode {
    override fun ContentDrawScope.draw() {
        if (id !in where.airborne) drawContent()
    }
}
