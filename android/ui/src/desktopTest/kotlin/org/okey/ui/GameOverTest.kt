package org.okey.ui

import androidx.compose.ui.test.ComposeUiTest
import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertIsDisplayed
import androidx.compose.ui.test.assertIsEnabled
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.ui.engine.Phase
import org.okey.ui.engine.RuleOption
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import org.okey.ui.table.TableStateHolder
import org.okey.ui.table.TableUiState
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNotSame
import kotlin.test.assertTrue

/** The game-over screen: the engine's winners, the totals, Play again, Review. */
@OptIn(ExperimentalTestApi::class)
class GameOverTest {
    /** A one-deal Okey 101 game played to its end through the app. */
    private fun finished(app: AppStateHolder): TableUiState {
        app.go(Screen.NEW_GAME)
        app.newGame.setOption(RuleOption.Number("deals", 1, 1, 20))
        app.startNewGame()
        return Drive.playGame(assertNotNull(app.table))
    }

    @Test
    fun `the winners are the engine's, and they hold the lowest total in Okey 101`() {
        val storage = MemoryStorage()
        val app = Drive.app(storage)
        val end = finished(app)
        val lowest = end.snapshot.totals.min()
        assertEquals(end.snapshot.totals.indices.filter { end.snapshot.totals[it] == lowest }, end.winners)
        // The app resumed on this screen (no GameEnded event this time) names the same winners.
        app.flush()
        val resumed = AppStateHolder(Drive.engine, storage, Drive.scope(), Lang.EN)
        assertEquals(end.winners, assertNotNull(resumed.table).state.value.winners)
    }

    @Test
    fun `the screen shows the winner and the totals, Review is offered, Play again starts a new game`() {
        val app = Drive.app()
        val end = finished(app)
        val before = assertNotNull(app.table)
        runDesktopComposeUiTest(915, 412) { showGameOver(app, end, before) }
    }

    private fun ComposeUiTest.showGameOver(app: AppStateHolder, end: TableUiState, before: TableStateHolder) {
        setContent { OkeyApp(app) }
        onNodeWithTag("game-over").assertIsDisplayed()
        val expected = if (end.winners == listOf(0)) "You won!" else "Winner"
        val winner = onNodeWithTag("winner", useUnmergedTree = true)
        winner.assertIsDisplayed()
        if (end.winners == listOf(0)) winner.assertTextEquals(expected)
        for (seat in 0 until 4) onNodeWithTag("final-row-$seat").assertExists()
        onNodeWithTag("review").assertIsEnabled()
        onNodeWithTag("play-again").performClick()
        waitForIdle()
        val after = assertNotNull(app.table)
        assertNotSame(before, after)
        assertEquals(Screen.TABLE, app.state.value.screen)
        assertTrue(after.state.value.snapshot.phase == Phase.DRAW || after.state.value.snapshot.phase == Phase.PLAY)
    }
}
