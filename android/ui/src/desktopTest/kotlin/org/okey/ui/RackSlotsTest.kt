package org.okey.ui

import org.okey.ui.engine.TileColor
import org.okey.ui.engine.TileUi
import org.okey.ui.table.RACK_SLOTS
import org.okey.ui.table.RackSlots
import kotlin.random.Random
import kotlin.test.Test
import kotlin.test.assertEquals

/** The player's own rack order: no tile is ever lost or doubled, whatever the moves. */
class RackSlotsTest {
    private fun rack(n: Int, from: Int = 0) = (from until from + n).map { TileUi(it, TileColor.entries[it % 4], it % 13 + 1) }

    @Test
    fun `random moves and arrangements keep every tile exactly once`() {
        val random = Random(1)
        repeat(500) {
            val tiles = rack(random.nextInt(1, 23))
            var slots = RackSlots.reconcile(emptyList(), tiles)
            repeat(20) {
                slots = RackSlots.move(slots, tiles.random(random).id, random.nextInt(-2, RACK_SLOTS + 2))
            }
            assertEquals(tiles.map { it.id }.sorted(), slots.filterNotNull().sorted())
            assertEquals(RACK_SLOTS, slots.size)
            val groups = tiles.shuffled(random).chunked(random.nextInt(1, 5)).dropLast(1)
            val arranged = RackSlots.arranged(groups, tiles)
            assertEquals(tiles.map { it.id }.sorted(), arranged.filterNotNull().sorted())
            assertEquals(RACK_SLOTS, arranged.size)
        }
    }

    @Test
    fun `moving onto a tile shifts the row into the nearest gap`() {
        val tiles = rack(3)
        val slots = RackSlots.reconcile(emptyList(), tiles) // 0 1 2 _ _ ...
        assertEquals(listOf(2, 0, 1, null), RackSlots.move(slots, 2, 0).take(4))
        assertEquals(listOf(null, 1, 2, 0), RackSlots.move(slots, 0, 3).take(4))
    }

    @Test
    fun `a drawn tile lands after the last tile and a discarded one leaves a gap`() {
        val slots = RackSlots.move(RackSlots.reconcile(emptyList(), rack(3)), 2, 10)
        val drawn = RackSlots.reconcile(slots, rack(3) + rack(1, 50))
        assertEquals(50, drawn[11])
        val discarded = RackSlots.reconcile(drawn, rack(2) + rack(1, 50))
        assertEquals(null, discarded[10])
    }
}
