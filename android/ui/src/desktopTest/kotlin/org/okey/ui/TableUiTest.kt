package org.okey.ui

import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.onAllNodesWithTag
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.performScrollTo
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.appcore.Intent
import org.okey.appcore.Screen
import org.okey.appcore.TablePhase
import org.okey.ui.table.LocalMotion
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertTrue

/** The screens' gestures through the real app core: each sends its intent, and the core's answer is drawn. */
@OptIn(ExperimentalTestApi::class)
class TableUiTest {
    private fun androidx.compose.ui.test.ComposeUiTest.show(test: TestShell) = setContent {
        CompositionLocalProvider(LocalMotion provides false) { AppScreens(test.shell) }
    }

    @Test
    fun `a tile dragged to the discard spot before drawing shows the core's refusal there`() = runDesktopComposeUiTest(915, 412) {
        val test = TestShell(seed = 7).newGame().untilDraw()
        show(test)
        val rack = test.rackTiles()
        dragOnto(onNodeWithTag("tile-${rack.first()}"), onNodeWithTag("discard-spot"))
        onNodeWithTag("message").assertIsDisplayed()
        assertTrue(assertNotNull(test.parts.message.value).refusal)
        assertEquals(rack, test.rackTiles(), "nothing was discarded")
    }

    @Test
    fun `a tap on the stock draws, and a drag to the discard spot discards`() = runDesktopComposeUiTest(915, 412) {
        val test = TestShell(seed = 7).newGame().untilDraw()
        show(test)
        val before = test.rackTiles().size
        onNodeWithTag("stock").performClick()
        waitForIdle()
        assertEquals(TablePhase.PLAY, test.phase)
        assertEquals(before + 1, test.rackTiles().size)
        val tile = test.rackTiles().last()
        dragOnto(onNodeWithTag("tile-$tile"), onNodeWithTag("discard-spot"))
        if (test.parts.tableDialog.value != null) {
            onNodeWithTag("dialog").assertIsDisplayed()
            onNodeWithTag("choice-0").performClick()
            waitForIdle()
        }
        assertTrue(tile !in test.rackTiles() || test.parts.tableDialog.value == null)
    }

    @Test
    fun `a tap on a rack tile selects it, and a second tap puts it back`() = runDesktopComposeUiTest(915, 412) {
        val test = TestShell(seed = 7).newGame()
        show(test)
        val tile = test.rackTiles().first()
        onNodeWithTag("tile-$tile").performClick()
        waitForIdle()
        assertTrue(test.parts.rack.value!!.slots.any { it?.tile?.id == tile && it.selected })
        onNodeWithTag("tile-$tile").performClick()
        waitForIdle()
        assertTrue(test.parts.rack.value!!.slots.none { it?.selected == true })
    }

    @Test
    fun `Home's buttons open the screens the core names, and Back returns`() = runDesktopComposeUiTest(915, 412) {
        val test = TestShell(seed = 7)
        // A first launch opens on Home (the core decides: issue 39).
        assertEquals(Screen.HOME, test.parts.screen.value)
        show(test)
        onNodeWithTag("settings").performScrollTo().performClick()
        waitForIdle()
        assertEquals(Screen.SETTINGS, test.parts.screen.value)
        test.send(Intent.Back)
        waitForIdle()
        onNodeWithTag("rules-button").performScrollTo().performClick()
        waitForIdle()
        assertEquals(Screen.RULES, test.parts.screen.value)
        onNodeWithTag("rules-screen").assertIsDisplayed()
        test.send(Intent.Back)
        waitForIdle()
        onNodeWithTag("new-game").performScrollTo().performClick()
        waitForIdle()
        onNodeWithTag("start").performClick()
        test.jobs.runAllButTimeouts()
        waitForIdle()
        assertEquals(Screen.TABLE, test.parts.screen.value)
        assertTrue(onAllNodesWithTag("seat-1").fetchSemanticsNodes().isNotEmpty())
    }

    @Test
    fun `Learn to play opens the guided deal, its step explained above the hint`() = runDesktopComposeUiTest(915, 412) {
        val test = TestShell(seed = 7)
        test.send(Intent.Back)
        show(test)
        onNodeWithTag("learn").performScrollTo().performClick()
        test.jobs.runAllButTimeouts()
        waitForIdle()
        assertEquals(Screen.TABLE, test.parts.screen.value)
        assertNotNull(test.parts.guide.value, "the guided deal explains the step")
        onNodeWithTag("guide-title").assertIsDisplayed()
        onNodeWithTag("guide-text").assertIsDisplayed()
        onNodeWithTag("hint-reason").assertIsDisplayed()
    }

    @Test
    fun `Home's quick start plays Düz Okey at once`() = runDesktopComposeUiTest(915, 412) {
        val test = TestShell(seed = 7)
        test.send(Intent.Back)
        show(test)
        onNodeWithTag("quick-duz").performScrollTo().performClick()
        test.jobs.runAllButTimeouts()
        waitForIdle()
        assertEquals(Screen.TABLE, test.parts.screen.value)
        assertEquals(org.okey.appcore.Variant.DUZ, test.parts.tableFrame.value?.game)
    }
}
