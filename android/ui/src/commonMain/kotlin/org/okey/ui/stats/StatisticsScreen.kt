package org.okey.ui.stats

import androidx.compose.foundation.background
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Intent
import org.okey.appcore.StatisticsSection
import org.okey.appcore.StatisticsView
import org.okey.appcore.TallyView
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.ScreenFrame
import org.okey.ui.strings.S
import org.okey.ui.strings.Text
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/** The statistics, both games apart, each figure as the core wrote it; Clear asks first (the core's dialog). */
@Composable
fun StatisticsScreen(statistics: StatisticsView, send: (Intent) -> Unit) {
    ScreenFrame(t(S.statistics), t(S.back), { send(Intent.Back) }) {
        Column(Modifier.verticalScroll(rememberScrollState()).testTag("statistics-screen"), verticalArrangement = Arrangement.spacedBy(12.dp)) {
            statistics.empty?.let { Label(it, Modifier.testTag("no-games"), size = 16.sp, color = Felt.muted) }
            statistics.sections.forEach { Section(it) }
            if (statistics.sections.isNotEmpty()) OkeyButton(t(S.clear), { send(Intent.ClearStatistics) }, Modifier.testTag("clear"))
        }
    }
}

@Composable
private fun Section(section: StatisticsSection) {
    Column(
        Modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(10.dp).testTag("section-${section.game}"),
        verticalArrangement = Arrangement.spacedBy(6.dp),
    ) {
        Label(section.title, size = 20.sp, bold = true, color = Felt.accent)
        Column(Modifier.horizontalScroll(rememberScrollState()), verticalArrangement = Arrangement.spacedBy(2.dp)) {
            Header()
            TallyRow(section.total, bold = true)
            if (section.byPreset.isNotEmpty()) {
                Label(t(S.perPreset), size = 14.sp, color = Felt.muted)
                section.byPreset.forEach { TallyRow(it) }
            }
            if (section.byOpponents.isNotEmpty()) {
                Label(t(S.perOpponents), size = 14.sp, color = Felt.muted)
                section.byOpponents.forEach { TallyRow(it) }
            }
        }
        Label(section.note, size = 13.sp, color = Felt.muted)
    }
}

private val columns: List<Text> = listOf(S.gamesPlayed, S.gamesWon, S.dealsPlayed, S.dealsWon, S.averageDeal, S.bestGame, S.openings, S.pairsOpenings)

@Composable
private fun Header() {
    Row {
        Label("", Modifier.width(150.dp))
        columns.forEach { Label(t(it), Modifier.width(84.dp), size = 13.sp, color = Felt.muted, align = TextAlign.End) }
    }
}

@Composable
private fun TallyRow(tally: TallyView, bold: Boolean = false) {
    val figures = listOf(
        tally.games.toString(),
        tally.wins.toString(),
        tally.deals.toString(),
        tally.dealsWon.toString(),
        tally.averageDeal,
        tally.bestGame?.toString() ?: "–",
        tally.openings.toString(),
        tally.pairsOpenings.toString(),
    )
    Row {
        Label(tally.label, Modifier.width(150.dp), size = 15.sp, bold = bold)
        figures.forEach { Label(it, Modifier.width(84.dp), size = 15.sp, bold = bold, align = TextAlign.End) }
    }
}
