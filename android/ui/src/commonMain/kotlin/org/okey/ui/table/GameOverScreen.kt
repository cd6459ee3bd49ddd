package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.horizontalScroll
import androidx.compose.foundation.layout.Arrangement
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
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.text.style.TextAlign
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.ui.components.Label
import org.okey.ui.components.OkeyButton
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * The end of the game: who won (the engine's judgement, a team with partners), every seat's score
 * per deal and final total, then Play again, Review (the engine's review of the player's turns) and Home.
 */
@Composable
fun GameOverScreen(state: TableUiState, intents: TableIntents) {
    val snapshot = state.snapshot
    Column(
        Modifier.fillMaxSize().background(Felt.table).verticalScroll(rememberScrollState()).padding(16.dp).testTag("game-over"),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Label(t(S.gameOver), size = 26.sp, bold = true)
        Label(winnerText(state), Modifier.testTag("winner"), size = 22.sp, bold = true, color = Felt.accent)
        Label(if (snapshot.duz) t(S.highestWins) else t(S.lowestWins), size = 14.sp, color = Felt.muted)
        // In a row on a wide screen; stacked on a phone held upright, where three do not fit.
        BoxWithConstraints(Modifier.fillMaxWidth()) {
            val buttons = @Composable { modifier: Modifier ->
                OkeyButton(t(S.playAgain), intents::playAgain, modifier.testTag("play-again"), primary = true)
                OkeyButton(t(S.review), intents::review, modifier.testTag("review"))
                OkeyButton(t(S.home), intents::home, modifier.testTag("game-over-home"))
            }
            if (maxWidth >= 600.dp) {
                Row(horizontalArrangement = Arrangement.spacedBy(10.dp), verticalAlignment = Alignment.CenterVertically) { buttons(Modifier) }
            } else {
                Column(Modifier.widthIn(max = 320.dp), verticalArrangement = Arrangement.spacedBy(8.dp)) { buttons(Modifier.fillMaxWidth()) }
            }
        }
        Label(t(S.finalTotals), size = 17.sp, bold = true)
        Totals(state)
    }
}

@Composable
private fun winnerText(state: TableUiState): String = when {
    state.winners.isEmpty() -> ""
    state.winners.size == 1 && state.winners.single() == state.snapshot.seat -> t(S.youWon)
    state.winners.size == 1 -> t(S.winnerIs).replace("%s", seatName(state.winners.single(), state.seats))
    else -> t(S.winnersAre).replace("%s", state.winners.map { seatName(it, state.seats) }.joinToString(", "))
}

/** Rows of seats, a column per deal and the total; the winners' rows stand out. Scrolls sideways for long games. */
@Composable
private fun Totals(state: TableUiState) {
    val deals = state.results
    Row(Modifier.horizontalScroll(rememberScrollState())) {
        Column(verticalArrangement = Arrangement.spacedBy(6.dp)) {
            Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                Cell(t(S.seat), 112, bold = true)
                deals.forEach { Cell("${t(S.deal)} ${it.deal + 1}", 76, bold = true) }
                Cell(t(S.total), 80, bold = true)
            }
            for (seat in 0 until state.snapshot.players) {
                val won = seat in state.winners
                Row(Modifier.testTag("final-row-$seat"), horizontalArrangement = Arrangement.spacedBy(6.dp)) {
                    Cell((if (won) "★ " else "") + seatName(seat, state.seats), 112, bold = true, highlight = won)
                    deals.forEach { Cell(it.scores.getOrNull(seat)?.toString() ?: "–", 76, highlight = won) }
                    Cell(state.snapshot.totals.getOrNull(seat)?.toString() ?: "–", 80, bold = true, highlight = won)
                }
            }
        }
    }
}

@Composable
private fun Cell(text: String, width: Int, bold: Boolean = false, highlight: Boolean = false) {
    val background = if (highlight) Felt.accent.copy(alpha = 0.35f) else Felt.tableDark
    Label(
        text,
        Modifier.width(width.dp).background(background, RoundedCornerShape(4.dp)).padding(6.dp),
        size = 15.sp,
        bold = bold,
        color = if (highlight) Color.White else Felt.text,
        align = TextAlign.Start,
    )
}
