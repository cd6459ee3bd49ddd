package org.okey.ui.engine

import org.okey.ui.strings.Lang

/** A titled part of the rules, its items one sentence each, in the engine's words. */
data class RulesSectionUi(val title: String, val items: List<String>)

/** The engine's description of one set of rules. */
data class RulesDescriptionUi(val title: String, val sections: List<RulesSectionUi>)

/** One option of the rules as the engine words it: its name, what it changes, its value in words. */
data class OptionTextUi(
    val key: String,
    val name: String,
    val explanation: String,
    val value: String,
    val presetValue: String,
    /** Whether it changes anything in the variant those rules play. */
    val applies: Boolean,
)

/** A Turkish game term and its meaning. */
data class GlossaryTermUi(val term: String, val meaning: String)

/**
 * The engine's texts about rules, in the language asked for: the app keeps no copy of them. Plain
 * lookups (no game is replayed), quick enough for the UI thread.
 */
interface RulesTexts {
    fun describe(preset: PresetId, options: List<RuleOption>, lang: Lang): RulesDescriptionUi

    fun presetLabel(preset: PresetId, lang: Lang): String

    /** What makes the preset different, in one line. */
    fun presetSummary(preset: PresetId, lang: Lang): String

    /** Every option of the preset with [options] applied, by the engine's key. */
    fun options(preset: PresetId, options: List<RuleOption>, lang: Lang): List<OptionTextUi>

    fun glossary(lang: Lang): List<GlossaryTermUi>
}
