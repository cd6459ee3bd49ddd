package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
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
import org.okey.ui.components.TileView
import org.okey.ui.engine.ActionKind
import org.okey.ui.engine.DealEndingUi
import org.okey.ui.engine.DealResultUi
import org.okey.ui.strings.Labels
import org.okey.ui.strings.LocalLang
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The deal's score sheet: why it ended, each seat's tiles left, penalties with their reasons,
 * multiplier, deal score and running total; every rack face up. Then Next deal. (The game's end
 * has its own screen, [GameOverScreen].)
 */
@Composable
fun DealOverScreen(state: TableUiState, intents: TableIntents, screenWidth: Dp) {
    val snapshot = state.snapshot
    val result = state.results.lastOrNull()
    Column(
        Modifier
            .fillMaxSize()
            .background(Felt.table)
            .verticalScroll(rememberScrollState())
            .padding(PAGE_PADDING)
            .testTag("deal-over"),
        verticalArrangement = Arrangement.spacedBy(10.dp),
    ) {
        Row(horizontalArrangement = Arrangement.spacedBy(16.dp), verticalAlignment = Alignment.CenterVertically) {
            Label("${t(S.dealOver)} · ${t(S.deal)} ${snapshot.deal + 1}", size = 24.sp, bold = true)
            OkeyButton(t(S.nextDeal), intents::nextDeal, Modifier.testTag("next-deal"), enabled = ActionKind.NEXT_DEAL in snapshot.allowed, primary = true)
            OkeyButton("⌂", intents::home)
        }
        result?.let { Label(endingText(it, state), size = 17.sp, color = Felt.accent) }
        if (result != null && result.multiplier != 1) Label("${t(S.multiplier)} ×${result.multiplier}", size = 15.sp)
        // Wide (a phone on its side): the racks beside the score sheet, so that all of it fits
        // on the screen; upright, below it (the page scrolls). The width is the screen's less the
        // page's padding: known from the table, so the sheet needs no layout of its own to choose.
        val width = screenWidth - PAGE_PADDING * 2
        if (width >= 860.dp) {
            Row(horizontalArrangement = Arrangement.spacedBy(16.dp)) {
                ScoreSheet(state, result)
                RevealedRacks(state, perRow = 10, Modifier.weight(1f))
            }
        } else {
            Column(verticalArrangement = Arrangement.spacedBy(10.dp)) {
                if (width >= 560.dp) ScoreSheet(state, result) else NarrowScoreSheet(state, result)
                RevealedRacks(state, perRow = if (width >= 560.dp) 14 else 12)
            }
        }
    }
}

private val PAGE_PADDING = 16.dp

@Composable
private fun ScoreSheet(state: TableUiState, result: DealResultUi?) {
    val snapshot = state.snapshot
    Column(verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            Cell(t(S.seat), 110, bold = true)
            Cell(t(S.tilesLeft), 70, bold = true)
            Cell(t(S.penalties), 170, bold = true)
            Cell(t(S.dealScore), 80, bold = true)
            Cell(t(S.total), 80, bold = true)
        }
        val lang = LocalLang.current
        for (seat in 0 until snapshot.players) {
            val reasons = state.penaltyLog.filter { it.seat == seat }
                .joinToString { "${it.points} (${Labels.penalty(it.reason)[lang]})" }
            Row(Modifier.testTag("score-row-$seat"), horizontalArrangement = Arrangement.spacedBy(8.dp), verticalAlignment = Alignment.CenterVertically) {
                Cell(seatName(seat, state.seats), 110, bold = true)
                Cell(state.revealed.getOrNull(seat)?.size?.toString() ?: "–", 70)
                Cell(reasons.ifEmpty { result?.penalties?.getOrNull(seat)?.takeIf { it != 0 }?.toString() ?: "–" }, 170)
                Cell(result?.scores?.getOrNull(seat)?.toString() ?: "–", 80)
                Cell(snapshot.totals.getOrNull(seat)?.toString() ?: "–", 80, bold = true)
            }
        }
    }
}

/**
 * The score sheet on a phone held upright: four columns that share the width, and each seat's
 * penalties with their reasons on a line of their own beneath its row.
 */
@Composable
private fun NarrowScoreSheet(state: TableUiState, result: DealResultUi?) {
    val snapshot = state.snapshot
    val lang = LocalLang.current
    Column(Modifier.fillMaxWidth(), verticalArrangement = Arrangement.spacedBy(8.dp)) {
        Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
            Cell(t(S.seat), Modifier.weight(1.4f), bold = true)
            Cell(t(S.tilesLeft), Modifier.weight(1f), bold = true)
            Cell(t(S.dealScore), Modifier.weight(1f), bold = true)
            Cell(t(S.total), Modifier.weight(1f), bold = true)
        }
        for (seat in 0 until snapshot.players) {
            val reasons = state.penaltyLog.filter { it.seat == seat }
                .joinToString { "${it.points} (${Labels.penalty(it.reason)[lang]})" }
                .ifEmpty { result?.penalties?.getOrNull(seat)?.takeIf { it != 0 }?.toString().orEmpty() }
            Column(Modifier.fillMaxWidth().testTag("score-row-$seat"), verticalArrangement = Arrangement.spacedBy(2.dp)) {
                Row(Modifier.fillMaxWidth(), horizontalArrangement = Arrangement.spacedBy(6.dp), verticalAlignment = Alignment.CenterVertically) {
                    Cell(seatName(seat, state.seats), Modifier.weight(1.4f), bold = true)
                    Cell(state.revealed.getOrNull(seat)?.size?.toString() ?: "–", Modifier.weight(1f))
                    Cell(result?.scores?.getOrNull(seat)?.toString() ?: "–", Modifier.weight(1f))
                    Cell(snapshot.totals.getOrNull(seat)?.toString() ?: "–", Modifier.weight(1f), bold = true)
                }
                if (reasons.isNotEmpty()) Label("${t(S.penalties)}: $reasons", Modifier.padding(start = 6.dp), size = 14.sp, color = Felt.accent)
            }
        }
    }
}

/** Every seat's rack face up, [perRow] tiles to a row. */
@Composable
private fun RevealedRacks(state: TableUiState, perRow: Int, modifier: Modifier = Modifier) {
    if (state.revealed.isEmpty()) return
    Column(modifier, verticalArrangement = Arrangement.spacedBy(6.dp)) {
        Label(t(S.racksFaceUp), size = 15.sp, color = Felt.muted)
        state.revealed.forEachIndexed { seat, rack ->
            Row(verticalAlignment = Alignment.Top, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
                Label(seatName(seat, state.seats), Modifier.width(64.dp), size = 14.sp)
                Column(verticalArrangement = Arrangement.spacedBy(2.dp)) {
                    rack.chunked(perRow).forEach { row ->
                        Row(horizontalArrangement = Arrangement.spacedBy(2.dp)) {
                            row.forEach { TileView(it, state.snapshot.okey, 22.dp) }
                        }
                    }
                }
            }
        }
    }
}

@Composable
private fun Cell(text: String, width: Int, bold: Boolean = false) = Cell(text, Modifier.width(width.dp), bold)

@Composable
private fun Cell(text: String, modifier: Modifier, bold: Boolean = false) {
    Label(text, modifier.background(Felt.tableDark, RoundedCornerShape(4.dp)).padding(6.dp), size = 15.sp, bold = bold, align = TextAlign.Start)
}

@Composable
private fun endingText(result: DealResultUi, state: TableUiState): String = when (val e = result.ending) {
    is DealEndingUi.Won -> buildString {
        append(t(S.endWon).replace("%s", seatName(e.winner, state.seats)))
        if (e.okeyFinish) append(", ").append(t(S.endWithOkey))
        if (e.pairsFinish) append(", ").append(t(S.endWithPairs))
        if (e.allAtOnce) append(", ").append(t(S.endAllAtOnce))
        if (e.oneColour) append(", ").append(t(S.endOneColour))
    }
    DealEndingUi.StockExhausted -> t(S.endStockOut)
    DealEndingUi.AllPairs -> t(S.endAllPairs)
}
