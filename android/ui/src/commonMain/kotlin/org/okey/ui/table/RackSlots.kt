package org.okey.ui.table

import org.okey.ui.engine.TileUi

/**
 * The player's own arrangement of the rack: which slot holds which tile. The engine knows only the
 * set of tiles; the order and the gaps belong to the player and never reach the engine.
 */
object RackSlots {
    /** Keeps the tiles still in [rack] where they were, and puts new ones in the first free slots. */
    fun reconcile(slots: List<Int?>, rack: List<TileUi>): List<Int?> {
        val ids = rack.map { it.id }.toSet()
        val kept = slots.map { id -> id?.takeIf { it in ids } }.toMutableList()
        while (kept.size < RACK_SLOTS) kept += null
        val placed = kept.filterNotNull().toSet()
        for (tile in rack) {
            if (tile.id in placed) continue
            val free = firstFree(kept)
            if (free >= 0) kept[free] = tile.id else kept += tile.id
        }
        return kept
    }

    private fun firstFree(slots: List<Int?>): Int {
        // After the last tile if there is room, so a drawn tile lands at the end, as on a real rack.
        val last = slots.indexOfLast { it != null }
        val after = (last + 1 until slots.size).firstOrNull { slots[it] == null }
        return after ?: slots.indexOfFirst { it == null }
    }

    /** Moves [id] to [to]; an occupied target slot's tile shifts along the row into the nearest gap. */
    fun move(slots: List<Int?>, id: Int, to: Int): List<Int?> {
        val from = slots.indexOf(id)
        if (from < 0 || to !in slots.indices || from == to) return slots
        val result = slots.toMutableList()
        result[from] = null
        if (result[to] == null) {
            result[to] = id
            return result
        }
        val row = to / RACK_ROW
        val rowEnd = (row + 1) * RACK_ROW
        val gapRight = (to until rowEnd).firstOrNull { result[it] == null }
        val gapLeft = (row * RACK_ROW..to).lastOrNull { result[it] == null }
        when {
            gapRight != null -> {
                for (i in gapRight downTo to + 1) result[i] = result[i - 1]
                result[to] = id
            }
            gapLeft != null -> {
                for (i in gapLeft until to) result[i] = result[i + 1]
                result[to] = id
            }
            else -> return slots
        }
        return result
    }

    /** Lays [groups] out in order, one empty slot between groups, wrapping to the second row. */
    fun arranged(groups: List<List<TileUi>>, rack: List<TileUi>): List<Int?> {
        val inGroups = groups.flatten().map { it.id }.toSet()
        val all = groups.filter { it.isNotEmpty() } + listOf(rack.filter { it.id !in inGroups }).filter { it.isNotEmpty() }
        val tiles = all.sumOf { it.size }
        // Gaps only while they fit: a 22-tile hand with many groups drops them.
        var gaps = (all.size - 1).coerceAtLeast(0)
        while (gaps > 0 && tiles + gaps > RACK_SLOTS) gaps--
        val result = MutableList<Int?>(RACK_SLOTS) { null }
        var at = 0
        all.forEachIndexed { index, group ->
            // Start a group on the second row rather than split it, when it fits there.
            if (at < RACK_ROW && at + group.size > RACK_ROW && RACK_ROW + group.size <= RACK_SLOTS &&
                RACK_ROW + tiles - (all.take(index).sumOf { it.size }) <= RACK_SLOTS
            ) {
                at = RACK_ROW
            }
            for (tile in group) {
                if (at < RACK_SLOTS) result[at] = tile.id else result += tile.id
                at++
            }
            if (index < gaps && at < RACK_SLOTS && at != RACK_ROW) at++
        }
        return reconcile(result, rack)
    }
}
