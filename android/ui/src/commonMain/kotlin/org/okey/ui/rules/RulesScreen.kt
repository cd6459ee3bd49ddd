package org.okey.ui.rules

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
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
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.ScreenFrame
import org.okey.ui.components.Segments
import org.okey.ui.components.WrappingSegments
import org.okey.ui.engine.PresetId
import org.okey.ui.home.RulesUiState
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The rules the engine describes (the game in progress or a preset), in the player's language,
 * then its glossary of Turkish terms. Every sentence here is the engine's.
 */
@Composable
fun RulesScreen(state: RulesUiState, onPreset: (PresetId?) -> Unit, onBack: () -> Unit) {
    ScreenFrame(t(S.rules), t(S.back), onBack) {
        Column(
            Modifier.align(Alignment.TopCenter).widthIn(max = 760.dp).verticalScroll(rememberScrollState()).testTag("rules"),
            verticalArrangement = Arrangement.spacedBy(12.dp),
        ) {
            val thisGame = t(S.thisGame)
            fun label(choice: PresetId?) = choice?.let { state.labels[it] } ?: thisGame
            // Okey 101's presets, then this game (when there is one) and Düz: every choice (and the
            // one chosen) shows on a phone held upright.
            val others = (if (state.hasGame) listOf<PresetId?>(null) else emptyList()) + PresetId.entries.filter { it.duz }
            WrappingSegments(PresetId.entries.filter { !it.duz }, state.choice, { label(it) }, { onPreset(it) }, Modifier.testTag("rules-preset"))
            Segments(others, state.choice, { label(it) }, onPreset)
            Label(state.description.title, Modifier.testTag("rules-title"), size = 18.sp, bold = true, color = Felt.accent)
            state.description.sections.forEach { section ->
                Column(
                    Modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(12.dp),
                    verticalArrangement = Arrangement.spacedBy(6.dp),
                ) {
                    Label(section.title, size = 18.sp, bold = true)
                    section.items.forEach { item ->
                        // A hanging bullet: wrapped lines start under the text, not under the bullet.
                        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                            Label("•", size = 15.sp)
                            Label(item, Modifier.weight(1f), size = 15.sp)
                        }
                    }
                }
            }
            Column(
                Modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(12.dp).testTag("glossary"),
                verticalArrangement = Arrangement.spacedBy(4.dp),
            ) {
                Label(t(S.glossary), size = 18.sp, bold = true)
                state.glossary.forEach { entry ->
                    Row(horizontalArrangement = Arrangement.spacedBy(10.dp)) {
                        Label(entry.term, Modifier.width(120.dp), size = 15.sp, bold = true, color = Felt.accent)
                        Label(entry.meaning, Modifier.weight(1f), size = 15.sp)
                    }
                }
            }
        }
    }
}
