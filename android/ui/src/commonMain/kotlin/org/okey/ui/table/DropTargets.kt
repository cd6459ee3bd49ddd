package org.okey.ui.table

import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.setValue
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Rect

/**
 * Where things are on screen, in root coordinates, so that a dragged tile can be dropped on a
 * rack slot, the discard spot, a meld or an okey on the table. Written by layout, read at the end
 * of a drag; never drives recomposition. Also what moves over the table: what a finger carries
 * (for the [CarryLayer]) and the tiles still flying to their places (see [FlightLayer]); only
 * drawing reads those.
 */
class DropTargets {
    /** The drag in progress, if any. */
    var carried: FingerDrag? by mutableStateOf(null)

    /** The ids of the tiles still flying to where they will be drawn: not drawn there until they land. */
    var airborne: Set<Int> by mutableStateOf(emptySet())

    /** The key of the drag that ended last, until the next move's flights are worked out (see [flightsFor]). */
    var dropped: Any? = null

    val slots = HashMap<Int, Rect>()
    val melds = HashMap<Int, Rect>()

    /** Okeys (and false jokers) on the table, by meld id and tile id. */
    val tableOkeys = HashMap<Pair<Int, Int>, Rect>()
    var discardSpot: Rect? = null
    var rack: Rect? = null

    // Where tiles fly from and to (see Flights.kt); not drop targets.
    var stock: Rect? = null
    var indicator: Rect? = null
    val seats = HashMap<Int, Rect>()
    val piles = HashMap<Int, Rect>()

    sealed interface Drop {
        data class Slot(val index: Int) : Drop
        data object Discard : Drop
        data class Meld(val id: Int) : Drop
        data class Okey(val meld: Int, val tile: Int) : Drop
        data object Nowhere : Drop
    }

    fun dropAt(point: Offset): Drop {
        discardSpot?.takeIf { it.contains(point) }?.let { return Drop.Discard }
        tableOkeys.entries.firstOrNull { it.value.contains(point) }?.let { return Drop.Okey(it.key.first, it.key.second) }
        melds.entries.firstOrNull { it.value.contains(point) }?.let { return Drop.Meld(it.key) }
        slots.entries.firstOrNull { it.value.contains(point) }?.let { return Drop.Slot(it.key) }
        // Between slots or just off the rack: the nearest slot, when the point is on the rack.
        if (rack?.contains(point) == true) {
            slots.minByOrNull { (it.value.center - point).getDistanceSquared() }?.let { return Drop.Slot(it.key) }
        }
        return Drop.Nowhere
    }

    fun onRack(point: Offset): Boolean = rack?.contains(point) == true
}
