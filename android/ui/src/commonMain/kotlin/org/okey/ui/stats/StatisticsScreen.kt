package org.okey.ui.stats

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
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.OverlayDialog
import org.okey.ui.components.ScreenFrame
import org.okey.ui.engine.GameKind
import org.okey.ui.engine.GameStatsUi
import org.okey.ui.engine.PresetId
import org.okey.ui.engine.TallyUi
import org.okey.ui.strings.Labels
import org.okey.ui.strings.LocalLang
import org.okey.ui.strings.S
import org.okey.ui.strings.oneDecimal
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

interface StatisticsIntents {
    fun askClear()
    fun confirmClear()
    fun cancelClear()
    fun back()
}

/**
 * The player's figures as the engine counts them, Okey 101 and Düz Okey apart: the totals, then a
 * table per rules set and per opponent level. Clear asks first.
 */
@Composable
fun StatisticsScreen(state: StatisticsUiState, presetLabels: Map<PresetId, String>, intents: StatisticsIntents) {
    Box(Modifier.fillMaxSize()) {
        ScreenFrame(t(S.statistics), t(S.back), intents::back) {
            Column(Modifier.fillMaxSize().verticalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(12.dp)) {
                state.setAside?.let {
                    Label(t(S.statsSetAside).replace("%s", it), Modifier.testTag("stats-notice"), size = 15.sp, color = Felt.danger)
                }
                val summary = state.summary
                val played = summary?.kinds?.filter { it.total.games > 0 }.orEmpty()
                if (summary != null && played.isEmpty()) {
                    Label(t(S.noGamesYet), Modifier.fillMaxWidth().padding(top = 24.dp).testTag("stats-empty"), size = 17.sp, align = TextAlign.Center)
                }
                played.forEach { GameSection(it, presetLabels) }
                if (played.isNotEmpty()) {
                    Label(t(S.lowerIsBetter), size = 14.sp, color = Felt.muted)
                    OkeyButton(t(S.clear), intents::askClear, Modifier.testTag("stats-clear"))
                }
            }
        }
        if (state.confirmClear) {
            OverlayDialog(t(S.clearTitle), t(S.clearBody), t(S.clear), t(S.cancel), intents::confirmClear, intents::cancelClear)
        }
    }
}

@Composable
private fun GameSection(stats: GameStatsUi, presetLabels: Map<PresetId, String>) {
    val tag = stats.kind.name.lowercase()
    Column(
        Modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(10.dp).testTag("stats-$tag"),
        verticalArrangement = Arrangement.spacedBy(8.dp),
    ) {
        Label(if (stats.kind == GameKind.DUZ) t(S.duzOkey) else t(S.okey101), size = 20.sp, bold = true, color = Felt.accent)
        Totals(stats.total, tag)
        BoxWithConstraints(Modifier.fillMaxWidth()) {
            // Upright phones get the four columns a player looks at first.
            val wide = maxWidth >= 600.dp
            Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
                Label(t(S.perPreset), size = 15.sp, color = Felt.muted)
                TallyHeader(wide)
                stats.byPreset.forEach { (preset, tally) -> TallyRow(presetLabels[preset] ?: preset.key, tally, wide) }
                Label(t(S.perOpponents), Modifier.padding(top = 6.dp), size = 15.sp, color = Felt.muted)
                TallyHeader(wide)
                stats.byOpponents.forEach { (level, tally) ->
                    TallyRow(level?.let { t(Labels.level(it)) } ?: t(S.peopleOnly), tally, wide)
                }
            }
        }
    }
}

@Composable
private fun Totals(total: TallyUi, tag: String) {
    val figures = listOf(
        t(S.gamesPlayed) to total.games.toString(),
        t(S.gamesWon) to total.gamesWon.toString(),
        t(S.dealsPlayed) to total.deals.toString(),
        t(S.dealsWon) to total.dealsWon.toString(),
        t(S.averageDeal) to average(total),
        t(S.bestGame) to (total.bestGame?.toString() ?: "–"),
        t(S.openings) to "${total.openings} (${total.pairsOpenings} ${t(S.pairsOpenings)})",
        t(S.penaltiesCount) to "${total.penalties} (${total.penaltyPoints} ${t(S.points)})",
    )
    // Two figures to a row upright, four on a wide screen.
    BoxWithConstraints(Modifier.fillMaxWidth().testTag("stats-total-$tag")) {
        val perRow = if (maxWidth >= 600.dp) 4 else 2
        val width = (maxWidth - 8.dp * (perRow - 1)) / perRow
        Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
            figures.chunked(perRow).forEach { row ->
                Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
                    row.forEach { (name, value) -> Figure(name, value, width) }
                }
            }
        }
    }
}

@Composable
private fun Figure(name: String, value: String, width: Dp) {
    Column(Modifier.width(width).background(Felt.table, RoundedCornerShape(6.dp)).padding(6.dp)) {
        Label(name, size = 13.sp, color = Felt.muted)
        Label(value, size = 18.sp, bold = true)
    }
}

@Composable
private fun average(tally: TallyUi): String = tally.averageDealScore?.let { oneDecimal(it, LocalLang.current) } ?: "–"

@Composable
private fun TallyHeader(wide: Boolean) = TallyCells(
    "",
    wide,
    listOf(t(S.gamesPlayed), t(S.gamesWon), t(S.averageDealShort), t(S.bestGame)) +
        if (wide) listOf(t(S.dealsPlayed), t(S.openings), t(S.penaltiesCount)) else emptyList(),
    bold = true,
)

@Composable
private fun TallyRow(name: String, tally: TallyUi, wide: Boolean) = TallyCells(
    name,
    wide,
    listOf(tally.games.toString(), tally.gamesWon.toString(), average(tally), tally.bestGame?.toString() ?: "–") +
        if (wide) listOf(tally.deals.toString(), tally.openings.toString(), tally.penalties.toString()) else emptyList(),
    bold = false,
)

@Composable
private fun TallyCells(name: String, wide: Boolean, cells: List<String>, bold: Boolean) {
    // Upright: 80 + 4 × 68 dp and the gaps fill a 412 dp phone's card; headers wrap between words only.
    val cell = if (wide) 84.dp else 68.dp
    Row(horizontalArrangement = Arrangement.spacedBy(4.dp), verticalAlignment = Alignment.CenterVertically) {
        Label(name, Modifier.width(80.dp), size = 14.sp, bold = true)
        cells.forEach { Label(it, Modifier.width(cell), size = if (bold) 12.sp else 14.sp, bold = bold, align = TextAlign.End) }
    }
}
