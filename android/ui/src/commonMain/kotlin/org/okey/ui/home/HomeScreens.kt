package org.okey.ui.home

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.Segments
import org.okey.ui.components.Toggle
import org.okey.ui.settings.BotSpeed
import org.okey.ui.settings.Palette
import org.okey.ui.settings.Settings
import org.okey.ui.strings.Lang
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

@Composable
fun HomeScreen(state: AppUiState, onContinue: () -> Unit, onGo: (Screen) -> Unit) {
    Box(Modifier.fillMaxSize().background(Felt.table), contentAlignment = Alignment.Center) {
        Column(
            Modifier.widthIn(max = 420.dp).padding(24.dp).verticalScroll(rememberScrollState()),
            verticalArrangement = Arrangement.spacedBy(12.dp),
            horizontalAlignment = Alignment.CenterHorizontally,
        ) {
            Label("Okey", size = 44.sp, bold = true, color = Felt.accent)
            Label("101 · Düz", size = 18.sp, color = Felt.muted)
            state.notice?.let { Label(it, Modifier.testTag("notice"), size = 15.sp, color = Felt.danger, align = TextAlign.Center) }
            val saved = state.saved
            val label = if (saved == null) t(S.noSavedGame) else {
                // The game, its preset in the engine's words, the deal and every seat's total so far.
                val game = if (saved.preset.duz) t(S.duzOkey) else "${t(S.okey101)} · ${state.presetLabels[saved.preset].orEmpty()}"
                "${t(S.continueGame)}\n$game · ${t(S.deal)} ${saved.deal + 1}\n${t(S.scores)} ${saved.totals.joinToString(" / ")}"
            }
            OkeyButton(label, onContinue, Modifier.fillMaxWidth().testTag("continue"), enabled = saved != null, primary = saved != null)
            OkeyButton(t(S.newGame), { onGo(Screen.NEW_GAME) }, Modifier.fillMaxWidth().testTag("new-game"), primary = saved == null)
            OkeyButton(t(S.statistics), { onGo(Screen.STATISTICS) }, Modifier.fillMaxWidth().testTag("statistics"))
            OkeyButton(t(S.rules), { onGo(Screen.RULES) }, Modifier.fillMaxWidth().testTag("rules-button"))
            OkeyButton(t(S.settings), { onGo(Screen.SETTINGS) }, Modifier.fillMaxWidth().testTag("settings"))
        }
    }
}

@Composable
fun SettingsScreen(settings: Settings, seed: Long?, onChange: ((Settings) -> Settings) -> Unit, onBack: () -> Unit) {
    ScreenFrame(t(S.settings), t(S.back), onBack) {
        Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(14.dp)) {
            SettingRow(t(S.language)) {
                Segments(Lang.entries, settings.lang, { if (it == Lang.TR) "Türkçe" else "English" }, { v -> onChange { it.copy(lang = v) } })
            }
            SettingRow(t(S.tileColours)) {
                Segments(Palette.entries, settings.palette, { if (it == Palette.STANDARD) t(S.standardColours) else t(S.colourBlind) }, { v -> onChange { it.copy(palette = v) } })
            }
            SettingRow(t(S.botSpeed)) {
                Segments(
                    BotSpeed.entries,
                    settings.botSpeed,
                    { when (it) { BotSpeed.FAST -> t(S.fast); BotSpeed.NORMAL -> t(S.normal); BotSpeed.SLOW -> t(S.slow) } },
                    { v -> onChange { it.copy(botSpeed = v) } },
                )
            }
            SettingRow(t(S.confirmDiscards)) {
                Toggle(settings.confirmCostlyDiscards, { v -> onChange { it.copy(confirmCostlyDiscards = v) } })
            }
            SettingRow(t(S.shuffleSeed)) {
                if (settings.showSeed) {
                    Label(seed?.toULong()?.toString() ?: "–", Modifier.testTag("seed"), size = 16.sp, bold = true)
                } else {
                    OkeyButton(t(S.show), { onChange { it.copy(showSeed = true) } })
                }
            }
        }
    }
}

@Composable
fun SettingRow(label: String, explanation: String? = null, content: @Composable () -> Unit) {
    // Label beside the control on a wide screen, above it on a phone held upright.
    BoxWithConstraints(Modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(10.dp)) {
        if (maxWidth >= 560.dp) {
            Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                Column(Modifier.width(220.dp)) {
                    Label(label, size = 16.sp)
                    explanation?.let { Label(it, size = 13.sp, color = Felt.muted) }
                }
                content()
            }
        } else {
            Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
                Label(label, size = 16.sp)
                explanation?.let { Label(it, size = 13.sp, color = Felt.muted) }
                content()
            }
        }
    }
}
