package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.widthIn
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.Intent
import org.okey.appcore.ScoreRowView
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
 * why it ended, each seat's tiles left face up, penalties with their reasons, deal score and total.
 * Then Next deal, or at the game's end Play again, Review and Home.
 */
@Composable
fun ScoreSheet(parts: ViewParts, send: (Intent) -> Unit) {
    val sheet by parts.scoreSheet.collectAsState()
    val controls by parts.controls.collectAsState()
    val shown = sheet ?: return
    Column(
        Modifier
            .fillMaxSize()
            .background(Felt.table)
            .verticalScroll(rememberScrollState())
            .padding(16.dp)
            .testTag(if (shown.gameOver) "game-over" else "deal-over"),
        verticalArrangement = Arrangement.spacedBy(10.dp),
    ) {
        FlowRow(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) {
            Label(shown.title, Modifier.align(Alignment.CenterVertically), size = 24.sp, bold = true)
            if (shown.gameOver) {
                OkeyButton(t(S.playAgain), { send(Intent.PlayAgain) }, Modifier.testTag("play-again"), primary = true)
                OkeyButton(t(S.review), { send(Intent.OpenReview) }, Modifier.testTag("review"))
            } else {
                val next = controls?.nextDeal
                OkeyButton(t(S.nextDeal), { send(Intent.NextDeal) }, Modifier.testTag("next-deal"), enabled = next?.enabled == true, primary = true)
            }
            IconButton(HomeGlyph, t(S.home), { send(Intent.Show(Screen.HOME)) }, Modifier.testTag("sheet-home"))
        }
        shown.winners?.let { Label(it, Modifier.testTag("winners"), size = 20.sp, bold = true, color = Felt.accent) }
        Label(shown.ending, size = 17.sp, color = Felt.accent)
        shown.multiplier?.let { Label(it, Modifier.testTag("sheet-multiplier"), size = 17.sp, bold = true, color = Felt.accent) }
        shown.rows.forEach { ScoreRow(it) }
        // The deal's seed, checked against the fingerprint shown while it was played.
        shown.dealSeed?.let { Label(it, Modifier.testTag("sheet-deal-seed"), size = 13.sp, color = Felt.muted) }
    }
}

@Composable
private fun ScoreRow(row: ScoreRowView) {
    Column(
        Modifier
            .fillMaxWidth()
            .background(if (row.won) Felt.panel else Felt.tableDark, RoundedCornerShape(10.dp))
            .padding(10.dp)
            .testTag("score-${row.seat}"),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        Row(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalAlignment = Alignment.CenterVertically) {
            Label(row.name, Modifier.widthIn(min = 90.dp), size = 17.sp, bold = true, color = if (row.won) Felt.accent else Felt.text)
            // The hand's points and the penalties make the deal's score: all three shown, so they add up.
            Label("${t(S.handPoints)} ${row.handPoints}", size = 16.sp)
            Label("${t(S.dealScore)} ${row.dealScore}", size = 16.sp)
            Label("${t(S.total)} ${row.total}", size = 16.sp, bold = true)
        }
        row.handNote?.let { Label(it, size = 14.sp) }
        if (row.penalties.isNotEmpty()) Label("${t(S.penalties)}: ${row.penalties.joinToString(" · ")}", size = 14.sp, color = Felt.danger)
        if (row.tiles.isNotEmpty()) {
            FlowRow(horizontalArrangement = Arrangement.spacedBy(1.dp), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                row.tiles.forEach { TileView(it, 26.dp) }
            }
        }
    }
}
