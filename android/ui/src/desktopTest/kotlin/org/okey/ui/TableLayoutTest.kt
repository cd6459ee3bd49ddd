package org.okey.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.SemanticsMatcher
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onRoot
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.unit.DpRect
import org.okey.appcore.Corner
import org.okey.appcore.Intent
import org.okey.appcore.SeatPlace
import org.okey.appcore.TablePhase
import org.okey.ui.table.LocalMotion
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * Where the table's parts are drawn, read from the semantics tree (no pixel values assumed): the
 * seats around the table by the core's places, the rack's two rows of 15 held upright too, and a
 * pile's sheet showing every tile of it.
 */
@OptIn(ExperimentalTestApi::class)
class TableLayoutTest {
    private fun ComposeUiTest.show(test: TestShell) = setContent {
        CompositionLocalProvider(LocalMotion provides false) { AppScreens(test.shell) }
    }

    private fun ComposeUiTest.bounds(tag: String): DpRect = onNodeWithTag(tag).getBoundsInRoot()

    private fun DpRect.centreX() = (left + right) / 2
    private fun DpRect.centreY() = (top + bottom) / 2
    private fun DpRect.contains(inner: DpRect) = inner.left >= left && inner.right <= right && inner.top >= top && inner.bottom <= bottom

    private fun seatsAroundTheTable(width: Int, height: Int) = runDesktopComposeUiTest(width, height) {
        val test = TestShell(seed = 7).newGame().untilDraw()
        show(test)
        waitForIdle()
        val seats = test.parts.seats.value
        fun seatOf(place: SeatPlace) = seats.single { it.place == place }.seat.toInt()
        val you = bounds("seat-${seatOf(SeatPlace.BOTTOM)}")
        val right = bounds("seat-${seatOf(SeatPlace.RIGHT)}")
        val across = bounds("seat-${seatOf(SeatPlace.ACROSS)}")
        val left = bounds("seat-${seatOf(SeatPlace.LEFT)}")
        assertTrue(left.centreX() < across.centreX() && across.centreX() < right.centreX(), "left, across, right from left to right: $left $across $right")
        assertTrue(across.centreY() < left.centreY() && across.centreY() < right.centreY(), "across above the side seats: $across $left $right")
        assertTrue(you.top > left.bottom && you.top > right.bottom, "the player below the side seats: $you")
        // The left seat's pile is the takeable one, at the rack's left; the player's spot at its right.
        val leftSeat = seatOf(SeatPlace.LEFT)
        val leftPile = test.parts.piles.value.single { it.seat.toInt() == leftSeat }
        assertEquals(Corner.BOTTOM_LEFT, leftPile.corner)
        val rack = bounds("rack")
        val pile = bounds("pile-$leftSeat")
        assertTrue(pile.centreX() < rack.centreX(), "the left seat's pile is at the rack's left: $pile $rack")
        assertTrue(bounds("discard-spot").centreX() > rack.centreX(), "the discard spot at the rack's right")
        if (leftPile.takeable) {
            assertTrue(pile.contains(bounds("takeable")), "the takeable tile is the left seat's")
        }
    }

    @Test
    fun `the seats sit around the table by the core's places, held sideways`() = seatsAroundTheTable(915, 412)

    @Test
    fun `the seats sit around the table by the core's places, held upright`() = seatsAroundTheTable(412, 915)

    private fun twoRowsOfFifteen(width: Int, height: Int) = runDesktopComposeUiTest(width, height) {
        val test = TestShell(seed = 7).newGame()
        show(test)
        waitForIdle()
        val rowLength = test.parts.rack.value!!.rowLength.toInt()
        val slots = (0 until rowLength * 2).map { bounds("slot-$it") }
        val root = onRoot().getBoundsInRoot()
        val rows = slots.chunked(rowLength)
        rows.forEach { row ->
            assertTrue(row.all { it.top == row.first().top }, "a row's slots on one line: ${row.map { it.top }}")
            assertTrue(row.zipWithNext().all { (a, b) -> a.right <= b.left }, "a row's slots left to right")
            assertTrue(row.all { root.contains(it) }, "every slot on the screen: ${row.last()} in $root")
        }
        assertTrue(rows[0].first().bottom <= rows[1].first().top, "the second row below the first")
    }

    @Test
    fun `the rack is two rows of 15 held upright`() = twoRowsOfFifteen(412, 915)

    @Test
    fun `the rack is two rows of 15 held sideways`() = twoRowsOfFifteen(915, 412)

    @Test
    fun `a tap on a pile opens every tile of it`() = runDesktopComposeUiTest(915, 412) {
        // Turn by turn until some pile holds more tiles than its fan shows.
        val test = TestShell(seed = 7).newGame()
        fun longest() = test.parts.piles.value.filter { !it.takeable }.maxOf { it.tiles.size }
        while (longest() <= 3 && (test.phase == TablePhase.DRAW || test.phase == TablePhase.PLAY)) test.play(1)
        check(test.phase == TablePhase.DRAW || test.phase == TablePhase.PLAY) { "the deal ended early" }
        show(test)
        waitForIdle()
        val pile = test.parts.piles.value.filter { !it.takeable }.maxBy { it.tiles.size }
        assertTrue(pile.tiles.size > 3, "a pile longer than its fan shows: ${pile.tiles.size}")
        onNodeWithTag("pile-${pile.seat}").performClick()
        waitForIdle()
        onNodeWithTag("pile-sheet").assertIsDisplayed()
        pile.tiles.forEach { onNodeWithTag("pile-tile-${it.id}").assertIsDisplayed() }
        val shown = SemanticsMatcher("a tile of the pile's sheet") { it.config.getOrNull(SemanticsProperties.TestTag)?.startsWith("pile-tile-") == true }
        assertEquals(pile.tiles.size, onAllNodes(shown).fetchSemanticsNodes().size, "every tile, and no other")
        onNodeWithTag("sheet-close").performClick()
        waitForIdle()
        assertEquals(0, onAllNodesWithTag("pile-sheet").fetchSemanticsNodes().size)
    }

    @Test
    fun `the gone button opens every face with how many are out of play`() = runDesktopComposeUiTest(915, 412) {
        val test = TestShell(seed = 7).newGame().play(6)
        show(test)
        onNodeWithTag("gone-button").performClick()
        waitForIdle()
        onNodeWithTag("gone-sheet").assertIsDisplayed()
        val gone = test.parts.gone.value!!
        assertEquals(52, gone.faces.size)
        gone.faces.forEach { onNodeWithTag("gone-${it.face.color.name.lowercase()}-${it.face.number}").assertExists() }
        onNodeWithTag("gone-false-joker").assertExists()
    }

    private fun takesTheLeftSeatsTile(width: Int, height: Int, byDrag: Boolean) = runDesktopComposeUiTest(width, height) {
        // A seed whose first discard to the player may be taken (the core refuses a tile that
        // cannot be used this turn): tried on a shell of its own, the same game dealt again.
        val seed = (1L..40L).first { seed ->
            TestShell(seed).newGame().untilDraw().run {
                send(Intent.TakeDiscard)
                phase == TablePhase.PLAY
            }
        }
        val test = TestShell(seed).newGame().untilDraw()
        show(test)
        waitForIdle()
        val leftSeat = test.parts.seats.value.single { it.place == SeatPlace.LEFT }.seat
        val top = test.parts.piles.value.single { it.seat == leftSeat }.tiles.last()
        if (byDrag) dragOnto(onNodeWithTag("takeable"), onNodeWithTag("rack")) else onNodeWithTag("takeable").performClick()
        waitForIdle()
        assertEquals(TablePhase.PLAY, test.phase, "refused? ${test.parts.message.value}")
        assertTrue(top.id in test.rackTiles(), "the left seat's top tile is on the rack")
    }

    @Test
    fun `the left seat's top tile dragged onto the rack is taken, held sideways`() = takesTheLeftSeatsTile(915, 412, byDrag = true)

    @Test
    fun `the left seat's top tile dragged onto the rack is taken, held upright`() = takesTheLeftSeatsTile(412, 915, byDrag = true)

    @Test
    fun `a tap on the left seat's top tile takes it`() = takesTheLeftSeatsTile(915, 412, byDrag = false)
}
