package org.okey.ui

import org.okey.ui.engine.GameEvent
import org.okey.ui.engine.OpenedKind
import org.okey.ui.engine.OtherSeatUi
import org.okey.ui.engine.Phase
import org.okey.ui.engine.PresetId
import org.okey.ui.strings.Lang
import org.okey.ui.table.openedText
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/** An opponent's card says what it opened with: the points, or the pairs, as the engine kept them. */
class OpponentOpeningTest {
    @Test
    fun `each opponent shows the value and pairs of its Opened event`() {
        val game = Drive.engine.start(Drive.setup(PresetId.STANDARD, 7))
        val seen = mutableMapOf<Int, GameEvent.Opened>()
        repeat(400) {
            if (game.view().phase != Phase.DRAW && game.view().phase != Phase.PLAY) return@repeat
            val events = if (game.botToMove() != null) game.stepBot()?.events.orEmpty() else game.apply(game.hint()!!.action)
            events.filterIsInstance<GameEvent.Opened>().filter { it.seat != 0 }.forEach { seen[it.seat] = it }
            for (other in game.view().others) {
                val opened = seen[other.seat]
                assertEquals(opened?.value ?: 0, other.openedValue, "seat ${other.seat}'s value")
                assertEquals(opened?.pairs ?: 0, other.openedPairs, "seat ${other.seat}'s pairs")
            }
        }
        assertTrue(seen.isNotEmpty(), "an opponent opens in this deal")
    }

    @Test
    fun `the card's words, with the figure and without it`() {
        val sets = OtherSeatUi(1, 14, OpenedKind.SETS_AND_RUNS, openedValue = 108)
        val pairs = OtherSeatUi(2, 12, OpenedKind.PAIRS, openedValue = 70, openedPairs = 5)
        assertEquals("opened 108", openedText(sets, Lang.EN))
        assertEquals("108 açtı", openedText(sets, Lang.TR))
        assertEquals("opened with pairs (5)", openedText(pairs, Lang.EN))
        assertEquals("çiftten açtı (5)", openedText(pairs, Lang.TR))
        // A figure the engine does not know (0): the kind alone.
        assertEquals("opened", openedText(sets.copy(openedValue = 0), Lang.EN))
        assertEquals("çiftten açtı", openedText(pairs.copy(openedPairs = 0), Lang.TR))
        assertEquals("not opened", openedText(OtherSeatUi(3, 21, null), Lang.EN))
    }
}
