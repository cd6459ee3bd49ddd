package org.okey.ui.home

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
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
import org.okey.appcore.BotSpeed
import org.okey.appcore.HomeView
import org.okey.appcore.Intent
import org.okey.appcore.Language
import org.okey.appcore.Palette
import org.okey.appcore.Screen
import org.okey.appcore.SettingsView
import org.okey.appcore.Variant
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.Segments
import org.okey.ui.components.Toggle
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * Home: Continue (with the core's summary of the saved game), Back to a host's table this phone
 * sat at as a guest, New game, quick start of each game,
 * Learn to play, Statistics, Rules, Settings. Held sideways, the title and Continue stand beside
 * the buttons, so that every button shows without scrolling.
 */
@Composable
fun HomeScreen(home: HomeView, notice: String?, send: (Intent) -> Unit) {
    BoxWithConstraints(Modifier.fillMaxSize().background(Felt.table), contentAlignment = Alignment.Center) {
        val sideways = maxWidth > maxHeight && maxWidth >= 640.dp
        val column = Modifier.widthIn(max = 420.dp).padding(24.dp).verticalScroll(rememberScrollState())
        if (sideways) {
            Row(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
                HomeColumn(column.weight(1f, fill = false)) { HomeTitle(home, notice, send) }
                HomeColumn(column.weight(1f, fill = false)) { HomeButtons(home, send) }
            }
        } else {
            HomeColumn(column) {
                HomeTitle(home, notice, send)
                HomeButtons(home, send)
            }
        }
    }
}

@Composable
private fun HomeColumn(modifier: Modifier, content: @Composable () -> Unit) {
    Column(modifier, verticalArrangement = Arrangement.spacedBy(12.dp), horizontalAlignment = Alignment.CenterHorizontally) {
        content()
    }
}

@Composable
private fun HomeTitle(home: HomeView, notice: String?, send: (Intent) -> Unit) {
    Label(t(S.appName), size = 44.sp, bold = true, color = Felt.accent)
    Label("101 · Düz", size = 18.sp, color = Felt.muted)
    notice?.let { Label(it, Modifier.testTag("notice"), size = 15.sp, color = Felt.danger, align = TextAlign.Center) }
    // The host's table this phone sat at as a guest, after the app was closed: the core's words.
    home.rejoin?.let { OkeyButton(it, { send(Intent.RejoinTable) }, Modifier.fillMaxWidth().testTag("rejoin"), primary = true) }
    val saved = home.saved ?: return
    val summary = listOf(saved.title, saved.deal, saved.scores.joinToString(" · ") { "${it.name} ${it.score}" })
    OkeyButton("${t(S.continueGame)}\n${summary.joinToString("\n")}", { send(Intent.ContinueGame) }, Modifier.fillMaxWidth().testTag("continue"), primary = true)
}

@Composable
private fun HomeButtons(home: HomeView, send: (Intent) -> Unit) {
    OkeyButton(t(S.newGame), { send(Intent.Show(Screen.NEW_GAME)) }, Modifier.fillMaxWidth().testTag("new-game"), primary = home.saved == null && home.rejoin == null)
    // Quick start: each game with its usual rules and three Medium bots, no form.
    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        OkeyButton(t(S.okey101), { send(Intent.QuickStart(Variant.OKEY101)) }, Modifier.weight(1f).testTag("quick-okey101"))
        OkeyButton(t(S.duzOkey), { send(Intent.QuickStart(Variant.DUZ)) }, Modifier.weight(1f).testTag("quick-duz"))
    }
    OkeyButton(t(S.learnToPlay), { send(Intent.StartGuidedDeal) }, Modifier.fillMaxWidth().testTag("learn"))
    // Playing together on one Wi-Fi: a table this phone hosts, or another phone's.
    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        OkeyButton(t(S.hostTable), { send(Intent.HostTable) }, Modifier.weight(1f).testTag("host-table"))
        OkeyButton(t(S.joinTable), { send(Intent.JoinTable) }, Modifier.weight(1f).testTag("join-table"))
    }
    // Two to a row: "İstatistikler" does not fit a third of the width.
    Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        OkeyButton(t(S.statistics), { send(Intent.Show(Screen.STATISTICS)) }, Modifier.weight(1f).testTag("statistics"))
        OkeyButton(t(S.rules), { send(Intent.Show(Screen.RULES)) }, Modifier.weight(1f).testTag("rules-button"))
    }
    OkeyButton(t(S.settings), { send(Intent.Show(Screen.SETTINGS)) }, Modifier.fillMaxWidth().testTag("settings"))
}

/** Settings, each choice as the core holds it. */
@Composable
fun SettingsScreen(settings: SettingsView, send: (Intent) -> Unit) {
    ScreenFrame(t(S.settings), t(S.back), { send(Intent.Back) }) {
        Column(Modifier.verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(14.dp)) {
            SettingRow(t(S.language)) {
                // Each language in its own name.
                Segments(Language.entries, settings.language, { if (it == Language.TURKISH) "Türkçe" else "English" }, { send(Intent.SetLanguage(it)) })
            }
            SettingRow(t(S.tileColours)) {
                Segments(Palette.entries, settings.palette, { if (it == Palette.STANDARD) t(S.standardColours) else t(S.colourBlind) }, { send(Intent.SetPalette(it)) })
            }
            SettingRow(t(S.botSpeed)) {
                Segments(
                    BotSpeed.entries,
                    settings.botSpeed,
                    {
                        when (it) {
                            BotSpeed.FAST -> t(S.fast)
                            BotSpeed.NORMAL -> t(S.normal)
                            BotSpeed.SLOW -> t(S.slow)
                        }
                    },
                    { send(Intent.SetBotSpeed(it)) },
                )
            }
            SettingRow(t(S.sound)) {
                Toggle(settings.sound, { send(Intent.SetSound(it)) }, Modifier.testTag("sound"))
            }
            SettingRow(t(S.vibration)) {
                Toggle(settings.haptics, { send(Intent.SetHaptics(it)) }, Modifier.testTag("haptics"))
            }
            SettingRow(t(S.confirmDiscards)) {
                Toggle(settings.confirmCostlyDiscards, { send(Intent.SetConfirmCostlyDiscards(it)) }, Modifier.testTag("confirm-discards"))
            }
            SettingRow(t(S.shuffleSeed)) {
                Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(12.dp)) {
                    Toggle(settings.showSeed, { send(Intent.SetShowSeed(it)) }, Modifier.testTag("show-seed"))
                    settings.seed?.let { Label(it, Modifier.testTag("seed"), size = 16.sp, bold = true) }
                }
            }
        }
    }
}

@Composable
fun SettingRow(label: String, explanation: String? = null, modifier: Modifier = Modifier, content: @Composable () -> Unit) {
    // Label beside the control on a wide screen, above it on a phone held upright.
    BoxWithConstraints(modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(10.dp)) {
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
