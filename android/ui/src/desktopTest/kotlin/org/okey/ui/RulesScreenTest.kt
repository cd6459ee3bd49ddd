package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.assertTextEquals
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.ui.engine.PresetId
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertNotNull
import kotlin.test.assertNull
import kotlin.test.assertTrue

/** The Rules screen and the New game form show the engine's words about rules, in the app's language. */
@OptIn(ExperimentalTestApi::class)
class RulesScreenTest {
    private val texts = Drive.engine.rulesTexts

    private fun describe(preset: PresetId, lang: Lang) = texts.describe(preset, Drive.engine.presetOptions(preset), lang)

    @Test
    fun `the engine describes every preset in both languages`() {
        for (preset in PresetId.entries) {
            val en = describe(preset, Lang.EN)
            val tr = describe(preset, Lang.TR)
            assertTrue(en.sections.isNotEmpty() && en.sections.all { it.items.isNotEmpty() }, "$preset")
            assertEquals(en.sections.size, tr.sections.size)
            assertNotEquals(en.sections.map { it.title }, tr.sections.map { it.title }, "$preset is translated")
            assertNotEquals(texts.presetSummary(preset, Lang.EN), texts.presetSummary(preset, Lang.TR))
        }
        assertTrue(texts.glossary(Lang.EN).any { it.term == "gösterge" }, "the glossary explains gösterge")
    }

    @Test
    fun `Home opens the rules of the preset the New game form has chosen`() = runDesktopComposeUiTest(915, 700) {
        val app = AppStateHolder(Drive.engine, MemoryStorage(), Drive.scope(), Lang.EN)
        app.newGame.choosePreset(PresetId.KATLAMALI)
        app.go(Screen.HOME)
        setContent { OkeyApp(app) }
        onNodeWithTag("rules-button").performClick()
        waitForIdle()
        assertEquals(Screen.RULES, app.state.value.screen)
        assertEquals(PresetId.KATLAMALI, app.state.value.rulesPreset)
        onNodeWithTag("rules-title").assertTextEquals(describe(PresetId.KATLAMALI, Lang.EN).title)
        onNodeWithText(texts.presetSummary(PresetId.KATLAMALI, Lang.EN)).assertExists()
        onNodeWithText(describe(PresetId.KATLAMALI, Lang.EN).sections.last().items.first(), substring = true).assertExists()
        onNodeWithTag("glossary").assertExists()
        onNodeWithText(texts.glossary(Lang.EN).first().meaning).assertExists()
        app.chooseRulesPreset(PresetId.DUZ)
        waitForIdle()
        onNodeWithTag("rules-title").assertTextEquals(describe(PresetId.DUZ, Lang.EN).title)
        // The language changes: the same screen in the engine's Turkish.
        app.updateSettings { it.copy(lang = Lang.TR) }
        waitForIdle()
        onNodeWithTag("rules-title").assertTextEquals(describe(PresetId.DUZ, Lang.TR).title)
        onNodeWithText(texts.glossary(Lang.TR).first().meaning).assertExists()
    }

    @Test
    fun `with a game in progress the Rules screen explains that game's rules`() {
        val app = Drive.app()
        app.newGame.choosePreset(PresetId.ONLINE)
        app.startNewGame()
        app.newGame.choosePreset(PresetId.GUIDE) // the form moves on; the game stays Online
        app.go(Screen.RULES)
        val rules = assertNotNull(app.state.value.rules)
        assertNull(rules.choice, "this game")
        assertTrue(rules.hasGame)
        assertEquals(describe(PresetId.ONLINE, Lang.EN), rules.description)
        app.chooseRulesPreset(PresetId.STANDARD)
        assertEquals(describe(PresetId.STANDARD, Lang.EN), assertNotNull(app.state.value.rules).description)
    }

    @Test
    fun `the New game form shows the engine's preset line and option names and explanations`() = runDesktopComposeUiTest(915, 2400) {
        val app = AppStateHolder(Drive.engine, MemoryStorage(), Drive.scope(), Lang.TR)
        app.go(Screen.NEW_GAME)
        app.newGame.choosePreset(PresetId.GUIDE)
        app.newGame.toggleHouseRules()
        setContent { OkeyApp(app) }
        waitForIdle()
        onNodeWithTag("preset-summary-guide").assertTextEquals(texts.presetSummary(PresetId.GUIDE, Lang.TR))
        val options = texts.options(PresetId.GUIDE, Drive.engine.presetOptions(PresetId.GUIDE), Lang.TR).associateBy { it.key }
        for (key in listOf("players", "opening_threshold", "okey_retrieval")) {
            val option = assertNotNull(options[key])
            onNodeWithText(option.name).assertExists()
            onNodeWithText(option.explanation).assertExists()
        }
        // A house rule that changes nothing in Düz Okey is not offered there.
        app.newGame.choosePreset(PresetId.DUZ)
        waitForIdle()
        val duz = texts.options(PresetId.DUZ, Drive.engine.presetOptions(PresetId.DUZ), Lang.TR).associateBy { it.key }
        assertEquals(false, duz["opening_threshold"]?.applies)
        onNodeWithText(assertNotNull(duz["opening_threshold"]).name).assertDoesNotExist()
    }
}
