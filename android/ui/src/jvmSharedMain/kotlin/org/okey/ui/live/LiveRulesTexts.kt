package org.okey.ui.live

import org.okey.core.RulesDescription
import org.okey.core.rulesForPreset
import org.okey.ui.engine.GlossaryTermUi
import org.okey.ui.engine.OptionTextUi
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.engine.RulesDescriptionUi
import org.okey.ui.engine.RulesSectionUi
import org.okey.ui.engine.RulesTexts
import org.okey.ui.strings.Lang

/** The engine's rules texts through the bindings. */
class LiveRulesTexts : RulesTexts {
    override fun describe(preset: PresetId, options: List<RuleOption>, lang: Lang): RulesDescriptionUi =
        org.okey.core.describeRules(rulesForPreset(preset.core()).with(options), lang.core()).ui()

    override fun presetLabel(preset: PresetId, lang: Lang): String = org.okey.core.presetLabel(preset.core(), lang.core())

    override fun presetSummary(preset: PresetId, lang: Lang): String = org.okey.core.presetSummary(preset.core(), lang.core())

    override fun options(preset: PresetId, options: List<RuleOption>, lang: Lang): List<OptionTextUi> =
        org.okey.core.ruleOptions(rulesForPreset(preset.core()).with(options), lang.core()).map {
            OptionTextUi(it.key, it.name, it.explanation, it.value, it.presetValue, it.applies)
        }

    override fun glossary(lang: Lang): List<GlossaryTermUi> = org.okey.core.rulesGlossary(lang.core()).map { GlossaryTermUi(it.term, it.meaning) }
}

internal fun RulesDescription.ui() = RulesDescriptionUi(title, sections.map { RulesSectionUi(it.title, it.items) })
