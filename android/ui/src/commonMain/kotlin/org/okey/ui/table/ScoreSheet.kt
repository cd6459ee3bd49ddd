package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.BoxWithConstraints
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.DealLineView
import org.okey.appcore.Intent
import org.okey.appcore.ScoreRowView
import org.okey.appcore.ScoreSheetView
import org.okey.appcore.Screen
import org.okey.ui.components.HomeGlyph
import org.okey.ui.components.IconButton
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.components.TileView
import org.okey.ui.shell.ViewParts
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The score sheet over the table once the deal (or the game) is over, all in the core's words:
 * why it ended, each seat's tiles left face up, penalties with their reasons, hand, deal score and
 * total; then every deal of the game (a replayed one's label dimmed: its scores still count). Then Next
 * deal, or at the game's end Play again, Review and Home. With motion on, the finish has its
 * moment first ([FinishMoment]).
 */
@Composable
fun ScoreSheet(parts: ViewParts, send: (Intent) -> Unit) {
    val sheet by parts.scoreSheet.collectAsState()
    val controls by parts.controls.collectAsState()
    val shown = sheet ?: return
    if (FinishMoment(shown)) return
    BoxWithConstraints(Modifier.fillMaxSize().background(Felt.table)) {
        // A hand of 22 tiles in two lines at most, as large as that allows (up to 40 dp).
        val tile = ((maxWidth - 52.dp) / 12f - 1.dp).coerceIn(26.dp, 40.dp)
        Column(
            Modifier
                .fillMaxSize()
                .verticalScroll(rememberScrollState())
                .padding(16.dp)
                .testTag(if (shown.gameOver) "game-over" else "deal-over"),
            verticalArrangement = Arrangement.spacedBy(10.dp),
        ) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
                Label(shown.title, Modifier.align(Alignment.CenterVertically), size = 24.sp, bold = true)
                if (shown.gameOver) {
                    // A guest's seat is offered neither: the host plays again, and reviews.
                    if (controls?.playAgain == true) {
                        OkeyButton(t(S.playAgain), { send(Intent.PlayAgain) }, Modifier.testTag("play-again"), primary = true)
                    }
                    if (controls?.review == true) OkeyButton(t(S.review), { send(Intent.OpenReview) }, Modifier.testTag("review"))
                } else {
                    val next = controls?.nextDeal
                    OkeyButton(t(S.nextDeal), { send(Intent.NextDeal) }, Modifier.testTag("next-deal"), enabled = next?.enabled == true, primary = true)
                }
                IconButton(HomeGlyph, t(S.home), { send(Intent.Show(Screen.HOME)) }, Modifier.testTag("sheet-home"))
            }
            shown.winners?.let { Label(it, Modifier.testTag("winners"), size = 20.sp, bold = true, color = Felt.accent) }
            Label(shown.ending, size = 17.sp, color = Felt.accent)
            shown.multiplier?.let { Label(it, Modifier.testTag("sheet-multiplier"), size = 17.sp, bold = true, color = Felt.accent) }
            shown.multiplierReason?.let { Label(it, Modifier.testTag("sheet-multiplier-reason"), size = 15.sp, color = Felt.accent) }
            shown.rows.forEach { ScoreRow(it, tile) }
            if (shown.deals.isNotEmpty()) DealsTable(shown)
            // The deal's seed, checked against the fingerprint shown while it was played.
            shown.dealSeed?.let { Label(it, Modifier.testTag("sheet-deal-seed"), size = 13.sp, color = Felt.muted) }
        }
    }
}

@Composable
private fun ScoreRow(row: ScoreRowView, tile: Dp) {
    Column(
        Modifier
            .fillMaxWidth()
            .background(if (row.won) Felt.panel else Felt.tableDark, RoundedCornerShape(10.dp))
            .padding(10.dp)
            .testTag("score-${row.seat}"),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        // The name, then the hand's points and the penalties that make the deal's score, and the
        // total: each figure whole on a line (the row wraps between figures, never inside one).
        FlowRow(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalArrangement = Arrangement.spacedBy(2.dp), itemVerticalAlignment = Alignment.CenterVertically) {
            Label(row.name, size = 17.sp, bold = true, color = if (row.won) Felt.accent else Felt.text, maxLines = 1)
            Label("${t(S.handPoints)} ${row.handPoints}", size = 16.sp, maxLines = 1)
            Label("${t(S.dealScore)} ${row.dealScore}", size = 16.sp, maxLines = 1)
            Label("${t(S.total)} ${row.total}", size = 16.sp, bold = true, maxLines = 1)
        }
        row.handNote?.let { Label(it, size = 14.sp) }
        row.handFormula?.let { Label(it, Modifier.testTag("hand-formula-${row.seat}"), size = 14.sp, maxLines = 1) }
        if (row.penalties.isNotEmpty()) Label("${t(S.penalties)}: ${row.penalties.joinToString(" · ")}", size = 14.sp, color = Felt.danger)
        if (row.melds.isNotEmpty() || row.loose.isNotEmpty()) {
            // The hand as the core groups it: each meld apart (a gap after it), then the loose
            // tiles side by side; a meld is never split across lines.
            FlowRow(horizontalArrangement = Arrangement.spacedBy(1.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                row.melds.forEach { meld ->
                    Row(Modifier.padding(end = tile * 0.35f), horizontalArrangement = Arrangement.spacedBy(1.dp)) { meld.forEach { TileView(it, tile) } }
                }
                row.loose.forEach { TileView(it, tile) }
            }
        } else if (row.tiles.isNotEmpty()) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(1.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                row.tiles.forEach { TileView(it, tile) }
            }
        }
    }
}

/**
 * Every deal of the game so far, a line each with every seat's score (a replayed deal's label
 * dimmed: it is dealt again, but its okeys held and penalties are in the totals), and the totals:
 * the same sheet as the iPhone's.
 */
@Composable
private fun DealsTable(sheet: ScoreSheetView) {
    val seats = sheet.rows.sortedBy { it.seat.toInt() }
    Column(
        Modifier.fillMaxWidth().background(Felt.tableDark, RoundedCornerShape(10.dp)).padding(10.dp).testTag("deals"),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        Label(t(S.everyDeal), size = 17.sp, bold = true)
        DealsLine("", seats.map { it.name }, bold = true)
        sheet.deals.forEachIndexed { index, deal -> DealsLine(deal.label, scores(deal, seats), dimLabel = deal.void, modifier = Modifier.testTag("deal-line-$index")) }
        DealsLine(t(S.total), seats.map { "${it.total}" }, bold = true)
    }
}

private fun scores(deal: DealLineView, seats: List<ScoreRowView>): List<String> = seats.map { seat -> deal.scores.getOrNull(seat.seat.toInt())?.toString() ?: "–" }

@Composable
private fun DealsLine(label: String, cells: List<String>, bold: Boolean = false, dimLabel: Boolean = false, modifier: Modifier = Modifier) {
    Row(modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(8.dp)) {
        Label(label, Modifier.weight(1.4f), size = 15.sp, bold = bold, color = if (dimLabel) Felt.muted else Felt.text, maxLines = 2, shrinkTo = 11.sp)
        cells.forEach { cell ->
            Label(cell, Modifier.weight(1f), size = 15.sp, bold = bold, align = TextAlign.End, maxLines = 1, shrinkTo = 10.sp)
        }
    }
}
