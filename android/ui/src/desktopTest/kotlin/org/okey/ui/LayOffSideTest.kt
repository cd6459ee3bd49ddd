package org.okey.ui

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.ui.engine.ActionKind
import org.okey.ui.engine.MeldKindUi
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.table.TableScreen
import org.okey.ui.table.TableStateHolder
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull

/** A tile that fits both ends of a run: the player is asked which end, and the engine lays it there. */
@OptIn(ExperimentalTestApi::class)
class LayOffSideTest {
    /** A table, the player to play, holding an okey, and a run on the table open at both ends. */
    private data class Spot(val holder: TableStateHolder, val okey: Int, val run: Int)

    private fun findSpot(): Spot {
        for (seed in 1L..40L) {
            val holder = Drive.table(PresetId.STANDARD, seed)
            holder.start()
            repeat(400) {
                val s = Drive.settle(holder)
                if (s.snapshot.phase == Phase.DEAL_OVER || s.snapshot.phase == Phase.GAME_OVER) return@repeat
                val snap = s.snapshot
                val okey = snap.rack.firstOrNull { !it.falseJoker && it.color == snap.okey.color && it.number == snap.okey.number }
                val run = snap.table.firstOrNull { m ->
                    m.kind == MeldKindUi.RUN && m.tiles.size < 13 && m.faces.first().number > 1 && m.faces.last().number in 2..12
                }
                if (snap.phase == Phase.PLAY && ActionKind.LAY_OFF in snap.allowed && okey != null && run != null) {
                    return Spot(holder, okey.id, run.id)
                }
                Drive.playHinted(holder)
            }
        }
        error("no seed gave an okey and a run open at both ends")
    }

    @Test
    fun `an okey that fits both ends asks which, and lands at the chosen end`() = runDesktopComposeUiTest(915, 412) {
        val (holder, okey, run) = findSpot()
        setContent {
            val state by holder.state.collectAsState()
            TableScreen(state, tableIntents(holder) {})
        }
        val before = holder.state.value
        holder.layOff(okey, run)
        waitForIdle()
        val asking = holder.state.value
        assertNotNull(asking.pendingLayOff)
        assertEquals(before.snapshot, asking.snapshot, "nothing is laid while the player chooses")
        onNodeWithTag("lay-off-side").assertIsDisplayed()
        // Cancelling lays nothing.
        holder.cancelLayOff()
        waitForIdle()
        assertNull(holder.state.value.pendingLayOff)
        onNodeWithTag("lay-off-side").assertDoesNotExist()
        assertEquals(before.snapshot, holder.state.value.snapshot)
        // Asked again, the low end: the okey is the run's first tile.
        holder.layOff(okey, run)
        waitForIdle()
        onNodeWithTag("side-low").performClick()
        waitForIdle()
        val after = holder.state.value
        assertNull(after.pendingLayOff)
        val meld = after.snapshot.table.single { it.id == run }
        assertEquals(okey, meld.tiles.first().id, "laid at the low end")
        assertEquals(before.snapshot.table.single { it.id == run }.faces.first().number - 1, meld.faces.first().number)
    }
}
