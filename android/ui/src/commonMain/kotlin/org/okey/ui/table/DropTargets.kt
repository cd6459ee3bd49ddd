package org.okey.ui.table

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect
import org.okey.appcore.DropSpot

/**
 * Where things are on screen, in root coordinates, so that the spot a drag is let go on can be
 * named to the core: a rack slot, the discard spot, a meld or an okey on the table. Written by
 * layout, read at the end of a drag; never drives recomposition. Also what moves over the table:
 * what a finger carries (for the [CarryLayer]) and the tiles still flying to their places (see
 * [FlightLayer]); only drawing reads those.
 */
class DropTargets {
    /** The drag in progress, if any. */
    var carried: FingerDrag? by mutableStateOf(null)

    /** The ids of the tiles still flying to where they will be drawn: not drawn there until they land. */
    var airborne: Set<Int> by mutableStateOf(emptySet())

    val slots = HashMap<Int, Rect>()
    val melds = HashMap<Int, Rect>()

    /** Okeys (and false jokers) on the table, by meld id and tile id. */
    val tableOkeys = HashMap<Pair<Int, Int>, Rect>()
    var discardSpot: Rect? = null
    var rack: Rect? = null

    // Where tiles fly from and to (see Flights.kt), and where messages show (MessageLayer); not drop targets.
    var stock: Rect? = null
    var indicator: Rect? = null
    val seats = HashMap<Int, Rect>()
    val piles = HashMap<Int, Rect>()
    var controls: Rect? = null
    var meldsArea: Rect? = null

    /**
     * Where each rack tile was last drawn, by tile id: a tile laid or discarded has left its slot
     * when its flight starts, and flies from here; a tile moved on the rack slides from here.
     */
    val lastOnRack = HashMap<Int, Rect>()

    /** The tiles of the rack as last drawn, to tell a rearranged rack from a new deal's. */
    var rackTiles: Set<Int> = emptySet()

    /** The spot under [point], as the core names it. */
    fun dropAt(point: Offset): DropSpot {
        discardSpot?.takeIf { it.contains(point) }?.let { return DropSpot.DiscardSpot }
        tableOkeys.entries.firstOrNull { it.value.contains(point) }?.let { return DropSpot.TableOkey(it.key.first.toUInt(), it.key.second.toUByte()) }
        melds.entries.firstOrNull { it.value.contains(point) }?.let { return DropSpot.Meld(it.key.toUInt()) }
        slots.entries.firstOrNull { it.value.contains(point) }?.let { return DropSpot.RackSlot(it.key.toUByte()) }
        // Between slots or just off the rack: the nearest slot, when the point is on the rack.
        if (rack?.contains(point) == true) {
            slots.minByOrNull { (it.value.center - point).getDistanceSquared() }?.let { return DropSpot.RackSlot(it.key.toUByte()) }
            return DropSpot.Rack
        }
        return DropSpot.Nowhere
    }

    /**
     * Whether a drag let go at [point] with [velocity] (pixels a second) was a flick towards the
     * discard spot: fast, and heading at it, whether or not it got there.
     */
    fun flickedToDiscard(point: Offset, velocity: Offset, minimum: Float): Boolean {
        val spot = discardSpot ?: return false
        val speed = velocity.getDistance()
        if (speed < minimum) return false
        val towards = spot.center - point
        if (towards.getDistance() == 0f) return true
        // Within about 25 degrees of the straight line to the spot.
        val cosine = (towards.x * velocity.x + towards.y * velocity.y) / (towards.getDistance() * speed)
        return cosine > FLICK_COSINE
    }

    private companion object {
        const val FLICK_COSINE = 0.9f
    }
}
