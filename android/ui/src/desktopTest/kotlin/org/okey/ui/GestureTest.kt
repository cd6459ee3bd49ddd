package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsNotEnabled
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.getBoundsInRoot
import androidx.compose.ui.test.hasAnyAncestor
import androidx.compose.ui.test.hasContentDescription
import androidx.compose.ui.test.hasTestTag
import androidx.compose.ui.test.hasText
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.appcore.Answer
import org.okey.appcore.DialogKind
import org.okey.appcore.Intent
import org.okey.appcore.Preset
import org.okey.appcore.TablePhase
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/**
 * The table's gestures that move tiles between the rack and the table, through the drawn UI over
 * the real app core: what the core then holds, and what is drawn.
 */
@OptIn(ExperimentalTestApi::class)
class GestureTest {
    /** The player has opened and holds a tile (not an okey) that would fit a meld on the table. */
    private fun holdsPlayable(test: TestShell) = test.opened && test.parts.rack.value!!.slots.any { it != null && it.playable && !it.tile.okey }

    @Test
    fun `tapped tiles and Lay put the selected meld on the table, drawn there and gone from the rack`() = runDesktopComposeUiTest(915, 412) {
        // The scenario lay-reads-the-rack.json: a run at the left of the arranged rack.
        val test = game(seed = 11).untilDraw()
        showApp(test)
        tap("stock")
        tap("arrange-runs")
        val run = test.rackTiles().take(3)
        run.forEach { onNodeWithTag("tile-$it").performClick() }
        waitForIdle()
        assertEquals(run.toSet(), test.parts.rack.value!!.slots.filterNotNull().filter { it.selected }.map { it.tile.id }.toSet())
        val descriptions = run.map { test.rackTile(it)!!.tile.description }

        tap("lay")
        // Three tiles cannot open this turn: the core asks first.
        assertEquals(DialogKind.RISKY_LAY, test.parts.tableDialog.value?.kind)
        answer(test.parts.tableDialog.value, Answer.Confirm)
        val you = test.parts.tableFrame.value!!.you.toUByte()
        val meld = test.parts.melds.value.single { it.owner == you }
        assertEquals(run.toSet(), meld.tiles.map { it.id }.toSet())
        assertEquals(19, test.rackTiles().size)
        onNodeWithTag("meld-${meld.id}").assertIsDisplayed()
        assertEquals(meld.tiles.map { it.description }, tilesDrawnIn("meld-${meld.id}"))
        assertEquals(descriptions.toSet(), meld.tiles.map { it.description }.toSet())
        run.forEach { onNodeWithTag("tile-$it").assertDoesNotExist() }
    }

    @Test
    fun `Open lays the rack's opening in one tap, after a question that shows its total`() = runDesktopComposeUiTest(915, 412) {
        // Plain turns until the rack holds an opening the core offers to lay.
        val test = game(seed = 19).untilDraw()
        for (turn in 0 until 40) {
            if (test.phase == TablePhase.DRAW) test.send(Intent.Draw)
            if (test.parts.counter.value?.reached == true && test.parts.controls.value!!.open.enabled) break
            test.send(Intent.Discard(test.rackTiles().last()))
            if (test.parts.tableDialog.value != null) test.send(Intent.Answer(Answer.Confirm))
            test.jobs.runAllButTimeouts()
        }
        check(test.parts.counter.value?.reached == true) { "no opening reached in 40 turns: choose another seed" }
        showApp(test)
        val total = test.parts.counter.value!!.value
        val before = test.rackTiles().size

        tap("open")
        val question = assertNotNull(test.parts.tableDialog.value)
        assertEquals(DialogKind.OPEN, question.kind)
        assertTrue("$total" in question.title + question.body, "the question shows the total: $question")
        answer(question, Answer.Confirm)
        // Laid this turn (the seat counts as opened once the turn ends, as it may still take back).
        assertEquals(null, test.parts.tableDialog.value)
        val laid = test.parts.melds.value.filter { it.owner == test.you }
        assertTrue(laid.sumOf { it.value.toInt() } >= 101)
        assertEquals(before - laid.sumOf { it.tiles.size }, test.rackTiles().size)
        laid.forEach { onNodeWithTag("meld-${it.id}").assertIsDisplayed() }
    }

    @Test
    fun `under Online's rules a taken discard goes back with Return, and the player draws instead`() = runDesktopComposeUiTest(915, 412) {
        val test = game(seed = 1, Preset.ONLINE).untilDraw()
        showApp(test)
        val previous = test.parts.piles.value.single { it.takeable }
        val taken = previous.tiles.last()
        val rack = test.rackTiles()

        tap("takeable")
        assertEquals(TablePhase.PLAY, test.phase)
        assertEquals(rack.toSet() + taken.id, test.rackTiles().toSet())
        onNodeWithTag("tile-${taken.id}").assertIsDisplayed()

        tap("return")
        assertEquals(TablePhase.DRAW, test.phase)
        assertEquals(rack.toSet(), test.rackTiles().toSet())
        onNodeWithTag("tile-${taken.id}").assertDoesNotExist()
        val pile = test.parts.piles.value.single { it.seat == previous.seat }
        assertEquals(taken.id, pile.tiles.last().id, "the tile is back on its pile")
        // The pile is clickable, so its tiles' words merge into it: look in the unmerged tree.
        val pileTag = if (pile.takeable) "takeable" else "pile-${pile.seat}"
        onNode(inside(pileTag) and hasContentDescription(taken.description), useUnmergedTree = true).assertIsDisplayed()
        assertTrue(test.parts.controls.value!!.draw, "the player draws instead")
    }

    @Test
    fun `a rack tile dragged onto a table meld it fits is laid off there`() = runDesktopComposeUiTest(915, 412) {
        // Seed 6: the player opens by plain play and then holds a tile that fits a meld on the table.
        val position = { game(seed = 6).playOpening(reached = ::holdsPlayable) }
        val test = position()
        val tile = test.parts.rack.value!!.slots.first { it != null && it.playable && !it.tile.okey }!!.tile
        val meld = assertNotNull(layOffTarget(position(), tile.id), "a copy of the game lays it off")
        val rack = test.rackTiles()
        showApp(test)
        // Where every other meld is: a lay-off moves none of them (each keeps room to grow).
        // and the meld's own place keeps its size (what the melds after it on its line stand beside).
        val others = test.parts.melds.value.filter { it.id != meld.id }.map { "meld-${it.id}" } + "room-of-meld-${meld.id}"
        val before = others.associateWith { onNodeWithTag(it).getBoundsInRoot() }

        dragOnto(onNodeWithTag("tile-${tile.id}"), onNodeWithTag("meld-${meld.id}"))
        assertNull(test.parts.tableDialog.value)
        assertNull(test.parts.message.value?.text, "the lay-off was not refused")
        assertTrue(others.isNotEmpty())
        assertEquals(before, others.associateWith { onNodeWithTag(it).getBoundsInRoot() }, "no other meld moved or changed size")
        val extended = test.parts.melds.value.single { it.id == meld.id }
        assertEquals(meld.tiles.size + 1, extended.tiles.size)
        assertTrue(extended.tiles.any { it.id == tile.id }, "the tile is in the meld")
        assertEquals(rack - tile.id, test.rackTiles())
        onNodeWithTag("tile-${tile.id}").assertDoesNotExist()
        assertEquals(extended.tiles.map { it.description }, tilesDrawnIn("meld-${meld.id}"))
        assertTrue(tile.description in tilesDrawnIn("meld-${meld.id}"))
    }

    @Test
    fun `in Düz Okey, Show indicator shows the indicator's twin, and the last move says so`() = runDesktopComposeUiTest(915, 412) {
        // Seed 22: the player holds the indicator's twin on the first turn.
        val test = game(seed = 22, Preset.DUZ)
        assertTrue(test.parts.controls.value!!.showIndicator.enabled, "the twin may be shown")
        showApp(test)

        tap("show-indicator")
        assertEquals(false, test.parts.controls.value!!.showIndicator.enabled, "shown once")
        val said = test.parts.recent.value.last()
        assertTrue("indicator's twin" in said, said)
        onNodeWithTag("last-move").assertTextContains("indicator's twin", substring = true)
        onNodeWithTag("show-indicator").assertIsNotEnabled()
    }

    @Test
    fun `in Düz Okey, Finish with the winning tile selected ends the deal, the player's row won, and Finish with another is refused`() = runDesktopComposeUiTest(915, 412) {
        // Seed 8: played by the hint, the player holds a winning hand on the fifth turn.
        val test = game(seed = 8, Preset.DUZ).playByHints { it.parts.rack.value!!.slots.any { slot -> slot?.wins == true } }
        val slots = test.parts.rack.value!!.slots.filterNotNull()
        val winning = slots.first { it.wins }.tile.id
        val other = slots.first { !it.wins }.tile.id
        val rack = test.rackTiles()
        showApp(test)

        // Finish is enabled exactly when the engine would accept it: not with nothing selected,
        // nor with a tile that does not win; sent anyway, the core refuses it and says why.
        onNodeWithTag("finish").assertIsNotEnabled()
        test.send(Intent.Finish)
        waitForIdle()
        val unselected = assertNotNull(test.parts.message.value, "Finish with nothing selected is refused")
        assertTrue("Select the one tile" in unselected.text, unselected.text)
        onNodeWithTag("message").assertTextContains(unselected.text)

        onNodeWithTag("tile-$other").performClick()
        waitForIdle()
        onNodeWithTag("finish").assertIsNotEnabled()
        test.send(Intent.Finish)
        waitForIdle()
        val refused = assertNotNull(test.parts.message.value, "a tile that does not win is refused")
        assertTrue(refused.refusal && refused.text != unselected.text, refused.text)
        onNodeWithTag("message").assertTextContains(refused.text)
        assertEquals(rack, test.rackTiles())
        assertEquals(TablePhase.PLAY, test.phase)

        onNodeWithTag("tile-$other").performClick()
        onNodeWithTag("tile-$winning").performClick()
        waitForIdle()
        tap("finish")
        assertEquals(TablePhase.DEAL_OVER, test.phase)
        val sheet = assertNotNull(test.parts.scoreSheet.value)
        assertTrue(sheet.rows.single { it.seat == test.you }.won, "the player won the deal")
        onNodeWithTag("deal-over").assertIsDisplayed()
        onNodeWithTag("score-${test.you}").assertIsDisplayed()
        onNode(hasText(sheet.ending)).assertIsDisplayed()
    }
}
