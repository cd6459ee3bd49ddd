package org.okey.ui.bench

import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import org.okey.ui.Drive
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.table.RACK_ROW
import org.okey.ui.table.TableScreen
import org.okey.ui.tableIntents
import kotlin.test.Test
import kotlin.test.assertTrue

/**
 * What a tap on the rack or a move recomposes, by composable (counted, not timed): the parts whose
 * data changed, not the rest of the table (issue 19: every change used to recompose it all).
 */
class RecomposeScopesTest {
    @Test
    fun `a selection recomposes the rack's line, not the status line, the opponents or the centre`() {
        val holder = Drive.table(PresetId.STANDARD, 7)
        holder.start()
        Drive.settle(holder)
        TableFrames(1830, 824, nameScopes = true) {
            val state by holder.state.collectAsState()
            val intents = remember { tableIntents(holder) {} }
            TableScreen(state, intents)
        }.use { table ->
            table.untilIdle()
            val tile = holder.state.value.snapshot.rack.first().id
            table.scopeCounts.clear()
            holder.toggleSelect(tile)
            table.untilIdle()
            val entered = table.scopeCounts.toMap()
            val elsewhere = entered.keys.filter { name -> listOf("StatusLine", "OpponentCard", "CentrePanel", "DiscardPile", "TableMelds").any { it in name } }
            assertTrue(elsewhere.isEmpty(), "a selection recomposed $elsewhere; all: $entered")
            val slots = entered.filterKeys { "RackSlot" in it }.values.sum()
            assertTrue(slots in 1..RACK_ROW, "a selection entered $slots rack slots, more than the one line it changed; all: $entered")
        }
    }

    @Test
    fun `a draw recomposes the stock and the rack, not the opponents, the other piles or the melds`() {
        val holder = Drive.table(PresetId.STANDARD, 7)
        holder.start()
        // Play on until it is the player's turn to draw (the first turn starts with a discard).
        while (Drive.settle(holder).snapshot.phase != Phase.DRAW) Drive.playHinted(holder)
        TableFrames(1830, 824, nameScopes = true) {
            val state = holder.state.collectAsState()
            val intents = remember { tableIntents(holder) {} }
            TableScreen(state, intents)
        }.use { table ->
            table.untilIdle()
            table.scopeCounts.clear()
            holder.draw()
            table.untilIdle()
            val entered = table.scopeCounts.toMap()
            val elsewhere = entered.keys.filter { name -> listOf("OpponentCard", "TableMelds").any { it in name } }
            assertTrue(elsewhere.isEmpty(), "a draw recomposed $elsewhere; all: $entered")
            // The pile the player could take from loses its mark; the other two stay as they were.
            val piles = entered.filterKeys { "DiscardPile" in it }.values.sum()
            assertTrue(piles <= 1, "a draw recomposed $piles discard piles; all: $entered")
            assertTrue(entered.keys.any { "CentrePanel" in it }, "a draw did not recompose the stock's count; all: $entered")
        }
    }
}
