package org.okey.ui.table

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.layout.boundsInRoot
import androidx.compose.ui.layout.onGloballyPositioned
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import org.okey.appcore.CentreView
import org.okey.appcore.SeatSummary
import org.okey.ui.components.Label
import org.okey.ui.components.TileBack
import org.okey.ui.strings.S
import org.okey.ui.strings.t
import org.okey.ui.theme.Felt

/**
 * A seat's card: name, level, tiles in hand, what it opened with, the running total. The seat to
 * move has a ring in the accent colour; a bot thinking there has a ring of its own (blue, thick)
 * and three dots beside its name, so that the two never look alike.
 */
@Composable
fun SeatCard(card: SeatSummary, targets: DropTargets, modifier: Modifier = Modifier, compact: Boolean = false) {
    val seat = card.seat.toInt()
    val shape = RoundedCornerShape(10.dp)
    val ring = when {
        card.thinking -> Felt.info
        card.toMove -> Felt.accent
        else -> Felt.muted.copy(alpha = 0.4f)
    }
    Column(
        modifier
            .background(if (card.toMove) Felt.panel else Felt.tableDark, shape)
            .border(if (card.toMove) 3.dp else 1.dp, ring, shape)
            .padding(horizontal = 8.dp, vertical = 4.dp)
            .onGloballyPositioned { targets.seats[seat] = it.boundsInRoot() }
            .testTag("seat-$seat"),
    ) {
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(5.dp)) {
            if (card.toMove && !card.thinking) Label("▶", color = Felt.accent, size = 13.sp)
            Label(card.name, Modifier.weight(1f, fill = false), size = 15.sp, bold = true, maxLines = 1)
            if (card.thinking) ThinkingDots(Modifier.testTag("thinking-$seat"))
        }
        Row(verticalAlignment = Alignment.CenterVertically, horizontalArrangement = Arrangement.spacedBy(4.dp)) {
            card.level?.let { Label(it, size = 12.sp, color = Felt.muted, maxLines = 1) }
            TileBack(8.dp)
            Label("${card.tilesInHand}", Modifier.testTag("tiles-$seat"), size = 12.sp, color = Felt.muted)
            // Compact (the seat across, held sideways): the total on the same line, to leave the melds room.
            if (compact) Label("· ${t(S.total)} ${card.total}", size = 12.sp, color = Felt.muted, maxLines = 1)
        }
        card.opened?.let { Label(it, size = 12.sp, color = Felt.accent, maxLines = if (compact) 1 else 2) }
        // A networked table's guest who dropped: "reconnecting…", then a bot standing in.
        card.away?.let { Label(it, Modifier.testTag("away-$seat"), size = 12.sp, color = Felt.danger, maxLines = 2) }
        if (!compact) Label("${t(S.total)} ${card.total}", size = 12.sp, color = Felt.muted)
    }
}

/** The player's own seat, one line beside the status: tiles in hand, opened, total; ringed when to move. */
@Composable
fun OwnSeatLine(card: SeatSummary, targets: DropTargets, modifier: Modifier = Modifier) {
    val seat = card.seat.toInt()
    val shape = RoundedCornerShape(14.dp)
    Row(
        modifier
            .background(Felt.tableDark, shape)
            .border(if (card.toMove) 2.dp else 1.dp, if (card.toMove) Felt.accent else Felt.muted.copy(alpha = 0.4f), shape)
            .padding(horizontal = 8.dp, vertical = 2.dp)
            .onGloballyPositioned { targets.seats[seat] = it.boundsInRoot() }
            .testTag("seat-$seat"),
        verticalAlignment = Alignment.CenterVertically,
        horizontalArrangement = Arrangement.spacedBy(5.dp),
    ) {
        Label(card.name, size = 13.sp, bold = true, maxLines = 1)
        TileBack(8.dp)
        Label("${card.tilesInHand}", Modifier.testTag("tiles-$seat"), size = 12.sp, color = Felt.muted)
        card.opened?.let { Label(it, size = 12.sp, color = Felt.accent, maxLines = 1) }
        card.away?.let { Label(it, Modifier.testTag("away-$seat"), size = 12.sp, color = Felt.danger, maxLines = 1) }
    }
}

/** Three dots in a pill: a bot is thinking (no words, so the same in every language). */
@Composable
private fun ThinkingDots(modifier: Modifier = Modifier) {
    Row(modifier.background(Felt.info, RoundedCornerShape(8.dp)).padding(horizontal = 5.dp, vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(3.dp)) {
        repeat(3) { Box(Modifier.size(5.dp).background(Felt.text, CircleShape)) }
    }
}

/**
 * The game's score on the table: the deal ("Deal 2 of 5"), its multiplier when there is one, and
 * each seat's name with its running total, in play order from the player.
 */
@Composable
fun ScoreStrip(seats: List<SeatSummary>, centre: CentreView?, modifier: Modifier = Modifier) {
    FlowRow(
        modifier
            .background(Felt.tableDark.copy(alpha = 0.85f), RoundedCornerShape(10.dp))
            .padding(horizontal = 8.dp, vertical = 3.dp)
            .testTag("score-strip"),
        horizontalArrangement = Arrangement.spacedBy(8.dp),
        verticalArrangement = Arrangement.spacedBy(1.dp),
        itemVerticalAlignment = Alignment.CenterVertically,
    ) {
        centre?.let { Label(it.deal, Modifier.testTag("deal"), size = 12.sp, bold = true, maxLines = 1) }
        centre?.multiplier?.let { multiplier ->
            Box(Modifier.background(Felt.accent, RoundedCornerShape(6.dp)).padding(horizontal = 5.dp).testTag("multiplier")) {
                Label(multiplier, size = 12.sp, bold = true, color = Felt.buttonText)
            }
        }
        seats.forEach { seat ->
            Row(horizontalArrangement = Arrangement.spacedBy(3.dp), verticalAlignment = Alignment.CenterVertically) {
                Label(seat.name, size = 12.sp, color = if (seat.toMove) Felt.accent else Felt.muted, maxLines = 1)
                Label("${seat.total}", Modifier.testTag("strip-total-${seat.seat}"), size = 12.sp, bold = true)
            }
        }
    }
}
