package org.okey.core

import kotlin.test.Test
import kotlin.test.assertEquals
import kotlin.test.assertNotEquals
import kotlin.test.assertTrue

/** The rules in plain words through the real library, as the Rules screen and New game form use them. */
class RulesTextTest {
    @Test
    fun `every preset is described in sections, in both languages`() {
        for (preset in Preset.entries) {
            val english = describeRules(rulesForPreset(preset), Language.ENGLISH)
            val turkish = describeRules(rulesForPreset(preset), Language.TURKISH)
            assertEquals(RulesTopic.THESE_RULES, english.sections.first().topic)
            assertEquals(english.sections.map { it.topic }, turkish.sections.map { it.topic })
            assertTrue(turkish.sections.all { it.title.isNotBlank() && it.items.isNotEmpty() })
            assertNotEquals(presetSummary(preset, Language.ENGLISH), presetSummary(preset, Language.TURKISH))
        }
        val duz = describeRules(rulesForPreset(Preset.DUZ), Language.TURKISH)
        assertTrue(duz.sections.any { it.topic == RulesTopic.SHOWING_INDICATOR && it.title == "Gösterme" })
        assertEquals("Katlamalı", presetLabel(Preset.KATLAMALI, Language.ENGLISH))
    }

    @Test
    fun `house rules show in the description and in the options`() {
        val rules = rulesForPreset(Preset.STANDARD).copy(openingThreshold = 81u)
        val about = describeRules(rules, Language.TURKISH).sections.first()
        assertTrue("Özel kural: Açma puanı: 81 (kural setinde: 101)." in about.items, about.items.toString())
        val options = ruleOptions(rules, Language.ENGLISH)
        assertEquals(27, options.size)
        val threshold = options.single { it.key == "opening_threshold" }
        assertEquals(listOf("Opening threshold", "81", "101"), listOf(threshold.name, threshold.value, threshold.presetValue))
        assertTrue(threshold.applies)
        assertTrue(!options.single { it.key == "starting_points" }.applies)
    }

    @Test
    fun `the glossary has the same Turkish terms in both languages`() {
        val english = rulesGlossary(Language.ENGLISH)
        val turkish = rulesGlossary(Language.TURKISH)
        assertEquals(english.map { it.term }, turkish.map { it.term })
        assertTrue(english.any { it.term == "gösterge" && it.meaning.startsWith("the indicator") })
    }
}
