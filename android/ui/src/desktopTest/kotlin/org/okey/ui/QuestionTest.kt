package org.okey.ui

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.appcore.Answer
import org.okey.appcore.DialogKind
import org.okey.appcore.DialogView
import org.okey.appcore.Intent
import org.okey.appcore.MeldKind
import org.okey.appcore.Side
import org.okey.appcore.TablePhase
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The core's questions at the table, asked and answered through the drawn UI: each is drawn with
 * the core's words, and each drawn answer does what the core says it does.
 */
@OptIn(ExperimentalTestApi::class)
class QuestionTest {
    /** The question on screen is [kind], drawn with the core's title, body and answers, and showing [text] (the points it costs). */
    private fun ComposeUiTest.assertAsked(test: TestShell, kind: DialogKind, text: String? = null): DialogView {
        val question = assertNotNull(test.parts.tableDialog.value, "the core asks")
        assertEquals(kind, question.kind)
        // The dialog's words are merged into its scrim's node (it takes every tap): the unmerged tree has them.
        onNodeWithTag("dialog", useUnmergedTree = true).assertIsDisplayed()
        val inDialog = hasAnyAncestor(hasTestTag("dialog"))
        onNode(inDialog and hasText(question.title), useUnmergedTree = true).assertIsDisplayed()
        if (question.body.isNotBlank()) onNode(inDialog and hasText(question.body), useUnmergedTree = true).assertIsDisplayed()
        question.choices.forEachIndexed { index, choice -> onNodeWithTag("choice-$index").assertTextEquals(choice.label) }
        text?.let { onNode(inDialog and hasText(it, substring = true), useUnmergedTree = true).assertIsDisplayed() }
        return question
    }

    /** The player has opened and holds an okey, with a run on the table. */
    private fun holdsOkeyBesideRun(test: TestShell) = test.opened && test.rackTiles().any { test.rackTile(it)!!.tile.okey } && test.parts.melds.value.any { it.kind == MeldKind.RUN }

    private fun ComposeUiTest.assertNoQuestion(test: TestShell) {
        assertNull(test.parts.tableDialog.value)
        onNodeWithTag("dialog", useUnmergedTree = true).assertDoesNotExist()
    }

    @Test
    fun `discarding the okey asks with its points, Cancel keeps it in the rack, Discard anyway discards it`() = runDesktopComposeUiTest(915, 412) {
        // The scenario costly-discard.json: the player holds an okey from the deal.
        val test = game(seed = 3).untilDraw()
        showApp(test)
        tap("stock")
        assertEquals(22, test.rackTiles().size)
        val okey = test.rackTiles().first { test.rackTile(it)!!.tile.okey }
        val description = test.rackTile(okey)!!.tile.description

        dragOnto(onNodeWithTag("tile-$okey"), onNodeWithTag("discard-spot"))
        answer(assertAsked(test, DialogKind.COSTLY_DISCARD, "101 points"), Answer.Cancel)
        assertNoQuestion(test)
        assertEquals(22, test.rackTiles().size)
        assertTrue(okey in test.rackTiles(), "Cancel kept the okey")
        onNodeWithTag("tile-$okey").assertIsDisplayed()
        assertEquals(TablePhase.PLAY, test.phase)

        dragOnto(onNodeWithTag("tile-$okey"), onNodeWithTag("discard-spot"))
        answer(assertAsked(test, DialogKind.COSTLY_DISCARD, "101 points"), Answer.Confirm)
        assertNoQuestion(test)
        assertEquals(21, test.rackTiles().size)
        onNodeWithTag("tile-$okey").assertDoesNotExist()
        val you = test.parts.tableFrame.value!!.you.toUByte()
        assertEquals(okey, test.parts.piles.value.single { it.seat == you }.tiles.last().id, "the okey is on the player's pile")
        // The spot is clickable (it opens the player's discards), so look in the unmerged tree.
        onNode(inside("discard-spot") and hasContentDescription(description), useUnmergedTree = true).assertIsDisplayed()
    }

    @Test
    fun `Take back asks with its points, Cancel leaves the meld on the table, Take back anyway returns its tiles`() = runDesktopComposeUiTest(915, 412) {
        // The scenario take-back-asks.json, its lay made by intents: only the take-back is under test here.
        val test = game(seed = 11).untilDraw()
        test.send(Intent.Draw)
        test.send(Intent.Arrange(org.okey.appcore.RackLayout.RUNS_AND_SETS))
        val laid = test.rackTiles().take(3)
        laid.forEach { test.send(Intent.ToggleTile(it)) }
        test.send(Intent.Lay)
        test.send(Intent.Answer(Answer.Confirm))
        val meld = test.parts.melds.value.single()
        assertEquals(laid.toSet(), meld.tiles.map { it.id }.toSet())
        showApp(test)
        onNodeWithTag("meld-${meld.id}").assertIsDisplayed()

        tap("take-back")
        answer(assertAsked(test, DialogKind.TAKE_BACK, "101 points"), Answer.Cancel)
        assertNoQuestion(test)
        assertEquals(listOf(meld), test.parts.melds.value, "Cancel left the meld")
        onNodeWithTag("meld-${meld.id}").assertIsDisplayed()
        laid.forEach { onNodeWithTag("tile-$it").assertDoesNotExist() }

        tap("take-back")
        answer(assertAsked(test, DialogKind.TAKE_BACK, "101 points"), Answer.Confirm)
        assertNoQuestion(test)
        assertEquals(emptyList(), test.parts.melds.value)
        onNodeWithTag("meld-${meld.id}").assertDoesNotExist()
        assertEquals(22, test.rackTiles().size)
        laid.forEach { onNodeWithTag("tile-$it").assertIsDisplayed() }
    }

    @Test
    fun `an okey dragged onto a run it fits at both ends asks which end, Cancel keeps it, an end lays it there`() = runDesktopComposeUiTest(915, 412) {
        // Seed 19: the player opens by plain play, then holds an okey beside runs on the table.
        val position = { game(seed = 19).playOpening(reached = ::holdsOkeyBesideRun) }
        val test = position()
        val okey = test.rackTiles().first { test.rackTile(it)!!.tile.okey }
        val description = test.rackTile(okey)!!.tile.description
        // The run is the one a copy of the game (the same seed, the same moves) asks about.
        val run = test.parts.melds.value.first { meld ->
            position().let { twin ->
                twin.send(Intent.LayOff(okey, meld.id))
                twin.parts.tableDialog.value?.kind == DialogKind.WHICH_END
            }
        }
        val rack = test.rackTiles()
        showApp(test)

        dragOnto(onNodeWithTag("tile-$okey"), onNodeWithTag("meld-${run.id}"))
        val question = assertAsked(test, DialogKind.WHICH_END)
        writeScreenshot("table-which-end-en-landscape")
        answer(question, Answer.Cancel)
        assertNoQuestion(test)
        assertEquals(rack, test.rackTiles(), "Cancel kept the okey")
        assertEquals(run, test.parts.melds.value.single { it.id == run.id })
        onNodeWithTag("tile-$okey").assertIsDisplayed()

        dragOnto(onNodeWithTag("tile-$okey"), onNodeWithTag("meld-${run.id}"))
        answer(assertAsked(test, DialogKind.WHICH_END), Answer.End(Side.LOW))
        assertNoQuestion(test)
        val extended = test.parts.melds.value.single { it.id == run.id }
        assertEquals(listOf(okey) + run.tiles.map { it.id }, extended.tiles.map { it.id }, "the okey went on at the low end")
        assertEquals(rack - okey, test.rackTiles())
        onNodeWithTag("tile-$okey").assertDoesNotExist()
        // Drawn first in the run, as what it stands for there.
        assertEquals(extended.tiles.map { it.description }, tilesDrawnIn("meld-${run.id}"))
        assertTrue(description in tilesDrawnIn("meld-${run.id}").first(), tilesDrawnIn("meld-${run.id}").first())
    }
}
