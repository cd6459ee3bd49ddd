package org.okey.ui

import androidx.compose.ui.test.ExperimentalTestApi
import androidx.compose.ui.test.onNodeWithTag
import androidx.compose.ui.test.onNodeWithText
import androidx.compose.ui.test.performClick
import androidx.compose.ui.test.v2.runDesktopComposeUiTest
import org.okey.ui.engine.PresetId
import org.okey.ui.home.AppStateHolder
import org.okey.ui.home.Screen
import org.okey.ui.rules.RulesText
import org.okey.ui.storage.MemoryStorage
import org.okey.ui.strings.Lang
import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertTrue

@OptIn(ExperimentalTestApi::class)
class RulesScreenTest {
    @Test
    fun `every preset has its rules in both languages`() {
        for (preset in PresetId.entries) {
            val sections = RulesText.sections(preset)
            assertTrue(sections.isNotEmpty(), "$preset has no rules")
            for (text in sections.flatMap { listOf(it.title) + it.points } + RulesText.glossary.map { it.meaning }) {
                assertTrue(text.en.isNotBlank() && text.tr.isNotBlank(), "$preset: a text is missing a language: $text")
                assertTrue(text.en != text.tr, "$preset: not translated: ${text.en}")
            }
        }
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
        onNodeWithText("Katlamalı: each opening raises the next", substring = true).assertExists()
        onNodeWithTag("glossary").assertExists()
        app.chooseRulesPreset(PresetId.DUZ)
        waitForIdle()
        onNodeWithText("Everyone starts with 20 points.", substring = true).assertExists()
    }
}
