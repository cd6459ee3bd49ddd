package org.okey.ui

import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.click
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.longClick
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performTouchInput
import androidx.compose.ui.test.swipe
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import androidx.compose.ui.text.style.TextDecoration
import org.okey.appcore.Anchor
import org.okey.appcore.Answer
import org.okey.appcore.Intent
import org.okey.appcore.TablePhase
import org.okey.ui.layout.ScreenTree
import org.okey.ui.theme.Felt
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The table's taps and flicks through the drawn UI over the real app core: a tap on the discard
 * spot with one tile selected discards it, a flick at it too, a tap anywhere on the takeable
 * pile's fan takes its top tile, each pile shows its count, and the score sheet lists every deal.
 */
@OptIn(ExperimentalTestApi::class)
class TapAndFlickTest {
    /**
     * The player at play in game 7, drawn, with a tile whose discard costs nothing (tried on a
     * twin): the rack's rightmost such tile, or with [leftmost] its leftmost (the farthest from the
     * discard spot).
     */
    private fun atPlay(leftmost: Boolean = false): Pair<TestShell, UByte> {
        fun position() = TestShell(seed = 7).newGame().untilDraw().also { it.send(Intent.Draw) }
        val twin = position()
        val tile = twin.rackTiles().let { if (leftmost) it else it.reversed() }.first { tile ->
            twin.send(Intent.Discard(tile))
            val asked = twin.parts.tableDialog.value != null
            if (asked) twin.send(Intent.Answer(Answer.Cancel))
            !asked
        }
        return position() to tile
    }

    @Test
    fun `a tap on the discard spot with one tile selected discards it`() = runDesktopComposeUiTest(915, 412) {
        val (test, tile) = atPlay()
        showApp(test)
        tap("tile-$tile")
        tap("discard-spot")
        assertTrue(tile !in test.rackTiles(), "discarded: ${test.parts.message.value}")
        assertEquals(tile, test.parts.piles.value.single { it.seat == test.you }.tiles.last().id)
        assertNull(test.parts.tableDialog.value)
    }

    @Test
    fun `a tap on the discard spot with nothing selected says what it does, and a long press lists the discards`() = runDesktopComposeUiTest(915, 412) {
        val (test, _) = atPlay()
        showApp(test)
        val rack = test.rackTiles()
        tap("discard-spot")
        assertEquals(Anchor.DISCARD, assertNotNull(test.parts.message.value).anchor)
        onNodeWithTag("message").assertIsDisplayed()
        assertEquals(rack, test.rackTiles(), "nothing discarded")
        // The player's own pile holds a tile once a turn has passed: a long press lists it.
        test.send(Intent.DismissMessage)
        test.send(Intent.Discard(rack.last()))
        if (test.parts.tableDialog.value != null) test.send(Intent.Answer(Answer.Confirm))
        waitForIdle()
        onNodeWithTag("discard-spot").performTouchInput { longClick() }
        waitForIdle()
        onNodeWithTag("pile-sheet", useUnmergedTree = true).assertIsDisplayed()
    }

    @Test
    fun `a flick of a rack tile at the discard spot discards it, a slow drag the same way does not`() = runDesktopComposeUiTest(915, 412) {
        val (test, tile) = atPlay(leftmost = true)
        showApp(test)
        val from = onNodeWithTag("tile-$tile").getBoundsInRoot()
        val spot = onNodeWithTag("discard-spot").getBoundsInRoot()
        // A third of the way there, let go while moving: still over the rack, heading at the spot.
        val dx = ((spot.left + spot.right) - (from.left + from.right)).value / 2f * 0.3f
        val dy = ((spot.top + spot.bottom) - (from.top + from.bottom)).value / 2f * 0.3f
        onNodeWithTag("tile-$tile").performTouchInput { swipe(center, center + Offset(dx * density, dy * density), durationMillis = 800) }
        waitForIdle()
        assertTrue(tile in test.rackTiles(), "a slow drag only moves the tile on the rack")
        onNodeWithTag("tile-$tile").performTouchInput { swipe(center, center + Offset(dx * density, dy * density), durationMillis = 60) }
        waitForIdle()
        assertTrue(tile !in test.rackTiles(), "flicked: discarded (${test.parts.message.value})")
    }

    @Test
    fun `a tap on a lower tile of the takeable pile's fan takes its top tile`() = runDesktopComposeUiTest(915, 412) {
        // Turn by turn until the pile the player may take from holds at least two tiles and its
        // top tile may be taken (the core refuses a tile that cannot be used this turn).
        val test = TestShell(seed = 7).newGame().untilDraw()
        showApp(test)
        for (turn in 0 until 30) {
            check(test.phase == TablePhase.DRAW) { "the deal ended" }
            // A pile is marked takeable only when the engine would take its top tile now.
            val pile = test.parts.piles.value.singleOrNull { it.takeable }
            if (pile != null && pile.tiles.size >= 2) {
                val top = pile.tiles.last()
                // The leftmost fanned tile, well away from the top one at the right.
                onNodeWithTag("pile-${pile.seat}").performTouchInput { click(Offset(width * 0.15f, height * 0.75f)) }
                waitForIdle()
                onNodeWithTag("pile-sheet", useUnmergedTree = true).assertDoesNotExist()
                if (test.phase == TablePhase.PLAY) {
                    assertTrue(top.id in test.rackTiles(), "the top tile was taken, not the one under the finger")
                    return@runDesktopComposeUiTest
                }
                // Refused as TakeDiscard is: said at the pile.
                assertEquals(Anchor.PILE, assertNotNull(test.parts.message.value, "the tap took or was refused").anchor)
                test.send(Intent.DismissMessage)
            }
            test.send(Intent.Draw)
            test.send(Intent.Discard(test.rackTiles().last()))
            if (test.parts.tableDialog.value != null) test.send(Intent.Answer(Answer.Confirm))
            test.jobs.runAllButTimeouts()
            waitForIdle()
        }
        error("no takeable pile of two tiles the player could take in 30 turns")
    }

    @Test
    fun `each pile shows how many tiles it holds`() = runDesktopComposeUiTest(915, 412) {
        val test = TestShell(seed = 11).newGame().play(7)
        showApp(test)
        val piles = test.parts.piles.value.filter { it.tiles.isNotEmpty() }
        assertTrue(piles.size >= 3)
        piles.forEach { onNodeWithTag("pile-count-${it.seat}", useUnmergedTree = true).assertTextEquals("${it.tiles.size}") }
    }

    @Test
    fun `the score sheet lists every deal, a replayed one's label dimmed and its scores counted`() = runDesktopComposeUiTest(915, 412) {
        // Game 11's first deal ends with the stock and is dealt again; its second is played out.
        val test = TestShell(seed = 11).newGame().play(200)
        check(test.parts.scoreSheet.value?.void == true) { "game 11's first deal was not replayed: choose another" }
        test.send(Intent.NextDeal)
        test.jobs.runAllButTimeouts()
        test.play(300)
        val deals = assertNotNull(test.parts.scoreSheet.value).deals
        assertTrue(deals.size >= 2, "two deals on the sheet: $deals")
        showApp(test)
        val tree = ScreenTree.of(this)
        deals.forEachIndexed { index, deal ->
            val cells = tree.elements.filter { it.within("deal-line-$index") && it.text != null }
            assertEquals(listOf(deal.label) + deal.scores.map { "$it" }, cells.map { it.text })
            // A replayed deal's okeys held and penalties are in the totals: nothing is struck out.
            assertTrue(cells.none { it.textLayout()?.layoutInput?.style?.textDecoration == TextDecoration.LineThrough }, "deal $index (${deal.label}) struck through")
            val dimmed = cells.first().textLayout()?.layoutInput?.style?.color == Felt.muted
            assertEquals(deal.void, dimmed, "deal $index (${deal.label}) dimmed exactly when replayed")
        }
    }
}
