package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertTextContains
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.PresetId
import org.okey.ui.home.Screen
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotNull

/** Home's Continue, the first launch and the shuffle seed, as the player meets them. */
@OptIn(ExperimentalTestApi::class)
class HomeAndSettingsTest {
    @Test
    fun `the first launch opens the New game form with Okey 101, Standard, 4 players and 3 Medium bots`() {
        val app = Drive.app(MemoryStorage())
        assertEquals(Screen.NEW_GAME, app.state.value.screen)
        val form = app.newGame.state.value
        assertEquals(PresetId.STANDARD, form.preset)
        assertEquals(4, form.players)
        assertEquals(List(3) { BotLevelUi.MEDIUM }, form.opponents)
    }

    @Test
    fun `Continue names the preset in the engine's words, the deal and the scores, in the app's language`() = runDesktopComposeUiTest(915, 700) {
        val app = Drive.app(MemoryStorage())
        app.newGame.choosePreset(PresetId.ONLINE)
        app.startNewGame()
        app.backHome()
        setContent { OkeyApp(app) }
        val continueButton = onNodeWithTag("continue")
        continueButton.assertTextContains(Drive.engine.rulesTexts.presetLabel(PresetId.ONLINE, Lang.EN), substring = true)
        continueButton.assertTextContains("Deal 1", substring = true)
        continueButton.assertTextContains("Scores 0 / 0 / 0 / 0", substring = true)
        app.updateSettings { it.copy(lang = Lang.TR) }
        waitForIdle()
        // The engine's Turkish name of Online is not the English one.
        continueButton.assertTextContains(Drive.engine.rulesTexts.presetLabel(PresetId.ONLINE, Lang.TR), substring = true)
        continueButton.assertTextContains("El 1", substring = true)
    }

    @Test
    fun `the shuffle seed is shown on request, also for a game resumed after a restart`() = runDesktopComposeUiTest(915, 700) {
        val storage = MemoryStorage()
        val first = Drive.app(storage, seed = 4242L)
        first.startNewGame()
        first.flush()
        first.table?.retire()
        val resumed = Drive.app(storage, seed = 1L)
        assertEquals(4242L, assertNotNull(resumed.table).state.value.seed)
        resumed.go(Screen.SETTINGS)
        setContent { OkeyApp(resumed) }
        onNodeWithTag("seed").assertDoesNotExist()
        onNodeWithText("Show").performClick()
        waitForIdle()
        onNodeWithTag("seed").assertTextEquals("4242")
    }
}
