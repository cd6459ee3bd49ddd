package org.okey.ui

import org.okey.ui.engine.Arrangement
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.table.RACK_SLOTS
import org.okey.ui.table.TableStateHolder
import kotlin.random.Random
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Nothing a player does crashes the app: random gestures in every phase, with bots playing at the
 * same time, with made-up tile, slot and meld numbers. Each engine gesture ends in the engine's
 * action or the engine's message, and the rack always shows exactly the engine's tiles.
 */
class RandomGesturesTest {
    private fun gesture(holder: TableStateHolder, random: Random) {
        val s = holder.state.value
        val ids = s.snapshot.rack.map { it.id } + listOf(-1, 200, 105)
        val tile = ids.random(random)
        val meld = (s.snapshot.table.map { it.id } + listOf(-3, 99)).random(random)
        when (random.nextInt(16)) {
            0 -> holder.toggleSelect(tile)
            1 -> holder.moveTile(tile, random.nextInt(-3, RACK_SLOTS + 3))
            2 -> holder.draw()
            3 -> holder.takeDiscard()
            4 -> holder.laySelected()
            5 -> holder.layOff(tile, meld)
            6 -> holder.retrieveOkey(tile, meld)
            7 -> { holder.discard(tile); if (random.nextBoolean()) holder.confirmDiscard() else holder.cancelDiscard() }
            8 -> { holder.takeBack(); if (random.nextBoolean()) holder.confirmTakeBack() else holder.cancelTakeBack() }
            9 -> holder.arrange(if (random.nextBoolean()) Arrangement.PAIRS else Arrangement.RUNS_AND_SETS)
            10 -> holder.finish()
            11 -> holder.showIndicator()
            12 -> holder.nextDeal()
            13 -> holder.returnTaken()
            14 -> holder.confirmDiscard()
            else -> holder.dismissMessage()
        }
    }

    @Test
    fun `random gestures never crash and never lose a tile`() {
        for ((preset, seed) in listOf(PresetId.STANDARD to 21L, PresetId.DUZ to 22L, PresetId.KATLAMALI to 23L)) {
            val holder = Drive.table(preset, seed)
            holder.start()
            val random = Random(seed)
            repeat(1500) {
                val before = holder.state.value
                gesture(holder, random)
                val after = holder.state.value
                assertEquals(after.snapshot.rack.map { it.id }.sorted(), after.slots.filterNotNull().sorted())
                assertEquals(RACK_SLOTS, after.slots.size)
                assertTrue(after.selected.all { id -> after.snapshot.rack.any { it.id == id } })
                // A refusal changes no engine state: on the player's turn (no bot can move), the
                // snapshot stays as it was.
                if (after.message != null && after.message != before.message && before.yourTurn && !before.botThinking) {
                    assertEquals(before.snapshot, after.snapshot)
                }
                if (after.snapshot.phase == Phase.GAME_OVER) return@repeat
            }
        }
    }
}
