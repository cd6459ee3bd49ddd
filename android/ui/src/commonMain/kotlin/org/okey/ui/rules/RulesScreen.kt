package org.okey.ui.rules

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Intent
import org.okey.appcore.Preset
import org.okey.appcore.RulesView
import org.okey.ui.components.Label
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.WrappingSegments
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** The rules of a preset, or of the game in progress, in pictures then in full, and the Turkish terms: all in the core's words. */
@Composable
fun RulesScreen(rules: RulesView, send: (Intent) -> Unit) {
    ScreenFrame(t(S.rules), t(S.back), { send(Intent.Back) }) {
        Column(Modifier.verticalScroll(rememberScrollState()).testTag("rules-screen"), verticalArrangement = Arrangement.spacedBy(12.dp)) {
            // "This game" (null) first when a game is in progress, then each preset by its name.
            val choices: List<Preset?> = (if (rules.hasGame) listOf(null) else emptyList<Preset?>()) + rules.presets.map { it.preset }
            val thisGame = t(S.thisGame)
            WrappingSegments(choices, rules.choice, { p -> if (p == null) thisGame else rules.presets.first { it.preset == p }.name }, { send(Intent.ChooseRules(it)) })
            Label(rules.title, Modifier.testTag("rules-title"), size = 22.sp, bold = true, color = Felt.accent)
            if (rules.examples.isNotEmpty()) {
                Label(t(S.howToPlay), size = 20.sp, bold = true)
                HowToPlay(rules.examples)
                Label(t(S.fullRules), size = 20.sp, bold = true)
            }
            rules.sections.forEach { section ->
                Column(Modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(10.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
                    Label(section.title, size = 18.sp, bold = true)
                    section.items.forEach { Label("• $it", size = 15.sp) }
                }
            }
            if (rules.glossary.isNotEmpty()) {
                Label(t(S.glossary), size = 18.sp, bold = true)
                rules.glossary.forEach { Label("${it.term}: ${it.meaning}", size = 15.sp) }
            }
        }
    }
}
