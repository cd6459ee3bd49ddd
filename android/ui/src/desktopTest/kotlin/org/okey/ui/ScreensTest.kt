package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.appcore.Answer
import org.okey.appcore.DialogKind
import org.okey.appcore.Intent
import org.okey.appcore.Preset
import org.okey.appcore.ReviewState
import org.okey.appcore.Screen
import org.okey.appcore.TablePhase
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertIs
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The screens after a deal: the score sheet's Next deal and Play again, the review of a finished
 * game, and clearing the statistics, each tapped in the drawn UI over the real app core.
 */
@OptIn(ExperimentalTestApi::class)
class ScreensTest {
    /**
     * A game of [deals] deals from [seed], played plainly until its first deal that counts is over
     * (a deal the stock ran out in is dealt again: Next deal).
     */
    private fun dealOver(seed: Long, deals: UInt): TestShell {
        val test = game(seed, Preset.STANDARD, "deals" to deals)
        repeat(10) {
            test.play(500)
            val sheet = assertNotNull(test.parts.scoreSheet.value, "the deal ended: ${test.phase}")
            if (!sheet.void) return test
            test.send(Intent.NextDeal)
            test.jobs.runAllButTimeouts()
        }
        error("no deal counted")
    }

    @Test
    fun `Next deal on the score sheet deals the next deal, and the table shows it`() = runDesktopComposeUiTest(915, 412) {
        val test = dealOver(seed = 7, deals = 2u)
        assertEquals(TablePhase.DEAL_OVER, test.phase)
        assertEquals("Deal 1 over", test.parts.scoreSheet.value!!.title)
        val stockLeft = test.parts.centre.value!!.stock
        val lastRack = test.rackTiles()
        showApp(test)
        onNodeWithTag("deal-over").assertIsDisplayed()
        test.parts.scoreSheet.value!!.rows.forEach { onNodeWithTag("score-${it.seat}").assertExists() }

        tap("next-deal")
        test.jobs.runAllButTimeouts()
        waitForIdle()
        assertTrue(test.phase == TablePhase.DRAW || test.phase == TablePhase.PLAY, "a new deal: ${test.phase}")
        assertNull(test.parts.scoreSheet.value)
        onNodeWithTag("deal-over").assertDoesNotExist()
        val centre = test.parts.centre.value!!
        assertEquals("Deal 2 of 2", centre.deal)
        onNode(hasText(centre.deal, substring = true)).assertIsDisplayed()
        assertTrue(centre.stock > stockLeft, "a full stock: ${centre.stock} after $stockLeft")
        onNodeWithTag("stock-count", useUnmergedTree = true).assertTextEquals(centre.stock.toString())
        assertNotEquals(lastRack, test.rackTiles())
        assertTrue(test.rackTiles().size in 21..22)
        test.rackTiles().forEach { onNodeWithTag("tile-$it").assertIsDisplayed() }
    }

    @Test
    fun `Play again on the game's score sheet starts a new game at the table`() = runDesktopComposeUiTest(915, 412) {
        val test = dealOver(seed = 7, deals = 1u)
        assertEquals(TablePhase.GAME_OVER, test.phase)
        assertTrue(test.parts.seats.value.any { it.total != 0 })
        showApp(test)
        onNodeWithTag("game-over").assertIsDisplayed()
        onNodeWithTag("winners").assertIsDisplayed()
        onNodeWithTag("next-deal").assertDoesNotExist()

        tap("play-again")
        test.jobs.runAllButTimeouts()
        waitForIdle()
        assertEquals(Screen.TABLE, test.parts.screen.value)
        assertTrue(test.phase == TablePhase.DRAW || test.phase == TablePhase.PLAY, "a new game: ${test.phase}")
        assertNull(test.parts.scoreSheet.value)
        onNodeWithTag("game-over").assertDoesNotExist()
        assertTrue(test.parts.seats.value.all { it.total == 0 }, "the totals start again: ${test.parts.seats.value.map { it.total }}")
        assertTrue(test.rackTiles().size in 21..22)
        test.rackTiles().forEach { onNodeWithTag("tile-$it").assertIsDisplayed() }
    }

    @Test
    fun `Review on a finished game reviews it, and a tap on a decision shows its position, another tap the next`() = runDesktopComposeUiTest(915, 412) {
        val test = dealOver(seed = 7, deals = 1u)
        showApp(test)
        tap("review")
        assertEquals(Screen.REVIEW, test.parts.screen.value)
        onNodeWithTag("review-screen").assertIsDisplayed()
        test.jobs.runAllButTimeouts()
        waitForIdle()
        val done = assertIs<ReviewState.Done>(test.parts.review.value!!.state)
        onNodeWithTag("review-summary").assertIsDisplayed()
        assertTrue(done.items.size >= 2, "two decisions to step through: ${done.items.size}")
        val items = onAllNodesWithTag("review-item")
        assertEquals(done.items.size, items.fetchSemanticsNodes().size)
        onNodeWithTag("review-position").assertDoesNotExist()

        items[0].performScrollTo().performClick()
        waitForIdle()
        assertEquals(0u, test.parts.review.value!!.chosen)
        val firstPosition = assertNotNull(test.parts.review.value!!.position)
        onNodeWithTag("review-position").assertIsDisplayed()
        onNode(hasAnyAncestor(hasTestTag("review-position")) and hasText(firstPosition.status)).assertExists()
        // For people to look at: the position drawn with the table's own melds and rack.
        writeScreenshot("review-position-en-landscape")

        // The next decision: its position replaces the first one's.
        onAllNodesWithTag("review-item")[1].performScrollTo().performClick()
        waitForIdle()
        assertEquals(1u, test.parts.review.value!!.chosen)
        val secondPosition = assertNotNull(test.parts.review.value!!.position)
        assertNotEquals(firstPosition, secondPosition)
        assertEquals(1, onAllNodesWithTag("review-position").fetchSemanticsNodes().size)
        onNodeWithTag("review-position").performScrollTo().assertIsDisplayed()

        // A second tap on the chosen decision hides its position.
        onAllNodesWithTag("review-item")[1].performScrollTo().performClick()
        waitForIdle()
        assertNull(test.parts.review.value!!.chosen)
        onNodeWithTag("review-position").assertDoesNotExist()
    }

    @Test
    fun `Clear on the statistics asks first, Cancel keeps them, confirming clears them`() = runDesktopComposeUiTest(915, 412) {
        val test = dealOver(seed = 7, deals = 1u)
        test.send(Intent.Show(Screen.STATISTICS))
        val sections = test.parts.statistics.value!!.sections
        assertTrue(sections.isNotEmpty(), "the finished game is counted")
        showApp(test)
        sections.forEach { onNodeWithTag("section-${it.game}").assertIsDisplayed() }

        tap("clear", scroll = true)
        val question = assertNotNull(test.parts.dialog.value, "the core asks")
        assertEquals(DialogKind.CLEAR_STATISTICS, question.kind)
        // The dialog's words are merged into its scrim's node: found in the unmerged tree.
        onNode(hasAnyAncestor(hasTestTag("dialog")) and hasText(question.title), useUnmergedTree = true).assertIsDisplayed()
        answer(question, Answer.Cancel)
        assertNull(test.parts.dialog.value)
        onNodeWithTag("dialog", useUnmergedTree = true).assertDoesNotExist()
        assertEquals(sections, test.parts.statistics.value!!.sections, "Cancel kept them")
        onNodeWithTag("no-games").assertDoesNotExist()

        tap("clear", scroll = true)
        answer(test.parts.dialog.value, Answer.Confirm)
        onNodeWithTag("dialog", useUnmergedTree = true).assertDoesNotExist()
        assertEquals(emptyList(), test.parts.statistics.value!!.sections)
        onNodeWithTag("no-games").assertIsDisplayed()
        onNodeWithTag("clear").assertDoesNotExist()
        sections.forEach { onNodeWithTag("section-${it.game}").assertDoesNotExist() }
    }
}
