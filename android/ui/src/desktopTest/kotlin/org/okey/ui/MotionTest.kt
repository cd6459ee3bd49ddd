package org.okey.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.unit.DpRect
import org.okey.appcore.Answer
import org.okey.appcore.DialogKind
import org.okey.appcore.Intent
import org.okey.appcore.RackLayout
import org.okey.ui.table.FINISH_MOMENT_MILLIS
import org.okey.ui.table.LocalMotion
import org.okey.ui.table.SLIDE_MILLIS
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

/**
 * The table's motion, on the test's own clock (it moves only when the test moves it): arranging
 * slides the tiles to their new slots, a lay flies the tiles from the rack to the table, a finish
 * has its moment before the score sheet (a tap skips it), and with motion off (the system's
 * reduced motion) everything is where it goes at once.
 */
@OptIn(ExperimentalTestApi::class)
class MotionTest {
    private fun ComposeUiTest.showMoving(test: TestShell, motion: Boolean = true) = setContent {
        CompositionLocalProvider(LocalMotion provides motion) { AppScreens(test.shell) }
    }

    private fun ComposeUiTest.tileBounds(ids: List<UByte>): Map<UByte, DpRect> = ids.associateWith { onNodeWithTag("tile-$it", useUnmergedTree = true).getBoundsInRoot() }

    /** Game 11 at the player's play, and a layout that puts its rack in another order. */
    private fun rearranged(): Pair<TestShell, RackLayout> {
        val test = game(seed = 11).untilDraw()
        test.send(Intent.Draw)
        test.send(Intent.Arrange(RackLayout.RUNS_AND_SETS))
        return test to RackLayout.PAIRS
    }

    @Test
    fun `arranging slides each tile from its old slot to its new one`() = runDesktopComposeUiTest(915, 412) {
        val (test, layout) = rearranged()
        showMoving(test)
        val tiles = test.rackTiles()
        val before = tileBounds(tiles)
        mainClock.autoAdvance = false
        test.send(Intent.Arrange(layout))
        mainClock.advanceTimeByFrame()
        mainClock.advanceTimeBy(SLIDE_MILLIS / 2L)
        val halfway = tileBounds(tiles)
        mainClock.advanceTimeBy(SLIDE_MILLIS * 2L)
        val after = tileBounds(tiles)
        val moved = tiles.filter { before[it]!!.left != after[it]!!.left || before[it]!!.top != after[it]!!.top }
        assertTrue(moved.size >= 3, "the layout moved tiles: ${moved.size}")
        // Half way, a moved tile is drawn between its old slot and its new one, not at either.
        val between = moved.count { id ->
            val (a, m, b) = Triple(before[id]!!, halfway[id]!!, after[id]!!)
            val x = m.left.value
            val y = m.top.value
            val inX = x in minOf(a.left.value, b.left.value)..maxOf(a.left.value, b.left.value)
            val inY = y in minOf(a.top.value, b.top.value)..maxOf(a.top.value, b.top.value)
            inX && inY && (m.left != b.left || m.top != b.top) && (m.left != a.left || m.top != a.top)
        }
        assertTrue(between >= moved.size / 2, "$between of ${moved.size} moved tiles were on their way half way through the slide")
        // And every tile ends in its slot.
        test.parts.rack.value!!.slots.forEachIndexed { index, slot ->
            val id = slot?.tile?.id ?: return@forEachIndexed
            assertEquals(onNodeWithTag("slot-$index").getBoundsInRoot().left, after[id]!!.left, "tile $id in slot $index")
        }
    }

    @Test
    fun `with motion off the tiles are in their new slots at once`() = runDesktopComposeUiTest(915, 412) {
        val (test, layout) = rearranged()
        showMoving(test, motion = false)
        mainClock.autoAdvance = false
        test.send(Intent.Arrange(layout))
        mainClock.advanceTimeByFrame()
        test.parts.rack.value!!.slots.forEachIndexed { index, slot ->
            val id = slot?.tile?.id ?: return@forEachIndexed
            assertEquals(onNodeWithTag("slot-$index").getBoundsInRoot().left, onNodeWithTag("tile-$id").getBoundsInRoot().left)
        }
    }

    @Test
    fun `a lay flies the laid tiles from the rack to the table`() = runDesktopComposeUiTest(915, 412) {
        // As in GestureTest: game 11's first run, laid at the player's first play.
        val (test, _) = rearranged()
        showMoving(test)
        val run = test.rackTiles().take(3)
        run.forEach { test.send(Intent.ToggleTile(it)) }
        waitForIdle()
        val rack = onNodeWithTag("rack").getBoundsInRoot()
        test.send(Intent.Lay)
        assertEquals(DialogKind.RISKY_LAY, test.parts.tableDialog.value?.kind)
        mainClock.autoAdvance = false
        test.send(Intent.Answer(Answer.Confirm))
        mainClock.advanceTimeByFrame()
        mainClock.advanceTimeByFrame()
        mainClock.advanceTimeBy(60)
        val flying = onAllNodesWithTag("flight", useUnmergedTree = true).fetchSemanticsNodes()
        assertTrue(flying.isNotEmpty(), "tiles in the air")
        // The first tile left the rack and is on its way up to the melds.
        val first = onAllNodesWithTag("flight", useUnmergedTree = true)[0].getBoundsInRoot()
        assertTrue(first.top < rack.bottom, "from the rack up: $first, rack $rack")
        mainClock.advanceTimeBy(2_000)
        assertEquals(0, onAllNodesWithTag("flight", useUnmergedTree = true).fetchSemanticsNodes().size, "landed")
        val meld = test.parts.melds.value.single { it.owner == test.you }
        onNodeWithTag("meld-${meld.id}").assertIsDisplayed()
    }

    /** Game 11 played until its first deal is over. */
    private fun overShell() = TestShell(seed = 11).newGame().play(200).also { check(it.parts.scoreSheet.value != null) }

    @Test
    fun `a finish has its moment before the score sheet`() = runDesktopComposeUiTest(915, 412) {
        val test = overShell()
        mainClock.autoAdvance = false
        showMoving(test)
        mainClock.advanceTimeByFrame()
        onNodeWithTag("finish-moment").assertExists()
        onNodeWithTag("deal-over").assertDoesNotExist()
        mainClock.advanceTimeBy(FINISH_MOMENT_MILLIS + 200L)
        onNodeWithTag("finish-moment").assertDoesNotExist()
        onNodeWithTag("deal-over").assertExists()
    }

    @Test
    fun `a tap skips the finish's moment`() = runDesktopComposeUiTest(915, 412) {
        val test = overShell()
        mainClock.autoAdvance = false
        showMoving(test)
        mainClock.advanceTimeByFrame()
        onNodeWithTag("finish-moment").performClick()
        mainClock.advanceTimeByFrame()
        onNodeWithTag("finish-moment").assertDoesNotExist()
        onNodeWithTag("deal-over").assertExists()
    }

    @Test
    fun `with motion off a finish shows its score sheet at once`() = runDesktopComposeUiTest(915, 412) {
        val test = overShell()
        mainClock.autoAdvance = false
        showMoving(test, motion = false)
        mainClock.advanceTimeByFrame()
        onNodeWithTag("finish-moment").assertDoesNotExist()
        onNodeWithTag("deal-over").assertExists()
    }
}
