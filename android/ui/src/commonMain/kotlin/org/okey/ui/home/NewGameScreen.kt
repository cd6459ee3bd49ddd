package org.okey.ui.home

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import org.okey.ui.table.botNames
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.Segments
import org.okey.ui.components.WrappingSegments
import org.okey.ui.components.Stepper
import org.okey.ui.components.Toggle
import org.okey.ui.engine.BotLevelUi
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.RuleOption
import org.okey.ui.strings.Labels
import org.okey.ui.engine.OptionTextUi
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** The intents of the New game form. */
interface NewGameIntents {
    fun choosePreset(preset: PresetId)
    fun setOption(option: RuleOption)
    fun setOpponent(index: Int, level: BotLevelUi)
    fun resetToPreset()
    fun toggleHouseRules()
    fun start()
    fun back()
}

/** Options shown in the form's main part; every other option is under House rules. */
private val mainKeys = setOf("players", "partners", "deals", "starting_points")

@Composable
fun NewGameScreen(state: NewGameUiState, notice: String?, intents: NewGameIntents) {
    ScreenFrame(t(S.newGame), t(S.back), intents::back) {
        Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(10.dp)) {
            notice?.let { Label(it, Modifier.testTag("notice"), size = 15.sp, color = Felt.danger) }
            SettingRow(t(S.game)) {
                Segments(listOf(false, true), state.preset.duz, { if (it) t(S.duzOkey) else t(S.okey101) }, { duz ->
                    intents.choosePreset(if (duz) PresetId.DUZ else PresetId.STANDARD)
                })
            }
            if (!state.preset.duz) {
                SettingRow(t(S.preset)) {
                    Column {
                        WrappingSegments(
                            PresetId.entries.filter { !it.duz },
                            state.preset,
                            { state.texts.presetLabels[it] ?: it.key },
                            intents::choosePreset,
                        )
                        Label(state.texts.presetSummaries[state.preset].orEmpty(), Modifier.testTag("preset-summary-${state.preset.key}"), size = 13.sp, color = Felt.muted)
                    }
                }
            } else {
                Label(state.texts.presetSummaries[state.preset].orEmpty(), Modifier.testTag("preset-summary-${state.preset.key}"), size = 14.sp, color = Felt.muted)
            }
            state.options.filter { it.key in mainKeys }
                .filter { !(state.preset.duz && it.key == "deals") && !(!state.preset.duz && it.key == "starting_points") }
                .forEach { OptionRow(it, state.texts.options[it.key], intents::setOption) }
            SettingRow(t(S.opponents)) {
                Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
                    state.opponents.forEachIndexed { index, level ->
                        Row(verticalAlignment = Alignment.CenterVertically) {
                            Label(botNames.getOrElse(index) { "Bot ${index + 1}" }, Modifier.width(76.dp), size = 15.sp)
                            Segments(BotLevelUi.entries, level, { t(Labels.level(it)) }, { intents.setOpponent(index, it) }, Modifier.testTag("opponent-$index"))
                        }
                    }
                }
            }
            Row(horizontalArrangement = Arrangement.spacedBy(10.dp), verticalAlignment = Alignment.CenterVertically) {
                OkeyButton("${t(S.houseRules)} ${if (state.showHouseRules) "▲" else "▼"}", intents::toggleHouseRules, Modifier.testTag("house-rules"))
                OkeyButton(t(S.backToPreset), intents::resetToPreset, enabled = state.changedFromPreset)
            }
            if (state.showHouseRules) {
                // Only what changes something in this variant (Düz has no opening, no laying off).
                state.options.filter { it.key !in mainKeys && state.texts.options[it.key]?.applies != false }
                    .forEach { OptionRow(it, state.texts.options[it.key], intents::setOption) }
            }
            state.error?.let {
                Label(it, Modifier.fillMaxWidth().background(Felt.danger, RoundedCornerShape(8.dp)).padding(10.dp).testTag("form-error"), size = 15.sp, bold = true)
            }
            OkeyButton(t(S.start), intents::start, Modifier.fillMaxWidth().testTag("start"), primary = true)
        }
    }
}

@Composable
private fun OptionRow(option: RuleOption, text: OptionTextUi?, onChange: (RuleOption) -> Unit) {
    SettingRow(text?.name ?: option.key, text?.explanation) {
        when (option) {
            is RuleOption.Toggle -> Toggle(option.value, { onChange(option.copy(value = it)) }, Modifier.testTag("option-${option.key}"))
            is RuleOption.Number -> Stepper(
                option.value.toString(),
                onMinus = if (option.value - option.step >= option.min) ({ onChange(option.copy(value = option.value - option.step)) }) else null,
                onPlus = if (option.value + option.step <= option.max) ({ onChange(option.copy(value = option.value + option.step)) }) else null,
                tag = option.key,
            )
            is RuleOption.Choice -> Segments(option.choices, option.value, { t(Labels.choice(it)) }, { onChange(option.copy(value = it)) })
            is RuleOption.OptionalNumber -> Stepper(
                option.value?.toString() ?: t(S.noLimit),
                onMinus = when {
                    option.value == null -> ({ onChange(option.copy(value = option.max)) })
                    option.value > option.min -> ({ onChange(option.copy(value = option.value - 1)) })
                    else -> ({ onChange(option.copy(value = null)) })
                },
                onPlus = when {
                    option.value == null -> null
                    option.value < option.max -> ({ onChange(option.copy(value = option.value + 1)) })
                    else -> ({ onChange(option.copy(value = null)) })
                },
                tag = option.key,
            )
        }
    }
}
