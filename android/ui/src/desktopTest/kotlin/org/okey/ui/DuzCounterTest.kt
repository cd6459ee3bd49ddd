package org.okey.ui

import kotlinx.coroutines.flow.first
import kotlinx.coroutines.runBlocking
import kotlinx.coroutines.withTimeout
import org.okey.ui.engine.DealEndingUi
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PlayerAction
import org.okey.ui.engine.PresetId
import org.okey.ui.table.Counter
import org.okey.ui.table.TableStateHolder
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** Düz Okey's live counter comes from the engine and agrees with what the engine then accepts. */
class DuzCounterTest {
    /** The counter the engine gave for the table as it stands now (not the last move's, kept meanwhile). */
    private fun counterNow(holder: TableStateHolder): Counter.Duz = runBlocking {
        val snapshot = holder.state.value.snapshot
        withTimeout(60_000) {
            holder.state.first { s -> s.snapshot == snapshot && (s.counter as? Counter.Duz)?.move == (s.lastMove?.serial ?: 0L) }
        }.counter as Counter.Duz
    }

    @Test
    fun `the counter names the winning discards, and finishing with one wins`() {
        var checked = 0
        var finished = 0
        for (seed in 1L..12L) {
            val holder = Drive.table(PresetId.DUZ, seed)
            holder.start()
            repeat(200) {
                val s = Drive.settle(holder)
                if (s.snapshot.phase != Phase.DRAW && s.snapshot.phase != Phase.PLAY) return@repeat
                val counter = counterNow(holder)
                assertTrue(counter.inSetsAndRuns in 0..s.snapshot.rack.size && counter.pairs in 0..7, counter.toString())
                if (s.snapshot.phase == Phase.DRAW) assertTrue(counter.winningDiscards.isEmpty(), "no discard before drawing")
                val action = Drive.hinted(holder)
                if (action is PlayerAction.Finish) {
                    assertTrue(action.tile.id in counter.winningDiscards, "the hint's finish is one the counter names")
                }
                checked++
                if (s.snapshot.phase == Phase.PLAY && counter.winningDiscards.isNotEmpty()) {
                    holder.toggleSelect(counter.winningDiscards.first())
                    holder.finish()
                    val end = holder.state.value
                    assertEquals(Phase.DEAL_OVER, end.snapshot.phase.let { if (it == Phase.GAME_OVER) Phase.DEAL_OVER else it })
                    assertEquals(0, (end.results.last().ending as DealEndingUi.Won).winner)
                    finished++
                    return@repeat
                }
                Drive.playHinted(holder)
            }
            if (finished >= 1 && checked >= 60) break
        }
        assertTrue(finished >= 1, "some deal reached a winning discard ($checked turns checked)")
    }
}
